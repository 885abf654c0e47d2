"""``rulebook diff tzq``: the smallest witness of two readings, confirmed by both encodings, and its command.

Every expected witness is worked out by hand from the rulebook and the canonical order of the piles (coins by
number then series, 1a 1b 1c 1d 2a ..., then E S W N D T): the first pile in that order on which the readings
answer differently.
"""

from __future__ import annotations

import argparse
import io
import json
import shlex

import pytest

from rulebook.core.commands.parser import Parser
from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.tzq.commands.readings import COMMANDS, DIFF_EXAMPLES, TITLES
from rulebook.tzq.reading import DEFAULT, Reading
from rulebook.tzq.readings.diff import compare, run_search


def _witness(key: str, option: str, base: Reading = DEFAULT) -> Witness:
    found = compare(base, base.with_choices({key: option}))
    assert isinstance(found, Witness), found
    return found


def _rules(answer: dict[str, object]) -> list[tuple[object, object]]:
    lines = answer["lines"]
    assert isinstance(lines, list)
    return [(line["rule"], line["points"]) for line in lines]


def test_four_of_a_kind_differs_on_the_very_first_pile() -> None:
    # 1a 1b 1c 1d 2a is the first pile of all: four 1s, scored +5 as a Three of a Kind (as-three) or +7
    # (three-and-pair); 2a adds nothing (colours blue red green white blue, no honour).
    found = _witness("score.four-of-a-kind", "three-and-pair")
    assert found.input == {"pile": ["1a", "1b", "1c", "1d", "2a"]}
    assert found.base_answer["points"] == 5 and found.other_answer["points"] == 7
    assert found.confirmed_by == ("engine", "model")
    assert found.size == 5 and found.rules == ("tzq.score.four-of-a-kind",)
    assert "no smaller input exists" in found.minimal


def test_a_second_pair_first_differs_on_1a_1b_2a_2b_3a() -> None:
    # Every pile beginning 1a 1b 1c or 1a 1b 1d holds three 1s and at most one other pair; the next piles are
    # 1a 1b 2a 2b 2c, 2d (a pair of 1s and three 2s: one pair) and then 1a 1b 2a 2b 3a: two pairs, +2 +2 = 4
    # when the second counts, 2 when the Pair row scores once.
    found = _witness("score.second-pair", "once")
    assert found.input == {"pile": ["1a", "1b", "2a", "2b", "3a"]}
    assert _rules(found.base_answer) == [("tzq.score.pair", 2), ("tzq.score.pair", 2)]
    assert _rules(found.other_answer) == [("tzq.score.pair", 2)]
    assert found.confirmed_by == ("engine", "model")


def test_a_pair_beside_three_first_differs_on_three_1s_and_two_2s() -> None:
    # 1a 1b 1c 1d 2a (four 1s) differs from nothing here; 1a 1b 1c 2a 2b: Three of a Kind +5 and the pair of 2s
    # +2 = 7 when it counts, 5 when no Pair is counted beside a Three.
    found = _witness("score.pair-beside-three", "not-counted")
    assert found.input == {"pile": ["1a", "1b", "1c", "2a", "2b"]}
    assert found.base_answer["points"] == 7 and found.other_answer["points"] == 5


def test_characters_first_differ_on_two_kinds_of_honour() -> None:
    # 1a 1b 1c E S: Three of a Kind +5 and two kinds of honour, +2 a point a kind, nothing under one-type-only.
    found = _witness("score.characters", "one-type-only")
    assert found.input == {"pile": ["1a", "1b", "1c", "E", "S"]}
    assert found.base_answer["points"] == 7 and found.other_answer["points"] == 5


def test_the_colour_table_first_differs_where_the_red_dragon_makes_five_elements() -> None:
    # 1a 1b 1c D T: blue, red, green, the dragon and the black joker. The dragon is red by default (no Five
    # Elements: 5 for the three 1s, 1 for one kind of honour = 6) and white under honours-white: five colours, +4.
    found = _witness("colour.table", "honours-white")
    assert found.input == {"pile": ["1a", "1b", "1c", "D", "T"]}
    assert found.base_answer["points"] == 6 and found.other_answer["points"] == 10
    assert ("tzq.score.five-elements", 4) in _rules(found.other_answer)


def test_the_two_point_minimum_forbids_a_fifth_combination_worth_nothing() -> None:
    # Score pile 1a 3b 5c 7d and a hand 6a 6b 6c 9a 9b 9c: keeping a 6 or a 9 makes five coins of colours blue
    # red green white and blue or the series of the kept card, numbers 1 3 5 7 and 6 or 9 (no pair, no row of five,
    # no honour): 0 points, so under two-points no combine is legal, only the six discards.
    found = _witness("mahjong.minimum", "two-points")
    assert "combine 6a 6b 6c keep 6a" in found.base_answer
    assert found.other_answer == ["discard 6a", "discard 6b", "discard 6c", "discard 9a", "discard 9b", "discard 9c"]
    assert found.confirmed_by == ("engine", "model")
    assert found.input["state"]["players"][0]["score_pile"] == ["1a", "3b", "5c", "7d"]


