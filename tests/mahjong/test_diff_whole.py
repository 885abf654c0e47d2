"""``rulebook diff mahjong``'s witness grown into a whole hand a player can hold (issue 44), worked by hand.

A loser holds 13 tiles and the winner 14 (11 under ``hand.sets=three``), each one more per kong
(:mod:`rulebook.mahjong.readings.whole_hand`). The padding order worked out here from that module's docstring:
chows in the suits the hand does not hold first (bamboos, then circles, then characters), ends first (123, 789,
456, ...), then loose tiles of kinds away from every held tile (terminals first), the suits in the same order.
"""

from __future__ import annotations

import io
import json
import shlex
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.witnesses.witness import Witness
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.diff import Candidate, compare, whole_hand, witness
from rulebook.mahjong.readings.whole_hand import tiles_of
from rulebook.mahjong.tiles import COPIES


def _grown(other: Reading) -> tuple[Witness, Witness]:
    """The witness of ``other`` against the rulebook's readings grown into a whole hand, and as found."""
    grown, found = compare(Reading(), other, whole=True), compare(Reading(), other)
    assert isinstance(grown, Witness) and isinstance(found, Witness)
    return grown, found


def _holds(whole: dict[str, Any], part: dict[str, Any]) -> bool:
    """Whether every tile of ``part`` is in ``whole`` (multisets), its sets on the table the same."""
    more = tiles_of(whole).counts
    return all(a >= b for a, b in zip(more, tiles_of(part).counts, strict=True)) and all(
        whole.get(key, []) == part.get(key, []) for key in ("exposed", "concealed_kongs")
    )


def _both_encodings_agree(found: Witness, base: Reading, other: Reading) -> None:
    """The engine and the Z3 model answer the whole hand as the witness says, and the two answers differ."""
    question = found.question.split(":")[0]
    assert found.base_answer != found.other_answer
    for encoding in (engine_answer, model_answer):
        assert encoding(question, found.input, base) == found.base_answer
        assert encoding(question, found.input, other) == found.other_answer


def test_a_loser_s_wind_pair_grows_into_thirteen_tiles() -> None:
    # score.loser-pairs=no: the smallest difference is EE held by a loser (2 vs 0 points). A loser holds 13 tiles:
    # 11 more, three chows and two loose tiles. EE holds no suit, so the chows are bamboos: 123s, 789s, 456s; the
    # bamboos then leave no rank two away from a held one, so the loose tiles are circles, 1p and 9p. Chows and
    # loose tiles score nothing: the pair's 2 points (or none) are the score.
    other = Reading(loser_pairs="no")
    grown, found = _grown(other)
    assert found.input["hand"] == "EE" and found.size == 2
    assert grown.input == {**found.input, "hand": "19p 123456789s EE"}
    assert grown.size == 13 and len(tiles_of(grown.input)) == 13
    assert grown.part == found.input and grown.part_size == 2 and _holds(grown.input, found.input)
    assert (grown.base_answer["score"], grown.other_answer["score"]) == (2, 0)
    _both_encodings_agree(grown, Reading(), other)
    assert grown.confirmed_by == ("engine", "model")
    assert grown.minimal == found.minimal  # what the smallest difference's minimality rests on, unchanged
    assert grown.whole.startswith("a whole hand: every player holds 13 tiles")


def test_a_loser_s_kong_counts_one_tile_more() -> None:
    # score.limit=500: the smallest difference is a loser's SSS RdRdRd and a concealed kong of Gd (10 tiles): 8 + 8
    # + 32 = 48, doubled for the own wind and two dragons (x8): 384, or 300 under the rulebook's limit. With the
    # kong a loser holds 14 tiles: 4 more, a chow (123s, no suit held) and a loose 1p.
    other = Reading(limit="500")
    grown, found = _grown(other)
    assert found.input["concealed_kongs"] == ["GdGdGdGd"] and found.size == 10
    assert grown.input == {**found.input, "hand": "1p 123s SSS RdRdRd"}
    assert grown.size == 14 and len(tiles_of(grown.input)) == 14
    assert grown.part == found.input and _holds(grown.input, found.input)
    assert (grown.base_answer["score"], grown.other_answer["score"]) == (300, 384)
    _both_encodings_agree(grown, Reading(), other)


def test_two_dragon_pungs_grow_into_thirteen_tiles() -> None:
    # double.dragons=once: RdRdRd GdGdGd (16 points, x4 = 64 or x2 = 32). 7 more tiles: 123s and 789s, then a loose
    # tile: no bamboo is three ranks from 1-2-3 and 7-8-9, so it is 1p.
    other = Reading(dragon_doubles="once")
    grown, found = _grown(other)
    assert grown.input == {**found.input, "hand": "1p 123789s RdRdRd GdGdGd"} and grown.size == 13
    assert (grown.base_answer["score"], grown.other_answer["score"]) == (64, 32)
    _both_encodings_agree(grown, Reading(), other)


