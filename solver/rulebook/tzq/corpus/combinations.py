"""Tien Zi Que conformance cases about combinations: three cards, and a hand with the card a turn takes.

Families (``generated/tzq/<family>.json``):

- ``combination_rulebook``: runs, triplets and the joker, each rule both ways, worked by hand from the Glossary
  and the "Tien Zi Que" Cards section (its Examples 1 and 2 among them);
- ``combination_exhaustive``: every multiset of three faces (the nine numbers, the five honours, the joker: 680),
  each coin of a face in its own series, so every three-card question a combination can ask up to the series;
- ``combinations_rulebook``: a hand of five and the card drawn or taken from the discard pile, worked by hand.

Expected answers are the engine's, confirmed by the Z3 model (:mod:`rulebook.tzq.corpus.case_builder`); a
hand-worked ``expected`` must match both.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.tzq.cards import HONOURS, JOKER, NUMBERS, SERIES
from rulebook.tzq.corpus.case_builder import GAME, confirmed_case, rulebook_case
from rulebook.tzq.corpus.questions import engine_answer
from rulebook.tzq.reading import DEFAULT

DECK = "tzq.deck.cards"
SIZE = "tzq.combination.size"
RUN = "tzq.combination.run"
TRIPLET = "tzq.combination.triplet"
JOKER_RULE = "tzq.combination.joker"
ACTIONS = "tzq.turn.actions"
ONE = "tzq.turn.one-combination"
GLOSSARY = "Glossary"
TZQ_CARDS = '"Tien Zi Que" ("TZQ") Cards'


def made(*ways: str) -> dict[str, Any]:
    """A hand-worked ``combination`` answer."""
    return {"combination": bool(ways), "ways": sorted(ways)}


# (id, description, rules, outcome, cards, the ways they make, why)
COMBINATION_CASES: tuple[tuple[str, str, tuple[str, ...], Outcome, str, tuple[str, ...], str], ...] = (
    (
        "comb-run-mixed-series",
        "5a 6b 7c is the run 5-6-7",
        (RUN, SIZE),
        "accepts",
        "5a 6b 7c",
        ("run 5-6-7",),
        f"{GLOSSARY} (Run): three coins following each other in numerical order, '5, 6 and 7'; any series.",
    ),
    (
        "comb-run-one-series",
        "5a 6a 7a of one series is a run too",
        (RUN,),
        "accepts",
        "5a 6a 7a",
        ("run 5-6-7",),
        f"{GLOSSARY} (Run): the order of the numbers is all a run asks.",
    ),
    (
        "comb-run-no-wrap",
        "8 9 1 is no run: the numbers do not wrap round",
        (RUN,),
        "refuses",
        "1c 8a 9b",
        (),
        f"{GLOSSARY} (Run): 'following each other in numerical order'; 9 is not followed by 1.",
    ),
    (
        "comb-run-gap",
        "4 5 7 is no run",
        (RUN,),
        "refuses",
        "4a 5b 7c",
        (),
        f"{GLOSSARY} (Run): 5 and 7 do not follow each other.",
    ),
    (
        "comb-run-repeated-number",
        "4 5 5 is neither a run nor a triplet",
        (RUN, TRIPLET),
        "refuses",
        "4a 5b 5c",
        (),
        f"{GLOSSARY}: a run needs three numbers in order, a triplet three identical cards.",
    ),
    (
        "comb-honours-no-run",
        "East, South, West make no run",
        (RUN, TRIPLET),
        "refuses",
        "E S W",
        (),
        f"{GLOSSARY} (Run): runs are of numbered Coin cards; three different honours are not identical either.",
    ),
    (
        "comb-triplet-north",
        "three North are a triplet",
        (TRIPLET, SIZE),
        "accepts",
        "N N N",
        ("triplet N",),
        f"{GLOSSARY} (Triplet): 'three North cards'.",
    ),
    (
        "comb-triplet-coins",
        "three coins numbered 2, of three series, are a triplet",
        (TRIPLET, DECK),
        "accepts",
        "2a 2b 2c",
        ("triplet 2",),
        f"{GLOSSARY} (Triplet): 'three Coin cards numbered 2'; the four series are four copies of each number (facts).",
    ),
    (
        "comb-triplet-dragons",
        "three Red Dragons are a triplet",
        (TRIPLET,),
        "accepts",
        "D D D",
        ("triplet D",),
        f"{GLOSSARY} (Triplet): three identical honours.",
    ),
    (
        "comb-not-triplet",
        "North, North, South is no triplet",
        (TRIPLET,),
        "refuses",
        "S N N",
        (),
        f"{GLOSSARY} (Triplet): South is not identical to North.",
    ),
    (
        "comb-two-cards",
        "two cards are no combination",
        (SIZE,),
        "refuses",
        "4a 5b",
        (),
        f"{GLOSSARY} (Combination): 'always made up of three cards (no more, no less)'.",
    ),
    (
        "comb-four-cards",
        "four coins in a row are no combination",
        (SIZE, RUN),
        "refuses",
        "4a 5b 6c 7d",
        (),
        f"{GLOSSARY} (Combination): 'no more, no less' than three.",
    ),
    (
        "comb-four-identical",
        "four coins numbered 4 are no combination",
        (SIZE, TRIPLET),
        "refuses",
        "4a 4b 4c 4d",
        (),
        f"{GLOSSARY} (Combination): a triplet is three cards, not four.",
    ),
    (
        "comb-no-cards",
        "no cards are no combination",
        (SIZE,),
        "refuses",
        "",
        (),
        f"{GLOSSARY} (Combination): three cards, no fewer.",
    ),
    (
        "comb-joker-example-1",
        "4 and 5 with a joker: the run 3-4-5 or 4-5-6",
        (JOKER_RULE, RUN),
        "accepts",
        "4a 5b T",
        ("run 3-4-5", "run 4-5-6"),
        f"{TZQ_CARDS}, Example 1: 'the TZQ card can be treated as a 6 or a 3'.",
    ),
    (
        "comb-joker-example-2",
        "East, East and a joker: the triplet of East",
        (JOKER_RULE, TRIPLET),
        "accepts",
        "E E T",
        ("triplet E",),
        f"{TZQ_CARDS}, Example 2: 'the TZQ card replacing the missing East card'.",
    ),
    (
        "comb-joker-middle",
        "4 and 6 with a joker: the run 4-5-6",
        (JOKER_RULE, RUN),
        "accepts",
        "4a 6b T",
        ("run 4-5-6",),
        f"{TZQ_CARDS}: the joker stands for the 5 between them.",
    ),
    (
        "comb-joker-two-fours",
        "two 4s and a joker: the triplet of 4",
        (JOKER_RULE, TRIPLET),
        "accepts",
        "4a 4b T",
        ("triplet 4",),
        f"{TZQ_CARDS}: the joker replaces the third 4; 4 4 x is no run whatever x is.",
    ),
    (
        "comb-joker-low-end",
        "1 and 2 with a joker: only the run 1-2-3",
        (JOKER_RULE, RUN),
        "accepts",
        "1a 2b T",
        ("run 1-2-3",),
        f"{TZQ_CARDS}; {GLOSSARY} (Run): there is no coin below 1.",
    ),
    (
        "comb-joker-high-end",
        "8 and 9 with a joker: only the run 7-8-9",
        (JOKER_RULE, RUN),
        "accepts",
        "8a 9b T",
        ("run 7-8-9",),
        f"{TZQ_CARDS}; {GLOSSARY} (Run): there is no coin above 9, and 9 does not wrap to 1.",
    ),
    (
        "comb-joker-too-far",
        "2 and 6 with a joker make nothing",
        (JOKER_RULE, RUN),
        "refuses",
        "2a 6b T",
        (),
        f"{TZQ_CARDS}: one card cannot close a gap of three numbers.",
    ),
    (
        "comb-joker-two-honours",
        "East, South and a joker make nothing",
        (JOKER_RULE, RUN, TRIPLET),
        "refuses",
        "E S T",
        (),
        f"{TZQ_CARDS}: the joker replaces one card; East and South are neither identical nor in a run.",
    ),
    (
        "comb-two-jokers",
        "a 4 and two jokers make nothing",
        (JOKER_RULE,),
        "refuses",
        "4a T T",
        (),
        f"{TZQ_CARDS}: 'a Combination may never contain more than one TZQ card'.",
    ),
    (
        "comb-three-jokers",
        "three jokers are no combination",
        (JOKER_RULE, TRIPLET),
        "refuses",
        "T T T",
        (),
        f"{TZQ_CARDS}: at most one TZQ card in a combination, even three of them.",
    ),
)


def combination_rulebook() -> Corpus:
    """Runs, triplets and the joker, worked by hand."""
    cases = [
        rulebook_case(
            id=case_id,
            description=description,
            question="combination",
            rules=rules,
            outcome=outcome,
            given={"cards": cards.split()},
            why=why,
            expected=made(*ways),
        )
        for case_id, description, rules, outcome, cards, ways, why in COMBINATION_CASES
    ]
    return Corpus(GAME, "combination_rulebook", "Runs, triplets and the joker, worked by hand.", tuple(cases))


FACES: tuple[str, ...] = (*(str(number) for number in NUMBERS), *HONOURS, JOKER)
"""The 15 faces of a combination: a coin's number (its series does not matter), an honour, the joker."""


