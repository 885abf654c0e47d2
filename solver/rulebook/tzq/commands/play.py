"""``rulebook tzq moves|apply|new|simulate``: Tien Zi Que play from the command line.

States are the JSON objects of ``spec/tzq-state.schema.json`` (:func:`~rulebook.tzq.state.state_json`); actions
are written in the text form of :mod:`rulebook.tzq.actions` (``draw``, ``chow 5b``, ``discard 9d``, ``combine 4a
5b T keep T``, ``next-round``). Every state read is checked first: its form (the reader and the schema), then
whether it can arise in a game (:func:`~rulebook.tzq.validate.check_state`: every card in exactly one place, hand
sizes for the phase, ...); an impossible state is refused with all its problems in one line, exit status 2.

:func:`add_commands` only builds the parsers; the engine is loaded by the command that runs.
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import TYPE_CHECKING, Any

from rulebook.core.commands.place_options import run_place
from rulebook.core.deferred import deferred
from rulebook.core.errors import InputError
from rulebook.core.play.commands import PlayFront, argument_action, run_apply, run_moves, run_new, run_simulate
from rulebook.core.play.invariants import report_text, share
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers
from rulebook.core.text_numbers import integer_option

if TYPE_CHECKING:
    from rulebook.tzq.actions import Action
    from rulebook.tzq.engine.simulate import SimulationReport
    from rulebook.tzq.reading import Reading
    from rulebook.tzq.state import State

STATE_SCHEMA = "tzq-state.schema.json"
"""The JSON Schema of a state file, in ``spec/``."""

MOVES_EXAMPLES = """\
examples:
  rulebook tzq new --seed 1 --json > state.json
  rulebook tzq moves state.json
  rulebook tzq moves state.json --reading mahjong.minimum=two-points --json
  rulebook tzq new --seed 2 --json | rulebook tzq moves -

Each action is printed in the text form that `rulebook tzq apply` takes, with the rule ids it exercises. Phase
start: draw, or chow a card of the discard pile; drawn: discard a card (Draw) or combine (Make a Pung); taken:
combine with the card taken (Make a Chow). Once a round is over, `next-round` deals the next one. Exit status 2
on a malformed or impossible state, with every problem named.
"""

APPLY_EXAMPLES = """\
examples:
  rulebook tzq apply state.json draw
  rulebook tzq apply state.json "combine 4a 5b T keep T" --json > next.json
  rulebook tzq apply state.json "chow 5b"
  rulebook tzq apply over.json next-round

actions: draw | chow CARD | discard CARD | combine A B C keep K | next-round. An illegal action is refused naming
the rule (exit status 2).
"""

NEW_EXAMPLES = """\
examples:
  rulebook tzq new --seed 1
  rulebook tzq new --seed 9 --first-player 1 --json > state.json
"""

SIMULATE_EXAMPLES = """\
examples:
  rulebook tzq simulate --games 200 --seed 1
  rulebook tzq simulate --games 50 --seed 3 --policy eager --json
  rulebook tzq simulate --games 100 --reading round.exhausted=drawn --reading mahjong.minimum=two-points
  rulebook tzq simulate --game-seed 12345   (replay one reported game)

