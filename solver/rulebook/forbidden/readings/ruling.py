"""Write a comparison of two FORBIDDEN readings as a ruling a person can read.

The question, the witness (a whole hand a player can hold, with the smallest difference it holds drawn with card
names; or the smallest witness as found), what each reading answers and under which rules, why
the default is the default and its evidence, and how often the difference shows in play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rulebook.core.register import ReadingKey
from rulebook.core.witnesses.check_it import CheckLine, state_on_stdin
from rulebook.core.witnesses.ruling_text import (
    proportion_rows,
    render_register_entry,
    witness_answer_lines,
    witness_heading,
    wrap,
)
from rulebook.core.witnesses.ruling_text import render_ruling as ruling
from rulebook.core.witnesses.witness import ScopedProof, Witness, counted
from rulebook.forbidden.cards import COLOUR_NAMES, FORBIDDEN, ROYAL_NAMES, WILD, YIN_YANG, split_tokens


def card_name(token: str) -> str:
    """A card's name in words: ``R2`` red 2, ``GY`` green Yin-Yang, ``F`` Forbidden, ``W`` wild, ``EM`` Emperor."""
    if token == FORBIDDEN:
        return "Forbidden"
    if token == WILD:
        return "wild"
    if token in ROYAL_NAMES:
        return ROYAL_NAMES[token]
    rank = "Yin-Yang" if token[1:] == YIN_YANG else token[1:]
    return f"{COLOUR_NAMES[token[0]]} {rank}"


def drawn(cards: str) -> str:
    """Cards with their names: ``R2 (red 2), EM (Emperor)``; ``(none)`` for no card."""
    tokens = split_tokens(cards)
    return ", ".join(f"{token} ({card_name(token)})" for token in tokens) or "(none)"


def describe_answer(answer: Any) -> str:
    """An answer in words: a hand verdict reads as a sentence, anything else as compact JSON-like text."""
    if isinstance(answer, dict) and set(answer) == {"may_cheng", "cheng_score", "other_score"}:
        cheng = f"may go Cheng, scoring {answer['cheng_score']}" if answer["may_cheng"] else "may not go Cheng"
        return f"{cheng}; scores {answer['other_score']} when another player goes Cheng"
    if isinstance(answer, dict) and set(answer) == {"cheng_discards"}:
        options = [option or "no discard" for option in answer["cheng_discards"]]
        return "goes Cheng after: " + ("; ".join(options) if options else "no discard choice")
    if isinstance(answer, dict):
        return "; ".join(f"{key}: {_short(value)}" for key, value in answer.items())
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return _short(answer)


def _short(value: Any) -> str:
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_short(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {_short(item)}" for key, item in value.items()) + "}"
    return str(value)


def _discard_difference(base: Any, other: Any) -> list[str]:
    """For the discards question: the choices only one reading allows."""
    if not (isinstance(base, dict) and isinstance(other, dict) and "cheng_discards" in base):
        return []
    first, second = set(base["cheng_discards"]), set(other["cheng_discards"])
    lines = []
    for label, only in (("base", first - second), ("other", second - first)):
        if only:
            lines.append(f"only under the {label} reading: " + "; ".join(sorted(only)))
    return lines


def check_command(witness: Witness) -> CheckLine | None:
    """The ``rulebook forbidden`` command that asks a witness's question (None for one no command asks).

    ``check`` a hand, ``moves``/``apply``/``new`` a position of play; the core adds each reading's ``--reading``
    (:mod:`rulebook.core.witnesses.check_it`).
    """
    data = witness.input
    if "new_game" in data:
        game = data["new_game"]
        return CheckLine(("forbidden", "new", "--players", str(game["players"]), "--seed", str(game["seed"])))
    if "state" in data:
        action = data.get("action")
        words = ("forbidden", "moves", "-") if action is None else ("forbidden", "apply", "-", action)
        return CheckLine(words, stdin=state_on_stdin(data["state"]))
    if "hand" not in data:
        return None
    parts = ["forbidden", "check", data["hand"] or ""]
    for laid in data.get("laid", []):
        parts += ["--laid", laid]
    if data.get("table_forbidden"):
        parts += ["--table-forbidden", str(data["table_forbidden"])]
    if "cheng_discards" in (witness.base_answer or {}):
        parts += ["--discards", "2"]
    return CheckLine(tuple(parts))


