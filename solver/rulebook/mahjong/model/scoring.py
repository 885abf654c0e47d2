"""Scoring and settlement of classical mahjong as Z3 constraints (declarative; never uses the fast engine).

Rulebook ``mahjong-classical.txt``, "Punctuation" (rule ids and readings in ``spec/mahjong.toml``). Every player
shows the hand and scores it from two tables — "Combinations put on the table" (exposed) and "Combinations in hand"
(concealed) — the winner adds a bonus, some sets double "the entire punctuation", the winner alone has four more
bonuses, and no hand scores more than the limit. Then the winner is paid his score by each loser, the losers pay
each other differences, and "The East always receives or pays the double that others".

The model states those sentences over integer variables and lets Z3 find the values. The question's inputs — the
tiles held of every kind, the sets on the table, the seat wind, how the hand was won, the scores at the table —
are variables too, fixed by each question inside ``push``/``pop``, so one solver per question shape serves every
hand. Each rule's constraints are tracked under its rule id (``assert_and_track``):

* ``mahjong.hand.standard-form``, ``mahjong.set.*`` — the winner's tiles in hand split into the sets missing
  besides those on the table, and a pair (the rules of :mod:`rulebook.mahjong.model.hand`, reused).
* ``mahjong.score.pung`` / ``mahjong.score.kong`` — points of a pung or kong by its kind (simples 2..8, or
  terminals and honours) and where it lies (on the table, or in hand / declared concealed; reading
  ``score.discard-pung``: the winner's pung completed by the winning discard as in hand or as on the table). Chows
  score nothing.
* ``mahjong.score.pair`` — a pair of dragons, or of winds (any, or the player's own: reading ``score.wind-pair``),
  scores 2.
* ``mahjong.score.winner-bonus`` — the winner adds 10 or 20 (reading ``score.winner-bonus``); the points are the
  sets, the pair and the bonus, and the bonus is doubled with them (reading ``score.bonus-order=before-doubling``)
  or added once they are doubled (``after-doubling``).
* ``mahjong.score.loser-hand`` — a loser's hand is not split: a kind held three or four times in hand is a
  concealed pung, an honour held twice a pair (reading ``score.loser-pairs``).
* ``mahjong.double.own-wind`` (reading ``double.prevailing-wind``: the round's wind too), ``mahjong.double.dragons``
  (reading ``double.dragons``),
  ``mahjong.double.one-suit-honours`` (reading ``double.one-suit-honours``), ``mahjong.double.pure-suit`` — how
  many times the points double.
* ``mahjong.special.first-tile``, ``mahjong.special.first-discard`` — the special hands' values, and how they meet
  the hand's own score (reading ``special.value``) and when: before or after the doubling (reading
  ``special.order``).
* ``mahjong.score.limit`` — the score is at most the limit (reading ``score.limit``), the last step.
* ``mahjong.hand.best-split`` — the winner's score is the most any split gives: the solver finds a split, then is
  asked for a better one until there is none (so the answer is proved optimal).
* ``mahjong.settle.winner``, ``mahjong.settle.losers``, ``mahjong.settle.east-double`` (reading
  ``settle.east-double``: every payment of East's doubled, or only those with the winner), ``mahjong.game.drawn`` —
  every payment between two players, and each player's net gain.

Two helper groups carry no rule of their own: ``mahjong.double`` adds up the doublings and doubles the points
that many times ("Every bonus accumulates"), and ``mahjong.special`` combines the special hand with the hand's
own score.

>>> from rulebook.mahjong.hand import Seat, make_hand
>>> result = ScoringModel().winner(make_hand("111m 456p 789s RdRd", ["WWW"]), Seat("W"))
>>> result.points, result.doublings, result.score  # 8 (1m in hand) + 4 (W on the table) + 2 (Rd pair) + 10; W doubles
(24, 1, 48)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import Rules, check, int_value, track
from rulebook.mahjong.hand import Hand, Seat, Table, Win
from rulebook.mahjong.model.hand import (
    PAIR_SIZE,
    PUNG_SIZE,
    Decomposition,
    Split,
    rules,
)
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import ALL_KINDS, DRAGONS, HONOUR_KINDS, KIND_INDEX, SUITS, WINDS

BEST_SPLIT = "mahjong.hand.best-split"
SCORE_PUNG = "mahjong.score.pung"
SCORE_KONG = "mahjong.score.kong"
SCORE_PAIR = "mahjong.score.pair"
WINNER_BONUS = "mahjong.score.winner-bonus"
LOSER_HAND = "mahjong.score.loser-hand"
LIMIT = "mahjong.score.limit"
OWN_WIND = "mahjong.double.own-wind"
DRAGON_DOUBLE = "mahjong.double.dragons"
ONE_SUIT_HONOURS = "mahjong.double.one-suit-honours"
PURE_SUIT = "mahjong.double.pure-suit"
FIRST_TILE = "mahjong.special.first-tile"
FIRST_DISCARD = "mahjong.special.first-discard"
SETTLE_WINNER = "mahjong.settle.winner"
SETTLE_LOSERS = "mahjong.settle.losers"
EAST_DOUBLE = "mahjong.settle.east-double"
DRAWN = "mahjong.game.drawn"
DOUBLING = "mahjong.double"
"""Not a rule of its own: the doublings accumulate, and the points double once for each."""
SPECIAL = "mahjong.special"
"""Not a rule of its own: how a special hand's value meets the hand's own score (reading ``special.value``)."""

# Rulebook, "Punctuation": the two tables, as (exposed, concealed) points.
PUNG_SIMPLES = (2, 4)
"""'Trio (from 2 to 8) 2 points' on the table, '4 points' in hand."""
PUNG_MAJOR = (4, 8)
"""'Trio (1 ó 9)', 'Wind trio', 'Trio of Dragon': 4 on the table, 8 in hand."""
KONG_SIMPLES = (8, 16)
"""'Quartet (from 2 to 8) 8 points' on the table, '16 points' in hand."""
KONG_MAJOR = (16, 32)
"""'Quartet (1 ó 9)', 'Wind quartet', 'Quartet of Dragon': 16 on the table, 32 in hand."""
HONOUR_PAIR = 2
"""'Pair of Dragon or Wind 2 points' (both tables)."""
FIRST_TILE_VALUE = 300
"""'To complete the game with the first card that takes the hand (East). 300 points.'"""
FIRST_DISCARD_VALUE = 150
"""'To complete the hand with the first discarded card ... 150 points.'"""
PURE_SUIT_DOUBLINGS = 3
"""'It multiplies by eight the punctuation (it doubles it 3 times).'"""
EAST_FACTOR = 2
"""'The East always receives or pays the double that others.'"""
PLAYERS = 4
MAX_DOUBLINGS = 8
"""More doublings than any hand can hold (own and round wind 2, dragons 3, one suit with honours 1; one suit only 3
alone): the doubling If-chain."""
NO_WINNER = -1


def _is_major(kind: str) -> bool:
    """Terminals (rank 1 or 9), winds and dragons; every other kind is a simple (rank 2 to 8)."""
    return kind in HONOUR_KINDS or kind[0] in "19"


def _suit_of(kind: str) -> str | None:
    """The suit letter of a suit tile; None for a wind or a dragon."""
    return None if kind in HONOUR_KINDS else kind[-1]


@dataclass(frozen=True)
class ModelScore:
    """A player's score as the model finds it (the same figures as the engine's ``Score``)."""

    points: int
    """Sets, pairs and the winner's bonus: the figure the doublings multiply."""
    doublings: int
    """How many times the points double (one suit only counts 3)."""
    special: str | None
    """The special hand's rule id, when one applies."""
    score: int
    """After doublings, the special hand and the limit."""
    split: Decomposition | None = None
    """The winner's best split of the tiles in hand (None for a loser)."""


