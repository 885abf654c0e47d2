"""``Engine.answers``: the three hand-question numbers from one preparation of the query.

It must equal ``(may_cheng_query, cheng_score, other_score)`` asked one by one: on the rulebook's worked examples
and small hand-worked hands (expected values worked out in the comments, from the rulebook), and on seeded random
queries under random readings.
"""

from __future__ import annotations

import random

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.cards import Cards
from rulebook.forbidden.crosscheck.samples import random_query, random_reading
from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.hand import HandQuery, parse_query

ENGINE = Engine()


@pytest.mark.parametrize(
    ("hand", "laid", "expected"),
    [
        # Scoring, example 1 (the README's Wild Dragon hand): Cheng 70; for another player's Cheng the best
        # arrangement is the laid R2-R6 (10 + 5 Yin-Yang) and B8 B8 B8 W (10) = 25, the Emperor protects the F.
        ("R2 RY R7 B8 B8 B8 G2 G2 W F EM", ("R3 R4 R5",), (True, 70, 25)),
        # Scoring, example 2 after the discard: (5 + 10 + 5 + 5 Yin-Yang + 10 bonus) x 3 Forbidden = 105; for
        # another player's Cheng the 25 set points less 5 for each of the three Forbidden cards = 10.
        ("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F", (), (True, 105, 10)),
        # The same before the discard: B2 fits no set, so no Cheng; the other score is unchanged (B2 put aside).
        ("B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2", (), (False, None, 10)),
        # Section 7: a lone Forbidden card refuses Cheng to a complete hand; R2-R4 and G5 x3 score 5 + 5, less 5.
        ("R2 R3 R4 G5 G5 G5 F", (), (False, None, 5)),
        # No set at all: nothing placed, nothing scored.
        ("R2 R3 G7", (), (False, None, 0)),
    ],
)
def test_answers_on_hand_worked_examples(hand: str, laid: tuple[str, ...], expected: tuple[object, ...]) -> None:
    query = parse_query(hand, laid)
    assert ENGINE.answers(query) == expected
    assert ENGINE.answers(query) == (
        ENGINE.may_cheng_query(query),
        ENGINE.cheng_score(query),
        ENGINE.other_score(query),
    )


@pytest.mark.parametrize("seed", range(4))
def test_answers_equal_the_three_methods_on_random_queries(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        engine = Engine(random_reading(rng))
        query = random_query(rng)
        one_by_one = (engine.may_cheng_query(query), engine.cheng_score(query), engine.other_score(query))
        assert engine.answers(query) == one_by_one, (query, engine.reading)


def test_answers_refuses_what_the_scores_refuse() -> None:
    # Five copies of R2: the deck holds four (Section 2), so the scores refuse the question and so does answers.
    query = HandQuery(Cards.from_counter({"R2": 5}))
    for ask in (ENGINE.cheng_score, ENGINE.other_score, ENGINE.answers):
        with pytest.raises(InputError):
            ask(query)
