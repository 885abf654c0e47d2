"""Tien Zi Que cards as small inline SVG pictures, for the generated rule documentation.

The deck (rulebook, "Contents"; :mod:`rulebook.tzq.cards`) holds 36 coins (the numbers 1 to 9 in four series),
three of each honour (East, South, West, North, the Red Dragon) and three Tien Zi Que cards. Each card is drawn on
a cream face with a rounded border:

* the four corners carry the card's corner colour (Glossary, "Colour") under the colour table of the reading
  ``colour.table`` (default ``winds-white``): a filled square in the corner, white drawn as an outlined square;
* a coin shows its number large and a ring of small coins' holes under it, with its series letter (``a`` to ``d``)
  at the foot;
* an honour shows its letter large (E S W N, D for the Red Dragon, in red) with its name at the foot;
* a Tien Zi Que card shows a black ``T`` with ``TZQ`` at the foot.

Only Latin letters and digits are written, so no font outside the page's own is needed. Every picture has
``role="img"``, an ``aria-label`` and a ``<title>`` naming the card and its colour in words; the text is
deterministic, so the documents that embed the pictures regenerate byte for byte.

>>> 'aria-label="Coin 5 of series b, red"' in card_svg("5b")
True
>>> card_svg("D", "honours-white").count('fill="#fbfbf8"')
4
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from rulebook.core.desk.palette import PaletteCard
from rulebook.tzq.cards import ALL_KINDS, DRAGON, JOKER, NAMES, colour_of, is_coin, number_of, parse_tokens, series_of

WIDTH, HEIGHT = 40, 56
"""Size of one card in pixels."""
FACE = "#fbf6e6"
EDGE = "#8a7d5c"
INK = "#1b1b1b"
COLOUR_FILLS = {
    "white": "#fbfbf8",
    "blue": "#1f4e9c",
    "black": "#1b1b1b",
    "red": "#c0262d",
    "green": "#1d7a3a",
}
"""How each corner colour is painted (white with a grey outline, so it shows on the cream face)."""
CORNER = 7
"""The side of a corner's colour square."""
FONT = "font-family=\"Georgia,'DejaVu Serif',serif\""
SANS = "font-family=\"'DejaVu Sans',Arial,sans-serif\""


def card_name(kind: str, table: str = "winds-white") -> str:
    """A card in words with its corner colour: ``Coin 5 of series b, red``."""
    name = f"Coin {number_of(kind)} of series {series_of(kind)}" if is_coin(kind) else NAMES[kind]
    return f"{name}, {colour_of(kind, table)}"


def _corners(colour: str) -> str:
    fill = COLOUR_FILLS[colour]
    stroke = ' stroke="#8a8a8a" stroke-width="0.8"' if colour == "white" else ""
    spots = ((3, 3), (WIDTH - 3 - CORNER, 3), (3, HEIGHT - 3 - CORNER), (WIDTH - 3 - CORNER, HEIGHT - 3 - CORNER))
    return "".join(
        f'<rect x="{x}" y="{y}" width="{CORNER}" height="{CORNER}" rx="1.5" fill="{fill}"{stroke}/>' for x, y in spots
    )


def _face(kind: str) -> str:
    """The middle of the card: a coin's number, an honour's letter, the joker's T, and the index at the foot."""
    middle, foot, ink = kind, NAMES.get(kind, kind), INK
    if is_coin(kind):
        middle, foot = str(number_of(kind)), series_of(kind)
    elif kind == DRAGON:
        ink, foot = COLOUR_FILLS["red"], "Dragon"
    elif kind == JOKER:
        foot = "TZQ"
    size = 22 if is_coin(kind) or kind == JOKER else 20
    text = (
        f'<text x="{WIDTH / 2}" y="32" text-anchor="middle" font-size="{size}" font-weight="bold" fill="{ink}" '
        f"{FONT}>{escape(middle)}</text>"
    )
    small = 8 if len(foot) <= 3 else 6
    text += (
        f'<text x="{WIDTH / 2}" y="{HEIGHT - 4}" text-anchor="middle" font-size="{small}" fill="#444" {SANS}>'
        f"{escape(foot)}</text>"
    )
    if is_coin(kind):
        text += f'<circle cx="{WIDTH / 2}" cy="40" r="2.6" fill="none" stroke="{INK}" stroke-width="0.9"/>'
    return text


def card_svg(kind: str, table: str = "winds-white") -> str:
    """One card, face up, as an ``<svg class="card">`` element; :class:`ValueError` names an unknown kind."""
    if kind not in ALL_KINDS:
        raise ValueError(f"unknown card kind {kind!r}: coins 1a to 9d, honours E S W N D, the joker T")
    name = escape(card_name(kind, table))
    frame = (
        f'<rect x="0.5" y="0.5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="4" fill="{FACE}" stroke="{EDGE}" '
        'stroke-width="1"/>'
    )
    return (
        f'<svg class="card" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{name}"><title>{name}</title>'
        f"{frame}{_corners(colour_of(kind, table))}{_face(kind)}</svg>"
    )


def cards_svg(kinds: Iterable[str] | str, table: str = "winds-white") -> str:
    """A row of cards, as one ``<span class="cards">`` (a string is read in the card notation)."""
    tokens = parse_tokens(kinds) if isinstance(kinds, str) else list(kinds)
    inner = "".join(card_svg(kind, table) for kind in tokens)
    return f'<span class="cards" style="display:inline-flex;gap:2px;flex-wrap:wrap">{inner}</span>'


def palette() -> list[PaletteCard]:
    """Every kind of card of the deck (corner colours of the default table), for the ruling desk's page."""
    return [PaletteCard(kind, card_name(kind), card_svg(kind)) for kind in ALL_KINDS]


__all__ = ["COLOUR_FILLS", "HEIGHT", "WIDTH", "card_name", "card_svg", "cards_svg", "palette"]
