"""The ``rulebook`` command line: every command serves every game of the registry (:mod:`rulebook.registry`).

Bad input is answered with one line on stderr naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TextIO

from rulebook import __version__
from rulebook.core.commands.check import add_check_parser, run_check
from rulebook.core.commands.parser import Parser
from rulebook.core.deferred import deferred
from rulebook.core.errors import BatchesFailedError, InputError
from rulebook.core.game import Game
from rulebook.core.inputs import check_arguments
from rulebook.registry import game as registered_game
from rulebook.registry import game_ids, games

SharedParsers = Callable[[Any, Sequence[Game]], None]
"""A shared command's ``add_parser(subparsers, games)``: adds its sub-parsers, for every registered game."""

FIRST_SHARED: tuple[tuple[str, ...], str] = (("verify",), "rulebook.core.verify.verify:add_parser")
"""The shared command listed before the games in ``rulebook --help``: its names and where it adds its parser."""
SHARED: tuple[tuple[tuple[str, ...], str], ...] = (
    (("readings", "diff"), "rulebook.core.commands.readings_command:add_parsers"),
    (("errata",), "rulebook.core.commands.errata:add_parser"),
    (("generate",), "rulebook.core.corpus.generate:add_parser"),
    (("conform",), "rulebook.core.corpus.conform:add_parser"),
    (("fuzz",), "rulebook.core.mutation.fuzz_command:add_parser"),
    (("mutate",), "rulebook.core.mutation.mutation_run:add_parser"),
    (("bench",), "rulebook.core.bench.run:add_parser"),
    (("serve",), "rulebook.core.desk.serve:add_parser"),
)
"""The shared commands listed after the games, in order: each one's command names and where it adds its parsers.

Named as ``module:function`` (:func:`~rulebook.core.deferred.deferred`) so that a module is imported only when its
command is built: ``rulebook <game> check`` imports none of them."""


def examples(served: Sequence[Game]) -> str:
    """The examples closing ``rulebook --help``: the shared commands, then each game's first check example."""
    first = served[0].id
    lines = [
        "examples:",
        "  rulebook verify                       cross-check every model against its engine (standard budget)",
        "  rulebook verify --exhaustive          every configuration of the domains swept whole (make verify)",
    ]
    for game in served:
        shown = [line for line in game.check.examples.splitlines()[1:] if line.startswith("  rulebook ")]
        lines += [line.split("  #")[0].rstrip() for line in shown[:1]]
        lines.append(f"  rulebook {game.id} check --help".ljust(40) + f"more on checking {game.title} inputs")
    lines += [
        "  rulebook generate                     write the conformance corpora, their test suites and the rule docs",
        f'  rulebook conform {first} --engine "python -m rulebook.adapter {first}"',
        "                                        run the corpus against an engine over JSON lines",
        f'  rulebook fuzz {first} --engine "python -m rulebook.adapter {first}"',
        "                                        search for a small input where an engine differs, shrunk",
        "  rulebook mutate                       plant mistakes in the engines' code; the corpus must catch each",
        f"  rulebook readings {first}".ljust(40) + "the open points of the rulebook and their defaults",
        f"  rulebook diff {first} --reading KEY=VALUE".ljust(40)
        + "the smallest input a reading changes, and how often",
        f"  rulebook errata {first}".ljust(40) + "every open point of the rulebook, with a wording that settles it",
        "",
        "games: " + ", ".join(f"{game.id} ({game.title})" for game in served),
    ]
    return "\n".join(lines) + "\n"


def add_game_parser(subparsers: Any, game: Game, check_only: bool = False) -> None:
    """``rulebook <game>``: its ``check`` and its other question commands on the core's frame, then its own.

    With ``check_only`` (a command line that chose ``check``, which its parser alone reads) the game's other commands
    are left out, and their modules unimported.
    """
    parser = subparsers.add_parser(game.id, help=game.summary)
    commands = parser.add_subparsers(dest=f"{game.id}_command", required=True, metavar="COMMAND")
    for command in (game.check, *(() if check_only else game.question_commands)):
        check = add_check_parser(commands, command, game.id)
        check.set_defaults(run=partial(run_check, command, game.reading))
    if game.commands is not None and not check_only:
        game.commands(commands)