@dataclass(frozen=True)
class Inputs:
    """The question's facts as variables: tiles held, sets on the table by kind and sort, seat wind, how won."""

    held: tuple[z3.ArithRef, ...]
    """Tiles of each kind in hand."""
    table: tuple[z3.ArithRef, ...]
    """Tiles of each kind in the sets on the table (chows included)."""
    exposed_pungs: tuple[z3.ArithRef, ...]
    exposed_kongs: tuple[z3.ArithRef, ...]
    concealed_kongs: tuple[z3.ArithRef, ...]
    own: tuple[z3.BoolRef, ...]
    """Whether each kind is the player's own wind."""
    prevailing: tuple[z3.BoolRef, ...]
    """Whether each kind is the round's (prevailing) wind (all false when the question gives none)."""
    discard: tuple[z3.BoolRef, ...]
    """Whether each kind is the winning discard's (all false when the question gives none)."""
    first_tile: z3.BoolRef
    first_discard: z3.BoolRef

    @classmethod
    def variables(cls, name: str) -> Inputs:
        """Fresh input variables for every kind."""

        def ints(what: str) -> tuple[z3.ArithRef, ...]:
            return tuple(z3.Int(f"{name}.{what}.{kind}") for kind in ALL_KINDS)

        own = tuple(z3.Bool(f"{name}.own.{kind}") for kind in ALL_KINDS)
        prevailing = tuple(z3.Bool(f"{name}.prevailing.{kind}") for kind in ALL_KINDS)
        return cls(
            ints("held"),
            ints("table"),
            ints("exposed-pungs"),
            ints("exposed-kongs"),
            ints("concealed-kongs"),
            own,
            prevailing,
            tuple(z3.Bool(f"{name}.discard.{kind}") for kind in ALL_KINDS),
            z3.Bool(f"{name}.first-tile"),
            z3.Bool(f"{name}.first-discard"),
        )

    def fix(self, hand: Hand, seat: Seat, win: Win) -> list[z3.BoolRef]:
        """Constraints giving every input its value for one question."""
        table = [0] * len(ALL_KINDS)
        sorts: dict[tuple[str, bool], list[int]] = {key: [0] * len(ALL_KINDS) for key in _MELD_SORTS}
        for meld in hand.melds:
            for index, n in enumerate(meld.tiles.counts):
                table[index] += n
            if meld.shape != "chow":
                sorts[(meld.shape, meld.concealed)][KIND_INDEX[meld.kinds[0]]] += 1
        facts: list[z3.BoolRef] = []
        for index, kind in enumerate(ALL_KINDS):
            facts += [
                self.held[index] == hand.concealed.counts[index],
                self.table[index] == table[index],
                self.exposed_pungs[index] == sorts[("pung", False)][index],
                self.exposed_kongs[index] == sorts[("kong", False)][index],
                self.concealed_kongs[index] == sorts[("kong", True)][index],
                self.own[index] == z3.BoolVal(kind == seat.wind),
                self.prevailing[index] == z3.BoolVal(kind == seat.round_wind),
                self.discard[index] == z3.BoolVal(kind == win.winning_discard),
            ]
        facts += [self.first_tile == z3.BoolVal(win.first_tile), self.first_discard == z3.BoolVal(win.first_discard)]
        return facts


