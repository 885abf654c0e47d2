"""The inputs of Tien Zi Que's sweep matrix: each rule at every number it states, attribute it reads and source.

The register (``spec/tzq.toml``) says what each rule reads (its ``sweep`` table); the core
(:mod:`rulebook.core.corpus.sweeps`) asks :func:`sweeper` for the inputs of each cell and turns them into cases, each
answered by the engine and confirmed by the Z3 model. The inputs are hand-built in :data:`CELLS`, one entry per
(rule, cell): the smallest input that puts the rule at that point, with the rulebook section and the counting that
makes its outcome right. Sections refer to ``spec/rulebooks/tien-zi-que.txt``.

- Thresholds are asked with the fewest cards: a ``combination`` of three cards, a five-card ``score`` pile, or one
  action (``apply``) or the legal actions (``legal_actions``) of a position built by
  :func:`rulebook.tzq.corpus.play.position` (every card not named in the draw pile).
- An attribute pair changes one card in one attribute alone — a coin's number, a coin's series, which honour a card
  is, or a card turned into the joker — everything else held.
- The multiplicity cells are read from the deck the register states (rule ``tzq.deck.cards``), not from the engine:
  every card of the notation (``4a``: one copy; ``E``: three; ``T``: three) and every coin number (four coins of a
  number, one of each series), each asked at its count in a score pile and one past it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from rulebook.core.corpus.cases import Outcome
from rulebook.core.corpus.sweep_matrix import Cell
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import load_spec
from rulebook.tzq.corpus.play import DRAWN_ROUND, TWO_POINTS, WHEN_NEEDED, Position, position

DECK_RULE = "tzq.deck.cards"
NUMBER_WORDS: Mapping[str, int] = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
HONOUR_LETTERS: Mapping[str, str] = {"East": "E", "South": "S", "West": "W", "North": "N", "Red Dragon": "D"}
"""The notation's letter of each honour the deck's statement names."""
SERIES_LETTERS = "abcd"
FILLERS = ("1a", "5b", "9c", "E", "D", "3d", "7a")
"""Cards that fill a multiplicity pile to five, taken in order, skipping any of the kind (or coin number) asked."""
CONTENTS = "Contents"
GLOSSARY = "Glossary"
COURSE = "Course of Play"
EXPOSING = "Exposing a Combination"
EXHAUSTED = "Exhausted Draw Pile"
JOKER_SECTION = '"Tien Zi Que" ("TZQ") Cards'


def _count(word: str) -> int:
    """A count the statement writes as a word or as digits."""
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _match(pattern: str, text: str) -> re.Match[str]:
    """``pattern`` in the deck's statement; a :class:`ValueError` when the statement no longer says it."""
    found = re.search(pattern, text)
    if found is None:
        raise ValueError(f"the statement of {DECK_RULE} no longer matches {pattern!r}")
    return found


def deck_counts() -> dict[str, int]:
    """Every kind of card and the copies the deck holds, read from the statement of ``tzq.deck.cards``.

    Contents: 36 Coin cards (the numbers 1 to 9 in four series, one card of each number and series), three of each
    honour, three Tien Zi Que cards; the facts make the four series one suit, so a coin number ("coin 4") is a kind
    too, with four copies (one per series).
    """
    rule = next(entry for entry in load_spec("tzq")["rule"] if entry["id"] == DECK_RULE)
    text = " ".join(rule["statement"].split())
    coins = _match(r"(\d+) Coin cards \(the numbers (\d) to (\d) in (\w+) series", text)
    total, low, high, series = int(coins[1]), int(coins[2]), int(coins[3]), _count(coins[4])
    if total != (high - low + 1) * series:
        raise ValueError(f"{DECK_RULE}: {total} coins are not {series} series of {low} to {high}")
    honours = _match(r'(\w+) of each "Character" card \(the winds ([^)]*) and the Red Dragon\)', text)
    names = [*(name.strip() for name in honours[2].split(",")), "Red Dragon"]
    jokers = _match(r"(\w+) Tien Zi Que cards \(the jokers, written (\w)\)", text)
    per_number = _count(_match(r"(\w+) copies of each number", text)[1])
    counts = {f"{number}{letter}": 1 for number in range(low, high + 1) for letter in SERIES_LETTERS[:series]}
    counts |= {f"coin {number}": per_number for number in range(low, high + 1)}
    counts |= {HONOUR_LETTERS[name]: _count(honours[1]) for name in names}
    counts[jokers[2]] = _count(jokers[1])
    return counts


# --- the inputs ------------------------------------------------------------------------------------------------


def combination(cards: str, outcome: Outcome, description: str, why: str) -> SweepInput:
    """Is ``cards`` a combination, and which."""
    return SweepInput("combination", {"cards": cards.split()}, outcome, description, why)


def scored(pile: str, outcome: Outcome, description: str, why: str, rules: tuple[str, ...] = ()) -> SweepInput:
    """What the five-card score pile ``pile`` scores."""
    return SweepInput("score", {"pile": pile.split()}, outcome, description, why, rules=rules)


def combos(hand: str, card: str, source: str, outcome: Outcome, description: str, why: str) -> SweepInput:
    """The combinations of a five-card hand with a card drawn or taken from the discard pile."""
    return SweepInput("combinations", {"hand": hand.split(), "card": card, "from": source}, outcome, description, why)


