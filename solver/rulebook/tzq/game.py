"""Tien Zi Que's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine's tables, the cross-checks, the corpus builders, the documents) are named
with :func:`~rulebook.core.deferred.deferred` and imported on first use, so that a command loads only what it uses.
The cross-check families (``crosscheck/families.py``), the witness search (``readings/diff.py``) and the diff
command (``commands/readings.py``) are written beside the rules.
"""

from __future__ import annotations

from rulebook.core.deferred import deferred
from rulebook.core.game import DeferredReadings, Game
from rulebook.core.mutation.code_mutation import CodeMutation
from rulebook.tzq.commands.check import CHECK
from rulebook.tzq.questions import QUESTIONS
from rulebook.tzq.reading import Reading

GAME = Game(
    id="tzq",
    title="Tien Zi Que",
    summary="Tien Zi Que cards: combinations with the joker, score piles, turns",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.tzq.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.tzq.corpus.questions:model_answer"),
    check=CHECK,
    verify=deferred("rulebook.tzq.crosscheck.families:families"),
    corpora=deferred("rulebook.tzq.corpus.families:corpora"),
    inline=deferred("rulebook.tzq.corpus.families:inline"),
    documents=deferred("rulebook.tzq.corpus.docs:documents"),
    readings=DeferredReadings("rulebook.tzq.commands.readings:COMMANDS"),
    compare=deferred("rulebook.tzq.readings.diff:compare"),
    commands=deferred("rulebook.tzq.commands.play:add_commands"),
    play="rulebook.tzq.commands.play:FRONT",
    benchmarks=deferred("rulebook.tzq.bench:figures"),
    strategies=deferred("rulebook.tzq.strategies:strategies"),
    strategy_types=("rulebook.tzq.state:State",),
    palette=deferred("rulebook.tzq.corpus.pictures:palette"),
    answer_lint=deferred("rulebook.tzq.corpus.consistency:answer_problems"),
    sweeper=deferred("rulebook.tzq.corpus.sweeps:sweeper"),
    code_mutation=CodeMutation(
        tuple(f"rulebook.tzq.engine.{name}" for name in ("combinations", "deal", "faces", "play", "score"))
    ),
)
"""Tien Zi Que, as the registry lists it."""