_MELD_SORTS = (("pung", False), ("kong", False), ("kong", True))


@dataclass(frozen=True)
class Figures:
    """The variables a score is read from."""

    points: z3.ArithRef
    doublings: z3.ArithRef
    special: z3.ArithRef
    score: z3.ArithRef


class ScoreRules:
    """The scoring rules of "Punctuation" over one player's sets, as constraints grouped by rule id.

    ``pungs_in_hand`` and ``pairs`` are, per kind, the concealed pungs and the pair the hand is counted with: the
    winner's split, or a loser's unsplit hand.
    """

    def __init__(self, name: str, reading: Reading, inputs: Inputs, winner: bool) -> None:
        self.reading = reading
        self.inputs = inputs
        self.winner = winner
        self.figures = Figures(
            z3.Int(f"{name}.points"), z3.Int(f"{name}.doublings"), z3.Int(f"{name}.special"), z3.Int(f"{name}.score")
        )
        self.name = name

    def rules(
        self,
        pungs_in_hand: Sequence[z3.ArithRef],
        pairs: Sequence[z3.ArithRef],
        chows_over: Sequence[z3.ArithRef] | None = None,
    ) -> Rules:
        """Every scoring rule, grouped by rule id.

        ``chows_over``: per kind, the chows of the split that hold it (the winner's; a loser's hand is not split).
        """
        n = self.name
        pung_points, kong_points, pair_points, bonus = (
            z3.Int(f"{n}.pung-points"),
            z3.Int(f"{n}.kong-points"),
            z3.Int(f"{n}.pair-points"),
            z3.Int(f"{n}.bonus"),
        )
        own_wind, dragons, one_suit_honours, pure_suit = (
            z3.Int(f"{n}.double.own-wind"),
            z3.Int(f"{n}.double.dragons"),
            z3.Int(f"{n}.double.one-suit-honours"),
            z3.Int(f"{n}.double.pure-suit"),
        )
        first_tile, first_discard, doubled, special_score = (
            z3.Int(f"{n}.first-tile"),
            z3.Int(f"{n}.first-discard"),
            z3.Int(f"{n}.doubled"),
            z3.Int(f"{n}.with-special"),
        )
        figures = self.figures
        # Reading ``score.bonus-order``: the part of the points added after the doubling (the bonus, or none).
        late = bonus if self.reading.bonus_order == "after-doubling" else z3.IntVal(0)
        found: Rules = {
            SCORE_PUNG: [pung_points == self.pung_points(pungs_in_hand, pairs, chows_over)],
            SCORE_KONG: [kong_points == self.kong_points()],
            SCORE_PAIR: [pair_points == self.pair_points(pairs)],
            WINNER_BONUS: [
                bonus == (self.reading.bonus if self.winner else 0),
                figures.points == pung_points + kong_points + pair_points + bonus,
            ],
            OWN_WIND: [own_wind == self.own_wind(pungs_in_hand)],
            DRAGON_DOUBLE: [dragons == self.dragons(pungs_in_hand)],
            ONE_SUIT_HONOURS: [one_suit_honours == self.one_suit_honours(pairs)],
            PURE_SUIT: [pure_suit == self.pure_suit()],
            DOUBLING: [
                figures.doublings == own_wind + dragons + one_suit_honours + pure_suit,
                doubled == self.doubled(figures.points - late, figures.doublings) + late,
            ],
            FIRST_TILE: [first_tile == self.first_tile()],
            FIRST_DISCARD: [first_discard == self.first_discard()],
            SPECIAL: [
                figures.special == first_tile + first_discard,
                special_score
                == self.special_applied(figures.points - late, late, figures.doublings, doubled, figures.special),
            ],
            LIMIT: [figures.score == z3.If(special_score > self.reading.cap, self.reading.cap, special_score)],
        }
        return found

    def _sets_of(self, index: int, pungs_in_hand: Sequence[z3.ArithRef]) -> z3.ArithRef:
        """Pungs and kongs of one kind, wherever they lie."""
        i = self.inputs
        return pungs_in_hand[index] + i.exposed_pungs[index] + i.exposed_kongs[index] + i.concealed_kongs[index]

    def pung_points(
        self,
        pungs_in_hand: Sequence[z3.ArithRef],
        pairs: Sequence[z3.ArithRef],
        chows_over: Sequence[z3.ArithRef] | None,
    ) -> z3.ArithRef:
        """``mahjong.score.pung``: 2 on the table and 4 in hand for simples; 4 and 8 for terminals and honours.

        Reading ``score.discard-pung=exposed``: the winner's pung in hand of the winning discard's kind scores as on
        the table when the split holds that kind in no chow and not as the pair (the discard then completed it).
        """
        terms = []
        for index, kind in enumerate(ALL_KINDS):
            exposed, concealed = PUNG_MAJOR if _is_major(kind) else PUNG_SIMPLES
            terms += [exposed * self.inputs.exposed_pungs[index], concealed * pungs_in_hand[index]]
            if self.winner and self.reading.discard_pung == "exposed" and chows_over is not None:
                completed = z3.And(
                    self.inputs.discard[index], pungs_in_hand[index] >= 1, chows_over[index] == 0, pairs[index] == 0
                )
                terms.append(z3.If(completed, exposed - concealed, 0))
        return z3.Sum(*terms)

    def kong_points(self) -> z3.ArithRef:
        """``mahjong.score.kong``: 8 on the table and 16 concealed for simples; 16 and 32 for the others."""
        terms = []
        for index, kind in enumerate(ALL_KINDS):
            exposed, concealed = KONG_MAJOR if _is_major(kind) else KONG_SIMPLES
            terms += [exposed * self.inputs.exposed_kongs[index], concealed * self.inputs.concealed_kongs[index]]
        return z3.Sum(*terms)

    def pair_points(self, pairs: Sequence[z3.ArithRef]) -> z3.ArithRef:
        """``mahjong.score.pair``: a pair of dragons scores 2, and of winds — any wind, or the own wind only."""
        terms = []
        for index, kind in enumerate(ALL_KINDS):
            if kind in DRAGONS or (kind in WINDS and self.reading.wind_pair == "any"):
                terms.append(HONOUR_PAIR * pairs[index])
            elif kind in WINDS:
                terms.append(z3.If(self.inputs.own[index], HONOUR_PAIR * pairs[index], 0))
        return z3.Sum(*terms)

    def own_wind(self, pungs_in_hand: Sequence[z3.ArithRef]) -> z3.ArithRef:
        """``mahjong.double.own-wind``: a pung or kong of the player's own wind doubles (any player).

        Reading ``double.prevailing-wind=round-wind``: so does one of the round's wind, when the question gives it;
        a pung of a wind that is both doubles twice.
        """
        winds = [index for index, kind in enumerate(ALL_KINDS) if kind in WINDS]
        marks = [self.inputs.own]
        if self.reading.prevailing_wind == "round-wind":
            marks.append(self.inputs.prevailing)
        return z3.Sum(
            *(
                z3.If(z3.And(mark[index], self._sets_of(index, pungs_in_hand) >= 1), 1, 0)
                for mark in marks
                for index in winds
            )
        )

    def dragons(self, pungs_in_hand: Sequence[z3.ArithRef]) -> z3.ArithRef:
        """``mahjong.double.dragons``: each dragon pung or kong doubles — or all of them once (``double.dragons``)."""
        each = [
            z3.If(self._sets_of(index, pungs_in_hand) >= 1, 1, 0)
            for index, kind in enumerate(ALL_KINDS)
            if kind in DRAGONS
        ]
        if self.reading.dragon_doubles == "once":
            return z3.If(z3.Sum(*each) >= 1, 1, 0)
        return z3.Sum(*each)

    def _whole_hand(self) -> tuple[z3.BoolRef, z3.BoolRef]:
        """(the suit tiles, in hand and on the table, are of exactly one suit; the hand holds a wind or dragon)."""
        i = self.inputs
        present = [i.held[index] + i.table[index] >= 1 for index in range(len(ALL_KINDS))]
        suits = [
            z3.Or(*(present[index] for index, kind in enumerate(ALL_KINDS) if _suit_of(kind) == suit)) for suit in SUITS
        ]
        one_suit = z3.Sum(*(z3.If(suit, 1, 0) for suit in suits)) == 1
        honours = z3.Or(*(present[index] for index, kind in enumerate(ALL_KINDS) if kind in HONOUR_KINDS))
        return one_suit, honours

    def one_suit_honours(self, pairs: Sequence[z3.ArithRef]) -> z3.ArithRef:
        """``mahjong.double.one-suit-honours``: the winner's suit tiles all of one suit, with honours: ×2.

        "Punctuation", "Only the winners" 1: "The whole hand of a stick ..., with Dragons or Winds in a pair".
        Reading ``double.one-suit-honours``: ``any`` — winds or dragons anywhere in the hand; ``pair`` — the split's
        pair is of a wind or dragon and the hand, on the table included, holds no honour tile besides those two.
        """
        if not self.winner:
            return z3.IntVal(0)
        one_suit, honours = self._whole_hand()
        if self.reading.one_suit_honours == "any":
            return z3.If(z3.And(one_suit, honours), 1, 0)
        i = self.inputs
        honour_indexes = [index for index, kind in enumerate(ALL_KINDS) if kind in HONOUR_KINDS]
        honour_pair = z3.Sum(*(pairs[index] for index in honour_indexes)) == 1
        honour_tiles = z3.Sum(*(i.held[index] + i.table[index] for index in honour_indexes))
        return z3.If(z3.And(one_suit, honour_pair, honour_tiles == PAIR_SIZE), 1, 0)

    def pure_suit(self) -> z3.ArithRef:
        """``mahjong.double.pure-suit``: the winner's whole hand of one suit, no honours: ×8 (three doublings)."""
        if not self.winner:
            return z3.IntVal(0)
        one_suit, honours = self._whole_hand()
        return z3.If(z3.And(one_suit, z3.Not(honours)), PURE_SUIT_DOUBLINGS, 0)

    @staticmethod
    def doubled(points: z3.ArithRef, doublings: z3.ArithRef) -> z3.ArithRef:
        """The points doubled once per doubling: points·2^d, written out for each d (linear)."""
        value: z3.ArithRef = z3.IntVal(-1)  # unreachable: doublings < MAX_DOUBLINGS
        for d in reversed(range(MAX_DOUBLINGS)):
            value = z3.If(doublings == d, (2**d) * points, value)
        return value

    def first_tile(self) -> z3.ArithRef:
        """``mahjong.special.first-tile``: the winner (East) out with the first tile drawn: 300."""
        return z3.If(z3.And(self.inputs.first_tile, z3.BoolVal(self.winner)), FIRST_TILE_VALUE, 0)

    def first_discard(self) -> z3.ArithRef:
        """``mahjong.special.first-discard``: the winner out on the first tile discarded: 150."""
        return z3.If(z3.And(self.inputs.first_discard, z3.BoolVal(self.winner)), FIRST_DISCARD_VALUE, 0)

    def special_applied(
        self,
        points: z3.ArithRef,
        late: z3.ArithRef,
        doublings: z3.ArithRef,
        doubled: z3.ArithRef,
        special: z3.ArithRef,
    ) -> z3.ArithRef:
        """Reading ``special.order``: the special hand meets the doubled score, or the points before they double.

        ``after-doubling``: the special value meets the doubled score; ``before-doubling``: it meets the points the
        doublings multiply (``points``) and what the two give is doubled, ``late`` (the bonus under reading
        ``score.bonus-order=after-doubling``, else 0) added after. The limit comes after either way.
        """
        if self.reading.special_order == "before-doubling":
            return self.doubled(self.with_special(points, special), doublings) + late
        return self.with_special(doubled, special)

    def with_special(self, doubled: z3.ArithRef, special: z3.ArithRef) -> z3.ArithRef:
        """Reading ``special.value``: the special value or the own score if higher (``at-least``), or both added."""
        if self.reading.special_value == "added":
            return doubled + special
        return z3.If(special > doubled, special, doubled)


