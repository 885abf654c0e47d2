"""SORRY!'s registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine, the cross-checks, the corpus builders, the documents) are named with
:func:`~rulebook.core.deferred.deferred` and imported on first use, so that a command loads only what it uses. The
first board game on the protocol: its questions are about positions and moves, not hands.
"""

from __future__ import annotations

from rulebook.core.deferred import deferred
from rulebook.core.game import DeferredReadings, Game
from rulebook.core.mutation.code_mutation import CodeMutation
from rulebook.sorry.commands.check import CHECK
from rulebook.sorry.commands.score import SCORE_COMMAND
from rulebook.sorry.questions import QUESTIONS
from rulebook.sorry.reading import Reading

GAME = Game(
    id="sorry",
    title="SORRY!",
    summary="SORRY! moves: every card's moves in a position, slides, bumps, swaps, the 7 split, teams, the points game",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.sorry.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.sorry.corpus.questions:model_answer"),
    check=CHECK,
    question_commands=(SCORE_COMMAND,),
    verify=deferred("rulebook.sorry.crosscheck.families:families"),
    corpora=deferred("rulebook.sorry.corpus.families:corpora"),
    inline=deferred("rulebook.sorry.corpus.families:inline"),
    documents=deferred("rulebook.sorry.corpus.docs:documents"),
    readings=DeferredReadings("rulebook.sorry.commands.readings:COMMANDS"),
    compare=deferred("rulebook.sorry.readings.diff:compare"),
    commands=deferred("rulebook.sorry.commands.play:add_commands"),
    play="rulebook.sorry.commands.play:FRONT",
    benchmarks=deferred("rulebook.sorry.bench:figures"),
    strategies=deferred("rulebook.sorry.strategies:strategies"),
    strategy_types=("rulebook.sorry.position:Position", "rulebook.sorry.state:State"),
    palette=deferred("rulebook.sorry.corpus.pictures:palette"),
    unit="pawns",
    answer_lint=deferred("rulebook.sorry.corpus.consistency:answer_problems"),
    sweeper=deferred("rulebook.sorry.corpus.sweeps:sweeper"),
    code_mutation=CodeMutation(
        tuple(f"rulebook.sorry.engine.{name}" for name in ("board", "moves", "play", "score")),
        tested={
            # the reshuffle of an empty draw pile: its order is chance, which no corpus case asks; these tests hold
            # it to the contract's shuffle (docs/sorry-contract.md)
            "rulebook.sorry.engine.play": ("tests/sorry/test_engine_play.py",),
        },
    ),
)
"""SORRY!, as the registry lists it."""
