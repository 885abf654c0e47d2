"""``rulebook sorry actions|apply|new|simulate``: SORRY! play from the command line.

States are the JSON objects of ``spec/sorry-state.schema.json`` (:func:`~rulebook.sorry.state.state_json`);
actions are written in the text form of :mod:`rulebook.sorry.actions` (``draw``, ``R 12-17``, ``pass``,
``play 7: R 12-15, R 20-24``, ``discard 4``). Every state read is checked first: its form (the reader and the
schema), then what no state of the game holds (two pawns of one colour on a square, cards missing from the deck or
one too many); a bad state is refused in one line, exit status 2. ``moves`` is the question of a position and a
card (:mod:`rulebook.sorry.commands.check`), so the state's legal actions are ``actions``.

:func:`add_commands` only builds the parsers; the engine is loaded by the command that runs.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.commands.place_options import run_place
from rulebook.core.errors import InputError
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers, simulation_seeds

if TYPE_CHECKING:
    from rulebook.sorry.actions import Action
    from rulebook.sorry.reading import Reading
    from rulebook.sorry.state import State

STATE_SCHEMA = "sorry-state.schema.json"
"""The JSON Schema of a state file, in ``spec/``."""

ACTIONS_EXAMPLES = """\
examples:
  rulebook sorry new --seed 1 --players 3 --json > state.json
  rulebook sorry actions state.json
  rulebook sorry new --seed 2 --mode points --json | rulebook sorry actions -

Phase draw: the player on turn draws; move: every move of the card drawn (or pass, when the rules allow); play
(the points game): every move of every card of the hand, or a discard when none moves. Exit status 2 on a
malformed state.
"""

APPLY_EXAMPLES = """\
examples:
  rulebook sorry apply state.json draw --json > next.json
  rulebook sorry apply next.json "R start-4"
  rulebook sorry apply state.json "play 7: R 12-15, R 20-24"

actions: draw | a move of the card drawn (R 12-17, R start-4, R 12 swap B 33, R start sorry B 33, pass) |
play CARD: MOVE | discard CARD. An action the rules do not allow there is refused naming the legal ones (exit
status 2).
"""

NEW_EXAMPLES = """\
examples:
  rulebook sorry new --seed 1
  rulebook sorry new --seed 9 --players 4 --mode teams --json > state.json
  rulebook sorry new --seed 3 --players 2 --mode points --reading deck.cards=forty-four
"""

SIMULATE_EXAMPLES = """\
examples:
  rulebook sorry simulate --games 300 --players 2
  rulebook sorry simulate --games 100 --players 4 --mode teams --json
  rulebook sorry simulate --games 200 --mode points --reading points.bonus=best-only
  rulebook sorry simulate --game-seed 12345   (replay one reported game)

Reports the length of the games in turns (a turn is one card moved by, passed on or discarded), who won, and the
invariants checked after every action: each colour's four pawns somewhere, never two pawns of one colour on a
square, never two pawns on one track square, every card of the deck exactly once, five cards in every hand of the
points game, a game that is not over offering a legal action. A violation exits with status 1. Published random
play lasts about 107, 120 and 124 turns for 2, 3 and 4 players (medians).
"""


def _reading(pairs: list[str]) -> Reading:
    from rulebook.sorry.reading import Reading

    return Reading.from_pairs(pairs)


def read_state(source: str, reading: Reading, stdin: TextIO | None = None) -> State:
    """The state in the file ``source`` (``-``: standard input), held to the deck of ``reading``."""
    from rulebook.core.inputs import check_schema, read_json, where
    from rulebook.sorry.state import state_from_json

    data = read_json(source, stdin)
    try:
        check_schema(data, STATE_SCHEMA)
        state = state_from_json(data, reading.deck_cards)
    except InputError as error:
        raise InputError(f"{where(source)}: {error}") from None
    return state


def read_action(text: str) -> Action:
    """An action from its text form (:func:`rulebook.sorry.actions.action_from_text`)."""
    from rulebook.core.inputs import argument
    from rulebook.sorry.actions import action_from_text

    return action_from_text(argument(text, "ACTION"))


def render_state(state: State) -> str:
    """``state`` as plain text: the mode and phase, who is on turn and what they hold, the pawns, the piles."""
    from rulebook.sorry.board import COLOUR_NAMES

    header = [state.mode, f"phase {state.phase}", f"turn {state.turns}"]
    if state.phase == "over":
        header.append("winner(s): " + ", ".join(COLOUR_NAMES[colour] for colour in state.winners))
    else:
        header.append(f"{COLOUR_NAMES[state.turn]} on turn")
    if state.card is not None:
        header.append(f"card drawn {state.card}")
    lines = [" · ".join(header)]
    for colour, places in state.pawns.pawns:
        hand = f" · hand {' '.join(state.hand(colour))}" if state.mode == "points" else ""
        lines.append(f"  {colour}: {' '.join(places)}{hand}")
    lines.append(f"  draw pile {len(state.draw)} cards, discard pile {len(state.discard)}")
    return "\n".join(lines)


def _print_state(state: State, as_json: bool, stdout: TextIO) -> None:
    from rulebook.sorry.state import state_json

    print(json.dumps(state_json(state), indent=2) if as_json else render_state(state), file=stdout)


def run_actions(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook sorry actions``: who acts and every legal action."""
    from rulebook.sorry.engine.play import legal_actions

    reading = _reading(args.reading)
    state = read_state(args.state, reading)
    actions = [action.as_text() for action in legal_actions(state, reading)]
    if args.json:
        print(json.dumps({"phase": state.phase, "turn": state.turn, "actions": actions}, indent=2), file=stdout)
        return 0
    if state.phase == "over":
        print(f"phase over · winner(s): {', '.join(state.winners)}", file=stdout)
        return 0
    count = f"{len(actions)} legal action{'' if len(actions) == 1 else 's'}"
    print(f"{state.turn} on turn · phase {state.phase} · {count}", file=stdout)
    for action in actions:
        print(f"  {action}", file=stdout)
    return 0


