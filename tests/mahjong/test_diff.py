"""``rulebook diff mahjong``: the smallest witnesses, worked by hand, and the readings commands."""

from __future__ import annotations

import io
import json

import pytest

from rulebook.cli import main
from rulebook.core.errors import InputError
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings.diff import witness


def test_a_wind_pair_held_by_a_loser_is_the_smallest_witness_of_loser_pairs() -> None:
    # score.loser-pairs=no: a loser's pair of winds scores nothing. No hand of 0 or 1 tiles holds a pair, so two
    # tiles is the least; the first two-tile honour pair in canonical order is EE (seat South: any wind scores).
    found = witness(Reading(), Reading(loser_pairs="no"))
    assert found is not None and found.size == 2
    assert found.input["hand"] == "EE" and found.input["winner"] is False
    assert (found.base_answer["score"], found.other_answer["score"]) == (2, 0)
    assert found.minimal.startswith("every input of fewer tiles answers the same")
    assert found.confirmed_by == ("engine", "model")


def test_two_dragon_pungs_are_the_witness_of_doubling_once() -> None:
    # Two concealed dragon pungs of a loser: 8 + 8 = 16, doubled twice (64) or once (32). One dragon pung doubles
    # the same under both readings, so two pungs (6 tiles) are needed.
    found = witness(Reading(), Reading(dragon_doubles="once"))
    assert found is not None and found.size == 6
    assert found.input["hand"] == "RdRdRd GdGdGd"
    assert (found.base_answer["score"], found.other_answer["score"]) == (64, 32)


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


def test_same_readings_and_mixed_scopes_are_refused() -> None:
    with pytest.raises(InputError, match="the two readings are the same"):
        witness(Reading(), Reading())
    with pytest.raises(InputError, match="separately"):
        witness(Reading(), Reading(limit="500", chow_from="next"))


def test_the_readings_and_diff_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["readings", "mahjong", "--json"]) == 0
    keys = [entry["key"] for entry in json.loads(capsys.readouterr().out)]
    assert "hand.sets" in keys and "claim.priority" in keys and len(keys) == 9
    stdout = io.StringIO()
    assert main(["diff", "mahjong", "--reading", "score.wind-pair=own", "--json", "--samples", "50"], stdout) == 0
    payload = json.loads(stdout.getvalue())
    assert payload["keys"] == ["score.wind-pair"] and payload["finding"]["size"] == 2
    assert payload["base"] == {} and payload["other"] == {"score.wind-pair": "own"}
    assert set(payload["impact"]) == {
        "the verdict on a winning hand changes",
        "the winner's score changes",
        "a loser's score changes",
    }
    assert main(["diff", "mahjong", "--reading", "score.limit=700"]) == 2
    assert "has no option '700'" in capsys.readouterr().err
