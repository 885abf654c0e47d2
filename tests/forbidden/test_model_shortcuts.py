"""The Z3 model's shortcuts (solver/rulebook/forbidden/model/) answer as the long way round does.

- a shape with set slots of the colours held only (:func:`~rulebook.forbidden.model.shapes.colours_held`) finds the
  same completeness and the same best points as a shape of every colour;
- a single-suit completeness question asked of a ``suit`` shape (no points, rules as clauses) answers as a ``check``
  shape does, and :func:`rulebook.core.z3_solving.clauses` states the same constraint as the formula it splits;
- :meth:`Model.scores` gives the three numbers of :meth:`Model.analyse`, under both ``arrangement`` readings;
- a scoring term (:class:`~rulebook.forbidden.model.hand.ScoreTerm`) evaluates as the term with every input put in;
- :func:`rulebook.core.z3_solving.truths` reads literals as ``model.eval`` does, and its term constructors build
  the terms z3's own build.
"""

from __future__ import annotations

import random

import pytest
import z3

from rulebook.core.z3_solving import (
    check,
    clauses,
    conjunction,
    disjunction,
    equivalence,
    implication,
    pb_at_least,
    truths,
)
from rulebook.forbidden.cards import ALL_KINDS, COLOURS, RANKS, WILD, Cards
from rulebook.forbidden.crosscheck.hands import sampled_suit_cases
from rulebook.forbidden.crosscheck.samples import random_query, random_reading
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.model.hand import Model, ScoreTerm
from rulebook.forbidden.model.sets import SetReadings
from rulebook.forbidden.model.shapes import (
    ALL_COLOURS,
    CHECK,
    OTHER,
    SUIT,
    ShapeKey,
    colours_held,
    maximise,
    shape_for,
    slots_needed,
)
from rulebook.forbidden.model.terms import SymbolicHand, cheng_score, other_score
from rulebook.forbidden.reading import Reading

READINGS = (Reading(), Reading(arrangement="most-cards"), Reading(wild_counts_for_size="no", wild_yin_yang_bonus="yes"))


def few_colour_hand(rng: random.Random) -> HandQuery:
    """A hand of 1 to 9 number cards of one or two colours, sometimes a wild, a Forbidden card or a Rooster."""
    colours = rng.sample(COLOURS, rng.choice((1, 1, 2)))
    kinds = [colour + rank for colour in colours for rank in RANKS]
    tokens = [rng.choice(kinds) for _ in range(rng.randint(1, 9))]
    tokens += rng.choice(([], [], [WILD], ["F"], ["RO"]))
    while True:
        try:
            return parse_query(" ".join(tokens))
        except ValueError:
            tokens.pop(0)  # a fifth copy of a card: drop one


def best_points(key: ShapeKey, reading: Reading, query: HandQuery) -> int | None:
    """The most points (in units of 5) a shape of ``key`` finds for ``query``; ``None`` when it finds no solution."""
    shape = shape_for(key, reading)
    everything = query.all_cards()
    facts = shape.facts(SetReadings.fresh().facts(reading), everything)
    found = maximise(shape.solver, facts, shape.point_levels, shape.point_weights)
    return None if found is None else found[0]


