"""Claims on a discard, kongs on one's own turn and the drawn game as Z3 constraints (never uses the engine).

Rulebook ``mahjong-classical.txt``, "Development of the game" (Chou, Pong, Kong) and "End". A claim is stated as
what the rulebook asks of it, not as a search: some player (one Boolean per player and shape: win, kong, pung,
chow) takes some tiles from his hand (one number per kind), and *those tiles with the discard make the set the
claim names*. Every solution is one legal claim; :meth:`ClaimModel.legal_claims` enumerates them with blocking
clauses. Players are numbered in turn order: player ``i`` is followed by ``(i + 1) % 4``.

The rules, each a group of constraints tracked under its rule id (``spec/mahjong.toml``):

* ``mahjong.claim.win`` — a player other than the discarder, whose hand the discard completes (the winning-hand
  model, :meth:`rulebook.mahjong.model.hand.Model.wins`, answers that), takes no tile from his hand: the discard joins
  it.
* ``mahjong.claim.pung`` / ``mahjong.claim.kong`` — a player other than the discarder takes tiles he holds;
  ``mahjong.set.pung`` / ``mahjong.set.kong`` — with the discard (and, if he builds on one, a pung on his table)
  they are three / four identical tiles.
* ``mahjong.claim.no-pung-fourth`` — no claim builds on a pung already on the table.
* ``mahjong.claim.chow`` — only the player the reading ``claim.chow-from`` names (the discarder's next player under
  ``previous``, the one before him under ``next``) takes two tiles he holds; ``mahjong.set.chow`` — with the
  discard they are a run of three of one suit.
* ``mahjong.claim.priority`` — among the claims made, the one that takes the discard is the one no other outranks:
  under ``claim.win-first=yes`` a win outranks every other claim (under ``=no`` it stands with a pung or kong);
  under ``claim.priority=pung-first`` a pung or kong outranks a chow; between claims neither outranks, the
  claimant nearer the discarder in turn order outranks.
* ``mahjong.kong.own-turn`` — after drawing, a kong of tiles in hand, alone or with a pung on the table;
  ``mahjong.set.kong`` — four identical tiles; ``mahjong.set.exposed`` — concealed exactly when all four come from
  the hand.
* ``mahjong.game.drawn`` — the hand is drawn when at most fourteen tiles are left to draw.

Each question shape has one solver, built on first use and shared by every model in the process; a question adds
the facts of its situation inside push/pop.

>>> from rulebook.mahjong.hand import make_hand
>>> model = ClaimModel()
>>> [str(meld.tiles) for meld in model.own_turn_kongs(make_hand("5555p 12m E", ["EEE"]))]
['5555p', 'EEEE']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import Rules, int_value, is_true, track
from rulebook.mahjong.hand import SEATS, Hand, Meld
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.state import CLAIM_SHAPES, Claim, ClaimShape, Situation, canonical, check_claims_made
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, KIND_INDEX, RANKS, SUITS, Tiles

CLAIM_WIN = "mahjong.claim.win"
CLAIM_PUNG = "mahjong.claim.pung"
CLAIM_KONG = "mahjong.claim.kong"
CLAIM_CHOW = "mahjong.claim.chow"
NO_PUNG_FOURTH = "mahjong.claim.no-pung-fourth"
PRIORITY = "mahjong.claim.priority"
OWN_TURN_KONG = "mahjong.kong.own-turn"
SET_PUNG = "mahjong.set.pung"
SET_KONG = "mahjong.set.kong"
SET_CHOW = "mahjong.set.chow"
SET_EXPOSED = "mahjong.set.exposed"
DRAWN = "mahjong.game.drawn"

DRAWN_AT = 14
"""Tiles left to draw at which the hand is drawn ("End": "when only 14 cards stay")."""
PUNG_SIZE, KONG_SIZE, CHOW_SIZE = 3, 4, 3
PLAYERS = range(SEATS)
KINDS = range(len(ALL_KINDS))
RUNS: tuple[tuple[int, ...], ...] = tuple(
    tuple(KIND_INDEX[f"{rank}{suit}"] for rank in range(start, start + CHOW_SIZE))
    for suit in SUITS
    for start in RANKS
    if start + CHOW_SIZE - 1 <= max(RANKS)
)
"""Every run of three of one suit (1-2-3 to 7-8-9; no wrap), as kind indices."""

_FACTS: dict[tuple[int, int | bool], z3.BoolRef] = {}


def fact(term: z3.ExprRef, value: int | bool) -> z3.BoolRef:
    """The constraint ``term == value``: a fact a question fixes.

    Bookkeeping: each fact is built once and kept (building Z3 terms in Python costs more than a small check).
    """
    key = (term.get_id(), value)
    found = _FACTS.get(key)
    if found is None:
        if isinstance(value, bool):
            found = _FACTS[key] = term if value else z3.Not(term)
        else:
            found = _FACTS[key] = term == value
    return found


# ---------------------------------------------------------------------------------------------------------------
# Claims on a discard
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ClaimVariables:
    """The facts a question fixes and the decisions a solution reads back, for one discard."""

    discarder: tuple[z3.BoolRef, ...]
    """Fact: ``discarder[p]`` — player ``p`` discarded."""
    discard: tuple[z3.BoolRef, ...]
    """Fact: ``discard[k]`` — the discard is of kind ``k``."""
    held: tuple[tuple[z3.ArithRef, ...], ...]
    """Fact: ``held[p][k]`` — tiles of kind ``k`` in player ``p``'s hand."""
    pung_on_table: tuple[tuple[z3.BoolRef, ...], ...]
    """Fact: player ``p`` has a pung of kind ``k`` on the table."""
    completes: tuple[z3.BoolRef, ...]
    """Fact: the discard completes player ``p``'s hand (answered by the winning-hand model)."""
    chow_next: z3.BoolRef
    """Reading fact: ``claim.chow-from=next``."""
    shape: tuple[dict[ClaimShape, z3.BoolRef], ...]
    """Decision: ``shape[p][s]`` — player ``p`` claims the discard for ``s``."""
    taken: tuple[tuple[z3.ArithRef, ...], ...]
    """Decision: tiles of kind ``k`` player ``p`` takes from his hand."""
    onto_pung: tuple[z3.BoolRef, ...]
    """Decision: the claim puts the discard onto a pung on player ``p``'s table."""
    run: tuple[tuple[z3.BoolRef, ...], ...]
    """Decision: ``run[p][r]`` — player ``p``'s chow is the run ``RUNS[r]``."""

    @classmethod
    def fresh(cls) -> ClaimVariables:
        """New named variables."""
        return cls(
            discarder=tuple(z3.Bool(f"discarder={p}") for p in PLAYERS),
            discard=tuple(z3.Bool(f"discard={kind}") for kind in ALL_KINDS),
            held=tuple(tuple(z3.Int(f"held[{p}][{kind}]") for kind in ALL_KINDS) for p in PLAYERS),
            pung_on_table=tuple(tuple(z3.Bool(f"pung_on_table[{p}][{kind}]") for kind in ALL_KINDS) for p in PLAYERS),
            completes=tuple(z3.Bool(f"completes[{p}]") for p in PLAYERS),
            chow_next=z3.Bool("reading:claim.chow-from=next"),
            shape=tuple({s: z3.Bool(f"claim[{p}]={s}") for s in CLAIM_SHAPES} for p in PLAYERS),
            taken=tuple(tuple(z3.Int(f"taken[{p}][{kind}]") for kind in ALL_KINDS) for p in PLAYERS),
            onto_pung=tuple(z3.Bool(f"onto_pung[{p}]") for p in PLAYERS),
            run=tuple(tuple(z3.Bool(f"run[{p}][{r}]") for r in range(len(RUNS))) for p in PLAYERS),
        )

    def claims(self, p: int) -> z3.BoolRef:
        """Player ``p`` claims the discard (for anything)."""
        return z3.Or(*self.shape[p].values())

    def in_set(self, p: int, k: int) -> z3.ArithRef:
        """Tiles of kind ``k`` in the set player ``p`` makes: taken from hand, the discard, a pung built on."""
        return (
            self.taken[p][k]
            + z3.If(self.discard[k], 1, 0)
            + z3.If(z3.And(self.onto_pung[p], self.pung_on_table[p][k]), PUNG_SIZE, 0)
        )

    def from_hand(self, p: int) -> list[z3.BoolRef]:
        """The tiles taken are tiles player ``p`` holds."""
        return [self.taken[p][k] <= self.held[p][k] for k in KINDS]

    def identical(self, p: int, size: int) -> list[z3.BoolRef]:
        """Player ``p``'s set is ``size`` identical tiles."""
        return [z3.Or(self.in_set(p, k) == 0, self.in_set(p, k) == size) for k in KINDS] + [
            z3.Sum([self.in_set(p, k) for k in KINDS]) == size
        ]


