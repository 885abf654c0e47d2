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

The claim completions, the fewest wilds of a colour and the hand engine's Cheng test are the reference engine's
tables (the same questions of a hand); deals and round ends (scoring) are handed to the reference engine on a
frozen state, since they come a few times a game. The table covers every reading with one discard pile per player
(three or four players, or two under ``variant.two-player=no``); :func:`supports` says so, and the two-player game's
two piles each are played on the reference engine. It applies only actions it has just listed, as a policy
chooses them. ``tests/forbidden/test_play_table.py`` replays seeded games on both encodings, position by position.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

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
from rulebook.forbidden.engine.discards import discard_multisets
from rulebook.forbidden.engine.play import apply as reference_apply
from rulebook.forbidden.engine.round import end_round, hand_engine
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import LaidSet, Phase, Pile, PileRef, Player, RoundResult, State

_WILD = KIND_INDEX[WILD]
_FORBIDDEN = KIND_INDEX[FORBIDDEN]
_KINDS = len(ALL_KINDS)
_PARTS = tuple(slice(c * KINDS_PER_COLOUR, (c + 1) * KINDS_PER_COLOUR) for c in range(len(COLOURS)))
"""Where each colour's counts sit in a hand's counts."""
_DRAW = Draw()
_PASS = Pass()
_BLOCK = Block()
_DISCARDS = tuple(Discard(kind, 0) for kind in ALL_KINDS)
"""The discard of each kind onto the one pile, in deck order."""
_ONE = tuple(Cards(tuple(int(index == kind) for index in range(_KINDS))) for kind in range(_KINDS))
_NONE = Cards((0,) * _KINDS)
_ONE_FORBIDDEN = _ONE[_FORBIDDEN].counts

PendingClaim = tuple[tuple[PileRef, ...], tuple[str, ...], Cards, list[int]]
"""A claim waiting for blocks: its piles, the cards taken off them, the hand cards, the players who passed."""


def supports(state: State) -> bool:
    """Whether the table plays ``state``'s game: one discard pile per player and no claim waiting."""
    return state.claim is None and all(len(player.piles) == 1 for player in state.players)


