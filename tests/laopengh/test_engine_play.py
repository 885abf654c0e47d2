"""The engine's play: setup, reveal, place, accusations, accept, the end (rulebook "Setup" to "End of Game").

The positions are written by hand (order numbers from the spec's table: CY1 7-8, CY2 9-10, CY3 11-12, CY4 13-14,
CR1 15-16, CR2 17-18, CR3 19-20, CR4 21-22, CB1 23-24, CB2 25-26, CB3 27-28, CB4 29-30, DY1 31-32, DY2 33-34,
DY3 35-36, DY4 37-38, DR1 39-40, DR2 41-42, DR3 43-44, DR4 45-46, DB1 47-48, DB2 49-50, DB3 51-52, DB4 53-54),
and the expected results are worked out in the comments from the rulebook's words and docs/laopengh-contract.md (Play).
"""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.core.register import rules
from rulebook.laopengh.actions import Accept, Accuse, Action, Place, Reveal, parse_action
from rulebook.laopengh.cards import ALL_KINDS, ORDER_TABLE, Card
from rulebook.laopengh.engine.play import IllegalActionError, apply, legal_actions, new
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import Open, State, state_from_json, state_json

DEFAULT = Reading()
ON_PILE = Reading(suspicion_window="next-on-pile")
FIRST_EMPTY = Reading(end_when="first-empty")


def c(text: str) -> Card:
    kind, _, number = text.partition("/")
    return Card(kind, int(number) if number else int(kind[1:]))


def cs(text: str) -> tuple[Card, ...]:
    return tuple(c(word) for word in text.split())


def position(**fields: Any) -> State:
    """A state from its JSON fields, cards written as text with spaces (``hands=["CY1/7 CY2/9", ""]``)."""
    data: dict[str, Any] = {}
    for name, value in fields.items():
        if name in ("hands", "piles"):
            data[name] = [text.split() for text in value]
        elif name == "aside":
            data[name] = value.split()
        elif name == "open":
            data[name] = [{"pile": p, "player": q, "legal": legal} for p, q, legal in value]
        else:
            data[name] = value
    return state_from_json(data)


def run(state: State, reading: Reading, *actions: str) -> State:
    for text in actions:
        action = parse_action(text)
        assert action in legal_actions(state, reading), (text, [str(a) for a in legal_actions(state, reading)])
        state = apply(state, action, reading)
    return state


def texts(actions: list[Action]) -> list[str]:
    return [str(action) for action in actions]


# --- setup --------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_new_deals_six_each_and_three_piles_from_the_shuffled_deck(players: int) -> None:
    # The contract's deal (docs/laopengh-contract.md, "The deal"), redone here: the 54 cards in canonical order
    # (each joker, then each theme card's two copies with the table's numbers), shuffled by random.Random(seed);
    # player p gets cards 6p..6p+5, the next three start the piles 0, 1, 2, the rest are set aside.
    deck = [Card(kind, number) for kind in ALL_KINDS for number in ORDER_TABLE[kind]]
    assert len(deck) == 54
    random.Random(99).shuffle(deck)
    state = new(players, 99, DEFAULT)
    assert state.hands == tuple(tuple(sorted(deck[6 * p : 6 * p + 6])) for p in range(players))
    assert state.piles == tuple((deck[6 * players + i],) for i in range(3))
    assert state.aside == tuple(sorted(deck[6 * players + 3 :]))
    assert (state.phase, state.round, state.revealed, state.orders, state.open) == (
        "reveal",
        1,
        (None,) * players,
        (),
        (),
    )


@pytest.mark.parametrize("players", [0, 1, 7])
def test_new_refuses_player_counts_outside_two_to_six(players: int) -> None:
    with pytest.raises(InputError):
        new(players, 1, DEFAULT)


STATED = Reading(deck_order_numbers="stated")


@pytest.mark.parametrize("players", [2, 6])
def test_new_under_stated_numbers_deals_the_two_each_deck_numbered_by_the_seed(players: int) -> None:
    # The contract's deal under deck.order-numbers=stated (docs/laopengh-contract.md, "The deal"), redone here:
    # random.Random(seed) first shuffles the numbers 7 to 54, which go in that order to the theme cards' copies in
    # canonical order (CY1, CY1, CY2, CY2, ... DB4, DB4); the jokers keep 1 to 6; the same generator then shuffles
    # the 54 cards, listed J1..J6 and then by card and number, and the deal goes on as under the table.
    rng = random.Random(99)
    numbers = list(range(7, 55))
    rng.shuffle(numbers)
    copies = [kind for kind in ALL_KINDS[6:] for _ in range(2)]
    themed = sorted(Card(kind, number) for kind, number in zip(copies, numbers, strict=True))
    deck = [Card(f"J{n}", n) for n in range(1, 7)] + themed
    rng.shuffle(deck)
    state = new(players, 99, STATED)
    assert state.hands == tuple(tuple(sorted(deck[6 * p : 6 * p + 6])) for p in range(players))
    assert state.piles == tuple((deck[6 * players + i],) for i in range(3))
    assert state.aside == tuple(sorted(deck[6 * players + 3 :]))
    # the deck the reading says: each theme card twice, every number 1 to 54 once, each joker with its own
    cards = state.cards()
    assert sorted(card.number for card in cards) == list(range(1, 55))
    assert all(sum(card.kind == kind for card in cards) == (1 if kind.startswith("J") else 2) for kind in ALL_KINDS)
    assert all(card.number == int(card.kind[1:]) for card in cards if card.kind.startswith("J"))
    # and not the table's numbering (a drawn numbering of 48 cards that equals the table is a 1-in-10^58 event)
    assert any(card.number not in ORDER_TABLE[card.kind] for card in cards)
    # the state reads back under the reading (every card stated) but not under the table
    assert state_from_json(state_json(state), "stated") == state
    with pytest.raises(InputError, match="under the spec's order table"):
        state_from_json(state_json(state), "table")


