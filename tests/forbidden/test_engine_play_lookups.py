"""The play engine's lookups and remembered facts against the rules asked from scratch, along random games.

The engine answers which claims a hand completes from a table per claimed cards (``claims.Completions``), keeps the
laid sets' summary of a player's round by the identity of their tuple (``play._laid_summary``), and offers a Cheng
only after a discard that frees every stuck colour (``play._discard_choices``). Each answer here is compared with
the rule asked directly: every pile group and every multiset of hand cards judged by ``is_legal_claim`` (the
claimed cards and the hand cards are exactly one set of Section 5, ``forbidden.play.claim``); the laid sets added
up afresh; every discard of up to the allowed number of cards put to the hand engine's full Cheng test
(``forbidden.cheng.discard``). Positions come from random games (``simulate``'s policy and deals), sampled.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from rulebook.forbidden.actions import Action, Cheng, Claim
from rulebook.forbidden.cards import ALL_KINDS, COLOURS, KINDS_PER_COLOUR, NUMBER_INDEX, WILD, Cards
from rulebook.forbidden.engine import claims as engine_claims
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.discards import discard_multisets
from rulebook.forbidden.engine.round import hand_engine
from rulebook.forbidden.engine.simulate import choose_random, seeded_deal
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import LaidSet, State
from tests.forbidden.play_builders import cards

MAX_SET = 8
"""The longest set: a run of 2 to 9 (Section 5), so a claim takes at most 7 hand cards beside a claimed card."""


def random_positions(players: int, seed: int, reading: Reading, every: int) -> Iterator[State]:
    """Every ``every``-th position of one random game (all its rounds, deals left out) before the game ends."""
    rng = random.Random(seed)
    state = engine_play.new_game(players, rng.randrange(2**32), reading)
    step = 0
    while state.phase != "game-over":
        action: Action
        if state.phase == "round-over":
            action = seeded_deal(state, rng.randrange(2**32))
        else:
            actions = engine_play.legal_actions(state, reading)
            if step % every == 0:
                yield state
            step += 1
            action = choose_random(state, actions, rng, reading)
        state = engine_play.apply(state, action, reading)


def hand_multisets(hand: Cards) -> Iterator[Cards]:
    """Every multiset of the hand's number cards of one colour, with or without one of its wilds, up to 7 cards."""
    wilds = (0, 1) if hand.count(WILD) else (0,)
    for colour in range(len(COLOURS)):
        held = hand.counts[colour * KINDS_PER_COLOUR : (colour + 1) * KINDS_PER_COLOUR]
        for taken in itertools.product(*(range(n + 1) for n in held)):
            for wild in wilds:
                if sum(taken) + wild < MAX_SET:
                    counts = [0] * len(ALL_KINDS)
                    counts[colour * KINDS_PER_COLOUR : (colour + 1) * KINDS_PER_COLOUR] = taken
                    counts[ALL_KINDS.index(WILD)] = wild
                    yield Cards(tuple(counts))


def claims_from_scratch(state: State, reading: Reading) -> set[Claim]:
    """Every claim of opponents' number-card tops that ``is_legal_claim`` accepts, found by trying them all."""
    tops = [ref for ref in state.pile_refs() if ref.owner != state.turn and (state.pile(ref).top or "") in NUMBER_INDEX]
    groups = [group for size in range(1, len(tops) + 1) for group in itertools.combinations(tops, size)]
    hand = state.players[state.turn].hand
    return {
        Claim(group, given)
        for given in set(hand_multisets(hand))
        for group in groups
        if engine_claims.is_legal_claim(state, Claim(group, given), reading) is None
    }


READINGS = (
    (4, DEFAULT),
    (3, DEFAULT),
    (2, DEFAULT),
    (4, Reading(claim_wild="no")),
    (4, Reading(claim_from_hand="optional")),
)


@pytest.mark.parametrize(("players", "reading"), READINGS)
def test_the_claims_looked_up_are_every_legal_claim_tried_one_by_one(players: int, reading: Reading) -> None:
    checked = 0
    starts = (
        state
        for state in random_positions(players, seed=players + len(reading.changed()), reading=reading, every=3)
        if state.phase == "start"
    )
    for state in itertools.islice(starts, 80):
        offered = engine_claims.claims(state, reading)
        assert len(set(offered)) == len(offered), state
        assert set(offered) == claims_from_scratch(state, reading), state
        checked += bool(offered)
    assert checked > 0  # the sample holds positions with claims to compare


def test_a_completions_table_fits_exactly_the_rows_a_hand_holds() -> None:
    # Rows of the claimed R3 (with up to one wild): a row fits when the hand holds, rank by rank, what it needs.
    (completions,) = engine_claims._completions(("R3",), 1, 1)
    rng = random.Random(5)
    for _ in range(300):
        red = [rng.choice((0, 0, 1, 2, 3, 4, 5)) for _ in range(KINDS_PER_COLOUR)]  # 5: more than the deck holds
        hand = (*red, *([0] * (len(ALL_KINDS) - KINDS_PER_COLOUR)))
        mask = completions.fitting(hand)
        for row, (need, _) in enumerate(completions.needs):
            fits = all(n <= held for n, held in zip(need, red, strict=True))
            assert bool(mask >> row & 1) == fits, (red, need)


