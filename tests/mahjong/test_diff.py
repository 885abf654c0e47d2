"""``rulebook diff mahjong``: the smallest witnesses worked by hand, their minimality, scoped proofs, the commands."""

from __future__ import annotations

import io
import json
from functools import partial
from itertools import combinations_with_replacement
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.errors import InputError
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings import diff as diff_module
from rulebook.mahjong.readings.diff import compare, least_winning_score, settlement_arises, witness
from rulebook.mahjong.tiles import ALL_KINDS, Tiles, format_tiles


def test_a_wind_pair_held_by_a_loser_is_the_smallest_witness_of_loser_pairs() -> None:
    # score.loser-pairs=no: a loser's pair of winds scores nothing. No hand of 0 or 1 tiles holds a pair, so two
    # tiles is the least; the first two-tile honour pair in canonical order is EE (seat South: any wind scores).
    found = witness(Reading(), Reading(loser_pairs="no"))
    assert found is not None and found.size == 2
    assert found.input["hand"] == "EE" and found.input["winner"] is False
    assert (found.base_answer["score"], found.other_answer["score"]) == (2, 0)
    # What the minimality rests on, exactly: the 1 + 34 loser hands of 0 and 1 tiles, nothing else below 2 tiles.
    assert found.minimal.startswith("no loser's hand of fewer than 2 tiles")
    assert "(35 inputs)" in found.minimal and "were not searched" in found.minimal
    assert found.confirmed_by == ("engine", "model")


def test_two_dragon_pungs_are_the_witness_of_doubling_once() -> None:
    # Two concealed dragon pungs of a loser: 8 + 8 = 16, doubled twice (64) or once (32). One dragon pung doubles
    # the same under both readings, so two pungs (6 tiles) are needed.
    found = witness(Reading(), Reading(dragon_doubles="once"))
    assert found is not None and found.size == 6
    assert found.input["hand"] == "RdRdRd GdGdGd"
    assert (found.base_answer["score"], found.other_answer["score"]) == (64, 32)


def test_one_suit_with_an_honour_pung_is_the_witness_of_honours_as_the_pair() -> None:
    # Only a winner doubles for one suit, so the witness is a whole winning hand (14 tiles): 111m 8 + 222m 4 + SSS 8
    # + RdRdRd 8 (all concealed) + WW 2 + 10 = 40. Own wind, dragon and one suit with honours: 40 x 8 = 320, capped
    # at 300. Under pair the honours are more than the pair, so the one-suit doubling goes: 40 x 4 = 160.
    found = witness(Reading(), Reading(one_suit_honours="pair"))
    assert found is not None and found.size == 14
    assert (found.base_answer["points"], found.base_answer["doublings"], found.base_answer["score"]) == (40, 3, 300)
    assert (found.other_answer["points"], found.other_answer["doublings"], found.other_answer["score"]) == (40, 2, 160)
    assert found.confirmed_by == ("engine", "model")


def test_the_limit_witness_scores_between_the_limits() -> None:
    # SSS (own wind, concealed) 8 + RdRdRd 8 + a concealed kong of Gd 32 = 48, doubled three times = 384:
    # 300 under the rulebook's limit, 384 under a limit of 500.
    found = witness(Reading(), Reading(limit="500"))
    assert found is not None
    assert (found.base_answer["score"], found.other_answer["score"]) == (300, 384)
    assert found.base_answer["points"] == 48 and found.base_answer["doublings"] == 3


def test_chowing_from_the_next_player_shows_with_two_tiles() -> None:
    # Player 0 discards 5p. Under claim.chow-from=next a player chows from the player whose turn follows his: player
    # 3 (player 0 plays after him) may chow with 46p; under the default only player 1 (next after 0) may.
    found = witness(Reading(), Reading(chow_from="next"))
    assert found is not None and found.size == 2
    assert found.base_answer == {"claims": []}
    assert found.other_answer == {"claims": [{"player": 3, "shape": "chow", "tiles": "46p"}]}


def test_turn_order_priority_gives_the_tile_to_the_nearer_chow() -> None:
    found = witness(Reading(), Reading(claim_priority="turn-order"))
    assert found is not None and found.input["claims"][0]["shape"] == "chow"
    assert found.base_answer["takes"]["shape"] == "pung" and found.other_answer["takes"]["shape"] == "chow"