def applied(
    where: Position,
    action: str,
    outcome: Outcome,
    description: str,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> SweepInput:
    """What ``action`` leads to in the position ``where`` (player 0 to move)."""
    return SweepInput(
        "apply", {"state": position(where), "action": action}, outcome, description, why, readings=readings or {}
    )


def offered(
    where: Position, outcome: Outcome, description: str, why: str, readings: Mapping[str, str] | None = None
) -> SweepInput:
    """The legal actions of the position ``where``."""
    return SweepInput("legal_actions", {"state": position(where)}, outcome, description, why, readings=readings or {})


def impossible(question: str, data: Mapping[str, Any], description: str, why: str) -> SweepInput:
    """An input the rules make impossible: the engine must refuse it (:attr:`SweepInput.impossible`)."""
    return SweepInput(question, data, "refuses", description, why, impossible=True)


def impossible_apply(where: Position, action: str, description: str, why: str) -> SweepInput:
    """``action`` in the position ``where``, one of the two impossible (the position or the action)."""
    return impossible("apply", {"state": position(where), "action": action}, description, why)


def recounted(where: Position, *, missing: str | None = None, added: str | None = None) -> dict[str, Any]:
    """The state of ``where`` with one card taken out of its draw pile, or one more put on it (no position of 54)."""
    data = position(where)
    pile = list(data["draw_pile"])
    if missing is not None:
        pile.remove(missing)
    if added is not None:
        pile.append(added)
    return data | {"draw_pile": pile}


def multiplicity(kind: str, copies: int, most: int) -> SweepInput:
    """A score pile holding ``copies`` cards of ``kind`` (a card, or ``coin N``: coins of number N), filled to five."""
    if kind.startswith("coin "):
        number = kind.split()[1]
        cards = [f"{number}{SERIES_LETTERS[i % len(SERIES_LETTERS)]}" for i in range(copies)]
        face = number
    else:
        cards = [kind] * copies
        face = kind[0] if kind[0].isdigit() else kind
    fillers = [card for card in FILLERS if card[0] != face and card != kind]
    pile = " ".join([*cards, *fillers][:5])
    what = "the most the deck holds" if copies == most else "one past the deck"
    return scored(
        pile,
        "accepts" if copies == most else "refuses",
        f"{copies} of {kind} in a score pile: {pile}",
        f"{CONTENTS}: the deck holds {most} of {kind}, so {copies} is {what}"
        + ("" if copies == most else "; the input is no position of the game and must be refused"),
    )


# --- the table of cells ----------------------------------------------------------------------------------------

RUN = "tzq.combination.run"
TRIPLET = "tzq.combination.triplet"
JOKER = "tzq.combination.joker"
ACTIONS = "tzq.turn.actions"
DRAWING = "tzq.draw.exhausted"
MAHJONG = "tzq.round.mahjong"
ROUNDS = "tzq.game.rounds"
PAIR = "tzq.score.pair"
THREE = "tzq.score.three-of-a-kind"
CHARACTERS = "tzq.score.characters"

Builder = Callable[[], Sequence[SweepInput]]
SIX_CARDS = (
    "a score pile holds five cards (End of the Round: the fifth combination ends the round), so a pile of six is no "
    "position of the game: refused as input"
)


def round_start(hand: str, other_hand: str) -> Position:
    """The start of round 2 after round 1 ended 9 to 3, player 1 to move (round 1's first player was 0).

    Where the deal's ``next-round`` leads in rule ``tzq.game.rounds``' cell at five, with ``hand`` and ``other_hand``
    dealt in place of five cards each.
    """
    return Position(hand, other_hand=other_hand, round=2, totals=(9, 3), extra={"turn": 1})


def _cells() -> dict[tuple[str, str], Builder]:
    """Every cell's inputs by ``(rule, cell key)``; each builder returns the inputs of its cell."""
    run_why = f"{GLOSSARY} (Run): three coins whose numbers follow each other in numerical order; no number follows 9"
    triplet_why = f"{GLOSSARY} (Triplet): three identical cards; coins of one number are identical whatever series"
    four_of = "four identical cards score as the Three of a Kind they hold (reading score.four-of-a-kind=as-three)"
    final = Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4)
    five_elements = "keeping T makes 1a 3b 5c 7d T, Five Elements +4 (blue, red, green, white, black)"
    return {
        # tzq.deck.cards
        (DECK_RULE, "threshold:cards in the deck:at"): lambda: [
            offered(
                Position("1a 3b E S W"),
                "accepts",
                "a first turn with all 54 cards placed",
                f"{CONTENTS}: 5 + 5 cards in hand and 44 in the draw pile make the 54; the only action is draw.",
            )
        ],
        (DECK_RULE, "threshold:cards in the deck:below"): lambda: [
            impossible(
                "legal_actions",
                {"state": recounted(Position("1a 3b E S W"), missing="9d")},
                "a first turn with 53 cards placed, the 9d nowhere",
                f"{CONTENTS}: the deck is 54 cards and every one is in the game; 5 + 5 in hand and 43 in the draw "
                "pile make 53, a card lost, which no position of the game holds: refused as input.",
            )
        ],
        (DECK_RULE, "threshold:cards in the deck:above"): lambda: [
            impossible(
                "legal_actions",
                {"state": recounted(Position("1a 3b E S W"), added="9d")},
                "a first turn with 55 cards placed, a second 9d in the draw pile",
                f"{CONTENTS}: the deck is 54 cards, one coin of each number and series; 5 + 5 in hand and 45 in the "
                "draw pile make 55, a second 9d, which no position of the game holds: refused as input.",
            )
        ],
        # tzq.combination.size
        ("tzq.combination.size", "threshold:cards in a combination:below"): lambda: [
            combination("4a 4b", "refuses", "two coins of one number", f"{GLOSSARY}: 'no more, no less' than three.")
        ],
        ("tzq.combination.size", "threshold:cards in a combination:at"): lambda: [
            combination("4a 4b 4c", "accepts", "three coins of one number", f"{GLOSSARY}: three identical: triplet 4.")
        ],
        ("tzq.combination.size", "threshold:cards in a combination:above"): lambda: [
            combination(
                "4a 4b 4c 4d", "refuses", "four coins of one number", f"{GLOSSARY}: four cards are no combination."
            )
        ],
        # tzq.combination.run
        (RUN, "threshold:step between numbers:below"): lambda: [
            combination("4b 4c 4d", "refuses", "numbers 4 4 4, no step", f"{run_why}: 4 does not follow 4 (a triplet).")
        ],
        (RUN, "threshold:step between numbers:at"): lambda: [
            combination("3a 4b 5c", "accepts", "numbers 3 4 5, a step of one", f"{run_why}: 3, 4, 5 follow each other.")
        ],
        (RUN, "threshold:step between numbers:above"): lambda: [
            combination("3a 5b 7c", "refuses", "numbers 3 5 7, a step of two", f"{run_why}: 5 does not follow 3.")
        ],
        (RUN, "threshold:highest number of a run:below"): lambda: [
            combination("6a 7b 8c", "accepts", "the run 6 7 8, highest 8", f"{run_why}: 6, 7, 8.")
        ],
        (RUN, "threshold:highest number of a run:at"): lambda: [
            combination("7a 8b 9c", "accepts", "the run 7 8 9, highest 9", f"{run_why}: 7, 8, 9.")
        ],
        (RUN, "threshold:highest number of a run:above"): lambda: [
            combination("8a 9b 1c", "refuses", "8 9 and a 1 where a 10 would be", f"{run_why}: 1 does not follow 9.")
        ],
        (RUN, "threshold:lowest number of a run:below"): lambda: [
            combination(
                "9a 1b 2c", "refuses", "1 2 and a 9 where a 0 would be", f"{run_why}: 9 does not come before 1."
            )
        ],
        (RUN, "threshold:lowest number of a run:at"): lambda: [
            combination("1a 2b 3c", "accepts", "the run 1 2 3, lowest 1", f"{run_why}: 1, 2, 3.")
        ],
        (RUN, "threshold:lowest number of a run:above"): lambda: [
            combination("2a 3b 4c", "accepts", "the run 2 3 4, lowest 2", f"{run_why}: 2, 3, 4.")
        ],
        (RUN, "attribute:number:pair"): lambda: [
            combination("5a 6b 7c", "accepts", "the run 5 6 7", f"{run_why}: 5, 6, 7."),
            combination("5a 6b 8c", "refuses", "5 6 and an 8 of the same series", f"{run_why}: 8 does not follow 6."),
        ],
        (RUN, "attribute:series:pair"): lambda: [
            combination("2a 3b 4d", "accepts", "2 3 4 with the 4 of series d", f"{run_why}; series play no part."),
            combination("2a 3b 4a", "accepts", "2 3 4 with the 4 of series a", f"{run_why}; series play no part."),
        ],
        (RUN, "attribute:honour:pair"): lambda: [
            combination("E S W", "refuses", "East South West", f"{run_why}: honours carry no number."),
            combination("E S N", "refuses", "East South North", f"{run_why}: honours carry no number."),
        ],
        # tzq.combination.triplet
        (TRIPLET, "attribute:number:pair"): lambda: [
            combination("6a 6b 6c", "accepts", "three 6s", f"{triplet_why}: triplet 6."),
            combination("6a 6b 7c", "refuses", "two 6s and a 7 of the 6's series", f"{triplet_why}: 7 is no 6."),
        ],
        (TRIPLET, "attribute:series:pair"): lambda: [
            combination("8a 8b 8c", "accepts", "three 8s of series a b c", f"{triplet_why}: triplet 8."),
            combination("8a 8b 8d", "accepts", "three 8s of series a b d", f"{triplet_why}: triplet 8."),
        ],
        (TRIPLET, "attribute:honour:pair"): lambda: [
            combination("N N N", "accepts", "three North", f"{triplet_why}: triplet N (the rulebook's own example)."),
            combination("N N W", "refuses", "two North and a West", f"{triplet_why}: West is no North."),
        ],
        # tzq.combination.joker
        (JOKER, "threshold:jokers in a combination:below"): lambda: [
            combination("2b 3c 4d", "accepts", "a run without a joker", f"{JOKER_SECTION}: no joker needed: run 2-3-4.")
        ],
        (JOKER, "threshold:jokers in a combination:at"): lambda: [
            combination(
                "2b 3c T", "accepts", "2 3 and one joker", f"{JOKER_SECTION}, Example 1: T stands for 1 or 4: two runs."
            )
        ],
        (JOKER, "threshold:jokers in a combination:above"): lambda: [
            combination(
                "2b T T", "refuses", "a 2 and two jokers", f"{JOKER_SECTION}: 'never contain more than one TZQ card'."
            )
        ],
        (JOKER, "attribute:joker:pair"): lambda: [
            combination("S S T", "accepts", "two South and a joker", f"{JOKER_SECTION}, Example 2: T is the third S."),
            combination("S S E", "refuses", "two South and an East", f"{triplet_why}: East is no South."),
        ],
        (JOKER, "source:a joker in the hand:allowed"): lambda: [
            combos(
                "4a 5b T S W",
                "6c",
                "discard",
                "accepts",
                "a discarded 6 with 4 5 and a joker in hand",
                f"{JOKER_SECTION}: a joker held may stand in: 4 5 6, 5 6 T (T as 4 or 7) and 4 6 T (T as 5).",
            )
        ],
        (JOKER, "source:a joker just drawn:allowed"): lambda: [
            combos(
                "7a 8c E S W",
                "T",
                "draw",
                "accepts",
                "a joker drawn to 7 8 in hand",
                f"{JOKER_SECTION}: only a joker 'that has just been discarded' is barred; 7 8 T (T as 6 or 9).",
            )
        ],
        (JOKER, "source:a joker just discarded:forbidden"): lambda: [
            combos(
                "7a 8c E S W",
                "T",
                "discard",
                "refuses",
                "a joker just discarded beside 7 8 in hand",
                f"{JOKER_SECTION}: 'forbidden to form a Combination using a TZQ card that has just been discarded'.",
            )
        ],
        (JOKER, "source:a joker a combination just discarded:forbidden"): lambda: [
            applied(
                Position("5a 6b E S W", discard="1c T 4d", last_discarded=2),
                "chow T",
                "refuses",
                "a chow of a joker a combination just discarded, beside 5 6 in hand",
                f"{JOKER_SECTION}: a joker 'that has just been discarded' may not be used, though 5 6 T would be "
                f"a run; the 4d discarded with it may be ({COURSE}, III, Note).",
            )
        ],
        # tzq.turn.actions
        (ACTIONS, "threshold:cards the previous turn discarded:below"): lambda: [
            applied(
                Position("6a 7b E S W", discard="8c 5d", last_discarded=1),
                "chow 8c",
                "refuses",
                "a chow of the card under the top after one card was discarded",
                f"{COURSE}, III: only 'the card discarded last' may be taken when one card was discarded.",
            )
        ],
        (ACTIONS, "threshold:cards the previous turn discarded:at"): lambda: [
            applied(
                Position("6a 7b E S W", discard="8c 5d", last_discarded=2),
                "chow 8c",
                "accepts",
                "a chow of the lower card after two were discarded",
                f"{COURSE}, III, Note: two cards discarded, either may be taken: 6 7 8; nothing drawn (42 left).",
            )
        ],
        (ACTIONS, "threshold:cards the previous turn discarded:above"): lambda: [
            impossible_apply(
                Position("6a 7b E S W", discard="8c 5d 4d", last_discarded=3),
                "chow 8c",
                "a chow of the third card from the top after a turn said to discard three",
                f"{COURSE}, I to III: a turn discards one card (a Draw) or two (a combination's), never three, so a "
                "position whose last turn discarded three cannot arise: refused as input.",
            )
        ],
        (ACTIONS, "source:the draw pile's top:allowed"): lambda: [
            applied(
                Position("2a 4b E S W"),
                "draw",
                "accepts",
                "a draw from a full draw pile",
                f"{COURSE}, I and II: take the top card of the draw pile: 44 cards, 43 after, six in hand.",
            )
        ],
        (ACTIONS, "source:the discard pile's top:allowed"): lambda: [
            applied(
                Position("2a 4b E S W", discard="3c", last_discarded=1),
                "chow 3c",
                "accepts",
                "a chow of the one card just discarded",
                f"{COURSE}, III: 'takes the card on top of the Discard Pile': 2 3 4.",
            )
        ],
        (ACTIONS, "source:the lower of two cards a combination discarded:allowed"): lambda: [
            applied(
                Position("7a 8c E S W", discard="9b 1d", last_discarded=2),
                "chow 9b",
                "accepts",
                "a chow of the 9 under a 1, both discarded by a combination",
                f"{COURSE}, III, Note: 'may then choose between these two cards': 7 8 9.",
            )
        ],
        (ACTIONS, "source:the card under the top after a Draw:forbidden"): lambda: [
            applied(
                Position("2a 4b E S W", discard="3c 9d", last_discarded=1),
                "chow 3c",
                "refuses",
                "a chow of the 3 under the 9 a Draw discarded",
                f"{COURSE}, III: one card was discarded last (a Draw), so only the 9 on top may be taken.",
            )
        ],
        (ACTIONS, "source:a card under the two a combination discarded:forbidden"): lambda: [
            applied(
                Position("7a 8c E S W", discard="9b 1d 2d", last_discarded=2),
                "chow 9b",
                "refuses",
                "a chow of the 9 under the two cards a combination discarded",
                f"{COURSE}, III and Note: only the card discarded last, or either of the two just discarded.",
            )
        ],
        (ACTIONS, "source:the opponent's score pile:forbidden"): lambda: [
            applied(
                Position("7a 8c E S W", other_score_pile="9b", discard="1d", last_discarded=1),
                "chow 9b",
                "refuses",
                "a chow of the 9 on the opponent's score pile",
                f"{COURSE}, III: a Chow takes from the discard pile; a score pile is nobody's to take from.",
            )
        ],
        (ACTIONS, "source:a card the hand does not hold:forbidden"): lambda: [
            applied(
                Position("1a 2b E S W T", phase="drawn"),
                "combine 1a 2b 3c keep 1a",
                "refuses",
                "a Pung of 1 2 3 with the 3 in the draw pile",
                f"{COURSE}, II: the combination is made 'from his Hand'; 3c is not in it.",
            )
        ],
        (ACTIONS, "source:a joker a Draw just discarded:forbidden"): lambda: [
            applied(
                Position("5a 6b E S W", discard="T", last_discarded=1),
                "chow T",
                "refuses",
                "a chow of a joker a Draw just discarded, beside 5 6 in hand",
                f"{COURSE}, III: a Chow makes a combination with the card taken; {JOKER_SECTION}: a joker just "
                "discarded may be in none.",
            )
        ],
        # tzq.turn.one-combination
        ("tzq.turn.one-combination", "threshold:combinations a turn:below"): lambda: [
            applied(
                Position("1a 3b 5c E S W", phase="drawn"),
                "discard E",
                "accepts",
                "a Draw's discard, no combination this turn",
                f"{COURSE}, I: a Draw exposes nothing; the turn ends with five cards.",
            )
        ],
        ("tzq.turn.one-combination", "threshold:combinations a turn:at"): lambda: [
            applied(
                Position("2a 3b 4c E S W", phase="drawn"),
                "combine 2a 3b 4c keep 3b",
                "accepts",
                "one combination exposed by a Pung",
                f"{EXPOSING}: one combination, then the hand is refilled and the turn ends (the opponent's turn).",
            )
        ],
        ("tzq.turn.one-combination", "threshold:combinations a turn:above"): lambda: [
            offered(
                Position("4a 5b 6c N N N", phase="drawn"),
                "refuses",
                "six cards holding two combinations after drawing",
                f"{EXPOSING}: 'never expose more than one Combination per Turn, even if he has in hand all the cards': "
                "each combination is offered alone, none exposes both.",
            )
        ],
        # tzq.turn.expose
        ("tzq.turn.expose", "threshold:cards kept on the score pile:at"): lambda: [
            applied(
                Position("1a 2b 3c E S W", phase="drawn"),
                "combine 1a 2b 3c keep 2b",
                "accepts",
                "1 2 3 exposed keeping the 2",
                f"{EXPOSING}: one card to the score pile, 1a and 3c to the discard pile, two drawn: 43 to 41.",
            )
        ],
        ("tzq.turn.expose", "threshold:cards kept on the score pile:below"): lambda: [
            impossible_apply(
                Position("1a 2b 3c E S W", phase="drawn"),
                "combine 1a 2b 3c keep",
                "1 2 3 exposed keeping no card",
                f"{EXPOSING}: the player 'chooses one of the cards of that Combination' for the score pile; an "
                "exposure keeping none is no action of the game: refused as input.",
            )
        ],
        ("tzq.turn.expose", "threshold:cards kept on the score pile:above"): lambda: [
            impossible_apply(
                Position("1a 2b 3c E S W", phase="drawn"),
                "combine 1a 2b 3c keep 1a 2b",
                "1 2 3 exposed keeping the 1 and the 2",
                f"{EXPOSING}: one card of the combination to the score pile, the other two to the discard pile; an "
                "exposure keeping two is no action of the game: refused as input.",
            )
        ],
        ("tzq.turn.expose", "source:a card of the hand outside the combination kept:forbidden"): lambda: [
            impossible_apply(
                Position("1a 2b 3c E S W", phase="drawn"),
                "combine 1a 2b 3c keep E",
                "1 2 3 exposed keeping the East of the hand",
                f"{EXPOSING}: the card kept is 'one of the cards of that Combination'; East is in the hand, not in "
                "1 2 3, so the action is no action of the game: refused as input.",
            )
        ],
        ("tzq.turn.expose", "attribute:joker:pair"): lambda: [
            applied(
                Position("4a 5b T E S W", phase="drawn"),
                "combine 4a 5b T keep T",
                "accepts",
                "4 5 T exposed keeping the joker",
                f"{JOKER_SECTION}: 'may decide to keep the TZQ card'; 4a and 5b are discarded.",
            ),
            applied(
                Position("4a 5b T E S W", phase="drawn"),
                "combine 4a 5b T keep 4a",
                "accepts",
                "4 5 T exposed keeping the 4",
                f"{EXPOSING}: any card of the combination may be kept; 5b and T are discarded.",
            ),
        ],
        ("tzq.turn.expose", "source:a card of the combination kept:allowed"): lambda: [
            applied(
                Position("1a 2b 3c E S W", phase="drawn"),
                "combine 1a 2b 3c keep 3c",
                "accepts",
                "1 2 3 exposed keeping the 3",
                f"{EXPOSING}: 'chooses one of the cards of that Combination' for the score pile.",
            )
        ],
        # tzq.turn.hand-size
        ("tzq.turn.hand-size", "threshold:cards in hand between turns:below"): lambda: [
            applied(
                Position("7a 8c 9b E S W", phase="drawn", to_draw=1),
                "combine 7a 8c 9b keep 9b",
                "accepts",
                "a combination with one card left to draw, the round ending drawn",
                "Optional Rules (round.exhausted=drawn): the refill takes the last card, 3 + 1 = 4 in hand, and the "
                "round ends at the end of that turn: the five cards give way.",
                DRAWN_ROUND,
            )
        ],
        ("tzq.turn.hand-size", "threshold:cards in hand between turns:at"): lambda: [
            applied(
                Position("1a 3b 5c E S W", phase="drawn"),
                "discard S",
                "accepts",
                "six cards after drawing, one discarded",
                f"{GLOSSARY} (Hand): 6 - 1 = 5 cards at the end of the turn.",
            )
        ],
        ("tzq.turn.hand-size", "threshold:cards in hand between turns:above"): lambda: [
            offered(
                Position("1b 3c 5d E S W", phase="drawn"),
                "refuses",
                "six cards after drawing, no combination among them",
                f"{GLOSSARY} (Hand): the turn may not end with six cards; only the six discards are offered.",
            )
        ],
        # tzq.draw.exhausted
        (DRAWING, "threshold:cards in the draw pile at a refill:below"): lambda: [
            applied(
                Position("4a 5b 6c E S W", phase="drawn", to_draw=1),
                "combine 4a 5b 6c keep 6c",
                "accepts",
                "a combination with one card left to draw",
                f"{EXHAUSTED}: the refill takes the last card; all discards but 4a 5b are shuffled; one more drawn.",
            )
        ],
        (DRAWING, "threshold:cards in the draw pile at a refill:at"): lambda: [
            applied(
                Position("4a 5b 6c E S W", phase="drawn", to_draw=2),
                "combine 4a 5b 6c keep 5b",
                "accepts",
                "a combination with two cards left to draw",
                f"{EXHAUSTED}: the refill takes the last two cards; the pile is exhausted then and rebuilt at once "
                "(draw.reshuffle=when-emptied) without the two just discarded.",
            )
        ],
        (DRAWING, "threshold:cards in the draw pile at a refill:above"): lambda: [
            applied(
                Position("4a 5b 6c E S W", phase="drawn", to_draw=3),
                "combine 4a 5b 6c keep 4a",
                "accepts",
                "a combination with three cards left to draw",
                f"{EXPOSING}: two of the three drawn, one left; nothing reshuffled.",
            )
        ],
        (DRAWING, "threshold:cards in the draw pile at a Draw:below"): lambda: [
            applied(
                Position("2a 4b E S W", empty_draw=True, discard="8c", last_discarded=1),
                "draw",
                "accepts",
                "a draw from an empty draw pile, the rebuild waiting",
                f"{EXHAUSTED} (draw.reshuffle=when-needed): the discards are shuffled when the card is needed.",
                WHEN_NEEDED,
            )
        ],
        (DRAWING, "threshold:cards in the draw pile at a Draw:at"): lambda: [
            applied(
                Position("2a 4b E S W", to_draw=1, discard="8c", last_discarded=1),
                "draw",
                "accepts",
                "a draw of the last card of the draw pile",
                f"{EXHAUSTED}: the pile is exhausted as its last card is taken; the discards make a new one.",
            )
        ],
        (DRAWING, "threshold:cards in the draw pile at a Draw:above"): lambda: [
            applied(
                Position("2a 4b E S W", to_draw=2, discard="8c", last_discarded=1),
                "draw",
                "accepts",
                "a draw with two cards in the draw pile",
                f"{COURSE}, I: one card taken, one left; nothing reshuffled.",
            )
        ],
        (DRAWING, "source:the discard pile shuffled into a new draw pile:allowed"): lambda: [
            applied(
                Position("1a 3b E S W", to_draw=1, discard="8c", last_discarded=1),
                "draw",
                "accepts",
                "the last card drawn, the discard pile made the draw pile",
                f"{EXHAUSTED}: 'the cards of the Discard Pile are shuffled to form a new draw pile'.",
            )
        ],
        (DRAWING, "source:the two cards the combination just discarded:forbidden"): lambda: [
            applied(
                Position("N N N 1a 3b 5c", phase="drawn", to_draw=1),
                "combine N N N keep N",
                "refuses",
                "three North exposed with one card left to draw",
                f"{EXHAUSTED}, example: 'All the cards of the discard, except the two North cards ... are then "
                "shuffled': the two North stay on the discard pile.",
            )
        ],
        # tzq.round.mahjong
        (MAHJONG, "threshold:combinations to make Mah-jong:below"): lambda: [
            applied(
                Position("4a 5b 6c E S W", phase="drawn", score_pile="1a 3b 7d"),
                "combine 4a 5b 6c keep 4a",
                "refuses",
                "a fourth combination",
                f"{GLOSSARY} (Mah-jong): four combinations are not five; the round goes on, the opponent to play.",
            )
        ],
        (MAHJONG, "threshold:combinations to make Mah-jong:at"): lambda: [
            applied(
                Position("4a 5b 6c E S W", phase="drawn", score_pile="1a 3b 7d 9a"),
                "combine 4a 5b 6c keep 4a",
                "accepts",
                "a fifth combination",
                "End of the Round: the fifth combination makes Mah-jong; the pile 1a 3b 7d 9a 4a scores 0.",
            )
        ],
        (MAHJONG, "threshold:points to make Mah-jong under two-points:below"): lambda: [
            applied(
                Position("E E E 2a 6b S", phase="drawn", score_pile="1a 3b 5c 7d"),
                "combine E E E keep E",
                "refuses",
                "a fifth combination leaving a pile worth 1",
                "Optional Rules (mahjong.minimum=two-points): 1a 3b 5c 7d E scores only Characters, one kind, +1.",
                TWO_POINTS,
            )
        ],
        (MAHJONG, "threshold:points to make Mah-jong under two-points:at"): lambda: [
            applied(
                Position("7a 8c 9b E S W", phase="drawn", score_pile="1a 3b 5c 7d"),
                "combine 7a 8c 9b keep 7a",
                "accepts",
                "a fifth combination leaving a pile worth 2",
                "Optional Rules (mahjong.minimum=two-points): 1a 3b 5c 7d 7a scores the Pair of 7s, +2.",
                TWO_POINTS,
            )
        ],
        (MAHJONG, "threshold:points to make Mah-jong under two-points:above"): lambda: [
            applied(
                Position("E E E 2a 6b S", phase="drawn", score_pile="1a 1b 5c 7d"),
                "combine E E E keep E",
                "accepts",
                "a fifth combination leaving a pile worth 3",
                "Optional Rules (mahjong.minimum=two-points): 1a 1b 5c 7d E scores Pair +2 and Characters +1.",
                TWO_POINTS,
            )
        ],
        (MAHJONG, "threshold:combinations to make Mah-jong:above"): lambda: [
            impossible_apply(
                Position("4a 5b 6c E S W", phase="drawn", score_pile="1a 3b 7d 9a 2c"),
                "combine 4a 5b 6c keep 4a",
                "a sixth combination, five cards already on the score pile in play",
                f"{GLOSSARY} (Mah-jong, Round): the fifth combination ends the round, so a score pile of five while "
                "the round is played cannot arise, nor a sixth combination: refused as input.",
            )
        ],
        # tzq.game.rounds
        (ROUNDS, "threshold:rounds in a game:below"): lambda: [
            applied(
                Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=3, totals=(10, 12)),
                "combine 9a 9b T keep T",
                "refuses",
                "Mah-jong in round 3",
                f"Goal of the Game: four rounds; after the third the game goes on ({five_elements}).",
            )
        ],
        (ROUNDS, "threshold:rounds in a game:at"): lambda: [
            applied(
                Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=4, totals=(10, 20)),
                "combine 9a 9b T keep T",
                "accepts",
                "Mah-jong in round 4",
                f"Goal of the Game: the fourth round ends the game; {five_elements}: 14 to 20, player 1 wins.",
            )
        ],
        (ROUNDS, "threshold:rounds in a game:above"): lambda: [
            impossible_apply(
                Position("9a 9b E S W T", phase="drawn", score_pile="1a 3b 5c 7d", round=5, totals=(10, 20)),
                "combine 9a 9b T keep T",
                "Mah-jong in round 5",
                "Goal of the Game: a game is four rounds, so a fifth is never dealt and no position of round 5 "
                "exists: refused as input.",
            )
        ],
        (ROUNDS, "threshold:lead in points to win the game:below"): lambda: [
            applied(
                Position(final.hand, phase="drawn", score_pile=final.score_pile, round=4, totals=(10, 14)),
                "combine 9a 9b T keep T",
                "refuses",
                "the last round ending 14 to 14",
                f"Goal of the Game: {five_elements}: 10 + 4 = 14 to 14, nobody has more (reading game.tie=share).",
            )
        ],
        (ROUNDS, "threshold:lead in points to win the game:at"): lambda: [
            applied(
                Position(final.hand, phase="drawn", score_pile=final.score_pile, round=4, totals=(10, 13)),
                "combine 9a 9b T keep T",
                "accepts",
                "the last round ending 14 to 13",
                f"Goal of the Game: {five_elements}: 14 to 13, player 0 has the most points.",
            )
        ],
        (ROUNDS, "threshold:lead in points to win the game:above"): lambda: [
            applied(
                Position(final.hand, phase="drawn", score_pile=final.score_pile, round=4, totals=(10, 12)),
                "combine 9a 9b T keep T",
                "accepts",
                "the last round ending 14 to 12",
                f"Goal of the Game: {five_elements}: 14 to 12, player 0 has the most points.",
            )
        ],
        (ROUNDS, "threshold:cards dealt to each player:at"): lambda: [
            applied(
                Position("2a 6b E", phase="round-over", winner=0, score_pile="E S W 4a 9d", totals=(9, 3)),
                "next-round",
                "accepts",
                "the deal of round 2",
                "Setup: five cards dealt to each player from the 54 shuffled: 54 - 10 = 44 left to draw.",
            )
        ],
        (ROUNDS, "threshold:cards dealt to each player:below"): lambda: [
            impossible(
                "legal_actions",
                {"state": position(round_start("2a 6b E S", "3d 6d 8a 8b"))},
                "the start of round 2 with four cards dealt to each player",
                "Setup: five cards are dealt to each player; a round starting with four in each hand is no position "
                "of the game: refused as input.",
            )
        ],
        (ROUNDS, "threshold:cards dealt to each player:above"): lambda: [
            impossible(
                "legal_actions",
                {"state": position(round_start("2a 6b E S W N", "3d 6d 8a 8b 8d 9d"))},
                "the start of round 2 with six cards dealt to each player",
                "Setup: five cards are dealt to each player; a round starting with six in each hand is no position "
                "of the game: refused as input.",
            )
        ],
        # tzq.score.joker
        ("tzq.score.joker", "attribute:joker:pair"): lambda: [
            scored(
                "E E T 1a 5b", "refuses", "East East joker 1 5", "Scoring: T replaces nothing: Pair +2, Characters +1."
            ),
            scored("E E E 1a 5b", "accepts", "East East East 1 5", "Scoring: Three of a Kind +5, Characters +1."),
        ],
        # tzq.score.colour
        ("tzq.score.colour", "threshold:cards of one colour:below"): lambda: [
            scored(
                "1a 3a 5a 7a 9b", "refuses", "four blue coins and a red one", "Scoring, Colour: four blue are not five."
            )
        ],
        ("tzq.score.colour", "threshold:cards of one colour:at"): lambda: [
            scored("1a 3a 5a 7a 9a", "accepts", "five blue coins", "Scoring, Colour: five blue cards, +3.")
        ],
        ("tzq.score.colour", "threshold:cards of one colour:above"): lambda: [
            impossible(
                "score",
                {"pile": ["1a", "3a", "5a", "7a", "9a", "2a"]},
                "six blue coins",
                f"Scoring, Colour: {SIX_CARDS}.",
            )
        ],
        ("tzq.score.colour", "attribute:series:pair"): lambda: [
            scored("2b 4b 6b 8b 9b", "accepts", "five coins of series b", "Scoring, Colour: five red cards, +3."),
            scored("2b 4b 6b 8b 9c", "refuses", "four coins of series b, the 9 of c", "Scoring, Colour: four red."),
        ],
        ("tzq.score.colour", "attribute:honour:pair"): lambda: [
            scored("D 2b 4b 6b 8b", "accepts", "Red Dragon and four b coins", "Scoring, Colour: five red (D red), +3."),
            scored("E 2b 4b 6b 8b", "refuses", "East and four b coins", "Scoring, Colour: East is white; four red."),
        ],
        # tzq.score.white-hand
        ("tzq.score.white-hand", "threshold:white cards:below"): lambda: [
            scored("1d 3d 5d E 7a", "refuses", "four white cards and a blue one", "Scoring, White Hand: four white.")
        ],
        ("tzq.score.white-hand", "threshold:white cards:at"): lambda: [
            scored("1d 3d 5d 7d E", "accepts", "five white cards", "Scoring: White Hand +4, Characters +1.")
        ],
        ("tzq.score.white-hand", "threshold:white cards:above"): lambda: [
            impossible(
                "score",
                {"pile": ["1d", "3d", "5d", "7d", "E", "S"]},
                "six white cards",
                f"Scoring, White Hand: {SIX_CARDS}.",
            )
        ],
        ("tzq.score.white-hand", "attribute:series:pair"): lambda: [
            scored("2d 4d 6d 8d W", "accepts", "four d coins and West", "Scoring: White Hand +4, Characters +1."),
            scored("2d 4d 6d 8c W", "refuses", "three d coins, the 8 of c, and West", "Scoring: the 8c is green."),
        ],
        ("tzq.score.white-hand", "attribute:honour:pair"): lambda: [
            scored("1d 3d 5d 7d S", "accepts", "four d coins and South", "Scoring: South is white: White Hand +4."),
            scored("1d 3d 5d 7d D", "refuses", "four d coins and the Red Dragon", "Scoring: the Red Dragon is red."),
        ],
        # tzq.score.five-elements
        ("tzq.score.five-elements", "threshold:different colours:below"): lambda: [
            scored("1a 3b 5c 7d 9d", "refuses", "four colours, white twice", "Scoring, Five Elements: no black card.")
        ],
        ("tzq.score.five-elements", "threshold:different colours:at"): lambda: [
            scored("1a 3b 5c 7d T", "accepts", "blue red green white black", "Scoring, Five Elements: +4.")
        ],
        ("tzq.score.five-elements", "attribute:joker:pair"): lambda: [
            scored("2a 4b 6c 8d T", "accepts", "2 4 6 8 of four series and a joker", "Scoring: five colours, +4."),
            scored(
                "2a 4b 6c 8d N", "refuses", "2 4 6 8 of four series and North", "Scoring: North is white, no black."
            ),
        ],
        ("tzq.score.five-elements", "attribute:series:pair"): lambda: [
            scored("1a 3b 5c 9d T", "accepts", "1 3 5 9 of series a b c d and a joker", "Scoring: five colours, +4."),
            scored("1a 3b 5c 9a T", "refuses", "1 3 5 9 of series a b c a and a joker", "Scoring: blue twice."),
        ],
        ("tzq.score.five-elements", "attribute:honour:pair"): lambda: [
            scored("1a 3b 5c T E", "accepts", "1 3 5 of series a b c, a joker and East", "Scoring: East white, +4."),
            scored(
                "1a 3b 5c T D", "refuses", "1 3 5 of series a b c, a joker and the Red Dragon", "Scoring: red twice."
            ),
        ],
        # tzq.score.emperor
        ("tzq.score.emperor", "threshold:jokers on the score pile:below"): lambda: [
            scored("T T 1a 5b 9c", "refuses", "two jokers", "Scoring, Emperor of the Sparrows: three are needed.")
        ],
        ("tzq.score.emperor", "threshold:jokers on the score pile:at"): lambda: [
            scored("T T T 1a 5b", "accepts", "three jokers", "Scoring, Emperor of the Sparrows: +6.")
        ],
        ("tzq.score.emperor", "threshold:jokers on the score pile:above"): lambda: [
            impossible(
                "score",
                {"pile": ["T", "T", "T", "T", "1a"]},
                "four jokers",
                f"{CONTENTS}: the deck holds three Tien Zi Que cards, so a fourth on a score pile is no position of "
                "the game: refused as input.",
            )
        ],
        ("tzq.score.emperor", "attribute:joker:pair"): lambda: [
            scored("T T T 2a 6b", "accepts", "three jokers beside 2 and 6", "Scoring, Emperor of the Sparrows: +6."),
            scored("T T 8c 2a 6b", "refuses", "two jokers and an 8 beside 2 and 6", "Scoring: two jokers, no Emperor."),
        ],
        # tzq.score.proud-dragon
        ("tzq.score.proud-dragon", "threshold:coins in a row:below"): lambda: [
            scored("2a 3b 4c 5d 9a", "refuses", "2 3 4 5 and a 9", "Scoring, Proud Dragon: four in a row are not five.")
        ],
        ("tzq.score.proud-dragon", "threshold:coins in a row:at"): lambda: [
            scored("2a 3b 4c 5d 6a", "accepts", "2 3 4 5 6", "Scoring, Proud Dragon: the row's own example, +6.")
        ],
        ("tzq.score.proud-dragon", "threshold:coins in a row:above"): lambda: [
            impossible(
                "score",
                {"pile": ["2a", "3b", "4c", "5d", "6a", "7b"]},
                "2 3 4 5 6 7, six coins in a row",
                f"Scoring, Proud Dragon: {SIX_CARDS}.",
            )
        ],
        ("tzq.score.proud-dragon", "threshold:highest number of a Proud Dragon:below"): lambda: [
            scored("4a 5b 6c 7d 8a", "accepts", "4 5 6 7 8", "Scoring, Proud Dragon: five in a row, +6.")
        ],
        ("tzq.score.proud-dragon", "threshold:highest number of a Proud Dragon:at"): lambda: [
            scored("5a 6b 7c 8d 9a", "accepts", "5 6 7 8 9", "Scoring, Proud Dragon: five in a row, +6.")
        ],
        ("tzq.score.proud-dragon", "threshold:highest number of a Proud Dragon:above"): lambda: [
            scored("6a 7b 8c 9d 1a", "refuses", "6 7 8 9 and a 1 where a 10 would be", "Scoring: no number follows 9.")
        ],
        ("tzq.score.proud-dragon", "attribute:number:pair"): lambda: [
            scored("3a 4b 5c 6d 7a", "accepts", "3 4 5 6 7", "Scoring, Proud Dragon: five in a row, +6."),
            scored("3a 4b 5c 6d 8a", "refuses", "3 4 5 6 8", "Scoring, Proud Dragon: 8 does not follow 6."),
        ],
        ("tzq.score.proud-dragon", "attribute:series:pair"): lambda: [
            scored("3a 4b 5c 6d 7b", "accepts", "3 4 5 6 7 with the 7 of b", "Scoring, Proud Dragon: any series."),
            scored("3a 4b 5c 6d 7c", "accepts", "3 4 5 6 7 with the 7 of c", "Scoring, Proud Dragon: any series."),
        ],
        # tzq.score.pair
        (PAIR, "threshold:identical cards of a pair:below"): lambda: [
            scored("1a 3b 5c 7d E", "refuses", "five different cards", "Scoring, Pair: no two identical.")
        ],
        (PAIR, "threshold:identical cards of a pair:at"): lambda: [
            scored("1a 1b 5c 7d E", "accepts", "two 1s", "Scoring: Pair +2, Characters +1.")
        ],
        (PAIR, "threshold:identical cards of a pair:above"): lambda: [
            scored(
                "1a 1b 1c 7d E", "refuses", "three 1s", "Scoring, Three of a Kind: 'The Pair points are not counted'."
            )
        ],
        (PAIR, "attribute:number:pair"): lambda: [
            scored("2a 2b 5c 7d E", "accepts", "two 2s", "Scoring: Pair +2, Characters +1."),
            scored("2a 3b 5c 7d E", "refuses", "a 2 and a 3 of the 2's series", "Scoring: no pair."),
        ],
        (PAIR, "attribute:series:pair"): lambda: [
            scored("2a 2b 6c 8d W", "accepts", "two 2s of series a b", "Scoring: Pair +2, Characters +1."),
            scored("2a 2c 6c 8d W", "accepts", "two 2s of series a c", "Scoring: Pair +2, Characters +1."),
        ],
        (PAIR, "attribute:honour:pair"): lambda: [
            scored("S S 1a 4b 8c", "accepts", "two South", "Scoring: Pair (the row's example) +2, Characters +1."),
            scored("S W 1a 4b 8c", "refuses", "South and West", "Scoring: no pair; Characters, two kinds, +2."),
        ],
        # tzq.score.three-of-a-kind
        (THREE, "threshold:identical cards of three of a kind:below"): lambda: [
            scored("4a 4b 1c 7d E", "refuses", "two 4s", "Scoring: Pair +2, Characters +1; no Three of a Kind.")
        ],
        (THREE, "threshold:identical cards of three of a kind:at"): lambda: [
            scored("4a 4b 4c 7d E", "accepts", "three 4s", "Scoring: Three of a Kind (the row's example) +5, +1.")
        ],
        (THREE, "threshold:identical cards of three of a kind:above"): lambda: [
            scored("4a 4b 4c 4d E", "accepts", "four 4s", f"Scoring: {four_of}, +5; Characters +1.")
        ],
        (THREE, "attribute:number:pair"): lambda: [
            scored("5a 5b 5c 1d E", "accepts", "three 5s", "Scoring: Three of a Kind +5, Characters +1."),
            scored("5a 5b 6c 1d E", "refuses", "two 5s and a 6 of the third 5's series", "Scoring: Pair +2, +1."),
        ],
        (THREE, "attribute:series:pair"): lambda: [
            scored("5a 5b 5c 2d E", "accepts", "three 5s of series a b c", "Scoring: Three of a Kind +5, +1."),
            scored("5a 5b 5d 2d E", "accepts", "three 5s of series a b d", "Scoring: Three of a Kind +5, +1."),
        ],
        (THREE, "attribute:honour:pair"): lambda: [
            scored("D D D 2a 6b", "accepts", "three Red Dragons", "Scoring: Three of a Kind +5, Characters +1."),
            scored("D D N 2a 6b", "refuses", "two Red Dragons and North", "Scoring: Pair +2, Characters two kinds +2."),
        ],
        # tzq.score.four-of-a-kind
        ("tzq.score.four-of-a-kind", "threshold:identical cards of four of a kind:below"): lambda: [
            scored(
                "6a 6b 6c 1d E", "refuses", "three 6s beside 1 and East", "Scoring: Three of a Kind +5, Characters +1."
            )
        ],
        ("tzq.score.four-of-a-kind", "threshold:identical cards of four of a kind:at"): lambda: [
            scored("6a 6b 6c 6d E", "accepts", "four 6s", f"Scoring: {four_of}; Characters +1.")
        ],
        ("tzq.score.four-of-a-kind", "threshold:identical cards of four of a kind:above"): lambda: [
            impossible(
                "score",
                {"pile": ["6a", "6b", "6c", "6d", "6a"]},
                "five 6s, the 6a twice",
                f"{CONTENTS}: four coins of each number, one of each series, so a fifth 6 (a second 6a) is no "
                "position of the game: refused as input.",
            )
        ],
        ("tzq.score.four-of-a-kind", "attribute:number:pair"): lambda: [
            scored("7a 7b 7c 7d S", "accepts", "four 7s", f"Scoring: {four_of}; Characters +1."),
            scored("7a 7b 7c 8d S", "refuses", "three 7s and an 8 of series d", "Scoring: Three of a Kind, +1."),
        ],
        # tzq.score.characters
        (CHARACTERS, "threshold:kinds of honour for the printed row:below"): lambda: [
            scored("1a 3b 5c 7d 9a", "refuses", "no honour", "Scoring, Important: no kind of Character, no row.")
        ],
        (CHARACTERS, "threshold:kinds of honour for the printed row:at"): lambda: [
            scored("E 1a 3b 5c 8a", "accepts", "one East", "Scoring example: '+1 point Character (one type: East)'.")
        ],
        (CHARACTERS, "threshold:kinds of honour for the printed row:above"): lambda: [
            scored(
                "E S 1a 5b 9c", "accepts", "East and South", "Scoring: two kinds, +2 (score.characters=one-per-type)."
            )
        ],
        (CHARACTERS, "threshold:kinds of honour:below"): lambda: [
            scored("E S W N 1a", "accepts", "four kinds of wind", "Scoring: four kinds, +4 (one-per-type).")
        ],
        (CHARACTERS, "threshold:kinds of honour:at"): lambda: [
            scored("E S W N D", "accepts", "the five kinds of honour", "Scoring: five kinds, +5 (one-per-type).")
        ],
        (CHARACTERS, "attribute:honour:pair"): lambda: [
            scored("E E 2a 6b 9c", "accepts", "two East", "Scoring: one kind +1, Pair +2."),
            scored("E S 2a 6b 9c", "accepts", "East and South beside 2 6 9", "Scoring: two kinds +2 (one-per-type)."),
        ],
        (CHARACTERS, "attribute:joker:pair"): lambda: [
            scored(
                "E T 3a 6b 9c",
                "accepts",
                "East and a joker",
                "Scoring: T is no Character: one kind, +1; its black makes Five Elements, +4.",
            ),
            scored("E W 3a 6b 9c", "accepts", "East and West", "Scoring: two kinds, +2 (one-per-type)."),
        ],
    }