class _Query:
    """One reusable solver: the rules of one question shape, each group tracked under its rule id."""

    def __init__(self, name: str, groups: Rules) -> None:
        self.solver = z3.SolverFor("QF_LIA")
        track(self.solver, groups)

    def check(self) -> bool:
        return check(self.solver, [])


def _special_rule(model: z3.ModelRef, figures: Figures) -> str | None:
    value = int_value(model, figures.special)
    return {0: None, FIRST_TILE_VALUE: FIRST_TILE, FIRST_DISCARD_VALUE: FIRST_DISCARD}[value]


class _WinnerQuery(_Query):
    """The winner's hand: a split of the tiles in hand (``missing`` sets and a pair) and its score."""

    def __init__(self, reading: Reading, missing: int) -> None:
        name = f"winner.{missing}"
        self.split = Split.variables(f"{name}.split", ALL_KINDS)
        self.inputs = Inputs.variables(name)
        self.scoring = ScoreRules(name, reading, self.inputs, winner=True)
        groups = rules(self.split, 1, missing)
        groups[BEST_SPLIT] = [held == given for held, given in zip(self.split.held, self.inputs.held, strict=True)]
        chows_over = [z3.Sum(0, *self.split.chows_covering(index)) for index in range(len(ALL_KINDS))]
        groups.update(self.scoring.rules(self.split.pungs, self.split.pairs, chows_over))
        super().__init__(name, groups)

    def best(self, hand: Hand, seat: Seat, win: Win) -> ModelScore | None:
        """``mahjong.hand.best-split``: the split scoring most (then most points); None when no split exists.

        A split is found; then the solver is asked for one scoring more, until it proves there is none.
        """
        figures = self.scoring.figures
        self.solver.push()
        try:
            self.solver.add(*self.inputs.fix(hand, seat, win))
            found: ModelScore | None = None
            while self.check():
                model = self.solver.model()
                score, points = int_value(model, figures.score), int_value(model, figures.points)
                doublings, special = int_value(model, figures.doublings), _special_rule(model, figures)
                found = ModelScore(points, doublings, special, score, self.split.read(model))
                self.solver.add(z3.Or(figures.score > score, z3.And(figures.score == score, figures.points > points)))
            return found
        finally:
            self.solver.pop()


