"""Lao Pengh's sweep matrix: the inputs that fill each cell the register declares.

The cells are those of the ``sweep`` tables of ``spec/laopengh.toml``; the method is
:mod:`rulebook.core.corpus.sweep_matrix`.

Every input is hand-built, the smallest that puts its rule at the cell's point, and its ``why`` cites the rulebook
section (``spec/rulebooks/lao-pengh.txt``) and counts what makes the outcome right:

- placing (``place``, answered by the engine and the Z3 model): piles are written ``"CR1 CB2 / DY4 / J1"``, three
  piles bottom card first; the numbers of a run of three at two, three and four cards in a row for each of the animal,
  the colour and the number; each attribute a placement reads (animal, colour, corner number) varied alone; each
  pile as the target, a card beneath the top and another pile's top as what the card is matched against; the
  placements that stand as moves and the one that does not;
- the order of play (``order``, both encodings): the order number varied alone, a lone dragon at none, one and two
  dragons, at one and two players, beside a crane and beside a joker, the animal varied alone, the order numbers at
  the ends of their ranges;
- the deck (``place``): every kind at its most copies (two of each theme card, one of each joker, from the spec's
  ``[deck]`` table) and one past it, which the engine must refuse; 47 and 48 theme cards under totals-only;
- play (``legal_actions``, ``apply``, the engine's alone): the revealing of one card each and where it may come from,
  the pile named, who may accuse which pile, the cards taken after an accusation at three, four and five (upheld)
  and one, two and three (refuted) cards beneath the accused one, the number of players at its ends, an empty and a
  one-card hand after the round's last placement. Their answers are checked against hand-worked ones in
  ``tests/laopengh/test_sweeps.py``.

The reading cells (``reading:KEY:OPTION``) are all filled by the other families, so the sweep gives none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.corpus.cases import Outcome
from rulebook.core.corpus.sweep_matrix import Cell
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import load_spec
from rulebook.laopengh.corpus.placements import piles
from rulebook.laopengh.corpus.play import (
    ACCUSED,
    DEALT,
    LAST_PLACED,
    LEGAL_TOP,
    ONE_REVEALED,
    TO_PLACE,
    after,
    position,
)

GAME = "laopengh"
DECK = "laopengh.deck.cards"
DEAL = "laopengh.setup.deal"
REVEAL = "laopengh.round.reveal"
ORDER = "laopengh.round.order"
LONE = "laopengh.round.lone-dragon"
DECLARE = "laopengh.place.declare"
MATCH = "laopengh.place.match"
TRIPLE = "laopengh.place.no-triple"
JOKER = "laopengh.joker.runs"
FREE = "laopengh.place.free"
ILLEGAL = "laopengh.place.illegal"
ACCUSE = "laopengh.suspicion.accuse"
UPHELD = "laopengh.suspicion.upheld"
REFUTED = "laopengh.suspicion.refuted"
END = "laopengh.end.winners"

STATED = {"deck.order-numbers": "stated"}
TOTALS = {"deck.composition": "totals-only"}
TRIPLES_ONLY = {"suspicion.grounds": "triples-only"}


@dataclass(frozen=True)
class Given:
    """One input before it is a :class:`SweepInput`: the question, its input, the outcome, what it is and why."""

    question: str
    input: Mapping[str, Any]
    outcome: Outcome
    description: str
    why: str
    readings: Mapping[str, str] | None = None
    impossible: bool = False
    """An input the rules make impossible, which the engine must refuse (:attr:`SweepInput.impossible`)."""

    def swept(self) -> SweepInput:
        """The :class:`SweepInput` of the core."""
        return SweepInput(
            self.question,
            self.input,
            self.outcome,
            self.description,
            self.why,
            self.readings or {},
            impossible=self.impossible,
        )


def place(text: str, pile: int, card: str, outcome: Outcome, description: str, why: str, **kw: Any) -> Given:
    """A ``place`` input: ``card`` laid on pile ``pile`` of the piles ``text`` (``"CR1 CB2 / DY4 / J1"``)."""
    return Given("place", {"piles": piles(text), "pile": pile, "card": card}, outcome, description, why, **kw)


def order(revealed: Sequence[str | None], outcome: Outcome, description: str, why: str, **kw: Any) -> Given:
    """An ``order`` input: the card each player revealed (``None``: none)."""
    return Given("order", {"revealed": list(revealed)}, outcome, description, why, **kw)


def apply(state: Mapping[str, Any], action: str, outcome: Outcome, description: str, why: str, **kw: Any) -> Given:
    """An ``apply`` input: ``action`` in ``state``."""
    return Given("apply", {"state": dict(state), "action": action}, outcome, description, why, **kw)


def actions(state: Mapping[str, Any], outcome: Outcome, description: str, why: str) -> Given:
    """A ``legal_actions`` input."""
    return Given("legal_actions", {"state": dict(state)}, outcome, description, why)


PLACING = "Placing Cards"
SUSPICION = "Suspicion"
SEQUENCE = "Sequence of Play"


# --- thresholds: (rule, name) -> {point: input} ----------------------------------------------------------------------

# The deck: the order numbers at the ends of their ranges, and the theme cards' total under totals-only.
DECK_THRESHOLDS: dict[str, dict[str, Given]] = {
    "lowest order number of a theme card": {
        "below": order(
            ["CY1/6", "J5"],
            "refuses",
            "a theme card numbered 6 under stated order numbers",
            f"{SEQUENCE}: 'The numbers in the centre of each card (1-54)'; the jokers carry 1 to 6 and the theme cards "
            "7 to 54 (gaps), so under deck.order-numbers=stated, where a theme card may carry any of its range, 6 is "
            "one below it: no card of the deck, refused as input.",
            readings=STATED,
            impossible=True,
        ),
        "at": order(
            ["CY1/7", "J6"],
            "accepts",
            "a theme card numbered 7 beside the joker numbered 6",
            f"{SEQUENCE}: 'The numbers in the centre of each card (1-54)'; the theme cards carry 7 to 54 (gaps) and "
            "CY1 the table's first two, 7 and 8: 7 is the lowest theme number, and J6 (6) places before it.",
        ),
        "above": order(
            ["CY1/8", "J6"],
            "accepts",
            "a theme card numbered 8 beside the joker numbered 6",
            f"{SEQUENCE}: CY1's second copy carries 8 (the spec's table), one above the lowest; J6 (6) goes first.",
        ),
    },
    "highest order number": {
        "below": order(
            ["DB4/53", "DB3/52"],
            "accepts",
            "two dragons numbered 53 and 52",
            f"{SEQUENCE}: DB4's first copy carries 53, one below the highest; two dragons make no lone dragon, so "
            "52 places before 53.",
        ),
        "at": order(
            ["DB4/54", "DB3/52"],
            "accepts",
            "two dragons numbered 54 and 52",
            f"{SEQUENCE}: 54 is the highest number (1-54), DB4's second copy; 52 places first.",
        ),
        "above": order(
            ["DB4/55", "DB3/52"],
            "refuses",
            "a dragon numbered 55 under stated order numbers",
            f"{SEQUENCE}: the numbers run 1 to 54, so 55, one above the highest, is on no card, whichever numbers the "
            "theme cards carry: refused as input.",
            readings=STATED,
            impossible=True,
        ),
    },
    "theme cards under totals-only": {
        "below": place(
            " ".join(["CY1"] * 24) + " / " + " ".join(["CY2"] * 21) + " / CB3",
            2,
            "CB4",
            "accepts",
            "47 theme cards in play under totals-only",
            "Components: '48 theme cards'; under deck.composition=totals-only only that total bounds a position: "
            "24 + 21 + 1 on the piles and the card make 47. CB4 on CB3 shares the crane and blue, a pile of one.",
            readings=TOTALS,
        ),
        "at": place(
            " ".join(["CY1"] * 24) + " / " + " ".join(["CY2"] * 22) + " / CB3",
            2,
            "CB4",
            "accepts",
            "48 theme cards in play under totals-only",
            "Components: '48 theme cards': 24 + 22 + 1 on the piles and the card make 48, the whole deck's theme "
            "cards, which totals-only allows in any split.",
            readings=TOTALS,
        ),
        "above": place(
            " ".join(["CY1"] * 24) + " / " + " ".join(["CY2"] * 23) + " / CB3",
            2,
            "CB4",
            "refuses",
            "49 theme cards in play under totals-only",
            "Components: '48 theme cards': 24 + 23 + 1 on the piles and the card make 49, one more than the deck "
            "prints, which no split allows: refused as input.",
            readings=TOTALS,
            impossible=True,
        ),
    },
}

DEAL_HAND = ["CY1/7", "CR2/17", "CY2/9", "CY3/11", "CY4/13", "CR1/15"]
"""One card for each of up to six players, at the start of round 1."""
START_PILES = [["CB1/23"], ["DR1/39"], ["J1"]]


def players(count: int) -> dict[str, Any]:
    """The start of round 1 with ``count`` players, one card each (:data:`DEAL_HAND`)."""
    return position([[card] for card in DEAL_HAND[:count]], START_PILES)


def seated(count: int, outcome: Outcome, description: str) -> Given:
    """A round-1 position of ``count`` players: each may lay their one card face down."""
    return actions(
        players(count),
        outcome,
        description,
        f"Setup: the sources give 2 to 6 players (gaps); {count} are seated, and in {SEQUENCE} 'All players place 1 "
        f"card face down': each of the {count} players may reveal their one card, and nothing else is offered.",
    )


def unseated(count: int, description: str) -> Given:
    """A round-1 position of ``count`` players, outside the 2 to 6 the sources give: refused as input."""
    hands = [[card] for card in [*DEAL_HAND, "CR3/19"][:count]]
    return Given(
        "legal_actions",
        {"state": position(hands, START_PILES)},
        "refuses",
        description,
        f"Setup: the sources give 2 to 6 players (gaps); {count} is outside that range, so the position is no game's "
        "and is refused as input.",
        impossible=True,
    )


DEAL_THRESHOLDS: dict[str, dict[str, Given]] = {
    "fewest players": {
        "below": unseated(1, "one player seated, one fewer than the fewest"),
        "at": seated(2, "accepts", "two players seated, the fewest"),
        "above": seated(3, "accepts", "three players seated"),
    },
    "most players": {
        "below": seated(5, "accepts", "five players seated"),
        "at": seated(6, "accepts", "six players seated, the most"),
        "above": unseated(7, "seven players seated, one more than the most"),
    },
}

REVEAL_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards a player lays face down": {
        "below": apply(
            DEALT,
            "reveal 0 CR2/17",
            "accepts",
            "player 1 has laid no card yet, so nothing is turned up",
            f"{SEQUENCE}: all players place 1 card face down and reveal it 'simultaneously': player 0 lays CR2, but "
            "player 1 has laid none (below one), so the phase stays reveal and CR2 waits face down.",
        ),
        "at": apply(
            ONE_REVEALED,
            "reveal 1 DB3/51",
            "accepts",
            "the last player lays their one card and all are turned up",
            f"{SEQUENCE}: with player 1's DB3 every player has laid exactly one card: they are turned up and placing "
            "begins; CR2/17 (a crane) and DB3/51 (a dragon): player 0 by the numbers, or the lone dragon first.",
        ),
        "above": apply(
            ONE_REVEALED,
            "reveal 0 CY1/7",
            "refuses",
            "a second card laid face down by the same player",
            f"{SEQUENCE}: 'All players place 1 card face down': player 0 has laid CR2 already, a second is refused.",
        ),
    },
}

LONE_THRESHOLDS: dict[str, dict[str, Given]] = {
    "dragons revealed": {
        "below": order(
            ["CY1/7", "CR1/15"],
            "refuses",
            "no dragon among the revealed cards",
            f"{SEQUENCE}, Exception: no dragon was played, so none goes first: 7 before 15, one order.",
        ),
        "at": order(
            ["CR1/15", "DY1/31"],
            "accepts",
            "one dragon beside one crane",
            f"{SEQUENCE}, Exception: one dragon, and the other played a crane: player 1 may go first or keep 31's "
            "place after 15: the orders 0 1 and 1 0.",
        ),
        "above": order(
            ["CR1/15", "DY1/31", "DR1/39"],
            "refuses",
            "two dragons beside one crane",
            f"{SEQUENCE}, Exception: two dragons were played, not one: by the numbers only, 15 31 39.",
        ),
    },
    "players who revealed a card": {
        "below": order(
            ["DY1/31", None],
            "refuses",
            "a dragon revealed by the only player with a card",
            f"{SEQUENCE}: one card to place, one order; the Exception asks for other players who played a crane, "
            "and there are none to go before.",
        ),
        "at": order(
            ["DY1/31", "CR1/15"],
            "accepts",
            "a dragon and a crane, two players",
            f"{SEQUENCE}, Exception: two players, one dragon and one crane: player 0 may go first (0 1) or keep its "
            "place after 15 (1 0).",
        ),
        "above": order(
            ["DY1/31", "CR1/15", "CY1/7"],
            "accepts",
            "a dragon and two cranes, three players",
            f"{SEQUENCE}, Exception: one dragon, both others cranes: by the numbers 7 15 31 (players 2 1 0), or the "
            "dragon first and the rest in their order (0 2 1).",
        ),
    },
    "other players showing no crane": {
        "at": order(
            ["DB2/49", "CB1/23"],
            "accepts",
            "a dragon beside a crane and nothing else",
            f"{SEQUENCE}, Exception: every other player (one) played a crane: player 0 may go first (0 1) or keep "
            "49's place after 23 (1 0).",
        ),
        "above": order(
            ["DB2/49", "CB1/23", "J2"],
            "refuses",
            "a dragon beside a crane and a joker",
            f"{SEQUENCE}, Exception (default reading others-all-cranes): the joker is no crane card, so one other "
            "player shows no crane and the dragon is no lone dragon: by the numbers 2 23 49, players 2 1 0.",
        ),
    },
}

# A run of three: the card and the two beneath it, for each attribute, at two, three and four in a row.
TRIPLE_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards of one animal in a row": {
        "below": place(
            "DR1 CB2 / DY4 / J1",
            0,
            "CY3",
            "accepts",
            "a second crane in a row",
            f"{PLACING}: DR1 CB2 CY3 are dragon crane crane (two cranes), colours R B Y, numbers 1 2 3: no run of "
            "three; CY3 shares the crane with CB2, so it is legal.",
        ),
        "at": place(
            "CR1 CB2 / DY4 / J1",
            0,
            "CY3",
            "refuses",
            "a third crane in a row",
            f"{PLACING}: 'no attribute may appear 3 times in a row in one pile': CR1 CB2 CY3 are three cranes.",
        ),
        "above": place(
            "CR4 CR1 CB2 / DY4 / J1",
            0,
            "CY3",
            "refuses",
            "a fourth crane in a row on an accepted run",
            f"{SUSPICION}, Important: the run CR4 CR1 CB2 went unaccused; 'If a player then places a card with the "
            "same attribute on top of it, a new suspicion may be voiced': CR1 CB2 CY3 are again three cranes.",
        ),
    },
    "cards of one colour in a row": {
        "below": place(
            "DB1 CY2 / DR4 / J1",
            0,
            "DY3",
            "accepts",
            "a second yellow card in a row",
            f"{PLACING}: DB1 CY2 DY3 are blue yellow yellow (two), dragon crane dragon, 1 2 3: no run; DY3 shares "
            "yellow with CY2.",
        ),
        "at": place(
            "DY1 CY2 / DR4 / J1",
            0,
            "DY3",
            "refuses",
            "a third yellow card in a row",
            f"{PLACING}: DY1 CY2 DY3 are three yellow cards (the animals D C D and numbers 1 2 3 run no further).",
        ),
        "above": place(
            "CY4 DY1 CY2 / DR4 / J1",
            0,
            "DY3",
            "refuses",
            "a fourth yellow card in a row on an accepted run",
            f"{SUSPICION}, Important: CY4 DY1 CY2 went unaccused; DY1 CY2 DY3 are three yellow cards again.",
        ),
    },
    "cards of one number in a row": {
        "below": place(
            "DB2 CY1 / DR4 / J1",
            0,
            "CR1",
            "accepts",
            "a second 1 in a row",
            f"{PLACING}: DB2 CY1 CR1 are 2 1 1 (two ones), dragon crane crane, blue yellow red: no run; CR1 shares "
            "the crane and the 1 with CY1.",
        ),
        "at": place(
            "DB1 CY1 / DR4 / J1",
            0,
            "CR1",
            "refuses",
            "a third 1 in a row",
            f"{PLACING}: DB1 CY1 CR1 are three 1s (animals D C C, colours B Y R: no other run).",
        ),
        "above": place(
            "DY1 DB1 CY1 / DR4 / J1",
            0,
            "CR1",
            "refuses",
            "a fourth 1 in a row on an accepted run",
            f"{SUSPICION}, Important: DY1 DB1 CY1 went unaccused; DB1 CY1 CR1 are three 1s again.",
        ),
    },
}

JOKER_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards in a theme run through a joker": {
        "below": place(
            "J1 / DY4 / DB3",
            0,
            "CR2",
            "accepts",
            "a crane on a lone joker",
            "Jokers: a joker shows both animals, so CR2 shares with it; J1 CR2 are two cards, no run of three.",
        ),
        "at": place(
            "CY1 J1 / DY4 / DB3",
            0,
            "CR2",
            "refuses",
            "crane, joker, crane",
            "Jokers: 'Jokers continue only theme rows': under joker.theme-run=counts-as-both CY1 J1 CR2 are three "
            "cranes.",
        ),
        "above": place(
            "CB3 CY1 J1 / DY4 / DB3",
            0,
            "CR2",
            "refuses",
            "a fourth crane through a joker on an accepted run",
            f"Jokers; {SUSPICION}, Important: CB3 CY1 J1 went unaccused; CY1 J1 CR2 are three cranes again.",
        ),
    },
}

FREE_THRESHOLDS: dict[str, dict[str, Given]] = {
    "piles whose top shares nothing with the card": {
        "below": place(
            "DB1 / DR2 / CB3",
            0,
            "CY4",
            "refuses",
            "a card sharing nothing with two tops of three",
            f"{PLACING}: CY4 shares nothing with DB1 or DR2 but the crane with CB3: it fits a pile, so it may not "
            "go on pile 0, whose top it shares nothing with.",
        ),
        "at": place(
            "DB1 / DR2 / DB3",
            0,
            "CY4",
            "accepts",
            "a card sharing nothing with all three tops",
            f"{PLACING}: 'If on his turn a player's card does not satisfy any of the 3 piles, he may play his card "
            "onto any pile': CY4 shares no animal, colour or number with DB1, DR2, DB3.",
        ),
        "above": Given(
            "place",
            {"piles": piles("DB1 / DR2 / DB3 / DR1"), "pile": 0, "card": "CY4"},
            "refuses",
            "a card sharing nothing with the tops of four piles",
            "Setup: 'They form the start of the 3 piles': a table of four piles is no position of the game, so the "
            "input is refused, whatever the card shares.",
            impossible=True,
        ),
    },
}


def upheld_state(beneath: Sequence[str]) -> dict[str, Any]:
    """Player 0's DY3/35, a third yellow card, open on pile 0 over ``beneath`` (ending DY1/31 DY2/33)."""
    return after(ACCUSED, piles=[[*beneath, "DY3/35"], ["DR1/39"], ["DB2/49"]])


