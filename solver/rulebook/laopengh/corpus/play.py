"""Lao Pengh conformance cases about play: the legal actions of hand-built positions and what actions lead to.

Families ``legal_actions_rulebook`` and ``apply_rulebook``. Each position is written out in full
(:func:`position`: the hands, the three piles bottom card first, the phase, the revealed cards, the orders still to
place, the placements open to accusation); the cards set aside at the setup are left out. The expected answers are
worked by hand in each case's ``why`` from "Sequence of Play", "Placing Cards", "Suspicion" and "End of Game": an
``apply`` answer is the whole next state (:func:`after` names what changes), or ``{"refused": true}``. The Z3 model
does not encode the course of play (spec: ``encoded_by = ["engine"]``), so these cases are the engine's, checked
against the hand-worked answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.laopengh.corpus.case_builder import GAME, rulebook_case

DEAL = "laopengh.setup.deal"
REVEAL = "laopengh.round.reveal"
ORDER = "laopengh.round.order"
LONE = "laopengh.round.lone-dragon"
DECLARE = "laopengh.place.declare"
MATCH = "laopengh.place.match"
ILLEGAL = "laopengh.place.illegal"
ACCUSE = "laopengh.suspicion.accuse"
UPHELD = "laopengh.suspicion.upheld"
REFUTED = "laopengh.suspicion.refuted"
ACCEPTED = "laopengh.suspicion.accepted"
END = "laopengh.end.winners"
REFUSED = {"refused": True}


def position(
    hands: Sequence[Sequence[str]],
    piles: Sequence[Sequence[str]],
    phase: str = "reveal",
    revealed: Sequence[str | None] | None = None,
    orders: Sequence[Sequence[int]] = (),
    open_: Sequence[tuple[int, int, bool]] = (),
    aside: Sequence[str] = (),
    winners: Sequence[int] = (),
    round_: int = 1,
) -> dict[str, Any]:
    """A state in the JSON form of ``spec/laopengh-state.schema.json`` (``open_``: pile, player, legal)."""
    return {
        "hands": [list(hand) for hand in hands],
        "piles": [list(pile) for pile in piles],
        "phase": phase,
        "revealed": list(revealed) if revealed is not None else [None] * len(hands),
        "orders": [list(order) for order in orders],
        "open": [{"pile": pile, "player": player, "legal": legal} for pile, player, legal in open_],
        "aside": list(aside),
        "winners": list(winners),
        "round": round_,
    }


def after(state: Mapping[str, Any], **changes: Any) -> dict[str, Any]:
    """``state`` with the fields named changed (``open_`` and ``round_`` as in :func:`position`)."""
    changed = dict(state)
    for name, value in changes.items():
        if name == "open_":
            changed["open"] = [{"pile": pile, "player": player, "legal": legal} for pile, player, legal in value]
        elif name == "round_":
            changed["round"] = value
        else:
            changed[name] = value
    return changed


# Two players at the start of round 1, nothing revealed yet.
DEALT = position([["CY1/7", "CR2/17"], ["DY4/37", "DB3/51"]], [["CB1/23"], ["DR1/39"], ["J1"]])
ONE_REVEALED = after(DEALT, hands=[["CY1/7"], ["DY4/37", "DB3/51"]], revealed=["CR2/17", None])
# Player 0 to place CR2/17, then player 1 DY4/37: pile 1's top DB4 shares nothing with CR2, piles 0 and 2 do.
TO_PLACE = position(
    [["CY1/7"], ["DB3/51"]],
    [["CB1/23"], ["DB4/53"], ["CY3/11"]],
    "place",
    ["CR2/17", "DY4/37"],
    [[0, 1]],
)
# A lone dragon among cranes: its owner (player 1) may place first or decline.
LONE_DRAGON = after(
    TO_PLACE, revealed=["CR1/15", "DB4/54"], piles=[["CB1/23"], ["DR1/39"], ["CY3/11"]], orders=[[0, 1], [1, 0]]
)
# Round 2 begins; player 0's DY3/35, a third yellow dragon, lies open to accusation on pile 0.
RUN_BENEATH = ["DB1/47", "DR2/41", "DY4/37", "DY1/31", "DY2/33"]
ACCUSED = position(
    [["CY1/7"], ["CR2/17"], ["CB3/27"]],
    [[*RUN_BENEATH, "DY3/35"], ["DR1/39"], ["DB2/49"]],
    open_=[(0, 0, False)],
    round_=2,
)
# The same, but player 0's CY3/11 was placed legally (DY1 CR3 CY3 is no run; CR3 shares the crane and the 3).
LEGAL_BENEATH = ["DB1/47", "DR2/41", "DY4/37", "DY1/31", "CR3/19"]
LEGAL_TOP = after(ACCUSED, piles=[[*LEGAL_BENEATH, "CY3/11"], ["DR1/39"], ["DB2/49"]], open_=[(0, 0, True)])
# Player 1 to place CR2/17 while player 0's illegal DY3/35 is still open on pile 0.
WINDOW = after(
    ACCUSED,
    hands=[["CY1/7"], ["CR4/21"], ["CB3/27"]],
    phase="place",
    revealed=[None, "CR2/17", None],
    orders=[[1]],
    piles=[["DY1/31", "DY2/33", "DY3/35"], ["DR1/39"], ["DB2/49"]],
)
# The round's last card: player 0's hand is empty, player 1 places CR2/17.
LAST = after(
    WINDOW,
    hands=[[], ["CR4/21"], ["CB3/27"]],
    piles=[["DY1/31", "DY4/37", "DB3/51"], ["DR1/39"], ["DB2/49"]],
    open_=[],
)
LAST_PLACED = after(
    LAST,
    phase="reveal",
    revealed=[None, None, None],
    orders=[],
    piles=[["DY1/31", "DY4/37", "DB3/51"], ["DR1/39", "CR2/17"], ["DB2/49"]],
    open_=[(1, 1, True)],
    round_=3,
)
TIE = after(LAST_PLACED, hands=[[], ["CR4/21"], []], open_=[(1, 2, True)])
EMPTIED_ACCUSED = position(
    [[], ["CR4/21"], ["CB3/27"]],
    [["DY1/31", "DY2/33", "DY3/35"], ["DR1/39"], ["DB2/49"]],
    open_=[(0, 0, False)],
    round_=3,
)
# Under suspicion.window=next-on-pile: after the round's last placement two cards lie open, both placed legally —
# player 0's CR2/17 on pile 0 (the crane of CB1), placed first, then player 2's DR3/43 on pile 1 (the red dragon of
# DR1); both hands are empty, player 1 still holds CR4/21.
TWO_OPEN = position(
    [[], ["CR4/21"], []],
    [["CB1/23", "CR2/17"], ["DR1/39", "DR3/43"], ["DB2/49"]],
    open_=[(0, 0, True), (1, 2, True)],
    round_=3,
)
ON_PILE = {"suspicion.window": "next-on-pile"}
LATEST_ONLY = {**ON_PILE, "suspicion.accept": "latest-only"}
FIRST_EMPTY = {"end.when": "first-empty"}
# Player 0 has placed CR2/17 on pile 0 (open to accusation); player 1's DY4/37 is still to place.
FIRST_PLACED = after(
    TO_PLACE,
    piles=[["CB1/23", "CR2/17"], ["DB4/53"], ["CY3/11"]],
    revealed=[None, "DY4/37"],
    orders=[[1]],
    open_=[(0, 0, True)],
)
# Round 2: players 0 and 1 have laid CY1/7 and CR2/17 face down; player 0's DY3/35 is still open on pile 0.
TWO_LAID = after(ACCUSED, hands=[[], [], ["CB3/27"]], revealed=["CY1/7", "CR2/17", None])
# A joker, a crane and a dragon turned up; with the dragon lone among any cards, it goes right after the joker.
JOKER_CRANE_DRAGON = position(
    [["CY1/7"], ["CR4/21"], ["CB3/27"]],
    [["CB1/23"], ["DR1/39"], ["CY3/11"]],
    "place",
    ["J2", "CY2/9", "DB4/53"],
    [[0, 1, 2], [0, 2, 1]],
)
AFTER_JOKERS = {"order.lone-dragon": "exactly-one-dragon", "order.lone-dragon-first": "after-jokers"}

LEGAL_ACTIONS: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, outcome, state, expected, why, readings
    (
        "actions-deal",
        "after the deal each player lays one card of the hand face down",
        (DEAL, REVEAL),
        "accepts",
        DEALT,
        ["reveal 0 CR2/17", "reveal 0 CY1/7", "reveal 1 DB3/51", "reveal 1 DY4/37"],
        "Sequence of Play: 'All players place 1 card face down in front of themselves': each player, either card.",
    ),
    (
        "actions-place-any-pile",
        "the first to place may lay the card on any pile, the illegal pile too",
        (ORDER, ILLEGAL, DECLARE),
        "accepts",
        TO_PLACE,
        ["place 0 on 0", "place 0 on 1", "place 0 on 2"],
        "Placing Cards: an illegal placement stands 'unless it has gone unnoticed'; so it is a move: CR2 on pile 1 "
        "(top DB4, nothing shared) is offered beside the legal piles 0 and 2. Player 0 (CR2/17) places before "
        "player 1 (DY4/37).",
    ),
    (
        "actions-place-triples-only",
        "a card laid where the top shares nothing is no move when accusations catch only triples",
        (ILLEGAL, MATCH),
        "refuses",
        TO_PLACE,
        ["place 0 on 0", "place 0 on 2"],
        "Reading suspicion.grounds=triples-only: CR2 on DB4 shares nothing while piles 0 and 2 take it: refused "
        "outright, not left to an accusation.",
        {"suspicion.grounds": "triples-only"},
    ),
    (
        "actions-lone-dragon",
        "with a lone dragon its owner chooses: place first, or decline and keep the number's place",
        (LONE, ORDER),
        "accepts",
        LONE_DRAGON,
        ["decline 1", "place 1 on 0", "place 1 on 1", "place 1 on 2"],
        "Sequence of Play, Exception: 'the player with the dragon may play first': the choice is player 1's (DB4 "
        "among cranes), so player 0 (CR1/15, the lower number) does not place before it is made. DB4 on CY3 shares "
        "nothing but is offered as a move.",
    ),
    (
        "actions-accuse-or-accept",
        "a card open to accusation may be accused by any other player, or accepted",
        (ACCUSE, ACCEPTED, REVEAL),
        "accepts",
        ACCUSED,
        ["accept", "accuse 0 by 1", "accuse 0 by 2", "reveal 0 CY1/7", "reveal 1 CR2/17", "reveal 2 CB3/27"],
        "Suspicion: 'Other players may always express suspicion as soon as a player has placed his card': players "
        "1 and 2, not the card's owner; the next round's reveal may begin.",
    ),
    (
        "actions-accuse-each-striker",
        "when every striker answers for a wrong accusation, several may strike together",
        (ACCUSE,),
        "accepts",
        ACCUSED,
        [
            "accept",
            "accuse 0 by 1",
            "accuse 0 by 1 2",
            "accuse 0 by 2",
            "accuse 0 by 2 1",
            "reveal 0 CY1/7",
            "reveal 1 CR2/17",
            "reveal 2 CB3/27",
        ],
        "Reading suspicion.accusers=each-striker: players 1 and 2 may strike the pile together, 1's hand first or "
        "2's ('he strikes that pile with his hand': the order they struck in is play, each order a move of its own).",
        {"suspicion.accusers": "each-striker"},
    ),
    (
        "actions-one-revealed",
        "a player who has laid a card face down waits for the others",
        (REVEAL,),
        "refuses",
        ONE_REVEALED,
        ["reveal 1 DB3/51", "reveal 1 DY4/37"],
        "Sequence of Play: 'All players place 1 card face down': player 0 has laid CR2, so only player 1 lays a card "
        "now, either of the two in hand; player 0's CY1 waits for the next round.",
    ),
    (
        "actions-lone-dragon-after-jokers",
        "when a lone dragon goes after the jokers, the joker places before the dragon's choice",
        (LONE, ORDER),
        "accepts",
        JOKER_CRANE_DRAGON,
        ["place 0 on 0", "place 0 on 1", "place 0 on 2"],
        "Sequence of Play and its Exception, read as order.lone-dragon=exactly-one-dragon and "
        "order.lone-dragon-first=after-jokers: J2 (2) goes first in both orders (by the number, 2 9 53, and with the "
        "dragon right after the jokers, 2 53 9), so player 0 places now, the joker on any pile (it shares everything); "
        "the dragon's choice comes after.",
        AFTER_JOKERS,
    ),
    (
        "actions-lone-dragon-always",
        "when a lone dragon must go first there is no choice to decline",
        (LONE, ORDER),
        "accepts",
        after(LONE_DRAGON, orders=[[1, 0]]),
        ["place 1 on 0", "place 1 on 1", "place 1 on 2"],
        "Sequence of Play, Exception, read as order.lone-dragon-choice=always: DB4 among cranes goes first, so "
        "player 1 places, on any pile (a placement against the rules is still a move), and cannot decline.",
        {"order.lone-dragon-choice": "always"},
    ),
    (
        "actions-over",
        "no action once the game is over",
        (END,),
        "refuses",
        after(LAST_PLACED, phase="over", open_=[], winners=[0]),
        [],
        "End of Game: the game has ended with player 0's empty hand.",
    ),
)
"""The legal actions' cases: id, description, rules, outcome, state, the hand-worked actions, why (and readings)."""

