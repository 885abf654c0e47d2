"""``rulebook readings GAME`` and ``rulebook diff GAME``: the open points of a rulebook, and settling them.

Game-independent: each game adds its options and its commands' work (:mod:`solver.forbidden.cli_readings`,
:mod:`solver.mahjong.cli_readings`).
"""

from __future__ import annotations

import argparse
from typing import Any

from solver.forbidden import cli_readings as forbidden
from solver.mahjong import cli_readings as mahjong


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
    for parser, label in ((readings, "readings"), (diff, "diff")):
        games = parser.add_subparsers(dest="game", required=True, metavar="GAME")
        game = games.add_parser(
            "forbidden",
            help="FORBIDDEN",
            description=parser.description,
            epilog=forbidden.READINGS_EXAMPLES if label == "readings" else forbidden.DIFF_EXAMPLES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if label == "readings":
            forbidden.add_parsers(game, argparse.ArgumentParser())
        else:
            forbidden.add_parsers(argparse.ArgumentParser(), game)
        other = games.add_parser(
            "mahjong",
            help="classical mahjong",
            description=parser.description,
            epilog=mahjong.READINGS_EXAMPLES if label == "readings" else mahjong.DIFF_EXAMPLES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if label == "readings":
            mahjong.add_parsers(other, argparse.ArgumentParser())
        else:
            mahjong.add_parsers(argparse.ArgumentParser(), other)
