"""Witnesses for the readings of play: a small position on which two readings of a play key answer differently.

For each reading key of scope ``play`` (``spec/forbidden.toml``) this module holds a *family* of small hand-built
positions, listed in order of size, and a *question* the key changes the answer to: the legal actions (for
``claim.wild``), or the state one action leads to (where a claimed or returned card goes, which pile is blocked,
whose turn it is, the round's scores, the next deal). :func:`play_witness` asks the engine the question under both
readings on every position in turn and returns the first on which the answers differ as a
:class:`~rulebook.core.witnesses.witness.Witness`; for ``claim.wild``, ``claim.from-hand``, ``block.forbidden-claim``,
``block.which-pile`` and ``block.two-player-pile`` the Z3 claim and block models must give the engine's answer under
both readings too (the comparisons of :mod:`rulebook.forbidden.crosscheck.play`), and for ``block.next-player``,
``draw.empty-claim``, ``mistake.next-round``, ``game.tie`` and ``treasure.overflow`` the Z3 model of the round's
course (:mod:`rulebook.forbidden.crosscheck.course`). When no position of the family differs, the answer is a
:class:`~rulebook.core.witnesses.witness.ScopedProof` over the family, checked exhaustively by the engine.

Size counts the cards in the players' hands, laid sets, claimed Forbidden cards, discard piles and a waiting claim;
the draw pile and the Treasure Chest are filler that make the position hold the whole deck (100 cards, 97 with two
players). Every hand has the size its phase demands (13 between turns, docs/forbidden-play.md), so a position of
``n`` players holds at least ``13 n`` cards. Every position is valid
(:func:`~rulebook.forbidden.validate.check_state`), and a witness's ``input`` is
``{"state": ..., "action": ...}``, ready for ``rulebook forbidden apply`` and ``moves``.

>>> from rulebook.forbidden.reading import Reading
>>> found = play_witness("claim.wild", Reading(), Reading(claim_wild="no"))
>>> found.size, found.base_answer, found.other_answer
(27, ['claim 1 using R2 W', 'draw'], ['draw'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.forbidden.actions import Action, Block, Cheng, Claim, ClaimForbidden, Deal, Discard, Pass
from rulebook.forbidden.cards import ALL_KINDS, FORBIDDEN, NUMBER_KINDS, WILD, Cards, format_cards, parse_cards
from rulebook.forbidden.crosscheck.course import CourseComparison
from rulebook.forbidden.crosscheck.play import (
    EngineView,
    compare_blocks,
    compare_claims,
    compare_opening,
    describe_pile,
)
from rulebook.forbidden.engine.blocks import pile_to_block
from rulebook.forbidden.engine.play import actor, apply, legal_actions
from rulebook.forbidden.engine.round import cards_needed, deck, kept_chest, new_game, round_scores, winners
from rulebook.forbidden.model.course import next_deal as next_deal_model
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.state import (
    CHEST_PER_DEAL,
    HAND_SIZE,
    PendingClaim,
    Phase,
    Pile,
    PileRef,
    Player,
    State,
    piles_per_player,
    plays_two_player_rules,
    state_json,
    winning_total,
)
from rulebook.forbidden.validate import check_state

GAME = "forbidden"
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
"""Every family tries two players first, then three and four (the rules allow 2 to 4)."""
PADDING_KINDS: tuple[str, ...] = tuple(kind for kind in NUMBER_KINDS if not kind.startswith("R"))
"""Hands are padded to their size with green and black number cards: never claimed into the red sets of the claim
families, never a Forbidden card, a wild or a royal."""
SETLESS_WITH_WILD = "G2 G5 G8 B2 B5 B8 EM ES MO RO"
"""Ten cards of which no two make a set with a wild: the green and black 2, 5 and 8 (three apart), the Royal cards."""


class WitnessNotConfirmedError(RuntimeError):
    """The Z3 model and the engine disagree on a witness: a bug in one encoding, never a finding about readings."""


# ---------------------------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Probe:
    """One position of a family: a valid state, the action asked about (``None``: the legal actions), in words."""

    state: State
    action: Action | None
    note: str

    @property
    def size(self) -> int:
        """Cards in hands, laid sets, claimed Forbidden cards, discard piles and a waiting claim."""
        return position_size(self.state)


def position_size(state: State) -> int:
    """How many cards ``state`` holds outside the draw pile and the Treasure Chest (what "smallest" counts)."""
    held = sum(
        len(player.hand)
        + sum(len(laid.cards) for laid in player.laid)
        + player.table_forbidden
        + sum(len(pile.cards) for pile in player.piles)
        for player in state.players
    )
    return held + (len(state.claim.cards) if state.claim is not None else 0)


def hand_size(phase: Phase, turn: int, player: int, blocks: int) -> int:
    """The hand size the phase demands (docs/forbidden-play.md): 13 less blocks made, one more for the discarder."""
    return HAND_SIZE - blocks + (1 if phase == "discard" and player == turn else 0)


def _counter(text: str) -> Counter[str]:
    return Counter(parse_cards(text).tokens()) if text else Counter()


def _pad(named: Counter[str], size: int, pool: list[str]) -> Cards:
    """``named`` cards filled up to ``size`` with the first cards of ``pool`` (which loses them)."""
    missing = size - sum(named.values())
    if missing < 0:
        raise ValueError(f"a hand of {size} cards cannot hold {format_cards(named.elements())}")
    taken, pool[:] = pool[:missing], pool[missing:]
    return Cards.from_counter(named + Counter(taken))


def position(
    hands: Sequence[str],
    *,
    phase: Phase = "start",
    turn: int = 0,
    piles: Mapping[PileRef, Pile] | None = None,
    blocks: Mapping[int, int] | None = None,
    claim: PendingClaim | None = None,
    chest: int | None = CHEST_PER_DEAL,
) -> State:
    """A valid state of ``len(hands)`` players; ``hands[p]`` names cards of player ``p``'s hand.

    Each hand is padded to the size its phase demands with green and black number cards in deck order; ``piles``
    sets discard piles (the others are empty), ``blocks`` the blocks each player made this round. The cards left
    over fill the Treasure Chest (``chest`` cards, the first in deck order) and the draw pile; with ``chest=None``
    they all go into the chest and the draw pile is empty (an odd card out lies at the bottom of the first pile
    of the player after ``turn``). The player before ``turn`` dealt.
    """
    players, table_piles, made = len(hands), dict(piles or {}), dict(blocks or {})
    named = [_counter(text) for text in hands]
    used = sum(named, Counter())
    for pile in table_piles.values():
        used.update(pile.cards)
    if claim is not None:
        used.update(claim.cards)
    free = deck(players) - used
    pool = [kind for kind in PADDING_KINDS for _ in range(free[kind])]
    dealt = [_pad(named[p], hand_size(phase, turn, p, made.get(p, 0)), pool) for p in range(players)]
    free -= sum((cards.as_counter() - named[p] for p, cards in enumerate(dealt)), Counter())
    rest = [kind for kind in ALL_KINDS for _ in range(free[kind])]
    if chest is None and len(rest) % 2:
        spare = PileRef((turn + 1) % players)
        table_piles[spare] = Pile((rest.pop(0), *table_piles.get(spare, Pile()).cards))
    kept = len(rest) if chest is None else chest
    state = State(
        players=tuple(
            Player(
                hand=dealt[p],
                piles=tuple(table_piles.get(PileRef(p, i), Pile()) for i in range(piles_per_player(players))),
                blocks=made.get(p, 0),
            )
            for p in range(players)
        ),
        draw_pile=tuple(rest[kept:]),
        chest=Cards.from_counter(Counter(rest[:kept])),
        dealer=(turn - 1) % players,
        turn=turn,
        phase=phase,
        claim=claim,
    )
    check_state(state, DEFAULT)
    return state


def _others(players: int) -> range:
    return range(1, players)


def _holding(players: int, holders: Sequence[int], base: Mapping[int, str] | None = None) -> list[str]:
    """Named hand cards per player: ``base``'s, and a Forbidden card for each of ``holders``."""
    named = dict(base or {})
    return [" ".join(filter(None, (named.get(p, ""), FORBIDDEN if p in holders else ""))) for p in range(players)]


