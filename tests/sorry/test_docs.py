"""The SORRY! rule documentation: every rule and reading, examples drawn as boards, a coverage table.

The corpus here is written by hand, each expected answer worked out from the rules (``semantics``: the geometry of
``spec/sorry.toml``'s ``[board]``, the walks, slides and bumps), not asked of an encoding: the documents draw only
what a corpus says. The picture coordinates are worked by hand from the layout documented in
:mod:`rulebook.sorry.corpus.pictures` (cells of 28 units inside a margin of 12; a cell's centre is 12 + 28 *
(column + 0.5)).
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from markupsafe import escape

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import reading_keys, rules
from rulebook.sorry.corpus.docs import (
    answer_words,
    context,
    documents,
    example,
    geometry_rows,
    move_from_text,
    partners,
)
from rulebook.sorry.corpus.pictures import (
    board_defs,
    effects,
    move_svg,
    move_words,
    place_centre,
    position_svg,
    position_words,
    square_centre,
    walk,
)
from rulebook.sorry.moves import Move, Part
from rulebook.sorry.position import make_position, position_from_text
from tests.browser.page_checks import broken_words, missing_glyphs
from tests.shown_examples import details_line, html_heading, html_rule_section, markdown_heading, rule_section

SVG = "{http://www.w3.org/2000/svg}"


def case(id: str, question: str, names: tuple[str, ...], outcome: str, data: Any, expected: Any, **more: Any) -> Case:
    return Case(
        id=id,
        description=id.replace("-", " "),
        question=question,
        rules=names,
        outcome=outcome,  # type: ignore[arg-type]
        input=data,
        expected=expected,
        source=more.pop("source", "rulebook"),
        why=more.pop("why", "Moving pawns"),
        readings=more.pop("readings", {}),
    )


def pawns(text: str) -> dict[str, list[str]]:
    """A position's JSON from its text (``R:13 B:17``)."""
    return position_from_text(text).as_json()


def option(text: str, kind: str, parts: list[tuple[str, str, str]], rule: str, after: str, **more: Any) -> Any:
    return {
        "move": text,
        "kind": kind,
        "parts": [{"pawn": c, "from": s, "to": t} for c, s, t in parts],
        **more,
        "rule": rule,
        "position": pawns(after),
    }


def moves_input(position: str, card: str, turn: str = "R", mode: str = "standard") -> dict[str, Any]:
    return {"pawns": pawns(position), "card": card, "turn": turn, "mode": mode}


def state(**changes: Any) -> dict[str, Any]:
    """Red to move by a drawn 5, red on 12, blue all in START."""
    base: dict[str, Any] = {
        "mode": "standard",
        "pawns": pawns("R:12 B:"),
        "draw": ["1", "7", "sorry"],
        "discard": ["3"],
        "hands": {},
        "turn": "R",
        "phase": "move",
        "card": "5",
        "winners": [],
        "seed": 0,
        "turns": 4,
    }
    return {**base, **changes}


# R on 13 moves 3 to 16, blue's short triangle (16 to 19): it slides to 19 and bumps blue's pawn on 17.
SLIDE = option("R 13-16", "forward", [("R", "13", "16")], "sorry.card.forward", "R:19 B:")
# R 20 and B 31, an 11: forward 20-31 bumps B, 31 is yellow's short triangle (31 to 34); the swap puts R on 31 too.
SWAP_FORWARD = option("R 20-31", "forward", [("R", "20", "31")], "sorry.card.eleven", "R:34 B:")
SWAP = option("R 20 swap B 31", "swap", [("R", "20", "31")], "sorry.card.eleven", "R:34 B:20", target="B")
# R 46 (green's triangle) swaps with B 25: B lands on 46, green's triangle, and slides to 49 only under yes.
WITNESS_FORWARD = option("R 46-57", "forward", [("R", "46", "57")], "sorry.card.eleven", "R:57 B:25")