After every action the state is checked: it must be a position of the game (every card in exactly one place,
hand sizes for the phase, score piles of at most five), a phase that is not over must offer a legal action, and
totals change only by the winner's score when a round is won. A violation is reported with the game's seed and
its actions, and the run exits with status 1. Policies: random (uniform among the legal actions) and eager (a
combination whenever one is legal).
"""


# ---------------------------------------------------------------------------------------------------------------
# moves
# ---------------------------------------------------------------------------------------------------------------


def action_rules(state: State, action: Action, reading: Reading) -> tuple[str, ...]:
    """The rule ids an action exercises (``spec/tzq.toml``)."""
    from rulebook.tzq.actions import Chow, Combine, Discard, Draw
    from rulebook.tzq.state import COMBINATIONS_TO_WIN

    match action:
        case Draw():
            return ("tzq.turn.actions",)
        case Chow():
            return ("tzq.turn.actions", "tzq.combination.joker")
        case Discard():
            return ("tzq.turn.actions", "tzq.turn.hand-size")
        case Combine(cards):
            rules = ["tzq.combination.size", "tzq.turn.expose"]
            if "T" in cards:
                rules.append("tzq.combination.joker")
            if len(state.active.score_pile) + 1 == COMBINATIONS_TO_WIN:
                rules.append("tzq.round.mahjong")
            return tuple(rules)
    return ("tzq.game.rounds",)


def render_moves(state: State, reading: Reading) -> str:
    """The moves as text: who acts, then one action per line with its rule ids."""
    from rulebook.tzq.engine.play import game_winners, legal_actions

    if state.phase == "game-over":
        best = ", ".join(f"P{p}" for p in game_winners(state, reading)) or "none (a tie, game.tie=no-winner)"
        return f"phase game-over · nobody acts · winner(s): {best}"
    if state.phase == "round-over":
        won = "drawn, nobody scores" if state.winner is None else f"won by P{state.winner}"
        return f"phase round-over · round {state.round} {won}\n  next-round    deal the next round  [tzq.game.rounds]"
    actions = legal_actions(state, reading)
    count = f"{len(actions)} legal action{'' if len(actions) == 1 else 's'}"
    lines = [f"phase {state.phase} · P{state.turn} acts · {count}"]
    width = max((len(str(action)) for action in actions), default=0)
    for action in actions:
        rules = " ".join(f"[{rule}]" for rule in action_rules(state, action, reading))
        lines.append(f"  {str(action).ljust(width)}  {rules}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------------
# apply and new
# ---------------------------------------------------------------------------------------------------------------


def render_state(state: State) -> str:
    """``state`` as plain text: the round and who acts, one line per player, the piles."""
    top = " ".join(state.discard_pile[len(state.discard_pile) - state.last_discarded :]) if state.last_discarded else ""
    header = [
        f"round {state.round}",
        f"phase {state.phase}",
        f"P{state.turn} {'made the last move' if state.phase in ('round-over', 'game-over') else 'to act'}",
        f"draw pile {len(state.draw_pile)}",
        f"discard pile {len(state.discard_pile)}" + (f" (may be taken: {top})" if top else ""),
    ]
    if state.taken is not None:
        header.append(f"taken {state.taken}")
    lines = [" · ".join(header)]
    for p, player in enumerate(state.players):
        pile = " ".join(player.score_pile) or "-"
        lines.append(f"  P{p}: hand {player.hand or '-'} · score pile {pile} · total {player.total}")
    if state.phase in ("round-over", "game-over"):
        lines.append(f"  round {state.round}: " + ("drawn" if state.winner is None else f"won by P{state.winner}"))
    return "\n".join(lines)


def _state_from_json(data: Any, reading: Reading) -> State:
    from rulebook.tzq.state import state_from_json

    return state_from_json(data)


def _new(args: argparse.Namespace, reading: Reading) -> State:
    from rulebook.tzq.engine.play import new_game

    if args.first_player not in (0, 1):
        raise InputError(f"--first-player must be 0 or 1, not {args.first_player}")
    return new_game(args.seed, first_player=args.first_player)


def actor(state: State, reading: Reading) -> int | None:
    """The player to act; nobody once a round or the game is over (``next-round`` is nobody's turn)."""
    return None if state.phase in ("round-over", "game-over") else state.turn


FRONT: PlayFront[State, Action, Reading] = PlayFront(
    state_schema=STATE_SCHEMA,
    reading="rulebook.tzq.reading:Reading",
    state_from_json=_state_from_json,
    state_json=deferred("rulebook.tzq.state:state_json"),
    render_state=render_state,
    action=argument_action(deferred("rulebook.tzq.actions:parse_action")),
    legal_actions=deferred("rulebook.tzq.engine.play:legal_actions"),
    apply=deferred("rulebook.tzq.engine.play:apply"),
    new=_new,
    actor=actor,
    render_moves=render_moves,
    rules=action_rules,
    check_state=deferred("rulebook.tzq.validate:check_state"),
    idle_phases=("round-over", "game-over"),  # rulebook.tzq.state.IDLE_PHASES (registering loads no state)
)
"""Tien Zi Que's side of the play commands (:mod:`rulebook.core.play.commands`)."""


# ---------------------------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------------------------


def render_report(report: SimulationReport, seconds: float) -> str:
    """The figures of a simulation as a two-column table, then any invariant violation."""
    figures = report.as_json()
    reading = ", ".join(f"{key}={value}" for key, value in report.reading.changed().items()) or "defaults"
    points = figures["mahjong_points"]
    rate = report.games / seconds if seconds else 0.0
    rows = [
        ("games", f"{report.games:,} (policy {report.policy}, seed {report.seed})"),
        ("readings", reading),
        ("rounds", f"{report.rounds:,}"),
        ("rounds won by Mah-jong", share(report.mahjongs, report.rounds)),
        ("rounds drawn", share(report.drawn_rounds, report.rounds)),
        ("actions per round", f"{figures['actions_per_round']:.1f} ({report.actions:,} actions)"),
        ("combinations", f"{report.combinations:,} ({report.chows:,} chows)"),
        ("reshuffles of the discard pile", f"{report.reshuffles:,}"),
        ("Mah-jong points", f"mean {points['mean']:.2f} · min {points['min']} · max {points['max']}"),
        ("invariant violations", f"{len(report.violations):,}"),
        ("time", f"{seconds:.1f} s ({rate:.1f} games/s)"),
    ]
    return report_text(rows, report.violations)


def _simulate(args: argparse.Namespace, seeds: list[int] | None) -> SimulationReport:
    from rulebook.tzq.engine.simulate import simulate

    place = run_place(args, not args.no_progress)
    return simulate(args.games, args.seed, FRONT.read_reading(args.reading), args.policy, seeds=seeds, place=place)


def simulate_command(args: argparse.Namespace, stdout: Any) -> int:
    """``rulebook tzq simulate``: exit 1 when an invariant was violated."""
    return run_simulate(args, stdout, partial(_simulate, args), render_report)


# ---------------------------------------------------------------------------------------------------------------
# The parsers
# ---------------------------------------------------------------------------------------------------------------


def add_commands(commands: Any) -> None:
    """Register ``moves``, ``apply``, ``new`` and ``simulate`` under ``rulebook tzq`` (``Game.commands``)."""
    parsers = add_play_parsers(
        commands,
        PlayCommands(
            title="Tien Zi Que",
            action_help='the action, e.g. "combine 4a 5b T keep T"',
            new_description="Deal a new Tien Zi Que game from a deck shuffled with the seed.",
            simulate_description=(
                "Play complete Tien Zi Que games with a simple policy; check invariants after every action."
            ),
            policies=("random", "eager"),
            runners=(partial(run_moves, FRONT), partial(run_apply, FRONT), partial(run_new, FRONT), simulate_command),
            examples=(MOVES_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
        ),
    )
    parsers.new.add_argument(
        "--first-player", type=integer_option, default=0, metavar="P", help="first player of round 1 (0 or 1)"
    )


add_parsers = add_commands
"""The same function under the name FORBIDDEN's play commands use (``play_parsers.add_parsers``)."""

__all__ = [
    "FRONT",
    "STATE_SCHEMA",
    "action_rules",
    "actor",
    "add_commands",
    "add_parsers",
    "render_moves",
    "render_report",
    "render_state",
    "simulate_command",
]