class _LoserQuery(_Query):
    """A loser's hand, scored without a split (``mahjong.score.loser-hand``)."""

    def __init__(self, reading: Reading) -> None:
        name = "loser"
        self.inputs = Inputs.variables(name)
        self.scoring = ScoreRules(name, reading, self.inputs, winner=False)
        pungs = tuple(z3.Int(f"{name}.pungs-in-hand.{kind}") for kind in ALL_KINDS)
        pairs = tuple(z3.Int(f"{name}.pairs-in-hand.{kind}") for kind in ALL_KINDS)
        groups = self.scoring.rules(pungs, pairs)
        groups[LOSER_HAND] = self.loser_hand(reading, pungs, pairs)
        super().__init__(name, groups)

    def loser_hand(
        self, reading: Reading, pungs: Sequence[z3.ArithRef], pairs: Sequence[z3.ArithRef]
    ) -> list[z3.BoolRef]:
        """``mahjong.score.loser-hand``: three or four alike in hand are a concealed pung; two honours alike a pair.

        A pair counts only if losers score pairs (reading ``score.loser-pairs``); whether it scores is
        ``mahjong.score.pair``'s question.
        """
        constraints = []
        for index, kind in enumerate(ALL_KINDS):
            held = self.inputs.held[index]
            constraints.append(pungs[index] == z3.If(held >= PUNG_SIZE, 1, 0))
            scores_pairs = kind in HONOUR_KINDS and reading.loser_pairs == "yes"
            constraints.append(pairs[index] == (z3.If(held == PAIR_SIZE, 1, 0) if scores_pairs else 0))
        return constraints

    def score(self, hand: Hand, seat: Seat) -> ModelScore:
        """The loser's score: the one solution of the rules."""
        figures = self.scoring.figures
        self.solver.push()
        try:
            self.solver.add(*self.inputs.fix(hand, seat, Win()))
            if not self.check():
                raise RuntimeError("the loser's scoring rules have no solution")
            model = self.solver.model()
            return ModelScore(
                int_value(model, figures.points),
                int_value(model, figures.doublings),
                _special_rule(model, figures),
                int_value(model, figures.score),
            )
        finally:
            self.solver.pop()


