"""FORBIDDEN play — the engine: who acts, the legal actions of any valid state, and what each action does.

The exact contract is ``docs/forbidden-play.md``; each function below names the rule ids it implements. The Z3
model (``model_play*.py``) states claim legality and block resolution independently, and the cross-check compares
the two on reachable and hand-built states.

>>> state = new_game(4, seed=1)
>>> state.phase, state.turn, len(state.players[1].hand), len(state.draw_pile), len(state.chest)
('start', 1, 13, 46, 2)
>>> state = apply(state, Draw())
>>> state.phase, len(state.players[1].hand)
('discard', 14)
"""

from __future__ import annotations

import itertools
import operator

from rulebook.core.bounded_memo import BoundedMemo
from rulebook.core.errors import InputError
from rulebook.forbidden.actions import (
    Action,
    Block,
    Cheng,
    Claim,
    ClaimForbidden,
    Deal,
    Discard,
    Draw,
    Pass,
)
from rulebook.forbidden.cards import ALL_KINDS, COLOURS, FORBIDDEN, KIND_INDEX, KINDS_PER_COLOUR, WILD, Cards
from rulebook.forbidden.engine.blocks import blockers, next_asked, piles_to_block
from rulebook.forbidden.engine.claims import claims, forbidden_claims, is_legal_claim
from rulebook.forbidden.engine.discards import discard_multisets
from rulebook.forbidden.engine.round import (
    carry_lost_turns,
    end_round,
    hand_engine,
    new_game,
    next_deal,
    skip_lost_turns,
)
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import LaidSet, PendingClaim, Pile, PileRef, Player, State, evolve

_ONE: dict[str, Cards] = {kind: Cards.from_counter({kind: 1}) for kind in ALL_KINDS}
"""One card of each kind, as a multiset."""
_ONE_FORBIDDEN = _ONE[FORBIDDEN]
_DRAW = Draw()
WILD_INDEX = ALL_KINDS.index(WILD)
_NONE = Cards.empty()


class IllegalActionError(InputError):
    """An action that the rules do not allow in the given state; the message names the rule."""


# ---------------------------------------------------------------------------------------------------------------
# Who acts and what they may do
# ---------------------------------------------------------------------------------------------------------------


def actor(state: State, reading: Reading = DEFAULT) -> int | None:
    """The player who must act now.

    The player whose turn it is; while a claim waits, the next player asked about a block; after a round, the next
    dealer; ``None`` when the game is over.
    """
    if state.phase == "claim":
        return next_asked(state, reading)
    if state.phase == "round-over":
        return (state.dealer + 1) % state.player_count
    if state.phase == "game-over":
        return None
    return state.turn


def legal_actions(state: State, reading: Reading = DEFAULT) -> tuple[Action, ...]:
    """Every legal action of ``state`` (``deal`` excepted: any order of the collected cards is legal).

    In a stable order: draw, claims, Forbidden claims; or discards, then Chengs last. The answer is remembered
    for :func:`apply` (see :data:`_LISTED`).
    """
    actions = _listing(state, reading)
    _LISTED[_LAST] = (state, reading, actions)
    return actions


def _listing(state: State, reading: Reading) -> tuple[Action, ...]:
    """:func:`legal_actions` of ``state``, computed."""
    if state.phase == "start":
        return (_DRAW, *claims(state, reading), *forbidden_claims(state))
    if state.phase == "claim":
        return (*_blocks(state, reading), Pass()) if next_asked(state, reading) is not None else ()
    if state.phase == "discard":
        chengs = _chengs(state, reading)
        if chengs and compulsory_cheng(reading):
            return tuple(chengs)
        return (*_discards(state), *chengs)
    return ()


