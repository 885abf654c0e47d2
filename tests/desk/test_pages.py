"""The ruling desk's pages over HTTP (Starlette's test client): the game list, each game's desk with its palette of
pictures, the annotated rulebook with an anchor for every rule, and a 404 page for a game that does not exist."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from rulebook.core.desk.app import desk_app
from rulebook.core.desk.pages import rule_anchors
from rulebook.core.desk.palette import PaletteBoard
from rulebook.core.register import rule_ids
from rulebook.registry import game, game_ids, games

ROOT = Path(__file__).resolve().parents[2]

PALETTES = {
    # game: (how many kinds of card its deck holds, by its rulebook; the class of their pictures)
    "forbidden": (3 * 7 + 1 + 1 + 4, "card"),  # 3 colours x ranks 2 3 4 5 7 8 Yin-Yang, Forbidden, wild, 4 royals
    "mahjong": (3 * 9 + 4 + 3, "tile"),  # three suits 1-9, four winds, three dragons
    "tzq": (9 * 4 + 5 + 1, "card"),  # coins 1-9 in four series, E S W N and the Red Dragon, the Tien Zi Que card
    "laopengh": (2 * 3 * 4 + 6, "card"),  # cranes and dragons in 3 colours numbered 1-4, six jokers
    "sorry": (4, "pawn"),  # a pawn of each colour
}


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(desk_app(games(), warm=False))


class Elements(HTMLParser):
    """Every start tag of a page: its name and attributes, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def elements(html: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = Elements()
    parser.feed(html)
    return parser.tags


def test_the_palettes_table_covers_every_registered_game() -> None:
    assert set(PALETTES) == set(game_ids())


def test_the_front_page_lists_every_registered_game(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    links = [attrs.get("href") for tag, attrs in elements(page.text) if tag == "a"]
    for game_id in game_ids():
        assert f"/{game_id}" in links
        assert game(game_id).title in page.text


@pytest.mark.parametrize("game_id", game_ids())
def test_a_desk_page_draws_the_games_cards_as_buttons_named_for_a_person(client: TestClient, game_id: str) -> None:
    kinds, picture = PALETTES[game_id]
    page = client.get(f"/{game_id}")
    assert page.status_code == 200
    tags = elements(page.text)
    buttons = [attrs for tag, attrs in tags if tag == "button" and attrs.get("class") == "palette-card"]
    assert len(buttons) == kinds
    assert len({attrs["data-token"] for attrs in buttons}) == kinds, "every card once"
    assert all(attrs.get("aria-label") for attrs in buttons), "every card button has a name"
    pictures = [attrs for tag, attrs in tags if tag == "svg" and (attrs.get("class") or "").split()[0] == picture]
    assert len(pictures) == kinds, f"each card drawn as the rule documents draw it (svg.{picture})"
    data = json.loads(re.search(r'<script id="desk-data" type="application/json">(.*?)</script>', page.text)[1])
    assert data["game"] == game_id
    assert set(data["anchors"]) == set(rule_ids(game_id)), "the verdict can link every rule"
    assert ("script", {"src": "/static/desk.js"}) in tags


def test_a_desk_card_is_named_in_words_and_writes_the_games_notation(client: TestClient) -> None:
    page = client.get("/forbidden")
    buttons = {
        attrs["data-token"]: attrs["aria-label"]
        for tag, attrs in elements(page.text)
        if tag == "button"
        if attrs.get("class") == "palette-card"
    }
    assert buttons["R2"] == "red 2"
    assert buttons["EM"] == "Emperor"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rulebook_page_is_the_annotated_rulebook_with_every_rules_clause(client: TestClient, game_id: str) -> None:
    page = client.get(f"/{game_id}/rulebook")
    assert page.status_code == 200
    assert page.text == (ROOT / "docs" / f"{game_id}-rulebook.html").read_text(encoding="utf-8")
    tags = elements(page.text)
    ids = [attrs.get("id") for tag, attrs in tags if tag == "div" and "clause" in (attrs.get("class") or "").split()]
    # each rule's anchor is a clause of the page, and the clause holds the rule's note
    clause_of_rule: dict[str, str] = {}
    current = None
    for tag, attrs in tags:
        if tag == "div" and "clause" in (attrs.get("class") or "").split():
            current = attrs.get("id")
        if tag == "details" and attrs.get("data-rule") and current is not None:
            clause_of_rule.setdefault(str(attrs["data-rule"]), current)
    anchors = rule_anchors(game_id)
    for rule in rule_ids(game_id):
        assert anchors[rule] in ids, f"{rule}: no clause {anchors[rule]} on the page"
        assert clause_of_rule[rule] == anchors[rule], f"{rule}'s anchor is the first clause that names it"


@pytest.mark.parametrize("path", ["/no-such-game", "/no-such-game/rulebook"])
def test_an_unknown_game_is_a_404_page_naming_it_without_a_traceback(client: TestClient, path: str) -> None:
    page = client.get(path)
    assert page.status_code == 404
    assert page.headers["content-type"].startswith("text/html")
    assert "&#39;no-such-game&#39;" in page.text
    assert "Traceback" not in page.text
    links = [attrs.get("href") for tag, attrs in elements(page.text) if tag == "a"]
    assert {f"/{game_id}" for game_id in game_ids()} <= set(links)


def test_the_pages_script_and_style_are_served_from_the_package(client: TestClient) -> None:
    script = client.get("/static/desk.js")
    assert script.status_code == 200 and "javascript" in script.headers["content-type"]
    assert "/api/" in script.text
    style = client.get("/static/desk.css")
    assert style.status_code == 200 and style.headers["content-type"].startswith("text/css")
    assert client.get("/static/nothing.js").status_code == 404


def test_every_game_with_play_links_its_play_page_from_the_front_page_and_its_desk(client: TestClient) -> None:
    front = client.get("/").text
    for found in games():
        link = f'href="/{found.id}/play"'
        assert (link in front) == (found.play is not None), found.id
        assert (link in client.get(f"/{found.id}").text) == (found.play is not None), found.id
        if found.play is not None:
            assert client.get(f"/{found.id}/play").status_code == 200


def test_a_palette_boards_tokens_are_its_regions_in_the_order_drawn() -> None:
    board = PaletteBoard(
        "two squares",
        '<svg><rect data-token="a1" role="button"/><g><circle data-token="B:" role="button"/></g><rect/></svg>',
    )
    assert board.tokens == ("a1", "B:")


SORRY_COLOURS = ("R", "B", "Y", "G")
"""SORRY!'s colours (its rules: red, blue, yellow, green), each with a START, a safety zone S1-S5 and a HOME."""


def board_regions(html: str) -> list[dict[str, str | None]]:
    """The clickable regions of a desk page's board pictures (elements with data-token inside the board's figure)."""
    found, inside = [], 0
    for tag, attrs in elements(html):
        if tag == "figure" and "palette-board" in (attrs.get("class") or "").split():
            inside += 1
        elif inside and "data-token" in attrs:
            found.append(attrs)
    return found


def test_the_sorry_desk_holds_the_board_with_every_place_of_the_notation_a_region(client: TestClient) -> None:
    page = client.get("/sorry")
    regions = board_regions(page.text)
    # the track: 60 squares, 0-59; each colour: its START (which chooses the colour), S1-S5 and HOME, its own
    track = {str(square) for square in range(60)}
    assert len(regions) == 60 + 4 * (1 + 5 + 1)
    assert all(attrs.get("role") == "button" and attrs.get("tabindex") == "0" for attrs in regions)
    assert all(attrs.get("aria-label") for attrs in regions), "every region has a name"
    assert len({attrs["aria-label"] for attrs in regions}) == len(regions), "no two regions share a name"
    assert {attrs["data-token"] for attrs in regions if "data-key" not in attrs} == track | {"R:", "B:", "Y:", "G:"}
    own = {(attrs["data-key"], attrs["data-token"]) for attrs in regions if "data-key" in attrs}
    assert own == {(colour, place) for colour in SORRY_COLOURS for place in ("S1", "S2", "S3", "S4", "S5", "home")}
    homes = [attrs for attrs in regions if attrs["data-token"] == "home"]
    assert all(attrs.get("data-repeat") == "true" for attrs in homes), "HOME holds more than one pawn"
    square = {attrs["data-token"]: attrs["aria-label"] for attrs in regions if "data-key" not in attrs}
    assert square["13"] == "square 13"
    assert "then click squares" in page.text, "one line says how the board is used"


def test_every_place_the_sorry_board_writes_is_one_the_notation_takes(client: TestClient) -> None:
    regions = board_regions(client.get("/sorry").text)
    for attrs in regions:
        token = str(attrs["data-token"])
        if token.endswith(":"):
            continue
        colour = attrs.get("data-key") or "R"
        other = "Y" if colour != "Y" else "R"
        # one pawn of the colour on the place, the other colour all in START; card 1 has an answer either way
        answer = client.post("/api/sorry/moves", json={"pawns": {colour: [token], other: []}, "card": "1"})
        assert answer.status_code == 200, (token, colour, answer.json())
