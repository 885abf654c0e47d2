"""Classical mahjong conformance cases about claims, own-turn kongs and the drawn game, worked by hand.

Rulebook ``mahjong-classical.txt``, "Development of the game" (Chou, Pong, Kong) and "End". Players are numbered
0 to 3 in turn order; player 0 discards unless a case says otherwise, so player 1 is the one whose turn comes next.
Each case's expected answer is written by hand, and must equal both the engine's and the Z3 model's
(:mod:`rulebook.mahjong.corpus.case_builder`).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.mahjong.corpus.case_builder import confirmed_case, rulebook_case
from rulebook.mahjong.corpus.hands import GAME, hand

DEV = "Development of the game"
CHOW, PUNG, KONG, FOURTH, WIN, PRIORITY, OWN, DRAWN = (
    "mahjong.claim.chow",
    "mahjong.claim.pung",
    "mahjong.claim.kong",
    "mahjong.claim.no-pung-fourth",
    "mahjong.claim.win",
    "mahjong.claim.priority",
    "mahjong.kong.own-turn",
    "mahjong.game.drawn",
)


def situation(hands: list[Any], discard: str, discarder: int = 0, tiles_left: int = 60) -> dict[str, Any]:
    """A claim situation's input (hands as bare strings of tiles, or objects with sets on the table)."""
    return {"hands": hands, "discarder": discarder, "discard": discard, "tiles_left": tiles_left}


def claim(player: int, shape: str, tiles: str = "") -> dict[str, Any]:
    """A claim's JSON form."""
    return {"player": player, "shape": shape, "tiles": tiles}


def claim_cases() -> list[Case]:
    """Who may claim a discard, and for what."""
    c = rulebook_case
    return [
        c(
            "claim-chow-next-player",
            "the next player may chow with two tiles that run with the discard",
            "claims",
            (CHOW,),
            "accepts",
            situation(["", "46p", "", ""], "5p"),
            f"{DEV} (Chou): the player sitting to the discarder's right — next in turn — may take it for a chow.",
            {"claims": [claim(1, "chow", "46p")]},
        ),
        c(
            "claim-chow-not-across",
            "a player not next in turn may not chow",
            "claims",
            (CHOW,),
            "refuses",
            situation(["", "", "46p", "67p"], "5p"),
            f"{DEV} (Chou): only the next player (1) may chow; players 2 and 3 hold runs but may not.",
            {"claims": []},
        ),
        c(
            "claim-chow-every-run",
            "every pair of tiles that runs with the discard is a chow",
            "claims",
            (CHOW,),
            "accepts",
            situation(["", "3467p", "", ""], "5p"),
            f"{DEV} (Chou): 34p+5p, 46p+5p and 67p+5p are three runs: three chows to choose from.",
            {"claims": [claim(1, "chow", "34p"), claim(1, "chow", "46p"), claim(1, "chow", "67p")]},
        ),
        c(
            "claim-pung-anyone",
            "any other player holding two alike may pung",
            "claims",
            (PUNG,),
            "accepts",
            situation(["", "", "55p", ""], "5p"),
            f"{DEV} (Pong): 'the opportunity that any player has of claiming a newly discarded card'.",
            {"claims": [claim(2, "pung", "55p")]},
        ),
        c(
            "claim-pung-needs-a-pair",
            "one like tile is not enough for a pung",
            "claims",
            (PUNG, CHOW),
            "refuses",
            situation(["", "", "5p", "5p"], "5p"),
            f"{DEV} (Pong): a pung is three alike; one 5p and the discard make two. Player 1 holds nothing.",
            {"claims": []},
        ),
        c(
            "claim-not-own-discard",
            "the discarder may not claim his own discard",
            "claims",
            (PUNG,),
            "refuses",
            situation(["55p", "", "", ""], "5p"),
            f"{DEV}: 'When someone discards a card', the others have the opportunity to take it.",
            {"claims": []},
        ),
        c(
            "claim-kong-with-three",
            "three alike in hand may claim a kong or a pung",
            "claims",
            (KONG, PUNG),
            "accepts",
            situation(["", "", "", "555p"], "5p"),
            f"{DEV} (Kong): 'when a player already has 3 equal and someone discards another one' — an open kong; "
            "two of the three also make a pung.",
            {"claims": [claim(3, "kong", "555p"), claim(3, "pung", "55p")]},
        ),
        c(
            "claim-no-pung-fourth",
            "a discard may not be added to a pung on the table",
            "claims",
            (FOURTH, KONG),
            "refuses",
            situation(["", "", {"concealed": "12m", "exposed": ["555p"]}, ""], "5p"),
            f"{DEV} (Kong): 'it is not possible to obtain the fourth one by means of pong, when it already "
            "obtained the third one of this form'.",
            {"claims": []},
        ),
        c(
            "claim-win",
            "the discard that completes a hand may be claimed to win",
            "claims",
            (WIN, PUNG),
            "accepts",
            situation(["", "", "123m 456p 789s EE 55s", ""], "E"),
            f"{DEV}; End: with the E the hand is four sets and a pair (EEE a pung), so player 2 may win; two E "
            "also make a pung.",
            {"claims": [claim(2, "win"), claim(2, "pung", "EE")]},
        ),
        c(
            "claim-no-win-without-a-hand",
            "a discard that does not complete the hand is no win",
            "claims",
            (WIN,),
            "refuses",
            situation(["", "", "123m 456p 789s E S 55s", ""], "N"),
            f"{DEV}; End: E S N are no set, so the hand is not four sets and a pair.",
            {"claims": []},
        ),
    ]


