"""What an action leads to, as Z3 definitions over the sizes of the hands and piles: the ``apply`` question.

Rulebook "Course of Play", "Exposing a Combination", "Exhausted Draw Pile", "End of the Round", "Goal of the Game"
and "Optional Rules". Each definition is tracked under its rule id (``spec/tzq.toml``), a rule's definitions together:

* ``tzq.turn.actions`` — a Draw takes one card from the draw pile into the hand, a Chow one card from the discard
  pile; a discard puts one card from the hand on the discard pile and ends a Draw.
* ``tzq.turn.expose`` — a combination leaves the hand: one card to the score pile, two on the discard pile (the
  opponent may take either: ``last_discarded`` is 2), then the hand is refilled.
* ``tzq.turn.hand-size`` — the refill takes as many cards as bring the hand back to five (two).
* ``tzq.draw.exhausted`` — a card to take from an empty draw pile is taken from a new one: the discard pile
  shuffled, all of it, but the two cards a combination has just discarded while its player refills, or when the
  opponent's Draw finds the pile a refill emptied (the pair still on top, ``last_discarded`` 2). Under
  ``draw.reshuffle=when-emptied`` the pile is rebuilt as soon as its last card is taken; under
  ``round.exhausted=drawn`` the refill takes what is left and the round ends drawn at the end of the turn that
  emptied the draw pile.
* ``tzq.round.mahjong`` — the fifth combination ends the round: its player wins it and adds the score of the five
  cards of the score pile (the scoring model's answer, :mod:`rulebook.tzq.model.score`) to their total alone; no
  refill.
* ``tzq.game.rounds`` — after round 4 the game is over, won by the higher total (equal totals: both players under
  ``game.tie=share``, nobody under ``no-winner``); the next round is dealt afresh, five cards each and 44 to draw,
  its first player round one's in rounds 1 and 3 (``round.first-player=alternate``) or 1 and 2 (``pairs``), the
  totals kept.

The sizes are integers; the action and the readings are facts the question fixes. One satisfiability check fixes
every definition, and the answer is read back from the solution. Which cards move is then written down from the
action itself (the card drawn is the draw pile's top, the cards a combination discards are its two cards not kept,
a reshuffle leaves the kept cards on the discard pile); whether an action is legal at all is the model of the legal
actions (:mod:`rulebook.tzq.model.actions`). This module never uses the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import z3

from rulebook.core.z3_solving import Rules, add_rule, int_value, is_true, track
from rulebook.tzq.actions import Action, Chow, Combine, Discard, Draw, NextRound, parse_action
from rulebook.tzq.cards import DECK_SIZE, HAND_SIZE, KIND_INDEX, SCORE_PILE_SIZE, Cards
from rulebook.tzq.model.actions import legal_actions
from rulebook.tzq.model.score import score
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import State

ACTIONS = "tzq.turn.actions"
EXPOSE = "tzq.turn.expose"
HAND_SIZE_RULE = "tzq.turn.hand-size"
EXHAUSTED = "tzq.draw.exhausted"
MAHJONG = "tzq.round.mahjong"
ROUNDS = "tzq.game.rounds"
COURSE_RULES: tuple[str, ...] = (ACTIONS, EXPOSE, HAND_SIZE_RULE, EXHAUSTED, MAHJONG, ROUNDS)

LAST_ROUND = 4
"""'By the end of the game, after 4 Rounds'."""
KINDS = ("draw", "chow", "discard", "combine")
PHASES = ("start", "drawn", "taken", "round-over", "game-over")
COMBINATION_DISCARDS = 2
"""The two cards of a combination that go on the discard pile."""


@dataclass(frozen=True)
class _Course:
    """The solver and its terms: the facts a question fixes and the definitions it reads back."""

    solver: z3.Solver
    kind: z3.ArithRef
    hand: z3.ArithRef
    draw: z3.ArithRef
    discard: z3.ArithRef
    pile: z3.ArithRef
    round: z3.ArithRef
    last: z3.ArithRef
    drawn_round: z3.BoolRef
    at_once: z3.BoolRef
    hand_after: z3.ArithRef
    draw_after: z3.ArithRef
    discard_after: z3.ArithRef
    kept_on_top: z3.ArithRef
    reshuffled: z3.BoolRef
    mahjong: z3.BoolRef
    round_ends: z3.BoolRef
    game_over: z3.BoolRef
    last_after: z3.ArithRef
    me: z3.ArithRef
    totals: tuple[z3.ArithRef, z3.ArithRef]
    points: z3.ArithRef
    share: z3.BoolRef
    totals_after: tuple[z3.ArithRef, z3.ArithRef]
    wins: tuple[z3.BoolRef, z3.BoolRef]


def _min(a: z3.ArithRef, b: z3.ArithRef | int) -> z3.ArithRef:
    return z3.If(a <= b, a, b)


@cache
def _course() -> _Course:
    """The definitions, built once (a question pushes its facts and pops them)."""
    s = z3.Solver()
    rules: Rules = {}
    kind, hand, draw, discard, pile, rnd, last = (
        z3.Int(name) for name in ("kind", "hand", "draw", "discard", "pile", "rnd", "last")
    )
    drawn_round, at_once = z3.Bool("round.exhausted=drawn"), z3.Bool("draw.reshuffle=when-emptied")
    is_draw, is_chow, is_discard, is_combine = (kind == KINDS.index(name) for name in KINDS)

    mahjong = z3.Bool("mahjong")
    add_rule(rules, MAHJONG, mahjong == z3.And(is_combine, pile + 1 == SCORE_PILE_SIZE))
    # The discard pile before any card is taken: a Chow takes one, a discard adds one, a combination two.
    put = z3.Int("discard.put")
    add_rule(
        rules,
        ACTIONS,
        put == discard - z3.If(is_chow, 1, 0) + z3.If(is_discard, 1, 0) + z3.If(is_combine, COMBINATION_DISCARDS, 0),
    )
    # Cards to take from the draw pile: one for a Draw, the refill back to five after a combination (no refill at
    # Mah-jong: the round is over).
    need = z3.Int("need")
    add_rule(rules, ACTIONS, need == z3.If(is_draw, 1, 0))
    refill = z3.Int("refill")
    add_rule(rules, HAND_SIZE_RULE, refill == z3.If(z3.And(is_combine, z3.Not(mahjong)), HAND_SIZE - (hand - 3), 0))
    wanted = z3.Int("wanted")
    add_rule(rules, EXPOSE, wanted == need + refill)
    # An empty draw pile is rebuilt from the discards (a Draw always; a refill unless the round ends drawn); a
    # combination's two cards stay on top while its player refills.
    # So do they when the refill took the draw pile's last cards and its rebuild waited (draw.reshuffle=when-needed)
    # for the opponent's Draw: the pile was exhausted during that refill, the pair still lies on top (last is 2).
    keep = z3.Int("keep")
    refill_emptied = z3.And(is_draw, draw == 0, last == COMBINATION_DISCARDS)
    add_rule(rules, EXHAUSTED, keep == z3.If(z3.Or(is_combine, refill_emptied), COMBINATION_DISCARDS, 0))
    may_rebuild = z3.Or(is_draw, z3.Not(drawn_round))
    first = z3.Int("taken.first")
    add_rule(rules, EXHAUSTED, first == _min(wanted, draw))
    rebuilt = z3.Bool("rebuilt.when-needed")
    add_rule(rules, EXHAUSTED, rebuilt == z3.And(wanted > first, may_rebuild))
    second = z3.Int("taken.second")
    add_rule(rules, EXHAUSTED, second == z3.If(rebuilt, wanted - first, 0))
    left = z3.Int("draw.left")
    add_rule(rules, EXHAUSTED, left == z3.If(rebuilt, put - keep - second, draw - first))
    below = z3.Int("discard.left")
    add_rule(rules, EXHAUSTED, below == z3.If(rebuilt, keep, put))
    emptied = z3.Bool("rebuilt.when-emptied")
    add_rule(rules, EXHAUSTED, emptied == z3.And(at_once, z3.Not(drawn_round), wanted > 0, left == 0, below > keep))
    draw_after, discard_after = z3.Int("draw.after"), z3.Int("discard.after")
    add_rule(rules, EXHAUSTED, draw_after == z3.If(emptied, below - keep, left))
    add_rule(rules, EXHAUSTED, discard_after == z3.If(emptied, keep, below))
    kept_on_top = z3.Int("kept")
    add_rule(rules, EXHAUSTED, kept_on_top == z3.If(z3.Or(rebuilt, emptied), keep, -1))
    reshuffled = z3.Bool("reshuffled")
    add_rule(rules, EXHAUSTED, reshuffled == z3.Or(rebuilt, emptied))

    hand_after = z3.Int("hand.after")
    add_rule(
        rules,
        EXPOSE,
        hand_after == hand + z3.If(is_chow, 1, 0) - z3.If(is_discard, 1, 0) - z3.If(is_combine, 3, 0) + first + second,
    )
    # A turn ends with a discard or a combination; under round.exhausted=drawn an empty draw pile ends the round.
    ends_turn = z3.Or(is_discard, z3.And(is_combine, z3.Not(mahjong)))
    round_ends = z3.Bool("round.ends")
    add_rule(rules, EXHAUSTED, round_ends == z3.Or(mahjong, z3.And(ends_turn, drawn_round, draw_after == 0)))
    game_over = z3.Bool("game.over")
    add_rule(rules, ROUNDS, game_over == z3.And(round_ends, rnd >= LAST_ROUND))
    last_after = z3.Int("last.after")
    add_rule(rules, ACTIONS, last_after == z3.If(is_discard, 1, z3.If(is_combine, COMBINATION_DISCARDS, 0)))
    # Only the winner of the round scores: the score of the five-card pile is added to their total alone.
    me, points, share = z3.Int("me"), z3.Int("mahjong.points"), z3.Bool("game.tie=share")
    totals = (z3.Int("total.0"), z3.Int("total.1"))
    totals_after = (z3.Int("total.0.after"), z3.Int("total.1.after"))
    for seat in (0, 1):
        add_rule(rules, MAHJONG, totals_after[seat] == totals[seat] + z3.If(z3.And(mahjong, me == seat), points, 0))
    # Once the game is over the higher total wins; equal totals: both win (game.tie=share), or nobody.
    wins = (z3.Bool("wins.0"), z3.Bool("wins.1"))
    for seat in (0, 1):
        mine, theirs = totals_after[seat], totals_after[1 - seat]
        add_rule(rules, ROUNDS, wins[seat] == z3.And(game_over, mine >= theirs, z3.Or(share, mine > theirs)))
    track(s, rules)
    return _Course(
        s, kind, hand, draw, discard, pile, rnd, last, drawn_round, at_once, hand_after, draw_after, discard_after,
        kept_on_top, reshuffled, mahjong, round_ends, game_over, last_after, me, totals, points, share, totals_after,
        wins,
    )  # fmt: skip


def _sorted_top(pile: list[str], last: int) -> list[str]:
    split = len(pile) - min(last, len(pile))
    return pile[:split] + sorted(pile[split:], key=KIND_INDEX.__getitem__)


STARTED_BY_THE_FIRST_PLAYER = {"alternate": (1, 3), "pairs": (1, 2)}
"""Reading ``round.first-player``: the rounds round one's first player starts (each player starts two of four)."""


