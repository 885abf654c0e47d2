"""FORBIDDEN play on a mutable table — the simulator's second encoding of legal actions and their effects.

The reference engine (:mod:`rulebook.forbidden.engine.play`) takes an immutable :class:`State` and returns a new
one for every action, which is what a ruling, a corpus case or another engine's check needs. A simulator that plays
whole games only asks, position after position, what may be done and then does one of those things; for it the
position is held here in lists changed in place, and each action costs a few list operations instead of new
records. The rules are the same, section by section (docs/forbidden-play.md):

- a turn starts with a draw (``forbidden.play.draw``), a claim of opponents' top cards into a set
  (``forbidden.play.claim``, ``claim-several``, ``no-royal-claim``) or of a Forbidden card
  (``forbidden.play.claim-forbidden``); a claim waits for blocks (``forbidden.block.*``);
- a turn ends with a discard (``forbidden.play.discard``) or a Cheng (``forbidden.cheng.declare``,
  ``forbidden.cheng.discard``); a player owing a lost turn is passed over (Section 7, PENALTY).

The claims a hand can make of the opponents' tops (:func:`~rulebook.forbidden.engine.claims.claims_of_tops`), the
laid sets' summary, the fewest wilds of a colour and the hand engine's Cheng test are the reference engine's (the
same questions of a hand; the Z3 claim model checks the claims); deals and round ends (scoring) are handed to the
reference engine on a frozen state, since they come a few times a game. The table plays every reading and every
player count, the two-player game's two piles each included (``forbidden.two-player.*``). It applies only actions it
has just listed, as a policy chooses them. ``tests/forbidden/test_play_table.py`` replays seeded games on both
encodings, position by position.
"""

from __future__ import annotations

import itertools
import operator

from rulebook.forbidden.actions import Action, Block, Cheng, Claim, ClaimForbidden, Deal, Discard, Draw, Pass
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    FORBIDDEN,
    KIND_INDEX,
    KINDS_PER_COLOUR,
    NUMBER_INDEX,
    WILD,
    Cards,
)
from rulebook.forbidden.engine import claims as engine_claims
from rulebook.forbidden.engine.claims import claims_of_tops
from rulebook.forbidden.engine.play import LaidSummary
from rulebook.forbidden.engine.play import _discard_choices as discard_choices
from rulebook.forbidden.engine.play import _summarise_laid as summarise_laid
from rulebook.forbidden.engine.play import apply as reference_apply
from rulebook.forbidden.engine.round import _cards_of as cards_of
from rulebook.forbidden.engine.round import end_round, hand_engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import MAX_PLAYERS, LaidSet, Phase, Pile, PileRef, Player, RoundResult, State

_WILD = KIND_INDEX[WILD]
_FORBIDDEN = KIND_INDEX[FORBIDDEN]
_KINDS = len(ALL_KINDS)
_PARTS = tuple(slice(c * KINDS_PER_COLOUR, (c + 1) * KINDS_PER_COLOUR) for c in range(len(COLOURS)))
"""Where each colour's counts sit in a hand's counts."""
_DRAW = Draw()
_PASS = Pass()
_BLOCK = Block()
_DISCARDS = tuple(Discard(kind, 0) for kind in ALL_KINDS)
"""The discard of each kind onto pile 0, in deck order."""
_DISCARDS_ONTO = {(kind, pile): Discard(ALL_KINDS[kind], pile) for kind in range(len(ALL_KINDS)) for pile in (0, 1)}
"""The discard of each kind (by index) onto each pile."""
_NONE = Cards((0,) * _KINDS)
_PILE_0 = (0,)
_REFS = {(owner, index): PileRef(owner, index) for owner in range(MAX_PLAYERS) for index in range(2)}
_CLAIM_FORBIDDEN = {ref: ClaimForbidden(ref) for ref in _REFS.values()}
_ONE_FORBIDDEN = tuple(int(kind == _FORBIDDEN) for kind in range(_KINDS))

