"""``rulebook readings GAME`` and ``rulebook diff GAME``: the open points of a rulebook, and settling them.

Game-independent: each game adds its options and its commands' work (:mod:`rulebook.forbidden.cli_readings`,
:mod:`rulebook.mahjong.cli_readings`).
"""

from __future__ import annotations

import argparse
from typing import Any

from rulebook.forbidden import cli_readings as forbidden
from rulebook.mahjong import cli_readings as mahjong

GAMES = (("forbidden", "FORBIDDEN", forbidden), ("mahjong", "classical mahjong", mahjong))
"""Each game's sub-command name, its title in the help, and the module that adds its options and runs it."""


def add_parsers(subparsers: Any) -> None:
    """Add ``readings`` and ``diff``, each with one sub-command per game."""
    readings = subparsers.add_parser(
        "readings",
        help="the open points of a rulebook: question, options, default, evidence",
        description="Print the reading register of a game: every open point of its rulebook.",
        epilog=forbidden.READINGS_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    diff = subparsers.add_parser(
        "diff",
        help="compare two readings: the smallest witness and how often it matters",
        description="Compare two readings of a game: the smallest input on which they answer differently "
        "(or a scoped proof that none exists) and how often the difference shows in play.",
        epilog=forbidden.DIFF_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    game_parsers = {"readings": readings.add_subparsers(dest="game", required=True, metavar="GAME")}
    game_parsers["diff"] = diff.add_subparsers(dest="game", required=True, metavar="GAME")
    for name, title, module in GAMES:
        added = {
            label: games.add_parser(
                name,
                help=title,
                description=(readings if label == "readings" else diff).description,
                epilog=module.READINGS_EXAMPLES if label == "readings" else module.DIFF_EXAMPLES,
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
            for label, games in game_parsers.items()
        }
        module.add_parsers(added["readings"], added["diff"])
