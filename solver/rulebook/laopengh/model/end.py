"""Who wins at the end of a round, as a Z3 model (rulebook "End of Game").

Rule ``laopengh.end.winners``, under its default reading ``end.when=round-end``: once every card of a round has been
placed (and the last accusation settled), the game ends if some player holds no cards, and every player then
holding no cards wins: several may win together ("If the game is tied, there may be several winners"). The hands
are looked at only then, so a player who emptied their hand but took cards after an accusation later in the round
is no winner.

Each player's hand size is an Int (``cards[i]``, a fact of the question); ``winner[i]`` and ``over`` are defined
from them in the rule's tracked group, and each answer is checked to be forced
(:func:`rulebook.laopengh.model.solving.forced`). A solver is built once for each number of players.

>>> winners([0, 3, 0, 2])
(0, 2)
>>> winners([1, 4])
()
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import z3

from rulebook.core.errors import InputError
from rulebook.core.z3_solving import track
from rulebook.laopengh.model.solving import Answers, forced

WINNERS = "laopengh.end.winners"
END_RULES: tuple[str, ...] = (WINNERS,)


@dataclass(frozen=True)
class EndShape:
    """One reusable solver for ``players`` players at the end of a round."""

    players: int
    solver: z3.Solver
    cards: tuple[z3.ArithRef, ...]
    """How many cards each player holds once the round's cards are all placed."""
    winner: tuple[z3.BoolRef, ...]
    over: z3.BoolRef
    """The game ends with this round."""
    answers: Answers
    rule_literals: dict[str, z3.BoolRef]


def end_rules(shape: EndShape) -> list[z3.BoolRef]:
    """Rule ``laopengh.end.winners``: the players holding no cards win; the game ends when there is one."""
    rule = [winner == (cards == 0) for winner, cards in zip(shape.winner, shape.cards, strict=True)]
    return [*rule, shape.over == z3.Or(*shape.winner)]


@cache
def shape(players: int) -> EndShape:
    """The end-of-round solver for ``players`` players, built on first use and shared in the process."""
    winner = tuple(z3.Bool(f"winner[{i}]") for i in range(players))
    over = z3.Bool("game_over")
    built = EndShape(
        players=players,
        solver=z3.SolverFor("QF_LIA"),
        cards=tuple(z3.Int(f"hand[{i}]") for i in range(players)),
        winner=winner,
        over=over,
        answers=Answers.of({"over": over, **{f"winner[{i}]": w for i, w in enumerate(winner)}}, name="end"),
        rule_literals={},
    )
    built.solver.add(*(cards >= 0 for cards in built.cards))
    built.answers.attach(built.solver)
    built.rule_literals.update(track(built.solver, {WINNERS: end_rules(built)}))
    return built


def winners(hand_sizes: Sequence[int]) -> tuple[int, ...]:
    """The players who win when the round ends with these hand sizes (every empty hand); ``()``: the game goes on."""
    if isinstance(hand_sizes, str | bytes) or not hand_sizes:
        raise InputError("expected the number of cards each player holds, one per player")
    for player, size in enumerate(hand_sizes):
        if isinstance(size, bool) or not isinstance(size, int) or size < 0:
            raise InputError(f"player {player}: a hand holds a whole number of cards, not {size!r}")
    built = shape(len(hand_sizes))
    facts = [cards == size for cards, size in zip(built.cards, hand_sizes, strict=True)]
    values = forced(built.solver, facts, built.answers)
    found = tuple(player for player in range(built.players) if values[f"winner[{player}]"])
    if values["over"] != bool(found):
        raise RuntimeError("the model ends the game without a winner, or names winners of a game that goes on")
    return found


__all__ = ["END_RULES", "EndShape", "end_rules", "shape", "winners"]
