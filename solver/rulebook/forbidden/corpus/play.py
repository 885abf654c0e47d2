"""The FORBIDDEN play corpus: legal actions, actions applied and new games, as conformance cases.

Five families (``generated/forbidden/<family>.json``), every expected answer the play engine's
(:func:`~rulebook.forbidden.corpus.case_builder.confirmed_case`), and every legal-actions case at the start of a turn
checked
against the Z3 claim model (:func:`~rulebook.forbidden.crosscheck.play.compare_claims` must find no disagreement):

- ``play_examples`` (source ``rulebook``): the rulebook's play examples — Section 4's claim of two piles, Section 6's
  blocks and Forbidden-card claims, Section 7's mistaken Cheng, Section 8's end of the game — each with the
  rulebook's answer in ``why``;
- ``claims`` (``exhaustive``): every claim position of a small table of three players (the claimant holding up to
  two of R3 R4 R5 and 0-1 wild, the opponents' piles topped from none, R2, R3, RY);
- ``play_readings`` (``witness``): each play reading's smallest witness
  (:func:`~rulebook.forbidden.readings.diff_play.play_witness`) under the default readings and under the other option;
- ``play_mutants`` (``mutant``): the witness of every play-rule mutant
  (:func:`~rulebook.forbidden.crosscheck.mutants_play.play_mutants`);
- ``two_player`` (``rulebook``): the TWO PLAYER RULES' set-up, claims and discards.

Outcomes: a legal-actions case *accepts* when the action(s) it is about are listed and *refuses* when the rules
keep them out; an apply case *accepts* when the action is carried out and *refuses* when it is refused or takes
the refusal-like branch of its rule (a blocked claim, a mistaken Cheng, a round ended by an empty draw pile, a
game that goes on). Across the families every rule of :data:`~rulebook.forbidden.crosscheck.mutants_play.PLAY_RULES` is
exercised both ways and every play reading key under each option (:func:`coverage_problems`).
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome, Register, lint
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import MutantWitness, Witness
from rulebook.forbidden.actions import parse_action, parse_pile
from rulebook.forbidden.cards import COPIES_PER_NUMBER_CARD, FORBIDDEN, WILD, parse_cards
from rulebook.forbidden.corpus.case_builder import CaseDisagreementError, confirmed_case
from rulebook.forbidden.corpus.questions import engine_answer
from rulebook.forbidden.crosscheck.mutants_play import PLAY_RULES, play_mutants
from rulebook.forbidden.crosscheck.play import EngineView, compare_claims
from rulebook.forbidden.engine.play import apply
from rulebook.forbidden.engine.round import deck, kept_chest, new_game, shuffled
from rulebook.forbidden.reading import DEFAULT, Reading
from rulebook.forbidden.readings.diff_play import (
    PLAY_KEYS,
    SETUP_KEY,
    SETUP_PLAYERS,
    SETUP_SEED,
    play_witness,
    position,
    rules_of,
)
from rulebook.forbidden.state import (
    LaidSet,
    Phase,
    Pile,
    PileRef,
    State,
    evolve,
    state_from_json,
    state_json,
)
from rulebook.forbidden.validate import violations

GAME = "forbidden"


class CorpusCoverageError(RuntimeError):
    """The play corpus misses a rule outcome or a reading option, or repeats an id or a description."""


# ---------------------------------------------------------------------------------------------------------------
# Building cases
# ---------------------------------------------------------------------------------------------------------------


def case_input(state: State, action: str | None) -> dict[str, Any]:
    """A case's input: ``{"state"}`` for the legal actions, ``{"state", "action"}`` for an action to apply."""
    data: dict[str, Any] = {"state": state_json(state)}
    if action is not None:
        data["action"] = action
    return data


