"""Lao Pengh play — the engine: a new game, the legal actions of a state and what each action does.

Rulebook "Setup", "Sequence of Play", "Placing Cards", "Suspicion", "End of Game". The rules, in this module's words
(the state's conventions are :mod:`rulebook.laopengh.state`'s, the actions' :mod:`rulebook.laopengh.actions`'):

- Setup (rule ``laopengh.setup.deal``): the 54 cards (rule ``laopengh.deck.cards``: each joker once, each theme card
  twice) are shuffled, six are dealt to each player in turn from the top, the next three start the piles 0, 1 and 2,
  and the rest are set aside. Two to six players. The deck is the one the readings say (:func:`dealt_deck`): the
  theme cards carry the spec's table of order numbers (reading ``deck.order-numbers=table``) or, under ``stated``,
  numbers the seed draws; under ``deck.composition=totals-only`` no deck is known and a new game is refused.
- Reveal (rule ``laopengh.round.reveal``): every player lays one card of their hand face down; once all have, the
  cards are turned up and the round's placing begins, in the orders :func:`~rulebook.laopengh.engine.order.orders`
  allows (rules ``laopengh.round.order``, ``laopengh.round.lone-dragon``).
- The lone dragon's choice (rule ``laopengh.round.lone-dragon``): while the orders left begin with different
  players, the choice is the dragon's owner's ("the player with the dragon may play first"): nobody else places
  until the owner places first or declines (``decline``), which keeps the orders the owner does not begin.
- Place: a player first in one of those orders names a pile (rule ``laopengh.place.declare``) and lays the card on
  it; a placement the rules forbid is made all the same and stands unless accused (rule ``laopengh.place.illegal``),
  except those :func:`~rulebook.laopengh.engine.placement.judge` refuses outright (``move`` false, reading
  ``suspicion.grounds``). The placed card becomes open to accusation. When every card of the round is placed the next
  round begins.
- Open cards (rule ``laopengh.suspicion.accepted``): under reading ``suspicion.window=next-placement`` a card can be
  accused until the next card is placed anywhere, or, after a round's last card, until the next round's cards are
  turned up; under ``next-on-pile`` until a card is laid on its pile. ``accept`` (nobody accuses) closes every open
  card at once (reading ``suspicion.accept=every-open``) or only the one placed last (``latest-only``: the others
  stay open, to be accused or accepted in turn); the two differ only where several cards are open, under
  ``next-on-pile``. A card no longer open is accepted where it lies, even as the third of a run.
- Accuse (rule ``laopengh.suspicion.accuse``): players other than an open card's owner strike its pile. Of the cards
  beneath the accused one, the "lowest" are those at the bottom (reading ``suspicion.lowest=bottom``) or those of the
  lowest order numbers (``lowest-order``). A card placed against the rules (rule ``laopengh.suspicion.upheld``): its
  owner takes the four lowest (all, when fewer). A card placed by the rules (rule ``laopengh.suspicion.refuted``):
  the accuser takes the two lowest — the first to strike alone (reading ``suspicion.accusers=first-to-strike``) or
  each striker in turn from what is left (``each-striker``). The action names the strikers in the order their hands
  struck the pile ("he strikes that pile with his hand"): that order is an event of play, not a choice the rules
  make, so under ``each-striker`` every order of every set of strikers is a legal action, and the first named takes
  first; under ``first-to-strike`` only the first named answers, so one striker is listed (a longer list is applied
  all the same, its first name alone counting). After a wrongful accusation the cards nobody takes
  leave the game and the accused card is alone on its pile (the text says so: "The correct card remains in place
  alone, and any remaining cards are set aside face down"). After a rightful one they leave the game too (reading
  ``suspicion.remainder=out-of-game``) or stay beneath the accused card in their order (``stays-in-pile``). The
  accused card is no longer open.
- The end (rule ``laopengh.end.winners``), looked at after every action. Under reading ``end.when=round-end``: when a
  round has just ended (phase ``reveal``, nothing revealed yet), no card is open any more and some hand is empty,
  every player with an empty hand wins; while a hand is empty there and cards are still open, only accusations and
  ``accept`` may follow. Under ``first-empty``: a player with an empty hand, no revealed card and no open card wins
  alone at once; when several do at the same moment, the one whose card lay earliest in the open list before the
  action (then the lowest player number).

When the game is over no action is legal; its ``orders`` and ``open`` are emptied (nothing is pending any more).
Every other field is kept, so every card stays in exactly one place.

>>> state = new(3, seed=1, reading=Reading())
>>> state.phase, [len(hand) for hand in state.hands], [len(pile) for pile in state.piles], len(state.aside)
('reveal', [6, 6, 6], [1, 1, 1], 33)
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import permutations

from rulebook.core.errors import InputError
from rulebook.laopengh.actions import Accept, Accuse, Action, Decline, Place, Reveal
from rulebook.laopengh.cards import (
    ALL_KINDS,
    HAND_SIZE,
    JOKERS,
    KIND_INDEX,
    ORDER_TABLE,
    PILES,
    THEME_KINDS,
    THEME_ORDER_NUMBERS,
    Card,
    joker_number,
)
from rulebook.laopengh.engine.order import orders as order_of_play
from rulebook.laopengh.engine.placement import judge
from rulebook.laopengh.reading import DEFAULT, Reading
from rulebook.laopengh.state import MAX_PLAYERS, MIN_PLAYERS, Open, State

DEAL = "laopengh.setup.deal"
REVEAL = "laopengh.round.reveal"
DECLARE = "laopengh.place.declare"
ILLEGAL = "laopengh.place.illegal"
ACCUSE = "laopengh.suspicion.accuse"
UPHELD = "laopengh.suspicion.upheld"
REFUTED = "laopengh.suspicion.refuted"
ACCEPTED = "laopengh.suspicion.accepted"
WINNERS = "laopengh.end.winners"
LONE_DRAGON = "laopengh.round.lone-dragon"

UPHELD_TAKES = 4
"""Cards the owner of a rightly accused card takes (Suspicion)."""
REFUTED_TAKES = 2
"""Cards a wrongful accuser takes (Suspicion)."""


class IllegalActionError(InputError):
    """An action the rules do not allow in the given state; the message names the rule."""


def card_key(card: Card) -> tuple[int, int]:
    """The sort key of :class:`~rulebook.laopengh.cards.Card`'s own order (by kind, then number), for speed."""
    return (KIND_INDEX[card.kind], card.number)


