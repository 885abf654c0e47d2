"""The play table (engine/table.py) against the reference engine (engine/play.py): the same games, position by position.

Expected values come from the other encoding: every position of seeded random games is played on both, and the
legal actions, the chosen action and the position after it must agree. The readings cover every option of every
reading of play, with two (two piles each, or one under ``variant.two-player=no``), three and four players.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulebook.forbidden.actions import Cheng, Claim, ClaimForbidden
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.simulate import (
    SEED_BOUND,
    game_seeds,
    pick_random,
    seeded_deal,
    simulate,
)
from rulebook.forbidden.engine.table import PlayTable, supports
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import State

PLAY_READINGS = [
    {},
    {"variant_fast": "yes"},
    {"claim_wild": "no"},
    {"claim_from_hand": "optional"},
    {"claim_forbidden_destination": "hand", "block_forbidden_claim": "no"},
    {"block_which_pile": "closest-only", "block_returned_card": "on-top"},
    {"block_next_player": "blocker-left"},
    {"draw_empty_claim": "claim-allowed"},
    {"mistake_next_round": "carries", "game_tie": "play-on"},
    {"wild_exhausted_card": "refused", "laid_wild_role": "fixed"},
    {"treasure_won": "cheng-player", "treasure_overflow": "game-ends", "draw_exhausted": "score-all"},
    {"monkey_power": "takes-emperor", "laid_split": "yes"},
    {"block_two_player_pile": "blocker-chooses", "block_returned_card": "on-top"},
    {"variant_two_player": "no"},
    {"wild_claimable": "yes", "cheng_compulsory": "yes"},
    {"cheng_compulsory": "yes", "variant_fast": "yes"},
    {"wild_claimable": "yes", "claim_wild": "no", "claim_from_hand": "optional"},
]
"""Every option of the readings of play, and a few of hands (the hand engine answers for both encodings)."""


def play_both(players: int, seed: int, reading: Reading, rounds: int = 3) -> Counter[str]:
    """Play ``seed``'s game on both encodings for ``rounds`` rounds, asserting they agree; the actions compared."""
    rng = random.Random(seed)
    state = engine_play.new_game(players, rng.randrange(SEED_BOUND), reading)
    return play_on(state, rng, reading, rounds, seed)


def play_on(state: State, rng: random.Random, reading: Reading, rounds: int, seed: int = 0) -> Counter[str]:
    """Go on from ``state`` on both encodings with the random policy up to round ``rounds``, asserting they agree."""
    table = PlayTable(state, reading)
    compared: Counter[str] = Counter()
    while state.phase != "game-over" and state.round <= rounds:
        if state.phase == "round-over":
            action = seeded_deal(state, rng.randrange(SEED_BOUND))
        else:
            actions = engine_play.legal_actions(state, reading)
            assert table.legal_actions() == actions, f"legal actions differ in {state.phase} (seed {seed})"
            action = pick_random(actions, rng)
        state = engine_play.apply(state, action, reading)
        table.apply(action)
        assert table.phase == state.phase
        if state.phase != "claim":  # a waiting claim is compared by the blocks and passes listed next
            assert table.frozen() == state, f"positions differ after {action} (seed {seed})"
        compared[type(action).__name__] += 1
    assert table.legal_actions() == engine_play.legal_actions(state, reading)  # none once the game is over
    return compared


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("changes", PLAY_READINGS, ids=lambda changes: ",".join(changes) or "default")
def test_the_table_plays_the_reference_engines_games(players: int, changes: dict[str, str]) -> None:
    reading = Reading(**changes)
    compared = sum(
        (play_both(players, seed, reading) for seed in game_seeds(len(changes) * 10 + players, 3)), Counter()
    )
    assert compared.total() > 300


def test_the_two_player_games_blocks_on_a_chosen_pile_are_compared() -> None:
    """Two players keep two piles each; under ``block.two-player-pile=blocker-chooses`` a claim of both piles offers
    a block on each, and the chosen pile is played on both encodings."""
    reading = Reading(block_two_player_pile="blocker-chooses")
    compared = sum((play_both(2, seed, reading, rounds=200) for seed in game_seeds(21, 12)), Counter())
    assert compared["Block"] and compared["Claim"], compared


def test_every_kind_of_action_is_compared() -> None:
    """Whole games of four players under the default reading: every kind of action comes, and each is compared."""
    compared = sum((play_both(4, seed, Reading(), rounds=200) for seed in game_seeds(13, 6)), Counter())
    kinds = {"Draw", "Discard", "Claim", "ClaimForbidden", "Block", "Pass", "Cheng", "Deal"}
    assert kinds <= set(compared), compared


