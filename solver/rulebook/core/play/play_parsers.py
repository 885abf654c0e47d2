"""The play sub-commands every game with a state shares: ``moves``, ``apply``, ``new`` and ``simulate``.

A game with a JSON state (``rulebook <game> moves STATE.json`` ...) registers the four parsers here with its
title, its examples and its runners; the options every game shares (the state, ``--reading``, ``--json``,
``--seed``, the simulation's ``--games``, ``--game-seed`` and ``--policy``) are added once, and the game adds its
own to the parsers returned (FORBIDDEN's ``--players``, Tien Zi Que's ``--first-player``). ``--games`` is a
whole number of 0 or more, written with the digits 0-9 (:func:`~rulebook.core.text_numbers.count_option`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.place_options import add_place_options
from rulebook.core.errors import InputError
from rulebook.core.play.simulation_runs import LOCAL_FROM
from rulebook.core.text_numbers import count_option, integer_option

Runner = Callable[[argparse.Namespace, Any], int]


@dataclass(frozen=True)
class PlayCommands:
    """What one game says of its play commands."""

    title: str
    """The game's name in the descriptions ("FORBIDDEN", "Tien Zi Que")."""
    action_help: str
    """``apply``'s help for its ACTION (``'the action, e.g. "claim 1,3 using R3"'``)."""
    new_description: str
    simulate_description: str
    policies: tuple[str, ...]
    """The simulation's policies, the first the default."""
    runners: tuple[Runner, Runner, Runner, Runner]
    """``moves``, ``apply``, ``new``, ``simulate``."""
    examples: tuple[str, str, str, str]
    """The epilog of each, in the same order."""
    moves_name: str = "moves"
    """The name of the state's legal-actions command (``actions`` where the game's ``moves`` asks of a position)."""
    new_example: tuple[str, ...] = ()
    """What ``new`` needs besides ``--seed`` to deal a game (``("--players", "3")``), for the contract tests."""


@dataclass(frozen=True)
class PlayParsers:
    """The four parsers, for the game to add its own options to."""

    moves: argparse.ArgumentParser
    apply: argparse.ArgumentParser
    new: argparse.ArgumentParser
    simulate: argparse.ArgumentParser


def reading_option(parser: argparse.ArgumentParser) -> None:
    """``--reading KEY=VALUE``, repeatable."""
    parser.add_argument("--reading", action="append", default=[], metavar="KEY=VALUE", help="choose a reading")


def simulation_seeds(args: argparse.Namespace) -> list[int] | None:
    """The one game ``--game-seed`` replays, or ``None`` for the run's own games.

    A negative ``--games`` or ``--game-seed`` is an :class:`InputError` naming it.
    """
    if args.games < 0:
        raise InputError(f"--games must be 0 or more, not {args.games}")
    if args.game_seed is None:
        return None
    if args.game_seed < 0:
        raise InputError(f"--game-seed must be 0 or more, not {args.game_seed}")
    return [args.game_seed]


def add_play_parsers(commands: Any, game: PlayCommands) -> PlayParsers:
    """Register ``moves``, ``apply``, ``new`` and ``simulate`` with the options every game shares."""
    raw = argparse.RawDescriptionHelpFormatter
    run_moves, run_apply, run_new, run_simulate = game.runners
    moves_examples, apply_examples, new_examples, simulate_examples = game.examples
    moves = commands.add_parser(
        game.moves_name,
        help="who acts in this state and every legal action, with its rule ids",
        description=f"List who acts in a {game.title} state and every legal action, with the rules each exercises.",
        epilog=moves_examples,
        formatter_class=raw,
    )
    moves.add_argument("state", metavar="STATE.json", help="a state as JSON; - reads standard input")
    reading_option(moves)
    moves.add_argument("--json", action="store_true", help="answer as one JSON object")
    moves.set_defaults(run=run_moves)

    applying = commands.add_parser(
        "apply",
        help="the state after one action",
        description=f"Apply one action to a {game.title} state and print the next state.",
        epilog=apply_examples,
        formatter_class=raw,
    )
    applying.add_argument("state", metavar="STATE.json", help="a state as JSON; - reads standard input")
    applying.add_argument("action", metavar="ACTION", help=game.action_help)
    reading_option(applying)
    applying.add_argument("--json", action="store_true", help="print the next state as JSON (a STATE.json)")
    applying.set_defaults(run=run_apply)

    new = commands.add_parser(
        "new",
        help="the first state of a new game",
        description=game.new_description,
        epilog=new_examples,
        formatter_class=raw,
    )
    new.add_argument("--seed", type=count_option, required=True, metavar="S", help="seed of the shuffle")
    new.add_argument("--json", action="store_true", help="print the state as JSON (a STATE.json)")
    new.set_defaults(run=run_new)

    simulate = commands.add_parser(
        "simulate",
        exits={1: "a state invariant was broken (each listed with its game's seed and actions)"},
        help="play many games, check the engine's invariants, print statistics",
        description=game.simulate_description,
        epilog=simulate_examples,
        formatter_class=raw,
    )
    simulate.add_argument("--games", type=count_option, default=100, metavar="N", help="games to play (default 100)")
    simulate.add_argument("--seed", type=count_option, default=1, metavar="S", help="seed of the whole run (default 1)")
    simulate.add_argument(
        "--game-seed", type=integer_option, metavar="G", help="play only the game with this seed (from a report)"
    )
    reading_option(simulate)
    simulate.add_argument(
        "--policy",
        choices=game.policies,
        default=game.policies[0],
        help=f"how players choose (default {game.policies[0]})",
    )
    simulate.add_argument("--json", action="store_true", help="answer as one JSON object")
    add_place_options(simulate, f"one per core from {LOCAL_FROM:,} games, else 1")
    simulate.add_argument("--no-progress", action="store_true", help="no progress bar")
    simulate.set_defaults(run=run_simulate)
    for parser in (moves, applying, new, simulate):
        parser.set_defaults(play_commands=game)  # what the contract tests read of a game's play commands
    return PlayParsers(moves, applying, new, simulate)


__all__ = [
    "PlayCommands",
    "PlayParsers",
    "Runner",
    "add_play_parsers",
    "reading_option",
    "simulation_seeds",
]