def witness_swap(after: str) -> Any:
    return option("R 46 swap B 25", "swap", [("R", "46", "25")], "sorry.card.eleven", after, target="B")


CASES = (
    case(
        "moves-slide-bumps",
        "moves",
        ("sorry.card.forward", "sorry.move.slide", "sorry.move.bump"),
        "accepts",
        moves_input("R:13 B:17", "3"),
        {"moves": [SLIDE]},
    ),
    case(
        "moves-own-triangle",
        "moves",
        ("sorry.move.slide",),
        "refuses",
        moves_input("R: B:13", "3", turn="B"),
        {"moves": [option("B 13-16", "forward", [("B", "13", "16")], "sorry.card.forward", "R: B:16")]},
    ),
    case(
        "moves-past-home",
        "moves",
        ("sorry.move.home", "sorry.move.must"),
        "refuses",
        moves_input("R:S3 B:", "5"),
        {"moves": [option("pass", "pass", [], "sorry.move.must", "R:S3 B:")]},
    ),
    case(
        "moves-back-out-of-safety",
        "moves",
        ("sorry.card.four", "sorry.move.safety"),
        "accepts",
        moves_input("R:S3 B:", "4"),
        {"moves": [option("R S3-1", "backward", [("R", "S3", "1")], "sorry.card.four", "R:1 B:")]},
    ),
    case(
        "moves-eleven-swaps",
        "moves",
        ("sorry.card.eleven",),
        "accepts",
        moves_input("R:20 B:31", "11"),
        {"moves": [SWAP_FORWARD, SWAP]},
    ),
    case(
        "moves-sorry-takes-a-place",
        "moves",
        ("sorry.card.sorry",),
        "accepts",
        moves_input("R: B:33", "sorry"),
        {
            "moves": [
                option("R start sorry B 33", "sorry", [("R", "start", "33")], "sorry.card.sorry", "R:33 B:", target="B")
            ]
        },
    ),
    case(
        "moves-swapped-pawn-stays",
        "moves",
        ("sorry.card.eleven",),
        "accepts",
        moves_input("R:46 B:25", "11"),
        {"moves": [WITNESS_FORWARD, witness_swap("R:25 B:46")]},
        source="witness",
    ),
    case(
        "moves-swapped-pawn-slides",
        "moves",
        ("sorry.card.eleven",),
        "accepts",
        moves_input("R:46 B:25", "11"),
        {"moves": [WITNESS_FORWARD, witness_swap("R:25 B:49")]},
        source="witness",
        readings={"swap.opponent-slides": "yes"},
    ),
    # R: 20 for four HOME, 5 for each of B's three pawns out and Y's four, 25 and 50 (B has one pawn HOME).
    case(
        "score-red-wins",
        "score",
        ("sorry.points.score",),
        "accepts",
        {"pawns": pawns("R:home,home,home,home B:home,S2,10 Y:")},
        {"winner": "R", "scores": {"R": 130, "B": 5, "Y": 0}},
        why="Variants: Playing for points",
    ),
    case("legal-red-moves-five", "legal_actions", ("sorry.move.must",), "accepts", {"state": state()}, ["R 12-17"]),
    case(
        "apply-red-moves-five",
        "apply",
        ("sorry.turn.draw",),
        "accepts",
        {"state": state(), "action": "R 12-17"},
        state(pawns=pawns("R:17 B:"), discard=["3", "5"], turn="B", phase="draw", card=None, turns=5),
    ),
    case(
        "apply-wrong-count",
        "apply",
        ("sorry.card.forward",),
        "refuses",
        {"state": state(), "action": "R 12-18"},
        {"refused": True},
    ),
    case(
        "odd-moves-input",
        "moves",
        ("sorry.deck.cards",),
        "refuses",
        {"pawns": "nonsense", "card": 7},
        {"moves": "x"},
    ),
)
CORPUS = Corpus("sorry", "demo", "Hand-made cases of each question, answers from the rules.", CASES)
BY_ID = {c.id: c for c in CASES}


