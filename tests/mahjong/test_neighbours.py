"""The steps a fuzz run walks from a shrunk mahjong difference (rulebook.mahjong.neighbours), worked by hand."""

from __future__ import annotations

from rulebook.mahjong.neighbours import hand_steps, neighbours


def test_a_hand_steps_to_each_tile_out_each_set_off_each_kong_a_pung_and_each_kong_the_other_way() -> None:
    hand = {"hand": "11m", "exposed": ["RdRdRdRd", "EEE"], "concealed_kongs": ["GdGdGdGd"]}
    expected = [
        {"hand": "1m", "exposed": ["RdRdRdRd", "EEE"], "concealed_kongs": ["GdGdGdGd"]},  # a 1m out
        {"hand": "11m", "exposed": ["EEE"], "concealed_kongs": ["GdGdGdGd"]},  # the red kong off
        {"hand": "11m", "exposed": ["RdRdRd", "EEE"], "concealed_kongs": ["GdGdGdGd"]},  # made a pung
        {"hand": "11m", "exposed": ["EEE"], "concealed_kongs": ["GdGdGdGd", "RdRdRdRd"]},  # declared concealed
        {"hand": "11m", "exposed": ["RdRdRdRd"], "concealed_kongs": ["GdGdGdGd"]},  # the pung of East off
        {"hand": "11m", "exposed": ["RdRdRdRd", "EEE"], "concealed_kongs": []},  # the green kong off
        {"hand": "11m", "exposed": ["RdRdRdRd", "EEE", "GdGdGd"], "concealed_kongs": []},  # shown as a pung
        {"hand": "11m", "exposed": ["RdRdRdRd", "EEE", "GdGdGdGd"], "concealed_kongs": []},  # shown as a kong
    ]
    assert list(hand_steps(hand)) == expected


def test_a_score_input_also_steps_to_the_other_seat_winds() -> None:
    data = {"hand": "", "exposed": [], "concealed_kongs": [], "seat_wind": "S", "winner": False}
    assert [step["seat_wind"] for step in neighbours("score", data)] == ["E", "W", "N"]


def test_a_claim_situation_steps_in_each_players_hand_and_keeps_the_discard() -> None:
    data = {"hands": ["", "12m", "", {"concealed": "3m", "exposed": ["WWW"], "concealed_kongs": []}], "discard": "3m"}
    steps = list(neighbours("claims", data))
    assert [step["hands"] for step in steps] == [
        ["", "2m", "", data["hands"][3]],
        ["", "1m", "", data["hands"][3]],
        ["", "12m", "", {"concealed": "", "exposed": ["WWW"], "concealed_kongs": []}],
        ["", "12m", "", "3m"],  # no set left on the table: the plain form of a hand
    ]
    assert all(step["discard"] == "3m" for step in steps)


def test_a_question_without_tiles_to_take_has_no_steps() -> None:
    assert list(neighbours("drawn", {"tiles_left": 14})) == []
    assert list(neighbours("settle", {"scores": [10, 0, 0, 0]})) == []
