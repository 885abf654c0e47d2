"""The FORBIDDEN ``round_mutants`` family: play and round questions the code-mutation run found unasked (issue 15).

``rulebook mutate forbidden`` left mutants of ``engine/play.py``, ``engine/round.py`` and ``engine/score.py`` alive
because no case asked the question whose answer they change. Each case here asks one such question on a small
valid position, and varies what the mutated line reads:

- the hand: the Emperor counted with one real Forbidden card, in hand or claimed onto the table (reading
  ``emperor.forbidden=with-real-forbidden``); a colour whose cards sit at its first rank and its last;
- discards before a Cheng: a Cheng in the Fast version that needs two discards, one refused outside it, a mistaken
  Cheng with none and one with two discards, a mistaken Cheng with laid sets and a colour that cannot be placed;
- laid sets: a hand card that extends a laid run, a laid set holding a wild;
- the two-player piles: an empty pile refilled first by a discard and by a Cheng's discard;
- blocks: a block of a pile the rules do not name, a pass when nobody is left to ask, a block by the player on the
  claimant's right under ``block.next-player=blocker-left``;
- the round's end: legal actions after a round, a draw from a shuffled deck, the Treasure Chest kept or returned at
  the edge of the cards a deal needs, a chest won by the Cheng player, a lone winner under ``game.tie=play-on``, the
  Monkey beside the Emperor in one hand and taking the Emperor a Cheng relied on.

Every expected answer is the engine's, confirmed where the Z3 model answers the question
(:func:`~rulebook.forbidden.corpus.case_builder.confirmed_case`; the claim model at the start of a turn,
:func:`~rulebook.forbidden.corpus.play.confirmed_play_case`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from functools import partial

from rulebook.core.corpus.cases import Case
from rulebook.forbidden.cards import parse_cards
from rulebook.forbidden.corpus.case_builder import confirmed_case
from rulebook.forbidden.corpus.play import CHENG_HAND, NO_CHENG_HAND, after, family_case, table
from rulebook.forbidden.corpus.questions import hand_input
from rulebook.forbidden.engine.round import deck, kept_chest, new_game, shuffled
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff_play import position
from rulebook.forbidden.state import LaidSet, State, evolve

FAMILY = "round_mutants"
DESCRIPTION = "Play and round questions the code-mutation run found unasked: piles, laid sets, blocks, chest, scores."
PREFIX = "round-mutant"

DRAW = "forbidden.play.draw"
DISCARD = "forbidden.play.discard"
DECLARE = "forbidden.cheng.declare"
CHENG_DISCARD = "forbidden.cheng.discard"
MISTAKE = "forbidden.cheng.mistake"
ALL_NUMBERS = "forbidden.hand.all-numbers-in-sets"
LAID_KEPT = "forbidden.hand.laid-sets-kept"
PILES = "forbidden.two-player.piles"
NEXT_DEAL = "forbidden.round.next-deal"
SCORING = "forbidden.round.scoring"
GAME_END = "forbidden.game.end"
FAST = {"variant.fast": "yes"}
DEAL_SEED = 1


_case = partial(family_case, PREFIX)
"""A case of this family, by position: slug, description, rules, outcome, state, action, why, readings."""


def hand_cases() -> list[Case]:
    """The Emperor beside one real Forbidden card, in hand and on the table (reading ``emperor.forbidden``)."""
    readings = {"emperor.forbidden": "with-real-forbidden"}
    why = (
        "Section 7 and reading emperor.forbidden=with-real-forbidden: the Emperor counts as a Forbidden card when a "
        "real one is held, {where}; so two count, not a lone one, and the hand goes Cheng. Scoring: run R2-R3-R4 5, "
        "pungs of G3 and B7 5 each, Cheng bonus 10: (15 + 10) x 2 Forbidden cards = 50. As another player's hand: "
        "15 set points, the Forbidden card's 5-point penalty waived by the Emperor = 15."
    )
    return [
        confirmed_case(
            id=f"{PREFIX}.emperor-with-real-forbidden-in-hand",
            description="Emperor counted with the one real Forbidden card in hand: two count and the hand goes Cheng",
            question="hand",
            rules=("forbidden.cheng.lone-forbidden", "forbidden.score.forbidden-multiplier"),
            outcome="accepts",
            input=hand_input("R2 R3 R4 G3 G3 G3 B7 B7 B7 EM F"),
            source="bug-class",
            why=why.format(where="here the Forbidden card in hand"),
            readings=readings,
        ),
        confirmed_case(
            id=f"{PREFIX}.emperor-with-real-forbidden-on-table",
            description="Emperor counted with one Forbidden card claimed onto the table: two count, it goes Cheng",
            question="hand",
            rules=("forbidden.cheng.lone-forbidden", "forbidden.score.forbidden-multiplier"),
            outcome="accepts",
            input=hand_input("R2 R3 R4 G3 G3 G3 B7 B7 B7 EM", table_forbidden=1),
            source="bug-class",
            why=why.format(where="here one claimed onto the table (Section 7: claimed ones count as held)"),
            readings=readings,
        ),
    ]


def discard_cases() -> list[Case]:
    """The discards before a Cheng: which colours a hand's counts belong to, two in the Fast version, mistakes."""
    return [
        _case(
            "cheng-colour-edges",
            "Legal actions of a hand whose red cards are R7 R8 RY and R2, green G2 and black B2 to B8",
            (DECLARE, CHENG_DISCARD),
            "accepts",
            table({1: "RY R7 R8 G2 G2 G2 B8 B8 B8 B2 B3 B4 MO R2"}, phase="discard"),
            None,
            "Section 7: a player goes Cheng after one discard when every number card left is in a set. Discarding R2 "
            "leaves R7 R8 RY (a run, the Yin-Yang as 9), G2 G2 G2, B8 B8 B8 and B2 B3 B4, and the Monkey, which "
            "needs no set: 'cheng discarding R2' is listed beside the fourteen-card hand's discards.",
        ),
        _case(
            "fast-cheng-two-discards",
            "Fast version: a Cheng after discarding two cards, R2 or R5 beside G8, is listed with the one after G8",
            (DECLARE, CHENG_DISCARD),
            "accepts",
            table({1: "R2 R3 R4 R5 R5 R5 R5 G3 G3 G3 B7 B7 B7 G8"}, phase="discard"),
            None,
            "Section 7 and the Fast version: up to two discards before the Cheng. After G8 the hand is the run "
            "R2-R3-R4, the kong of R5 and the pungs G3 and B7; after R2 and G8 the run goes and R3 R4 R5 plus R5 R5 "
            "R5 is still complete; after R5 and G8, R2-R5 and a pung of R5. Three Chengs are listed.",
            FAST,
        ),
        _case(
            "cheng-two-discards-outside-fast",
            "A Cheng after two discards outside the Fast version is refused",
            (CHENG_DISCARD,),
            "refuses",
            table({1: CHENG_HAND}, phase="discard"),
            "cheng discarding G8 R2",
            "Section 7: a player goes Cheng 'with or without' one discard; two only in the Fast version "
            "(variant.fast=no, the default), so the action is refused although the hand is complete after G8.",
        ),
        _case(
            "mistaken-cheng-without-discard",
            "A mistaken Cheng with no discard: the hand is taken back whole and the next turn is lost",
            (DECLARE, MISTAKE),
            "refuses",
            table({1: NO_CHENG_HAND}, phase="discard"),
            "cheng",
            "Section 7, PENALTY: an incomplete hand laid down is picked up and the next turn lost. With no discard "
            "named, player 1 keeps all fourteen cards, skip_next_turn is set and it is still player 1 to discard.",
        ),
        _case(
            "fast-mistaken-cheng-two-discards",
            "Fast version: a mistaken Cheng after two discards keeps the first on the pile, the second back in hand",
            (DECLARE, MISTAKE),
            "refuses",
            table({1: NO_CHENG_HAND}, phase="discard"),
            "cheng discarding B7 EM",
            "Section 7, PENALTY, and the Fast version: the hand is not complete, so it is picked up and the next turn "
            "lost; one discard ends a turn, so B7, the first named, stays on pile 1 and the Emperor returns to the "
            "hand; the turn passes to player 2.",
            FAST,
        ),
    ]


