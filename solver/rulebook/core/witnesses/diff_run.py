"""The frame of a game's ``rulebook diff GAME``: search for the witness, measure the impact, print the ruling.

Every game compares two readings the same way: read the two choices, find the smallest witness (or the scoped
proof) with the game's search, measure on random samples how often the difference shows (unless ``--no-impact``;
on a second core, alongside the search: :mod:`rulebook.core.verify.alongside`), and print the ruling as text or
``--json``. The game says how its witness's input and answers read in words and which impact to measure for the
keys compared (:class:`DiffRun`); the witness's frame (its size, the action, both answers, how it was found) and the
game's part of ``rulebook readings``/``diff`` (:func:`readings_commands`) are built here.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from operator import attrgetter
from typing import Any, TextIO

from rulebook.core.game import ReadingsCommands
from rulebook.core.reading import ReadingValue
from rulebook.core.readings import parse_choices
from rulebook.core.register import changed_keys, readings_by_key
from rulebook.core.verify.alongside import alongside
from rulebook.core.witnesses.check_it import CheckOf, check_lines
from rulebook.core.witnesses.ruling_text import (
    answer_lines,
    diff_json,
    impact_lines,
    input_json_line,
    provenance_lines,
    render_ruling,
    samples_argument,
    wrap,
)
from rulebook.core.witnesses.witness import ScopedProof, Witness

DEFAULT_SAMPLES = 2_000


@dataclass(frozen=True)
class DiffRun:
    """What one game says of its ``diff``: its search and impact, and how its witness reads in words."""

    game: str
    reading: type[ReadingValue]
    compare: Callable[[Any, Any], Witness | ScopedProof]
    """The witness search (``Game.compare``, named with :func:`~rulebook.core.deferred.deferred`)."""
    impact: Callable[[Any, Any, Sequence[str], int, int], Any]
    """``(base, other, keys, samples, seed) -> impact`` (rows of label, unit, proportion)."""
    input_lines: Callable[[Mapping[str, Any]], list[str]]
    """The witness's input in words, one indented line each (the action, if any, follows: the core adds it)."""
    answer_words: Callable[[Any], str | None]
    """An answer in words; ``None`` for one the game has no words for (:func:`plain_answer` reads it then)."""
    check: CheckOf
    """The game's command that asks a witness's question (``Check it``; None where no command of the game asks it):
    :mod:`rulebook.core.witnesses.check_it`."""
    size: Callable[[Witness], str] = attrgetter("size_words")
    """A witness's size in words (by default its count of its units: ``1 card``, ``3 cards``)."""

    def witness_lines(self, witness: Witness) -> list[str]:
        """The witness in words: the question, the input (words and JSON), both answers, how it was found, checks."""
        lines = [f"Smallest witness ({self.size(witness)}): {witness.question}", *self.input_lines(witness.input)]
        if "action" in witness.input:
            lines.append(f"  action: {witness.input['action']}")
        lines.append(input_json_line(witness))
        lines += answer_lines(witness, self.words)
        return lines + provenance_lines(witness, self.game) + check_lines(witness, self.check)

    def words(self, answer: Any) -> str:
        """An answer in the game's words, or :func:`plain_answer`'s where the game has none for it."""
        said = self.answer_words(answer)
        return plain_answer(answer) if said is None else said


def plain_answer(answer: Any) -> str:
    """An answer no game words: a refused action says so, anything else is its compact JSON."""
    if isinstance(answer, dict) and answer.get("refused"):
        return "the action is refused"
    return json.dumps(answer)


def proof_lines(proof: ScopedProof) -> list[str]:
    """A scoped proof in words: no witness, what was searched, and its notes."""
    return wrap(f"No witness: {proof.statement}.", "") + [f"  {note}" for note in proof.notes]


def run_diff(run: DiffRun, args: argparse.Namespace, stdout: TextIO) -> int:
    """Compare two readings and print the ruling (or its JSON): the smallest witness, or the scoped proof."""
    base = run.reading.from_pairs(args.base)
    other = run.reading.from_mapping({**base.as_mapping(), **parse_choices(run.game, args.reading)})
    keys = changed_keys(run.game, base.as_mapping(), other.as_mapping())
    progress = not args.quiet and not args.json
    measured = not args.no_impact and bool(args.samples)
    # The impact needs nothing of the search: on a second core it runs alongside it.
    with alongside(partial(run.impact, base, other, keys, args.samples, args.seed), measured) as later:
        if progress:
            print(f"searching for the smallest witness of {', '.join(keys) or 'no change'} ...", file=sys.stderr)
            if measured and later.separate:
                print(f"measuring the impact on {args.samples:,} random samples, alongside ...", file=sys.stderr)
        found = run.compare(base, other)
        if measured and progress and not later.separate:
            print(f"measuring the impact on {args.samples:,} random samples ...", file=sys.stderr)
        impact = later.answer() if measured else None
    if args.json:
        print(diff_json(run.game, base, other, keys, found, impact), file=stdout)
        return 0
    register = readings_by_key(run.game)
    finding = run.witness_lines(found) if isinstance(found, Witness) else proof_lines(found)
    print(render_ruling([register[key] for key in keys], finding, impact_lines(impact)), end="", file=stdout)
    return 0


def readings_commands(
    run: DiffRun,
    titles: tuple[tuple[str, str], ...],
    examples: str,
    add_diff: Callable[[argparse.ArgumentParser], None] | None = None,
) -> ReadingsCommands:
    """The game's part of ``rulebook readings`` and ``rulebook diff`` on this frame.

    The game gives its register's headings, its ``diff`` examples and its options (by default ``--samples``:
    :func:`add_samples`).
    """
    return ReadingsCommands(
        titles, add_diff or add_samples, partial(run_diff, run), examples, partial(impact_words, run)
    )


def impact_words(run: DiffRun, base: Any, other: Any, samples: int, seed: int) -> list[str]:
    """The impact of two readings in the words ``diff`` prints under "How often it matters" (the errata's figure)."""
    keys = changed_keys(run.game, base.as_mapping(), other.as_mapping())
    return impact_lines(run.impact(base, other, keys, samples, seed))


def add_samples(diff: argparse.ArgumentParser, default: int = DEFAULT_SAMPLES) -> None:
    """``--samples N``: the random samples the impact is measured on."""
    diff.add_argument(
        "--samples", type=samples_argument, default=default, help=f"random samples for the impact ({default})"
    )


__all__ = [
    "DEFAULT_SAMPLES",
    "DiffRun",
    "add_samples",
    "impact_words",
    "plain_answer",
    "proof_lines",
    "readings_commands",
    "run_diff",
]
