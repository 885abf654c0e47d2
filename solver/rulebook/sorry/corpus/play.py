"""SORRY! conformance cases about play: the legal actions of hand-built states and what actions lead to.

Families ``legal_actions_rulebook`` and ``apply_rulebook``. Each state is written out in full by :func:`state`:
the mode, the pawns, the phase and the colour on turn, the card drawn, the hands of the points game, and the draw
pile — the cards named to be on top, then the rest of the deck (45 cards) in the order of the card values — and
the discard pile. The expected answers are worked by hand in each case's ``why`` from "Starting pawns", "Moving
pawns", "Card values (2)", "Winning" and the two variants: an ``apply`` answer is the whole next state
(:func:`after` names what changes), or ``{"refused": true}``. The Z3 model does not encode the course of play
(spec: ``encoded_by = ["engine"]``), so these cases are the engine's, checked against the hand-worked answers.
No case reshuffles the discard pile: the order of a shuffle is chance, not a rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.sorry.cards import deck
from rulebook.sorry.corpus.case_builder import GAME, rulebook_case
from rulebook.sorry.position import position_from_text

DRAW = "sorry.turn.draw"
TWO = "sorry.card.two-again"
MUST = "sorry.move.must"
WIN = "sorry.game.win"
TEAM_WIN = "sorry.team.win"
HAND = "sorry.points.hand"
SETUP = "sorry.setup.start"
POINTS_SETUP = "sorry.points.setup"
DECK = "sorry.deck.cards"
FORWARD = "sorry.card.forward"
ELEVEN = "sorry.card.eleven"
SEVEN = "sorry.card.seven"
TEAM = "sorry.team.partners"
REFUSED = {"refused": True}


def state(
    mode: str,
    pawns: str,
    phase: str = "draw",
    turn: str | None = None,
    card: str | None = None,
    hands: Mapping[str, Sequence[str]] | None = None,
    top: Sequence[str] = (),
    discard: Sequence[str] = (),
    winners: Sequence[str] = (),
    turns: int = 0,
    cards: str = "forty-five",
) -> dict[str, Any]:
    """A state in the JSON form of ``spec/sorry-state.schema.json``; the draw pile is ``top``, then the rest.

    ``cards``: the deck the rest is taken from (reading ``deck.cards``).
    """
    position = position_from_text(pawns)
    held = Counter([*top, *discard, *(c for hand in (hands or {}).values() for c in hand)])
    if card is not None:
        held[card] += 1
    rest: list[str] = []
    for value in deck(cards):
        if held[value]:
            held[value] -= 1
        else:
            rest.append(value)
    return {
        "mode": mode,
        "pawns": position.as_json(),
        "draw": [*top, *rest],
        "discard": list(discard),
        "hands": {colour: list(hand) for colour, hand in (hands or {}).items()},
        "turn": turn or position.colours[0],
        "phase": phase,
        "card": card,
        "winners": list(winners),
        "seed": 0,
        "turns": turns,
    }


def after(before: Mapping[str, Any], **changes: Any) -> dict[str, Any]:
    """``before`` with some fields changed (``pawns`` given as text)."""
    data = dict(before)
    for name, value in changes.items():
        data[name] = position_from_text(value).as_json() if name == "pawns" else value
    return data


MOVE_FIVE = state("standard", "R:12 B:", "move", card="5")
TWO_MOVE = state("standard", "R:12 B:", "move", card="2")
TWO_BLOCKED = state("standard", "R:home,home,home,S5 B:", "move", card="2")
LAST_PAWN = state("standard", "R:home,home,home,S5 B:20", "move", card="1")
TEAM_LAST = state("teams", "R:home,home,home,home B: Y:home,home,home,S5 G:", "move", card="1")
POINTS = state(
    "points",
    "R:4 B:19",
    "play",
    hands={"R": ["1", "3", "4", "5", "sorry"], "B": ["7", "7", "8", "8", "10"]},
    top=["12"],
)
POINTS_TWO = state(
    "points",
    "R:4 B:19",
    "play",
    hands={"R": ["2", "3", "4", "5", "sorry"], "B": ["7", "7", "8", "8", "10"]},
    top=["12"],
)
SWAP_ONLY = state(
    "points",
    "R:1,S5,home,home B:20",
    "play",
    hands={"R": ["8", "8", "11", "12", "sorry"], "B": ["1", "2", "3", "4", "5"]},
    top=["7"],
)
DEAD_HAND = state(
    "points",
    "R:home,home,home,S5 B:19",
    "play",
    hands={"R": ["2", "3", "5", "8", "12"], "B": ["7", "7", "8", "8", "10"]},
    top=["1"],
)
DRAW_FIVE = state("standard", "R:12 B:", top=["5"])
FRESH = state("standard", "R: B:")
AFTER_TWO = state("standard", "R:14 B:", discard=["2"], turns=1)
OVER = state("standard", "R:home,home,home,home B:20", "over", winners=["R"], discard=["1"], turns=30)
TEAM_OVER = state(
    "teams", "R:home,home,home,home B: Y:home,home,home,home G:", "over", winners=["R", "Y"], discard=["1"], turns=60
)

POINTS_OVER = state(
    "points",
    "R:home,home,home,home B:19",
    "over",
    hands={"R": ["1", "3", "4", "5", "sorry"], "B": ["7", "7", "8", "8", "10"]},
    winners=["R"],
    discard=["1"],
    turns=30,
)
TEAM_SEVEN = state("teams", "R:10,11,12,13 B: Y:20,21,22 G:", "move", card="7")
SEVEN_WAYS = {"team.seven-split": "any-number"}

LEGAL_ACTIONS: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, state, expected (sorted action texts), why
    (
        "actions-draw",
        "a turn starts with a draw",
        (DRAW,),
        DRAW_FIVE,
        ["draw"],
        "Starting pawns: 'on a turn you draw the top card of the draw pile'.",
    ),
    (
        "actions-setup",
        "at the setup every pawn is in START and the first player draws",
        (SETUP, DRAW),
        FRESH,
        ["draw"],
        "Setup: every pawn starts in its colour's START; the first player's turn begins with a draw.",
    ),
    (
        "actions-forty-four",
        "the first edition's deck of 44 cards",
        (DECK, DRAW),
        state("standard", "R: B:", cards="forty-four"),
        ["draw"],
        "Reading deck.cards=forty-four (the first edition: four of each card): a state holding those 44 cards is a "
        "state of the game.",
        {"deck.cards": "forty-four"},
    ),
    (
        "actions-fifty-five",
        "the 1996 Waddingtons deck of 55 cards",
        (DECK, DRAW),
        state("standard", "R: B:", cards="fifty-five"),
        ["draw"],
        "Reading deck.cards=fifty-five (five of each card): a state holding those 55 cards is a state of the game.",
        {"deck.cards": "fifty-five"},
    ),
    (
        "actions-move",
        "with a card drawn, its moves",
        (DRAW, FORWARD),
        MOVE_FIVE,
        ["R 12-17"],
        "Card values (5): the one pawn off START moves five, 12 to 17.",
    ),
    (
        "actions-pass",
        "a card that moves nothing: the only action is to pass",
        (MUST,),
        state("standard", "R: B:", "move", card="3"),
        ["pass"],
        "Starting pawns: a 3 cannot start a pawn, and every red pawn is in START.",
    ),
    (
        "actions-points-play",
        "the points game: every move of every card of the hand",
        (HAND, POINTS_SETUP),
        POINTS,
        ["play 1: R 4-5", "play 3: R 4-7", "play 4: R 4-0", "play 5: R 4-9", "play sorry: R start sorry B 19"],
        "Playing for points: red picks a card of its hand and moves by it. 1: 4 to 5 (no pawn can come out onto red's "
        "own 4); 3: 4 to 7; 4: back to 0; 5: to 9, red's own long triangle, no slide; Sorry!: a pawn from START "
        "takes blue's 19. Every card moves, so none may be discarded.",
    ),
    (
        "actions-points-dead-hand",
        "the points game: no card of the hand moves, so one is discarded",
        (HAND, MUST),
        DEAD_HAND,
        ["discard 12", "discard 2", "discard 3", "discard 5", "discard 8"],
        "Playing for points: 'if none of your cards lets you move, discard one'. Red's only pawn out is on S5, one "
        "step from HOME, and no pawn is in START: 2, 3, 5, 8 and 12 all overshoot.",
    ),
    (
        "actions-points-swap-only",
        "the points game: a hand whose only move is an 11's swap may be discarded from",
        (HAND, ELEVEN),
        SWAP_ONLY,
        ["discard 11", "discard 12", "discard 8", "discard sorry", "play 11: R 1 swap B 20"],
        "Playing for points, reading points.swap-discard=may-discard: red's pawn on 1 is 7 steps from HOME (2, S1 to "
        "S5, HOME), so the 8, 11 and 12 overshoot and S5 moves by none of them; the Sorry! has no pawn in START. The "
        "11 may swap red 1 with blue 20, but the swap may be declined (Card values, 11), so the hand counts as one "
        "that does not let red move: red plays the swap or discards any card.",
    ),
    (
        "actions-points-swap-only-must-swap",
        "the points game: under must-swap, a hand whose only move is an 11's swap plays it",
        (HAND, ELEVEN),
        SWAP_ONLY,
        ["play 11: R 1 swap B 20"],
        "Playing for points, reading points.swap-discard=must-swap: the same hand; the swap is a move, so 'none of "
        "your cards lets you move' does not hold and no card may be discarded.",
        {"points.swap-discard": "must-swap"},
    ),
    (
        "actions-points-dead-hand-must-swap",
        "the points game: under must-swap, a hand of which no card moves is discarded from",
        (HAND, MUST),
        DEAD_HAND,
        ["discard 12", "discard 2", "discard 3", "discard 5", "discard 8"],
        "Playing for points, reading points.swap-discard=must-swap: no card may be discarded while one has a move, "
        "but none of red's has: S5 is one step from HOME and no pawn is in START, so 2, 3, 5, 8 and 12 overshoot; "
        "red discards any card.",
        {"points.swap-discard": "must-swap"},
    ),
    (
        "actions-points-over",
        "the points game: once a colour has won, the hand plays nothing",
        (WIN, HAND),
        POINTS_OVER,
        [],
        "Winning: red has all four pawns HOME and the game is over; red and blue still hold five cards each, but "
        "nothing more is played or discarded.",
    ),
)

APPLY: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, state, action, expected, why[, readings]
    (
        "apply-draw",
        "drawing takes the top card",
        (DRAW,),
        DRAW_FIVE,
        "draw",
        after(DRAW_FIVE, phase="move", card="5", draw=DRAW_FIVE["draw"][1:]),
        "Starting pawns: the top card, a 5, is drawn; the player now moves by it.",
    ),
    (
        "apply-move-then-next",
        "a move, the card discarded, the next player's turn",
        (DRAW, FORWARD),
        MOVE_FIVE,
        "R 12-17",
        after(MOVE_FIVE, pawns="R:17 B:", phase="draw", card=None, discard=["5"], turn="B", turns=1),
        "Starting pawns: move, then discard the card; play passes to the left, to blue.",
    ),
    (
        "apply-two-draws-again",
        "after a 2 the same player draws again",
        (TWO,),
        TWO_MOVE,
        "R 12-14",
        after(TWO_MOVE, pawns="R:14 B:", phase="draw", card=None, discard=["2"], turns=1),
        "Card values (2): draw again: red stays on turn.",
    ),
    (
        "apply-two-blocked-draws-again",
        "a 2 that moves nothing still draws again",
        (TWO, MUST),
        TWO_BLOCKED,
        "pass",
        after(TWO_BLOCKED, phase="draw", card=None, discard=["2"], turns=1),
        "Card values (2): 'in either case, draw again, even if you could not move'. S5 + 2 overshoots HOME.",
    ),
    (
        "apply-move-before-draw",
        "at the setup a pawn cannot move before a card is drawn",
        (SETUP, DRAW),
        FRESH,
        "R start-4",
        REFUSED,
        "Starting pawns: to move a pawn out of START you must first draw a 1 or a 2.",
    ),
    (
        "apply-two-is-a-draw-not-a-move",
        "after a 2 the player draws again; the 2 does not move twice",
        (TWO,),
        AFTER_TWO,
        "R 14-16",
        REFUSED,
        "Card values (2): 'draw again': the second card is drawn from the pile, so red's next action is a draw.",
    ),
    (
        "apply-over",
        "when a colour has all four pawns HOME the game is over",
        (WIN,),
        OVER,
        "draw",
        REFUSED,
        "Winning: red has all four pawns HOME and has won; nothing more is played.",
    ),
    (
        "apply-team-over",
        "when a team has all eight pawns HOME the game is over",
        (TEAM_WIN,),
        TEAM_OVER,
        "draw",
        REFUSED,
        "Team rules: red and yellow have all eight pawns HOME and have won; nothing more is played.",
    ),
    (
        "apply-points-no-draw",
        "the points game plays from the hand: there is no draw to make",
        (POINTS_SETUP, HAND),
        POINTS,
        "draw",
        REFUSED,
        "Playing for points: a player holds five cards and plays one; the replacement comes with the play.",
    ),
    (
        "apply-no-six",
        "a 6 is no card of the game",
        (DECK, HAND),
        POINTS,
        "play 6: R 4-10",
        REFUSED,
        "Questions and answers: 'Where are the 6 and 9 cards? There are none.'",
    ),
    (
        "apply-illegal-move",
        "a move the card does not give is refused",
        (FORWARD,),
        MOVE_FIVE,
        "R 12-18",
        REFUSED,
        "Card values (5): five forward from 12 is 17, not 18.",
    ),
    (
        "apply-draw-out-of-turn",
        "drawing again while holding a card is refused",
        (DRAW,),
        MOVE_FIVE,
        "draw",
        REFUSED,
        "Starting pawns: a drawn card is moved by, then discarded, before the next draw.",
    ),
    (
        "apply-win",
        "the fourth pawn HOME wins",
        (WIN,),
        LAST_PAWN,
        "R S5-home",
        after(
            LAST_PAWN,
            pawns="R:home,home,home,home B:20",
            phase="over",
            card=None,
            discard=["1"],
            winners=["R"],
            turns=1,
        ),
        "Winning: red's last pawn goes from S5 HOME with the 1: all four are HOME and red wins.",
    ),
    (
        "apply-team-win",
        "under the team rules the eighth pawn HOME wins for both partners",
        (TEAM_WIN,),
        TEAM_LAST,
        "Y S5-home",
        after(
            TEAM_LAST,
            pawns="R:home,home,home,home B: Y:home,home,home,home G:",
            phase="over",
            card=None,
            discard=["1"],
            winners=["R", "Y"],
            turns=1,
        ),
        "Team rules: red moves its partner's last pawn HOME; all eight are HOME and red and yellow win.",
    ),
    (
        "apply-points-play",
        "the points game: play a card, discard it, draw a replacement",
        (HAND,),
        POINTS,
        "play 3: R 4-7",
        after(
            POINTS,
            pawns="R:7 B:19",
            hands={"R": ["1", "4", "5", "12", "sorry"], "B": POINTS["hands"]["B"]},
            draw=POINTS["draw"][1:],
            discard=["3"],
            turn="B",
            turns=1,
        ),
        "Playing for points: red plays the 3 (4 to 7), discards it and draws the top card, a 12, keeping five.",
    ),
    (
        "apply-points-two-plays-again",
        "the points game: after a 2 the player plays another card",
        (HAND, TWO),
        POINTS_TWO,
        "play 2: R 4-6",
        after(
            POINTS_TWO,
            pawns="R:6 B:19",
            hands={"R": ["3", "4", "5", "12", "sorry"], "B": POINTS_TWO["hands"]["B"]},
            draw=POINTS_TWO["draw"][1:],
            discard=["2"],
            turns=1,
        ),
        "Playing for points: the normal rules apply, so a 2 gives another card (reading points.two=another-card): "
        "red plays the 2, draws the 12 and stays on turn.",
    ),
    (
        "apply-points-discard",
        "the points game: a dead hand discards one card and draws",
        (HAND,),
        DEAD_HAND,
        "discard 8",
        after(
            DEAD_HAND,
            hands={"R": ["1", "2", "3", "5", "12"], "B": DEAD_HAND["hands"]["B"]},
            draw=DEAD_HAND["draw"][1:],
            discard=["8"],
            turn="B",
            turns=1,
        ),
        "Playing for points: no card moves, so red discards the 8 and draws the top card, a 1; the turn is over.",
    ),
    (
        "apply-points-discard-refused",
        "the points game: a card that moves may not be discarded",
        (HAND, MUST),
        POINTS,
        "discard 3",
        REFUSED,
        "Playing for points: a player who can move must (Moving pawns), so discarding is only for a dead hand.",
    ),
    (
        "apply-points-card-not-in-hand",
        "the points game: a card not in the hand cannot be played",
        (HAND,),
        POINTS,
        "play 2: R 4-6",
        REFUSED,
        "Playing for points: red plays a card of its hand, which holds 1, 3, 4, 5 and Sorry!: there is no 2 to play, "
        "though a 2 would move 4 to 6.",
    ),
    (
        "apply-points-not-a-move-of-the-card",
        "the points game: a card of the hand is played only by one of its moves",
        (HAND, FORWARD),
        POINTS,
        "play 3: R 4-8",
        REFUSED,
        "Playing for points, Card values (3): red holds a 3, but three forward from 4 is 7, not 8.",
    ),
    (
        "apply-team-seven-split-seven-ways",
        "under the team rules a 7 may be shared by seven pawns, one step each",
        (SEVEN, TEAM, DRAW),
        TEAM_SEVEN,
        "R 13-14, R 12-13, R 11-12, R 10-11, Y 22-23, Y 21-22, Y 20-21",
        after(
            TEAM_SEVEN,
            pawns="R:11,12,13,14 B: Y:21,22,23 G:",
            phase="draw",
            card=None,
            discard=["7"],
            turn="B",
            turns=1,
        ),
        "Variants (Team rules), reading team.seven-split=any-number: the 7 may be split among any of the partners' "
        "pawns. Each of red's four and yellow's three steps one forward, the front pawn of each row first so that "
        "no part lands on a pawn of its own colour; no square is a triangle (16 and 24 are blue's). The 7 is "
        "discarded and blue, the next seat, draws.",
        SEVEN_WAYS,
    ),
)


def legal_actions_rulebook() -> Corpus:
    """Family ``legal_actions_rulebook``: the legal actions of hand-built states."""
    cases: list[Case] = []
    for case_id, description, rules, given, expected, why, *readings in LEGAL_ACTIONS:
        outcome: Outcome = "refuses" if expected in (["pass"], []) else "accepts"
        data = {"state": given}
        chosen = readings[0] if readings else None
        cases.append(rulebook_case(case_id, description, "legal_actions", rules, outcome, data, why, expected, chosen))
    return Corpus(
        GAME, "legal_actions_rulebook", "the legal actions of hand-built states, worked by hand", tuple(cases)
    )


def apply_rulebook() -> Corpus:
    """Family ``apply_rulebook``: what an action leads to, or that it is refused."""
    cases: list[Case] = []
    for case_id, description, rules, given, action, expected, why, *readings in APPLY:
        outcome: Outcome = "refuses" if expected == REFUSED else "accepts"
        data = {"state": given, "action": action}
        chosen = readings[0] if readings else None
        cases.append(rulebook_case(case_id, description, "apply", rules, outcome, data, why, expected, chosen))
    return Corpus(GAME, "apply_rulebook", "what an action leads to, worked by hand", tuple(cases))


__all__ = ["apply_rulebook", "legal_actions_rulebook", "state"]