PendingClaim = tuple[tuple[PileRef, ...], tuple[str, ...], Cards, list[int]]
"""A claim waiting for blocks: its piles, the cards taken off them, the hand cards, the players who passed."""


def supports(state: State) -> bool:
    """Whether the table can start from ``state``: any position between actions (no claim waiting for blocks)."""
    return state.claim is None


class PlayTable:
    """One game's position, changed in place by :meth:`apply`; :meth:`frozen` gives it as a :class:`State`."""

    def __init__(self, state: State, reading: Reading) -> None:
        if not supports(state):
            raise ValueError("the play table starts from a position with no claim waiting for blocks")
        self.reading = reading
        self._engine = hand_engine(reading)
        self._min_wilds = self._engine.suit_min_wilds()
        self._max_wilds_allowed = reading.claim_wild == "yes"
        self._claims_wilds = engine_claims.claims_wilds(reading)
        self._compulsory_cheng = reading.cheng_compulsory == "yes"
        self._min_hand = engine_claims.min_hand_cards(reading)
        self._refused = reading.wild_exhausted_card == "refused"
        self._read(state)

    def _read(self, state: State) -> None:
        """Hold ``state`` (a deal's or a round end's, from the reference engine) in the table's lists."""
        self._state: State | None = state
        players = state.players
        self.players = len(players)
        self.hands = [player.hand.counts for player in players]
        self.piles = [[list(pile.cards) for pile in player.piles] for player in players]
        """Per player, per pile, the cards bottom first."""
        self.crosswise = [[pile.crosswise for pile in player.piles] for player in players]
        self.laid = [list(player.laid) for player in players]
        self._laid_summaries: list[LaidSummary | None] = [None] * self.players
        """Per player, the reference engine's summary of the laid sets, made when first asked after a change."""
        self.table_forbidden = [player.table_forbidden for player in players]
        self.blocks = [player.blocks for player in players]
        self.skip = [player.skip_next_turn for player in players]
        self.scores = [player.score for player in players]
        self.draw_pile = list(reversed(state.draw_pile))  # top card last, so a draw is a pop
        self.chest, self.dealer, self.turn, self.round = state.chest, state.dealer, state.turn, state.round
        self.phase: Phase = state.phase
        self.result: RoundResult | None = state.result
        self.claim: PendingClaim | None = None

    def frozen(self) -> State:
        """The position as the reference engine's :class:`State` (between actions; no claim waiting)."""
        if self._state is not None:
            return self._state
        if self.claim is not None:
            raise ValueError("a waiting claim is not frozen by the play table")
        players = tuple(
            Player(
                hand=Cards(self.hands[p]),
                laid=tuple(self.laid[p]),
                table_forbidden=self.table_forbidden[p],
                piles=tuple(Pile(tuple(cards), crosswise) for cards, crosswise in zip(piles, crossed, strict=True)),
                score=self.scores[p],
                skip_next_turn=self.skip[p],
                blocks=self.blocks[p],
            )
            for p, (piles, crossed) in enumerate(zip(self.piles, self.crosswise, strict=True))
        )
        self._state = State(
            players, tuple(reversed(self.draw_pile)), self.chest, self.dealer, self.turn, self.phase, self.round
        )
        return self._state

    def totals(self) -> tuple[int, ...]:
        """Every player's total over the finished rounds."""
        return tuple(self.scores)

    # -- who may do what ---------------------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions, in the reference engine's order (``legal_actions``): the same list, action for action.

        ``start``: draw, claims, Forbidden claims; ``claim``: block, pass (for the next player asked);
        ``discard``: a discard of each kind held in deck order, then the successful Chengs (only the Chengs, when
        there are any, under ``cheng.compulsory=yes``). A deal is not listed.
        """
        phase = self.phase
        if phase == "start":
            numbers, forbidden = self._opponents_tops()
            return (_DRAW, *self._claims(numbers), *self._forbidden_claims(forbidden))
        if phase == "discard":
            chengs = self._chengs()
            if chengs and self._compulsory_cheng:
                return tuple(chengs)  # cheng.compulsory=yes: a player who may go Cheng must
            return (*self._discards(), *chengs)
        if phase == "claim":
            if self._next_asked() is None:
                return ()
            piles = self._piles_to_block()
            return (_BLOCK, _PASS) if len(piles) == 1 else (*(Block(ref) for ref in piles), _PASS)
        return ()

    def _discard_piles(self) -> tuple[int, ...]:
        """``forbidden.two-player.piles``: the piles the player may discard onto, an empty one first if any."""
        piles = self.piles[self.turn]
        if len(piles) == 1:
            return _PILE_0
        empty = tuple(index for index, pile in enumerate(piles) if not pile)
        return empty[:1] if empty else tuple(range(len(piles)))

    def _discards(self) -> list[Discard]:
        """``forbidden.play.discard``: a discard of every kind held onto every pile allowed, in deck order."""
        hand = self.hands[self.turn]
        piles = self._discard_piles()
        if piles == _PILE_0:
            return list(itertools.compress(_DISCARDS, hand))
        return [_DISCARDS_ONTO[kind, pile] for kind, held in enumerate(hand) if held for pile in piles]

    def _opponents_tops(self) -> tuple[list[tuple[PileRef, str]], list[PileRef]]:
        """The opponents' piles topped by a number card (with the card), and those topped by a Forbidden card.

        Under ``wild.claimable=yes`` the piles topped by a wild are listed with the number cards: it may be claimed
        into a set (``forbidden.play.no-royal-claim``).
        """
        turn, wilds = self.turn, self._claims_wilds
        numbers = []
        forbidden = []
        for owner, piles in enumerate(self.piles):
            if owner != turn:
                for index, pile in enumerate(piles):
                    if pile:
                        top = pile[-1]
                        if top in NUMBER_INDEX or (wilds and top == WILD):
                            numbers.append((_REFS[owner, index], top))
                        elif top == FORBIDDEN:
                            forbidden.append(_REFS[owner, index])
        return numbers, forbidden

    def _claims(self, candidates: list[tuple[PileRef, str]]) -> list[Claim]:
        """``forbidden.play.claim``: number-card (or wild) tops of ``candidates`` completed by hand cards into one set.

        One pile of each opponent (one or both of the two-player game's opponent's), one colour (Section 5).
        """
        if not candidates:
            return []
        hand = self.hands[self.turn]
        max_wilds = min(1, hand[_WILD]) if self._max_wilds_allowed else 0
        return claims_of_tops(candidates, hand, max_wilds, self._min_hand, self._empties_to_cheng)

    def _empties_to_cheng(self, claimed: tuple[str, ...], hand_cards: Cards) -> bool:
        """A claim using every hand card stands only if the emptied hand may go Cheng (Sections 4 and 7)."""
        new_set = cards_of(claimed) + hand_cards
        laid = (*(laid_set.cards for laid_set in self.laid[self.turn]), new_set)
        return self._engine.may_cheng_query(HandQuery(_NONE, laid, self.table_forbidden[self.turn]))

    def _forbidden_claims(self, refs: list[PileRef]) -> list[ClaimForbidden]:
        """``forbidden.play.claim-forbidden``: a claim of each opponent's pile of ``refs`` (topped by a Forbidden card).

        The player must hold a card, to end the turn with a discard.
        """
        if not refs or not any(self.hands[self.turn]):
            return []
        return [_CLAIM_FORBIDDEN[ref] for ref in refs]

    def _stuck(self, player: int, hand: tuple[int, ...], enough: int) -> list[int]:
        """Colours whose cards cannot all be placed with every wild the player has (a necessary test of Cheng).

        The colour's hand cards pooled with its laid sets' cards, against the hand's and those sets' wilds; under
        ``wild.exhausted-card=refused`` colours with laid sets are left to the hand engine. The first ``enough`` of
        them: the callers ask whether there are more than they can free by discarding.
        """
        fewest = self._min_wilds
        wilds = hand[_WILD]
        stuck = []
        if not self.laid[player]:
            for colour, part in enumerate(_PARTS):
                if fewest[hand[part]] > wilds:
                    stuck.append(colour)
                    if len(stuck) == enough:
                        break
            return stuck
        summary = self._laid_summaries[player]
        if summary is None:
            summary = self._laid_summaries[player] = summarise_laid(tuple(self.laid[player]))
        pooled, laid_wilds = summary
        for colour, part in enumerate(_PARTS):
            own = hand[part]
            added = pooled[colour]
            if added is not None:
                if self._refused:
                    continue
                own = tuple(map(operator.add, own, added))
            if any(own) and fewest[own] > wilds + laid_wilds[colour]:
                stuck.append(colour)
                if len(stuck) == enough:
                    break
        return stuck

    def _may_cheng(self, player: int, hand: tuple[int, ...]) -> bool:
        """Whether ``hand`` with the player's laid sets and table Forbidden cards may go Cheng (the hand engine)."""
        if not self.laid[player]:
            return self._engine.may_cheng(Cards(hand), self.table_forbidden[player])
        if self._stuck(player, hand, 1):
            return False
        laid = tuple(laid_set.cards for laid_set in self.laid[player])
        return self._engine.may_cheng_query(HandQuery(Cards(hand), laid, self.table_forbidden[player]))

    def _chengs(self) -> list[Cheng]:
        """``forbidden.cheng.declare``, ``forbidden.cheng.discard``: every successful Cheng, after 0..limit discards.

        A stuck colour (:meth:`_stuck`) stays stuck whatever else is discarded, so only discards holding a card of
        every stuck colour are tried (the reference engine's choices of discards).
        """
        player = self.turn
        hand = self.hands[player]
        limit = self.reading.max_discards
        stuck = self._stuck(player, hand, limit + 1)
        if len(stuck) > limit:
            return []
        found = []
        for removed in discard_choices(Cards(hand), limit, stuck):
            if self._may_cheng(player, tuple(map(operator.sub, hand, removed.counts))):
                found.append(Cheng(self._onto_piles(removed.counts)))
        return found

    def _piles_to_block(self) -> tuple[PileRef, ...]:
        """``forbidden.block.pile``: the piles a block of the waiting claim may go on; ``()`` when none may.

        The claimed piles in order of closeness to the claimant's left: the owner's seat distance, then (under
        ``block.two-player-pile=first-pile``) the pile's index; under ``blocker-chooses`` the opponent's two piles
        tie. The closest tie's piles without a crosswise card; a tie whose piles all hold one is passed over, or
        (``block.which-pile=closest-only``) ends the search. None for a Forbidden claim under
        ``block.forbidden-claim=no``.
        """
        assert self.claim is not None
        refs, cards = self.claim[0], self.claim[1]
        if cards == (FORBIDDEN,) and self.reading.block_forbidden_claim == "no":
            return ()
        crosswise = self.crosswise
        if len(refs) == 1:
            return refs if crosswise[refs[0].owner][refs[0].index] is None else ()
        claimant, players = self.turn, self.players
        by_index = self.reading.block_two_player_pile == "first-pile"

        def closeness(ref: PileRef) -> tuple[int, int]:
            return (ref.owner - claimant) % players, ref.index if by_index else 0

        for _, tied in itertools.groupby(sorted(refs, key=closeness), key=closeness):
            open_piles = tuple(sorted(ref for ref in tied if crosswise[ref.owner][ref.index] is None))
            if open_piles:
                return open_piles
            if self.reading.block_which_pile == "closest-only":
                return ()
        return ()

    def _next_asked(self) -> int | None:
        """The next player asked about a block, or ``None`` (``forbidden.block.who``, ``precedence``).

        The closest player to the claimant's left who holds a Forbidden card and has not passed; ``None`` also when
        the claim cannot be blocked.
        """
        if not self._piles_to_block():
            return None
        assert self.claim is not None
        declined = self.claim[3]
        claimant, players = self.turn, self.players
        for distance in range(1, players):
            player = (claimant + distance) % players
            if self.hands[player][_FORBIDDEN] > 0 and player not in declined:
                return player
        return None

    # -- what actions do ---------------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Make ``action``, one the table has just listed (or a deal after a round), changing the table in place."""
        kind = type(action)
        if kind is Deal:
            self._read(reference_apply(self.frozen(), action, self.reading))
            return
        self._state = None
        if kind is Discard:
            assert isinstance(action, Discard)
            self._place(action.card, action.pile)
            self._pass_turn((self.turn + 1) % self.players)
        elif kind is Draw:
            self._draw()
        elif kind is Claim:
            assert isinstance(action, Claim)
            self.claim = (action.piles, self._take_tops(action.piles), action.hand, [])
            self.phase = "claim"
            self._open_claim()
        elif kind is ClaimForbidden:
            assert isinstance(action, ClaimForbidden)
            owner, index = action.pile.owner, action.pile.index
            crosswise = self.crosswise[owner][index] == len(self.piles[owner][index]) - 1
            self.claim = ((action.pile,), self._take_tops((action.pile,)), _NONE, [])
            self.phase = "claim"
            if crosswise:  # its pile held a crosswise card: the claim cannot be blocked (forbidden.block.who)
                self._claim_stands()
            else:
                self._open_claim()
        elif kind is Pass:
            asked = self._next_asked()
            assert self.claim is not None and asked is not None
            self.claim[3].append(asked)
            self._open_claim()
        elif kind is Block:
            assert isinstance(action, Block)
            self._block(action.pile)
        elif kind is Cheng:
            assert isinstance(action, Cheng)
            for discard in action.discards:
                self._place(discard.card, discard.pile)
            self._end_round(self.turn)
        else:
            raise ValueError(f"the play table does not make {action}")

    def _draw(self) -> None:
        """``forbidden.play.draw``: the top card goes into the hand; an empty draw pile ends the round instead."""
        if not self.draw_pile:
            self._end_round(None)
            return
        hand = list(self.hands[self.turn])
        hand[KIND_INDEX[self.draw_pile.pop()]] += 1
        self.hands[self.turn] = tuple(hand)
        self.phase = "discard"

    def _place(self, card: str, pile: int) -> None:
        """A card leaves the hand of the player whose turn it is for the top of their pile ``pile``."""
        hand = list(self.hands[self.turn])
        hand[KIND_INDEX[card]] -= 1
        self.hands[self.turn] = tuple(hand)
        self.piles[self.turn][pile].append(card)

    def _take_tops(self, refs: tuple[PileRef, ...]) -> tuple[str, ...]:
        """The top cards of ``refs`` taken off; a crosswise card taken leaves its pile open to a block (Section 6)."""
        cards = []
        for ref in refs:
            pile = self.piles[ref.owner][ref.index]
            crosswise = self.crosswise[ref.owner]
            if crosswise[ref.index] == len(pile) - 1:
                crosswise[ref.index] = None
            cards.append(pile.pop())
        return tuple(cards)

    def _open_claim(self) -> None:
        """A claim nobody (else) may block stands at once; otherwise it waits for the next player asked."""
        if self._next_asked() is None:
            self._claim_stands()

    def _claim_stands(self) -> None:
        """The claim stands: the claimed cards and the hand's cards are laid down as a set.

        A claimed Forbidden card goes to the table, or to the hand under ``claim.forbidden-destination=hand``.
        """
        assert self.claim is not None
        _, cards, hand_cards, _ = self.claim
        turn = self.turn
        if cards == (FORBIDDEN,):
            if self.reading.claim_forbidden_destination == "hand":
                self.hands[turn] = tuple(map(operator.add, self.hands[turn], _ONE_FORBIDDEN))
            else:
                self.table_forbidden[turn] += 1
        else:
            claimed = cards_of(cards)
            self.laid[turn].append(LaidSet(claimed + hand_cards, claimed))
            self._laid_summaries[turn] = None
            self.hands[turn] = tuple(map(operator.sub, self.hands[turn], hand_cards.counts))
        self.claim = None
        self.phase = "discard"

    def _block(self, chosen: PileRef | None) -> None:
        """``forbidden.block.effect``: the Forbidden card lies crosswise, the claimed cards go back, the turn passes.

        ``block.returned-card``: the claimed card under the crosswise card, or on top of it; ``block.next-player``:
        play goes to the claimant's left, or the blocker's (the claimant's left again if that is the claimant).
        """
        blocker = self._next_asked()
        target = self._piles_to_block()[0] if chosen is None else chosen  # the blocker's choice (blocker-chooses)
        assert self.claim is not None and blocker is not None
        hand = list(self.hands[blocker])
        hand[_FORBIDDEN] -= 1
        self.hands[blocker] = tuple(hand)
        self.blocks[blocker] += 1
        for ref, card in zip(self.claim[0], self.claim[1], strict=True):
            pile = self.piles[ref.owner][ref.index]
            if ref != target:
                pile.append(card)
            elif self.reading.block_returned_card == "under-blocker":
                pile.extend((card, FORBIDDEN))
                self.crosswise[ref.owner][ref.index] = len(pile) - 1
            else:
                pile.extend((FORBIDDEN, card))
                self.crosswise[ref.owner][ref.index] = len(pile) - 2
        self.claim = None
        claimant, players = self.turn, self.players
        following = (claimant + 1) % players
        if self.reading.block_next_player == "blocker-left":
            following = (blocker + 1) % players
            if following == claimant:
                following = (claimant + 1) % players
        self._pass_turn(following)

    def _pass_turn(self, to: int) -> None:
        """Play passes to ``to``, or past players owing a lost turn (each uses it up).

        An empty draw pile ends the round, unless (``draw.empty-claim=claim-allowed``) the player may claim.
        """
        players = self.players
        for _ in range(players + 1):
            if not self.skip[to]:
                break
            self.skip[to] = False
            to = (to + 1) % players
        self.turn = to
        self.phase = "start"
        self.claim = None
        if not self.draw_pile and (self.reading.draw_empty_claim == "round-ends" or not self._may_claim()):
            self._end_round(None)

    def _onto_piles(self, removed: tuple[int, ...]) -> tuple[Discard, ...]:
        """The discards of the cards ``removed`` in deck order, each onto the first pile allowed after those before.

        With two piles an empty one is refilled first (``forbidden.two-player.piles``).
        """
        empty = [not pile for pile in self.piles[self.turn]]
        discards = []
        for kind, count in enumerate(removed):
            for _ in range(count):
                pile = empty.index(True) if len(empty) > 1 and any(empty) else 0
                empty[pile] = False
                discards.append(_DISCARDS_ONTO[kind, pile])
        return tuple(discards)

    def _may_claim(self) -> bool:
        """Whether the player whose turn it is may claim: a Forbidden card, or number cards into a set."""
        numbers, forbidden = self._opponents_tops()
        return bool(self._forbidden_claims(forbidden)) or bool(self._claims(numbers))

    def _end_round(self, cheng_player: int | None) -> None:
        """The round is scored by the reference engine (``forbidden.round.scoring``); the table holds its end."""
        self._read(end_round(self.frozen(), cheng_player, self.reading))


__all__ = ["PlayTable", "supports"]