def full_deck() -> list[Card]:
    """The 54 physical cards in canonical order (J1 to J6, then CY1/7, CY1/8, ... DB4/54)."""
    return [Card(kind, number) for kind in ALL_KINDS for number in ORDER_TABLE[kind]]


def check_dealable(reading: Reading) -> None:
    """:class:`InputError` in one line when the readings leave the deck of a new game unknown (rule ``DEAL``).

    Under ``deck.composition=totals-only`` only the total of 48 theme cards is known, not how many copies each theme
    card has (Components): no deck can be dealt. Every other choice names a deck (:func:`dealt_deck`).
    """
    if reading.deck_composition != "two-each":
        raise InputError(
            f"reading deck.composition={reading.deck_composition} leaves open how the 48 theme cards split over "
            "theme, colour and number, so there is no deck to deal a new game from (deck.composition=two-each has one)"
        )


def dealt_deck(reading: Reading, rng: random.Random) -> list[Card]:
    """The 54 physical cards a new game is dealt from, in canonical order (rule ``laopengh.deck.cards``).

    Each joker once with its own number and each theme card twice (``deck.composition=two-each``). Under
    ``deck.order-numbers=table`` the copies carry the spec's table's numbers (:func:`full_deck`); under ``stated``
    the numbers printed on a deck are not known, every assignment of 7 to 54 to the 48 theme cards is one the
    reading allows, and ``rng`` draws one: the numbers 7 to 54, shuffled, go to the copies in canonical order.
    """
    check_dealable(reading)
    if reading.deck_order_numbers == "table":
        return full_deck()
    numbers = list(THEME_ORDER_NUMBERS)
    rng.shuffle(numbers)
    copies = [kind for kind in THEME_KINDS for _ in range(2)]
    jokers = [Card(kind, joker_number(kind)) for kind in JOKERS]
    return jokers + sorted(Card(kind, number) for kind, number in zip(copies, numbers, strict=True))


