"""``rulebook laopengh moves|apply|new|simulate``: Lao Pengh play from the command line.

States are the JSON objects of ``spec/laopengh-state.schema.json`` (:func:`~rulebook.laopengh.state.state_json`);
actions are written in the text form of :mod:`rulebook.laopengh.actions` (``reveal 1 CY3/11``, ``place 1 on 2``,
``accuse 2 by 0 3``, ``accept``). Every state read is checked first: its form (the reader and the schema), then the
deck (copies, order numbers on the right cards and each once), then whether it can arise in a game
(:func:`rulebook.laopengh.validate.check_state`, the cards it leaves out counted as set aside, and a legal action
unless the game is over); a bad state is refused in one line, exit status 2.

:func:`add_commands` only builds the parsers; the engine is loaded by the command that runs.
"""

from __future__ import annotations

import argparse
from functools import partial
from typing import TYPE_CHECKING, Any

from rulebook.core.commands.place_options import run_place
from rulebook.core.deferred import deferred
from rulebook.core.errors import InputError
from rulebook.core.play.commands import PlayFront, run_apply, run_moves, run_new, run_simulate
from rulebook.core.play.invariants import report_text, share
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers
from rulebook.core.text_numbers import integer_option

if TYPE_CHECKING:
    from rulebook.laopengh.actions import Action
    from rulebook.laopengh.engine.simulate import SimulationReport
    from rulebook.laopengh.reading import Reading
    from rulebook.laopengh.state import State

STATE_SCHEMA = "laopengh-state.schema.json"
"""The JSON Schema of a state file, in ``spec/``."""

MOVES_EXAMPLES = """\
examples:
  rulebook laopengh new --seed 1 --players 3 --json > state.json
  rulebook laopengh moves state.json
  rulebook laopengh moves state.json --reading suspicion.accusers=each-striker --json
  rulebook laopengh new --seed 2 --json | rulebook laopengh moves -

Each action is printed in the text form that `rulebook laopengh apply` takes, with the rule ids it exercises. Phase
reveal: each player still without a card lays one face down; place: the player whose turn it is places the
revealed card on a pile (an illegal placement is a move too: it stands unless accused), and the owner of a lone
dragon places first or declines before anyone else places; whenever a placed card is
open to accusation, any other player may accuse it, or all may accept it. Exit status 2 on a malformed state.
"""

APPLY_EXAMPLES = """\
examples:
  rulebook laopengh apply state.json "reveal 0 CY3/11"
  rulebook laopengh apply state.json "place 1 on 2" --json > next.json
  rulebook laopengh apply state.json "accuse 2 by 0"
  rulebook laopengh apply state.json accept

actions: reveal P CARD | place P on PILE | accuse PILE by P [P ...] | accept | decline P (the owner of a lone
dragon keeps its number's place). An action the rules do not allow
there is refused naming the reason (exit status 2).
"""

NEW_EXAMPLES = """\
examples:
  rulebook laopengh new --seed 1
  rulebook laopengh new --seed 9 --players 5 --json > state.json
  rulebook laopengh new --seed 9 --reading deck.order-numbers=stated   (numbers drawn by the seed)

The deck is the one the readings name; under deck.composition=totals-only it is not known, and no game is dealt.
"""

SIMULATE_EXAMPLES = """\
examples:
  rulebook laopengh simulate --games 200 --seed 1
  rulebook laopengh simulate --games 100 --policy bluffing --json
  rulebook laopengh simulate --games 100 --reading suspicion.remainder=stays-in-pile --reading end.when=first-empty
  rulebook laopengh simulate --game-seed 12345   (replay one reported game)

After every action the state is checked: every one of the 54 cards in exactly one place, the order numbers each
once, no pile empty, what is open to accusation on a pile, and a game that is not over offering a legal action. A
violation is reported with the game's seed and its actions, and the run exits with status 1.
"""

ACCUSE_RULES = ("laopengh.suspicion.accuse", "laopengh.suspicion.upheld", "laopengh.suspicion.refuted")