def check_claims(case_id: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> None:
    """At the start of a turn the Z3 claim model must allow exactly the engine's claims (Sections 4 and 6).

    :class:`CaseDisagreementError` when it does not: a case is never written that the two encodings do not both give.
    """
    state = state_from_json(data["state"])
    if state.phase != "start":
        return
    found = compare_claims(state, Reading.from_mapping(readings), EngineView())
    if found:
        raise CaseDisagreementError(f"case {case_id}: the Z3 claim model and the engine disagree: {found}")


def confirmed_play_case(
    *,
    id: str,
    description: str,
    question: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    data: Mapping[str, Any],
    source: str,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> Case:
    """A play case whose expected answer is the engine's (:func:`confirmed_case`).

    Its input state must be valid (:func:`~rulebook.forbidden.validate.violations`), and legal actions at the
    start of a turn must be the Z3 claim model's too (:func:`check_claims`).
    """
    chosen = dict(readings or {})
    if "state" in data:
        problems = violations(state_from_json(data["state"]))
        if problems:
            raise ValueError(f"case {id}: the input state is not a position of the game: {problems}")
    if question == "legal-actions":
        check_claims(id, data, chosen)
    return confirmed_case(
        id=id,
        description=description,
        question=question,
        rules=rules,
        outcome=outcome,
        input=data,
        source=source,
        why=why,
        readings=chosen,
    )


def play_case(
    *,
    id: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    state: State,
    action: str | None,
    source: str,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> Case:
    """A legal-actions case (``action`` ``None``) or an apply case on ``state`` (:func:`confirmed_play_case`)."""
    return confirmed_play_case(
        id=id,
        description=description,
        question="legal-actions" if action is None else "apply",
        rules=rules,
        outcome=outcome,
        data=case_input(state, action),
        source=source,
        why=why,
        readings=readings,
    )


def family_case(
    prefix: str,
    slug: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    state: State,
    action: str | None,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> Case:
    """A :func:`play_case` of a family asked for by a known kind of mistake: id ``prefix.slug``, source bug-class.

    The arguments come in the order a case reads, so a family binds its prefix once (``partial(family_case,
    PREFIX)``) and lists its cases by position.
    """
    return play_case(
        id=f"{prefix}.{slug}",
        description=description,
        rules=rules,
        outcome=outcome,
        state=state,
        action=action,
        source="bug-class",
        why=why,
        readings=readings,
    )


def table(
    hands: Mapping[int, str],
    piles: Mapping[str, str] | None = None,
    *,
    players: int = 4,
    turn: int = 1,
    phase: Phase = "start",
    crosswise: Mapping[str, int] | None = None,
    blocks: Mapping[int, int] | None = None,
    scores: Mapping[int, int] | None = None,
) -> State:
    """A valid position (the dealer sits before ``turn``): ``hands[p]`` are cards of player ``p``'s hand.

    Hands are padded with green and black number cards to the size their phase demands; ``piles`` maps a pile
    (``"2"``, ``"0.1"``) to its cards bottom first, ``crosswise`` a pile to the position of its crosswise Forbidden
    card; ``blocks`` counts the blocks each player made this round, ``scores`` sets totals. The other cards fill
    the Treasure Chest (two) and the draw pile.
    """
    laid_out = {
        parse_pile(ref): Pile(tuple(cards.split()), (crosswise or {}).get(ref)) for ref, cards in (piles or {}).items()
    }
    state = position(
        [hands.get(p, "") for p in range(players)],
        phase=phase,
        turn=turn,
        piles=laid_out,
        blocks=blocks,
    )
    if scores:
        state = evolve(state, players=tuple(evolve(pl, score=scores.get(p, 0)) for p, pl in enumerate(state.players)))
    problems = violations(state)
    if problems:
        raise ValueError(f"a hand-built position is not valid: {problems}")
    return state


def after(state: State, *actions: str, reading: Reading = DEFAULT) -> State:
    """``state`` after the engine applies ``actions`` in turn (each in its text form)."""
    for action in actions:
        state = apply(state, parse_action(action), reading)
    return state


def first_card(state: State, player: int) -> str:
    """The first card of ``player``'s hand in deck order (a card to discard)."""
    return state.players[player].hand.tokens()[0]


# ---------------------------------------------------------------------------------------------------------------
# play_examples: the rulebook's play examples
# ---------------------------------------------------------------------------------------------------------------

CHENG_HAND = "R2 R3 R4 R5 R5 R5 R5 G3 G3 G3 B7 B7 B7 G8"
"""Fourteen cards that go Cheng after discarding G8: run R2-3-4 (5), kong of R5 (10), pungs of G3 and B7 (5 each),
the Cheng bonus (10): 35 points, no Forbidden card to multiply (Section 7, Scoring)."""
NO_CHENG_HAND = "R2 R3 B7 G2 G5 G8 B2 B5 B8 EM ES MO RO G3"
"""Fourteen cards that cannot go Cheng whatever is discarded: no three of its ten number cards make a set (no
three of a kind, no three consecutive ranks of a colour) and it holds no wild."""


def _rulebook_case(
    prefix: str,
    slug: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    state: State,
    action: str | None,
    why: str,
) -> Case:
    """A case of a rulebook family (``play-example`` or ``play-two-player``): the engine's answer on a position."""
    return play_case(
        id=f"{prefix}.{slug}",
        description=description,
        rules=rules,
        outcome=outcome,
        state=state,
        action=action,
        source="rulebook",
        why=why,
    )


def _example(
    slug: str, description: str, rules: tuple[str, ...], outcome: Outcome, state: State, action: str | None, why: str
) -> Case:
    return _rulebook_case("play-example", slug, description, rules, outcome, state, action, why)


def _two_player(
    slug: str, description: str, rules: tuple[str, ...], outcome: Outcome, state: State, action: str | None, why: str
) -> Case:
    return _rulebook_case("play-two-player", slug, description, rules, outcome, state, action, why)


def claim_examples() -> list[Case]:
    """Section 4: the claim of two piles, the two-player claim of both piles, royal cards never claimed."""
    section4 = table({1: "R3"}, {"0": "R2", "2": "R4"})
    two_player = table({1: "R3"}, {"0": "R4", "0.1": "R5"}, players=2)
    royal_tops = {"0": "G8 EM", "2": "B5 W", "3": "RO"}
    return [
        _example(
            "section4-claim-two-piles-listed",
            "Section 4: holding R3, the R2 and R4 on two opponents' piles are claimed together",
            ("forbidden.play.claim", "forbidden.play.claim-several"),
            "accepts",
            section4,
            None,
            "Section 4, first question: 'you have the Red 3 in hand. One opponent just discarded the Red 2 and another "
            "discards the Red 4. You take them both and lay down a Red 2, 3, 4 Sequence.' So 'claim 0,2 using R3' is "
            "listed; neither pile alone makes a set with R3.",
        ),
        _example(
            "section4-claim-two-piles-applied",
            "Section 4: the claim of R2 and R4 with R3 lays down the run R2 R3 R4",
            ("forbidden.play.claim", "forbidden.play.claim-several"),
            "accepts",
            section4,
            "claim 0,2 using R3",
            "Section 4: the claimed discards are placed in front of the player with the hand cards ('never placed in "
            "one's hand'); nobody holds a Forbidden card to block, so the set R2 R3 R4 stands and the player discards.",
        ),
        _example(
            "two-player-claim-both-piles-listed",
            "TWO PLAYER RULES: holding R3, the R4 and R5 on the opponent's two piles are claimed together",
            ("forbidden.play.claim", "forbidden.two-player.claim"),
            "accepts",
            two_player,
            None,
            "TWO PLAYER RULES: 'you hold in hand a red 3 while a red 4 and red 5 top your opponent's discard piles. "
            "You may claim both discards and lay down a red 3, 4, 5 sequence.' So 'claim 0,0.1 using R3' is listed.",
        ),
        _example(
            "royal-tops-never-claimed",
            "Section 4: a wild or a royal card on an opponent's pile is never claimed, even to complete a run",
            ("forbidden.play.no-royal-claim",),
            "refuses",
            table({1: "R3 R4"}, royal_tops),
            None,
            "Section 4, third question: 'Can I claim a Royal card atop an opponent's Discard pile? Answer: NO, never.' "
            "Section 2 counts the wild among the Royal cards (reading wild.claimable=no, the default): R3 R4 with the "
            "wild would be a run, yet only 'draw' is listed.",
        ),
        _example(
            "number-top-beside-royal-tops",
            "Section 4: a number card on a pile is claimed while the royal cards on the other piles are not",
            ("forbidden.play.claim", "forbidden.play.no-royal-claim"),
            "accepts",
            table({1: "R3 R4"}, {**royal_tops, "0": "G8 R2"}),
            None,
            "Section 4: a discard that forms a set may be claimed; the third question bars only royal cards. "
            "'claim 0 using R3 R4' (R2 R3 R4) is listed, nothing on piles 2 and 3.",
        ),
        *emptying_examples(),
    ]


def emptying_examples() -> list[Case]:
    """Sections 4 and 7: a claim that uses every card left in the hand, then the Cheng without discarding."""
    emptying = emptying_table(0)
    return [
        _example(
            "claim-empties-hand-listed",
            "Sections 4 and 7: holding only R3 R4, every other number card laid, the R2 is claimed with both",
            ("forbidden.play.claim",),
            "accepts",
            emptying,
            None,
            "Section 4: the claimant adds 'the cards from his hand to complete the set'; Section 7: 'If your hand is "
            "complete without discarding, lay down all of your cards.' With R2 R3 R4 laid the hand is empty, every "
            "number card is in a laid set and no Forbidden card is held, so 'claim 0 using R3 R4' is listed.",
        ),
        _example(
            "claim-empties-hand-then-cheng",
            "Section 7: after a claim that emptied the hand the player goes Cheng without discarding",
            ("forbidden.play.claim", "forbidden.cheng.declare"),
            "accepts",
            after(emptying, "claim 0 using R3 R4"),
            "cheng",
            "Section 7: 'can I Cheng without discarding? YES!' The hand is empty and complete (the laid sets B7 B7 B7, "
            "R5 R5 R5, R7 R8 RY, G7 G8 GY, R2 R3 R4), so the Cheng ends the round; it is the only legal action.",
        ),
        _example(
            "claim-empties-hand-lone-forbidden",
            "Section 7: the same claim beside one Forbidden card claimed onto the table is refused",
            ("forbidden.play.claim",),
            "refuses",
            emptying_table(1),
            "claim 0 using R3 R4",
            "Section 7: 'A LONE Forbidden card prevents a player from going Cheng ... (including any claimed on the "
            "table)'. The emptied hand could not go Cheng and holds no card to discard, so the turn could not end: "
            "the claim is refused (rules forbidden.play.claim and forbidden.cheng.lone-forbidden).",
        ),
    ]


EMPTYING_SETS: Mapping[int, tuple[tuple[str, str], ...]] = {
    0: (("B7 B7 B7", "B7"), ("R5 R5 R5", "R5"), ("R7 R8 RY", "R7"), ("G7 G8 GY", "G7 GY")),
    1: (("B7 B7 B7", "B7"), ("R5 R5 R5", "R5"), ("R7 R8 RY", "R7 RY"), ("G7 G8 GY", "G7 GY")),
    2: (("B7 B7 B7", "B7 B7"), ("R5 R5 R5", "R5"), ("R7 R8 RY", "R7 RY"), ("G7 G8 GY", "G7 GY")),
}
"""Laid sets (all cards, the claimed ones) leaving a hand of two cards beside ``n`` Forbidden cards claimed onto
the table: 13 less each claim's hand cards and missing draw, less the table's Forbidden cards, is 2."""


def emptying_table(table_forbidden: int) -> State:
    """Player 1 of four to start a turn holding only R3 R4, with player 0's pile topped by R2.

    Every other number card of player 1 lies in the laid sets of :data:`EMPTYING_SETS` (B7 B7 B7 among them), and
    ``table_forbidden`` (0 to 2) Forbidden cards lie claimed in front of player 1; nobody holds a Forbidden card to
    block. The claim of R2 with R3 R4 empties the hand (rule ``forbidden.play.claim``).
    """
    sets = EMPTYING_SETS[table_forbidden]
    reserved = tuple(card for cards, _ in sets for card in cards.split()) + (FORBIDDEN,) * table_forbidden
    state = position(["", "R3 R4", "", ""], turn=1, piles={PileRef(0): Pile(("R2",)), PileRef(1): Pile(reserved)})
    player = state.players[1]
    kept = parse_cards("R3 R4")
    laid = tuple(LaidSet(parse_cards(cards), parse_cards(claimed)) for cards, claimed in sets)
    player = evolve(player, hand=kept, laid=laid, table_forbidden=table_forbidden, piles=(Pile(),))
    spare = (state.players[1].hand - kept).tokens()
    players = (state.players[0], player, *state.players[2:])
    emptying = evolve(state, players=players, draw_pile=(*state.draw_pile, *spare))
    problems = violations(emptying)
    if problems:
        raise ValueError(f"the emptying-claim position is not valid: {problems}")
    return emptying


def _waiting_claim() -> State:
    """Player 1 has claimed R2 from player 2's pile with R3 R4; players 3 and 0 hold a Forbidden card, 2 none."""
    return after(table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "B8 R2"}), "claim 2 using R3 R4")


def block_examples() -> list[Case]:
    """Section 6, Blocking: who blocks first, blocks on the closest pile, a pile blocked once, everybody passing."""
    waiting = _waiting_claim()
    two_piles = after(table({1: "R3", 3: "F"}, {"0": "R2", "2": "R4"}), "claim 0,2 using R3")
    blocked_pile = table({0: "F", 1: "R3 R4", 3: "F"}, {"2": "R5 F R2"}, crosswise={"2": 1}, blocks={3: 1})
    return [
        _example(
            "block-closest-to-claimants-left",
            "Section 6: of two players with a Forbidden card, the one closest to the claimant's left blocks",
            ("forbidden.block.who", "forbidden.block.precedence", "forbidden.block.effect"),
            "refuses",
            waiting,
            "block",
            "Section 6, second blocking question: 'The one closest to the active player's left completes the block.' "
            "From claimant 1's left the order is 2, 3, 0: player 3 blocks, F lies crosswise on pile 2, R2 goes back "
            "under it, player 1 keeps R3 R4, makes no discard and the turn passes to player 2.",
        ),
        _example(
            "everybody-passes-claim-stands",
            "Section 6: when every player asked lets a waiting claim pass, the claimed set stands",
            ("forbidden.block.precedence", "forbidden.block.effect"),
            "accepts",
            after(waiting, "pass"),
            "pass",
            "Section 6: a claim is blocked only by a player who calls 'That's Forbidden!'; player 3 passed, player 0 "
            "passes too, so player 1 lays down R2 R3 R4 and must discard.",
        ),
        _example(
            "block-on-pile-closest-to-left",
            "Section 6: a claim of two piles is blocked on the pile closest to the claimant's left",
            ("forbidden.block.pile", "forbidden.block.effect"),
            "refuses",
            two_piles,
            "block",
            "Section 6, third blocking question: 'You block the one closest to his left.' Player 2 sits on claimant "
            "1's left, player 0 three seats away: F lies crosswise on pile 2 over R4, and R2 goes back on pile 0.",
        ),
        _example(
            "blocked-pile-not-blocked-again",
            "Section 6: a pile that holds a crosswise Forbidden card cannot be blocked again, so the claim stands",
            ("forbidden.block.who",),
            "accepts",
            blocked_pile,
            "claim 2 using R3 R4",
            "Section 6, IMPORTANT!: 'A discard pile containing a crosswise Forbidden card may not be blocked again.' "
            "Players 0 and 3 hold a Forbidden card, yet the claim of R2 from pile 2 (R5 F* R2) stands at once.",
        ),
    ]


def forbidden_examples() -> list[Case]:
    """Section 6, Claiming Forbidden cards: a crosswise card claimed, its pile blockable again, none from under."""
    crosswise = table({0: "F", 1: "R3 R4"}, {"2": "R5 F"}, crosswise={"2": 1}, blocks={3: 1})
    again = table({2: "R3 R4", 3: "F"}, {"0": "R5 F"}, crosswise={"0": 1}, blocks={3: 1})
    again = after(again, "claim-forbidden 0")
    again = after(again, f"discard {first_card(again, 1)}")
    return [
        _example(
            "claim-crosswise-forbidden",
            "Section 6: a Forbidden card lying crosswise on a pile is claimed onto the claimant's table",
            ("forbidden.play.claim-forbidden",),
            "accepts",
            crosswise,
            "claim-forbidden 2",
            "Section 6: 'A Forbidden card atop an opponent's Discard pile may be claimed at the start of your turn, no "
            "matter if normally discarded or placed crosswise to block the pile'; it stays face up on the table "
            "(table_forbidden 1), pile 2 holds R5 with no crosswise card, and the player discards.",
        ),
        _example(
            "pile-blockable-after-crosswise-claimed",
            "Section 6: once its crosswise Forbidden card is claimed, a pile can be blocked again",
            ("forbidden.play.claim-forbidden", "forbidden.block.who"),
            "accepts",
            again,
            "claim 0 using R3 R4",
            "Section 6: 'If a blocking Forbidden card is claimed, can the pile be blocked once more? Answer: YES!' "
            "Player 1 claimed the crosswise F from pile 0 and discarded; player 2's claim of R5 from pile 0 now waits "
            "for player 3's block.",
        ),
        _example(
            "forbidden-under-a-card-not-claimed",
            "Section 6: a Forbidden card covered by another discard is not claimed",
            ("forbidden.play.claim-forbidden",),
            "refuses",
            table({1: "R3 R4"}, {"2": "F R7"}),
            "claim-forbidden 2",
            "Section 6: only a Forbidden card 'atop an opponent's Discard pile' may be claimed; pile 2 shows R7, so "
            "the claim is refused.",
        ),
    ]


def turn_examples() -> list[Case]:
    """Sections 4 and 7: discarding, a mistaken Cheng and the lost turn."""
    skipping = table({}, phase="discard", turn=0)
    skipping = evolve(
        skipping, players=tuple(evolve(pl, skip_next_turn=p == 1) for p, pl in enumerate(skipping.players))
    )
    return [
        _example(
            "discard-card-not-in-hand",
            "Section 4: a card that is not in the hand cannot be discarded",
            ("forbidden.play.discard",),
            "refuses",
            table({1: "R3 R4"}, phase="discard"),
            "discard EM",
            "Section 4: 'A player ends his turn by discarding one card face up onto his own discard pile' — one of his "
            "cards; the Emperor is not in player 1's hand, so the discard is refused.",
        ),
        _example(
            "mistaken-cheng-loses-next-turn",
            "Section 7: a mistaken Cheng is taken back and the next turn is lost",
            ("forbidden.cheng.declare", "forbidden.cheng.mistake"),
            "refuses",
            table({1: NO_CHENG_HAND}, phase="discard"),
            "cheng discarding B7",
            "Section 7, PENALTY: 'If, by mistake, a player lays down a hand that is not complete, he must pick it up "
            "and lose his next turn.' B7 stays on the pile, player 1 keeps the other 13 cards, skip_next_turn is set "
            "and the turn passes to player 2.",
        ),
        _example(
            "lost-turn-is-skipped",
            "Section 7: the turn of a player who made a mistaken Cheng is skipped once",
            ("forbidden.cheng.mistake",),
            "refuses",
            skipping,
            f"discard {first_card(skipping, 0)}",
            "Section 7, PENALTY: the player must 'lose his next turn'. Player 0 discards; player 1's turn is skipped "
            "(the flag is cleared) and player 2 starts the next turn.",
        ),
    ]


def _cheng_table(total: int, players: int) -> State:
    """Player 1 about to go Cheng with :data:`CHENG_HAND` (35 points) from a total of ``total``."""
    return table({1: CHENG_HAND}, players=players, phase="discard", scores={1: total})


def end_examples() -> list[Case]:
    """Section 8 and the TWO PLAYER RULES: the winning total, and no deal once the game is over."""
    over = after(_cheng_table(165, 4), "cheng discarding G8")
    order = shuffled(deck(4) - Counter(kept_chest(over).as_counter()), 1)
    return [
        _example(
            "game-ends-at-200",
            "Section 8: a Cheng that brings a total to 200 ends the game",
            ("forbidden.cheng.declare", "forbidden.cheng.mistake", "forbidden.game.end"),
            "accepts",
            _cheng_table(165, 4),
            "cheng discarding G8",
            "Section 8: 'Play until one player reaches or surpasses 200 points.' The hand scores 35 (Scoring: Cheng "
            "bonus 10, run R2-3-4 5, kong of R5 10, pungs of G3 and B7 5 each): 165 + 35 = 200, phase game-over.",
        ),
        _example(
            "two-player-game-ends-at-150",
            "TWO PLAYER RULES: a Cheng that brings a total to 150 ends the two-player game",
            ("forbidden.cheng.declare", "forbidden.game.end"),
            "accepts",
            _cheng_table(115, 2),
            "cheng discarding G8",
            "TWO PLAYER RULES: '150 points wins the game'. 115 + 35 = 150, phase game-over.",
        ),
        _example(
            "four-player-game-goes-on-at-150",
            "Section 8: with four players a total of 150 does not end the game",
            ("forbidden.game.end",),
            "refuses",
            _cheng_table(115, 4),
            "cheng discarding G8",
            "Section 8: the game ends at 200 points; 150 wins only the two-player game. 115 + 35 = 150, phase "
            "round-over.",
        ),
        _example(
            "no-deal-after-game-over",
            "Section 8: once the game is over no further round is dealt",
            ("forbidden.setup.deal", "forbidden.round.next-deal"),
            "refuses",
            over,
            "deal " + " ".join(order),
            "Section 8: deals pass left 'until one player reaches or surpasses 200 points'; player 1 reached 200, so a "
            "deal is refused.",
        ),
    ]


def example_cases() -> list[Case]:
    """Every case of the ``play_examples`` family."""
    return [*claim_examples(), *block_examples(), *forbidden_examples(), *turn_examples(), *end_examples()]


# ---------------------------------------------------------------------------------------------------------------
# claims: every claim position of a small table
# ---------------------------------------------------------------------------------------------------------------

CLAIM_PLAYERS = 3
CLAIM_HAND_KINDS: tuple[str, ...] = ("R3", "R4", "R5")
"""The red cards the claimant may hold (up to two of them), besides 0 or 1 wild."""
CLAIM_TOPS: tuple[str | None, ...] = (None, "R2", "R3", "RY")
"""What tops each opponent's pile: nothing, or a red card that runs or pairs with the hand's (RY as 6)."""
MAX_CLAIM_REDS = 2


@dataclass(frozen=True)
class ClaimTable:
    """Player 0 of three to start a turn holding ``reds`` and ``wilds`` wilds; the opponents' piles show ``tops``.

    Player 0's own pile shows the first opponent's top (a claim must never take it).
    """

    reds: tuple[str, ...]
    wilds: int
    tops: tuple[str | None, str | None]

    @property
    def hand(self) -> str:
        """The named hand cards (the rest of the hand is green and black)."""
        return " ".join((*self.reds, *[WILD] * self.wilds))

    def state(self) -> State:
        """The position."""
        piles = {str(p): top for p, top in enumerate((self.tops[0], *self.tops)) if top is not None}
        return table({0: self.hand}, piles, players=CLAIM_PLAYERS, turn=0)

    def slug(self) -> str:
        """The id's tail: the hand cards, then each opponent's top."""
        hand = "-".join(self.hand.split()).lower() or "none"
        tops = ".".join((top or "none").lower() for top in self.tops)
        return f"hand-{hand}.tops-{tops}"

    def words(self) -> str:
        """The position in one line."""
        tops = ", ".join(f"player {p}'s {top or 'nothing'}" for p, top in enumerate(self.tops, start=1))
        own = self.tops[0] or "nothing"
        hand = self.hand or "no red card"
        return f"3 players: player 0 holds {hand} (and green and black cards); own pile {own}; {tops}"


def claim_tables() -> Iterator[ClaimTable]:
    """Every hand of up to two of :data:`CLAIM_HAND_KINDS` and 0-1 wild against every pair of :data:`CLAIM_TOPS`."""
    for size in range(MAX_CLAIM_REDS + 1):
        for reds in itertools.combinations_with_replacement(CLAIM_HAND_KINDS, size):
            for wilds in (0, 1):
                for tops in itertools.product(CLAIM_TOPS, repeat=2):
                    on_table = Counter([*reds, *tops, tops[0]])
                    if all(on_table[kind] <= COPIES_PER_NUMBER_CARD for kind in on_table if kind is not None):
                        yield ClaimTable(reds, wilds, (tops[0], tops[1]))


def _claim_case(claim_table: ClaimTable) -> Case:
    """One exhaustive claim case: rule ``forbidden.play.claim`` accepts when some claim is listed, else refuses.

    ``forbidden.play.claim-several`` is named too when both opponents show a card and a claim of both is listed
    (accepts) or no claim at all (refuses).
    """
    state = claim_table.state()
    answer = engine_answer("legal-actions", case_input(state, None), DEFAULT)
    claims = [action for action in answer["legal_actions"] if action.startswith("claim ")]
    several = [action for action in claims if "," in action.split(" using ")[0]]
    rules: tuple[str, ...] = ("forbidden.play.claim",)
    if None not in claim_table.tops and (several or not claims):
        rules += ("forbidden.play.claim-several",)
    return play_case(
        id=f"play-claim.{claim_table.slug()}",
        description=claim_table.words(),
        rules=rules,
        outcome="accepts" if claims else "refuses",
        state=state,
        action=None,
        source="exhaustive",
        why=(
            "Sections 4 and 5, every position of the family: a claim takes opponents' top cards (never one's own) "
            "into one pung, kong or run with hand cards (at most one wild), leaving a card to discard (these hands are "
            "padded, so no claim here empties one); "
            f"{len(claims)} claim(s) listed, the same as the Z3 claim model's."
        ),
    )


def claim_cases() -> list[Case]:
    """Every case of the ``claims`` family."""
    return [_claim_case(claim_table) for claim_table in claim_tables()]


# ---------------------------------------------------------------------------------------------------------------
# play_readings: the witness of every play reading, under each option
# ---------------------------------------------------------------------------------------------------------------

READING_RULES: Mapping[str, Mapping[str, tuple[tuple[str, ...], Outcome]]] = {
    "draw.exhausted": {
        "void": (("forbidden.play.draw", "forbidden.round.scoring"), "refuses"),
        "score-all": (("forbidden.round.scoring",), "accepts"),
    },
    "treasure.won": {
        "never": (("forbidden.round.scoring",), "accepts"),
        "cheng-player": (("forbidden.round.scoring",), "accepts"),
    },
    "treasure.overflow": {
        "return-to-deck": (("forbidden.game.end",), "refuses"),
        "game-ends": (("forbidden.game.end",), "accepts"),
    },
    "monkey.power": {
        "none": (("forbidden.round.scoring",), "accepts"),
        "takes-emperor": (("forbidden.round.scoring",), "accepts"),
    },
    "claim.wild": {
        "yes": (("forbidden.play.claim",), "accepts"),
        "no": (("forbidden.play.claim",), "refuses"),
    },
    "cheng.compulsory": {
        "no": (("forbidden.cheng.declare",), "accepts"),
        "yes": (("forbidden.cheng.declare",), "refuses"),
    },
    "wild.claimable": {
        "no": (("forbidden.play.no-royal-claim",), "refuses"),
        "yes": (("forbidden.play.no-royal-claim", "forbidden.play.claim"), "accepts"),
    },
    "claim.forbidden-destination": {
        "table": (("forbidden.play.claim-forbidden",), "accepts"),
        "hand": (("forbidden.play.claim-forbidden",), "accepts"),
    },
    "block.forbidden-claim": {
        "yes": (("forbidden.play.claim-forbidden", "forbidden.block.who"), "accepts"),
        "no": (("forbidden.play.claim-forbidden", "forbidden.block.who"), "accepts"),
    },
    "block.which-pile": {
        "closest-blockable": (("forbidden.block.pile", "forbidden.block.who"), "accepts"),
        "closest-only": (("forbidden.block.pile", "forbidden.block.who"), "accepts"),
    },
    "block.returned-card": {
        "under-blocker": (("forbidden.block.effect",), "refuses"),
        "on-top": (("forbidden.block.effect",), "refuses"),
    },
    "block.next-player": {
        "claimant-left": (("forbidden.block.effect",), "refuses"),
        "blocker-left": (("forbidden.block.effect",), "refuses"),
    },
    "claim.from-hand": {
        "required": (("forbidden.play.claim",), "refuses"),
        "optional": (("forbidden.play.claim",), "accepts"),
    },
    "block.two-player-pile": {
        "first-pile": (("forbidden.block.pile",), "accepts"),
        "blocker-chooses": (("forbidden.block.pile",), "accepts"),
    },
    SETUP_KEY: {
        "yes": (("forbidden.two-player.setup",), "accepts"),
        "no": (("forbidden.two-player.setup",), "refuses"),
    },
    "draw.empty-claim": {
        "round-ends": (("forbidden.play.draw",), "refuses"),
        "claim-allowed": (("forbidden.play.draw",), "accepts"),
    },
    "mistake.next-round": {
        "lapses": (("forbidden.cheng.mistake",), "refuses"),
        "carries": (("forbidden.cheng.mistake", "forbidden.round.next-deal"), "accepts"),
    },
    "game.tie": {
        "share": (("forbidden.game.end",), "accepts"),
        "play-on": (("forbidden.game.end",), "refuses"),
    },
}
"""For each play key and option: the rules its witness case names (among the key's rules in the spec) and the
outcome. A draw pile run out ends the round without a turn (and, under ``void``, without scores); a game that goes
on refuses ``forbidden.game.end``; a block is the refusal-like branch of a claim; a two-player game dealt without
the TWO PLAYER RULES refuses their set-up; a claim of three tops alone is refused where a hand card is required;
a block offered on the pile the rules name, or on either pile the blocker chooses, is the claim's blockable branch.
A turn on an empty draw pile that does not start refuses the draw rule's turn; a lost turn that lapses at the
round's end refuses the penalty in the next round; a tie that plays on refuses the game's end."""


def _key_options(key: str) -> tuple[tuple[str, ...], str]:
    entry = next(entry for entry in reading_keys(GAME) if entry.key == key)
    return entry.options, entry.default


def setup_order(reading: Reading) -> tuple[str, ...]:
    """The shuffled deck ``new_game(2, SETUP_SEED, reading)`` deals from: 97 or 100 cards (``variant.two-player``)."""
    return shuffled(deck(SETUP_PLAYERS, reading.variant_two_player == "yes"), SETUP_SEED)


def _new_game_input(witness: Witness, reading: Reading) -> dict[str, Any]:
    """The ``new-game`` input of the ``variant.two-player`` witness, checked against ``new_game`` itself."""
    players, seed = witness.input["new_game"]["players"], witness.input["new_game"]["seed"]
    data = {"players": players, "order": list(setup_order(reading))}
    if engine_answer("new-game", data, reading) != {"state": state_json(new_game(players, seed, reading))}:
        raise CaseDisagreementError(
            f"the new-game input of {witness.subject} does not deal new_game({players}, {seed})"
        )
    return data


def _reading_case(key: str, option: str, witness: Witness) -> Case:
    """The witness of ``key`` as the case under ``option``."""
    chosen = {key: option}
    reading = Reading.from_mapping(chosen)
    rules, outcome = READING_RULES[key][option]
    unknown = set(rules) - set(rules_of(key))
    if unknown:
        raise CorpusCoverageError(f"{key}: {sorted(unknown)} are not rules of the reading in the spec")
    answer = witness.base_answer if option == _key_options(key)[1] else witness.other_answer
    why = (
        f"the smallest witness of {key} ({witness.found_by}); asked {witness.question}, "
        f"{key}={option} answers {json.dumps(answer)}"
    )
    if key == SETUP_KEY:
        question, data = "new-game", _new_game_input(witness, reading)
    else:
        action = witness.input["action"]
        question = "legal-actions" if action is None else "apply"
        data = case_input(state_from_json(witness.input["state"]), action)
    return confirmed_play_case(
        id=f"play-reading.{key}.{option}",
        description=f"witness of {key} under {key}={option}: {witness.question}",
        question=question,
        rules=rules,
        outcome=outcome,
        data=data,
        source="witness",
        why=why,
        readings=chosen,
    )


def reading_cases() -> list[Case]:
    """Every case of the ``play_readings`` family: two per play key (default, and the other option)."""
    cases = []
    for key in PLAY_KEYS:
        options, default = _key_options(key)
        others = [option for option in options if option != default]
        if len(others) != 1:
            raise CorpusCoverageError(f"{key}: expected two options, got {options}")
        found = play_witness(key, DEFAULT, Reading.from_mapping({key: others[0]}))
        if not isinstance(found, Witness):
            raise CorpusCoverageError(f"{key}: no witness, {found.statement}")
        cases += [_reading_case(key, default, found), _reading_case(key, others[0], found)]
    return cases


# ---------------------------------------------------------------------------------------------------------------
# play_mutants: the witness of every play-rule mutant
# ---------------------------------------------------------------------------------------------------------------


def mutant_outcome(found: MutantWitness) -> Outcome:
    """Whether the rule as written accepts or refuses on the mutant's witness.

    Legal actions: accepts when the rule lists an action the mutant drops, refuses when the mutant lists one the rule
    keeps out. An action: refuses when the rule refuses it, blocks the claim, takes a mistaken Cheng back or ends
    the round on an empty draw pile; accepts otherwise.
    """
    witness = found.witness
    base, other = witness.base_answer, witness.other_answer
    if witness.input["action"] is None:
        return "accepts" if set(base) - set(other) else "refuses"
    if isinstance(base, str):
        return "refuses"
    changed = base.get("players", {}).values()
    blocked = any("blocks" in fields for fields in changed)
    mistaken = any(fields.get("skip_next_turn") for fields in changed)
    exhausted = (base.get("result") or {}).get("ended_by") == "draw-pile-empty"
    return "refuses" if blocked or mistaken or exhausted else "accepts"


def _mutant_case(found: MutantWitness) -> Case:
    mutant, witness = found.mutant, found.witness
    return play_case(
        id=f"play-mutant.{mutant.rule.removeprefix('forbidden.')}.{mutant.kind}",
        description=f"{mutant.rule} ({mutant.kind}): {witness.question}, against '{mutant.description}'",
        rules=(mutant.rule,),
        outcome=mutant_outcome(found),
        state=state_from_json(witness.input["state"]),
        action=witness.input["action"],
        source="mutant",
        why=f"catches: {mutant.description}",
    )


def mutant_cases() -> list[Case]:
    """Every case of the ``play_mutants`` family: one per mutant of :data:`PLAY_RULES`."""
    return [_mutant_case(found) for found in play_mutants()]


# ---------------------------------------------------------------------------------------------------------------
# two_player: the TWO PLAYER RULES
# ---------------------------------------------------------------------------------------------------------------

TWO_PLAYER_SEED = 1
"""The shuffle of the two-player new-game cases (the witness of ``variant.two-player`` uses seed 0)."""


def _new_game_case(option: str, rules: tuple[str, ...], outcome: Outcome, description: str, why: str) -> Case:
    reading = Reading.from_mapping({SETUP_KEY: option})
    order = shuffled(deck(2, reading.variant_two_player == "yes"), TWO_PLAYER_SEED)
    return confirmed_case(
        id=f"play-two-player.new-game.{SETUP_KEY}-{option}",
        description=description,
        question="new-game",
        rules=rules,
        outcome=outcome,
        input={"players": 2, "order": list(order)},
        source="rulebook",
        why=why,
        readings={SETUP_KEY: option},
    )


def two_player_cases() -> list[Case]:
    """Every case of the ``two_player`` family."""
    refill = table({1: NO_CHENG_HAND}, {"1": "R7"}, players=2, phase="discard")
    both = table({1: "R3"}, {"0": "R4", "0.1": "R5"}, players=2)
    apart = table({1: "R3 R5"}, {"0": "R4", "0.1": "R8"}, players=2)
    return [
        _new_game_case(
            "yes",
            ("forbidden.setup.deal", "forbidden.two-player.setup"),
            "accepts",
            "TWO PLAYER RULES: a new two-player game deals 97 cards and turns up four to start two piles each",
            "Section 3 and TWO PLAYER RULES: 'Remove 3 Forbidden cards from the deck' (97 cards); 13 cards each, two "
            "into the Treasure Chest, then 'the dealer overturns 4 cards from the top of the draw pile and lays two, "
            "face up, before himself–and the other two before his opponent'.",
        ),
        _new_game_case(
            "no",
            ("forbidden.two-player.setup",),
            "refuses",
            "a two-player game dealt without the TWO PLAYER RULES keeps 100 cards and one empty pile each",
            "variant.two-player=no: two players play the game for three or four (docs/forbidden-play.md): all 100 "
            "cards, no cards turned up, one discard pile each.",
        ),
        _two_player(
            "refill-empty-pile-listed",
            "TWO PLAYER RULES: with one pile empty, every listed discard goes onto it",
            ("forbidden.play.discard", "forbidden.two-player.piles"),
            "accepts",
            refill,
            None,
            "TWO PLAYER RULES: 'If one pile is exhausted, you must replenish it with your next discard.' Player 1's "
            "pile 1 is empty, so every discard listed is 'discard CARD to 1'.",
        ),
        _two_player(
            "refill-empty-pile-refused",
            "TWO PLAYER RULES: a discard onto the other pile while one pile is empty is refused",
            ("forbidden.play.discard", "forbidden.two-player.piles"),
            "refuses",
            refill,
            "discard G8",
            "TWO PLAYER RULES: 'you must replenish it with your next discard'; G8 onto pile 0 (R7) is refused.",
        ),
        _two_player(
            "refill-empty-pile-applied",
            "TWO PLAYER RULES: the discard onto the empty pile starts it again",
            ("forbidden.play.discard", "forbidden.two-player.piles"),
            "accepts",
            refill,
            "discard G8 to 1",
            "TWO PLAYER RULES: the discard replenishes the empty pile 1, which now holds G8; the turn passes to "
            "player 0.",
        ),
        _two_player(
            "claim-both-piles-applied",
            "TWO PLAYER RULES: the claim of both of the opponent's piles lays down R3 R4 R5",
            ("forbidden.play.claim-several", "forbidden.two-player.claim"),
            "accepts",
            both,
            "claim 0,0.1 using R3",
            "TWO PLAYER RULES: 'You may claim both discards and lay down a red 3, 4, 5 sequence'; both piles of "
            "player 0 are left empty and player 1 discards.",
        ),
        _two_player(
            "claim-both-piles-only-into-one-set",
            "TWO PLAYER RULES: both piles are claimed only when both cards go into the same set",
            ("forbidden.two-player.claim",),
            "refuses",
            apart,
            None,
            "TWO PLAYER RULES: a player claims both discards only 'when a player can use both ... in the same set'. "
            "R4 makes R3 R4 R5 with the hand, R8 nothing: 'claim 0 using R3 R5' is listed, no claim of 0,0.1.",
        ),
    ]


# ---------------------------------------------------------------------------------------------------------------
# The corpus
# ---------------------------------------------------------------------------------------------------------------

FAMILIES: tuple[tuple[str, str], ...] = (
    ("play_examples", "The rulebook's play examples (Sections 4, 6, 7, 8 and the TWO PLAYER RULES) as cases."),
    ("claims", "Every claim position of a small three-player table, confirmed by the Z3 claim model."),
    ("play_readings", "The smallest witness of every play reading, under the default and under the other option."),
    ("play_mutants", "The witness of every play-rule mutant: the rule as written, which the mutant gets wrong."),
    ("two_player", "The TWO PLAYER RULES: the set-up with and without them, the refill rule, claims of both piles."),
)


def play_register() -> Register:
    """What the play corpus must cover: :data:`PLAY_RULES` both ways, each play reading key under each option."""
    return Register(rule_ids=PLAY_RULES, readings={key: _key_options(key) for key in PLAY_KEYS})


def coverage_problems(corpora: Sequence[Corpus]) -> list[str]:
    """Every gap of the play corpus (:func:`~rulebook.core.corpus.cases.lint` of :func:`play_register`), or none."""
    return lint(corpora, play_register())


def play_corpora() -> list[Corpus]:
    """The FORBIDDEN play corpus, one :class:`Corpus` per family (deterministic).

    :class:`CorpusCoverageError` when it misses a rule outcome or a reading option; :class:`CaseDisagreementError`
    when the claim model disagrees with the engine on a case.
    """
    builders = {
        "play_examples": example_cases,
        "claims": claim_cases,
        "play_readings": reading_cases,
        "play_mutants": mutant_cases,
        "two_player": two_player_cases,
    }
    corpora = [Corpus(GAME, family, description, tuple(builders[family]())) for family, description in FAMILIES]
    problems = coverage_problems(corpora)
    if problems:
        raise CorpusCoverageError("; ".join(problems))
    return corpora


__all__ = [
    "FAMILIES",
    "CorpusCoverageError",
    "claim_cases",
    "coverage_problems",
    "example_cases",
    "mutant_cases",
    "play_corpora",
    "play_register",
    "reading_cases",
    "two_player_cases",
]
