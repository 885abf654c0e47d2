"""What a whole claim situation is, and the whole situations holding a smaller one: a discard that can happen.

The witness search (:mod:`rulebook.mahjong.readings.diff`) finds the fewest tiles on which two readings of play
answer differently — player 0 discards 5p and player 3 holds 46p, the others nothing, say. No player holds two
tiles. A claim situation is the moment just after a discard (:mod:`rulebook.mahjong.state`), so it is whole when:

* **every player holds 13 tiles**, the discarder too (he drew a fourteenth and has just discarded it): "every
  player plays with 13 cards" (Beginning). The tiles counted are those in hand, in the sets exposed and in the
  concealed kongs, as in :mod:`rulebook.mahjong.readings.whole_hand`: an exposed set of three takes three tiles
  from the hand, and a kong holds one tile more than the set it counts as (Development of the game, Kong: "since
  you equal four they are counted only like three"), so each kong adds one tile;
* **no kind goes past its four copies** across the four hands and the discard (rulebook, "Cards": 136 tiles, four
  of each kind);
* **the tiles left to draw fit the wall**: at most the 136 tiles less those held and the one discarded (83 when
  no kong has been declared). The search's situations have 60 left, which fits: with nothing exposed, 84 - 60 = 24
  tiles have been drawn since the deal, each followed by a discard, this one the 24th. A situation with more left
  than that is held by no whole situation.

A smaller situation is grown by adding tiles to each player's hand (:func:`grown_situations`), the players in seat
order, each as :mod:`rulebook.mahjong.readings.whole_hand` pads a loser's hand: whole sets (chows, then pungs of
suit tiles, away from the hand's own tiles), then loose tiles no held tile lies near — but never a tile *near the
discard*: one of its kind, or of its suit within two ranks of it (no new pung, kong or chow), and most sets first
(four sets and a loose tile for an empty hand, then three sets and four loose tiles, ...). Whether the tiles added
give a player a new claim — the discard completing his hand, as it does for a single 5p grown by four sets into a
hand waiting on its pair — is not assumed: the engine asks every player's claims under both readings compared
after each hand is padded, and a padding that adds or removes a claim is skipped (at most :data:`TRIED` paddings of
each number of sets are asked per hand). The grown situation's claims are thus the smallest difference's, under
both readings; the core (:func:`rulebook.core.witnesses.whole.grown`) asks it again and the Z3 model confirms it.

A pair of claims made (the ``takes`` question) holds no hands and no wall: it is no position to grow, and stays the
smallest difference as found.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations, islice
from typing import Any

from rulebook.mahjong.corpus.questions import engine_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.whole_hand import DEALT, kongs, padding_sets, single_tiles, within_copies
from rulebook.mahjong.tiles import HONOUR_KINDS, TILE_COUNT, Tiles, format_tiles, parse_tiles

CHOW_REACH = 2
"""How many ranks from the discard a held tile of its suit could make a chow with it."""
TRIED = 20
"""The most paddings of one number of sets asked per hand (each asks the engine under both readings)."""
TILES_LEFT = 60
"""The tiles left to draw when a situation does not say (:class:`rulebook.mahjong.state.Situation`)."""

WORDS = (
    "a player has just discarded and every player, the discarder too, holds 13 tiles (Beginning: 'every "
    "player plays with 13 cards'), counting his sets on the table, a kong one tile more (Development of the game, "
    "Kong); no kind past its four copies, the discard counted; no more tiles left to draw than the 136 less those "
    "held and discarded; and the tiles added give no player a claim on the discard the smallest difference does "
    "not give him (none of the discarded kind or within two ranks of it in its suit, none completing a hand, the "
    "engine asking every player's claims under both readings)"
)

Hand = str | dict[str, Any]
"""A player's hand in a situation's JSON: its tiles in hand, or ``{"concealed", "exposed", "concealed_kongs"}``."""


def _melds(hand: Hand) -> list[str]:
    return [] if isinstance(hand, str) else [*hand.get("exposed", []), *hand.get("concealed_kongs", [])]


def _concealed(hand: Hand) -> Tiles:
    return parse_tiles(hand if isinstance(hand, str) else hand.get("concealed", ""))


def hand_tiles(hand: Hand) -> Tiles:
    """Every tile of a player's hand: in hand, exposed and in concealed kongs."""
    held = _concealed(hand)
    for meld in _melds(hand):
        held = held + parse_tiles(meld)
    return held