def action_rules(action: Action) -> tuple[str, ...]:
    """The rule ids an action exercises (``spec/laopengh.toml``)."""
    from rulebook.laopengh.actions import Accept, Accuse, Decline, Place, Reveal

    match action:
        case Decline():
            return ("laopengh.round.lone-dragon", "laopengh.round.order")
        case Reveal():
            return ("laopengh.round.reveal",)
        case Place():
            return ("laopengh.round.order", "laopengh.place.declare", "laopengh.place.match", "laopengh.place.illegal")
        case Accuse():
            return ACCUSE_RULES
        case Accept():
            return ("laopengh.suspicion.accepted",)
    return ()


def render_moves(state: State, reading: Reading) -> str:
    """The moves as text: the phase, then one action per line with its rule ids."""
    from rulebook.laopengh.engine.play import legal_actions

    if state.phase == "over":
        return f"phase over · winner(s): {', '.join(f'P{p}' for p in state.winners)}"
    actions = legal_actions(state, reading)
    count = f"{len(actions)} legal action{'' if len(actions) == 1 else 's'}"
    lines = [f"round {state.round} · phase {state.phase} · {count}"]
    width = max((len(str(action)) for action in actions), default=0)
    for action in actions:
        rules = " ".join(f"[{rule}]" for rule in action_rules(action))
        lines.append(f"  {str(action).ljust(width)}  {rules}")
    return "\n".join(lines)


def render_state(state: State) -> str:
    """``state`` as plain text: the round and phase, the piles, one line per player."""
    header = [f"round {state.round}", f"phase {state.phase}", f"{len(state.aside)} cards aside"]
    if state.phase == "place" and state.orders:
        header.append("to place: " + " or ".join(" ".join(f"P{p}" for p in order) for order in state.orders))
    if state.phase == "over":
        header.append(f"winner(s): {', '.join(f'P{p}' for p in state.winners)}")
    lines = [" · ".join(header)]
    for index, pile in enumerate(state.piles):
        opened = [item for item in state.open if item.pile == index]
        note = "".join(f" (open to accusation: P{item.player}'s card)" for item in opened)
        lines.append(f"  pile {index}: {' '.join(map(str, pile))} (top {pile[-1]}){note}")
    for player, hand in enumerate(state.hands):
        revealed = state.revealed[player] if player < len(state.revealed) else None
        shown = f" · revealed {revealed}" if revealed is not None else ""
        lines.append(f"  P{player}: hand {' '.join(map(str, hand)) or '-'}{shown}")
    return "\n".join(lines)


def actor(state: State, actions: list[Action]) -> int | None:
    """The one seat that may act, or None: the game is over, or several may.

    In phase ``reveal`` every player without a revealed card may reveal; an open card may be accused by any other
    player, or accepted by all (rules ``laopengh.round.reveal``, ``laopengh.suspicion.accuse``).
    """
    from rulebook.laopengh.actions import Accept, Accuse, Decline, Place, Reveal

    seats: set[int] = set()
    for action in actions:
        if isinstance(action, Reveal | Place | Decline):
            seats.add(action.player)
        elif isinstance(action, Accuse):
            seats.update(action.accusers)
        elif isinstance(action, Accept):
            return None
    return seats.pop() if len(seats) == 1 else None


def _state_from_json(data: Any, reading: Reading) -> State:
    from rulebook.laopengh.state import state_from_json

    return state_from_json(data, reading.deck_order_numbers, reading.deck_composition)


def _action(args: argparse.Namespace, state: State, reading: Reading) -> Action:
    from rulebook.core.inputs import argument
    from rulebook.laopengh.actions import parse_action

    return parse_action(argument(args.action, "ACTION").strip(), reading.deck_order_numbers)


def _new(args: argparse.Namespace, reading: Reading) -> State:
    from rulebook.laopengh.engine.play import new
    from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS

    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise InputError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {args.players}")
    return new(args.players, args.seed, reading)


def _actor(state: State, reading: Reading) -> int | None:
    from rulebook.laopengh.engine.play import legal_actions

    return actor(state, legal_actions(state, reading))