def compulsory_cheng(reading: Reading) -> bool:
    """Whether a player whose hand may go Cheng must do so (``cheng.compulsory=yes``; rule ``forbidden.cheng.declare``).

    Section 7: 'Play continues until, on his turn after discarding, one player has a complete hand. He says "Cheng"
    and lays it down.' Under ``no`` (default) the Cheng is listed beside the ordinary discards and the player may play
    on; under ``yes`` a player who may go Cheng (after the discards the reading allows) has only the Chengs.
    """
    return reading.cheng_compulsory == "yes"


TRUSTS_LISTED_ACTIONS = True
"""Whether :func:`apply` skips re-checking an action :func:`legal_actions` has just listed for the same state object.

A rule mutant (:mod:`rulebook.forbidden.crosscheck.mutants_play`) swaps some of the engine's functions, so that its
listing and its checks may disagree; it turns this off, and every action is checked as it comes.
"""
_LAST = "last"
_LISTED: dict[str, tuple[State, Reading, tuple[Action, ...]]] = {}
"""The last answer of :func:`legal_actions`: the state object asked about, the reading and the actions listed.

States are immutable, so an action listed for a state object is legal whenever it is applied to that very object
under the same reading, and :func:`apply` need not ask the rules again (:func:`_listed`). The entry keeps the state
alive, so its identity cannot pass to another state while it is remembered; it is replaced in one step, so a
reader sees one listing whole.
"""


def _listed(state: State, action: Action, reading: Reading) -> bool:
    """Whether :func:`legal_actions` last listed ``action`` (that object, or an equal one) for ``state`` itself.

    An action so listed is legal (the listing is every legal action and no other), so :func:`apply` may skip its
    legality checks; any other action, an equal action for another state object included, is checked in full.
    """
    last = _LISTED.get(_LAST)
    if last is None or not TRUSTS_LISTED_ACTIONS:
        return False
    listed_for, listed_under, actions = last
    if listed_for is not state or (listed_under is not reading and listed_under != reading):
        return False
    return any(map(operator.is_, actions, itertools.repeat(action))) or action in actions


def discard_piles(state: State, player: int) -> tuple[int, ...]:
    """The piles ``player`` may discard onto (``forbidden.two-player.piles``): an empty one first if any."""
    piles = state.players[player].piles
    if len(piles) == 1:
        return _ONE_PILE
    empty = tuple(i for i, pile in enumerate(piles) if not pile.cards)
    return empty[:1] if empty else tuple(range(len(piles)))


_ONE_PILE = (0,)
_DISCARDS: dict[tuple[str, int], Discard] = {(kind, pile): Discard(kind, pile) for kind in ALL_KINDS for pile in (0, 1)}
"""Every discard action, built once."""


_DISCARDS_ONTO_FIRST = tuple(_DISCARDS[kind, 0] for kind in ALL_KINDS)
"""The discard of each kind onto pile 0, in deck order."""


def _discards(state: State) -> list[Discard]:
    """A discard of every kind held (``forbidden.play.discard``) onto every pile allowed, in deck order."""
    counts = state.players[state.turn].hand.counts
    piles = discard_piles(state, state.turn)
    if piles == _ONE_PILE:
        return list(itertools.compress(_DISCARDS_ONTO_FIRST, counts))
    return [_DISCARDS[kind, pile] for kind, n in zip(ALL_KINDS, counts, strict=True) if n for pile in piles]


_COLOUR_PARTS = tuple(
    slice(low, low + KINDS_PER_COLOUR) for low in range(0, len(COLOURS) * KINDS_PER_COLOUR, KINDS_PER_COLOUR)
)
"""Where each colour's counts sit in a hand's counts."""


def _colour_counts(hand: Cards, colour: int) -> tuple[int, ...]:
    return hand.counts[colour * KINDS_PER_COLOUR : (colour + 1) * KINDS_PER_COLOUR]


