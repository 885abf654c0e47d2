"""Card faces of FORBIDDEN as small inline SVG pictures, for the generated rule documentation.

Number cards show their rank in their colour (red, green, black); a Yin-Yang card shows its symbol and the
values 6 and 9 it may stand for (Section 5); a Forbidden card a barred circle; a wild card a star; each Royal card
a crown with its name. A placed card may carry what it stands for (``RY=6``, ``W=G2``), shown under the face.
Deterministic text, so the documents that embed the pictures regenerate byte for byte.
"""

from __future__ import annotations

from html import escape

from rulebook.core.desk.palette import PaletteCard
from rulebook.forbidden.cards import ALL_KINDS, COLOUR_NAMES, FORBIDDEN, ROYAL_NAMES, WILD, YIN_YANG

WIDTH, HEIGHT = 44, 62
INK = {"R": "#c0262d", "G": "#1d7a3a", "B": "#1b1b1b"}
"""Text colour of each suit."""
PAPER = "#fbf8f0"
FORBIDDEN_PAPER = "#3a1020"
ROYAL_PAPER = "#f3e3a6"
WILD_PAPER = "#e6ecfa"


def card_svg(token: str, stands_for: str | None = None) -> str:
    """One card as an ``<svg>`` element; ``stands_for`` is the rank or card it stands for in a set, if shown."""
    face = _face(token)
    label = escape(_title(token) + (f", as {stands_for}" if stands_for else ""))
    note = ""
    height = HEIGHT
    if stands_for:
        height += 12
        note = (
            f'<text x="{WIDTH / 2:g}" y="{HEIGHT + 10}" text-anchor="middle" font-size="9" '
            f'font-family="sans-serif" fill="#444">={escape(stands_for)}</text>'
        )
    return (
        f'<svg class="card" xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{label}"><title>{label}</title>{face}{note}</svg>'
    )


def cards_svg(tokens: str) -> str:
    """Several cards side by side (tokens separated by spaces; ``RY=6`` shows what a card stands for)."""
    pictures = []
    for token in tokens.split():
        card, _, stands_for = token.partition("=")
        pictures.append(card_svg(card, stands_for or None))
    return f'<span class="cards">{"".join(pictures)}</span>'


def _title(token: str) -> str:
    if token == FORBIDDEN:
        return "Forbidden card"
    if token == WILD:
        return "wild card"
    if token in ROYAL_NAMES:
        return ROYAL_NAMES[token]
    rank = "Yin-Yang" if token[1:] == YIN_YANG else token[1:]
    return f"{COLOUR_NAMES[token[0]]} {rank}"


def _frame(fill: str, stroke: str = "#555") -> str:
    return f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="5" fill="{fill}" stroke="{stroke}"/>'


def _text(x: float, y: float, text: str, size: int, fill: str, weight: str = "bold") -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-size="{size}" font-weight="{weight}" '
        f'font-family="sans-serif" fill="{fill}">{escape(text)}</text>'
    )


def _face(token: str) -> str:
    middle = WIDTH / 2
    if token == FORBIDDEN:
        return (
            _frame(FORBIDDEN_PAPER, "#1a0008")
            + f'<circle cx="{middle:g}" cy="27" r="12" fill="none" stroke="#ff5a5a" stroke-width="3"/>'
            + f'<line x1="{middle - 8:g}" y1="35" x2="{middle + 8:g}" y2="19" stroke="#ff5a5a" stroke-width="3"/>'
            + _text(middle, 54, "F", 10, "#ffd6d6")
        )
    if token == WILD:
        star = "22,12 25,22 36,22 27,28 30,39 22,32 14,39 17,28 8,22 19,22"
        return (
            _frame(WILD_PAPER, "#3050a0")
            + f'<polygon points="{star}" fill="#3050a0"/>'
            + _text(middle, 54, "W", 10, "#3050a0")
        )
    if token in ROYAL_NAMES:
        crown = "10,30 14,16 20,25 22,13 24,25 30,16 34,30"
        return (
            _frame(ROYAL_PAPER, "#8a6d1a")
            + f'<polygon points="{crown}" fill="#b8860b"/>'
            + _text(middle, 44, token, 11, "#5a4310")
            + _text(middle, 55, ROYAL_NAMES[token], 7, "#5a4310", "normal")
        )
    ink = INK[token[0]]
    if token[1:] == YIN_YANG:
        return (
            _frame(PAPER)
            + f'<circle cx="{middle:g}" cy="26" r="11" fill="{PAPER}" stroke="{ink}" stroke-width="1.5"/>'
            + f'<path d="M{middle:g},15 a11,11 0 0,1 0,22 a5.5,5.5 0 0,1 0,-11 a5.5,5.5 0 0,0 0,-11 z" fill="{ink}"/>'
            + _text(middle, 54, "6/9", 10, ink)
        )
    return _frame(PAPER) + _text(middle, 36, token[1:], 22, ink) + _text(9, 13, token[1:], 9, ink)


def palette() -> list[PaletteCard]:
    """Every kind of card of the deck, in the deck's order, for the ruling desk's page."""
    return [PaletteCard(kind, _title(kind), card_svg(kind)) for kind in ALL_KINDS]


__all__ = ["card_svg", "cards_svg", "palette"]
