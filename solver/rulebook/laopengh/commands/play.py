"""``rulebook laopengh moves|apply|new|simulate``: Lao Pengh play from the command line.

States are the JSON objects of ``spec/laopengh-state.schema.json`` (:func:`~rulebook.laopengh.state.state_json`);
actions are written in the text form of :mod:`rulebook.laopengh.actions` (``reveal 1 CY3/11``, ``place 1 on 2``,
``accuse 2 by 0 3``, ``accept``). Every state read is checked first: its form (the reader and the schema), then the
deck (copies, order numbers on the right cards and each once); a bad state is refused in one line, exit status 2.

:func:`add_commands` only builds the parsers; the engine is loaded by the command that runs.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.commands.place_options import run_place
from rulebook.core.errors import InputError
from rulebook.core.play.invariants import report_text, share
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers, simulation_seeds

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
revealed card on a pile (an illegal placement is a move too: it stands unless accused); whenever a placed card is
open to accusation, any other player may accuse it, or all may accept it. Exit status 2 on a malformed state.
"""

APPLY_EXAMPLES = """\
examples:
  rulebook laopengh apply state.json "reveal 0 CY3/11"
  rulebook laopengh apply state.json "place 1 on 2" --json > next.json
  rulebook laopengh apply state.json "accuse 2 by 0"
  rulebook laopengh apply state.json accept

actions: reveal P CARD | place P on PILE | accuse PILE by P [P ...] | accept. An action the rules do not allow
there is refused naming the reason (exit status 2).
"""

NEW_EXAMPLES = """\
examples:
  rulebook laopengh new --seed 1
  rulebook laopengh new --seed 9 --players 5 --json > state.json
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


def read_state(source: str, reading: Reading, stdin: TextIO | None = None) -> State:
    """The state in the file ``source`` (``-``: standard input), read under the deck readings of ``reading``."""
    from rulebook.core.inputs import check_schema, read_json, where
    from rulebook.laopengh.state import state_from_json

    data = read_json(source, stdin)
    try:
        state = state_from_json(data, reading.deck_order_numbers, reading.deck_composition)
        check_schema(data, STATE_SCHEMA)
    except InputError as error:
        raise InputError(f"{where(source)}: {error}") from None
    return state


def read_action(text: str, reading: Reading) -> Action:
    """An action from its text form (:func:`rulebook.laopengh.actions.parse_action`)."""
    from rulebook.core.inputs import argument
    from rulebook.laopengh.actions import parse_action

    return parse_action(argument(text, "ACTION").strip(), reading.deck_order_numbers)


def _reading(pairs: list[str]) -> Reading:
    from rulebook.laopengh.reading import Reading

    return Reading.from_pairs(pairs)


def action_rules(action: Action) -> tuple[str, ...]:
    """The rule ids an action exercises (``spec/laopengh.toml``)."""
    from rulebook.laopengh.actions import Accept, Accuse, Place, Reveal

    match action:
        case Reveal():
            return ("laopengh.round.reveal",)
        case Place():
            return ("laopengh.round.order", "laopengh.place.declare", "laopengh.place.match", "laopengh.place.illegal")
        case Accuse():
            return ACCUSE_RULES
        case Accept():
            return ("laopengh.suspicion.accepted",)
    return ()


def moves_json(state: State, reading: Reading) -> dict[str, Any]:
    """The phase and every legal action with its text and rule ids."""
    from rulebook.laopengh.engine.play import legal_actions

    return {
        "phase": state.phase,
        "round": state.round,
        "winners": list(state.winners),
        "actions": [
            {"text": str(action), "rules": list(action_rules(action))} for action in legal_actions(state, reading)
        ],
    }


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


def run_moves(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook laopengh moves``."""
    reading = _reading(args.reading)
    state = read_state(args.state, reading)
    if args.json:
        print(json.dumps(moves_json(state, reading), indent=2), file=stdout)
    else:
        print(render_moves(state, reading), file=stdout)
    return 0


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


def _print_state(state: State, as_json: bool, stdout: TextIO) -> None:
    from rulebook.laopengh.state import state_json

    print(json.dumps(state_json(state), indent=2) if as_json else render_state(state), file=stdout)


def run_apply(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook laopengh apply``."""
    from rulebook.laopengh.engine.play import apply

    reading = _reading(args.reading)
    state = read_state(args.state, reading)
    _print_state(apply(state, read_action(args.action, reading), reading), args.json, stdout)
    return 0


def run_new(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook laopengh new``."""
    from rulebook.laopengh.engine.play import new
    from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS

    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise InputError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {args.players}")
    _print_state(new(args.players, args.seed, _reading(args.reading)), args.json, stdout)
    return 0


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


def run_simulate(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook laopengh simulate``: exit 1 when an invariant was violated."""
    from rulebook.laopengh.engine.simulate import simulate
    from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS

    reading = _reading(args.reading)
    seeds = simulation_seeds(args)
    if args.players is not None and not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise InputError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {args.players}")
    start = time.perf_counter()
    report = simulate(
        args.games,
        args.seed,
        reading,
        args.policy,
        args.players,
        seeds=seeds,
        place=run_place(args, not args.no_progress),
    )
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({**report.as_json(), "seconds": round(seconds, 3)}, indent=2), file=stdout)
    else:
        print(render_report(report, seconds), file=stdout)
    return 1 if report.violations else 0


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
            runners=(run_moves, run_apply, run_new, run_simulate),
            examples=(MOVES_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
        ),
    )
    parsers.new.add_argument("--players", type=int, default=4, metavar="N", help="players, 2 to 6 (default 4)")
    parsers.new.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")
    parsers.simulate.add_argument(
        "--players", type=int, metavar="N", help="players in every game, 2 to 6 (default: each game draws its own)"
    )


__all__ = [
    "STATE_SCHEMA",
    "action_rules",
    "add_commands",
    "moves_json",
    "read_action",
    "read_state",
    "render_moves",
    "render_report",
    "render_state",
    "run_apply",
    "run_moves",
    "run_new",
    "run_simulate",
]