def refuted_state(beneath: Sequence[str]) -> dict[str, Any]:
    """Player 0's CY3/11, placed legally (on CR3/19), open on pile 0 over ``beneath``."""
    return after(LEGAL_TOP, piles=[[*beneath, "CY3/11"], ["DR1/39"], ["DB2/49"]])


UPHELD_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards the placer takes": {
        "below": apply(
            upheld_state(["DY4/37", "DY1/31", "DY2/33"]),
            "accuse 0 by 1",
            "accepts",
            "a rightful accusation on a pile of three other cards",
            f"{SUSPICION}: DY1 DY2 DY3 are three yellow cards; 'If the pile consists of fewer cards ... takes only "
            "the number of cards that are available': player 0 takes all three, DY4 DY1 DY2; DY3 starts a new pile.",
        ),
        "at": apply(
            upheld_state(["DR2/41", "DY4/37", "DY1/31", "DY2/33"]),
            "accuse 0 by 1",
            "accepts",
            "a rightful accusation on a pile of four other cards",
            f"{SUSPICION}: 'takes the 4 lowest cards': exactly the four beneath, DR2 DY4 DY1 DY2; nothing is left to "
            "set aside.",
        ),
        "above": apply(
            upheld_state(["CB4/29", "DR2/41", "DY4/37", "DY1/31", "DY2/33"]),
            "accuse 0 by 1",
            "accepts",
            "a rightful accusation on a pile of five other cards",
            f"{SUSPICION}: the 4 lowest (bottom) cards CB4 DR2 DY4 DY1 to player 0; 'sets aside face down those that "
            "are left': DY2.",
        ),
    },
}

