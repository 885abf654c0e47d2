"""Write a comparison of two classical mahjong readings as a ruling a person can read.

Each reading compared (its question, options, default and evidence), the smallest witness with its tiles named,
what each reading answers and under which rules, how it was found and confirmed, why no smaller witness was found,
the ``rulebook mahjong check`` command that shows it — or, when none differs, the scoped proof: what was swept and
how many inputs — and how often the difference shows on random hands.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rulebook.core.register import ReadingKey
from rulebook.core.witnesses.check_it import CheckLine, state_on_stdin
from rulebook.core.witnesses.ruling_text import render_ruling as ruling
from rulebook.core.witnesses.ruling_text import witness_answer_lines, witness_heading, wrap
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.mahjong.commands.seats import seat_name
from rulebook.mahjong.tiles import parse_tiles, tile_name


def named(tiles: str) -> str:
    """Tiles with their names: ``EE (East wind x2)``; ``(none)`` for no tile."""
    if not tiles:
        return "(none)"
    kinds = parse_tiles(tiles).kinds()
    parts = []
    for kind in dict.fromkeys(kinds):
        n = kinds.count(kind)
        parts.append(f"{tile_name(kind)}" + (f" x{n}" if n > 1 else ""))
    return f"{tiles} ({', '.join(parts)})"


def describe_answer(answer: Any) -> str:
    """An answer of a mahjong question in words (JSON for one it has no words for, never a Python repr)."""
    if not isinstance(answer, dict):
        return json.dumps(answer)
    if "error" in answer:
        return f"refused as input: {answer['error']}"
    if "winning" in answer:
        if not answer["winning"]:
            return "does not win"
        return "wins: " + "; ".join(" ".join(split) for split in answer["splits"])
    if answer.get("refused"):
        return "no winner's score: the hand does not win"
    if "score" in answer:
        doubled = {0: "no doubling", 1: "doubled once"}.get(answer["doublings"], f"doubled {answer['doublings']} times")
        special = f", special hand {answer['special']}" if answer.get("special") else ""
        return f"{answer['points']} points, {doubled}{special}: scores {answer['score']}"
    if "claims" in answer:
        claims = [f"player {c['player']} {c['shape']} {c['tiles']}".strip() for c in answer["claims"]]
        return "legal claims: " + ("; ".join(claims) if claims else "none")
    if "takes" in answer:
        taken = answer["takes"]
        return "nobody takes it" if taken is None else f"player {taken['player']}'s {taken['shape']} takes it"
    if "net" in answer:
        return "; ".join(f"player {player} {_signed(net)}" for player, net in enumerate(answer["net"]))
    return json.dumps(answer)


def _signed(points: int) -> str:
    """A player's net gain in words: ``gains 3``, ``loses 2``, ``neither gains nor loses``."""
    if points > 0:
        return f"gains {points}"
    return f"loses {-points}" if points < 0 else "neither gains nor loses"


def input_lines(data: dict[str, Any]) -> list[str]:
    """The witness input, tiles named."""
    lines = []
    if "hand" in data:
        lines += wrap(f"in hand: {named(data['hand'])}", "  ")  # a whole hand names up to fourteen tiles
        for meld in data.get("exposed", []):
            lines.append(f"  on the table, exposed: {named(meld)}")
        for meld in data.get("concealed_kongs", []):
            lines.append(f"  on the table, a concealed kong: {named(meld)}")
        seat = f"seat wind {data.get('seat_wind', 'E')}" + (", East" if data.get("east") else "")
        if data.get("round_wind"):
            seat += f", round wind {data['round_wind']}"
        role = "the winner" if data.get("winner", True) else "a loser"
        how = (
            " on the first tile"
            if data.get("first_tile")
            else " on the first discard"
            if data.get("first_discard")
            else f" on a discard of {named(data['winning_discard'])}"
            if data.get("winning_discard")
            else ""
        )
        lines.append(f"  {seat}; scored as {role}{how}")
    elif "scores" in data:
        scores = ", ".join(f"player {player} {score}" for player, score in enumerate(data["scores"]))
        winner = "nobody (a drawn hand)" if data.get("winner") is None else f"player {data['winner']}"
        lines.append(f"  scores: {scores}; the winner: {winner}; East: player {data['east']}")
    elif "hands" in data:
        lines.append(f"  player {data['discarder']} discards {named(data['discard'])}")
        for player, held in enumerate(data["hands"]):
            text = held if isinstance(held, str) else held.get("concealed", "")
            lines += wrap(f"player {player} holds {named(text)}", "  ")  # a whole situation: 13 tiles each
    elif "claims" in data:
        lines.append(f"  player {data['discarder']} discarded; the claims made:")
        for c in data["claims"]:
            lines.append(f"    player {c['player']}: {c['shape']} {c['tiles']}".rstrip())
    return lines