class PlayTable:
    """One game's position, changed in place by :meth:`apply`; :meth:`frozen` gives it as a :class:`State`."""

    def __init__(self, state: State, reading: Reading) -> None:
        if not supports(state):
            raise ValueError("the play table holds one discard pile per player and no waiting claim")
        self.reading = reading
        self._engine = hand_engine(reading)
        self._min_wilds = self._engine.suit_min_wilds()
        self._max_wilds_allowed = reading.claim_wild == "yes"
        self._min_hand = engine_claims.min_hand_cards(reading)
        self._refused = reading.wild_exhausted_card == "refused"
        self._read(state)

    def _read(self, state: State) -> None:
        """Hold ``state`` (a deal's or a round end's, from the reference engine) in the table's lists."""
        self._state: State | None = state
        players = state.players
        self.players = len(players)
        self.hands = [player.hand.counts for player in players]
        self.piles = [list(player.piles[0].cards) for player in players]
        self.crosswise = [player.piles[0].crosswise for player in players]
        self.laid = [list(player.laid) for player in players]
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
                piles=(Pile(tuple(self.piles[p]), self.crosswise[p]),),
                score=self.scores[p],
                skip_next_turn=self.skip[p],
                blocks=self.blocks[p],
            )
            for p in range(self.players)
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
        ``discard``: a discard of each kind held in deck order, then the successful Chengs. A deal is not listed.
        """
        phase = self.phase
        if phase == "start":
            return (_DRAW, *self._claims(), *self._forbidden_claims())
        if phase == "discard":
            hand = self.hands[self.turn]
            return (*[discard for discard, held in zip(_DISCARDS, hand, strict=True) if held], *self._chengs())
        if phase == "claim":
            return (_BLOCK, _PASS) if self._next_asked() is not None else ()
        return ()

    def _claims(self) -> list[Claim]:
        """``forbidden.play.claim``: opponents' number-card tops, one pile each, completed by hand cards into a set."""
        turn, piles = self.turn, self.piles
        candidates = [
            (engine_claims._REFS[owner, 0], pile[-1])
            for owner, pile in enumerate(piles)
            if owner != turn and pile and pile[-1] in NUMBER_INDEX
        ]
        if not candidates:
            return []
        hand = self.hands[turn]
        max_wilds = min(1, hand[_WILD]) if self._max_wilds_allowed else 0
        hand_size = sum(hand)
        found: list[Claim] = []
        refs: tuple[PileRef, ...]
        cards: tuple[str, ...]
        for group in engine_claims.pile_groups(tuple([engine_claims._COLOUR_OF[card] for _, card in candidates])):
            if len(group) == 1:
                ref, card = candidates[group[0]]
                refs, cards = (ref,), (card,)
            else:
                refs = tuple([candidates[position][0] for position in group])
                cards = tuple([candidates[position][1] for position in group])
            completions = engine_claims._completions(cards, max_wilds, self._min_hand)
            mask = completions.fitting(hand)
            while mask:
                lowest = mask & -mask
                row = lowest.bit_length() - 1
                mask ^= lowest
                hand_cards, size = completions.row(row)
                if size < hand_size or self._empties_to_cheng(cards, hand_cards):
                    found.append(completions.claim(refs, row))
        return found

    def _empties_to_cheng(self, claimed: tuple[str, ...], hand_cards: Cards) -> bool:
        """A claim using every hand card stands only if the emptied hand may go Cheng (Sections 4 and 7)."""
        new_set = Cards(tuple(map(operator.add, _counts_of(claimed), hand_cards.counts)))
        laid = (*(laid_set.cards for laid_set in self.laid[self.turn]), new_set)
        return self._engine.may_cheng_query(HandQuery(_NONE, laid, self.table_forbidden[self.turn]))

    def _forbidden_claims(self) -> list[ClaimForbidden]:
        """``forbidden.play.claim-forbidden``: an opponent's pile topped by a Forbidden card; a card must be held."""
        turn = self.turn
        found = [
            ClaimForbidden(engine_claims._REFS[owner, 0])
            for owner, pile in enumerate(self.piles)
            if owner != turn and pile and pile[-1] == FORBIDDEN
        ]
        if found and not any(self.hands[turn]):
            return []
        return found

    def _stuck(self, player: int, hand: tuple[int, ...]) -> list[int]:
        """Colours whose cards cannot all be placed with every wild the player has (a necessary test of Cheng).

        The colour's hand cards pooled with its laid sets' cards, against the hand's and those sets' wilds; under
        ``wild.exhausted-card=refused`` colours with laid sets are left to the hand engine.
        """
        fewest = self._min_wilds
        wilds = hand[_WILD]
        laid = self.laid[player]
        if not laid:
            return [colour for colour, part in enumerate(_PARTS) if fewest[hand[part]] > wilds]
        pooled: list[tuple[int, ...] | None] = [None] * len(_PARTS)
        laid_wilds = [0] * len(_PARTS)
        first_colours = set()
        for laid_set in laid:
            own = laid_set.cards.counts
            colour = next(c for c, part in enumerate(_PARTS) if any(own[part]))
            first_colours.add(colour)
            laid_wilds[colour] += own[_WILD]
            for c, part in enumerate(_PARTS):
                total = pooled[c]
                pooled[c] = own[part] if total is None else tuple(map(operator.add, total, own[part]))
        stuck = []
        for colour, part in enumerate(_PARTS):
            own = hand[part]
            if colour in first_colours:
                if self._refused:
                    continue
                added = pooled[colour]
                assert added is not None
                own = tuple(map(operator.add, own, added))
            if any(own) and fewest[own] > wilds + laid_wilds[colour]:
                stuck.append(colour)
        return stuck

    def _may_cheng(self, player: int, hand: tuple[int, ...]) -> bool:
        """Whether ``hand`` with the player's laid sets and table Forbidden cards may go Cheng (the hand engine)."""
        if not self.laid[player]:
            return self._engine.may_cheng(Cards(hand), self.table_forbidden[player])
        if self._stuck(player, hand):
            return False
        laid = tuple(laid_set.cards for laid_set in self.laid[player])
        return self._engine.may_cheng_query(HandQuery(Cards(hand), laid, self.table_forbidden[player]))

    def _chengs(self) -> list[Cheng]:
        """``forbidden.cheng.declare``, ``forbidden.cheng.discard``: every successful Cheng, after 0..limit discards.

        A stuck colour (:meth:`_stuck`) stays stuck whatever else is discarded, so only discards holding a card of
        every stuck colour are tried.
        """
        player = self.turn
        hand = self.hands[player]
        stuck = self._stuck(player, hand)
        limit = self.reading.max_discards
        if len(stuck) > limit:
            return []
        found = []
        for removed in _discard_choices(hand, limit, stuck):
            after = hand if removed is None else tuple(map(operator.sub, hand, removed))
            if self._may_cheng(player, after):
                found.append(Cheng(() if removed is None else _onto_one_pile(removed)))
        return found

    def _pile_to_block(self) -> PileRef | None:
        """``forbidden.block.pile``: of the claimed piles, the closest to the claimant's left without a crosswise card.

        Under ``block.which-pile=closest-only`` only the closest; none for a Forbidden claim under
        ``block.forbidden-claim=no``.
        """
        assert self.claim is not None
        refs, cards = self.claim[0], self.claim[1]
        if cards == (FORBIDDEN,) and self.reading.block_forbidden_claim == "no":
            return None
        if len(refs) == 1:
            return refs[0] if self.crosswise[refs[0].owner] is None else None
        claimant, players = self.turn, self.players
        for ref in sorted(refs, key=lambda ref: (ref.owner - claimant) % players):
            if self.crosswise[ref.owner] is None:
                return ref
            if self.reading.block_which_pile == "closest-only":
                return None
        return None

    def _next_asked(self) -> int | None:
        """The next player asked about a block, or ``None`` (``forbidden.block.who``, ``precedence``).

        The closest player to the claimant's left who holds a Forbidden card and has not passed; ``None`` also when
        the claim cannot be blocked.
        """
        if self._pile_to_block() is None:
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
            self._place(action.card)
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
            owner = action.pile.owner
            crosswise = self.crosswise[owner] is not None and self.crosswise[owner] == len(self.piles[owner]) - 1
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
            self._block()
        elif kind is Cheng:
            assert isinstance(action, Cheng)
            for discard in action.discards:
                self._place(discard.card)
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

    def _place(self, card: str) -> None:
        """A card leaves the hand of the player whose turn it is for the top of their pile."""
        hand = list(self.hands[self.turn])
        hand[KIND_INDEX[card]] -= 1
        self.hands[self.turn] = tuple(hand)
        self.piles[self.turn].append(card)

    def _take_tops(self, refs: tuple[PileRef, ...]) -> tuple[str, ...]:
        """The top cards of ``refs`` taken off; a crosswise card taken leaves its pile open to a block (Section 6)."""
        cards = []
        for ref in refs:
            pile = self.piles[ref.owner]
            if self.crosswise[ref.owner] == len(pile) - 1:
                self.crosswise[ref.owner] = None
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
            claimed = Cards(_counts_of(cards))
            self.laid[turn].append(LaidSet(claimed + hand_cards, claimed))
            self.hands[turn] = tuple(map(operator.sub, self.hands[turn], hand_cards.counts))
        self.claim = None
        self.phase = "discard"

    def _block(self) -> None:
        """``forbidden.block.effect``: the Forbidden card lies crosswise, the claimed cards go back, the turn passes.

        ``block.returned-card``: the claimed card under the crosswise card, or on top of it; ``block.next-player``:
        play goes to the claimant's left, or the blocker's (the claimant's left again if that is the claimant).
        """
        blocker, target = self._next_asked(), self._pile_to_block()
        assert self.claim is not None and blocker is not None
        hand = list(self.hands[blocker])
        hand[_FORBIDDEN] -= 1
        self.hands[blocker] = tuple(hand)
        self.blocks[blocker] += 1
        for ref, card in zip(self.claim[0], self.claim[1], strict=True):
            pile = self.piles[ref.owner]
            if ref != target:
                pile.append(card)
            elif self.reading.block_returned_card == "under-blocker":
                pile.extend((card, FORBIDDEN))
                self.crosswise[ref.owner] = len(pile) - 1
            else:
                pile.extend((FORBIDDEN, card))
                self.crosswise[ref.owner] = len(pile) - 2
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
        if not self.draw_pile and (
            self.reading.draw_empty_claim == "round-ends" or not (self._forbidden_claims() or self._claims())
        ):
            self._end_round(None)

    def _end_round(self, cheng_player: int | None) -> None:
        """The round is scored by the reference engine (``forbidden.round.scoring``); the table holds its end."""
        self._read(end_round(self.frozen(), cheng_player, self.reading))