# ---------------------------------------------------------------------------------------------------------------
# Families (each in order of size; ties keep the order in which they are built)
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Family:
    """Hand-built positions and the question asked of each, for one reading key."""

    name: str
    question: str
    probes: tuple[Probe, ...]
    answer: Callable[[Probe, Reading], Any]
    """The engine's answer to the question on a position, JSON-ready."""
    models_agree: Callable[[Probe, Reading], bool] | None = None
    """Whether the Z3 models give the engine's answer on a position (``None``: no model covers the key)."""
    needs: str = ""
    """What any position on which the key's readings differ must hold, in words."""
    probes_by_size: tuple[Probe, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "probes_by_size", tuple(sorted(self.probes, key=lambda probe: probe.size)))


def wild_claim_probes() -> list[Probe]:
    """``claim.wild``: player 0 holds a wild and 0-2 red cards; player 1's pile is empty or shows R3 (Section 4, 5)."""
    probes = []
    for players in PLAYER_COUNTS:
        for top in (None, "R3"):
            for red in ("", "R2", "R2 R4"):
                piles = {PileRef(1): Pile((top,))} if top else {}
                state = position([f"W {red}".strip(), *[""] * (players - 1)], piles=piles)
                shows = f"player 1's pile shows {top}" if top else "every pile is empty"
                probes.append(Probe(state, None, f"{players} players; player 0 holds W {red}; {shows}".strip()))
    return probes


def wild_top_probes() -> list[Probe]:
    """``wild.claimable``: player 1's pile shows a wild or nothing; player 0 holds R2 R5 R8 or R2 R3 R8 (Sections 2, 4).

    Section 2 counts the wilds among the Royal cards, which Section 4 never lets be claimed; the Quick Start counts
    them among the number cards. Player 0's other cards (2, 5, 8 of green and black, the four Royal cards) make no
    set with a wild, so only R2 R3 with the wild on the pile would be a run.
    """
    probes = []
    for players in PLAYER_COUNTS:
        for top in (None, WILD):
            for red in ("R2 R5 R8", "R2 R3 R8"):
                piles = {PileRef(1): Pile((top,))} if top else {}
                state = position([f"{red} {SETLESS_WITH_WILD}", *[""] * (players - 1)], piles=piles)
                shows = f"player 1's pile shows {top}" if top else "every pile is empty"
                probes.append(Probe(state, None, f"{players} players; player 0 holds {red}; {shows}"))
    return probes


CHENG_AFTER_G8 = "R2 R3 R4 G2 G3 G4 B2 B3 B4 R7 R7 R7 RO G8"
"""Fourteen cards that go Cheng once the G8 is discarded: four runs and pungs, the Rooster free (Sections 5, 7)."""
NO_CHENG = "R2 R3 R4 G2 G3 G4 B2 B3 B4 R7 R7 B8 RO G8"
"""Fourteen cards that go Cheng after no discard of one card or none: R7 R7, B8 and G8 are out of every set."""


def cheng_hand_probes() -> list[Probe]:
    """``cheng.compulsory``: player 0 to discard, with a hand that may go Cheng after a discard, or not (Section 7)."""
    probes = []
    for players in PLAYER_COUNTS:
        for held, words in ((NO_CHENG, "no Cheng"), (CHENG_AFTER_G8, "a Cheng after discarding G8")):
            state = position([held, *[""] * (players - 1)], phase="discard")
            probes.append(Probe(state, None, f"{players} players; player 0 to discard holds {words}"))
    return probes


