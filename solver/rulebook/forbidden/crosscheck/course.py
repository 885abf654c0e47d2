"""The FORBIDDEN round-course cross-check: the Z3 model of the round's course against the play engine, step by step.

A case is a state, an action and a reading. The engine takes the action, and whatever the step decided is compared
with the model (:mod:`rulebook.forbidden.model.course`):

* a discard, or a block of the claimant's claim, passes the turn on (to the left of the player whose turn ended,
  or after a block under ``block.next-player=blocker-left`` to the blocker's left): whether a turn starts (on an
  empty draw pile only for a player with a claim to make, under ``draw.empty-claim=claim-allowed``), who takes it,
  and who still owes a lost turn (rules ``forbidden.cheng.mistake``, ``forbidden.play.draw`` and the turn of
  ``forbidden.block.effect``). On an empty draw pile the model is told, seat by seat, whether the Z3 claim model
  finds a claim for that seat;
* a step that ends the round (a Cheng, the last discard, a draw from an empty pile): the totals, whether the game
  is over, and its winners (``forbidden.game.end``). The model adds the round's scores the engine reports to the
  totals before the round; the scores themselves are the hand cross-check's subject
  (:mod:`rulebook.forbidden.crosscheck.hands`);
* the next deal: the dealer, who plays first, who still owes a lost turn, and how many cards the new Treasure
  Chest holds (``forbidden.round.next-deal``, ``forbidden.cheng.mistake``).

Cases come from seeded random games played to their end, round after round, and from each such step varied in the
facts the rules read: every set of players owing a lost turn, the totals around the winning total, and every
option of the keys the model reads (:data:`COURSE_KEYS`). This module is neither model nor engine: it imports both.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.forbidden.actions import Action, Block, Cheng, Deal, Discard, Draw
from rulebook.forbidden.cards import ALL_KINDS
from rulebook.forbidden.crosscheck.play import EngineView, models, random_play_reading, random_policy
from rulebook.forbidden.engine import round as engine_round
from rulebook.forbidden.engine.play import new_game
from rulebook.forbidden.model.course import next_deal, passed_turn, round_end
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import MAX_PLAYERS, MIN_PLAYERS, State, plays_two_player_rules, winning_total
from rulebook.forbidden.validate import violations

CourseCase = tuple[State, Action, Reading]
"""A state, an action the engine takes, and the reading."""
COURSE_KEYS: tuple[str, ...] = (
    "draw.empty-claim",
    "block.next-player",
    "mistake.next-round",
    "game.tie",
    "treasure.overflow",
)
"""The reading keys the model of the round's course reads."""
ROUND_OVER = ("round-over", "game-over")
MAX_GAME_STEPS = 5_000
"""A random game is cut off after this many actions (games last a few rounds of well under 200 actions each)."""


class CourseEngineView(EngineView):
    """The engine's answers the round-course comparisons use; a test subclasses it to break one on purpose."""

    def winners(self, state: State) -> frozenset[int]:
        """The engine's winners of a game that is over."""
        return frozenset(engine_round.winners(state))


# ---------------------------------------------------------------------------------------------------------------
# The comparisons
# ---------------------------------------------------------------------------------------------------------------


def _owing(state: State) -> list[bool]:
    return [player.skip_next_turn for player in state.players]


def _owe_set(state: State) -> frozenset[int]:
    return frozenset(p for p, owes in enumerate(_owing(state)) if owes)


def _words(seats: frozenset[int]) -> str:
    return ", ".join(map(str, sorted(seats))) or "nobody"


def describe(state: State, action: Action, reading: Reading) -> str:
    """A case in one line: the table, the step, the facts the rules of the round's course read."""
    totals = " ".join(str(player.score) for player in state.players)
    text = (
        f"{state.player_count} players, dealer {state.dealer}, player {state.turn} ({state.phase}) takes '{action!r}'"
        f" with {len(state.draw_pile)} cards to draw; totals {totals}; owing a lost turn: {_words(_owe_set(state))}"
    )
    changed = " ".join(f"{key}={value}" for key, value in reading.changed().items())
    return f"{text} [{changed}]" if changed else text


def may_claim(after: State, reading: Reading) -> list[bool]:
    """For each seat: would the Z3 claim model find a claim for it, if its turn started on ``after``'s table."""
    claim_model, _ = models(reading)
    seats = []
    for p in range(after.player_count):
        table = replace(after, phase="start", turn=p, claim=None, result=None)
        seats.append(bool(claim_model.claims(table) or claim_model.forbidden_claims(table)))
    return seats