def new(players: int, seed: int, reading: Reading = DEFAULT) -> State:
    """A new game of ``players`` players, dealt from the deck shuffled by ``random.Random(seed)`` (``DEAL``).

    The deck is :func:`dealt_deck`'s (its numbers, under ``deck.order-numbers=stated``, drawn by the same generator
    before the shuffle); a reading that names no deck is refused (:func:`check_dealable`).
    """
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InputError(f"Lao Pengh is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    rng = random.Random(seed)
    cards = dealt_deck(reading, rng)
    rng.shuffle(cards)
    dealt = players * HAND_SIZE
    hands = tuple(tuple(sorted(cards[p * HAND_SIZE : (p + 1) * HAND_SIZE], key=card_key)) for p in range(players))
    piles = tuple((card,) for card in cards[dealt : dealt + PILES])
    return State(
        hands=hands,
        piles=piles,
        phase="reveal",
        revealed=(None,) * players,
        aside=tuple(sorted(cards[dealt + PILES :], key=card_key)),
    )


def _pile_kinds(state: State) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(card.kind for card in pile) for pile in state.piles)


def _waiting(state: State, reading: Reading) -> bool:
    """Under ``end.when=round-end``: a round has ended with an empty hand, so nobody reveals (``WINNERS``)."""
    return (
        reading.end_when == "round-end"
        and state.phase == "reveal"
        and all(card is None for card in state.revealed)
        and any(not hand for hand in state.hands)
    )


def _dragon_owner(state: State) -> int | None:
    """The owner of a lone dragon whose choice is pending (``LONE_DRAGON``), or None.

    The choice is pending while the orders left begin with different players; its holder is the one of them who
    revealed a dragon (a lone dragon is the only dragon revealed).
    """
    firsts = sorted({order[0] for order in state.orders if order})
    if len(firsts) < 2:
        return None
    owners = [p for p in firsts if (card := state.revealed[p]) is not None and card.kind.startswith("D")]
    return owners[0] if len(owners) == 1 else None


def _placers(state: State) -> list[int]:
    owner = _dragon_owner(state)
    return [owner] if owner is not None else sorted({order[0] for order in state.orders if order})


def _open_item(state: State, pile: int) -> int | None:
    """The index in ``open`` of the card open to accusation on ``pile`` (the latest, if the state lists several)."""
    found = None
    for index, item in enumerate(state.open):
        if item.pile == pile:
            found = index
    return found


def legal_actions(state: State, reading: Reading = DEFAULT) -> list[Action]:
    """Every action the rules allow in ``state``: reveals or placements, then accusations, then ``accept``."""
    if state.phase == "over":
        return []
    actions: list[Action] = []
    if state.phase == "reveal" and not _waiting(state, reading):
        for player, hand in enumerate(state.hands):
            if state.revealed[player] is None:
                actions.extend(Reveal(player, card) for card in sorted(set(hand), key=card_key))
    elif state.phase == "place":
        kinds = _pile_kinds(state)
        for player in _placers(state):
            card = state.revealed[player]
            if card is None:
                continue
            for pile in range(PILES):
                if judge(kinds, pile, card.kind, reading).move:
                    actions.append(Place(player, pile))
        owner = _dragon_owner(state)
        if owner is not None:
            actions.append(Decline(owner))
    if state.open:
        piles = sorted({item.pile for item in state.open})
        for pile in piles:
            index = _open_item(state, pile)
            assert index is not None
            others = [player for player in range(state.players) if player != state.open[index].player]
            if reading.suspicion_accusers == "first-to-strike":
                actions.extend(Accuse(pile, (player,)) for player in others)
            else:
                # the strikers in the order their hands struck: each order is a course of play of its own
                for size in range(1, len(others) + 1):
                    actions.extend(Accuse(pile, group) for group in permutations(others, size))
        actions.append(Accept())
    return actions