def _next_round(state: State, reading: Reading) -> dict[str, Any]:
    """Rule ``tzq.game.rounds``: the next deal, five cards each, its first player by the reading, the totals kept."""
    coming = state.round + 1
    starts = coming in STARTED_BY_THE_FIRST_PLAYER[reading.round_first_player]
    return {
        "phase": "start",
        "round": state.round + 1,
        "turn": state.first_player if starts else 1 - state.first_player,
        "winner": None,
        "totals": [player.total for player in state.players],
        "game_winners": None,
        "score_piles": [[], []],
        "discard_pile": [],
        "last_discarded": 0,
        "taken": None,
        "hand_sizes": [HAND_SIZE, HAND_SIZE],
        "draw_pile_size": DECK_SIZE - 2 * HAND_SIZE,
        "reshuffled": False,
    }


def outcome(state: State, action: Action | str, reading: Reading = DEFAULT) -> dict[str, Any]:
    """The ``apply`` answer: what ``action`` leads to from ``state``, or ``{"refused": true}``."""
    move = parse_action(action) if isinstance(action, str) else action
    if isinstance(move, NextRound):
        return _next_round(state, reading) if state.phase == "round-over" else {"refused": True}
    if str(move) not in legal_actions(state, reading):
        return {"refused": True}
    c = _course()
    me, player = state.turn, state.active
    kind = KINDS.index({Draw: "draw", Chow: "chow", Discard: "discard", Combine: "combine"}[type(move)])
    pile_after = [*player.score_pile, move.keep] if isinstance(move, Combine) else []
    points = score(Cards.of(pile_after), reading).points if len(pile_after) == SCORE_PILE_SIZE else 0
    c.solver.push()
    try:
        c.solver.add(
            c.kind == kind,
            c.hand == len(player.hand),
            c.draw == len(state.draw_pile),
            c.discard == len(state.discard_pile),
            c.pile == len(player.score_pile),
            c.round == state.round,
            c.last == state.last_discarded,
            c.drawn_round == (reading.round_exhausted == "drawn"),
            c.at_once == (reading.draw_reshuffle == "when-emptied"),
            c.me == me,
            c.totals[0] == state.players[0].total,
            c.totals[1] == state.players[1].total,
            c.points == points,
            c.share == (reading.game_tie == "share"),
        )
        if c.solver.check() != z3.sat:
            raise RuntimeError(f"the course model has no answer for {move} in phase {state.phase}")
        m = c.solver.model()
        hand_after, draw_after = int_value(m, c.hand_after), int_value(m, c.draw_after)
        kept, last = int_value(m, c.kept_on_top), int_value(m, c.last_after)
        reshuffled, mahjong = is_true(m, c.reshuffled), is_true(m, c.mahjong)
        round_ends, game_over = is_true(m, c.round_ends), is_true(m, c.game_over)
        totals = [int_value(m, total) for total in c.totals_after]
        winners = [seat for seat in (0, 1) if is_true(m, c.wins[seat])]
    finally:
        c.solver.pop()
    discard = list(state.discard_pile)
    piles = [list(p.score_pile) for p in state.players]
    if isinstance(move, Chow):
        index = max(i for i in range(len(discard) - state.last_discarded, len(discard)) if discard[i] == move.card)
        del discard[index]
    elif isinstance(move, Discard):
        discard.append(move.card)
    elif isinstance(move, Combine):
        rest = list(move.cards)
        rest.remove(move.keep)
        discard += rest
        piles[me].append(move.keep)
    if reshuffled:
        discard = discard[len(discard) - kept :] if kept else []
    phase = (
        "game-over"
        if game_over
        else "round-over"
        if round_ends
        else {Draw: "drawn", Chow: "taken"}.get(type(move), "start")
    )
    sizes = [len(p.hand) for p in state.players]
    sizes[me] = hand_after
    return {
        "phase": phase,
        "round": state.round,
        "turn": me if round_ends or phase in ("drawn", "taken") else 1 - me,
        "winner": me if mahjong else None,
        "totals": totals,
        "game_winners": winners if game_over else None,
        "score_piles": piles,
        "discard_pile": _sorted_top(discard, last),
        "last_discarded": last,
        "taken": move.card if isinstance(move, Chow) else None,
        "hand_sizes": sizes,
        "draw_pile_size": draw_after,
        "reshuffled": reshuffled,
    }


__all__ = ["COURSE_RULES", "outcome"]
