"""Which readings decide a check's answer: those whose other option would change it (issue 44).

After a check is answered under the chosen reading, the frame (:mod:`rulebook.core.commands.check`) asks the same
question again under each other option of each reading key of the game's register, the other keys as chosen. The
request is rebuilt under that reading, since a request may depend on it (``--discards 2`` is refused unless
``variant.fast=yes``); input refused under the other reading is itself an answer, "refused as input: ...". The
options whose answer (compared as JSON) differs from the chosen one's are the answer's *deciding readings*: the
JSON answer lists them under ``decided_by``, the text answer says each in one line.

The play frame (:mod:`rulebook.core.play.commands`) asks its verdicts — the legal actions of a state, the state after
an action — again the same way, through :func:`decisions`: one loop for both frames, given the answer's JSON and a
function answering the question again under another reading.

Nothing here knows a game: the question is asked through the game's :class:`~rulebook.core.commands.check.CheckCommand`
(or the play frame's function) and the keys are read from the register.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.reading import ReadingValue
from rulebook.core.register import reading_keys

DECIDED_BY_FIELD = "decided_by"
"""The key of a JSON answer that lists the readings deciding it (an empty list when none does)."""
REFUSED = "refused as input: "
"""How an other reading's answer starts when that reading refuses the request as input."""

AskAgain = Callable[[ReadingValue], tuple[dict[str, Any], Callable[[], str]]]
"""``reading -> (JSON answer, text answer when called)``: the question asked again under ``reading`` and both its
answers, the text written only for an answer that differs (most do not); :class:`InputError` when the reading refuses
it as input."""


@dataclass(frozen=True)
class Decision:
    """One reading option under which the answer would differ: the key, both options, and that other answer."""

    key: str
    chosen: str
    other: str
    answer: dict[str, Any]
    """The other answer as JSON (``"question"`` first), or ``{"error": "refused as input: ..."}``."""
    text: str
    """The other answer as text, or ``refused as input: ...``."""

    @property
    def refused(self) -> bool:
        """Whether the other reading refuses the request as input."""
        return "error" in self.answer

    def as_json(self) -> dict[str, Any]:
        """``{"reading": KEY, "chosen": OPTION, "other": OPTION, "answer": {...}}``."""
        return {"reading": self.key, "chosen": self.chosen, "other": self.other, "answer": self.answer}


def other_options(
    reading: ReadingValue, scopes: tuple[str, ...] = (), moot: frozenset[str] = frozenset()
) -> Iterator[tuple[str, str, str, Any]]:
    """``(key, chosen, other, reading)`` for every other option of every reading key a question may read.

    The keys are those of the game's register in its order, limited to those of the ``scopes`` when any is named, less
    the ``moot`` keys the game says cannot change this answer; every other key keeps its chosen option.
    """
    chosen = reading.as_mapping()
    for entry in reading_keys(type(reading).GAME):
        if (scopes and entry.scope not in scopes) or entry.key in moot:
            continue
        for option in entry.options:
            if option != chosen[entry.key]:
                yield entry.key, chosen[entry.key], option, reading.with_choices({entry.key: option})


def _as_it_is(answer: dict[str, Any]) -> Any:
    return answer


class UnaskedError(Exception):
    """The question cannot be put under another reading at all: the position it asks about could not arise there.

    That option is left out of the deciding readings, neither the same answer nor another.
    """


def decisions(
    reading: ReadingValue,
    this: dict[str, Any],
    ask_again: AskAgain,
    scopes: tuple[str, ...] = (),
    moot: frozenset[str] = frozenset(),
    compared: Callable[[dict[str, Any]], Any] = _as_it_is,
) -> list[Decision]:
    """The options under which ``this`` answer (JSON, asked under ``reading``) would differ, in register order.

    Each other option (:func:`other_options` of the ``scopes``, less the ``moot`` keys) is asked through
    ``ask_again``; a refusal as input is that option's answer, and an option under which the question cannot be put
    (:class:`UnaskedError`) is left out. Two answers differ when what ``compared`` keeps of
    them (all of it by default) differs.
    """
    found_decisions = []
    kept = compared(this)
    for key, chosen, other, other_reading in other_options(reading, scopes, moot):
        try:
            found, text_of = ask_again(other_reading)
        except UnaskedError:
            continue
        except InputError as error:
            found, text_of = {"error": f"{REFUSED}{error}"}, partial(str, f"{REFUSED}{error}")
        if compared(found) != kept:
            found_decisions.append(Decision(key, chosen, other, found, text_of()))
    return found_decisions


def decided_line(decision: Decision, this_text: str, summary: Callable[[str, str], str] | None = None) -> str:
    """One line for a person: the deciding reading, and the other answer summed up in a few words.

    ``summary(this_text, other_text)`` sums the other answer up (:func:`first_changed_line` by default); a refusal
    is said as it is.
    """
    other = decision.text if decision.refused else (summary or first_changed_line)(this_text, decision.text)
    return f"decided by the reading {decision.key}={decision.chosen}; with {decision.key}={decision.other}: {other}"


def first_changed_line(this_text: str, other_text: str) -> str:
    """The first line where ``other_text`` differs from ``this_text``, its runs of spaces made one.

    The default summary of another reading's answer: a line the other answer says instead, or ``without: LINE`` for
    a line it leaves out.

    In a text of several paragraphs (a block per card), the line is led by its paragraph's first line.
    """
    from difflib import SequenceMatcher  # only an answer some reading decides is summed up

    these = [" ".join(line.split()) for line in this_text.splitlines()]
    others = [" ".join(line.split()) for line in other_text.splitlines()]
    for tag, first, _, other_first, other_last in SequenceMatcher(None, these, others, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        if other_first < other_last:
            return in_paragraph(others, other_first, others[other_first])
        return in_paragraph(these, first, f"without: {these[first]}")
    return "the same text, another JSON answer"


def in_paragraph(lines: list[str], index: int, said: str) -> str:
    """``said`` (about ``lines[index]``) led by the first line of its paragraph, when the text has several."""
    if "" not in lines:
        return said
    head = index
    while head > 0 and lines[head - 1]:
        head -= 1
    return said if head == index else f"{lines[head]}: {said}"


__all__ = [
    "DECIDED_BY_FIELD",
    "REFUSED",
    "AskAgain",
    "Decision",
    "UnaskedError",
    "decided_line",
    "decisions",
    "first_changed_line",
    "in_paragraph",
    "other_options",
]