def _laid_red_run() -> State:
    """Player 1 has laid R2 R3 R4 (R2 claimed) and holds R5, G3 x3, B7 x3, G8 x3 and B2."""
    return after(table({1: "R3 R4 R5 G3 G3 G3 B7 B7 B7 G8 G8 G8 B2"}, {"0": "R2"}), "claim 0 using R3 R4")


def _laid_before_discard(hand: str, laid: str, claimed: str) -> State:
    """Player 1 of four to discard, holding ``hand`` (padded) beside the laid set ``laid`` (``claimed`` from a pile)."""
    dealt = position(["", f"{hand} {laid}", "", ""], phase="discard", turn=1)
    player = dealt.players[1]
    player = evolve(
        player, hand=player.hand - parse_cards(laid), laid=(LaidSet(parse_cards(laid), parse_cards(claimed)),)
    )
    return evolve(dealt, players=(dealt.players[0], player, *dealt.players[2:]))


def laid_cases() -> list[Case]:
    """Laid sets: a hand card that extends one, a wild in one, a colour that cannot be placed beside one."""
    green_wild = after(table({1: "G3 W G7 G8 GY R3 R3 R3 B7 B7 B7 B7 R8"}, {"0": "G2"}), "claim 0 using G3 W")
    stuck = after(table({1: "R3 R4 R5 G3 G3 G3 B7 B7 B7 G8 B2 R7 G5"}, {"0": "R2"}), "claim 0 using R3 R4")
    exhausted = _laid_before_discard("R2 R3 R3 R3 R3 R4 R5 RY", "R2 W R4", "R2")
    return [
        _case(
            "laid-wild-for-a-card-held-four-times",
            "Under wild.exhausted-card=refused, a laid R2 W R4 whose wild is an R3 while the hand holds all four R3",
            (DECLARE, CHENG_DISCARD, LAID_KEPT, "forbidden.set.one-wild"),
            "accepts",
            exhausted,
            None,
            "Section 7: a laid set stays as laid, and reading wild.exhausted-card=refused limits the wilds placed "
            "with the hand, not the one laid. Beside R2 W R4 (the wild as R3), the hand R2 R3 R3 R3 R3 R4 R5 RY G5 G5 "
            "G5 goes Cheng without a discard (R2-R3-R4-R5-RY as 6, pungs R3 and G5), after R2 (R3-R4-R5-RY, R3 x3) "
            "and after RY (R2-R5, R3 x3): three Chengs are listed.",
            {"wild.exhausted-card": "refused"},
        ),
        _case(
            "laid-run-extended-by-hand",
            "With R2 R3 R4 laid, a Cheng discarding B2 where the hand's R5 extends the laid run",
            (DECLARE, CHENG_DISCARD, LAID_KEPT),
            "accepts",
            _laid_red_run(),
            None,
            "Section 7: laid sets stay whole and a hand card may extend one. After B2 the hand's R5 extends R2 R3 R4 "
            "to R2-R5 and G3, B7 and G8 are pungs: 'cheng discarding B2' is listed, beside the discards.",
        ),
        _case(
            "laid-set-with-wild",
            "With G2 G3 W laid, a Cheng discarding R8: G7 G8 GY, R3 x3 and B7 x4 are sets",
            (DECLARE, CHENG_DISCARD, LAID_KEPT),
            "accepts",
            green_wild,
            None,
            "Sections 5 and 7: the laid G2 G3 W (the wild as G4) stays whole; after R8 the hand is the run G7 G8 GY "
            "(the Yin-Yang as 9), the pung R3 and the kong B7: 'cheng discarding R8' is listed.",
        ),
        _case(
            "laid-sets-mistaken-cheng",
            "With R2 R3 R4 laid, a Cheng discarding B2 that leaves R7, G5 and G8 outside any set is a mistake",
            (DECLARE, MISTAKE, ALL_NUMBERS),
            "refuses",
            stuck,
            "cheng discarding B2",
            "Section 7: every number card must be in a set. After B2, R5 extends the laid R2 R3 R4 but R7 cannot "
            "(the deck has no R6), and G5 and G8 have no neighbours: the hand is picked up (PENALTY), B2 stays on "
            "pile 1, the next turn is lost and play passes to player 2.",
        ),
    ]


