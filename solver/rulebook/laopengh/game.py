"""Lao Pengh's registration: what the game gives the tool (:class:`rulebook.core.game.Game`).

Heavy modules (the Z3 model, the engine, the cross-checks, the corpus builders, the documents) are named with
:func:`~rulebook.core.deferred.deferred` and imported on first use, so that a command loads only what it uses. The
cross-check families (``crosscheck/families.py``), the witness search (``readings/diff.py``) and the diff command
(``commands/readings.py``) are written beside the rules.
"""

from __future__ import annotations

from rulebook.core.deferred import deferred
from rulebook.core.game import DeferredReadings, Game
from rulebook.core.mutation.code_mutation import CodeMutation
from rulebook.laopengh.commands.check import CHECK
from rulebook.laopengh.questions import QUESTIONS
from rulebook.laopengh.reading import Reading

GAME = Game(
    id="laopengh",
    title="Lao Pengh",
    summary="Lao Pengh cards: placing on the piles, runs of three, jokers, the order of play, accusations",
    reading=Reading,
    questions=QUESTIONS,
    engine_answer=deferred("rulebook.laopengh.corpus.questions:engine_answer"),
    model_answer=deferred("rulebook.laopengh.corpus.questions:model_answer"),
    check=CHECK,
    verify=deferred("rulebook.laopengh.crosscheck.families:families"),
    corpora=deferred("rulebook.laopengh.corpus.families:corpora"),
    inline=deferred("rulebook.laopengh.corpus.families:inline"),
    documents=deferred("rulebook.laopengh.corpus.docs:documents"),
    readings=DeferredReadings("rulebook.laopengh.commands.readings:COMMANDS"),
    compare=deferred("rulebook.laopengh.readings.diff:compare"),
    commands=deferred("rulebook.laopengh.commands.play:add_commands"),
    play="rulebook.laopengh.commands.play:FRONT",
    benchmarks=deferred("rulebook.laopengh.bench:figures"),
    strategies=deferred("rulebook.laopengh.strategies:strategies"),
    strategy_types=("rulebook.laopengh.state:State",),
    palette=deferred("rulebook.laopengh.corpus.pictures:palette"),
    answer_lint=deferred("rulebook.laopengh.corpus.consistency:answer_problems"),
    sweeper=deferred("rulebook.laopengh.corpus.sweeps:sweeper"),
    code_mutation=CodeMutation(tuple(f"rulebook.laopengh.engine.{name}" for name in ("order", "placement", "play"))),
)
"""Lao Pengh, as the registry lists it."""
