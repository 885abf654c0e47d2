"""The frame of every game's ``rulebook GAME check``: one question as text or ``--json``, or many as ``--jsonl``.

The game says what a request is (its arguments, its JSON fields), how its engine answers one, and how the answer
reads as text and as JSON (:class:`CheckCommand`); everything else is the same for every game and lives here:

- ``--reading KEY=VALUE`` (repeatable) chooses readings for the whole command;
- ``--json`` prints the answer as one indented JSON object, led by ``"question"``: the name of the question of the
  game's corpus it answers (one of ``Game.questions``), the one key every game's answer shares
  (``spec/check-answer.schema.json``); what a game adds follows under its own keys;
- ``--jsonl`` reads one JSON object per line on standard input and prints one compact JSON line per request. A
  line's own ``"reading"`` field, an object of ``KEY: VALUE``, is laid over the command line's ``--reading``
  choices: a key the line names takes the line's value, every other key keeps the command line's (so
  ``--reading`` sets the readings of every line, and one line can still choose otherwise);
- bad input — an unknown card or tile, a field of the wrong type, an unknown field, a line that is not JSON —
  is answered with one line naming the problem: on stderr with exit status 2 for a single question, and as
  ``{"error": "line N: ..."}`` for a JSON line, after which the remaining lines are still answered (exit status 2
  at the end when any line was bad).

Every answer names the readings that decide it (:mod:`rulebook.core.commands.deciding`): the question is asked
again under each other option of each reading key, and the options that change the answer are listed in the JSON
answer under ``"decided_by"`` (after the game's keys; an empty list when none decides) and said one line each after
the text answer ("decided by the reading KEY=OPTION; with KEY=OTHER: ...").
"""

from __future__ import annotations

import argparse
import json
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, Generic, TextIO, TypeVar

from rulebook.core.commands.deciding import DECIDED_BY_FIELD, Decision, decided_line, decisions, first_changed_line
from rulebook.core.deferred import deferred
from rulebook.core.errors import InputError
from rulebook.core.inputs import lines, parse_json
from rulebook.core.reading import ReadingValue

Request = TypeVar("Request")
Answer = TypeVar("Answer")

READING_FIELD = "reading"
"""The field of a JSON line that chooses readings for that line."""