def check_command(witness: Witness) -> CheckLine | None:
    """The ``rulebook mahjong`` command that asks a witness's question; the core adds each reading's ``--reading``.

    A hand's question is asked by ``check``, a settlement's by ``settle`` (its seats named by wind, East first), the
    claims on a discard and the claim that takes it by ``claims`` and ``takes`` reading the witness's input as one
    JSON line (a hand there may hold exposed sets, which the line says as the corpus does).
    """
    data = witness.input
    if "scores" in data:
        east = data.get("east", 0)
        scores = sorted(((player - east) % 4, score) for player, score in enumerate(data["scores"]))
        words = ["mahjong", "settle", *(f"{seat_name(seat)[0]}={score}" for seat, score in scores)]
        winner = data.get("winner")
        words += ["--drawn"] if winner is None else ["--winner", seat_name(winner, east)[0]]
        return CheckLine(tuple(words))
    if "claims" in data or "discard" in data:
        command = "takes" if "claims" in data else "claims"
        return CheckLine(("mahjong", command, "--jsonl"), stdin=state_on_stdin(data))
    if "hand" not in data:
        return None
    words = ["mahjong", "check", data["hand"]]
    for meld in data.get("exposed", []):
        words += ["--exposed", meld]
    for meld in data.get("concealed_kongs", []):
        words += ["--concealed-kong", meld]
    if "seat_wind" in data:
        words += ["--seat-wind", data["seat_wind"]]
    if data.get("east"):
        words.append("--east")
    if data.get("round_wind"):
        words += ["--round-wind", data["round_wind"]]
    if data.get("winner") is False:
        words.append("--loser")
    if data.get("first_discard"):
        words.append("--first-discard")
    if data.get("first_tile"):
        words.append("--first-tile")
    if data.get("winning_discard"):
        words += ["--winning-discard", data["winning_discard"]]
    return CheckLine(tuple(words))


def part_words(part: dict[str, Any]) -> str:
    """The smallest difference's tiles in notation, named: ``EE (East wind x2)``, with the sets on the table.

    For a claim situation, each player's small hand (those holding nothing left out) and the discard.
    """
    if "hands" in part:
        return _situation_part(part)
    words = [named(part["hand"])] if part.get("hand") else []
    words += [f"exposed {named(meld)}" for meld in part.get("exposed", [])]
    words += [f"a concealed kong {named(meld)}" for meld in part.get("concealed_kongs", [])]
    return "; ".join(words) or "(none)"


def _situation_part(part: dict[str, Any]) -> str:
    """A claim situation's smallest difference: ``player 3 holds 46p (...), player 0 discards 5p (...)``."""
    words = []
    for player, held in enumerate(part["hands"]):
        text = held if isinstance(held, str) else held.get("concealed", "")
        sets = [] if isinstance(held, str) else [*held.get("exposed", []), *held.get("concealed_kongs", [])]
        if text or sets:
            on_table = "".join(f", exposed {named(meld)}" for meld in sets)
            words.append(f"player {player} holds {named(text)}{on_table}")
    words.append(f"player {part['discarder']} discards {named(part['discard'])}")
    return "; ".join(words)


def render_witness(witness: Witness) -> list[str]:
    """The witness: input, question, both answers, the rules, provenance, minimality, commands."""
    where = " at the table" if "scores" in witness.input else ""
    noun = "whole claim situation" if "hands" in witness.input else "whole hand"
    lines = [witness_heading(witness, noun, where), *input_lines(witness.input)]
    if witness.part is not None:
        lines += wrap(f"the smallest difference: {part_words(witness.part)}", "  ")
    return lines + witness_answer_lines(witness, "mahjong", describe_answer, check_command)


def render_proof(proof: ScopedProof) -> list[str]:
    """No witness: the scoped claim (what was swept), how it was established, and each family's count."""
    lines = wrap(f"No witness: {proof.statement}.")
    for note in proof.notes:
        lines += wrap(f"- {note}.", "  ")
    return lines


def render_ruling(entries: Sequence[ReadingKey], found: Witness | ScopedProof, impact: Sequence[str] = ()) -> str:
    """The whole ruling (:func:`~rulebook.core.witnesses.ruling_text.render_ruling`) with this game's finding."""
    shown = render_witness(found) if isinstance(found, Witness) else render_proof(found)
    return ruling(entries, shown, impact)


__all__ = [
    "check_command",
    "describe_answer",
    "input_lines",
    "named",
    "part_words",
    "render_proof",
    "render_ruling",
    "render_witness",
]
