"""Claims on a discard, kongs on one's own turn and the drawn game: the fast engine (never uses the Z3 model).

Rulebook ``mahjong-classical.txt``, "Development of the game" (Chou, Pong, Kong) and "End"; the rules are stated in
our own words in ``spec/mahjong.toml``. Players are numbered in turn order: player ``i`` is followed by ``(i+1) % 4``.

* ``mahjong.claim.win`` — any player but the discarder whose hand the discard completes may claim it to win.
* ``mahjong.claim.pung`` — any player but the discarder holding two tiles like the discard may claim it for a pung.
* ``mahjong.claim.kong`` — any player but the discarder holding three like it may claim it for a kong (and then
  draws a replacement tile).
* ``mahjong.claim.no-pung-fourth`` — a discard never turns a pung already on the table into a kong.
* ``mahjong.claim.chow`` — one player only may claim it for a chow, with two tiles in hand that make a run of
  three of one suit with it: the discarder's next player (reading ``claim.chow-from=previous``) or the player
  before the discarder (``=next``).
* ``mahjong.claim.priority`` — a win first (reading ``claim.win-first=yes``; under ``=no`` a win ranks with a pung
  or kong), then, under ``claim.priority=pung-first``, a pung or kong before a chow (under ``=turn-order`` a chow
  ranks with them too); between claims of one rank, the nearest to the discarder in turn order.
* ``mahjong.kong.own-turn`` — after drawing, four like tiles in hand make a concealed kong, and a tile in hand like
  an exposed pung makes it an exposed kong (``mahjong.set.kong``, ``mahjong.set.exposed``).
* ``mahjong.game.drawn`` — with only fourteen tiles left to draw and no winner, the hand is drawn.

>>> from rulebook.mahjong.hand import format_meld, make_hand
>>> [(format_meld(m), m.concealed) for m in own_turn_kongs(make_hand("5555p 12m E", ["EEE"]))]
[('5555p', True), ('EEEE', False)]
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.core.errors import InputError
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.hand import SEATS, Hand, Meld
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.state import NO_TILES, Claim, ClaimShape, Situation, canonical, check_claims_made
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, KIND_INDEX, SUITS, Tiles

DRAWN_AT = 14
"""The hand is drawn when only this many tiles are left to draw ("End")."""

_ENGINES: dict[Reading, Engine] = {}


def _engine(reading: Reading) -> Engine:
    if reading not in _ENGINES:
        _ENGINES[reading] = Engine(reading)
    return _ENGINES[reading]


def _times(kind: str, n: int) -> Tiles:
    return Tiles.of([kind] * n)


def _minus(tiles: Tiles, taken: Tiles) -> Tiles:
    left = tuple(a - b for a, b in zip(tiles.counts, taken.counts, strict=True))
    if min(left) < 0:
        raise ValueError(f"cannot take {taken} from {tiles}")
    return Tiles(left)


def chow_claimant(discarder: int, reading: Reading = DEFAULT) -> int:
    """The one player who may chow this discard (``mahjong.claim.chow``, reading ``claim.chow-from``).

    ``previous``: the player whose turn comes next after the discarder's (he sits to the discarder's right);
    ``next``: the player whose turn comes just before the discarder's.
    """
    return (discarder + 1) % SEATS if reading.chow_from == "previous" else (discarder + SEATS - 1) % SEATS


def _chow_pairs(hand: Tiles, discard: str) -> list[Tiles]:
    """The pairs of tiles in hand that make a run of three of one suit with ``discard`` (Chou)."""
    if not (len(discard) == 2 and discard[0].isdigit() and discard[1] in SUITS):
        return []
    rank, suit = int(discard[0]), discard[1]
    pairs = []
    for start in range(max(1, rank - 2), min(rank, 7) + 1):
        others = [f"{r}{suit}" for r in range(start, start + 3) if r != rank]
        if all(hand.count(kind) >= 1 for kind in others):
            pairs.append(Tiles.of(others))
    return pairs


def player_claims(situation: Situation, player: int, reading: Reading = DEFAULT) -> list[Claim]:
    """Every legal claim of one player on the discard, in canonical order (none for the discarder)."""
    if player == situation.discarder:
        return []
    hand, discard = situation.hands[player], situation.discard
    held = hand.concealed.count(discard)
    claims: list[Claim] = []
    # mahjong.claim.win: the discard completes the hand, with the sets on the table.
    if _engine(reading).wins(Hand(hand.concealed + Tiles.of([discard]), hand.melds)):
        claims.append(Claim(player, "win", NO_TILES))
    # mahjong.claim.kong: three like it in hand. mahjong.claim.no-pung-fourth: never onto a pung on the table
    # (with three in hand no such pung can exist — the set holds four — but the rule is kept explicit).
    on_table = any(meld.shape == "pung" and meld.lowest == discard for meld in hand.melds)
    if held >= COPIES - 1 and not on_table:
        claims.append(Claim(player, "kong", _times(discard, COPIES - 1)))
    # mahjong.claim.pung: two like it in hand.
    if held >= 2:
        claims.append(Claim(player, "pung", _times(discard, 2)))
    # mahjong.claim.chow: only the one player the reading names.
    if player == chow_claimant(situation.discarder, reading):
        claims += [Claim(player, "chow", pair) for pair in _chow_pairs(hand.concealed, discard)]
    return canonical(claims)


def legal_claims(situation: Situation, reading: Reading = DEFAULT) -> list[Claim]:
    """Every legal claim of every player on the discard, in canonical order (:meth:`Claim.key`)."""
    situation.check()
    return canonical(claim for player in range(SEATS) for claim in player_claims(situation, player, reading))


_TIER: dict[str, dict[ClaimShape, int]] = {
    # A win comes first under either option of claim.priority (under claim.win-first=yes: see tiers()).
    "pung-first": {"win": 0, "kong": 1, "pung": 1, "chow": 2},
    "turn-order": {"win": 0, "kong": 1, "pung": 1, "chow": 1},
}


def tiers(reading: Reading = DEFAULT) -> dict[ClaimShape, int]:
    """Each claim's rank, lower first (``mahjong.claim.priority``, readings ``claim.priority`` and ``claim.win-first``).

    ``claim.priority`` ranks a chow against a pung or kong; ``claim.win-first`` ranks a win against them: ``yes``
    before every other claim, ``no`` in the same rank as a pung or kong (the nearer claimant then takes the discard).
    """
    tier = _TIER[reading.claim_priority]
    return tier if reading.win_first == "yes" else {**tier, "win": tier["pung"]}


def resolve(claims: Sequence[Claim], discarder: int, reading: Reading = DEFAULT) -> Claim | None:
    """Which of the claims made takes the discard (``mahjong.claim.priority``); None when nobody claims.

    Rank first (:func:`tiers`) — under the defaults a win, then a pung or kong, then a chow — then, between claims
    of one rank, the claimant nearest the discarder in turn order ("Development of the game": "it will always have
    priority the one that is to the right of the one that discarded it").
    """
    check_claims_made(claims, discarder)
    tier = tiers(reading)
    return min(claims, key=lambda c: (tier[c.shape], (c.player - discarder) % SEATS), default=None)


def apply_claim(hand: Hand, claim: Claim, discard: str) -> Hand:
    """The claimant's hand after the claim (``mahjong.set.exposed``).

    For a win the discard joins the hand; otherwise the tiles taken and the discard become a new exposed set on the
    table. After a kong the player also draws a replacement tile, which is not part of this hand.
    """
    if claim.shape == "win":
        return Hand(hand.concealed + Tiles.of([discard]), hand.melds)
    tiles = claim.tiles + Tiles.of([discard])
    return Hand(_minus(hand.concealed, claim.tiles), (*hand.melds, Meld(claim.shape, tiles, False)))


def own_turn_kongs(hand: Hand) -> list[Meld]:
    """The kongs a player may declare after drawing (``mahjong.kong.own-turn``), by kind in canonical order.

    Four like tiles in hand make a concealed kong; a tile in hand like a pung on the table makes that pung an
    exposed kong (``mahjong.set.exposed``). Either way a replacement tile is drawn.
    """
    pungs = {meld.lowest for meld in hand.melds if meld.shape == "pung"}
    kongs: list[Meld] = []
    for kind, n in zip(ALL_KINDS, hand.concealed.counts, strict=True):
        if n >= COPIES:
            kongs.append(Meld("kong", _times(kind, COPIES), True))
        elif n >= 1 and kind in pungs:
            kongs.append(Meld("kong", _times(kind, COPIES), False))
    return sorted(kongs, key=lambda meld: (KIND_INDEX[meld.lowest], not meld.concealed))


def apply_own_kong(hand: Hand, kong: Meld) -> Hand:
    """The hand after declaring ``kong`` (before the replacement tile): the tiles leave the hand for the table."""
    if kong.concealed:
        return Hand(_minus(hand.concealed, kong.tiles), (*hand.melds, kong))
    melds = tuple(meld for meld in hand.melds if not (meld.shape == "pung" and meld.lowest == kong.lowest))
    return Hand(_minus(hand.concealed, _times(kong.lowest, 1)), (*melds, kong))


def is_drawn(tiles_left: int) -> bool:
    """Whether the hand is drawn (``mahjong.game.drawn``, "End").

    It is when only fourteen tiles, or fewer, are left to draw and nobody has won.
    """
    if tiles_left < 0:
        raise InputError(f"tiles left to draw cannot be negative; got {tiles_left}")
    return tiles_left <= DRAWN_AT


DECIDED_BY: dict[str, object] = {
    "mahjong.claim.win": player_claims,
    "mahjong.claim.pung": player_claims,
    "mahjong.claim.kong": player_claims,
    "mahjong.claim.no-pung-fourth": player_claims,
    "mahjong.claim.chow": chow_claimant,
    "mahjong.claim.priority": resolve,
    "mahjong.kong.own-turn": own_turn_kongs,
    "mahjong.game.drawn": is_drawn,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = [
    "DRAWN_AT",
    "apply_claim",
    "apply_own_kong",
    "chow_claimant",
    "is_drawn",
    "legal_claims",
    "own_turn_kongs",
    "player_claims",
    "resolve",
    "tiers",
]
