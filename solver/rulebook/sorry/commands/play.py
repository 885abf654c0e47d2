"""``rulebook sorry actions|apply|new|simulate``: SORRY! play from the command line.

States are the JSON objects of ``spec/sorry-state.schema.json`` (:func:`~rulebook.sorry.state.state_json`); actions are
written in the text form of :mod:`rulebook.sorry.actions` (``draw``, ``R 12-17``, ``pass``,
``play 7: R 12-15, R 20-24``, ``discard 4``). Every state read is checked first: its form (the reader and the schema),
then what no state of the game holds (:func:`rulebook.sorry.validate.check_state`: two pawns of one colour on a square,
cards missing from the deck or one too many, a hand of the points game not of five, a colour with every pawn HOME in a
game that goes on, ...); a bad state is refused in one line, exit status 2. ``moves`` is the question of a position and
a card (:mod:`rulebook.sorry.commands.check`), so the state's legal actions are ``actions``.

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
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers
from rulebook.core.text_numbers import integer_option

if TYPE_CHECKING:
    from rulebook.sorry.actions import Action
    from rulebook.sorry.engine.simulate import SimulationReport
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
  rulebook sorry new --seed 4 --colours B,G --first G

The players pick their colours and who starts (Setup): --colours and --first; by default red starts, two players
are red and yellow, three red, blue and yellow. The order of play is the board's, red, blue, yellow, green.
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


def render_actions(state: State, actions: list[Action]) -> str:
    """Who is on turn and every legal action, one a line (the winners once the game is over)."""
    if state.phase == "over":
        return f"phase over · winner(s): {', '.join(state.winners)}"
    count = f"{len(actions)} legal action{'' if len(actions) == 1 else 's'}"
    return "\n".join([f"{state.turn} on turn · phase {state.phase} · {count}", *(f"  {a.as_text()}" for a in actions)])


def action_rules(state: State, action: Action, reading: Reading) -> tuple[str, ...]:
    """The rule ids an action exercises: the draw, the rule that allows the move, the points game's hand."""
    from rulebook.sorry.engine.play import options

    if action.kind == "draw":
        return ("sorry.turn.draw",)
    hand = ("sorry.points.hand",) if action.kind in ("play", "discard") else ()
    card = action.card if action.kind == "play" else state.card
    if card is None or action.move is None:
        return hand
    return (*hand, options(state.pawns, card, state.turn, state.mode, reading)[action.move].rule)


def _players(value: int | None, mode: str) -> None:
    if value is not None and not 2 <= value <= 4:
        raise InputError(f"--players must be 2 to 4, not {value}")
    if mode == "teams" and value not in (None, 4):
        raise InputError("the team rules need four players")


def _state_from_json(data: Any, reading: Reading) -> State:
    from rulebook.sorry.state import state_from_json

    return state_from_json(data, reading.deck_cards)


def _colours(value: str | None) -> list[str] | None:
    """``--colours R,Y``: the colours the players picked, comma-separated (checked by the engine's setup)."""
    if value is None:
        return None
    return [word for word in (part.strip() for part in value.split(",")) if word]


def _new(args: argparse.Namespace, reading: Reading) -> State:
    from rulebook.sorry.engine.play import new

    colours = _colours(args.colours)
    default = len(colours) if colours else 4
    players = 4 if args.mode == "teams" and args.players is None else args.players or default
    _players(players, args.mode)
    return new(players, args.mode, args.seed, reading, first=args.first, colours=colours)


def actor(state: State, reading: Reading) -> int | None:
    """The seat of the colour on turn (seats in the order of play); None once the game is over."""
    return None if state.phase == "over" else state.seats.index(state.turn)


def _render_moves(state: State, reading: Reading) -> str:
    from rulebook.sorry.engine.play import legal_actions

    return render_actions(state, list(legal_actions(state, reading)))


FRONT: PlayFront[State, Action, Reading] = PlayFront(
    state_schema=STATE_SCHEMA,
    reading="rulebook.sorry.reading:Reading",
    state_from_json=_state_from_json,
    state_json=deferred("rulebook.sorry.state:state_json"),
    render_state=render_state,
    action=argument_action(deferred("rulebook.sorry.actions:action_from_text"), strip=False),
    legal_actions=deferred("rulebook.sorry.engine.play:legal_actions"),
    apply=deferred("rulebook.sorry.engine.play:apply"),
    new=_new,
    actor=actor,
    render_moves=_render_moves,
    check_state=deferred("rulebook.sorry.validate:check_state"),
    idle_phases=("over",),  # rulebook.sorry.state.IDLE_PHASES, written out so that registering loads no state
    action_json=lambda state, action, reading: {
        "text": action.as_text(),
        "rules": list(action_rules(state, action, reading)),
    },
    moves_extra=lambda state: {"turn": state.turn},
    schema_first=True,
)
"""SORRY!'s side of the play commands (:mod:`rulebook.core.play.commands`); its ``moves`` is ``actions``."""


def _simulate(args: argparse.Namespace, seeds: list[int] | None) -> SimulationReport:
    from rulebook.sorry.engine.simulate import simulate

    players = 4 if args.mode == "teams" and args.players is None else args.players or 2
    _players(players, args.mode)
    place = run_place(args, not args.no_progress)
    reading = FRONT.read_reading(args.reading)
    return simulate(players, args.mode, args.games, args.seed, reading, args.policy, seeds=seeds, place=place)


def _render_report(args: argparse.Namespace, report: SimulationReport, seconds: float) -> str:
    rate = args.games / seconds if seconds and args.game_seed is None else 0.0
    return report.as_text() + (f"\ntime: {seconds:.1f} s ({rate:.0f} games/s)" if rate else "")


def simulate_command(args: argparse.Namespace, stdout: Any) -> int:
    """``rulebook sorry simulate``: exit 1 when an invariant was violated."""
    return run_simulate(args, stdout, partial(_simulate, args), partial(_render_report, args))


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
            runners=(partial(run_moves, FRONT), partial(run_apply, FRONT), partial(run_new, FRONT), simulate_command),
            examples=(ACTIONS_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
            moves_name="actions",
        ),
    )
    for parser in (parsers.new, parsers.simulate):
        parser.add_argument("--players", type=integer_option, metavar="N", help="players, 2 to 4 (new: 4, simulate: 2)")
        parser.add_argument(
            "--mode", choices=("standard", "teams", "points"), default="standard", help="the rules played (standard)"
        )
    parsers.new.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")
    parsers.new.add_argument(
        "--colours",
        metavar="C,C",
        help="the colours the players pick (Setup), e.g. R,Y or blue,green: distinct, one a player (default: two "
        "players red and yellow, three red, blue and yellow); the team rules play all four",
    )
    parsers.new.add_argument(
        "--first", metavar="COLOUR", help="the colour that starts (Setup: 'choose who starts'; default red)"
    )


__all__ = [
    "FRONT",
    "STATE_SCHEMA",
    "action_rules",
    "actor",
    "add_commands",
    "render_actions",
    "render_state",
    "simulate_command",
]