def claim_structure(v: ClaimVariables) -> list[z3.BoolRef]:
    """What a solution is (not a rule): exactly one claim by one player; tiles taken only by the claimant."""
    constraints: list[z3.BoolRef] = [z3.PbEq([(literal, 1) for p in PLAYERS for literal in v.shape[p].values()], 1)]
    for p in PLAYERS:
        constraints += [z3.And(t >= 0, t <= COPIES) for t in v.taken[p]]
        constraints += [z3.Implies(z3.Not(v.claims(p)), z3.And(*(t == 0 for t in v.taken[p])))]
        constraints += [z3.Implies(v.onto_pung[p], v.shape[p]["kong"])]
        constraints += [z3.Implies(run, v.shape[p]["chow"]) for run in v.run[p]]
    return constraints


def claim_rules(v: ClaimVariables) -> Rules:
    """The rules of a claim on a discard, by rule id ("Development of the game": Chou, Pong, Kong; "End")."""
    rules: Rules = {rule: [] for rule in (CLAIM_WIN, CLAIM_PUNG, CLAIM_KONG, CLAIM_CHOW, NO_PUNG_FOURTH)}
    rules.update({rule: [] for rule in (SET_PUNG, SET_KONG, SET_CHOW)})
    for p in PLAYERS:
        win, kong, pung, chow = (v.shape[p][s] for s in CLAIM_SHAPES)
        not_discarder = z3.Not(v.discarder[p])
        # Win: any other player whose hand the discard completes; the discard joins the hand, nothing is taken.
        rules[CLAIM_WIN].append(
            z3.Implies(
                win, z3.And(not_discarder, v.completes[p], *(t == 0 for t in v.taken[p]), z3.Not(v.onto_pung[p]))
            )
        )
        # Pung: any other player, with tiles from his hand; with the discard, three identical tiles.
        rules[CLAIM_PUNG].append(z3.Implies(pung, z3.And(not_discarder, *v.from_hand(p), z3.Not(v.onto_pung[p]))))
        rules[SET_PUNG].append(z3.Implies(pung, z3.And(*v.identical(p, PUNG_SIZE))))
        # Kong: any other player, with tiles from his hand; with the discard, four identical tiles.
        rules[CLAIM_KONG].append(z3.Implies(kong, z3.And(not_discarder, *v.from_hand(p))))
        rules[SET_KONG].append(z3.Implies(kong, z3.And(*v.identical(p, KONG_SIZE))))
        # No claimed discard becomes the fourth tile of a pung already on the table.
        rules[NO_PUNG_FOURTH].append(z3.Not(v.onto_pung[p]))
        # Chow: only from the player the reading names, with two tiles from his hand.
        after, before = v.discarder[(p - 1) % SEATS], v.discarder[(p + 1) % SEATS]
        chow_from = z3.If(v.chow_next, before, after)
        rules[CLAIM_CHOW].append(
            z3.Implies(chow, z3.And(not_discarder, chow_from, *v.from_hand(p), z3.Not(v.onto_pung[p])))
        )
        # A chow is one run of three of one suit: the tiles taken and the discard, one of each kind of the run.
        rules[SET_CHOW].append(z3.Implies(chow, z3.PbEq([(run, 1) for run in v.run[p]], 1)))
        for run, kinds in zip(v.run[p], RUNS, strict=True):
            rules[SET_CHOW].append(z3.Implies(run, z3.And(*(v.in_set(p, k) == int(k in kinds) for k in KINDS))))
    return rules


