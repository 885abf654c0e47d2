"""Classical mahjong conformance cases about scoring and settlement, worked by hand from "Punctuation".

Every case carries its arithmetic in ``why``; the hand-worked answer is given as ``expected`` and must equal both
the engine's and the Z3 model's (:mod:`rulebook.mahjong.corpus.case_builder`). Seats are South and not East unless
a case says otherwise, so that East's own-wind and double payments show only where they are meant to.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.mahjong.corpus.case_builder import confirmed_case, rulebook_case
from rulebook.mahjong.corpus.hands import GAME, hand, score

PUNCT = "Punctuation"


def _score_case(
    id: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    given: dict[str, Any],
    why: str,
    expected: dict[str, Any],
    readings: dict[str, str] | None = None,
    source: str = "rulebook",
) -> Case:
    return rulebook_case(id, description, "score", rules, outcome, given, why, expected, readings, source)


def score_rulebook() -> Corpus:
    """Scores of winners and losers, worked by hand."""
    c = _score_case
    cases = [
        c(
            "score-exposed-simple-pung",
            "an exposed pung of simples scores 2, plus 10 for winning",
            ("mahjong.score.pung", "mahjong.set.exposed", "mahjong.score.winner-bonus", "mahjong.double.own-wind"),
            "accepts",
            hand("123m 456p 789s 55s", ("222m",), seat_wind="S"),
            f"{PUNCT}: exposed trio 2..8 = 2; chows 0; a pair of 5s 0; +10 = 12; no doubling (no South pung).",
            score(12, 0, 12),
        ),
        c(
            "score-exposed-terminal-pung",
            "an exposed pung of nines scores 4",
            ("mahjong.score.pung",),
            "accepts",
            hand("123m 456p 789s 55s", ("999m",), seat_wind="S"),
            f"{PUNCT}: exposed trio of 1 or 9 = 4; +10 = 14.",
            score(14, 0, 14),
        ),
        c(
            "score-concealed-terminal-pung",
            "a pung of nines in hand scores 8",
            ("mahjong.score.pung", "mahjong.set.exposed"),
            "refuses",
            hand("999m 456p 789s 55s", ("123m",), seat_wind="S"),
            f"{PUNCT}: trio of 1 or 9 in hand = 8 (not exposed: not 4); +10 = 18.",
            score(18, 0, 18),
        ),
        c(
            "score-chows-only",
            "chows and a suit pair score only the winner's 10",
            ("mahjong.score.pung", "mahjong.score.pair", "mahjong.hand.best-split", "mahjong.double.dragons"),
            "refuses",
            hand("123m 456p 789s 234s 55s", seat_wind="S"),
            f"{PUNCT}: chows are in no table; a pair of 5s is no dragon or wind pair; one split only; 10.",
            score(10, 0, 10),
        ),
        c(
            "score-kongs",
            "an exposed kong of simples 8 and a concealed kong of nines 32",
            ("mahjong.score.kong", "mahjong.set.kong"),
            "accepts",
            hand("456p 789s 55s", ("5555m",), ("9999m",), seat_wind="S"),
            f"{PUNCT}: exposed quartet 2..8 = 8; quartet of 1 or 9 in hand = 32; +10 = 50.",
            score(50, 0, 50),
        ),
        c(
            "score-honour-kongs",
            "an exposed wind kong 16 and a concealed dragon kong 32, doubled by the dragon",
            ("mahjong.score.kong", "mahjong.double.dragons"),
            "accepts",
            hand("456p 789s 55s", ("WWWW",), ("GdGdGdGd",), seat_wind="S"),
            f"{PUNCT}: wind quartet on the table 16; dragon quartet in hand 32; +10 = 58; the dragons double: 116.",
            score(58, 1, 116),
        ),
        c(
            "score-dragon-pair",
            "a pair of dragons scores 2",
            ("mahjong.score.pair",),
            "accepts",
            hand("123m 456p 789s 123s RdRd", seat_wind="S"),
            f"{PUNCT}: pair of dragon = 2; +10 = 12.",
            score(12, 0, 12),
        ),
        c(
            "score-own-wind-pung",
            "a pung of one's own wind doubles the score",
            ("mahjong.double.own-wind", "mahjong.score.pung"),
            "accepts",
            hand("123m 456p 789s 55s", ("SSS",), seat_wind="S"),
            f"{PUNCT}: exposed wind trio 4; +10 = 14; three of one's own wind double it: 28.",
            score(14, 1, 28),
        ),
        c(
            "score-other-wind-pung",
            "a pung of another wind does not double",
            ("mahjong.double.own-wind",),
            "refuses",
            hand("123m 456p 789s 55s", ("NNN",), seat_wind="S"),
            f"{PUNCT}: exposed wind trio 4; +10 = 14; North is not the player's wind (South): no doubling.",
            score(14, 0, 14),
        ),
        c(
            "score-round-wind-pung-by-default",
            "a pung of the round's wind does not double: the rulebook doubles only the player's own wind",
            ("mahjong.double.own-wind",),
            "refuses",
            hand("123m 456p 789s 55s", ("NNN",), seat_wind="S", round_wind="N"),
            f"{PUNCT}: 'Three or four of the proper winds of the player': exposed wind trio 4; +10 = 14; North is the "
            "round's wind, not the player's (South): no doubling.",
            score(14, 0, 14),
        ),
        c(
            "score-round-wind-pung-under-round-wind",
            "double.prevailing-wind=round-wind: a pung of the round's wind doubles the score",
            ("mahjong.double.own-wind",),
            "accepts",
            hand("123m 456p 789s 55s", ("NNN",), seat_wind="S", round_wind="N"),
            f"{PUNCT}: exposed wind trio 4; +10 = 14; North is the round's wind: doubled, 28.",
            score(14, 1, 28),
            readings={"double.prevailing-wind": "round-wind"},
        ),
        c(
            "score-one-suit-with-honours",
            "one suit and a wind pung: doubled once",
            ("mahjong.double.one-suit-honours", "mahjong.double.pure-suit"),
            "accepts",
            hand("123m 456m 789m 11m", ("EEE",), seat_wind="S"),
            f"{PUNCT} (winners, 1): exposed wind trio 4; pair of 1m 0; +10 = 14; one suit with winds: 28.",
            score(14, 1, 28),
        ),
        c(
            "score-pure-suit",
            "one suit only multiplies by eight",
            ("mahjong.double.pure-suit", "mahjong.double.one-suit-honours"),
            "accepts",
            hand("123m 456m 789m 11m", ("999m",), seat_wind="S"),
            f"{PUNCT} (winners, 2): exposed trio of 9 = 4; +10 = 14; the whole hand of one suit: x8 = 112.",
            score(14, 3, 112),
        ),
        c(
            "score-mixed-suits",
            "two suits and honours earn no suit doubling",
            ("mahjong.double.one-suit-honours", "mahjong.double.pure-suit"),
            "refuses",
            hand("123m 456m 789p 11m", ("EEE",), seat_wind="S"),
            f"{PUNCT} (winners, 1 and 2): characters and circles: neither bonus; 4 + 10 = 14.",
            score(14, 0, 14),
        ),
        c(
            "score-limit",
            "a pure suit with kongs is cut to the 300 limit",
            ("mahjong.score.limit", "mahjong.double.pure-suit"),
            "accepts",
            hand("111m 333m 55m", ("777m",), ("9999m",), seat_wind="S"),
            f"{PUNCT}: 111m in hand 8, 333m in hand 4, 777m on the table 2, 9999m concealed kong 32, pair 0, +10 = "
            "56; one suit only x8 = 448; 'if this number is exceeded it is counted like 300'.",
            score(56, 3, 300),
        ),
        c(
            "score-best-split",
            "three pungs beat three chows in the best split",
            ("mahjong.hand.best-split", "mahjong.score.pung"),
            "accepts",
            hand("111222333m 55p NNN", seat_wind="S"),
            f"{PUNCT}: as pungs, 1m 8 + 2m 4 + 3m 4 + N 8 = 24, +10 = 34; as chows only N 8 + 10 = 18: 34.",
            score(34, 0, 34),
        ),
        c(
            "score-first-tile",
            "East winning on the first tile drawn scores 300",
            ("mahjong.special.first-tile",),
            "accepts",
            hand("123m 456p 789s 222s 55s", seat_wind="E", east=True, first_tile=True),
            f"{PUNCT} (winners, 3): 222s in hand 4 + 10 = 14; the first tile: 300.",
            score(14, 0, 300, "first-tile"),
        ),
        c(
            "score-first-discard",
            "winning on the first discard scores 150",
            ("mahjong.special.first-discard", "mahjong.special.first-tile"),
            "accepts",
            hand("123m 456p 789s 222s 55s", first_discard=True, seat_wind="S"),
            f"{PUNCT} (winners, 4): 222s in hand 4 + 10 = 14; won on the first discard: 150.",
            score(14, 0, 150, "first-discard"),
        ),
        c(
            "score-no-special",
            "an ordinary win scores no special hand",
            ("mahjong.special.first-discard", "mahjong.special.first-tile", "mahjong.score.limit"),
            "refuses",
            hand("123m 456p 789s 222s 55s", seat_wind="S"),
            f"{PUNCT}: 222s in hand 4 + 10 = 14; no special hand; far under the limit.",
            score(14, 0, 14),
        ),
        c(
            "score-not-a-winning-hand",
            "a hand that does not win has no winner's score",
            ("mahjong.hand.standard-form", "mahjong.score.winner-bonus"),
            "refuses",
            hand("123m 456p 789s 222s 5s 6s", seat_wind="S"),
            f"{PUNCT}: only the player who completes the game scores as the winner; 5s 6s is no pair.",
            {"refused": True},
        ),
        c(
            "score-loser",
            "a loser scores the sets on the table, pungs and honour pairs in hand",
            ("mahjong.score.loser-hand", "mahjong.double.dragons", "mahjong.score.pair"),
            "accepts",
            hand("111m 4p 9s EE", ("RdRdRdRd",), winner=False, seat_wind="S"),
            f"{PUNCT}: dragon quartet on the table 16, trio of 1 in hand 8, pair of wind 2 = 26 (no bonus); the "
            "dragons double: 52.",
            score(26, 1, 52),
        ),
        c(
            "score-loser-four-alike",
            "a loser's four alike in hand score as a pung, not a kong",
            ("mahjong.score.loser-hand", "mahjong.set.kong", "mahjong.score.kong", "mahjong.score.winner-bonus"),
            "refuses",
            hand("1111m 23p 5s", winner=False, seat_wind="S"),
            f"{PUNCT}: four 1m in hand were never declared: a trio in hand, 8; no winner's bonus for a loser.",
            score(8, 0, 8),
        ),
        c(
            "score-loser-no-suit-doubling",
            "a loser all of one suit earns no suit doubling",
            ("mahjong.score.loser-hand", "mahjong.double.pure-suit"),
            "refuses",
            hand("222m 456m 7m", winner=False, seat_wind="S"),
            f"{PUNCT}: 'Only the winners have also the following bonuses': 222m in hand 4, no x8.",
            score(4, 0, 4),
        ),
        c(
            "score-loser-limit",
            "a loser's score is cut to the 300 limit too",
            ("mahjong.score.limit", "mahjong.score.loser-hand", "mahjong.double.dragons", "mahjong.double.own-wind"),
            "accepts",
            hand("RdRdRd GdGdGd WdWdWd 1m 2p", ("SSSS",), winner=False, seat_wind="S"),
            f"{PUNCT}: three dragon trios in hand 8 + 8 + 8, South's wind quartet on the table 16: 40, no winner's "
            "bonus; three dragon doublings and the own wind's: x16 = 640; 'any more than 300 points are not "
            "counted', for the losers as the winner (the sentence names no player and is no bonus 'Only the "
            "winners have'): 300.",
            score(40, 4, 300),
        ),
    ]
    return Corpus(GAME, "score_rulebook", "Scores of winners and losers, worked by hand from the tables.", tuple(cases))


def _settle_case(
    id: str,
    description: str,
    rules: tuple[str, ...],
    outcome: Outcome,
    given: dict[str, Any],
    why: str,
    net: list[int],
    readings: dict[str, str] | None = None,
) -> Case:
    return confirmed_case(
        id=id,
        description=description,
        question="settle",
        rules=rules,
        outcome=outcome,
        input=given,
        source="rulebook",
        why=why,
        readings=readings,
        expected={"net": net},
    )


def settle_rulebook() -> Corpus:
    """Settlements, worked by hand."""
    winner_rule, losers, east, drawn = (
        "mahjong.settle.winner",
        "mahjong.settle.losers",
        "mahjong.settle.east-double",
        "mahjong.game.drawn",
    )
    cases = [
        _settle_case(
            "settle-east-loses",
            "East loses: pays the winner double and settles double with the other losers",
            (winner_rule, losers, east),
            "accepts",
            {"scores": [40, 8, 0, 20], "winner": 0, "east": 1},
            f"{PUNCT}: winner gets 2x40 + 40 + 40 = 160; East gets 2x8 from player 2, pays 2x12 to player 3 "
            "(-80 + 16 - 24 = -88); player 2 pays 40 + 16 + 20 = -76; player 3 pays 40, gets 24 + 20 = +4.",
            [160, -88, -76, 4],
        ),
        _settle_case(
            "settle-east-loses-single-with-losers",
            "settle.east-double=winner: East loses, pays the winner double and settles single with the other losers",
            (winner_rule, losers, east),
            "accepts",
            {"scores": [40, 8, 0, 20], "winner": 0, "east": 1},
            f"{PUNCT}: winner gets 2x40 + 40 + 40 = 160; East gets 8 from player 2, pays 12 to player 3 "
            "(-80 + 8 - 12 = -84); player 2 pays 40 + 8 + 20 = -68; player 3 pays 40, gets 12 + 20 = -8.",
            [160, -84, -68, -8],
            readings={"settle.east-double": "winner"},
        ),
        _settle_case(
            "settle-east-wins",
            "East wins: every loser pays double",
            (winner_rule, east, losers),
            "accepts",
            {"scores": [0, 30, 10, 10], "winner": 1, "east": 1},
            f"{PUNCT}: each loser pays East 2x30 = 60 (+180); player 0 pays 10 to players 2 and 3; players 2 and 3 "
            "score alike and pay each other nothing: -80, +180, -50, -50.",
            [-80, 180, -50, -50],
        ),
        _settle_case(
            "settle-equal-losers",
            "losers with equal scores pay each other nothing",
            (losers,),
            "refuses",
            {"scores": [20, 0, 0, 0], "winner": 0, "east": 0},
            f"{PUNCT}: East won: each loser pays 2x20 = 40; the three losers all score 0: no differences.",
            [120, -40, -40, -40],
        ),
        _settle_case(
            "settle-drawn",
            "a drawn hand is not scored",
            (drawn, winner_rule, east),
            "refuses",
            {"scores": [12, 30, 8, 0], "winner": None, "east": 2},
            "End: 'it is considered to be stage (drawn) and no punctuation joins': nobody pays.",
            [0, 0, 0, 0],
        ),
    ]
    return Corpus(GAME, "settle_rulebook", "Settlements worked by hand: who pays whom, East double.", tuple(cases))


__all__ = ["score_rulebook", "settle_rulebook"]
