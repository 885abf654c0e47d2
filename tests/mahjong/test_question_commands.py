"""``rulebook mahjong claims``, ``takes``, ``settle``, ``kongs`` and ``drawn``: hand-worked answers in text and JSON.

The expected values are worked out here from the rulebook (``mahjong-classical.txt``), with the section cited, not
copied from the engine; the corpus replay of every case is ``tests/test_question_commands.py``.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from rulebook.mahjong.commands.kongs import DRAWN_AT
from tests.hostile import run_cli


def text(*argv: str) -> str:
    status, out, err = run_cli(["mahjong", *argv])
    assert status == 0 and err == "", err
    return out


def answer(*argv: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(text(*argv, "--json"))
    return found


def refused(*argv: str, stdin: bytes = b"") -> str:
    """The one error line of a refused command (exit status 2, nothing on stdout)."""
    status, out, err = run_cli(["mahjong", *argv], stdin)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, (status, out, err)
    assert err.startswith("rulebook: error: ")
    return err


# ---------------------------------------------------------------------------------------------------------------
# claims: Development of the game (Chou, Pong, Kong)
# ---------------------------------------------------------------------------------------------------------------


def test_east_discards_5p_south_may_chow_it_and_north_pung_it() -> None:
    # Chou: only the next player, South after East, may chow, with 4p 6p around the 5p; Pong: any player with two
    # like it, North with 55p. West holds nothing.
    out = text("claims", "5p", "S:46p", "N:55p")
    assert "East discards 5p" in out
    assert "  South chow 46p [mahjong.claim.chow]" in out.splitlines()
    assert "  North pung 55p [mahjong.claim.pung]" in out.splitlines()
    assert answer("claims", "5p", "S:46p", "N:55p")["claims"] == [
        {"player": 1, "shape": "chow", "tiles": "46p"},
        {"player": 3, "shape": "pung", "tiles": "55p"},
    ]


def test_the_chow_goes_to_the_player_the_reading_names() -> None:
    # claim.chow-from=next: the player whose turn comes before the discarder's (North, before East) chows instead;
    # South's 46p is no claim, and North's 55p still pungs.
    claims = answer("claims", "5p", "S:46p", "N:55p", "--reading", "claim.chow-from=next")["claims"]
    assert claims == [{"player": 3, "shape": "pung", "tiles": "55p"}]


def test_a_discard_never_makes_an_exposed_pung_a_kong_and_completes_a_waiting_hand() -> None:
    # Kong: an exposed pung becomes a kong only with the fourth tile drawn by its owner; West's 555p takes no 5p.
    out = text("claims", "5p", "W:123m", "--exposed", "W:555p")
    assert "nobody may claim 5p" in out and "[mahjong.claim.no-pung-fourth]" in out
    # End: North holds 123m 456p 789s E and RdRdRd on the table, four sets and an E; East's E makes the pair.
    out = text("claims", "E", "N:123m 456p 789s E", "--exposed", "N:RdRdRd", "--discarder", "south")
    assert "South discards E" in out and "  North win [mahjong.claim.win]" in out.splitlines()


def test_west_with_three_like_the_discard_may_kong_or_pung_it() -> None:
    # Kong: three like it in hand; Pong: two of those three serve as well. South discards, so the chow would be
    # West's too, but West holds no 4p or 6p.
    claims = answer("claims", "5p", "W:555p", "--discarder", "S")["claims"]
    assert claims == [{"player": 2, "shape": "kong", "tiles": "555p"}, {"player": 2, "shape": "pung", "tiles": "55p"}]


# ---------------------------------------------------------------------------------------------------------------
# takes: Development of the game (Pong): a pung before a chow, then the nearest in turn
# ---------------------------------------------------------------------------------------------------------------


def test_a_pung_takes_the_discard_before_a_nearer_chow() -> None:
    out = text("takes", "S chow 46p", "N pung 55p")
    assert "North's pung 55p takes the discard [mahjong.claim.priority, mahjong.claim.pung]" in out
    assert answer("takes", "S chow 46p", "N pung 55p")["takes"] == {"player": 3, "shape": "pung", "tiles": "55p"}


def test_between_two_wins_the_nearer_in_turn_after_the_discarder_takes_it() -> None:
    # South discards: West's turn comes first, then North's.
    assert answer("takes", "W win", "N win", "--discarder", "S")["takes"] == {"player": 2, "shape": "win", "tiles": ""}
    # West discards: North's turn comes next, South's last.
    assert answer("takes", "S win", "N win", "--discarder", "W")["takes"]["player"] == 3


def test_under_turn_order_a_chow_ranks_with_a_pung() -> None:
    # claim.priority=turn-order: South's chow and West's pung are one rank; South is nearer after East.
    found = answer("takes", "S chow 46p", "W pung 55p", "--reading", "claim.priority=turn-order")["takes"]
    assert found == {"player": 1, "shape": "chow", "tiles": "46p"}


# ---------------------------------------------------------------------------------------------------------------
# settle: Punctuation
# ---------------------------------------------------------------------------------------------------------------


def net_of(out: str) -> dict[str, int]:
    """Each seat's net gain in a settlement's text."""
    return {seat: int(net) for seat, net in re.findall(r"^  (\w+) +score +\d+ +([+-]\d+)", out, re.M)}


def test_north_wins_40_and_east_a_loser_pays_and_receives_double() -> None:
    # Each loser pays the winner 40, East double: East -80, South -40, West -40, North +160.
    # Between losers the lower pays the difference, East's doubled: South pays East 2x8 = 16, East pays West
    # 2x12 = 24, South pays West 20. East -80 + 16 - 24 = -88; South -40 - 16 - 20 = -76; West -40 + 24 + 20 = +4.
    out = text("settle", "E=8", "S=0", "W=20", "N=40", "--winner", "N")
    assert "North wins with 40" in out and "mahjong.settle.east-double" in out
    assert net_of(out) == {"East": -88, "South": -76, "West": 4, "North": 160}
    assert answer("settle", "E=8", "S=0", "W=20", "N=40", "--winner", "N")["net"] == [-88, -76, 4, 160]


def test_east_pays_double_only_to_the_winner_under_that_reading() -> None:
    # settle.east-double=winner: the losers' differences with East are single: South pays East 8, East pays West
    # 12. East -80 + 8 - 12 = -84; South -40 - 8 - 20 = -68; West -40 + 12 + 20 = -8; North +160.
    found = answer("settle", "E=8", "S=0", "W=20", "N=40", "--winner", "N", "--reading", "settle.east-double=winner")
    assert found["net"] == [-84, -68, -8, 160]


def test_a_drawn_hand_pays_nothing() -> None:
    out = text("settle", "E=8", "S=0", "W=20", "N=40", "--drawn")
    assert "nobody pays [mahjong.game.drawn]" in out
    assert set(net_of(out).values()) == {0}


# ---------------------------------------------------------------------------------------------------------------
# kongs and drawn: Development of the game (Kong), End
# ---------------------------------------------------------------------------------------------------------------


def test_four_alike_in_hand_and_a_tile_for_an_exposed_pung_are_the_kongs_of_ones_turn() -> None:
    out = text("kongs", "5555p E", "--exposed", "EEE")
    assert "may declare 5555p: concealed kong of four in hand [mahjong.kong.own-turn]" in out
    assert answer("kongs", "5555p E", "--exposed", "EEE")["kongs"] == [
        {"tiles": "5555p", "concealed": True},
        {"tiles": "EEEE", "concealed": False},
    ]
    assert answer("kongs", "123m 456p")["kongs"] == []


def test_fourteen_tiles_left_is_a_drawn_hand_fifteen_is_not() -> None:
    # End: "If nobody manages to close when only 14 cards stay it is considered to be stage".
    assert "the hand is drawn" in text("drawn", "14") and "[mahjong.game.drawn]" in text("drawn", "14")
    assert [answer("drawn", str(left))["drawn"] for left in (0, 14, 15, 60)] == [True, True, False, False]


def test_the_drawn_commands_words_hold_the_engines_limit() -> None:
    from rulebook.mahjong.engine.claims import DRAWN_AT as ENGINE_DRAWN_AT

    assert DRAWN_AT == ENGINE_DRAWN_AT == 14


# ---------------------------------------------------------------------------------------------------------------
# Bad input: one line, exit status 2
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "culprit"),
    [
        (("claims", "1x", "S:55p"), "1x"),
        (("claims", "5p", "S:5555p"), "too many copies of 5p"),
        (("claims", "5p", "Q:55p"), "'Q'"),
        (("claims", "5p", "S:46p", "S:55p"), "written twice"),
        (("takes", "E pung 55p"), "East discarded the tile"),
        (("takes", "S pung 55p", "S chow 46p"), "South makes two claims"),
        (("takes", "S hop 46p"), "'hop'"),
        (("settle", "E=8", "S=0", "W=20", "--winner", "N"), "missing: North"),
        (("settle", "E=8", "S=0", "W=2٠", "N=40", "--winner", "N"), "2٠"),
        (("settle", "E=8", "S=0", "W=20", "N=40"), "--winner"),
        (("kongs", "55555p"), "too many copies of 5p"),
        (("drawn", "-1"), "-1"),
        (("drawn", "١٤"), "١٤"),
    ],
)
def test_bad_input_is_refused_in_one_line_naming_it(argv: tuple[str, ...], culprit: str) -> None:
    assert culprit in refused(*argv)


@pytest.mark.parametrize("name", ["claims", "takes", "settle", "kongs", "drawn"])
def test_a_line_that_is_not_json_is_one_error_among_answered_lines(name: str) -> None:
    status, out, err = run_cli(["mahjong", name, "--jsonl"], b'{"nope\n')
    assert status == 2 and err == ""
    assert json.loads(out)["error"].startswith("line 1: ")
