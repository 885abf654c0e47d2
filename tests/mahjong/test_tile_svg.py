"""Mahjong tile pictures: well-formed SVG for all 34 kinds, named in words, with the right count of pips and sticks."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET

import pytest

from rulebook.mahjong.corpus.pictures import back_svg, meld_svg, tile_svg, tiles_svg
from rulebook.mahjong.tiles import ALL_KINDS, tile_name
from tests.hash_seeds import seed_dependent

SVG = "{http://www.w3.org/2000/svg}"


def _classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def _count(root: ET.Element, tag: str, css_class: str) -> int:
    return sum(1 for element in root.iter(f"{SVG}{tag}") if css_class in _classes(element))


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_every_kind_is_a_well_formed_labelled_picture(kind: str) -> None:
    root = ET.fromstring(tile_svg(kind))
    assert root.tag == f"{SVG}svg" and _classes(root) == {"tile"}
    assert root.get("role") == "img"
    assert root.get("aria-label") == tile_name(kind)
    title = root.find(f"{SVG}title")
    assert title is not None and title.text == tile_name(kind)


@pytest.mark.parametrize(
    ("kind", "label"),
    [
        ("5p", "5 of circles"),
        ("1m", "1 of characters"),
        ("9s", "9 of bamboos"),
        ("E", "East wind"),
        ("N", "North wind"),
        ("Rd", "red dragon"),
        ("Wd", "white dragon"),
    ],
)
def test_labels_name_the_tile_in_words(kind: str, label: str) -> None:
    assert ET.fromstring(tile_svg(kind)).get("aria-label") == label


@pytest.mark.parametrize("rank", range(1, 10))
def test_circles_show_rank_pips_and_bamboos_rank_sticks(rank: int) -> None:
    circles = ET.fromstring(tile_svg(f"{rank}p"))
    assert _count(circles, "circle", "pip") == rank
    assert _count(circles, "rect", "stick") == 0
    bamboos = ET.fromstring(tile_svg(f"{rank}s"))
    assert _count(bamboos, "rect", "stick") == rank
    assert _count(bamboos, "circle", "pip") == 0


def test_pips_and_sticks_stay_on_the_face_and_do_not_overlap() -> None:
    for rank in range(1, 10):
        pips = [
            (float(c.get("cx", "")), float(c.get("cy", "")), float(c.get("r", "")))
            for c in ET.fromstring(tile_svg(f"{rank}p")).iter(f"{SVG}circle")
            if "pip" in _classes(c)
        ]
        for i, (x, y, r) in enumerate(pips):
            assert min(x - r, y - r) >= 2 and x + r <= 38 and y + r <= 46, (rank, x, y)
            for x2, y2, r2 in pips[i + 1 :]:
                assert (x - x2) ** 2 + (y - y2) ** 2 > (r + r2) ** 2, (rank, x, y, x2, y2)
        sticks = [
            (float(s.get("x", "")), float(s.get("y", "")), float(s.get("width", "")), float(s.get("height", "")))
            for s in ET.fromstring(tile_svg(f"{rank}s")).iter(f"{SVG}rect")
            if "stick" in _classes(s)
        ]
        for i, (x, y, w, h) in enumerate(sticks):
            assert min(x, y) >= 2 and x + w <= 38 and y + h <= 46, (rank, x, y)
            for x2, y2, w2, h2 in sticks[i + 1 :]:
                apart = x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y
                assert apart, (rank, x, y, x2, y2)


def _glyphs(kind: str) -> list[str]:
    """The characters a tile draws as stroked paths."""
    return [path.get("data-character", "") for path in ET.fromstring(tile_svg(kind)).iter(f"{SVG}path")]


def test_honours_and_characters_show_their_signs() -> None:
    assert ">5<" in tile_svg("5m") and _glyphs("5m") == ["萬"]
    assert ">E<" in tile_svg("E") and _glyphs("E") == ["東"]
    assert (_glyphs("N"), _glyphs("S"), _glyphs("W")) == (["北"], ["南"], ["西"])
    assert _glyphs("Rd") == ["中"] and _glyphs("Gd") == ["發"]
    # the white dragon is a frame with no character
    assert ET.fromstring(tile_svg("Wd")).find(f"{SVG}text[@class='index']") is not None
    assert not [t for t in ET.fromstring(tile_svg("Wd")).iter(f"{SVG}text") if t.get("class") != "index"]
    assert _glyphs("Wd") == [] and _glyphs("5p") == []


@pytest.mark.parametrize("kind", ALL_KINDS)
def test_a_tile_writes_no_text_a_browser_without_a_chinese_font_cannot_draw(kind: str) -> None:
    # The characters are strokes (issue 14): every <text> on a tile holds Latin letters and digits only.
    texts = "".join(t.text or "" for t in ET.fromstring(tile_svg(kind)).iter(f"{SVG}text"))
    assert texts.isascii(), (kind, texts)
    for path in ET.fromstring(tile_svg(kind)).iter(f"{SVG}path"):
        assert path.get("fill") == "none" and path.get("d"), kind


def test_pictures_are_the_same_bytes_under_two_hash_seeds() -> None:
    # Drawn in one process twice, a picture that iterated a set of strings would match itself; drawn in two
    # processes under different PYTHONHASHSEED it would not (tests/hash_seeds.py).
    script = (
        "import sys\n"
        "from tests.hash_seeds import digest_lines\n"
        "from rulebook.mahjong.corpus.pictures import tile_svg, tiles_svg\n"
        "from rulebook.mahjong.tiles import ALL_KINDS\n"
        "sys.stdout.write(digest_lines([(k, tile_svg(k)) for k in ALL_KINDS] + [('row', tiles_svg(ALL_KINDS))]))\n"
    )
    assert seed_dependent([sys.executable, "-c", script]) == []


def test_distinct_kinds_have_distinct_drawings() -> None:
    # Not only the labels and the index differ: the drawings themselves do.
    def drawing(kind: str) -> str:
        text = re.sub(r' aria-label="[^"]*"|<title>[^<]*</title>', "", tile_svg(kind))
        return re.sub(r'<text class="index"[^>]*>[^<]*</text>', "", text)

    assert len({drawing(kind) for kind in ALL_KINDS}) == len(ALL_KINDS)


@pytest.mark.parametrize("kind", ["0m", "10p", "5x", "w", "Dr", "", "5P"])
def test_an_unknown_kind_is_named(kind: str) -> None:
    with pytest.raises(ValueError, match=re.escape(repr(kind))):
        tile_svg(kind)


def test_a_row_of_tiles_is_one_span() -> None:
    root = ET.fromstring(tiles_svg(["1m", "2m", "3m", "E", "E"]))
    assert root.tag == "span" and root.get("class") == "tiles"
    assert [svg.get("aria-label") for svg in root] == [
        "1 of characters",
        "2 of characters",
        "3 of characters",
        "East wind",
        "East wind",
    ]
    notation = ET.fromstring(tiles_svg("123m 456p EE", gap=4))
    assert len(notation) == 8 and "gap:4px" in (notation.get("style") or "")
    with pytest.raises(ValueError):
        tiles_svg(["1m"], gap=-1)
    with pytest.raises(ValueError, match="'5x'"):
        tiles_svg(["1m", "5x"])


def test_a_concealed_kong_shows_two_tiles_face_down() -> None:
    # rulebook, Kong: of a concealed kong "two are face up and two face down"; the outer two are the backs.
    root = ET.fromstring(meld_svg(["7s"] * 4, concealed=True))
    tiles = list(root)
    assert len(tiles) == 4
    assert ["back" in _classes(svg) for svg in tiles] == [True, False, False, True]
    assert sum("back" in _classes(svg) for svg in root.iter(f"{SVG}svg")) == 2
    for svg in tiles[1:3]:
        assert _count(svg, "rect", "stick") == 7
    for svg in (tiles[0], tiles[3]):
        assert _count(svg, "rect", "stick") == 0 and svg.find(f"{SVG}text") is None
        assert svg.get("aria-label") == "7 of bamboos, face down"


def test_an_open_meld_shows_every_tile_face_up() -> None:
    for kinds in (["Rd"] * 4, ["3p", "4p", "5p"], ["N"] * 3):
        root = ET.fromstring(meld_svg(kinds))
        assert [svg.get("aria-label") for svg in root] == [tile_name(kind) for kind in kinds]
        assert not any("back" in _classes(svg) for svg in root)


@pytest.mark.parametrize("kinds", [["5p"] * 3, ["1m", "1m", "1m", "2m"], []])
def test_only_a_kong_is_shown_concealed(kinds: list[str]) -> None:
    with pytest.raises(ValueError):
        meld_svg(kinds, concealed=True)


def test_backs_are_one_picture_for_every_kind() -> None:
    def drawing(kind: str) -> str:
        return re.sub(r' aria-label="[^"]*"|<title>[^<]*</title>', "", back_svg(kind))

    assert len({drawing(kind) for kind in ALL_KINDS}) == 1
    with pytest.raises(ValueError):
        back_svg("0p")
