"""``rulebook tzq moves|apply|new|simulate``: play over the JSON state from the command line.

The commands are run through their own parsers (:func:`rulebook.tzq.commands.play.add_commands`, what the game's
``Game.commands`` registers) with the command line's handling of bad input: an :class:`InputError` is exit status
2 and one message. Expected values come from the rulebook: a turn starts with five cards and a draw is always
legal (Course of Play); after a draw the player holds six and may discard any of them (I. "Draw").
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.commands.parser import Parser
from rulebook.core.errors import InputError
from rulebook.tzq.commands.play import add_commands


def run(*argv: str) -> tuple[int, str, str]:
    """Exit status, standard output and the error message of ``rulebook tzq ARGV``."""
    parser = Parser(prog="rulebook tzq")
    add_commands(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(list(argv))
    out = io.StringIO()
    try:
        return args.run(args, out), out.getvalue(), ""
    except InputError as error:
        return 2, out.getvalue(), str(error)


def new_state(tmp_path: Path, seed: int = 1) -> tuple[Path, dict[str, Any]]:
    status, out, _ = run("new", "--seed", str(seed), "--json")
    assert status == 0
    path = tmp_path / "state.json"
    path.write_text(out)
    return path, json.loads(out)


def test_new_deals_five_cards_each_and_keeps_all_54_cards(tmp_path: Path) -> None:
    _, state = new_state(tmp_path)
    hands = [player["hand"] for player in state["players"]]
    assert [len(hand) for hand in hands] == [5, 5]  # Setup: five cards to each player
    assert len(state["draw_pile"]) == 54 - 10 and state["discard_pile"] == []
    assert state["phase"] == "start" and state["round"] == 1


def test_new_is_seeded(tmp_path: Path) -> None:
    assert run("new", "--seed", "4", "--json")[1] == run("new", "--seed", "4", "--json")[1]
    assert run("new", "--seed", "4", "--json")[1] != run("new", "--seed", "5", "--json")[1]


def test_moves_at_a_rounds_start_is_the_draw_alone(tmp_path: Path) -> None:
    # Nothing has been discarded yet, so no Chow can be made: the only action is to draw.
    path, _ = new_state(tmp_path)
    status, out, _ = run("moves", str(path), "--json")
    assert status == 0
    moves = json.loads(out)
    assert moves["phase"] == "start" and moves["actor"] == 0
    assert [action["text"] for action in moves["actions"]] == ["draw"]
    assert moves["actions"][0]["rules"] == ["tzq.turn.actions"]


def test_after_a_draw_the_player_holds_six_and_may_discard_each_kind(tmp_path: Path) -> None:
    path, before = new_state(tmp_path)
    status, out, _ = run("apply", str(path), "draw", "--json")
    assert status == 0
    after = json.loads(out)
    hand = after["players"][0]["hand"]
    assert after["phase"] == "drawn" and len(hand) == 6
    assert hand.count(before["draw_pile"][0]) >= 1  # the top card of the draw pile joined the hand
    drawn = tmp_path / "drawn.json"
    drawn.write_text(out)
    texts = [action["text"] for action in json.loads(run("moves", str(drawn), "--json")[1])["actions"]]
    assert {f"discard {card}" for card in hand} <= set(texts)
    status, text, _ = run("moves", str(drawn))
    assert status == 0 and text.startswith("phase drawn · P0 acts")


def test_a_discard_ends_the_turn_with_five_cards_and_passes_it(tmp_path: Path) -> None:
    path, _ = new_state(tmp_path)
    drawn = tmp_path / "drawn.json"
    drawn.write_text(run("apply", str(path), "draw", "--json")[1])
    card = json.loads(drawn.read_text())["players"][0]["hand"][0]
    status, out, _ = run("apply", str(drawn), f"discard {card}", "--json")
    after = json.loads(out)
    assert status == 0 and after["turn"] == 1 and after["phase"] == "start"
    assert len(after["players"][0]["hand"]) == 5 and after["discard_pile"][-1] == card


def test_an_illegal_action_is_refused_with_exit_status_2(tmp_path: Path) -> None:
    path, _ = new_state(tmp_path)
    status, _, message = run("apply", str(path), "discard 1a")
    assert status == 2 and "discard" in message


def test_an_unreadable_action_is_refused(tmp_path: Path) -> None:
    path, _ = new_state(tmp_path)
    status, _, message = run("apply", str(path), "fly away")
    assert status == 2 and "unknown action" in message


def test_an_impossible_state_is_refused_naming_the_problem(tmp_path: Path) -> None:
    path, state = new_state(tmp_path)
    # A coin of the draw pile also in the first player's hand: the deck holds one copy of each coin.
    coin = next(card for card in state["draw_pile"] if card[0].isdigit())
    state["players"][0]["hand"][0] = coin
    path.write_text(json.dumps(state))
    status, _, message = run("moves", str(path))
    assert status == 2 and "impossible state" in message and f"2 copies of {coin}" in message


def test_a_malformed_state_is_refused_naming_the_field(tmp_path: Path) -> None:
    path, state = new_state(tmp_path)
    state["players"][1]["hand"][2] = "10z"
    path.write_text(json.dumps(state))
    status, _, message = run("moves", str(path))
    assert status == 2 and "players[1].hand[2]" in message


def test_moves_reads_standard_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _, state = new_state(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(state)))
    status, out, _ = run("moves", "-")
    assert status == 0 and "draw" in out


def test_simulate_plays_whole_games_of_four_rounds_without_violations() -> None:
    status, out, _ = run("simulate", "--games", "3", "--seed", "5", "--json")
    report = json.loads(out)
    assert status == 0 and report["games"] == 3 and report["violations"] == []
    assert report["rounds"] == 3 * 4  # Goal of the Game: four rounds each
    assert report["mahjongs"] + report["drawn_rounds"] == report["rounds"]


def test_simulate_prints_its_table() -> None:
    status, out, _ = run("simulate", "--games", "2", "--reading", "round.exhausted=drawn")
    assert status == 0
    assert "round.exhausted=drawn" in out and "invariant violations  " in out


def test_new_refuses_a_third_player() -> None:
    status, _, message = run("new", "--seed", "1", "--first-player", "2")
    assert status == 2 and "--first-player" in message
