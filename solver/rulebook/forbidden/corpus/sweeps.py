"""FORBIDDEN's sweep of the rule matrix (:mod:`rulebook.core.corpus.sweeps`): the smallest input of every cell.

Each rule of ``spec/forbidden.toml`` says in its ``sweep`` table what it reads; the core asks :class:`Sweeper` for
the inputs of each cell and confirms each answer (the Z3 model answers the ``hand`` and ``discards`` questions,
so every hand cell is confirmed by both encodings; play cells are the engine's, on positions the validator accepts).
The inputs are built by hand, one small function per rule, every ``why`` citing the rulebook's section and the
counting that decides it:

- hand cells (Sections 5 and 7, Scoring) ask the ``hand`` or ``discards`` question of a few cards;
- the deck's cells (Section 2) ask ``hand`` at the most copies of each card and one past it (which the engine must
  refuse as input), and ``position`` at the deck's nine Forbidden cards counted across hand and table;
- play cells (Sections 4, 6 and 8, TWO PLAYER RULES) ask ``apply`` or ``legal-actions`` on a position built by
  :func:`rulebook.forbidden.corpus.play.table`, and ``new-game`` for the deal.

An attribute pair differs in one card only. On a play position a card cannot change alone (the deck must stay
whole), so the card it replaces is taken from the Treasure Chest, which no rule of play reads under the default
``treasure.won=never`` (:func:`swap_with_chest`); the seat pairs move one card from one place to another.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from rulebook.core.corpus.cases import Outcome
from rulebook.core.corpus.sweep_matrix import Cell
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import load_spec
from rulebook.forbidden.cards import parse_cards
from rulebook.forbidden.corpus.play import CHENG_HAND, after, case_input, check_claims, table
from rulebook.forbidden.corpus.questions import hand_input
from rulebook.forbidden.readings.diff_play import position
from rulebook.forbidden.state import Pile, PileRef, State, evolve
from rulebook.forbidden.validate import violations

GAME = "forbidden"
Build = Callable[[Cell], list[SweepInput]]
"""The inputs of one cell (a threshold's builder reads the cell's value)."""


def kinds() -> dict[str, int]:
    """Every kind of card and the copies the deck holds, as ``spec/forbidden.toml``'s ``[deck]`` states Section 2.

    Four of each colour's 2 3 4 5 7 8 and Yin-Yang card, nine Forbidden cards, three wilds, one of each royal.
    """
    deck = load_spec(GAME)["deck"]
    numbers = {
        colour + rank: int(deck["copies_per_number_card"]) for colour in deck["colours"] for rank in deck["ranks"]
    }
    return {**numbers, "F": int(deck["forbidden"]), "W": int(deck["wild"]), **dict.fromkeys(deck["royals"], 1)}


def _accepts(allowed: bool) -> Outcome:
    return "accepts" if allowed else "refuses"


def hand(
    cards: str,
    allowed: bool,
    description: str,
    why: str,
    *,
    laid: tuple[str, ...] = (),
    table_forbidden: int = 0,
    question: str = "hand",
    readings: Mapping[str, str] | None = None,
) -> SweepInput:
    """A hand-question input (``hand``, ``discards`` or ``position``) of ``cards``."""
    return SweepInput(
        question,
        hand_input(cards, laid, table_forbidden),
        _accepts(allowed),
        description,
        why,
        dict(readings or {}),
    )


def play(
    state: State,
    action: str | None,
    allowed: bool,
    description: str,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> SweepInput:
    """An ``apply`` input (``legal-actions`` when ``action`` is None) on a position the validator accepts.

    The legal actions at the start of a turn are checked against the Z3 claim model (:func:`check_claims`), which
    the core's confirmation does not ask (the model answers only the hand questions there).
    """
    problems = violations(state)
    if problems:
        raise ValueError(f"sweep position {description!r} is not a position of the game: {problems}")
    question = "legal-actions" if action is None else "apply"
    data = case_input(state, action)
    if action is None:
        check_claims(description, data, dict(readings or {}))  # the Z3 claim model lists the same claims
    return SweepInput(question, data, _accepts(allowed), description, why, dict(readings or {}))


# ---------------------------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------------------------


def swap_with_chest(state: State, ref: str, card: str) -> State:
    """``state`` with ``card``, which the Treasure Chest holds, as the top of pile ``ref``, the top going to the chest.

    A pair is ``chest_holding(base, card)`` and this swap of it: the two differ in the pile's top and in one card
    of the chest, which no rule of play reads (treasure.won=never), so the deck stays whole.
    """
    pile_ref = _pile(ref)
    owner = state.players[pile_ref.owner]
    pile = owner.piles[pile_ref.index]
    top = pile.cards[-1]
    piles = list(owner.piles)
    piles[pile_ref.index] = Pile((*pile.cards[:-1], card), pile.crosswise)
    players = list(state.players)
    players[pile_ref.owner] = evolve(owner, piles=tuple(piles))
    return evolve(state, players=tuple(players), chest=state.chest - parse_cards(card) + parse_cards(top))


def chest_holding(state: State, card: str) -> State:
    """``state`` with ``card`` in the Treasure Chest.

    When the chest does not hold it, the chest's first card and the first copy of ``card`` in the draw pile trade
    places.
    """
    if state.chest.count(card):
        return state
    given = state.chest.tokens()[0]
    draw = list(state.draw_pile)
    draw[draw.index(card)] = given
    return evolve(state, draw_pile=tuple(draw), chest=state.chest - parse_cards(given) + parse_cards(card))


def _pile(ref: str) -> PileRef:
    owner, _, index = ref.partition(".")
    return PileRef(int(owner), int(index or 0))


def draw_left(cards: int) -> State:
    """Player 1 of three to start a turn with ``cards`` cards left to draw; the rest lie on player 0's pile."""
    state = table({}, players=3)
    kept, rest = state.draw_pile[:cards], state.draw_pile[cards:]
    first = evolve(state.players[0], piles=(Pile(tuple(rest)),))
    return evolve(state, draw_pile=tuple(kept), players=(first, *state.players[1:]))


def cheng_at(total: int, players: int) -> State:
    """Player 1 about to go Cheng with :data:`CHENG_HAND` after G8 (35 points) from a total of ``total``."""
    return table({1: CHENG_HAND}, players=players, phase="discard", scores={1: total})


TWO_PLAYER_REMOVED = 3
"""TWO PLAYER RULES: 'Remove 3 Forbidden cards from the deck'."""
DEAL_SEED = 46


def deal_order(players: int) -> list[str]:
    """The deck of :func:`kinds` (less three Forbidden cards for two players) in a fixed shuffled order."""
    counts = dict(kinds())
    if players == 2:
        counts["F"] -= TWO_PLAYER_REMOVED
    order = [kind for kind, count in counts.items() for _ in range(count)]
    random.Random(DEAL_SEED).shuffle(order)
    return order


def one_pile_each(state: State) -> State:
    """A two-player position laid out for the game of three or four: one pile each, the nine Forbidden cards.

    Each player keeps the first pile; the second pile's cards and the three Forbidden cards the TWO PLAYER RULES
    remove go to the bottom of the draw pile.
    """
    spare = [card for player in state.players for card in player.piles[1].cards]
    players = tuple(evolve(player, piles=player.piles[:1]) for player in state.players)
    return evolve(state, players=players, draw_pile=(*state.draw_pile, *spare, *["F"] * TWO_PLAYER_REMOVED))