def test_the_eleven_tile_winner_of_three_sets_is_whole_as_found() -> None:
    # hand.sets=three: 111m 222m SSS and 55p win under three sets (11 tiles) and not under four. A winner holds
    # 3 x 3 + 2 = 11 tiles under three: whole under one of the readings compared, so it is the witness unchanged.
    other = Reading(hand_sets="three")
    grown, found = _grown(other)
    assert grown.input == found.input and grown.size == 11 and grown.part is None
    assert grown.whole.startswith("a whole hand as found")
    _both_encodings_agree(grown, Reading(), other)


def test_a_winner_s_hand_grows_by_whole_sets() -> None:
    # A winner's 11 tiles under four sets: one set more, the chow 123s (the hand holds characters and circles).
    # Under three sets and four compared, the 11 tiles are whole already. With an exposed kong of S, 8 tiles in
    # hand and 4 on the table make 12 of the 15 a winner with a kong holds: 123s again. A winner's hand of 12 tiles
    # and no kong is no sets and a pair short of a whole hand: nothing holds it.
    given = {"hand": "111222m 55p SSS", "exposed": [], "concealed_kongs": []}
    candidate = Candidate(11, 0, "winning", given, "built")
    first = next(iter(whole_hand(Reading(), Reading(loser_pairs="no")).positions(candidate)))
    assert first.input == {**given, "hand": "111222m 55p 123s SSS"} and first.size == 14
    both = next(iter(whole_hand(Reading(), Reading(hand_sets="three")).positions(candidate)))
    assert both == candidate
    kong = {"hand": "111222m 55p", "exposed": ["SSSS"], "concealed_kongs": []}
    grown = next(
        iter(whole_hand(Reading(), Reading(loser_pairs="no")).positions(Candidate(12, 0, "winning", kong, "built")))
    )
    assert grown.input == {**kong, "hand": "111222m 55p 123s"} and grown.size == 15
    short = Candidate(12, 0, "score", {"hand": "111222m 55p SSS 9s", "exposed": [], "concealed_kongs": []}, "built")
    assert list(whole_hand(Reading(), Reading(loser_pairs="no")).positions(short)) == []


def test_no_grown_hand_holds_a_fifth_copy() -> None:
    # A loser's 2222s 3333s (8 tiles) needs a set and two loose tiles; 123s, 234s, 345s, 222s and 333s would each
    # make a fifth copy and are skipped (the engine refuses such a hand).
    given = {"hand": "2222s 3333s", "exposed": [], "concealed_kongs": [], "seat_wind": "S", "winner": False}
    positions = list(
        whole_hand(Reading(), Reading(loser_pairs="no")).positions(Candidate(8, 0, "score", given, "built"))
    )
    assert positions and all(position.size == 13 for position in positions)
    assert all(max(tiles_of(position.input).counts) <= COPIES for position in positions)
    assert all(_holds(position.input, given) for position in positions)


def test_the_corpus_witness_is_not_grown() -> None:
    # generated/mahjong/readings.json cites witness(): the smallest difference as found, nothing grown.
    found = witness(Reading(), Reading(loser_pairs="no"))
    assert found is not None and found.input["hand"] == "EE" and found.size == 2
    assert found.part is None and found.whole == ""
    assert "part" not in found.as_json() and "whole" not in found.as_json()


def test_the_diff_command_shows_the_whole_hand_and_checks_it(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "score.loser-pairs=no", "--no-impact", "--quiet"], out) == 0
    text = out.getvalue()
    assert "Witness, a whole hand (13 tiles; the smallest difference is 2 of them):" in text
    assert "the smallest difference: EE (East wind x2)" in text
    assert "The witness is a whole hand: every player holds 13 tiles" in " ".join(text.split())
    checks = [line.strip()[len("Check it: ") :] for line in text.splitlines() if "Check it: " in line]
    assert len(checks) == 2
    for line, score in zip(checks, (2, 0), strict=True):  # the pair's 2 points under yes, none under no
        words = shlex.split(line)
        assert words[:4] == ["rulebook", "mahjong", "check", "19p 123456789s EE"] and "--loser" in words
        shown = io.StringIO()
        assert main([*words[1:], "--json"], shown) == 0
        assert json.loads(shown.getvalue())["score"]["score"] == score
    out = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "score.loser-pairs=no", "--no-impact", "--json"], out) == 0
    finding = json.loads(out.getvalue())["finding"]
    assert finding["size"] == 13 and finding["part_size"] == 2 and finding["part"]["hand"] == "EE"