def test_a_win_not_first_gives_the_tile_to_the_nearer_pung() -> None:
    # The smallest pair of claims that tells claim.win-first apart: a win (no tile taken) and a pung (55p, two
    # tiles); the win is farther from player 0 than the pung, so it takes the tile only when a win comes first.
    found = witness(Reading(), Reading(win_first="no"))
    assert found is not None and found.size == 2
    shapes = {claim["shape"]: claim["player"] for claim in found.input["claims"]}
    assert set(shapes) == {"win", "pung"} and shapes["pung"] < shapes["win"]
    assert found.base_answer["takes"]["shape"] == "win" and found.other_answer["takes"]["shape"] == "pung"
    assert found.confirmed_by == ("engine", "model")


def test_the_special_order_witness_doubles_the_first_discard_value() -> None:
    # A special hand needs a winning hand all in hand (14 tiles), won on the first discard (150), with a doubling
    # and a doubled score under 300 but above 150: 111m 8 + 222m 4 + SSS 8 + RdRdRd 8 + 55p 0 + 10 = 38, own wind
    # and dragon doubling twice: 152 after the doubling (at least 150); before it, 150 x 4 = 600, capped at 300.
    found = witness(Reading(), Reading(special_order="before-doubling"))
    assert found is not None and found.size == 14 and found.input["first_discard"] is True
    assert (found.base_answer["points"], found.base_answer["doublings"], found.base_answer["score"]) == (38, 2, 152)
    assert found.other_answer["score"] == 300
    assert found.confirmed_by == ("engine", "model")


def test_the_bonus_order_witness_is_a_doubled_winning_hand() -> None:
    # score.bonus-order: only the winner adds the bonus and only a doubling can show when it is added, so the
    # witness is a winning hand (14 tiles all in hand, none smaller is built) with a doubling: 111m 8 + 222m 4 +
    # SSS 8 (South's own wind) + RdRdRd 8 + 55p 0 = 28, + 10 = 38; two doublings: 38 x 4 = 152 before, and
    # 28 x 4 + 10 = 122 after.
    found = witness(Reading(), Reading(bonus_order="after-doubling"))
    assert found is not None and found.size == 14 and found.question.startswith("score")
    assert (found.base_answer["points"], found.base_answer["doublings"], found.base_answer["score"]) == (38, 2, 152)
    assert found.other_answer["score"] == 122
    assert found.confirmed_by == ("engine", "model")


def test_the_round_wind_witness_is_a_loser_s_pung_of_east() -> None:
    # double.prevailing-wind=round-wind: a pung needs three tiles; among the loser hands of 3 tiles, seat South and
    # round East, the first whose score changes is EEE: 8 concealed, doubled for the round's wind (16) or not (8).
    found = witness(Reading(), Reading(prevailing_wind="round-wind"))
    assert found is not None and found.size == 3
    assert found.input["hand"] == "EEE" and found.input["round_wind"] == "E" and found.input["seat_wind"] == "S"
    assert (found.base_answer["score"], found.other_answer["score"]) == (8, 16)
    assert found.confirmed_by == ("engine", "model")


def test_the_discard_pung_witness_exposes_a_terminal_pung() -> None:
    # score.discard-pung=exposed needs a winning hand (14 tiles) won on a discard that lies only in a pung:
    # 111m 8 + 222m 4 + SSS 8 + RdRdRd 8 + 55p + 10 = 38, own wind and dragon x4 = 152; won on 1m, exposed, the
    # 1m pung scores 4: 34 x 4 = 136.
    found = witness(Reading(), Reading(discard_pung="exposed"))
    assert found is not None and found.size == 14 and found.input["winning_discard"] == "1m"
    assert (found.base_answer["points"], found.base_answer["score"]) == (38, 152)
    assert (found.other_answer["points"], found.other_answer["score"]) == (34, 136)
    assert found.confirmed_by == ("engine", "model")


LEAST_WINNING_SCORE = 10
"""Worked from the rulebook: the winner adds 10 points to his sets and pair ("Punctuation"); chows and a pair of
suit tiles score nothing and a hand of three suits and no honour doubles nothing (123m 456p 789s 234m 55s), so no
winning hand scores less than 10."""


def test_the_least_winning_score_is_the_bonus_alone() -> None:
    assert least_winning_score(Reading()) == LEAST_WINNING_SCORE
    assert least_winning_score(Reading(winner_bonus="20")) == 20  # the other reading of the bonus