def new_game(players: int, description: str, why: str, readings: Mapping[str, str] | None = None) -> SweepInput:
    """A ``new-game`` input: ``players`` dealt from the deck in a fixed shuffled order (:func:`deal_order`)."""
    data: dict[str, Any] = {"players": players, "order": deal_order(players)}
    return SweepInput("new-game", data, "accepts", description, why, dict(readings or {}))


# ---------------------------------------------------------------------------------------------------------------
# Section 2 and 3: the deck and the deal
# ---------------------------------------------------------------------------------------------------------------


def multiplicity(cell: Cell) -> list[SweepInput]:
    """A hand of ``cell.value`` copies of one card: the deck's most (accepted), or one more (refused as input)."""
    count = cell.value or 0
    cards = " ".join([cell.name] * count)
    past = cell.point == "past"
    why = f"Section 2: the deck holds {count - 1 if past else count} of {cell.name}; " + (
        f"{count} copies are no position of the game, refused as input" if past else "a hand may hold them all"
    )
    if not past:
        return [hand(cards, True, f"{count} copies of {cell.name} in hand", why)]
    # one copy past the deck: the input is written as given, since the notation's parser refuses it
    data = {"hand": cards, "laid": [], "table_forbidden": 0}
    return [SweepInput("hand", data, "refuses", f"{count} copies of {cell.name} in hand", why)]


def forbidden_in_deck(cell: Cell) -> list[SweepInput]:
    """Five Forbidden cards in hand and the rest claimed onto the table: the deck holds nine in all."""
    count = cell.value or 0
    return [
        hand(
            "F F F F F",
            count <= 9,
            f"5 Forbidden cards in hand and {count - 5} on the table",
            f"Section 2: nine Forbidden cards; 5 in hand + {count - 5} claimed = {count}, "
            + ("a position the deck gives" if count <= 9 else "one more than the deck holds"),
            table_forbidden=count - 5,
            question="position",
        )
    ]


def dealt(cell: Cell) -> list[SweepInput]:
    """The first deal of three players: 13 cards each and 2 into the Treasure Chest (only ``at``: see the spec)."""
    if cell.point != "at":
        return []
    what = "13 cards to each of three players" if "player" in cell.name else "2 cards into the Treasure Chest"
    return [
        new_game(
            3,
            f"a new game of three players deals {what}",
            "Section 3: 'The dealer deals a hand of 13 cards to each player' and 'deals two more cards ... inside "
            "the Treasure Chest envelope'; 3 x 13 + 2 = 41 cards leave the 100-card deck, 59 stay to draw.",
        )
    ]


def dealt_winnable_chest(cell: Cell) -> list[SweepInput]:
    """The deal under treasure.won=cheng-player: a chest that can be won is dealt the same two cards."""
    return [
        new_game(
            3,
            "a new game of three players where the Cheng player wins the chest",
            "Section 3: the deal gives 13 cards each and 2 to the chest whoever may win it (Section 1: the chest "
            "can be won; how is reading treasure.won); 59 cards stay to draw.",
        )
    ]


# ---------------------------------------------------------------------------------------------------------------
# Section 4: drawing, claiming, discarding
# ---------------------------------------------------------------------------------------------------------------


def draw_threshold(cell: Cell) -> list[SweepInput]:
    """A draw with 0, 1 or 2 cards left: an empty pile ends the round."""
    left = cell.value or 0
    return [
        play(
            draw_left(left),
            "draw",
            left >= 1,
            f"a draw with {left} card(s) left in the draw pile",
            "Section 4: a turn starts 'by taking the top card from the draw pile'; "
            + (
                f"{left} card(s) there, so player 1 takes the top one into the hand"
                if left
                else "none is left, so the round ends without a Cheng (draw.exhausted=void)"
            ),
        )
    ]


def draw_top(cell: Cell) -> list[SweepInput]:
    """The drawn card is the top of the draw pile."""
    state = table({}, players=3)
    return [
        play(
            state,
            "draw",
            True,
            f"player 1 draws {state.draw_pile[0]}, the top of a full draw pile",
            f"Section 4: the player takes 'the top card from the draw pile': {state.draw_pile[0]} joins the hand and "
            "the pile loses its first card.",
        )
    ]


def draw_score_all(cell: Cell) -> list[SweepInput]:
    """An empty draw pile under draw.exhausted=score-all: the round ends and is scored."""
    return [
        play(
            draw_left(0),
            "draw",
            False,
            "a draw on an empty draw pile when every player's hand is scored",
            "Section 4 and reading draw.exhausted=score-all: no card to draw, so the round ends without a Cheng and "
            "every hand is scored as a hand that did not go Cheng.",
        )
    ]


def claim_hand_cards(cell: Cell) -> list[SweepInput]:
    """A claim taking 0, 1 or 2 hand cards into a red run 2-3-4."""
    count = cell.value or 0
    if count == 0:
        state, action = table({}, {"0": "R2", "2": "R3", "3": "R4"}), "claim 0,2,3 using"
        why = (
            "Section 4: the claimant 'add[s] the cards from his hand to complete the set'; under "
            "claim.from-hand=required a claim of the tops R2 R3 R4 with no hand card is refused."
        )
    elif count == 1:
        state, action = table({1: "R3"}, {"0": "R2", "2": "R4"}), "claim 0,2 using R3"
        why = "Section 4, first question: R2 and R4 claimed together with the R3 of the hand make R2 R3 R4."
    else:
        state, action = table({1: "R3 R4"}, {"0": "R2"}), "claim 0 using R3 R4"
        why = "Section 4: the top R2 of player 0's pile with R3 R4 from the hand makes the run R2 R3 R4."
    return [play(state, action, count >= 1, f"a claim taking {count} hand card(s) into R2 R3 R4", why)]


def claim_colour(cell: Cell) -> list[SweepInput]:
    """R7 R8 in hand claim a top that is RY (a red 9) or BY (a black one)."""
    base = table({1: "R7 R8"}, {"0": "G8 RY"}, players=3)
    why = "Section 5: a set is of one colour. "
    return [
        play(
            chest_holding(base, "BY"),
            "claim 0 using R7 R8",
            True,
            "R7 R8 claim a red Yin-Yang top",
            why + "R7 R8 and RY as 9 are a red run.",
        ),
        play(
            swap_with_chest(chest_holding(base, "BY"), "0", "BY"),
            "claim 0 using R7 R8",
            False,
            "R7 R8 claim a black Yin-Yang top",
            why + "BY is black: R7 R8 BY mixes colours, no set, so the claim is refused.",
        ),
    ]


def claim_rank(cell: Cell) -> list[SweepInput]:
    """R3 R4 in hand claim a top that is R2 (a run) or R7 (no run)."""
    base = table({1: "R3 R4"}, {"0": "G8 R2"}, players=3)
    return [
        play(
            chest_holding(base, "R7"),
            "claim 0 using R3 R4",
            True,
            "R3 R4 claim a top R2",
            "Section 5: R2 R3 R4 are three consecutive red ranks, a sequence.",
        ),
        play(
            swap_with_chest(chest_holding(base, "R7"), "0", "R7"),
            "claim 0 using R3 R4",
            False,
            "R3 R4 claim a top R7",
            "Section 5: R3 R4 R7 skip ranks 5 and 6, no sequence and no set, so the claim is refused.",
        ),
    ]


