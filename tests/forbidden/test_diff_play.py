"""Witnesses for the readings of play (solver/rulebook/forbidden/readings/diff_play.py).

Each key's witness is checked three ways: the position is valid, the engine itself (called here, not through the
module) answers differently under the two readings, and the answers are the ones worked out by hand from the
rulebook (rulebook sections, or the reading's definition in spec/forbidden.toml and docs/forbidden-play.md).
The premises of each hand-worked answer (the cards of the witness) are asserted first, so a change of witness
fails loudly instead of silently passing.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.forbidden.actions import parse_action
from rulebook.forbidden.cards import Cards, parse_cards
from rulebook.forbidden.engine.play import apply, legal_actions
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.readings.diff_play import PLAY_KEYS, SETUP_KEY, play_witness
from rulebook.forbidden.state import PileRef, State, state_from_json, state_json
from rulebook.forbidden.validate import violations

SPEC_PLAY = {entry.key: entry for entry in reading_keys("forbidden") if entry.scope == "play"}
MODEL_KEYS = (
    "claim.wild",
    "wild.claimable",
    "block.forbidden-claim",
    "block.which-pile",
    "claim.from-hand",
    "block.two-player-pile",
    "block.next-player",
    "draw.empty-claim",
    "mistake.next-round",
    "game.tie",
    "treasure.overflow",
)


def other_option(key: str) -> str:
    entry = SPEC_PLAY[key]
    return next(option for option in entry.options if option != entry.default)


def witness(key: str) -> Witness:
    found = play_witness(key, DEFAULT, Reading.from_mapping({key: other_option(key)}))
    assert isinstance(found, Witness), found
    return found


def state_of(found: Witness) -> State:
    return state_from_json(found.input["state"])


def after(found: Witness, reading: Reading) -> State:
    action = found.input["action"]
    assert action is not None
    return apply(state_of(found), parse_action(action), reading)


def reading(key: str, option: str) -> Reading:
    return Reading.from_mapping({key: option})


def hand(state: State, player: int) -> Cards:
    return state.players[player].hand


# ---------------------------------------------------------------------------------------------------------------
# Every play key
# ---------------------------------------------------------------------------------------------------------------


def test_play_keys_are_the_spec_play_keys() -> None:
    assert tuple(SPEC_PLAY) == PLAY_KEYS
    # The register read as plain TOML, apart from the register loader: every [[reading]] of scope "play".
    spec = tomllib.loads((Path(__file__).parents[2] / "spec" / "forbidden.toml").read_text(encoding="utf-8"))
    assert len(PLAY_KEYS) == sum(entry.get("scope") == "play" for entry in spec["reading"])


POSITION_KEYS = [key for key in PLAY_KEYS if key != SETUP_KEY]
"""Every play key but variant.two-player, which acts at the set-up of a game rather than at a position."""


@pytest.mark.parametrize("key", POSITION_KEYS)
def test_witness_is_valid_and_the_engine_differs(key: str) -> None:
    found = witness(key)
    state = state_of(found)
    assert violations(state) == []
    assert found.subject == key
    assert found.size > 0
    assert found.base_answer != found.other_answer
    assert found.rules == SPEC_PLAY[key].rules
    assert found.confirmed_by == (("engine", "model") if key in MODEL_KEYS else ("engine",))
    assert found.base.startswith(f"{key}={SPEC_PLAY[key].default}")
    assert found.other.startswith(f"{key}={other_option(key)}")
    json.dumps(found.as_json())  # JSON-ready
    base, other = DEFAULT, reading(key, other_option(key))
    if found.input["action"] is None:
        assert sorted(map(str, legal_actions(state, base))) != sorted(map(str, legal_actions(state, other)))
    else:
        assert state_json(after(found, base)) != state_json(after(found, other))


@pytest.mark.parametrize("key", POSITION_KEYS)
def test_equal_readings_give_a_scoped_proof(key: str) -> None:
    proof = play_witness(key, DEFAULT, DEFAULT)
    assert isinstance(proof, ScopedProof)
    assert proof.method == "exhaustive"
    assert proof.inputs > 0
    assert f"({proof.inputs} positions)" in proof.scope


def test_the_two_player_rules_show_in_a_new_two_player_game() -> None:
    # TWO PLAYER RULES: three Forbidden cards out (97 cards), two discard piles each started from four turned-up
    # cards, 150 points to win; without them two players play the game for three or four (Section 2's 100 cards,
    # one pile each and nothing turned up, 200 points: Section 1).
    found = play_witness(SETUP_KEY, DEFAULT, reading(SETUP_KEY, "no"))
    assert isinstance(found, Witness)
    assert found.input == {"new_game": {"players": 2, "seed": 0}}
    assert found.base_answer == {
        "discard_piles_per_player": 2,
        "cards_in_play": 97,
        "turned_up_pile_cards": 4,
        "winning_total": 150,
    }
    assert found.other_answer == {
        "discard_piles_per_player": 1,
        "cards_in_play": 100,
        "turned_up_pile_cards": 0,
        "winning_total": 200,
    }
    proof = play_witness(SETUP_KEY, DEFAULT, DEFAULT)
    assert isinstance(proof, ScopedProof) and proof.inputs == 1


@pytest.mark.parametrize("key", ["laid.split", "no.such-key", ""])
def test_a_key_that_is_not_a_play_key_is_refused(key: str) -> None:
    with pytest.raises(InputError, match="not a reading key of play"):
        play_witness(key, DEFAULT, DEFAULT)


def test_swapped_readings_swap_the_answers() -> None:
    forward = witness("claim.wild")
    backward = play_witness("claim.wild", reading("claim.wild", "no"), DEFAULT)
    assert isinstance(backward, Witness)
    assert (backward.base_answer, backward.other_answer) == (forward.other_answer, forward.base_answer)


def test_readings_differing_elsewhere_still_get_a_true_witness() -> None:
    # Under treasure.won=cheng-player a Cheng wins the chest, so no chest is kept and none overflows: the family's
    # Cheng positions cannot tell treasure.overflow's options apart. A round ending on an empty draw pile (nobody
    # wins the chest) can: docs/forbidden-play.md, "A chest too large to deal around".
    won = {"treasure.won": "cheng-player"}
    base = Reading.from_mapping({**won, "treasure.overflow": "return-to-deck"})
    other = Reading.from_mapping({**won, "treasure.overflow": "game-ends"})
    found = play_witness("treasure.overflow", base, other)
    assert isinstance(found, Witness)
    assert state_of(found).draw_pile == ()
    assert found.input["action"].startswith("discard")
    assert after(found, base).phase == "round-over"
    assert after(found, other).phase == "game-over"
    assert "treasure.won=cheng-player" in found.base


# ---------------------------------------------------------------------------------------------------------------
# Hand-worked answers, key by key
# ---------------------------------------------------------------------------------------------------------------


def test_claim_wild() -> None:
    found = witness("claim.wild")
    state = state_of(found)
    # Premises: player 0 starts a turn; the only number card on an opponent's pile is R3 on player 1's pile; the
    # hand's only red cards are R2 and a wild.
    assert (state.phase, state.turn) == ("start", 0)
    tops = {ref: state.pile(ref).top for ref in state.pile_refs() if ref.owner != 0 and state.pile(ref).top}
    assert tops == {PileRef(1): "R3"}
    red = [card for card in hand(state, 0).tokens() if card.startswith("R") or card == "W"]
    assert red == ["R2", "W"]
    # Section 5: one wild may substitute for a card needed to complete a set, so R2 R3 W is a run (W = R4);
    # claim.wild=yes lets the hand give that wild (spec: 'May the hand cards ... include a wild card?').
    expected_yes = ["claim 1 using R2 W", "draw"]
    # claim.wild=no: R2 and R3 alone are two cards, not a set; only the draw is left (Section 4).
    expected_no = ["draw"]
    assert found.base_answer == expected_yes
    assert found.other_answer == expected_no
    assert sorted(map(str, legal_actions(state, DEFAULT))) == expected_yes
    assert sorted(map(str, legal_actions(state, reading("claim.wild", "no")))) == expected_no


def test_claim_forbidden_destination() -> None:
    found = witness("claim.forbidden-destination")
    state = state_of(found)
    # Premises: player 1's pile shows a Forbidden card; nobody holds one in hand, so the claim stands at once.
    assert found.input["action"] == "claim-forbidden 1"
    assert state.pile(PileRef(1)).top == "F"
    assert all(player.hand.count("F") == 0 for player in state.players)
    # Section 6: 'you do not add it into your hand. You must keep it face up ... on the table' (table).
    table = after(found, DEFAULT).players[0]
    assert (table.table_forbidden, table.hand.count("F")) == (1, 0)
    # The review's reading (hand): it goes into the hand as the turn's draw.
    into_hand = after(found, reading("claim.forbidden-destination", "hand")).players[0]
    assert (into_hand.table_forbidden, into_hand.hand.count("F")) == (0, 1)
    assert found.base_answer["table_forbidden"] == 1
    assert found.other_answer["forbidden_in_hand"] == 1


def test_block_forbidden_claim() -> None:
    found = witness("block.forbidden-claim")
    state = state_of(found)
    # Premises: two players; player 1's pile shows a Forbidden card and player 1 holds another.
    assert state.player_count == 2
    assert found.input["action"] == "claim-forbidden 1"
    assert state.pile(PileRef(1)).top == "F"
    assert hand(state, 1).count("F") == 1
    # Section 6, Blocking: a claim of the top discard of a pile (including your own) may be blocked; under yes the
    # Forbidden claim is such a claim, so player 1 is asked and may block or pass.
    assert found.base_answer == {"phase": "claim", "actor": 1, "block_actions": ["block", "pass"]}
    # Under no the claim stands at once: player 0 goes on to discard, nobody is asked.
    assert found.other_answer == {"phase": "discard", "actor": 0, "block_actions": []}
    assert after(found, DEFAULT).phase == "claim"
    assert after(found, reading("block.forbidden-claim", "no")).players[0].table_forbidden == 1


def test_block_which_pile() -> None:
    found = witness("block.which-pile")
    state = state_of(found)
    # Premises: two players; player 0 claims both of player 1's piles with R2; pile 1 (closest to the claimant's
    # left) holds a crosswise Forbidden card under R3, pile 1.1 shows R4; player 1 holds a Forbidden card.
    assert state.player_count == 2
    assert found.input["action"] == "claim 1,1.1 using R2"
    closest, farther = state.pile(PileRef(1, 0)), state.pile(PileRef(1, 1))
    assert closest.crosswise is not None and closest.top == "R3" and not closest.top_is_crosswise
    assert farther.cards == ("R4",) and farther.crosswise is None
    assert hand(state, 1).count("F") == 1
    # closest-blockable: 'You block the one closest to his left', which cannot be blocked again (IMPORTANT!), so
    # the next claimed pile, 1.1, is the one to block, and player 1 is asked.
    assert found.base_answer == {"phase": "claim", "pile_to_block": "1.1", "asked": 1, "laid": []}
    # closest-only: the closest pile cannot be blocked, so nobody may block: the claim stands, R2 R3 R4 is laid.
    assert found.other_answer == {"phase": "discard", "pile_to_block": None, "asked": None, "laid": ["R2 R3 R4"]}
    stood = after(found, reading("block.which-pile", "closest-only")).players[0].laid
    assert [laid.cards for laid in stood] == [parse_cards("R2 R3 R4")]


def test_block_returned_card() -> None:
    found = witness("block.returned-card")
    state = state_of(found)
    # Premises: player 0's claim of R3 from player 1's otherwise empty pile waits; player 1 blocks.
    assert found.input["action"] == "block"
    assert state.claim is not None and state.claim.cards == ("R3",)
    assert state.pile(PileRef(1)).cards == ()
    assert hand(state, 1).count("F") == 1
    # Section 6: the blocker places the Forbidden card 'crosswise atop its pile' and 'the opponent must return the
    # discard to its pile'. under-blocker: the returned R3 goes under the crosswise card.
    under = after(found, DEFAULT).pile(PileRef(1))
    assert (under.cards, under.crosswise) == (("R3", "F"), 1)
    # on-top: the returned R3 lies above the crosswise card.
    on_top = after(found, reading("block.returned-card", "on-top")).pile(PileRef(1))
    assert (on_top.cards, on_top.crosswise) == (("F", "R3"), 0)
    assert found.base_answer == {"blocked_pile": "1", "cards": "R3 F*"}
    assert found.other_answer == {"blocked_pile": "1", "cards": "F* R3"}


def test_block_next_player() -> None:
    found = witness("block.next-player")
    state = state_of(found)
    # Premises: three players (with two, the blocker is always the claimant's left); player 0's claim waits and
    # player 1 (on player 0's left) holds the only Forbidden card in a hand.
    assert state.player_count == 3
    assert state.turn == 0 and found.input["action"] == "block"
    assert [player.hand.count("F") for player in state.players] == [0, 1, 0]
    # claimant-left: 'This player loses his turn', so play passes on to the claimant's left, player 1.
    assert after(found, DEFAULT).turn == 1
    # blocker-left: play continues from the blocker's left, player 2.
    assert after(found, reading("block.next-player", "blocker-left")).turn == 2
    assert (found.base_answer["turn"], found.other_answer["turn"]) == (1, 2)


def test_draw_exhausted() -> None:
    found = witness("draw.exhausted")
    state = state_of(found)
    # Premises: two players, an empty draw pile; player 0 makes the last discard, B2, and keeps three kongs and
    # G2; player 1 holds three kongs and B7.
    assert state.player_count == 2 and state.draw_pile == () and state.phase == "discard"
    assert found.input["action"] == "discard B2"
    assert hand(state, 0) == parse_cards("R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 R7 G2 B2")
    assert hand(state, 1) == parse_cards("G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4 B7")
    # void (spec: 'the default scores nothing, as a drawn hand in mahjong').
    assert found.base_answer == {"phase": "round-over", "ended_by": "draw-pile-empty", "scores": [0, 0]}
    # score-all: each hand scores as a non-Cheng hand; Scoring: 10 points for each set of four, three each.
    assert found.other_answer == {"phase": "round-over", "ended_by": "draw-pile-empty", "scores": [30, 30]}
    result = after(found, reading("draw.exhausted", "score-all")).result
    assert result is not None and result.scores == (30, 30)


def test_treasure_won() -> None:
    found = witness("treasure.won")
    state = state_of(found)
    # Premises: two players; player 0 goes Cheng without discarding with two kongs and two pungs; player 1 holds
    # three kongs and B7; the chest holds the two cards of a first deal.
    assert state.player_count == 2 and found.input["action"] == "cheng"
    assert hand(state, 0) == parse_cards("R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 G2 G2 G2")
    assert hand(state, 1) == parse_cards("G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4 B7")
    assert len(state.chest) == 2
    # never: Scoring gives 10 (Cheng bonus) + 10 + 10 (kongs) + 5 + 5 (pungs) = 40, and 30 to player 1; the
    # chest stays for the next deal (Section 8: 'EXCEPT, if unclaimed, the cards in the Treasure envelope').
    assert found.base_answer["scores"] == [40, 30]
    assert (found.base_answer["chest_won"], found.base_answer["chest_kept_for_next_deal"]) == (False, 2)
    # cheng-player (spec: '5 points per card in it are added to their round score, and the next deal starts a
    # new chest'): 40 + 5 * 2 = 50.
    assert found.other_answer["scores"] == [50, 30]
    assert (found.other_answer["chest_won"], found.other_answer["chest_kept_for_next_deal"]) == (True, 0)


def test_treasure_overflow() -> None:
    found = witness("treasure.overflow")
    state = state_of(found)
    # Premises: two players; the round ends now; the chest leaves fewer than the 33 cards a two-player deal needs
    # (docs/forbidden-play.md: 13 per player, 2 chest cards, 4 pile cards, 1 to draw), and no total reaches 150.
    assert state.player_count == 2
    assert 97 - len(state.chest) < 13 * 2 + 2 + 4 + 1
    assert all(player.score == 0 for player in state.players)
    # return-to-deck (spec: 'returns its cards to the deck for that deal'): the round is over, the chest is not kept.
    assert found.base_answer["phase"] == "round-over"
    assert found.base_answer["chest_kept_for_next_deal"] == 0
    # game-ends (spec: 'the game ends after the round'): no next deal.
    assert found.other_answer["phase"] == "game-over"
    assert after(found, reading("treasure.overflow", "game-ends")).phase == "game-over"


def test_monkey_power() -> None:
    found = witness("monkey.power")
    state = state_of(found)
    # Premises: two players; player 0 goes Cheng without discarding holding the Emperor, two Forbidden cards, two
    # kongs and a pung; player 1 holds the Monkey and three kongs.
    assert state.player_count == 2 and found.input["action"] == "cheng"
    assert hand(state, 0) == parse_cards("R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 F F EM")
    assert hand(state, 1) == parse_cards("G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4 MO")
    # none: Scoring gives player 0 10 (Cheng) + 10 + 10 + 5 = 35, times 3 for three Forbidden cards (the Emperor
    # is one, as in the Wild Dragon example; emperor.forbidden=always) = 105; player 1 scores 30.
    assert found.base_answer["scores"] == [105, 30]
    # takes-emperor (spec: the Monkey's holder takes the Emperor and doubles their own score): player 0 keeps two
    # Forbidden cards, 35 * 2 = 70; player 1 scores 30 * 2 = 60.
    assert found.other_answer["scores"] == [70, 60]
    result = after(found, reading("monkey.power", "takes-emperor")).result
    assert result is not None and result.scores == (70, 60)


def test_wild_claimable() -> None:
    found = witness("wild.claimable")
    state = state_of(found)
    # Premises: player 0 starts a turn; the only top of an opponent's pile is a wild; player 0 holds R2 R3 R8 and
    # cards no two of which make a set with a wild (green and black 2, 5, 8; the four Royal cards).
    assert (state.phase, state.turn) == ("start", 0)
    tops = {ref: state.pile(ref).top for ref in state.pile_refs() if ref.owner != 0 and state.pile(ref).top}
    assert tops == {PileRef(1): "W"}
    assert hand(state, 0) == parse_cards("R2 R3 R8 G2 G5 G8 B2 B5 B8 EM ES MO RO")
    # no (Section 2: a wild is a Royal card; Section 4: a Royal card is never claimed): only the draw.
    assert found.base_answer == ["draw"]
    # yes (the Quick Start counts the wilds among the number cards): R2 R3 + the wild is a run (W = R4).
    assert found.other_answer == ["claim 1 using R2 R3", "draw"]
    # Smallest: two hands of 13 and the wild on the pile.
    assert found.size == 2 * 13 + 1


def test_cheng_compulsory() -> None:
    found = witness("cheng.compulsory")
    state = state_of(found)
    # Premises: player 0 is to discard, holding four runs and pungs, the Rooster and the G8 (14 cards).
    assert (state.phase, state.turn) == ("discard", 0)
    assert hand(state, 0) == parse_cards("R2 R3 R4 G2 G3 G4 B2 B3 B4 R7 R7 R7 RO G8")
    # no: every kind held may be discarded (12 kinds) and the Cheng after the G8 is listed beside them.
    discards = sorted(
        f"discard {kind}" for kind in ("R2", "R3", "R4", "G2", "G3", "G4", "B2", "B3", "B4", "R7", "RO", "G8")
    )
    assert found.base_answer == sorted(["cheng discarding G8", *discards])
    # yes (Section 7: play continues until a player has a complete hand, who then says Cheng): the Cheng alone.
    assert found.other_answer == ["cheng discarding G8"]
    assert found.size == 2 * 13 + 1


def test_claim_from_hand() -> None:
    found = witness("claim.from-hand")
    state = state_of(found)
    # Premises: four players; the three opponents' piles show R2, R3 and R4; player 0 holds no red card.
    assert (state.player_count, state.phase, state.turn) == (4, "start", 0)
    tops = {str(ref): state.pile(ref).top for ref in state.pile_refs() if state.pile(ref).top}
    assert tops == {"1": "R2", "2": "R3", "3": "R4"}
    assert not [card for card in hand(state, 0).tokens() if card.startswith("R") or card == "W"]
    # Section 4: the claimant 'add[s] the cards from his hand to complete the set'; with no red card in hand no
    # set can be completed from it, so under required only the draw is left.
    assert found.base_answer == ["draw"]
    # optional: R2 R3 R4 is a run of Section 5 on its own, claimed from the three piles with no hand card.
    assert found.other_answer == ["claim 1,2,3 using", "draw"]
    # Smallest: 4 hands of 13 cards and the three tops (with two or three players the tops are too few for a set).
    assert found.size == 4 * 13 + 3


def test_block_two_player_pile() -> None:
    found = witness("block.two-player-pile")
    state = state_of(found)
    # Premises: two players; player 0's claim of R3 (pile 1) and R4 (pile 1.1), both player 1's, waits; player 1
    # holds a Forbidden card; neither pile holds a crosswise card.
    assert state.player_count == 2 and state.phase == "claim" and found.input["action"] is None
    assert state.claim is not None and state.claim.piles == (PileRef(1, 0), PileRef(1, 1))
    assert all(state.pile(ref).crosswise is None for ref in state.claim.piles)
    assert hand(state, 1).count("F") == 1
    # first-pile: one block action, and it lays the Forbidden card on the opponent's first pile.
    assert found.base_answer == {"asked": 1, "blocks": {"block": "1"}}
    # blocker-chooses: player 1 names either pile; each block lands where it names.
    assert found.other_answer == {"asked": 1, "blocks": {"block 1": "1", "block 1.1": "1.1"}}
    # Smallest: two hands of 13 cards and the two claimed cards.
    assert found.size == 2 * 13 + 2


def test_block_next_player_agrees_when_the_blocker_sits_on_the_claimants_right() -> None:
    # The family of block.next-player: player 0's claim waits, one player blocks. Where the blocker sits on the
    # claimant's right (player n - 1), the blocker's left is the claimant, who lost the turn: blocker-left passes
    # the claimant over, so both readings give the turn to player 1, the claimant's left.
    from rulebook.forbidden.readings.diff_play import family

    found = family("block.next-player")
    blocker_left = reading("block.next-player", "blocker-left")
    on_the_right = [probe for probe in found.probes if f"player {probe.state.player_count - 1} blocks" in probe.note]
    assert {probe.state.player_count for probe in on_the_right} == {2, 3, 4}
    for probe in on_the_right:
        assert found.answer(probe, DEFAULT)["turn"] == found.answer(probe, blocker_left)["turn"] == 1