def stuck_colours(player: Player, hand: Cards, reading: Reading) -> list[int]:
    """Colours whose cards cannot all be placed even with every wild the player has.

    A quick necessary test of completeness: the colour's hand cards, pooled with its laid sets' cards, must be
    placeable with the hand's wilds and the laid sets' wilds (any arrangement keeping the laid sets whole is one
    of the pooled cards). Under ``wild.exhausted-card=refused`` a laid set's own wild is exempt from that reading,
    which the pooled test cannot see, so colours with laid sets are left to the full test. A stuck colour stays
    stuck whatever else is discarded, so only a discard of one of its cards can help.
    """
    min_wilds = hand_engine(reading).suit_min_wilds()
    counts = hand.counts
    wilds = counts[WILD_INDEX]
    if not player.laid:
        return [colour for colour, part in enumerate(_COLOUR_PARTS) if min_wilds[counts[part]] > wilds]
    stuck = []
    refused = reading.wild_exhausted_card == "refused"
    laid_parts, laid_wilds = _laid_summary(player.laid)
    for colour, laid in enumerate(laid_parts):
        own = counts[_COLOUR_PARTS[colour]]
        if laid is not None:
            if refused:
                continue
            own = tuple(map(operator.add, own, laid))
        if any(own) and min_wilds[own] > wilds + laid_wilds[colour]:
            stuck.append(colour)
    return stuck


LaidSummary = tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...]]
_MAX_SUMMARIES = 4096
_SUMMARIES: BoundedMemo[int, tuple[tuple[LaidSet, ...], LaidSummary]] = BoundedMemo(_MAX_SUMMARIES)
""":func:`_laid_summary` remembered by the identity of the laid sets' tuple, which every state of a player's round
shares until the next claim; each entry keeps its tuple alive, so an identity is never reused while remembered."""


def _laid_summary(laid: tuple[LaidSet, ...]) -> LaidSummary:
    """:func:`_summarise_laid` of the laid sets, remembered (see ``_SUMMARIES``)."""
    entry = _SUMMARIES.get(id(laid))
    if entry is not None and entry[0] is laid:
        return entry[1]
    summary = _summarise_laid(laid)
    _SUMMARIES.keep(id(laid), (laid, summary))
    return summary


def _summarise_laid(laid: tuple[LaidSet, ...]) -> LaidSummary:
    """Per colour, the laid sets' number cards added up (``None`` for a colour with no laid set), and their wilds."""
    counts = [sum(column) for column in zip(*(laid_set.cards.counts for laid_set in laid), strict=True)]
    wilds = [0] * len(COLOURS)
    colours = set()
    for laid_set in laid:
        own = laid_set.cards.counts
        colour = next(c for c, part in enumerate(_COLOUR_PARTS) if any(own[part]))
        colours.add(colour)
        wilds[colour] += laid_set.cards.wild
    parts = tuple(tuple(counts[part]) if colour in colours else None for colour, part in enumerate(_COLOUR_PARTS))
    return parts, tuple(wilds)


def may_cheng(player: Player, hand: Cards, reading: Reading) -> bool:
    """Whether ``hand`` with the player's laid sets and claimed Forbidden cards may go Cheng (the hand engine)."""
    engine = hand_engine(reading)
    if not player.laid:
        return engine.may_cheng(hand, player.table_forbidden)
    if stuck_colours(player, hand, reading):
        return False
    return engine.may_cheng_query(HandQuery(hand, tuple(s.cards for s in player.laid), player.table_forbidden))


def _chengs(state: State, reading: Reading) -> list[Cheng]:
    """Every successful Cheng (``forbidden.cheng.declare``, ``forbidden.cheng.discard``)."""
    player = state.players[state.turn]
    stuck = stuck_colours(player, player.hand, reading)
    if len(stuck) > reading.max_discards:
        return []  # each discard frees at most one stuck colour
    found = []
    for removed in _discard_choices(player.hand, reading.max_discards, stuck):
        if may_cheng(player, player.hand - removed, reading):
            found.append(Cheng(_onto_piles(state, removed.tokens())))
    return found