def priority_cases() -> list[Case]:
    """Which claim takes the discard."""
    c = rulebook_case
    return [
        c(
            "takes-win-over-pung",
            "a claim to win beats a nearer pung",
            "takes",
            (PRIORITY,),
            "accepts",
            {"discarder": 0, "claims": [claim(1, "pung", "55p"), claim(3, "win")]},
            f"{DEV}: the tile goes to the player who completes the hand first of all (claim.win-first=yes).",
            {"takes": claim(3, "win")},
        ),
        c(
            "takes-pung-over-chow",
            "a pung beats the next player's chow",
            "takes",
            (PRIORITY,),
            "accepts",
            {"discarder": 0, "claims": [claim(1, "chow", "46p"), claim(2, "pung", "55p")]},
            f"{DEV} (Pong): a pung is 'the opportunity that any player has': it comes before the chow.",
            {"takes": claim(2, "pung", "55p")},
        ),
        c(
            "takes-nearest-win",
            "of two wins, the player nearer in turn order takes the tile",
            "takes",
            (PRIORITY,),
            "accepts",
            {"discarder": 2, "claims": [claim(1, "win"), claim(0, "win")]},
            f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it': after player 2 "
            "come 3, 0, 1 — player 0 is nearer.",
            {"takes": claim(0, "win")},
        ),
        c(
            id="takes-nearer-pung-over-win-win-not-first",
            description="when a win is not first, a nearer pung beats a claim to win",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given={"discarder": 0, "claims": [claim(1, "pung", "55p"), claim(3, "win")]},
            why=f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it' "
            "(claim.win-first=no: a win ranks with a pung): after player 0 comes player 1, who pungs.",
            expected={"takes": claim(1, "pung", "55p")},
            readings={"claim.win-first": "no"},
        ),
        c(
            id="takes-win-over-farther-pung-win-not-first",
            description="when a win is not first, a nearer win still beats a farther pung",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given={"discarder": 2, "claims": [claim(1, "pung", "55p"), claim(3, "win")]},
            why=f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it' "
            "(claim.win-first=no): after player 2 come 3, 0, 1 — player 3, who wins, is nearer.",
            expected={"takes": claim(3, "win")},
            readings={"claim.win-first": "no"},
        ),
        c(
            id="takes-nearer-chow-over-win-turn-order-win-not-first",
            description="in turn order, with a win not first, the next player's chow beats a farther win",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given={"discarder": 0, "claims": [claim(1, "chow", "46p"), claim(3, "win")]},
            why=f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it' "
            "(claim.priority=turn-order, claim.win-first=no: every claim one rank): player 1 is next after 0.",
            expected={"takes": claim(1, "chow", "46p")},
            readings={"claim.priority": "turn-order", "claim.win-first": "no"},
        ),
        c(
            "takes-nobody",
            "no claim, nobody takes the tile",
            "takes",
            (PRIORITY,),
            "refuses",
            {"discarder": 0, "claims": []},
            f"{DEV}: the discard stays in the centre and play goes on.",
            {"takes": None},
        ),
    ]