REFUTED_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards the accuser takes": {
        "below": apply(
            refuted_state(["CR3/19"]),
            "accuse 0 by 1",
            "accepts",
            "a wrongful accusation on a pile of one other card",
            f"{SUSPICION}: CR3 CY3 is no run; 'must take the 2 lowest cards from that pile': there is one, CR3, and "
            "player 1 takes it; CY3 stays alone.",
        ),
        "at": apply(
            refuted_state(["DY1/31", "CR3/19"]),
            "accuse 0 by 1",
            "accepts",
            "a wrongful accusation on a pile of two other cards",
            f"{SUSPICION}: DY1 CR3 CY3 is no run (D C C, Y R Y, 1 3 3): player 1 takes both, DY1 and CR3; nothing "
            "is set aside.",
        ),
        "above": apply(
            refuted_state(["DY4/37", "DY1/31", "CR3/19"]),
            "accuse 0 by 1",
            "accepts",
            "a wrongful accusation on a pile of three other cards",
            f"{SUSPICION}: player 1 takes the 2 lowest (bottom) cards, DY4 and DY1; 'any remaining cards are set "
            "aside face down': CR3.",
        ),
    },
}


def winner_state(hand: Sequence[str]) -> dict[str, Any]:
    """The round's last card placed (player 1's CR2/17, open), player 0 holding ``hand``."""
    return after(LAST_PLACED, hands=[list(hand), ["CR4/21"], ["CB3/27"]])