@dataclass
class ClaimShapeSolver:
    """The solver of claims on one discard and its variables."""

    variables: ClaimVariables
    solver: z3.Solver

    def facts(self, situation: Situation, completes: Sequence[bool], reading: Reading) -> list[z3.BoolRef]:
        """Constraints fixing the situation: discarder, discard, every hand and table, the wins, the reading."""
        v = self.variables
        facts: list[z3.BoolRef] = [fact(v.discarder[p], p == situation.discarder) for p in PLAYERS]
        facts += [fact(literal, kind == situation.discard) for kind, literal in zip(ALL_KINDS, v.discard, strict=True)]
        for p, hand in enumerate(situation.hands):
            facts += [fact(held, n) for held, n in zip(v.held[p], hand.concealed.counts, strict=True)]
            pungs = {meld.lowest for meld in hand.melds if meld.shape == "pung"}
            facts += [fact(literal, kind in pungs) for kind, literal in zip(ALL_KINDS, v.pung_on_table[p], strict=True)]
            facts.append(fact(v.completes[p], completes[p]))
        facts.append(fact(v.chow_next, reading.chow_from == "next"))
        return facts

    def read(self, model: z3.ModelRef) -> Claim:
        """The claim a solution describes."""
        v = self.variables
        for p in PLAYERS:
            for shape in CLAIM_SHAPES:
                if is_true(model, v.shape[p][shape]):
                    return Claim(p, shape, Tiles(tuple(int_value(model, t) for t in v.taken[p])))
        raise AssertionError("a solution names no claim")

    def other_than(self, claim: Claim) -> z3.BoolRef:
        """A blocking clause: not this player with this shape taking these tiles."""
        v = self.variables
        same = [v.shape[claim.player][claim.shape]]
        same += [fact(t, n) for t, n in zip(v.taken[claim.player], claim.tiles.counts, strict=True)]
        return z3.Not(z3.And(*same))