@pytest.mark.parametrize("numbers", ["table", "stated"])
def test_new_refuses_a_composition_that_names_no_deck(numbers: str) -> None:
    # Under deck.composition=totals-only only the total of 48 theme cards is known (Components), not how many copies
    # each card has: there is no deck to deal, whatever the numbering.
    reading = Reading(deck_composition="totals-only", deck_order_numbers=numbers)  # type: ignore[arg-type]
    with pytest.raises(InputError, match=r"deck\.composition=totals-only") as refused:
        new(3, 1, reading)
    assert "\n" not in str(refused.value)


def test_the_new_command_deals_or_refuses_the_readings_deck(capsys: pytest.CaptureFixture[str]) -> None:
    from rulebook.cli import main

    out = io.StringIO()
    status = main(["laopengh", "new", "--seed", "1", "--reading", "deck.composition=totals-only"], out)
    error = capsys.readouterr().err.strip().splitlines()
    assert status == 2 and out.getvalue() == "" and len(error) == 1 and "deck.composition=totals-only" in error[0]
    out = io.StringIO()
    status = main(
        ["laopengh", "new", "--seed", "1", "--players", "3", "--json", "--reading", "deck.order-numbers=stated"], out
    )
    assert status == 0 and state_from_json(json.loads(out.getvalue()), "stated") == new(3, 1, STATED)


def test_illegal_action_error_is_an_input_error() -> None:
    assert issubclass(IllegalActionError, InputError)


# --- reveal -------------------------------------------------------------------------------------------------------


def two_players() -> State:
    # player 0: CY2/9 and DB4/53; player 1: CR3/19 and J3. Piles: CY3/11, DR1/39, DB2/49.
    return position(hands=["CY2/9 DB4/53", "CR3/19 J3"], piles=["CY3/11", "DR1/39", "DB2/49"])


def test_reveal_lists_every_card_of_every_player_still_to_reveal() -> None:
    state = two_players()
    assert sorted(texts(legal_actions(state, DEFAULT))) == sorted(
        ["reveal 0 CY2/9", "reveal 0 DB4/53", "reveal 1 CR3/19", "reveal 1 J3"]
    )
    state = run(state, DEFAULT, "reveal 0 DB4/53")
    assert state.hands[0] == cs("CY2/9")
    assert state.revealed == (c("DB4/53"), None)
    assert state.phase == "reveal"
    assert sorted(texts(legal_actions(state, DEFAULT))) == ["reveal 1 CR3/19", "reveal 1 J3"]


def test_once_all_have_revealed_the_placing_begins_in_the_rules_order() -> None:
    # DB4/53 (player 0) against CR3/19 (player 1): one dragon, the other a crane -> lone dragon, optional:
    # orders (1, 0) (base: 19 before 53) and (0, 1) (dragon first).
    state = run(two_players(), DEFAULT, "reveal 0 DB4/53", "reveal 1 CR3/19")
    assert state.phase == "place"
    assert state.orders == ((0, 1), (1, 0))
    # with a joker instead: J3 (3) before DB4 (53), no lone dragon by default
    state = run(two_players(), DEFAULT, "reveal 0 DB4/53", "reveal 1 J3")
    assert state.orders == ((1, 0),)


def test_revealing_closes_the_last_rounds_open_card_under_next_placement_only() -> None:
    # player 1's CY3/11 lies open on CY4/13 (shares the crane and the yellow, one card beneath: legal)
    base = dict(hands=["CY2/9", "CR3/19"], piles=["CY4/13 CY3/11", "DR1/39", "DB2/49"], open=[(0, 1, True)])
    for reading, still_open in ((DEFAULT, ()), (ON_PILE, (Open(0, 1, True),))):
        state = run(position(**base), reading, "reveal 0 CY2/9")
        assert state.open == (Open(0, 1, True),)  # not yet: one card is still face down
        state = run(state, reading, "reveal 1 CR3/19")
        assert state.open == still_open


def test_when_the_rounds_last_card_closes_changes_no_position() -> None:
    # Player 1's CY3/11 lies open on CY1/7 CY4/13: three yellow cranes, illegal (it shares nothing with DR1/39 or
    # DB2/49, so pile 0 was its only fitting pile). An upheld accusation gives player 1 the two cards beneath it.
    # The accusation moves cards between the pile, hands and the cards aside, never a revealed card, so making it
    # before, between or after the reveals reaches the same position: the engine's end of the chance at the
    # turn-up (next-placement) against a later one (next-on-pile keeps the card open) decides no position.
    base = dict(
        hands=["CY2/9 DB3/51", "CR3/19 DY4/37"],
        piles=["CY1/7 CY4/13 CY3/11", "DR1/39", "DB2/49"],
        open=[(0, 1, False)],
    )
    before = run(position(**base), DEFAULT, "accuse 0 by 0", "reveal 0 CY2/9", "reveal 1 CR3/19")
    between = run(position(**base), DEFAULT, "reveal 0 CY2/9", "accuse 0 by 0", "reveal 1 CR3/19")
    after = run(position(**base), ON_PILE, "reveal 0 CY2/9", "reveal 1 CR3/19", "accuse 0 by 0")
    assert before == between == after
    assert before.hands == (cs("DB3/51"), cs("CY1/7 CY4/13 DY4/37")) and before.piles[0] == cs("CY3/11")
    # by default the turn-up closed it; under next-on-pile it stays open across the round until pile 0 is covered
    assert run(position(**base), DEFAULT, "reveal 0 CY2/9", "reveal 1 CR3/19").open == ()
    state = run(position(**base), ON_PILE, "reveal 0 CY2/9", "reveal 1 CR3/19", "place 0 on 2")
    assert state.open == (Open(0, 1, False), Open(2, 0, True)) and "accuse 0 by 0" in texts(
        legal_actions(state, ON_PILE)
    )
    state = run(state, ON_PILE, "place 1 on 0")
    assert [item.pile for item in state.open] == [2, 0]  # CR3/19 covered CY3/11: its chance has passed


