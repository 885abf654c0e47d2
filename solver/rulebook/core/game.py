"""The game protocol: what one game gives the tool, so that every command serves every game the same way.

A game is a set of *questions* (the corpus's question families: "is this hand complete", "the legal actions of this
position", ...) answered by two independent encodings, a register of rules and readings (``spec/<game>.toml``),
and what is built from them: the check command, the cross-check families of ``rulebook verify``, the reading
comparisons of ``rulebook diff``, the conformance corpus and the rule documents. Nothing here is about cards or
hands, so a board game fits as well as a card game.

Each game's package builds one :class:`Game` in its ``game.py``; the registry (:mod:`rulebook.registry`) lists
them, and it is the only place that names a game. The core never imports a game (a test holds it to that): it is
handed :class:`Game` values.

A :class:`Game` holds functions rather than finished values, and the game's ``game.py`` imports its heavy modules
(Z3, the tables) inside them or names them with :func:`rulebook.core.deferred.deferred`, so that ``rulebook --help``
or one ``check`` loads only what it uses.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, TextIO

from rulebook.core.commands.check import CheckCommand
from rulebook.core.reading import ReadingValue

if TYPE_CHECKING:
    from rulebook.core.bench.figure import Figure
    from rulebook.core.corpus.cases import Corpus
    from rulebook.core.corpus.generated_file import GeneratedFile
    from rulebook.core.corpus.sweeps import Sweeper
    from rulebook.core.desk.palette import PaletteEntry
    from rulebook.core.game_strategies import GameStrategies
    from rulebook.core.mutation.code_mutation import CodeMutation
    from rulebook.core.mutation.mutants import MutantEngine
    from rulebook.core.verify.crosscheck import Family
    from rulebook.core.witnesses.witness import Finding, MutantWitness

AnswerFunction = Callable[[str, Mapping[str, Any], Any], Any]
"""``(question, input, reading) -> answer`` with the game's own reading value; JSON in, JSON out.

The engine's raises :class:`~rulebook.core.errors.InputError` for input it refuses; the model's returns ``None``
for a question it does not encode.
"""

Run = Callable[[argparse.Namespace, TextIO], int]
"""A command's work: the parsed arguments and standard output in, the exit status out."""


@dataclass(frozen=True)
class VerifyBudget:
    """How much ``rulebook verify`` checks: the standard sample (``make run``) or ``--exhaustive`` (``make verify``)."""

    exhaustive: bool
    seed: int


@dataclass(frozen=True)
class ReadingsCommands:
    """The game's part of ``rulebook readings GAME`` and ``rulebook diff GAME``.

    The core prints the register (text under ``titles``, or ``--json``) and, where the game has them, its mutants;
    for ``diff`` it adds the options every game shares (the two readings compared, the impact's seed, the output)
    around the game's own (``add_diff``), and ``run_diff`` does the game's comparison.
    """

    titles: tuple[tuple[str, str], ...]
    """The register's sections: each scope of the spec's readings and its heading."""
    add_diff: Callable[[argparse.ArgumentParser], None]
    run_diff: Run
    diff_examples: str
    impact: Callable[[Any, Any, int, int], list[str]] | None = None
    """``(base, other, samples, seed) -> lines``: how often two readings' difference shows in random play, in the
    words ``rulebook diff`` prints under "How often it matters" (the errata report measures it for every reading)."""


class DeferredReadings:
    """A game's :class:`ReadingsCommands` named as ``"module:NAME"``, imported when a command first reads it.

    The readings and diff commands load the witness search's frame and the game's impact measures; a game's
    ``game.py`` names its ``ReadingsCommands`` with this so that ``rulebook GAME check`` loads none of them. It reads
    as the value itself: the same attributes, each resolved on first use.
    """

    def __init__(self, target: str) -> None:
        module, separator, name = target.partition(":")
        if not separator or not module or not name:
            raise ValueError(f"deferred readings {target!r} is not 'module:NAME'")
        self.module, self.name = module, name
        self._value: ReadingsCommands | None = None

    def resolve(self) -> ReadingsCommands:
        """The game's ``ReadingsCommands`` (importing its module once)."""
        if self._value is None:
            value = getattr(import_module(self.module), self.name)
            if not isinstance(value, ReadingsCommands):
                raise TypeError(f"{self.module}:{self.name} is not a ReadingsCommands")
            self._value = value
        return self._value

    def __repr__(self) -> str:
        return f"DeferredReadings({self.module}:{self.name})"

    @property
    def titles(self) -> tuple[tuple[str, str], ...]:
        """The register's sections (:attr:`ReadingsCommands.titles`)."""
        return self.resolve().titles

    @property
    def add_diff(self) -> Callable[[argparse.ArgumentParser], None]:
        """The game's own options of ``rulebook diff`` (:attr:`ReadingsCommands.add_diff`)."""
        return self.resolve().add_diff

    @property
    def run_diff(self) -> Run:
        """The game's comparison (:attr:`ReadingsCommands.run_diff`)."""
        return self.resolve().run_diff

    @property
    def diff_examples(self) -> str:
        """The examples of ``rulebook diff GAME --help`` (:attr:`ReadingsCommands.diff_examples`)."""
        return self.resolve().diff_examples

    @property
    def impact(self) -> Callable[[Any, Any, int, int], list[str]] | None:
        """How often two readings' difference shows (:attr:`ReadingsCommands.impact`)."""
        return self.resolve().impact


