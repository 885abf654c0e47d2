"""``rulebook forbidden moves|apply|new|simulate``: FORBIDDEN play from the command line.

States are the JSON objects of ``spec/forbidden-state.schema.json`` (:func:`~rulebook.forbidden.state.state_json`);
actions are written in the text form of :mod:`rulebook.forbidden.actions` or as their JSON objects. Every state
read is validated first (:func:`~rulebook.forbidden.validate.check_state`): an impossible state is refused with
all its problems in one line, exit status 2, like any other bad input. The commands' options and help are
:mod:`~rulebook.forbidden.commands.play_parsers`'s.
"""

from __future__ import annotations

import argparse
import re
from functools import partial
from typing import TextIO

from rulebook.core.commands.place_options import run_place
from rulebook.core.errors import InputError
from rulebook.core.inputs import argument, parse_json
from rulebook.core.play import commands
from rulebook.core.play.invariants import report_text, share
from rulebook.core.text_numbers import whole_number
from rulebook.forbidden.actions import (
    Action,
    Block,
    Cheng,
    Claim,
    ClaimForbidden,
    Deal,
    Discard,
    Draw,
    Pass,
    action_from_json,
    action_json,
    parse_action,
)
from rulebook.forbidden.commands.play_render import render_state
from rulebook.forbidden.engine.play import actor, apply, legal_actions, new_game
from rulebook.forbidden.engine.round import winners
from rulebook.forbidden.engine.simulate import SimulationReport, seeded_deal, simulate
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import IDLE_PHASES, State, plays_two_player_rules, state_from_json, state_json
from rulebook.forbidden.validate import check_state

STATE_SCHEMA = "forbidden-state.schema.json"
"""The JSON Schema of a state file, in ``spec/``."""
_BLOCK_RULES = ("forbidden.block.who", "forbidden.block.precedence")
_DEAL_SEED = re.compile(r"^\s*deal\s+seed\s+(\S+)\s*$", re.IGNORECASE)


# ---------------------------------------------------------------------------------------------------------------
# Reading states and actions
# ---------------------------------------------------------------------------------------------------------------


def read_action(text: str, state: State, seed: int | None) -> Action:
    """An action from its text form or JSON object; ``deal seed N`` (or ``deal`` with ``seed``) shuffles a deal."""
    stripped = argument(text, "ACTION").strip()
    deal_seed = _DEAL_SEED.match(stripped)
    if stripped.startswith("{"):
        try:
            data = parse_json(stripped)
        except InputError as error:
            raise InputError(f"ACTION: {error}") from None
        if isinstance(data, dict) and data.get("action") == "deal" and "order" not in data and "seed" in data:
            return _seeded(state, data["seed"], seed)
        action = action_from_json(data)
    elif deal_seed:
        return _seeded(state, whole_number(deal_seed.group(1), "the seed of 'deal seed N'"), seed)
    elif stripped.lower() == "deal":
        if seed is None:
            raise InputError("'deal' needs the order of the cards, or a seed: 'deal seed N' or --seed N")
        return seeded_deal(state, seed)
    else:
        action = parse_action(stripped)
    if seed is not None:
        raise InputError("--seed only shuffles a deal: give ACTION 'deal'")
    return action


def _seeded(state: State, value: object, option: int | None) -> Deal:
    if option is not None:
        raise InputError("give the deal's seed once: in ACTION or with --seed")
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InputError(f"deal.seed: expected a whole number of at least 0, got {value!r}")
    return seeded_deal(state, value)


# ---------------------------------------------------------------------------------------------------------------
# moves
# ---------------------------------------------------------------------------------------------------------------


def action_rules(state: State, action: Action) -> tuple[str, ...]:
    """The rule ids an action exercises (``spec/forbidden.toml``)."""
    two_players = plays_two_player_rules(state)
    match action:
        case Draw():
            return ("forbidden.play.draw",)
        case Claim(piles):
            several = ("forbidden.play.claim-several",) if len(piles) > 1 else ()
            return ("forbidden.play.claim", *several, *(("forbidden.two-player.claim",) if two_players else ()))
        case ClaimForbidden():
            return ("forbidden.play.claim-forbidden",)
        case Block():
            return (
                "forbidden.block.who",
                "forbidden.block.precedence",
                "forbidden.block.pile",
                "forbidden.block.effect",
            )
        case Pass():
            return _BLOCK_RULES
        case Discard():
            return ("forbidden.play.discard", *(("forbidden.two-player.piles",) if two_players else ()))
        case Cheng(discards):
            return ("forbidden.cheng.declare", *(("forbidden.cheng.discard",) if discards else ()))
        case Deal():
            return ("forbidden.round.next-deal", "forbidden.setup.deal")
    return ()