@cache
def claim_solver() -> ClaimShapeSolver:
    """The claim solver, built once per process."""
    v = ClaimVariables.fresh()
    solver = z3.Solver()
    solver.add(*claim_structure(v))
    track(solver, claim_rules(v))
    return ClaimShapeSolver(v, solver)


# ---------------------------------------------------------------------------------------------------------------
# Priority between the claims made
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PriorityVariables:
    """Facts: who discarded, who claimed what, the reading; decision: who takes the discard."""

    discarder: tuple[z3.BoolRef, ...]
    made: tuple[dict[ClaimShape, z3.BoolRef], ...]
    """Fact: ``made[p][s]`` — player ``p`` claimed the discard for ``s``."""
    turn_order: z3.BoolRef
    """Reading fact: ``claim.priority=turn-order``."""
    win_first: z3.BoolRef
    """Reading fact: ``claim.win-first=yes``."""
    takes: tuple[z3.BoolRef, ...]
    """Decision: player ``p`` takes the discard."""
    tier: tuple[z3.ArithRef, ...]
    distance: tuple[z3.ArithRef, ...]

    @classmethod
    def fresh(cls) -> PriorityVariables:
        """New named variables."""
        return cls(
            discarder=tuple(z3.Bool(f"priority.discarder={p}") for p in PLAYERS),
            made=tuple({s: z3.Bool(f"made[{p}]={s}") for s in CLAIM_SHAPES} for p in PLAYERS),
            turn_order=z3.Bool("reading:claim.priority=turn-order"),
            win_first=z3.Bool("reading:claim.win-first=yes"),
            takes=tuple(z3.Bool(f"takes[{p}]") for p in PLAYERS),
            tier=tuple(z3.Int(f"tier[{p}]") for p in PLAYERS),
            distance=tuple(z3.Int(f"distance[{p}]") for p in PLAYERS),
        )

    def claimed(self, p: int) -> z3.BoolRef:
        """Player ``p`` made a claim."""
        return z3.Or(*self.made[p].values())


