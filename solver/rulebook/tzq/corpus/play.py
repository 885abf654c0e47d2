"""Tien Zi Que conformance cases about turns: the legal actions of hand-built positions, worked by hand.

Family ``legal_actions_rulebook`` (``generated/tzq/legal_actions_rulebook.json``). Each position holds all 54 cards
(:func:`position`): the hands and piles the case names, the rest in the draw pile in the deck's canonical order.
The active player is player 0 unless the case says otherwise. The cases cover the two steps of a turn (``start``:
draw or chow; ``drawn``: discard or a Pung; ``taken``: the Chow's combination), the discard pile's two top cards
after a combination, a discarded joker, one combination a turn, exposing, Mah-jong with and without the optional
minimum of two points, an exhausted draw pile, and the rounds' end.

Action texts are those of :mod:`rulebook.tzq.actions`: ``draw``, ``chow 5c``, ``discard 9d``,
``combine 4a 5b 6c keep 4a``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebook.core.corpus.cases import Corpus, Outcome
from rulebook.tzq.cards import Cards, deck, format_cards, parse_tokens
from rulebook.tzq.corpus.case_builder import GAME, rulebook_case

ACTIONS = "tzq.turn.actions"
ONE = "tzq.turn.one-combination"
EXPOSE = "tzq.turn.expose"
HAND_SIZE = "tzq.turn.hand-size"
EXHAUSTED = "tzq.draw.exhausted"
MAHJONG = "tzq.round.mahjong"
ROUNDS = "tzq.game.rounds"
JOKER = "tzq.combination.joker"
COURSE = "Course of Play"
EXPOSING = "Exposing a Combination"


@dataclass(frozen=True)
class Position:
    """What a hand-built position names; every other card is in the draw pile (or, with ``empty_draw``, discarded)."""

    hand: str
    other_hand: str = "3d 6d 8a 8b 8d"
    discard: str = ""
    """The discard pile, bottom card first."""
    last_discarded: int = 0
    phase: str = "start"
    taken: str | None = None
    drawn: str | None = None
    """In phase ``drawn``, the card just drawn; the hand's last card as written when not named."""
    score_pile: str = ""
    other_score_pile: str = ""
    round: int = 1
    winner: int | None = None
    empty_draw: bool = False
    """Put every card not named on the discard pile, under the named ones, leaving the draw pile empty."""
    to_draw: int | None = None
    """Leave only this many of the cards not named in the draw pile, the others on the discard pile (as
    ``empty_draw``, which is ``to_draw=0``)."""
    totals: tuple[int, int] = (0, 0)
    """The players' totals from the rounds before."""
    extra: Mapping[str, Any] = field(default_factory=dict)


def position(spec: Position) -> dict[str, Any]:
    """The state JSON of ``spec`` (``spec/tzq-state.schema.json``): all 54 cards, player 0 to move."""
    hand, other = parse_tokens(spec.hand), parse_tokens(spec.other_hand)
    pile, other_pile = parse_tokens(spec.score_pile), parse_tokens(spec.other_score_pile)
    discard = parse_tokens(spec.discard)
    named = Cards.of([*hand, *other, *pile, *other_pile, *discard])
    rest = (deck() - named).tokens()
    left = 0 if spec.empty_draw else spec.to_draw
    draw_pile, discard_pile = (list(rest), discard) if left is None else (list(rest[:left]), [*rest[left:], *discard])
    return {
        "game": "tzq",
        "round": spec.round,
        "first_player": 0,
        "turn": 0,
        "phase": spec.phase,
        "players": [
            {"hand": list(Cards.of(hand).tokens()), "score_pile": pile, "total": spec.totals[0]},
            {"hand": list(Cards.of(other).tokens()), "score_pile": other_pile, "total": spec.totals[1]},
        ],
        "draw_pile": draw_pile,
        "discard_pile": discard_pile,
        "last_discarded": spec.last_discarded,
        "taken": spec.taken,
        "drawn": (spec.drawn or hand[-1]) if spec.phase == "drawn" else None,
        "seed": 0,
        "reshuffles": 0,
        "winner": spec.winner,
        **spec.extra,
    }


def discards(hand: str) -> list[str]:
    """``discard X`` for each kind in ``hand``."""
    return [f"discard {kind}" for kind in dict.fromkeys(Cards.of(parse_tokens(hand)).tokens())]


def combine(cards: str, *keeps: str) -> list[str]:
    """``combine A B C keep K`` for each ``K`` (all three kinds of the combination when none is given)."""
    kinds = parse_tokens(cards)
    text = format_cards(kinds)
    return [f"combine {text} keep {keep}" for keep in (keeps or tuple(dict.fromkeys(kinds)))]