def _discard_choices(hand: Cards, limit: int, stuck: list[int]) -> list[Cards]:
    """Every multiset of up to ``limit`` hand cards that may let the hand go Cheng (``forbidden.cheng.discard``).

    None, then each kind held (then pairs in the Fast version), keeping those holding a card of every ``stuck``
    colour: only the discard of one of its cards can free a stuck colour (:func:`stuck_colours`).
    """
    if limit != 1:
        choices = discard_multisets(hand, limit)
        return [removed for removed in choices if all(any(_colour_counts(removed, colour)) for colour in stuck)]
    if stuck:  # one stuck colour (a single discard frees no more): a discard of one of its cards
        part = _COLOUR_PARTS[stuck[0]]
        return [_ONE[kind] for kind, n in zip(ALL_KINDS[part], hand.counts[part], strict=True) if n]
    return [_NONE, *(_ONE[kind] for kind, n in zip(ALL_KINDS, hand.counts, strict=True) if n)]


def _onto_piles(state: State, cards: tuple[str, ...]) -> tuple[Discard, ...]:
    """The discards of ``cards`` in turn, each onto the first pile allowed after the ones before.

    With two players an empty pile must be refilled first (``forbidden.two-player.piles``); the listed Cheng names
    one such choice of piles.
    """
    empty = [not pile.cards for pile in state.players[state.turn].piles]
    discards = []
    for card in cards:
        pile = empty.index(True) if len(empty) > 1 and any(empty) else 0
        empty[pile] = False
        discards.append(Discard(card, pile))
    return tuple(discards)


# ---------------------------------------------------------------------------------------------------------------
# What actions do
# ---------------------------------------------------------------------------------------------------------------


def apply(state: State, action: Action, reading: Reading = DEFAULT) -> State:
    """The state after ``action``; :class:`IllegalActionError` (naming the rule) when the rules do not allow it.

    An action :func:`legal_actions` has just listed for this state object is known to be legal and is not checked
    again (:func:`_listed`); its effect is the same.
    """
    match (state.phase, action):
        case ("start", Draw()):
            return _draw(state) if state.draw_pile else end_round(state, None, reading)
        case ("start", Claim()):
            return _claim(state, action, reading, checked=_listed(state, action, reading))
        case ("start", ClaimForbidden()):
            return _claim_forbidden(state, action, reading)
        case ("claim", Block() | Pass()):
            assert isinstance(action, Block | Pass)
            return _answer_claim(state, action, reading)
        case ("discard", Discard()):
            return _discard(state, action, reading)
        case ("discard", Cheng()):
            if _listed(state, action, reading):
                return _listed_cheng(state, action, reading)
            return _cheng(state, action, reading)
        case ("round-over", Deal()):
            return carry_lost_turns(next_deal(state, action.order), state, reading)
    raise IllegalActionError(f"{action} is not an action of phase {state.phase} (docs/forbidden-play.md, phases)")


def _set_player(state: State, index: int, player: Player) -> State:
    players = list(state.players)
    players[index] = player
    return evolve(state, players=tuple(players))


def _set_pile(state: State, ref: PileRef, pile: Pile) -> State:
    player = state.players[ref.owner]
    piles = list(player.piles)
    piles[ref.index] = pile
    return _set_player(state, ref.owner, evolve(player, piles=tuple(piles)))


def pass_turn(state: State, to: int, reading: Reading) -> State:
    """Play passes to player ``to``; skipped turns are used up; an empty draw pile ends the round.

    ``forbidden.play.draw``: under ``draw.empty-claim=round-ends`` a turn never starts on an empty draw pile; under
    ``claim-allowed`` it does when the player to move has a claim to make (:func:`_may_claim`).
    """
    state = skip_lost_turns(state, to, phase="start", claim=None)
    if not state.draw_pile and (reading.draw_empty_claim == "round-ends" or not _may_claim(state, reading)):
        return end_round(state, None, reading)
    return state


def _may_claim(state: State, reading: Reading) -> bool:
    """Whether the player to start a turn may claim a discard: a number card into a set, or a Forbidden card."""
    return bool(forbidden_claims(state)) or bool(claims(state, reading))


