"""The Chinese characters on the tiles, drawn as strokes so that they show without a Chinese font.

The rulebook's tiles (spec/rulebooks/mahjong-classical.txt, "Cards") carry characters: 萬 ("ten thousand") on
every tile of the characters suit, 東 南 西 北 on the four winds, 中 on the red dragon and 發 on the green one. A
browser without a CJK font draws each of them as an empty box, so the tile pictures draw them as paths instead of
``<text>``: each character here is a handful of strokes on a 12 x 12 grid (x to the right, y down), a simplified
pictogram of the written character designed for this project, not a font's outline. Drawn at a tile's small sizes
they read as the character's shape; the tile's ``aria-label`` and ``<title>`` name the tile in words.

>>> glyph_svg("東", 10, 20, 12, "#000").startswith('<path class="glyph" data-character="東"')
True
"""

from __future__ import annotations

GRID = 12
"""The side of the square every character is drawn on, in grid units."""
STROKE = 1.3
"""The width of a stroke in grid units (it scales with the character)."""

STROKES: dict[str, str] = {
    # 萬: the grass radical over a box with a cross, over a frame holding a hooked stroke.
    "萬": (
        "M1,2.1 L11,2.1 M4,0.7 L4,3.5 M8,0.7 L8,3.5 "
        "M3.2,4.4 L8.8,4.4 L8.8,7.2 L3.2,7.2 Z M3.2,5.8 L8.8,5.8 M6,4.4 L6,7.2 "
        "M2,12 L2,8.6 L10,8.6 L10,11.2 Q10,12 9,12 M6,7.2 L6,10.4 M4,11 L8,11 M7,9.6 L8.2,11.6"
    ),
    # 東: a long horizontal and a long vertical through a box of two rooms, two legs under it.
    "東": (
        "M1.2,2 L10.8,2 M6,0.3 L6,12 M3,3.6 L9,3.6 L9,8.2 L3,8.2 Z M3,5.9 L9,5.9 M5.5,8.6 L1.2,11.6 M6.5,8.6 L10.8,11.6"
    ),
    # 南: a cross on top, a frame with a hook, two dots, two horizontals and a vertical inside.
    "南": (
        "M1.2,1.8 L10.8,1.8 M6,0.3 L6,3.6 M2,12 L2,3.8 L10,3.8 L10,11.2 Q10,12 9,12 "
        "M4.3,5 L5,6.2 M7.7,5 L7,6.2 M3.6,7.2 L8.4,7.2 M3.8,9.3 L8.2,9.3 M6,7.2 L6,11.8"
    ),
    # 西: a horizontal over a closed frame; two strokes come down into it, the left one bending, the right turning.
    "西": (
        "M1,1.6 L11,1.6 M2,4.4 L10,4.4 L10,11.6 L2,11.6 Z "
        "M5,1.6 L5,6.6 Q5,8.2 2.4,8.4 M7,1.6 L7,7.4 Q7,8.4 8.2,8.4 L10,8.4"
    ),
    # 北: two halves back to back: on the left a vertical with a stroke to the left and a rising tick, on the right
    # a vertical ending in a hook to the right and a short stroke up to the right.
    "北": (
        "M4.6,0.8 L4.6,11.6 M1.4,5 L4.6,5 M0.9,10.4 L4.6,8.8 "
        "M7.4,0.8 L7.4,10.6 Q7.4,11.6 8.6,11.6 L11,11.6 M7.4,5.6 L10.6,3.8"
    ),
    # 中: a box crossed by one long vertical.
    "中": "M2,3.6 L10,3.6 L10,8.6 L2,8.6 Z M6,0.3 L6,11.8",
    # 發: the two halves of its top, the bow at the lower left, the weapon at the lower right.
    "發": (
        "M1.4,1.2 L4.4,1.2 L2.6,3.2 M0.9,4.6 L5.2,2.2 M6.8,1.4 L10.8,4.4 M7.6,2.6 L9.6,1.2 "
        "M1.4,5.8 L4.8,5.8 L4.8,7.6 L2,7.6 L2,9.4 L5,9.4 L5,11.2 Q5,12 4,11.8 "
        "M7.4,5.6 L7.4,7.2 Q7.2,8.2 6.4,8.4 M7.4,5.6 L9.6,5.6 L9.6,7.6 L11,7.6 "
        "M6.4,9.4 L10.6,9.4 L7,12 M7.8,10.4 L11.2,12"
    ),
}
"""Each character's strokes as SVG path data on the grid."""


def glyph_svg(character: str, centre_x: float, baseline: float, size: float, colour: str) -> str:
    """``character`` as a stroked ``<path>`` ``size`` pixels square, centred on ``centre_x``, resting on ``baseline``.

    The placement matches a ``<text text-anchor="middle">`` of that font size at ``(centre_x, baseline)``, so a
    picture can swap one for the other. :class:`KeyError` names a character not drawn here.
    """
    if character not in STROKES:
        raise KeyError(f"no strokes for {character!r}; drawn: {' '.join(STROKES)}")
    scale = size / GRID
    left = centre_x - size / 2
    top = baseline - size * 0.92
    return (
        f'<path class="glyph" data-character="{character}" d="{STROKES[character]}" fill="none" stroke="{colour}" '
        f'stroke-width="{STROKE:g}" stroke-linecap="round" stroke-linejoin="round" '
        f'transform="translate({left:.4g} {top:.4g}) scale({scale:.4g})"/>'
    )


__all__ = ["STROKES", "glyph_svg"]