def apply(state: State, action: Action, reading: Reading = DEFAULT) -> State:
    """The state after ``action``; :class:`IllegalActionError` naming the rule when the rules do not allow it."""
    if state.phase == "over":
        raise IllegalActionError(f"{action}: the game is over ({WINNERS})")
    if isinstance(action, Reveal):
        after = _reveal(state, action, reading)
    elif isinstance(action, Place):
        after = _place(state, action, reading)
    elif isinstance(action, Accuse):
        after = _accuse(state, action, reading)
    elif isinstance(action, Decline):
        after = _decline(state, action)
    elif isinstance(action, Accept):
        if not state.open:
            raise IllegalActionError(f"accept: no placed card is open to accusation ({ACCEPTED})")
        after = replace(state, open=() if reading.suspicion_accept == "every-open" else state.open[:-1])
    else:
        raise IllegalActionError(f"unknown action {action!r}")
    return _finish(state, after, reading)


def _player(state: State, player: object, action: Action) -> int:
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < state.players:
        raise IllegalActionError(f"{action}: there is no player {player!r} (players 0 to {state.players - 1})")
    return player


def _reveal(state: State, action: Reveal, reading: Reading) -> State:
    player = _player(state, action.player, action)
    if state.phase != "reveal":
        raise IllegalActionError(f"{action}: cards are revealed only before a round's placing ({REVEAL})")
    if _waiting(state, reading):
        raise IllegalActionError(f"{action}: a hand is empty at the round's end; only accusations remain ({WINNERS})")
    if state.revealed[player] is not None:
        raise IllegalActionError(f"{action}: player {player} has already revealed {state.revealed[player]} ({REVEAL})")
    hand = list(state.hands[player])
    if action.card not in hand:
        raise IllegalActionError(f"{action}: {action.card} is not in player {player}'s hand ({REVEAL})")
    hand.remove(action.card)
    hands = tuple(tuple(hand) if p == player else h for p, h in enumerate(state.hands))
    revealed = tuple(action.card if p == player else card for p, card in enumerate(state.revealed))
    if any(card is None for card in revealed):
        return replace(state, hands=hands, revealed=revealed)
    opened = () if reading.suspicion_window == "next-placement" else state.open
    return replace(
        state, hands=hands, revealed=revealed, phase="place", orders=order_of_play(revealed, reading), open=opened
    )


def _decline(state: State, action: Decline) -> State:
    """The lone dragon's owner keeps the number's place: the orders it begins are dropped (``LONE_DRAGON``)."""
    player = _player(state, action.player, action)
    if state.phase != "place" or _dragon_owner(state) != player:
        raise IllegalActionError(f"{action}: player {player} holds no lone dragon's choice to decline ({LONE_DRAGON})")
    return replace(state, orders=tuple(order for order in state.orders if order[0] != player))


def _place(state: State, action: Place, reading: Reading) -> State:
    player = _player(state, action.player, action)
    if state.phase != "place":
        raise IllegalActionError(f"{action}: cards are placed once the round's cards are revealed ({REVEAL})")
    if player not in _placers(state):
        owner = _dragon_owner(state)
        if owner is not None:
            raise IllegalActionError(
                f"{action}: player {owner}'s lone dragon may go first; {owner} places or declines ({LONE_DRAGON})"
            )
        placers = " or ".join(str(p) for p in _placers(state))
        raise IllegalActionError(f"{action}: player {placers} places next (laopengh.round.order)")
    pile = action.pile
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < PILES:
        raise IllegalActionError(f"{action}: there is no pile {pile!r} (piles 0 to {PILES - 1}; {DECLARE})")
    card = state.revealed[player]
    if card is None:
        raise IllegalActionError(f"{action}: player {player} has no revealed card ({REVEAL})")
    verdict = judge(_pile_kinds(state), pile, card.kind, reading)
    if not verdict.move:
        raise IllegalActionError(
            f"{action}: {card.kind} shares nothing with the pile's top while it fits pile "
            f"{' or '.join(str(p) for p in verdict.fits)}; refused under suspicion.grounds=triples-only ({ILLEGAL})"
        )
    piles = tuple((*stack, card) if index == pile else stack for index, stack in enumerate(state.piles))
    revealed = tuple(None if p == player else c for p, c in enumerate(state.revealed))
    item = Open(pile, player, verdict.legal)
    if reading.suspicion_window == "next-placement":
        opened: tuple[Open, ...] = (item,)
    else:
        opened = (*(other for other in state.open if other.pile != pile), item)
    remaining = tuple(sorted({order[1:] for order in state.orders if order and order[0] == player and order[1:]}))
    if remaining:
        return replace(state, piles=piles, revealed=revealed, orders=remaining, open=opened)
    return replace(
        state,
        piles=piles,
        revealed=(None,) * state.players,
        orders=(),
        open=opened,
        phase="reveal",
        round=state.round + 1,
    )


