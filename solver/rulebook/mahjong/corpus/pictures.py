"""Tiles of classical mahjong as small inline SVG pictures, for the generated rule documentation.

The set holds three suits of tiles 1 to 9 — characters, circles, bamboos — four winds and three dragons, four of
each (rulebook spec/rulebooks/mahjong-classical.txt, "Cards"): 34 kinds, each drawn here on an ivory face with
a rounded border.

* Circles (``p``): the rank's number of coloured circles in the conventional patterns (one large circle; a
  vertical pair; a diagonal of three; a square; a square and its centre; two columns of three; a diagonal of three
  over a square; two columns of four; a 3x3 grid). Every circle of the count carries the class ``pip``.
* Bamboos (``s``): the rank's number of green sticks in rows (1 is one larger stick); each stick carries the class
  ``stick``.
* Characters (``m``): the rank as a large Arabic numeral over a small 萬 ("ten thousand").
* Winds: the letter E, S, W or N, large, over its character 東 南 西 北, small.
* Dragons: red dragon a red 中, green dragon a green 發, white dragon a blue rectangular frame and no character.

The Chinese characters are drawn as strokes (:mod:`rulebook.mahjong.corpus.glyphs`), never as text, so a reader
without a Chinese font sees them too; the only text on a tile is Latin letters and digits.

Suit tiles and dragons carry a small index under the face (``5p``, ``Rd``) for readers not used to the faces; a
wind's large letter is its own index. A concealed kong shows two tiles face up and two face down (rulebook,
"Development of the game", Kong, in its rough translation: "the enclosure two are mouth arrives and two mouth
below"): the two outer tiles are drawn as plain backs of a distinct colour.
Every picture has ``role="img"``, an ``aria-label`` and a ``<title>`` naming the tile in words
(:func:`~rulebook.mahjong.tiles.tile_name`). Deterministic text, so the documents that embed the pictures regenerate
byte for byte.

>>> 'aria-label="5 of circles"' in tile_svg("5p")
True
>>> tile_svg("5p").count('class="pip"')
5
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from rulebook.core.desk.palette import PaletteCard
from rulebook.mahjong.corpus.glyphs import glyph_svg
from rulebook.mahjong.tiles import ALL_KINDS, DRAGONS, SUITS, WINDS, parse_tiles, tile_name

WIDTH, HEIGHT = 40, 56
"""Size of one tile in pixels: the face is the top 46 pixels, the index sits under it."""
FACE_BOTTOM = 46
IVORY = "#fbf6e6"
EDGE = "#8a7d5c"
BACK = "#2f7a5f"
"""The colour of a face-down tile's back."""
BACK_EDGE = "#1c4a39"
RED = "#c0262d"
GREEN = "#1d7a3a"
BLUE = "#1f4e9c"
INK = "#1b1b1b"
WIND_CHARACTERS = {"E": "東", "S": "南", "W": "西", "N": "北"}
CHARACTERS_SIGN = "萬"

# Circles: (x, y, colour) of every circle, and the radius, rank by rank (face area x 3..37, y 3..45).
_B, _R, _G = BLUE, RED, GREEN
CIRCLE_LAYOUTS: dict[int, tuple[float, tuple[tuple[float, float, str], ...]]] = {
    1: (14, ((20, 24, _G),)),
    2: (8, ((20, 13.5, _G), (20, 34.5, _B))),
    3: (6.5, ((10, 11, _B), (20, 24, _R), (30, 37, _G))),
    4: (7, ((12, 14, _B), (28, 14, _G), (12, 34, _G), (28, 34, _B))),
    5: (6, ((11, 11.5, _B), (29, 11.5, _G), (20, 24, _R), (11, 36.5, _G), (29, 36.5, _B))),
    6: (5.8, ((13, 10.5, _G), (27, 10.5, _G), (13, 24, _R), (27, 24, _R), (13, 37.5, _R), (27, 37.5, _R))),
    7: (
        4.6,
        (
            (9.5, 8, _G),
            (20, 12, _G),
            (30.5, 16, _G),
            (13, 28, _R),
            (27, 28, _R),
            (13, 39, _R),
            (27, 39, _R),
        ),
    ),
    8: (4.6, tuple((x, y, _B) for y in (8.5, 18.5, 28.5, 38.5) for x in (13, 27))),
    9: (5, tuple((x, y, colour) for y, colour in ((10.5, _B), (24, _R), (37.5, _G)) for x in (9.5, 20, 30.5))),
}