def render_witness(witness: Witness) -> list[str]:
    """The witness: its input with card names, each reading's answer, the rules, how it was found and confirmed."""
    data = witness.input
    lines = [witness_heading(witness, "whole hand")]
    if witness.part is None:
        lines += _hand_lines(data, drawn) if "hand" in data else [f"  {line}" for line in _position_lines(data)]
    else:
        lines += _hand_lines(data, str)
        lines += wrap(f"the smallest difference: {_hand_words(witness.part)}", "  ")
    notes = (line.capitalize() + "." for line in _discard_difference(witness.base_answer, witness.other_answer))
    return lines + witness_answer_lines(witness, "forbidden", describe_answer, check_command, notes)


def _hand_lines(data: dict[str, Any], cards: Callable[[str], str]) -> list[str]:
    """A hand question's cards, one line each for the hand, every laid set and the claimed Forbidden cards."""
    lines = [f"  hand: {cards(data['hand'])}"]
    lines += [f"  laid down during the round: {cards(laid)}" for laid in data.get("laid", [])]
    if data.get("table_forbidden"):
        lines.append(f"  Forbidden cards claimed onto the table: {data['table_forbidden']}")
    return lines


def _hand_words(data: dict[str, Any]) -> str:
    """A hand question in one phrase, cards named: ``F (Forbidden), ES (Empress) + laid [R2 R4 W]``."""
    words = drawn(data["hand"]) or "no cards in hand"
    words += "".join(f" + laid [{laid}]" for laid in data.get("laid", []))
    if data.get("table_forbidden"):
        words += f" + {counted(data['table_forbidden'], ('Forbidden card', 'Forbidden cards'))} on the table"
    return words


def _position_lines(data: dict[str, Any]) -> list[str]:
    """A position of play, briefly (the full state is in the JSON output)."""
    from rulebook.forbidden.commands.play_render import render_state
    from rulebook.forbidden.state import state_from_json

    if "new_game" in data:
        game = data["new_game"]
        return [
            f"a new game of {game['players']} players dealt with seed {game['seed']} "
            f"(rulebook forbidden new --players {game['players']} --seed {game['seed']})"
        ]
    lines = render_state(state_from_json(data["state"])).splitlines()
    if data.get("action"):
        lines.append(f"action: {data['action']}")
    return lines


def render_proof(proof: ScopedProof) -> list[str]:
    """No witness: the scoped claim and how it was established."""
    lines = wrap(f"No witness: {proof.statement}.")
    lines += [f"  {note}" for note in proof.notes]
    return lines


def impact_lines(hands: Any = None, rounds: Any = None, decisions: Any = None, games: Any = None) -> list[str]:
    """The impact estimates as a short table: one line per question, share, 95 % interval and sample.

    The results of :mod:`rulebook.forbidden.readings.impact` and :mod:`rulebook.forbidden.readings.impact_decisions`
    (any may be
    missing).
    """
    lines: list[str] = []
    if hands is not None:
        lines += wrap(f"{hands.design}:")
        lines += proportion_rows(
            "hands",
            (
                ("may-Cheng verdict changes", hands.all_hands.may_cheng),
                ("Cheng score changes", hands.all_hands.cheng_score),
                ("non-Cheng score changes", hands.all_hands.other_score),
                ("Cheng after discards changes", hands.all_hands.cheng_option),
                ("  among hands complete under either reading", hands.complete_hands.may_cheng),
            ),
        )
        lines += [f"  {note}" for note in hands.describe() if note.startswith("Note:")]
    if rounds is not None:
        lines += wrap(f"{rounds.design}:")
        lines += proportion_rows(
            "rounds",
            (
                ("some player's round score changes", rounds.scores),
                ("the round's top scorer changes", rounds.winner),
                ("the Cheng that ended it is refused", rounds.cheng_refused),
            ),
        )
    if decisions is not None:
        lines += wrap(f"{decisions.design}:")
        lines += proportion_rows(
            "actions",
            (("the readings judge the position differently", decisions.actions),),
        )
        lines += proportion_rows("rounds", (("  rounds holding such a position", decisions.rounds),))
        lines += proportion_rows("games", (("  games holding such a position", decisions.games),))
    if games is not None:
        lines += wrap(f"{games.design} (the random choices diverge once the readings differ):")
        lines += proportion_rows(
            "games", (("the winner changes", games.winner), ("the final totals change", games.totals))
        )
    return lines


def render_ruling(entries: Sequence[ReadingKey], finding: Witness | ScopedProof, impact: Sequence[str] = ()) -> str:
    """The whole ruling (:func:`~rulebook.core.witnesses.ruling_text.render_ruling`) with this game's finding."""
    shown = render_witness(finding) if isinstance(finding, Witness) else render_proof(finding)
    return ruling(entries, shown, impact)


__all__ = ["card_name", "check_command", "describe_answer", "drawn", "render_register_entry", "render_ruling"]