def test_refused_reveals() -> None:
    state = two_players()
    for action in (Reveal(0, c("CR3/19")), Reveal(2, c("CY2/9")), Reveal(-1, c("CY2/9"))):
        with pytest.raises(IllegalActionError):
            apply(state, action, DEFAULT)
    state = run(state, DEFAULT, "reveal 0 CY2/9")
    with pytest.raises(IllegalActionError):  # player 0 has revealed already
        apply(state, Reveal(0, c("DB4/53")), DEFAULT)
    with pytest.raises(IllegalActionError):  # nothing to place before all have revealed
        apply(state, Place(0, 0), DEFAULT)


# --- place --------------------------------------------------------------------------------------------------------


def placing(reading: Reading = DEFAULT, **changes: Any) -> State:
    # Two players revealed DB4/53 (0) and CR3/19 (1); orders (0, 1) and (1, 0) (lone dragon, optional).
    fields: dict[str, Any] = dict(
        hands=["CY2/9", "J3"],
        piles=["CY3/11", "DR1/39", "DB2/49"],
        phase="place",
        revealed=["DB4/53", "CR3/19"],
        orders=[[0, 1], [1, 0]],
    )
    fields.update(changes)
    return position(**fields)


def test_the_lone_dragons_owner_alone_chooses_and_every_move_is_listed() -> None:
    # Sequence of Play, Exception: "the player with the dragon may play first" -- the choice is player 0's (DB4).
    # DB4 against CY3 (nothing: D/C, B/Y, 4/3), DR1 (dragon), DB2 (dragon, blue): fits 1 and 2, but on pile 0 it is
    # a bluff, still a move under any-illegal. Player 1 (CR3/19, the lower number) does not place before the choice.
    state = placing()
    assert sorted(texts(legal_actions(state, DEFAULT))) == [
        "decline 0",
        "place 0 on 0",
        "place 0 on 1",
        "place 0 on 2",
    ]
    with pytest.raises(IllegalActionError, match="lone dragon"):
        apply(state, Place(1, 0), DEFAULT)
    # triples-only: the bluffs on the matching rule are refused outright
    strict = Reading(suspicion_grounds="triples-only")
    assert sorted(texts(legal_actions(state, strict))) == ["decline 0", "place 0 on 1", "place 0 on 2"]
    with pytest.raises(IllegalActionError):
        apply(state, Place(0, 0), strict)
    # declined: the base order (1, 0) is left, and CR3 against CY3 (crane, 3), DR1 (red), DB2 (nothing) fits 0 and 1
    declined = apply(state, parse_action("decline 0"), DEFAULT)
    assert declined.orders == ((1, 0),)
    assert sorted(texts(legal_actions(declined, DEFAULT))) == ["place 1 on 0", "place 1 on 1", "place 1 on 2"]
    for refused in ("decline 0", "decline 1"):  # nothing left to decline; player 1 never held the choice
        with pytest.raises(IllegalActionError):
            apply(declined, parse_action(refused), DEFAULT)


def test_placing_lays_the_card_on_top_and_opens_it() -> None:
    state = apply(placing(), Place(0, 2), DEFAULT)  # DB4 on DB2: dragon and blue shared, no triple -> legal
    assert state.piles[2] == cs("DB2/49 DB4/53")
    assert state.revealed == (None, c("CR3/19"))
    assert state.orders == ((1,),)
    assert state.open == (Open(2, 0, True),)
    assert state.phase == "place"
    # the illegal bluff is a real placement, open with legal false
    bluff = apply(placing(), Place(0, 0), DEFAULT)
    assert bluff.piles[0] == cs("CY3/11 DB4/53")
    assert bluff.open == (Open(0, 0, False),)


def test_choosing_the_base_order_leaves_the_dragon_last() -> None:
    # player 0 declines; then CR3 on CY3: crane and 3 -> legal
    state = run(placing(), DEFAULT, "decline 0", "place 1 on 0")
    assert state.orders == ((0,),)
    assert legal_actions(state, DEFAULT)[0] == Place(0, 0)


def test_the_rounds_last_placement_ends_the_round() -> None:
    state = run(placing(), DEFAULT, "place 0 on 2", "place 1 on 1")
    assert (state.phase, state.round, state.revealed, state.orders) == ("reveal", 2, (None, None), ())
    # next-placement: only the last card is open
    assert state.open == (Open(1, 1, True),)
    # next-on-pile: both, on different piles
    state = run(placing(), ON_PILE, "place 0 on 2", "place 1 on 1")
    assert state.open == (Open(2, 0, True), Open(1, 1, True))


