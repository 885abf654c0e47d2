"""The FORBIDDEN play cross-check: the Z3 claim and block models against the play engine, state by state.

Two comparisons, each a function of one case (a state and a reading):

* claims (phase ``start``): the engine's legal ``Claim`` and ``ClaimForbidden`` actions must be exactly the
  model's (:class:`~rulebook.forbidden.model.claims.ClaimModel`); two claims are the same action when they name
  the same piles and the same hand cards, so piles are compared as sets.
* blocks (phase ``claim``): for every set ``W`` of the players the model says may block (and who have not passed
  yet), the engine is driven — ask its actor, answer ``block`` if the actor is in ``W``, else ``pass`` — until
  the claim is resolved. Whose ``blocks`` counter rose and which pile got a new crosswise card must be the model's
  standing blocker and pile to block (:class:`~rulebook.forbidden.model.blocks.BlockModel`), and the players the
  engine asked must be the model's, in order from the claimant's left, up to the one whose block stands. Where the
  engine offers a block on each of two piles (``block.two-player-pile=blocker-chooses``) it is driven once per
  offered pile, and the outcomes must be the model's, one per pile the model lets the block go on.

The engine is seen through an :class:`EngineView`, so that a test can hand in a deliberately broken one and see
it caught. Cases come from random games (a seeded random legal policy that takes a Cheng whenever it can) and from
small hand-built tables enumerated exhaustively. This module is neither model nor engine: it imports both.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any

from rulebook.core.register import reading_keys
from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.forbidden.actions import Action, Block, Cheng, Claim, ClaimForbidden, Pass
from rulebook.forbidden.cards import (
    COPIES_PER_NUMBER_CARD,
    FORBIDDEN,
    KINDS_PER_COLOUR,
    NUMBER_KINDS,
    ROOSTER,
    WILD,
    Cards,
    format_cards,
)
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.model.blocks import BlockModel, order_from_left
from rulebook.forbidden.model.claims import ClaimModel
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PendingClaim,
    Pile,
    PileRef,
    Player,
    State,
    piles_per_player,
)

ClaimAction = Claim | ClaimForbidden
PlayCase = tuple[State, Reading]
"""A state in phase ``start`` or ``claim``, and the reading to ask it under."""
OpeningCase = tuple[State, ClaimAction, Reading]
"""A state in phase ``start``, a claim to make, and the reading."""
MAX_GAME_STEPS = 400
"""A random game is cut off after this many actions (a round ends well before: the draw pile runs out)."""


# ---------------------------------------------------------------------------------------------------------------
# The engine, as the comparisons see it
# ---------------------------------------------------------------------------------------------------------------


class EngineView:
    """The engine's answers the comparisons use; a test subclasses it to break one on purpose."""

    def legal_actions(self, state: State, reading: Reading) -> tuple[Action, ...]:
        """The engine's legal actions."""
        return engine_play.legal_actions(state, reading)

    def apply(self, state: State, action: Action, reading: Reading) -> State:
        """The engine's next state."""
        return engine_play.apply(state, action, reading)

    def actor(self, state: State, reading: Reading) -> int | None:
        """Who the engine says must act (in phase ``claim``: the next player asked about a block)."""
        return engine_play.actor(state, reading)

    def claims(self, state: State, reading: Reading) -> frozenset[ClaimAction]:
        """The engine's legal claims, piles in table order."""
        return frozenset(
            normalised(action)
            for action in self.legal_actions(state, reading)
            if isinstance(action, Claim | ClaimForbidden)
        )


def normalised(action: ClaimAction) -> ClaimAction:
    """The claim with its piles in table order (the order of the piles in a claim does not matter)."""
    if isinstance(action, Claim):
        return Claim(tuple(sorted(set(action.piles))), action.hand)
    return action


# ---------------------------------------------------------------------------------------------------------------
# Describing a case
# ---------------------------------------------------------------------------------------------------------------


def describe_pile(pile: Pile) -> str:
    """A pile, bottom first, the crosswise Forbidden card marked ``F*``; ``-`` for an empty pile."""
    cards = [f"{card}*" if i == pile.crosswise else card for i, card in enumerate(pile.cards)]
    return " ".join(cards) or "-"