def compare_pass(
    before: State, after: State, reading: Reading, mistaken: bool, blocker: int | None
) -> list[tuple[str, str, str]]:
    """A turn ended and passed on: where the model and the engine differ, with both answers.

    The turn ended with a discard (before a mistaken Cheng, whose player loses the next turn, if ``mistaken``), or
    with the claim blocked by ``blocker`` (the engine's blocker: who blocks is the block cross-check's subject).
    """
    empty = not before.draw_pile
    claims = may_claim(after, reading) if empty else [False] * before.player_count
    model = passed_turn(before.turn, _owing(before), empty, claims, reading, mistaken, blocker)
    starts = after.phase == "start"
    found = []
    if model.starts != starts:
        found.append(("does a turn start", str(model.starts), str(starts)))
    elif starts and model.taker != after.turn:
        found.append(("who takes the turn", str(model.taker), str(after.turn)))
    ended_by = None if after.result is None else after.result.ended_by
    if not starts and ended_by != "draw-pile-empty":
        found.append(("how the round ended", "draw-pile-empty", str(ended_by)))
    if model.still_owe != _owe_set(after):
        found.append(("who still owes a lost turn", _words(model.still_owe), _words(_owe_set(after))))
    return found


def compare_end(before: State, after: State, reading: Reading, view: CourseEngineView) -> list[tuple[str, str, str]]:
    """A step ended the round: the totals, whether the game is over, the winners."""
    assert after.result is not None
    model = round_end(
        [player.score for player in before.players],
        after.result.scores,
        len(before.chest),
        after.result.chest_won,
        plays_two_player_rules(before),
        reading,
    )
    totals = tuple(player.score for player in after.players)
    over = after.phase == "game-over"
    found = []
    if model.totals != totals:
        found.append(("the totals", " ".join(map(str, model.totals)), " ".join(map(str, totals))))
    if model.over != over:
        found.append(("is the game over", str(model.over), str(over)))
    elif over and model.winners != view.winners(after):
        found.append(("the winners", _words(model.winners), _words(view.winners(after))))
    return found


def compare_deal(before: State, after: State, reading: Reading) -> list[tuple[str, str, str]]:
    """The next deal: the dealer, who plays first, who still owes a lost turn, the cards in the new chest."""
    assert before.result is not None
    won = before.result.chest_won
    model = next_deal(before.dealer, _owing(before), len(before.chest), won, plays_two_player_rules(before), reading)
    found = []
    if model.chest != len(after.chest):
        found.append(("cards in the new Treasure Chest", str(model.chest), str(len(after.chest))))
    if model.dealer != after.dealer:
        found.append(("the new dealer", str(model.dealer), str(after.dealer)))
    if model.first != after.turn:
        found.append(("who plays first", str(model.first), str(after.turn)))
    if model.still_owe != _owe_set(after):
        found.append(("who still owes a lost turn", _words(model.still_owe), _words(_owe_set(after))))
    return found


def blocker_of(before: State, after: State) -> int | None:
    """Who blocked the waiting claim in this step: the player whose count of blocks rose (none without a block)."""
    if before.phase != "claim":
        return None
    pairs = zip(before.players, after.players, strict=True)
    return next((p for p, (was, now) in enumerate(pairs) if now.blocks > was.blocks), None)


def mistaken_cheng(action: Action, after: State) -> bool:
    """Whether ``action`` was a Cheng that did not end the round with a Cheng (the hand was taken back)."""
    went_cheng = after.result is not None and after.result.ended_by == "cheng" and after.phase in ROUND_OVER
    return isinstance(action, Cheng) and not went_cheng


@dataclass
class CourseComparison:
    """Take the case's step with the engine and compare what it decided with the model; picklable."""

    view: CourseEngineView = field(default_factory=CourseEngineView)

    def steps(self, case: CourseCase) -> tuple[State, list[str]]:
        """The engine's state after the case's step, and what the step decides that the model answers about."""
        before, action, reading = case
        after = self.view.apply(before, action, reading)
        ended = before.phase not in ROUND_OVER and after.phase in ROUND_OVER
        decided = []
        if isinstance(action, Deal):
            decided.append("deal")
        if isinstance(action, Discard) or (mistaken_cheng(action, after) and after.phase != "discard"):
            decided.append("pass")  # a discard, or a mistaken Cheng after a discard, ends the turn
        if blocker_of(before, after) is not None:
            decided.append("pass")  # a block ends the claimant's turn
        if ended:
            decided.append("end")
        return after, decided

    def decides(self, case: CourseCase) -> bool:
        """Whether the case's step decides anything the model of the round's course answers about."""
        return bool(self.steps(case)[1])

    def __call__(self, case: CourseCase) -> list[Disagreement]:
        """The disagreements on one case."""
        before, action, reading = case
        after, decided = self.steps(case)
        found = []
        if "deal" in decided:
            found += compare_deal(before, after, reading)
        if "pass" in decided:
            found += compare_pass(before, after, reading, isinstance(action, Cheng), blocker_of(before, after))
        if "end" in decided:
            found += compare_end(before, after, reading, self.view)
        size = before.player_count + len(before.draw_pile)
        text = describe(before, action, reading)
        return [Disagreement(size, text, question, model, engine) for question, model, engine in found]


