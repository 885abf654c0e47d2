"""Classical mahjong cases that kill code mutants the other families let live (``rulebook mutate mahjong``).

Each case asks a question the rest of the corpus never asks, found by a surviving code mutant
(:mod:`rulebook.core.mutation.code_mutants`): claims on every kind of discard and from every seat, not only on 5p by
player 0 (the exhaustive claim family's one discard); the claim priority of a kong against a chow and of a win against a
nearer kong, under both options of ``claim.priority``; and the drawn game with no tile left. Expected answers are
the engine's, confirmed by the Z3 model (:mod:`rulebook.mahjong.corpus.case_builder`); the priority and drawn cases
also carry the answer worked by hand.
"""

from __future__ import annotations

from dataclasses import replace

from rulebook.core.corpus.cases import Corpus
from rulebook.mahjong.corpus.case_builder import confirmed_case, rulebook_case
from rulebook.mahjong.corpus.claims import claim, situation
from rulebook.mahjong.corpus.hands import GAME
from rulebook.mahjong.tiles import ALL_KINDS

DEV = "Development of the game"
CHOW, PUNG, KONG, PRIORITY, DRAWN = (
    "mahjong.claim.chow",
    "mahjong.claim.pung",
    "mahjong.claim.kong",
    "mahjong.claim.priority",
    "mahjong.game.drawn",
)
SEATS = 4
RANKS = range(1, 10)


def _hands_around(kind: str, index: int) -> list[str]:
    """The hands of the next, across and previous players (from the discarder) for a discard of ``kind``.

    A suit tile: the next player holds each other rank of its suit once (every chow the discard can make), the
    player across a pair of it (a pung), the previous player one of it (no claim). An honour: alternately the next
    player holds a pair of it (a pung but no chow: honours make no runs) or the player across three (a kong and a
    pung), the others every other honour once.
    """
    if kind[0].isdigit():
        rank, suit = int(kind[0]), kind[1]
        return ["".join(str(r) for r in RANKS if r != rank) + suit, kind[0] * 2 + suit, kind]
    others = " ".join(other for other in ALL_KINDS[27:] if other != kind)
    if index % 2:
        return [f"{kind} {kind}", others, ""]
    return [others, f"{kind} {kind} {kind}", ""]


def claims_every_discard() -> Corpus:
    """One case per kind of tile discarded, the discarder going round the table."""
    cases = []
    for index, kind in enumerate(ALL_KINDS):
        discarder = index % SEATS
        hands = [""] * SEATS
        for offset, held in enumerate(_hands_around(kind, index), start=1):
            hands[(discarder + offset) % SEATS] = held
        held = ", ".join(text or "nothing" for text in hands)
        case = confirmed_case(
            id=f"claims-every-discard-{kind}",
            description=f"player {discarder} discards {kind}; the players hold {held}",
            question="claims",
            rules=(CHOW, PUNG, KONG),
            outcome="refuses",
            input=situation(hands, kind, discarder),
            source="bug-class",
            why=f"{DEV} (Chou, Pong, Kong): only the next player may chow, with two tiles making a run of the "
            "discard's suit (starting from rank r - 2 up to r, within 1..9; honours make none); any other player may "
            "pung with two alike or kong with three.",
        )
        cases.append(replace(case, outcome="accepts") if case.expected["claims"] else case)
    return Corpus(
        GAME,
        "claims_every_discard",
        "Every kind of tile discarded, from every seat in turn: every legal claim (code mutants' questions).",
        tuple(cases),
    )


def priority_and_drawn() -> Corpus:
    """Priorities the claim family does not ask, and the drawn game at zero tiles."""
    turn_order = {"claim.priority": "turn-order"}
    kong_and_chow = {"discarder": 0, "claims": [claim(1, "chow", "46p"), claim(3, "kong", "555p")]}
    win_and_kong = {"discarder": 0, "claims": [claim(1, "kong", "555p"), claim(3, "win")]}
    win_and_chow = {"discarder": 0, "claims": [claim(1, "chow", "46p"), claim(3, "win")]}
    cases = [
        rulebook_case(
            id="takes-kong-over-nearer-chow",
            description="a kong beats the next player's chow",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=kong_and_chow,
            why=f"{DEV} (Kong, Pong): a kong, like a pung, is open to any player and comes before the chow "
            "(claim.priority=pung-first): player 3's kong, though player 1 is nearer.",
            expected={"takes": claim(3, "kong", "555p")},
        ),
        rulebook_case(
            id="takes-chow-over-farther-kong-turn-order",
            description="in turn order the next player's chow beats a farther kong",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=kong_and_chow,
            why=f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it' "
            "(claim.priority=turn-order): after player 0 comes player 1, who chows.",
            expected={"takes": claim(1, "chow", "46p")},
            readings=turn_order,
        ),
        rulebook_case(
            id="takes-win-over-nearer-kong",
            description="a claim to win beats a nearer kong",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=win_and_kong,
            why=f"{DEV}: the tile goes to the player who completes the hand, before any set: player 3, not player 1.",
            expected={"takes": claim(3, "win")},
        ),
        rulebook_case(
            id="takes-win-over-nearer-kong-turn-order",
            description="in turn order too a claim to win beats a nearer kong",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=win_and_kong,
            why=f"{DEV}: a win comes first under either option of claim.priority (claim.win-first=yes).",
            expected={"takes": claim(3, "win")},
            readings=turn_order,
        ),
        rulebook_case(
            id="takes-win-over-nearer-chow-turn-order",
            description="in turn order a claim to win beats the next player's chow",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=win_and_chow,
            why=f"{DEV}: a win comes first under either option of claim.priority, even before the nearer chow "
            "(claim.win-first=yes).",
            expected={"takes": claim(3, "win")},
            readings=turn_order,
        ),
        rulebook_case(
            id="drawn-at-zero",
            description="with no tile left the hand is drawn",
            question="drawn",
            rules=(DRAWN,),
            outcome="accepts",
            given={"tiles_left": 0},
            why="End: 'when only 14 cards stay it is considered drawn': none left is fewer than fourteen.",
            expected={"drawn": True},
        ),
    ]
    return Corpus(
        GAME,
        "claims_priority_more",
        "Claim priorities and the drawn game the claim family does not ask (code mutants' questions).",
        tuple(cases),
    )


def mutant_corpora() -> list[Corpus]:
    """The families of this module."""
    return [claims_every_discard(), priority_and_drawn()]


__all__ = ["claims_every_discard", "mutant_corpora", "priority_and_drawn"]