@cache
def cells() -> dict[tuple[str, str], Builder]:
    """The table of cells, built once."""
    return _cells()


class TzqSweeper:
    """Tien Zi Que's :class:`~rulebook.core.corpus.sweeps.Sweeper`."""

    def kinds(self) -> Mapping[str, int]:
        """Every kind of card and the copies the deck holds, as the register states them (:func:`deck_counts`)."""
        return deck_counts()

    def inputs(self, cell: Cell) -> Sequence[SweepInput]:
        """The inputs of ``cell``: the table's, or a score pile at a kind's count and one past it."""
        if cell.axis == "multiplicity":
            most = deck_counts()[cell.name]
            return [multiplicity(cell.name, most if cell.point == "max" else most + 1, most)]
        build = cells().get((cell.rule, cell.key))
        return list(build()) if build is not None else []


def sweeper() -> TzqSweeper:
    """The sweeper the game registers (``Game.sweeper``)."""
    return TzqSweeper()


def input_cards(given: SweepInput) -> list[str]:
    """The cards an input names (a combination's, a score pile's, a hand and its card), for the tests."""
    data: Mapping[str, Any] = given.input
    if "cards" in data:
        return list(data["cards"])
    if "pile" in data:
        return list(data["pile"])
    return [*data.get("hand", ()), *([data["card"]] if "card" in data else [])]


__all__ = ["TzqSweeper", "cells", "deck_counts", "input_cards", "multiplicity", "sweeper"]