def pile_cases() -> list[Case]:
    """The two-player piles: an empty pile is refilled first, by a discard and by a Cheng's discard."""
    return [
        _case(
            "two-player-cheng-refills-empty-pile",
            "Two players, pile 1.1 empty: the Cheng's discard and every discard go onto pile 1.1",
            (PILES, CHENG_DISCARD),
            "accepts",
            table({1: CHENG_HAND}, {"1.0": "B8"}, players=2, phase="discard"),
            None,
            "TWO PLAYER RULES: an empty discard pile must be refilled first. Pile 1.0 holds B8, pile 1.1 none, so "
            "every discard is 'to 1' and the Cheng after G8 reads 'cheng discarding G8 to 1'.",
        ),
        _case(
            "two-player-cheng-both-piles-held",
            "Two players, both piles holding cards: discards onto either, the Cheng's discard onto pile 1.0",
            (PILES, CHENG_DISCARD),
            "accepts",
            table({1: CHENG_HAND}, {"1.0": "B8", "1.1": "G8"}, players=2, phase="discard"),
            None,
            "TWO PLAYER RULES: with no empty pile a player discards onto either of his two piles, so each discard "
            "is listed twice; the listed Cheng names the first pile, 'cheng discarding G8'.",
        ),
        _case(
            "two-player-both-piles-empty",
            "Two players, both of the player's piles empty: discards go onto pile 0 only",
            (PILES,),
            "accepts",
            table({1: "R3"}, players=2, phase="discard"),
            None,
            "TWO PLAYER RULES: an empty pile is refilled first, one card at a time, so of two empty piles the first "
            "is filled: every discard is onto pile 1.0 (no 'to 1'), and so is the Cheng's.",
        ),
    ]


