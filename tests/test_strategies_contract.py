"""The strategies every registered game gives (issue 20), tested once for all of them (parametrized over the registry).

- every question the game declares has a strategy of inputs, and no other question has one;
- every drawn input is JSON as the protocol sends it (it survives a round trip unchanged) and the game's engine
  answers it under the default readings: valid by construction, so ``rulebook fuzz`` never blames the other
  engine for an input the rules do not take;
- the size of every committed corpus input is a count the witness searches could have given (a non-negative int);
- the inputs a game draws below a size (for the fuzz run's search for a smaller difference) are answered by its
  engine and some keep to the size; where it says a question has nothing that small, no committed
  input of that question is that small either;
- every step a game gives from an input (``GameStrategies.neighbours``, walked by ``rulebook fuzz`` after shrinking)
  is JSON, another input, and no larger;
- the vocabulary types each game names are reachable through :func:`hypothesis.strategies.from_type`, which only
  the ``hypothesis`` entry point (``rulebook.hypothesis_setup``) makes true, also where our own strategies
  module imports Hypothesis a second time in one process (the entry point then runs while that module is half loaded).
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st

from rulebook.core.deferred import Deferred
from rulebook.core.mutation.strategies import strategies_of
from rulebook.registry import game_ids, games
from tests.committed import committed_corpora

GAMES = {game.id: game for game in games()}
QUESTIONS = [(game.id, question) for game in games() for question in game.questions]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_declared_question_has_a_strategy_and_no_other(game_id: str) -> None:
    game = GAMES[game_id]
    assert game.strategies is not None, f"{game_id} gives no strategies"
    assert set(strategies_of(game).inputs) == set(game.questions)


@pytest.mark.parametrize(("game_id", "question"), QUESTIONS)
def test_every_drawn_input_is_json_and_answered_by_the_engine(game_id: str, question: str) -> None:
    game = GAMES[game_id]
    built = strategies_of(game)

    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
    @given(built.inputs[question]())
    def answered(data: dict[str, Any]) -> None:
        assert json.loads(json.dumps(data)) == data
        assert game.answer("engine", question, data, {}) is not None
        size = built.size(question, data)
        assert isinstance(size, int)
        assert size >= 0

    answered()


STEPPED = [(game_id, question) for game_id, question in QUESTIONS if strategies_of(GAMES[game_id]).neighbours]


@pytest.mark.parametrize(("game_id", "question"), STEPPED)
def test_every_step_from_a_drawn_input_is_json_other_and_no_larger(game_id: str, question: str) -> None:
    built = strategies_of(GAMES[game_id])
    assert built.neighbours is not None

    @settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
    @given(built.inputs[question]())
    def stepped(data: dict[str, Any]) -> None:
        assert built.neighbours is not None
        for step in built.neighbours(question, data):
            assert json.loads(json.dumps(step)) == step
            assert step != data
            assert built.size(question, step) <= built.size(question, data)

    stepped()


BOUNDED = [
    (game.id, question, most) for game in games() for question in strategies_of(game).bounded for most in (0, 3, 12, 40)
]


@pytest.mark.parametrize(("game_id", "question", "most"), BOUNDED)
def test_inputs_drawn_below_a_size_are_answered_and_mostly_within_it(game_id: str, question: str, most: int) -> None:
    game = GAMES[game_id]
    built = strategies_of(game)
    bounded = built.bounded[question](most)
    if bounded is None:  # the game says the question has no input this small: the inputs it does draw agree
        assert find(built.inputs[question](), lambda data: True, settings=settings(database=None)) is not None
        smallest = min(
            built.size(question, case.input)
            for corpus in committed_corpora(game_id)
            for case in corpus.cases
            if case.question == question
        )
        assert smallest > most
        return
    within = []

    @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(bounded)
    def answered(data: dict[str, Any]) -> None:
        assert game.answer("engine", question, data, {}) is not None
        within.append(built.size(question, data) <= most)

    answered()
    assert any(within)  # a bounded strategy that always overshoots would leave the search nothing to ask


@pytest.mark.parametrize("game_id", game_ids())
def test_every_committed_input_has_a_size(game_id: str) -> None:
    built = strategies_of(GAMES[game_id])
    sized = 0
    for corpus in committed_corpora(game_id):
        for case in corpus.cases[:20]:
            size = built.size(case.question, case.input)
            assert isinstance(size, int)
            assert size >= 0, case.id
            sized += 1
    assert sized > 0


@pytest.mark.parametrize("game_id", game_ids())
def test_each_named_type_is_reached_through_from_type(game_id: str) -> None:
    game = GAMES[game_id]
    types = strategies_of(game).types
    assert types, f"{game_id} names no vocabulary type for st.from_type"
    assert {Deferred(name).resolve() for name in game.strategy_types} == set(types)
    for kind in types:
        drawn = find(st.from_type(kind), lambda _: True, settings=settings(database=None))
        assert isinstance(drawn, kind), f"st.from_type({kind.__name__}) drew {drawn!r}"


def test_from_type_works_where_hypothesis_is_imported_again_by_our_strategies_module() -> None:
    # pytest's in-process pytester drops the modules a run imported, so Hypothesis is imported a second time, by our
    # strategies module, and its entry point runs while that module is half loaded and Hypothesis no longer counts
    # itself as initialising: a registration that built the game's strategies then would import that module again.
    game = games()[0]
    module, name = game.strategy_types[0].split(":")
    script = (
        "import sys\n"
        "import hypothesis\n"
        "for loaded in [m for m in sys.modules if m.partition('.')[0] == 'hypothesis']:\n"
        "    del sys.modules[loaded]\n"
        "import rulebook.core.mutation.strategies\n"
        "from hypothesis import find, settings, strategies as st\n"
        f"from {module} import {name} as kind\n"
        "drawn = find(st.from_type(kind), lambda _: True, settings=settings(database=None))\n"
        "print(type(drawn).__name__)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == name