def priority_rules(v: PriorityVariables) -> Rules:
    """``mahjong.claim.priority`` ("Development of the game", Pong): the claim that no other claim made outranks."""
    rules: list[z3.BoolRef] = [z3.AtMost(*v.takes, 1), z3.Implies(z3.Or(*map(v.claimed, PLAYERS)), z3.Or(*v.takes))]
    for p in PLAYERS:
        # A claim's tier: a win first when the reading puts it first, else with a pung or kong; a chow after a pung
        # or kong unless the reading is turn-order.
        win, chow = v.made[p]["win"], v.made[p]["chow"]
        rules.append(v.tier[p] == z3.If(z3.And(win, v.win_first), 0, z3.If(z3.And(chow, z3.Not(v.turn_order)), 2, 1)))
        # How far the claimant's turn comes after the discarder's: 1, 2 or 3.
        rules += [z3.Implies(v.discarder[d], v.distance[p] == (p - d) % SEATS) for d in PLAYERS]
    for p in PLAYERS:
        outranked = [
            z3.And(
                v.claimed(q),
                z3.Or(v.tier[q] < v.tier[p], z3.And(v.tier[q] == v.tier[p], v.distance[q] < v.distance[p])),
            )
            for q in PLAYERS
            if q != p
        ]
        # The player who takes the discard made a claim, and no other claim made outranks his.
        rules.append(z3.Implies(v.takes[p], z3.And(v.claimed(p), z3.Not(z3.Or(*outranked)))))
    return {PRIORITY: rules}


@cache
def priority_solver() -> tuple[PriorityVariables, z3.Solver]:
    """The priority solver, built once per process."""
    v = PriorityVariables.fresh()
    solver = z3.Solver()
    solver.add(*(z3.AtMost(*v.made[p].values(), 1) for p in PLAYERS))
    track(solver, priority_rules(v))
    return v, solver


# ---------------------------------------------------------------------------------------------------------------
# Kongs on one's own turn
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KongVariables:
    """Facts: the tiles in hand and the pungs on the table; decisions: the kong declared."""

    held: tuple[z3.ArithRef, ...]
    pung_on_table: tuple[z3.BoolRef, ...]
    from_hand: tuple[z3.ArithRef, ...]
    """Decision: tiles of kind ``k`` the kong takes from the hand."""
    onto_pung: tuple[z3.BoolRef, ...]
    """Decision: the kong is built on the pung of kind ``k`` on the table."""
    concealed: z3.BoolRef
    """Decision: the kong is concealed."""
    is_kind: tuple[z3.BoolRef, ...]
    """``is_kind[k]``: the kong is of kind ``k`` (for blocking clauses)."""

    @classmethod
    def fresh(cls) -> KongVariables:
        """New named variables."""
        from_hand = tuple(z3.Int(f"own.from_hand[{kind}]") for kind in ALL_KINDS)
        onto_pung = tuple(z3.Bool(f"own.onto_pung[{kind}]") for kind in ALL_KINDS)
        return cls(
            held=tuple(z3.Int(f"own.held[{kind}]") for kind in ALL_KINDS),
            pung_on_table=tuple(z3.Bool(f"own.pung_on_table[{kind}]") for kind in ALL_KINDS),
            from_hand=from_hand,
            onto_pung=onto_pung,
            concealed=z3.Bool("own.concealed"),
            is_kind=tuple(
                t + z3.If(onto, PUNG_SIZE, 0) == KONG_SIZE for t, onto in zip(from_hand, onto_pung, strict=True)
            ),
        )

    def in_kong(self, k: int) -> z3.ArithRef:
        """Tiles of kind ``k`` in the kong."""
        return self.from_hand[k] + z3.If(self.onto_pung[k], PUNG_SIZE, 0)