def test_a_drawn_round_shuffles_nothing_when_the_last_card_is_drawn() -> None:
    # The smallest witness: a turn starts with one card to draw (5 cards in hand). Its draw empties the pile:
    # under reshuffle the discards become the new draw pile at once (draw.reshuffle=when-emptied), under
    # round.exhausted=drawn nothing is shuffled and the round will end with the turn.
    found = _witness("round.exhausted", "drawn")
    assert found.question.startswith("apply") and found.input["action"] == "draw"
    assert len(found.input["state"]["draw_pile"]) == 1
    assert found.base_answer["reshuffled"] and found.base_answer["draw_pile_size"] > 0
    assert not found.other_answer["reshuffled"] and found.other_answer["draw_pile_size"] == 0
    assert found.confirmed_by == ("engine", "model")  # the course model answers apply too


def test_the_reshuffle_timing_differs_on_the_draw_of_the_last_card() -> None:
    # "When the draw pile is exhausted": at once (when-emptied) or when the next card is needed (when-needed).
    found = _witness("draw.reshuffle", "when-needed")
    assert found.input["action"] == "draw" and len(found.input["state"]["draw_pile"]) == 1
    discards = len(found.input["state"]["discard_pile"])
    assert (found.base_answer["reshuffled"], found.base_answer["draw_pile_size"]) == (True, discards)
    assert (found.other_answer["reshuffled"], found.other_answer["draw_pile_size"]) == (False, 0)


def test_a_search_that_stops_below_five_cards_claims_nothing() -> None:
    # No score pile has fewer than five cards: a search up to four answers nothing, and its proof says so.
    proof = run_search(DEFAULT, DEFAULT.with_choices({"score.second-pair": "once"}), largest=4).finding
    assert isinstance(proof, ScopedProof)
    assert proof.inputs == 0 and proof.scope == "no input (nothing was swept exhaustively)"


def test_the_same_reading_twice_is_refused() -> None:
    with pytest.raises(InputError, match="the same"):
        compare(DEFAULT, DEFAULT)


def test_hand_and_play_readings_are_compared_separately() -> None:
    with pytest.raises(InputError, match="separately"):
        compare(DEFAULT, DEFAULT.with_choices({"score.second-pair": "once", "mahjong.minimum": "two-points"}))


def _args(*reading: str, as_json: bool = False, samples: int = 100) -> argparse.Namespace:
    parser = Parser()
    parser.add_argument("--reading", action="append", default=[])
    parser.add_argument("--base", action="append", default=[])
    COMMANDS.add_diff(parser)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-impact", action="store_true")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--json", action="store_true")
    argv = [f"--reading={pair}" for pair in reading] + ["--samples", str(samples), "--quiet"]
    return parser.parse_args(argv + (["--json"] if as_json else []))


def test_the_diff_command_prints_the_witness_as_json_with_its_impact() -> None:
    out = io.StringIO()
    assert COMMANDS.run_diff(_args("score.four-of-a-kind=three-and-pair", as_json=True), out) == 0
    payload = json.loads(out.getvalue())
    assert payload["game"] == "tzq" and payload["keys"] == ["score.four-of-a-kind"]
    assert payload["finding"]["kind"] == "witness"
    assert payload["finding"]["input"] == {"pile": ["1a", "1b", "1c", "1d", "2a"]}
    (share,) = payload["impact"].values()
    assert share["n"] == 100 and share["hits"] < 100  # most piles hold no four of a kind


def test_the_diff_command_prints_the_ruling_in_words() -> None:
    out = io.StringIO()
    assert COMMANDS.run_diff(_args("score.second-pair=once"), out) == 0
    text = out.getvalue()
    assert "score pile: 1a 1b 2a 2b 3a" in text
    assert "Under score.second-pair=counts: 4 points" in text and "Under score.second-pair=once: 2 points" in text
    assert '    as JSON: {"points": 4, ' in text and '    as JSON: {"points": 2, ' in text
    assert "  Check it: rulebook tzq check '1a 1b 2a 2b 3a' --reading score.second-pair=once" in text
    assert "Confirmed by the engine and the Z3 model" in text


def test_the_commands_name_both_sections_and_every_example_names_real_readings() -> None:
    assert [scope for scope, _ in TITLES] == ["hand", "play"]
    examples = [line.strip() for line in DIFF_EXAMPLES.splitlines() if line.strip().startswith("rulebook diff tzq")]
    assert len(examples) >= 4
    for example in examples:
        words = shlex.split(example)
        pairs = [words[i + 1] for i, word in enumerate(words) if word in ("--reading", "--base")]
        assert pairs, example
        Reading.from_pairs(pairs)  # an InputError here names the bad reading


def test_rulebook_diff_tzq_runs_from_the_command_line() -> None:
    from rulebook.cli import main

    out = io.StringIO()
    argv = ["diff", "tzq", "--reading", "score.pair-beside-three=not-counted", "--no-impact", "--json"]
    assert main(argv, out) == 0
    assert json.loads(out.getvalue())["finding"]["input"] == {"pile": ["1a", "1b", "1c", "2a", "2b"]}


def test_rulebook_readings_tzq_prints_both_sections() -> None:
    from rulebook.cli import main

    out = io.StringIO()
    assert main(["readings", "tzq"], out) == 0
    assert all(title in out.getvalue() for _, title in TITLES)