def whole_size(hand: Hand) -> int:
    """The tiles a player holds in a whole situation: 13, and one more per kong (module docstring)."""
    return DEALT + (0 if isinstance(hand, str) else kongs(hand))


def situation_tiles(data: Mapping[str, Any]) -> Tiles:
    """Every tile shown in a situation: the four hands and the discard."""
    shown = parse_tiles(data["discard"])
    for hand in data["hands"]:
        shown = shown + hand_tiles(hand)
    return shown


def near(kind: str, discard: str) -> bool:
    """Whether a tile of ``kind`` could join the discard in a set: its kind, or its suit within two ranks."""
    if kind == discard:
        return True
    if kind in HONOUR_KINDS or discard in HONOUR_KINDS:
        return False
    return kind[1] == discard[1] and abs(int(kind[0]) - int(discard[0])) <= CHOW_REACH


def _with_sets(held: Tiles, need: int, sets: int, shown: Tiles, discard: str) -> Iterator[Tiles]:
    """The paddings of ``need`` tiles with ``sets`` whole sets, none near the discard, within the copies left."""
    pool = [
        added
        for added in padding_sets(held, pungs=True)
        if not any(near(kind, discard) for kind in added.kinds()) and within_copies(shown + added)
    ]
    for chosen in combinations(pool, sets):
        added = Tiles.of([kind for meld in chosen for kind in meld.kinds()])
        if not within_copies(shown + added):
            continue
        loose = [kind for kind in single_tiles(held + added) if not near(kind, discard)]
        for tiles in combinations(loose, need - 3 * sets):
            padding = added + Tiles.of(tiles)
            if within_copies(shown + padding):
                yield padding


def _with_tiles(hand: Hand, added: Tiles) -> Hand:
    """The hand with ``added`` in hand, in the same JSON form."""
    concealed = format_tiles(_concealed(hand) + added)
    return concealed if isinstance(hand, str) else {**hand, "concealed": concealed}


def grown_situations(data: Mapping[str, Any], readings: Sequence[Reading]) -> Iterator[dict[str, Any]]:
    """The whole situations holding ``data`` (module docstring), ``data`` itself first when it is whole.

    Each has the smallest difference's claims under every reading of ``readings``.
    """
    hands: list[Hand] = list(data["hands"])
    needs = [whole_size(hand) - len(hand_tiles(hand)) for hand in hands]
    most_left = TILE_COUNT - sum(whole_size(hand) for hand in hands) - 1
    if min(needs) < 0 or data.get("tiles_left", TILES_LEFT) > most_left:
        return
    discard = data["discard"]
    claims = [engine_answer("claims", data, reading) for reading in readings]

    def keeps(situation: dict[str, Any]) -> bool:
        return [engine_answer("claims", situation, reading) for reading in readings] == claims

    def fill(player: int, situation: dict[str, Any], shown: Tiles) -> Iterator[dict[str, Any]]:
        if player == len(hands):
            yield situation
            return
        hand, need = hands[player], needs[player]
        for sets in range(need // 3, -1, -1):
            for added in islice(_with_sets(hand_tiles(hand), need, sets, shown, discard), TRIED):
                padded = list(situation["hands"])
                padded[player] = _with_tiles(hand, added)
                grown = {**situation, "hands": padded}
                if added and not keeps(grown):
                    continue
                yield from fill(player + 1, grown, shown + added)

    yield from fill(0, dict(data), situation_tiles(data))


__all__ = [
    "TRIED",
    "WORDS",
    "grown_situations",
    "hand_tiles",
    "near",
    "situation_tiles",
    "whole_size",
]