def test_next_on_pile_closes_the_card_beneath_only() -> None:
    # both on pile 1: DB4 on DR1 (dragon) legal, then CR3 on DB4 (nothing shared: C/D, R/B, 3/4) -> a bluff.
    state = run(placing(), ON_PILE, "place 0 on 1", "place 1 on 1")
    assert state.open == (Open(1, 1, False),)


def test_refused_placements() -> None:
    state = placing(orders=[[1, 0]])
    for action in (Place(0, 0), Place(1, 3), Place(1, -1), Place(5, 0)):  # player 0 is not first; no pile 3
        with pytest.raises(IllegalActionError):
            apply(state, action, DEFAULT)
    with pytest.raises(IllegalActionError):  # no revealing while placing
        apply(state, Reveal(0, c("CY2/9")), DEFAULT)


# --- accusations --------------------------------------------------------------------------------------------------

# The spec's suspicion.lowest witness: five cards beneath the accused card with order numbers, bottom to top,
# 40 9 30 12 20: DR1/40 CY2/9 CB4/30 CY3/12 CR3/20. The accused card on top, recorded with the verdict the placing
# rule gives it: CR4/21 (crane, red: with CR3 beneath and CY3 below that a crane run -> illegal when placed), or
# DR2/41 (shares the red with CR3; CY3 CR3 DR2 are no run of colour, number or animal -> legal when placed).
WITNESS_BENEATH = "DR1/40 CY2/9 CB4/30 CY3/12 CR3/20"
ILLEGAL_TOP, LEGAL_TOP = "CR4/21", "DR2/41"


def accusing(legal: bool, players: int = 3) -> State:
    hands = ["CY1/7", "DY1/31", "DY2/33", "DY3/35", "DY4/37", "DB1/47"][:players]
    pile = f"{WITNESS_BENEATH} {LEGAL_TOP if legal else ILLEGAL_TOP}"
    return position(
        hands=hands, piles=[pile, "DB2/49", "DB3/51"], phase="reveal", revealed=[None] * players,
        open=[(0, 0, legal)],
    )  # fmt: skip


def with_reading(**choices: str) -> Reading:
    return Reading(**choices)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lowest", "remainder", "taken", "pile", "aside"),
    [
        # bottom: the four lowest are the four at the bottom, 40 9 30 12; 20 is left
        ("bottom", "out-of-game", "DR1/40 CY2/9 CB4/30 CY3/12", "CR4/21", "CR3/20"),
        ("bottom", "stays-in-pile", "DR1/40 CY2/9 CB4/30 CY3/12", "CR3/20 CR4/21", ""),
        # lowest-order: 9 12 20 30 (the spec's witness); 40 is left
        ("lowest-order", "out-of-game", "CY2/9 CY3/12 CR3/20 CB4/30", "CR4/21", "DR1/40"),
        ("lowest-order", "stays-in-pile", "CY2/9 CY3/12 CR3/20 CB4/30", "DR1/40 CR4/21", ""),
    ],
)
@pytest.mark.parametrize("accusers", ["first-to-strike", "each-striker"])
def test_an_upheld_accusation_gives_the_owner_the_four_lowest(
    lowest: str, remainder: str, taken: str, pile: str, aside: str, accusers: str
) -> None:
    reading = with_reading(suspicion_lowest=lowest, suspicion_remainder=remainder, suspicion_accusers=accusers)
    state = apply(accusing(legal=False), Accuse(0, (2, 1)), reading)
    assert state.hands[0] == tuple(sorted(cs(f"CY1/7 {taken}")))  # the owner (player 0) takes them
    assert state.hands[1] == cs("DY1/31") and state.hands[2] == cs("DY2/33")
    assert state.piles[0] == cs(pile)
    assert state.aside == tuple(sorted(cs(aside)))
    assert state.open == ()


@pytest.mark.parametrize(
    ("lowest", "remainder", "taken", "pile", "aside"),
    [
        # first to strike takes two: bottom 40 9; lowest-order 9 12. Suspicion: "The correct card remains in place
        # alone, and any remaining cards are set aside face down" -- under either suspicion.remainder, whose
        # stays-in-pile reads only the rightful accusation's sentence.
        ("bottom", "out-of-game", "DR1/40 CY2/9", "DR2/41", "CB4/30 CY3/12 CR3/20"),
        ("bottom", "stays-in-pile", "DR1/40 CY2/9", "DR2/41", "CB4/30 CY3/12 CR3/20"),
        ("lowest-order", "out-of-game", "CY2/9 CY3/12", "DR2/41", "DR1/40 CB4/30 CR3/20"),
        ("lowest-order", "stays-in-pile", "CY2/9 CY3/12", "DR2/41", "DR1/40 CB4/30 CR3/20"),
    ],
)
def test_a_refuted_accusation_gives_the_first_striker_the_two_lowest(
    lowest: str, remainder: str, taken: str, pile: str, aside: str
) -> None:
    reading = with_reading(suspicion_lowest=lowest, suspicion_remainder=remainder)
    state = apply(accusing(legal=True), Accuse(0, (2, 1)), reading)
    assert state.hands[2] == tuple(sorted(cs(f"DY2/33 {taken}")))  # player 2 struck first
    assert state.hands[0] == cs("CY1/7") and state.hands[1] == cs("DY1/31")
    assert state.piles[0] == cs(pile)
    assert state.aside == tuple(sorted(cs(aside)))