def test_a_settlement_no_hands_give_is_not_tried() -> None:
    # the witness: the winner holds 0 points, which no winning hand scores; an odd score no hand holds
    assert not settlement_arises({"scores": [0, 0, 0, 1], "winner": 0, "east": 1}, Reading())
    assert not settlement_arises({"scores": [1, 0, 0, 10], "winner": 3, "east": 1}, Reading())
    assert not settlement_arises({"scores": [0, 0, 2, 10], "winner": 3, "east": 1}, Reading(winner_bonus="20"))
    assert not settlement_arises({"scores": [302, 0, 2, 10], "winner": 3, "east": 1}, Reading())  # above the limit
    assert settlement_arises({"scores": [0, 0, 2, 10], "winner": 3, "east": 0}, Reading())
    assert settlement_arises({"scores": [0, 2, 4, 6], "winner": None, "east": 0}, Reading())  # a drawn hand


def test_the_east_double_witness_has_a_winner_with_a_winning_score() -> None:
    # settle.east-double=winner: East's difference with another loser is paid single. It needs East a loser whose
    # score differs from another loser's, and a winner with at least the least winning score, 10: so 10 for the
    # winner and 2 (an exposed pung of simples) for one loser, 12 points at the table, is the least (at 10 every
    # loser holds 0). The first such settlement in order (scores by their halves in lexicographic order, then the
    # winner, then East): scores 0, 0, 2, 10, player 3 wins, East is player 0. Under every: East pays 2 x 10 and
    # 2 x 2 to player 2 (-24); player 1 pays 10 and 2 (-12); player 2 pays 10 and gets 4 + 2 (-4); player 3 gets
    # 20 + 10 + 10 (40). Under winner East pays the difference single: -22, -12, -6, 40.
    found = witness(Reading(), Reading(east_double="winner"))
    assert found is not None and found.size == 12
    assert found.input == {"scores": [0, 0, 2, 10], "winner": 3, "east": 0}
    assert found.input["scores"][found.input["winner"]] >= LEAST_WINNING_SCORE
    assert found.base_answer == {"net": [-24, -12, -4, 40]} and found.other_answer == {"net": [-22, -12, -6, 40]}
    assert found.minimal.startswith("no settlement of fewer than 12 points differs")
    assert "only inputs that can arise in play were tried" in found.found_by
    assert found.confirmed_by == ("engine", "model")


def test_settlement_and_hand_readings_are_compared_separately() -> None:
    with pytest.raises(InputError, match="settlement and of hands separately"):
        witness(Reading(), Reading(limit="500", east_double="winner"))


def test_same_readings_and_mixed_scopes_are_refused() -> None:
    with pytest.raises(InputError, match="the two readings are the same"):
        witness(Reading(), Reading())
    with pytest.raises(InputError, match="separately"):
        witness(Reading(), Reading(limit="500", chow_from="next"))


def test_the_readings_and_diff_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["readings", "mahjong", "--json"]) == 0
    keys = [entry["key"] for entry in json.loads(capsys.readouterr().out)]
    assert "hand.sets" in keys and "claim.priority" in keys and "double.one-suit-honours" in keys
    assert "settle.east-double" in keys
    assert "claim.win-first" in keys
    assert len(keys) == 16  # the register's sixteen [[reading]] entries
    stdout = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "score.wind-pair=own", "--json", "--samples", "50"], stdout) == 0
    payload = json.loads(stdout.getvalue())
    # the smallest difference is a loser's pair of East (2 tiles), grown into the 13 tiles a loser holds
    assert payload["keys"] == ["score.wind-pair"] and payload["finding"]["size"] == 13
    assert payload["finding"]["part_size"] == 2 and payload["finding"]["part"]["hand"] == "EE"
    assert payload["base"] == {} and payload["other"] == {"score.wind-pair": "own"}
    assert set(payload["impact"]) == {
        "the verdict on a winning hand changes",
        "the winner's score changes",
        "a loser's score changes",
    }
    assert main(["diff", "mahjong", "--reading", "score.limit=700"]) == 2
    assert "has no option '700'" in capsys.readouterr().err


def test_the_diff_command_measures_a_settlement_reading_on_settlements() -> None:
    stdout = io.StringIO()
    argv = ["diff", "mahjong", "--reading", "settle.east-double=winner", "--json", "--samples", "200"]
    assert main(argv, stdout) == 0
    payload = json.loads(stdout.getvalue())
    assert payload["keys"] == ["settle.east-double"] and payload["finding"]["size"] == 12
    (share,) = payload["impact"].values()
    # A random settlement differs whenever East loses and his score differs from another loser's: most do.
    assert set(payload["impact"]) == {"a player's net gain changes"} and share["share"] > 0.3