def kong_rules(v: KongVariables) -> Rules:
    """The rules of a kong declared on one's own turn, by rule id ("Development of the game", Kong)."""
    own_turn = [z3.And(t >= 0, t <= v.held[k]) for k, t in enumerate(v.from_hand)]
    own_turn += [z3.Implies(v.onto_pung[k], v.pung_on_table[k]) for k in KINDS]
    own_turn.append(z3.Sum(list(v.from_hand)) >= 1)
    kong = [z3.Or(v.in_kong(k) == 0, v.in_kong(k) == KONG_SIZE) for k in KINDS]
    kong.append(z3.Sum([v.in_kong(k) for k in KINDS]) == KONG_SIZE)
    # Concealed when all four tiles come from the hand; built on a pung on the table, it is exposed.
    exposed = [v.concealed == z3.Not(z3.Or(*v.onto_pung))]
    return {OWN_TURN_KONG: own_turn, SET_KONG: kong, SET_EXPOSED: exposed}


@cache
def kong_solver() -> tuple[KongVariables, z3.Solver]:
    """The own-turn kong solver, built once per process."""
    v = KongVariables.fresh()
    solver = z3.Solver()
    track(solver, kong_rules(v))
    return v, solver


@cache
def drawn_solver() -> tuple[z3.ArithRef, z3.BoolRef, z3.Solver]:
    """``mahjong.game.drawn`` ("End"): drawn exactly when at most fourteen tiles are left to draw."""
    left, drawn = z3.Int("tiles_left"), z3.Bool("drawn")
    solver = z3.Solver()
    track(solver, {DRAWN: [drawn == (left <= DRAWN_AT)]})
    return left, drawn, solver


# ---------------------------------------------------------------------------------------------------------------
# The questions
# ---------------------------------------------------------------------------------------------------------------