@pytest.mark.parametrize(
    ("lowest", "remainder", "first", "second", "pile", "aside"),
    [
        # each striker in turn: bottom 40 9 to the first, 30 12 to the second, 20 left and set aside (the correct
        # card "remains in place alone" under either suspicion.remainder)
        ("bottom", "out-of-game", "DR1/40 CY2/9", "CB4/30 CY3/12", "DR2/41", "CR3/20"),
        ("bottom", "stays-in-pile", "DR1/40 CY2/9", "CB4/30 CY3/12", "DR2/41", "CR3/20"),
        # lowest-order: 9 12 to the first, 20 30 to the second, 40 left and set aside
        ("lowest-order", "out-of-game", "CY2/9 CY3/12", "CR3/20 CB4/30", "DR2/41", "DR1/40"),
        ("lowest-order", "stays-in-pile", "CY2/9 CY3/12", "CR3/20 CB4/30", "DR2/41", "DR1/40"),
    ],
)
def test_a_refuted_accusation_by_each_striker(
    lowest: str, remainder: str, first: str, second: str, pile: str, aside: str
) -> None:
    reading = with_reading(suspicion_lowest=lowest, suspicion_remainder=remainder, suspicion_accusers="each-striker")
    state = apply(accusing(legal=True), Accuse(0, (2, 1)), reading)
    assert state.hands[2] == tuple(sorted(cs(f"DY2/33 {first}")))
    assert state.hands[1] == tuple(sorted(cs(f"DY1/31 {second}")))
    assert state.piles[0] == cs(pile)
    assert state.aside == tuple(sorted(cs(aside)))


def test_the_remainder_reading_governs_only_the_rightful_accusation() -> None:
    # Suspicion: after a rightful accusation the placer "takes the 4 lowest cards from those remaining in the pile
    # and sets aside face down those that are left" (unclear, says the translator: reading suspicion.remainder);
    # after a wrongful one "The correct card remains in place alone, and any remaining cards are set aside face
    # down" (plain: no reading). Pile 0, bottom first: DR1/40 CY2/9 CB4/30 CY3/12 CR3/20, then the accused card.
    beneath = "DR1/40 CY2/9 CB4/30 CY3/12 CR3/20"
    stays = Reading(suspicion_remainder="stays-in-pile")
    # DR2/41 on CR3/20: shares the red; CY3 CR3 DR2 are neither one colour (Y R R), one number (3 3 2) nor one
    # animal (C C D): legal, so player 1's accusation is wrongful. Player 1 takes the bottom two, DR1/40 and CY2/9;
    # the other three are set aside and DR2/41 is alone, under stays-in-pile too.
    legal = position(
        hands=["CY1/7", "DY1/31", "DY2/33"], piles=[f"{beneath} DR2/41", "DB2/49", "DB3/51"], open=[(0, 0, True)]
    )
    refuted = apply(legal, Accuse(0, (1,)), stays)
    assert refuted.hands[1] == tuple(sorted(cs("DR1/40 CY2/9 DY1/31")))
    assert refuted.piles[0] == cs("DR2/41")
    assert refuted.aside == tuple(sorted(cs("CB4/30 CY3/12 CR3/20")))
    # CR4/21 on CR3/20 above CY3/12: three cranes, illegal, so the accusation is rightful. Player 0 takes the bottom
    # four; under stays-in-pile the fifth, CR3/20, stays beneath CR4/21 and nothing is set aside.
    illegal = position(
        hands=["CY1/7", "DY1/31", "DY2/33"], piles=[f"{beneath} CR4/21", "DB2/49", "DB3/51"], open=[(0, 0, False)]
    )
    upheld = apply(illegal, Accuse(0, (1,)), stays)
    assert upheld.hands[0] == tuple(sorted(cs("CY1/7 DR1/40 CY2/9 CB4/30 CY3/12")))
    assert upheld.piles[0] == cs("CR3/20 CR4/21")
    assert upheld.aside == ()


def test_a_short_pile_gives_what_there_is() -> None:
    # pile 1 is DB2/49 with DB3/51 on top (legal when placed, so refuted): one card beneath. Each striker: the first
    # takes it, the second nothing; upheld: the owner takes the one card.
    state = position(
        hands=["CY1/7", "DY1/31", "DY2/33"], piles=["CY3/11", "DB2/49 DB3/51", "DR1/39"], open=[(1, 0, True)]
    )
    each = Reading(suspicion_accusers="each-striker")
    after = apply(state, Accuse(1, (1, 2)), each)
    assert after.hands[1] == cs("DY1/31 DB2/49") and after.hands[2] == cs("DY2/33")
    assert after.piles[1] == cs("DB3/51") and after.aside == ()
    # CR3/19 on DB2/49 shares nothing (C/D, R/B, 3/2) while pile 0's CY3 takes it: illegal, so upheld
    upheld = position(
        hands=["CY1/7", "DY1/31", "DY2/33"], piles=["CY3/11", "DB2/49 CR3/19", "DR1/39"], open=[(1, 0, False)]
    )
    after = apply(upheld, Accuse(1, (2,)), DEFAULT)
    assert after.hands[0] == cs("CY1/7 DB2/49") and after.piles[1] == cs("CR3/19")


