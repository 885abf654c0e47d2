"""The Tien Zi Que corpus: its questions, inputs, families, answer lint and documents.

Expected values come from the rulebook or are worked by hand in the test (the working is in a comment).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from rulebook.core.corpus.case_builder import CaseDisagreementError
from rulebook.core.corpus.cases import Corpus, lint
from rulebook.core.corpus.generate import register_of
from rulebook.core.errors import InputError
from rulebook.core.register import rule_ids
from rulebook.tzq.corpus.case_builder import rulebook_case
from rulebook.tzq.corpus.consistency import answer_problems
from rulebook.tzq.corpus.families import corpora
from rulebook.tzq.corpus.pictures import card_svg
from rulebook.tzq.corpus.play import Position, position
from rulebook.tzq.corpus.questions import engine_answer, model_answer
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import state_from_json
from rulebook.tzq.validate import violations

ANSWERS = (engine_answer, model_answer)


@pytest.fixture(scope="module")
def built() -> list[Corpus]:
    return corpora()


@pytest.mark.parametrize("answer", ANSWERS)
def test_the_worked_example_scores_9_in_both_encodings(answer: Any) -> None:
    # E E T T T: Emperor (three jokers) +6, Pair E E +2, Characters one kind +1 = 9 (rulebook, Scoring example).
    assert answer("score", {"pile": ["E", "E", "T", "T", "T"]}, DEFAULT) == {
        "points": 9,
        "lines": [
            {"rule": "tzq.score.emperor", "points": 6},
            {"rule": "tzq.score.pair", "points": 2},
            {"rule": "tzq.score.characters", "points": 1},
        ],
    }


@pytest.mark.parametrize("answer", ANSWERS)
def test_example_1_the_joker_is_a_3_or_a_6(answer: Any) -> None:
    # "TZQ" Cards, Example 1: a 4, a 5 and the joker: the joker "can be treated as a 6 or a 3".
    assert answer("combination", {"cards": ["4a", "5b", "T"]}, DEFAULT) == {
        "combination": True,
        "ways": ["run 3-4-5", "run 4-5-6"],
    }


@pytest.mark.parametrize("answer", ANSWERS)
def test_a_discarded_joker_makes_no_combination_but_a_drawn_one_does(answer: Any) -> None:
    hand = ["4a", "5b", "9c", "E", "E"]
    assert answer("combinations", {"hand": hand, "card": "T", "from": "discard"}, DEFAULT) == {"combinations": []}
    # drawn: 4a 5b T (the run 3-4-5 or 4-5-6) and E E T (the triplet of East); 9c combines with nothing
    drawn = answer("combinations", {"hand": hand, "card": "T", "from": "draw"}, DEFAULT)
    assert drawn == {"combinations": ["4a 5b T", "E E T"]}


@pytest.mark.parametrize(
    ("question", "given", "message"),
    [
        ("score", {"pile": ["E", "E", "T"]}, "exactly 5 cards, got 3"),
        ("score", {"pile": ["E", "E", "E", "E", "T"]}, "4 copies of E in pile"),
        ("score", {"pile": "E E x 1a 2a"}, "unknown card 'x'"),
        ("score", {"pile": [1, 2, 3, 4, 5]}, "list of card strings"),
        ("score", {"cards": ["E"]}, "unknown field"),
        ("combinations", {"hand": ["E", "E", "T", "T"], "card": "4a", "from": "draw"}, "exactly 5 cards"),
        ("combinations", {"hand": ["E", "E", "S", "S", "W"], "card": "E", "from": "sky"}, '"from" must be'),
        ("combinations", {"hand": ["E", "E", "E", "S", "W"], "card": "E", "from": "draw"}, "the hand and the card"),
        ("combinations", {"hand": ["E", "E", "S", "S", "W"], "from": "draw"}, "needs the field(s) card"),
        ("legal_actions", {"state": {"players": []}}, "players"),
        ("apply", {"state": position(Position("1a 3b E S W")), "action": "fly"}, "unknown action 'fly'"),
        ("apply", {"state": position(Position("1a 3b E S W")), "action": 7}, "an action is a text"),
        ("apply", {"state": position(Position("1a 3b E S W"))}, "needs the field(s) action"),
    ],
)
def test_bad_input_is_one_input_error_naming_the_problem(question: str, given: dict[str, Any], message: str) -> None:
    for answer in ANSWERS:
        with pytest.raises(InputError, match=re.escape(message)):
            answer(question, given, DEFAULT)


def test_an_unknown_question_is_named() -> None:
    with pytest.raises(InputError, match="unknown question 'hand'"):
        engine_answer("hand", {}, DEFAULT)


def test_an_impossible_position_is_refused_before_either_encoding_answers() -> None:
    state = position(Position("1a 3b E S W"))
    state["players"][1]["hand"] = state["players"][1]["hand"][:4]  # a card lost: 53 in all
    with pytest.raises(InputError, match="impossible state"):
        engine_answer("legal_actions", {"state": state}, DEFAULT)


def test_every_built_position_holds_the_54_cards_in_one_place_each() -> None:
    from rulebook.tzq.corpus.outcomes import APPLY_CASES
    from rulebook.tzq.corpus.play import PLAY_CASES

    specs = [(row[0], row[4]) for row in PLAY_CASES] + [(row[0], row[4]) for row in APPLY_CASES]
    for case_id, spec in specs:
        state = state_from_json(position(spec))
        assert violations(state) == [], case_id
        assert len(state.all_cards()) == 54


def test_a_position_can_leave_a_few_cards_to_draw() -> None:
    # to_draw=2: of the 54 - 5 - 5 - 1 = 43 cards not named, the first two (canonical order) are left to draw and
    # the other 41 go on the discard pile below the 9d: 42 discards.
    state = state_from_json(position(Position("1a 3b E S W", to_draw=2, discard="9d")))
    assert state.draw_pile == ("1b", "1c")
    assert (len(state.discard_pile), state.discard_pile[-1]) == (42, "9d")


def test_a_hand_worked_field_that_the_engine_does_not_give_stops_the_build() -> None:
    from rulebook.tzq.corpus.outcomes import _apply_case

    # A Draw keeps the turn (phase drawn, the same player): a planted "turn passes" must stop the build.
    with pytest.raises(CaseDisagreementError, match="hand-worked"):
        _apply_case(
            "wrong",
            "a draw passes the turn",
            ("tzq.turn.actions",),
            "accepts",
            Position("1a 3b E S W"),
            "draw",
            {},
            {"turn": 1},
            "a planted mistake",
        )
    with pytest.raises(CaseDisagreementError, match="hand-worked"):
        _apply_case(
            "wrong",
            "a draw is refused",
            ("tzq.turn.actions",),
            "refuses",
            Position("1a 3b E S W"),
            "draw",
            {},
            {"refused": True},
            "a planted mistake",
        )


def test_the_families_lint_and_the_lint_would_name_a_missing_case(built: list[Corpus]) -> None:
    assert lint(built, register_of("tzq")) == []
    # drop every case accepting tzq.score.emperor: the lint must say so
    thinned = [
        replace(
            corpus,
            cases=tuple(c for c in corpus.cases if not ("tzq.score.emperor" in c.rules and c.outcome == "accepts")),
        )
        for corpus in built
    ]
    assert "no case where tzq.score.emperor accepts" in lint(thinned, register_of("tzq"))


def test_the_exhaustive_family_asks_every_multiset_of_three_faces(built: list[Corpus]) -> None:
    family = next(corpus for corpus in built if corpus.family == "combination_exhaustive")
    # 15 faces (9 numbers, 5 honours, the joker), multisets of 3: C(15 + 2, 3) = 680
    assert len(family.cases) == 680
    by_id = {case.id: case for case in family.cases}
    assert by_id["three-567"].expected == {"combination": True, "ways": ["run 5-6-7"]}
    assert by_id["three-EET"].expected == {"combination": True, "ways": ["triplet E"]}
    assert by_id["three-TTT"].outcome == "refuses"  # at most one joker in a combination


def test_every_reading_witness_answers_differently_under_its_two_options(built: list[Corpus]) -> None:
    family = next(corpus for corpus in built if corpus.family == "readings")
    by_id = {case.id: case for case in family.cases}
    keys = {case.id.rsplit("-", 1)[0] for case in family.cases}
    # Every reading key of spec/tzq.toml has two options, so one witness each: the seven score readings, the
    # Mah-jong minimum, the exhausted round, the reshuffle's timing, a tied game, the rounds' first players and
    # whether a Pung must hold the card drawn.
    assert len(keys) == 13
    for key in keys:
        assert by_id[f"{key}-default"].input == by_id[f"{key}-other"].input
        assert by_id[f"{key}-default"].expected != by_id[f"{key}-other"].expected


def test_a_hand_worked_answer_that_the_encodings_do_not_give_stops_the_build() -> None:
    with pytest.raises(CaseDisagreementError, match="the source expects"):
        rulebook_case(
            id="wrong",
            description="E E T T T is not 8",
            question="score",
            rules=("tzq.score.emperor",),
            outcome="accepts",
            given={"pile": ["E", "E", "T", "T", "T"]},
            why="a planted mistake: 6 + 2 = 8, forgetting Characters +1",
            expected={"points": 8, "lines": []},
        )


OUTCOME = {
    "phase": "start",
    "round": 1,
    "turn": 1,
    "winner": None,
    "totals": [0, 0],
    "game_winners": None,
    "score_piles": [["5b"], []],
    "discard_pile": ["4a", "6c"],
    "last_discarded": 2,
    "taken": None,
    "hand_sizes": [5, 5],
    "draw_pile_size": 41,
    "reshuffled": False,
}
"""A consistent ``apply`` answer (after a Pung keeping 5b): 1 + 2 + 5 + 5 + 41 = the 54 cards."""


@pytest.mark.parametrize(
    ("question", "answer", "problem"),
    [
        ("combination", {"combination": True, "ways": []}, "at least one way"),
        ("combination", {"combination": False, "ways": ["run 4-5-7"]}, "neither a run"),
        ("combinations", {"combinations": ["E E T", "4a 5b T"]}, "sorted"),
        ("combinations", {"combinations": ["4a 5b"]}, "not three cards"),
        ("score", {"points": 3, "lines": [{"rule": "tzq.score.pair", "points": 2}]}, "sum of the lines"),
        (
            "score",
            {
                "points": 5,
                "lines": [
                    {"rule": "tzq.score.characters", "points": 1},
                    {"rule": "tzq.score.three-of-a-kind", "points": 4},
                ],
            },
            "order",
        ),
        (
            "score",
            {
                "points": 6,
                "lines": [{"rule": "tzq.score.emperor", "points": 3}, {"rule": "tzq.score.emperor", "points": 3}],
            },
            "more often",
        ),
        ("legal_actions", ["draw", "chow 5c"], "sorted"),
        ("apply", {"refused": True, "phase": "start"}, "the fields"),
        ("apply", {**OUTCOME, "draw_pile_size": 42}, "places 55 cards"),
        ("apply", {**OUTCOME, "winner": 1}, "a winner is named while the round is played"),
        ("apply", {**OUTCOME, "game_winners": [0, 1]}, "game winners are named exactly once the game is over"),
        (
            "apply",
            {**OUTCOME, "phase": "game-over", "winner": 0, "round": 4},
            "game winners are named exactly once the game is over",
        ),
    ],
)
def test_the_answer_lint_names_a_planted_contradiction(question: str, answer: Any, problem: str) -> None:
    assert any(problem in found for found in answer_problems(question, answer))


def test_a_consistent_apply_answer_passes_the_lint() -> None:
    assert answer_problems("apply", OUTCOME) == []
    assert answer_problems("apply", {"refused": True}) == []


def test_every_expected_answer_of_the_corpus_is_consistent(built: list[Corpus]) -> None:
    assert [p for corpus in built for case in corpus.cases for p in answer_problems(case.question, case.expected)] == []


def test_the_documents_draw_the_cards_and_link_every_rule(built: list[Corpus]) -> None:
    from rulebook.tzq.corpus.docs import documents

    markdown, html = (file.text for file in documents(built))
    for rule in rule_ids("tzq"):
        assert f'<section class="rule" id="{rule}">' in html
        assert f'href="#{rule}"' in html
        assert f"`{rule}`" in markdown
    assert html.count('<svg class="card"') >= 42  # every kind, and the examples
    assert "E E T T T" in markdown


def test_a_card_picture_paints_the_corner_colour_of_its_reading() -> None:
    # the Red Dragon is red under winds-white, white under honours-white (spec: reading colour.table)
    assert card_svg("D").count('fill="#c0262d"') >= 4
    assert card_svg("D", "honours-white").count('fill="#fbfbf8"') == 4
    with pytest.raises(ValueError, match="unknown card kind"):
        card_svg("0a")


def test_a_reading_choice_reaches_the_answer() -> None:
    # 4a 4b 4c E E: Three +5, Pair E E +2, Characters +1 = 8; under not-counted the Pair goes: 6
    pile = {"pile": ["4a", "4b", "4c", "E", "E"]}
    assert engine_answer("score", pile, DEFAULT)["points"] == 8
    other = Reading.from_mapping({"score.pair-beside-three": "not-counted"})
    assert engine_answer("score", pile, other)["points"] == model_answer("score", pile, other)["points"] == 6


def test_an_example_of_an_unreadable_input_is_shown_as_json_never_an_error() -> None:
    from rulebook.core.corpus.cases import Case
    from rulebook.tzq.corpus.docs import answer_words, example, granted

    odd = Case("odd", "odd", "score", ("tzq.score.pair",), "accepts", {"pile": 7}, {"lines": None}, "rulebook", "-")
    shown = example(odd)
    assert shown.parts and shown.parts[0].text == "7" and "<code>7</code>" in shown.parts[0].html
    assert answer_words(odd) == '{"lines": null}'
    assert granted("tzq.score.pair", odd) is None


def test_every_case_of_the_exhaustive_family_names_the_rules_it_exercises(built: list[Corpus]) -> None:
    family = next(corpus for corpus in built if corpus.family == "combination_exhaustive")
    by_id = {case.id: case for case in family.cases}
    # 4 5 T is a combination (run 3-4-5 or 4-5-6): size, run and the joker accept it
    assert by_id["three-45T"].rules == ("tzq.combination.size", "tzq.combination.run", "tzq.combination.joker")
    # E S W is neither a run nor a triplet: both refuse it; it is three cards, so size is not what refuses
    assert by_id["three-ESW"].rules == ("tzq.combination.run", "tzq.combination.triplet")
    assert all(case.rules for case in family.cases)


def test_an_apply_case_reads_as_what_happens_next() -> None:
    from rulebook.tzq.corpus.docs import example
    from rulebook.tzq.corpus.outcomes import apply_rulebook

    by_id = {case.id: case for case in apply_rulebook().cases}
    # The rulebook's example: the refill after 4a 5b 6c finds the draw pile empty; 5b 6c stay on top.
    shown = example(by_id["apply-refill-keeps-the-two-discards"])
    assert "the discards reshuffled" in shown.answer and "top of the discard pile 5b 6c" in shown.answer
    assert "action combine 4a 5b 6c keep 4a" in shown.notes
    assert example(by_id["apply-no-second-draw"]).answer == "refused"
    assert "player 0 wins the round, totals 7 and 7" in example(by_id["apply-mahjong-scores-the-winner"]).answer