FRONT: PlayFront[State, Action, Reading] = PlayFront(
    state_schema=STATE_SCHEMA,
    reading="rulebook.laopengh.reading:Reading",
    state_from_json=_state_from_json,
    state_json=deferred("rulebook.laopengh.state:state_json"),
    render_state=render_state,
    action=_action,
    legal_actions=deferred("rulebook.laopengh.engine.play:legal_actions"),
    apply=deferred("rulebook.laopengh.engine.play:apply"),
    new=_new,
    actor=_actor,
    render_moves=render_moves,
    check_state=deferred("rulebook.laopengh.validate:check_state"),
    idle_phases=("over",),  # rulebook.laopengh.state.IDLE_PHASES, written out so that registering loads no state
    rules=lambda state, action, reading: action_rules(action),
    moves_extra=lambda state: {"round": state.round, "winners": list(state.winners)},
)
"""Lao Pengh's side of the play commands (:mod:`rulebook.core.play.commands`)."""


def render_report(report: SimulationReport, seconds: float) -> str:
    """The figures of a simulation as a two-column table, then any invariant violation."""
    reading = ", ".join(f"{key}={value}" for key, value in report.reading.changed().items()) or "defaults"
    players = "2 to 6, drawn per game" if report.players is None else str(report.players)
    accusations = report.accusations_upheld + report.accusations_refuted
    ties = sum(count for winners, count in report.winner_counts.items() if winners > 1)
    rate = report.games / seconds if seconds else 0.0
    rows = [
        ("games", f"{report.games:,} (policy {report.policy}, seed {report.seed}, players {players})"),
        ("readings", reading),
        ("finished", share(report.finished, report.games)),
        ("cut off at the round cap", share(report.capped, report.games)),
        ("won by several players", share(ties, report.finished)),
        ("rounds", f"{report.rounds:,}"),
        ("illegal placements", share(report.illegal_placements, report.placements)),
        (
            "accusations",
            f"{accusations:,} ({report.accusations_upheld:,} upheld, {report.accusations_refuted:,} refuted)",
        ),
        ("accepted by nobody accusing", f"{report.accepts:,}"),
        ("actions", f"{report.actions:,}"),
        ("invariant violations", f"{len(report.violations):,}"),
        ("time", f"{seconds:.1f} s ({rate:.1f} games/s)"),
    ]
    return report_text(rows, report.violations)


def _simulate(args: argparse.Namespace, seeds: list[int] | None) -> SimulationReport:
    from rulebook.laopengh.engine.simulate import simulate
    from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS

    if args.players is not None and not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise InputError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {args.players}")
    place = run_place(args, not args.no_progress)
    reading = FRONT.read_reading(args.reading)
    return simulate(args.games, args.seed, reading, args.policy, args.players, seeds=seeds, place=place)


def simulate_command(args: argparse.Namespace, stdout: Any) -> int:
    """``rulebook laopengh simulate``: exit 1 when an invariant was violated."""
    return run_simulate(args, stdout, partial(_simulate, args), render_report)


def add_commands(commands: Any) -> None:
    """Register ``moves``, ``apply``, ``new`` and ``simulate`` under ``rulebook laopengh`` (``Game.commands``)."""
    parsers = add_play_parsers(
        commands,
        PlayCommands(
            title="Lao Pengh",
            action_help='the action, e.g. "place 1 on 2" or "accuse 2 by 0"',
            new_description="Deal a new Lao Pengh game from a deck shuffled with the seed.",
            simulate_description=(
                "Play complete Lao Pengh games with a simple policy; check invariants after every action."
            ),
            policies=("honest", "bluffing", "accusing"),
            runners=(partial(run_moves, FRONT), partial(run_apply, FRONT), partial(run_new, FRONT), simulate_command),
            examples=(MOVES_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
        ),
    )
    parsers.new.add_argument(
        "--players", type=integer_option, default=4, metavar="N", help="players, 2 to 6 (default 4)"
    )
    parsers.new.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")
    parsers.simulate.add_argument(
        "--players",
        type=integer_option,
        metavar="N",
        help="players in every game, 2 to 6 (default: each game draws its own)",
    )


__all__ = [
    "FRONT",
    "STATE_SCHEMA",
    "action_rules",
    "actor",
    "add_commands",
    "render_moves",
    "render_report",
    "render_state",
    "simulate_command",
]