def test_the_accusations_listed_under_each_accusers_reading() -> None:
    # the open card is player 0's: the others are 1 and 2.
    state = accusing(legal=True)
    first = [a for a in legal_actions(state, DEFAULT) if isinstance(a, Accuse)]
    assert first == [Accuse(0, (1,)), Accuse(0, (2,))]
    each = [a for a in legal_actions(state, Reading(suspicion_accusers="each-striker")) if isinstance(a, Accuse)]
    # each-striker: the strikers in the order their hands struck ("he strikes that pile with his hand"), so 1 then
    # 2 and 2 then 1 are two moves
    assert sorted(each, key=lambda a: (len(a.accusers), a.accusers)) == [
        Accuse(0, (1,)),
        Accuse(0, (2,)),
        Accuse(0, (1, 2)),
        Accuse(0, (2, 1)),
    ]
    assert Accept() in legal_actions(state, DEFAULT)
    # four players, each-striker: every non-empty sequence of distinct players among three others,
    # 3 + 3*2 + 3*2*1 = 15
    four = accusing(legal=True, players=4)
    assert sum(isinstance(a, Accuse) for a in legal_actions(four, Reading(suspicion_accusers="each-striker"))) == 15


def test_every_listed_strike_order_is_applied_as_named() -> None:
    # each-striker on the witness pile (bottom DR1/40 CY2/9 CB4/30 CY3/12 CR3/20 beneath a legal DR2/41): the first
    # named takes the bottom two, DR1/40 and CY2/9, the second the next two, CB4/30 and CY3/12
    each = Reading(suspicion_accusers="each-striker")
    state = accusing(legal=True)
    listed = [a for a in legal_actions(state, each) if isinstance(a, Accuse) and len(a.accusers) == 2]
    assert sorted(a.accusers for a in listed) == [(1, 2), (2, 1)]
    one_first = apply(state, Accuse(0, (1, 2)), each)
    two_first = apply(state, Accuse(0, (2, 1)), each)
    assert one_first.hands[1] == tuple(sorted(cs("DY1/31 DR1/40 CY2/9")))
    assert one_first.hands[2] == tuple(sorted(cs("DY2/33 CB4/30 CY3/12")))
    assert two_first.hands[2] == tuple(sorted(cs("DY2/33 DR1/40 CY2/9")))
    assert two_first.hands[1] == tuple(sorted(cs("DY1/31 CB4/30 CY3/12")))


@pytest.mark.parametrize(
    "accusers",
    [(), (0,), (1, 1), (3,), (1, 0)],  # nobody; the owner; twice; no such player; the owner among others
)
def test_refused_accusations(accusers: tuple[int, ...]) -> None:
    with pytest.raises(IllegalActionError):
        apply(accusing(legal=False), Accuse(0, accusers), DEFAULT)


def test_only_an_open_card_can_be_accused() -> None:
    state = accusing(legal=False)
    with pytest.raises(IllegalActionError):  # nothing open on pile 1
        apply(state, Accuse(1, (1,)), DEFAULT)
    with pytest.raises(IllegalActionError):
        apply(state, Accuse(3, (1,)), DEFAULT)
    accepted = apply(state, Accept(), DEFAULT)
    assert accepted.open == () and accepted.piles == state.piles
    assert not any(isinstance(a, (Accuse, Accept)) for a in legal_actions(accepted, DEFAULT))
    for action in (Accuse(0, (1,)), Accept()):
        with pytest.raises(IllegalActionError):
            apply(accepted, action, DEFAULT)


def test_the_window_witness() -> None:
    # The spec's suspicion.window witness: a triple placed on one pile, then a card on another pile, then the
    # accusation. Player 0 lays CY4/13 on CY1/7 CY2/9 (crane and yellow thrice: illegal); player 1 lays DR2/41 on
    # DR1/39 (dragon, red: legal). By default the first card is closed by the second; under next-on-pile it is
    # still open and the accusation is rightful: player 0 takes CY1/7 and CY2/9.
    fields: dict[str, Any] = dict(
        hands=["DB1/47", "DB2/49"],
        piles=["CY1/7 CY2/9", "DR1/39", "DB3/51"],
        phase="place",
        revealed=["CY4/13", "DR2/41"],
        orders=[[0, 1]],
    )
    for reading, open_after in ((DEFAULT, False), (ON_PILE, True)):
        state = run(position(**fields), reading, "place 0 on 0", "place 1 on 1")
        assert (Open(0, 0, False) in state.open) is open_after
        if open_after:
            state = apply(state, Accuse(0, (1,)), reading)
            assert state.hands[0] == cs("CY1/7 CY2/9 DB1/47")
            assert state.piles[0] == cs("CY4/13")
        else:
            with pytest.raises(IllegalActionError):
                apply(state, Accuse(0, (1,)), reading)


def test_an_accepted_triple_is_followed_by_a_new_triple() -> None:
    # suspicion.accepted: CY1 CY2 CY4 accepted; CY3 on top makes yellow-crane with CY2 CY4: a new triple, accusable.
    state = position(
        hands=["DB1/47", "DB2/49"],
        piles=["CY1/7 CY2/9 CY4/13", "DR1/39", "DB3/51"],
        phase="place",
        revealed=["CY3/11", "DR2/41"],
        orders=[[0, 1]],
    )
    state = apply(state, Place(0, 0), DEFAULT)
    assert state.open == (Open(0, 0, False),)


# --- the end ------------------------------------------------------------------------------------------------------


def last_round(hands: list[str], reading: Reading) -> State:
    # Two players place their revealed cards: CR4/21 (0) on DR4/45 (red and 4: legal), then CB1/23 (1) on DB4/53
    # (blue: legal). Orders: 21 before 23 (no dragon revealed).
    state = position(
        hands=hands,
        piles=["DR4/45", "DB4/53", "DY4/37"],
        phase="place",
        revealed=["CR4/21", "CB1/23"],
        orders=[[0, 1]],
    )
    return run(state, reading, "place 0 on 0")