@pytest.mark.parametrize("seed", range(3))
def test_a_shape_of_the_colours_held_answers_as_one_of_every_colour(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(40):
        query = few_colour_hand(rng)
        reading = rng.choice(READINGS)
        numbers = query.all_cards().number_counts
        held = colours_held(numbers)
        assert 1 <= len(held) <= 2
        slots = max(slots_needed(numbers, query.all_cards().wild), 1)
        for purpose in (CHECK, OTHER):
            mine = best_points(ShapeKey(purpose, slots, 0, held), reading, query)
            every = best_points(ShapeKey(purpose, slots, 0, ALL_COLOURS), reading, query)
            assert mine == every, (query.describe(), purpose, reading)


@pytest.mark.parametrize("reading", [*READINGS, Reading(wild_exhausted_card="refused")])
def test_a_suit_shape_answers_as_a_check_shape(reading: Reading) -> None:
    model = Model(reading)
    for counts, wilds in sampled_suit_cases(150, seed=len(reading.changed())):
        shape, facts = model._suit(counts, wilds, CHECK)
        assert shape.key.purpose == CHECK
        assert model.suit_complete(counts, wilds) == check(shape.solver, facts), (counts, wilds, reading)
    assert model._suit((3, 0, 0, 0, 0, 0, 0), 0, SUIT)[0].key.purpose == SUIT


def test_clauses_state_the_formula() -> None:
    rng = random.Random(0)
    atoms = z3.Bools("clauses.a clauses.b clauses.c clauses.d")

    def formula(depth: int) -> z3.BoolRef:
        if depth == 0 or rng.random() < 0.25:
            atom = rng.choice(atoms)
            return z3.Not(atom) if rng.random() < 0.5 else atom
        parts = [formula(depth - 1) for _ in range(rng.randint(1, 3))]
        kind = rng.choice(("and", "or", "implies", "implies"))
        if kind == "and":
            return z3.And(*parts)
        if kind == "or":
            return z3.Or(*parts)
        return z3.Implies(z3.And(*parts[:-1]) if len(parts) > 1 else parts[0], formula(depth - 1))

    for _ in range(200):
        whole = formula(4)
        solver = z3.Solver()
        solver.add(whole != z3.And(*clauses(whole)))
        assert solver.check() == z3.unsat, whole


def test_colours_held() -> None:
    assert colours_held(Cards.empty().number_counts) == ()
    assert colours_held(parse_query("B2 B3 W F").hand.number_counts) == (COLOURS.index("B"),)
    assert colours_held(parse_query("R2 G3 B4").hand.number_counts) == ALL_COLOURS


@pytest.mark.parametrize("seed", range(2))
def test_scores_are_the_numbers_of_analyse(seed: int) -> None:
    rng = random.Random(seed)
    cases = [(few_colour_hand(rng), rng.choice(READINGS)) for _ in range(30)]
    cases += [(random_query(rng), random_reading(rng)) for _ in range(10)]
    cases += [(random_query(rng), Reading(arrangement="most-cards")) for _ in range(5)]
    for query, reading in cases:
        model = Model(reading)
        verdict = model.analyse(query)
        scores = model.scores(query)
        assert (scores.may_cheng, scores.cheng_score, scores.other_score) == (
            verdict.may_cheng,
            verdict.cheng_score,
            verdict.other_score,
        ), (query.describe(), reading)


def test_a_score_term_reads_only_its_inputs_and_evaluates_as_the_whole_substitution() -> None:
    hand = SymbolicHand.variables("test.score")
    points = z3.Int("test.points")
    inputs = (*hand.cards.values(), hand.table_forbidden, points)
    reading = Reading(penalty_table_forbidden="yes")
    rng = random.Random(0)
    for term in (cheng_score(hand, points, reading), other_score(hand, points, reading)):
        scored = ScoreTerm.over(term, inputs)
        used = {str(inputs[i]) for i in scored.used}
        assert "test.score.F" in used and "test.points" in used
        assert "test.score.R2" not in used  # a score never reads the number cards
        for _ in range(20):
            values = [rng.randint(0, 2) for _ in ALL_KINDS] + [rng.randint(0, 2), 5 * rng.randint(0, 6)]
            whole = z3.simplify(z3.substitute(term, *((v, z3.IntVal(n)) for v, n in zip(inputs, values, strict=True))))
            assert scored.evaluate(values).as_long() == whole.as_long()


def test_truths_reads_literals_as_model_eval_does() -> None:
    a, b, c = z3.Bools("truths.a truths.b truths.c")
    solver = z3.Solver()
    solver.add(a, z3.Not(b))
    assert check(solver, [])
    model = solver.model()
    # c is unconstrained: completed as false, as is_true(model.eval(c, model_completion=True)) reads it.
    assert truths(model, [a, b, c, z3.Or(a, b)]) == [True, False, False, True]
    assert truths(model, []) == []


def test_the_fast_constructors_build_the_terms_z3_builds() -> None:
    a, b, c = z3.Bools("terms.a terms.b terms.c")
    assert conjunction(a, b, c).eq(z3.And(a, b, c))
    assert disjunction(a, b).eq(z3.Or(a, b))
    assert implication(a, b).eq(z3.Implies(a, b))
    assert equivalence(a, z3.Not(b)).eq(a == z3.Not(b))
    assert conjunction(a, True).eq(z3.And(a, True))  # a Python bool goes the z3 way
    weights = [(a, 1), (b, 2), (c, 1)]
    assert [term.sexpr() for term in pb_at_least(weights, range(1, 5))] == [
        z3.PbGe(weights, k).sexpr() for k in range(1, 5)
    ]
    assert pb_at_least(weights, ()) == []