def block_cases() -> list[Case]:
    """Blocks: a pile the rules do not name, nobody left to ask, the blocker on the claimant's right."""
    waiting = after(table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "B8 R2"}), "claim 2 using R3 R4")
    assert waiting.claim is not None
    nobody_left = evolve(waiting, claim=replace(waiting.claim, declined=(3, 0)))
    from_right = after(table({0: "F", 1: "R3 R4"}, {"2": "B8 R2"}), "claim 2 using R3 R4")
    return [
        _case(
            "block-pile-not-claimed",
            "A block naming pile 3 of a claim of pile 2 is refused",
            ("forbidden.block.pile",),
            "refuses",
            waiting,
            "block 3",
            "Section 6: the Forbidden card is laid crosswise on the pile claimed from; player 1 claimed from pile 2 "
            "only, and with four players the rules name the pile, so 'block' alone is offered.",
        ),
        _case(
            "pass-with-nobody-to-ask",
            "A pass when both players holding a Forbidden card have already passed is refused",
            ("forbidden.block.precedence",),
            "refuses",
            nobody_left,
            "pass",
            "Section 6: the players holding a Forbidden card are asked in turn from the claimant's left; players 3 "
            "and 0 declined and player 2 holds none, so nobody is asked and no pass can be made.",
        ),
        _case(
            "blocker-on-claimants-right",
            "Under block.next-player=blocker-left, a block by the claimant's right neighbour: play goes to player 2",
            ("forbidden.block.effect",),
            "refuses",
            from_right,
            "block",
            "Section 6 and reading block.next-player=blocker-left: play goes to the blocker's left. Player 0 blocks "
            "claimant 1; player 0's left is the claimant, who lost the turn, so it passes on to player 2.",
            {"block.next-player": "blocker-left"},
        ),
    ]


def _round_over(players: int, chest: int, readings: Mapping[str, str] | None = None) -> State:
    """Player 1 of ``players`` has gone Cheng with :data:`CHENG_HAND` after G8, beside a chest of ``chest`` cards."""
    hands = ["", CHENG_HAND] + [""] * (players - 2)
    dealt = position(hands, phase="discard", turn=1, chest=chest)
    return after(dealt, "cheng discarding G8", reading=Reading.from_mapping(readings or {}))


def _deal(state: State) -> str:
    """A deal of every card outside the chest the engine keeps, shuffled with :data:`DEAL_SEED`."""
    players = state.player_count
    return "deal " + " ".join(shuffled(deck(players) - Counter(kept_chest(state).as_counter()), DEAL_SEED))


def _miscounted_deal(state: State) -> str:
    """:func:`_deal` with its last card replaced by a second copy of its first."""
    cards = _deal(state).split()[1:]
    return "deal " + " ".join([*cards[:-1], cards[0]])