# Bamboos: (x, y) centre of every stick, and the stick's width and height, rank by rank.
STICK_LAYOUTS: dict[int, tuple[float, float, tuple[tuple[float, float], ...]]] = {
    1: (8, 36, ((20, 24),)),
    2: (5, 17, ((20, 13.5), (20, 34.5))),
    3: (5, 17, ((20, 13.5), (12, 34.5), (28, 34.5))),
    4: (5, 17, ((13, 13.5), (27, 13.5), (13, 34.5), (27, 34.5))),
    5: (4.5, 17, ((10, 13.5), (30, 13.5), (20, 24), (10, 34.5), (30, 34.5))),
    6: (4.5, 17, tuple((x, y) for y in (13.5, 34.5) for x in (10, 20, 30))),
    7: (4.5, 11, ((20, 10), *((x, y) for y in (24, 38) for x in (10, 20, 30)))),
    8: (4, 17, tuple((x, y) for y in (13.5, 34.5) for x in (8.5, 16.2, 23.8, 31.5))),
    9: (4.5, 11, tuple((x, y) for y in (10, 24, 38) for x in (10, 20, 30))),
}


def tile_svg(kind: str) -> str:
    """One tile, face up, as an ``<svg class="tile">`` element; :class:`ValueError` names an unknown kind."""
    if kind not in ALL_KINDS:
        raise ValueError(
            f"unknown tile kind {kind!r}: write suit tiles as a rank and a suit letter (5m, 5p, 5s), "
            "winds as E S W N, dragons as Rd Gd Wd"
        )
    return _svg("tile", tile_name(kind), _frame(IVORY, EDGE) + _face(kind))


def back_svg(kind: str) -> str:
    """One tile of ``kind`` face down: a plain back, ``<svg class="tile back">``, labelled with what it hides."""
    if kind not in ALL_KINDS:
        raise ValueError(f"unknown tile kind {kind!r}")
    inner = (
        f'<rect x="4.5" y="4.5" width="{WIDTH - 9}" height="{HEIGHT - 9}" rx="3" fill="none" '
        'stroke="#5fa88a" stroke-width="1"/>'
    )
    return _svg("tile back", f"{tile_name(kind)}, face down", _frame(BACK, BACK_EDGE) + inner)


def tiles_svg(kinds: Iterable[str], gap: int = 2) -> str:
    """A row of tiles face up, e.g. a hand, as one ``<span class="tiles">``; ``gap`` pixels between tiles.

    ``kinds`` is a sequence of kinds (``["1m", "2m", "E"]``) or a string in the tile notation (``"123m 456p EE"``,
    read by :func:`~rulebook.mahjong.tiles.parse_tiles`, so drawn in canonical order).
    """
    if gap < 0:
        raise ValueError(f"gap must be 0 or more pixels, not {gap}")
    if isinstance(kinds, str):
        kinds = parse_tiles(kinds).kinds()
    pictures = "".join(tile_svg(kind) for kind in kinds)
    return f'<span class="tiles" style="display:inline-flex;gap:{gap}px">{pictures}</span>'


def meld_svg(kinds: Sequence[str], concealed: bool = False) -> str:
    """A set shown on the table as one ``<span class="meld">``.

    ``concealed`` marks a concealed kong: four tiles of one kind, two face up and two face down (rulebook, Kong);
    the two outer tiles are drawn as backs. :class:`ValueError` for an empty set, an unknown kind,
    or ``concealed`` with anything but a kong.
    """
    kinds = list(kinds)
    if not kinds:
        raise ValueError("a meld needs at least one tile")
    if not concealed:
        return f'<span class="meld" style="display:inline-flex;gap:1px">{"".join(tile_svg(k) for k in kinds)}</span>'
    if len(kinds) != 4 or len(set(kinds)) != 1:
        raise ValueError(f"only a kong (four tiles of one kind) is shown concealed, not {' '.join(kinds)}")
    kind = kinds[0]
    pictures = back_svg(kind) + tile_svg(kind) + tile_svg(kind) + back_svg(kind)
    return f'<span class="meld concealed" style="display:inline-flex;gap:1px">{pictures}</span>'


