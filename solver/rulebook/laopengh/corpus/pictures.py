"""Lao Pengh cards as small inline SVG pictures, for the generated rule documentation.

The deck (rulebook, "Components", "Jokers"; :mod:`rulebook.laopengh.cards`) holds 48 theme cards and 6 jokers:

* a theme card is painted in its colour (yellow, red or blue) and shows its animal, a crane or a dragon, drawn with
  a few SVG shapes (no font, no image); its corner number (1 to 4) stands in the four corners, and when the
  physical card is known (``CY3/11``) its order number stands in a white disc in the centre;
* a joker is white, shows both animals side by side and its order number (1 to 6) in the centre, with a ``J`` in
  two corners where a theme card has its corner number (a joker has none).

The ink is dark on yellow and white on red and blue, so every number reads against its face. Only digits and the
letter ``J`` are written, in the page's common sans-serif fonts. Every picture has ``role="img"``, an
``aria-label`` and a ``<title>`` naming the card in words (``yellow crane 3, order number 11``); the text is
deterministic, so the documents that embed the pictures regenerate byte for byte.

>>> 'aria-label="yellow crane 3, order number 11"' in card_svg("CY3/11")
True
>>> cards_svg("J2 DB1").count("<svg")
2
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from rulebook.core.desk.palette import PaletteCard
from rulebook.laopengh.cards import (
    ALL_KINDS,
    CRANE,
    Card,
    colour_of,
    is_joker,
    joker_number,
    name_of,
    number_of,
    parse_card,
    parse_numbered,
    themes_of,
)

WIDTH, HEIGHT = 44, 64
"""Size of one card in pixels."""
FACES = {"Y": "#f4c430", "R": "#b3202a", "B": "#1f4e9c"}
"""Each colour's face: saffron yellow, a deep red, a deep blue."""
INKS = {"Y": "#1b1b1b", "R": "#ffffff", "B": "#ffffff"}
"""The ink on each face: dark on yellow, white on red and blue (each over 6:1 against its face)."""
JOKER_FACE = "#ffffff"
INK = "#1b1b1b"
EDGE = "#4a4a4a"
FONT = "font-family=\"'DejaVu Sans',Arial,Helvetica,sans-serif\""

_CORNERS = ((6.5, 11.5), (WIDTH - 6.5, 11.5), (6.5, HEIGHT - 4.5), (WIDTH - 6.5, HEIGHT - 4.5))
"""Where a corner's text stands (its baseline centre): top left, top right, bottom left, bottom right."""


def _crane(ink: str, face: str) -> str:
    """A standing crane in a 24 by 24 box: body, tail, long neck, head, beak and two legs; a wing line in ``face``."""
    stroke = f'stroke="{ink}" stroke-linecap="round" fill="none"'
    return (
        f'<ellipse cx="10" cy="13" rx="6.5" ry="3.6" transform="rotate(-12 10 13)" fill="{ink}"/>'
        f'<path d="M4.2,13.6 L0.8,16.6 L5.6,15.4 Z" fill="{ink}"/>'
        f'<path d="M7,12.6 C9,11 12,10.8 14.2,12" stroke="{face}" stroke-width="0.8" fill="none"/>'
        f'<path d="M15,11.6 C17.2,9 16.4,6.2 17.6,3.6" {stroke} stroke-width="1.7"/>'
        f'<circle cx="18" cy="3.2" r="1.7" fill="{ink}"/>'
        f'<path d="M19.4,3 L23.4,4.4" {stroke} stroke-width="1.1"/>'
        f'<path d="M9,16 L8,23 M12,15.6 L13.6,23" {stroke} stroke-width="1.1"/>'
    )


def _dragon(ink: str, face: str) -> str:
    """A dragon in a 24 by 24 box: a winding body with spines, a head with horns and an eye in ``face``, legs."""
    stroke = f'stroke="{ink}" stroke-linecap="round" fill="none"'
    return (
        f'<path d="M2,19 C5,12.5 8,21.5 11,15 S15.6,9.4 17.6,11.6" {stroke} stroke-width="2.7"/>'
        f'<path d="M2.2,18.6 L0.4,22 L3.6,20.6 Z" fill="{ink}"/>'
        f'<path d="M4.2,15.4 L4.6,12.4 L6.6,14.6 Z M11.4,13.6 L12.4,10.8 L13.8,13.2 Z" fill="{ink}"/>'
        f'<path d="M16,8.6 L23.2,9.6 L21.6,12.8 L16.8,13.4 Z" fill="{ink}"/>'
        f'<circle cx="19" cy="10.4" r="0.8" fill="{face}"/>'
        f'<path d="M17.2,8.8 L15.6,5.2 M19.6,9.1 L19.8,5.6" {stroke} stroke-width="1.1"/>'
        f'<path d="M6.6,17.6 L6,21.6 M13.6,13.8 L14.8,17.6" {stroke} stroke-width="1.2"/>'
    )