def round_cases() -> list[Case]:
    """The round's end and the next deal: actions after a round, a draw, the chest, the winner, the Monkey."""
    won = {"treasure.won": "cheng-player"}
    monkey = {"monkey.power": "takes-emperor"}
    kept = _round_over(3, 58)
    returned = _round_over(4, 46)
    chest_won = _round_over(4, 2, won)
    return [
        _case(
            "no-actions-after-round",
            "After a Cheng ends the round, no action but a deal is legal",
            (DECLARE, NEXT_DEAL),
            "refuses",
            _round_over(4, 2),
            None,
            "Section 8: after a round the next one is dealt; nobody draws, claims or discards, so the legal actions "
            "(deals excepted, docs/forbidden-play.md) are none.",
        ),
        _case(
            "draw-from-shuffled-deck",
            "The first draw of a shuffled deal takes the top card of the draw pile",
            (DRAW,),
            "accepts",
            new_game(4, seed=1),
            "draw",
            "Section 4: the player 'draws the top card from the draw pile'. In the deal of seed 1 the draw pile "
            "starts R7 B8, so player 1's hand gains R7, not B8, and the draw pile starts B8.",
        ),
        _case(
            "chest-kept-at-exact-deal",
            "Three players, chest of 58: the 42 cards left are exactly a deal's, so the chest is kept",
            (NEXT_DEAL, "forbidden.setup.deal"),
            "accepts",
            kept,
            _deal(kept),
            "Section 3 and reading treasure.overflow: a deal needs 13 x 3 hands + 2 chest cards + 1 to draw = 42; "
            "100 - 58 = 42 cards are outside the chest, enough, so the chest is kept and the 42 are dealt.",
        ),
        _case(
            "chest-returned-one-card-short",
            "Four players, chest of 46: the 54 cards left are one short of a deal, so the chest is dealt again",
            (NEXT_DEAL, "forbidden.setup.deal"),
            "accepts",
            returned,
            _deal(returned),
            "Section 3 and reading treasure.overflow=return-to-deck: a deal needs 13 x 4 + 2 + 1 = 55 cards; "
            "100 - 46 = 54 are outside the chest, too few, so the chest returns and all 100 cards are dealt.",
        ),
        _case(
            "deal-missing-a-card",
            "A deal that names a card twice and leaves another out is refused",
            ("forbidden.setup.deal", NEXT_DEAL),
            "refuses",
            _round_over(4, 2),
            _miscounted_deal(_round_over(4, 2)),
            "Section 3: the dealer deals the cards not kept in the Treasure Chest; an order that repeats its first "
            "card in place of its last names a card not in play and misses one, so it is no deal of those cards.",
        ),
        _case(
            "won-chest-is-dealt-again",
            "Under treasure.won=cheng-player, the chest won by the Cheng goes back into the next deal",
            (NEXT_DEAL,),
            "accepts",
            chest_won,
            _deal(chest_won),
            "Reading treasure.won=cheng-player: the Cheng player wins the chest's cards, so the chest is emptied; "
            "the next deal is of all 100 cards.",
            won,
        ),
        _case(
            "lone-winner-under-play-on",
            "Under game.tie=play-on, a Cheng bringing one player alone to 200 ends the game",
            (GAME_END,),
            "accepts",
            table({1: CHENG_HAND}, phase="discard", scores={1: 165}),
            "cheng discarding G8",
            "Section 8 and reading game.tie=play-on: play goes on only while the highest total is shared. The hand "
            "scores 35 (Cheng bonus 10, run 5, kong 10, two pungs 5 each): 165 + 35 = 200, the other totals 30, 45 "
            "and 25, so player 1 alone has the highest and the phase is game-over.",
            {"game.tie": "play-on"},
        ),
        _case(
            "monkey-beside-own-emperor",
            "Under monkey.power=takes-emperor, the Monkey and the Emperor in one hand: nothing is taken or doubled",
            (SCORING,),
            "accepts",
            table({1: CHENG_HAND, 2: "MO EM"}, phase="discard"),
            "cheng discarding G8",
            "Reading monkey.power=takes-emperor: the Monkey's holder takes the Emperor from another player and "
            "doubles his score. Player 2 holds both, so no Emperor changes hands and player 2 scores his hand once.",
            monkey,
        ),
        _case(
            "monkey-takes-emperor-of-cheng",
            "Under monkey.power=takes-emperor, the Monkey takes the Emperor a Cheng counted: it scores as another hand",
            (SCORING, "forbidden.cheng.lone-forbidden"),
            "accepts",
            table({1: "R2 R3 R4 R5 R5 R5 G3 G3 G3 B7 B7 B7 EM F", 2: "MO"}, phase="discard"),
            "cheng",
            "Reading monkey.power=takes-emperor: player 2's Monkey takes player 1's Emperor. Player 1's Cheng counted "
            "the Emperor with F (two Forbidden cards); without it F is alone and the hand may not go Cheng, so it "
            "scores as a non-Cheng hand: four sets of 5 = 20, less 5 for F, unprotected now = 15.",
            monkey,
        ),
    ]


def round_mutant_cases() -> list[Case]:
    """Every case of the family."""
    return [*hand_cases(), *discard_cases(), *laid_cases(), *pile_cases(), *block_cases(), *round_cases()]


__all__ = ["DESCRIPTION", "FAMILY", "round_mutant_cases"]