def forbidden_claim_probes() -> list[Probe]:
    """A Forbidden card on top of player 1's pile, claimed by player 0; nobody, its owner or another holds one.

    Section 6, "Claiming Forbidden cards" and "Blocking Opponent's discards".
    """
    probes = []
    for players in PLAYER_COUNTS:
        for under in ((), ("B5",)):
            for holder in (None, *_others(players)):
                holders = () if holder is None else (holder,)
                state = position(_holding(players, holders), piles={PileRef(1): Pile((*under, FORBIDDEN))})
                who = "nobody holds a Forbidden card" if holder is None else f"player {holder} holds a Forbidden card"
                pile = " ".join((*under, FORBIDDEN))
                note = f"{players} players; player 1's pile {pile}; {who}"
                probes.append(Probe(state, ClaimForbidden(PileRef(1)), note))
    return probes


def which_pile_probes() -> list[Probe]:
    """Player 0 claims R3 and R4 from two piles with R2; a crosswise Forbidden card under one of them, or none.

    Section 6, third blocking question and "IMPORTANT!". With two players the piles are player 1's 1 and 1.1,
    otherwise players 1 and 2's; player 1 laid the crosswise card (one block made, one card less in hand).
    """
    probes = []
    for players in PLAYER_COUNTS:
        claimed = (PileRef(1, 0), PileRef(1, 1)) if players == 2 else (PileRef(1), PileRef(2))
        for crosswise in (None, 1, 0):
            piles = {ref: Pile((top,)) for ref, top in zip(claimed, ("R3", "R4"), strict=True)}
            if crosswise is not None:
                ref = claimed[crosswise]
                piles[ref] = Pile((FORBIDDEN, *piles[ref].cards), 0)
            for holder in (None, *_others(players)):
                holders = () if holder is None else (holder,)
                hands = _holding(players, holders, {0: "R2"})
                state = position(hands, piles=piles, blocks={1: 1} if crosswise is not None else {})
                where = "no pile" if crosswise is None else f"pile {claimed[crosswise]}"
                who = "nobody" if holder is None else f"player {holder}"
                note = f"{players} players; {where} holds a crosswise F; {who} holds a Forbidden card"
                probes.append(Probe(state, Claim(claimed, parse_cards("R2")), note))
    return probes


def waiting_claim_probes() -> list[Probe]:
    """Player 0's claim of R3 from player 1's pile (with R2 R4) waits; one player holds a Forbidden card and blocks.

    Section 6, "Blocking Opponent's discards"; R3's pile is empty or holds B5 under it.
    """
    probes = []
    for players in PLAYER_COUNTS:
        for under in ((), ("B5",)):
            for blocker in _others(players):
                claim = PendingClaim((PileRef(1),), ("R3",), parse_cards("R2 R4"))
                hands = _holding(players, (blocker,), {0: "R2 R4"})
                state = position(hands, phase="claim", piles={PileRef(1): Pile(under)}, claim=claim)
                rest = " ".join(under) or "nothing"
                note = f"{players} players; the claimed R3 lay on {rest}; player {blocker} blocks"
                probes.append(Probe(state, Block(), note))
    return probes


SET_ALONE_TOPS: tuple[tuple[str, ...], ...] = (("R2", "R3", "R4"), ("R7", "R7", "R7"))
"""Three tops that are a set on their own (a run, a pung), dealt to the opponents' piles as far as they go."""


def tops_alone_probes() -> list[Probe]:
    """``claim.from-hand``: the opponents' piles show the cards of a red set; player 0 holds no red card.

    Section 4: the claimant adds "the cards from his hand to complete the set". Two players: the opponent's two
    piles show two of the cards; three players: the two opponents' piles; four: the three opponents' piles, the
    whole set. Player 0 holds only green and black padding, so a claim can use no hand card.
    """
    probes = []
    for players in PLAYER_COUNTS:
        refs = [PileRef(1, 0), PileRef(1, 1)] if players == 2 else [PileRef(p) for p in _others(players)]
        for tops in SET_ALONE_TOPS:
            piles = {ref: Pile((top,)) for ref, top in zip(refs, tops, strict=False)}
            state = position([""] * players, piles=piles)
            shown = ", ".join(f"{ref} {pile.cards[0]}" for ref, pile in piles.items())
            probes.append(Probe(state, None, f"{players} players; the opponents' piles show {shown}"))
    return probes


def two_pile_block_probes() -> list[Probe]:
    """``block.two-player-pile``: player 0's claim of R3 and R4 (with R2) from two piles waits for a block.

    Section 6, third blocking question. With two players the piles are player 1's 1 and 1.1, otherwise players 1
    and 2's; one of them may hold a crosswise Forbidden card under the claimed card (laid by player 1, one block
    made); one player holds a Forbidden card.
    """
    probes = []
    for players in PLAYER_COUNTS:
        claimed = (PileRef(1, 0), PileRef(1, 1)) if players == 2 else (PileRef(1), PileRef(2))
        claim = PendingClaim(claimed, ("R3", "R4"), parse_cards("R2"))
        for crosswise in (None, 0, 1):
            piles = {} if crosswise is None else {claimed[crosswise]: Pile((FORBIDDEN,), 0)}
            for blocker in _others(players):
                hands = _holding(players, (blocker,), {0: "R2"})
                made = {1: 1} if crosswise is not None else {}
                state = position(hands, phase="claim", piles=piles, blocks=made, claim=claim)
                where = "no pile" if crosswise is None else f"pile {claimed[crosswise]}"
                note = f"{players} players; {where} holds a crosswise F; player {blocker} holds a Forbidden card"
                probes.append(Probe(state, None, note))
    return probes


NO_SETS = "R2 R4 R7 RY G2 G4 G7 GY B2 B4 B7 BY"
"""Twelve cards that hold no set (no three of a rank, no three consecutive ranks of a colour)."""
NO_SET_EXTRAS = ("R2 B2", "G2", "R4")
SET_HANDS = ("R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 R7 G2 B2", "G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4 B7")
"""Player 0 (to discard B2) and player 1: three kongs each (30 points as a non-Cheng hand)."""
CHENG_HANDS = ("R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 G2 G2 G2", SET_HANDS[1])
"""Player 0 goes Cheng without discarding (two kongs, two pungs); player 1 as in :data:`SET_HANDS`."""