APPLY: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, outcome, state, action, expected, why, readings
    (
        "apply-reveal",
        "a revealed card leaves the hand and waits face down",
        (REVEAL,),
        "accepts",
        DEALT,
        "reveal 0 CR2/17",
        ONE_REVEALED,
        "Sequence of Play: player 0 lays CR2 face down; the cards are turned up once all have chosen.",
    ),
    (
        "apply-reveal-last",
        "the last card laid face down turns them all up: a lone dragon's owner may go first",
        (REVEAL, LONE, ORDER),
        "accepts",
        ONE_REVEALED,
        "reveal 1 DY4/37",
        after(
            ONE_REVEALED,
            hands=[["CY1/7"], ["DB3/51"]],
            phase="place",
            revealed=["CR2/17", "DY4/37"],
            orders=[[0, 1], [1, 0]],
        ),
        "Sequence of Play: a crane (17) and a dragon (37): by the numbers player 0 first, and by the Exception the "
        "lone dragon's owner may go first.",
    ),
    (
        "apply-reveal-twice",
        "a player who has laid a card face down cannot lay another",
        (REVEAL,),
        "refuses",
        ONE_REVEALED,
        "reveal 0 CY1/7",
        REFUSED,
        "Sequence of Play: '1 card' each.",
    ),
    (
        "apply-reveal-not-held",
        "a player reveals only a card of their own hand",
        (REVEAL, DEAL),
        "refuses",
        DEALT,
        "reveal 0 DB3/51",
        REFUSED,
        "Sequence of Play: DB3 is in player 1's hand.",
    ),
    (
        "apply-place",
        "the card goes on the pile named, and lies open to accusation",
        (DECLARE, MATCH, ORDER),
        "accepts",
        TO_PLACE,
        "place 0 on 0",
        after(
            TO_PLACE,
            piles=[["CB1/23", "CR2/17"], ["DB4/53"], ["CY3/11"]],
            revealed=[None, "DY4/37"],
            orders=[[1]],
            open_=[(0, 0, True)],
        ),
        "Placing Cards: CR2 shares the crane with CB1; player 1 places next.",
    ),
    (
        "apply-place-again",
        "a card once placed is not taken back, and its player does not place again this round",
        (DECLARE, ORDER),
        "refuses",
        after(
            TO_PLACE,
            piles=[["CB1/23", "CR2/17"], ["DB4/53"], ["CY3/11"]],
            revealed=[None, "DY4/37"],
            orders=[[1]],
            open_=[(0, 0, True)],
        ),
        "place 0 on 2",
        REFUSED,
        "Placing Cards, Important: 'Once played, cards cannot be taken back'; player 1 places next.",
    ),
    (
        "apply-place-illegal",
        "an illegal placement stands, open to accusation",
        (ILLEGAL, DECLARE),
        "accepts",
        TO_PLACE,
        "place 0 on 1",
        after(
            TO_PLACE,
            piles=[["CB1/23"], ["DB4/53", "CR2/17"], ["CY3/11"]],
            revealed=[None, "DY4/37"],
            orders=[[1]],
            open_=[(1, 0, False)],
        ),
        "Placing Cards: 'unless it has gone unnoticed by the other players': the card is placed, and an accusation "
        "of it would be upheld.",
    ),
    (
        "apply-place-out-of-turn",
        "the higher number does not place first",
        (ORDER,),
        "refuses",
        TO_PLACE,
        "place 1 on 0",
        REFUSED,
        "Sequence of Play: CR2/17 goes before DY4/37 (no lone dragon choice in this state).",
    ),
    (
        "apply-lone-dragon-declined",
        "the owner of a lone dragon declines: the players place by their numbers",
        (LONE, ORDER),
        "accepts",
        LONE_DRAGON,
        "decline 1",
        after(LONE_DRAGON, orders=[[0, 1]]),
        "Sequence of Play, Exception: the dragon's owner 'may' play first; declining, it keeps its number's place: "
        "CR1/15 before DB4/54.",
    ),
    (
        "apply-lone-dragon-not-waived-by-another",
        "the lower number does not place before the owner of a lone dragon has chosen",
        (LONE, ORDER),
        "refuses",
        LONE_DRAGON,
        "place 0 on 0",
        REFUSED,
        "Sequence of Play, Exception: the right to play first is the dragon's owner's ('the player with the dragon "
        "may play first'); player 0 cannot waive it for player 1 by placing first.",
    ),
    (
        "apply-decline-no-lone-dragon",
        "nobody declines where no lone dragon may go first",
        (LONE,),
        "refuses",
        TO_PLACE,
        "decline 1",
        REFUSED,
        "Sequence of Play: the state's one order begins with player 0 (player 1's choice for its dragon DY4 is "
        "made: it declined), so there is no choice left to decline.",
    ),
    (
        "apply-place-illegal-triples-only",
        "an illegal placement on a top that shares nothing is refused when accusations catch only triples",
        (ILLEGAL,),
        "refuses",
        TO_PLACE,
        "place 0 on 1",
        REFUSED,
        "Reading suspicion.grounds=triples-only: the move is refused outright.",
        {"suspicion.grounds": "triples-only"},
    ),
    (
        "apply-upheld",
        "a rightful accusation: the placer takes the four lowest cards, the rest is set aside",
        (UPHELD, ACCUSE),
        "accepts",
        ACCUSED,
        "accuse 0 by 1",
        after(
            ACCUSED,
            hands=[["CY1/7", "DY1/31", "DY4/37", "DR2/41", "DB1/47"], ["CR2/17"], ["CB3/27"]],
            piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
            aside=["DY2/33"],
            open_=[],
        ),
        "Suspicion: DY1 DY2 DY3 are three yellow dragons: 'that card remains in place and forms the start of a new "
        "pile. The player who placed the card takes the 4 lowest cards' — the bottom four, DB1 DR2 DY4 DY1 — 'and "
        "sets aside face down those that are left' (DY2).",
    ),
    (
        "apply-upheld-lowest-order",
        "a rightful accusation when the lowest cards are the lowest order numbers",
        (UPHELD,),
        "accepts",
        ACCUSED,
        "accuse 0 by 1",
        after(
            ACCUSED,
            hands=[["CY1/7", "DY1/31", "DY2/33", "DY4/37", "DR2/41"], ["CR2/17"], ["CB3/27"]],
            piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
            aside=["DB1/47"],
            open_=[],
        ),
        "Reading suspicion.lowest=lowest-order: of 47 41 37 31 33 the four lowest are 31 33 37 41; DB1/47 is set "
        "aside.",
        {"suspicion.lowest": "lowest-order"},
    ),
    (
        "apply-upheld-stays-in-pile",
        "a rightful accusation when the cards not taken stay in the pile",
        (UPHELD,),
        "accepts",
        ACCUSED,
        "accuse 0 by 1",
        after(
            ACCUSED,
            hands=[["CY1/7", "DY1/31", "DY4/37", "DR2/41", "DB1/47"], ["CR2/17"], ["CB3/27"]],
            piles=[["DY2/33", "DY3/35"], ["DR1/39"], ["DB2/49"]],
            open_=[],
        ),
        "Reading suspicion.remainder=stays-in-pile: DY2 stays beneath the accused DY3.",
        {"suspicion.remainder": "stays-in-pile"},
    ),
    (
        "apply-upheld-few-cards",
        "a rightful accusation on a short pile hands over what there is: the emptied hand is no longer empty",
        (UPHELD, END),
        "refuses",
        EMPTIED_ACCUSED,
        "accuse 0 by 1",
        after(
            EMPTIED_ACCUSED,
            hands=[["DY1/31", "DY2/33"], ["CR4/21"], ["CB3/27"]],
            piles=[["DY3/35"], ["DR1/39"], ["DB2/49"]],
            open_=[],
        ),
        "Suspicion: 'If the pile consists of fewer cards, the player ... takes only the number of cards that are "
        "available': DY1 and DY2. Player 0 holds cards again, so nobody has won.",
    ),
    (
        "apply-refuted",
        "a wrongful accusation: the accuser takes the two lowest cards, the correct card stays alone",
        (REFUTED, ACCUSE),
        "accepts",
        LEGAL_TOP,
        "accuse 0 by 1",
        after(
            LEGAL_TOP,
            hands=[["CY1/7"], ["CR2/17", "DR2/41", "DB1/47"], ["CB3/27"]],
            piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
            aside=["CR3/19", "DY1/31", "DY4/37"],
            open_=[],
        ),
        "Suspicion: 'the player who expressed suspicion must take the 2 lowest cards from that pile. The correct card "
        "remains in place alone, and any remaining cards are set aside face down': DB1 and DR2 to player 1.",
    ),
    (
        "apply-refuted-stays-in-pile",
        "a wrongful accusation sets the rest aside even when the rightful one's remainder stays in the pile",
        (REFUTED,),
        "accepts",
        LEGAL_TOP,
        "accuse 0 by 1",
        after(
            LEGAL_TOP,
            hands=[["CY1/7"], ["CR2/17", "DR2/41", "DB1/47"], ["CB3/27"]],
            piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
            aside=["CR3/19", "DY1/31", "DY4/37"],
            open_=[],
        ),
        "Reading suspicion.remainder=stays-in-pile reads only the rightful accusation's unclear sentence; here the "
        "text is plain: 'The correct card remains in place alone, and any remaining cards are set aside face down': "
        "DB1 and DR2 to player 1, DY4 DY1 CR3 aside, CY3 alone.",
        {"suspicion.remainder": "stays-in-pile"},
    ),
    (
        "apply-refuted-each-striker",
        "a wrongful accusation by two strikers when each answers for it",
        (REFUTED, ACCUSE),
        "accepts",
        LEGAL_TOP,
        "accuse 0 by 1 2",
        after(
            LEGAL_TOP,
            hands=[["CY1/7"], ["CR2/17", "DR2/41", "DB1/47"], ["CB3/27", "DY1/31", "DY4/37"]],
            piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
            aside=["CR3/19"],
            open_=[],
        ),
        "Reading suspicion.accusers=each-striker: player 1 takes DB1 DR2, then player 2 the next two, DY4 DY1.",
        {"suspicion.accusers": "each-striker"},
    ),
    (
        "apply-refuted-each-striker-struck-order",
        "a wrongful accusation by two strikers: the one whose hand struck first takes first",
        (REFUTED, ACCUSE),
        "accepts",
        LEGAL_TOP,
        "accuse 0 by 2 1",
        after(
            LEGAL_TOP,
            hands=[["CY1/7"], ["CR2/17", "DY1/31", "DY4/37"], ["CB3/27", "DR2/41", "DB1/47"]],
            piles=[["CY3/11"], ["DR1/39"], ["DB2/49"]],
            aside=["CR3/19"],
            open_=[],
        ),
        "Reading suspicion.accusers=each-striker, player 2's hand on the pile first ('he strikes that pile with his "
        "hand'): player 2 takes the bottom two, DB1 DR2, then player 1 the next two, DY4 DY1; CR3 is set aside.",
        {"suspicion.accusers": "each-striker"},
    ),
    (
        "apply-accuse-own-card",
        "a player does not accuse their own card",
        (ACCUSE,),
        "refuses",
        ACCUSED,
        "accuse 0 by 0",
        REFUSED,
        "Suspicion: 'Other players may always express suspicion'.",
    ),
    (
        "apply-accept",
        "nobody accuses: the card is accepted",
        (ACCEPTED,),
        "accepts",
        ACCUSED,
        "accept",
        after(ACCUSED, open_=[]),
        "Suspicion, Important: 'If no player expresses suspicion ... the top card is considered accepted'.",
    ),
    (
        "apply-accept-every-open",
        "with two cards open on two piles, one pass accepts both",
        (ACCEPTED, END),
        "accepts",
        TWO_OPEN,
        "accept",
        after(TWO_OPEN, phase="over", open_=[], winners=[0, 2]),
        "Suspicion, Important: 'the top card is considered accepted'; reading suspicion.accept=every-open: nobody "
        "accuses, so CR2 and DR3 are both accepted. The round is over and nothing is open: players 0 and 2, without "
        "cards, win together (End of Game: 'there may be several winners').",
        ON_PILE,
    ),
    (
        "apply-accept-latest-only",
        "with two cards open on two piles, one pass accepts only the card placed last",
        (ACCEPTED, END),
        "accepts",
        TWO_OPEN,
        "accept",
        after(TWO_OPEN, open_=[(0, 0, True)]),
        "Reading suspicion.accept=latest-only: the pass accepts DR3, placed last; CR2 is still pile 0's top and "
        "still open, so the game waits for it to be accused or accepted (End of Game: the round's cards are placed, "
        "but player 0's last card may still be accused).",
        LATEST_ONLY,
    ),
    (
        "apply-accept-every-open-first-empty",
        "when the first to empty a hand wins, a pass on both open cards gives the win to the card placed first",
        (ACCEPTED, END),
        "accepts",
        TWO_OPEN,
        "accept",
        after(TWO_OPEN, phase="over", open_=[], winners=[0]),
        "Reading suspicion.accept=every-open with end.when=first-empty: CR2 and DR3 are accepted at once, so players "
        "0 and 2 both hold no cards and no open card; CR2 was placed first, and the winner is 'the player who first "
        "gets rid of all of his cards' (Quick Rules, End of Game): player 0.",
        {**ON_PILE, **FIRST_EMPTY},
    ),
    (
        "apply-accept-latest-only-first-empty",
        "when the first to empty a hand wins, a pass on the latest card alone gives the win to its owner",
        (ACCEPTED, END),
        "accepts",
        TWO_OPEN,
        "accept",
        after(TWO_OPEN, phase="over", open_=[], winners=[2]),
        "Reading suspicion.accept=latest-only with end.when=first-empty: only DR3 is accepted; player 2 holds no "
        "cards and no open card and wins at once, while player 0's CR2 is still open to accusation.",
        {**LATEST_ONLY, **FIRST_EMPTY},
    ),
    (
        "apply-accuse-closed",
        "a card accepted by the next placement can no longer be accused, and its accuser takes nothing",
        (ACCEPTED, ACCUSE, REFUTED),
        "refuses",
        after(
            WINDOW,
            phase="reveal",
            revealed=[None, None, None],
            orders=[],
            hands=[["CY1/7"], ["CR4/21"], ["CB3/27"]],
            piles=[["DY1/31", "DY2/33", "DY3/35"], ["DR1/39", "CR2/17"], ["DB2/49"]],
            open_=[(1, 1, True)],
            round_=3,
        ),
        "accuse 0 by 2",
        REFUSED,
        "Suspicion: 'the card just played' — player 1's CR2, placed after DY3 (reading suspicion.window="
        "next-placement): DY3 was accepted.",
    ),
    (
        "apply-window-next-placement",
        "the next placement anywhere closes the chance to accuse the card before it",
        (ACCEPTED, DECLARE),
        "accepts",
        WINDOW,
        "place 1 on 1",
        after(
            WINDOW,
            phase="reveal",
            revealed=[None, None, None],
            orders=[],
            piles=[["DY1/31", "DY2/33", "DY3/35"], ["DR1/39", "CR2/17"], ["DB2/49"]],
            open_=[(1, 1, True)],
            round_=3,
        ),
        "Suspicion: the chance is 'as soon as' a card is placed, against 'the card just played': CR2 on DR1 (the "
        "red) is open, DY3 no longer. The round's last card is placed, so round 3 begins.",
    ),
    (
        "apply-window-next-on-pile",
        "when the chance lasts while a card is its pile's top, a placement elsewhere leaves it open",
        (ACCEPTED,),
        "accepts",
        WINDOW,
        "place 1 on 1",
        after(
            WINDOW,
            phase="reveal",
            revealed=[None, None, None],
            orders=[],
            piles=[["DY1/31", "DY2/33", "DY3/35"], ["DR1/39", "CR2/17"], ["DB2/49"]],
            open_=[(0, 0, False), (1, 1, True)],
            round_=3,
        ),
        "Reading suspicion.window=next-on-pile: DY3 is still pile 0's top, so it may still be accused.",
        {"suspicion.window": "next-on-pile"},
    ),
    (
        "apply-accept-nothing-open",
        "nothing can be accepted while no placed card is open to accusation",
        (ACCEPTED,),
        "refuses",
        DEALT,
        "accept",
        REFUSED,
        "Suspicion: accepting is letting a placed card stand; after the deal no card has been placed.",
    ),
    (
        "apply-no-such-player",
        "a player the game does not seat takes no action",
        (REVEAL,),
        "refuses",
        DEALT,
        "reveal 2 CY1/7",
        REFUSED,
        "Sequence of Play: the game has two players, 0 and 1; there is no player 2 to lay a card.",
    ),
    (
        "apply-no-reveal-while-placing",
        "nobody lays a new card face down while the round's cards are being placed",
        (REVEAL,),
        "refuses",
        FIRST_PLACED,
        "reveal 0 CY1/7",
        REFUSED,
        "Sequence of Play: the cards are laid face down, turned up, then placed one by one; player 1's DY4 is still "
        "to place, so player 0's next card waits for the next round.",
    ),
    (
        "apply-no-reveal-while-waiting",
        "at the end of a round with an empty hand nobody lays another card",
        (END, REVEAL),
        "refuses",
        LAST_PLACED,
        "reveal 1 CR4/21",
        REFUSED,
        "End of Game: player 0's hand is empty at the round's end, so only the suspicion over CR2 remains; no new "
        "round begins.",
    ),
    (
        "apply-last-reveal-closes-the-window",
        "turning up the next round's cards ends the suspicion over the last round's last card",
        (ACCEPTED, REVEAL),
        "accepts",
        TWO_LAID,
        "reveal 2 CB3/27",
        after(
            TWO_LAID,
            hands=[[], [], []],
            phase="place",
            revealed=["CY1/7", "CR2/17", "CB3/27"],
            orders=[[0, 1, 2]],
            open_=[],
        ),
        "Suspicion, read as suspicion.window=next-placement: DY3 could be accused until the next round's cards "
        "were turned up; player 2's card turns them up, so DY3 stands. The cranes go by their numbers, 7 17 27.",
    ),
    (
        "apply-place-no-such-pile",
        "a card goes on one of the three piles",
        (DECLARE,),
        "refuses",
        TO_PLACE,
        "place 0 on 3",
        REFUSED,
        "Setup and Placing Cards: there are three piles, 0 1 and 2; a pile 3 cannot be named.",
    ),
    (
        "apply-accuse-one-of-two-open",
        "accusing one open card leaves the other open",
        (ACCUSE, REFUTED, ACCEPTED),
        "accepts",
        TWO_OPEN,
        "accuse 0 by 1",
        after(
            TWO_OPEN,
            hands=[[], ["CR4/21", "CB1/23"], []],
            piles=[["CR2/17"], ["DR1/39", "DR3/43"], ["DB2/49"]],
            open_=[(1, 2, True)],
        ),
        "Suspicion, read as suspicion.window=next-on-pile: player 0's CR2 shares the crane with CB1 beneath, so the "
        "accusation is wrong and player 1 takes the two lowest cards beneath it, here only CB1; CR2 stays alone. "
        "Player 2's DR3 on pile 1 is untouched and still open.",
        ON_PILE,
    ),
    (
        "apply-first-empty-nobody-yet",
        "under first-empty an action that empties no hand goes on as usual",
        (END, REVEAL),
        "accepts",
        DEALT,
        "reveal 0 CR2/17",
        ONE_REVEALED,
        "End of Game, read as end.when=first-empty: player 0 still holds CY1 and player 1 two cards, so nobody "
        "wins; player 0's CR2 waits face down.",
        FIRST_EMPTY,
    ),
    (
        "apply-last-card-waits",
        "the round's last card is placed: the game waits for the chance to accuse it",
        (END,),
        "accepts",
        LAST,
        "place 1 on 1",
        LAST_PLACED,
        "End of Game: player 0 holds no cards and the round's cards are all placed; CR2 may still be accused, so the "
        "game goes on until it is accepted.",
    ),
    (
        "apply-end",
        "the last card accepted, the player without cards wins",
        (END, ACCEPTED),
        "accepts",
        LAST_PLACED,
        "accept",
        after(LAST_PLACED, phase="over", open_=[], winners=[0]),
        "End of Game: 'The player with no cards in hand is the winner.'",
    ),
    (
        "apply-end-tie",
        "two players without cards at the end both win",
        (END,),
        "accepts",
        TIE,
        "accept",
        after(TIE, phase="over", open_=[], winners=[0, 2]),
        "End of Game: 'If the game is tied, there may be several winners.'",
    ),
)
"""The apply cases: id, description, rules, outcome, state, action, the hand-worked answer, why (and readings)."""