def claim_opponent_top(cell: Cell) -> list[SweepInput]:
    """A claim of the top of an opponent's pile."""
    return [
        play(
            table({1: "R3 R4"}, {"2": "G8 R2"}, players=3),
            "claim 2 using R3 R4",
            True,
            "R3 R4 claim R2 from the top of an opponent's pile",
            "Section 4: 'the top card from any opponent's discard pile': R2 tops player 2's pile and makes R2 R3 R4.",
        )
    ]


def claim_own_pile(cell: Cell) -> list[SweepInput]:
    """A claim of the claimant's own top."""
    return [
        play(
            table({1: "R3 R4"}, {"1": "R2"}, players=3),
            "claim 1 using R3 R4",
            False,
            "R3 R4 claim R2 from the claimant's own pile",
            "Section 4: a claim takes an opponent's discard, 'never one's own'; R2 tops player 1's own pile.",
        )
    ]


def claim_under_top(cell: Cell) -> list[SweepInput]:
    """A claim for a card covered by another discard."""
    return [
        play(
            table({1: "R3 R4"}, {"2": "R2 G8"}, players=3),
            "claim 2 using R3 R4",
            False,
            "R3 R4 claim player 2's pile, whose R2 lies under a G8",
            "Section 4: only 'the top card' of a pile is claimed; the top is G8, which makes no set with R3 R4.",
        )
    ]


def claim_empty_pile(cell: Cell) -> list[SweepInput]:
    """A claim of a pile with no card."""
    return [
        play(
            table({1: "R3 R4"}, players=3),
            "claim 2 using R3 R4",
            False,
            "R3 R4 claim player 2's empty pile",
            "Section 4: a claim takes the top card of a pile; player 2's pile has none.",
        )
    ]


def several_colour(cell: Cell) -> list[SweepInput]:
    """The claims listed for R8 beside the tops R7 and a Yin-Yang card of red or of black."""
    base = table({1: "R8"}, {"0": "R7", "2": "G8 RY"})
    return [
        play(
            chest_holding(base, "BY"),
            None,
            True,
            "the claims of R8 beside the tops R7 and RY",
            "Section 4, first question: both tops go into one new set, R7 R8 RY (as 9), all red: 'claim 0,2 using "
            "R8' is listed.",
        ),
        play(
            swap_with_chest(chest_holding(base, "BY"), "2", "BY"),
            None,
            False,
            "the claims of R8 beside the tops R7 and BY",
            "Section 5: R7 R8 BY mixes red and black, no set, and neither top alone makes one with R8: only 'draw' "
            "is listed.",
        ),
    ]


def several_two_tops(cell: Cell) -> list[SweepInput]:
    """Section 4's example: R2 and R4 claimed with the R3 of the hand."""
    return [
        play(
            table({1: "R3"}, {"0": "R2", "2": "R4"}),
            "claim 0,2 using R3",
            True,
            "R3 claims two opponents' tops R2 and R4 into one run",
            "Section 4, first question: 'You take them both and lay down a Red 2, 3, 4 Sequence.'",
        )
    ]


def several_own_top(cell: Cell) -> list[SweepInput]:
    """An opponent's top and the claimant's own top in one claim."""
    return [
        play(
            table({1: "R3"}, {"0": "R2", "1": "R4"}),
            "claim 0,1 using R3",
            False,
            "R3 claims R2 from player 0 and R4 from the claimant's own pile",
            "Section 4: the piles claimed are opponents' piles, 'never one's own'; R4 tops player 1's own pile.",
        )
    ]


def royal_kind(cell: Cell) -> list[SweepInput]:
    """R3 R4 claim a top that is R5 (a number card) or a wild (a Royal card under the default)."""
    base = table({1: "R3 R4"}, {"0": "G8 R5"}, players=3)
    return [
        play(
            chest_holding(base, "W"),
            "claim 0 using R3 R4",
            True,
            "R3 R4 claim a top R5",
            "Section 4: R3 R4 R5 is a red run, so the number card R5 is claimed.",
        ),
        play(
            swap_with_chest(chest_holding(base, "W"), "0", "W"),
            "claim 0 using R3 R4",
            False,
            "R3 R4 claim a top wild card",
            "Section 2 lists the wilds among the Royal cards and Section 4 answers 'NO, never' to claiming one "
            "(wild.claimable=no), though the wild could complete R3 R4.",
        ),
    ]


def royal_top(cell: Cell) -> list[SweepInput]:
    """The Emperor on top of a pile."""
    return [
        play(
            table({1: "R3 R4"}, {"0": "R2 EM"}, players=3),
            "claim 0 using R3 R4",
            False,
            "R3 R4 claim player 0's pile topped by the Emperor over R2",
            "Section 4, third question: 'Can I claim a Royal card atop an opponent's Discard pile? Answer: NO, never.'",
        )
    ]


def wild_top(cell: Cell) -> list[SweepInput]:
    """A wild on top of a pile: the legal actions list no claim of it."""
    return [
        play(
            table({1: "R3 R4"}, {"0": "W"}, players=3),
            None,
            False,
            "the legal actions of R3 R4 beside a pile topped by a wild",
            "Sections 2 and 4: a wild is a Royal card, never claimed (wild.claimable=no); only 'draw' is listed.",
        )
    ]


def forbidden_normal(cell: Cell) -> list[SweepInput]:
    """A Forbidden card discarded normally on top of an opponent's pile."""
    return [
        play(
            table({1: "R3 R4"}, {"2": "R5 F"}, players=3),
            "claim-forbidden 2",
            True,
            "a Forbidden card discarded normally on player 2's pile is claimed",
            "Section 6: 'A Forbidden card atop an opponent's Discard pile may be claimed ... no matter if normally "
            "discarded'; it stays on player 1's table (table_forbidden 1).",
        )
    ]


def forbidden_crosswise(cell: Cell) -> list[SweepInput]:
    """A crosswise Forbidden card (a block) on top of an opponent's pile."""
    state = table({0: "F", 1: "R3 R4"}, {"2": "R5 F"}, crosswise={"2": 1}, blocks={3: 1})
    return [
        play(
            state,
            "claim-forbidden 2",
            True,
            "a crosswise Forbidden card on player 2's pile is claimed",
            "Section 6: a Forbidden card may be claimed 'no matter if normally discarded or placed crosswise to "
            "block the pile'; pile 2 then holds R5 and may be blocked again.",
        )
    ]


def forbidden_own(cell: Cell) -> list[SweepInput]:
    """A Forbidden card on the claimant's own pile."""
    return [
        play(
            table({1: "R3 R4"}, {"1": "R5 F"}, players=3),
            "claim-forbidden 1",
            False,
            "a Forbidden card on player 1's own pile is claimed by player 1",
            "Section 6: the Forbidden card claimed lies 'atop an opponent's Discard pile'; pile 1 is the claimant's.",
        )
    ]


def forbidden_under(cell: Cell) -> list[SweepInput]:
    """A Forbidden card covered by another discard."""
    return [
        play(
            table({1: "R3 R4"}, {"2": "F R7"}, players=3),
            "claim-forbidden 2",
            False,
            "a Forbidden card under an R7 on player 2's pile is claimed",
            "Section 6: only a Forbidden card 'atop' a pile is claimed; R7 tops pile 2.",
        )
    ]


def discard_hand(cell: Cell) -> list[SweepInput]:
    """A discard of a card in the hand."""
    return [
        play(
            table({1: "R3 R4"}, players=3, phase="discard"),
            "discard R3",
            True,
            "player 1 discards R3 from the hand",
            "Section 4: 'A player ends his turn by discarding one card face up onto his own discard pile': R3 is "
            "in the hand, so it goes onto pile 1.",
        )
    ]