def last_discard_probes() -> list[Probe]:
    """The last discard of a round whose draw pile is empty (rule ``forbidden.play.draw``).

    Hands without sets, then hands with sets; player 0 discards B2; the left-over cards fill the chest.
    """
    probes = []
    for players in PLAYER_COUNTS:
        if players <= len(NO_SET_EXTRAS):
            hands = [f"{NO_SETS} {NO_SET_EXTRAS[p]}" for p in range(players)]
            state = position(hands, phase="discard", chest=None)
            probes.append(
                Probe(state, Discard("B2"), f"{players} players; no hand holds a set; the draw pile is empty")
            )
        hands = [*SET_HANDS, *[""] * (players - 2)]
        state = position(hands, phase="discard", chest=None)
        probes.append(Probe(state, Discard("B2"), f"{players} players; hands with sets; the draw pile is empty"))
    return probes


def cheng_probes() -> list[Probe]:
    """Player 0 goes Cheng with the hand of :data:`CHENG_HANDS` (Section 7); the chest holds 2 or 4 cards."""
    probes = []
    for players in PLAYER_COUNTS:
        for chest in (CHEST_PER_DEAL, 2 * CHEST_PER_DEAL):
            state = position([*CHENG_HANDS, *[""] * (players - 2)], phase="discard", chest=chest)
            probes.append(Probe(state, Cheng(), f"{players} players; player 0 goes Cheng; the chest holds {chest}"))
    return probes


def overflowing_chest(players: int) -> int:
    """The smallest chest (an even number) that leaves too few cards for the next deal (``treasure.overflow``)."""
    total = sum(deck(players).values())
    chest = CHEST_PER_DEAL
    while total - chest >= cards_needed(players):
        chest += CHEST_PER_DEAL
    return chest


def round_end_probes() -> list[Probe]:
    """A round ends (Section 8), in three ways per player count.

    A Cheng with a small chest, a Cheng with a chest too large to deal around, and the last discard on an empty
    draw pile (every left-over card in the chest, which then overflows too).
    """
    probes = []
    for players in PLAYER_COUNTS:
        pad = [""] * (players - 2)
        for chest in (CHEST_PER_DEAL, overflowing_chest(players)):
            state = position([*CHENG_HANDS, *pad], phase="discard", chest=chest)
            probes.append(Probe(state, Cheng(), f"{players} players; player 0 goes Cheng; the chest holds {chest}"))
        state = position([*SET_HANDS, *pad], phase="discard", chest=None)
        note = f"{players} players; player 0 discards on an empty draw pile; the chest holds {len(state.chest)}"
        probes.append(Probe(state, Discard("B2"), note))
    return probes


MONKEY_HANDS_2: tuple[tuple[str, tuple[str, str], Action], ...] = (
    ("the Monkey and the Emperor in player 1's hand", (CHENG_HANDS[0], "MO EM G4 G4 G4 G4 G7 G7 G7 G7 B4"), Cheng()),
    (
        "player 0 goes Cheng with EM F F; player 1 holds the Monkey",
        ("EM F F R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7", "MO G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4"),
        Cheng(),
    ),
    (
        "player 0 goes Cheng holding the Monkey; player 1 holds the Emperor",
        ("MO R2 R2 R2 R2 R4 R4 R4 R4 R7 R7 R7 R7 B2", "EM G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4"),
        Cheng((Discard("B2"),)),
    ),
)


def monkey_probes() -> list[Probe]:
    """The Monkey and the Emperor at the end of a round (reading ``monkey.power``).

    Two players: both in one hand, then in the two hands around a Cheng, then around a discard on an empty draw
    pile; three and four players: player 0 goes Cheng, player 1 holds the Monkey and player 2 the Emperor.
    """
    probes = []
    for note, hands, action in MONKEY_HANDS_2:
        probes.append(Probe(position(hands, phase="discard"), action, f"2 players; {note}"))
    hands_empty = (SET_HANDS[0].replace("R7 R7 R7 R7", "R7 R7 R7 MO"), "EM G4 G4 G4 G4 G7 G7 G7 G7 B4 B4 B4 B4")
    state = position(hands_empty, phase="discard", chest=None)
    note = "2 players; player 0 (the Monkey) discards on an empty draw pile; player 1 holds the Emperor"
    probes.append(Probe(state, Discard("B2"), note))
    for players in PLAYER_COUNTS[1:]:
        table = [CHENG_HANDS[0], "MO", "EM", *[""] * (players - 3)]
        note = f"{players} players; player 0 goes Cheng; player 1 holds the Monkey, player 2 the Emperor"
        probes.append(Probe(position(table, phase="discard"), Cheng(), note))
    return probes


# ---------------------------------------------------------------------------------------------------------------
# Families of the round's course: an empty draw pile, a lost turn at the round's end, a tie at the game's end
# ---------------------------------------------------------------------------------------------------------------

EMPTY_PILE_DISCARDER = "R4"
"""Player 0's last card before the draw pile's end: discarded, and claimable into R2 R3 (Section 4)."""


def empty_pile_claim_probes() -> list[Probe]:
    """Player 0 discards R4 on an empty draw pile; player 1 holds R2 R3 to claim it, or no red card.

    Rule ``forbidden.play.draw`` and reading ``draw.empty-claim``: the left-over cards fill the chest.
    """
    probes = []
    for players in PLAYER_COUNTS:
        for named, words in (("", "no red card"), ("R2 R3", "R2 R3")):
            state = position([EMPTY_PILE_DISCARDER, named, *[""] * (players - 2)], phase="discard", chest=None)
            note = f"{players} players; player 0 discards R4 on an empty draw pile; player 1 holds {words}"
            probes.append(Probe(state, Discard(EMPTY_PILE_DISCARDER), note))
    return probes