END_THRESHOLDS: dict[str, dict[str, Given]] = {
    "cards in a winner's hand": {
        "at": apply(
            winner_state([]),
            "accuse 1 by 2",
            "accepts",
            "an empty hand when the round's last accusation is settled",
            "End of Game: 'as soon as one player no longer has any cards in hand and all cards in this round have "
            f"been played': CR2 on DR1 was legal (the red), so player 2 takes DR1 ({SUSPICION}); player 0 holds no "
            "card and wins alone.",
        ),
        "above": apply(
            winner_state(["CY1/7"]),
            "accuse 1 by 2",
            "refuses",
            "one card in hand when the round's last accusation is settled",
            "End of Game: player 0 still holds CY1, nobody's hand is empty: the game goes on to the next round's "
            f"reveal; player 2 takes DR1 for the wrongful accusation ({SUSPICION}).",
        ),
    },
}

THRESHOLDS: dict[str, dict[str, dict[str, Given]]] = {
    DECK: DECK_THRESHOLDS,
    DEAL: DEAL_THRESHOLDS,
    REVEAL: REVEAL_THRESHOLDS,
    LONE: LONE_THRESHOLDS,
    TRIPLE: TRIPLE_THRESHOLDS,
    JOKER: JOKER_THRESHOLDS,
    FREE: FREE_THRESHOLDS,
    UPHELD: UPHELD_THRESHOLDS,
    REFUTED: REFUTED_THRESHOLDS,
    END: END_THRESHOLDS,
}
"""rule -> threshold name -> point -> input."""