# ---------------------------------------------------------------------------------------------------------------
# Cases: steps of random games, and each varied in what the rules read
# ---------------------------------------------------------------------------------------------------------------


def deal_order(state: State, rng: random.Random) -> Deal:
    """The next deal of a round that is over: every card not kept in the chest, shuffled."""
    collected = engine_round.deck(state.player_count, plays_two_player_rules(state)) - Counter(
        engine_round.kept_chest(state).as_counter()
    )
    order = [kind for kind in ALL_KINDS for _ in range(collected[kind])]
    rng.shuffle(order)
    return Deal(tuple(order))


def decides_course(before: State, action: Action) -> bool:
    """Whether the step is one the model of the round's course answers about."""
    if isinstance(action, Deal | Discard | Cheng | Block):
        return True
    return isinstance(action, Draw) and not before.draw_pile


def game_steps(seed: int, view: EngineView | None = None) -> Iterator[CourseCase]:
    """The steps of endless random games, each played to its end with a random player count and reading."""
    engine = view or EngineView()
    rng = random.Random(seed)
    while True:
        reading = random_play_reading(rng)
        state = new_game(rng.randint(MIN_PLAYERS, MAX_PLAYERS), rng.randrange(2**31), reading)
        for _ in range(MAX_GAME_STEPS):
            if state.phase == "game-over":
                break
            if state.phase == "round-over":
                action: Action = deal_order(state, rng)
            else:
                actions = engine.legal_actions(state, reading)
                if not actions:
                    break
                action = random_policy(rng, actions)
            if decides_course(state, action):
                yield state, action, reading
            if state.phase == "discard" and rng.random() < MISTAKE_RATE:
                yield from mistaken_cheng_step(state, reading, engine)
            state = engine.apply(state, action, reading)


MISTAKE_RATE = 0.01
"""How often a random game also tries a mistaken Cheng (never played on: the random policy only goes Cheng rightly)."""


def mistaken_cheng_step(state: State, reading: Reading, engine: EngineView) -> Iterator[CourseCase]:
    """A Cheng after discarding the hand's first card, where that hand may not go Cheng (Section 7, PENALTY).

    The discard goes on the first of the player's piles the engine accepts it on; nothing when every pile refuses
    it or the Cheng would be a rightful one.
    """
    card = state.players[state.turn].hand.tokens()[0]
    for pile in range(len(state.players[state.turn].piles)):
        action = Cheng((Discard(card, pile),))
        try:
            after = engine.apply(state, action, reading)
        except InputError:
            continue
        if mistaken_cheng(action, after):
            yield state, action, reading
        return


def _readings(reading: Reading, keys: Sequence[str]) -> Iterator[Reading]:
    """``reading`` with every combination of options of ``keys`` (the register's options)."""
    from rulebook.core.register import reading_keys

    options = {entry.key: entry.options for entry in reading_keys("forbidden") if entry.key in keys}
    base = reading.as_mapping()
    for chosen in itertools.product(*(options[key] for key in keys)):
        yield Reading.from_mapping({**base, **dict(zip(keys, chosen, strict=True))})


def _with_owing(state: State, owing: Sequence[bool]) -> State:
    players = tuple(replace(player, skip_next_turn=owes) for player, owes in zip(state.players, owing, strict=True))
    return replace(state, players=players)


def _with_totals(state: State, totals: Sequence[int]) -> State:
    players = tuple(replace(player, score=total) for player, total in zip(state.players, totals, strict=True))
    return replace(state, players=players)


TOTAL_STEPS: tuple[int, ...] = (-1, 0, 7)
"""Where each total lands against the winning total after the round: one short, on it, past it."""