# ---------------------------------------------------------------------------------------------------------------
# compare: the core frame's witness (honest minimality) or its scoped proof
# ---------------------------------------------------------------------------------------------------------------


def _loser(hand: str) -> dict[str, Any]:
    """A loser's hand as the corpus writes it (seat South, nothing on the table)."""
    return {"hand": hand, "exposed": [], "concealed_kongs": [], "seat_wind": "S", "winner": False}


def _loser_hands(up_to: int) -> list[dict[str, Any]]:
    """Every loser's hand of up to ``up_to`` tiles, all in hand: multisets of the 34 kinds."""
    return [
        _loser(format_tiles(Tiles.of(kinds)))
        for size in range(up_to + 1)
        for kinds in combinations_with_replacement(ALL_KINDS, size)
    ]


def _built_losers_below_six() -> list[dict[str, Any]]:
    """The built hands of fewer than 6 tiles, worked out from the family's definition (not from its code).

    One set alone — a pung of 2m, 1m, S, Rd, Gd or Wd in hand or exposed (3 tiles), its kong exposed or declared
    (4 tiles), the chow 234p in hand (3 tiles) — or a 3-tile set and a pair of 5p, W, S or Rd (5 tiles), unless
    the pair is of the pung's kind (five copies). With one set only a loser's score is asked.
    """
    kinds = ("2m", "1m", "S", "Rd", "Gd", "Wd")
    threes: list[tuple[str, list[str], dict[str, Any]]] = []  # (its kind, its tiles in hand, what is on the table)
    for kind in kinds:
        threes.append((kind, [kind] * 3, {}))
        threes.append((kind, [], {"exposed": [format_tiles(Tiles.of([kind] * 3))]}))
    threes.append(("234p", ["2p", "3p", "4p"], {}))
    found = [{**_loser(format_tiles(Tiles.of(in_hand))), **table} for _, in_hand, table in threes]
    for kind in kinds:
        for where in ("exposed", "concealed_kongs"):
            found.append({**_loser(""), where: [format_tiles(Tiles.of([kind] * 4))]})
    for kind, in_hand, table in threes:
        for pair in ("5p", "W", "S", "Rd"):
            if pair != kind:
                found.append({**_loser(format_tiles(Tiles.of([*in_hand, pair, pair]))), **table})
    return found


def _key(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True)


def test_a_witness_of_compare_differs_under_both_readings_by_the_engine_and_the_model() -> None:
    # double.dragons=once: two concealed dragon pungs of a loser score 16 doubled twice (64) or once (32).
    base, other = Reading(), Reading(dragon_doubles="once")
    found = compare(base, other)
    assert isinstance(found, Witness)
    assert found.input == _loser("RdRdRd GdGdGd") and found.size == 6
    for encoding in (engine_answer, model_answer):
        first, second = encoding("score", found.input, base), encoding("score", found.input, other)
        assert (first["score"], second["score"]) == (64, 32)
        assert (first, second) == (found.base_answer, found.other_answer)
    assert found.confirmed_by == ("engine", "model")


def test_a_claims_witness_of_compare_differs_by_the_engine_and_the_model() -> None:
    # claim.chow-from=next: player 3 holding 46p may chow player 0's 5p (player 0 plays after him); by default no one.
    base, other = Reading(), Reading(chow_from="next")
    found = compare(base, other)
    assert isinstance(found, Witness) and found.size == 2
    assert found.input["hands"] == ["", "", "", "46p"]
    for encoding in (engine_answer, model_answer):
        assert encoding("claims", found.input, base) == {"claims": []}
        assert encoding("claims", found.input, other) == {"claims": [{"player": 3, "shape": "chow", "tiles": "46p"}]}


def test_the_witness_of_compare_is_the_corpus_witness() -> None:
    # The corpus cites witness(); compare() must find the same witness, minimality statement included.
    for other in (Reading(loser_pairs="no"), Reading(claim_priority="turn-order")):
        legacy, found = witness(Reading(), other), compare(Reading(), other)
        assert legacy is not None and isinstance(found, Witness)
        assert legacy == found


