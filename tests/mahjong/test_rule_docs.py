"""The generated mahjong rule documentation: every rule and reading, examples drawn as tiles, a coverage table."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from html.parser import HTMLParser
from typing import Any

import pytest
from markupsafe import escape

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import reading_keys, rules
from rulebook.mahjong.corpus.docs import answer_words, documents, example
from rulebook.mahjong.tiles import ALL_KINDS
from tests.shown_examples import (
    details_line,
    html_heading,
    html_rule_section,
    markdown_heading,
    misplaced_examples,
    rule_section,
)

FORM = "mahjong.hand.standard-form"
KONG = "mahjong.set.kong"
BONUS = "mahjong.score.winner-bonus"
SETTLE = "mahjong.settle.winner"
CLAIM = "mahjong.claim.pung"


def case(
    id: str,
    question: str,
    rules: tuple[str, ...],
    outcome: Any,
    input: Mapping[str, Any],
    expected: Any,
    source: str = "rulebook",
    readings: dict[str, str] | None = None,
) -> Case:
    return Case(id, f"the case {id}", question, rules, outcome, input, expected, source, "by hand", readings or {})


def hand(text: str, exposed: tuple[str, ...] = (), kongs: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"hand": text, "exposed": list(exposed), "concealed_kongs": list(kongs)}


WINS = case(
    "demo.wins",
    "winning",
    (FORM,),
    "accepts",
    hand("123m 456p 789s EE", ("RdRdRd",)),
    {"winning": True, "splits": [["123m", "456p", "789s", "EE"]]},
)
LOSES = case(
    "demo.loses",
    "winning",
    (FORM,),
    "refuses",
    hand("124m 456p 789s EE", ("RdRdRd",)),
    {"winning": False, "splits": []},
)
KONG_WINS = case(
    "demo.concealed-kong",
    "winning",
    (KONG,),
    "accepts",
    hand("123m 456p 789s EE", kongs=("NNNN",)),
    {"winning": True, "splits": [["123m", "456p", "789s", "EE"]]},
)
KONG_REFUSED = case(
    "demo.not-a-kong",
    "winning",
    (KONG,),
    "refuses",
    hand("123m 456p 789s EE", ("NNN",)),
    {"winning": False, "splits": []},
)
SCORED = case(
    "demo.score",
    "score",
    (BONUS,),
    "accepts",
    {**hand("123m 456p 789s EE", ("RdRdRd",)), "seat_wind": "E", "east": True},
    {"points": 24, "doublings": 1, "special": None, "score": 48},
    source="witness",
)
SCORED_20 = case(
    "demo.score-20",
    "score",
    (BONUS,),
    "accepts",
    SCORED.input,
    {"points": 34, "doublings": 1, "special": None, "score": 68},
    source="witness",
    readings={"score.winner-bonus": "20"},
)
REFUSED = case(
    "demo.score-refused",
    "score",
    (BONUS,),
    "refuses",
    {**hand("124m 456p 789s EE", ("RdRdRd",)), "winner": True},
    {"refused": True},
)
SETTLED = case(
    "demo.settle",
    "settle",
    (SETTLE,),
    "accepts",
    {"scores": [40, 8, 0, 20], "winner": 0, "east": 1},
    {"net": [160, -88, -76, 4]},
)
DRAWN = case(
    "demo.settle-drawn",
    "settle",
    (SETTLE,),
    "refuses",
    {"scores": [40, 8, 0, 20], "winner": None, "east": 1},
    {"net": [16, -88, -76, 148]},
)
CLAIMED = case(
    "demo.claim",
    "claim-options",
    (CLAIM,),
    "accepts",
    {
        "players": [
            hand("123m 456p 789s EEN"),
            hand("55p 123s", ("RdRdRd",)),
            "1m 9m",
            hand("EE", kongs=("WdWdWdWd",)),
        ],
        "discarder": 0,
        "tile": "5p",
        "tiles_left": 60,
    },
    {"claims": [{"player": 1, "shape": "pung", "tiles": "55p"}]},
)
STRANGE = case(
    "demo.strange",
    "mystery-question",
    (CLAIM,),
    "refuses",
    {
        "players": [1, None, {"hand": 5}, {"hand": "ZZZ 9x", "exposed": "5p", "concealed_kongs": ["123m", 7]}],
        "tile": ["not", "a", "tile"],
        "discarder": "someone",
        "odd": {"nested": [1, 2, {"x": "<b>"}]},
    },
    ["?", {"unknown": "shape"}],
)


def small_corpora() -> list[Corpus]:
    return [
        Corpus("mahjong", "hands", "Hands by hand.", (WINS, LOSES, KONG_WINS, KONG_REFUSED)),
        Corpus("mahjong", "scores", "Scores and settlements.", (SCORED, SCORED_20, REFUSED, SETTLED, DRAWN)),
        Corpus("mahjong", "claims", "Claims, one of an unknown shape.", (CLAIMED, STRANGE)),
    ]


class Checker(HTMLParser):
    """Collects ids and fails on a closing tag that does not close the innermost open element."""

    VOID = frozenset({"meta", "br", "img", "hr", "input", "link"})

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.open: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {value for name, value in attrs if name == "id" and value}
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids |= {value for name, value in attrs if name == "id" and value}

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:]}")
        else:
            self.open.pop()


def rendered() -> tuple[str, str]:
    markdown, html = documents(small_corpora())
    return markdown.text, html.text


def example_html(html: str, case_id: str) -> str:
    """The example block of the case (its id is the block's tooltip)."""
    for block in html.split('<div class="example"')[1:]:
        block = block.split("</section>")[0].split("<details")[0]
        if block.startswith(f' title="case {case_id}">'):
            return block
    raise AssertionError(f"no example shows {case_id}")


def test_both_documents_are_produced_at_their_paths() -> None:
    assert [f.path for f in documents(small_corpora())] == ["docs/mahjong.md", "docs/mahjong.html"]


def test_every_rule_and_reading_is_documented_in_both() -> None:
    markdown, html = rendered()
    checker = Checker()
    checker.feed(html)
    toc = html.split('<nav class="toc"')[1].split("</nav>")[0]
    for rule in rules("mahjong"):
        # headed in its words alone, the id quieter: a tooltip and a details line (issues 14, 44); in the contents
        assert markdown_heading(rule) in markdown and html_heading(rule) in html
        assert details_line(rule) in rule_section(markdown, rule.id)
        assert details_line(rule, html=True) in html_rule_section(html, rule.id)
        assert f'<a href="#{rule.id}">{escape(rule.title)}</a>' in toc
        assert f"[{rule.title}](#{rule.id})" in markdown
        assert rule.id in checker.ids
    for entry in reading_keys("mahjong"):
        assert f"### `{entry.key}` ({entry.scope})" in markdown
        assert f"reading-{entry.key}" in checker.ids
        assert f'href="#reading-{entry.key}"' in toc
    assert '<a href="#tiles">Tiles</a>' in toc and '<a href="#coverage">Coverage</a>' in toc
    assert markdown.startswith("# Classical mahjong")
    assert "mahjong-classical.txt" in markdown and "rule-gaps.md" in markdown
    # Rules in the order of the spec.
    positions = [markdown.index(markdown_heading(rule)) for rule in rules("mahjong")]
    assert positions == sorted(positions)


def test_the_html_is_balanced_and_every_svg_is_well_formed_xml() -> None:
    _, html = rendered()
    checker = Checker()
    checker.feed(html)
    checker.close()
    assert checker.errors == []
    assert checker.open == []
    svgs = re.findall(r"<svg\b.*?</svg>", html, flags=re.DOTALL)
    assert len(svgs) > 34
    for svg in svgs:
        ET.fromstring(svg)


def test_every_tile_kind_is_pictured_with_its_notation() -> None:
    _, html = rendered()
    tiles = html.split('<h2 id="tiles">')[1].split('<h2 id="rules">')[0]
    for kind in ALL_KINDS:
        assert f"<figcaption><code>{kind}</code>" in tiles
    assert tiles.count("<figure>") == 34


def test_an_example_draws_its_tiles_and_sets() -> None:
    _, html = rendered()
    block = example_html(html, WINS.id)
    assert block.count('class="tile"') == 11 + 3  # the tiles in hand and the exposed pung of red dragons
    assert 'class="meld"' in block
    assert "wins: 1 split" in block and "123m · 456p · 789s · EE" in block
    scored = example_html(html, SCORED.id)
    assert scored.count('class="tile"') == 14
    assert "seat wind East" in scored and ">East<" in scored
    assert "24 points, doubled once: 48" in scored


def test_a_concealed_kong_shows_two_tiles_face_down() -> None:
    markdown, html = rendered()
    block = example_html(html, KONG_WINS.id)
    assert block.count('class="tile back"') == 2
    assert block.count('class="tile"') == 11 + 2
    assert 'class="meld concealed"' in block
    assert "concealed kong `NNNN`" in markdown


def test_a_settlement_is_a_table_of_players() -> None:
    markdown, html = rendered()
    block = example_html(html, SETTLED.id)
    assert '<table class="settle">' in block
    assert block.count("<tr>") == 5
    assert "net: +160, -88, -76, +4" in block
    assert "scores 40, 8, 0, 20; winner player 0; East player 1" in markdown
    assert "winner nobody (a drawn hand)" in markdown


def test_a_claim_draws_the_discard_and_every_hand() -> None:
    _, html = rendered()
    block = example_html(html, CLAIMED.id)
    assert "player 0 (discarder)" in block and "60 tiles left to draw" in block
    assert block.count('class="tile back"') == 2  # player 3's concealed kong of white dragons
    assert block.count('class="tile"') == 1 + 12 + 5 + 3 + 2 + 2 + 2
    assert "&#34;tiles_left&#34;: 60" in block  # and the input as JSON


def test_unknown_question_shapes_render_without_error() -> None:
    markdown, html = rendered()
    block = example_html(html, STRANGE.id)
    assert "&lt;b&gt;" in block and "<b>" not in block  # the input as escaped JSON
    assert "<code>ZZZ 9x</code>" in block  # unreadable tiles shown as text
    assert '["?", {"unknown": "shape"}]' in markdown
    # Inputs that are not even objects, and answers of known questions in unknown shapes.
    odd = [
        case("odd.list", "winning", ("mahjong.set.pung",), "accepts", [1, 2], {"winning": "maybe"}),  # type: ignore[arg-type]
        case("odd.score", "score", ("mahjong.set.chow",), "refuses", {"hand": None}, {"points": "many"}),
        case("odd.settle", "settle", ("mahjong.set.pair",), "refuses", {"scores": "none"}, {"net": 5}),
        case("odd.claim", "claim", ("mahjong.set.exposed",), "refuses", {"players": "x", "tile": "??"}, None),
    ]
    for shown in map(example, odd):
        assert shown.summary and shown.answer
    markdown, html = (f.text for f in documents([Corpus("mahjong", "odd", "Odd shapes.", tuple(odd))]))
    for odd_case in odd:
        assert odd_case.id in markdown and odd_case.id in html


@pytest.mark.parametrize(
    ("found", "words"),
    [
        (WINS, "wins: 1 split"),
        (LOSES, "does not win"),
        (SCORED, "24 points, doubled once: 48"),
        (REFUSED, "refused: not a winning hand"),
        (SETTLED, "net: +160, -88, -76, +4"),
    ],
)
def test_answers_in_words(found: Case, words: str) -> None:
    assert answer_words(found) == words


def test_special_hands_and_several_splits_in_words() -> None:
    special = case(
        "s", "score", (), "accepts", {}, {"points": 40, "doublings": 0, "special": "first-tile", "score": 300}
    )
    assert answer_words(special) == "40 points, not doubled; special hand (first tile): 300"
    twice = case("t", "score", (), "accepts", {}, {"points": 24, "doublings": 2, "special": None, "score": 96})
    assert answer_words(twice) == "24 points, doubled twice: 96"
    splits = case("w", "winning", (), "accepts", {}, {"winning": True, "splits": [["111m"], ["123m"]]})
    assert answer_words(splits) == "wins: 2 splits"


def test_readings_show_their_witnesses_and_partners() -> None:
    markdown, _ = rendered()
    section = markdown.split("### `score.winner-bonus`")[1].split("\n### ")[0]
    assert f"case `{SCORED_20.id}`" in section  # assumes the key
    assert f"case `{SCORED.id}`" in section  # its default-reading partner with the same input
    assert "under score.winner-bonus=20" in section


def test_the_coverage_table_counts_cases_by_rule_and_family() -> None:
    markdown, _ = rendered()
    assert "11 cases in 3 families." in markdown
    assert f"| A winning hand: four sets and a pair (`{FORM}`) | 1 | 1 | rulebook | hands |" in markdown
    assert f"| The winner's bonus (`{BONUS}`) | 2 | 1 | rulebook, witness | scores |" in markdown
    assert "| `claims` | 2 | Claims, one of an unknown shape. |" in markdown


SHAPE_OF_CLAIM_RULE = {
    "mahjong.claim.chow": "chow",
    "mahjong.claim.pung": "pung",
    "mahjong.claim.kong": "kong",
    "mahjong.claim.win": "win",
}
"""The rulebook's claims ("Development of the game"): each claim rule allows a claim of its own shape."""


def engine_grants(rule: str, question: str, answer: Any) -> bool | None:
    """What the rulebook asks of each question, read from the engine's answer: does the hand win (four sets and a
    pair), is it scored at all, may the rule's claim be made, does some claim take the discard, may a kong be
    declared, is the hand drawn? A settlement has no yes or no."""
    if question == "winning":
        return bool(answer["winning"])
    if question == "score":
        return not answer.get("refused")
    if question == "claims":
        shapes = {claim["shape"] for claim in answer["claims"]}
        return SHAPE_OF_CLAIM_RULE[rule] in shapes if rule in SHAPE_OF_CLAIM_RULE else bool(shapes)
    if question == "takes":
        return answer["takes"] is not None
    if question == "own-kongs":
        return bool(answer["kongs"])
    if question == "drawn":
        return bool(answer["drawn"])
    return None


def test_every_example_shown_under_refuses_is_refused_by_the_engine() -> None:
    # Issue 14: a hand shown under "refuses" must not win (or the claim must not be open), one under "accepts"
    # must. The engine answers again here; a scoring rule's case on a hand that is scored anyway (no doubling) is
    # shown under "does not apply", never under "refuses".
    assert misplaced_examples("mahjong", engine_grants) == []


def test_a_rule_that_only_changes_a_settlement_shows_applies_not_accepts() -> None:
    # A settlement has no yes or no: its cases are shown as the rule applying or not, never as accepted or refused.
    markdown, html = rendered()
    section = rule_section(markdown, SETTLE)
    assert "- *applies*: scores 40, 8, 0, 20" in section and f"(case `{SETTLED.id}`)" in section
    assert "- *does not apply*: scores 40, 8, 0, 20; winner nobody" in section
    assert "*accepts*" not in section and "*refuses*" not in section
    assert '<span class="outcome-does-not-apply">does not apply</span>' in example_html(html, DRAWN.id)