def describe(state: State, reading: Reading) -> str:
    """A case in one line: the table, the claimant's hand, the piles, the claim, who holds Forbidden cards."""
    piles = "; ".join(f"pile {ref}: {describe_pile(state.pile(ref))}" for ref in state.pile_refs())
    hand = format_cards(state.players[state.turn].hand) or "-"
    text = f"{state.player_count} players, player {state.turn} ({state.phase}) holds {hand}; {piles}"
    if state.claim is not None:
        claim = state.claim
        text += f"; claim {','.join(map(str, claim.piles))} of {' '.join(claim.cards)} using {format_cards(claim.hand)}"
        holders = [str(p) for p, player in enumerate(state.players) if player.hand.count(FORBIDDEN)]
        text += f"; Forbidden cards in the hands of {', '.join(holders) or 'nobody'}"
        if claim.declined:
            text += f"; passed: {', '.join(map(str, claim.declined))}"
    changed = " ".join(f"{key}={value}" for key, value in reading.changed().items())
    return f"{text} [{changed}]" if changed else text


def _claims_text(claims: frozenset[ClaimAction]) -> str:
    return "; ".join(sorted(map(str, claims))) or "none"


# ---------------------------------------------------------------------------------------------------------------
# The comparisons
# ---------------------------------------------------------------------------------------------------------------

_MODELS: dict[Reading, tuple[ClaimModel, BlockModel]] = {}


def models(reading: Reading) -> tuple[ClaimModel, BlockModel]:
    """The claim and block models under ``reading``, built once per process (their solvers are shared anyway)."""
    if reading not in _MODELS:
        _MODELS[reading] = (ClaimModel(reading), BlockModel(reading))
    return _MODELS[reading]


def compare_claims(state: State, reading: Reading, view: EngineView) -> list[Disagreement]:
    """Claims in phase ``start``: the engine's legal claims against the model's (none or one disagreement)."""
    if state.phase != "start":
        return []
    claim_model, _ = models(reading)
    by_model = claim_model.claims(state) | claim_model.forbidden_claims(state)
    by_engine = view.claims(state, reading)
    if by_model == by_engine:
        return []
    size = len(state.players[state.turn].hand) + sum(len(state.pile(ref).cards) > 0 for ref in state.pile_refs())
    only_model, only_engine = by_model - by_engine, by_engine - by_model
    return [
        Disagreement(
            size,
            describe(state, reading),
            "legal claims (only one side's shown)",
            _claims_text(only_model),
            _claims_text(only_engine),
        )
    ]


@dataclass(frozen=True)
class BlockOutcome:
    """How a waiting claim was resolved: who blocked (``None``: the claim stood), which pile, who was asked."""

    blocker: int | None
    pile: PileRef | None
    asked: tuple[int, ...]
    resolved: bool = True
    """Whether the claim was resolved at all (the engine might leave it waiting with nobody to ask)."""

    def __str__(self) -> str:
        asked = ", ".join(map(str, self.asked)) or "nobody"
        if not self.resolved:
            return f"the claim still waits (asked: {asked})"
        if self.blocker is None:
            return f"the claim stands (asked: {asked})"
        return f"player {self.blocker} blocks pile {self.pile} (asked: {asked})"


def _blocker(before: State, after: State) -> int | None:
    """The player whose ``blocks`` counter rose from ``before`` to ``after``."""
    pairs = enumerate(zip(before.players, after.players, strict=True))
    return next((p for p, (was, now) in pairs if now.blocks > was.blocks), None)


def _new_crosswise(before: State, after: State) -> PileRef | None:
    """The pile that holds a crosswise Forbidden card in ``after`` that it did not hold in ``before``."""
    for ref in before.pile_refs():
        now = after.pile(ref).crosswise
        if now is not None and now != before.pile(ref).crosswise:
            return ref
    return None


def block_choices(state: State, reading: Reading, view: EngineView) -> tuple[PileRef | None, ...]:
    """The piles of the block actions the engine offers on a waiting claim (``None``: the pile the rules name)."""
    offered = [action.pile for action in view.legal_actions(state, reading) if isinstance(action, Block)]
    return tuple(offered) or (None,)