# --- attributes: (rule, attribute) -> two inputs differing in it alone ---------------------------------------------


def pair(first: Given, second: Given) -> tuple[Given, Given]:
    """Two inputs of one cell."""
    return first, second


ATTRIBUTES: dict[tuple[str, str], tuple[Given, Given]] = {
    (ORDER, "order number"): pair(
        order(
            ["DY1/20", "CY2/30", "DR1/40"],
            "accepts",
            "a yellow dragon numbered 20 before a crane numbered 30 and a dragon numbered 40",
            f"{SEQUENCE}: the lowest number first: 20 30 40, players 0 1 2 (two dragons, so no lone dragon), the "
            "dragon numbered 20 before the crane whatever the table would give them.",
            readings=STATED,
        ),
        order(
            ["DY1/35", "CY2/30", "DR1/40"],
            "accepts",
            "a yellow dragon numbered 35 after a crane numbered 30, before a dragon numbered 40",
            f"{SEQUENCE}: only player 0's number changes, to 35: 30 35 40, players 1 0 2.",
            readings=STATED,
        ),
    ),
    (LONE, "animal"): pair(
        order(
            ["CY1/10", "CR1/20"],
            "refuses",
            "a crane numbered 20 after a crane numbered 10",
            f"{SEQUENCE}: two cranes, no dragon: 10 then 20, one order.",
            readings=STATED,
        ),
        order(
            ["CY1/10", "DR1/20"],
            "accepts",
            "a dragon numbered 20 after a crane numbered 10",
            f"{SEQUENCE}, Exception: only the animal of player 1's card changes: a lone dragon beside a crane may go "
            "first, so 0 1 and 1 0.",
            readings=STATED,
        ),
    ),
    (MATCH, "animal"): pair(
        place(
            "DB2 / CR3 / CR4",
            0,
            "CY1",
            "refuses",
            "a yellow crane 1 on a blue dragon 2",
            f"{PLACING}: CY1 and DB2 share no animal, colour or number, while CY1 fits piles 1 and 2 (the crane).",
        ),
        place(
            "DB2 / CR3 / CR4",
            0,
            "DY1",
            "accepts",
            "a yellow dragon 1 on a blue dragon 2",
            f"{PLACING}: only the animal changes: DY1 shares the dragon with DB2.",
        ),
    ),
    (MATCH, "colour"): pair(
        place(
            "DY2 / CR3 / CR4",
            0,
            "CY1",
            "accepts",
            "a yellow crane 1 on a yellow dragon 2",
            f"{PLACING}: CY1 shares yellow with DY2 (and the crane with piles 1 and 2).",
        ),
        place(
            "DY2 / CR3 / CR4",
            0,
            "CB1",
            "refuses",
            "a blue crane 1 on a yellow dragon 2",
            f"{PLACING}: only the colour changes: CB1 shares nothing with DY2 and fits piles 1 and 2.",
        ),
    ),
    (MATCH, "number"): pair(
        place(
            "DY2 / CB3 / CB4",
            0,
            "CR2",
            "accepts",
            "a red crane 2 on a yellow dragon 2",
            f"{PLACING}: CR2 shares the 2 with DY2.",
        ),
        place(
            "DY2 / CB3 / CB4",
            0,
            "CR1",
            "refuses",
            "a red crane 1 on a yellow dragon 2",
            f"{PLACING}: only the number changes: CR1 shares nothing with DY2 and fits piles 1 and 2 (the crane).",
        ),
    ),
    (TRIPLE, "animal"): pair(
        place(
            "CR1 CB2 / DY4 / J1",
            0,
            "CY2",
            "refuses",
            "a yellow crane 2 on a red crane 1 and a blue crane 2",
            f"{PLACING}: CR1 CB2 CY2 are three cranes (colours R B Y, numbers 1 2 2: no other run).",
        ),
        place(
            "CR1 CB2 / DY4 / J1",
            0,
            "DY2",
            "accepts",
            "a yellow dragon 2 on a red crane 1 and a blue crane 2",
            f"{PLACING}: only the animal changes: C C D, R B Y, 1 2 2 make no run, and DY2 shares the 2 with CB2.",
        ),
    ),
    (TRIPLE, "colour"): pair(
        place(
            "CY1 DY3 / DR4 / J1",
            0,
            "CY3",
            "refuses",
            "a yellow crane 3 on a yellow crane 1 and a yellow dragon 3",
            f"{PLACING}: CY1 DY3 CY3 are three yellow cards (animals C D C, numbers 1 3 3: no other run).",
        ),
        place(
            "CY1 DY3 / DR4 / J1",
            0,
            "CR3",
            "accepts",
            "a red crane 3 on a yellow crane 1 and a yellow dragon 3",
            f"{PLACING}: only the colour changes: Y Y R, C D C, 1 3 3 make no run, and CR3 shares the 3 with DY3.",
        ),
    ),
    (TRIPLE, "number"): pair(
        place(
            "CR1 DB1 / DY4 / J1",
            0,
            "DY1",
            "refuses",
            "a yellow dragon 1 on a red crane 1 and a blue dragon 1",
            f"{PLACING}: CR1 DB1 DY1 are three 1s (animals C D D, colours R B Y: no other run).",
        ),
        place(
            "CR1 DB1 / DY4 / J1",
            0,
            "DY2",
            "accepts",
            "a yellow dragon 2 on a red crane 1 and a blue dragon 1",
            f"{PLACING}: only the number changes: 1 1 2, C D D, R B Y make no run; DY2 shares the dragon with DB1.",
        ),
    ),
    (JOKER, "animal"): pair(
        place(
            "CY1 J1 / DY4 / DB3",
            0,
            "CR2",
            "refuses",
            "a red crane 2 on a yellow crane 1 and a joker",
            "Jokers: 'Jokers continue only theme rows': CY1 J1 CR2 are three cranes (counts-as-both).",
        ),
        place(
            "CY1 J1 / DY4 / DB3",
            0,
            "DR2",
            "accepts",
            "a red dragon 2 on a yellow crane 1 and a joker",
            "Jokers: only the animal changes: crane, joker, dragon is no theme run; DR2 shares with the joker.",
        ),
    ),
    (JOKER, "colour"): pair(
        place(
            "DY1 J1 / DR4 / CB3",
            0,
            "CY2",
            "accepts",
            "a yellow crane 2 on a yellow dragon 1 and a joker",
            "Jokers: 'they break colour and number sequences': yellow, joker, yellow is no run; dragon, joker, "
            "crane neither.",
        ),
        place(
            "DY1 J1 / DR4 / CB3",
            0,
            "CR2",
            "accepts",
            "a red crane 2 on a yellow dragon 1 and a joker",
            "Jokers: only the colour changes, and no colour runs through a joker either way: legal.",
        ),
    ),
    (JOKER, "number"): pair(
        place(
            "DY1 J1 / DR4 / CY3",
            0,
            "CB1",
            "accepts",
            "a blue crane 1 on a yellow dragon 1 and a joker",
            "Jokers: 'they break colour and number sequences (1-4)': 1, joker, 1 is no run; D J C neither.",
        ),
        place(
            "DY1 J1 / DR4 / CY3",
            0,
            "CB2",
            "accepts",
            "a blue crane 2 on a yellow dragon 1 and a joker",
            "Jokers: only the number changes, and no number runs through a joker either way: legal.",
        ),
    ),
    (FREE, "animal"): pair(
        place(
            "DR1 / DB2 / DR3",
            0,
            "CY4",
            "accepts",
            "a yellow crane 4 on three dragons of other colours and numbers",
            f"{PLACING}: CY4 shares nothing with DR1, DB2, DR3: it fits no pile and may go on any (rule free).",
        ),
        place(
            "DR1 / DB2 / DR3",
            0,
            "DY4",
            "accepts",
            "a yellow dragon 4 on three dragons of other colours and numbers",
            f"{PLACING}: only the animal changes: DY4 shares the dragon with every top, so it goes on pile 0 by "
            "the match, not freely.",
        ),
    ),
    (FREE, "colour"): pair(
        place(
            "DB2 / DR1 / DB3",
            0,
            "CY4",
            "accepts",
            "a yellow crane 4 fitting no pile",
            f"{PLACING}: CY4 shares nothing with DB2, DR1, DB3: it may go on any pile.",
        ),
        place(
            "DB2 / DR1 / DB3",
            0,
            "CR4",
            "refuses",
            "a red crane 4 fitting only the red pile",
            f"{PLACING}: only the colour changes: CR4 shares red with DR1, so it fits pile 1 and may not go on "
            "pile 0, whose top DB2 it shares nothing with.",
        ),
    ),
    (FREE, "number"): pair(
        place(
            "DB1 / DR3 / DB2",
            0,
            "CY4",
            "accepts",
            "a yellow crane 4 fitting none of three dragons",
            f"{PLACING}: CY4 shares nothing with DB1, DR3, DB2: any pile.",
        ),
        place(
            "DB1 / DR3 / DB2",
            0,
            "CY3",
            "refuses",
            "a yellow crane 3 fitting only the pile of the 3",
            f"{PLACING}: only the number changes: CY3 shares the 3 with DR3, so it fits pile 1 and not pile 0.",
        ),
    ),
}