def discard_laid(cell: Cell) -> list[SweepInput]:
    """A discard of a card that lies in a laid set, not in the hand."""
    state = after(table({1: "R3 R4"}, {"0": "R2"}, players=3), "claim 0 using R3 R4")
    return [
        play(
            state,
            "discard R3",
            False,
            "player 1 discards the R3 of the set R2 R3 R4 laid by the claim",
            "Section 4: the discard is a card of the hand; after the claim R3 lies in the laid set R2 R3 R4 and "
            "no R3 is left in the hand (Section 7: laid sets stay sets).",
        )
    ]


# ---------------------------------------------------------------------------------------------------------------
# Section 5: sets
# ---------------------------------------------------------------------------------------------------------------


def colour_pair(cell: Cell) -> list[SweepInput]:
    """R2 R2 R2 against R2 R2 G2."""
    return [
        hand("R2 R2 R2", True, "three red 2s", "Section 5: three cards of one colour and number are a pung."),
        hand("R2 R2 G2", False, "two red 2s and a green 2", "Section 5: 'Sets may never be of mixed colors'."),
    ]


def pung(cell: Cell) -> list[SweepInput]:
    """Two, three or four red 2s."""
    count = cell.value or 0
    return [
        hand(
            " ".join(["R2"] * count),
            count >= 3,
            f"{count} red 2s",
            f"Section 5: a pung is three, a kong four cards of one colour and number; {count} red 2s "
            + ("are one" if count >= 3 else "are no set, so the hand is not complete (Section 7)"),
        )
    ]


def kong(cell: Cell) -> list[SweepInput]:
    """Three or four green 5s, or four and a wild."""
    count = cell.value or 0
    cards = " ".join(["G5"] * min(count, 4) + ["W"] * (count - 4))
    why = {
        3: "three G5 are a pung (5 points): one short of a kong, still a set",
        4: "four G5 are a kong (10 points)",
        5: "no set has five cards of one number, so the wild stays unused and is kept (Section 7); the four G5 "
        "are a kong",
    }[count]
    return [hand(cards, True, f"{count} cards toward a kong of green 5s", f"Section 5: {why}.")]


def rank_pair(cell: Cell) -> list[SweepInput]:
    """B7 B7 B7 against B7 B7 B8."""
    return [
        hand("B7 B7 B7", True, "three black 7s", "Section 5: three black 7s are a pung."),
        hand("B7 B7 B8", False, "two black 7s and a black 8", "Section 5: two ranks, not consecutive three: no set."),
    ]


def sequence(cell: Cell) -> list[SweepInput]:
    """Two, three or four consecutive red cards from 2."""
    count = cell.value or 0
    cards = " ".join(["R2", "R3", "R4", "R5"][:count])
    return [
        hand(
            cards,
            count >= 3,
            f"a red run of {count} cards from 2",
            f"Section 5: a sequence is 'three or more cards of the same color in numerical order'; {count} here.",
        )
    ]


def longest_sequence(cell: Cell) -> list[SweepInput]:
    """Seven, eight or nine cards along the red ranks 2 to 9 (Yin-Yang cards as 6 and 9, a wild as the ninth)."""
    count = cell.value or 0
    cards = {7: "R2 R3 R4 R5 RY R7 R8", 8: "R2 R3 R4 R5 RY R7 R8 RY", 9: "R2 R3 R4 R5 RY R7 R8 RY W"}[count]
    why = {
        7: "R2 to R8 with RY as 6 are seven consecutive ranks",
        8: "R2 to R9, RY as 6 and the other RY as 9, is the longest sequence: eight ranks",
        9: "ranks end at 9, so the wild cannot lengthen the eight-card run and is kept unused",
    }[count]
    return [hand(cards, True, f"{count} red cards along the ranks 2 to 9", f"Sections 2 and 5: {why}.")]


def run_rank_pair(cell: Cell) -> list[SweepInput]:
    """G2 G3 G4 against G2 G3 G5."""
    return [
        hand("G2 G3 G4", True, "green 2 3 4", "Section 5: three consecutive green ranks."),
        hand("G2 G3 G5", False, "green 2 3 5", "Section 5: 2 3 5 skips 4, no sequence."),
    ]


def yin_yang_pair(cell: Cell) -> list[SweepInput]:
    """R4 R5 RY against R4 R5 R8."""
    return [
        hand("R4 R5 RY", True, "red 4 5 and Yin-Yang", "Sections 2 and 5: RY stands for 6, so R4 R5 RY is a run."),
        hand("R4 R5 R8", False, "red 4 5 8", "Section 5: 4 5 8 are not consecutive; no Yin-Yang card to be a 6."),
    ]


def wilds_in_set(cell: Cell) -> list[SweepInput]:
    """A black run with none, one or two wilds."""
    count = cell.value or 0
    cards = {0: "B3 B4 B5", 1: "B3 B4 W", 2: "B3 W W"}[count]
    return [
        hand(
            cards,
            count <= 1,
            f"a black run with {count} wild card(s)",
            f"Section 5: 'Any one of these (but only one)'; {count} wild(s) in the set"
            + ("" if count <= 1 else ", so B3 and two wilds are no set"),
        )
    ]


def wild_pair(cell: Cell) -> list[SweepInput]:
    """G7 G7 W against G7 W W."""
    return [
        hand("G7 G7 W", True, "two green 7s and a wild", "Section 5: one wild completes the pung of G7."),
        hand("G7 W W", False, "a green 7 and two wilds", "Section 5: a set holds only one wild; G7 W is too short."),
    ]


# ---------------------------------------------------------------------------------------------------------------
# Section 6: blocks
# ---------------------------------------------------------------------------------------------------------------


def block_later(cell: Cell) -> list[SweepInput]:
    """A block by a player after the claimant holding a Forbidden card."""
    state = after(table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "B8 R2"}), "claim 2 using R3 R4")
    # who is asked first decides it too (player 0 also holds a Forbidden card): the precedence rule is exercised
    return [
        replace(
            play(
                state,
                "block",
                True,
                "player 3 blocks player 1's claim of R2 with a Forbidden card from the hand",
                "Section 6: 'you may block his attempt by calling out \"That's Forbidden!\"'; player 2 holds none, so "
                "player 3 is asked first and blocks: F crosswise on pile 2.",
            ),
            rules=("forbidden.block.precedence",),
        )
    ]


def block_owner(cell: Cell) -> list[SweepInput]:
    """A block by the owner of the pile claimed from."""
    state = after(table({1: "R3 R4", 2: "F"}, {"2": "B8 R2"}), "claim 2 using R3 R4")
    return [
        play(
            state,
            "block",
            True,
            "player 2 blocks the claim of R2 from player 2's own pile",
            "Section 6: a claim of 'the top discard from another player's pile (including your own)' may be blocked.",
        )
    ]


def block_crosswise(cell: Cell) -> list[SweepInput]:
    """A block of a pile already holding a crosswise Forbidden card."""
    state = table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "R5 F R2"}, crosswise={"2": 1}, blocks={3: 1})
    return [
        play(
            after(state, "claim 2 using R3 R4"),
            "block",
            False,
            "a block after a claim from a pile with a crosswise Forbidden card",
            "Section 6: 'A discard pile containing a crosswise Forbidden card may not be blocked again': the claim "
            "stood at once, nobody is asked, and a block is refused.",
        )
    ]


