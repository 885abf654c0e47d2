"""``rulebook diff mahjong``'s claim witness grown into a whole claim situation (issue 44), worked by hand.

A claim situation is whole when every player, the discarder too, holds 13 tiles (one more per kong), no kind goes
past four copies with the discard, and the tiles left fit the wall (:mod:`rulebook.mahjong.readings.whole_claims`).
The padding order worked out here from that module's docstring and :mod:`rulebook.mahjong.readings.whole_hand`'s:
the players in seat order; for each, most sets first, the sets chows in the suits the hand does not hold first
(bamboos, then circles, then characters), ends first (123, 789, 456, 234, 678, 345, 567), then pungs of suit tiles,
terminals first; then loose tiles of kinds no held tile lies within two ranks of, the suits the hand does not hold
first. Never a tile of the discarded kind or of its suit within two ranks of it: for 5p, no circle from 3p to 7p
(so no circle chow at all), and never a fifth copy across the four hands and the discard.
"""

from __future__ import annotations

import io
import json
import shlex
from functools import cache
from typing import Any

from rulebook.cli import main
from rulebook.core.witnesses.witness import Witness
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.diff import Candidate, compare, whole_claim_situation, witness
from rulebook.mahjong.readings.whole_claims import hand_tiles, situation_tiles
from rulebook.mahjong.tiles import COPIES, parse_tiles
from tests.cli_in_process import run_cli

NEXT = Reading(chow_from="next")
SMALLEST = {"hands": ["", "", "", "46p"], "discarder": 0, "discard": "5p", "tiles_left": 60}
"""The smallest difference of ``claim.chow-from``: player 3, the player before the discarder, holds 46p."""
GROWN_HANDS = ["1p 122334456789s", "1p 122334456789s", "123789m 1p 677889s", "123456789m 46p 19s"]
"""The whole situation holding it, worked by hand.

Player 0 (nothing held): four bamboo chows 123s 789s 456s 234s, then a loose tile: no circle is held, and of the
circles only 1p, 9p, 2p and 8p lie three ranks or more from 5p, so 1p. Player 1: the same, every bamboo of
1-2-3-4 then at two copies, so at four together. Player 2: 123s, 456s and 234s would make a fifth 2s, 3s or 4s, so
its bamboo chows are 789s and 678s (7s and 8s at four), then the characters' 123m and 789m, and 1p. Player 3
(46p, 11 more: three sets and two loose tiles): every bamboo chow and pung would make a fifth copy, so the
characters' 123m 789m 456m, then the loose tiles of the suit it does not hold, bamboos: 1s and 9s (each at three).
"""


@cache
def _grown(base: Reading, other: Reading) -> tuple[Witness, Witness]:
    """The witness of ``other`` against ``base`` grown into a whole claim situation, and as found."""
    grown, found = compare(base, other, whole=True), compare(base, other)
    assert isinstance(grown, Witness) and isinstance(found, Witness)
    return grown, found


def _is_whole(data: dict[str, Any]) -> None:
    """Every player holds 13 tiles, no kind past four copies with the discard, the tiles left fit the wall."""
    assert [len(hand_tiles(hand)) for hand in data["hands"]] == [13, 13, 13, 13]
    assert max(situation_tiles(data).counts) <= COPIES
    assert data["tiles_left"] <= 136 - 4 * 13 - 1


def _holds(whole: dict[str, Any], part: dict[str, Any]) -> bool:
    """Whether each player's hand in ``part`` is in his hand in ``whole`` (multisets), the discard the same."""
    same = all(whole[key] == part[key] for key in ("discarder", "discard", "tiles_left"))
    return same and all(
        all(a >= b for a, b in zip(hand_tiles(big).counts, hand_tiles(small).counts, strict=True))
        for big, small in zip(whole["hands"], part["hands"], strict=True)
    )


def _both_encodings_agree(found: Witness, base: Reading, other: Reading) -> None:
    """The engine and the Z3 model answer the whole situation as the witness says, and the two answers differ."""
    assert found.base_answer != found.other_answer
    for encoding in (engine_answer, model_answer):
        assert encoding("claims", found.input, base) == found.base_answer
        assert encoding("claims", found.input, other) == found.other_answer


CHOW = {"claims": [{"player": 3, "shape": "chow", "tiles": "46p"}]}
NONE: dict[str, Any] = {"claims": []}


def test_the_chow_from_next_witness_grows_into_four_thirteen_tile_hands() -> None:
    # claim.chow-from=next: player 3 may chow the 5p with 46p (he plays just before player 0), not under previous.
    # The padding gives nobody a tile near 5p, so nobody gains a claim: none under previous, the chow under next.
    grown, found = _grown(Reading(), NEXT)
    assert found.input == SMALLEST and found.size == 2
    assert grown.input == {**SMALLEST, "hands": GROWN_HANDS}
    assert grown.size == 52
    _is_whole(grown.input)
    assert grown.part == SMALLEST and grown.part_size == 2 and _holds(grown.input, SMALLEST)
    assert (grown.base_answer, grown.other_answer) == (NONE, CHOW)
    _both_encodings_agree(grown, Reading(), NEXT)
    assert grown.confirmed_by == ("engine", "model")
    assert grown.minimal == found.minimal
    assert grown.whole.startswith("a whole claim situation: a player has just discarded and every player")


def test_the_reading_the_other_way_round_grows_alike() -> None:
    # --base claim.chow-from=next --reading claim.chow-from=previous: the same smallest difference (player 3's 46p
    # is chowed under next only), so the same whole situation, the answers the other way round.
    grown, found = _grown(NEXT, Reading())
    assert found.input == SMALLEST
    assert grown.input == {**SMALLEST, "hands": GROWN_HANDS} and grown.part == SMALLEST
    assert (grown.base_answer, grown.other_answer) == (CHOW, NONE)
    _is_whole(grown.input)
    _both_encodings_agree(grown, NEXT, Reading())