def drive(
    state: State, reading: Reading, wanting: frozenset[int], view: EngineView, pile: PileRef | None = None
) -> BlockOutcome:
    """Resolve the waiting claim with the engine: each player it asks blocks if in ``wanting``, else passes.

    A block is ``block`` or, where the engine offers a block per pile, ``block PILE`` for ``pile``.
    """
    asked: list[int] = []
    current = state
    while current.phase == "claim" and len(asked) <= state.player_count:
        who = view.actor(current, reading)
        if who is None:
            break
        asked.append(who)
        current = view.apply(current, Block(pile) if who in wanting else Pass(), reading)
    if current.phase == "claim":
        return BlockOutcome(None, None, tuple(asked), resolved=False)
    return BlockOutcome(_blocker(state, current), _new_crosswise(state, current), tuple(asked))


def open_to(state: State, reading: Reading) -> tuple[int, ...]:
    """The model's players who may block and have not passed yet, in order from the claimant's left."""
    claim = state.claim
    assert claim is not None
    _, block_model = models(reading)
    waiting = [p for p in block_model.may_block(state) if p not in claim.declined]
    return order_from_left(state.player_count, state.turn, waiting)


def expected_outcomes(state: State, reading: Reading, wanting: frozenset[int]) -> frozenset[BlockOutcome]:
    """The model's answers: the standing blocker, each pile the block may go on, and who is asked.

    One outcome, unless the blocker chooses between two piles; the players asked are those before the claim
    resolves.
    """
    _, block_model = models(reading)
    order = open_to(state, reading)
    blocker = block_model.standing_block(state, wanting)
    if blocker is None:
        return frozenset({BlockOutcome(None, None, order)})
    asked = order[: order.index(blocker) + 1]
    return frozenset(BlockOutcome(blocker, pile, asked) for pile in block_model.piles_to_block(state))


def _outcomes_text(outcomes: frozenset[BlockOutcome]) -> str:
    return "; ".join(sorted(map(str, outcomes))) or "none"


def compare_blocks(state: State, reading: Reading, view: EngineView) -> list[Disagreement]:
    """Blocks in phase ``claim``: every set of would-be blockers resolved by the engine and by the model."""
    claim = state.claim
    if state.phase != "claim" or claim is None:
        return []
    candidates = open_to(state, reading)
    found: list[Disagreement] = []
    for size in range(len(candidates) + 1):
        for chosen in itertools.combinations(candidates, size):
            wanting = frozenset(chosen)
            by_model = expected_outcomes(state, reading, wanting)
            choices = block_choices(state, reading, view) if wanting else (None,)
            by_engine = frozenset(drive(state, reading, wanting, view, pile) for pile in choices)
            if by_model != by_engine:
                wants = ", ".join(map(str, chosen)) or "nobody"
                found.append(
                    Disagreement(
                        len(candidates) + len(claim.piles),
                        describe(state, reading),
                        f"blocks when {wants} want to block",
                        _outcomes_text(by_model),
                        _outcomes_text(by_engine),
                    )
                )
    return found


def pending(state: State, action: ClaimAction) -> State:
    """``state`` just after ``action``, as the contract describes it, before anybody is asked.

    The claimed cards are off their piles and wait in the claim; phase ``claim``.

    A pile keeps its ``crosswise`` even when its crosswise card is the one claimed: while the claim waits the pile
    still holds it, so the claim cannot be blocked (docs/forbidden-play.md, the pile to block).
    """
    refs = action.piles if isinstance(action, Claim) else (action.pile,)
    players = [list(player.piles) for player in state.players]
    cards = []
    for ref in refs:
        pile = state.pile(ref)
        cards.append(pile.cards[-1])
        players[ref.owner][ref.index] = Pile(pile.cards[:-1], pile.crosswise)
    table = tuple(replace(player, piles=tuple(piles)) for player, piles in zip(state.players, players, strict=True))
    hand = action.hand if isinstance(action, Claim) else Cards.empty()
    return replace(state, players=table, phase="claim", claim=PendingClaim(refs, tuple(cards), hand))