# --- sources: (rule, source) -> input ------------------------------------------------------------------------------

PLACED_LEFT = after(
    TO_PLACE,
    piles=[["CB1/23", "CR2/17"], ["DB4/53"], ["CY3/11"]],
    revealed=[None, "DY4/37"],
    orders=[[1]],
    open_=[(0, 0, True)],
)
"""Player 0 has placed CR2/17 on pile 0; player 1 is to place DY4/37."""

SOURCES: dict[tuple[str, str], Given] = {
    (REVEAL, "the player's own hand"): apply(
        DEALT,
        "reveal 0 CY1/7",
        "accepts",
        "player 0 lays a card of their own hand face down",
        f"{SEQUENCE}: 'All players place 1 card face down in front of themselves': CY1 is in player 0's hand.",
    ),
    (REVEAL, "another player's hand"): apply(
        DEALT,
        "reveal 1 CY1/7",
        "refuses",
        "player 1 lays a card of player 0's hand face down",
        f"{SEQUENCE}: 'Each player takes his cards': CY1 is player 0's, not player 1's.",
    ),
    (REVEAL, "a pile"): apply(
        DEALT,
        "reveal 0 CB1/23",
        "refuses",
        "player 0 lays the top card of a pile face down",
        f"Setup; {SEQUENCE}: CB1 starts pile 0 and is in no hand; 'Once played, cards cannot be taken back'.",
    ),
    (DECLARE, "the left pile named"): apply(
        TO_PLACE,
        "place 0 on 0",
        "accepts",
        "player 0 names pile 0 and lays CR2 on it",
        f"{PLACING}, Important: the pile named first is where the card goes: CR2 on CB1 (the crane), open.",
    ),
    (DECLARE, "the middle pile named"): apply(
        TO_PLACE,
        "place 0 on 1",
        "accepts",
        "player 0 names pile 1 and lays CR2 on it",
        f"{PLACING}: CR2 goes on DB4, the pile named, though it shares nothing there: open, and illegal.",
    ),
    (DECLARE, "the right pile named"): apply(
        TO_PLACE,
        "place 0 on 2",
        "accepts",
        "player 0 names pile 2 and lays CR2 on it",
        f"{PLACING}: CR2 goes on CY3 (the crane), the pile named, open and legal.",
    ),
    (DECLARE, "a card already placed"): apply(
        PLACED_LEFT,
        "place 0 on 2",
        "refuses",
        "player 0 tries to move the card placed on pile 0",
        f"{PLACING}, Important: 'Once played, cards cannot be taken back': player 0 has no card left to place.",
    ),
    (MATCH, "the left pile's top"): place(
        "CY1 / DB2 / DB3",
        0,
        "CR4",
        "accepts",
        "a red crane 4 on the left pile's crane",
        f"{PLACING}: CR4 shares the crane with pile 0's top CY1, and nothing with DB2 or DB3.",
    ),
    (MATCH, "the middle pile's top"): place(
        "DB2 / CY1 / DB3",
        1,
        "CR4",
        "accepts",
        "a red crane 4 on the middle pile's crane",
        f"{PLACING}: CR4 shares the crane with pile 1's top CY1 only.",
    ),
    (MATCH, "the right pile's top"): place(
        "DB2 / DB3 / CY1",
        2,
        "CR4",
        "accepts",
        "a red crane 4 on the right pile's crane",
        f"{PLACING}: CR4 shares the crane with pile 2's top CY1 only.",
    ),
    (MATCH, "a joker on top"): place(
        "DB2 / DB3 / J1",
        2,
        "CR4",
        "accepts",
        "a red crane 4 on a joker",
        "Jokers: 'Jokers show both animals': CR4 shares the crane with J1, and nothing with DB2 or DB3.",
    ),
    (MATCH, "a card beneath the top"): place(
        "CY1 DB2 / CR3 / DB4",
        0,
        "CR4",
        "refuses",
        "a red crane 4 sharing only with the card beneath the top",
        f"{PLACING}: 'the top card of the pile' decides: CR4 shares the crane with CY1 beneath, nothing with the "
        "top DB2, and fits piles 1 (CR3) and 2 (the 4 of DB4).",
    ),
    (MATCH, "another pile's top"): place(
        "DB2 / CY1 / DB3",
        0,
        "CR4",
        "refuses",
        "a red crane 4 on pile 0 sharing only with pile 1's top",
        f"{PLACING}: the top of the pile it is placed on decides: CR4 shares nothing with DB2; it fits pile 1 only.",
    ),
    (TRIPLE, "the two cards directly beneath"): place(
        "CB3 CR1 / DY4 / J1",
        0,
        "CY2",
        "refuses",
        "a crane on the two cranes directly beneath",
        f"{PLACING}: CB3 CR1 CY2 are three cranes in a row.",
    ),
    (TRIPLE, "a card deeper in the pile"): place(
        "CR1 DB2 CB3 / DY4 / J1",
        0,
        "CY4",
        "accepts",
        "a crane on a crane, with another crane two beneath",
        f"{PLACING}: 'in a row': DB2 CB3 CY4 are D C C, B B Y, 2 3 4; CR1 lies below the dragon, out of the run.",
    ),
    (TRIPLE, "another pile's cards"): place(
        "CR1 CB2 / DB1 CY4 / J1",
        1,
        "CY3",
        "accepts",
        "a crane on pile 1 beside two cranes on pile 0",
        f"{PLACING}: 'in one pile': DB1 CY4 CY3 are D C C, B Y Y, 1 4 3, no run; pile 0's cranes do not count.",
    ),
    (FREE, "the left pile, fitting none"): place(
        "DB1 / DB2 / DY3",
        0,
        "CR4",
        "accepts",
        "a red crane 4 fitting none, on the left pile",
        f"{PLACING}: CR4 shares nothing with DB1, DB2, DY3: 'he may play his card onto any pile'.",
    ),
    (FREE, "the middle pile, fitting none"): place(
        "DB1 / DB2 / DY3",
        1,
        "CR4",
        "accepts",
        "a red crane 4 fitting none, on the middle pile",
        f"{PLACING}: CR4 fits no pile, so pile 1 is legal too.",
    ),
    (FREE, "the right pile, fitting none"): place(
        "DB1 / DB2 / DY3",
        2,
        "CR4",
        "accepts",
        "a red crane 4 fitting none, on the right pile",
        f"{PLACING}: CR4 fits no pile, so pile 2 is legal too.",
    ),
    (FREE, "a pile it does not fit, fitting another"): place(
        "DB1 / DB2 / CY3",
        0,
        "CR4",
        "refuses",
        "a red crane 4 fitting the right pile, on the left",
        f"{PLACING}: CR4 shares the crane with CY3, so it satisfies pile 2 and is not free to go on pile 0.",
    ),
    (ILLEGAL, "a pile whose top shares nothing"): place(
        "DY2 / CB1 / DY3",
        0,
        "CR4",
        "accepts",
        "a red crane 4 laid on a yellow dragon 2 while a crane pile waits",
        f"{PLACING}: CR4 shares nothing with DY2 and fits pile 1, so it is illegal there; 'unless it has gone "
        f"unnoticed' ({PLACING}) — the placement is a move that stands unless accused (upheld if accused).",
    ),
    (ILLEGAL, "a pile where it makes a run of three"): place(
        "CB1 CR2 / DY4 / J1",
        0,
        "CY3",
        "accepts",
        "a third crane laid as a move",
        f"{PLACING}: CB1 CR2 CY3 are three cranes, illegal, but the card is placed and stands unless accused.",
    ),
    (ILLEGAL, "a pile where it makes a run of three, under triples-only"): place(
        "CB1 CR2 / DY4 / J1",
        0,
        "CY3",
        "accepts",
        "a third crane laid as a move when accusations catch only triples",
        f"{SUSPICION}: 'the third card in a sequence of identical attributes' is what an accusation catches: under "
        "suspicion.grounds=triples-only the triple is still a move, left to accusation.",
        readings=TRIPLES_ONLY,
    ),
    (ILLEGAL, "a pile whose top shares nothing, under triples-only"): place(
        "DY2 / CB1 / DY3",
        0,
        "CR4",
        "refuses",
        "a red crane 4 on a yellow dragon 2 when accusations catch only triples",
        "Reading suspicion.grounds=triples-only: the top is in plain view, so a card sharing nothing with it while "
        "pile 1 (CB1, the crane) takes it is no move at all.",
        readings=TRIPLES_ONLY,
    ),
    (ACCUSE, "another player"): apply(
        ACCUSED,
        "accuse 0 by 2",
        "accepts",
        "player 2 accuses player 0's third yellow card",
        f"{SUSPICION}: 'Other players may always express suspicion': DY1 DY2 DY3 are three yellow cards, upheld: "
        "player 0 takes the bottom four DB1 DR2 DY4 DY1, DY2 is set aside, DY3 starts pile 0 anew.",
    ),
    (ACCUSE, "the card's owner"): apply(
        ACCUSED,
        "accuse 0 by 0",
        "refuses",
        "player 0 accuses their own card on pile 0",
        f"{SUSPICION}: 'Other players' express suspicion, not the card's owner.",
    ),
    (ACCUSE, "the pile of the open card"): apply(
        LEGAL_TOP,
        "accuse 0 by 2",
        "accepts",
        "player 2 accuses player 0's legal CY3 on pile 0",
        f"{SUSPICION}: pile 0's CY3 is the card just played; it was legal (CR3 shares the crane and the 3, DY1 CR3 "
        "CY3 no run): player 2 takes the bottom two, DB1 and DR2, and DY4 DY1 CR3 are set aside.",
    ),
    (ACCUSE, "a pile with no card open"): apply(
        ACCUSED,
        "accuse 1 by 1",
        "refuses",
        "player 1 strikes pile 1, where no card was just played",
        f"{SUSPICION}: suspicion is of 'the card just played'; pile 1's DR1 was not, and is no card open.",
    ),
}