def collected_order(state: State) -> tuple[str, ...]:
    """The cards a deal after ``state`` hands out, in deck order: all in play but the chest kept (Section 8)."""
    collected = deck(state.player_count, plays_two_player_rules(state)) - Counter(kept_chest(state).as_counter())
    return tuple(kind for kind in ALL_KINDS for _ in range(collected[kind]))


def lost_turn_probes() -> list[Probe]:
    """A round over by player 0's Cheng while player 1 (first to play next) owes a lost turn, or nobody does.

    Section 7, PENALTY, and Section 8; the action is the next deal, the collected cards in deck order.
    """
    probes = []
    for players in PLAYER_COUNTS:
        for owes in (False, True):
            state = position([*CHENG_HANDS, *[""] * (players - 2)], phase="discard")
            if owes:
                owing = list(state.players)
                owing[1] = replace(owing[1], skip_next_turn=True)
                state = replace(state, players=tuple(owing))
            over = apply(state, Cheng())
            check_state(over, DEFAULT)
            who = "player 1 owes a turn lost for a mistaken Cheng" if owes else "nobody owes a lost turn"
            note = f"{players} players; the round is over by player 0's Cheng; {who}; the next deal"
            probes.append(Probe(over, Deal(collected_order(over)), note))
    return probes


TIE_MARGIN = 10
"""How far past the winning total the tied (or leading) players end the round."""