def _counts_of(cards: Sequence[str]) -> tuple[int, ...]:
    counts = [0] * _KINDS
    for card in cards:
        counts[KIND_INDEX[card]] += 1
    return tuple(counts)


def _discard_choices(hand: tuple[int, ...], limit: int, stuck: list[int]) -> list[tuple[int, ...] | None]:
    """The discards (as counts; ``None`` for none) that may let the hand go Cheng, in the reference engine's order.

    Nothing, then each kind held in deck order (then pairs under ``variant.fast=yes``), keeping those holding a card
    of every stuck colour.
    """
    if limit != 1:
        choices = [removed.counts for removed in discard_multisets(Cards(hand), limit)]
        kept = [removed for removed in choices if all(any(removed[_PARTS[colour]]) for colour in stuck)]
        return [None if not any(removed) else removed for removed in kept]
    if stuck:
        part = _PARTS[stuck[0]]
        return [_ONE[kind].counts for kind in range(part.start, part.stop) if hand[kind]]
    return [None, *(_ONE[kind].counts for kind in range(_KINDS) if hand[kind])]


def _onto_one_pile(removed: tuple[int, ...]) -> tuple[Discard, ...]:
    """The discards of the cards ``removed``, in deck order, onto the one pile."""
    return tuple(_DISCARDS[kind] for kind, count in enumerate(removed) for _ in range(count))


__all__ = ["PlayTable", "supports"]