def _draw(state: State) -> State:
    """``forbidden.play.draw``: the top card of the draw pile goes into the hand.

    :func:`apply` ends the round instead on an empty pile, where a turn starts only under
    ``draw.empty-claim=claim-allowed`` (the player could have claimed instead).
    """
    card = state.draw_pile[0]
    players = list(state.players)
    player = players[state.turn]
    players[state.turn] = evolve(player, hand=_one_more(player.hand, card))
    return evolve(state, players=tuple(players), draw_pile=state.draw_pile[1:], phase="discard")


def _one_more(hand: Cards, card: str) -> Cards:
    """``hand`` with one more ``card``."""
    counts = list(hand.counts)
    counts[KIND_INDEX[card]] += 1
    return Cards(tuple(counts))


def _one_less(hand: Cards, card: str) -> Cards:
    """``hand`` without one ``card``, which the caller knows it holds."""
    counts = list(hand.counts)
    counts[KIND_INDEX[card]] -= 1
    return Cards(tuple(counts))


def _take_tops(state: State, refs: tuple[PileRef, ...]) -> tuple[tuple[Player, ...], tuple[str, ...]]:
    """The players once the top cards of ``refs`` are taken off their piles, and those cards in the order of ``refs``.

    A crosswise card taken off its pile leaves the pile open to a block again (Section 6).
    """
    players = list(state.players)
    cards = []
    for ref in refs:
        player = players[ref.owner]
        piles = list(player.piles)
        pile = piles[ref.index]
        assert pile.top is not None
        cards.append(pile.top)
        crosswise = None if pile.top_is_crosswise else pile.crosswise
        piles[ref.index] = Pile(pile.cards[:-1], crosswise)
        players[ref.owner] = evolve(player, piles=tuple(piles))
    return tuple(players), tuple(cards)


def _claim(state: State, action: Claim, reading: Reading, *, checked: bool = False) -> State:
    """``forbidden.play.claim``: the claimed cards leave their piles and wait for blocks.

    ``checked``: the claim is known to be legal (:func:`_listed`); otherwise :func:`is_legal_claim` decides.
    """
    refused = None if checked else is_legal_claim(state, action, reading)
    if refused is not None:
        raise IllegalActionError(f"illegal claim '{action}': {refused}")
    players, cards = _take_tops(state, action.piles)
    claim = PendingClaim(action.piles, cards, action.hand)
    return _open_claim(evolve(state, players=players, phase="claim", claim=claim), reading)


def _claim_forbidden(state: State, action: ClaimForbidden, reading: Reading) -> State:
    """``forbidden.play.claim-forbidden``: a Forbidden card on top of an opponent's pile is claimed on its own."""
    if action not in forbidden_claims(state):
        raise IllegalActionError(
            f"illegal claim '{action}': the top of an opponent's pile {action.pile} is not a Forbidden card"
        )
    crosswise = state.pile(action.pile).top_is_crosswise
    players, cards = _take_tops(state, (action.pile,))
    state = evolve(state, players=players, phase="claim", claim=PendingClaim((action.pile,), cards, _NONE))
    if crosswise:  # its pile held a crosswise card, so the claim cannot be blocked (forbidden.block.who)
        return _claim_stands(state, reading)
    return _open_claim(state, reading)


def _open_claim(state: State, reading: Reading) -> State:
    """A claim nobody may block stands at once; otherwise it waits for the players who may block."""
    if next_asked(state, reading) is None:
        return _claim_stands(state, reading)
    return state


def _claim_stands(state: State, reading: Reading) -> State:
    claim = state.claim
    assert claim is not None
    player = state.players[state.turn]
    if claim.is_forbidden_claim:
        if reading.claim_forbidden_destination == "hand":
            player = evolve(player, hand=player.hand + _ONE_FORBIDDEN)
        else:
            player = evolve(player, table_forbidden=player.table_forbidden + 1)
    else:
        claimed = _together(claim.cards)
        laid = LaidSet(claimed + claim.hand, claimed)
        player = evolve(player, hand=player.hand - claim.hand, laid=(*player.laid, laid))
    players = list(state.players)
    players[state.turn] = player
    return evolve(state, players=tuple(players), phase="discard", claim=None)