# --- multiplicity: each kind at its most copies and one past ---------------------------------------------------------

FILLERS = ("DB4", "DB3", "CY1", "CR2")
"""Cards that start the three piles of a multiplicity input (the first three that are not the kind counted)."""


def multiplicity(kind: str, count: int, most: int) -> Given:
    """``count`` copies of ``kind`` in play: ``count - 1`` on pile 0 over a filler, and the card laid on pile 1."""
    first, second, third = [filler for filler in FILLERS if filler != kind][:3]
    text = " / ".join((" ".join([first] + [kind] * (count - 1)), second, third))
    outcome: Outcome = "accepts" if count <= most else "refuses"
    return place(
        text,
        1,
        kind,
        outcome,
        f"{count} {'copy' if count == 1 else 'copies'} of {kind} in play",
        f"Components: 48 theme cards and 6 jokers; the deck holds {most} of {kind} (deck.composition=two-each: two "
        f"of each of the 24 theme cards, one of each joker J1-J6), and the piles and the card show {count}.",
    )


# --- the sweeper ---------------------------------------------------------------------------------------------------


class Sweeper:
    """Lao Pengh's :class:`rulebook.core.corpus.sweeps.Sweeper`: the inputs of each cell, from the tables above."""

    def kinds(self) -> Mapping[str, int]:
        """Every card kind and its copies under deck.composition=two-each, read from the spec's ``[deck]`` table."""
        deck = load_spec(GAME)["deck"]
        each = int(deck["copies"]["two-each"])
        found = {
            f"{theme}{colour}{number}": each
            for theme in deck["themes"]
            for colour in deck["colours"]
            for number in deck["numbers"]
        }
        found.update({joker: 1 for joker in deck["jokers"]})
        return found

    def inputs(self, cell: Cell) -> Sequence[SweepInput]:
        """The inputs of ``cell`` (none for a cell the tables do not name; the register must then explain it)."""
        return [given.swept() for given in BUILDERS[cell.axis](cell)]


def _threshold(cell: Cell) -> list[Given]:
    point = THRESHOLDS.get(cell.rule, {}).get(cell.name, {}).get(cell.point)
    return [point] if point is not None else []


def _attribute(cell: Cell) -> list[Given]:
    return list(ATTRIBUTES.get((cell.rule, cell.name), ()))


def _source(cell: Cell) -> list[Given]:
    given = SOURCES.get((cell.rule, cell.name))
    return [given] if given is not None else []


def _multiplicity(cell: Cell) -> list[Given]:
    most = Sweeper().kinds()[cell.name]
    return [multiplicity(cell.name, cell.value if cell.value is not None else most, most)]


def _reading(cell: Cell) -> list[Given]:
    return []


BUILDERS: Mapping[str, Callable[[Cell], list[Given]]] = {
    "threshold": _threshold,
    "attribute": _attribute,
    "source": _source,
    "multiplicity": _multiplicity,
    "reading": _reading,
}
"""Each axis's builder."""


def sweeper() -> Sweeper:
    """The sweeper :class:`rulebook.core.game.Game` names."""
    return Sweeper()


__all__ = ["ATTRIBUTES", "SOURCES", "THRESHOLDS", "Given", "Sweeper", "multiplicity", "sweeper"]