def realise(faces: tuple[str, ...]) -> list[str]:
    """Cards for ``faces``: the n-th coin of one number in the n-th series (``2 2 5`` → ``2a 2b 5a``)."""
    seen: dict[str, int] = {}
    cards = []
    for face in faces:
        n = seen.get(face, 0)
        seen[face] = n + 1
        cards.append(f"{face}{SERIES[n]}" if face.isdigit() else face)
    return cards


def rules_of(faces: tuple[str, ...], ways: list[str]) -> tuple[str, ...]:
    """The rules a three-face case exercises.

    Size and what it makes when it is a combination, else run and triplet (it is neither); the joker whenever one
    is among the cards.
    """
    if ways:
        made = {RUN if way.startswith("run") else TRIPLET for way in ways}
        rules = [SIZE, *(rule for rule in (RUN, TRIPLET) if rule in made)]
    else:
        rules = [RUN, TRIPLET]
    if JOKER in faces:
        rules.append(JOKER_RULE)
    return tuple(rules)


def combination_exhaustive() -> Corpus:
    """Every multiset of three faces, each answered by both encodings."""
    cases: list[Case] = []
    for faces in combinations_with_replacement(FACES, 3):
        cards = realise(faces)
        answer = engine_answer("combination", {"cards": cards}, DEFAULT)
        label = "".join(faces)
        cases.append(
            confirmed_case(
                id=f"three-{label}",
                description=f"the faces {' '.join(faces)}",
                question="combination",
                rules=rules_of(faces, answer["ways"]),
                outcome="accepts" if answer["combination"] else "refuses",
                input={"cards": cards},
                source="exhaustive",
                why="Every multiset of three of the 15 faces (nine numbers, five honours, the joker); a coin's series "
                "never matters to a combination (the series are copies of one suit, facts).",
            )
        )
    return Corpus(
        GAME, "combination_exhaustive", "Every multiset of three faces, up to the coins' series.", tuple(cases)
    )