def swap_hands(state: State, card: str, giver: int, taker: int) -> State:
    """``state`` with one ``card`` moved from ``giver``'s hand to ``taker``'s, in exchange for its first card."""
    back = state.players[taker].hand.tokens()[0]
    players = list(state.players)
    players[giver] = evolve(players[giver], hand=players[giver].hand - parse_cards(card) + parse_cards(back))
    players[taker] = evolve(players[taker], hand=players[taker].hand - parse_cards(back) + parse_cards(card))
    return evolve(state, players=tuple(players))


def precedence_pair(cell: Cell) -> list[SweepInput]:
    """Two Forbidden holders, the nearer one at seat 3 or at seat 2 (the pile's owner)."""
    base = table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "B8 R2"})
    moved = swap_hands(base, "F", 3, 2)
    why = "Section 6: 'The one closest to the active player's left completes the block'; from claimant 1 the order "
    return [
        play(
            after(base, "claim 2 using R3 R4"),
            "block",
            True,
            "players 3 and 0 hold a Forbidden card when player 1 claims",
            why + "is 2, 3, 0 and player 2 holds none, so player 3 blocks.",
        ),
        play(
            after(moved, "claim 2 using R3 R4"),
            "block",
            True,
            "players 2 and 0 hold a Forbidden card when player 1 claims",
            why + "is 2, 3, 0, so player 2, the pile's owner, blocks.",
        ),
    ]


def move_top(state: State, source: str, target: str) -> State:
    """``state`` with the top of pile ``source`` moved onto pile ``target``."""
    src, dst = _pile(source), _pile(target)
    players = list(state.players)
    card = players[src.owner].piles[src.index].cards[-1]
    from_piles = list(players[src.owner].piles)
    from_piles[src.index] = Pile(from_piles[src.index].cards[:-1], from_piles[src.index].crosswise)
    players[src.owner] = evolve(players[src.owner], piles=tuple(from_piles))
    to_piles = list(players[dst.owner].piles)
    to_piles[dst.index] = Pile((*to_piles[dst.index].cards, card), to_piles[dst.index].crosswise)
    players[dst.owner] = evolve(players[dst.owner], piles=tuple(to_piles))
    return evolve(state, players=tuple(players))


def block_pile_pair(cell: Cell) -> list[SweepInput]:
    """R3 claims R2 from pile 0 and R4 from pile 2 or from pile 3; player 0 blocks."""
    base = table({0: "F", 1: "R3"}, {"0": "R2", "2": "R4"})
    why = "Section 6, third question: 'You block the one closest to his left'; from claimant 1 the seats run 2, 3, 0: "
    return [
        play(
            after(base, "claim 0,2 using R3"),
            "block",
            True,
            "player 0 blocks a claim of piles 0 and 2",
            why + "F goes crosswise on pile 2, R2 back on pile 0.",
        ),
        play(
            after(move_top(base, "2", "3"), "claim 0,3 using R3"),
            "block",
            True,
            "player 0 blocks a claim of piles 0 and 3",
            why + "F goes crosswise on pile 3, R2 back on pile 0.",
        ),
    ]


# ---------------------------------------------------------------------------------------------------------------
# Section 7: complete hands, Cheng
# ---------------------------------------------------------------------------------------------------------------


def outside_sets(cell: Cell) -> list[SweepInput]:
    """R2 R3 R4 with no or one number card left over."""
    count = cell.value or 0
    if count < 0:
        return []
    cards = "R2 R3 R4" + " G7" * count
    return [
        hand(
            cards,
            count == 0,
            f"a red run and {count} number card(s) outside it",
            f"Section 7: 'all numerical cards [must be] organized into sets'; {count} card(s) fit no set.",
        )
    ]


def kind_pair(cell: Cell) -> list[SweepInput]:
    """R2 R3 R4 with G7 or with the Monkey."""
    return [
        hand("R2 R3 R4 G7", False, "a red run and a green 7", "Section 7: G7 is a number card in no set."),
        hand("R2 R3 R4 MO", True, "a red run and the Monkey", "Section 7: 'no restrictions on Royal cards'."),
    ]


def laid_source(cell: Cell) -> list[SweepInput]:
    """R5 in hand beside the laid run R2 R3 R4."""
    return [
        hand(
            "R5",
            True,
            "R5 in hand beside a laid R2 R3 R4",
            "Section 7: laid sets are 'part of your hand'; R5 extends the laid run to R2-R5.",
            laid=("R2 R3 R4",),
        )
    ]


def laid_added(cell: Cell) -> list[SweepInput]:
    """G4 in hand added to a laid pung of G4."""
    return [
        hand(
            "G4",
            True,
            "G4 in hand added to a laid pung of G4",
            "Section 7, question: 'You may add to them'; the laid pung G4 G4 G4 becomes a kong.",
            laid=("G4 G4 G4",),
        )
    ]


def laid_taken(cell: Cell) -> list[SweepInput]:
    """R2 R2 R5 in hand beside a laid R2 R3 R4: a pung of R2 would need the laid R2."""
    return [
        hand(
            "R2 R2 R5",
            False,
            "R2 R2 R5 in hand beside a laid R2 R3 R4",
            "Section 7: sets laid stay sets (laid.split=no); R5 extends the run, but R2 R2 would need the laid R2 "
            "to make a pung, so two R2 are left outside a set.",
            laid=("R2 R3 R4",),
        )
    ]


def lone_forbidden(cell: Cell) -> list[SweepInput]:
    """A red run with one, two or three Forbidden cards."""
    count = cell.value or 0
    return [
        hand(
            "R2 R3 R4" + " F" * count,
            count != 1,
            f"a red run with {count} Forbidden card(s)",
            f"Section 7: 'only if it contains ZERO or TWO or more Forbidden cards'; {count} here.",
        )
    ]


def lone_royal(cell: Cell) -> list[SweepInput]:
    """A red run with one Forbidden card and the Emperor or the Empress."""
    return [
        hand(
            "R2 R3 R4 F EM",
            True,
            "a red run, a Forbidden card and the Emperor",
            "Scoring, worked example 1: 'the Emperor is a Forbidden card here' (emperor.forbidden=always): two.",
        ),
        hand(
            "R2 R3 R4 F ES",
            False,
            "a red run, a Forbidden card and the Empress",
            "Section 7: the Empress is no Forbidden card (empress.lone-forbidden=no): one lone Forbidden card.",
        ),
    ]


def lone_table(cell: Cell) -> list[SweepInput]:
    """One Forbidden card in hand and one claimed onto the table."""
    return [
        hand(
            "R2 R3 R4 F",
            True,
            "a red run, a Forbidden card in hand and one claimed on the table",
            "Section 7: Forbidden cards count 'including any claimed on the table': 1 + 1 = 2.",
            table_forbidden=1,
        )
    ]


def fast_discards(cell: Cell) -> list[SweepInput]:
    """A pung of R2 with one, two or three cards to discard, in the Fast version."""
    count = cell.value or 0
    cards = "R2 R2 R2" + {1: " G5", 2: " G5 B7", 3: " G5 B7 R8"}[count]
    return [
        hand(
            cards,
            count <= 2,
            f"a pung of R2 and {count} card(s) to discard in the Fast version",
            '"Fast" FORBIDDEN Version: \'permit a player to Cheng by discarding as many as 2 cards on his final '
            f"turn'; {count} to discard.",
            question="discards",
            readings={"variant.fast": "yes"},
        )
    ]