def render_moves(state: State, reading: Reading) -> str:
    """The moves as text: who acts, then one action per line with its rule ids."""
    who = actor(state, reading)
    actions = legal_actions(state, reading)
    if state.phase == "game-over":
        best = ", ".join(f"P{p}" for p in winners(state))
        return f"phase game-over · nobody acts · winner(s): {best}"
    if state.phase == "round-over":
        cards = len(seeded_deal(state, 0).order)
        return (
            f"phase round-over · P{who} deals the next round\n"
            f"  deal ORDER     the {cards} cards not kept in the Treasure Chest, top first  "
            "[forbidden.round.next-deal] [forbidden.setup.deal]\n"
            "  deal seed N    the same cards shuffled with seed N"
        )
    lines = [f"phase {state.phase} · P{who} acts · {len(actions)} legal action{'' if len(actions) == 1 else 's'}"]
    width = max((len(str(action)) for action in actions), default=0)
    for action in actions:
        rules = " ".join(f"[{rule}]" for rule in action_rules(state, action))
        lines.append(f"  {str(action).ljust(width)}  {rules}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------------
# apply and new
# ---------------------------------------------------------------------------------------------------------------


def _new(args: argparse.Namespace, reading: Reading) -> State:
    if args.seed < 0:
        raise InputError(f"--seed must be 0 or more, not {args.seed}")
    return new_game(args.players, args.seed, reading)


FRONT: commands.PlayFront[State, Action, Reading] = commands.PlayFront(
    state_schema=STATE_SCHEMA,
    reading="rulebook.forbidden.reading:Reading",
    state_from_json=lambda data, reading: state_from_json(data),
    state_json=state_json,
    render_state=render_state,
    action=lambda args, state, reading: read_action(args.action, state, args.seed),
    legal_actions=legal_actions,
    apply=apply,
    new=_new,
    actor=actor,
    render_moves=render_moves,
    action_json=lambda state, action, reading: {
        "action": action_json(action),
        "text": str(action),
        "rules": list(action_rules(state, action)),
    },
    check_state=check_state,
    idle_phases=IDLE_PHASES,
)
"""FORBIDDEN's side of the play commands (:mod:`rulebook.core.play.commands`)."""
run_moves = partial(commands.run_moves, FRONT)
run_apply = partial(commands.run_apply, FRONT)
run_new = partial(commands.run_new, FRONT)


# ---------------------------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------------------------


def _spread(values: dict[str, float], digits: int = 1) -> str:
    return f"mean {values['mean']:.{digits}f} · min {values['min']:.0f} · max {values['max']:.0f}"


def render_report(report: SimulationReport, seconds: float | None = None) -> str:
    """The statistics of a simulation as a two-column table, then any invariant violation.

    ``seconds``: the time the run took as its command measured it (else the report's own).
    """
    seconds = report.seconds if seconds is None else seconds
    reading = ", ".join(f"{key}={value}" for key, value in report.reading.changed().items()) or "defaults"
    rounds = report.rounds
    games_per_s = len(report.records) / seconds if seconds else 0.0
    percentiles = " · ".join(f"{name} {value}" for name, value in report.total_percentiles().items()) or "-"
    rows = [
        ("games", f"{report.games:,} ({report.players} players, policy {report.policy}, seed {report.seed})"),
        ("readings", reading),
        ("rounds", f"{rounds:,}"),
        ("rounds per game", _spread(report.rounds_per_game())),
        ("rounds ended by a Cheng", share(report.rounds_by_cheng, rounds)),
        ("rounds ended by an empty draw pile", share(report.rounds_by_empty_pile, rounds)),
        ("claims per round", f"{report.per_round(report.claims):.2f} ({report.claims:,} claims)"),
        ("  of several piles", share(report.multi_pile_claims, report.claims)),
        ("Forbidden-card claims per round", f"{report.per_round(report.forbidden_claims):.2f}"),
        ("blocks per round", f"{report.per_round(report.blocks):.2f} ({report.blocks:,} blocks)"),
        ("mistaken Chengs", f"{report.mistaken_chengs:,}"),
        ("leader's final total", _spread(report.winner_totals())),
        ("all final totals", percentiles),
        (f"games stopped at --max-rounds {report.max_rounds}", f"{report.hit_max_rounds:,}"),
        ("invariant violations", f"{len(report.violations):,}"),
        ("time", f"{seconds:.1f} s ({games_per_s:.1f} games/s, {report.actions:,} actions)"),
    ]
    return report_text(rows, report.violations, f"--players {report.players} ")


def _simulate(args: argparse.Namespace, seeds: list[int] | None) -> SimulationReport:
    reading = Reading.from_pairs(args.reading)
    place = run_place(args, not args.no_progress)
    return simulate(
        args.games, args.players, args.seed, reading, args.policy, args.max_rounds, seeds=seeds, place=place
    )


def run_simulate(args: argparse.Namespace, stdout: TextIO) -> int:
    """``rulebook forbidden simulate``: exit 1 when an invariant was violated."""
    return commands.run_simulate(args, stdout, partial(_simulate, args), render_report)
