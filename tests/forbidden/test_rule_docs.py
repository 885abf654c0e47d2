"""The generated rule documentation: every rule and reading, examples drawn as cards, a coverage table."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from rulebook.core.cases import Corpus
from rulebook.core.register import reading_keys, rule_ids
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.docs import documents
from rulebook.forbidden.corpus.pictures import card_svg, cards_svg
from rulebook.forbidden.corpus.questions import hand_input

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
    for rule in rule_ids("forbidden"):
        assert f"### `{rule}`" in markdown
        assert rule in checker.ids
    for entry in reading_keys("forbidden"):
        assert f"### `{entry.key}` ({entry.scope})" in markdown
        assert f"reading-{entry.key}" in checker.ids
    # The lone-Forbidden rule shows both demo cases: refused under the defaults, accepted under the other reading.
    section = markdown.split(f"### `{LONE}`")[1].split("### ")[0]
    assert "*accepts*: `EM`" in section and "*refuses*: `EM`" in section
    assert checker.svgs >= 4  # the Emperor drawn under the rule (twice) and under the reading's witnesses
    assert re.search(r"\| `forbidden.cheng.lone-forbidden` \| 1 \| 1 \|", markdown)


def test_documents_are_deterministic() -> None:
    assert documents([small_corpus()]) == documents([small_corpus()])


def test_card_faces_name_the_card_and_what_it_stands_for() -> None:
    assert 'aria-label="red Yin-Yang, as 6"' in card_svg("RY", "6")
    assert 'aria-label="Emperor"' in card_svg("EM")
    assert cards_svg("R2 W=R3 R4").count("<svg") == 3