class CheckCommand(ABC, Generic[Request, Answer]):
    """What a game's check command knows: its request, how its engine answers it, how the answer reads."""

    name: str = "check"
    aliases: tuple[str, ...] = ()
    """Other names of the command (a board game's ``moves`` is also ``check``, the name every game answers to)."""
    help: str = ""
    """One line for ``rulebook GAME --help``."""
    description: str = ""
    """The paragraph at the top of ``rulebook GAME check --help``."""
    examples: str = ""
    """The epilog of ``rulebook GAME check --help``: examples, the notation, the exit status."""
    fields: tuple[str, ...] = ()
    """The fields a ``--jsonl`` line may hold besides ``"reading"``; any other field is refused by name."""
    no_input: str = "give the input to check, or --jsonl"
    """The message when neither an input nor ``--jsonl`` is given."""
    requests: str = "requests"
    """What one ``--jsonl`` line asks about, in the plural (``hands``)."""
    input_names: str = "input on the command line"
    """The command line's inputs, which ``--jsonl`` refuses (``HAND argument``)."""
    example_args: tuple[str, ...] = ()
    """A request as command-line arguments (the contract tests ask it three ways: text, JSON, JSON lines)."""
    example: Mapping[str, Any] = {}
    """The same request as one ``--jsonl`` line."""
    example_reading: str = ""
    """A ``KEY=VALUE`` under which the example's answer differs from the default's (the reading-merge contract)."""
    bad_example: Mapping[str, Any] = {}
    """A request the game refuses (an unknown card, a fifth copy, ...), as one ``--jsonl`` line."""
    bad_args: tuple[str, ...] = ()
    """The same refused request as command-line arguments."""
    consistency: str = ""
    """``"module:function"``: what contradicts itself within one JSON answer, as sentences (imported when first
    asked; :meth:`inconsistencies` calls it)."""
    reading_scopes: tuple[str, ...] = ()
    """The scopes (``hand``, ``play``: the spec's ``scope``) of the reading keys the check's questions may read;
    empty for every key. Only those keys are asked again for the readings that decide an answer."""

    @abstractmethod
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add the game's own arguments (the core adds ``--reading``, ``--json`` and ``--jsonl``)."""

    @abstractmethod
    def has_input(self, args: argparse.Namespace) -> bool:
        """Whether the command line gives an input (which ``--jsonl`` refuses: its input is standard input)."""

    @abstractmethod
    def from_args(self, args: argparse.Namespace, reading: Any) -> Request:
        """The request the command line asks; :class:`InputError` for bad input."""

    @abstractmethod
    def from_json(self, data: Mapping[str, Any], reading: Any) -> Request:
        """The request of one JSON line (its ``"reading"`` field already taken out and applied)."""

    @abstractmethod
    def question(self, request: Request, answer: Answer) -> str:
        """The name of the corpus question (one of the game's ``questions``) that ``answer`` answers."""

    @abstractmethod
    def answer(self, request: Request, reading: Any) -> Answer:
        """The engine's answer to ``request`` under ``reading``, worked out once."""

    @abstractmethod
    def as_json(self, answer: Answer) -> dict[str, Any]:
        """The answer as one JSON object, without the ``"question"`` key the frame puts first (:func:`answer_json`)."""

    @abstractmethod
    def as_text(self, answer: Answer) -> str:
        """The answer as text for a person (rule ids in brackets)."""

    def inconsistencies(self, answer: Mapping[str, Any]) -> list[str]:
        """What contradicts itself within one JSON answer (a winning verdict without a split), as sentences.

        None when the answer is consistent; the contract tests run it on the answers to the corpus's inputs.
        """
        if not self.consistency:
            return []
        problems: list[str] = deferred(self.consistency)(answer)
        return problems

    def moot_readings(self, request: Request) -> frozenset[str]:
        """The reading keys that cannot change the answer to ``request``, by the rules' own words.

        A game names them where asking again would cost time for nothing (FORBIDDEN's ``wild.*`` readings for a hand
        without a wild card: a rule about what a wild card stands for has nothing to act on). None by default; the
        contract tests ask every key of each example anyway, so a key named here wrongly is caught.
        """
        return frozenset()

    def compared(self, answer: dict[str, Any]) -> Any:
        """What of a JSON answer tells two readings' answers apart (the readings that decide it).

        All of it, unless a game's answer also restates a reading's value (a limit it was scored under), which alone
        decides nothing.
        """
        return answer

    def other_summary(self, this_text: str, other_text: str) -> str:
        """The answer under another reading in one line, beside this one (the text of a deciding reading).

        By default the first line of ``other_text`` that ``this_text`` does not hold; a game may say it better.
        """
        return first_changed_line(this_text, other_text)


class JsonCheck(CheckCommand[Request, dict[str, Any]]):
    """A check whose engine answer is already its JSON object, and whose text is read from that object.

    The game hands its two functions over when it builds the command (``CHECK = TzqCheck(answer_json,
    render_text)``), so it writes no method that only forwards to them.
    """

    def __init__(
        self, answer: Callable[[Request, Any], dict[str, Any]], text: Callable[[Mapping[str, Any]], str]
    ) -> None:
        self._answer, self._text = answer, text

    def answer(self, request: Request, reading: Any) -> dict[str, Any]:
        """The engine's answer, as JSON."""
        return self._answer(request, reading)

    def as_json(self, answer: dict[str, Any]) -> dict[str, Any]:
        """The answer as it is."""
        return answer

    def as_text(self, answer: dict[str, Any]) -> str:
        """The answer read for a person."""
        return self._text(answer)