def _accusers(state: State, action: Accuse, owner: int) -> tuple[int, ...]:
    accusers = action.accusers
    if not isinstance(accusers, tuple) or not accusers:
        raise IllegalActionError(f"{action}: an accusation needs at least one accuser ({ACCUSE})")
    for accuser in accusers:
        _player(state, accuser, action)
    if len(set(accusers)) != len(accusers):
        raise IllegalActionError(f"{action}: an accuser is named twice ({ACCUSE})")
    if owner in accusers:
        raise IllegalActionError(f"{action}: player {owner} placed the card and cannot accuse it ({ACCUSE})")
    return accusers


def _accuse(state: State, action: Accuse, reading: Reading) -> State:
    if state.phase not in ("reveal", "place"):
        raise IllegalActionError(f"{action}: nothing can be accused in phase {state.phase} ({ACCUSE})")
    pile = action.pile
    if not isinstance(pile, int) or isinstance(pile, bool) or not 0 <= pile < PILES:
        raise IllegalActionError(f"{action}: there is no pile {pile!r} (piles 0 to {PILES - 1})")
    index = _open_item(state, pile)
    if index is None:
        raise IllegalActionError(f"{action}: the top card of pile {pile} is no longer open to accusation ({ACCEPTED})")
    item = state.open[index]
    accusers = _accusers(state, action, item.player)
    stack = state.piles[pile]
    accused, rest = stack[-1], stack[:-1]
    lowest = list(rest) if reading.suspicion_lowest == "bottom" else sorted(rest, key=lambda card: card.number)
    hands = [list(hand) for hand in state.hands]
    if not item.legal:
        hands[item.player] += lowest[:UPHELD_TAKES]
        lowest = lowest[UPHELD_TAKES:]
    else:
        takers = accusers[:1] if reading.suspicion_accusers == "first-to-strike" else accusers
        for taker in takers:
            hands[taker] += lowest[:REFUTED_TAKES]
            lowest = lowest[REFUTED_TAKES:]
    left = set(lowest)
    aside = state.aside
    if item.legal or reading.suspicion_remainder == "out-of-game":
        new_pile: tuple[Card, ...] = (accused,)
        aside = tuple(sorted((*aside, *left), key=card_key))
    else:
        new_pile = (*(card for card in rest if card in left), accused)
    return replace(
        state,
        hands=tuple(tuple(sorted(hand, key=card_key)) for hand in hands),
        piles=tuple(new_pile if p == pile else other for p, other in enumerate(state.piles)),
        aside=aside,
        open=state.open[:index] + state.open[index + 1 :],
    )


def _finish(before: State, after: State, reading: Reading) -> State:
    """``after``, or the game over if it ends there (rule ``laopengh.end.winners``)."""
    if reading.end_when == "round-end":
        if after.open or not _waiting(after, reading):
            return after
        winners = tuple(player for player, hand in enumerate(after.hands) if not hand)
        return replace(after, phase="over", winners=winners, orders=(), open=())
    owners = {item.player for item in after.open}
    qualified = [
        player
        for player, hand in enumerate(after.hands)
        if not hand and after.revealed[player] is None and player not in owners
    ]
    if not qualified:
        return after

    def placed(player: int) -> tuple[int, int]:
        indices = [index for index, item in enumerate(before.open) if item.player == player]
        return (min(indices, default=len(before.open)), player)

    return replace(after, phase="over", winners=(min(qualified, key=placed),), orders=(), open=())


__all__ = [
    "IllegalActionError",
    "apply",
    "card_key",
    "check_dealable",
    "dealt_deck",
    "full_deck",
    "legal_actions",
    "new",
]