def _together(cards: tuple[str, ...]) -> Cards:
    """The multiset of ``cards``."""
    together = _ONE[cards[0]]
    for card in cards[1:]:
        together = together + _ONE[card]
    return together


def _blocks(state: State, reading: Reading) -> tuple[Block, ...]:
    """The block actions of a waiting claim (``forbidden.block.pile``): :func:`_blocks_on` its piles to block."""
    return _blocks_on(piles_to_block(state, reading))


_ONLY_BLOCK = (Block(),)


def _blocks_on(piles: tuple[PileRef, ...]) -> tuple[Block, ...]:
    """The block actions on ``piles``, the piles a block of the waiting claim may go on.

    ``block`` when the rules name the pile, or one ``block PILE`` per pile when the blocker chooses
    (``block.two-player-pile=blocker-chooses``).
    """
    if len(piles) == 1:
        return _ONLY_BLOCK
    return tuple(Block(ref) for ref in piles)


def _answer_claim(state: State, action: Block | Pass, reading: Reading) -> State:
    """``forbidden.block.*``: the asked player blocks, or passes and the next one is asked."""
    claim = state.claim
    asked = next_asked(state, reading)
    assert claim is not None
    if asked is None:
        raise IllegalActionError("nobody may block this claim (forbidden.block.who)")
    if isinstance(action, Pass):
        declined = PendingClaim(claim.piles, claim.cards, claim.hand, (*claim.declined, asked))
        return _open_claim(evolve(state, claim=declined), reading)
    piles = piles_to_block(state, reading)
    offered = _blocks_on(piles)
    if action not in offered:
        raise IllegalActionError(
            f"illegal block '{action}': the block actions are {', '.join(map(str, offered))} (forbidden.block.pile)"
        )
    return _block(state, asked, piles[0] if action.pile is None else action.pile, reading)


def _block(state: State, blocker: int, target: PileRef, reading: Reading) -> State:
    """``forbidden.block.effect``: the Forbidden card lies crosswise, the claimed cards go back, the turn passes.

    Whose turn is next (``block.next-player``): the claimant's left; or under ``blocker-left`` the blocker's left,
    except that a blocker on the claimant's right has the claimant on their left, who lost the turn and is passed
    over, so play goes to the claimant's left there too (with two players: the blocker).
    """
    claim = state.claim
    assert claim is not None
    player = state.players[blocker]
    state = _set_player(state, blocker, evolve(player, hand=player.hand - _ONE_FORBIDDEN, blocks=player.blocks + 1))
    for ref, card in zip(claim.piles, claim.cards, strict=True):
        pile = state.pile(ref)
        if ref != target:
            state = _set_pile(state, ref, Pile((*pile.cards, card), pile.crosswise))
        elif reading.block_returned_card == "under-blocker":
            state = _set_pile(state, ref, Pile((*pile.cards, card, FORBIDDEN), len(pile.cards) + 1))
        else:
            state = _set_pile(state, ref, Pile((*pile.cards, FORBIDDEN, card), len(pile.cards)))
    claimant = state.turn
    state = evolve(state, claim=None)
    n = state.player_count
    if reading.block_next_player == "blocker-left":
        following = (blocker + 1) % n
        if following == claimant:  # the claimant lost the turn (two-player game)
            following = (claimant + 1) % n
        return pass_turn(state, following, reading)
    return pass_turn(state, (claimant + 1) % n, reading)