def _svg(css_class: str, name: str, body: str) -> str:
    label = escape(name)
    return (
        f'<svg class="{css_class}" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}"><title>{label}</title>{body}</svg>'
    )


def _frame(fill: str, stroke: str) -> str:
    return (
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="5" fill="{fill}" stroke="{stroke}" '
        'stroke-width="1.5"/>'
    )


def _text(x: float, y: float, text: str, size: float, fill: str) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-size="{size:g}" font-weight="bold" '
        f'font-family="sans-serif" fill="{fill}">{escape(text)}</text>'
    )


def _index(kind: str) -> str:
    return (
        f'<text class="index" x="{WIDTH / 2:g}" y="{HEIGHT - 4}" text-anchor="middle" font-size="8" '
        f'font-family="sans-serif" fill="#6b5f45">{escape(kind)}</text>'
    )


def _face(kind: str) -> str:
    if kind in WINDS:
        return _text(WIDTH / 2, 30, kind, 26, INK) + glyph_svg(WIND_CHARACTERS[kind], WIDTH / 2, 48, 11, INK)
    if kind in DRAGONS:
        return _dragon(kind) + _index(kind)
    rank, suit = int(kind[0]), kind[1]
    assert suit in SUITS
    if suit == "p":
        return _circles(rank) + _index(kind)
    if suit == "s":
        return _sticks(rank) + _index(kind)
    return _text(WIDTH / 2, 25, str(rank), 24, BLUE) + glyph_svg(CHARACTERS_SIGN, WIDTH / 2, 42, 14, RED) + _index(kind)


def _circles(rank: int) -> str:
    radius, layout = CIRCLE_LAYOUTS[rank]
    parts = []
    for x, y, colour in layout:
        parts.append(f'<circle class="pip" cx="{x:g}" cy="{y:g}" r="{radius:g}" fill="{colour}"/>')
        parts.append(f'<circle cx="{x:g}" cy="{y:g}" r="{radius * 0.62:.3g}" fill="{IVORY}"/>')
        centre = RED if rank == 1 else colour
        parts.append(f'<circle cx="{x:g}" cy="{y:g}" r="{radius * 0.32:.3g}" fill="{centre}"/>')
    if rank == 1:  # the large circle's decorative ring
        x, y, _ = layout[0]
        parts.append(
            f'<circle cx="{x:g}" cy="{y:g}" r="{radius * 0.81:.3g}" fill="none" stroke="{IVORY}" stroke-width="1"/>'
        )
    return "".join(parts)


def _sticks(rank: int) -> str:
    width, height, layout = STICK_LAYOUTS[rank]
    parts = []
    for x, y in layout:
        left, top = x - width / 2, y - height / 2
        parts.append(
            f'<rect class="stick" x="{left:g}" y="{top:g}" width="{width:g}" height="{height:g}" '
            f'rx="{width / 2:g}" fill="{GREEN}"/>'
        )
        nodes = 3 if height > 20 else 1
        for node in range(1, nodes + 1):  # the joints of the stick
            node_y = top + height * node / (nodes + 1)
            parts.append(
                f'<line x1="{left:g}" y1="{node_y:g}" x2="{left + width:g}" y2="{node_y:g}" '
                f'stroke="{IVORY}" stroke-width="1"/>'
            )
    return "".join(parts)


def _dragon(kind: str) -> str:
    if kind == "Rd":
        return glyph_svg("中", WIDTH / 2, 38, 30, RED)
    if kind == "Gd":
        return glyph_svg("發", WIDTH / 2, 38, 30, GREEN)
    return (
        f'<rect x="6" y="6" width="28" height="36" rx="1" fill="none" stroke="{BLUE}" stroke-width="3"/>'
        f'<rect x="10.5" y="10.5" width="19" height="27" fill="none" stroke="{BLUE}" stroke-width="1.2"/>'
    )


def palette() -> list[PaletteCard]:
    """Every kind of tile, in the set's order, for the ruling desk's page."""
    return [PaletteCard(kind, tile_name(kind), tile_svg(kind)) for kind in ALL_KINDS]


__all__ = ["back_svg", "meld_svg", "palette", "tile_svg", "tiles_svg"]