@pytest.mark.parametrize(("seed", "claim"), [(1724819962, Claim), (556137866, Claim), (3325914985, ClaimForbidden)])
def test_a_claim_on_an_empty_draw_pile_is_played_alike(seed: int, claim: type[Claim | ClaimForbidden]) -> None:
    """Under ``draw.empty-claim=claim-allowed`` a turn starts on an empty draw pile when the player may claim.

    These seeds (found by playing games of four players) reach such a turn with ``claim`` listed: a claim of number
    cards, or only the claim of a Forbidden card.
    """
    reading = Reading(draw_empty_claim="claim-allowed")
    rng = random.Random(seed)
    state = engine_play.new_game(4, rng.randrange(SEED_BOUND), reading)
    while state.phase != "game-over":
        if state.phase == "round-over":
            state = engine_play.apply(state, seeded_deal(state, rng.randrange(SEED_BOUND)), reading)
            continue
        actions = engine_play.legal_actions(state, reading)
        if state.phase == "start" and not state.draw_pile and any(isinstance(a, claim) for a in actions):
            break
        state = engine_play.apply(state, pick_random(actions, rng), reading)
    assert state.phase == "start" and not state.draw_pile
    assert play_both(4, seed, reading, rounds=state.round)[claim.__name__]


@pytest.mark.parametrize(
    ("players", "seed", "changes"),
    [(4, 3791726006, {"wild_exhausted_card": "refused"}), (2, 1680481619, {})],
    ids=["a laid set's own wild under refused", "a two-player Cheng discarding onto an empty pile"],
)
def test_rare_positions_are_played_alike(players: int, seed: int, changes: dict[str, str]) -> None:
    """Whole games reaching positions few games reach, found by playing games on a table with a mistake planted.

    Under ``wild.exhausted-card=refused`` a laid set's own wild is exempt from the reading, so the quick test of a
    stuck colour leaves colours with laid sets to the hand engine (else it hides a Cheng); in the two-player game
    a Cheng's discard goes onto an empty pile first (``forbidden.two-player.piles``).
    """
    assert play_both(players, seed, Reading(**changes), rounds=200).total() > 300


@pytest.mark.parametrize("carries", ["lapses", "carries"])
def test_turns_lost_by_a_mistaken_cheng_are_passed_over_alike(carries: str) -> None:
    """Section 7, PENALTY: a mistaken Cheng loses the player's next turn (``mistake.next-round`` says whether a
    turn still owed at the round's end carries over). The random policy takes only listed Chengs, so the mistakes
    are made on the reference engine, by the two players after the dealer, and the table starts from there."""
    reading = Reading(mistake_next_round=carries)
    rng = random.Random(8)
    state = engine_play.new_game(4, 8, reading)
    mistaken: set[int] = set()
    while len(mistaken) < 2:
        actions = engine_play.legal_actions(state, reading)
        if state.phase == "discard" and state.turn not in mistaken and not isinstance(actions[-1], Cheng):
            mistaken.add(state.turn)
            state = engine_play.apply(state, Cheng(), reading)  # refused by the rules: the turn is lost
            assert state.players[state.turn].skip_next_turn
            continue
        state = engine_play.apply(state, pick_random(actions, rng), reading)
    assert sum(player.skip_next_turn for player in state.players) == 2
    assert play_on(state, rng, reading, rounds=3).total() > 100


def test_a_waiting_claim_is_not_frozen() -> None:
    """The table gives its position as a state only between actions, never while a claim waits for blocks."""
    reading = Reading()
    rng = random.Random(6)
    table = PlayTable(engine_play.new_game(4, 6, reading), reading)
    while table.phase != "claim":
        assert table.phase not in ("round-over", "game-over")
        table.apply(pick_random(table.legal_actions(), rng))
    with pytest.raises(ValueError, match="waiting claim"):
        table.frozen()


def test_the_table_starts_only_between_actions() -> None:
    """A position with a claim waiting for blocks is refused: the table starts from a deal or between actions."""
    reading = Reading()
    rng = random.Random(4)
    state = engine_play.new_game(4, 4, reading)
    while state.phase != "claim":
        assert state.phase not in ("round-over", "game-over")
        state = engine_play.apply(state, pick_random(engine_play.legal_actions(state, reading), rng), reading)
    assert not supports(state)
    with pytest.raises(ValueError, match="no claim waiting"):
        PlayTable(state, reading)


@pytest.mark.parametrize("players", [2, 4])
def test_a_run_without_checks_is_the_run_with_them(players: int) -> None:
    """Without checks the games go on the table (where it holds them); with them, on the reference engine."""
    checked = simulate(12, players, seed=3, progress=False, check=True)
    unchecked = simulate(12, players, seed=3, progress=False, check=False)
    assert unchecked.records == checked.records
    assert unchecked.violations == checked.violations == []
    fields = ("claims", "multi_pile_claims", "forbidden_claims", "blocks", "rounds_by_cheng", "actions")
    assert [getattr(unchecked, name) for name in fields] == [getattr(checked, name) for name in fields]
    assert checked.actions > 0


def test_an_action_the_table_does_not_make_is_refused() -> None:
    table = PlayTable(engine_play.new_game(4, 1), Reading())
    with pytest.raises(ValueError, match="does not make"):
        table.apply("draw")