def build_parser(
    registered: Sequence[Game] | None = None, argv: Sequence[str] | None = None
) -> argparse.ArgumentParser:
    """The argument parser with every subcommand, for every registered game; or only what ``argv`` chooses.

    Given the command line ``argv``, only the parser of the command it names (its first argument: a game or a shared
    command) is built, and of a game only ``check`` when that is the next argument; so one question imports neither
    the other games, nor the shared commands' modules, nor its game's other commands. What is parsed is the same,
    since a command's arguments are read by its own parser alone. A command line that names no command (it starts
    with an option such as ``--help``, or names an unknown command, answered with the list of them all) gets every
    parser.
    """
    command, subcommand = chosen_command(argv or ())
    if registered is None:
        if command in game_ids():
            chosen = registered_game(command)
            return _parser((), listed=(chosen,), shared=(), check_only=_is_check(chosen, subcommand))
        registered = games()
    served = tuple(registered)
    for found in served:
        if found.id == command:
            return _parser((), listed=(found,), shared=(), check_only=_is_check(found, subcommand))
    for names, add in (FIRST_SHARED, *SHARED):
        if command in names:
            return _parser(served, listed=(), shared=((names, add),))
    return _parser(served, listed=served, shared=(FIRST_SHARED, *SHARED), epilog=examples(served))


def _is_check(chosen: Game, subcommand: str | None) -> bool:
    """Whether ``subcommand`` names the game's ``check`` (or one of its aliases)."""
    return subcommand is not None and subcommand in (chosen.check.name, *chosen.check.aliases)


def _parser(
    served: Sequence[Game],
    listed: Sequence[Game],
    shared: Sequence[tuple[tuple[str, ...], str]],
    epilog: str | None = None,
    check_only: bool = False,
) -> argparse.ArgumentParser:
    """The top-level parser with the sub-parsers of the games ``listed`` and of the ``shared`` commands.

    The shared commands serve the games ``served``; the sub-parsers come in the order of ``rulebook --help``.
    """
    parser = Parser(
        prog="rulebook",
        description="Formal models of tabletop game rules: check rulings, cross-check the encodings.",
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"rulebook {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    if FIRST_SHARED in shared:
        _add_shared(subparsers, FIRST_SHARED, served)
    for chosen in listed:
        add_game_parser(subparsers, chosen, check_only)
    for entry in SHARED:
        if entry in shared:
            _add_shared(subparsers, entry, served)
    return parser


def _add_shared(subparsers: Any, entry: tuple[tuple[str, ...], str], served: Sequence[Game]) -> None:
    """Add one shared command's parsers (importing its module)."""
    add: SharedParsers = deferred(entry[1])
    add(subparsers, served)


def chosen_command(argv: Sequence[str]) -> tuple[str | None, str | None]:
    """The command the command line names and the word after it; ``None`` for either that is missing or an option.

    ``rulebook``'s own options (``--help``, ``--version``) take no value, so the first argument, when it is not an
    option, is the command (and a game's own commands likewise come first after the game's id); a command line that
    starts with an option gets every parser, as it always did.
    """
    words = [word if not word.startswith("-") else None for word in argv[:2]]
    if not words or words[0] is None:
        return None, None
    return words[0], words[1] if len(words) > 1 else None


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(argv=arguments)
    args = parser.parse_args(arguments)
    try:
        check_arguments(args)  # every text argument, for every command: bytes that were not UTF-8 named
        status: int = args.run(args, stdout or sys.stdout)
    except InputError as error:
        print(f"rulebook: error: {error}", file=sys.stderr)
        return 2
    except BatchesFailedError as error:
        for failure in error.failures:
            print(f"rulebook: {failure}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("rulebook: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader closed the pipe (``rulebook ... | head``): stop quietly, as other command-line tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return status


if __name__ == "__main__":
    sys.exit(main())
