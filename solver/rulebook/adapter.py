"""An example engine behind the conformance protocol: this project's engine of any registered game, over JSON lines.

Run as ``python -m rulebook.adapter GAME``; ``rulebook conform GAME --engine "python -m rulebook.adapter GAME"``
then runs the game's whole corpus against it. An engine in another language implements the same loop: read one
JSON object per line — ``{"id", "game", "question", "input", "readings"}`` — and write one line back,
``{"id", "answer"}`` or ``{"id", "error"}`` (``docs/conformance.md``; the loop is :mod:`rulebook.core.corpus.adapter`).

``--mutant RULE`` answers with one rule deliberately broken (for a game that has such mutants), to show that
``conform`` catches an engine with a rule wrong. ``--code-mutant ID`` answers with one mistake planted in the
engine's code instead (:mod:`rulebook.core.mutation.code_mutants`; ``rulebook mutate GAME --list`` lists the ids),
loaded by an import hook before the engine is imported (:mod:`rulebook.core.mutation.mutant_import`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

from rulebook.core.commands.parser import Parser
from rulebook.core.corpus.adapter import Answer, serve
from rulebook.core.errors import InputError
from rulebook.core.game import Game
from rulebook.registry import game, game_ids

DESCRIPTION = """This project's engine of a registered game behind the conformance protocol, over JSON lines.

It reads one request per line on standard input, {"id", "game", "question", "input", "readings"}, and writes one
line back, {"id", "answer"} or {"id", "error"} (docs/conformance.md). An engine in another language implements the
same loop; rulebook conform runs a game's corpus against either."""


def examples(first: str) -> str:
    """The examples of ``--help``, shown with the first registered game."""
    engine = f"python -m rulebook.adapter {first}"
    return f"""examples:
  rulebook conform {first} --engine "{engine}"
      the whole corpus of {first} against this engine
  rulebook conform {first} --engine "{engine} --mutant RULE"
      an engine with one rule broken on purpose (rulebook readings GAME --mutants lists them, for a game that has
      them): conform names the failing cases
  rulebook conform {first} --first-failure --engine "{engine} --code-mutant ID"
      an engine with one mistake planted in its code (rulebook mutate GAME --list gives the ids)
"""


def answer_function(chosen: Game) -> Answer:
    """``(question, input, readings) -> answer``: the game's engine under the request's ``key=value`` readings."""

    def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        return chosen.answer("engine", question, data, readings)

    return answer


def broken(chosen: Game, rule: str | None) -> AbstractContextManager[None]:
    """The engine with ``rule`` broken, or unchanged for ``None``."""
    if rule is None:
        return nullcontext()
    if chosen.mutated is None:
        raise InputError(f"{chosen.id} has no mutants to answer with")
    return chosen.mutated(rule)


def mutant_answer(chosen: Game, rule: str) -> Answer | None:
    """The answer of the game's whole mutant engine that breaks ``rule`` (``Game.mutant_engines``), if it has one.

    ``rulebook readings GAME --mutants`` lists every rule mutant; a game's ``mutated`` may swap only some of them into
    its engine (FORBIDDEN's: those of play), and the others are served as the whole engines ``rulebook fuzz`` is shown
    on.
    """
    if chosen.mutant_engines is None:
        return None
    found = [engine.answer for engine in chosen.mutant_engines() if engine.mutant.rule == rule]
    if not found:
        return None
    mutated = found[0]

    def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        return mutated(question, data, chosen.reading.from_mapping(readings))

    return answer


def plant(chosen: Game, mutant_id: str) -> None:
    """Install code mutant ``mutant_id`` of the game's rule modules, before anything imports the engine."""
    from rulebook.core.mutation.mutant_import import install

    if chosen.code_mutation is None:
        raise InputError(f"{chosen.id} names no rule modules to mutate")
    install(chosen.code_mutation, mutant_id)


def main(argv: list[str] | None = None) -> int:
    """Serve the protocol on standard input and output."""
    parser = Parser(
        prog="python -m rulebook.adapter",
        description=DESCRIPTION,
        epilog=examples(game_ids()[0]),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", choices=game_ids(), help="the game whose questions to answer")
    parser.add_argument("--mutant", metavar="RULE", help="answer with this rule broken")
    parser.add_argument("--code-mutant", metavar="ID", help="answer with this mistake planted in the engine's code")
    parser.add_argument("--reach", metavar="FILE", help="write the lines of the rule modules the requests ran")
    args = parser.parse_args(argv)
    chosen = game(args.game)
    answer = answer_function(chosen)
    try:
        if args.code_mutant is not None:
            plant(chosen, args.code_mutant)
        try:
            context = broken(chosen, args.mutant)
        except InputError:
            whole = mutant_answer(chosen, args.mutant) if args.mutant is not None else None
            if whole is None:
                raise
            context, answer = nullcontext(), whole
    except InputError as error:
        print(f"rulebook.adapter: error: {error}", file=sys.stderr)
        return 2
    with context:
        if args.reach is None:
            serve(sys.stdin, sys.stdout, answer)
        else:
            traced(chosen, Path(args.reach))
    return 0


def traced(chosen: Game, path: Path) -> None:
    """Serve the protocol while tracing the lines of the game's rule modules; write them to ``path`` at the end.

    Requests are numbered from 1 in the order answered (a line that is not a request is not counted), so that each
    line's first requests name the corpus's cases when ``rulebook mutate`` sends them in order.
    """
    from rulebook.core.mutation import reach
    from rulebook.core.mutation.mutant_import import hide, module_source

    if chosen.code_mutation is None:
        raise InputError(f"{chosen.id} names no rule modules to trace")
    files = {module: str(module_source(module)[1]) for module in chosen.code_mutation.modules}
    hide(chosen.code_mutation)
    requests = reach.Requests()
    plain = answer_function(chosen)

    def answer(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        requests.current += 1
        return plain(question, data, readings)

    with reach.trace(files, requests) as reached:
        serve(sys.stdin, sys.stdout, answer)
    reach.write(reached, path, requests.first)


if __name__ == "__main__":
    sys.exit(main())
