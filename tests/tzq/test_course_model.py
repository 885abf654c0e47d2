"""The Z3 model of what an action leads to (``rulebook.tzq.model.course``), on positions worked by hand.

Rulebook "Course of Play", "Exposing a Combination", "Exhausted Draw Pile", "End of the Round", "Goal of the Game",
"Optional Rules". Every position holds the 54 cards (:func:`rulebook.tzq.corpus.play.position`); the counts below
are worked from the deck: 54 less the cards the position names.
"""

from __future__ import annotations

from rulebook.tzq.corpus.play import Position, position
from rulebook.tzq.model.course import outcome
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.state import state_from_json

DRAWN = Reading(round_exhausted="drawn")
WHEN_NEEDED = Reading(draw_reshuffle="when-needed")


def answer(spec: Position, action: str, reading: Reading = DEFAULT) -> dict[str, object]:
    return outcome(state_from_json(position(spec)), action, reading)


def test_a_pung_keeps_one_card_discards_two_and_refills_two() -> None:
    # 6 cards in hand, 5 in the other: 43 to draw. Keep 5b; 4a and 6c go on the discard pile; two cards drawn.
    found = answer(Position("4a 5b 6c E S W", phase="drawn"), "combine 4a 5b 6c keep 5b")
    assert found["score_piles"] == [["5b"], []]
    assert found["discard_pile"] == ["4a", "6c"] and found["last_discarded"] == 2
    assert (found["hand_sizes"], found["draw_pile_size"], found["turn"], found["phase"]) == ([5, 5], 41, 1, "start")


def test_the_refill_from_an_empty_pile_leaves_the_two_discards() -> None:
    # The rulebook's North example: 43 older discards are shuffled, 5b 6c stay; two of the 43 are drawn.
    found = answer(Position("4a 5b 6c E S W", phase="drawn", empty_draw=True), "combine 4a 5b 6c keep 4a")
    assert (found["reshuffled"], found["discard_pile"], found["draw_pile_size"]) == (True, ["5b", "6c"], 41)


def test_under_the_optional_rule_the_emptied_pile_ends_the_round_drawn() -> None:
    found = answer(Position("4a 5b 6c E S W", phase="drawn", empty_draw=True), "combine 4a 5b 6c keep 4a", DRAWN)
    assert (found["phase"], found["winner"], found["hand_sizes"], found["reshuffled"]) == (
        "round-over",
        None,
        [3, 5],
        False,
    )


def test_the_draw_of_the_last_card_rebuilds_the_pile_at_once_or_when_needed() -> None:
    spec = Position("1a 3b E S W", to_draw=1, discard="9d", last_discarded=1)
    at_once = answer(spec, "draw")
    assert (at_once["reshuffled"], at_once["draw_pile_size"], at_once["discard_pile"]) == (True, 43, [])
    later = answer(spec, "draw", WHEN_NEEDED)
    assert (later["reshuffled"], later["draw_pile_size"], len(later["discard_pile"])) == (False, 0, 43)


def test_a_draw_from_a_pile_a_refill_emptied_leaves_the_two_discards() -> None:
    # The opponent's combination discarded 5b 6c and its refill took the draw pile's last cards (last_discarded 2,
    # nothing to draw). 54 - 5 - 5 - 2 = 42 older discards are shuffled and one drawn: 41 left; 5b 6c stay
    # ("rebuilt from the discarded cards minus the two cards discarded at the end of the Combination").
    spec = Position("1a 3b E S W", empty_draw=True, discard="5b 6c", last_discarded=2)
    for reading in (DEFAULT, WHEN_NEEDED):
        found = answer(spec, "draw", reading)
        assert (found["reshuffled"], found["discard_pile"], found["draw_pile_size"]) == (True, ["5b", "6c"], 41)
    # After a Draw (one card discarded last) the whole discard pile is shuffled: 43 left of 44.
    found = answer(Position("1a 3b E S W", empty_draw=True, discard="5b 6c", last_discarded=1), "draw", WHEN_NEEDED)
    assert (found["discard_pile"], found["draw_pile_size"]) == ([], 43)


def test_the_fifth_combination_scores_the_pile_and_ends_the_round_or_the_game() -> None:
    # 1a 3b 5c 7d + T: blue red green white black, Five Elements +4.
    spec = Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", totals=(3, 7))
    found = answer(spec, "combine 9a 9b T keep T")
    assert (found["phase"], found["winner"], found["totals"], found["hand_sizes"]) == ("round-over", 0, [7, 7], [3, 5])
    last = Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4)
    assert answer(last, "combine 9a 9b T keep T")["phase"] == "game-over"
    # Round 4 from 10 and 14: 10 + 4 = 14 and 14, equal; from 10 and 13: 14 against 13, player 0 alone.
    tied = Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 14))
    ahead = Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 13))
    no_winner = Reading(game_tie="no-winner")
    assert answer(tied, "combine 9a 9b T keep T")["game_winners"] == [0, 1]
    assert answer(tied, "combine 9a 9b T keep T", no_winner)["game_winners"] == []
    assert answer(ahead, "combine 9a 9b T keep T", no_winner)["game_winners"] == [0]
    assert answer(spec, "combine 9a 9b T keep T")["game_winners"] is None


def test_the_next_round_goes_to_the_other_player_and_an_illegal_action_is_refused() -> None:
    over = Position("1a 3b E", phase="round-over", winner=0, score_pile="E S W 4a 9d", totals=(9, 3))
    found = answer(over, "next-round")
    assert (found["round"], found["turn"], found["totals"], found["draw_pile_size"]) == (2, 1, [9, 3], 44)
    # round.first-player=pairs: player 0 (round one's first player) starts round 2 as well, player 1 rounds 3 and 4.
    pairs = Reading(round_first_player="pairs")
    for round_number, alternate_turn, pairs_turn in ((1, 1, 0), (2, 0, 1), (3, 1, 1)):
        over = Position("1a 3b E", phase="round-over", winner=0, score_pile="E S W 4a 9d", round=round_number)
        assert (answer(over, "next-round")["turn"], answer(over, "next-round", pairs)["turn"]) == (
            alternate_turn,
            pairs_turn,
        )
    assert answer(Position("1a 3b 5c E S W", phase="drawn"), "draw") == {"refused": True}
    assert answer(Position("1a 3b E S W"), "next-round") == {"refused": True}
