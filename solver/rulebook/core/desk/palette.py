"""The cards (tiles, pawns) and boards a game's desk page offers to click, drawn as its rule documents draw them.

A game names its palette in its ``Game`` (``palette``, a function, so that no picture is drawn until a desk page asks
for one). The page shows each :class:`PaletteCard` as a button whose click writes :attr:`PaletteCard.token` into the
input field in use, and each :class:`PaletteBoard` as a picture whose marked regions are buttons of their own: an
element of its SVG with a ``data-token`` attribute (and ``role="button"``, ``tabindex="0"``, an ``aria-label``) writes
that token as a card does, by a click or by Enter or Space. Nothing here knows a game: the tokens are the game's own
notation.

A region may carry ``data-key="K"``: its token belongs under key ``K`` of a field written ``K:items K2:items`` (SORRY!'s
``R:13,S2 B:17``), whichever key was chosen last (a colour's safety square is that colour's); and
``data-repeat="true"``: a second click writes it again instead of taking it back (HOME holds many pawns).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

TOKEN = re.compile(r'data-token="([^"]*)"')
"""A clickable region's token in a board's SVG (its attribute as the game's drawing writes it)."""


@dataclass(frozen=True)
class PaletteCard:
    """One card of a game's palette: what a click writes, its name in words, and its picture."""

    token: str
    """What a click appends to the input field, in the game's notation (``R2``, ``5p``, ``R:``)."""
    label: str
    """The card's name for a person (the button's accessible name): ``red 2``, ``5 of circles``."""
    svg: str
    """The card's picture: one ``<svg>`` element, the one the game's rule documents draw."""


@dataclass(frozen=True)
class PaletteBoard:
    """A picture of a game's palette whose regions are clicked: a board whose squares write their names."""

    label: str
    """The picture's name for a person (the name of its group of buttons): ``SORRY! board``."""
    svg: str
    """One ``<svg>`` element whose clickable regions carry ``data-token``, ``role="button"``, ``tabindex="0"`` and an
    ``aria-label`` (and may carry ``data-key`` and ``data-repeat``: see the module's docstring)."""
    help: str = ""
    """One line for the page: how to use the picture (``choose a pawn's colour, then click its squares``)."""

    @property
    def tokens(self) -> tuple[str, ...]:
        """The tokens of its regions, in the order drawn."""
        return tuple(TOKEN.findall(self.svg))


PaletteEntry = PaletteCard | PaletteBoard
"""One entry of a game's palette: a card to click, or a board whose regions are clicked."""


__all__ = ["TOKEN", "PaletteBoard", "PaletteCard", "PaletteEntry"]