@dataclass(frozen=True)
class Game:
    """Everything one game provides; built once in the game's ``game.py`` and listed by the registry."""

    id: str
    """The sub-command and folder name: ``rulebook <id> check``, ``spec/<id>.toml``, ``generated/<id>/``."""
    title: str
    """The game's name in help text and documents."""
    summary: str
    """One line: what ``rulebook <id>`` answers."""
    reading: type[ReadingValue]
    """The game's typed reading value (one field per reading key of the spec)."""
    questions: tuple[str, ...]
    """The corpus's question families, in the order the documentation lists them."""
    engine_answer: AnswerFunction
    """The fast engine's answer to any question (what the corpus's expected answers are)."""
    model_answer: AnswerFunction
    """The Z3 model's answer, or ``None`` for a question it does not encode."""
    check: CheckCommand[Any, Any]
    """``rulebook <id> check``: the game's inputs and how its answer reads."""
    verify: Callable[[VerifyBudget], list[Family[Any]]]
    """The cross-check families of ``rulebook verify``: each pairs the model's and the engine's answers."""
    corpora: Callable[[], list[Corpus]]
    """Build every family of the conformance corpus (each case confirmed by both encodings)."""
    inline: Callable[[Corpus], bool]
    """Whether a family's rendered suite spells its cases out (few, small inputs) or reads its JSON file."""
    documents: Callable[[Sequence[Corpus]], list[GeneratedFile]]
    """The rule documents (``docs/<id>.md`` and ``.html``) rendered from the register and the corpus."""
    readings: ReadingsCommands | DeferredReadings
    """``rulebook readings <id>`` and ``rulebook diff <id>`` (named with :class:`DeferredReadings`, so that only those
    commands import them)."""
    compare: Callable[[Any, Any], Finding]
    """The witness search of ``rulebook diff``: the smallest input on which two readings answer differently, or a
    scoped proof that none exists within what was searched (the game's own search families)."""
    question_commands: tuple[CheckCommand[Any, Any], ...] = ()
    """Commands of ``rulebook <id>`` for the corpus questions ``check`` does not ask (a claim on a discard, a
    settlement), each on the check frame as ``check`` is: text, ``--json``, ``--jsonl``, ``--reading``."""
    commands: Callable[[Any], None] | None = None
    """Sub-commands of ``rulebook <id>`` besides ``check`` (given the sub-parsers action to add them to)."""
    play: str | None = None
    """The game's play front, ``"module:NAME"`` of its :class:`~rulebook.core.play.commands.PlayFront` (what its
    ``moves``, ``apply`` and ``new`` commands run), for the ruling desk's play mode; None for a game without play."""
    mutants: Callable[[], Sequence[MutantWitness]] | None = None
    """Rule adequacy: a deliberately wrong version of each rule and an input that tells it from the rule."""
    mutated: Callable[[str], AbstractContextManager[None]] | None = None
    """The engine with one rule broken (``python -m rulebook.adapter <id> --mutant RULE``), to show that
    ``rulebook conform`` catches it."""
    benchmarks: Callable[[bool], list[Figure]] | None = None
    """The figures of ``make bench`` (``quick``: smaller samples)."""
    unit: str = "cards"
    """What a witness's size counts (``cards``, ``tiles``, ``squares``)."""
    answer_lint: Callable[[str, Any], list[str]] | None = None
    """``(question, answer) -> problems``: what contradicts itself within one answer of the corpus (a winning answer
    without a split), whichever encoding gave it; ``rulebook generate`` refuses a corpus with any."""
    describe_answer: Callable[[Any], str] = json.dumps
    """An answer of the corpus in words (for the mutants' witnesses); compact JSON unless the game says better."""
    code_mutation: CodeMutation | None = None
    """The engine's rule modules, for the code mutants of ``rulebook mutate <id>``.

    Each (:mod:`rulebook.core.mutation.code_mutants`) is run against the corpus through ``conform``, and every one
    must be killed or recorded as equivalent."""
    mutant_engines: Callable[[], Sequence[MutantEngine]] | None = None
    """Every rule mutant as a whole engine over the corpus's questions, for showing ``rulebook fuzz`` on them."""
    strategies: Callable[[], GameStrategies] | None = None
    """The game's Hypothesis strategies (:class:`rulebook.core.game_strategies.GameStrategies`).

    Valid inputs of every question, for ``rulebook fuzz``, the pytest plugin and property tests; every registered
    game has them."""
    strategy_types: tuple[str, ...] = ()
    """The vocabulary types its strategies draw (``"module:Name"``, modules that do not import Hypothesis), which the
    ``hypothesis`` entry point registers for ``st.from_type`` before any strategy module is imported; the contract
    tests check they are the keys of ``strategies().types``."""
    sweeper: Callable[[], Sweeper] | None = None
    """The inputs of each cell of the game's sweep matrix (:mod:`rulebook.core.corpus.sweeps`): thresholds, attributes,
    sources and multiplicities its rules declare in ``spec/<id>.toml``; ``rulebook generate`` refuses a corpus whose
    matrix has a hole the register does not explain."""
    palette: Callable[[], Sequence[PaletteEntry]] | None = None
    """The cards (tiles, pawns) and boards the ruling desk offers to click, each with the picture of the rule
    documents (:mod:`rulebook.core.desk.palette`); drawn when a desk page first asks."""

    def answer(self, encoding: str, question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        """The answer of ``encoding`` (``engine`` or ``model``) under the ``key=value`` choices ``readings``."""
        reading = self.reading.from_mapping(readings)
        function = self.engine_answer if encoding == "engine" else self.model_answer
        return function(question, data, reading)


__all__ = ["AnswerFunction", "DeferredReadings", "Game", "ReadingsCommands", "Run", "VerifyBudget"]
