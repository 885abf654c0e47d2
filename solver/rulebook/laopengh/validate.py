"""Whether a Lao Pengh state can arise in a game, and whether one action's step was sound: every problem, not the first.

:func:`state_problems` lists what is wrong with a position on its own, :func:`step_problems` what is wrong with a
step from one position to the next by one action; the simulator (:mod:`rulebook.laopengh.engine.simulate`) runs both
after every action. Neither imports the engine they check: the judgement a placement records is restated here from
the rulebook ("Placing Cards", "Jokers"; ``spec/rulebooks/lao-pengh.txt``) and the readings of
``spec/laopengh.toml`` (:func:`placement_legal`), so an engine that records a wrong verdict is caught even when its
own judge agrees with it.

- every one of the 54 cards lies in exactly one place (hands, piles, revealed, aside) with its own order number
  (rules ``laopengh.deck.cards``, ``laopengh.setup.deal``): each joker once with its own number, each theme card
  twice, and under reading ``deck.order-numbers=table`` each copy with one of the spec's table's numbers for it
  (under ``stated`` any of 7 to 54, each once); hands and ``aside`` are sorted;
- there are three piles and none is empty; a placement lays the card on top of the pile it names
  (``laopengh.place.declare``), an accusation leaves the accused card on top, alone after a wrongful accusation
  ("The correct card remains in place alone", Suspicion) and after a rightful one under
  ``suspicion.remainder=out-of-game``;
- open items lie on existing piles and belong to existing players; under ``suspicion.window=next-placement`` at most
  one is open, under ``next-on-pile`` at most one a pile (rules ``laopengh.suspicion.accuse``,
  ``laopengh.suspicion.accepted``); every open card is its pile's top, laid on at least one card, and its
  recorded verdict is the one the placing rule gives it on the piles of the moment it was placed, as far as the
  position settles them (:func:`verdict_problems`); a new item records the placement's legality on the piles it
  was placed on; ``accept`` closes every open card (reading ``suspicion.accept=every-open``) or only the last one
  listed, the card placed last (``latest-only``), and leaves the others as they were (rule
  ``laopengh.suspicion.accepted``);
- the phase agrees with the rest: in ``reveal`` no orders, and some player still to reveal (once every player has
  laid a card the cards are turned up and placed); in ``place`` a revealed card still to place, and every order
  lists exactly the players still holding one, each once (rules ``laopengh.round.reveal``, ``laopengh.round.order``,
  ``laopengh.round.lone-dragon``);
  ``over`` has winners with empty hands and nothing else (rule ``laopengh.end.winners``), and a game not over is not
  one that should have ended; the round number moves by at most one.

A state read from a user (the play commands, the corpus questions) is checked by :func:`check_state`: a state file
may leave out the cards set aside (``spec/laopengh-state.schema.json``: ``aside`` "may be left out"; the corpus's
positions leave out the setup's leftovers), so the deck's cards it does not show are counted as aside
(:func:`leftovers_aside`) and everything else is held to :func:`state_problems` as the simulator holds the engine's
states.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from rulebook.core.play.validation import state_check
from rulebook.laopengh.actions import Accept, Accuse, Action, Place
from rulebook.laopengh.cards import (
    ALL_KINDS,
    COPIES,
    DECK_SIZE,
    ORDER_TABLE,
    PILES,
    THEME_ORDER_NUMBERS,
    Card,
    colour_of,
    is_joker,
    joker_number,
    number_of,
    themes_of,
)
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS, Open, State

_KIND_OF_NUMBER = {number: kind for kind, numbers in ORDER_TABLE.items() for number in numbers}
"""Which card carries each order number under reading ``deck.order-numbers=table``."""


# --- the placement rule, restated -------------------------------------------------------------------------------


def _common(values: Sequence[object]) -> bool:
    """Every value present (a joker has no colour and no number) and all the same."""
    return None not in values and len(set(values)) == 1


def _share(a: str, b: str) -> bool:
    """Rulebook "Placing Cards": a common animal (a joker shows both), the same colour or the same corner number."""
    if set(themes_of(a)) & set(themes_of(b)):
        return True
    return _common([colour_of(a), colour_of(b)]) or _common([number_of(a), number_of(b)])


def _run_of_three(pile: Sequence[str], card: str, reading: Reading) -> bool:
    """Whether ``card`` on ``pile`` (bottom first) shows one colour, number or animal three times in a row.

    Jokers break runs of colours and numbers; in a run of animals they count as either animal under
    ``joker.theme-run=counts-as-both``, and are skipped under ``transparent`` (a joker laid makes no run of animals;
    a theme card makes one with the two nearest theme cards beneath it).
    """
    if len(pile) < 2:
        return False
    trio = [pile[-2], pile[-1], card]
    if _common([colour_of(kind) for kind in trio]) or _common([number_of(kind) for kind in trio]):
        return True
    if reading.joker_theme_run == "counts-as-both":
        shown = [set(themes_of(kind)) for kind in trio]
        return bool(shown[0] & shown[1] & shown[2])
    if is_joker(card):
        return False
    beneath = [kind for kind in reversed(pile) if not is_joker(kind)][:2]
    return len(beneath) == 2 and all(themes_of(kind) == themes_of(card) for kind in beneath)


def placement_legal(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> bool:
    """Whether laying ``card`` on pile ``pile`` of ``piles`` (kinds, bottom first) keeps the placing rules.

    Legal when the card fits no pile at all (rule ``laopengh.place.free``), or when it shares with the target's top
    and makes no run of three there (rules ``laopengh.place.match``, ``laopengh.place.no-triple``). A card fits a
    pile whose top it shares with; under ``place.fits-no-pile=no-legal-place`` only if it makes no run there too.
    """
    strict = reading.place_fits_no_pile == "no-legal-place"
    fits = [
        stack for stack in piles if _share(stack[-1], card) and not (strict and _run_of_three(stack, card, reading))
    ]
    target = piles[pile]
    return not fits or (_share(target[-1], card) and not _run_of_three(target, card, reading))


def _fits(stack: Sequence[str], card: str, reading: Reading) -> bool:
    """Whether ``card`` fits ``stack``: it shares with the top (and makes no run there, under ``no-legal-place``)."""
    strict = reading.place_fits_no_pile == "no-legal-place"
    return _share(stack[-1], card) and not (strict and _run_of_three(stack, card, reading))


def possible_verdicts(piles: Sequence[Sequence[str] | None], pile: int, card: str, reading: Reading) -> set[bool]:
    """The verdicts the placing rule can give ``card`` laid on pile ``pile`` when some piles are not known.

    ``piles`` holds each pile as it lay when the card was placed (kinds, bottom first), or None where the position
    does not settle it; the target pile is always known. Shares with the target's top and no run there: legal,
    whatever the other piles held. Fits some known pile otherwise: illegal. Fits no known pile: legal when every pile
    is known (rule ``laopengh.place.free``), and either verdict when one is not (a card fits some piles and not
    others).

    >>> possible_verdicts([["CY3", "CY4"], None, None], 0, "CY1", Reading())
    {False}
    >>> sorted(possible_verdicts([["DR2"], None, ["DB3"]], 0, "CY1", Reading()))
    [False, True]
    """
    target = piles[pile]
    assert target is not None
    if _share(target[-1], card) and not _run_of_three(target, card, reading):
        return {True}
    if any(stack is not None and _fits(stack, card, reading) for stack in piles):
        return {False}
    return {True} if all(stack is not None for stack in piles) else {True, False}


def verdict_problems(state: State, reading: Reading) -> list[str]:
    """Each open card whose recorded verdict is not the one the placing rule gives it; empty when none is.

    Legality is judged when the card is placed, against the piles of that moment (rule ``laopengh.place.illegal``),
    and an open card is its pile's top: an accusation reaches only the open top, so the cards beneath it lie as they
    did then, and a pile holding only the open card would have had it placed on nothing. Under
    ``suspicion.window=next-placement`` the one open card is the last placement, so every other pile also lies as it
    did. Under ``next-on-pile`` a pile whose open card was placed earlier (listed before it in ``open``) has not
    changed since; any other pile may have (a later card there accused, or covering one), and the verdict is
    checked against the verdicts its possible piles allow (:func:`possible_verdicts`).
    """
    problems: list[str] = []
    piles = _kinds(state)
    for index, item in enumerate(state.open):
        if not (0 <= item.pile < len(piles) == PILES and 0 <= item.player < state.players):
            continue
        stack = piles[item.pile]
        if len(stack) < 2:
            alone = state.piles[item.pile][-1] if stack else "-"
            problems.append(f"open card {alone} on pile {item.pile} lies alone: placed on nothing")
            continue
        earlier = {other.pile for other in state.open[:index]}
        settled = reading.suspicion_window == "next-placement"
        then: list[Sequence[str] | None] = [
            stack[:-1] if number == item.pile else other if settled or number in earlier else None
            for number, other in enumerate(piles)
        ]
        if item.legal not in possible_verdicts(then, item.pile, stack[-1], reading):
            recorded, rule = ("legal", "illegal") if item.legal else ("illegal", "legal")
            problems.append(
                f"open card {state.piles[item.pile][-1]} on pile {item.pile} (player {item.player}) is recorded "
                f"{recorded}, but the placing rule makes it {rule} on the piles it was placed on"
            )
    return problems


# --- a position on its own --------------------------------------------------------------------------------------


def _kinds(state: State) -> list[list[str]]:
    return [[card.kind for card in pile] for pile in state.piles]


def _sorted(cards: Sequence[Card]) -> bool:
    return all(a < b for a, b in pairwise(cards))


def state_problems(state: State, reading: Reading) -> list[str]:
    """What is wrong with ``state`` on its own; empty when nothing is."""
    problems: list[str] = []
    cards = state.cards()
    numbers = sorted(card.number for card in cards)
    if numbers != list(range(1, DECK_SIZE + 1)):
        counts = Counter(numbers)
        missing = sorted(set(range(1, DECK_SIZE + 1)) - set(counts))
        twice = sorted(number for number, count in counts.items() if count > 1)
        problems.append(f"{len(cards)} cards, not each of the {DECK_SIZE} once: missing {missing}, repeated {twice}")
    problems += _deck_problems(cards, reading)
    if not all(_sorted(hand) for hand in state.hands) or not _sorted(state.aside):
        problems.append("a hand or the cards aside are not sorted")
    if len(state.piles) != PILES or any(not pile for pile in state.piles):
        problems.append(f"piles {[len(pile) for pile in state.piles]}: there must be {PILES}, none empty")
    if len(state.revealed) != state.players:
        problems.append(f"{len(state.revealed)} revealed entries for {state.players} players")
    if not MIN_PLAYERS <= state.players <= MAX_PLAYERS:
        problems.append(f"{state.players} players")
    problems += _open_problems(state, reading)
    problems += verdict_problems(state, reading)
    problems += _phase_problems(state, reading)
    return problems


def _numbers_of(kind: str) -> range:
    """The order numbers a card may carry under ``deck.order-numbers=stated``: a joker its own, a theme card 7 to 54."""
    return range(joker_number(kind), joker_number(kind) + 1) if is_joker(kind) else THEME_ORDER_NUMBERS


def _deck_problems(cards: Sequence[Card], reading: Reading) -> list[str]:
    """What is wrong with the deck a game is played with (rules ``laopengh.deck.cards``, ``laopengh.setup.deal``).

    A game is dealt from the two-each deck (a new game under ``deck.composition=totals-only`` is refused): each card
    as often as :data:`COPIES` says, a joker with its own number, a theme card with the table's number for it
    (``deck.order-numbers=table``) or any theme number (``stated``: the numbers are read off the cards).
    """
    problems: list[str] = []
    kinds = Counter(card.kind for card in cards)
    off = sorted(f"{kind} x{kinds[kind]}" for kind in set(COPIES) | set(kinds) if kinds[kind] != COPIES.get(kind, 0))
    if off:
        problems.append(f"copies unlike the deck's (each joker once, each theme card twice): {' '.join(off)}")
    if reading.deck_order_numbers == "table":
        wrong = [card for card in cards if _KIND_OF_NUMBER.get(card.number) != card.kind]
    else:
        wrong = [card for card in cards if card.number not in _numbers_of(card.kind)]
    if wrong:
        problems.append(f"cards with another card's order number: {' '.join(map(str, sorted(wrong)))}")
    return problems


def _open_problems(state: State, reading: Reading) -> list[str]:
    problems: list[str] = []
    for item in state.open:
        if not (0 <= item.pile < PILES and 0 <= item.player < state.players):
            problems.append(f"open item {item} names no pile or player")
    if reading.suspicion_window == "next-placement" and len(state.open) > 1:
        problems.append(f"{len(state.open)} cards open under suspicion.window=next-placement")
    piles = [item.pile for item in state.open]
    if len(set(piles)) != len(piles):
        problems.append(f"two cards open on one pile: {state.open}")
    placing = state.phase == "place" and reading.suspicion_window == "next-placement"
    if placing and any(
        state.revealed[item.player] is not None for item in state.open if 0 <= item.player < state.players
    ):
        problems.append("the open card's owner still holds a revealed card this round")
    return problems


def _phase_problems(state: State, reading: Reading) -> list[str]:
    problems: list[str] = []
    holding = {player for player, card in enumerate(state.revealed) if card is not None}
    empty = [player for player, hand in enumerate(state.hands) if not hand]
    if state.phase == "reveal":
        if state.orders:
            problems.append("orders in phase reveal")
        if state.revealed and len(holding) == len(state.revealed):
            problems.append("every player has revealed a card, yet phase reveal: once all have, placing begins")
        if reading.end_when == "round-end" and not holding and not state.open and empty:
            problems.append(f"the round is over with empty hands {empty} and nothing open, yet the game goes on")
    elif state.phase == "place":
        if not state.orders:
            problems.append("phase place with no order left")
        if not holding:
            problems.append("phase place with no revealed card left to place")
        for order in state.orders:
            if len(set(order)) != len(order) or set(order) != holding:
                problems.append(f"order {order} does not list exactly the players holding a card {sorted(holding)}")
    elif state.phase == "over":
        if not state.winners or list(state.winners) != sorted(set(state.winners)):
            problems.append(f"winners {state.winners}")
        if any(state.hands[player] for player in state.winners if 0 <= player < state.players):
            problems.append(f"a winner of {state.winners} holds cards")
        if reading.end_when == "round-end" and list(state.winners) != empty:
            problems.append(f"winners {state.winners}, empty hands {empty}")
        if reading.end_when == "first-empty" and len(state.winners) != 1:
            problems.append(f"winners {state.winners} under end.when=first-empty")
        if state.orders or state.open:
            problems.append("orders or open cards left in a game that is over")
    if state.phase != "over" and state.winners:
        problems.append(f"winners {state.winners} while the game goes on")
    if state.phase != "over" and reading.end_when == "first-empty":
        owners = {item.player for item in state.open}
        won = [player for player in empty if state.revealed[player] is None and player not in owners]
        if won:
            problems.append(f"players {won} have emptied their hands unaccused, yet the game goes on")
    return problems


# --- a state read from a user -----------------------------------------------------------------------------------


def leftovers_aside(state: State, reading: Reading) -> State:
    """``state`` with the deck's cards it does not show laid aside: what a state file may leave out.

    For each card short of its copies, an order number no card of the position carries, one the card may carry
    (:data:`ORDER_TABLE`'s under ``deck.order-numbers=table``, any theme number under ``stated``), lowest first. A
    position that shows every card is returned as it is; a card shown too often or with a number another card
    carries stays for :func:`state_problems` to name.

    >>> from rulebook.laopengh.engine.play import new
    >>> dealt = new(2, seed=1)
    >>> leftovers_aside(replace(dealt, aside=()), Reading()) == dealt
    True
    """
    shown = state.cards()
    kinds = Counter(card.kind for card in shown)
    free = sorted(set(range(1, DECK_SIZE + 1)) - {card.number for card in shown})
    table = reading.deck_order_numbers == "table"
    missing: list[Card] = []
    for kind in ALL_KINDS:
        allowed = ORDER_TABLE[kind] if table else _numbers_of(kind)
        numbers = [number for number in free if number in allowed][: max(COPIES[kind] - kinds[kind], 0)]
        missing += [Card(kind, number) for number in numbers]
        free = [number for number in free if number not in numbers]
    return replace(state, aside=tuple(sorted((*state.aside, *missing)))) if missing else state


def read_problems(state: State, reading: Reading) -> list[str]:
    """What is wrong with a state read from a user: :func:`state_problems` with the cards not shown laid aside."""
    return state_problems(leftovers_aside(state, reading), reading)


check_state = state_check(read_problems)
"""Refuse a state read from a user that cannot arise in a game, naming every problem (its leftovers laid aside)."""


# --- one step --------------------------------------------------------------------------------------------------


def step_problems(before: State, action: Action, after: State, reading: Reading) -> list[str]:
    """What is wrong with ``after``, reached from ``before`` by ``action``; empty when nothing is.

    Whether a game not over offers a legal action is the simulator's to ask (it needs the engine).
    """
    problems = state_problems(after, reading)
    if after.round not in (before.round, before.round + 1):
        problems.append(f"the round went from {before.round} to {after.round}")
    if isinstance(action, Place):
        card = before.revealed[action.player]
        if card is None or after.piles[action.pile][-1] != card:
            problems.append(f"{action}: the revealed card {card} is not on top of pile {action.pile}")
        elif after.phase != "over":
            legal = placement_legal(_kinds(before), action.pile, card.kind, reading)
            if not after.open or after.open[-1] != Open(action.pile, action.player, legal):
                verdict = "legal" if legal else "illegal"
                problems.append(f"{action}: the open cards {after.open} do not end with its placement, {verdict}")
    if isinstance(action, Accept) and after.phase != "over":
        kept = () if reading.suspicion_accept == "every-open" else before.open[:-1]
        if after.open != kept:
            problems.append(f"accept: the open cards {after.open} are not {kept} (suspicion.accept)")
    if isinstance(action, Accuse):
        top = before.piles[action.pile][-1]
        pile = after.piles[action.pile]
        if pile[-1] != top:
            problems.append(f"{action}: the accused card {top} is no longer on top")
        accused = [item for item in before.open if item.pile == action.pile]
        refuted = bool(accused) and accused[-1].legal
        if (refuted or reading.suspicion_remainder == "out-of-game") and len(pile) != 1:
            problems.append(f"{action}: {len(pile)} cards left on the pile, not the accused card alone")
    return problems


__all__ = [
    "check_state",
    "leftovers_aside",
    "placement_legal",
    "possible_verdicts",
    "read_problems",
    "state_problems",
    "step_problems",
    "verdict_problems",
]
