"""Lao Pengh conformance cases about placing: may this card go on this pile, each worked by hand.

Family ``place_rulebook`` (``generated/laopengh/place_rulebook.json``). Each case gives three piles (bottom card
first, the top card last), the pile the card goes on and the card, and the answer worked out in the case's ``why``
from the rulebook's "Placing Cards" and "Jokers": the card must share an attribute (theme, colour, corner number)
with the pile's top card; no attribute three times in a row; a card that fits no pile goes on any; a joker shows
both animals, so it continues theme runs, and has no colour or number, so it breaks those runs. The builder stops
when the engine or the Z3 model answers anything else.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.laopengh.corpus.case_builder import GAME, rulebook_case

MATCH = "laopengh.place.match"
TRIPLE = "laopengh.place.no-triple"
FREE = "laopengh.place.free"
ILLEGAL = "laopengh.place.illegal"
JOKER = "laopengh.joker.runs"
DECK = "laopengh.deck.cards"
ACCUSE = "laopengh.suspicion.accuse"
ACCEPTED = "laopengh.suspicion.accepted"
PLACING = "Placing Cards"
JOKERS = "Jokers"


def judged(legal: bool, rule: str, fits: list[int], move: bool = True) -> dict[str, Any]:
    """A hand-worked ``place`` answer; the accusation follows from it (upheld when illegal, none when no move)."""
    accusation = None if not move else ("refuted" if legal else "upheld")
    return {"legal": legal, "rule": rule, "fits": fits, "move": move, "accusation": accusation}


def piles(text: str) -> list[list[str]]:
    """``"CY1 DR2 / CB3 / DB4"`` as three lists, bottom card first."""
    return [part.split() for part in text.split("/")]


CASES: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, outcome, piles, pile, card, expected, why, readings
    (
        "place-shares-theme",
        "a crane on a crane: the theme is shared",
        (MATCH,),
        "accepts",
        "DR1 CY1 / DB2 / DB3",
        0,
        "CB4",
        judged(True, MATCH, [0, 1, 2]),
        f"{PLACING}: the top CY1 and CB4 are both cranes. No run: DR1 CY1 CB4 are not one theme, colour or number. "
        "CB4 also shares blue with DB2 and DB3, so it fits every pile.",
    ),
    (
        "place-shares-number",
        "a blue dragon 3 on a yellow crane 3: only the number is shared",
        (MATCH,),
        "accepts",
        "CY3 / CR1 / DR2",
        0,
        "DB3",
        judged(True, MATCH, [0, 2]),
        f"{PLACING}: CY3 and DB3 share the corner number 3. CR1 shares nothing with DB3 (crane, red, 1 against "
        "dragon, blue, 3), DR2 the theme: DB3 fits piles 0 and 2.",
    ),
    (
        "place-shares-nothing",
        "a card laid on a top it shares nothing with, while two other piles would take it",
        (MATCH, FREE, ILLEGAL, ACCUSE),
        "refuses",
        "CY3 / CR1 / DR2",
        1,
        "DB3",
        judged(False, MATCH, [0, 2]),
        f"{PLACING}: DB3 shares nothing with the top CR1, and it fits piles 0 (the number 3) and 2 (the dragon), so "
        "it does not fit no pile and may not go anywhere. The placement is illegal; an accusation is upheld.",
    ),
    (
        "place-shares-nothing-triples-only",
        "a card on a top it shares nothing with is no move at all when accusations catch only triples",
        (MATCH, ILLEGAL, ACCUSE),
        "refuses",
        "CY3 / CR1 / DR2",
        1,
        "DB3",
        judged(False, MATCH, [0, 2], move=False),
        "Reading suspicion.grounds=triples-only: the top card is in plain view, so a card sharing nothing with it "
        "(while another pile takes it) is refused outright, and there is nothing to accuse.",
        {"suspicion.grounds": "triples-only"},
    ),
    (
        "place-free",
        "a card that shares nothing with any top card goes on any pile",
        (FREE, MATCH),
        "accepts",
        "CY1 / CY2 / CR1",
        2,
        "DB3",
        judged(True, FREE, []),
        f"{PLACING}: 'If ... a player's card does not satisfy any of the 3 piles, he may play his card onto any "
        "pile.' DB3 (dragon, blue, 3) shares nothing with CY1, CY2 or CR1.",
    ),
    (
        "triple-colour",
        "a third yellow card in a row",
        (TRIPLE, ILLEGAL, ACCUSE),
        "refuses",
        "CY1 DY2 / CR3 / CB4",
        0,
        "CY3",
        judged(False, TRIPLE, [0, 1, 2]),
        f"{PLACING}: 'no attribute may appear 3 times in a row in one pile': CY1 DY2 CY3 are three yellows. An "
        "accusation is upheld.",
    ),
    (
        "triple-number",
        "a third 2 in a row",
        (TRIPLE, ILLEGAL),
        "refuses",
        "CY2 DR2 / CB1 / DB1",
        0,
        "CB2",
        judged(False, TRIPLE, [0, 1, 2]),
        f"{PLACING}: CY2 DR2 CB2 show the corner number 2 three times in a row.",
    ),
    (
        "triple-theme",
        "a third crane in a row",
        (TRIPLE, ILLEGAL),
        "refuses",
        "CY1 CR2 / DB3 / DY4",
        0,
        "CB3",
        judged(False, TRIPLE, [0, 1]),
        f"{PLACING}: CY1 CR2 CB3 are three cranes. DY4 shares nothing with CB3, so it fits piles 0 and 1 only.",
    ),
    (
        "two-in-a-row",
        "two yellows and then a third card of another colour, theme and number sequence: no run",
        (TRIPLE, MATCH),
        "accepts",
        "CB1 CY2 / DR3 / DB4",
        0,
        "DY3",
        judged(True, MATCH, [0, 1, 2]),
        f"{PLACING}: CB1 CY2 DY3: cranes then a dragon, blue then two yellows, 1 2 3: no attribute three times.",
    ),
    (
        "accepted-run-fourth",
        "a fourth yellow crane on an accepted run of three makes a run of its own",
        (ACCEPTED, TRIPLE),
        "refuses",
        "CY1 CY2 CY3 / DR4 / DB4",
        0,
        "CY4",
        judged(False, TRIPLE, [0, 1, 2]),
        "Suspicion, Important: the unaccused CY3 is accepted, but 'if a player then places a card with the same "
        "attribute on top of it, a new suspicion may be voiced': CY2 CY3 CY4 are three yellow cranes.",
    ),
    (
        "accepted-run-broken",
        "a card that breaks an accepted run is placed legally on it",
        (ACCEPTED, MATCH),
        "accepts",
        "CY1 CY2 CY3 / DR4 / DB4",
        0,
        "DR3",
        judged(True, MATCH, [0, 1, 2]),
        "Suspicion, Important: the accepted CY3 stays; CY2 CY3 DR3 share no attribute three times (cranes then a "
        "dragon, yellow then red, 2 3 3), and DR3 shares the number 3 with the top.",
    ),
    (
        "joker-on-anything",
        "a joker goes on any top card: it shows both animals",
        (JOKER, DECK, MATCH),
        "accepts",
        "CY1 DR2 / CB3 / DB4",
        0,
        "J1",
        judged(True, MATCH, [0, 1, 2]),
        f"{JOKERS}: 'Jokers show both animals', so J1 shares a theme with every top. CY1 DR2 J1 is no run: a crane, "
        "a dragon, and no colour or number on the joker.",
    ),
    (
        "anything-on-joker",
        "any card goes on a joker",
        (JOKER, MATCH),
        "accepts",
        "CY1 J1 / CB3 / DB4",
        0,
        "DR2",
        judged(True, MATCH, [0, 2]),
        f"{JOKERS}: the joker on top shows the dragon, so DR2 shares its theme. CY1 J1 DR2: no theme is common to a "
        "crane, a joker and a dragon. CB3 shares nothing with DR2.",
    ),
    (
        "joker-breaks-colour",
        "a joker between two yellows breaks the colour run",
        (JOKER, TRIPLE),
        "accepts",
        "DY1 J1 / CB3 / DB4",
        0,
        "CY2",
        judged(True, MATCH, [0, 1]),
        f"{JOKERS}: 'they break colour and number sequences': DY1 J1 CY2 has no colour run, and a dragon, a joker "
        "and a crane are no theme run. DB4 shares nothing with CY2.",
    ),
    (
        "joker-continues-theme",
        "a crane, a joker and a crane: the joker continues the run of cranes",
        (JOKER, TRIPLE, ILLEGAL),
        "refuses",
        "CY1 J1 / CB3 / DB4",
        0,
        "CR2",
        judged(False, TRIPLE, [0, 1]),
        f"{JOKERS}: 'Jokers continue only theme rows': CY1 J1 CR2 is a run of three cranes (the joker counts as a "
        "crane, reading joker.theme-run=counts-as-both).",
    ),
    (
        "joker-third-crane",
        "a joker on two cranes is the third crane",
        (JOKER, DECK, TRIPLE),
        "refuses",
        "CY1 CR2 / DB3 / DB4",
        0,
        "J2",
        judged(False, TRIPLE, [0, 1, 2]),
        f"{JOKERS}: the joker shows the crane too, so CY1 CR2 J2 are three cranes in a row (counts-as-both); the "
        "joker fits every pile by its two animals.",
    ),
    (
        "place-transparent-colour-run",
        "with jokers transparent a run of one colour across both animals is still a triple",
        (TRIPLE, JOKER),
        "refuses",
        "DY1 CY2 / DB4 / CR4",
        0,
        "DY3",
        judged(False, TRIPLE, [0, 1]),
        f"{PLACING}: DY1 CY2 DY3 are yellow three times in a row, whatever the animals (dragon crane dragon) and "
        "however a joker counts (joker.theme-run=transparent), so laying DY3 there is illegal. DY3 shares yellow "
        "with CY2 and the dragon with DB4, and nothing with CR4 (crane, red, 4).",
        {"joker.theme-run": "transparent"},
    ),
    (
        "place-transparent-jokers-skipped",
        "with jokers transparent the two nearest theme cards beneath, jokers skipped, make a theme run",
        (TRIPLE, JOKER),
        "refuses",
        "CY1 J1 CB2 J2 / DR4 / DB4",
        0,
        "CR3",
        judged(False, TRIPLE, [0, 1]),
        f"{JOKERS}, read as joker.theme-run=transparent: the jokers J2 and J1 neither count nor interrupt, so the "
        "two nearest theme cards beneath CR3 are the cranes CB2 and CY1: three cranes in a row. Colours (red, "
        "none, blue) and numbers (3, none, 2) make no run. CR3 shares everything with the joker J2 on top, red with "
        "DR4, and nothing with DB4 (dragon, blue, 4).",
        {"joker.theme-run": "transparent"},
    ),
)
"""Every case: id, description, rules, outcome, piles, pile, card, the hand-worked answer, why (and readings)."""


def _case(row: tuple[Any, ...]) -> Case:
    case_id, description, rules, outcome, stacks, pile, card, expected, why, *rest = row
    readings: Mapping[str, str] = rest[0] if rest else {}
    given = {"piles": piles(stacks), "pile": pile, "card": card}
    chosen: Outcome = outcome
    return rulebook_case(case_id, description, "place", rules, chosen, given, why, expected, dict(readings))


def place_rulebook() -> Corpus:
    """The ``place_rulebook`` family."""
    return Corpus(
        GAME,
        "place_rulebook",
        "Placements worked by hand from the rulebook: shared attributes, runs of three, jokers, the free placement.",
        tuple(_case(row) for row in CASES),
    )


__all__ = ["CASES", "judged", "piles", "place_rulebook"]
