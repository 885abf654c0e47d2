"""Compare two readings of classical mahjong: the smallest input on which the engine's answers differ.

The search (the core frame, :mod:`rulebook.core.witnesses.witness_search`) walks candidate inputs of the corpus
questions (:mod:`rulebook.mahjong.corpus.questions`) in order of size — tiles in hand and on the table (for ``takes``,
the tiles the claims take) — and returns the first on which the two readings answer differently, confirmed by the Z3
model under both readings. Candidates come from families, each swept completely at every size it has:

* every loser's hand of up to :data:`EXHAUSTIVE_TILES` tiles, any tiles, all in hand (seat South); for the readings
  that need the round's wind (:data:`ROUND_WIND_KEYS`), the same hands again with the round's wind East;
* hands built from whole sets and a pair of chosen kinds — simples, terminals, the seat wind, each dragon — in
  hand, on the table and as declared kongs, asked whether they win and what they score as a winner (with and
  without the special hands) and as a loser;
* claims: player 0 discards 5p and the others hold small hands around it; and pairs of claims made on a discard;
* for the readings of the winning discard (:data:`DISCARD_KEYS`), the built winning hands all in hand, won on a
  discard of each kind they hold;
* settlements: every split of a few points among the four scores, every winner (or nobody) and every East; their
  size is the points at the table (the scores' sum), not tiles. Only settlements four hands can give are tried
  (:func:`settlement_arises`, asked by the search of every settlement under both readings): each score even and at
  most the limit, the winner's at least the least a winning hand scores (:func:`least_winning_score`).

A witness of a hand family is the smallest difference, of fewer tiles than a player holds (a loser's pair of two
tiles). ``rulebook diff mahjong`` asks :func:`compare` with ``whole``: the witness is then grown into a whole hand
(:mod:`rulebook.mahjong.readings.whole_hand`: 13 tiles for a loser, 14 for the winner, one more per kong), the
first whole hand holding it on which the readings still differ, asked again under both readings and confirmed by the
Z3 model; the smallest difference stays as the witness's ``part``, with its minimality. A claim situation's witness
is grown the same way into a whole claim situation (:mod:`rulebook.mahjong.readings.whole_claims`: every player
holds 13 tiles, the discarder too, padded with tiles that give no player a new claim on the discard). A pair of
claims (``takes``) holds no hands: it is no position, and stays as found, as a settlement does. The corpus's
witness (:func:`witness`) is the smallest difference as found.

Hand readings are compared on the first two families, play readings on the next two, and the readings of the
settlement (keys whose rules are all ``mahjong.settle.*``) on the last. When no candidate differs,
:func:`compare` answers with a scoped proof naming the families and sizes swept; a witness's ``minimal`` names what
its minimality rests on: the families swept at every smaller size, never "every input" (no family is every input).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import cache, partial
from itertools import combinations_with_replacement, product
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.register import ReadingKey, compared_keys, readings_by_key
from rulebook.core.register import changed_keys as core_changed_keys
from rulebook.core.witnesses.whole import Whole
from rulebook.core.witnesses.witness import ScopedProof, Witness
from rulebook.core.witnesses.witness_search import Comparison, Family, Search, search
from rulebook.mahjong.corpus.questions import engine_answer, model_answer
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.readings import whole_claims
from rulebook.mahjong.readings.whole_hand import GROW_FAMILIES, grown_inputs, tiles_of, words
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, KIND_INDEX, Tiles, format_tiles, parse_tiles

GAME = "mahjong"
MAX_TILES = 20
"""The largest size searched by default."""
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
    "settle": "what does each player gain or lose?",
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


ROUND_WIND = "E"
"""The round's wind of the round-wind family: not the seat's (South), so that its pungs show on their own."""
ROUND_WIND_KEYS = frozenset({"double.prevailing-wind"})
DISCARD_KEYS = frozenset({"score.discard-pung"})
"""The readings that read the winning discard: only they are searched over the winning-discard family too."""
"""The readings that read the round's wind: only they are searched over the round-wind family too."""


@cache
def round_wind_candidates() -> tuple[Candidate, ...]:
    """Every loser's hand of up to :data:`EXHAUSTIVE_TILES` tiles, seat South, the round's wind East."""
    found: list[Candidate] = []
    for size in range(EXHAUSTIVE_TILES + 1):
        for kinds in combinations_with_replacement(ALL_KINDS, size):
            given = {"hand": format_tiles(Tiles.of(kinds)), "exposed": [], "concealed_kongs": []}
            seat = {"seat_wind": SEAT, "round_wind": ROUND_WIND, "winner": False}
            found.append(Candidate(size, len(found), "score", {**given, **seat}, "round-wind"))
    return tuple(found)