class _SettleQuery(_Query):
    """Every payment between two players and each player's net gain, for the scores, the winner and East."""

    def __init__(self, reading: Reading) -> None:
        name = "settle"
        self.scores = tuple(z3.Int(f"{name}.score.{p}") for p in range(PLAYERS))
        self.winner = z3.Int(f"{name}.winner")
        self.east = z3.Int(f"{name}.east")
        self.net = tuple(z3.Int(f"{name}.net.{p}") for p in range(PLAYERS))
        pairs = [(a, b) for a in range(PLAYERS) for b in range(PLAYERS) if a != b]
        owed = {(a, b): z3.Int(f"{name}.owed.{a}.{b}") for a, b in pairs}
        """What ``a`` pays ``b`` before East's doubling."""
        paid = {(a, b): z3.Int(f"{name}.paid.{a}.{b}") for a, b in pairs}
        """What ``a`` pays ``b``."""
        nobody, w, s = self.winner == NO_WINNER, self.winner, self.scores
        groups: Rules = {
            DRAWN: [z3.Implies(nobody, owed[pair] == 0) for pair in pairs],
            SETTLE_WINNER: [
                z3.And(
                    z3.Implies(w == b, owed[(a, b)] == s[b]),  # each loser pays the winner his score
                    z3.Implies(w == a, owed[(a, b)] == 0),  # the winner pays nobody
                )
                for a, b in pairs
            ],
            SETTLE_LOSERS: [
                z3.Implies(
                    z3.And(z3.Not(nobody), w != a, w != b),
                    owed[(a, b)] == z3.If(s[a] < s[b], s[b] - s[a], 0),  # the lower pays the difference
                )
                for a, b in pairs
            ],
            EAST_DOUBLE: [
                paid[(a, b)] == z3.If(self.east_doubles(reading, a, b), EAST_FACTOR * owed[(a, b)], owed[(a, b)])
                for a, b in pairs
            ],
            "mahjong.settle": [
                self.net[p]
                == z3.Sum(*(paid[(q, p)] for q in range(PLAYERS) if q != p))
                - z3.Sum(*(paid[(p, q)] for q in range(PLAYERS) if q != p))
                for p in range(PLAYERS)
            ],
        }
        super().__init__(name, groups)

    def east_doubles(self, reading: Reading, a: int, b: int) -> z3.BoolRef:
        """``mahjong.settle.east-double``: whether what ``a`` pays ``b`` is doubled.

        "The East always receives or pays the double that others": East is one of the two — and, under reading
        ``settle.east-double=winner``, the other is the winner (a difference between two losers is paid single).
        """
        east_pays_or_receives = z3.Or(self.east == a, self.east == b)
        if reading.east_double == "every":
            return east_pays_or_receives
        return z3.And(east_pays_or_receives, z3.Or(self.winner == a, self.winner == b))

    def settle(self, scores: Sequence[int], winner: int | None, east: int) -> tuple[int, ...]:
        """Each player's net gain."""
        if len(scores) != PLAYERS:
            raise InputError(f"a table has {PLAYERS} players; got {len(scores)} scores")
        self.solver.push()
        try:
            self.solver.add(*(var == n for var, n in zip(self.scores, scores, strict=True)))
            self.solver.add(self.winner == (NO_WINNER if winner is None else winner), self.east == east)
            if not self.check():
                raise RuntimeError("the settlement rules have no solution")
            model = self.solver.model()
            return tuple(int_value(model, net) for net in self.net)
        finally:
            self.solver.pop()


