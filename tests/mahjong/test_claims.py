"""Claims on a discard, own-turn kongs and the drawn game: hand-worked cases on both encodings, then a cross-check.

Rulebook ``mahjong-classical.txt``, "Development of the game" (Chou, Pong, Kong) and "End". Players are numbered in
turn order: player ``i`` is followed by ``(i + 1) % 4``. Every hand-worked case is asked of the engine
(:mod:`rulebook.mahjong.engine.claims`) and of the Z3 model (:mod:`rulebook.mahjong.model.claims`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.core.verify.crosscheck import Disagreement, run_family
from rulebook.mahjong.crosscheck.claims import EngineView, compare_situation, families, random_cases
from rulebook.mahjong.engine import claims as engine_claims
from rulebook.mahjong.hand import Hand, Meld, make_hand
from rulebook.mahjong.model import claims as model_claims
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.state import (
    Claim,
    Situation,
    claim_from_json,
    claim_json,
    situation_from_json,
    situation_json,
)
from rulebook.mahjong.tiles import parse_tiles
from tests.hash_seeds import seed_dependent

NEXT = Reading(chow_from="next")
TURN_ORDER = Reading(claim_priority="turn-order")
WIN_NOT_FIRST = Reading(win_first="no")

ENCODINGS = pytest.mark.parametrize("encoding", [engine_claims, model_claims], ids=["engine", "model"])


def situation(hands: Sequence[Hand | str], discarder: int, discard: str, tiles_left: int = 60) -> Situation:
    """A situation from hands (notation strings are tiles in hand, no sets on the table)."""
    built = tuple(make_hand(hand) if isinstance(hand, str) else hand for hand in hands)
    result = Situation(built, discarder, discard, tiles_left)
    result.check()
    return result


def claim(player: int, shape: str, tiles: str = "") -> Claim:
    return Claim(player, shape, parse_tiles(tiles))  # type: ignore[arg-type]


def claims_of(encoding: Any, where: Situation, reading: Reading = DEFAULT) -> list[str]:
    return [str(c) for c in encoding.legal_claims(where, reading)]


# Thirteen-tile hands with nothing to do with 5p, 9s or 1m; between them every wind and dragon four times.
QUIET = (
    "19m 19s E S W N Rd Gd Wd 1p 9p",
    "28m 28s E S W N Rd Gd Wd 2p",
    "37m 37s E S W N Rd Gd Wd 1s 9m",
    "46m 46s E S W N Rd Gd Wd 2s 8m",
)


# ---------------------------------------------------------------------------------------------------------------
# Chow: only one player, the one the reading names
# ---------------------------------------------------------------------------------------------------------------

# Player 0 discards 5p. Players 1, 2 and 3 all hold 4p and 6p, so each could make a run with it.
CHOW_TABLE = (
    "19m 19s E S W N Rd Gd Wd 1p 9p",
    "346p 2m 2s E S W N Rd Gd 8m 8s",
    "46p 3m 3s E S W N Rd Gd Wd 7m 7s",
    "467p 4m 4s E S W N Rd Gd 6m 6s",
)


@ENCODINGS
def test_only_the_next_player_may_chow_under_chow_from_previous(encoding: Any) -> None:
    # Under chow-from=previous only player 1, whose turn comes next after player 0's, may chow. He holds 3p 4p 6p:
    # runs 3-4-5 (takes 34p) and 4-5-6 (takes 46p); 5-6-7 needs a 7p he lacks. Players 2 and 3 may not.
    where = situation(CHOW_TABLE, 0, "5p")
    assert claims_of(encoding, where) == ["player 1 chow 34p", "player 1 chow 46p"]


@ENCODINGS
def test_only_the_player_before_the_discarder_may_chow_under_chow_from_next(encoding: Any) -> None:
    # Under chow-from=next only player 3 (whose turn comes just before player 0's) may chow. He holds 4p 6p 7p:
    # runs 4-5-6 (46p) and 5-6-7 (67p); 3-4-5 needs a 3p he lacks.
    where = situation(CHOW_TABLE, 0, "5p")
    assert claims_of(encoding, where, NEXT) == ["player 3 chow 46p", "player 3 chow 67p"]
    # Discarded by player 2 instead: under chow-from=next player 1 may chow, under previous player 3.
    where = situation(CHOW_TABLE, 2, "5p")
    assert claims_of(encoding, where, NEXT) == ["player 1 chow 34p", "player 1 chow 46p"]
    assert claims_of(encoding, where) == ["player 3 chow 46p", "player 3 chow 67p"]


@ENCODINGS
def test_runs_do_not_wrap_from_nine_to_one(encoding: Any) -> None:
    # Player 1 holds 8m 9m and 2m: a discarded 1m would make 9-1-2 only by wrapping, which is no run.
    hands = ["19s E S W N Rd Gd Wd 5p 5s 9p", "89m 2m 19s 1p S W N", "28p 28s S W N Rd Gd", "37p 37s Rd Gd Wd"]
    assert claims_of(encoding, situation(hands, 0, "1m")) == []
    # With 2m 3m he makes 1-2-3; a discarded 7m makes 7-8-9 with his 8m 9m.
    hands[1] = "89m 23m 19s 1p W N"
    assert claims_of(encoding, situation(hands, 0, "1m")) == ["player 1 chow 23m"]
    assert claims_of(encoding, situation(hands, 0, "7m")) == ["player 1 chow 89m"]


# ---------------------------------------------------------------------------------------------------------------
# Pung and kong: anyone but the discarder
# ---------------------------------------------------------------------------------------------------------------


@ENCODINGS
def test_anyone_with_a_pair_may_pung_and_anyone_with_three_may_kong(encoding: Any) -> None:
    # Player 1 discards 5p. Player 2 (not next to him) holds 55p: a pung. Player 3 also may not chow (it is
    # player 2 who comes next). With 555p player 2 may kong, or pung with two of them.
    hands = list(QUIET)
    hands[2] = "55p 37m 37s 11s 9m"
    assert claims_of(encoding, situation(hands, 1, "5p")) == ["player 2 pung 55p"]
    hands[2] = "555p 37m 37s 11s"
    assert claims_of(encoding, situation(hands, 1, "5p")) == ["player 2 kong 555p", "player 2 pung 55p"]
    # The same hand two seats away from the discarder (player 3 discards; player 2 comes last): still a pung.
    assert claims_of(encoding, situation(hands, 3, "5p")) == ["player 2 kong 555p", "player 2 pung 55p"]


@ENCODINGS
def test_the_discarder_never_claims_his_own_discard(encoding: Any) -> None:
    # Player 2 holds 55p and 46p and a hand the 5p would complete; he discarded it, so nobody claims.
    hands = list(QUIET)
    hands[2] = "55p 46p 123m 456s 789s"
    assert claims_of(encoding, situation(hands, 2, "5p")) == []
    # Discarded by player 1 instead, player 2 (next) may win, pung or chow.
    assert claims_of(encoding, situation(hands, 1, "5p")) == ["player 2 win", "player 2 pung 55p", "player 2 chow 46p"]


@ENCODINGS
def test_no_claim_makes_an_exposed_pung_a_kong(encoding: Any) -> None:
    # Player 2 has an exposed pung of 5p (555p) on the table; player 0 discards the fourth 5p. The rule
    # mahjong.claim.no-pung-fourth: he may not claim it to make the pung a kong (nor pung it: none in hand).
    hands: list[Hand | str] = list(QUIET)
    hands[2] = make_hand("37m 37s 11s", ["555p"])
    assert claims_of(encoding, situation(hands, 0, "5p")) == []


@ENCODINGS
def test_adding_a_drawn_tile_to_an_exposed_pung_is_a_legal_own_turn_kong(encoding: Any) -> None:
    # The same pung, but player 2 drew the fourth 5p himself: on his own turn he may add it (an exposed kong).
    hand = make_hand("5p 37m 37s Rd Gd Wd 11s", ["555p"])
    kongs = encoding.own_turn_kongs(hand)
    assert kongs == [Meld("kong", parse_tiles("5555p"), concealed=False)]


@ENCODINGS
def test_four_like_tiles_in_hand_make_a_concealed_kong_on_ones_own_turn(encoding: Any) -> None:
    # Four 7s in hand after drawing: a concealed kong. Three E in hand and an exposed pung of N with no N in
    # hand: nothing else to declare. (An exposed kong on the table cannot be added to.)
    hand = make_hand("7777s EEE 12m 5p 9p", ["NNN", "RdRdRdRd"])
    assert encoding.own_turn_kongs(hand) == [Meld("kong", parse_tiles("7777s"), concealed=True)]
    # With an N in hand as well: both, in the canonical order of their kinds (7s before N).
    hand = make_hand("7777s EEE 12m 5p N", ["NNN"])
    assert encoding.own_turn_kongs(hand) == [
        Meld("kong", parse_tiles("7777s"), concealed=True),
        Meld("kong", parse_tiles("NNNN"), concealed=False),
    ]
    assert encoding.own_turn_kongs(make_hand("777s EEE 12m 5p 9p 1s")) == []


# ---------------------------------------------------------------------------------------------------------------
# Priority
# ---------------------------------------------------------------------------------------------------------------


@ENCODINGS
def test_win_beats_pung_beats_chow(encoding: Any) -> None:
    # Player 0 discards 5p: player 1 (next) chows 46p, player 2 pungs 55p, player 3 wins.
    chow, pung, win = claim(1, "chow", "46p"), claim(2, "pung", "55p"), claim(3, "win")
    assert encoding.resolve([chow, pung, win], 0, DEFAULT) == win
    assert encoding.resolve([chow, pung], 0, DEFAULT) == pung
    assert encoding.resolve([chow], 0, DEFAULT) == chow
    assert encoding.resolve([], 0, DEFAULT) is None
    # A kong ranks with a pung, before a chow.
    assert encoding.resolve([chow, claim(3, "kong", "555p")], 0, DEFAULT) == claim(3, "kong", "555p")


@ENCODINGS
def test_two_win_claims_go_to_the_nearest_in_turn_order(encoding: Any) -> None:
    # Player 2 discards; players 3 and 1 both win. Turn order from 2: 3, then 0, then 1 — player 3 takes it.
    assert encoding.resolve([claim(1, "win"), claim(3, "win")], 2, DEFAULT) == claim(3, "win")
    # Player 3 discards: order 0, 1, 2 — player 1 before player 2, under either priority reading.
    for reading in (DEFAULT, TURN_ORDER):
        assert encoding.resolve([claim(2, "win"), claim(1, "win")], 3, reading) == claim(1, "win")


@ENCODINGS
def test_under_turn_order_a_nearer_chow_beats_a_farther_pung_but_not_a_win(encoding: Any) -> None:
    # Player 0 discards: player 1 chows, player 2 pungs. Pung-first: the pung; turn-order: the nearer chow.
    chow, pung = claim(1, "chow", "46p"), claim(2, "pung", "55p")
    assert encoding.resolve([chow, pung], 0, DEFAULT) == pung
    assert encoding.resolve([chow, pung], 0, TURN_ORDER) == chow
    # A win by the farthest player (3) still comes first.
    assert encoding.resolve([chow, pung, claim(3, "win")], 0, TURN_ORDER) == claim(3, "win")


@ENCODINGS
def test_under_win_first_no_a_win_ranks_with_a_pung_or_kong(encoding: Any) -> None:
    # Player 0 discards 5p: player 1 pungs 55p, player 3 wins. claim.win-first=yes: the win, though farther;
    # =no: a win and a pung are one rank, and player 1 comes first after player 0.
    pung, win = claim(1, "pung", "55p"), claim(3, "win")
    assert encoding.resolve([pung, win], 0, DEFAULT) == win
    assert encoding.resolve([pung, win], 0, WIN_NOT_FIRST) == pung
    # A kong likewise: player 1's kong before player 3's win.
    kong = claim(1, "kong", "555p")
    assert encoding.resolve([kong, win], 0, WIN_NOT_FIRST) == kong
    # A nearer win still beats a farther pung: player 2 discards, player 3 wins, player 1 pungs (order 3, 0, 1).
    assert encoding.resolve([claim(1, "pung", "55p"), claim(3, "win")], 2, WIN_NOT_FIRST) == claim(3, "win")
    # Under pung-first a chow still comes after the win: player 1 chows, player 3 wins -> player 3.
    chow = claim(1, "chow", "46p")
    assert encoding.resolve([chow, win], 0, WIN_NOT_FIRST) == win
    # Under turn-order too, every claim is one rank: the next player's chow beats the farther win.
    both = Reading(win_first="no", claim_priority="turn-order")
    assert encoding.resolve([chow, win], 0, both) == chow
    assert encoding.resolve([chow, win], 0, TURN_ORDER) == win
    # Two wins: the nearer, whichever the reading (player 2 discards: order 3, 0, 1).
    for reading in (WIN_NOT_FIRST, both):
        assert encoding.resolve([claim(1, "win"), claim(0, "win")], 2, reading) == claim(0, "win")


@ENCODINGS
def test_resolve_refuses_a_claim_by_the_discarder_or_two_by_one_player(encoding: Any) -> None:
    with pytest.raises(InputError, match="cannot claim"):
        encoding.resolve([claim(0, "pung", "55p")], 0, DEFAULT)
    with pytest.raises(InputError, match="at most one claim"):
        encoding.resolve([claim(1, "pung", "55p"), claim(1, "chow", "46p")], 0, DEFAULT)


# ---------------------------------------------------------------------------------------------------------------
# Win claims, the resulting hand, the drawn game
# ---------------------------------------------------------------------------------------------------------------


@ENCODINGS
def test_a_win_claim_counts_the_sets_on_the_table(encoding: Any) -> None:
    # Player 3 has three sets on the table (a kong among them) and holds 78s 99p: 6s or 9s completes 6-7-8 or
    # 7-8-9 with the pair of 9p; 5s does not. Player 3 may not chow (player 1 discards; 2 is next) but may win.
    hands: list[Hand | str] = list(QUIET[:3])
    hands.append(make_hand("78s 99p", ["123p", "5555m", "666p"]))
    assert claims_of(encoding, situation(hands, 1, "9s")) == ["player 3 win"]
    assert claims_of(encoding, situation(hands, 1, "6s")) == ["player 3 win"]
    assert claims_of(encoding, situation(hands, 1, "5s")) == []
    # Under hand.sets=three the three sets on the table and a pair already make the hand: 78s 99p + 9s is not.
    assert claims_of(encoding, situation(hands, 1, "9s"), Reading(hand_sets="three")) == []


def test_apply_claim_moves_the_tiles_to_a_new_exposed_set() -> None:
    hand = make_hand("46p 55p 123m 456s 789s")
    after = engine_claims.apply_claim(hand, claim(2, "chow", "46p"), "5p")
    assert after == Hand(parse_tiles("5p 5p 123m 456s 789s"), (Meld("chow", parse_tiles("456p")),))
    after = engine_claims.apply_claim(hand, claim(2, "pung", "55p"), "5p")
    assert after.melds == (Meld("pung", parse_tiles("555p")),) and after.concealed == parse_tiles("46p 123m 456s 789s")
    # A win: the discard joins the hand, and the hand wins.
    after = engine_claims.apply_claim(hand, claim(2, "win"), "5p")
    assert after.concealed == parse_tiles("4556p 5p 123m 456s 789s") and after.melds == ()


@ENCODINGS
def test_the_hand_is_drawn_at_fourteen_tiles_left_and_not_at_fifteen(encoding: Any) -> None:
    # "End": when only 14 tiles are left to draw and nobody has won, the hand is drawn.
    assert encoding.is_drawn(14)
    assert not encoding.is_drawn(15)
    assert encoding.is_drawn(0)
    with pytest.raises(InputError):
        encoding.is_drawn(-1)


# ---------------------------------------------------------------------------------------------------------------
# JSON and input errors
# ---------------------------------------------------------------------------------------------------------------


def test_situation_and_claim_json_round_trip() -> None:
    data = {
        "hands": [
            "19m 19s EE SS WW NN Rd",
            {"concealed": "123m 4556p", "exposed": ["789s"], "concealed_kongs": ["WdWdWdWd"]},
            "28m 28s EE SS WW NN Gd",
            "37m 37s Rd Gd 11s 99m 1m 2m",
        ],
        "discarder": 0,
        "discard": "5p",
        "tiles_left": 40,
    }
    where = situation_from_json(json.loads(json.dumps(data)))
    assert situation_from_json(situation_json(where)) == where
    assert situation_json(where)["hands"][1] == data["hands"][1]  # type: ignore[index]
    for made in engine_claims.legal_claims(where):
        assert claim_from_json(claim_json(made)) == made
    assert claim_json(claim(1, "win")) == {"player": 1, "shape": "win", "tiles": ""}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hands": ["19m", "19m", "19m"]}, "4 players; got 3"),
        ({"discarder": 4}, "discarder 4 is not a player"),
        ({"discard": "0p"}, "no tile 0p"),
        ({"discard": "Xx"}, "unknown tile"),
        ({"discard": "55p"}, "exactly one tile"),
        ({"hands": ["5555p", "19m", "19m", "19m"]}, "too many copies of 5p"),
        ({"tiles_left": -3}, "tiles_left"),
        ({"dealer": 1}, "unknown field"),
    ],
)
def test_bad_situations_are_refused_with_a_message_naming_the_problem(change: dict[str, Any], message: str) -> None:
    data: dict[str, Any] = {"hands": ["19m", "28m", "37m", "46m"], "discarder": 0, "discard": "5p"}
    data.update(change)
    with pytest.raises(InputError, match=message):
        situation_from_json(data)


# ---------------------------------------------------------------------------------------------------------------
# The cross-check
# ---------------------------------------------------------------------------------------------------------------

CROSSCHECK_CASES = 300


def test_engine_and_model_agree_on_random_situations_under_random_readings() -> None:
    cases = list(random_cases(CROSSCHECK_CASES, seed=6))
    shapes = {c.shape for where, reading in cases for c in engine_claims.legal_claims(where, reading)}
    assert shapes == {"win", "kong", "pung", "chow"}, "the sample must exercise every claim"
    assert any(hand.melds for where, _ in cases for hand in where.hands)
    disagreements = [d for case in cases for d in compare_situation(case)]
    assert disagreements == []


class ChowByAnyone(EngineView):
    """A broken engine: anyone but the discarder may chow."""

    def legal_claims(self, situation: Situation, reading: Reading) -> list[Claim]:
        found = super().legal_claims(situation, reading)
        for shift in (1, 2, 3):
            where = Situation(situation.hands, (situation.discarder + shift) % 4, situation.discard)
            found += [
                c for c in super().legal_claims(where, reading) if c.shape == "chow" and c.player != situation.discarder
            ]
        return sorted(set(found), key=Claim.key)


class PungBeforeWin(EngineView):
    """A broken engine: a pung outranks a win."""

    def resolve(self, claims: Sequence[Claim], discarder: int, reading: Reading) -> Claim | None:
        pungs = [c for c in claims if c.shape in ("pung", "kong")]
        return pungs[0] if pungs else super().resolve(claims, discarder, reading)


class DrawnAtFifteen(EngineView):
    """A broken engine: the hand is drawn one tile early."""

    def is_drawn(self, tiles_left: int) -> bool:
        return tiles_left <= 15


@pytest.mark.parametrize("broken", [ChowByAnyone(), PungBeforeWin(), DrawnAtFifteen()], ids=type)
def test_the_crosscheck_catches_a_broken_engine(broken: EngineView) -> None:
    found: list[Disagreement] = []
    for family in families(40, seed=7, view=broken):
        found += run_family(family, progress=False).disagreements  # type: ignore[misc]
    assert found, "the broken engine went unnoticed"
    smallest = min(found)
    assert smallest.model != smallest.engine


def test_random_situations_are_the_same_under_two_hash_seeds() -> None:
    # The same seed draws the same situations in another process, whatever its PYTHONHASHSEED (tests/hash_seeds.py).
    script = (
        "import sys\n"
        "from tests.hash_seeds import digest_lines\n"
        "from rulebook.mahjong.crosscheck.claims import random_cases\n"
        "drawn = [(str(i), str(where)) for i, (where, _) in enumerate(random_cases(5, seed=3))]\n"
        "sys.stdout.write(digest_lines(drawn))\n"
    )
    assert seed_dependent([sys.executable, "-c", script]) == []
