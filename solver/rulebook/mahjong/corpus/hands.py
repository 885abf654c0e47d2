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

from rulebook.core.cases import Case, Corpus, Outcome
from rulebook.mahjong.corpus.case_builder import confirmed_case
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


def _case(
    id: str,
    description: str,
    question: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    given: dict[str, Any],
    why: str,
    expected: Any = None,
    readings: dict[str, str] | None = None,
    source: str = "rulebook",
) -> Case:
    return confirmed_case(
        id=id,
        description=description,
        question=question,
        rules=rules,
        outcome=outcome,
        input=given,
        source=source,
        why=why,
        readings=readings,
        expected=expected,
    )


DEV = "Development of the game"


def winning_rulebook() -> Corpus:
    """The winning form, worked by hand."""
    cases = [
        _case(
            "win-four-sets-and-a-pair",
            "three chows, a dragon pung and a wind pair win",
            "winning",
            (FORM, PUNG, CHOW, PAIR),
            "accepts",
            hand("123m 456p 789s EE RdRdRd"),
            f"{DEV}: four groups of three and an extra couple; one split only.",
            {"winning": True, "splits": [["123m", "456p", "789s", "EE", "RdRdRd"]]},
        ),
        _case(
            "win-two-splits",
            "111 222 333 of one suit splits as three pungs or three chows",
            "winning",
            (FORM, PUNG, CHOW),
            "accepts",
            hand("111222333m 55p EEE"),
            f"{DEV}: both splits are four sets and a pair.",
            {
                "winning": True,
                "splits": [["111m", "222m", "333m", "55p", "EEE"], ["123m", "123m", "123m", "55p", "EEE"]],
            },
        ),
        _case(
            "win-thirteen-tiles",
            "thirteen tiles never win",
            "winning",
            (FORM,),
            "refuses",
            hand("123m 456p 789s EE RdRd"),
            f"{DEV}: a winning hand is four sets and a pair, fourteen tiles.",
            {"winning": False, "splits": []},
        ),
        _case(
            "win-no-honour-chow",
            "winds in a row are no chow",
            "winning",
            (CHOW, FORM),
            "refuses",
            hand("123m 456p 789s ESW NN"),
            f"{DEV} (Chou): a chow is three in a row of one suit; winds have no order to follow.",
            {"winning": False, "splits": []},
        ),
        _case(
            "win-no-wrapping-chow",
            "8 9 1 of a suit is no chow",
            "winning",
            (CHOW, FORM),
            "refuses",
            hand("189m 456p 789s EE RdRdRd"),
            f"{DEV} (Chou): a chow is three consecutive tiles; 9 is not followed by 1.",
            {"winning": False, "splits": []},
        ),
        _case(
            "win-pair-must-be-alike",
            "two different tiles are no pair",
            "winning",
            (PAIR, FORM),
            "refuses",
            hand("123m 456p 789s E S RdRdRd"),
            f"{DEV}: the couple that completes the hand is two alike.",
            {"winning": False, "splits": []},
        ),
        _case(
            "win-with-exposed-sets",
            "two sets on the table and two sets and a pair in hand win",
            "winning",
            (FORM, EXPOSED, PUNG, CHOW),
            "accepts",
            hand("456p 789s 55s", ("123m", "EEE")),
            f"{DEV} (Chou, Pong): claimed sets are put on the table and count among the four.",
            {"winning": True, "splits": [["456p", "55s", "789s"]]},
        ),
        _case(
            "win-with-declared-kongs",
            "a concealed and an exposed kong count as one set each",
            "winning",
            (FORM, KONG),
            "accepts",
            hand("456p 789s 55s", ("2222m",), ("RdRdRdRd",)),
            f"{DEV} (Kong): four alike 'are counted only like three' — one set; 16 tiles in all.",
            {"winning": True, "splits": [["456p", "55s", "789s"]]},
        ),
        _case(
            "win-undeclared-four-alike",
            "four alike kept in hand are no kong",
            "winning",
            (KONG, FORM),
            "refuses",
            hand("1111m 456p 789s 55s"),
            f"{DEV} (Kong): a kong is declared; four 1m in hand are four tiles, and 1m 1m 1m + 1m leave one over.",
            {"winning": False, "splits": []},
        ),
        _case(
            "win-too-many-sets-on-table",
            "five sets on the table are too many",
            "winning",
            (FORM,),
            "refuses",
            hand("", ("111m", "222m", "333m", "444m", "555m")),
            f"{DEV}: four sets and a pair; a fifth set and no pair is no winning hand.",
            {"winning": False, "splits": []},
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
                _case(
                    f"pair-{first}{second}",
                    f"two tiles {first} {second} beside four sets on the table",
                    "winning",
                    (PAIR, FORM),
                    "refuses",
                    hand(_tiles_text((first, second)), table),
                    f"{DEV}: with four sets on the table the two tiles in hand must be the pair, two alike.",
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
                _case(
                    f"suit5-{text}",
                    f"five characters {text} beside three sets on the table",
                    "winning",
                    (FORM, PUNG, CHOW, PAIR),
                    "refuses",
                    hand(text, table),
                    f"{DEV}: the five tiles in hand must make one set (pung or chow) and a pair.",
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