def compare_opening(state: State, action: ClaimAction, reading: Reading, view: EngineView) -> list[Disagreement]:
    """A claim just made: the engine waits for blocks exactly when the model says somebody may block.

    When it waits, every way of answering is compared (:func:`compare_blocks`); when the claim stands at once, the
    model must find nobody who may block the claim as it waits (:func:`pending`).
    """
    after = view.apply(state, action, reading)
    if after.phase == "claim":
        return compare_blocks(after, reading, view)
    waiting = pending(state, action)
    candidates = open_to(waiting, reading)
    if not candidates:
        return []
    return [
        Disagreement(
            len(candidates) + len(waiting.claim.piles if waiting.claim else ()),
            f"{describe(waiting, reading)} (just claimed)",
            "who may block",
            ", ".join(map(str, candidates)),
            f"nobody: the claim stands at once (phase {after.phase})",
        )
    ]


@dataclass
class PlayComparison:
    """Compare claims (phase ``start``) or blocks (phase ``claim``) on one case; picklable for worker processes.

    In phase ``start`` every claim both sides allow is also made, to see that the engine asks for blocks exactly
    when the model says somebody may block (:func:`compare_opening`, without driving the answers).
    """

    view: EngineView = field(default_factory=EngineView)
    openings: bool = True

    def __call__(self, case: PlayCase) -> list[Disagreement]:
        """The disagreements on one case."""
        state, reading = case
        found = compare_claims(state, reading, self.view) + compare_blocks(state, reading, self.view)
        if self.openings and state.phase == "start" and not found:
            for action in sorted(self.view.claims(state, reading), key=str):
                after = self.view.apply(state, action, reading)
                waits = after.phase == "claim"
                if waits != bool(open_to(pending(state, action), reading)):
                    found += compare_opening(state, action, reading, self.view)
        return found


@dataclass
class OpeningComparison:
    """Make one claim and compare how it is blocked: picklable for worker processes."""

    view: EngineView = field(default_factory=EngineView)

    def __call__(self, case: OpeningCase) -> list[Disagreement]:
        """The disagreements on one case."""
        state, action, reading = case
        return compare_opening(state, action, reading, self.view)


# ---------------------------------------------------------------------------------------------------------------
# Cases: reachable states of random games
# ---------------------------------------------------------------------------------------------------------------


def random_play_reading(rng: random.Random) -> Reading:
    """A reading with every play key drawn at random (the default half of the time); hand keys stay default."""
    if rng.random() < 0.5:
        return DEFAULT
    play_keys = [entry for entry in reading_keys("forbidden") if entry.scope == "play"]
    return Reading.from_mapping({entry.key: rng.choice(entry.options) for entry in play_keys})


def random_policy(rng: random.Random, actions: Sequence[Action]) -> Action:
    """A Cheng whenever one is legal (so games progress), otherwise any legal action, uniformly."""
    chengs = [action for action in actions if isinstance(action, Cheng)]
    return chengs[0] if chengs else rng.choice(list(actions))


def game_states(seed: int, view: EngineView | None = None) -> Iterator[PlayCase]:
    """States in phase ``start`` or ``claim`` of endless random games (each with a random player count and reading)."""
    engine = view or EngineView()
    rng = random.Random(seed)
    while True:
        reading = random_play_reading(rng)
        state = engine_play.new_game(rng.randint(MIN_PLAYERS, MAX_PLAYERS), rng.randrange(2**31))
        for _ in range(MAX_GAME_STEPS):
            if state.phase in ("start", "claim"):
                yield state, reading
            actions = engine.legal_actions(state, reading)
            if state.phase not in ("start", "claim", "discard") or not actions:
                break
            state = engine.apply(state, random_policy(rng, actions), reading)


def reachable_states(count: int, seed: int) -> list[PlayCase]:
    """The first ``count`` start and claim states of random games from ``seed``."""
    return list(islice(game_states(seed), count))


# ---------------------------------------------------------------------------------------------------------------
# Cases: small hand-built tables, enumerated exhaustively
# ---------------------------------------------------------------------------------------------------------------