def _legal_case(row: tuple[Any, ...]) -> Case:
    case_id, description, rules, outcome, state, expected, why, *rest = row
    readings: Mapping[str, str] = rest[0] if rest else {}
    given = {"state": state}
    return rulebook_case(case_id, description, "legal_actions", rules, outcome, given, why, expected, dict(readings))


def _apply_case(row: tuple[Any, ...]) -> Case:
    case_id, description, rules, outcome, state, action, expected, why, *rest = row
    readings: Mapping[str, str] = rest[0] if rest else {}
    given = {"state": state, "action": action}
    return rulebook_case(case_id, description, "apply", rules, outcome, given, why, expected, dict(readings))


def legal_actions_rulebook() -> Corpus:
    """The ``legal_actions_rulebook`` family."""
    return Corpus(
        GAME,
        "legal_actions_rulebook",
        "The legal actions of hand-built positions, worked by hand: revealing, placing, accusing, the end.",
        tuple(_legal_case(row) for row in LEGAL_ACTIONS),
    )


def apply_rulebook() -> Corpus:
    """The ``apply_rulebook`` family."""
    return Corpus(
        GAME,
        "apply_rulebook",
        "What actions lead to, worked by hand: the reveal, placements, accusations upheld and refuted, the end.",
        tuple(_apply_case(row) for row in APPLY),
    )


__all__ = ["APPLY", "LEGAL_ACTIONS", "after", "apply_rulebook", "legal_actions_rulebook", "position"]
