"""Tien Zi Que conformance cases about what an action leads to, worked by hand: family ``apply_rulebook``.

Each case applies one action to a hand-built position (:func:`rulebook.tzq.corpus.play.position`: all 54 cards, the
cards not named in the draw pile in canonical order, or on the discard pile with ``empty_draw``) and asks the
``apply`` question: the part of the next state the rules decide (:mod:`rulebook.tzq.outcome`), or
``{"refused": true}``. Every case writes the fields it is about, worked out by hand from the rulebook in the table
below; the builder stops when the engine's answer differs in any of them, and, as for every case, when the Z3
model's (:mod:`rulebook.tzq.model.course`) differs from the engine's.

The counts follow from the deck (rule ``tzq.deck.cards``, 54 cards): a position names the cards in the hands, the
score piles and the discard pile; the draw pile holds the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.case_builder import CaseDisagreementError
from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.tzq.corpus.case_builder import GAME, rulebook_case
from rulebook.tzq.corpus.play import (
    ACTIONS,
    COURSE,
    DRAWN_ROUND,
    EXHAUSTED,
    EXPOSE,
    EXPOSING,
    HAND_SIZE,
    MAHJONG,
    ONE,
    ROUNDS,
    TWO_POINTS,
    WHEN_NEEDED,
    Position,
    position,
)

REFUSED = {"refused": True}
EXHAUSTED_PILE = "Exhausted Draw Pile"
# (id, description, rules, outcome, position, action, readings, the fields expected, why)
APPLY_CASES: tuple[
    tuple[str, str, tuple[str, ...], Outcome, Position, str, Mapping[str, str], Mapping[str, Any], str], ...
] = (
    (
        "apply-draw",
        "a draw takes one card from the draw pile and keeps the turn",
        (ACTIONS,),
        "accepts",
        Position("1a 3b E S W"),
        "draw",
        {},
        {"phase": "drawn", "turn": 0, "hand_sizes": [6, 5], "draw_pile_size": 43, "reshuffled": False},
        f"{COURSE}, I and II: the player takes the top card; 54 - 5 - 5 = 44 cards to draw before it, 43 after.",
    ),
    (
        "apply-second-player-draws",
        "the second player's draw changes that player's hand only",
        (ACTIONS,),
        "accepts",
        Position("1a 3b E S W", score_pile="4a 9d", totals=(4, 2), extra={"turn": 1}),
        "draw",
        {},
        {
            "phase": "drawn",
            "turn": 1,
            "totals": [4, 2],
            "score_piles": [["4a", "9d"], []],
            "hand_sizes": [5, 6],
            "draw_pile_size": 41,
        },
        f"{COURSE}, I and II: player 1 takes the top card, six in hand; player 0 keeps five cards, the score pile "
        "4a 9d and 4 points; 54 - 5 - 5 - 2 = 42 cards to draw before, 41 after.",
    ),
    (
        "apply-discard-ends-the-turn",
        "a discard ends a Draw: five cards in hand and the opponent to play",
        (ACTIONS, HAND_SIZE),
        "accepts",
        Position("1a 3b 5c E S W", phase="drawn"),
        "discard W",
        {},
        {"phase": "start", "turn": 1, "hand_sizes": [5, 5], "discard_pile": ["W"], "last_discarded": 1},
        f"{COURSE}, I: 'discards one card face up'; the turn ends with five cards in hand.",
    ),
    (
        "apply-pung-exposes",
        "a Pung keeps one card, discards two and refills the hand to five",
        (EXPOSE, HAND_SIZE, ONE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn"),
        "combine 4a 5b 6c keep 5b",
        {},
        {
            "phase": "start",
            "turn": 1,
            "score_piles": [["5b"], []],
            "discard_pile": ["4a", "6c"],
            "last_discarded": 2,
            "hand_sizes": [5, 5],
            "draw_pile_size": 41,
        },
        f"{EXPOSING}: one card to the score pile, the other two face up on the discard pile, then draw back up to "
        "five (3 + 2); 54 - 6 - 5 = 43 cards to draw, 41 after; the turn ends with the one combination.",
    ),
    (
        "apply-chow-takes-either-of-two",
        "a Chow may take the lower of the two cards a combination discarded",
        (ACTIONS,),
        "accepts",
        Position("6a 7b E S W", discard="8c 5d", last_discarded=2),
        "chow 8c",
        {},
        {"phase": "taken", "taken": "8c", "discard_pile": ["5d"], "hand_sizes": [6, 5], "draw_pile_size": 42},
        f"{COURSE}, III, Note: the player may choose between the two cards; the 5 stays; nothing is drawn.",
    ),
    (
        "apply-chow-exposes",
        "the Chow's combination is exposed like a Pung's",
        (EXPOSE, ACTIONS),
        "accepts",
        Position("4a 5c 6b E S W", phase="taken", taken="5c"),
        "combine 4a 5c 6b keep 6b",
        {},
        {
            "phase": "start",
            "turn": 1,
            "taken": None,
            "score_piles": [["6b"], []],
            "discard_pile": ["4a", "5c"],
            "hand_sizes": [5, 5],
            "draw_pile_size": 41,
        },
        f"{COURSE}, III and {EXPOSING}: 6b to the score pile, 4a and 5c discarded, two cards drawn (43 to 41).",
    ),
    (
        "apply-no-discard-after-a-chow",
        "after a Chow a discard is refused",
        (ACTIONS,),
        "refuses",
        Position("4a 5c 6b E S W", phase="taken", taken="5c"),
        "discard E",
        {},
        REFUSED,
        f"{COURSE}, III: the Chow 'creates a Combination that must include the card'; it does not end in a discard.",
    ),
    (
        "apply-no-second-draw",
        "a second draw in one turn is refused",
        (ACTIONS, HAND_SIZE),
        "refuses",
        Position("1a 3b 5c E S W", phase="drawn"),
        "draw",
        {},
        REFUSED,
        f"{COURSE}: a turn takes one card; a seventh card would break the five in hand at the end of the turn.",
    ),
    (
        "apply-no-discard-of-a-card-not-in-hand",
        "a discard names a card of the hand",
        (ACTIONS,),
        "refuses",
        Position("1a 3b 5c E S W", phase="drawn"),
        "discard N",
        {},
        REFUSED,
        f"{COURSE}, I: the player 'discards one card face up' from the six in hand; North is not among them.",
    ),
    (
        "apply-no-chow-under-the-top",
        "after a discard only the top card may be chowed, not the one beneath",
        (ACTIONS,),
        "refuses",
        Position("4a 6b E S W", discard="5c 9d", last_discarded=1),
        "chow 5c",
        {},
        REFUSED,
        f"{COURSE}, III: a Chow 'takes the card on top of the Discard Pile': 9d, which makes nothing with 4a 6b; "
        "the 5c beneath it would make 4 5 6 but is not on top.",
    ),
    (
        "apply-no-draw-once-the-round-is-over",
        "after Mah-jong nobody draws until the next round",
        (ROUNDS,),
        "refuses",
        Position("1a 3b E", phase="round-over", winner=0, score_pile="E S W 4a 9d"),
        "draw",
        {},
        REFUSED,
        "End of the Round: the fifth combination ends the round; the next round is dealt before anyone plays again.",
    ),
    (
        "apply-draw-reshuffles-the-discards",
        "a draw from an empty draw pile shuffles the whole discard pile into a new one",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b E S W", empty_draw=True, discard="9d", last_discarded=1),
        "draw",
        {},
        {"phase": "drawn", "reshuffled": True, "discard_pile": [], "draw_pile_size": 43, "hand_sizes": [6, 5]},
        f"{EXHAUSTED_PILE}: 'the cards of the Discard Pile are shuffled to form a new draw pile': all 44 of them, "
        "one of which is drawn.",
    ),
    (
        "apply-refill-keeps-the-two-discards",
        "a refill from an empty draw pile leaves the combination's two discards on the discard pile",
        (EXHAUSTED, EXPOSE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn", empty_draw=True),
        "combine 4a 5b 6c keep 4a",
        {},
        {
            "phase": "start",
            "turn": 1,
            "reshuffled": True,
            "discard_pile": ["5b", "6c"],
            "last_discarded": 2,
            "draw_pile_size": 41,
            "hand_sizes": [5, 5],
        },
        f"{EXHAUSTED_PILE}, and its example of the North triplet: the new draw pile is the discards 'minus the two "
        "cards discarded at the end of the Combination': 43 cards, two of them drawn.",
    ),
    (
        "apply-refill-exhausted-round-drawn",
        "under the optional rule an exhausted draw pile ends the round drawn, nobody scoring",
        (EXHAUSTED,),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn", empty_draw=True),
        "combine 4a 5b 6c keep 4a",
        DRAWN_ROUND,
        {
            "phase": "round-over",
            "winner": None,
            "totals": [0, 0],
            "reshuffled": False,
            "draw_pile_size": 0,
            "hand_sizes": [3, 5],
        },
        "Optional Rules: 'A Round ends at the end of the Turn in which the draw pile is entirely exhausted ... no "
        "points are scored'; nothing is left to refill the hand with.",
    ),
    (
        "apply-refill-of-one-card-round-drawn",
        "under the optional rule a refill that finds one card leaves four in hand and the round ends drawn",
        (EXHAUSTED, HAND_SIZE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn", to_draw=1),
        "combine 4a 5b 6c keep 4a",
        DRAWN_ROUND,
        {"phase": "round-over", "winner": None, "reshuffled": False, "draw_pile_size": 0, "hand_sizes": [4, 5]},
        "Optional Rules: the Round ends 'at the end of the Turn in which the draw pile is entirely exhausted': the "
        "refill takes the one card left (3 + 1 = 4 in hand) and nothing is shuffled, so the turn, the round's last, "
        "ends one card short of five.",
    ),
    (
        "apply-drawn-round-four-ends-the-game",
        "under the optional rule a drawn fourth round is the last: the game is over",
        (EXHAUSTED, ROUNDS),
        "accepts",
        Position("1a 3b 5c E S W", phase="drawn", empty_draw=True, round=4, totals=(5, 2)),
        "discard W",
        DRAWN_ROUND,
        {"phase": "game-over", "round": 4, "winner": None, "totals": [5, 2], "game_winners": [0]},
        "Optional Rules: the Round 'ends in a draw and no points are scored' — a Round that has ended, the fourth of "
        "the game's '4 Rounds' (Goal of the Game): the game is over, 5 against 2.",
    ),
    (
        "apply-draw-the-last-card",
        "a draw that takes the draw pile's last card shuffles the discards into a new draw pile at once",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b E S W", to_draw=1, discard="9d", last_discarded=1),
        "draw",
        {},
        {"phase": "drawn", "reshuffled": True, "discard_pile": [], "draw_pile_size": 43, "hand_sizes": [6, 5]},
        f"{EXHAUSTED_PILE}: 'When the draw pile is exhausted, the cards of the Discard Pile are shuffled' "
        "(draw.reshuffle=when-emptied): the 43 discards, the 9d the player did not chow included.",
    ),
    (
        "apply-draw-the-last-card-when-needed",
        "a draw that takes the draw pile's last card leaves the discards until a card is needed",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b E S W", to_draw=1, discard="9d", last_discarded=1),
        "draw",
        WHEN_NEEDED,
        {"phase": "drawn", "reshuffled": False, "draw_pile_size": 0, "hand_sizes": [6, 5]},
        f"{EXHAUSTED_PILE} read as at need (draw.reshuffle=when-needed): nothing is shuffled until a card must be "
        "taken from the empty pile.",
    ),
    (
        "apply-refill-takes-the-last-cards",
        "a refill that takes the draw pile's last two cards rebuilds it at once, less the two discards",
        (EXHAUSTED, EXPOSE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn", to_draw=2),
        "combine 4a 5b 6c keep 4a",
        {},
        {"turn": 1, "reshuffled": True, "discard_pile": ["5b", "6c"], "draw_pile_size": 41, "hand_sizes": [5, 5]},
        f"{EXHAUSTED_PILE}: exhausted 'while a player is refilling his Hand after making a Combination', so the new "
        "draw pile is the 41 older discards, the 5b and 6c left for the opponent.",
    ),
    (
        "apply-refill-takes-the-last-cards-when-needed",
        "a refill that takes the draw pile's last two cards leaves the discards until a card is needed",
        (EXHAUSTED, EXPOSE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn", to_draw=2),
        "combine 4a 5b 6c keep 4a",
        WHEN_NEEDED,
        {"turn": 1, "reshuffled": False, "draw_pile_size": 0, "last_discarded": 2, "hand_sizes": [5, 5]},
        f"{EXHAUSTED_PILE} read as at need (draw.reshuffle=when-needed): the refill found two cards; nothing is "
        "shuffled yet.",
    ),
    (
        "apply-draw-after-a-refill-took-the-last-cards",
        "a draw from the pile the opponent's refill emptied leaves that combination's two discards",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b E S W", empty_draw=True, discard="5b 6c", last_discarded=2),
        "draw",
        WHEN_NEEDED,
        {"phase": "drawn", "reshuffled": True, "discard_pile": ["5b", "6c"], "draw_pile_size": 41},
        f"{EXHAUSTED_PILE}: the pile was exhausted while the opponent refilled after the combination that discarded "
        "5b and 6c, so it is 'rebuilt from the discarded cards minus the two cards discarded at the end of the "
        "Combination' (draw.reshuffle=when-needed rebuilds it only now): 54 - 5 - 5 - 2 = 42 cards, one drawn.",
    ),
    (
        "apply-discard-on-an-empty-draw-pile",
        "a discard after the draw pile's last card passes the turn; the discards wait to be reshuffled",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b 5c E S W", phase="drawn", empty_draw=True),
        "discard W",
        WHEN_NEEDED,
        {"phase": "start", "turn": 1, "reshuffled": False, "draw_pile_size": 0, "last_discarded": 1},
        f"{EXHAUSTED_PILE} read as at need (draw.reshuffle=when-needed): a discard takes no card, so nothing is "
        "shuffled yet; the opponent may still chow the W.",
    ),
    (
        "apply-discard-on-an-empty-draw-pile-drawn",
        "under the optional rule the turn that emptied the draw pile ends the round",
        (EXHAUSTED,),
        "accepts",
        Position("1a 3b 5c E S W", phase="drawn", empty_draw=True),
        "discard W",
        DRAWN_ROUND,
        {"phase": "round-over", "winner": None, "turn": 0, "hand_sizes": [5, 5]},
        "Optional Rules: the round ends 'at the end of the Turn in which the draw pile is entirely exhausted'.",
    ),
    (
        "apply-mahjong-scores-the-winner",
        "the fifth combination wins the round and scores the five-card score pile",
        (MAHJONG, "tzq.score.five-elements"),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", totals=(3, 7)),
        "combine 9a 9b T keep T",
        {},
        {
            "phase": "round-over",
            "winner": 0,
            "totals": [7, 7],
            "score_piles": [["1a", "3b", "5c", "7d", "T"], []],
            "discard_pile": ["9a", "9b"],
            "hand_sizes": [3, 5],
        },
        "End of the Round: the fifth combination is Mah-jong and only its player scores: blue, red, green, white and "
        "the black Tien Zi Que card, Five Elements +4, so 3 + 4 = 7; no refill.",
    ),
    (
        "apply-mahjong-worth-nothing",
        "a Mah-jong that scores nothing still wins the round",
        (MAHJONG,),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d"),
        "combine 9a 9b T keep 9a",
        {},
        {"phase": "round-over", "winner": 0, "totals": [0, 0]},
        "End of the Round: 'it is possible to score no points in a Round': 1a 3b 5c 7d 9a has no row of the table.",
    ),
    (
        "apply-mahjong-worth-nothing-two-points",
        "under the two-point minimum a Mah-jong that scores nothing is refused",
        (MAHJONG,),
        "refuses",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d"),
        "combine 9a 9b T keep 9a",
        TWO_POINTS,
        REFUSED,
        "Optional Rules: 'To be able to make Mah-jong, a player must have at least two points'.",
    ),
    (
        "apply-mahjong-in-round-four-ends-the-game",
        "Mah-jong in the fourth round ends the game",
        (ROUNDS, MAHJONG),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 12)),
        "combine 9a 9b T keep T",
        {},
        {"phase": "game-over", "round": 4, "winner": 0, "totals": [14, 12], "game_winners": [0]},
        "Goal of the Game: the game ends after 4 Rounds; 10 + 4 (Five Elements) = 14, more than 12: player 0 wins.",
    ),
    (
        "apply-mahjong-in-round-four-ties",
        "a last Mah-jong that brings the totals level: both players share the win",
        (ROUNDS, MAHJONG),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 14)),
        "combine 9a 9b T keep T",
        {},
        {"phase": "game-over", "winner": 0, "totals": [14, 14], "game_winners": [0, 1]},
        "Goal of the Game: 'Score the most points ... after 4 Rounds'; 10 + 4 (Five Elements) = 14, the opponent's "
        "14: equal totals share the win (game.tie=share).",
    ),
    (
        "apply-mahjong-in-round-four-ties-no-winner",
        "a last Mah-jong that brings the totals level: nobody wins under game.tie=no-winner",
        (ROUNDS, MAHJONG),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 14)),
        "combine 9a 9b T keep T",
        {"game.tie": "no-winner"},
        {"phase": "game-over", "winner": 0, "totals": [14, 14], "game_winners": []},
        "Goal of the Game read as 'the most points' alone (game.tie=no-winner): 14 and 14, nobody has the most.",
    ),
    (
        "apply-mahjong-in-round-four-sole-winner-no-winner",
        "under game.tie=no-winner a player with the most points still wins",
        (ROUNDS, MAHJONG),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 3)),
        "combine 9a 9b T keep T",
        {"game.tie": "no-winner"},
        {"phase": "game-over", "winner": 0, "totals": [14, 3], "game_winners": [0]},
        "Goal of the Game: 1a 3b 5c 7d T is blue red green white black, Five Elements +4, so 10 + 4 = 14 against 3; "
        "the most points wins, whatever a tie would give.",
    ),
    (
        "apply-next-round-alternates-the-first-player",
        "the next round is dealt afresh, the other player first, the totals kept",
        (ROUNDS,),
        "accepts",
        Position("1a 3b E", phase="round-over", winner=0, score_pile="E S W 4a 9d", totals=(9, 3)),
        "next-round",
        {},
        {
            "phase": "start",
            "round": 2,
            "turn": 1,
            "winner": None,
            "totals": [9, 3],
            "score_piles": [[], []],
            "discard_pile": [],
            "hand_sizes": [5, 5],
            "draw_pile_size": 44,
        },
        "Setup and Goal of the Game: each player is first player twice in the four rounds (round 1 player 0, so "
        "round 2 player 1); five cards each from the shuffled deck, 44 to draw.",
    ),
    (
        "apply-next-round-pairs-keeps-the-first-player",
        "under round.first-player=pairs round one's first player also starts round 2",
        (ROUNDS,),
        "accepts",
        Position("1a 3b E", phase="round-over", winner=0, score_pile="E S W 4a 9d", totals=(9, 3)),
        "next-round",
        {"round.first-player": "pairs"},
        {"phase": "start", "round": 2, "turn": 0, "totals": [9, 3], "game_winners": None},
        "Setup: 'each player will be 1st player during 2 Rounds', read as two rounds each in turn "
        "(round.first-player=pairs): player 0 starts rounds 1 and 2, player 1 rounds 3 and 4.",
    ),
    (
        "apply-next-round-pairs-changes-at-round-three",
        "under round.first-player=pairs the other player starts round 3",
        (ROUNDS,),
        "accepts",
        Position("1a 3b E", phase="round-over", round=2, winner=0, score_pile="E S W 4a 9d", totals=(9, 3)),
        "next-round",
        {"round.first-player": "pairs"},
        {"phase": "start", "round": 3, "turn": 1, "totals": [9, 3], "game_winners": None},
        "Setup: 'each player will be 1st player during 2 Rounds', read as two rounds each in turn "
        "(round.first-player=pairs): player 0 started rounds 1 and 2, so player 1 starts round 3.",
    ),
    (
        "apply-no-next-round-during-play",
        "a round being played cannot be skipped",
        (ROUNDS,),
        "refuses",
        Position("1a 3b E S W"),
        "next-round",
        {},
        REFUSED,
        "End of the Round: a round ends with a Mah-jong (or, under the optional rule, an exhausted draw pile).",
    ),
    (
        "apply-no-fifth-round",
        "after the fourth round no round is dealt",
        (ROUNDS,),
        "refuses",
        Position("1a 3b E", phase="game-over", round=4, winner=0, score_pile="E S W 4a 9d"),
        "next-round",
        {},
        REFUSED,
        "Goal of the Game: 'by the end of the game, after 4 Rounds'.",
    ),
)


def _apply_case(
    case_id: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    spec: Position,
    action: str,
    readings: Mapping[str, str],
    fields: Mapping[str, Any],
    why: str,
) -> Case:
    """One confirmed ``apply`` case; :class:`CaseDisagreementError` when the engine differs from a hand-worked field."""
    case = rulebook_case(
        id=case_id,
        description=description,
        question="apply",
        rules=rules,
        outcome=outcome,
        given={"state": position(spec), "action": action},
        why=why,
        readings=readings,
    )
    answer = case.expected
    wrong = {key: answer.get(key, "(absent)") for key, value in fields.items() if answer.get(key) != value}
    if wrong or (fields == REFUSED) != (answer == REFUSED):
        raise CaseDisagreementError(f"case {case_id}: the hand-worked fields {dict(fields)}, the engine gives {wrong}")
    return case


def apply_rulebook() -> Corpus:
    """What an action leads to in hand-built positions, worked by hand."""
    return Corpus(
        GAME,
        "apply_rulebook",
        "What an action leads to in hand-built positions, worked by hand.",
        tuple(_apply_case(*row) for row in APPLY_CASES),
    )


__all__ = ["APPLY_CASES", "apply_rulebook"]
