"""The sweep matrix of classical mahjong: the smallest input at every point each rule reads (issue 46).

What each rule reads is declared in ``spec/mahjong.toml`` (its ``sweep`` table; the cells are
:mod:`rulebook.core.corpus.sweep_matrix`'s). This module gives, per rule and cell, the input that puts the rule at
that point, what the rule does there and why; the core turns each into a case whose answer is the engine's,
confirmed by the Z3 model (:mod:`rulebook.core.corpus.sweeps`).

Tiles are named as in the mpsz notation of :mod:`rulebook.mahjong.tiles`: a tile has a *suit* (``m`` characters,
``p`` circles, ``s`` bamboos, ``z`` honours) and a *number* (1 to 9 in a suit; 1 to 7 among the honours: East,
South, West, North, white, green, red dragon). An attribute pair changes one of them alone (``555p`` and ``555z``
differ in suit; ``SSS`` and ``WWW``, ``222z`` and ``333z``, in number), or moves a set between the hand and the
table ("exposed or concealed"), or changes one field of the question. Players are numbered 0 to 3 in turn order.

Sections are those of ``spec/rulebooks/mahjong-classical.txt``: Cards, Development of the game (Chou, Pong, Kong),
End, Punctuation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from rulebook.core.corpus.cases import Outcome
from rulebook.core.corpus.sweep_matrix import Cell
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import load_spec

PUNCTUATION, DEV, END, CARDS = "Punctuation", "Development of the game", "End", "Cards"
CHOWS_ON_TABLE = ["123s", "456s", "789s"]
"""Three exposed chows: the hand then needs one set and the pair (the set rules' cells vary that set)."""
PUNGS_ON_TABLE = ["111s", "EEE", "RdRdRd"]
"""Three exposed pungs, for the chow's cells."""
FOUR_ON_TABLE = ["123s", "456s", "789s", "123m"]
"""Four exposed chows: the hand then needs the pair alone."""
PLAIN = "123m 456m 123p 55p"
"""Three chows and a pair of simples, no s tile: 0 points, 11 tiles; a set of bamboos added makes a winning hand."""
NO_POINTS = "123m 456m 789m 123p 55p"
"""A winning hand of four chows and a pair of simples, two suits: it scores nothing but the winner's 10."""
THIRTEEN = "123m 456m 789m 123p 5p"
"""Thirteen tiles the discard 5p completes (four chows and the pair 55p)."""

Table = dict[str, list[SweepInput]]


def kinds_of_deck() -> dict[str, int]:
    """Every kind of tile and how many copies the deck holds, from the spec's ``[deck]``, not from the engine.

    Cards: "136 ... cards ... 4 games of 34 cards", three suits of 1 to 9, four winds and three dragons.
    """
    deck = load_spec("mahjong")["deck"]
    suited = [f"{number}{suit}" for suit in deck["suits"] for number in range(1, deck["numbers"] + 1)]
    return {kind: int(deck["copies"]) for kind in (*suited, *deck["honours"])}


def repeated(kind: str, count: int) -> str:
    """``count`` tiles of ``kind`` in the notation (``5555p``, ``EEEE``, ``RdRdRd``)."""
    if kind[0].isdigit():
        return kind[0] * count + kind[1:]
    return kind * count


# ---------------------------------------------------------------------------------------------------------------
# The inputs of each question
# ---------------------------------------------------------------------------------------------------------------


def _input(
    question: str, data: dict[str, Any], outcome: Outcome, description: str, why: str, readings: Mapping[str, str]
) -> SweepInput:
    return SweepInput(question, data, outcome, description, why, dict(readings))


def impossible(given: SweepInput) -> SweepInput:
    """``given`` as an input the rules make impossible: the engine must refuse it (:attr:`SweepInput.impossible`)."""
    return replace(given, outcome="refuses", impossible=True)


def winning(
    description: str,
    tiles: str,
    *,
    wins: bool,
    why: str,
    exposed: Sequence[str] = (),
    kongs: Sequence[str] = (),
    readings: Mapping[str, str] | None = None,
) -> SweepInput:
    """A ``winning`` question; the rule accepts when the hand wins."""
    data = {"hand": tiles, "exposed": list(exposed), "concealed_kongs": list(kongs)}
    return _input("winning", data, "accepts" if wins else "refuses", description, why, readings or {})


def score(
    description: str,
    tiles: str,
    *,
    why: str,
    applies: bool = True,
    exposed: Sequence[str] = (),
    kongs: Sequence[str] = (),
    readings: Mapping[str, str] | None = None,
    **seat: Any,
) -> SweepInput:
    """A ``score`` question (seat fields as keywords); the rule accepts when what it scores applies to the hand."""
    data = {"hand": tiles, "exposed": list(exposed), "concealed_kongs": list(kongs), **seat}
    return _input("score", data, "accepts" if applies else "refuses", description, why, readings or {})


def claims(
    description: str, hands: Sequence[Any], *, discard: str, discarder: int, allowed: bool, why: str
) -> SweepInput:
    """A ``claims`` question; the rule accepts when the claim it governs is among the legal ones."""
    data = {"hands": list(hands), "discarder": discarder, "discard": discard, "tiles_left": 60}
    return _input("claims", data, "accepts" if allowed else "refuses", description, why, {})


def takes(description: str, made: Sequence[tuple[int, str, str]], *, why: str) -> SweepInput:
    """A ``takes`` question on player 0's discard: ``made`` as (player, shape, tiles)."""
    data = {"discarder": 0, "claims": [{"player": p, "shape": shape, "tiles": tiles} for p, shape, tiles in made]}
    return _input("takes", data, "accepts", description, why, {})


def own_kongs(description: str, tiles: str, *, kong: bool, why: str, exposed: Sequence[str] = ()) -> SweepInput:
    """An ``own-kongs`` question; the rule accepts when a kong may be declared."""
    data = {"hand": tiles, "exposed": list(exposed), "concealed_kongs": []}
    return _input("own-kongs", data, "accepts" if kong else "refuses", description, why, {})


def settle(description: str, scores: list[int], *, winner: int, east: int, why: str) -> SweepInput:
    """A ``settle`` question."""
    return _input("settle", {"scores": scores, "winner": winner, "east": east}, "accepts", description, why, {})


def hand_in(seats: dict[int, Any]) -> list[Any]:
    """Four hands, empty but for the players given."""
    return [seats.get(player, "") for player in range(4)]


# ---------------------------------------------------------------------------------------------------------------
# The sets and the winning form
# ---------------------------------------------------------------------------------------------------------------


def standard_form() -> Table:
    """Four sets and a pair, fourteen tiles (Development of the game; End)."""
    why = f"{DEV}: four groups of three and an extra couple, 4 x 3 + 2 = 14 tiles"
    return {
        "threshold:tiles in a winning hand:below": [
            winning("13 tiles: three chows and two pairs", "123m 456p 789s EE RdRd", wins=False, why=why)
        ],
        "threshold:tiles in a winning hand:at": [
            winning("14 tiles: three chows, a pung and a pair", "123m 456p 789s EE RdRdRd", wins=True, why=why)
        ],
        "threshold:tiles in a winning hand:above": [
            winning("15 tiles: three chows and two pungs", "123m 456p 789s EEE RdRdRd", wins=False, why=why)
        ],
        "threshold:sets besides the pair:below": [
            winning("3 sets and a pair, 11 tiles", "123m 456p EE RdRdRd", wins=False, why=why)
        ],
        "threshold:sets besides the pair:at": [
            winning("4 sets and a pair, 14 tiles", "123m 456p 789s 111s NN", wins=True, why=why)
        ],
        "threshold:sets besides the pair:above": [
            winning("5 sets and a pair, 17 tiles", "123m 456p 789s 111s EE RdRdRd", wins=False, why=why)
        ],
    }


def pung_set() -> Table:
    """Three identical tiles make a set (Development of the game, Pong); three chows on the table, the pair 55p."""
    why = f"{DEV} (Pong): three identical tiles are a set; with 3 chows on the table and the pair 55p"

    def hand(description: str, tiles: str, wins: bool, count: str) -> SweepInput:
        return winning(description, tiles, wins=wins, exposed=CHOWS_ON_TABLE, why=f"{why}, {count}")

    return {
        "threshold:identical tiles in a pung:below": [
            hand("two 1m beside three chows and 55p", "11m 55p", False, "11m is no set (13 tiles)")
        ],
        "threshold:identical tiles in a pung:at": [
            hand("three 1m beside three chows and 55p", "111m 55p", True, "111m is the fourth set (14 tiles)")
        ],
        "threshold:identical tiles in a pung:above": [
            hand("four 1m in hand beside three chows and 55p", "1111m 55p", False, "four undeclared are no set")
        ],
        "attribute:suit:pair": [
            hand("pung 111m beside three chows", "111m 55p", True, "111m is a set"),
            hand("11m and 1p beside three chows", "11m 1p 55p", False, "1m 1m 1p are not identical"),
        ],
        "attribute:number:pair": [
            hand("pung 111m beside three chows, again", "111m 55p", True, "111m is a set"),
            hand("11m and 2m beside three chows", "112m 55p", False, "1 1 2 are neither identical nor a run"),
        ],
    }


def chow_set() -> Table:
    """Three consecutive tiles of one suit, no wrap, no honours (Cards; Development of the game)."""
    why = f"{CARDS}; {DEV}: a run of three numbers 1-9 of one stick is a set; three pungs on the table, pair 55p"

    def hand(description: str, tiles: str, wins: bool, count: str) -> SweepInput:
        return winning(description, tiles, wins=wins, exposed=PUNGS_ON_TABLE, why=f"{why}: {count}")

    return {
        "threshold:tiles in a chow:below": [hand("run 12m of two", "12m 55p", False, "12m is no set")],
        "threshold:tiles in a chow:at": [hand("run 456m of three", "456m 55p", True, "456m is the fourth set")],
        "threshold:tiles in a chow:above": [hand("run 1234m of four", "1234m 55p", False, "1234m is no set")],
        "threshold:lowest number a chow starts at:below": [
            hand("9-1-2 of characters", "129m 55p", False, "a run does not wrap from 9 to 1")
        ],
        "threshold:lowest number a chow starts at:at": [hand("chow 123m", "123m 55p", True, "1-2-3 is the lowest")],
        "threshold:lowest number a chow starts at:above": [hand("chow 234m", "234m 55p", True, "2-3-4 is a run")],
        "threshold:highest number a chow ends at:below": [hand("chow 678m", "678m 55p", True, "6-7-8 is a run")],
        "threshold:highest number a chow ends at:at": [hand("chow 789m", "789m 55p", True, "7-8-9 is the highest")],
        "threshold:highest number a chow ends at:above": [
            hand("8-9-1 of characters", "189m 55p", False, "a run does not go on from 9 to 1")
        ],
        "attribute:suit:pair": [
            hand("chow 123m beside three pungs", "123m 55p", True, "123m is a run"),
            hand("12m and 3p beside three pungs", "12m 3p 55p", False, "a run is of one stick"),
        ],
        "attribute:suit or honours:pair": [
            hand("chow 123m beside three pungs, again", "123m 55p", True, "123m is a run"),
            hand("1z 2z 3z (East South West) beside three pungs", "E S W 55p", False, "honours are not numbered"),
        ],
        "attribute:number:pair": [
            hand("chow 345m beside three pungs", "345m 55p", True, "345m is a run"),
            hand("345 with 6m for 5m beside three pungs", "346m 55p", False, "3 4 6 do not follow each other"),
        ],
    }


def pair_set() -> Table:
    """Two identical tiles make the pair (Development of the game); four chows on the table."""
    why = f"{DEV}: the extra couple is two identical tiles; four chows on the table"

    def hand(description: str, tiles: str, wins: bool, count: str) -> SweepInput:
        return winning(description, tiles, wins=wins, exposed=FOUR_ON_TABLE, why=f"{why}: {count}")

    return {
        "threshold:identical tiles in a pair:below": [hand("one 5p beside four chows", "5p", False, "13 tiles")],
        "threshold:identical tiles in a pair:at": [hand("two 5p beside four chows", "55p", True, "55p is the pair")],
        "threshold:identical tiles in a pair:above": [
            hand("three 5p beside four chows", "555p", False, "a fifth set and no pair, 15 tiles")
        ],
        "attribute:suit:pair": [
            hand("pair 77p beside four chows", "77p", True, "77p is the pair"),
            hand("7p and 7s beside four chows", "7p 7s", False, "7p and 7s are not identical"),
        ],
        "attribute:number:pair": [
            hand("pair 66p beside four chows", "66p", True, "66p is the pair"),
            hand("6p and 7p beside four chows", "67p", False, "6p and 7p are not identical"),
        ],
    }


def kong_set() -> Table:
    """A declared kong counts as one set and its owner holds one tile more (Development of the game, Kong)."""
    why = f"{DEV} (Kong): a declared kong is one set (four 'counted only like three'), so 4 x 3 + 2 + 1 = 15 tiles"
    return {
        "threshold:identical tiles in a declared kong:below": [
            impossible(
                winning(
                    "three N declared as a kong",
                    "123m 456p 789s 55s",
                    kongs=["NNN"],
                    wins=False,
                    why=f"{DEV} (Kong): only four alike are declared from the hand, and a claimed set is exposed, so "
                    "three declared is no position of the game: refused as input",
                )
            )
        ],
        "threshold:identical tiles in a declared kong:at": [
            winning("declared kong of four N", "123m 456p 789s 55s", kongs=["NNNN"], wins=True, why=why)
        ],
        "threshold:identical tiles in a declared kong:above": [
            impossible(
                winning(
                    "five N declared as a kong",
                    "123m 456p 789s 55s",
                    kongs=["NNNNN"],
                    wins=False,
                    why=f"{CARDS}: the deck holds four tiles of each kind (136 = 4 x 34), so five N is no position",
                )
            )
        ],
        "threshold:tiles in a winning hand with one kong:below": [
            winning("14 tiles with a kong", "123m 456p 789s 5s", kongs=["EEEE"], wins=False, why=why)
        ],
        "threshold:tiles in a winning hand with one kong:at": [
            winning("15 tiles with a kong", "123m 456p 789s 55s", kongs=["EEEE"], wins=True, why=why)
        ],
        "threshold:tiles in a winning hand with one kong:above": [
            winning("16 tiles with a kong", "123m 456p 789s 555s", kongs=["EEEE"], wins=False, why=why)
        ],
    }


def multiplicity(cell: Cell) -> list[SweepInput]:
    """Four tiles of a kind in hand, a kong to declare; five, more than the deck holds (Cards; Kong)."""
    count = cell.value or 0
    tiles = repeated(cell.name, count)
    if cell.point == "max":
        why = f"{CARDS}: four tiles of each kind, all four in hand; {DEV} (Kong): a concealed kong may be declared"
        return [own_kongs(f"all four {cell.name} in hand", tiles, kong=True, why=why)]
    why = f"{CARDS}: the deck holds four tiles of each kind (136 = 4 x 34), so five {cell.name} is no hand"
    return [own_kongs(f"five {cell.name} in hand", tiles, kong=False, why=why)]


def exposed_set() -> Table:
    """A set on the table scores as exposed, one in hand as concealed (Punctuation's two tables)."""
    why = f"{PUNCTUATION}: a trio 2..8 scores 2 on the table, 4 in hand; chows and the pair 55s 0; +10"
    return {
        "attribute:exposed or concealed:pair": [
            score("pung 888p on the table", "123m 456p 789s 55s", exposed=["888p"], seat_wind="S", why=why + " = 12"),
            score("pung 888p in hand", "123m 456p 888p 789s 55s", seat_wind="S", why=why + " = 14"),
        ]
    }


def best_split() -> Table:
    """The split that scores most is the hand's (Punctuation)."""
    why = f"{PUNCTUATION}: the winner shows the hand to his advantage; seat S"
    return {
        "threshold:ways the hand splits:below": [
            score(
                "one split: three chows, RdRdRd, EE",
                "123m 456p 789s EE RdRdRd",
                seat_wind="S",
                why=f"{why}; one split: RdRdRd 8 + EE 2 + 10 = 20, doubled for the dragon: 40",
            )
        ],
        "threshold:ways the hand splits:at": [
            score(
                "two splits: 11123444m beside 789p 789s",
                "11123444m",
                exposed=["789p", "789s"],
                seat_wind="S",
                why=f"{why}; 111m 8 + 234m + 44m, +10 = 18, beats 11m + 123m + 444m 4, +10 = 14",
            )
        ],
        "threshold:ways the hand splits:above": [
            score(
                "three splits: 11122233344m beside 789p",
                "11122233344m",
                exposed=["789p"],
                seat_wind="S",
                why=f"{why}; pungs 8 + 4 + 4 and 44m, +10 = 26, beat 11m + 123 + 234 + 234 and 123 x3 + 44m (10 each)",
            )
        ],
    }


# ---------------------------------------------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------------------------------------------


def set_scores(size: int) -> Table:
    """A pung (size 3) or kong (4) of simples 2-8, or of terminals and honours (Punctuation's tables).

    The hand is :data:`PLAIN` (nothing but chows and 55p, no bamboo) and the set, of bamboos, lies on the table.
    """
    name = "pung" if size == 3 else "kong"
    low, high = (2, 4) if size == 3 else (8, 16)
    why = f"{PUNCTUATION}: an exposed {name} of 2..8 scores {low}, of 1, 9 or honours {high}; chows, 55p 0; +10"

    def on_table(number: str, suit: str = "s") -> SweepInput:
        tiles = number * size + suit
        points = high if number in "19" or suit == "z" else low
        total = f"{points} + 10 = {points + 10}" + (", doubled for the dragon" if suit == "z" else "")
        return score(f"exposed {name} {tiles}", PLAIN, exposed=[tiles], seat_wind="S", why=f"{why}: {total}")

    concealed_why = f"{PUNCTUATION}: a {name} of 2..8 scores {low} on the table, {low * 2} in hand; +10"
    concealed_set = "5" * size + "s"
    if size == 3:
        in_hand = score(f"pung {concealed_set} in hand", f"{PLAIN} {concealed_set}", seat_wind="S", why=concealed_why)
    else:
        in_hand = score(
            f"concealed kong {concealed_set}", PLAIN, kongs=[concealed_set], seat_wind="S", why=concealed_why
        )
    return {
        "threshold:lowest number of a simple:below": [on_table("1")],
        "threshold:lowest number of a simple:at": [on_table("2")],
        "threshold:lowest number of a simple:above": [on_table("3")],
        "threshold:highest number of a simple:below": [on_table("7")],
        "threshold:highest number of a simple:at": [on_table("8")],
        "threshold:highest number of a simple:above": [on_table("9")],
        "attribute:suit:pair": [on_table("5"), on_table("5", "z")],
        "attribute:number:pair": [on_table("4"), on_table("6")],
        "attribute:exposed or concealed:pair": [on_table("5"), in_hand],
    }


def pair_score() -> Table:
    """A pair of dragons or winds scores 2, of suit tiles nothing (Punctuation)."""
    why = f"{PUNCTUATION}: a pair of a dragon or a wind scores 2, a suit pair 0; four chows; +10; seat S"
    base = "123m 456m 789m 123p"
    return {
        "attribute:suit:pair": [
            score("pair 55s after four chows", f"{base} 55s", seat_wind="S", why=f"{why}: 0 + 10 = 10"),
            score("pair 55z (white dragons) after four chows", f"{base} WdWd", seat_wind="S", why=f"{why}: 2 + 10"),
        ],
        "attribute:number:pair": [
            score("pair 11z (East) after four chows", f"{base} EE", seat_wind="S", why=f"{why}: 2 + 10 = 12"),
            score("pair 55z (white) after four chows", f"{base} WdWd", seat_wind="S", why=f"{why}: 2 + 10 = 12"),
        ],
    }


def winner_bonus() -> Table:
    """The winner adds 10, however the last tile came (Punctuation; Development of the game)."""
    why = f"{PUNCTUATION}: '10 extra points to the one that wins'; four chows and 55p score nothing"
    return {
        "attribute:winner:pair": [
            score("four chows and 55p, the winner", NO_POINTS, seat_wind="S", winner=True, why=f"{why}: 10"),
            score("four chows and 55p, a loser", NO_POINTS, seat_wind="S", winner=False, applies=False, why=why),
        ],
        "source:a claimed discard:allowed": [
            score(
                "four chows and 55p won on the discard 5p",
                NO_POINTS,
                seat_wind="S",
                winning_discard="5p",
                why=f"{why}: 10, the same for a claimed discard",
            )
        ],
        "source:his own draw:allowed": [
            score(
                "four chows and 55p won on his own draw",
                NO_POINTS,
                seat_wind="S",
                why=f"{why}: 10; the question names no claimed discard, so the last tile was drawn",
            )
        ],
    }


def loser_hand() -> Table:
    """A loser's tiles in hand: three or four of a kind a concealed pung, two honours a pair (Punctuation)."""
    why = f"{PUNCTUATION}: every player scores; a loser's three or four alike in hand are a pung, 4 for 2..8"

    def loser(description: str, tiles: str, detail: str, scored: bool = True, **rest: Any) -> SweepInput:
        return score(description, tiles, seat_wind="S", winner=False, applies=scored, why=detail, **rest)

    pair = f"{PUNCTUATION}: a loser's two dragons or winds alike are a pair, 2; seat S (North is no own wind)"
    return {
        "threshold:copies of a kind in hand scored as a pung:below": [
            loser("a loser holding 55p", "55p", f"{why}; two 5p score 0", scored=False)
        ],
        "threshold:copies of a kind in hand scored as a pung:at": [
            loser("a loser holding 555p", "555p", f"{why}; 555p scores 4")
        ],
        "threshold:copies of a kind in hand scored as a pung:above": [
            loser("a loser holding 5555p", "5555p", f"{why}; four 5p in hand score as a pung, 4")
        ],
        "threshold:honours of a kind in hand scored as a pair:below": [
            loser("a loser holding one N", "N", f"{pair}; one N scores 0", scored=False)
        ],
        "threshold:honours of a kind in hand scored as a pair:at": [
            loser("a loser holding NN", "NN", f"{pair}; NN scores 2")
        ],
        "threshold:honours of a kind in hand scored as a pair:above": [
            loser("a loser holding NNN", "NNN", f"{pair}; three N are a pung, 8", scored=False)
        ],
        "attribute:suit:pair": [
            loser("a loser holding 666p", "666p", f"{why}; 666p scores 4"),
            loser("a loser holding 666z (green dragons)", "GdGdGd", f"{why}; an honour pung 8, doubled: 16"),
        ],
        "attribute:exposed or concealed:pair": [
            loser("a loser with 444p on the table", "", f"{why}; on the table 2", exposed=["444p"]),
            loser("a loser holding 444p", "444p", f"{why}; in hand 4"),
        ],
    }


def wind_doubling() -> Table:
    """Three or four of the own wind double the score (Punctuation); losers' hands, seat S."""
    why = f"{PUNCTUATION}: 'Three or four of the proper winds of the player ... doubles the entire punctuation'"

    def loser(description: str, tiles: str, doubles: bool, wind: str = "S", **rest: Any) -> SweepInput:
        detail = f"{why}; seat {wind}: " + ("doubled" if doubles else "not doubled")
        return score(description, tiles, seat_wind=wind, winner=False, applies=doubles, why=detail, **rest)

    return {
        "threshold:tiles of the own wind:below": [loser("seat S, a loser holding SS", "SS", False)],
        "threshold:tiles of the own wind:at": [loser("seat S, a loser holding SSS", "SSS", True)],
        "threshold:tiles of the own wind:above": [loser("seat S, a loser holding SSSS", "SSSS", True)],
        "attribute:seat wind:pair": [
            loser("seat S, a loser with WWW", "WWW", False),
            loser("seat W, a loser with WWW", "WWW", True, wind="W"),
        ],
        "attribute:number:pair": [
            loser("seat S, a loser with 222z (South)", "SSS", True),
            loser("seat S, a loser with 333z (West)", "WWW", False),
        ],
        "attribute:exposed or concealed:pair": [
            loser("seat S, a loser with SSS on the table", "", True, exposed=["SSS"]),
            loser("seat S, a loser holding SSS, nothing on the table", "SSS", True),
        ],
    }


def dragon_doubling() -> Table:
    """Three or four of a dragon double the score (Punctuation); losers' hands, seat S."""
    why = f"{PUNCTUATION}: 'Three or four of the Group Dragon: It doubles the entire punctuation'"

    def loser(description: str, tiles: str, doubles: bool, **rest: Any) -> SweepInput:
        detail = f"{why}; " + ("doubled" if doubles else "not doubled")
        return score(description, tiles, seat_wind="S", winner=False, applies=doubles, why=detail, **rest)

    return {
        "threshold:tiles of a dragon:below": [loser("a loser holding RdRd", "RdRd", False)],
        "threshold:tiles of a dragon:at": [loser("a loser holding RdRdRd", "RdRdRd", True)],
        "threshold:tiles of a dragon:above": [loser("a loser holding RdRdRdRd", "RdRdRdRd", True)],
        "attribute:suit:pair": [
            loser("a loser holding 777p", "777p", False),
            loser("a loser holding 777z (red dragons)", "RdRdRd", True),
        ],
        "attribute:number:pair": [
            loser("a loser holding 444z (North)", "NNN", False),
            loser("a loser holding 666z (green dragons)", "GdGdGd", True),
        ],
        "attribute:exposed or concealed:pair": [
            loser("a loser with WdWdWd on the table", "", True, exposed=["WdWdWd"]),
            loser("a loser holding WdWdWd", "WdWdWd", True),
        ],
    }


def one_suit_honours() -> Table:
    """A winner's one suit with honours doubles (Punctuation, Only the winners: 1); seat S."""
    why = f"{PUNCTUATION} (Only the winners: 1): one stick with dragons or winds doubles"

    def hand(description: str, tiles: str, doubles: bool, detail: str) -> SweepInput:
        return score(description, tiles, seat_wind="S", applies=doubles, why=f"{why}; {detail}")

    return {
        "threshold:suits in the hand:below": [
            hand("no suit: EEE WWW NNN GdGd RdRdRd", "EEE WWW NNN GdGd RdRdRd", False, "no suit tile at all")
        ],
        "threshold:suits in the hand:at": [
            hand("one suit and EEE: 123 456 789 11m", "123456789m 11m EEE", True, "characters and East")
        ],
        "threshold:suits in the hand:above": [
            hand("two suits and EEE: 123 456m 789p 11m", "123456m 789p 11m EEE", False, "two suits")
        ],
        "threshold:groups of honours:below": [
            hand("characters only: 123 456 789 11m 999m", "123456789m 11m 999m", False, "no honour (x8 instead)")
        ],
        "threshold:groups of honours:at": [
            hand("characters and one honour pung: 55m EEE", "123456789m 55m EEE", True, "one honour group")
        ],
        "threshold:groups of honours:above": [
            hand("characters and two honour groups: EEE NN", "123456789m EEE NN", True, "two honour groups")
        ],
        "attribute:winner:pair": [
            score("characters and EEE, the winner", "123456789m 11m EEE", seat_wind="S", winner=True, why=why),
            score(
                "characters and EEE, a loser",
                "123456789m 11m EEE",
                seat_wind="S",
                winner=False,
                applies=False,
                why=f"{why}, for 'Only the winners': a loser's hand does not double",
            ),
        ],
        "attribute:suit:pair": [
            hand("circles and WWW", "123456789p 22p WWW", True, "circles and West"),
            hand("circles, 789s and WWW", "123456p 789s 22p WWW", False, "two suits"),
        ],
    }


def pure_suit() -> Table:
    """A winner's hand all of one suit, no honour, multiplies by eight (Punctuation, Only the winners: 2); seat S."""
    why = f"{PUNCTUATION} (Only the winners: 2): the whole hand of one stick multiplies by eight"

    def hand(description: str, tiles: str, eight: bool, detail: str) -> SweepInput:
        return score(description, tiles, seat_wind="S", applies=eight, why=f"{why}; {detail}")

    return {
        "threshold:suits in the hand:below": [
            hand("no suit: EEE WWW NNN RdRd GdGdGd", "EEE WWW NNN RdRd GdGdGd", False, "honours only, no stick")
        ],
        "threshold:suits in the hand:at": [
            hand("bamboos only: 123 456 789 11 999s", "123456789s 11s 999s", True, "bamboos only")
        ],
        "threshold:suits in the hand:above": [
            hand("bamboos and 789p: 123 456s 789p 11 999s", "123456s 789p 11s 999s", False, "two sticks")
        ],
        "threshold:groups of honours:at": [
            hand("bamboos only: 123 456 789 22 555s", "123456789s 22s 555s", True, "no honour")
        ],
        "threshold:groups of honours:above": [
            hand("bamboos and EEE: 123 456 789 22s", "123456789s 22s EEE", False, "an honour pung (x2 instead)")
        ],
        "attribute:winner:pair": [
            score("bamboos only, 11s 999s, the winner", "123456789s 11s 999s", seat_wind="S", winner=True, why=why),
            score(
                "bamboos only, 11s 999s, a loser",
                "123456789s 11s 999s",
                seat_wind="S",
                winner=False,
                applies=False,
                why=f"{why}, for 'Only the winners': a loser's hand does not multiply",
            ),
        ],
        "attribute:suit:pair": [
            hand("circles only: 123 345 567 789 99p", "123345567789p 99p", True, "circles only"),
            hand("circles and 567s: 123 345 789 99p", "123345789p 567s 99p", False, "two sticks"),
        ],
    }


def first_tile() -> Table:
    """East winning on the first tile drawn scores 300 (Punctuation, Only the winners: 3)."""
    why = f"{PUNCTUATION} (Only the winners: 3): 300 points, or the hand's own if higher (10 here)"
    return {
        "threshold:sets on the table:at": [
            score(
                "East wins on the first tile, nothing on the table", NO_POINTS, seat_wind="E", first_tile=True, why=why
            )
        ],
        "threshold:sets on the table:above": [
            impossible(
                score(
                    "East wins on the first tile with 123p on the table",
                    "123m 456m 789m 55p",
                    exposed=["123p"],
                    seat_wind="E",
                    first_tile=True,
                    why=f"{PUNCTUATION} (Only the winners: 3): before East's first draw no discard was made to claim "
                    "and no kong declared, so a set on the table is no position: refused as input",
                )
            )
        ],
    }


def first_discard() -> Table:
    """A player winning on the first discard scores 150 (Punctuation, Only the winners: 4)."""
    why = f"{PUNCTUATION} (Only the winners: 4): 150 points, or the hand's own if higher (10 here); any seat but E"
    return {
        "threshold:sets on the table:at": [
            score("seat N wins on the first discard", NO_POINTS, seat_wind="N", first_discard=True, why=why)
        ],
        "threshold:sets on the table:above": [
            impossible(
                score(
                    "seat N wins on the first discard with 123p on the table",
                    "123m 456m 789m 55p",
                    exposed=["123p"],
                    seat_wind="N",
                    first_discard=True,
                    why=f"{PUNCTUATION} (Only the winners: 4): no discard came before the first to be claimed and "
                    "the winner had no turn to declare a kong in, so a set on the table is no position: refused",
                )
            )
        ],
        "attribute:seat wind:pair": [
            score("seat S wins on the first discard", NO_POINTS, seat_wind="S", first_discard=True, why=why),
            score("seat W wins on the first discard", NO_POINTS, seat_wind="W", first_discard=True, why=why),
        ],
    }


def limit() -> Table:
    """No score passes 300 (Punctuation).

    Every score is even (each set, pair and bonus scores an even number, and doubling keeps it even), so 299 and
    301 cannot be scored: the cells below and above ask the nearest scores that exist, 298 and 302.
    """
    why = f"{PUNCTUATION}: 'any more than 300 points are not counted'; every score is even, 299 and 301 none"
    after = {"score.bonus-order": "after-doubling"}
    return {
        "threshold:the limit:below": [
            score(
                "298 before the limit: two dragon kongs, 999m, 10 after doubling",
                "999m 123p 55s",
                kongs=["RdRdRdRd", "GdGdGdGd"],
                seat_wind="S",
                applies=False,
                readings=after,
                why=f"{why}; 32 + 32 + 8 = 72, x4 for two dragons = 288, +10 = 298, under the limit",
            )
        ],
        "threshold:the limit:at": [
            score(
                "300 before the limit: two dragon kongs, 555p, EE, 20 after doubling",
                "555p 123s EE",
                kongs=["RdRdRdRd", "GdGdGdGd"],
                seat_wind="S",
                readings={**after, "score.winner-bonus": "20"},
                why=f"{why}; 32 + 32 + 4 + 2 = 70, x4 for two dragons = 280, +20 = 300: exactly the limit",
            )
        ],
        "threshold:the limit:above": [
            score(
                "302 before the limit: 150 added to a hand of 152",
                "RdRdRd GdGdGd 999m 555p 55s",
                seat_wind="S",
                first_discard=True,
                readings={"special.value": "added"},
                why=f"{why}; 8 + 8 + 8 + 4 + 10 = 38, x4 for two dragons = 152, +150 = 302: counted as 300",
            )
        ],
    }


# ---------------------------------------------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------------------------------------------


def settle_winner() -> Table:
    """Each loser pays the winner the winner's score (Punctuation)."""
    why = f"{PUNCTUATION}: the winner receives his score from each of the 3 others; East (3) pays double"
    return {
        "attribute:winner's seat:pair": [
            settle("players 0 and 1 score 20, player 0 wins", [20, 20, 0, 0], winner=0, east=3, why=why),
            settle("players 0 and 1 score 20, player 1 wins", [20, 20, 0, 0], winner=1, east=3, why=why),
        ]
    }


def settle_losers() -> Table:
    """Between two losers the lower pays the difference (Punctuation); East (0) is the winner."""
    why = f"{PUNCTUATION}: between every two losers the lower score pays the difference; East wins, no loser doubles"
    return {
        "threshold:one loser's score over another's:below": [
            settle("losers 1 and 2 score 9 and 10", [20, 9, 10, 0], winner=0, east=0, why=f"{why}: 1 pays 2 one")
        ],
        "threshold:one loser's score over another's:at": [
            settle("losers 1 and 2 score 10 and 10", [20, 10, 10, 0], winner=0, east=0, why=f"{why}: nothing")
        ],
        "threshold:one loser's score over another's:above": [
            settle("losers 1 and 2 score 11 and 10", [20, 11, 10, 0], winner=0, east=0, why=f"{why}: 2 pays 1 one")
        ],
    }


def east_double() -> Table:
    """East pays and receives double (Punctuation)."""
    why = f"{PUNCTUATION}: 'The East always receives or pays the double that others'"
    return {
        "attribute:East's seat:pair": [
            settle("scores 20 10 0 0, player 0 wins, East is 1", [20, 10, 0, 0], winner=0, east=1, why=why),
            settle("scores 20 10 0 0, player 0 wins, East is 2", [20, 10, 0, 0], winner=0, east=2, why=why),
        ]
    }


# ---------------------------------------------------------------------------------------------------------------
# Claims
# ---------------------------------------------------------------------------------------------------------------

SEATS_OF = {"the player before": 1, "the player across": 2, "the player after": 3, "his own discard": 0}
"""How far the discarder sits before the claimant in turn order, for each source of a discard."""


def sources(claimant: int, held: str, allowed: Mapping[str, bool], what: str, why: str) -> dict[str, list[SweepInput]]:
    """The source cells of a claim: ``claimant`` holds ``held`` and each other player (or he) discards 5p."""
    found: dict[str, list[SweepInput]] = {}
    for name, back in SEATS_OF.items():
        discarder = (claimant - back) % 4
        point = "allowed" if allowed[name] else "forbidden"
        description = f"player {claimant} holding {held} may {what} player {discarder}'s 5p"
        if back == 0:
            description = f"player {claimant} holding {held} and discarding 5p himself may {what} it"
        found[f"source:{name}:{point}"] = [
            claims(
                description + ("" if allowed[name] else " (not)"),
                hand_in({claimant: held}),
                discard="5p",
                discarder=discarder,
                allowed=allowed[name],
                why=f"{why}; player {discarder} discards, player {claimant} claims",
            )
        ]
    return found


def claim_chow() -> Table:
    """Only the next player chows, with two tiles running with the discard (Development of the game, Chou)."""
    why = f"{DEV} (Chou): the player to the discarder's right, next in turn, may chow"
    cases = sources(
        1,
        "46p",
        {"the player before": True, "the player across": False, "the player after": False, "his own discard": False},
        "chow",
        why,
    )

    def next_player(description: str, held: str, chow: bool, detail: str) -> SweepInput:
        return claims(description, hand_in({1: held}), discard="5p", discarder=0, allowed=chow, why=f"{why}; {detail}")

    return {
        **cases,
        "threshold:tiles in hand that run with the discard:below": [
            next_player("player 1 holding 4p alone and 0 discarding 5p", "4p", False, "4-5 is two tiles")
        ],
        "threshold:tiles in hand that run with the discard:at": [
            next_player("player 1 holding 46p and 0 discarding 5p", "46p", True, "4-5-6")
        ],
        "threshold:tiles in hand that run with the discard:above": [
            next_player("player 1 holding 346p and 0 discarding 5p", "346p", True, "3-4-5 and 4-5-6")
        ],
        "attribute:suit:pair": [
            next_player("player 1 holding 67p and 0 discarding 5p", "67p", True, "5-6-7"),
            next_player("player 1 holding 6p 7s and 0 discarding 5p", "6p 7s", False, "7s is of another stick"),
        ],
        "attribute:number:pair": [
            next_player("player 1 holding 34p and 0 discarding 5p", "34p", True, "3-4-5"),
            next_player("player 1 holding 24p and 0 discarding 5p", "24p", False, "2-4-5 do not follow"),
        ],
    }


def claim_pung() -> Table:
    """Any other player holding two like the discard may pung it (Development of the game, Pong)."""
    why = f"{DEV} (Pong): any player holding two like a newly discarded tile may claim it"
    every = {name: name != "his own discard" for name in SEATS_OF}

    def held_by_2(description: str, held: str, pung: bool, detail: str) -> SweepInput:
        return claims(description, hand_in({2: held}), discard="5p", discarder=0, allowed=pung, why=f"{why}; {detail}")

    return {
        **sources(2, "55p", every, "pung", why),
        "threshold:tiles like the discard in hand:below": [
            held_by_2("player 2 holding one 5p when 0 discards 5p", "5p", False, "one alike")
        ],
        "threshold:tiles like the discard in hand:at": [
            held_by_2("player 2 holding 55p when 0 discards 5p", "55p", True, "two alike: a pung")
        ],
        "threshold:tiles like the discard in hand:above": [
            held_by_2("player 2 holding 555p when 0 discards 5p", "555p", True, "three alike: a pung or a kong")
        ],
        "attribute:suit:pair": [
            held_by_2("player 2 holding 5p 5s when 0 discards 5p", "5p 5s", False, "5s is not like 5p"),
            held_by_2("player 2 holding 55p when 0 discards 5p, again", "55p", True, "two 5p alike"),
        ],
        "attribute:number:pair": [
            held_by_2("player 2 holding 56p when 0 discards 5p", "56p", False, "6p is not like 5p"),
            held_by_2("player 2 holding 55p when 0 discards 5p, once more", "55p", True, "two 5p alike"),
        ],
    }


def claim_kong() -> Table:
    """Any other player holding three like the discard may kong it (Development of the game, Kong)."""
    why = f"{DEV} (Kong): a player who 'already has 3 ... equal' may claim the fourth for an open kong"
    every = {name: name != "his own discard" for name in SEATS_OF}

    def held_by_3(description: str, held: str, kong: bool, detail: str) -> SweepInput:
        return claims(description, hand_in({3: held}), discard="5p", discarder=0, allowed=kong, why=f"{why}; {detail}")

    return {
        **sources(2, "555p", every, "kong", why),
        "threshold:tiles like the discard in hand:below": [
            held_by_3("player 3 holding 55p when 0 discards 5p", "55p", False, "two alike: a pung, no kong")
        ],
        "threshold:tiles like the discard in hand:at": [
            held_by_3("player 3 holding 555p when 0 discards 5p", "555p", True, "three alike: a kong")
        ],
        "threshold:tiles like the discard in hand:above": [
            impossible(
                held_by_3(
                    "player 3 holding 5555p when 0 discards 5p",
                    "5555p",
                    False,
                    f"four in hand and the discard make five 5p, and {CARDS} holds four of each kind: refused",
                )
            )
        ],
        "attribute:suit:pair": [
            held_by_3("player 3 holding 55p 5s when 0 discards 5p", "55p 5s", False, "two alike only"),
            held_by_3("player 3 holding 555p when 0 discards 5p, again", "555p", True, "three alike"),
        ],
        "attribute:number:pair": [
            held_by_3("player 3 holding 556p when 0 discards 5p", "556p", False, "two alike only"),
            held_by_3("player 3 holding 555p when 0 discards 5p, once more", "555p", True, "three alike"),
        ],
    }


def no_pung_fourth() -> Table:
    """An exposed pung takes its fourth tile only from its owner's draw (Development of the game, Kong)."""
    why = f"{DEV} (Kong): 'it is not possible to obtain the fourth one by means of pong'; 'he adds 4 piece'"
    return {
        "source:a discard:forbidden": [
            claims(
                "player 1 with 555p on the table and player 0 discarding 5p",
                hand_in({1: {"concealed": "", "exposed": ["555p"]}}),
                discard="5p",
                discarder=0,
                allowed=False,
                why=f"{why}: no claim on the discard",
            )
        ],
        "source:the owner's own draw:allowed": [
            own_kongs("555p on the table and a drawn 5p in hand", "5p", exposed=["555p"], kong=True, why=why)
        ],
    }


def claim_win() -> Table:
    """Any other player whose thirteen tiles the discard completes may claim it to win (End; Punctuation)."""
    why = f"{DEV}; {END}: the discard completing four sets and a pair (14 tiles) may be claimed to win"
    every = {name: name != "his own discard" for name in SEATS_OF}

    def held_by_2(description: str, held: str, win: bool, detail: str) -> SweepInput:
        return claims(description, hand_in({2: held}), discard="5p", discarder=0, allowed=win, why=f"{why}; {detail}")

    return {
        **sources(2, THIRTEEN, every, "win on", why),
        "threshold:tiles in hand the discard joins:below": [
            held_by_2("player 2 holding 12 tiles when 0 discards 5p", "123m 456m 789m 123p", False, "13 with it")
        ],
        "threshold:tiles in hand the discard joins:at": [
            held_by_2("player 2 holding 13 tiles waiting on 5p", THIRTEEN, True, "14 with it")
        ],
        "threshold:tiles in hand the discard joins:above": [
            held_by_2("player 2 holding 14 tiles when 0 discards 5p", f"{THIRTEEN} 9s", False, "15 with it")
        ],
        "reading:hand.sets:three": [
            held_by_2(
                "player 2 holding 10 tiles waiting on 5p, three sets and a pair",
                "123m 456m 789m 5p",
                True,
                "under hand.sets=three a winning hand is three sets and a pair, 11 tiles with the discard",
            )
        ],
    }


def claim_priority() -> Table:
    """A win before a pung or kong before a chow; the nearest in turn among equals (Development of the game, Pong)."""
    why = f"{DEV} (Pong): a win first, then a pung, then a chow; 'priority the one ... to the right' among equals"
    return {
        "threshold:claims on one discard:below": [
            takes("player 2 alone claims a pung", [(2, "pung", "55p")], why=f"{why}; the only claim")
        ],
        "threshold:claims on one discard:at": [
            takes("a chow by 1, a pung by 2", [(1, "chow", "46p"), (2, "pung", "55p")], why=f"{why}; the pung")
        ],
        "threshold:claims on one discard:above": [
            takes(
                "a chow by 1, a pung by 2, a win by 3",
                [(1, "chow", "46p"), (2, "pung", "55p"), (3, "win", "")],
                why=f"{why}; the win",
            )
        ],
        "attribute:claimant's seat:pair": [
            takes("wins claimed by 2 and 3", [(2, "win", ""), (3, "win", "")], why=f"{why}; 2 is nearer"),
            takes("wins claimed by 1 and 3", [(1, "win", ""), (3, "win", "")], why=f"{why}; 1 is nearer"),
        ],
    }


def own_turn_kong() -> Table:
    """After drawing, four in hand or an exposed pung and its fourth tile make a kong (Development of the game)."""
    why = f"{DEV} (Kong): a kong of four tiles drawn is closed; adding the 4th to a shown pong is an open kong"
    return {
        "threshold:tiles of a kind in hand:below": [
            own_kongs("three 8s in hand", "888s", kong=False, why=f"{why}; three alike")
        ],
        "threshold:tiles of a kind in hand:at": [
            own_kongs("four 8s in hand", "8888s", kong=True, why=f"{why}; four alike")
        ],
        "threshold:tiles of a kind in hand:above": [
            impossible(
                own_kongs(
                    "five 8s in hand",
                    "88888s",
                    kong=False,
                    why=f"{CARDS}: four of each kind, so five 8s is no hand",
                )
            )
        ],
        "source:four tiles in hand:allowed": [
            own_kongs("four 3m in hand beside 12m", "12333m 3m", kong=True, why=f"{why}; four alike in hand")
        ],
        "source:an exposed pung and a tile in hand:allowed": [
            own_kongs("777s on the table, 7s in hand", "7s", exposed=["777s"], kong=True, why=why)
        ],
        "source:an exposed chow and three tiles in hand:forbidden": [
            own_kongs(
                "456p on the table, 555p in hand",
                "555p",
                exposed=["456p"],
                kong=False,
                why=f"{why}; a chow's 5p is no part of a pung",
            )
        ],
        "attribute:suit:pair": [
            own_kongs("666p on the table, 6p in hand", "6p", exposed=["666p"], kong=True, why=why),
            own_kongs("666p on the table, 6s in hand", "6s", exposed=["666p"], kong=False, why=why),
        ],
        "attribute:number:pair": [
            own_kongs("222m on the table, 2m in hand", "2m", exposed=["222m"], kong=True, why=why),
            own_kongs("222m on the table, 3m in hand", "3m", exposed=["222m"], kong=False, why=why),
        ],
    }


def drawn_game() -> Table:
    """Fourteen or fewer tiles left and nobody out: a drawn hand (End)."""
    why = f"{END}: 'If nobody manages to close when only 14 cards stay it is considered to be stage'"

    def left(count: int, drawn: bool) -> SweepInput:
        return _input("drawn", {"tiles_left": count}, "accepts" if drawn else "refuses", f"{count} tiles left", why, {})

    return {
        "threshold:tiles left:below": [left(13, True)],
        "threshold:tiles left:at": [left(14, True)],
        "threshold:tiles left:above": [left(15, False)],
    }


TABLES: dict[str, Callable[[], Table]] = {
    "mahjong.hand.standard-form": standard_form,
    "mahjong.set.pung": pung_set,
    "mahjong.set.chow": chow_set,
    "mahjong.set.pair": pair_set,
    "mahjong.set.kong": kong_set,
    "mahjong.set.exposed": exposed_set,
    "mahjong.hand.best-split": best_split,
    "mahjong.score.pung": lambda: set_scores(3),
    "mahjong.score.kong": lambda: set_scores(4),
    "mahjong.score.pair": pair_score,
    "mahjong.score.winner-bonus": winner_bonus,
    "mahjong.score.loser-hand": loser_hand,
    "mahjong.double.own-wind": wind_doubling,
    "mahjong.double.dragons": dragon_doubling,
    "mahjong.double.one-suit-honours": one_suit_honours,
    "mahjong.double.pure-suit": pure_suit,
    "mahjong.special.first-tile": first_tile,
    "mahjong.special.first-discard": first_discard,
    "mahjong.score.limit": limit,
    "mahjong.settle.winner": settle_winner,
    "mahjong.settle.losers": settle_losers,
    "mahjong.settle.east-double": east_double,
    "mahjong.claim.chow": claim_chow,
    "mahjong.claim.pung": claim_pung,
    "mahjong.claim.kong": claim_kong,
    "mahjong.claim.no-pung-fourth": no_pung_fourth,
    "mahjong.claim.win": claim_win,
    "mahjong.claim.priority": claim_priority,
    "mahjong.kong.own-turn": own_turn_kong,
    "mahjong.game.drawn": drawn_game,
}
"""Each rule's cells and their inputs."""


@cache
def table(rule: str) -> Table:
    """The cells of one rule and their inputs (empty for a rule with none)."""
    build = TABLES.get(rule)
    return build() if build else {}


class MahjongSweeper:
    """The sweep of classical mahjong (:class:`rulebook.core.corpus.sweeps.Sweeper`)."""

    def kinds(self) -> Mapping[str, int]:
        """The 34 kinds and their four copies, as the rulebook's Cards section counts them."""
        return kinds_of_deck()

    def inputs(self, cell: Cell) -> Sequence[SweepInput]:
        """The inputs of ``cell``: the multiplicity cells built per kind, the others from the rule's table."""
        if cell.axis == "multiplicity":
            return multiplicity(cell)
        return table(cell.rule).get(cell.key, [])


def sweeper() -> MahjongSweeper:
    """The game's sweeper (``Game.sweeper``)."""
    return MahjongSweeper()


__all__ = ["TABLES", "MahjongSweeper", "kinds_of_deck", "repeated", "sweeper", "table"]