def tie_probes() -> list[Probe]:
    """Player 0's Cheng takes players 0 and 1 past the winning total: player 0 alone highest, or the two tied.

    Section 8, rule ``forbidden.game.end``. The totals before the round are set from the round's scores (under the
    default readings) so that player 0 ends at the winning total + 10 and player 1 at + 5 or + 10.
    """
    probes = []
    for players in PLAYER_COUNTS:
        for tied in (False, True):
            state = position([*CHENG_HANDS, *[""] * (players - 2)], phase="discard")
            target = winning_total(players, plays_two_player_rules(state))
            scores, _ = round_scores(state, 0, DEFAULT)
            ends = (target + TIE_MARGIN, target + (TIE_MARGIN if tied else TIE_MARGIN // 2))
            totals = [end - score for end, score in zip(ends, scores, strict=False)]
            seated = [replace(p, score=totals[n]) if n < len(totals) else p for n, p in enumerate(state.players)]
            state = replace(state, players=tuple(seated))
            check_state(state, DEFAULT)
            ending = "tied at the winning total + 10" if tied else "player 0 alone highest"
            note = f"{players} players; player 0 goes Cheng from {totals[0]}, player 1 holds {totals[1]}; {ending}"
            probes.append(Probe(state, Cheng(), note))
    return probes


# ---------------------------------------------------------------------------------------------------------------
# Questions (the engine's answers) and the models' confirmation
# ---------------------------------------------------------------------------------------------------------------

VIEW = EngineView()


def action_texts(state: State, reading: Reading) -> list[str]:
    """The legal actions of ``state`` as sorted text."""
    return sorted(str(action) for action in legal_actions(state, reading))


def after(probe: Probe, reading: Reading) -> State | str:
    """The state the probe's action leads to under ``reading``, or why the engine refuses the action."""
    assert probe.action is not None
    try:
        return apply(probe.state, probe.action, reading)
    except InputError as refused:
        return str(refused)


def legal_action_answer(probe: Probe, reading: Reading) -> list[str]:
    """``claim.wild``, ``wild.claimable``: the legal actions at a turn's start; ``cheng.compulsory``: at its end."""
    return action_texts(probe.state, reading)


def forbidden_destination_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``claim.forbidden-destination``: where the claimed Forbidden card is once the claim is made."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    claimant = outcome.players[probe.state.turn]
    waiting = outcome.claim is not None and outcome.claim.is_forbidden_claim
    return {
        "phase": outcome.phase,
        "forbidden_in_hand": claimant.hand.count(FORBIDDEN),
        "table_forbidden": claimant.table_forbidden,
        "waiting_for_blocks": waiting,
    }


def after_claim_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``block.forbidden-claim``: once the claim is made, the phase, who acts and their legal block actions.

    Only ``block`` and ``pass`` are listed: the claimant's discards and Chengs (legal when the claim stands) depend
    on the hand readings, not on this key.
    """
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    answers = sorted(str(a) for a in legal_actions(outcome, reading) if isinstance(a, Block | Pass))
    return {"phase": outcome.phase, "actor": actor(outcome, reading), "block_actions": answers}


def pile_to_block_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``block.which-pile``: once the claim is made, which pile a block would go on and who is asked; or the set."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    target = pile_to_block(outcome, reading) if outcome.phase == "claim" else None
    laid = [format_cards(s.cards) for s in outcome.players[probe.state.turn].laid]
    asked = actor(outcome, reading) if outcome.phase == "claim" else None
    return {
        "phase": outcome.phase,
        "pile_to_block": None if target is None else str(target),
        "asked": asked,
        "laid": laid,
    }


def returned_card_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``block.returned-card``: the blocked pile after the block, bottom first, the crosswise card marked ``F*``."""
    target = pile_to_block(probe.state, reading)
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    if target is None:
        return {"refused": "nobody may block the claim"}
    return {"blocked_pile": str(target), "cards": describe_pile(outcome.pile(target))}


def next_player_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``block.next-player``: who blocked and whose turn it is after the block."""
    blocker = actor(probe.state, reading)
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    return {"claimant": probe.state.turn, "blocker": blocker, "phase": outcome.phase, "turn": outcome.turn}


def crosswise_added(before: State, after: State) -> PileRef | None:
    """The pile that holds a crosswise Forbidden card in ``after`` that it did not hold in ``before``."""
    return next(
        (ref for ref in before.pile_refs() if after.pile(ref).crosswise not in (None, before.pile(ref).crosswise)),
        None,
    )


def block_choice_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``block.two-player-pile``: who is asked about the waiting claim, and where each block action lays its card."""
    state = probe.state
    blocks = [action for action in legal_actions(state, reading) if isinstance(action, Block)]
    landed = {str(action): crosswise_added(state, apply(state, action, reading)) for action in blocks}
    return {"asked": actor(state, reading), "blocks": {text: str(ref) for text, ref in landed.items()}}


def round_scores_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``draw.exhausted`` and ``monkey.power``: how the round ended and every player's round score."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    result = outcome.result
    if result is None:
        return {"phase": outcome.phase, "ended_by": None, "scores": None}
    return {"phase": outcome.phase, "ended_by": result.ended_by, "scores": list(result.scores)}


def chest_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``treasure.won`` and ``treasure.overflow``: the round's scores, whether the chest was won, the next deal."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    result = outcome.result
    kept = len(kept_chest(outcome)) if outcome.phase == "round-over" else None
    return {
        "phase": outcome.phase,
        "scores": None if result is None else list(result.scores),
        "chest_won": None if result is None else result.chest_won,
        "chest": len(outcome.chest),
        "chest_kept_for_next_deal": kept,
    }


def empty_pile_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``draw.empty-claim``: after the last discard, how the round ended, or whose turn starts and their claims."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    starts = outcome.phase == "start"
    claims = sorted(str(a) for a in legal_actions(outcome, reading) if isinstance(a, Claim | ClaimForbidden))
    return {
        "phase": outcome.phase,
        "ended_by": None if outcome.result is None else outcome.result.ended_by,
        "turn": outcome.turn if starts else None,
        "claims": claims if starts else None,
    }


def next_deal_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``mistake.next-round``: the new round's dealer, whose turn is first, and who still owes a lost turn."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    owing = [p for p, player in enumerate(outcome.players) if player.skip_next_turn]
    return {"phase": outcome.phase, "dealer": outcome.dealer, "turn": outcome.turn, "owe_a_lost_turn": owing}


def game_end_answer(probe: Probe, reading: Reading) -> dict[str, Any]:
    """``game.tie``: after the round, whether the game is over, the totals, and the winners when it is."""
    outcome = after(probe, reading)
    if isinstance(outcome, str):
        return {"refused": outcome}
    over = outcome.phase == "game-over"
    return {
        "phase": outcome.phase,
        "totals": [player.score for player in outcome.players],
        "winners": list(winners(outcome)) if over else None,
    }


def claims_agree(probe: Probe, reading: Reading) -> bool:
    """The Z3 claim model allows exactly the engine's claims on the position (rule ``forbidden.play.claim``)."""
    return not compare_claims(probe.state, reading, VIEW)


def blocks_agree(probe: Probe, reading: Reading) -> bool:
    """The Z3 block model resolves the waiting claim as the engine does, every way of answering, every pile."""
    return not compare_blocks(probe.state, reading, VIEW)


def opening_agrees(probe: Probe, reading: Reading) -> bool:
    """The claim models agree on the claims, and the block model on who may block the claim made and where."""
    action = probe.action
    assert isinstance(action, Claim | ClaimForbidden)
    return claims_agree(probe, reading) and not compare_opening(probe.state, action, reading, VIEW)


COURSE = CourseComparison()


def course_agrees(probe: Probe, reading: Reading) -> bool:
    """The Z3 model of the round's course decides the probe's step as the engine does.

    Who plays next, the round's and the game's end, the next deal; where a turn starts, the Z3 claim model allows
    exactly the engine's claims. A step the model decides nothing about is not confirmed.
    """
    assert probe.action is not None
    case = (probe.state, probe.action, reading)
    if not COURSE.decides(case) or COURSE(case):
        return False
    outcome = after(probe, reading)
    return isinstance(outcome, str) or outcome.phase != "start" or not compare_claims(outcome, reading, VIEW)


def chest_agrees(probe: Probe, reading: Reading) -> bool:
    """The model of the round's course ends the round (and the game) and keeps the chest as the engine does.

    Rule ``forbidden.round.next-deal``: the next deal's chest is the kept one and two more.
    """
    outcome = after(probe, reading)
    if isinstance(outcome, str) or not course_agrees(probe, reading):
        return False
    if outcome.phase != "round-over" or outcome.result is None:
        return True
    owing = [player.skip_next_turn for player in outcome.players]
    chest, won, rules = len(outcome.chest), outcome.result.chest_won, plays_two_player_rules(outcome)
    dealt = next_deal_model(outcome.dealer, owing, chest, won, rules, reading)
    return dealt.chest - CHEST_PER_DEAL == len(kept_chest(outcome))


def block_turn_agrees(probe: Probe, reading: Reading) -> bool:
    """The block model resolves the waiting claim as the engine does; the round-course model passes the turn alike."""
    return blocks_agree(probe, reading) and course_agrees(probe, reading)


def _family_table() -> dict[str, Callable[[], Family]]:
    """Each play key's family, built on demand."""
    return {
        "draw.exhausted": lambda: Family(
            "the last discard on an empty draw pile",
            "the round's end and scores after the discard",
            tuple(last_discard_probes()),
            round_scores_answer,
            needs="a round that ends on an empty draw pile with a hand that scores something as a non-Cheng hand",
        ),
        "treasure.won": lambda: Family(
            "a Cheng with a non-empty Treasure Chest",
            "the round's scores and the next deal's chest after the Cheng",
            tuple(cheng_probes()),
            chest_answer,
            needs="a Cheng (the chest always holds cards)",
        ),
        "treasure.overflow": lambda: Family(
            "a round's end with a small or an overflowing Treasure Chest",
            "what follows the round: the next deal (and the chest it keeps) or the end of the game",
            tuple(round_end_probes()),
            chest_answer,
            chest_agrees,
            needs="a round's end with a chest too large to deal around",
        ),
        "monkey.power": lambda: Family(
            "a round's end with the Monkey and the Emperor in hands",
            "the round's scores",
            tuple(monkey_probes()),
            round_scores_answer,
            needs="a scored round's end with the Monkey and the Emperor in two different hands",
        ),
        "claim.wild": lambda: Family(
            "a wild and red cards in hand against a red pile top",
            "the legal actions at the start of player 0's turn",
            tuple(wild_claim_probes()),
            legal_action_answer,
            claims_agree,
            "a claimable card on an opponent's pile and a set it makes with a wild and other hand cards",
        ),
        "wild.claimable": lambda: Family(
            "red cards in hand against a wild on an opponent's pile",
            "the legal actions at the start of player 0's turn",
            tuple(wild_top_probes()),
            legal_action_answer,
            claims_agree,
            "a wild on top of an opponent's pile and hand cards that make a set with it",
        ),
        "claim.forbidden-destination": lambda: Family(
            "the claim of a Forbidden card on top of an opponent's pile",
            "where the claimed Forbidden card is once the claim is made",
            tuple(forbidden_claim_probes()),
            forbidden_destination_answer,
            needs="a Forbidden card on top of an opponent's pile",
        ),
        "block.forbidden-claim": lambda: Family(
            "the claim of a Forbidden card on top of an opponent's pile",
            "once the claim is made: the phase, who acts and their legal block actions",
            tuple(forbidden_claim_probes()),
            after_claim_answer,
            opening_agrees,
            "a Forbidden card on top of an opponent's pile and another in the hand of a player who may block",
        ),
        "block.which-pile": lambda: Family(
            "a claim of two piles, one of them holding a crosswise Forbidden card",
            "once the claim is made: the pile a block would go on and who is asked, or the set laid",
            tuple(which_pile_probes()),
            pile_to_block_answer,
            opening_agrees,
            "two claimed piles, a crosswise Forbidden card under the top of the one closer to the claimant's "
            "left, and a Forbidden card in the hand of a player who may block",
        ),
        "block.returned-card": lambda: Family(
            "a claim of one pile waiting for a block",
            "the blocked pile after the block",
            tuple(waiting_claim_probes()),
            returned_card_answer,
            needs="a waiting claim and a player with a Forbidden card to block it",
        ),
        "block.next-player": lambda: Family(
            "a claim of one pile waiting for a block",
            "whose turn it is after the block",
            tuple(waiting_claim_probes()),
            next_player_answer,
            block_turn_agrees,
            needs=(
                "three or four players and a blocker not on the claimant's right: with two, the blocker sits on the "
                "claimant's left and a blocked claimant never plays next, so both readings pass the turn to the "
                "blocker; a blocker on the claimant's right has the claimant, who lost the turn, on their left, so "
                "blocker-left passes the claimant over to the claimant's left, as claimant-left does"
            ),
        ),
        "claim.from-hand": lambda: Family(
            "the opponents' piles showing a red set, no red card in hand",
            "the legal actions at the start of player 0's turn",
            tuple(tops_alone_probes()),
            legal_action_answer,
            claims_agree,
            "three claimable tops that are a set alone, so four players: a claim takes one top per opponent, and "
            "with two players the opponent's two piles show too few cards for a set",
        ),
        "block.two-player-pile": lambda: Family(
            "a claim of two piles waiting for a block",
            "who is asked, and the pile each block action lays its Forbidden card on",
            tuple(two_pile_block_probes()),
            block_choice_answer,
            blocks_agree,
            "two players, a claim of both of the opponent's piles, neither holding a crosswise Forbidden card, and "
            "a Forbidden card in the opponent's hand",
        ),
    }


def _round_families() -> dict[str, Callable[[], Family]]:
    """The families of the round's course (draw.empty-claim, mistake.next-round, game.tie)."""
    return {
        "draw.empty-claim": lambda: Family(
            "the last discard on an empty draw pile, the next player able to claim it or not",
            "after the discard: how the round ended, or whose turn starts and the claims they may make",
            tuple(empty_pile_claim_probes()),
            empty_pile_answer,
            course_agrees,
            needs="a turn starting on an empty draw pile for a player with a claim to make",
        ),
        "mistake.next-round": lambda: Family(
            "the next deal after a round over by a Cheng, a lost turn owed or not",
            "the new round's dealer, first turn and the turns still owed",
            tuple(lost_turn_probes()),
            next_deal_answer,
            course_agrees,
            needs="a round over while a player owes a turn lost for a mistaken Cheng",
        ),
        "cheng.compulsory": lambda: Family(
            "a hand to discard from that may go Cheng, or not",
            "the legal actions at the end of player 0's turn",
            tuple(cheng_hand_probes()),
            legal_action_answer,
            needs="a player at the end of the turn whose hand may go Cheng",
        ),
        "game.tie": lambda: Family(
            "a Cheng taking two totals past the winning total, tied or not",
            "after the round: whether the game is over, the totals and the winners",
            tuple(tie_probes()),
            game_end_answer,
            course_agrees,
            needs="a round's end with the highest total, at or past the winning total, shared",
        ),
    }


_FAMILIES = {**_family_table(), **_round_families()}
SETUP_KEY = "variant.two-player"
"""The one play key decided at the deal rather than at a position: its witness is a new game (:func:`setup_witness`)."""
PLAY_KEYS: tuple[str, ...] = tuple(
    entry.key
    for entry in reading_keys(GAME)
    if entry.scope == "play" and (entry.key in _FAMILIES or entry.key == SETUP_KEY)
)
"""The reading keys of scope ``play`` this module finds witnesses for, in the register's order."""


@cache
def family(key: str) -> Family:
    """The family of positions for the play reading ``key`` (built once per process)."""
    if key not in _FAMILIES:
        raise InputError(f"{key!r} is not a reading key of play; play keys: {', '.join(PLAY_KEYS)}")
    return _FAMILIES[key]()


# ---------------------------------------------------------------------------------------------------------------
# The witness
# ---------------------------------------------------------------------------------------------------------------


def reading_words(reading: Reading, key: str, versus: Reading) -> str:
    """``reading`` in words: ``key``'s option first, then every other key that is not default or differs."""
    mine, theirs, default = reading.as_mapping(), versus.as_mapping(), DEFAULT.as_mapping()
    others = [k for k in mine if k != key and (mine[k] != default[k] or mine[k] != theirs[k])]
    return ", ".join(f"{k}={mine[k]}" for k in (key, *others))


def rules_of(key: str) -> tuple[str, ...]:
    """The rule ids the reading ``key`` changes (its ``rules`` in ``spec/forbidden.toml``)."""
    return next(entry.rules for entry in reading_keys(GAME) if entry.key == key)


def _confirm(found: Family, probe: Probe, readings: tuple[Reading, Reading], key: str) -> tuple[str, ...]:
    """Which encodings computed both answers; :class:`WitnessNotConfirmedError` if a model disagrees."""
    if found.models_agree is None:
        return ("engine",)
    for reading in readings:
        if not found.models_agree(probe, reading):
            raise WitnessNotConfirmedError(
                f"{key}: the Z3 model and the engine disagree on the witness ({probe.note}) under "
                f"{reading_words(reading, key, readings[0])}"
            )
    return ("engine", "model")


def found_by(found: Family, probe: Probe, agreeing: int) -> str:
    """How the witness was found: the sweep, how many positions agreed before it, the position in words."""
    after_agreeing = f", after {agreeing} that agree" if agreeing else ""
    return (
        f"engine sweep of the {len(found.probes)} hand-built positions of the family '{found.name}' (2 to 4 "
        f"players) in order of size: the first that differs{after_agreeing}; {probe.note}"
    )


def minimal_statement(found: Family, probe: Probe) -> str:
    """Why no smaller position of the family differs: what a difference needs, and the smaller ones checked."""
    smaller = sum(other.size < probe.size for other in found.probes)
    within = f"the {smaller} smaller positions of the family agree" if smaller else "the family has no smaller position"
    return (
        f"a difference needs {found.needs}; {within}. The family keeps every hand at the size of a hand that made "
        "no block (13 cards between turns, 14 for the player to discard), so positions with hands shrunk by blocks "
        "are not covered"
    )


def play_witness(key: str, base: Reading, other: Reading) -> Witness | ScopedProof:
    """The smallest position of ``key``'s family on which ``base`` and ``other`` answer differently.

    The engine answers the family's question under both readings on each position in order of size; the first
    difference is the witness (confirmed by the Z3 models where a family names them: the claim and block models, the
    model of the round's course). When no position differs, a
    :class:`ScopedProof` covers the whole family. :class:`InputError` for a key that is not a reading key of play.
    """
    if key == SETUP_KEY:
        return setup_witness(base, other)
    found = family(key)
    base_words, other_words = reading_words(base, key, other), reading_words(other, key, base)
    for rank, probe in enumerate(found.probes_by_size):
        base_answer, other_answer = found.answer(probe, base), found.answer(probe, other)
        if base_answer == other_answer:
            continue
        return Witness(
            subject=key,
            base=base_words,
            other=other_words,
            input={"state": state_json(probe.state), "action": None if probe.action is None else str(probe.action)},
            size=probe.size,
            question=found.question,
            base_answer=base_answer,
            other_answer=other_answer,
            rules=rules_of(key),
            confirmed_by=_confirm(found, probe, (base, other), key),
            found_by=found_by(found, probe, rank),
            minimal=minimal_statement(found, probe),
        )
    return ScopedProof(
        subject=key,
        base=base_words,
        other=other_words,
        scope=f"every position of the family '{found.name}' ({len(found.probes)} positions), asked {found.question}",
        method="exhaustive",
        inputs=len(found.probes),
    )


SETUP_PLAYERS = 2
SETUP_SEED = 0


def setup_answer(reading: Reading) -> dict[str, Any]:
    """How a new two-player game is laid out under ``reading`` (TWO PLAYER RULES, Section 8)."""
    state = new_game(SETUP_PLAYERS, SETUP_SEED, reading)
    return {
        "discard_piles_per_player": len(state.players[0].piles),
        "cards_in_play": len(state.all_cards()),
        "turned_up_pile_cards": sum(len(pile.cards) for player in state.players for pile in player.piles),
        "winning_total": winning_total(SETUP_PLAYERS, plays_two_player_rules(state)),
    }


def setup_witness(base: Reading, other: Reading) -> Witness | ScopedProof:
    """``variant.two-player``: the first deal of a two-player game, laid out under each reading.

    The choice is made when the game is set up; afterwards the table's layout (two piles each, or one) records it,
    so the witness is the new game itself — ``rulebook forbidden new --players 2 --seed 0`` under each reading.
    """
    key = SETUP_KEY
    base_words, other_words = reading_words(base, key, other), reading_words(other, key, base)
    base_answer, other_answer = setup_answer(base), setup_answer(other)
    if base_answer == other_answer:
        return ScopedProof(
            subject=key,
            base=base_words,
            other=other_words,
            scope="the set-up of a two-player game (the only place the key acts)",
            method="exhaustive",
            inputs=1,
        )
    return Witness(
        subject=key,
        base=base_words,
        other=other_words,
        input={"new_game": {"players": SETUP_PLAYERS, "seed": SETUP_SEED}},
        size=position_size(new_game(SETUP_PLAYERS, SETUP_SEED, base)),
        question="how a new two-player game is laid out: discard piles, cards in play, the winning total",
        base_answer=base_answer,
        other_answer=other_answer,
        rules=rules_of(key),
        confirmed_by=("engine",),
        found_by="the first deal of a two-player game (the key acts only when a game is set up)",
        minimal="the key acts only at the set-up of a two-player game, so the new game is the only witness",
    )


__all__ = ["PLAY_KEYS", "Family", "Probe", "WitnessNotConfirmedError", "family", "play_witness", "position"]
