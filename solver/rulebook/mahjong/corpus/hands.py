"""Classical mahjong conformance cases about hands: the winning form, scores, settlement.

Families (``generated/mahjong/<family>.json``):

- ``winning_rulebook``: the winning form, kongs and sets on the table, worked by hand from the rulebook;
- ``winning_pairs_exhaustive``: every two tiles in hand beside four sets on the table (is it a pair?);
- ``winning_one_suit_exhaustive``: every five tiles of characters in hand beside three sets on the table;
- ``score_rulebook``: scores worked by hand from the rulebook's tables, each with its arithmetic;
- ``settle_rulebook``: settlements worked by hand;
- ``hand_readings``: for every reading of hands, a witness answered under each option.

Expected answers are the engine's, confirmed by the Z3 model (:mod:`rulebook.mahjong.corpus.case_builder`); a
hand-worked
``expected`` must match both.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement
from typing import Any

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.mahjong.corpus.case_builder import rulebook_case
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, RANKS, Tiles, format_tiles

GAME = "mahjong"
FORM = "mahjong.hand.standard-form"
PUNG, CHOW, PAIR, KONG, EXPOSED = (
    "mahjong.set.pung",
    "mahjong.set.chow",
    "mahjong.set.pair",
    "mahjong.set.kong",
    "mahjong.set.exposed",
)


def hand(text: str, exposed: tuple[str, ...] = (), kongs: tuple[str, ...] = (), **seat: Any) -> dict[str, Any]:
    """A hand input: the tiles in hand, the sets on the table, and any seat fields."""
    return {"hand": text, "exposed": list(exposed), "concealed_kongs": list(kongs), **seat}


def score(points: int, doublings: int, final: int, special: str | None = None) -> dict[str, Any]:
    """A hand-worked score answer."""
    return {"points": points, "doublings": doublings, "special": special, "score": final}


DEV = "Development of the game"


def winning_rulebook() -> Corpus:
    """The winning form, worked by hand."""
    cases = [
        rulebook_case(
            id="win-four-sets-and-a-pair",
            description="three chows, a dragon pung and a wind pair win",
            question="winning",
            rules=(FORM, PUNG, CHOW, PAIR),
            outcome="accepts",
            given=hand("123m 456p 789s EE RdRdRd"),
            why=f"{DEV}: four groups of three and an extra couple; one split only.",
            expected={"winning": True, "splits": [["123m", "456p", "789s", "EE", "RdRdRd"]]},
        ),
        rulebook_case(
            id="win-two-splits",
            description="111 222 333 of one suit splits as three pungs or three chows",
            question="winning",
            rules=(FORM, PUNG, CHOW),
            outcome="accepts",
            given=hand("111222333m 55p EEE"),
            why=f"{DEV}: both splits are four sets and a pair.",
            expected={
                "winning": True,
                "splits": [["111m", "222m", "333m", "55p", "EEE"], ["123m", "123m", "123m", "55p", "EEE"]],
            },
        ),
        rulebook_case(
            id="win-thirteen-tiles",
            description="thirteen tiles never win",
            question="winning",
            rules=(FORM,),
            outcome="refuses",
            given=hand("123m 456p 789s EE RdRd"),
            why=f"{DEV}: a winning hand is four sets and a pair, fourteen tiles.",
            expected={"winning": False, "splits": []},
        ),
        rulebook_case(
            id="win-no-honour-chow",
            description="winds in a row are no chow",
            question="winning",
            rules=(CHOW, FORM),
            outcome="refuses",
            given=hand("123m 456p 789s ESW NN"),
            why=f"{DEV} (Chou): a chow is three in a row of one suit; winds have no order to follow.",
            expected={"winning": False, "splits": []},
        ),
        rulebook_case(
            id="win-no-wrapping-chow",
            description="8 9 1 of a suit is no chow",
            question="winning",
            rules=(CHOW, FORM),
            outcome="refuses",
            given=hand("189m 456p 789s EE RdRdRd"),
            why=f"{DEV} (Chou): a chow is three consecutive tiles; 9 is not followed by 1.",
            expected={"winning": False, "splits": []},
        ),
        rulebook_case(
            id="win-pair-must-be-alike",
            description="two different tiles are no pair",
            question="winning",
            rules=(PAIR, FORM),
            outcome="refuses",
            given=hand("123m 456p 789s E S RdRdRd"),
            why=f"{DEV}: the couple that completes the hand is two alike.",
            expected={"winning": False, "splits": []},
        ),
        rulebook_case(
            id="win-with-exposed-sets",
            description="two sets on the table and two sets and a pair in hand win",
            question="winning",
            rules=(FORM, EXPOSED, PUNG, CHOW),
            outcome="accepts",
            given=hand("456p 789s 55s", ("123m", "EEE")),
            why=f"{DEV} (Chou, Pong): claimed sets are put on the table and count among the four.",
            expected={"winning": True, "splits": [["456p", "55s", "789s"]]},
        ),
        rulebook_case(
            id="win-with-declared-kongs",
            description="a concealed and an exposed kong count as one set each",
            question="winning",
            rules=(FORM, KONG),
            outcome="accepts",
            given=hand("456p 789s 55s", ("2222m",), ("RdRdRdRd",)),
            why=f"{DEV} (Kong): four alike 'are counted only like three' — one set; 16 tiles in all.",
            expected={"winning": True, "splits": [["456p", "55s", "789s"]]},
        ),
        rulebook_case(
            id="win-undeclared-four-alike",
            description="four alike kept in hand are no kong",
            question="winning",
            rules=(KONG, FORM),
            outcome="refuses",
            given=hand("1111m 456p 789s 55s"),
            why=f"{DEV} (Kong): a kong is declared; four 1m in hand are four tiles, and 1m 1m 1m + 1m leave one over.",
            expected={"winning": False, "splits": []},
        ),
        rulebook_case(
            id="win-too-many-sets-on-table",
            description="five sets on the table are too many",
            question="winning",
            rules=(FORM,),
            outcome="refuses",
            given=hand("", ("111m", "222m", "333m", "444m", "555m")),
            why=f"{DEV}: four sets and a pair; a fifth set and no pair is no winning hand.",
            expected={"winning": False, "splits": []},
        ),
    ]
    description = "The winning form, kongs and sets on the table, worked by hand."
    return Corpus(GAME, "winning_rulebook", description, tuple(cases))


def _tiles_text(kinds: tuple[str, ...]) -> str:
    return format_tiles(Tiles.of(kinds))


def winning_pairs_exhaustive() -> Corpus:
    """Every two tiles in hand beside four exposed sets that hold none of those kinds: a pair wins, nothing else."""
    table = ("111p", "999p", "345s", "345s")
    kinds = [kind for kind in ALL_KINDS if kind not in ("1p", "9p")]  # a fourth and fifth 1p or 9p do not exist
    cases = []
    for first, second in combinations_with_replacement(kinds, 2):
        cases.append(
            _labelled(
                rulebook_case(
                    id=f"pair-{first}{second}",
                    description=f"two tiles {first} {second} beside four sets on the table",
                    question="winning",
                    rules=(PAIR, FORM),
                    outcome="refuses",
                    given=hand(_tiles_text((first, second)), table),
                    why=f"{DEV}: with four sets on the table the two tiles in hand must be the pair, two alike.",
                    source="exhaustive",
                )
            )
        )
    return Corpus(
        GAME,
        "winning_pairs_exhaustive",
        "Every two tiles in hand beside four sets on the table (111p 999p 345s 345s): only two alike win.",
        tuple(cases),
    )


def winning_one_suit_exhaustive() -> Corpus:
    """Every five tiles of characters in hand beside three exposed sets of other suits."""
    table = ("111p", "999p", "EEE")
    ranks = [f"{rank}m" for rank in RANKS]
    cases = []
    for kinds in combinations_with_replacement(ranks, 5):
        if max(kinds.count(kind) for kind in kinds) > COPIES:
            continue
        text = _tiles_text(kinds)
        cases.append(
            _labelled(
                rulebook_case(
                    id=f"suit5-{text}",
                    description=f"five characters {text} beside three sets on the table",
                    question="winning",
                    rules=(FORM, PUNG, CHOW, PAIR),
                    outcome="refuses",
                    given=hand(text, table),
                    why=f"{DEV}: the five tiles in hand must make one set (pung or chow) and a pair.",
                    source="exhaustive",
                )
            )
        )
    return Corpus(
        GAME,
        "winning_one_suit_exhaustive",
        "Every five characters in hand beside three sets on the table (111p 999p EEE): one set and a pair.",
        tuple(cases),
    )


def _labelled(case: Case) -> Case:
    """The case with its outcome read off the confirmed answer: the rules accept a hand that wins."""
    return replace(case, outcome="accepts") if case.expected["winning"] else case


__all__ = ["GAME", "hand", "score", "winning_one_suit_exhaustive", "winning_pairs_exhaustive", "winning_rulebook"]
