"""Rule adequacy for classical mahjong: mutants of the engine's rules and the corpus inputs that tell them apart.

For the rule ids of ``spec/mahjong.toml`` this module holds *mutant engines* — the fast engine with one rule
implemented wrongly: dropped, negated, off by one, or changed into what a careless reading of the rulebook
(``mahjong-classical.txt``, translated from Spanish) would give. A mutant is the real engine with one function,
method or constant swapped inside a ``with`` block (:func:`mutated`, :class:`rulebook.core.mutation.mutants.RuleMutant`)
that always restores it; the engine files are never edited, and nothing swapped sits under a cache, so a mutant
leaves no trace. Rules of the hand's shape (chows, pungs, the pair) are broken through :class:`SetShapes`, a small
splitter of the tiles in hand whose set and pair shapes a mutant changes; with the shapes as written it gives the
engine's answers (``tests/mahjong/test_mutants.py``).

The candidates are the inputs of the committed corpus (``generated/mahjong/*.json``), each under its case's
readings, tried fewest tiles first (:func:`tiles_in`) and, among inputs of one size, those under the default readings
first (:func:`candidates`); each mutant's witness is the first on which it answers differently from the engine as
written (:func:`rulebook.core.mutation.mutants.find_witnesses`), and that base answer is the case's expected answer. So
the corpus already catches every mutant listed here; where the Z3 model answers the witness too and agrees,
``confirmed_by`` says so.

Every rule id has a mutant (:data:`MUTANTS`); :data:`CORPUS_GAPS` holds mutants the committed corpus does not
catch yet, each with a hand-worked input that does.

>>> from rulebook.mahjong.reading import DEFAULT
>>> wrapped = {"hand": "189m 456p 789s EE RdRdRd"}
>>> engine_answer("winning", wrapped, DEFAULT)["winning"]
False
>>> with mutated("mahjong.set.chow"):  # the first mutant of the rule: 8-9-1 is a chow
...     engine_answer("winning", wrapped, DEFAULT)
{'winning': True, 'splits': [['189m', '456p', '789s', 'EE', 'RdRdRd']]}
>>> engine_answer("winning", wrapped, DEFAULT)["winning"]
False
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.conform import load_corpus
from rulebook.core.mutation.mutants import (
    Candidate,
    Coverage,
    MutantEngine,
    Patch,
    RuleMutant,
    coverage,
    find_witnesses,
    mutant_of,
)
from rulebook.core.register import rule_ids
from rulebook.core.witnesses.witness import MutantKind, MutantWitness
from rulebook.mahjong.corpus import questions
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.engine import claims as engine_claims
from rulebook.mahjong.engine import scoring, settlement
from rulebook.mahjong.engine.claims import DRAWN_AT, chow_claimant
from rulebook.mahjong.engine.hand import SET_SIZE, Decomposition, Engine
from rulebook.mahjong.engine.scoring import PAIR_POINTS, Item, Score, Scorer, set_points
from rulebook.mahjong.hand import SEATS, Hand, Meld, Seat, Win
from rulebook.mahjong.inputs import hand_of
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.state import (
    NO_TILES,
    Claim,
    Situation,
    canonical,
    check_claims_made,
    claim_from_json,
    situation_from_json,
)
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, DRAGONS, HONOUR_KINDS, KIND_INDEX, SUIT_KINDS, WINDS, Tiles

GAME = "mahjong"
HAND_QUESTIONS = ("winning", "score", "claims")
"""The questions whose answers depend on what makes a winning hand (a claim to win does)."""
ASKS = {
    "winning": "is the hand winning, and how do its tiles split?",
    "score": "the hand's score: points, doublings, special hand, score",
    "settle": "every player's net gain",
    "claims": "every legal claim on the discard",
    "takes": "which claim takes the discard",
    "own-kongs": "the kongs the player may declare after drawing",
    "drawn": "is the hand drawn?",
}
"""Each corpus question in words, as a witness asks it."""

# ---------------------------------------------------------------------------------------------------------------
# The real engine's functions, captured before any mutant swaps them
# ---------------------------------------------------------------------------------------------------------------

_REAL_WINNER = Scorer.winner
_REAL_LOSER = Scorer.loser
_REAL_FINISH = Scorer._finish
_REAL_MELD_ITEMS = Scorer._meld_items
_REAL_PAIR_POINTS = Scorer.pair_points
_REAL_DOUBLINGS = Scorer._doublings
_REAL_SUIT_DOUBLINGS = Scorer._suit_doublings
_REAL_SETTLE = settlement.settle
_REAL_TIER = engine_claims._TIER

OWN_WIND, DRAGON, ONE_SUIT, PURE_SUIT = (
    "mahjong.double.own-wind",
    "mahjong.double.dragons",
    "mahjong.double.one-suit-honours",
    "mahjong.double.pure-suit",
)

# ---------------------------------------------------------------------------------------------------------------
# The shape of a hand: sets and the pair (mahjong.set.*), through a splitter whose shapes a mutant changes
# ---------------------------------------------------------------------------------------------------------------

Shape = tuple[int, ...]
"""A set or a pair as the sorted kind indices of its tiles (``(0, 1, 2)`` is 1-2-3 of characters)."""
SUITED = len(SUIT_KINDS)
"""Kinds 0..26 are suit tiles, 27..33 honours."""
RANK_COUNT = 9
WIND_START, DRAGON_START = KIND_INDEX["E"], KIND_INDEX["Rd"]


def _pungs() -> list[Shape]:
    return [(kind,) * 3 for kind in range(len(ALL_KINDS))]


def _chows() -> list[Shape]:
    return [
        (base + rank, base + rank + 1, base + rank + 2) for base in range(0, SUITED, RANK_COUNT) for rank in range(7)
    ]


def _pairs() -> list[Shape]:
    return [(kind, kind) for kind in range(len(ALL_KINDS))]


@dataclass(frozen=True)
class SetShapes:
    """What makes a set and what makes the pair; :meth:`splits` splits the tiles in hand into them.

    As written (:data:`AS_WRITTEN`; "Development of the game": "groups of 3 cards, which are of the same type, or
    which are followed", "an extra couple"): a pung is three alike of any kind (``mahjong.set.pung``), a chow three
    in a row of one suit, 1-2-3 to 7-8-9 (``mahjong.set.chow``), and the pair two alike (``mahjong.set.pair``).
    """

    sets: tuple[Shape, ...]
    pairs: tuple[Shape, ...]

    @property
    def _by_lowest(self) -> dict[int, list[Shape]]:
        found: dict[int, list[Shape]] = {}
        for shape in (*self.sets, *self.pairs):
            found.setdefault(shape[0], []).append(shape)
        return found

    def splits(self, counts: Sequence[int]) -> list[Decomposition]:
        """Every split of the counts into sets and, when their size is 2 mod 3, one pair (the engine's order).

        Groups within a split, and the splits, in canonical order of their kinds: what
        :meth:`rulebook.mahjong.engine.hand.Engine.decompositions` returns.
        """
        size = sum(counts)
        if size % SET_SIZE == 1 or max(counts, default=0) > COPIES:
            return []
        found = self._split(list(counts), self._by_lowest, size % SET_SIZE == 2)
        unique = sorted({tuple(sorted(split)) for split in found})
        return [tuple(tuple(ALL_KINDS[kind] for kind in group) for group in split) for split in unique]

    def _split(self, counts: list[int], by_lowest: dict[int, list[Shape]], pair_left: bool) -> list[tuple[Shape, ...]]:
        """The lowest kind held starts some group; try each group it can start."""
        lowest = next((kind for kind, n in enumerate(counts) if n), None)
        if lowest is None:
            return [] if pair_left else [()]
        found: list[tuple[Shape, ...]] = []
        for shape in by_lowest.get(lowest, []):
            is_pair = len(shape) == 2
            if (is_pair and not pair_left) or any(counts[kind] < n for kind, n in Counter(shape).items()):
                continue
            for kind in shape:
                counts[kind] -= 1
            found += [(shape, *rest) for rest in self._split(counts, by_lowest, pair_left and not is_pair)]
            for kind in shape:
                counts[kind] += 1
        return found

    def swap(self) -> tuple[Patch, ...]:
        """The engine deciding and splitting hands with these shapes."""

        def is_complete(engine: Engine, tiles: Tiles) -> bool:
            return bool(self.splits(tiles.counts))

        def decompositions(engine: Engine, tiles: Tiles) -> list[Decomposition]:
            return self.splits(tiles.counts)

        return (Engine, "is_complete", is_complete), (Engine, "decompositions", decompositions)


AS_WRITTEN = SetShapes(tuple(_pungs() + _chows()), tuple(_pairs()))
"""The set and pair shapes of the rulebook."""
WRAPPING_CHOWS = SetShapes(
    AS_WRITTEN.sets
    + tuple(
        shape
        for base in range(0, SUITED, RANK_COUNT)
        for shape in ((base, base + 7, base + 8), (base, base + 1, base + 8))
    ),
    AS_WRITTEN.pairs,
)
"""``mahjong.set.chow`` changed: 8-9-1 and 9-1-2 are chows too ("a chow does not wrap from 9 to 1")."""
HONOUR_CHOWS = SetShapes(
    (
        *AS_WRITTEN.sets,
        (WIND_START, WIND_START + 1, WIND_START + 2),
        (WIND_START + 1, WIND_START + 2, WIND_START + 3),
        (DRAGON_START, DRAGON_START + 1, DRAGON_START + 2),
    ),
    AS_WRITTEN.pairs,
)
"""``mahjong.set.chow`` negated for honours: winds in their order (E-S-W, S-W-N) and the three dragons make chows."""
NO_PUNGS = SetShapes(tuple(_chows()), AS_WRITTEN.pairs)
"""``mahjong.set.pung`` dropped: three alike are no set."""
HONOUR_PUNGS_ONLY = SetShapes(
    tuple(_chows()) + tuple(shape for shape in _pungs() if shape[0] >= SUITED), AS_WRITTEN.pairs
)
"""``mahjong.set.pung`` changed: only winds and dragons make pungs (three alike of a suit are no set)."""
ANY_PAIR = SetShapes(
    AS_WRITTEN.sets, tuple((low, high) for low in range(len(ALL_KINDS)) for high in range(low, len(ALL_KINDS)))
)
"""``mahjong.set.pair`` dropped: any two tiles complete the hand."""
SUIT_PAIR = SetShapes(
    AS_WRITTEN.sets,
    AS_WRITTEN.pairs + tuple((kind, kind + 1) for kind in range(SUITED) if kind % RANK_COUNT != RANK_COUNT - 1),
)
"""``mahjong.set.pair`` changed: two tiles in a row of one suit (5-6) make the pair too."""

# ---------------------------------------------------------------------------------------------------------------
# The winning form and kongs (mahjong.hand.standard-form, mahjong.set.kong): Engine.wins swapped
# ---------------------------------------------------------------------------------------------------------------


def _wins_in_hand_alone(engine: Engine, hand: Hand) -> bool:
    """``mahjong.hand.standard-form`` with the sets on the table dropped.

    The tiles in hand alone must make the four sets and the pair ("Development of the game": "4 groups of 3 ... an extra
    couple"; a set put on the table is one of the four).
    """
    return engine.is_winning(hand.concealed)


def _wins_at_any_size(engine: Engine, hand: Hand) -> bool:
    """``mahjong.hand.standard-form`` with the count of sets dropped.

    Tiles in hand that make sets and a pair win, however few the sets ("4 groups of 3 ... and an extra couple").
    """
    return len(hand.concealed) % SET_SIZE == 2 and engine.is_complete(hand.concealed)


def _wins_kongs_not_counted(engine: Engine, hand: Hand) -> bool:
    """``mahjong.set.kong`` dropped.

    A kong on the table is not one of the four sets ("Kong": "you equal four they are counted only like three").
    """
    missing = engine.reading.sets - sum(1 for meld in hand.melds if meld.shape != "kong")
    return missing >= 0 and len(hand.concealed) == SET_SIZE * missing + 2 and engine.is_complete(hand.concealed)


def _wins_fourteen_in_all(engine: Engine, hand: Hand) -> bool:
    """``mahjong.set.kong`` changed.

    The hand holds fourteen tiles in all, a kong's fourth tile among them, as if no replacement tile were drawn ("Kong":
    "it is necessary to take one more card, since you equal four they are counted only like three").
    """
    missing = engine.reading.sets - len(hand.melds)
    size = SET_SIZE * engine.reading.sets + 2
    return missing >= 0 and len(hand.all_tiles()) == size and engine.is_complete(hand.concealed)


# ---------------------------------------------------------------------------------------------------------------
# Scoring ("Punctuation"): Scorer methods and scoring constants swapped
# ---------------------------------------------------------------------------------------------------------------


def _melds_scored_concealed(scorer: Scorer, melds: tuple[Meld, ...]) -> list[Item]:
    """``mahjong.set.exposed`` dropped.

    A set claimed from a discard scores as one in hand ("Combinations put on the table" and "in hand" score
    differently).
    """
    return _REAL_MELD_ITEMS(scorer, tuple(Meld(meld.shape, meld.tiles, True) for meld in melds))


def _kongs_scored_exposed(scorer: Scorer, melds: tuple[Meld, ...]) -> list[Item]:
    """``mahjong.set.exposed`` negated for declared kongs.

    A kong of four tiles the player drew scores as exposed ("Kong": "If it forms it with card that has taken according
    to his shift it is a closed kong").
    """
    return _REAL_MELD_ITEMS(scorer, tuple(Meld(meld.shape, meld.tiles, False) for meld in melds))


def _pung_points_not_doubled(shape: str, kind: str, concealed: bool) -> int:
    """``mahjong.score.pung`` changed.

    A pung in hand scores as one on the table ("Combinations in hand": "Trio (from 2 to 8) 4 points", twice the 2 of one
    put on the table).
    """
    return set_points(shape, kind, concealed and shape != "pung")


def _chow_points(shape: str, kind: str, concealed: bool) -> int:
    """``mahjong.score.pung`` changed for chows.

    A chow on the table scores 2 like a pung of simples (the rulebook's tables list trios and quartets only, so a chow
    scores nothing).
    """
    return scoring.PUNG_POINTS["simple"] if shape == "chow" else set_points(shape, kind, concealed)


def _no_wind_pairs(scorer: Scorer, kind: str, seat: Seat) -> int:
    """``mahjong.score.pair`` dropped for winds: a pair of winds scores nothing ("Pair of Dragon or Wind 2 points")."""
    return 0 if kind in WINDS else _REAL_PAIR_POINTS(scorer, kind, seat)


def _no_dragon_pairs(scorer: Scorer, kind: str, seat: Seat) -> int:
    """``mahjong.score.pair`` dropped for dragons.

    A pair of dragons scores nothing ("Pair of Dragon or Wind 2 points").
    """
    return 0 if kind in DRAGONS else _REAL_PAIR_POINTS(scorer, kind, seat)


def _suit_pairs_score(scorer: Scorer, kind: str, seat: Seat) -> int:
    """``mahjong.score.pair`` changed: a pair of suit tiles scores 2 as well (only "Pair of Dragon or Wind" does)."""
    return PAIR_POINTS if kind in SUIT_KINDS else _REAL_PAIR_POINTS(scorer, kind, seat)


def _split_points(scorer: Scorer, split: Decomposition, seat: Seat, win: Win | None) -> int:
    return sum(item.points for item in scorer._split_items(split, seat, win or Win())[1])


def _winner_by_worst_split(
    scorer: Scorer, hand: Hand, seat: Seat, win: Win | None = None, splits: list[Decomposition] | None = None
) -> Score:
    """``mahjong.hand.best-split`` negated.

    The winner's hand is scored by the split that scores least (the hand is shown and scored as the player lays it out,
    "Punctuation"; the player lays out the best).
    """
    splits = scorer.engine.hand_splits(hand) if splits is None else splits
    if splits:
        splits = [min(splits, key=lambda split: _split_points(scorer, split, seat, win))]
    return _REAL_WINNER(scorer, hand, seat, win, splits)


def _winner_by_first_split(
    scorer: Scorer, hand: Hand, seat: Seat, win: Win | None = None, splits: list[Decomposition] | None = None
) -> Score:
    """``mahjong.hand.best-split`` changed.

    The winner's hand is scored by its first split in canonical order, not by the split that scores most.
    """
    splits = scorer.engine.hand_splits(hand) if splits is None else splits
    return _REAL_WINNER(scorer, hand, seat, win, splits[:1])


def _special(scorer: Scorer, score: int, special: str | None) -> int:
    """The special hand applied to a score as the engine applies it (reading ``special.value``)."""
    if special is None:
        return score
    first_tile = special == "mahjong.special.first-tile"
    value = scoring.FIRST_TILE_SCORE if first_tile else scoring.FIRST_DISCARD_SCORE
    return score + value if scorer.reading.special_value == "added" else max(score, value)


def _finish_without_bonus(
    scorer: Scorer, items: list[Item], bonus: int, doublings: list[str], special: str | None
) -> tuple[int, int]:
    """``mahjong.score.winner-bonus`` dropped: the winner adds nothing ("10 extra points to the one that wins")."""
    return _REAL_FINISH(scorer, items, 0, doublings, special)


def _finish_bonus_for_all(
    scorer: Scorer, items: list[Item], bonus: int, doublings: list[str], special: str | None
) -> tuple[int, int]:
    """``mahjong.score.winner-bonus`` changed.

    Every player adds the 10 points, winner or not ("to the one that wins"; the loser's score passes no bonus).
    """
    return _REAL_FINISH(scorer, items, bonus or scorer.reading.bonus, doublings, special)


def _finish_bonus_after_doubling(
    scorer: Scorer, items: list[Item], bonus: int, doublings: list[str], special: str | None
) -> tuple[int, int]:
    """``mahjong.score.winner-bonus`` changed.

    The 10 points are added after the doublings, not before ("It doubles the entire punctuation").
    """
    sets = sum(item.points for item in items)
    score = _special(scorer, sets * 2 ** len(doublings) + bonus, special)
    return sets + bonus, min(score, scorer.reading.cap)


def _finish_without_limit(
    scorer: Scorer, items: list[Item], bonus: int, doublings: list[str], special: str | None
) -> tuple[int, int]:
    """``mahjong.score.limit`` dropped.

    A hand scores what it adds up to ("if this number is exceeded it is counted like 300").
    """
    points = sum(item.points for item in items) + bonus
    return points, _special(scorer, points * 2 ** len(doublings), special)


def _finish_limit_before_doubling(
    scorer: Scorer, items: list[Item], bonus: int, doublings: list[str], special: str | None
) -> tuple[int, int]:
    """``mahjong.score.limit`` changed: the limit caps the points before they are doubled, not the score."""
    points = sum(item.points for item in items) + bonus
    return points, _special(scorer, min(points, scorer.reading.cap) * 2 ** len(doublings), special)


def _loser_rescored(
    change: Callable[[Scorer, Hand, Seat, tuple[str, ...]], tuple[str, ...]], *, capped: bool = True
) -> Callable[[Scorer, Hand, Seat], Score]:
    """The loser's score with its doublings changed by ``change`` (and the limit applied unless ``capped`` is off)."""

    def loser(scorer: Scorer, hand: Hand, seat: Seat) -> Score:
        score = _REAL_LOSER(scorer, hand, seat)
        doublings = change(scorer, hand, seat, score.doublings)
        value = score.points * 2 ** len(doublings)
        return replace(score, doublings=doublings, score=min(value, scorer.reading.cap) if capped else value)

    return loser


def _keep(scorer: Scorer, hand: Hand, seat: Seat, doublings: tuple[str, ...]) -> tuple[str, ...]:
    return doublings


def _without_dragons(scorer: Scorer, hand: Hand, seat: Seat, doublings: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(rule for rule in doublings if rule != DRAGON)


def _without_own_wind(scorer: Scorer, hand: Hand, seat: Seat, doublings: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(rule for rule in doublings if rule != OWN_WIND)


def _with_suit_doublings(rule: str) -> Callable[[Scorer, Hand, Seat, tuple[str, ...]], tuple[str, ...]]:
    def change(scorer: Scorer, hand: Hand, seat: Seat, doublings: tuple[str, ...]) -> tuple[str, ...]:
        return doublings + tuple(found for found in _REAL_SUIT_DOUBLINGS(scorer, hand) if found == rule)

    return change


def _loser_table_not_scored(scorer: Scorer, hand: Hand, seat: Seat) -> Score:
    """``mahjong.score.loser-hand`` dropped for the table.

    A loser scores the tiles in hand only, not the sets on the table ("the others must show his cards"; the sets put on
    the table score as the winner's do).
    """
    return _REAL_LOSER(scorer, Hand(hand.concealed), seat)


def _loser_counted(*, pungs_exposed: bool = False, four_as_kong: bool = False) -> Callable[[Scorer, Hand, Seat], Score]:
    """A loser's score with the tiles in hand counted wrongly (``mahjong.score.loser-hand``).

    Pungs in hand scored as
    on the table, or four alike in hand scored as a concealed kong (they are no kong: "Kong" is declared).
    """

    def loser(scorer: Scorer, hand: Hand, seat: Seat) -> Score:
        items = scorer._meld_items(hand.melds)
        for kind, count in zip(ALL_KINDS, hand.concealed.counts, strict=True):
            if count == COPIES and four_as_kong:
                items.append(Item((kind,) * COPIES, "kong", True, set_points("kong", kind, True), "mahjong.score.kong"))
            elif count >= SET_SIZE:
                concealed = not pungs_exposed
                points = set_points("pung", kind, concealed)
                items.append(Item((kind,) * SET_SIZE, "pung", concealed, points, "mahjong.score.pung"))
            elif count == 2 and kind in HONOUR_KINDS and scorer.reading.loser_pairs == "yes":
                points = scorer.pair_points(kind, seat)
                if points:
                    items.append(Item((kind, kind), "pair", True, points, "mahjong.score.pair"))
        doublings = scorer._doublings([item.tiles[0] for item in items if item.shape in ("pung", "kong")], seat)
        points, score = scorer._finish(items, 0, doublings, None)
        return Score(tuple(items), 0, points, tuple(doublings), None, score)

    return loser


def _doublings_without(rule: str) -> Callable[[Scorer, list[str], Seat], list[str]]:
    """The own-wind and dragon doublings with ``rule``'s left out."""

    def doublings(scorer: Scorer, pung_kinds: list[str], seat: Seat) -> list[str]:
        return [found for found in _REAL_DOUBLINGS(scorer, pung_kinds, seat) if found != rule]

    return doublings


def _any_wind_doubles(scorer: Scorer, pung_kinds: list[str], seat: Seat) -> list[str]:
    """``mahjong.double.own-wind`` changed.

    A pung or kong of any wind doubles ("Three or four of the proper winds of the player").
    """
    others = [OWN_WIND for kind in pung_kinds if kind in WINDS and kind != seat.wind]
    return _REAL_DOUBLINGS(scorer, pung_kinds, seat) + others


def _no_one_suit_doubling(scorer: Scorer, hand: Hand) -> list[str]:
    """``mahjong.double.one-suit-honours`` dropped.

    "The whole hand of a stick (circles, bambúes or characters), with Dragons or Winds ... It doubles the entire
    punctuation": the mutant never doubles for it.
    """
    return [found for found in _REAL_SUIT_DOUBLINGS(scorer, hand) if found != ONE_SUIT]


def _suits_in_hand_only(scorer: Scorer, hand: Hand) -> list[str]:
    """``mahjong.double.one-suit-honours`` changed.

    Only the tiles in hand are looked at, not the sets on the table ("The whole hand of a stick": the sets on the table
    are part of the hand).
    """
    return _REAL_SUIT_DOUBLINGS(scorer, Hand(hand.concealed))


# ---------------------------------------------------------------------------------------------------------------
# Settlement ("Punctuation"; "End" for a drawn hand): settle swapped where it is looked up
# ---------------------------------------------------------------------------------------------------------------

Settle = Callable[[Sequence[int], int | None, int, Reading], tuple[int, ...]]


def _settle_with(mistake: str) -> Settle:
    """:func:`rulebook.mahjong.engine.settlement.settle` with one mistake (each named where the mutant is listed)."""

    def settle(scores: Sequence[int], winner: int | None, east: int, reading: Reading = DEFAULT) -> tuple[int, ...]:
        net = [0] * len(scores)
        if winner is None and mistake != "drawn-settles":
            return tuple(net)

        def pay(payer: int, payee: int, amount: int) -> None:
            doubled = payee == east if mistake == "east-receives-double-only" else east in (payer, payee)
            doubled = doubled and (reading.east_double == "every" or winner in (payer, payee))
            factor = settlement.EAST_FACTOR if doubled else 1
            net[payer] -= amount * factor
            net[payee] += amount * factor

        losers = [player for player in range(len(scores)) if player != winner]
        if winner is not None and mistake != "winner-unpaid":
            for loser in losers:
                pay(loser, winner, scores[loser] if mistake == "loser-pays-own" else scores[winner])
        if mistake != "losers-unsettled":
            for first, second in itertools.combinations(losers, 2):
                low, high = (first, second) if scores[first] < scores[second] else (second, first)
                payer, payee = (high, low) if mistake == "higher-pays" else (low, high)
                pay(payer, payee, scores[high] - scores[low])
        return tuple(net)

    return settle


def _settle_patches(mistake: str) -> tuple[Patch, ...]:
    """Swap ``settle`` in the settlement module and where the corpus questions imported it."""
    mutant = _settle_with(mistake)
    return (settlement, "settle", mutant), (questions, "settle", mutant)


# ---------------------------------------------------------------------------------------------------------------
# Claims, kongs on one's own turn, the drawn game ("Development of the game", "End"): engine.claims swapped
# ---------------------------------------------------------------------------------------------------------------


def _times(kind: str, n: int) -> Tiles:
    return Tiles.of([kind] * n)


def _player_claims_with(mistake: str) -> Callable[[Situation, int, Reading], list[Claim]]:
    """:func:`rulebook.mahjong.engine.claims.player_claims` with one mistake (named where the mutant is listed)."""

    def player_claims(situation: Situation, player: int, reading: Reading) -> list[Claim]:
        hand, discard = situation.hands[player], situation.discard
        held = hand.concealed.count(discard)
        if player == situation.discarder:
            own_pung = mistake == "pung-own" and held >= 2
            return [Claim(player, "pung", _times(discard, 2))] if own_pung else []
        claims: list[Claim] = []
        completed = Hand(hand.concealed + Tiles.of([discard]), hand.melds)
        if mistake != "win-dropped" and engine_claims._engine(reading).wins(completed):
            claims.append(Claim(player, "win", NO_TILES))
        on_table = any(meld.shape == "pung" and meld.lowest == discard for meld in hand.melds)
        kong_needs = 2 if mistake == "kong-with-two" else COPIES - 1
        if mistake != "kong-dropped" and held >= kong_needs and not on_table:
            claims.append(Claim(player, "kong", _times(discard, held)))
        if mistake == "pung-fourth" and on_table:
            claims.append(Claim(player, "kong", NO_TILES))
        if held >= (1 if mistake == "pung-with-one" else 2):
            claims.append(Claim(player, "pung", _times(discard, min(held, 2))))
        if mistake == "chow-anyone" or player == chow_claimant(situation.discarder, reading):
            pairs = engine_claims._chow_pairs(hand.concealed, discard)
            claims += [Claim(player, "chow", pair) for pair in (pairs[:1] if mistake == "chow-one-run" else pairs)]
        return canonical(claims)

    return player_claims


def _claims_patch(mistake: str) -> Patch:
    return engine_claims, "player_claims", _player_claims_with(mistake)


def _resolve_farthest(claims: Sequence[Claim], discarder: int, reading: Reading) -> Claim | None:
    """``mahjong.claim.priority`` negated for ties.

    Between claims of one rank the claimant farthest from the discarder in turn order takes the discard ("it will always
    have priority the one that is to the right of the one that discarded it").
    """
    check_claims_made(claims, discarder)
    tier = engine_claims.tiers(reading)
    return min(claims, key=lambda claim: (tier[claim.shape], -((claim.player - discarder) % SEATS)), default=None)


CHOW_BEFORE_PUNG = {**_REAL_TIER, "pung-first": {"win": 0, "chow": 1, "kong": 2, "pung": 2}}
"""``mahjong.claim.priority`` negated: a chow before a pung or kong ("Pong: It is the opportunity that any player
has of claiming a newly discarded card")."""
PUNG_BEFORE_WIN = {
    "pung-first": {"kong": 0, "pung": 0, "win": 1, "chow": 2},
    "turn-order": {"kong": 0, "pung": 0, "chow": 0, "win": 1},
}
"""``mahjong.claim.priority`` changed: a pung or kong before a win (the discard that "gives the victory" comes
first under either reading)."""


def _own_kongs_with(mistake: str) -> Callable[[Hand], list[Meld]]:
    """:func:`rulebook.mahjong.engine.claims.own_turn_kongs` with one mistake (named where the mutant is listed)."""

    def own_turn_kongs(hand: Hand) -> list[Meld]:
        pungs = {meld.lowest for meld in hand.melds if meld.shape == "pung"}
        kongs: list[Meld] = []
        for kind, n in zip(ALL_KINDS, hand.concealed.counts, strict=True):
            if n >= (SET_SIZE if mistake == "three-alike" else COPIES) and mistake != "no-concealed":
                kongs.append(Meld("kong", _times(kind, COPIES), True))
            elif n >= 1 and kind in pungs and mistake != "no-added":
                kongs.append(Meld("kong", _times(kind, COPIES), mistake == "added-concealed"))
        return sorted(kongs, key=lambda meld: (KIND_INDEX[meld.lowest], not meld.concealed))

    return own_turn_kongs


# ---------------------------------------------------------------------------------------------------------------
# The mutants, rule by rule (spec/mahjong.toml order)
# ---------------------------------------------------------------------------------------------------------------


def _mutant(rule: str, kind: MutantKind, description: str, *patches: Patch, asked: tuple[str, ...] = ()) -> RuleMutant:
    return RuleMutant.patching(rule, kind, description, *patches, questions=asked)


def _wins(function: Callable[[Engine, Hand], bool]) -> Patch:
    return Engine, "wins", function


def _scorer(name: str, function: object) -> Patch:
    return Scorer, name, function


SCORE = ("score",)
MUTANTS: tuple[RuleMutant, ...] = (
    _mutant(
        "mahjong.hand.standard-form",
        "dropped",
        "the sets on the table are not counted: the tiles in hand alone must make four sets and a pair",
        _wins(_wins_in_hand_alone),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.hand.standard-form",
        "dropped",
        "the number of sets is not counted: tiles in hand that make sets and a pair win, however few",
        _wins(_wins_at_any_size),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.pung",
        "dropped",
        "three alike are no set",
        *NO_PUNGS.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.pung",
        "changed",
        "only winds and dragons make pungs: three alike of a suit are no set",
        *HONOUR_PUNGS_ONLY.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.chow",
        "changed",
        "a chow wraps from 9 to 1: 8-9-1 and 9-1-2 are chows",
        *WRAPPING_CHOWS.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.chow",
        "negated",
        "winds (E-S-W, S-W-N) and the three dragons make chows",
        *HONOUR_CHOWS.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.pair",
        "dropped",
        "any two tiles make the pair",
        *ANY_PAIR.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.pair",
        "changed",
        "two tiles in a row of one suit (5-6) make the pair too",
        *SUIT_PAIR.swap(),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.kong",
        "dropped",
        "a kong on the table is not counted as one of the four sets",
        _wins(_wins_kongs_not_counted),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.kong",
        "changed",
        "a hand holds fourteen tiles in all, a kong's fourth tile among them (no replacement tile)",
        _wins(_wins_fourteen_in_all),
        asked=HAND_QUESTIONS,
    ),
    _mutant(
        "mahjong.set.exposed",
        "dropped",
        "a set claimed from a discard scores as one in hand",
        _scorer("_meld_items", _melds_scored_concealed),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.set.exposed",
        "negated",
        "a declared kong of four drawn tiles scores as exposed",
        _scorer("_meld_items", _kongs_scored_exposed),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.hand.best-split",
        "negated",
        "the winner's hand is scored by the split that scores least",
        _scorer("winner", _winner_by_worst_split),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.hand.best-split",
        "changed",
        "the winner's hand is scored by its first split in canonical order",
        _scorer("winner", _winner_by_first_split),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pung",
        "changed",
        "a pung of terminals, winds or dragons scores as one of simples (2 exposed, 4 concealed)",
        (scoring, "PUNG_POINTS", {"simple": 2, "major": 2}),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pung",
        "dropped",
        "a pung in hand scores as one on the table (not doubled)",
        (scoring, "set_points", _pung_points_not_doubled),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pung",
        "changed",
        "a chow on the table scores 2 points like a pung of simples",
        (scoring, "set_points", _chow_points),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.kong",
        "changed",
        "a kong scores as a pung (2 or 4 exposed, 4 or 8 concealed)",
        (scoring, "KONG_POINTS", dict(scoring.PUNG_POINTS)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.kong",
        "changed",
        "a kong of terminals, winds or dragons scores as one of simples (8 exposed, 16 concealed)",
        (scoring, "KONG_POINTS", {"simple": 8, "major": 8}),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pair",
        "dropped",
        "a pair of winds scores nothing",
        _scorer("pair_points", _no_wind_pairs),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pair",
        "dropped",
        "a pair of dragons scores nothing",
        _scorer("pair_points", _no_dragon_pairs),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.pair",
        "changed",
        "a pair of suit tiles scores 2 points too",
        _scorer("pair_points", _suit_pairs_score),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.winner-bonus",
        "dropped",
        "the winner adds no bonus",
        _scorer("_finish", _finish_without_bonus),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.winner-bonus",
        "changed",
        "the winner's bonus is added after the doublings",
        _scorer("_finish", _finish_bonus_after_doubling),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.winner-bonus",
        "changed",
        "every player adds the bonus, winner or not",
        _scorer("_finish", _finish_bonus_for_all),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.loser-hand",
        "dropped",
        "a loser's sets on the table score nothing",
        _scorer("loser", _loser_table_not_scored),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.loser-hand",
        "changed",
        "a loser's pungs in hand score as exposed",
        _scorer("loser", _loser_counted(pungs_exposed=True)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.loser-hand",
        "changed",
        "four alike in a loser's hand score as a concealed kong",
        _scorer("loser", _loser_counted(four_as_kong=True)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.own-wind",
        "dropped",
        "a pung or kong of the player's own wind does not double",
        _scorer("_doublings", _doublings_without(OWN_WIND)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.own-wind",
        "changed",
        "a pung or kong of any wind doubles",
        _scorer("_doublings", _any_wind_doubles),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.own-wind",
        "changed",
        "the own-wind doubling is the winner's only",
        _scorer("loser", _loser_rescored(_without_own_wind)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.dragons",
        "dropped",
        "a pung or kong of dragons does not double",
        _scorer("_doublings", _doublings_without(DRAGON)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.dragons",
        "changed",
        "the dragon doubling is the winner's only",
        _scorer("loser", _loser_rescored(_without_dragons)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.one-suit-honours",
        "dropped",
        "one suit with winds or dragons does not double",
        _scorer("_suit_doublings", _no_one_suit_doubling),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.one-suit-honours",
        "changed",
        "the suits are read off the tiles in hand only, not the sets on the table",
        _scorer("_suit_doublings", _suits_in_hand_only),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.one-suit-honours",
        "changed",
        "a loser's hand of one suit with winds or dragons doubles too",
        _scorer("loser", _loser_rescored(_with_suit_doublings(ONE_SUIT))),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.pure-suit",
        "off-by-one",
        "a hand of one suit doubles twice (x4), not three times (x8)",
        (scoring, "PURE_SUIT_DOUBLINGS", scoring.PURE_SUIT_DOUBLINGS - 1),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.pure-suit",
        "dropped",
        "a hand of one suit does not double",
        (scoring, "PURE_SUIT_DOUBLINGS", 0),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.double.pure-suit",
        "changed",
        "a loser's hand of one suit doubles three times too",
        _scorer("loser", _loser_rescored(_with_suit_doublings(PURE_SUIT))),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.special.first-tile",
        "changed",
        "winning on the first tile drawn scores 150, as on the first discard",
        (scoring, "FIRST_TILE_SCORE", scoring.FIRST_DISCARD_SCORE),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.special.first-tile",
        "dropped",
        "winning on the first tile drawn scores the hand's own points",
        (scoring, "FIRST_TILE_SCORE", 0),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.special.first-discard",
        "changed",
        "winning on the first discard scores 300, as on the first tile drawn",
        (scoring, "FIRST_DISCARD_SCORE", scoring.FIRST_TILE_SCORE),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.special.first-discard",
        "dropped",
        "winning on the first discard scores the hand's own points",
        (scoring, "FIRST_DISCARD_SCORE", 0),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.limit",
        "dropped",
        "no limit: a hand scores what it adds up to",
        _scorer("_finish", _finish_without_limit),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.limit",
        "changed",
        "the limit caps the points before the doublings, not the score",
        _scorer("_finish", _finish_limit_before_doubling),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.score.limit",
        "changed",
        "the limit is the winner's only: a loser's score is not capped",
        _scorer("loser", _loser_rescored(_keep, capped=False)),
        asked=SCORE,
    ),
    _mutant(
        "mahjong.settle.winner",
        "dropped",
        "the losers do not pay the winner",
        *_settle_patches("winner-unpaid"),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.settle.winner",
        "changed",
        "each loser pays the winner the loser's own score, not the winner's",
        *_settle_patches("loser-pays-own"),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.settle.losers",
        "dropped",
        "the losers do not pay each other",
        *_settle_patches("losers-unsettled"),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.settle.losers",
        "negated",
        "between two losers the higher score pays the lower the difference",
        *_settle_patches("higher-pays"),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.settle.east-double",
        "dropped",
        "East pays and receives as the others do",
        (settlement, "EAST_FACTOR", 1),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.settle.east-double",
        "changed",
        "East receives double but pays single",
        *_settle_patches("east-receives-double-only"),
        asked=("settle",),
    ),
    _mutant(
        "mahjong.claim.chow",
        "dropped",
        "any player but the discarder may claim a chow",
        _claims_patch("chow-anyone"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.chow",
        "changed",
        "a chow is claimed with the lowest run only, not with every run the hand holds",
        _claims_patch("chow-one-run"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.pung",
        "off-by-one",
        "one tile like the discard is enough for a pung",
        _claims_patch("pung-with-one"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.pung",
        "dropped",
        "the discarder may claim his own discard for a pung",
        _claims_patch("pung-own"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.kong",
        "dropped",
        "a discard is never claimed for a kong",
        _claims_patch("kong-dropped"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.kong",
        "off-by-one",
        "two tiles like the discard are enough for a kong",
        _claims_patch("kong-with-two"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.no-pung-fourth",
        "dropped",
        "a discard may turn a pung on the table into a kong",
        _claims_patch("pung-fourth"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.win",
        "dropped",
        "a discard is never claimed to win",
        _claims_patch("win-dropped"),
        asked=("claims",),
    ),
    _mutant(
        "mahjong.claim.priority",
        "negated",
        "a chow comes before a pung or kong",
        (engine_claims, "_TIER", CHOW_BEFORE_PUNG),
        asked=("takes",),
    ),
    _mutant(
        "mahjong.claim.priority",
        "changed",
        "a pung or kong comes before a win",
        (engine_claims, "_TIER", PUNG_BEFORE_WIN),
        asked=("takes",),
    ),
    _mutant(
        "mahjong.claim.priority",
        "negated",
        "between claims of one rank the claimant farthest from the discarder takes it",
        (engine_claims, "resolve", _resolve_farthest),
        asked=("takes",),
    ),
    _mutant(
        "mahjong.kong.own-turn",
        "dropped",
        "four alike in hand cannot be declared a kong",
        (engine_claims, "own_turn_kongs", _own_kongs_with("no-concealed")),
        asked=("own-kongs",),
    ),
    _mutant(
        "mahjong.kong.own-turn",
        "dropped",
        "a tile in hand cannot be added to a pung on the table",
        (engine_claims, "own_turn_kongs", _own_kongs_with("no-added")),
        asked=("own-kongs",),
    ),
    _mutant(
        "mahjong.kong.own-turn",
        "changed",
        "a pung on the table with a tile added becomes a concealed kong",
        (engine_claims, "own_turn_kongs", _own_kongs_with("added-concealed")),
        asked=("own-kongs",),
    ),
    _mutant(
        "mahjong.kong.own-turn",
        "off-by-one",
        "three alike in hand may be declared a kong",
        (engine_claims, "own_turn_kongs", _own_kongs_with("three-alike")),
        asked=("own-kongs",),
    ),
    _mutant(
        "mahjong.game.drawn",
        "off-by-one",
        "the hand is drawn only when fewer than fourteen tiles are left",
        (engine_claims, "DRAWN_AT", DRAWN_AT - 1),
        asked=("drawn",),
    ),
    _mutant(
        "mahjong.game.drawn",
        "off-by-one",
        "the hand is drawn when fifteen tiles are left",
        (engine_claims, "DRAWN_AT", DRAWN_AT + 1),
        asked=("drawn",),
    ),
    _mutant(
        "mahjong.game.drawn",
        "changed",
        "in a drawn hand the players still pay each other the differences of their scores",
        *_settle_patches("drawn-settles"),
        asked=("settle",),
    ),
)
"""Every mutant, in the register's rule order; each one's witness is in the committed corpus."""

CORPUS_GAPS: tuple[RuleMutant, ...] = ()
"""Mutants the committed corpus does not catch (no case tells them from the rule); ``tests/mahjong/test_mutants.py``
holds a hand-worked input for each that does. None now: the two that were here (the best split scored by the first
split, a loser's one suit with honours doubling) are caught by the sweep matrix's cases (the best split's threshold
cells, one suit with honours' ``winner`` pair) and are among :data:`MUTANTS`."""

# ---------------------------------------------------------------------------------------------------------------
# Candidates and witnesses
# ---------------------------------------------------------------------------------------------------------------


def tiles_in(question: str, data: Mapping[str, Any]) -> int:
    """How many tiles an input shows: the hand and its sets, the four hands and the discard, the claims' tiles.

    A settlement or a count of tiles left shows none.
    """
    if question in ("winning", "score", "own-kongs"):
        return len(hand_of(data).all_tiles())
    if question == "claims":
        return len(situation_from_json(data).all_tiles())
    if question == "takes":
        return sum(len(claim_from_json(claim).tiles) for claim in data.get("claims", []))
    return 0


def _candidate(case: Case) -> Candidate:
    asks = ASKS.get(case.question, case.question)
    if case.readings:
        asks += " (under " + ", ".join(f"{key}={value}" for key, value in sorted(case.readings.items())) + ")"
    return Candidate(
        question=case.question,
        input=case.input,
        reading=Reading.from_mapping(case.readings),
        size=tiles_in(case.question, case.input),
        expected=case.expected,
        label=f"case {case.id}",
        asks=asks,
    )


@cache
def candidates() -> tuple[Candidate, ...]:
    """Every case of the committed corpus as a candidate, the default readings first.

    The harness tries them fewest tiles first; among inputs of one size, the default readings go first. A case that
    expects its input refused (a fifth tile of a kind, ``{"error": true}``) is no candidate: it has no answer to tell
    a rule mutant by, and no tiles to count.
    """
    cases, _ = load_corpus(GAME)
    asked = [case for case in cases if not case.expects_error]
    return tuple(_candidate(case) for case in sorted(asked, key=lambda case: bool(case.readings)))


_CONFIRMED: dict[tuple[str, str, Reading], bool] = {}


def _confirm(candidate: Candidate, base: Any) -> tuple[str, ...]:
    """``("engine", "model")`` when the Z3 model gives the engine's answer as written too."""
    key = (candidate.question, json.dumps(candidate.input, sort_keys=True), candidate.reading)
    if key not in _CONFIRMED:
        _CONFIRMED[key] = model_answer(candidate.question, candidate.input, candidate.reading) == base
    return ("engine", "model") if _CONFIRMED[key] else ("engine",)


@cache
def _witnesses(mutants: tuple[RuleMutant, ...]) -> tuple[MutantWitness, ...]:
    found = find_witnesses(
        mutants, candidates(), engine_answer, confirm=_confirm, source="inputs of the committed corpus"
    )
    return tuple(found)


def all_mutants() -> list[MutantWitness]:
    """Every mutant of :data:`MUTANTS` with its witness from the committed corpus, in rule order."""
    return list(_witnesses(MUTANTS))


def uncovered() -> Coverage:
    """What :data:`MUTANTS` and their witnesses leave uncovered (:func:`rulebook.core.mutation.mutants.coverage`)."""
    return coverage(rule_ids(GAME), MUTANTS, all_mutants())


def mutant_engines() -> list[MutantEngine]:
    """Every mutant of :data:`MUTANTS` as a whole engine: the corpus's answers with its swap in place."""
    from rulebook.mahjong.corpus.questions import engine_answer

    return [MutantEngine.swapped(rule_mutant.mutant, rule_mutant.swap, engine_answer) for rule_mutant in MUTANTS]


def mutated(rule: str) -> AbstractContextManager[None]:
    """The engine with ``rule``'s first mutant swapped in; :class:`InputError` for a rule with no mutant."""
    return mutant_of(MUTANTS, rule, "classical mahjong").swap()


__all__ = [
    "ASKS",
    "AS_WRITTEN",
    "CORPUS_GAPS",
    "MUTANTS",
    "SetShapes",
    "all_mutants",
    "candidates",
    "mutant_engines",
    "mutated",
    "tiles_in",
    "uncovered",
]
