"""The cards (tiles, pawns) a game's desk page offers to click, drawn with the same pictures as its rule documents.

A game names its palette in its ``Game`` (``palette``, a function, so that no picture is drawn until a desk page asks
for one); the page shows each :class:`PaletteCard` as a button whose click writes :attr:`PaletteCard.token` into the
input field in use. Nothing here knows a game: the tokens are the game's own notation.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PaletteCard:
    """One card of a game's palette: what a click writes, its name in words, and its picture."""

    token: str
    """What a click appends to the input field, in the game's notation (``R2``, ``5p``, ``R:``)."""
    label: str
    """The card's name for a person (the button's accessible name): ``red 2``, ``5 of circles``."""
    svg: str
    """The card's picture: one ``<svg>`` element, the one the game's rule documents draw."""


__all__ = ["PaletteCard"]