def discards(cell: Cell) -> list[SweepInput]:
    """A pung of R2 with none, one or two cards to discard."""
    count = cell.value or 0
    cards = "R2 R2 R2" + {0: "", 1: " G5", 2: " G5 B7"}[count]
    return [
        hand(
            cards,
            count <= 1,
            f"a pung of R2 and {count} card(s) to discard",
            f"Section 7: Cheng after one discard or none; the Fast version (off) allows two. {count} to discard.",
            question="discards",
        )
    ]


# ---------------------------------------------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------------------------------------------


def scoring_five(cell: Cell) -> list[SweepInput]:
    """Two, three or four black 8s."""
    count = cell.value or 0
    points = {2: "no set, nothing", 3: "a set of three, 5", 4: "a set of four, 10 (not 5)"}[count]
    return [
        hand(
            " ".join(["B8"] * count),
            count >= 3,
            f"{count} black 8s scored",
            f"Scoring: '5 points for each set of three cards'; {count} B8: {points}.",
        )
    ]


def scoring_ten(cell: Cell) -> list[SweepInput]:
    """A black run of three, four or five cards."""
    count = cell.value or 0
    cards = {3: "B2 B3 B4", 4: "B2 B3 B4 B5", 5: "B2 B3 B4 B5 BY"}[count]
    return [
        hand(
            cards,
            count >= 4,
            f"a black run of {count} cards scored",
            f"Scoring: '10 points for each set of four or more cards'; {count} cards"
            + (" score 5" if count < 4 else " score 10"),
        )
    ]


def bonus_pair(cell: Cell) -> list[SweepInput]:
    """G4 G5 GY against G4 G5 W."""
    return [
        hand("G4 G5 GY", True, "green 4 5 and Yin-Yang", "Scoring: 5 bonus points for the Yin-Yang card in a set."),
        hand(
            "G4 G5 W",
            False,
            "green 4 5 and a wild as 6",
            "Scoring: the bonus is for 'each Yin Yang card'; a wild is none (wild.yin-yang-bonus=no).",
        ),
    ]


def rooster_pair(cell: Cell) -> list[SweepInput]:
    """A pung of R2 with the Rooster or the Empress."""
    return [
        hand("R2 R2 R2 RO", True, "a pung of R2 and the Rooster", "Scoring: 10 bonus if Cheng, 15 otherwise."),
        hand("R2 R2 R2 ES", False, "a pung of R2 and the Empress", "Scoring: only the Rooster earns that bonus."),
    ]


def multiplier(cell: Cell) -> list[SweepInput]:
    """A pung of G2 with one, two or three Forbidden cards."""
    count = cell.value or 0
    return [
        hand(
            "G2 G2 G2" + " F" * count,
            count >= 2,
            f"a pung of G2 with {count} Forbidden card(s) scored",
            f"Scoring: '2 Forbidden cards double the Cheng player's score'; {count} here"
            + (" (a lone one stops the Cheng)" if count == 1 else f": 15 x {count}"),
        )
    ]


def multiplier_royal(cell: Cell) -> list[SweepInput]:
    """Two Forbidden cards with the Emperor or the Monkey."""
    return [
        hand(
            "G2 G2 G2 F F EM",
            True,
            "a pung of G2, two Forbidden cards and the Emperor",
            "Scoring, worked example 1: the Emperor counts as a Forbidden card: 15 x 3.",
        ),
        hand(
            "G2 G2 G2 F F MO",
            False,
            "a pung of G2, two Forbidden cards and the Monkey",
            "Scoring: the Monkey is no Forbidden card: 15 x 2, the Emperor's extra factor absent.",
        ),
    ]


def multiplier_table(cell: Cell) -> list[SweepInput]:
    """One Forbidden card in hand and one on the table multiply the Cheng score."""
    return [
        hand(
            "G2 G2 G2 F",
            True,
            "a pung of G2, one Forbidden card in hand and one claimed, scored",
            "Scoring and Section 7: claimed Forbidden cards count (multiplier.table-forbidden=yes): 15 x 2.",
            table_forbidden=1,
        )
    ]


def penalty_royal(cell: Cell) -> list[SweepInput]:
    """One Forbidden card beside a pung, with the Empress or the Emperor."""
    return [
        hand(
            "B8 B8 B8 F ES",
            True,
            "a pung of B8, a Forbidden card and the Empress scored without Cheng",
            "Scoring: 'DEDUCT 5 points for each' Forbidden card: 5 - 5 = 0.",
        ),
        hand(
            "B8 B8 B8 F EM",
            False,
            "a pung of B8, a Forbidden card and the Emperor scored without Cheng",
            "Scoring: 'unless \"protected\" by the Emperor' (emperor.protection=all): 5, no penalty.",
        ),
    ]


FLOOR_ZERO = {"score.floor": "zero"}
"""The reading under which a score below zero counts as zero (Scoring; reading score.floor)."""
PENALISED = {
    -5: ("R2 F", "R2 unplaced (0) and a lone Forbidden card (-5): -5, counted as 0"),
    0: ("R2", "R2 unplaced and nothing else: 0, no penalty and nothing to floor"),
    5: ("R2 R3 R4 R5 R5 R5 F", "run R2-3-4 (5) and pung of R5 (5) less a Forbidden card (5): 5, kept"),
}
"""A score without Cheng one step of five below zero, at zero and above, each hand's count (Scoring)."""


def floored(cell: Cell) -> list[SweepInput]:
    """A score without Cheng at -5, 0 and 5 under score.floor=zero: the floor lifts only the one below zero."""
    cards, count = PENALISED[cell.value or 0]
    return [
        hand(
            cards,
            "F" in cards.split(),
            f"{cards} scored without Cheng under score.floor=zero",
            f"Scoring, reading score.floor=zero (a score below zero counts as zero): {count}.",
            readings=FLOOR_ZERO,
        )
    ]


DOUBLED = {
    -5: ("B2 F ES", "B2 unplaced, a lone Forbidden card: -5, doubled -10, counted as 0"),
    0: ("B2 ES", "B2 unplaced: 0, doubled 0"),
    5: ("R2 R3 R4 ES", "run R2-3-4: 5, doubled 10"),
}
"""The Empress alone as the Royal Marriage (marriage=empress-alone) beside a score of -5, 0 and 5 (Scoring)."""


def doubled_floor(cell: Cell) -> list[SweepInput]:
    """Under marriage=empress-alone and score.floor=zero, the Marriage doubles first and the floor comes after."""
    cards, count = DOUBLED[cell.value or 0]
    return [
        hand(
            cards,
            True,
            f"{cards} scored without Cheng under marriage=empress-alone and score.floor=zero",
            "Scoring: the Royal Marriage doubles 'the entire score (after taking Forbidden cards into account)', and "
            f"under score.floor=zero a score below zero counts as zero, and stays zero: {count}.",
            readings={**FLOOR_ZERO, "marriage": "empress-alone"},
        )
    ]


def penalty_table(cell: Cell) -> list[SweepInput]:
    """A Forbidden card claimed onto the table beside a pung, scored without Cheng."""
    return [
        hand(
            "B8 B8 B8",
            True,
            "a pung of B8 and one Forbidden card claimed onto the table, scored without Cheng",
            "Scoring: claimed Forbidden cards are held (penalty.table-forbidden=yes): 5 - 5 = 0.",
            table_forbidden=1,
        )
    ]


def marriage_pair(cell: Cell) -> list[SweepInput]:
    """A pung of R7 with the Emperor and the Empress, or the Emperor and the Monkey."""
    return [
        hand(
            "R7 R7 R7 EM ES", True, "a pung of R7, the Emperor and the Empress", "Scoring: the Royal Marriage doubles."
        ),
        hand("R7 R7 R7 EM MO", False, "a pung of R7, the Emperor and the Monkey", "Scoring: no Marriage, no doubling."),
    ]


