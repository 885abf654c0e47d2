"""The generated rule documentation: every rule and reading, examples drawn as cards, a coverage table."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from markupsafe import escape

from rulebook.core.corpus.cases import Corpus
from rulebook.core.register import reading_keys, rules
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.docs import documents
from rulebook.forbidden.corpus.pictures import card_svg, cards_svg
from rulebook.forbidden.corpus.questions import hand_input
from tests.shown_examples import (
    details_line,
    html_heading,
    html_rule_section,
    markdown_heading,
    misplaced_examples,
    rule_section,
)

LONE = "forbidden.cheng.lone-forbidden"


def small_corpus() -> Corpus:
    # The Emperor alone: a lone Forbidden card under the default reading (Section 7), nothing under the other.
    refused = confirmed_case(
        id="demo.em",
        description="the Emperor alone",
        question="hand",
        rules=(LONE,),
        outcome="refuses",
        input=hand_input("EM"),
        source="witness",
        why="Section 7",
    )
    allowed = confirmed_case(
        id="demo.em-real",
        description="the Emperor alone, with-real-forbidden",
        question="hand",
        rules=(LONE,),
        outcome="accepts",
        input=hand_input("EM"),
        source="witness",
        why="Section 7",
        readings={"emperor.forbidden": "with-real-forbidden"},
    )
    return Corpus("forbidden", "demo", "Two demo cases.", (refused, allowed))


class Checker(HTMLParser):
    """Collects ids and svg elements, and fails on unbalanced sections."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.svgs = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {value for name, value in attrs if name == "id" and value}
        self.svgs += tag == "svg"


def test_every_rule_and_reading_is_documented_with_its_examples() -> None:
    markdown, html = (f.text for f in documents([small_corpus()]))
    checker = Checker()
    checker.feed(html)
    toc = html.split('<nav class="toc"')[1].split("</nav>")[0]
    for rule in rules("forbidden"):
        # headed in its words alone, the id quieter: a tooltip and a details line (issues 14, 44); in the contents
        assert markdown_heading(rule) in markdown and html_heading(rule) in html
        assert details_line(rule) in rule_section(markdown, rule.id)
        assert details_line(rule, html=True) in html_rule_section(html, rule.id)
        assert f'<a href="#{rule.id}">{escape(rule.title)}</a>' in toc
        assert f"[{rule.title}](#{rule.id})" in markdown and f'<a id="{rule.id}"></a>' in markdown
        assert rule.id in checker.ids
    for entry in reading_keys("forbidden"):
        assert f"### `{entry.key}` ({entry.scope})" in markdown
        assert f"reading-{entry.key}" in checker.ids
        assert f'href="#reading-{entry.key}"' in toc
    # The lone-Forbidden rule shows both demo cases: refused under the defaults, accepted under the other reading.
    section = rule_section(markdown, LONE)
    assert "*accepts*: `EM`" in section and "*refuses*: `EM`" in section
    assert checker.svgs >= 4  # the Emperor drawn under the rule (twice) and under the reading's witnesses
    title = "No Cheng with one lone Forbidden card"
    assert re.search(rf"\| {title} \(`forbidden.cheng.lone-forbidden`\) \| 1 \| 1 \|", markdown)


def test_card_faces_name_the_card_and_what_it_stands_for() -> None:
    assert 'aria-label="red Yin-Yang, as 6"' in card_svg("RY", "6")
    assert 'aria-label="Emperor"' in card_svg("EM")
    assert cards_svg("R2 W=R3 R4").count("<svg") == 3


def engine_grants(question: str, answer: Any) -> bool | None:
    """What the rulebook asks of each question, read from the engine's answer: may the hand go Cheng (Section 7,
    "Cheng"), after some discard or none, is it a position the deck can give (Section 2)?"""
    if question == "hand":
        return bool(answer["may_cheng"])
    if question == "discards":
        return bool(answer["cheng_discards"])
    if question == "position":
        return bool(answer["position"])
    return None


def test_every_example_shown_under_refuses_is_refused_by_the_engine() -> None:
    # Issue 14: a hand shown under "refuses" must not go Cheng, one under "accepts" must. The engine answers again
    # here, from the case's input and readings; a rule whose cases only change a score (a bonus not earned on a hand
    # that goes Cheng) shows them under "does not apply", never under "refuses".
    assert misplaced_examples("forbidden", lambda rule, question, answer: engine_grants(question, answer)) == []


def test_a_bonus_not_earned_on_a_hand_that_goes_cheng_does_not_apply() -> None:
    # The Rooster's bonus (Section 8) is refused on a hand without the Rooster, yet R2 R3 R4 goes Cheng: the example
    # is shown as "does not apply", not under "refuses"; a hand that may not go Cheng is preferred when there is one.
    rooster = "forbidden.score.rooster"
    goes_cheng = confirmed_case(
        id="demo.no-rooster",
        description="a run and no Rooster",
        question="hand",
        rules=(rooster,),
        outcome="refuses",
        input=hand_input("R2 R3 R4"),
        source="rulebook",
        why="Section 8",
    )
    markdown, _ = (f.text for f in documents([Corpus("forbidden", "demo", "One case.", (goes_cheng,))]))
    section = rule_section(markdown, rooster)
    assert "- *does not apply*: `R2 R3 R4` — may go Cheng" in section and "*refuses*" not in section
    stuck = confirmed_case(
        id="demo.stuck",
        description="two cards of two colours",
        question="hand",
        rules=(rooster,),
        outcome="refuses",
        input=hand_input("R2 G3"),
        source="rulebook",
        why="Section 8",
    )
    markdown, _ = (f.text for f in documents([Corpus("forbidden", "demo", "Two cases.", (goes_cheng, stuck))]))
    section = rule_section(markdown, rooster)
    assert "- *refuses*: `R2 G3` — may not go Cheng" in section and "*does not apply*" not in section