RED_KINDS: tuple[str, ...] = NUMBER_KINDS[:KINDS_PER_COLOUR]
"""One colour stands for all three (the rules never tell colours apart)."""
OTHER_TOPS: tuple[str | None, ...] = (None, FORBIDDEN, WILD, ROOSTER, "G3")
"""Tops that are never claimed into a red set: an empty pile, a Forbidden card, a wild (but under
``wild.claimable=yes``), a royal, another colour."""


def _cards(tokens: Sequence[str]) -> Cards:
    return Cards.from_counter({kind: tokens.count(kind) for kind in set(tokens)})


def _pile(top: str | None) -> tuple[Pile, ...]:
    return (Pile(() if top is None else (top,)),)


def claim_table(
    hand: Sequence[str], tops: Sequence[str | None], own_top: str | None, players: int, table_forbidden: int = 0
) -> State:
    """Player 0 to start a turn holding ``hand``, the opponents' piles topped by ``tops``.

    With two players ``tops`` are the opponent's two piles; player 0's own pile (the second with two players) is
    topped by ``own_top``. Player 0 has claimed ``table_forbidden`` Forbidden cards onto the table; nothing else
    is on the table.
    """
    if players == MIN_PLAYERS:
        piles = [
            (Pile(), Pile(() if own_top is None else (own_top,))),
            tuple(Pile(() if t is None else (t,)) for t in tops),
        ]
    else:
        piles = [_pile(own_top), *(_pile(top) for top in tops)]
    table = tuple(
        Player(hand=_cards(list(hand)), piles=piles[p], table_forbidden=table_forbidden)
        if p == 0
        else Player(hand=Cards.empty(), piles=piles[p])
        for p in range(len(piles))
    )
    return State(table, ("B2",), Cards.empty(), dealer=len(table) - 1, turn=0, phase="start")


EMPTYING_FORBIDDEN: tuple[int, ...] = (0, 1, 2)
"""Forbidden cards claimed onto the table beside a bare hand: none and two let an emptied hand go Cheng, one not."""


def small_claim_cases(max_hand: int, tops: Sequence[str | None] = RED_KINDS) -> Iterator[PlayCase]:
    """Every hand of up to ``max_hand`` red cards with 0 or 1 wild, against two opponents' tops from ``tops``.

    Each hand is tried bare and with a Rooster besides (a card no claim uses, so that a claim may use every number
    card and still leave a card for the discard). A bare hand is also tried with one and with two Forbidden cards
    claimed onto the table: a claim that uses every card of it then stands only without a lone Forbidden card
    (rule ``forbidden.play.claim``, the emptied hand must go Cheng). Three players (two opponents with one pile
    each) and two players (the opponent's two piles); player 0's own pile shows the first opponent's top (a claim
    must never take it). Cards beyond the deck's four copies are skipped; a hand with a wild is asked under both
    ``claim.wild`` readings, and tops with a wild under ``wild.claimable=yes`` too (with the hand's wild under
    both ``claim.wild`` readings).
    """
    no_wild = Reading(claim_wild="no")
    wild_tops = (Reading(wild_claimable="yes"), Reading(wild_claimable="yes", claim_wild="no"))
    for size in range(max_hand + 1):
        for numbers in itertools.combinations_with_replacement(RED_KINDS, size):
            for wilds, extra in itertools.product((0, 1), ((), (ROOSTER,))):
                hand = [*numbers, *[WILD] * wilds, *extra]
                for pair in itertools.product(tops, repeat=2):
                    on_table = [*hand, *(t for t in pair if t is not None), *([pair[0]] if pair[0] else [])]
                    if any(on_table.count(kind) > COPIES_PER_NUMBER_CARD for kind in RED_KINDS):
                        continue
                    for players, on_table_forbidden in itertools.product((MIN_PLAYERS, 3), EMPTYING_FORBIDDEN):
                        if extra and on_table_forbidden:
                            continue
                        state = claim_table(hand, pair, pair[0], players, on_table_forbidden)
                        yield state, DEFAULT
                        if wilds:
                            yield state, no_wild
                        if WILD in pair:
                            yield from ((state, reading) for reading in wild_tops[: 1 + wilds])