class ScoringModel:
    """Scoring and settlement as constraints under one reading; one solver per question shape, built on first use."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self._winners: dict[int, _WinnerQuery] = {}
        self._loser: _LoserQuery | None = None
        self._settle: _SettleQuery | None = None

    def winner(self, hand: Hand, seat: Seat, win: Win | None = None) -> ModelScore:
        """The winner's score by the best split (``mahjong.hand.best-split``); InputError if the hand does not win."""
        win = win or Win()
        win.check(seat, hand)
        missing = self.reading.sets - len(hand.melds)
        found = None
        if missing >= 0:
            if missing not in self._winners:
                self._winners[missing] = _WinnerQuery(self.reading, missing)
            found = self._winners[missing].best(hand, seat, win)
        if found is None:
            raise InputError(f"{hand} is not a winning hand, so it has no winner's score")
        return found

    def loser(self, hand: Hand, seat: Seat) -> ModelScore:
        """A loser's score (``mahjong.score.loser-hand``)."""
        if self._loser is None:
            self._loser = _LoserQuery(self.reading)
        return self._loser.score(hand, seat)

    def settle(self, scores: Sequence[int], winner: int | None, east: int) -> tuple[int, ...]:
        """Every player's net gain (``mahjong.settle.*``; nobody pays when nobody won: ``mahjong.game.drawn``)."""
        if self._settle is None:
            self._settle = _SettleQuery(self.reading)
        return self._settle.settle(scores, winner, east)

    def table(self, table: Table) -> tuple[tuple[ModelScore | None, ...], tuple[int, ...]]:
        """Every player's score (None for all when the hand was drawn) and net gain."""
        table.check()
        east = next(player for player, seat in enumerate(table.seats) if seat.east)
        if table.winner is None:
            return (None,) * len(table.hands), self.settle([0] * len(table.hands), None, east)
        scores = []
        for player, (hand, seat) in enumerate(zip(table.hands, table.seats, strict=True)):
            if player == table.winner:
                try:
                    scores.append(self.winner(hand, seat, table.win))
                except InputError as error:
                    raise InputError(f"player {player} is named the winner, but {error}") from None
            else:
                scores.append(self.loser(hand, seat))
        return tuple(scores), self.settle([score.score for score in scores], table.winner, east)


__all__ = ["Inputs", "ModelScore", "ScoreRules", "ScoringModel"]