def test_the_loser_pairs_witness_is_minimal_over_every_smaller_loser_hand() -> None:
    # No loser's hand of 0 or 1 tiles differs: 1 + 34 = 35 hands, checked here by both encodings.
    base, other = Reading(), Reading(loser_pairs="no")
    found = compare(base, other)
    assert isinstance(found, Witness) and found.size == 2
    smaller = _loser_hands(1)
    assert len(smaller) == 35
    for data in smaller:
        for encoding in (engine_answer, model_answer):
            assert encoding("score", data, base) == encoding("score", data, other)
    assert found.minimal == (
        "no loser's hand of fewer than 2 tiles (any tiles, all in hand, seat South) differs: checked exhaustively "
        "by the engine (35 inputs); other inputs of fewer than 2 tiles were not searched"
    )


def test_the_dragon_witness_is_minimal_over_the_swept_families() -> None:
    # Below 6 tiles the sweep asked every loser's hand of up to 3 tiles (7,770) and every built hand of fewer than
    # 6 tiles (13 three-tile sets, 12 kongs, 13 x 4 - 4 set-and-pair hands: 73), 7 of them the same hand as a
    # loser's hand of 3 tiles (the 6 pungs and the chow in hand): 7,770 + 73 - 7 = 7,836 distinct questions.
    base, other = Reading(), Reading(dragon_doubles="once")
    found = compare(base, other)
    assert isinstance(found, Witness) and found.size == 6
    built = _built_losers_below_six()
    assert len(built) == 73
    asked = {_key(data): data for data in [*_loser_hands(3), *built]}
    assert len(asked) == 7_836
    for data in asked.values():
        assert engine_answer("score", data, base) == engine_answer("score", data, other)
    assert "(7,836 inputs)" in found.minimal
    assert found.minimal.startswith("no loser's hand of up to 3 tiles (any tiles, all in hand, seat South) and no ")
    assert "hand built from whole sets of fewer than 6 tiles" in found.minimal
    assert found.minimal.endswith("other inputs of fewer than 6 tiles were not searched")


def test_readings_that_differ_only_above_the_scope_give_a_scoped_proof() -> None:
    # hand.sets=three changes only which hands win (its witness has 11 tiles). Up to 3 tiles the sweep asks every
    # loser's hand (1 + 34 + 595 + 7,140 = 7,770) and the 13 built 3-tile sets (6 pungs in hand, 6 exposed, the
    # chow), 7 of which are loser's hands already asked: 7,776 questions, and none differs.
    proof = compare(Reading(), Reading(hand_sets="three"), max_size=3)
    assert isinstance(proof, ScopedProof)
    assert proof.method == "exhaustive" and proof.inputs == 7_776
    assert proof.scope.startswith("every loser's hand of up to 3 tiles (any tiles, all in hand, seat South) and ")
    assert "every hand built from whole sets of up to 3 tiles" in proof.scope
    assert proof.notes[0].endswith(": 7,770 inputs answered under both rule sets")
    assert proof.notes[1].endswith(": 6 inputs answered under both rule sets (7 more already asked)")
    assert proof.statement.startswith("hand.sets=four and hand.sets=three agree on every loser's hand")
    assert proof.statement.endswith("checked exhaustively by the engine (7,776 inputs)")


def test_a_two_tile_scope_holds_only_loser_hands() -> None:
    # No built hand has fewer than 3 tiles: the scope is the 1 + 34 + 595 = 630 loser's hands, all agreeing.
    base, other = Reading(), Reading(hand_sets="three")
    proof = compare(base, other, max_size=2)
    assert isinstance(proof, ScopedProof)
    assert proof.scope == "every loser's hand of up to 2 tiles (any tiles, all in hand, seat South)"
    assert proof.inputs == 630
    for data in _loser_hands(2):
        assert engine_answer("score", data, base) == engine_answer("score", data, other)


def test_the_diff_command_shows_a_scoped_proof(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the command imports the search when it runs, so the search module's own name is the one to replace
    monkeypatch.setattr(diff_module, "compare", partial(compare, max_size=2))
    stdout = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "hand.sets=three", "--json", "--no-impact"], stdout) == 0
    finding = json.loads(stdout.getvalue())["finding"]
    assert finding["kind"] == "proof" and finding["method"] == "exhaustive" and finding["inputs"] == 630
    stdout = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "hand.sets=three", "--no-impact", "--quiet"], stdout) == 0
    text = " ".join(stdout.getvalue().split())
    assert "No witness: hand.sets=four and hand.sets=three agree on every loser's hand of up to 2 tiles" in text
    assert "checked exhaustively by the engine (630 inputs)" in text