def test_round_end_waits_for_the_last_card_then_an_empty_hand_wins() -> None:
    state = run(last_round(["", "CY1/7"], DEFAULT), DEFAULT, "place 1 on 1")
    # the round is over, player 0's hand is empty, player 1's card is still open: only accusations and accept
    assert state.phase == "reveal"
    assert texts(legal_actions(state, DEFAULT)) == ["accuse 1 by 0", "accept"]
    with pytest.raises(IllegalActionError):
        apply(state, Reveal(1, c("CY1/7")), DEFAULT)
    over = apply(state, Accept(), DEFAULT)
    assert (over.phase, over.winners) == ("over", (0,))
    assert legal_actions(over, DEFAULT) == []
    with pytest.raises(IllegalActionError):
        apply(over, Reveal(1, c("CY1/7")), DEFAULT)


def test_round_end_a_wrongful_accusation_costs_the_empty_hand_the_win() -> None:
    # player 0 (empty hand) accuses player 1's legal CB1 on DB4: refuted, player 0 takes DB4/53, the one card beneath.
    state = run(last_round(["", "CY1/7"], DEFAULT), DEFAULT, "place 1 on 1", "accuse 1 by 0")
    assert state.hands[0] == cs("DB4/53")
    assert state.phase == "reveal" and state.winners == ()
    assert sorted(texts(legal_actions(state, DEFAULT))) == ["reveal 0 DB4/53", "reveal 1 CY1/7"]


def test_round_end_ties_win_together() -> None:
    state = run(last_round(["", ""], DEFAULT), DEFAULT, "place 1 on 1", "accept")
    assert (state.phase, state.winners) == ("over", (0, 1))


def test_round_end_an_upheld_accusation_of_the_last_card_refills_the_hand() -> None:
    # player 1's last card is a bluff: CR2/17 on DB4/53 shares nothing (C/D, R/B, 2/4) while it fits pile 0 (CR4/21
    # on top by then: crane, red). Player 0 accuses: upheld, player 1 takes DB4/53, the one card beneath; player 0
    # still holds CY1/7, so no hand is empty and the game goes on.
    state = position(
        hands=["CY1/7", ""], piles=["DR4/45", "DB4/53", "DY4/37"], phase="place",
        revealed=["CR4/21", "CR2/17"], orders=[[0, 1]],
    )  # fmt: skip
    state = run(state, DEFAULT, "place 0 on 0", "place 1 on 1")
    assert state.open == (Open(1, 1, False),)
    state = apply(state, Accuse(1, (0,)), DEFAULT)
    assert state.hands[1] == cs("DB4/53") and state.phase == "reveal" and state.winners == ()


def test_first_empty_wins_as_soon_as_the_last_card_is_no_longer_open() -> None:
    # player 0's last card is placed first; player 1's placement closes it (next-placement): player 0 wins at once.
    state = last_round(["", "CY1/7"], FIRST_EMPTY)
    assert state.phase == "place"  # the card is open: not yet
    state = apply(state, Place(1, 1), FIRST_EMPTY)
    assert (state.phase, state.winners) == ("over", (0,))


def test_first_empty_an_upheld_accusation_is_no_win() -> None:
    # next-on-pile: player 0's last card is a bluff, CR2/17 on DB4/53 (nothing shared: C/D, R/B, 2/4) while it fits
    # DR4/45 (red). Player 1 lays CB1/23 on DY4/37 (nothing shared: C/D, B/Y, 1/4, while CR2 on pile 1 shares the
    # crane: a bluff too); a card on another pile closes nothing under next-on-pile. Player 0's card accused: upheld,
    # player 0 takes DB4/53 and does not win.
    reading = Reading(end_when="first-empty", suspicion_window="next-on-pile")
    state = position(
        hands=["", "CY1/7"], piles=["DR4/45", "DB4/53", "DY4/37"], phase="place",
        revealed=["CR2/17", "CB1/23"], orders=[[0, 1]],
    )  # fmt: skip
    state = run(state, reading, "place 0 on 1", "place 1 on 2")
    assert state.phase == "reveal" and state.open == (Open(1, 0, False), Open(2, 1, False))
    state = apply(state, Accuse(1, (1,)), reading)
    assert state.hands[0] == cs("DB4/53") and state.phase == "reveal"


def test_first_empty_ties_go_to_the_card_placed_earliest() -> None:
    # Players 0 and 1 have empty hands, their last cards open on piles 1 and 0; player 1's item is listed first (it
    # was placed earlier). Accept closes both at once: player 1 wins, not the lower player number.
    reading = Reading(end_when="first-empty", suspicion_window="next-on-pile")
    state = position(
        hands=["", "", "CY1/7"], piles=["DR4/45 DR3/43", "DB4/53 DB3/51", "DY4/37"], phase="place",
        revealed=[None, None, "CB1/23"], orders=[[2]], open=[(0, 1, True), (1, 0, True)],
    )  # fmt: skip
    over = apply(state, Accept(), reading)
    assert (over.phase, over.winners) == ("over", (1,))
    # the other way round: player 0's card first
    swapped = position(
        hands=["", "", "CY1/7"], piles=["DR4/45 DR3/43", "DB4/53 DB3/51", "DY4/37"], phase="place",
        revealed=[None, None, "CB1/23"], orders=[[2]], open=[(1, 0, True), (0, 1, True)],
    )  # fmt: skip
    assert apply(swapped, Accept(), reading).winners == (0,)


