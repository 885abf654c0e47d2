"""The options and help of ``rulebook forbidden moves|apply|new|simulate`` (their work: :mod:`.play`).

Only the parsers: what each command runs is named with :func:`~rulebook.core.deferred.deferred`, so that building
``rulebook``'s parser (for ``--help`` or any other command) does not load the play engine.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.deferred import deferred
from rulebook.core.play.play_parsers import PlayCommands, add_play_parsers, reading_option
from rulebook.core.text_numbers import count_option, integer_option
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS, POLICIES

MOVES_EXAMPLES = """\
examples:
  rulebook forbidden new --players 4 --seed 1 --json > state.json
  rulebook forbidden moves state.json
  rulebook forbidden moves state.json --reading claim.wild=no --json
  rulebook forbidden new --players 3 --seed 2 --json | rulebook forbidden moves -

Each action is printed in the text form that `rulebook forbidden apply` takes, with the rule ids it exercises.
In phase round-over the next dealer deals: `deal ORDER` (any order of the cards not kept in the chest) or
`deal seed N`. Exit status 2 on a malformed or impossible state, with every problem named.
"""

APPLY_EXAMPLES = """\
examples:
  rulebook forbidden apply state.json draw
  rulebook forbidden apply state.json "claim 1,3 using R3" --json > next.json
  rulebook forbidden apply state.json "discard R2 to 1"           (two players: onto pile 1)
  rulebook forbidden apply state.json "cheng discarding B2"
  rulebook forbidden apply state.json '{"action": "claim", "piles": [[2, 0]], "hand": ["R3", "R4"]}'
  rulebook forbidden apply over.json "deal seed 7"                (or: deal --seed 7)

actions: draw | claim PILE[,PILE...] using CARDS | claim-forbidden PILE | block | pass | discard CARD [to PILE]
| cheng [discarding CARD ...] | deal CARDS | deal seed N. A pile is a player number, or PLAYER.INDEX for the
second pile of the two-player game (1.1). An illegal action is refused naming the rule (exit status 2).
"""

NEW_EXAMPLES = """\
examples:
  rulebook forbidden new --players 4 --seed 1
  rulebook forbidden new --players 2 --seed 9 --json > state.json
  rulebook forbidden new --players 2 --seed 9 --reading variant.two-player=no   two players, standard rules
"""

SIMULATE_EXAMPLES = """\
examples:
  rulebook forbidden simulate --games 200 --players 4 --seed 1
  rulebook forbidden simulate --games 50 --players 2 --seed 3 --policy greedy --json
  rulebook forbidden simulate --games 100 --players 3 --seed 1 --reading draw.exhausted=score-all
  rulebook forbidden simulate --players 4 --game-seed 3871601465 --no-progress   (replay one reported game)

After every action the state is checked: it must be a position of the game (every card in exactly one place,
hand sizes for the phase, ...), a phase other than game-over must offer a legal action, and totals change only
when a round ends. A violation is reported with the game's seed and its actions (a deal as `deal seed N`, which
`rulebook forbidden apply` accepts), and the run exits with status 1. Policies: random (uniform among the legal
actions, but a legal Cheng is always taken) and greedy (Cheng for the best score, the largest claim, always
block, discard the least useful card).
"""


def add_parsers(commands: Any) -> None:
    """Register the play subcommands under ``rulebook forbidden``."""
    runners = tuple(
        deferred(f"rulebook.forbidden.commands.play:run_{name}") for name in ("moves", "apply", "new", "simulate")
    )
    parsers = add_play_parsers(
        commands,
        PlayCommands(
            title="FORBIDDEN",
            action_help='the action, e.g. "claim 1,3 using R3", or its JSON',
            new_description="Deal a new FORBIDDEN game (player 0 deals) from a deck shuffled with the seed.",
            simulate_description=(
                "Play complete FORBIDDEN games with a simple policy; check invariants after every action."
            ),
            policies=POLICIES,
            runners=runners,  # type: ignore[arg-type]
            examples=(MOVES_EXAMPLES, APPLY_EXAMPLES, NEW_EXAMPLES, SIMULATE_EXAMPLES),
            new_example=("--players", "3"),
        ),
    )
    parsers.apply.add_argument(
        "--seed", type=count_option, metavar="N", help="with ACTION 'deal': shuffle the deal with seed N"
    )
    parsers.new.add_argument("--players", type=integer_option, required=True, metavar="P", help="2, 3 or 4 players")
    reading_option(parsers.new)
    parsers.simulate.add_argument(
        "--players", type=integer_option, required=True, metavar="P", help="2, 3 or 4 players"
    )
    parsers.simulate.add_argument(
        "--max-rounds",
        type=integer_option,
        default=DEFAULT_MAX_ROUNDS,
        metavar="R",
        help=f"stop a game after R rounds (default {DEFAULT_MAX_ROUNDS})",
    )


__all__ = ["add_parsers"]
