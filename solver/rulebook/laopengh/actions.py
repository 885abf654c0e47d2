"""The actions of Lao Pengh play and their one-line text form (rulebook "Sequence of Play", "Suspicion").

This module holds actions as data; it decides nothing about their legality (:mod:`rulebook.laopengh.engine.play`
does). Players are numbered from 0, piles 0 to 2; cards are physical cards (``CY3/11``, ``J2``).

Text form (read in either case)::

    reveal 1 CY3/11     player 1 lays CY3/11 face down (the round's cards are turned up once all have)
    place 1 on 2        player 1 places the revealed card on pile 2, legally or not
    accuse 2 by 0 3     players 0 and 3 strike pile 2, accusing its top card (the first named struck first)
    accept              nobody accuses the cards still open to accusation
    decline 1           player 1, whose lone dragon may go first, keeps its number's place instead

>>> parse_action("accuse 2 by 0 3")
Accuse(pile=2, accusers=(0, 3))
>>> str(parse_action("REVEAL 1 cy3/11"))
'reveal 1 CY3/11'
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.core.text_numbers import shown, whole_number
from rulebook.laopengh.cards import Card, parse_numbered


@dataclass(frozen=True)
class Reveal:
    """``player`` lays ``card`` of their hand face down for this round (Sequence of Play; ``laopengh.round.reveal``)."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"reveal {self.player} {self.card}"


@dataclass(frozen=True)
class Place:
    """``player`` places their revealed card on ``pile`` (Placing Cards; the pile is named first)."""

    player: int
    pile: int

    def __str__(self) -> str:
        return f"place {self.player} on {self.pile}"


@dataclass(frozen=True)
class Accuse:
    """``accusers`` strike ``pile``, accusing its top card (Suspicion); the first named struck first."""

    pile: int
    accusers: tuple[int, ...]

    def __str__(self) -> str:
        return f"accuse {self.pile} by {' '.join(str(player) for player in self.accusers)}"


@dataclass(frozen=True)
class Accept:
    """Nobody accuses the cards still open to accusation (Suspicion, Important: the card is accepted)."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True)
class Decline:
    """``player``, the owner of a lone dragon, does not place first (Sequence of Play, Exception: the owner "may")."""

    player: int

    def __str__(self) -> str:
        return f"decline {self.player}"


Action = Reveal | Place | Accuse | Accept | Decline

ACTION_HINT = "reveal P CARD, place P on PILE, accuse PILE by P [P ...], accept, or decline P"


def parse_action(text: str, numbers: str = "table") -> Action:
    """The action ``text`` writes (``numbers``: reading ``deck.order-numbers``); :class:`InputError` otherwise.

    The words are matched in any case; a number or a card that is wrong is named as it was typed.
    """
    typed = text.split()
    words = [word.lower() for word in typed]
    if words == ["accept"]:
        return Accept()
    if len(words) == 2 and words[0] == "decline":
        return Decline(whole_number(typed[1], "a player"))
    if len(words) == 3 and words[0] == "reveal":
        return Reveal(whole_number(typed[1], "a player"), parse_numbered(typed[2], numbers))
    if len(words) == 4 and words[0] == "place" and words[2] == "on":
        return Place(whole_number(typed[1], "a player"), whole_number(typed[3], "a pile"))
    if len(words) >= 4 and words[0] == "accuse" and words[2] == "by":
        accusers = tuple(whole_number(word, "an accuser") for word in typed[3:])
        if len(set(accusers)) != len(accusers):
            raise InputError("an accuser is named twice")
        return Accuse(whole_number(typed[1], "a pile"), accusers)
    raise InputError(f"unknown action {shown(text.strip())}: expected {ACTION_HINT}")


__all__ = ["ACTION_HINT", "Accept", "Accuse", "Action", "Decline", "Place", "Reveal", "parse_action"]