def add_check_parser(commands: Any, check: CheckCommand[Any, Any], game: str) -> argparse.ArgumentParser:
    """Add ``check`` to a game's sub-commands: the game's arguments and the options every game shares."""
    parser: argparse.ArgumentParser = commands.add_parser(
        check.name,
        aliases=list(check.aliases),
        help=check.help,
        description=check.description,
        epilog=check.examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_arguments(parser)
    parser.add_argument(
        "--reading",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=f"choose a reading (repeatable; `rulebook readings {game}` lists them); a --jsonl line's own "
        '"reading" field is laid over these',
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="answer as one JSON object")
    output.add_argument("--jsonl", action="store_true", help="read one JSON object per line on stdin, answer each")
    return parser


QUESTION_FIELD = "question"
"""The key every game's JSON answer starts with: the name of the question it answers."""


def answer_json(check: CheckCommand[Request, Answer], request: Request, answer: Answer) -> dict[str, Any]:
    """The JSON answer every game gives: ``"question"`` first, then the game's own keys (:meth:`~CheckCommand.as_json`).

    The shape is stated once in ``spec/check-answer.schema.json``; the contract tests hold every game to it.
    """
    return {QUESTION_FIELD: check.question(request, answer), **check.as_json(answer)}


Ask = Callable[[ReadingValue], tuple[Any, Any]]
"""``reading -> (request, answer)``: the question rebuilt and answered under ``reading``; :class:`InputError` when
the reading refuses it as input."""


def deciding_readings(
    check: CheckCommand[Any, Any],
    reading: ReadingValue,
    this: dict[str, Any],
    ask: Ask,
    moot: frozenset[str] = frozenset(),
) -> list[Decision]:
    """The options under which a check's ``this`` answer (JSON, under ``reading``) would differ (:func:`decisions`).

    The ``moot`` keys (:meth:`CheckCommand.moot_readings`) are not asked.
    """

    def ask_again(other_reading: ReadingValue) -> tuple[dict[str, Any], Callable[[], str]]:
        request, answer = ask(other_reading)
        return answer_json(check, request, answer), partial(check.as_text, answer)

    return decisions(reading, this, ask_again, check.reading_scopes, moot, check.compared)


def decision_line(check: CheckCommand[Any, Any], decision: Decision, this_text: str) -> str:
    """One line for a person: the deciding reading, and the other answer summed up by the check's own words."""
    return decided_line(decision, this_text, check.other_summary)


def run_check(
    check: CheckCommand[Any, Any],
    reading_type: type[ReadingValue],
    args: argparse.Namespace,
    stdout: TextIO,
    stdin: TextIO | None = None,
) -> int:
    """Answer the command line's question (text or ``--json``), or every ``--jsonl`` line of standard input."""
    reading = reading_type.from_pairs(args.reading)
    if args.jsonl:
        if check.has_input(args):
            raise InputError(f"--jsonl reads {check.requests} from standard input; give no {check.input_names}")
        return run_jsonl(check, reading, stdin or sys.stdin, stdout)
    if not check.has_input(args):
        raise InputError(check.no_input)

    def ask(under: ReadingValue) -> tuple[Any, Any]:
        request = check.from_args(args, under)
        return request, check.answer(request, under)

    request, answer = ask(reading)
    found = answer_json(check, request, answer)
    decisions = deciding_readings(check, reading, found, ask, check.moot_readings(request))
    if args.json:
        print(json.dumps(decided_json(found, decisions), indent=2), file=stdout)
    else:
        print(decided_text(check, check.as_text(answer), decisions), file=stdout)
    return 0


def decided_json(found: dict[str, Any], decisions: list[Decision]) -> dict[str, Any]:
    """The JSON answer with ``"decided_by"`` after the game's keys."""
    return {**found, DECIDED_BY_FIELD: [decision.as_json() for decision in decisions]}


def decided_text(check: CheckCommand[Any, Any], text: str, decisions: list[Decision]) -> str:
    """The text answer, then one line per deciding reading (none when no reading decides it)."""
    return "\n".join([text, *(decision_line(check, decision, text) for decision in decisions)])


def line_request(check: CheckCommand[Any, Any], line: str | bytes, reading: ReadingValue) -> tuple[Any, ReadingValue]:
    """The request of one JSON line and the reading it is answered under; :class:`InputError` if malformed."""
    data, line_reading = line_fields(check, line, reading)
    return check.from_json(data, line_reading), line_reading


def line_fields(
    check: CheckCommand[Any, Any], line: str | bytes, reading: ReadingValue
) -> tuple[dict[str, Any], ReadingValue]:
    """The fields of one JSON line (its ``"reading"`` taken out) and the reading it is answered under."""
    data = parse_json(line)
    if not isinstance(data, dict):
        raise InputError("each line must be a JSON object")
    known = (*check.fields, READING_FIELD)
    unknown = sorted(set(data) - set(known))
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(unknown)}; known: {', '.join(known)}")
    choices = data.pop(READING_FIELD, {})
    if not isinstance(choices, dict):
        raise InputError(f'"{READING_FIELD}" must be an object of KEY: VALUE')
    line_reading = reading.with_choices(choices) if choices else reading
    return data, line_reading