_ANIMALS = {CRANE: _crane, "D": _dragon}


def _text(x: float, y: float, text: str, ink: str, size: float) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-size="{size:g}" font-weight="bold" fill="{ink}" '
        f"{FONT}>{escape(text)}</text>"
    )


def _badge(number: int) -> str:
    """The order number in a white disc in the centre of the card's lower half."""
    return f'<circle cx="{WIDTH / 2:g}" cy="46" r="8" fill="#ffffff" stroke="{INK}" stroke-width="0.8"/>' + _text(
        WIDTH / 2, 49.4, str(number), INK, 9.5 if number < 10 else 8.5
    )


def read_token(token: str) -> tuple[str, int | None]:
    """A card's kind and its order number, if the token gives one: ``CY3`` -> (CY3, None), ``CY3/11``, ``J2``.

    A theme card's number may be any of 7 to 54 (reading ``deck.order-numbers=stated`` allows them all); a joker
    always carries its own. :class:`~rulebook.core.errors.InputError` names anything else.
    """
    text = str(token).strip()
    if "/" in text:
        card: Card = parse_numbered(text, "stated")
        return card.kind, card.number
    kind = parse_card(text)
    return kind, joker_number(kind) if is_joker(kind) else None


def kind_name(kind: str) -> str:
    """A kind of card in words: ``yellow crane 3``, ``joker 2, crane and dragon``."""
    return f"{name_of(kind)}, crane and dragon" if is_joker(kind) else name_of(kind)


def card_name(token: str) -> str:
    """A card in words, with its order number when known: ``yellow crane 3, order number 11``, ``yellow crane 3``."""
    kind, number = read_token(token)
    name = kind_name(kind)
    return name if number is None else f"{name}, order number {number}"


def card_svg(token: str) -> str:
    """One card, face up, as an ``<svg class="card">`` element; :class:`InputError` names an unknown card.

    ``token`` is a card kind (``CY3``, ``J2``) or a physical card with its order number (``CY3/11``).
    """
    kind, number = read_token(token)
    name = escape(card_name(token))
    if is_joker(kind):
        face, ink = JOKER_FACE, INK
        corner = "J"
        pictures = "".join(
            f'<g transform="translate({x:g},13) scale(0.8)">{_ANIMALS[theme](INK, JOKER_FACE)}</g>'
            for x, theme in zip((2.4, 22.4), themes_of(kind), strict=True)
        )
        corners = _text(*_CORNERS[0], corner, ink, 8) + _text(*_CORNERS[3], corner, ink, 8)
    else:
        colour = colour_of(kind) or "Y"
        face, ink = FACES[colour], INKS[colour]
        corner = str(number_of(kind))
        place = "translate(11,12) scale(0.92)" if number is not None else "translate(8,19) scale(1.17)"
        pictures = f'<g transform="{place}">{_ANIMALS[kind[0]](ink, face)}</g>'
        corners = "".join(_text(x, y, corner, ink, 9) for x, y in _CORNERS)
    frame = (
        f'<rect x="0.5" y="0.5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="4" fill="{face}" stroke="{EDGE}" '
        'stroke-width="1"/>'
    )
    badge = _badge(number) if number is not None else ""
    return (
        f'<svg class="card" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{name}"><title>{name}</title>'
        f"{frame}{corners}{pictures}{badge}</svg>"
    )


def cards_svg(tokens: Iterable[str] | str) -> str:
    """A row of cards, as one ``<span class="cards">`` (a string: cards separated by spaces or commas)."""
    listed = [token for token in tokens.replace(",", " ").split()] if isinstance(tokens, str) else list(tokens)
    inner = "".join(card_svg(token) for token in listed)
    return f'<span class="cards" style="display:inline-flex;gap:2px;flex-wrap:wrap">{inner}</span>'


def palette() -> list[PaletteCard]:
    """Every kind of card (jokers first), without order numbers, for the ruling desk's page."""
    return [PaletteCard(kind, kind_name(kind), card_svg(kind)) for kind in ALL_KINDS]


__all__ = [
    "FACES",
    "HEIGHT",
    "INKS",
    "WIDTH",
    "card_name",
    "card_svg",
    "cards_svg",
    "kind_name",
    "palette",
    "read_token",
]
