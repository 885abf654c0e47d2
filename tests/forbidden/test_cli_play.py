"""``rulebook forbidden moves|apply|new|simulate``: outputs against hand-worked positions, JSON round trips, errors."""

from __future__ import annotations

import io
import json
import re
from dataclasses import replace
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.forbidden.actions import Discard, Draw, parse_action
from rulebook.forbidden.cards import Cards
from rulebook.forbidden.corpus.play import emptying_table
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.play import apply, new_game
from rulebook.forbidden.engine.simulate import seeded_deal
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import State, state_from_json, state_json
from rulebook.forbidden.validate import violations
from tests.forbidden.play_builders import fresh_round, in_phase, round_result, with_pile

# Player 1 (to play, dealer 0) holds these; player 2 holds two Forbidden cards; player 0's pile is topped by G4.
CLAIMANT = "R3 R4 RY B7 B7 G2 G3 G5 G8 F W EM R8"
BLOCKER = "F F B2 B3 B4 B5 B7 B8 BY G7 G7 G7 G8"

# Every set of one colour that holds G4 and cards of the claimant's green G2 G3 G5 G8 and at most one wild W:
# runs 2-4, 3-5, 2-5 (and 4-6, 2-6, ... with W standing for a missing rank); no pung (the claimant holds no G4).
G4_CLAIMS = {
    "claim 0 using G2 G3",
    "claim 0 using G3 G5",
    "claim 0 using G2 G3 G5",
    "claim 0 using G2 W",
    "claim 0 using G3 W",
    "claim 0 using G5 W",
    "claim 0 using G2 G3 W",
    "claim 0 using G3 G5 W",
    "claim 0 using G2 G5 W",
    "claim 0 using G2 G3 G5 W",
}


def claim_table() -> State:
    """Player 1 may claim player 0's G4 into a green run; player 2 could block."""
    state = fresh_round(4, hands=[None, CLAIMANT, BLOCKER, None])
    return with_pile(state, 0, "G4")


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def write_state(state: State | dict[str, Any], tmp_path: Any, name: str = "state.json") -> str:
    path = tmp_path / name
    data = state if isinstance(state, dict) else state_json(state)
    path.write_text(json.dumps(data))
    return str(path)


def test_the_hand_built_table_is_a_valid_position() -> None:
    assert violations(claim_table()) == []


# ---------------------------------------------------------------------------------------------------------------
# moves
# ---------------------------------------------------------------------------------------------------------------


