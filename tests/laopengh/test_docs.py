"""The Lao Pengh rule documentation: every rule and reading, examples drawn as cards, a coverage table.

The corpus here is written by hand, each expected answer worked out from the rulebook (``lao-pengh.txt``) and the
spec's readings, not asked of an encoding: the documents draw only what a corpus says.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from markupsafe import escape

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rules
from rulebook.laopengh.cards import ALL_KINDS, ORDER_TABLE, name_of
from rulebook.laopengh.corpus.docs import answer_words, context, documents, example
from rulebook.laopengh.corpus.pictures import FACES, INKS, card_name, card_svg, cards_svg
from tests.browser.page_checks import broken_words, missing_glyphs
from tests.shown_examples import details_line, html_heading, html_rule_section, markdown_heading, rule_section

# The spec's witness of place.fits-no-pile: CY1 shares an attribute with every top, but makes a triple on each pile
# (crane and yellow on pile 0; the number 1 on pile 1; crane on pile 2).
TRIPLE_EVERYWHERE = {"piles": [["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]], "pile": 0, "card": "CY1"}
# DB4 shares nothing with CY3 (pile 0) and fits piles 1 (dragon) and 2 (blue).
SHARES_NOTHING = {"piles": [["CY3"], ["DR1"], ["CB2"]], "pile": 0, "card": "DB4"}
REVEALED = {"revealed": ["CY2/9", "DB4/53", None, "J2"]}


def state(**changes: Any) -> dict[str, Any]:
    """Three players in the place phase of round 1: player 0 has placed, 1 and 2 are to place (CR2/17 < CB3/27)."""
    base: dict[str, Any] = {
        "hands": [["DB1/47"], ["J3", "DY4/37"], ["CB1/23"]],
        "piles": [["CY3/11", "CY4/13", "CY1/7"], ["DR1/39"], ["CB4/29"]],
        "phase": "place",
        "revealed": [None, "CR2/17", "CB3/27"],
        "orders": [[1, 2]],
        "open": [{"pile": 0, "player": 0, "legal": False}],
        "aside": [],
        "winners": [],
        "round": 1,
    }
    return {**base, **changes}


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
        why=more.pop("why", "Placing Cards"),
        readings=more.pop("readings", {}),
    )


def placed(legal: bool, rule: str, fits: list[int], move: bool = True) -> dict[str, Any]:
    accusation = None if not move else ("refuted" if legal else "upheld")
    return {"legal": legal, "rule": rule, "fits": fits, "move": move, "accusation": accusation}


CASES = (
    case(
        "place-triple-everywhere",
        "place",
        ("laopengh.place.no-triple", "laopengh.place.free"),
        "refuses",
        TRIPLE_EVERYWHERE,
        placed(False, "laopengh.place.no-triple", [0, 1, 2]),
        source="witness",
    ),
    case(
        "place-triple-everywhere-free",
        "place",
        ("laopengh.place.free",),
        "accepts",
        TRIPLE_EVERYWHERE,
        placed(True, "laopengh.place.free", []),
        source="witness",
        readings={"place.fits-no-pile": "no-legal-place"},
    ),
    case(
        "place-shares-a-dragon",
        "place",
        ("laopengh.place.match",),
        "accepts",
        {**SHARES_NOTHING, "pile": 1},
        placed(True, "laopengh.place.match", [1, 2]),
    ),
    case(
        "place-shares-nothing",
        "place",
        ("laopengh.place.match", "laopengh.place.illegal"),
        "refuses",
        SHARES_NOTHING,
        placed(False, "laopengh.place.match", [1, 2]),
        source="witness",
    ),
    case(
        "place-shares-nothing-triples-only",
        "place",
        ("laopengh.place.illegal",),
        "refuses",
        SHARES_NOTHING,
        placed(False, "laopengh.place.match", [1, 2], move=False),
        source="witness",
        readings={"suspicion.grounds": "triples-only"},
    ),
    # J2 (2) before CY2/9 before DB4/53; the joker is no crane, so the dragon is no lone dragon by default.
    case("order-joker-first", "order", ("laopengh.round.order",), "accepts", REVEALED, {"orders": [[3, 0, 1]]}),
    case(
        "order-lone-dragon-beside-a-joker",
        "order",
        ("laopengh.round.lone-dragon",),
        "accepts",
        REVEALED,
        {"orders": [[3, 0, 1], [1, 3, 0]]},
        source="witness",
        readings={"order.lone-dragon": "exactly-one-dragon"},
    ),
    case(
        "legal-a-lone-dragon-may-go-first",
        "legal_actions",
        ("laopengh.round.lone-dragon",),
        "accepts",
        {
            "state": state(
                hands=[["CY1/7", "DR3/43"], ["CB2/25", "J5"]],
                piles=[["CY3/11"], ["DR1/39"], ["CB4/29"]],
                revealed=["CY2/9", "DB4/53"],
                orders=[[0, 1], [1, 0]],
                open=[],
            )
        },
        ["place 0 on 0", "place 0 on 1", "place 0 on 2", "place 1 on 0", "place 1 on 1", "place 1 on 2"],
    ),
    case(
        "legal-none-when-over",
        "legal_actions",
        ("laopengh.end.winners",),
        "accepts",
        {
            "state": state(
                hands=[["DB1/47"], [], ["CB1/23"]],
                phase="over",
                revealed=[None, None, None],
                orders=[],
                open=[],
                winners=[1],
            )
        },
        [],
        why="End of Game",
    ),
    case(
        "apply-rightful-accusation",
        "apply",
        ("laopengh.suspicion.accuse", "laopengh.suspicion.upheld"),
        "accepts",
        {"state": state(), "action": "accuse 0 by 2"},
        state(
            hands=[["CY3/11", "CY4/13", "DB1/47"], ["J3", "DY4/37"], ["CB1/23"]],
            piles=[["CY1/7"], ["DR1/39"], ["CB4/29"]],
            open=[],
        ),
        why="Suspicion",
    ),
    case(
        "apply-placing-out-of-turn",
        "apply",
        ("laopengh.round.order",),
        "refuses",
        {"state": state(), "action": "place 2 on 1"},
        {"refused": True},
        why="Sequence of Play",
    ),
    # CR4/21 on CY1/7 DR3/43 shares red and makes no triple: the accuser takes the two cards beneath it.
    case(
        "apply-wrongful-accusation",
        "apply",
        ("laopengh.suspicion.refuted",),
        "accepts",
        {
            "state": state(
                piles=[["CY1/7", "DR3/43", "CR4/21"], ["DR1/39"], ["CB4/29"]],
                hands=[["DB1/47"], ["J3", "DY4/37"], ["CB1/23"]],
                open=[{"pile": 0, "player": 0, "legal": True}],
            ),
            "action": "accuse 0 by 1",
        },
        state(
            piles=[["CR4/21"], ["DR1/39"], ["CB4/29"]],
            hands=[["DB1/47"], ["J3", "CY1/7", "DR3/43", "DY4/37"], ["CB1/23"]],
            open=[],
        ),
        why="Suspicion",
    ),
    case(
        "odd-place-input",
        "place",
        ("laopengh.deck.cards",),
        "refuses",
        {"piles": "not piles", "pile": 0, "card": "XX9"},
        {"legal": "perhaps"},
    ),
    case(
        "odd-apply-input",
        "apply",
        ("laopengh.setup.deal",),
        "accepts",
        {"state": {"piles": 5}, "action": "accept"},
        {"phase": 3},
    ),
)
CORPUS = Corpus("laopengh", "demo", "Hand-made cases of each question, answers from the rulebook.", CASES)
BY_ID = {c.id: c for c in CASES}


@pytest.fixture(scope="module")
def rendered() -> tuple[str, str]:
    markdown, html = (f.text for f in documents([CORPUS]))
    return markdown, html


def _svgs(html: str) -> list[str]:
    return re.findall(r"<svg\b.*?</svg>", html, flags=re.DOTALL)


def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def _contrast(one: str, two: str) -> float:
    light, dark = sorted((_luminance(one), _luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# --- the documents -------------------------------------------------------------------------------------------------


def test_every_rule_and_reading_is_documented(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    toc = html.split('<nav class="toc"')[1].split("</nav>")[0]
    for rule in rules("laopengh"):
        assert markdown_heading(rule) in markdown and details_line(rule) in rule_section(markdown, rule.id)
        assert f'<a id="{rule.id}"></a>' in markdown and f"[{rule.title}](#{rule.id})" in markdown
        assert f'<section class="rule" id="{rule.id}">' in html
        assert html_heading(rule) in html and details_line(rule, html=True) in html_rule_section(html, rule.id)
        assert f'<a href="#{rule.id}">{escape(rule.title)}</a>' in toc
        assert f"<p>{escape(rule.statement)}</p>" in html
    for entry in reading_keys("laopengh"):
        assert f"### `{entry.key}` ({entry.scope})" in markdown
        assert f'<section class="reading" id="reading-{entry.key}">' in html
        assert f'href="#reading-{entry.key}"' in toc
        assert f"<p>Why the default: {escape(entry.why)}</p>" in html
        assert all(f"- {evidence}" in markdown for evidence in entry.evidence)
        assert f"`{entry.default}` (default)" in markdown


def test_rules_and_readings_come_in_the_order_of_the_spec(rendered: tuple[str, str]) -> None:
    markdown, _ = rendered
    places = [markdown.index(markdown_heading(rule)) for rule in rules("laopengh")]
    assert places == sorted(places)
    keys = [markdown.index(f"### `{entry.key}` (") for entry in reading_keys("laopengh")]
    assert keys == sorted(keys) and places[-1] < keys[0]


def test_every_case_of_the_corpus_is_shown_on_both_pages(rendered: tuple[str, str]) -> None:
    # The demo corpus is made so that each case is a rule's example or a reading's witness.
    markdown, html = rendered
    for shown in CASES:
        assert f"<sub>(case `{shown.id}`)</sub>" in markdown, shown.id
        assert f'<div class="example" title="case {shown.id}">' in html, shown.id


def test_a_rule_shows_one_case_it_accepts_and_one_it_refuses(rendered: tuple[str, str]) -> None:
    markdown, _ = rendered
    match = rule_section(markdown, "laopengh.place.match")
    assert "- *accepts*: pile 0 `CY3`; pile 1 (named) `DR1`" in match and "(case `place-shares-a-dragon`)" in match
    assert "- *refuses*: pile 0 (named) `CY3`" in match and "(case `place-shares-nothing`)" in match
    assert "Cases: 1 it accepts, 1 it refuses — in `demo`." in match
    # An empty list of legal actions does not grant a move: the game's end applies, it does not "accept" one.
    assert "- *applies*: " in rule_section(markdown, "laopengh.end.winners")
    # A rule with no case says so, and shows none.
    reveal = rule_section(markdown, "laopengh.round.reveal")
    assert "Cases: 0 it accepts, 0 it refuses." in reveal and "- *" not in reveal
    assert re.search(
        r"\| A card goes on a pile whose top shares an attribute \(`laopengh.place.match`\) \| 1 \| 1 \|", markdown
    )


def test_a_reading_lists_its_witnesses_under_each_option(rendered: tuple[str, str]) -> None:
    markdown, _ = rendered
    section = markdown.split("### `place.fits-no-pile` (play)")[1].split("\n### ")[0]
    assert "- witness under the defaults: " in section and "(case `place-triple-everywhere`)" in section
    assert "- witness under place.fits-no-pile=no-legal-place: " in section
    assert (
        "legal: it fits no pile, so it may go on any (laopengh.place.free); an accusation would be refuted" in section
    )


def test_the_30_kinds_are_drawn_with_their_names_and_order_numbers(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    cards = html.split('<h2 id="cards">')[1].split('<h2 id="rules">')[0]
    figures = re.findall(r"<figure>(<svg\b.*?</svg>)<figcaption><code>(\w+)</code>", cards, flags=re.DOTALL)
    assert [kind for _, kind in figures] == list(ALL_KINDS) and len(figures) == 30
    for svg, kind in figures:
        assert f'aria-label="{card_name(kind)}"' in svg
        assert name_of(kind) in card_name(kind)
    assert "order numbers 11 and 12" in cards and "order number 2<" in cards  # CY3's two copies; the joker J2
    assert "| `DB4` | blue dragon 4 | order numbers 53 and 54 |" in markdown
    assert "`CY3/11` (yellow crane 3, order number 11)" in markdown


def test_every_picture_on_the_page_is_valid_svg_with_a_name(rendered: tuple[str, str]) -> None:
    _, html = rendered
    pictures = _svgs(html)
    assert len(pictures) > 60
    for picture in pictures:
        root = ET.fromstring(picture)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        title = root.find("{http://www.w3.org/2000/svg}title")
        assert title is not None and title.text == root.get("aria-label") and root.get("role") == "img"


def test_the_html_needs_nothing_from_outside(rendered: tuple[str, str]) -> None:
    _, html = rendered
    outside = re.sub(r'xmlns="http://www\.w3\.org/2000/svg"', "", html)
    for needle in ("http://", "https://", "<link", "<script", "<img", "src=", "url(", "@import", "@font-face"):
        assert needle not in outside, needle


def test_an_unreadable_input_or_answer_is_shown_as_json(rendered: tuple[str, str]) -> None:
    markdown, html = rendered
    odd = BY_ID["odd-place-input"]
    shown = example(odd)
    assert shown.parts == () and shown.input_json == '{"piles": "not piles", "pile": 0, "card": "XX9"}'
    assert answer_words(odd) == '{"legal": "perhaps"}'
    assert '`{"piles": "not piles", "pile": 0, "card": "XX9"}` — {"legal": "perhaps"}' in markdown
    assert '<div class="json"><code>{&#34;piles&#34;: &#34;not piles&#34;' in html
    assert example(BY_ID["odd-apply-input"]).input_json == '{"state": {"piles": 5}, "action": "accept"}'
    assert answer_words(BY_ID["odd-apply-input"]) == '{"phase": 3}'


@pytest.mark.parametrize(
    ("question", "data", "expected"),
    [
        ("place", {"piles": [["CY3"], ["ZZ"], "x"], "pile": 0, "card": "CY1"}, {"legal": True}),
        ("place", {"piles": [["CY3"]], "pile": 0}, None),
        ("order", {"revealed": [7, "CY3/11"]}, {"orders": [["a"]]}),
        ("order", {"revealed": ["CY3/99"]}, {"orders": "first"}),
        ("legal_actions", {"state": []}, {"no": "list"}),
        ("legal_actions", {"state": {"hands": 3, "piles": [[], [], []]}}, ["accept"]),
        ("apply", {"state": state(), "action": "accept"}, {"piles": 3, "hands": []}),
        ("apply", {"state": state(open=[{"pile": 0}])}, []),
        ("apply", ["not", "a", "mapping"], {"refused": True}),
        ("no-such-question", {"x": 1}, {"y": 2}),
    ],
)
def test_no_input_or_answer_shape_makes_the_rendering_fail(question: str, data: Any, expected: Any) -> None:
    odd = case("odd", question, ("laopengh.place.match",), "accepts", data, expected)
    shown = example(odd, "accepts")
    assert isinstance(answer_words(odd), str) and isinstance(shown.summary, str)
    markdown, html = (f.text for f in documents([Corpus("laopengh", "odd", "One odd case.", (odd,))]))
    assert "<sub>(case `odd`)</sub>" in markdown and '<div class="example" title="case odd">' in html
    for picture in _svgs(html):
        ET.fromstring(picture)


def test_a_half_readable_place_input_draws_what_it_can() -> None:
    # An unknown card in one pile is shown as JSON for that pile alone; the others are drawn.
    odd = case("odd", "place", (), "accepts", {"piles": [["CY3"], ["ZZ"], ["DB1"]], "pile": 2, "card": "DB2"}, 0)
    parts = example(odd).parts
    assert [part.label for part in parts] == ["pile 0", "pile 1", "pile 2 (named)", "card placed on pile 2"]
    assert parts[1].html == "<code>[&quot;ZZ&quot;]</code>" and "<svg" in parts[0].html and "<svg" in parts[3].html


# --- the answers in words ------------------------------------------------------------------------------------------


def test_a_placement_reads_as_its_verdict_its_rule_and_the_accusation() -> None:
    assert answer_words(BY_ID["place-triple-everywhere"]) == (
        "illegal: a run of three (laopengh.place.no-triple); an accusation would be upheld; "
        "the card fits piles 0, 1 and 2"
    )
    assert answer_words(BY_ID["place-shares-nothing-triples-only"]).endswith(
        "(laopengh.place.match); no move at all: the placement is refused outright; the card fits piles 1 and 2"
    )


def test_an_order_reads_as_who_places_first_and_then() -> None:
    assert answer_words(BY_ID["order-joker-first"]) == "player 3 (J2) first, then 0, then 1"
    assert answer_words(BY_ID["order-lone-dragon-beside-a-joker"]) == (
        "player 3 (J2) first, then 0, then 1; or player 1 (DB4/53) first, then 3, then 0"
    )
    revealed = example(BY_ID["order-joker-first"]).parts[0]
    assert revealed.text == "0: CY2/9, 1: DB4/53, 2: none, 3: J2"
    assert revealed.html.count("<svg") == 3 and "no card" in revealed.html and "player 3" in revealed.html


def test_a_position_is_drawn_with_piles_hands_and_what_is_open() -> None:
    shown = example(BY_ID["apply-rightful-accusation"])
    labels = [part.label for part in shown.parts]
    assert labels == ["pile 0", "pile 1", "pile 2", "player 0's hand", "player 1's hand", "player 2's hand", "revealed"]
    assert shown.parts[0].text == "CY3/11 CY4/13 CY1/7"
    # the top card, the last of the pile, is the one marked
    assert shown.parts[0].html.count('class="captioned top"') == 1
    top = shown.parts[0].html.split('class="captioned top"')[1]
    assert 'aria-label="yellow crane 1, order number 7"' in top and "order number 13" not in top
    assert "open to accusation: pile 0 (player 0's, placed illegally)" in shown.notes
    assert "to place: 1 then 2" in shown.notes and "action accuse 0 by 2" in shown.notes
    assert 'aria-label="joker 3, crane and dragon, order number 3"' in shown.parts[4].html


def test_an_applied_action_reads_as_what_it_changed() -> None:
    assert answer_words(BY_ID["apply-rightful-accusation"]) == (
        "then pile 0 is CY1/7, hands of 3, 2, 1 cards (were 1, 2, 1), nothing open to accusation"
    )
    assert answer_words(BY_ID["apply-wrongful-accusation"]) == (
        "then pile 0 is CR4/21, hands of 1, 4, 1 cards (were 1, 2, 1), nothing open to accusation"
    )
    assert [part.label for part in example(BY_ID["apply-wrongful-accusation"]).after] == ["pile 0 after"]
    assert answer_words(BY_ID["apply-placing-out-of-turn"]) == "refused"
    assert example(BY_ID["apply-placing-out-of-turn"]).after == ()
    # a round that ends: the phase, the winners, what was laid aside
    before = state(hands=[["DB1/47"], [], ["CB1/23"]], revealed=[None, None, "CB3/27"], orders=[[2]], open=[])
    after = state(
        hands=[["DB1/47"], [], ["CB1/23"]],
        piles=[["CY3/11", "CY4/13", "CY1/7"], ["DR1/39"], ["CB4/29", "CB3/27"]],
        phase="over",
        revealed=[None, None, None],
        orders=[],
        open=[],
        winners=[1],
        aside=["DB2/49"],
    )
    ended = case("ended", "apply", ("laopengh.end.winners",), "accepts", {"state": before, "action": "accept"}, after)
    assert answer_words(ended) == (
        "then phase over, pile 2 is CB4/29 CB3/27, 1 card aside (were 0), no card revealed, player 1 wins"
    )
    same = case("same", "apply", (), "accepts", {"state": before, "action": "accept"}, before)
    assert answer_words(same) == "nothing changes"


def test_legal_actions_are_listed_and_counted_past_eight() -> None:
    assert answer_words(BY_ID["legal-none-when-over"]) == "no legal action"
    many = [f"accuse {pile} by {player}" for pile in range(3) for player in range(3)]
    listed = answer_words(case("many", "legal_actions", (), "accepts", {"state": state()}, many))
    assert listed.startswith("legal: accuse 0 by 0, ") and listed.endswith("accuse 2 by 1 and 1 more")


def test_the_documents_are_a_markdown_and_an_html_page() -> None:
    # The same bytes in another process (another hash seed): tests/test_guards_planted.py.
    assert [f.path for f in documents([CORPUS])] == ["docs/laopengh.md", "docs/laopengh.html"]
    assert context([])["total"] == 0 and context([CORPUS])["total"] == len(CASES)


# --- the pictures --------------------------------------------------------------------------------------------------


def test_a_card_names_itself_and_its_order_number() -> None:
    assert 'aria-label="yellow crane 3, order number 11"' in card_svg("CY3/11")
    assert "<title>yellow crane 3, order number 11</title>" in card_svg("cy3/11")
    assert 'aria-label="yellow crane 3"' in card_svg("CY3")
    assert 'aria-label="joker 2, crane and dragon, order number 2"' in card_svg("J2") == card_svg("J2/2")
    # the order number is drawn in the centre only when the physical card is known
    assert ">11</text>" in card_svg("CY3/11") and ">11</text>" not in card_svg("CY3")
    assert card_svg("CY3").count(">3</text>") == 4  # the corner number in the four corners


def test_a_card_is_painted_in_its_colour_and_a_joker_on_white() -> None:
    for kind, colour in (("CY3", "Y"), ("DR1", "R"), ("CB4", "B")):
        assert f'fill="{FACES[colour]}"' in card_svg(kind)
    joker = card_svg("J5")
    assert 'fill="#ffffff"' in joker and not any(f'fill="{face}"' in joker for face in FACES.values())
    # a crane and a dragon are different drawings, and a joker holds both
    crane, dragon = card_svg("CY1"), card_svg("DY1")
    assert crane.count("<ellipse") == 1 and "<ellipse" not in dragon
    assert joker.count("<ellipse") == 1 and joker.count("<g ") == 2


def test_the_ink_reads_against_every_face() -> None:
    for colour, face in FACES.items():
        assert _contrast(face, INKS[colour]) >= 4.5, colour
    assert _contrast("#ffffff", "#1b1b1b") >= 4.5


def test_cards_are_valid_svg_and_only_digits_and_j_are_written() -> None:
    tokens = [*ALL_KINDS, *(f"{kind}/{number}" for kind, numbers in ORDER_TABLE.items() for number in numbers)]
    for token in tokens:
        root = ET.fromstring(card_svg(token))
        written = "".join(text.text or "" for text in root.iter("{http://www.w3.org/2000/svg}text"))
        assert re.fullmatch(r"[0-9J]*", written), token
    assert cards_svg("J2 CY3/11, DB1").count("<svg") == 3
    assert cards_svg([]).count("<svg") == 0


@pytest.mark.parametrize("token", ["CY5", "XY1", "J7", "J2/3", "CY3/99", "CY3/x", ""])
def test_an_unknown_card_is_an_input_error(token: str) -> None:
    with pytest.raises(InputError):
        card_svg(token)


# --- the page in a browser -----------------------------------------------------------------------------------------

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (.ci/run installs it)")
def test_every_glyph_of_the_page_has_a_font_and_no_cell_breaks_a_word(rendered: tuple[str, str]) -> None:
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
                    "Array.from(document.querySelectorAll('svg.card')).map(s => s.getBoundingClientRect().width)"
                )
                assert len(sizes) > 60 and min(sizes) > 0
        finally:
            browser.close()