@cache
def discard_candidates() -> tuple[Candidate, ...]:
    """The built winning hands all in hand (scored as the winner), each won on a discard of each kind it holds."""
    found: list[Candidate] = []
    for candidate in hand_candidates():
        given = candidate.input
        plain = candidate.question == "score" and given.get("winner", True) and not given.get("first_discard")
        if not plain or given["exposed"] or given["concealed_kongs"] or candidate.family != "built":
            continue
        for kind in dict.fromkeys(parse_tiles(given["hand"]).kinds()):
            data = {**given, "winning_discard": kind}
            found.append(Candidate(candidate.size, len(found), "score", data, "winning-discard"))
    return tuple(found)


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


SETTLE_POINTS = 24
"""Settlements are swept up to this many points at the table (the least winning score is 10, or 20)."""
PLAYERS = 4
LEAST_WINNING_SETS = ("123m", "456p", "789s", "234m")
LEAST_WINNING_PAIR = "55s"
"""The least-scoring winning hand: chows score nothing, a pair of suit tiles nothing, and three suits with no honour
double nothing, so it scores the winner's bonus alone — the least any winning hand scores, as no entry of the
scoring tables is negative and a doubling never lowers a score (rules ``mahjong.score.*``, ``mahjong.double.*``).
Its first sets are taken, as many as the reading ``hand.sets`` asks."""


def _splits(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every tuple of ``parts`` whole numbers, 0 or more, summing to ``total``, in lexicographic order."""
    if parts == 1:
        return [(total,)]
    return [(first, *rest) for first in range(total + 1) for rest in _splits(total - first, parts - 1)]


@cache
def settle_candidates() -> tuple[Candidate, ...]:
    """Every settlement of up to :data:`SETTLE_POINTS` points whose scores are even.

    Each is the scores, the winner (or nobody) and East. A hand's score is even (every entry of the scoring tables
    is, the bonus and the limit too), so no other settlement arises; which of these can (:func:`settlement_arises`)
    depends on the reading.
    """
    found: list[Candidate] = []
    order = 0
    for total in range(0, SETTLE_POINTS + 1, 2):
        for halves in _splits(total // 2, PLAYERS):
            for winner in (None, *range(PLAYERS)):
                for east in range(PLAYERS):
                    given = {"scores": [2 * half for half in halves], "winner": winner, "east": east}
                    found.append(Candidate(total, order, "settle", given, "settle"))
                    order += 1
    return tuple(found)


@cache
def least_winning_score(reading: Reading) -> int:
    """The least a winning hand scores under ``reading``: the engine's score of the least-scoring winning hand."""
    hand = " ".join((*LEAST_WINNING_SETS[: reading.sets], LEAST_WINNING_PAIR))
    given = {"hand": hand, "exposed": [], "concealed_kongs": [], "seat_wind": SEAT}
    score: int = engine_answer("score", given, reading)["score"]
    return score


def settlement_arises(data: Mapping[str, Any], reading: Reading) -> bool:
    """Whether four hands can give the settlement ``data`` under ``reading``.

    Every score must be even and at most the limit, and the winner's (if any) at least
    :func:`least_winning_score`. Up to :data:`SETTLE_POINTS` that is
    exact: every even score is a loser's hand's (0 with chows alone, 2 more for each exposed pung of simples, 8 for
    an exposed kong of simples), and every even score from the least winning one a winner's (the least-scoring
    winning hand with pungs of simples in place of chows, concealed or exposed).
    """
    scores, winner = data["scores"], data["winner"]
    if any(score % 2 or score > reading.cap for score in scores):
        return False
    return winner is None or scores[winner] >= least_winning_score(reading)


SETTLE_REACHABILITY = (
    "a settlement's scores are each even and at most the limit, and the winner's at least the least a winning hand "
    "scores under the reading (123m 456p 789s 234m 55s: the bonus alone, 10 by default)"
)
"""How :func:`settlement_arises` decides, in words (the witness's "Found by")."""