def run_apply(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook sorry apply``."""
    from rulebook.sorry.engine.play import apply

    reading = _reading(args.reading)
    state = read_state(args.state, reading)
    _print_state(apply(state, read_action(args.action), reading), args.json, stdout)
    return 0


def _players(value: int | None, mode: str) -> None:
    if value is not None and not 2 <= value <= 4:
        raise InputError(f"--players must be 2 to 4, not {value}")
    if mode == "teams" and value not in (None, 4):
        raise InputError("the team rules need four players")


def run_new(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook sorry new``."""
    from rulebook.sorry.engine.play import new

    players = 4 if args.mode == "teams" and args.players is None else args.players or 4
    _players(players, args.mode)
    _print_state(new(players, args.mode, args.seed, _reading(args.reading)), args.json, stdout)
    return 0


def run_simulate(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook sorry simulate``: exit 1 when an invariant was violated."""
    from rulebook.sorry.engine.simulate import simulate

    reading = _reading(args.reading)
    seeds = simulation_seeds(args)
    players = 4 if args.mode == "teams" and args.players is None else args.players or 2
    _players(players, args.mode)
    start = time.perf_counter()
    report = simulate(
        players,
        args.mode,
        args.games,
        args.seed,
        reading,
        args.policy,
        seeds=seeds,
        place=run_place(args, not args.no_progress),
    )
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({**report.as_json(), "seconds": round(seconds, 3)}, indent=2), file=stdout)
    else:
        rate = args.games / seconds if seconds and seeds is None else 0.0
        print(report.as_text() + (f"\ntime: {seconds:.1f} s ({rate:.0f} games/s)" if rate else ""), file=stdout)
    return 1 if report.violations else 0


def add_commands(commands: Any) -> None:
    """Register ``actions``, ``apply``, ``new`` and ``simulate`` under ``rulebook sorry`` (``Game.commands``)."""
    parsers = add_play_parsers(
        commands,
        PlayCommands(
            title="SORRY!",
            action_help='the action, e.g. draw, "R 12-17" or "play 7: R 12-15, R 20-24"',
            new_description="Set up a new SORRY! game with a deck shuffled with the seed.",
            simulate_description="Play complete SORRY! games at random; check invariants after every action.",
            policies=("random", "greedy"),
            runners=(run_actions, run_apply, run_new, run_simulate),
            examples=(ACTIONS_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
            moves_name="actions",
        ),
    )
    for parser in (parsers.new, parsers.simulate):
        parser.add_argument("--players", type=int, metavar="N", help="players, 2 to 4 (new: 4, simulate: 2)")
        parser.add_argument(
            "--mode", choices=("standard", "teams", "points"), default="standard", help="the rules played (standard)"
        )
    parsers.new.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")


__all__ = ["STATE_SCHEMA", "add_commands", "read_action", "read_state", "render_state"]