# ---------------------------------------------------------------------------------------------------------------
# Sections 8 and the TWO PLAYER RULES
# ---------------------------------------------------------------------------------------------------------------


NO_SET_HAND = "F F F R2 R8 RY G2 G5 G8 B2 B5 B8 MO"
"""Thirteen cards with no set: three Forbidden cards, the Monkey and nine number cards no three of which make a
run or a pung (R2, R8 and RY as 6 or 9, three ranks apart in green and black)."""


def floor_zero(cell: Cell) -> list[SweepInput]:
    """A round won by player 1 while player 2 holds three Forbidden cards and no set, under score.floor=zero."""
    return [
        play(
            table({1: CHENG_HAND, 2: NO_SET_HAND}, phase="discard"),
            "cheng discarding G8",
            True,
            "player 1 goes Cheng while player 2 holds three Forbidden cards and no set, round scores floored at zero",
            "Scoring: player 1 scores 35; player 2's number cards R2 R8 RY G2 G5 G8 B2 B5 B8 make no set (no "
            "three in a run or of one rank, no wild), so the three Forbidden cards cost 15: -15, counted as 0 "
            "under score.floor=zero.",
        )
    ]


def chest_left_out(cell: Cell) -> list[SweepInput]:
    """A four-player Cheng beside a chest of 44 or 46 cards, under treasure.overflow=game-ends (which shows it)."""
    chest = cell.value or 0
    if chest % 2:
        return []
    state = position(["", CHENG_HAND, "", ""], phase="discard", turn=1, chest=chest)
    fits = 100 - chest >= 4 * 13 + 2 + 1
    return [
        play(
            state,
            "cheng discarding G8",
            fits,
            f"a four-player Cheng beside a {chest}-card Treasure Chest when an overflowing chest ends the game",
            f"Section 8: the next deal gathers the 100 - {chest} = {100 - chest} cards outside the chest and needs "
            f"4 x 13 + 2 for the chest + 1 to draw = 55; "
            + ("they suffice, so the game goes on" if fits else "they do not, so the game ends (game-ends)"),
            readings={"treasure.overflow": "game-ends"},
        )
    ]


def winning(cell: Cell) -> list[SweepInput]:
    """A Cheng of 35 points bringing a total to one below, at or one above the winning total."""
    total = cell.value or 0
    players = 2 if total < 175 else 4
    return [
        play(
            cheng_at(total - 35, players),
            "cheng discarding G8",
            total >= (150 if players == 2 else 200),
            f"{players} players: a Cheng of 35 points brings a total to {total}",
            f"Section 8 (TWO PLAYER RULES: 150): {total - 35} + 35 = {total}, the game "
            + ("ends" if total >= (150 if players == 2 else 200) else "goes on"),
        )
    ]


def winning_four_rules(cell: Cell) -> list[SweepInput]:
    """Two players laid out for the game of three or four: 150 does not win."""
    return [
        play(
            one_pile_each(cheng_at(115, 2)),
            "cheng discarding G8",
            False,
            "two players with one pile each: a Cheng brings a total to 150",
            "Section 8: without the TWO PLAYER RULES (one pile each, nine Forbidden cards) 200 wins; 115 + 35 = 150.",
        )
    ]


def two_player_deal(cell: Cell) -> list[SweepInput]:
    """The first deal of the two-player game (only ``at``: the spec says why the other points cannot exist)."""
    if cell.point != "at":
        return []
    what = "removes 3 Forbidden cards" if "Forbidden" in cell.name else "turns up 4 cards to start the piles"
    return [
        new_game(
            2,
            f"a new two-player game {what}",
            "TWO PLAYER RULES: 'Remove 3 Forbidden cards from the deck' (97 cards), 13 each, 2 to the chest, then "
            "'the dealer overturns 4 cards', two piles each.",
        )
    ]


def two_player_second(cell: Cell) -> list[SweepInput]:
    """A claim of the opponent's second pile."""
    return [
        play(
            table({1: "R3 R4"}, {"0.1": "R2"}, players=2),
            "claim 0.1 using R3 R4",
            True,
            "two players: R3 R4 claim R2 from the opponent's second pile",
            "TWO PLAYER RULES: a player may claim 'either of his opponent's top discards'.",
        )
    ]


def two_player_both(cell: Cell) -> list[SweepInput]:
    """A claim of both of the opponent's piles."""
    return [
        play(
            table({1: "R3"}, {"0": "R4", "0.1": "R5"}, players=2),
            "claim 0,0.1 using R3",
            True,
            "two players: R3 claims R4 and R5 from both of the opponent's piles",
            "TWO PLAYER RULES: 'you may claim both discards and lay down a red 3, 4, 5 sequence'.",
        )
    ]


def two_player_own(cell: Cell) -> list[SweepInput]:
    """A claim of one's own second pile."""
    return [
        play(
            table({1: "R3 R4"}, {"1.1": "R2"}, players=2),
            "claim 1.1 using R3 R4",
            False,
            "two players: R3 R4 claim R2 from the claimant's own second pile",
            "Section 4: never one's own pile; the TWO PLAYER RULES claim 'his opponent's' discards.",
        )
    ]


def two_player_one_pile(cell: Cell) -> list[SweepInput]:
    """Two players with one pile each claim like the game of three or four."""
    return [
        play(
            one_pile_each(table({1: "R3 R4"}, {"0": "R2"}, players=2)),
            "claim 0 using R3 R4",
            True,
            "two players with one pile each: R3 R4 claim R2 from the opponent's pile",
            "Section 4 without the TWO PLAYER RULES: the opponent's top R2 completes R2 R3 R4.",
        )
    ]


def piles_empty(cell: Cell) -> list[SweepInput]:
    """Player 1's first pile holds B8, the second is empty: the discard must go onto the second."""
    state = table({1: "R3 R4"}, {"1": "B8"}, players=2, phase="discard")
    allowed = cell.point == "allowed"
    target = 1 if allowed else 0
    return [
        play(
            state,
            f"discard R3 to {target}",
            allowed,
            f"two players: R3 discarded onto pile {target} while pile 1 is empty",
            "TWO PLAYER RULES: 'If one pile is exhausted, you must replenish it with your next discard'; pile 1.1 "
            + ("is the empty one, so the discard goes there" if allowed else "is empty, so pile 1.0 is refused"),
        )
    ]


def piles_one(cell: Cell) -> list[SweepInput]:
    """Two players with one pile each discard onto it."""
    return [
        play(
            one_pile_each(table({1: "R3 R4"}, players=2, phase="discard")),
            "discard R3",
            True,
            "two players with one pile each: R3 discarded onto the one pile",
            "Section 4 without the TWO PLAYER RULES: the discard goes onto the player's own pile.",
        )
    ]


def _tail(rule: str) -> str:
    return rule.removeprefix(f"{GAME}.")