@pytest.fixture(scope="module")
def rendered() -> tuple[str, str]:
    markdown, html = (f.text for f in documents([CORPUS]))
    return markdown, html


def _svgs(html: str) -> list[str]:
    return re.findall(r"<svg\b.*?</svg>", html, flags=re.DOTALL)


def _pawns(svg: str) -> dict[tuple[str, str], tuple[float, float, int]]:
    """Each pawn drawn: (colour, place) -> its disc's centre and the count it stands for."""
    root = ET.fromstring(svg)
    found = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") == "pawn":
            disc = group.find(f"{SVG}circle")
            assert disc is not None
            key = (group.get("data-colour") or "", group.get("data-place") or "")
            found[key] = (float(disc.get("cx") or 0), float(disc.get("cy") or 0), int(group.get("data-count") or 0))
    return found


# --- the documents -------------------------------------------------------------------------------------------------


def test_every_rule_and_reading_is_documented(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    toc = html.split('<nav class="toc"')[1].split("</nav>")[0]
    for rule in rules("sorry"):
        assert markdown_heading(rule) in markdown and details_line(rule) in rule_section(markdown, rule.id)
        assert f'<a id="{rule.id}"></a>' in markdown and f"[{rule.title}](#{rule.id})" in markdown
        assert f'<section class="rule" id="{rule.id}">' in html
        assert html_heading(rule) in html and details_line(rule, html=True) in html_rule_section(html, rule.id)
        assert f'<a href="#{rule.id}">{escape(rule.title)}</a>' in toc
        assert f"<p>{escape(rule.statement)}</p>" in html
        assert f"*{rule.section}*" in markdown
    for entry in reading_keys("sorry"):
        assert f"### `{entry.key}` ({entry.scope})" in markdown
        assert f'<section class="reading" id="reading-{entry.key}">' in html
        assert f'href="#reading-{entry.key}"' in toc
        assert f"<p>Why the default: {escape(entry.why)}</p>" in html
        assert all(f"- {evidence}" in markdown for evidence in entry.evidence)
        assert f"`{entry.default}` (default)" in markdown
        assert entry.question in markdown


def test_rules_and_readings_come_in_the_order_of_the_spec(rendered: tuple[str, str]) -> None:
    markdown, _ = rendered
    places = [markdown.index(markdown_heading(rule)) for rule in rules("sorry")]
    assert places == sorted(places)
    keys = [markdown.index(f"### `{entry.key}` (") for entry in reading_keys("sorry")]
    assert keys == sorted(keys) and places[-1] < keys[0]


def test_the_board_section_has_the_geometry_of_every_colour(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    red = "| `R` red | 0–14 | 4 | 2 | after 2: `S1`–`S5`, then HOME | 1 → 4 (4 squares), 9 → 13 (5 squares) |"
    assert red in markdown
    assert "| `G` green | 45–59 | 49 | 47 | after 47: `S1`–`S5`, then HOME | 46 → 49 (4 squares), 54 → 58" in markdown
    assert [row["circle"] for row in geometry_rows()] == [4, 19, 34, 49]
    assert [row["turn"] for row in geometry_rows()] == [2, 17, 32, 47]
    board = html.split('<h2 id="board">')[1].split('<h2 id="notation">')[0]
    drawn = _pawns(_svgs(board)[0])
    assert set(drawn) == {(colour, "start") for colour in "RBYG"} and all(n == 4 for *_, n in drawn.values())
    assert "`R 12 swap B 33`" in markdown and "`R:4,12 Y:`" in markdown


def test_every_case_of_the_corpus_is_shown_on_both_pages(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    for shown in CASES:
        assert f"<sub>(case `{shown.id}`)</sub>" in markdown, shown.id
        assert f'<div class="example" title="case {shown.id}">' in html, shown.id


def test_a_rule_shows_its_move_in_words_and_as_boards(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    bump = rule_section(markdown, "sorry.move.bump")
    assert (
        "- *accepts*: position `R:13 B:17`, card `3`, R to move — 1 move: R 13-16 slides to 19, bumping B from 17 "
        "(sorry.card.forward); drawn: R 13-16 slides to 19, bumping B from 17 (sorry.card.forward) "
        "<sub>(case `moves-slide-bumps`)</sub>"
    ) in bump
    slide = rule_section(markdown, "sorry.move.slide")
    assert "- *does not apply*: position `R: B:13`, card `3`, B to move" in slide
    assert "- *refuses*: position `R:S3 B:`, card `5`, R to move — no move: pass (sorry.move.must)" in markdown
    section = html.split('<section class="rule" id="sorry.move.bump">')[1].split("</section>")[0]
    boards = _svgs(section)
    assert len(boards) == 2  # before, with the move drawn, and after
    assert 'aria-label="Before R 13-16 slides to 19, bumping B from 17: red on 13, 3 in START; blue on 17' in boards[0]
    assert _pawns(boards[1])[("R", "19")][:2] == square_centre(19) == (446.0, 138.0)
    assert "Cases: 1 it accepts, 0 it refuses — in `demo`." in bump
    # a rule with no case says so and shows none
    win = rule_section(markdown, "sorry.game.win")
    assert "Cases: 0 it accepts, 0 it refuses." in win and "- *" not in win


def test_a_reading_shows_its_witnesses_and_what_differs(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    section = markdown.split("### `swap.opponent-slides` (hand)")[1].split("\n### ")[0]
    assert "- witness under the defaults: position `R:46 B:25`, card `11`, R to move" in section
    assert "- witness under swap.opponent-slides=yes: " in section
    assert (
        "not under the defaults: R 46 swap B 25, B to 46, slides to 49 (sorry.card.eleven); "
        "only under the defaults: R 46 swap B 25, B to 46 (sorry.card.eleven)"
    ) in section
    assert partners(CASES)["moves-swapped-pawn-slides"].id == "moves-swapped-pawn-stays"
    # the move drawn is the one the two readings disagree on, the swap
    shown = example(BY_ID["moves-swapped-pawn-slides"], partner=BY_ID["moves-swapped-pawn-stays"])
    assert shown.drawn == "R 46 swap B 25, B to 46, slides to 49 (sorry.card.eleven)"
    assert "slides to 49" in html.split('id="reading-swap.opponent-slides"')[1].split("</section>")[0]


def test_every_picture_on_the_page_is_valid_svg_with_a_name(rendered: tuple[str, str]) -> None:
    _, html = rendered
    pictures = _svgs(html)
    assert len(pictures) > 20
    for picture in pictures[1:]:  # the first is the hidden definition of the board
        root = ET.fromstring(picture)
        assert root.tag == f"{SVG}svg"
        title = root.find(f"{SVG}title")
        assert title is not None and title.text == root.get("aria-label") and root.get("role") == "img"
    assert html.count('id="sorry-board"') == 1 and '<use href="#sorry-board"/>' in html


def test_the_html_needs_nothing_from_outside(rendered: tuple[str, str]) -> None:
    _, html = rendered
    outside = re.sub(r'xmlns="http://www\.w3\.org/2000/svg"', "", html)
    for needle in ("http://", "https://", "<link", "<script", "<img", "src=", "url(", "@import", "@font-face"):
        assert needle not in outside, needle


def test_an_unreadable_input_or_answer_is_shown_as_json(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    odd = BY_ID["odd-moves-input"]
    shown = example(odd)
    assert shown.asked == () and shown.pictures == "" and shown.input_json == '{"pawns": "nonsense", "card": 7}'
    assert answer_words(odd) == '{"moves": "x"}'
    assert '`{"pawns": "nonsense", "card": 7}` — {"moves": "x"}' in markdown
    assert "<code>{&#34;pawns&#34;: &#34;nonsense&#34;, &#34;card&#34;: 7}</code>" in html


@pytest.mark.parametrize(
    ("question", "data", "expected"),
    [
        ("moves", {"pawns": {"R": ["12"], "B": []}, "card": "5", "turn": "R"}, {"moves": [{"kind": "leap"}]}),
        ("moves", {"pawns": {"R": ["99"], "B": []}, "card": "5", "turn": "R"}, {"moves": []}),
        ("moves", {"pawns": {"R": ["12"], "B": []}, "card": "5", "turn": "R", "mode": "odd"}, {"moves": []}),
        ("moves", {"pawns": {"R": ["12"]}, "card": "5", "turn": "R"}, {"error": "one colour"}),
        ("moves", {"pawns": {"R": ["12"], "B": []}}, None),
        ("score", {"pawns": {"R": ["home"], "B": []}}, {"winner": "Q", "scores": []}),
        ("legal_actions", {"state": []}, {"no": "list"}),
        ("legal_actions", {"state": state(hands=3)}, ["draw"]),
        ("apply", {"state": state(), "action": "R 12 -"}, {"pawns": {"R": ["17"], "B": []}}),
        ("apply", {"state": state(), "action": "R 12-17"}, {"pawns": "moved"}),
        ("apply", {"state": state(phase="later")}, []),
        ("apply", ["not", "a", "mapping"], {"refused": True}),
        ("no-such-question", {"x": 1}, {"y": 2}),
    ],
)
def test_no_input_or_answer_shape_makes_the_rendering_fail(question: str, data: Any, expected: Any) -> None:
    odd = case("odd", question, ("sorry.card.forward",), "accepts", data, expected)
    shown = example(odd, "accepts", rule="sorry.card.forward")
    assert isinstance(answer_words(odd), str) and isinstance(shown.summary, str)
    markdown, html = (f.text for f in documents([Corpus("sorry", "odd", "One odd case.", (odd,))]))
    assert "<sub>(case `odd`)</sub>" in markdown and '<div class="example" title="case odd">' in html
    for picture in _svgs(html):
        ET.fromstring(picture)


def test_the_documents_are_a_markdown_and_an_html_page() -> None:
    # The same bytes in another process (another hash seed): tests/test_guards_planted.py.
    assert [f.path for f in documents([CORPUS])] == ["docs/sorry.md", "docs/sorry.html"]
    assert context([])["total"] == 0 and context([CORPUS])["total"] == len(CASES)


# --- the answers in words ------------------------------------------------------------------------------------------


def test_moves_read_as_what_they_did() -> None:
    assert answer_words(BY_ID["moves-eleven-swaps"]) == (
        "2 moves: R 20-31 slides to 34, bumping B from 31 (sorry.card.eleven); "
        "R 20 swap B 31, R slides to 34, B to 20 (sorry.card.eleven)"
    )
    assert answer_words(BY_ID["moves-sorry-takes-a-place"]) == (
        "1 move: R start sorry B 33, bumping B from 33 (sorry.card.sorry)"
    )
    assert answer_words(BY_ID["moves-back-out-of-safety"]) == "1 move: R S3-1 (sorry.card.four)"
    assert answer_words(BY_ID["moves-own-triangle"]) == "1 move: B 13-16 (sorry.card.forward)"


def test_a_score_a_state_and_an_action_read_in_words() -> None:
    assert answer_words(BY_ID["score-red-wins"]) == "R wins; scores R 130, B 5, Y 0"
    assert answer_words(BY_ID["legal-red-moves-five"]) == "legal: R 12-17"
    assert answer_words(BY_ID["apply-red-moves-five"]) == "then R 12-17, B to draw"
    assert answer_words(BY_ID["apply-wrong-count"]) == "refused"
    shown = example(BY_ID["apply-red-moves-five"])
    assert shown.summary == (
        "position `R:12 B:`, R to move by the drawn 5, draw pile of 3 cards, discard pile's top `3`, action `R 12-17`"
    )
    assert shown.drawn == "R 12-17" and shown.pictures.count("<svg") == 2
    points = shown.summary_html
    assert "<code>R:12 B:</code>" in points
    many = [f"R {n}-{n + 5}" for n in range(10)]
    listed = answer_words(case("many", "legal_actions", (), "accepts", {"state": state()}, many))
    assert listed.endswith("R 7-12 and 2 more")


def test_an_action_text_is_read_as_a_move() -> None:
    assert move_from_text("R 12-17") == Move("forward", (Part("R", "12", "17"),))
    assert move_from_text("r s3-1") == Move("backward", (Part("R", "S3", "1"),))
    assert move_from_text("R 12-8") == Move("backward", (Part("R", "12", "8"),))
    assert move_from_text("play 7: R 10-11, R 30-36") == Move("split", (Part("R", "10", "11"), Part("R", "30", "36")))
    assert move_from_text("R start-4") == Move("start", (Part("R", "start", "4"),))
    assert move_from_text("R start sorry B 33") == Move("sorry", (Part("R", "start", "33"),), "B")
    assert move_from_text("draw") is None and move_from_text("discard 4") is None
    assert move_from_text("pass") == Move("pass")
    with pytest.raises(ValueError):
        move_from_text("R twelve")


# --- the pictures --------------------------------------------------------------------------------------------------


def test_pawns_stand_on_their_squares() -> None:
    # Square 0: column 0, row 0 -> (12 + 14, 12 + 14). Square 15: blue's corner, column 15, row 0 -> x 12 + 434.
    # Square 59: green's last, column 0, row 1 -> y 12 + 42. Red's S3: column 2 (red's turn square), row 3.
    # Blue's S3: blue's side is the right one, its turn square 17 is column 15, row 2; S3 is 3 cells in: column 12.
    drawn = _pawns(position_svg(position_from_text("R:0,S3 B:15,S3 G:59")))
    assert drawn[("R", "0")] == (26.0, 26.0, 1)
    assert drawn[("B", "15")] == (446.0, 26.0, 1)
    assert drawn[("G", "59")] == (26.0, 54.0, 1)
    assert drawn[("R", "S3")] == (82.0, 110.0, 1)
    assert drawn[("B", "S3")] == (362.0, 82.0, 1)
    # Yellow's square 30 is the bottom right corner, 44 beside green's 45 at the bottom left.
    assert square_centre(30) == (446.0, 446.0) and square_centre(44) == (54.0, 446.0) and square_centre(45) == (26, 446)


def test_pawns_in_start_and_home_are_counted() -> None:
    svg = position_svg(position_from_text("R:12,home,home B:"))
    drawn = _pawns(svg)
    assert drawn[("R", "start")][2] == 1 and drawn[("R", "home")][2] == 2 and drawn[("B", "start")][2] == 4
    root = ET.fromstring(svg)
    badge = next(g for g in root.iter(f"{SVG}g") if g.get("data-place") == "home")
    assert [t.text for t in badge.iter(f"{SVG}text")] == ["R", "2"]
    assert place_centre("R", "start") != place_centre("B", "start")
    assert root.get("aria-label") == "Board: red on 12, 2 HOME, 1 in START; blue: all 4 in START"


def test_a_move_is_drawn_along_the_squares_walked_with_its_slide_and_bump() -> None:
    before, after = position_from_text("R:13 B:17"), position_from_text("R:19 B:")
    move = Move("forward", (Part("R", "13", "16"),))
    svg = move_svg(before, move, after)
    boards = _svgs(svg)
    assert len(boards) == 2 and svg.startswith('<span class="boards">')
    root = ET.fromstring(boards[0])
    paths = {g.get("class"): g.find(f"{SVG}polyline") for g in root.iter(f"{SVG}g") if g.get("class")}
    path, slide = paths["path"], paths["slide"]
    assert path is not None and slide is not None
    # 13, 14 and 15 along the top row, then 16 down blue's side; the slide 16 to 19 straight down.
    assert path.get("points") == "390,26 418,26 446,26 446,54"
    assert slide.get("points") == "446,54 446,138"
    rings = [c for c in root.iter(f"{SVG}circle") if c.get("class") == "bumped"]
    assert [(c.get("cx"), c.get("cy")) for c in rings] == [("446", "82")]
    assert root.get("aria-label", "").startswith("Before R 13-16 slides to 19, bumping B from 17: ")
    assert ET.fromstring(boards[1]).get("aria-label") == (
        "After R 13-16 slides to 19, bumping B from 17: red on 19, 3 in START; blue: all 4 in START"
    )
    moved = [c for c in ET.fromstring(boards[1]).iter(f"{SVG}circle") if c.get("class") == "moved"]
    assert [(c.get("cx"), c.get("cy")) for c in moved] == [("446", "138")]  # red's pawn, now on 19
    assert move_svg(before, move).count("<svg") == 1


def test_walks_follow_the_board() -> None:
    assert walk("R", "0", "S1") == ["0", "1", "2", "S1"]
    assert walk("R", "59", "S2") == ["59", "0", "1", "2", "S1", "S2"]
    assert walk("R", "S3", "1", backward=True) == ["S3", "S2", "S1", "2", "1"]
    assert walk("B", "S5", "home") == ["S5", "home"]
    assert walk("R", "S3", "S2") is None and walk("R", "start", "4") is None
    assert walk("R", "3", "2") is not None and len(walk("R", "3", "2") or []) == 60


def test_effects_are_read_off_the_positions() -> None:
    before, after = position_from_text("R:20 B:31"), position_from_text("R:34 B:20")
    swap = Move("swap", (Part("R", "20", "31"),), "B")
    done = effects(before, swap, after)
    assert done.slides == (("R", "31", "34"),) and done.bumped == () and done.swapped == "20"
    assert move_words(swap, done) == "R 20 swap B 31, R slides to 34, B to 20"
    split = Move("split", (Part("R", "10", "16"), Part("R", "30", "31")))
    done = effects(position_from_text("R:10,30 B:18"), split, position_from_text("R:19,31 B:"))
    assert move_words(split, done) == "R 10-16 slides to 19, R 30-31, bumping B from 18"
    assert position_words(make_position({"R": ["home"] * 4, "G": []})) == "red: all 4 HOME; green: all 4 in START"


def test_a_shared_board_is_defined_once_and_used() -> None:
    shared = position_svg(position_from_text("R:12 B:"), shared=True, width=300)
    assert '<use href="#sorry-board"/>' in shared and 'width="300"' in shared and 'viewBox="0 0 472 472"' in shared
    assert len(shared) < 3000 < len(position_svg(position_from_text("R:12 B:")))
    ET.fromstring(board_defs())
    assert board_defs().count("<rect") > 60


# --- the page in a browser -----------------------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")
def test_every_glyph_has_a_font_and_the_page_fits_a_phone(rendered: tuple[str, str]) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    _, html = rendered
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for width in (1280, 420):
                page = browser.new_page(viewport={"width": width, "height": 900})
                page.set_content(html)
                assert missing_glyphs(page) == []
                assert broken_words(page) == []
                assert page.evaluate("document.documentElement.scrollWidth") <= width
                sizes = page.evaluate(
                    "Array.from(document.querySelectorAll('svg.board')).map(s => s.getBoundingClientRect().width)"
                )
                assert len(sizes) > 20 and min(sizes) > 0
        finally:
            browser.close()