FROM_HAND_READINGS: tuple[Reading, Reading] = (DEFAULT, Reading(claim_from_hand="optional"))
"""Both ``claim.from-hand`` readings: at least one hand card in a claim, or none when the tops alone are a set."""


def three_top_claim_cases(max_hand: int, tops: Sequence[str | None] = RED_KINDS) -> Iterator[PlayCase]:
    """Four players: every three opponents' tops from ``tops`` against small hands, under both ``claim.from-hand``.

    The tops in any order (as a multiset), against every hand of up to ``max_hand`` red cards beside a Rooster.

    Only three opponents' tops can be a set with no card from the hand (Section 4; ``claim.from-hand``): a claim
    takes one top per opponent, and a set holds three cards or more. The Rooster keeps a card for the discard.
    """
    for triple in itertools.combinations_with_replacement(tops, 3):
        for size in range(max_hand + 1):
            for numbers in itertools.combinations_with_replacement(RED_KINDS, size):
                hand = [*numbers, ROOSTER]
                on_table = [*hand, *(t for t in triple if t is not None)]
                if any(on_table.count(kind) > COPIES_PER_NUMBER_CARD for kind in RED_KINDS):
                    continue
                state = claim_table(hand, triple, None, MAX_PLAYERS)
                for reading in FROM_HAND_READINGS:
                    yield state, reading


CLAIMED_TOPS: tuple[str, ...] = ("R3", "R4", "R5")
"""The tops of the claimed piles of a hand-built claim, in pile order: with the claimant's R2 (and R4 for a claim
of one pile) a red run."""
FORBIDDEN_PILES: tuple[tuple[tuple[str, ...], int | None], ...] = (
    (("B5", FORBIDDEN), None),
    (("B5", FORBIDDEN), 1),
    (("B5", FORBIDDEN, FORBIDDEN), 1),
)
"""A Forbidden card on top of a pile: discarded normally, lying crosswise, or discarded over a crosswise one."""


def block_table(
    claimant: int, piles: Sequence[PileRef], crosswise: Sequence[bool], holders: Sequence[int], players: int
) -> tuple[State, Claim]:
    """``claimant`` about to claim the tops of ``piles`` into a red run; ``holders`` hold a Forbidden card each.

    Pile ``piles[i]`` holds a crosswise Forbidden card under its top if ``crosswise[i]``; every other pile shows a
    B5. The claimant holds R2 R4 B2, the others G2 (and a Forbidden card if among ``holders``).
    """
    per_player = piles_per_player(players)
    layout: list[list[Pile]] = [[Pile(("B5",)) for _ in range(per_player)] for _ in range(players)]
    for ref, top, held in zip(piles, CLAIMED_TOPS, crosswise, strict=False):
        layout[ref.owner][ref.index] = Pile(("B5", FORBIDDEN, top), 1) if held else Pile(("B5", top))
    table = tuple(
        Player(
            hand=_cards(["R2", "R4", "B2"] if p == claimant else ["G2", *([FORBIDDEN] if p in holders else [])]),
            piles=tuple(layout[p]),
        )
        for p in range(players)
    )
    hand = _cards(["R2", "R4"] if len(piles) == 1 else ["R2"])
    state = State(table, ("B2",), Cards.empty(), dealer=(claimant - 1) % players, turn=claimant, phase="start")
    return state, Claim(tuple(piles), hand)


def forbidden_table(
    claimant: int, pile: PileRef, top: int, holders: Sequence[int], players: int
) -> tuple[State, ClaimForbidden]:
    """``claimant`` about to claim the Forbidden card on top of ``pile`` (shaped as ``FORBIDDEN_PILES[top]``)."""
    state, _ = block_table(claimant, (), (), holders, players)
    cards, crosswise = FORBIDDEN_PILES[top]
    piles = list(state.players[pile.owner].piles)
    piles[pile.index] = Pile(cards, crosswise)
    table = list(state.players)
    table[pile.owner] = replace(table[pile.owner], piles=tuple(piles))
    return replace(state, players=tuple(table)), ClaimForbidden(pile)


