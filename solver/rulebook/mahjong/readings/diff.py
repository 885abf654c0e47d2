"""Compare two readings of classical mahjong: the smallest input on which the engine's answers differ.

The search walks candidate inputs of the corpus questions (:mod:`rulebook.mahjong.corpus.questions`) in order of size —
tiles in hand and on the table (for ``takes``, the tiles the claims take) — and returns the first on which the two
readings answer differently, confirmed by the Z3 model under both readings. Candidates come from families:

* every loser's hand of up to :data:`EXHAUSTIVE_TILES` tiles, any tiles (seat South): exhaustive;
* hands built from whole sets and a pair of chosen kinds — simples, terminals, the seat wind, each dragon — in
  hand, on the table and as declared kongs, asked whether they win and what they score as a winner (with and
  without the special hands) and as a loser;
* claims: player 0 discards 5p and the others hold small hands around it; and pairs of claims made on a discard.

Minimality is exact for the exhaustive family and relative to the families otherwise; the witness says which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.register import ReadingKey, compared_keys, readings_by_key
from rulebook.core.register import changed_keys as core_changed_keys
from rulebook.core.witness import Witness
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, KIND_INDEX, Tiles, format_tiles, parse_tiles

GAME = "mahjong"
EXHAUSTIVE_TILES = 3
"""Loser hands of up to this many tiles are all tried."""
SET_KINDS = ("2m", "1m", "S", "Rd", "Gd", "Wd")
"""Kinds of the pungs and kongs of the built hands: a simple, a terminal, the seat wind (South), the dragons."""
PAIR_KINDS = ("5p", "W", "S", "Rd")
CHOW = "234p"
FORMS = ("hand", "exposed", "exposed-kong", "concealed-kong")
SEAT = "S"
QUESTION_WORDS = {
    "winning": "does the hand win, and how does it split?",
    "score": "what does the hand score?",
    "claims": "who may claim the discard, and for what?",
    "takes": "which claim takes the discard?",
}


@dataclass(frozen=True)
class Candidate:
    """One input to try: its size (tiles), question, input and the family it belongs to."""

    size: int
    order: int
    question: str
    input: dict[str, Any]
    family: str


@dataclass(frozen=True)
class Unit:
    """A set or pair of a built hand: tiles in hand, or one set on the table."""

    tiles: str
    where: str

    @property
    def size(self) -> int:
        return len(parse_tiles(self.tiles))


def _set_units() -> list[Unit]:
    units: list[Unit] = []
    for kind in SET_KINDS:
        three = _times(kind, 3)
        four = _times(kind, 4)
        units += [Unit(three, "hand"), Unit(three, "exposed"), Unit(four, "exposed"), Unit(four, "concealed-kong")]
    units.append(Unit(CHOW, "hand"))
    return units


def _times(kind: str, n: int) -> str:
    return format_tiles(Tiles.of([kind] * n))


def _fits(units: tuple[Unit, ...]) -> bool:
    counts = [0] * len(ALL_KINDS)
    for unit in units:
        for kind in parse_tiles(unit.tiles).kinds():
            counts[KIND_INDEX[kind]] += 1
    return max(counts) <= COPIES


def _hand_input(units: tuple[Unit, ...]) -> dict[str, Any]:
    in_hand = Tiles.of([kind for unit in units if unit.where == "hand" for kind in parse_tiles(unit.tiles).kinds()])
    return {
        "hand": format_tiles(in_hand),
        "exposed": [unit.tiles for unit in units if unit.where == "exposed"],
        "concealed_kongs": [unit.tiles for unit in units if unit.where == "concealed-kong"],
    }


@cache
def hand_candidates() -> tuple[Candidate, ...]:
    """Every candidate of the hand families, in order of size (built once per process)."""
    found: list[Candidate] = []
    order = 0
    for size in range(EXHAUSTIVE_TILES + 1):
        for kinds in combinations_with_replacement(ALL_KINDS, size):
            given = {"hand": format_tiles(Tiles.of(kinds)), "exposed": [], "concealed_kongs": []}
            found.append(Candidate(size, order, "score", {**given, "seat_wind": SEAT, "winner": False}, "exhaustive"))
            order += 1
    sets = _set_units()
    pairs = [Unit(_times(kind, 2), "hand") for kind in PAIR_KINDS]
    for count in (1, 2, 3, 4):
        for chosen in combinations_with_replacement(sets, count):
            for pair in [None, *pairs]:
                units = chosen if pair is None else (*chosen, pair)
                if not _fits(units):
                    continue
                size = sum(unit.size for unit in units)
                given = _hand_input(units)
                if pair is not None and count in (3, 4):
                    found.append(Candidate(size, order, "winning", given, "built"))
                    found.append(Candidate(size, order + 1, "score", {**given, "seat_wind": SEAT}, "built"))
                    if not given["exposed"] and not given["concealed_kongs"]:  # special hands have no sets out
                        special = {**given, "seat_wind": SEAT, "first_discard": True}
                        found.append(Candidate(size, order + 2, "score", special, "built"))
                found.append(
                    Candidate(size, order + 3, "score", {**given, "seat_wind": SEAT, "winner": False}, "built")
                )
                order += 4
    return tuple(sorted(found, key=lambda candidate: (candidate.size, candidate.order)))


SMALL_HANDS = ("", "5p", "55p", "46p", "34p", "555p")


@cache
def play_candidates() -> tuple[Candidate, ...]:
    """Claim situations (player 0 discards 5p) and pairs of claims made, in order of size."""
    found: list[Candidate] = []
    order = 0
    for hands in product(SMALL_HANDS, repeat=3):
        if sum(text.count("5") for text in hands) > COPIES - 1:
            continue
        size = sum(len(parse_tiles(text)) for text in hands)
        given = {"hands": ["", *hands], "discarder": 0, "discard": "5p", "tiles_left": 60}
        found.append(Candidate(size, order, "claims", given, "claims"))
        order += 1
    shapes = (("win", ""), ("pung", "55p"), ("chow", "46p"))
    for first, second in product(range(1, 4), repeat=2):
        if first == second:
            continue
        for (shape_a, tiles_a), (shape_b, tiles_b) in product(shapes, repeat=2):
            claims = [
                {"player": first, "shape": shape_a, "tiles": tiles_a},
                {"player": second, "shape": shape_b, "tiles": tiles_b},
            ]
            size = len(parse_tiles(tiles_a)) + len(parse_tiles(tiles_b))
            found.append(Candidate(size, order, "takes", {"discarder": 0, "claims": claims}, "takes"))
            order += 1
    return tuple(sorted(found, key=lambda candidate: (candidate.size, candidate.order)))


FAMILY_WORDS = {
    "exhaustive": f"every loser's hand of up to {EXHAUSTIVE_TILES} tiles (any tiles, seat South)",
    "built": "every hand built from pungs and kongs of 2m, 1m, S, Rd, Gd, Wd (in hand, on the table, declared), "
    f"the chow {CHOW} and a pair of {', '.join(PAIR_KINDS)}",
    "claims": "every claim situation with player 0 discarding 5p and the others holding "
    + ", ".join(text or "nothing" for text in SMALL_HANDS),
    "takes": "every pair of claims (win, pung 55p, chow 46p) by two of players 1-3 on player 0's discard",
}


def register() -> dict[str, ReadingKey]:
    """The reading register of mahjong by key."""
    return readings_by_key(GAME)


def changed_keys(base: Reading, other: Reading) -> list[str]:
    """The keys on which ``other`` chooses differently from ``base``, in register order."""
    return core_changed_keys(GAME, base.as_mapping(), other.as_mapping())


def _answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    try:
        return engine_answer(question, data, reading)
    except InputError as error:  # a built input one reading refuses outright
        return {"error": str(error)}


def witness(base: Reading, other: Reading, max_size: int = 20) -> Witness | None:
    """The first candidate, in order of size, on which the two readings answer differently (None if none)."""
    keys, scope = compared_keys(GAME, base.as_mapping(), other.as_mapping())
    candidates = hand_candidates() if scope == "hand" else play_candidates()
    families: list[str] = []
    for candidate in candidates:
        if candidate.size > max_size:
            break
        if candidate.family not in families:
            families.append(candidate.family)
        first = _answer(candidate.question, candidate.input, base)
        second = _answer(candidate.question, candidate.input, other)
        if first == second:
            continue
        confirmed = _confirm(candidate, base, other, first, second)
        exact = candidate.family == "exhaustive"
        searched = "; ".join(FAMILY_WORDS[name] for name in families)
        minimal = (
            f"every input of fewer tiles answers the same under both readings: {searched}"
            if exact
            else f"no smaller input of the searched families differs ({searched}); smaller inputs outside them "
            "were not searched"
        )
        return Witness(
            subject=", ".join(keys),
            base=", ".join(f"{key}={base.as_mapping()[key]}" for key in keys),
            other=", ".join(f"{key}={other.as_mapping()[key]}" for key in keys),
            input=candidate.input,
            size=candidate.size,
            question=f"{candidate.question}: {QUESTION_WORDS.get(candidate.question, candidate.question)}",
            base_answer=first,
            other_answer=second,
            rules=tuple(rule for key in keys for rule in register()[key].rules),
            confirmed_by=confirmed,
            found_by=f"engine search in order of size over {FAMILY_WORDS[candidate.family]}",
            minimal=minimal,
        )
    return None


def _confirm(candidate: Candidate, base: Reading, other: Reading, first: Any, second: Any) -> tuple[str, ...]:
    """Both answers again from the Z3 model; a disagreement is a bug in one encoding and stops the search."""
    for reading, expected in ((base, first), (other, second)):
        try:
            by_model = model_answer(candidate.question, candidate.input, reading)
        except InputError as error:
            by_model = {"error": str(error)}
        if by_model != expected:
            raise RuntimeError(f"the engine and the Z3 model disagree on {candidate.input}: {expected} vs {by_model}")
    return ("engine", "model")


__all__ = ["Candidate", "changed_keys", "hand_candidates", "play_candidates", "register", "witness"]