HAND_FAMILIES = ("exhaustive", "built")
PLAY_FAMILIES = ("claims", "takes")
CLAIM_GROW_FAMILIES = frozenset({"claims"})
"""The play families whose witnesses are grown (:mod:`rulebook.mahjong.readings.whole_claims`); a pair of claims
(``takes``) holds no hands: it is no position to grow."""
SETTLE_FAMILIES = ("settle",)
FAMILY_KINDS = {
    "exhaustive": ("loser's hand", " (any tiles, all in hand, seat South)"),
    "built": (
        "hand built from whole sets",
        " (one to four sets — pungs of 2m, 1m, S, Rd, Gd or Wd in hand or exposed, their kongs exposed or declared, "
        f"the chow {CHOW} in hand — and a pair of {', '.join(PAIR_KINDS[:-1])} or {PAIR_KINDS[-1]} or none; seat "
        "South; scored as a loser and, with three or four sets and a pair, as the winner, all in hand also on the "
        "first discard)",
    ),
    "claims": (
        "claim situation",
        " (player 0 discards 5p; players 1 to 3 each hold "
        + ", ".join(text or "nothing" for text in SMALL_HANDS[:-1])
        + f" or {SMALL_HANDS[-1]}; 60 tiles left)",
    ),
    "takes": ("pair of claims", " on player 0's discard (win, pung 55p or chow 46p, by two of players 1 to 3)"),
    "settle": (
        "settlement",
        " (the four scores any split of those points that four hands can hold, any winner or nobody, any East)",
    ),
    "round-wind": ("loser's hand", " (any tiles, all in hand, seat South, the round's wind East)"),
    "winning-discard": (
        "winning hand built from whole sets",
        " (three or four pungs of 2m, 1m, S, Rd, Gd or Wd or the chow 234p and a pair of 5p, W, S or Rd, all in hand;"
        " seat South; scored as the winner, won on a discard of each kind it holds)",
    ),
}
"""Each family's kind, as the frame's scopes read it: ``every {noun} of up to N tiles{detail}``."""


@cache
def _by_size() -> dict[tuple[str, int], tuple[Candidate, ...]]:
    """Every candidate by family and size, each group in search order."""
    grouped: dict[tuple[str, int], list[Candidate]] = {}
    every = (*hand_candidates(), *round_wind_candidates(), *discard_candidates())
    for candidate in (*every, *play_candidates(), *settle_candidates()):
        grouped.setdefault((candidate.family, candidate.size), []).append(candidate)
    return {key: tuple(group) for key, group in grouped.items()}


@cache
def _family(name: str) -> Family[Candidate]:
    """The family ``name`` as the frame searches it: its candidates of each size, up to its largest."""
    groups = _by_size()
    noun, detail = FAMILY_KINDS[name]
    return Family(
        noun=noun,
        detail=detail,
        inputs=lambda size: groups.get((name, size), ()),
        largest=max(size for family, size in groups if family == name),
        complete=name in SETTLE_FAMILIES,  # a settlement reading changes the settle question only
        in_play=name in SETTLE_FAMILIES,  # a settlement is held to what four hands can give
        grows=name in GROW_FAMILIES or name in CLAIM_GROW_FAMILIES,  # fewer tiles than players hold (grown only
        # when the comparison asks)
    )


def register() -> dict[str, ReadingKey]:
    """The reading register of mahjong by key."""
    return readings_by_key(GAME)


def settles(key: str) -> bool:
    """Whether ``key`` is a reading of the settlement: every rule it bears on is ``mahjong.settle.*``."""
    return all(rule.startswith("mahjong.settle.") for rule in register()[key].rules)


def changed_keys(base: Reading, other: Reading) -> list[str]:
    """The keys on which ``other`` chooses differently from ``base``, in register order."""
    return core_changed_keys(GAME, base.as_mapping(), other.as_mapping())


def _answer(question: str, data: Mapping[str, Any], reading: Reading) -> Any:
    try:
        return engine_answer(question, data, reading)
    except InputError as error:  # a built input one reading refuses outright
        return {"error": str(error)}


def compare(base: Reading, other: Reading, max_size: int = MAX_TILES, whole: bool = False) -> Witness | ScopedProof:
    """The first candidate, in order of size, on which the two readings answer differently, or the scoped proof.

    The proof's scope is what was swept: for hand readings every loser's hand of up to 3 tiles and every built
    hand of up to ``max_size`` tiles (18 at most), for play readings the claim situations and pairs of claims.
    With ``whole``, a witness of a hand family is grown into a whole hand a player can hold
    (:mod:`rulebook.mahjong.readings.whole_hand`), and a claim situation's into a whole claim situation
    (:mod:`rulebook.mahjong.readings.whole_claims`), the smallest difference kept as its ``part``; pairs of claims
    (no hands: no position) and settlements are left as found.
    """
    return _search(base, other, max_size, whole).finding