def test_the_example_claims_of_a_hand_read_off_the_table() -> None:
    # A claimed R4 with R3 R4 R4 R5 G2 W in hand (Section 5, one wild per set): the runs 3-4-5, 2(W)-3-4,
    # 4-5-6(W) and 2(W)-3-4-5 (or 3-4-5-6(W): the same cards), the pung R4 R4 R4, and R4 R4 R4 with the wild as a
    # pung or a kong. R3 R4 R4 R5 is no set with R4, and G2 is another colour.
    (completions,) = engine_claims._completions(("R4",), 1, 1)
    mask = completions.fitting(cards("R3 R4 R4 R5 G2 W").counts)
    given = {str(completions.row(row)[0]) for row in range(len(completions.needs)) if mask >> row & 1}
    assert given == {"R3 R5", "R3 W", "R5 W", "R3 R5 W", "R4 R4", "R4 W", "R4 R4 W"}


def test_a_claimed_wild_is_completed_in_every_colour_by_natural_cards_alone() -> None:
    # A claimed wild (wild.claimable=yes) is the set's one wild, so the hand gives none; alone it has no colour,
    # so there is one table per colour. With R3 R4 G4 G4 B7 W in hand: R3 R4 (W = R2 or R5) and G4 G4 (a pung);
    # R3 R4 is no pung, B7 stands alone, and the hand's wild never joins.
    tables = engine_claims._completions(("W",), 1, 1)
    assert [table.colour for table in tables] == [0, 1, 2]
    hand = cards("R3 R4 G4 G4 B7 W").counts
    given = {
        str(table.row(row)[0]) for table in tables for row in range(len(table.needs)) if table.fitting(hand) >> row & 1
    }
    assert given == {"R3 R4", "G4 G4"}


def test_the_laid_sets_summary_remembered_by_identity_is_the_summary_added_up_afresh() -> None:
    # Tuples of laid sets made and dropped in turn: each gets the summary of its own sets, and every remembered
    # summary keeps its tuple alive, so no other tuple can take that identity while it is remembered.
    texts = ["R3 R4 R5", "R7 R7 R7", "G2 G3 G4 G5", "B8 B8 W", "BY BY BY", "G7 G8 GY", "R2 R2 R2 R2", "B2 B3 B4"]
    sets = [LaidSet(cards(text), cards(text.split()[0])) for text in texts]
    rng = random.Random(3)
    for _ in range(100):
        chosen = tuple(rng.sample(sets, rng.randint(1, 3)))
        afresh = engine_play._summarise_laid(chosen)
        laid = tuple(list(chosen))
        assert engine_play._laid_summary(laid) == afresh
        del laid
    assert all(id(laid) == key for key, (laid, _) in engine_play._SUMMARIES.items())
    parts, wilds = engine_play._summarise_laid((sets[0], sets[3]))
    assert parts == ((0, 1, 1, 1, 0, 0, 0), None, (0, 0, 0, 0, 0, 2, 0)) and wilds == (0, 0, 1)


@pytest.mark.parametrize("players", [4, 2])
def test_stuck_colours_with_the_remembered_summary_are_those_found_afresh_along_random_games(players: int) -> None:
    for state in random_positions(players, seed=11, reading=DEFAULT, every=2):
        for player in state.players:
            if player.laid:
                remembered = engine_play.stuck_colours(player, player.hand, DEFAULT)
                engine_play._SUMMARIES.clear()
                assert engine_play.stuck_colours(player, player.hand, DEFAULT) == remembered


@pytest.mark.parametrize(("players", "reading"), [(4, DEFAULT), (3, Reading(variant_fast="yes"))])
def test_the_chengs_offered_are_every_discard_after_which_the_hand_engine_allows_cheng(
    players: int, reading: Reading
) -> None:
    engine = hand_engine(reading)
    offered_any = 0
    for seed in range(3):
        for state in random_positions(players, seed=seed, reading=reading, every=2):
            if state.phase != "discard":
                continue
            player = state.players[state.turn]
            laid = tuple(s.cards for s in player.laid)
            expected = {
                removed.tokens()
                for removed in discard_multisets(player.hand, reading.max_discards)
                if engine.may_cheng_query(HandQuery(player.hand - removed, laid, player.table_forbidden))
            }
            offered = [a for a in engine_play.legal_actions(state, reading) if isinstance(a, Cheng)]
            assert {tuple(d.card for d in cheng.discards) for cheng in offered} == expected, state
            offered_any += bool(offered)
    assert offered_any > 0