def turn(hand: str, card: str, source: str) -> dict[str, Any]:
    """A ``combinations`` input."""
    return {"hand": hand.split(), "card": card, "from": source}


COURSE = "Course of Play"
# (id, description, rules, outcome, hand, card, from, the combinations, why)
COMBINATIONS_CASES: tuple[tuple[str, str, tuple[str, ...], Outcome, str, str, str, tuple[str, ...], str], ...] = (
    (
        "turn-example-1-draw",
        "a 4 and a joker in hand, a 5 drawn: the run",
        (JOKER_RULE, ACTIONS),
        "accepts",
        "4a 9d E S T",
        "5b",
        "draw",
        ("4a 5b T",),
        f"{TZQ_CARDS}, Example 1: 4 and TZQ in hand, a 5 drawn; no other three of the six cards combine.",
    ),
    (
        "turn-example-2-chow",
        "East and a joker in hand, East discarded: the Chow East East joker",
        (JOKER_RULE, ACTIONS),
        "accepts",
        "2a 7b E N T",
        "E",
        "discard",
        ("E E T",),
        f"{TZQ_CARDS}, Example 2: the Chow takes the East, the TZQ card replacing the missing East.",
    ),
    (
        "turn-discarded-joker",
        "a joker just discarded makes no combination",
        (JOKER_RULE, ACTIONS),
        "refuses",
        "4a 5b 9c E E",
        "T",
        "discard",
        (),
        f"{TZQ_CARDS}: 'It is forbidden to form a Combination using a TZQ card that has just been discarded'.",
    ),
    (
        "turn-drawn-joker",
        "a joker drawn combines with 4 5 and with East East",
        (JOKER_RULE,),
        "accepts",
        "4a 5b 9c E E",
        "T",
        "draw",
        ("4a 5b T", "E E T"),
        f"{TZQ_CARDS}: a drawn TZQ card stands for the 3 or the 6 (4a 5b T) or the third East (E E T).",
    ),
    (
        "turn-pung-from-hand",
        "after drawing, the combination may be three cards of the hand",
        (ACTIONS, TRIPLET),
        "accepts",
        "2a 5b N N N",
        "8c",
        "draw",
        ("N N N",),
        f"{COURSE}, II: 'takes the 1st card of the draw pile, adds it to his Hand, then creates a Combination'.",
    ),
    (
        "turn-chow-must-include",
        "a Chow must include the taken card",
        (ACTIONS,),
        "refuses",
        "2a 5b N N N",
        "8c",
        "discard",
        (),
        f"{COURSE}, III: 'a Combination that must include the card he has just taken'; 8 combines with nothing.",
    ),
    (
        "turn-chow-nothing",
        "a discard that combines with nothing in hand gives no Chow",
        (ACTIONS, RUN),
        "refuses",
        "1a 3b E S W",
        "9d",
        "discard",
        (),
        f"{COURSE}, III: no three of 1 3 E S W 9 including the 9 are a run or a triplet.",
    ),
    (
        "turn-chow-run",
        "a discarded 5 between 4 and 6 in hand: the Chow 4-5-6",
        (ACTIONS, RUN),
        "accepts",
        "4a 6b E S W",
        "5c",
        "discard",
        ("4a 5c 6b",),
        f"{COURSE}, III: the taken 5 and the 4 and 6 in hand are a run.",
    ),
    (
        "turn-two-combinations-each-alone",
        "holding two triplets after the draw, each is its own combination",
        (ONE, TRIPLET),
        "refuses",
        "E E E N N",
        "N",
        "draw",
        ("E E E", "N N N"),
        "Exposing a Combination: 'A player may never expose more than one Combination per Turn'; the answer lists "
        "the two triplets, each of three cards, never the six together.",
    ),
    (
        "turn-one-combination",
        "one combination among the six cards",
        (ONE,),
        "accepts",
        "1a 2b 3c 7d 9a",
        "E",
        "draw",
        ("1a 2b 3c",),
        "Exposing a Combination: one combination a turn; 1 2 3 is the only one here.",
    ),
    (
        "turn-coins-identical",
        "two coins of one number and a third of another series make a triplet",
        (DECK, TRIPLET),
        "accepts",
        "6a 6b 1c E W",
        "6d",
        "discard",
        ("6a 6b 6d",),
        "Contents; facts: the four series are one suit, so 6a 6b 6d are three identical cards.",
    ),
)


def combinations_rulebook() -> Corpus:
    """A hand of five and the card a turn takes, worked by hand."""
    cases = [
        rulebook_case(
            id=case_id,
            description=description,
            question="combinations",
            rules=rules,
            outcome=outcome,
            given=turn(hand, card, source),
            why=why,
            expected={"combinations": sorted(found)},
        )
        for case_id, description, rules, outcome, hand, card, source, found, why in COMBINATIONS_CASES
    ]
    return Corpus(
        GAME, "combinations_rulebook", "A hand of five and the card drawn or taken, worked by hand.", tuple(cases)
    )


__all__ = [
    "COMBINATIONS_CASES",
    "COMBINATION_CASES",
    "FACES",
    "combination_exhaustive",
    "combination_rulebook",
    "combinations_rulebook",
    "made",
    "realise",
    "rules_of",
    "turn",
]