def two_open() -> State:
    """After the round's last placement, under next-on-pile: two cards open, both legal, both hands emptied.

    Player 0's CR2/17 on CB1/23 (pile 0: the crane) was placed first, player 2's DR3/43 on DR1/39 (pile 1: the red
    dragon) last; player 1 still holds CR4/21.
    """
    return position(
        hands=["", "CR4/21", ""], piles=["CB1/23 CR2/17", "DR1/39 DR3/43", "DB2/49"],
        phase="reveal", revealed=[None, None, None], open=[(0, 0, True), (1, 2, True)],
    )  # fmt: skip


@pytest.mark.parametrize(
    ("accept", "end", "phase", "open_left", "winners"),
    [
        # every-open: both cards accepted; round-end: both empty hands win together; first-empty: the card placed
        # first (player 0's CR2, listed first) wins, "the player who first gets rid of all of his cards"
        ("every-open", "round-end", "over", (), (0, 2)),
        ("every-open", "first-empty", "over", (), (0,)),
        # latest-only: DR3, placed last, is accepted; CR2 stays open. round-end: the game waits for CR2's fate;
        # first-empty: player 2 has no card and none open, so wins at once
        ("latest-only", "round-end", "reveal", (Open(0, 0, True),), ()),
        ("latest-only", "first-empty", "over", (), (2,)),
    ],
)
def test_one_pass_accepts_every_open_card_or_the_latest(
    accept: str, end: str, phase: str, open_left: tuple[Open, ...], winners: tuple[int, ...]
) -> None:
    reading = with_reading(suspicion_window="next-on-pile", suspicion_accept=accept, end_when=end)
    after = apply(two_open(), Accept(), reading)
    assert (after.phase, after.open, after.winners) == (phase, open_left, winners)
    assert after.piles == two_open().piles and after.hands == two_open().hands


def test_under_latest_only_the_card_left_open_can_still_be_accused_then_accepted() -> None:
    reading = Reading(suspicion_window="next-on-pile", suspicion_accept="latest-only")
    state = apply(two_open(), Accept(), reading)
    # round-end with an empty hand and CR2 still open: only the accusations of pile 0 and accept remain
    assert texts(legal_actions(state, reading)) == ["accuse 0 by 1", "accuse 0 by 2", "accept"]
    # a second pass accepts CR2 too: nothing open, players 0 and 2 win together
    over = apply(state, Accept(), reading)
    assert (over.phase, over.winners) == ("over", (0, 2))


def test_under_next_placement_the_accept_readings_agree() -> None:
    # one card open at most: "every open card" and "the latest" are the same card
    state = accusing(legal=False)
    for accept in ("every-open", "latest-only"):
        assert apply(state, Accept(), with_reading(suspicion_accept=accept)).open == ()


def test_first_empty_the_rounds_last_card_waits_for_its_chance_to_pass() -> None:
    # Player 1 places the round's last card, the last of the hand (CB1/23 on DB4/53, blue: legal). Under
    # next-placement it stays open until the next round's cards are turned up; player 1 has nothing to reveal, so
    # the cards cannot all be turned up (every player must have a revealed card): player 0 may reveal, the placing
    # does not begin, and accepting closes the card: player 1 wins.
    state = last_round(["CY1/7", ""], FIRST_EMPTY)
    state = apply(state, Place(1, 1), FIRST_EMPTY)
    assert (state.phase, state.open) == ("reveal", (Open(1, 1, True),))
    state = run(state, FIRST_EMPTY, "reveal 0 CY1/7")
    assert state.phase == "reveal"
    assert texts(legal_actions(state, FIRST_EMPTY)) == ["accuse 1 by 0", "accept"]
    state = apply(state, Accept(), FIRST_EMPTY)
    assert (state.phase, state.winners) == ("over", (1,))


def test_first_empty_a_player_holding_a_revealed_card_has_not_won() -> None:
    # player 0 revealed the last card: hand empty, but the card is not yet placed: the reveal goes on.
    state = position(hands=["CY2/9", "CR3/19"], piles=["CY3/11", "DR1/39", "DB2/49"])
    state = apply(state, Reveal(0, c("CY2/9")), FIRST_EMPTY)
    assert state.phase == "reveal" and state.hands[0] == ()


def test_every_card_stays_somewhere_through_a_random_game() -> None:
    # a whole game played by random legal actions keeps all 54 cards, each once
    rng = random.Random(3)
    state = new(4, 3, DEFAULT)
    everything = sorted(card.number for card in state.cards())
    for _ in range(2000):
        actions = legal_actions(state, DEFAULT)
        if not actions:
            break
        state = apply(state, rng.choice(actions), DEFAULT)
        assert sorted(card.number for card in state.cards()) == everything
    assert everything == list(range(1, 55))


def test_the_engine_names_every_rule_it_encodes_and_imports_no_model() -> None:
    # the contract (tests/test_contract.py) once the game is registered: each rule id the spec gives the engine
    # appears in solver/rulebook/laopengh/engine/*.py; and the engine never reaches into the independent Z3 model.
    folder = Path(__file__).resolve().parents[2] / "solver" / "rulebook" / "laopengh" / "engine"
    source = "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.py")))
    named = set(re.findall(r"laopengh\.[a-z-]+\.[a-z-]+", source))
    encoded = [rule.id for rule in rules("laopengh") if "engine" in rule.encoded_by]
    assert len(encoded) == 16
    assert set(encoded) <= named
    assert "laopengh.model" not in source and "from . import model" not in source
