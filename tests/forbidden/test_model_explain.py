"""The Z3 model names the rules that refuse a hand (unsat cores) and answers questions about symbolic hands."""

from __future__ import annotations

import pytest
import z3

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import ALL_KINDS, Cards
from rulebook.forbidden.hand import HandQuery, parse_query
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.model.symbolic import Arrangement, SymbolicHand, hand_formulas
from rulebook.forbidden.reading import DEFAULT

from .conftest import engine_for, model_for


def test_two_wilds_for_one_card_are_refused_by_the_one_wild_rule() -> None:
    # G5 W W: one natural card, so any set needs two wilds. Without forbidden.set.one-wild it is a pung, so every
    # unsat core must contain that rule (and the completeness rule that demands the G5 be placed).
    core = model_for().explain(parse_query("G5 W W"))
    assert "forbidden.set.one-wild" in core
    assert "forbidden.hand.all-numbers-in-sets" in core


def test_mixed_colours_are_refused_by_the_one_colour_rule() -> None:
    # R2 G3 B4 would be a sequence 2-3-4 if colours could mix: every core contains forbidden.set.one-colour.
    assert "forbidden.set.one-colour" in model_for().explain(parse_query("R2 G3 B4"))


def test_a_complete_hand_with_one_forbidden_card_is_refused_by_the_lone_forbidden_rule_alone() -> None:
    assert model_for().explain(parse_query("R2 R3 R4 F")) == ("forbidden.cheng.lone-forbidden",)
    assert model_for().explain(parse_query("R2 R3 R4 F F")) == ()


def test_symbolic_search_finds_a_hand_the_engine_confirms() -> None:
    # Ask Z3 for a hand of exactly four number cards and one wild that is complete with set points of 10 — a set
    # of four or more, or two sets — then confirm it with the engine (the other encoding).
    hand = SymbolicHand.variables("h")
    arrangement = Arrangement.fresh("a", slots=2)
    terms = hand_formulas(hand, arrangement, DEFAULT)
    solver = z3.Solver()
    others = [hand.count(kind) == 0 for kind in ("F", "EM", "ES", "MO", "RO")]
    solver.add(terms.domain, terms.complete, hand.natural_cards() == 4, hand.count("W") == 1, *others)
    solver.add(terms.set_points == 10)
    assert solver.check() == z3.sat
    found = solver.model()
    cards = Cards(tuple(found.eval(hand.count(kind), model_completion=True).as_long() for kind in ALL_KINDS))
    assert len(cards) == 5 and cards.wild == 1
    verdict = engine_for().analyse(HandQuery(cards))
    assert verdict.complete and verdict.set_points is not None and verdict.set_points >= 10


def test_symbolic_search_proves_no_three_card_hand_scores_ten() -> None:
    # Three cards make at most one set of three: 5 points, +5 per Yin-Yang card. Without Yin-Yang cards and
    # wilds, no three-card hand reaches 10 — the solver proves it (unsat), not a sample.
    hand = SymbolicHand.variables("h")
    arrangement = Arrangement.fresh("a", slots=2)
    terms = hand_formulas(hand, arrangement, DEFAULT)
    solver = z3.Solver()
    solver.add(terms.domain, terms.complete, hand.natural_cards() == 3, hand.count("W") == 0)
    solver.add(*[hand.count(colour + "Y") == 0 for colour in "RGB"])
    solver.add(terms.set_points >= 10)
    assert solver.check() == z3.unsat


def test_model_refuses_an_invalid_laid_set() -> None:
    with pytest.raises(InputError, match="R2 G3 B4"):
        Model().analyse(parse_query("R5", laid=["R2 G3 B4"]))