def witness(base: Reading, other: Reading, max_size: int = MAX_TILES) -> Witness | None:
    """The corpus's witness: :func:`compare`'s, or ``None`` where it proves there is none within the scope.

    Its ``minimal`` says exactly what its minimality rests on: the families swept exhaustively below its size and
    how many inputs they held (the corpus family ``generated/mahjong/readings.json`` cites it).
    """
    found = _search(base, other, max_size)
    return found.finding if isinstance(found.finding, Witness) else None


def whole_hand(base: Reading, other: Reading) -> Whole[Candidate]:
    """A whole hand under either reading compared, and the whole hands holding a candidate (in the order tried)."""
    readings = (base, other)

    def positions(candidate: Candidate) -> Iterator[Candidate]:
        for data in grown_inputs(candidate.question, candidate.input, readings):
            yield replace(candidate, size=len(tiles_of(data)), input=data)

    return Whole(
        noun="whole hand",
        words=words(readings),
        positions=positions,
        size_of=lambda candidate: candidate.size,
    )


def whole_claim_situation(base: Reading, other: Reading) -> Whole[Candidate]:
    """A whole claim situation, and the whole situations holding a candidate (in the order tried)."""
    readings = (base, other)

    def positions(candidate: Candidate) -> Iterator[Candidate]:
        for data in whole_claims.grown_situations(candidate.input, readings):
            size = sum(len(whole_claims.hand_tiles(hand)) for hand in data["hands"])
            yield replace(candidate, size=size, input=data)

    return Whole(
        noun="whole claim situation",
        words=whole_claims.WORDS,
        positions=positions,
        size_of=lambda candidate: candidate.size,
    )


def _search(base: Reading, other: Reading, max_size: int, whole: bool = False) -> Search[Candidate]:
    """The frame's search of the families of the readings' scope (hand or play); ``whole``: grow the witness."""
    keys, scope = compared_keys(GAME, base.as_mapping(), other.as_mapping())
    settlement = [key for key in keys if settles(key)]
    if settlement and len(settlement) != len(keys):
        raise InputError(f"compare readings of the settlement and of hands separately, not {', '.join(keys)} together")
    names = SETTLE_FAMILIES if settlement else HAND_FAMILIES if scope == "hand" else PLAY_FAMILIES
    if ROUND_WIND_KEYS & set(keys):
        names = (*names, "round-wind")
    if DISCARD_KEYS & set(keys):
        names = (*names, "winning-discard")
    chosen, others = base.as_mapping(), other.as_mapping()
    comparison = Comparison(
        subject=", ".join(keys),
        base=", ".join(f"{key}={chosen[key]}" for key in keys),
        other=", ".join(f"{key}={others[key]}" for key in keys),
        rules=tuple(rule for key in keys for rule in register()[key].rules),
        families=tuple(_family(name) for name in names),
        answers=lambda candidate: (
            _answer(candidate.question, candidate.input, base),
            _answer(candidate.question, candidate.input, other),
        ),
        input_of=lambda candidate: candidate.input,
        question_of=_question,
        confirm=lambda candidate, first, second: _confirm(candidate, base, other, first, second),
        units=("point", "points") if settlement else ("tile", "tiles"),
        reachable=partial(_settlement_arises_under, (base, other)) if settlement else None,
        reachability=SETTLE_REACHABILITY if settlement else "",
        whole=_whole(base, other, scope == "hand") if whole and not settlement else None,
    )
    return search(comparison, largest=max_size)


def _whole(base: Reading, other: Reading, hands: bool) -> Whole[Candidate]:
    """What a whole position is for the readings' scope: a whole hand, or a whole claim situation."""
    return whole_hand(base, other) if hands else whole_claim_situation(base, other)


def _settlement_arises_under(readings: tuple[Reading, Reading], candidate: Candidate) -> bool:
    """Whether the settlement candidate arises under both readings compared (:func:`settlement_arises`)."""
    return all(settlement_arises(candidate.input, reading) for reading in readings)


def _question(candidate: Candidate) -> str:
    return f"{candidate.question}: {QUESTION_WORDS.get(candidate.question, candidate.question)}"


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


__all__ = [
    "MAX_TILES",
    "Candidate",
    "changed_keys",
    "compare",
    "discard_candidates",
    "hand_candidates",
    "least_winning_score",
    "play_candidates",
    "register",
    "round_wind_candidates",
    "settle_candidates",
    "settlement_arises",
    "settles",
    "whole_claim_situation",
    "whole_hand",
    "witness",
]