BUILDERS: Mapping[tuple[str, str], Build] = {
    ("deck.composition", "threshold:Forbidden cards in hand and on the table"): forbidden_in_deck,
    ("setup.deal", "threshold:cards dealt to each player"): dealt,
    ("setup.deal", "threshold:cards into the Treasure Chest"): dealt,
    ("setup.deal", "reading:treasure.won:cheng-player"): dealt_winnable_chest,
    ("play.draw", "threshold:cards left in the draw pile"): draw_threshold,
    ("play.draw", "source:the top of the draw pile:allowed"): draw_top,
    ("play.draw", "reading:draw.exhausted:score-all"): draw_score_all,
    ("play.claim", "threshold:hand cards a claim takes"): claim_hand_cards,
    ("play.claim", "attribute:colour:pair"): claim_colour,
    ("play.claim", "attribute:rank:pair"): claim_rank,
    ("play.claim", "source:an opponent's pile top:allowed"): claim_opponent_top,
    ("play.claim", "source:the claimant's own pile:forbidden"): claim_own_pile,
    ("play.claim", "source:a card under an opponent's top:forbidden"): claim_under_top,
    ("play.claim", "source:an empty pile:forbidden"): claim_empty_pile,
    ("play.claim-several", "attribute:colour:pair"): several_colour,
    ("play.claim-several", "source:two opponents' tops in one set:allowed"): several_two_tops,
    ("play.claim-several", "source:an opponent's top and the claimant's own:forbidden"): several_own_top,
    ("play.no-royal-claim", "attribute:kind:pair"): royal_kind,
    ("play.no-royal-claim", "source:a royal card atop a pile:forbidden"): royal_top,
    ("play.no-royal-claim", "source:a wild atop a pile:forbidden"): wild_top,
    ("play.claim-forbidden", "source:a Forbidden card discarded normally:allowed"): forbidden_normal,
    ("play.claim-forbidden", "source:a crosswise Forbidden card:allowed"): forbidden_crosswise,
    ("play.claim-forbidden", "source:a Forbidden card on one's own pile:forbidden"): forbidden_own,
    ("play.claim-forbidden", "source:a Forbidden card under the top:forbidden"): forbidden_under,
    ("play.discard", "source:the hand:allowed"): discard_hand,
    ("play.discard", "source:a laid set:forbidden"): discard_laid,
    ("set.one-colour", "attribute:colour:pair"): colour_pair,
    ("set.same-rank", "threshold:cards in a pung"): pung,
    ("set.same-rank", "threshold:cards in a kong"): kong,
    ("set.same-rank", "attribute:rank:pair"): rank_pair,
    ("set.run", "threshold:cards in a sequence"): sequence,
    ("set.run", "threshold:cards in the longest sequence"): longest_sequence,
    ("set.run", "attribute:rank:pair"): run_rank_pair,
    ("set.yin-yang", "attribute:yin-yang:pair"): yin_yang_pair,
    ("set.one-wild", "threshold:wild cards in a set"): wilds_in_set,
    ("set.one-wild", "attribute:wild:pair"): wild_pair,
    ("block.who", "source:a Forbidden card in a later player's hand:allowed"): block_later,
    ("block.who", "source:the claimed pile's owner:allowed"): block_owner,
    ("block.who", "source:a pile already crosswise:forbidden"): block_crosswise,
    ("block.precedence", "attribute:seat:pair"): precedence_pair,
    ("block.pile", "attribute:seat:pair"): block_pile_pair,
    ("hand.all-numbers-in-sets", "threshold:number cards outside a set"): outside_sets,
    ("hand.all-numbers-in-sets", "attribute:kind:pair"): kind_pair,
    ("hand.all-numbers-in-sets", "source:a set laid during the round:allowed"): laid_source,
    ("hand.laid-sets-kept", "source:a hand card added to one's own laid set:allowed"): laid_added,
    ("hand.laid-sets-kept", "source:a card taken out of a laid set:forbidden"): laid_taken,
    ("cheng.lone-forbidden", "threshold:Forbidden cards held"): lone_forbidden,
    ("cheng.lone-forbidden", "attribute:royal:pair"): lone_royal,
    ("cheng.lone-forbidden", "source:a Forbidden card claimed onto the table:allowed"): lone_table,
    ("cheng.discard", "threshold:cards discarded before Cheng"): discards,
    ("cheng.discard", "threshold:cards discarded in the Fast version"): fast_discards,
    ("score.sets", "threshold:cards in a set scoring 5"): scoring_five,
    ("score.sets", "threshold:cards in a set scoring 10"): scoring_ten,
    ("score.yin-yang", "attribute:yin-yang:pair"): bonus_pair,
    ("score.rooster", "attribute:royal:pair"): rooster_pair,
    ("score.forbidden-multiplier", "threshold:Forbidden cards that multiply"): multiplier,
    ("score.forbidden-multiplier", "attribute:royal:pair"): multiplier_royal,
    ("score.forbidden-multiplier", "source:a Forbidden card claimed onto the table:allowed"): multiplier_table,
    ("score.forbidden-penalty", "attribute:royal:pair"): penalty_royal,
    ("score.forbidden-penalty", "threshold:a score without Cheng under score.floor=zero"): floored,
    ("score.royal-marriage", "threshold:the score before doubling under score.floor=zero"): doubled_floor,
    ("score.forbidden-penalty", "source:a Forbidden card claimed onto the table:allowed"): penalty_table,
    ("score.royal-marriage", "attribute:royal:pair"): marriage_pair,
    ("round.scoring", "reading:score.floor:zero"): floor_zero,
    ("round.next-deal", "threshold:chest cards a four-player deal leaves out"): chest_left_out,
    ("game.end", "threshold:winning total"): winning,
    ("game.end", "threshold:two-player winning total"): winning,
    ("game.end", "reading:variant.two-player:no"): winning_four_rules,
    ("two-player.setup", "threshold:Forbidden cards removed"): two_player_deal,
    ("two-player.setup", "threshold:cards turned up"): two_player_deal,
    ("two-player.claim", "source:the opponent's second pile:allowed"): two_player_second,
    ("two-player.claim", "source:both of the opponent's piles in one set:allowed"): two_player_both,
    ("two-player.claim", "source:the claimant's own pile:forbidden"): two_player_own,
    ("two-player.claim", "reading:variant.two-player:no"): two_player_one_pile,
    ("two-player.piles", "source:a discard onto the empty one of one's piles:allowed"): piles_empty,
    ("two-player.piles", "source:a discard onto the other pile while one is empty:forbidden"): piles_empty,
    ("two-player.piles", "reading:variant.two-player:no"): piles_one,
}
"""The builder of each cell, by rule (without ``forbidden.``) and cell: ``AXIS:NAME`` for a threshold (the builder
reads the point from the cell), the whole key otherwise."""


def builder(cell: Cell) -> Build | None:
    """The builder of ``cell``, or None when the game gives no input for it."""
    if cell.axis == "multiplicity":
        return multiplicity
    rule = _tail(cell.rule)
    if cell.axis == "threshold":
        return BUILDERS.get((rule, f"threshold:{cell.name}"))
    return BUILDERS.get((rule, cell.key))


class ForbiddenSweeper:
    """FORBIDDEN's :class:`~rulebook.core.corpus.sweeps.Sweeper`: the deck's kinds and the inputs of each cell."""

    def kinds(self) -> Mapping[str, int]:
        """Every kind of card and the copies the deck holds (:func:`kinds`)."""
        return kinds()

    def inputs(self, cell: Cell) -> Sequence[SweepInput]:
        """The inputs of ``cell`` (:data:`BUILDERS`), the play ones on positions the validator accepts."""
        build = builder(cell)
        return build(cell) if build is not None else []


@cache
def sweeper() -> ForbiddenSweeper:
    """The sweeper :class:`rulebook.core.game.Game` names."""
    return ForbiddenSweeper()


__all__ = ["BUILDERS", "ForbiddenSweeper", "kinds", "sweeper"]