def _subsets(items: Sequence[int]) -> Iterator[tuple[int, ...]]:
    return itertools.chain.from_iterable(itertools.combinations(items, k) for k in range(len(items) + 1))


def small_block_cases(claimants: Sequence[int] = (0, 1, 2, 3)) -> Iterator[OpeningCase]:
    """Every claim of a small table made and blocked every way, for the claimants ``claimants``.

    Four players and two; every set of claimed opponents' piles (at most three), every crosswise pattern on them,
    every set of Forbidden-card holders, both ``block.which-pile`` readings (with two players, each also under
    ``block.two-player-pile=blocker-chooses``); and the claim of a Forbidden card on every opponent's pile, in each
    shape of ``FORBIDDEN_PILES``, under both ``block.forbidden-claim`` readings.
    """
    readings = [DEFAULT, Reading(block_which_pile="closest-only")]
    two_player_readings = [*readings, *(replace(r, block_two_player_pile="blocker-chooses") for r in readings)]
    forbidden_readings = [DEFAULT, Reading(block_forbidden_claim="no")]
    for players in (MAX_PLAYERS, MIN_PLAYERS):
        for claimant in (c for c in claimants if c < players):
            others = [p for p in range(players) if p != claimant]
            refs = [PileRef(p, i) for p in others for i in range(piles_per_player(players))]
            for holders in _subsets(others):
                for k in range(1, min(len(refs), len(CLAIMED_TOPS)) + 1):
                    for chosen in itertools.combinations(refs, k):
                        for crosswise in itertools.product((False, True), repeat=k):
                            state, claim = block_table(claimant, chosen, crosswise, holders, players)
                            for reading in two_player_readings if players == MIN_PLAYERS else readings:
                                yield state, claim, reading
                for ref in refs:
                    for top in range(len(FORBIDDEN_PILES)):
                        state, forbidden = forbidden_table(claimant, ref, top, holders, players)
                        for reading in forbidden_readings:
                            yield state, forbidden, reading


# ---------------------------------------------------------------------------------------------------------------
# Families
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayBudget:
    """How many cases each play family checks."""

    reachable: int
    claim_hand: int
    """Hand-built claims: hands of up to this many red cards (plus 0 or 1 wild)."""
    claim_tops: tuple[str | None, ...]
    block_claimants: tuple[int, ...]


STANDARD = PlayBudget(reachable=300, claim_hand=1, claim_tops=RED_KINDS, block_claimants=(1,))
EXHAUSTIVE = PlayBudget(
    reachable=4_000, claim_hand=3, claim_tops=(*RED_KINDS, *OTHER_TOPS), block_claimants=(0, 1, 2, 3)
)


def families(budget: PlayBudget, seed: int = 2026, view: EngineView | None = None) -> list[Family[Any]]:
    """The play cross-check families for ``budget``."""
    compare = PlayComparison(view or EngineView())
    claim_cases = [
        *small_claim_cases(budget.claim_hand, budget.claim_tops),
        *three_top_claim_cases(budget.claim_hand, budget.claim_tops),
    ]
    block_cases = list(small_block_cases(budget.block_claimants))
    return [
        Family(
            f"forbidden play: claims and blocks in random games ({budget.reachable:,} states)",
            lambda: islice(game_states(seed), budget.reachable),
            budget.reachable,
            compare,
        ),
        Family(
            f"forbidden play: every claim of <= {budget.claim_hand} red cards + 0-1 wild against two tops, "
            "and against three opponents' tops",
            lambda: claim_cases,
            len(claim_cases),
            compare,
        ),
        Family(
            "forbidden play: every small claim, blocked every way",
            lambda: block_cases,
            len(block_cases),
            OpeningComparison(compare.view),
        ),
    ]


__all__ = [
    "EXHAUSTIVE",
    "STANDARD",
    "BlockOutcome",
    "EngineView",
    "OpeningComparison",
    "PlayBudget",
    "PlayComparison",
    "compare_blocks",
    "compare_claims",
    "compare_opening",
    "describe",
    "drive",
    "families",
    "game_states",
    "reachable_states",
    "small_block_cases",
    "small_claim_cases",
    "three_top_claim_cases",
]