def own_turn_cases() -> list[Case]:
    """Kongs declared on one's own turn; the drawn game."""
    c = rulebook_case
    return [
        c(
            "own-kong-concealed",
            "four alike in hand may be declared as a concealed kong",
            "own-kongs",
            (OWN,),
            "accepts",
            hand("5555p 123m"),
            f"{DEV} (Kong): 'If he forms it with a card that he has taken on his turn it is a closed kong'.",
            {"kongs": [{"tiles": "5555p", "concealed": True}]},
        ),
        c(
            "own-kong-added",
            "a drawn tile like an exposed pung makes it an exposed kong",
            "own-kongs",
            (OWN, FOURTH),
            "accepts",
            hand("5p 123m", ("555p",)),
            f"{DEV} (Kong): 'it is an open kong when he adds the 4th piece to three already shown by a pong'.",
            {"kongs": [{"tiles": "5555p", "concealed": False}]},
        ),
        c(
            "own-kong-none",
            "three alike in hand are no kong to declare",
            "own-kongs",
            (OWN,),
            "refuses",
            hand("555p 123m"),
            f"{DEV} (Kong): a kong is four alike.",
            {"kongs": []},
        ),
        c(
            "drawn-at-fourteen",
            "with fourteen tiles left the hand is drawn",
            "drawn",
            (DRAWN,),
            "accepts",
            {"tiles_left": 14},
            "End: 'If nobody manages to close when only 14 cards stay it is considered drawn'.",
            {"drawn": True},
        ),
        c(
            "drawn-not-at-fifteen",
            "with fifteen tiles left play goes on",
            "drawn",
            (DRAWN,),
            "refuses",
            {"tiles_left": 15},
            "End: fifteen tiles are more than the fourteen left aside.",
            {"drawn": False},
        ),
    ]


SMALL_HANDS = ("", "5p", "55p", "46p", "555p", "34p")
"""The hands of the exhaustive claim family: nothing, one 5p, a pair, a run around 5p, three alike, a run below."""


def claims_exhaustive() -> Corpus:
    """Every assignment of the small hands to players 1, 2 and 3, with player 0 discarding 5p."""
    cases = []
    for hands in product(SMALL_HANDS, repeat=3):
        if sum(text.count("5") for text in hands) > 3:  # four 5p exist; one is the discard
            continue
        name = "-".join(text or "none" for text in hands)
        case = confirmed_case(
            id=f"claims-5p-{name}",
            description=f"player 0 discards 5p; players 1-3 hold {', '.join(text or 'nothing' for text in hands)}",
            question="claims",
            rules=(CHOW, PUNG, KONG),
            outcome="refuses",
            input=situation(["", *hands], "5p"),
            source="exhaustive",
            why=f"{DEV}: every combination of a few small hands around the discard.",
        )
        # The outcome follows the answer: the rules accept when some claim is legal.
        cases.append(replace(case, outcome="accepts") if case.expected["claims"] else case)
    return Corpus(
        GAME,
        "claims_exhaustive",
        "Player 0 discards 5p; players 1-3 each hold one of a few small hands: every legal claim.",
        tuple(cases),
    )


def claim_corpora() -> list[Corpus]:
    """The claim families."""
    rulebook = claim_cases() + priority_cases() + own_turn_cases()
    description = "Claims, priority, own-turn kongs and the drawn game, worked by hand."
    return [Corpus(GAME, "claims_rulebook", description, tuple(rulebook)), claims_exhaustive()]


__all__ = ["claim", "claim_corpora", "situation"]