class ClaimModel:
    """Claims, priority, own-turn kongs and the drawn game under one reading, answered by Z3."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self.hands = Model(reading)

    def completes(self, hand: Hand, discard: str) -> bool:
        """Whether ``discard`` completes ``hand`` with its sets on the table (the winning-hand model)."""
        return self.hands.wins(Hand(hand.concealed + Tiles.of([discard]), hand.melds))

    def legal_claims(self, situation: Situation) -> list[Claim]:
        """Every legal claim of every player on the discard, in canonical order (each solution, blocked in turn)."""
        situation.check()
        shape = claim_solver()
        completes = [
            p != situation.discarder and self.completes(hand, situation.discard)
            for p, hand in enumerate(situation.hands)
        ]
        found: list[Claim] = []
        shape.solver.push()
        try:
            shape.solver.add(*shape.facts(situation, completes, self.reading))
            while shape.solver.check() == z3.sat:
                claim = shape.read(shape.solver.model())
                found.append(claim)
                shape.solver.add(shape.other_than(claim))
        finally:
            shape.solver.pop()
        return canonical(found)

    def resolve(self, claims: Sequence[Claim], discarder: int) -> Claim | None:
        """Which claim made takes the discard: the one no other claim made outranks; None when nobody claims."""
        check_claims_made(claims, discarder)
        v, solver = priority_solver()
        by_player = {claim.player: claim for claim in claims}
        facts = [fact(v.discarder[p], p == discarder) for p in PLAYERS]
        for p in PLAYERS:
            made = by_player.get(p)
            facts += [fact(literal, made is not None and made.shape == s) for s, literal in v.made[p].items()]
        facts.append(fact(v.turn_order, self.reading.claim_priority == "turn-order"))
        facts.append(fact(v.win_first, self.reading.win_first == "yes"))
        solver.push()
        try:
            solver.add(*facts)
            if solver.check() != z3.sat:
                raise AssertionError("the priority rule leaves no answer")
            model = solver.model()
            takers = [p for p in PLAYERS if is_true(model, v.takes[p])]
            solver.add(z3.Not(z3.And(*(fact(v.takes[p], p in takers) for p in PLAYERS))))
            if solver.check() != z3.unsat:
                raise AssertionError("the priority rule leaves more than one answer")
        finally:
            solver.pop()
        return by_player[takers[0]] if takers else None

    def own_turn_kongs(self, hand: Hand) -> list[Meld]:
        """Every kong the player may declare after drawing, by kind in canonical order."""
        v, solver = kong_solver()
        pungs = {meld.lowest for meld in hand.melds if meld.shape == "pung"}
        facts = [fact(held, n) for held, n in zip(v.held, hand.concealed.counts, strict=True)]
        facts += [fact(literal, kind in pungs) for kind, literal in zip(ALL_KINDS, v.pung_on_table, strict=True)]
        found: list[Meld] = []
        solver.push()
        try:
            solver.add(*facts)
            while solver.check() == z3.sat:
                model = solver.model()
                # The kind of the kong: the one kind some tile of which comes from the hand.
                k = next(k for k in KINDS if int_value(model, v.from_hand[k]) > 0)
                concealed = is_true(model, v.concealed)
                found.append(Meld("kong", Tiles.of([ALL_KINDS[k]] * KONG_SIZE), concealed))
                solver.add(z3.Not(z3.And(v.is_kind[k], fact(v.concealed, concealed))))
        finally:
            solver.pop()
        return sorted(found, key=lambda meld: (KIND_INDEX[meld.lowest], not meld.concealed))

    def is_drawn(self, tiles_left: int) -> bool:
        """Whether the hand is drawn with ``tiles_left`` tiles left to draw and no winner."""
        if tiles_left < 0:
            raise InputError(f"tiles left to draw cannot be negative; got {tiles_left}")
        left, drawn, solver = drawn_solver()
        solver.push()
        try:
            solver.add(fact(left, tiles_left))
            if solver.check() != z3.sat:
                raise AssertionError("the drawn-game rule leaves no answer")
            return is_true(solver.model(), drawn)
        finally:
            solver.pop()


_MODELS: dict[Reading, ClaimModel] = {}


def _model(reading: Reading) -> ClaimModel:
    if reading not in _MODELS:
        _MODELS[reading] = ClaimModel(reading)
    return _MODELS[reading]


def legal_claims(situation: Situation, reading: Reading = DEFAULT) -> list[Claim]:
    """Every legal claim on the discard (:meth:`ClaimModel.legal_claims`)."""
    return _model(reading).legal_claims(situation)


def resolve(claims: Sequence[Claim], discarder: int, reading: Reading = DEFAULT) -> Claim | None:
    """Which claim made takes the discard (:meth:`ClaimModel.resolve`)."""
    return _model(reading).resolve(claims, discarder)


def own_turn_kongs(hand: Hand) -> list[Meld]:
    """The kongs a player may declare after drawing (:meth:`ClaimModel.own_turn_kongs`)."""
    return _model(DEFAULT).own_turn_kongs(hand)


def is_drawn(tiles_left: int) -> bool:
    """Whether the hand is drawn (:meth:`ClaimModel.is_drawn`)."""
    return _model(DEFAULT).is_drawn(tiles_left)


CLAIM_RULE_IDS: tuple[str, ...] = (
    CLAIM_WIN,
    CLAIM_PUNG,
    CLAIM_KONG,
    CLAIM_CHOW,
    NO_PUNG_FOURTH,
    PRIORITY,
    OWN_TURN_KONG,
    SET_PUNG,
    SET_KONG,
    SET_CHOW,
    SET_EXPOSED,
    DRAWN,
)
"""Every rule id this module tracks."""

__all__ = ["CLAIM_RULE_IDS", "ClaimModel", "is_drawn", "legal_claims", "own_turn_kongs", "resolve"]
