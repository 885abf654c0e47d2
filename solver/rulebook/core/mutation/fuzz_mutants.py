"""``rulebook fuzz GAME --mutants``: ``fuzz`` shown on this project's own broken engines, one rule mutant at a time.

Each of the game's rule mutants is a whole engine (:class:`rulebook.core.mutation.mutants.MutantEngine`) answered in
this process, the same requests and the same shrinking as against an engine's process, without the pipe. A mutant is
*found* when fuzz reports a difference within the budget; the shrunk input's size (the game's unit) is compared
with the size of the mutant's own witness (the smallest catching case its search found,
:mod:`rulebook.core.mutation.mutants`). The report gives, per mutant, the examples asked and the seconds taken, and the
totals ``docs/conformance.md`` quotes.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.core.mutation.fuzz import Ask, FuzzReport, fuzz
from rulebook.core.mutation.mutants import Answer, MutantEngine
from rulebook.core.witnesses.witness import Mutant


def in_process(game: Game, answer: Answer) -> Ask:
    """An :data:`~rulebook.core.mutation.fuzz.Ask` over ``answer`` in this process: the adapter's replies, no pipe."""

    def ask(line: dict[str, Any]) -> tuple[Any, str]:
        try:
            reading = game.reading.from_mapping(line["readings"])
            return answer(line["question"], line["input"], reading), ""
        except InputError as error:
            return None, f"the engine reports an error: {error}"
        except Exception as error:  # a mutant that breaks the engine outright is a difference too
            return None, f"the engine failed: {type(error).__name__}: {error}"

    return ask


@dataclass(frozen=True)
class MutantRun:
    """Fuzz against one mutant engine."""

    mutant: Mutant
    witness_size: int | None
    """The size of the mutant's own witness (``None``: the mutant has none)."""
    report: FuzzReport

    @property
    def found(self) -> bool:
        """Whether fuzz found a difference."""
        return self.report.difference is not None

    @property
    def size(self) -> int | None:
        """The shrunk difference's size."""
        return self.report.difference.size if self.report.difference is not None else None

    @property
    def no_larger(self) -> bool:
        """Found, and the shrunk input is no larger than the mutant's own witness."""
        return self.size is not None and (self.witness_size is None or self.size <= self.witness_size)


def run_mutants(
    game: Game,
    *,
    examples: int,
    seed: int,
    shrink_seconds: float,
    only: Callable[[Mutant], bool] = lambda mutant: True,
    progress: Callable[[str], None] = lambda message: None,
) -> list[MutantRun]:
    """Fuzz every rule mutant of ``game`` (those ``only`` keeps), each for up to ``examples`` requests.

    Under the readings its witness is asked under (the defaults, for most): a rule mutant breaks the rule as the
    default readings read it, a request under another reading would only spend an example, and a witness found
    under another reading is matched under that same reading. Once a difference is found and shrunk, as many
    examples again look for a smaller one (``keep_looking``), drawn below it.
    """
    if game.mutant_engines is None or game.mutants is None:
        raise InputError(f"{game.id} has no rule mutants to fuzz")
    witnesses = {found.mutant: found.witness for found in game.mutants()}
    engines: list[MutantEngine] = [engine for engine in game.mutant_engines() if only(engine.mutant)]
    runs = []
    for number, engine in enumerate(engines, 1):
        witness = witnesses.get(engine.mutant)
        report = fuzz(
            game,
            in_process(game, engine.answer),
            examples=examples,
            seed=seed,
            fixed=dict(witness.readings) if witness is not None else None,
            default_readings=True,
            shrink_seconds=shrink_seconds,
            keep_looking=examples,
        )
        run = MutantRun(engine.mutant, witness.size if witness is not None else None, report)
        runs.append(run)
        outcome = f"found at {run.size} {game.unit}" if run.found else "NOT FOUND"
        progress(
            f"{number}/{len(engines)} {engine.mutant.rule} ({engine.mutant.kind}): {outcome} after "
            f"{report.examples:,} examples, {report.seconds:.1f} s"
        )
    return runs


def summary(game: Game, runs: list[MutantRun]) -> dict[str, Any]:
    """The totals: mutants, found, no larger than their witness, examples and seconds (median and most)."""
    found = [run for run in runs if run.found]
    examples = [run.report.examples for run in found]
    seconds = [run.report.seconds for run in found]
    return {
        "game": game.id,
        "mutants": len(runs),
        "found": len(found),
        "no_larger_than_witness": sum(run.no_larger for run in runs),
        "examples_median": statistics.median(examples) if examples else None,
        "examples_most": max(examples) if examples else None,
        "seconds_median": round(statistics.median(seconds), 2) if seconds else None,
        "seconds_most": round(max(seconds), 2) if seconds else None,
        "seconds_all": round(sum(run.report.seconds for run in runs), 1),
    }


def as_json(game: Game, runs: list[MutantRun], settings: Mapping[str, Any]) -> dict[str, Any]:
    """Every run and the totals."""
    return {
        "settings": dict(settings),
        "summary": summary(game, runs),
        "mutants": [
            {
                "rule": run.mutant.rule,
                "kind": run.mutant.kind,
                "description": run.mutant.description,
                "found": run.found,
                "size": run.size,
                "witness_size": run.witness_size,
                "examples": run.report.examples,
                "seconds": round(run.report.seconds, 3),
                "question": run.report.difference.request.question if run.report.difference else None,
                "input": run.report.difference.request.input if run.report.difference else None,
            }
            for run in runs
        ],
    }


def render(game: Game, runs: list[MutantRun]) -> list[str]:
    """The runs as lines: one per mutant, then the totals."""
    lines = []
    for run in runs:
        where = (
            f"found, {run.size} {game.unit} (its witness {run.witness_size})"
            if run.found
            else f"NOT FOUND (its witness {run.witness_size} {game.unit})"
        )
        mark = "" if run.no_larger else "  <-- larger than its witness" if run.found else "  <-- missed"
        lines.append(
            f"{run.mutant.rule} ({run.mutant.kind}): {where}; {run.report.examples:,} examples, "
            f"{run.report.seconds:.2f} s{mark}"
        )
    total = summary(game, runs)
    lines.append(
        f"{game.title}: {total['found']} of {total['mutants']} mutants found, {total['no_larger_than_witness']} no "
        f"larger than their own witness; examples to find: median {total['examples_median']}, most "
        f"{total['examples_most']}; seconds: median {total['seconds_median']}, most {total['seconds_most']}, all "
        f"{total['seconds_all']}"
    )
    return lines


def run_command(game: Game, args: Any, stdout: Any, progress: Callable[[str], None]) -> int:
    """``rulebook fuzz GAME --mutants``: exit 1 when a mutant is missed or shrinks to more than its witness."""
    started = time.monotonic()
    examples = args.examples if args.examples is not None else 2_000
    seed = args.seed if args.seed is not None else 0
    runs = run_mutants(game, examples=examples, seed=seed, shrink_seconds=args.shrink_seconds, progress=progress)
    if args.json:
        settings = {"examples": examples, "seed": seed, "seconds": round(time.monotonic() - started, 1)}
        print(json.dumps(as_json(game, runs, settings), indent=2), file=stdout)
    else:
        print("\n".join(render(game, runs)), file=stdout)
    return 0 if all(run.no_larger for run in runs) else 1


__all__ = ["MutantRun", "as_json", "in_process", "render", "run_command", "run_mutants", "summary"]