TWO_POINTS = {"mahjong.minimum": "two-points"}
DRAWN_ROUND = {"round.exhausted": "drawn"}
MUST_INCLUDE = {"pung.drawn-card": "must-include"}
WHEN_NEEDED = {"draw.reshuffle": "when-needed"}
# (id, description, rules, outcome, position, the legal actions, readings, why)
PLAY_CASES: tuple[tuple[str, str, tuple[str, ...], Outcome, Position, Sequence[str], Mapping[str, str], str], ...] = (
    (
        "play-first-turn-draw",
        "the first turn of a round: draw, nothing to chow",
        (ACTIONS, HAND_SIZE),
        "accepts",
        Position("1a 3b E S W"),
        ["draw"],
        {},
        f"{COURSE}: the discard pile is empty, so no Chow; the player takes the top card of the draw pile (Draw or "
        "Make a Pung both begin so); five cards in hand at the start of the turn.",
    ),
    (
        "play-chow-top-discard",
        "a discarded 5 between the 4 and 6 in hand may be chowed",
        (ACTIONS,),
        "accepts",
        Position("4a 6b E S W", discard="5c", last_discarded=1),
        ["chow 5c", "draw"],
        {},
        f"{COURSE}, III: 'takes the card on top of the Discard Pile' and makes 4 5 6 with it.",
    ),
    (
        "play-no-chow-without-combination",
        "a discard that combines with nothing cannot be chowed",
        (ACTIONS,),
        "refuses",
        Position("1a 3b E S W", discard="9d", last_discarded=1),
        ["draw"],
        {},
        f"{COURSE}, III: the Chow 'creates a Combination that must include the card'; 9 combines with nothing here.",
    ),
    (
        "play-chow-either-of-two",
        "after a combination either of the two discarded cards may be chowed",
        (ACTIONS,),
        "accepts",
        Position("6a 7b E S W", discard="8c 5d", last_discarded=2),
        ["chow 5d", "chow 8c", "draw"],
        {},
        f"{COURSE}, III, Note: 'two cards were discarded ... may then choose between these two cards'; 5 6 7 or 6 7 8.",
    ),
    (
        "play-chow-only-the-top-after-a-draw",
        "after a Draw only the top discard may be chowed",
        (ACTIONS,),
        "refuses",
        Position("6a 7b E S W", discard="8c 5d", last_discarded=1),
        ["chow 5d", "draw"],
        {},
        f"{COURSE}, III: one card was discarded last (a Draw), so the 8 beneath it is out of reach.",
    ),
    (
        "play-no-chow-of-a-discarded-joker",
        "a joker just discarded cannot be chowed",
        (ACTIONS, JOKER),
        "refuses",
        Position("4a 5b E S W", discard="T", last_discarded=1),
        ["draw"],
        {},
        "\"TZQ\" Cards: 'forbidden to form a Combination using a TZQ card that has just been discarded'.",
    ),
    (
        "play-after-draw-discard-or-pung",
        "after drawing: discard any card, or expose 4 5 6 keeping one of it",
        (ACTIONS, EXPOSE),
        "accepts",
        Position("4a 5b 6c E S W", phase="drawn"),
        [*discards("4a 5b 6c E S W"), *combine("4a 5b 6c")],
        {},
        f"{COURSE}, I and II: discard one card (Draw) or make a combination (Make a Pung); {EXPOSING}: one of its "
        "three cards goes to the score pile.",
    ),
    (
        "play-pung-any-combination",
        "a Pung may expose a combination without the card drawn",
        (ACTIONS,),
        "accepts",
        Position("6a 6b 6c 9a 9b 9c", phase="drawn", drawn="9c"),
        [*discards("6a 6b 6c 9a 9b 9c"), *combine("6a 6b 6c"), *combine("9a 9b 9c")],
        {},
        f"{COURSE}, II: the player 'takes the 1st card of the draw pile, adds it to his Hand, then creates a "
        "Combination': any combination of the six cards, 6 6 6 (without the 9c drawn) as well as 9 9 9.",
    ),
    (
        "play-pung-must-include-drawn",
        "under must-include a Pung's combination holds the card drawn",
        (ACTIONS,),
        "refuses",
        Position("6a 6b 6c 9a 9b 9c", phase="drawn", drawn="9c"),
        [*discards("6a 6b 6c 9a 9b 9c"), *combine("9a 9b 9c")],
        MUST_INCLUDE,
        f"{COURSE}, II read as III ('a Combination that must include the card he has just taken'): 9c was drawn, so "
        "9 9 9 only; 6 6 6 stays in hand.",
    ),
    (
        "play-pung-must-include-drawn-joker",
        "under must-include a drawn joker must be used, and may be",
        (ACTIONS, JOKER),
        "accepts",
        Position("4a 5b 6c E S T", phase="drawn", drawn="T"),
        [*discards("4a 5b 6c E S T"), *combine("4a 5b T"), *combine("4a 6c T"), *combine("5b 6c T")],
        MUST_INCLUDE,
        f'{COURSE}, II: the T drawn is in every combination (4 5 T, 4 6 T, 5 6 T; not 4 5 6); "TZQ" Cards forbid '
        "only a joker 'that has just been discarded', and this one was drawn.",
    ),
    (
        "play-after-draw-never-six",
        "after drawing the player may not keep six cards",
        (HAND_SIZE,),
        "refuses",
        Position("1a 3b 5c E S W", phase="drawn"),
        discards("1a 3b 5c E S W"),
        {},
        "Glossary (Hand); Exposing (Reminder): five cards at the end of the turn, so after drawing every action gives "
        "a card up; no combination here, so only the discards.",
    ),
    (
        "play-after-chow-combine-only",
        "after a Chow only a combination with the taken card",
        (ACTIONS, EXPOSE),
        "refuses",
        Position("4a 5c 6b E S W", phase="taken", taken="5c"),
        combine("4a 5c 6b"),
        {},
        f"{COURSE}, III: the Chow must make a combination including the card taken: no discard; {EXPOSING}: the card "
        "kept is one of the three, never E, S or W.",
    ),
    (
        "play-one-combination-a-turn",
        "holding two triplets, each combine exposes one",
        (ONE,),
        "refuses",
        Position("E E E N N N", phase="drawn"),
        [*discards("E E E N N N"), *combine("E E E"), *combine("N N N")],
        {},
        f"{EXPOSING}: 'never expose more than one Combination per Turn, even if he has in hand all the cards'.",
    ),
    (
        "play-triplet-and-joker-each-action-once",
        "three Easts and a joker: each combination and keep is one action, however the cards are picked",
        (ACTIONS, JOKER),
        "accepts",
        Position("1a 9b E E E T", phase="drawn", drawn="9b"),
        [*discards("1a 9b E E E T"), *combine("E E E"), *combine("E E T")],
        {},
        f"{COURSE}, II and {EXPOSING}: after a Draw the player discards one of the kinds 1a 9b E T, or exposes a "
        "combination of the six cards: E E E (keep E), or E E with the joker (keep E or T); the three ways of "
        "picking two of the three Easts are one combination, so each is one action; 1a and 9b combine with nothing.",
    ),
    (
        "play-chow-with-a-triplet-in-hand",
        "after a Chow the triplet in hand may not be exposed instead",
        (ONE, ACTIONS),
        "accepts",
        Position("4a 5c 6b N N N", phase="taken", taken="5c"),
        combine("4a 5c 6b"),
        {},
        f"{COURSE}, III and {EXPOSING}: the one combination of the turn includes the card taken (4 5 6), not N N N.",
    ),
    (
        "play-fifth-combination",
        "a fifth combination makes Mah-jong whatever it scores",
        (MAHJONG,),
        "accepts",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d"),
        [*discards("9a 9b E S W T"), *combine("9a 9b T")],
        {},
        "End of the Round: 'When a player forms his 5th Combination, he makes Mah-jong'; any card may be kept.",
    ),
    (
        "play-fifth-combination-two-points",
        "under two-points only the keep worth two points makes Mah-jong",
        (MAHJONG,),
        "refuses",
        Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d"),
        [*discards("9a 9b E S W T"), *combine("9a 9b T", "T")],
        TWO_POINTS,
        "Optional Rules: a minimum of two points. Keeping 9a: 1a 3b 5c 7d 9a scores 0; 9b: 0; T: blue red green "
        "white black, Five Elements +4, so only keep T.",
    ),
    (
        "play-fifth-combination-worth-nothing",
        "under two-points a Mah-jong worth nothing is no action",
        (MAHJONG,),
        "refuses",
        Position("2a 2b 2c E S W", phase="drawn", score_pile="1a 3b 5c 7d"),
        discards("2a 2b 2c E S W"),
        TWO_POINTS,
        "Optional Rules: 1a 3b 5c 7d with a 2 kept scores 0 whichever 2 (no pair, no colour row, no run of five).",
    ),
    (
        "play-fourth-combination-two-points",
        "the minimum binds only the fifth combination",
        (MAHJONG,),
        "accepts",
        Position("2a 2b 2c E S W", phase="drawn", score_pile="1a 3b 5c"),
        [*discards("2a 2b 2c E S W"), *combine("2a 2b 2c")],
        TWO_POINTS,
        "Optional Rules: 'To be able to make Mah-jong' — a fourth combination is no Mah-jong.",
    ),
    (
        "play-fifth-combination-exactly-two-points",
        "under two-points a keep worth exactly two points makes Mah-jong, one worth one point does not",
        (MAHJONG,),
        "accepts",
        Position("1b 2c 3a E E T", phase="drawn", score_pile="1a 3b 5c 7d"),
        [
            *discards("1b 2c 3a E E T"),
            *combine("1b 2c 3a", "1b", "3a"),
            *combine("1b 2c T", "1b", "T"),
            *combine("1b 3a T", "1b", "3a", "T"),
            *combine("2c 3a T", "3a", "T"),
            *combine("E E T", "T"),
        ],
        TWO_POINTS,
        "Optional Rules: a minimum of two points. With 1a 3b 5c 7d kept before: keeping 1b or 3a makes a Pair +2 "
        "(red or blue with blue red green white: no colour row) = 2, enough; T makes blue red green white black, "
        "Five Elements +4; 2c scores 0 (1 2 3 5 7 is no run of five) and E only Characters +1 = 1, too few. The "
        "combinations: the run 1 2 3, the joker with any two of 1 2 3, and E E with the joker.",
    ),
    (
        "play-chow-for-mahjong",
        "a Chow that makes the fifth combination is offered",
        (MAHJONG, ACTIONS),
        "accepts",
        Position("2a 2b E S W", discard="2c", last_discarded=1, score_pile="1a 3b 5c 7d"),
        ["chow 2c", "draw"],
        {},
        f"{COURSE}, III: the discarded 2 makes the triplet 2 2 2 with the hand, the fifth combination (Mah-jong).",
    ),
    (
        "play-chow-for-mahjong-two-points",
        "under two-points a Chow whose only Mah-jong scores nothing is not offered",
        (MAHJONG, ACTIONS),
        "refuses",
        Position("2a 2b E S W", discard="2c", last_discarded=1, score_pile="1a 3b 5c 7d"),
        ["draw"],
        TWO_POINTS,
        "Optional Rules: every combination with the 2 is 2 2 2, and 1a 3b 5c 7d with any 2 kept scores 0 (no pair, "
        "no colour row, no run of five): the Chow could end in no legal action, so it is not offered.",
    ),
    (
        "play-exhausted-draw-pile",
        "an empty draw pile still lets the player draw: the discards are reshuffled",
        (EXHAUSTED, ACTIONS),
        "accepts",
        Position("1a 3b E S W", empty_draw=True, discard="9d", last_discarded=1),
        ["draw"],
        {},
        "Exhausted Draw Pile: 'the cards of the Discard Pile are shuffled to form a new draw pile'.",
    ),
    (
        "play-round-over-drawn",
        "a round ended drawn by the exhausted draw pile offers no action",
        (EXHAUSTED, ROUNDS),
        "refuses",
        Position("1a 3b E S W", phase="round-over", empty_draw=True, discard="9d"),
        [],
        DRAWN_ROUND,
        "Optional Rules: 'the Round ends in a draw and no points are scored'; nothing is played until the next round.",
    ),
    (
        "play-round-over-triplet-in-hand",
        "once a round is won, the three cards left in hand make no action even as a triplet",
        (ROUNDS,),
        "refuses",
        Position("N N N", phase="round-over", winner=0, score_pile="E S W 4a 9d"),
        [],
        {},
        "End of the Round: Mah-jong ends the round; no turn is played until the next round, so N N N left in the "
        "winner's hand is no combination to expose.",
    ),
    (
        "play-round-four",
        "round 4 is still played",
        (ROUNDS,),
        "accepts",
        Position("1a 3b E S W", round=4),
        ["draw"],
        {},
        "Goal of the Game: 'by the end of the game, after 4 Rounds'; the fourth round is played like the first.",
    ),
    (
        "play-game-over",
        "after the fourth round nothing is played",
        (ROUNDS,),
        "refuses",
        Position("1a 3b E", phase="game-over", round=4, winner=0, score_pile="E S W 4a 9d"),
        [],
        {},
        "Goal of the Game: the game ends after 4 Rounds.",
    ),
)


def legal_actions_rulebook() -> Corpus:
    """The legal actions of hand-built positions, worked by hand."""
    cases = [
        rulebook_case(
            id=case_id,
            description=description,
            question="legal_actions",
            rules=rules,
            outcome=outcome,
            given={"state": position(spec)},
            why=why,
            expected=sorted(actions),
            readings=readings,
        )
        for case_id, description, rules, outcome, spec, actions, readings, why in PLAY_CASES
    ]
    return Corpus(
        GAME, "legal_actions_rulebook", "The legal actions of hand-built positions, worked by hand.", tuple(cases)
    )


__all__ = ["PLAY_CASES", "Position", "combine", "discards", "legal_actions_rulebook", "position"]