def test_moves_lists_draw_and_every_claim_of_the_pile_with_rule_ids(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(["forbidden", "moves", write_state(claim_table(), tmp_path)], capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "phase start · P1 acts · 11 legal actions"
    listed = {line.split("  [")[0].strip(): line for line in lines[1:-1]}
    assert set(listed) == {"draw", *G4_CLAIMS}
    # Issue 44: under claim.wild=no a wild card cannot be used to claim, so the seven claims with W go: draw and the
    # three claims without it remain; no other reading changes this position's actions.
    assert (
        lines[-1]
        == "decided by the reading claim.wild=yes; with claim.wild=no: phase start · P1 acts · 4 legal actions"
    )
    assert listed["draw"].endswith("[forbidden.play.draw]")
    assert listed["claim 0 using G2 G3"].endswith("[forbidden.play.claim]")


def test_moves_json_gives_actor_phase_and_actions(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "moves", write_state(claim_table(), tmp_path), "--json"], capsys)
    answer = json.loads(out)
    assert status == 0
    assert answer["actor"] == 1 and answer["phase"] == "start"
    by_text = {entry["text"]: entry for entry in answer["actions"]}
    assert set(by_text) == {"draw", *G4_CLAIMS}
    claim = by_text["claim 0 using G2 G3"]
    assert claim["action"] == {"action": "claim", "piles": [[0, 0]], "hand": ["G2", "G3"]}
    assert claim["rules"] == ["forbidden.play.claim"]


def test_moves_reading_no_wild_in_claims_drops_the_wild_claims(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_state(claim_table(), tmp_path)
    _, out, _ = run(["forbidden", "moves", path, "--json", "--reading", "claim.wild=no"], capsys)
    texts = {entry["text"] for entry in json.loads(out)["actions"]}
    assert texts == {"draw", *(text for text in G4_CLAIMS if " W" not in text)}


def test_moves_while_a_claim_waits_asks_the_blocker(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    waiting = apply(claim_table(), parse_action("claim 0 using G2 G3"))
    status, out, _ = run(["forbidden", "moves", write_state(waiting, tmp_path)], capsys)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "phase claim · P2 acts · 2 legal actions"
    assert lines[1].split()[0] == "block" and "[forbidden.block.who] [forbidden.block.precedence]" in lines[1]
    assert lines[2].split()[0] == "pass" and "[forbidden.block.who]" in lines[2]


def test_moves_of_several_piles_and_two_players_name_their_rules(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    state = fresh_round(2, hands=["R2 R3 R4 R5 G2 G3 G4 G5 B2 B3 B4 B5 W", "G7 G7 G8 G8 B7 B7 B8 B8 F F EM ES MO"])
    state = with_pile(with_pile(state, 1, "R7", index=0), 1, "RY", index=1)
    # fresh_round: dealer 0, so player 1 plays first; give player 0 the turn by making player 1 the dealer.
    state = replace(state, dealer=1, turn=0)
    assert violations(state) == []
    _, out, _ = run(["forbidden", "moves", write_state(state, tmp_path), "--json"], capsys)
    by_text = {entry["text"]: entry["rules"] for entry in json.loads(out)["actions"]}
    assert by_text["claim 1,1.1 using R5"] == [
        "forbidden.play.claim",
        "forbidden.play.claim-several",
        "forbidden.two-player.claim",
    ]
    assert by_text["claim 1 using R5 W"] == ["forbidden.play.claim", "forbidden.two-player.claim"]


def test_moves_after_a_round_names_the_dealer(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "moves", write_state(round_over(), tmp_path)], capsys)
    assert status == 0
    assert out.startswith("phase round-over · P1 deals the next round")
    assert "the 98 cards not kept in the Treasure Chest" in out


def test_moves_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(state_json(claim_table()))))
    status, out, _ = run(["forbidden", "moves", "-"], capsys)
    assert status == 0 and out.startswith("phase start · P1 acts")


def test_an_impossible_state_is_refused_with_every_violation(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    data = state_json(claim_table())
    data["turn"] = 7
    data["players"][0]["hand"].append("EM")
    expected = violations(state_from_json(data))
    assert len(expected) >= 3  # the turn, a second Emperor, player 0's hand size
    path = write_state(data, tmp_path)
    status, out, err = run(["forbidden", "moves", path], capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"rulebook: error: {path}: impossible state: ")
    for problem in expected:
        assert problem in err


def test_malformed_input_gets_one_line_and_exit_2(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    for argv in (["forbidden", "moves", str(bad)], ["forbidden", "moves", str(tmp_path / "missing.json")]):
        status, _, err = run(argv, capsys)
        assert status == 2 and err.count("\n") == 1 and err.startswith("rulebook: error: ")


# ---------------------------------------------------------------------------------------------------------------
# apply and new
# ---------------------------------------------------------------------------------------------------------------


def test_apply_draw_moves_the_top_card_into_the_hand(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    state = claim_table()
    top = state.draw_pile[0]
    status, out, _ = run(["forbidden", "apply", write_state(state, tmp_path), "draw", "--json"], capsys)
    after = state_from_json(json.loads(out))
    assert status == 0
    assert after.phase == "discard" and after.draw_pile == state.draw_pile[1:]
    assert after.players[1].hand == state.players[1].hand + Cards.from_counter({top: 1})
    assert after == apply(state, Draw())
    # the player who drew discards next; no reading changes a draw from a pile of cards, so none decides it
    assert json.loads(out) == {**state_json(after), "actor": 1, "decided_by": []}


def test_apply_prints_the_rendered_state(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "apply", write_state(claim_table(), tmp_path), "claim 0 using G2 G3"], capsys)
    assert status == 0
    assert "P1's claim waits for blocks" in out
    assert "claim: P1 takes G4 from pile 0 with G2 G3 from hand" in out


def test_apply_takes_an_action_as_json(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    action = json.dumps({"action": "claim", "piles": [[0, 0]], "hand": ["G3", "G5"]})
    _, out, _ = run(["forbidden", "apply", write_state(claim_table(), tmp_path), action, "--json"], capsys)
    assert state_from_json(json.loads(out)) == apply(claim_table(), parse_action("claim 0 using G3 G5"))


def test_apply_refuses_an_illegal_claim_naming_it(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["forbidden", "apply", write_state(claim_table(), tmp_path), "claim 0 using G2 G8"], capsys)
    assert status == 2 and out == ""
    assert err.startswith("rulebook: error: illegal claim 'claim 0 using G2 G8': ") and err.count("\n") == 1


def test_apply_refuses_an_unknown_card(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["forbidden", "apply", write_state(claim_table(), tmp_path), "discard X9"], capsys)
    assert status == 2
    assert err.count("\n") == 1 and "unknown card 'X9'" in err


def test_apply_refuses_an_action_of_another_phase(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["forbidden", "apply", write_state(claim_table(), tmp_path), "discard G8"], capsys)
    assert status == 2 and "not an action of phase start" in err


def round_over() -> State:
    """Round 1 is over (player 1 went Cheng with one discard); player 1 deals round 2 onto a chest of 2 (4 players)."""
    state = fresh_round(4)
    return in_phase(state, "round-over", result=round_result([30, 0, 0, -5], cheng_player=1))


def test_apply_deal_seed_deals_the_next_round(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_state(round_over(), tmp_path)
    expected = apply(round_over(), seeded_deal(round_over(), 7))
    assert expected.round == 2 and expected.dealer == 1 and len(expected.chest) == 4
    for argv in (["deal seed 7"], ["deal", "--seed", "7"], ['{"action": "deal", "seed": 7}']):
        status, out, _ = run(["forbidden", "apply", path, *argv, "--json"], capsys)
        assert status == 0 and state_from_json(json.loads(out)) == expected


def test_apply_deal_without_order_or_seed_is_refused(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_state(round_over(), tmp_path)
    status, _, err = run(["forbidden", "apply", path, "deal"], capsys)
    assert status == 2 and "needs the order of the cards, or a seed" in err
    status, _, err = run(["forbidden", "apply", path, "draw", "--seed", "3"], capsys)
    assert status == 2 and "--seed only shuffles a deal" in err


def test_new_json_is_the_engine_s_first_state(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "new", "--players", "3", "--seed", "5", "--json"], capsys)
    assert status == 0
    assert json.loads(out) == {**state_json(new_game(3, 5)), "actor": 1}  # P0 deals, P1 on the dealer's left starts
    assert state_from_json(json.loads(out)) == new_game(3, 5)


def test_new_renders_and_refuses_five_players(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["forbidden", "new", "--players", "2", "--seed", "1"], capsys)
    assert status == 0 and out.startswith("round 1 · dealer P0 · P1 to draw or claim")
    status, _, err = run(["forbidden", "new", "--players", "5", "--seed", "1"], capsys)
    assert status == 2 and "2 to 4 players" in err


@pytest.mark.parametrize("command", ["moves", "apply", "new", "simulate"])
def test_every_play_command_has_help_with_examples(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["forbidden", command, "--help"])
    assert exit_info.value.code == 0
    assert "examples:" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------------------------------------------


def test_simulate_prints_the_designer_s_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        ["forbidden", "simulate", "--games", "3", "--players", "3", "--seed", "4", "--no-progress"], capsys
    )
    assert status == 0
    for row in (
        "rounds per game",
        "rounds ended by a Cheng",
        "claims per round",
        "blocks per round",
        "mistaken Chengs",
    ):
        assert row in out
    assert re.search(r"^invariant violations +0$", out, re.MULTILINE)


def test_simulate_json_is_reproducible_from_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["forbidden", "simulate", "--games", "2", "--players", "2", "--seed", "8", "--json", "--no-progress"]
    answers = []
    for _ in range(2):
        status, out, _ = run([*argv, "--policy", "greedy"], capsys)
        assert status == 0
        answers.append({key: value for key, value in json.loads(out).items() if key != "seconds"})
    assert answers[0] == answers[1]
    assert answers[0]["games"] == 2 and answers[0]["policy"] == "greedy" and answers[0]["violations"] == []


def test_simulate_reports_a_broken_engine_and_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def discard_loses_the_card(state: State, action: Discard, reading: Reading) -> State:
        player = state.players[state.turn]
        hand = player.hand - Cards.from_counter({action.card: 1})
        state = engine_play._set_player(state, state.turn, replace(player, hand=hand))
        return engine_play.pass_turn(state, (state.turn + 1) % state.player_count, reading)

    monkeypatch.setattr(engine_play, "_discard", discard_loses_the_card)
    status, out, _ = run(["forbidden", "simulate", "--games", "1", "--players", "3", "--no-progress"], capsys)
    assert status == 1
    assert "INVARIANT VIOLATION in the game with seed" in out
    assert "a card is missing" in out and "; discard " in out


def test_simulate_refuses_bad_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--players", "5"], ["--players", "4", "--max-rounds", "0"]):
        status, _, err = run(["forbidden", "simulate", "--no-progress", *argv], capsys)
        assert status == 2 and err.startswith("rulebook: error: ")
    with pytest.raises(SystemExit) as exit_info:  # a negative count is the parser's error
        main(["forbidden", "simulate", "--no-progress", "--games", "-1", "--players", "4"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.startswith("rulebook forbidden simulate: error: argument --games: -1 is negative")


def test_moves_and_apply_of_a_claim_that_empties_the_hand(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    # Sections 4 and 7: player 1 holds only R3 R4 (B7 B7 B7 and three more sets laid, no Forbidden card on the
    # table); player 0's R2 makes R2 R3 R4 with both, and the emptied hand goes Cheng without discarding.
    state = emptying_table(0)
    _, out, _ = run(["forbidden", "moves", write_state(state, tmp_path), "--json"], capsys)
    assert [entry["text"] for entry in json.loads(out)["actions"]] == ["draw", "claim 0 using R3 R4"]
    status, out, _ = run(["forbidden", "apply", write_state(state, tmp_path), "claim 0 using R3 R4", "--json"], capsys)
    after = state_from_json(json.loads(out))
    assert status == 0 and after.phase == "discard" and len(after.players[1].hand) == 0
    _, out, _ = run(["forbidden", "moves", write_state(after, tmp_path, "after.json"), "--json"], capsys)
    assert [entry["text"] for entry in json.loads(out)["actions"]] == ["cheng"]
    # One Forbidden card claimed onto the table: the emptied hand could not go Cheng, the claim is refused.
    lone = write_state(emptying_table(1), tmp_path, "lone.json")
    status, out, err = run(["forbidden", "apply", lone, "claim 0 using R3 R4"], capsys)
    assert status == 2 and out == "" and "forbidden.play.claim" in err