def test_a_pair_of_claims_is_not_grown() -> None:
    # claim.win-first=no: the smallest difference is a pair of claims made (player 1's pung 55p, player 2's win),
    # which holds no hands and no wall: no position to grow, so the witness is the same with or without ``whole``.
    grown, found = _grown(Reading(), Reading(win_first="no"))
    assert "claims" in found.input and "hands" not in found.input
    assert grown == found and grown.part is None and grown.whole == ""


def test_a_lone_5p_is_not_grown_into_a_hand_the_discard_completes() -> None:
    # Player 1 holds 55p (a pung claim under both readings), player 2 a lone 5p, player 3 46p (the chow under next).
    # Player 0: 123s 789s 456s 234s and 1p, as above. Player 1 (55p, 11 more): 123s 789s 456s, then loose tiles of
    # characters, which it does not hold: 1m 9m. Player 2 (5p, 12 more): four sets would make a winning hand with
    # the discard's 5p as its pair, a claim the smallest difference does not give, so every four-set padding is
    # skipped; with three, 123s 789s 456s (1s to 9s then at three or four) and three loose characters: 1m 9m 5m.
    # Player 3 (46p, 11 more): of the bamboo chows only 789s, 678s and 567s fit, but no two of them together (a
    # fifth 7s), so 789s and the first character chows, 123m 789m; loose: of the bamboos, 1s to 4s lie three or
    # more ranks from 7-8-9, but 2s, 3s and 4s are at four, so 1s, then the circles' 1p.
    given = {"hands": ["", "55p", "5p", "46p"], "discarder": 0, "discard": "5p", "tiles_left": 60}
    whole = whole_claim_situation(Reading(), NEXT)
    first = next(iter(whole.positions(Candidate(5, 0, "claims", given, "claims"))))
    hands = ["1p 122334456789s", "19m 55p 123456789s", "159m 5p 123456789s", "123789m 146p 1789s"]
    assert first.input == {**given, "hands": hands} and first.size == 52
    _is_whole(first.input)
    assert _holds(first.input, given)
    pung = {"player": 1, "shape": "pung", "tiles": "55p"}
    chow = {"player": 3, "shape": "chow", "tiles": "46p"}
    assert engine_answer("claims", first.input, Reading()) == {"claims": [pung]}
    assert engine_answer("claims", first.input, NEXT) == {"claims": [pung, chow]}
    # The first four-set padding of player 2, asked as the search asks it (player 3 not padded yet): it wins.
    four_sets = {**given, "hands": [*hands[:2], "5p 123456678789s", "46p"]}
    assert {"player": 2, "shape": "win", "tiles": ""} in engine_answer("claims", four_sets, Reading())["claims"]


def test_no_whole_situation_holds_too_many_tiles_left_or_held() -> None:
    # 136 tiles less four hands of 13 and the discard leave at most 83 to draw; a player holding 14 tiles (no kong)
    # holds more than a whole hand.
    whole = whole_claim_situation(Reading(), NEXT)
    assert next(iter(whole.positions(Candidate(2, 0, "claims", {**SMALLEST, "tiles_left": 83}, "claims")))).size == 52
    assert list(whole.positions(Candidate(2, 0, "claims", {**SMALLEST, "tiles_left": 84}, "claims"))) == []
    crowded = {**SMALLEST, "hands": ["", "", "", "11122233344455m"]}
    assert list(whole.positions(Candidate(14, 0, "claims", crowded, "claims"))) == []


def test_an_exposed_kong_counts_one_tile_more() -> None:
    # Player 1 has exposed a kong of East: 4 tiles on the table, so 14 in all, 10 in hand.
    given = {"hands": ["", {"exposed": ["EEEE"]}, "", "46p"], "discarder": 0, "discard": "5p", "tiles_left": 60}
    whole = whole_claim_situation(Reading(), NEXT)
    first = next(iter(whole.positions(Candidate(6, 0, "claims", given, "claims"))))
    player_one = first.input["hands"][1]
    assert player_one["exposed"] == ["EEEE"] and len(parse_tiles(player_one["concealed"])) == 10
    assert [len(hand_tiles(hand)) for hand in first.input["hands"]] == [13, 14, 13, 13]


def test_the_corpus_witness_is_not_grown() -> None:
    # generated/mahjong/readings.json cites witness(): the smallest difference as found.
    found = witness(Reading(), NEXT)
    assert found is not None and found.input == SMALLEST and found.size == 2
    assert found.part is None and found.whole == ""


def test_the_diff_command_shows_the_whole_situation_and_checks_it() -> None:
    out = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "claim.chow-from=next", "--no-impact", "--quiet"], out) == 0
    text = out.getvalue()
    assert "Witness, a whole claim situation (52 tiles; the smallest difference is 2 of them):" in text
    flat = " ".join(text.split())
    assert "the smallest difference: player 3 holds 46p (4 of circles, 6 of circles); player 0 discards 5p" in flat
    assert "The witness is a whole claim situation: a player has just discarded" in flat
    checks = [line.strip()[len("Check it: ") :] for line in text.splitlines() if "Check it: " in line]
    assert len(checks) == 2
    for line, answer in zip(checks, (NONE, CHOW), strict=True):
        echoed, _, command = line.partition(" | ")
        (stdin,) = shlex.split(echoed)[1:]
        assert json.loads(stdin)["hands"] == GROWN_HANDS
        words = shlex.split(command)
        assert words[:4] == ["rulebook", "mahjong", "claims", "--jsonl"]
        status, shown = run_cli(words[1:], stdin + "\n")
        assert status == 0 and json.loads(shown)["claims"] == answer["claims"]