def run_jsonl(check: CheckCommand[Any, Any], reading: ReadingValue, stdin: TextIO, stdout: TextIO) -> int:
    """Answer one JSON object per line; a bad line gets ``{"error": ...}`` and the rest are still answered.

    Standard input is read through the core's guarded path (:func:`rulebook.core.inputs.lines`, then
    :func:`~rulebook.core.inputs.parse_json`): a line that is not UTF-8, too long, nested too deeply or holding an
    integer of thousands of digits is one bad line, not the end.
    """
    status = 0
    for number, raw in enumerate(lines(stdin), start=1):
        try:
            if isinstance(raw, InputError):
                raise raw
            if not raw.strip():
                continue
            answer = line_answer(check, raw, reading)
        except InputError as error:
            answer = {"error": f"line {number}: {error}"}
            status = 2
        print(json.dumps(answer, separators=(",", ":")), file=stdout, flush=True)
    return status


def line_answer(check: CheckCommand[Any, Any], line: str | bytes, reading: ReadingValue) -> dict[str, Any]:
    """The JSON answer to one ``--jsonl`` line, with the readings that decide it; :class:`InputError` if refused.

    What ``--jsonl`` prints for the line, and what the ruling desk's API answers for the same object
    (:mod:`rulebook.core.desk`).
    """
    return line_verdict(check, line, reading)[0]


def line_verdict(
    check: CheckCommand[Any, Any], line: str | bytes, reading: ReadingValue
) -> tuple[dict[str, Any], Callable[[], str]]:
    """One ``--jsonl`` line's JSON answer (:func:`line_answer`) and, written when called, its text answer.

    The text is what the command prints for the same request without ``--json``, the deciding readings' lines
    included.
    """
    data, line_reading = line_fields(check, line, reading)

    def ask(under: ReadingValue) -> tuple[Any, Any]:
        request = check.from_json(dict(data), under)
        return request, check.answer(request, under)

    request, found = ask(line_reading)
    this = answer_json(check, request, found)
    moot = check.moot_readings(request)
    decisions = deciding_readings(check, line_reading, this, ask, moot)
    return decided_json(this, decisions), lambda: decided_text(check, check.as_text(found), decisions)


__all__ = [
    "QUESTION_FIELD",
    "READING_FIELD",
    "Ask",
    "CheckCommand",
    "JsonCheck",
    "add_check_parser",
    "answer_json",
    "decided_json",
    "decided_text",
    "deciding_readings",
    "decision_line",
    "line_answer",
    "line_fields",
    "line_request",
    "line_verdict",
    "run_check",
    "run_jsonl",
]