def _check_discard(state: State, discard: Discard, hand: Cards) -> None:
    if hand.counts[KIND_INDEX[discard.card]] == 0:
        raise IllegalActionError(f"cannot discard {discard.card}: it is not in the hand (forbidden.play.discard)")
    if discard.pile not in discard_piles(state, state.turn):
        if len(state.players[state.turn].piles) > 1:
            raise IllegalActionError(
                f"cannot discard onto pile {discard.pile}: an empty pile must be refilled first, "
                "and a player has piles 0 and 1 (forbidden.two-player.piles)"
            )
        raise IllegalActionError(
            f"cannot discard onto pile {discard.pile}: a player has one pile, 0 (forbidden.play.discard)"
        )


def _put(state: State, discard: Discard) -> State:
    """``discard`` checked (:func:`_check_discard`), then made (:func:`_placed`)."""
    _check_discard(state, discard, state.players[state.turn].hand)
    return _placed(state, discard)


def _placed(state: State, discard: Discard) -> State:
    """``discard`` made: the card leaves the hand for the top of the pile (the caller knows it is allowed)."""
    player = state.players[state.turn]
    piles = list(player.piles)
    pile = piles[discard.pile]
    piles[discard.pile] = Pile((*pile.cards, discard.card), pile.crosswise)
    return _set_player(state, state.turn, evolve(player, hand=_one_less(player.hand, discard.card), piles=tuple(piles)))


def _discard(state: State, action: Discard, reading: Reading) -> State:
    """``forbidden.play.discard``: one card onto the player's pile; the turn passes left.

    Under ``cheng.compulsory=yes`` a player who may go Cheng may not discard and play on (:func:`compulsory_cheng`).
    """
    if compulsory_cheng(reading) and not _listed(state, action, reading) and _chengs(state, reading):
        raise IllegalActionError(
            f"cannot discard {action.card} and play on: the hand may go Cheng, and a player who may go Cheng must "
            "(forbidden.cheng.declare, cheng.compulsory=yes)"
        )
    state = _put(state, action)
    return pass_turn(state, (state.turn + 1) % state.player_count, reading)


def _listed_cheng(state: State, action: Cheng, reading: Reading) -> State:
    """``forbidden.cheng.declare`` for a listed Cheng (:func:`_listed`): the discards are made, the round is scored.

    The listing holds exactly the successful Chengs, with discards allowed (:func:`_chengs`), so neither the
    discards nor the hand are checked again: the effect is :func:`_cheng`'s for a successful Cheng.
    """
    for discard in action.discards:
        state = _placed(state, discard)
    return end_round(state, state.turn, reading)


def _cheng(state: State, action: Cheng, reading: Reading) -> State:
    """``forbidden.cheng.declare``; a hand that may not go Cheng is taken back (``forbidden.cheng.mistake``)."""
    if len(action.discards) > reading.max_discards:
        raise IllegalActionError(
            f"at most {reading.max_discards} discard(s) before going Cheng (forbidden.cheng.discard; "
            "two only in the Fast version)"
        )
    before = state
    for discard in action.discards:
        state = _put(state, discard)
    player = state.players[state.turn]
    if may_cheng(player, player.hand, reading):
        return end_round(state, state.turn, reading)
    # A mistaken Cheng: the hand is taken back, the next turn is lost; one discard ends the turn, a second
    # (allowed only for a Cheng in the Fast version) returns to the hand.
    if not action.discards:
        return _set_player(before, before.turn, evolve(player, skip_next_turn=True))
    state = _put(before, action.discards[0])
    player = state.players[state.turn]
    state = _set_player(state, state.turn, evolve(player, skip_next_turn=True))
    return pass_turn(state, (state.turn + 1) % state.player_count, reading)


DECIDED_BY: dict[str, object] = {
    "forbidden.play.draw": _draw,
    "forbidden.play.claim-forbidden": _claim_forbidden,
    "forbidden.block.effect": _block,
    "forbidden.cheng.declare": _chengs,
    "forbidden.cheng.mistake": _cheng,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["IllegalActionError", "actor", "apply", "blockers", "legal_actions", "new_game", "pass_turn"]