def varied(case: CourseCase, view: EngineView) -> Iterator[CourseCase]:
    """The step under every option of the keys it reads, with every set of owed turns or totals around the target.

    A discard onto an empty draw pile, a mistaken Cheng, a block and a deal are varied in who owes a lost turn; a
    step that ends the round is varied in the totals before it, so that each total ends one short of, on, or past
    the winning total (ties included). Variations that are not positions of the game
    (:func:`~rulebook.forbidden.validate.violations`) are left out.
    """
    before, action, reading = case
    n = before.player_count
    states: list[State] = []
    keys: tuple[str, ...]
    after = view.apply(before, action, reading)
    passes = mistaken_cheng(action, after) or blocker_of(before, after) is not None
    if isinstance(action, Deal) or passes or (isinstance(action, Discard) and not before.draw_pile):
        states = [_with_owing(before, owing) for owing in itertools.product((False, True), repeat=n)]
        keys = ("mistake.next-round",) if isinstance(action, Deal) else ("draw.empty-claim", "block.next-player")
    else:
        keys = ("game.tie", "treasure.overflow")
    for changed in _readings(reading, keys):
        if not states:
            after = view.apply(before, action, changed)
            if after.phase not in ROUND_OVER or after.result is None:
                continue
            target = winning_total(n, plays_two_player_rules(before))
            scored = after.result.scores
            for steps in itertools.product(TOTAL_STEPS, repeat=n):
                totals = [target + step - score for step, score in zip(steps, scored, strict=True)]
                yield from _valid(_with_totals(before, totals), action, changed)
        else:
            for state in states:
                yield from _valid(state, action, changed)


def _valid(state: State, action: Action, reading: Reading) -> Iterator[CourseCase]:
    if not violations(state):
        yield state, action, reading


def interesting(case: CourseCase) -> bool:
    """A step worth varying: a discard onto an empty draw pile, a block, a deal, or a step that ends the round."""
    before, action, _ = case
    if isinstance(action, Discard):
        return not before.draw_pile
    return isinstance(action, Deal | Cheng | Draw | Block)


SCANNED_PER_ANCHOR = 150
"""How many steps of random games :func:`varied_steps` looks through per anchor wanted, at most."""


def kind_of(case: CourseCase) -> str:
    """The kind of an interesting step: what its action is."""
    return type(case[1]).__name__


def varied_steps(anchors: int, seed: int, view: EngineView | None = None) -> Iterator[CourseCase]:
    """Interesting steps of random games (:func:`interesting`), each varied: ``anchors`` in all.

    They are shared out evenly between the kinds of step (a discard onto an empty draw pile, a block, a Cheng, a
    deal, a draw from an empty pile), so that the common kinds do not crowd out the rare ones. A kind not met
    within the scan leaves its share unused.
    """
    engine = view or EngineView()
    kinds = ("Discard", "Block", "Cheng", "Deal", "Draw")
    share = -(-anchors // len(kinds))
    chosen: dict[str, list[CourseCase]] = {kind: [] for kind in kinds}
    for case in islice(game_steps(seed, engine), anchors * SCANNED_PER_ANCHOR):
        if interesting(case) and len(chosen[kind_of(case)]) < share:
            chosen[kind_of(case)].append(case)
            if all(len(cases) == share for cases in chosen.values()):
                break
    for case in itertools.chain(*chosen.values()):
        yield from varied(case, engine)


@dataclass(frozen=True)
class CourseBudget:
    """How many cases each round-course family checks."""

    steps: int
    """Steps of random games, as played."""
    anchors: int
    """Interesting steps of random games, each varied in what the rules read."""


STANDARD = CourseBudget(steps=400, anchors=20)
EXHAUSTIVE = CourseBudget(steps=20_000, anchors=400)


def families(budget: CourseBudget, seed: int = 2026, view: CourseEngineView | None = None) -> list[Family[Any]]:
    """The round-course cross-check families for ``budget``."""
    compare = CourseComparison(view or CourseEngineView())
    varied_cases = list(varied_steps(budget.anchors, seed, compare.view))
    return [
        Family(
            f"forbidden round course: steps of random games ({budget.steps:,})",
            lambda: islice(game_steps(seed, compare.view), budget.steps),
            budget.steps,
            compare,
        ),
        Family(
            f"forbidden round course: {budget.anchors} steps, each owed turn, total and option of the course's keys",
            lambda: varied_cases,
            len(varied_cases),
            compare,
        ),
    ]


__all__ = [
    "EXHAUSTIVE",
    "STANDARD",
    "CourseBudget",
    "CourseComparison",
    "CourseEngineView",
    "compare_deal",
    "compare_end",
    "compare_pass",
    "families",
    "game_steps",
    "varied",
    "varied_steps",
]
