"""Classical mahjong scoring and settlement: the Z3 model against the engine, case by case.

Families (each case under its own random reading):

* ``winners``: random winning hands built from sets — pungs, chows and kongs, some on the table (kongs always,
  exposed or concealed), a pair — biased towards one-suit hands, honours and dragons so that every doubling shows
  up; random seat wind, East, round wind (or none), special-hand flags and winning discard (or none). Points,
  number of doublings, special hand and score must agree.
* ``losers``: random 13-tile hands with sets on the table, often holding a pung and an honour pair in hand.
* ``tables``: a whole table (a winner and three losers drawn from one wall, or a drawn hand) scored and settled.
* ``settlement``: random scores, winner and East; every net gain must agree.

The random hands are plain data; the harness imports both encodings, but neither encoding imports the other.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, get_args, get_type_hints

from rulebook.core.errors import InputError
from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.mahjong.engine.scoring import Scorer
from rulebook.mahjong.engine.settlement import score_table, settle
from rulebook.mahjong.hand import SEATS, Hand, Meld, Seat, Table, Win
from rulebook.mahjong.model.scoring import ModelScore, ScoringModel
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, HONOUR_KINDS, KIND_INDEX, SUITS, WINDS, Tiles

WinnerCase = tuple[Hand, Seat, Win, Reading]
LoserCase = tuple[Hand, Seat, Reading]
TableCase = tuple[Table, Reading]
SettleCase = tuple[tuple[int, ...], int | None, int, Reading]

SCORING_KEYS = (
    "hand_sets",
    "winner_bonus",
    "bonus_order",
    "limit",
    "loser_pairs",
    "wind_pair",
    "discard_pung",
    "dragon_doubles",
    "prevailing_wind",
    "one_suit_honours",
    "special_value",
    "special_order",
    "east_double",
)
"""The reading fields scoring and settlement depend on."""
HAND_TILES = 13


def random_reading(rng: random.Random) -> Reading:
    """A reading with a random option for every scoring key (the default for the others)."""
    hints = get_type_hints(Reading)
    return Reading(**{name: rng.choice(get_args(hints[name])) for name in SCORING_KEYS})


def _suit_kind(index: int) -> tuple[str, int] | None:
    kind = ALL_KINDS[index]
    return None if kind in HONOUR_KINDS else (kind[-1], int(kind[0]))


def _kinds_allowed(rng: random.Random) -> list[int]:
    """The kinds a hand is built from: any (half the time), one suit with honours, or one suit alone."""
    roll = rng.random()
    if roll < 0.5:
        return list(range(len(ALL_KINDS)))
    suit = rng.choice(SUITS)
    one_suit = [i for i in range(len(ALL_KINDS)) if (place := _suit_kind(i)) is not None and place[0] == suit]
    if roll < 0.8:
        return one_suit + [KIND_INDEX[kind] for kind in HONOUR_KINDS]
    return one_suit


def _set_options(shape: str, counts: list[int], allowed: list[int]) -> list[int]:
    """The kinds (lowest kind for a chow) that can make a set of ``shape`` with the copies left."""
    found = []
    for i in allowed:
        if (shape == "pung" and counts[i] + 3 <= COPIES) or (shape == "kong" and counts[i] == 0):
            found.append(i)
        elif shape == "chow":
            place = _suit_kind(i)
            if place is not None and place[1] <= 7 and all(counts[i + k] < COPIES for k in range(3)):
                found.append(i)
    return found


def _set_tiles(shape: str, index: int) -> list[str]:
    if shape == "chow":
        return [ALL_KINDS[index + k] for k in range(3)]
    return [ALL_KINDS[index]] * (4 if shape == "kong" else 3)


def random_winning_hand(rng: random.Random, sets: int = 4, used: list[int] | None = None) -> Hand:
    """A winning hand: ``sets`` random sets (some on the table, kongs always) and a pair, within the copies left."""
    counts = used if used is not None else [0] * len(ALL_KINDS)
    allowed = _kinds_allowed(rng)
    in_hand: list[str] = []
    melds: list[Meld] = []
    for _ in range(sets):
        shape = rng.choices(["pung", "chow", "kong"], weights=[4, 4, 2])[0]
        options = _set_options(shape, counts, allowed) or _set_options(shape, counts, list(range(len(ALL_KINDS))))
        if not options:
            shape, options = "chow", _set_options("chow", counts, list(range(len(ALL_KINDS))))
        index = rng.choice(options)
        tiles = _set_tiles(shape, index)
        for kind in tiles:
            counts[KIND_INDEX[kind]] += 1
        if shape == "kong":
            melds.append(Meld("kong", Tiles.of(tiles), concealed=rng.random() < 0.5))
        elif rng.random() < 0.3:
            melds.append(Meld(shape, Tiles.of(tiles)))  # type: ignore[arg-type]
        else:
            in_hand += tiles
    pairs = [i for i in allowed if counts[i] + 2 <= COPIES] or [
        i for i in range(len(ALL_KINDS)) if counts[i] + 2 <= COPIES
    ]
    pair = rng.choice(pairs)
    counts[pair] += 2
    in_hand += [ALL_KINDS[pair]] * 2
    return Hand(Tiles.of(in_hand), tuple(melds))


def random_loser_hand(rng: random.Random, used: list[int] | None = None) -> Hand:
    """Thirteen tiles (a kong brings one more) with up to two sets on the table, often a pung and an honour pair."""
    counts = used if used is not None else [0] * len(ALL_KINDS)
    everything = list(range(len(ALL_KINDS)))
    melds: list[Meld] = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        shape = rng.choice(["pung", "chow", "kong"])
        options = _set_options(shape, counts, everything)
        if not options:
            continue
        tiles = _set_tiles(shape, rng.choice(options))
        for kind in tiles:
            counts[KIND_INDEX[kind]] += 1
        melds.append(Meld(shape, Tiles.of(tiles), concealed=shape == "kong" and rng.random() < 0.5))  # type: ignore[arg-type]
    in_hand: list[str] = []
    wanted = HAND_TILES - 3 * len(melds)

    def take(index: int, n: int) -> None:
        if counts[index] + n <= COPIES and len(in_hand) + n <= wanted:
            counts[index] += n
            in_hand.extend([ALL_KINDS[index]] * n)

    if rng.random() < 0.6:
        take(rng.choice(everything), rng.choice([3, 3, 4]))
    if rng.random() < 0.6:
        take(KIND_INDEX[rng.choice(HONOUR_KINDS)], 2)
    wall = [i for i in everything for _ in range(COPIES - counts[i])]
    for index in rng.sample(wall, wanted - len(in_hand)):
        take(index, 1)
    return Hand(Tiles.of(in_hand), tuple(melds))


def random_round_wind(rng: random.Random) -> str | None:
    """The round's wind: none given a third of the time, else any wind."""
    return None if rng.random() < 1 / 3 else rng.choice(WINDS)


def random_seat(rng: random.Random) -> Seat:
    """A random seat wind (East, the dealer, a quarter of the time); a random round wind, or none."""
    return Seat(rng.choice(WINDS), round_wind=random_round_wind(rng))


def all_in_hand(hand: Hand) -> Hand:
    """The same sets with none on the table: each set's tiles in hand, a kong as a pung (three of its four)."""
    kinds = hand.concealed.kinds()
    for meld in hand.melds:
        kinds += meld.kinds[:3] if meld.shape == "kong" else list(meld.kinds)
    return Hand(Tiles.of(kinds))


def special_ready(hand: Hand, win: Win) -> Hand:
    """``hand`` as it can be won with ``win``: a special hand has no set on the table (``Win.check``)."""
    return all_in_hand(hand) if win.first_tile or win.first_discard else hand


def random_win(rng: random.Random, seat: Seat) -> Win:
    """Usually an ordinary win; sometimes on the first tile (East only) or on the first discard (not East's own)."""
    roll = rng.random()
    if seat.east and roll < 0.15:
        return Win(first_tile=True)
    if roll > 0.85 and not seat.east:
        return Win(first_discard=True)
    return Win()


def with_winning_discard(rng: random.Random, hand: Hand, win: Win) -> Win:
    """Half the time (never on the first tile, which is drawn) the win names a discard: a kind in hand."""
    if win.first_tile or rng.random() < 0.5:
        return win
    return replace(win, winning_discard=rng.choice(hand.concealed.kinds()))


def winner_cases(count: int, seed: int) -> list[WinnerCase]:
    """``count`` random winning hands with seats, wins and readings."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        reading = random_reading(rng)
        seat = random_seat(rng)
        hand = random_winning_hand(rng, reading.sets)
        win = random_win(rng, seat)
        hand = special_ready(hand, win)
        cases.append((hand, seat, with_winning_discard(rng, hand, win), reading))
    return cases


def loser_cases(count: int, seed: int) -> list[LoserCase]:
    """``count`` random losing hands with seats and readings."""
    rng = random.Random(seed)
    return [(random_loser_hand(rng), random_seat(rng), random_reading(rng)) for _ in range(count)]


def random_table(rng: random.Random, reading: Reading) -> Table:
    """Four hands from one wall: a winner (or nobody, sometimes) and three losers; distinct winds, East at E."""
    used = [0] * len(ALL_KINDS)
    winds = list(WINDS)
    rng.shuffle(winds)
    prevailing = random_round_wind(rng)
    seats = tuple(Seat(wind, round_wind=prevailing) for wind in winds)
    winner = None if rng.random() < 0.1 else rng.randrange(SEATS)
    hands = tuple(
        random_winning_hand(rng, reading.sets, used) if player == winner else random_loser_hand(rng, used)
        for player in range(SEATS)
    )
    if winner is None:
        return Table(hands, seats, winner, Win())
    win = random_win(rng, seats[winner])
    hands = tuple(special_ready(hand, win) if player == winner else hand for player, hand in enumerate(hands))
    return Table(hands, seats, winner, with_winning_discard(rng, hands[winner], win))


def table_cases(count: int, seed: int) -> list[TableCase]:
    """``count`` random tables with readings."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        reading = random_reading(rng)
        cases.append((random_table(rng, reading), reading))
    return cases


def settle_cases(count: int, seed: int) -> list[SettleCase]:
    """``count`` random settlements: scores (ties common), a winner or nobody, East, and a reading."""
    rng = random.Random(seed)
    cases: list[SettleCase] = []
    for _ in range(count):
        pool = [rng.randrange(0, 1001) for _ in range(3)]
        scores = tuple(rng.choice(pool) for _ in range(SEATS))
        winner = None if rng.random() < 0.1 else rng.randrange(SEATS)
        cases.append((scores, winner, rng.randrange(SEATS), random_reading(rng)))
    return cases


_PROCESS_ENCODINGS: dict[tuple[Reading, Callable[[Reading], Scorer]], tuple[ScoringModel, Scorer]] = {}


def encodings(reading: Reading, make_scorer: Callable[[Reading], Scorer] = Scorer) -> tuple[ScoringModel, Scorer]:
    """The model and the engine for ``reading``, built once per process."""
    key = (reading, make_scorer)
    if key not in _PROCESS_ENCODINGS:
        _PROCESS_ENCODINGS[key] = (ScoringModel(reading), make_scorer(reading))
    return _PROCESS_ENCODINGS[key]


def _reading_note(reading: Reading) -> str:
    changed = [f"{key}={value}" for key, value in reading.as_mapping().items() if value != DEFAULT.as_mapping()[key]]
    return f" [{' '.join(changed)}]" if changed else ""


def _seat_note(seat: Seat) -> str:
    prevailing = f", round {seat.round_wind}" if seat.round_wind else ""
    return f"seat {seat.wind}{' East' if seat.east else ''}{prevailing}"


def _figures(score: ModelScore | Any) -> tuple[int, int, str | None, int]:
    """(points, doublings, special, score) of a model or an engine score."""
    doublings = score.doublings if isinstance(score, ModelScore) else len(score.doublings)
    return score.points, doublings, score.special, score.score


FIGURE_NAMES = ("points", "doublings", "special", "score")


def _differences(size: int, case: str, who: str, model: Any, engine: Any) -> list[Disagreement]:
    by_model, by_engine = _figures(model), _figures(engine)
    return [
        Disagreement(size, case, f"{who} {name}", str(a), str(b))
        for name, a, b in zip(FIGURE_NAMES, by_model, by_engine, strict=True)
        if a != b
    ]


@dataclass(frozen=True)
class WinnerComparison:
    """Compare the winner's points, doublings, special hand and score (or both refusing a non-winning hand)."""

    make_scorer: Callable[[Reading], Scorer] = Scorer

    def __call__(self, case: WinnerCase) -> list[Disagreement]:
        """One disagreement per figure the two answer differently."""
        hand, seat, win, reading = case
        model, engine = encodings(reading, self.make_scorer)
        size = len(hand.all_tiles())
        note = f"{hand} ({_seat_note(seat)}{', first tile' if win.first_tile else ''}"
        note += f"{', first discard' if win.first_discard else ''}){_reading_note(reading)}"
        answers: list[Any] = []
        for scorer in (model, engine):
            try:
                answers.append(scorer.winner(hand, seat, win))
            except InputError:
                answers.append(None)
        if answers[0] is None or answers[1] is None:
            if (answers[0] is None) != (answers[1] is None):
                return [Disagreement(size, note, "is it a winning hand", str(answers[0]), str(answers[1]))]
            return []
        return _differences(size, note, "winner", answers[0], answers[1])


@dataclass(frozen=True)
class LoserComparison:
    """Compare a loser's points, doublings and score."""

    make_scorer: Callable[[Reading], Scorer] = Scorer

    def __call__(self, case: LoserCase) -> list[Disagreement]:
        """One disagreement per figure the two answer differently."""
        hand, seat, reading = case
        model, engine = encodings(reading, self.make_scorer)
        note = f"{hand} ({_seat_note(seat)}){_reading_note(reading)}"
        return _differences(len(hand.all_tiles()), note, "loser", model.loser(hand, seat), engine.loser(hand, seat))


@dataclass(frozen=True)
class TableComparison:
    """Compare every player's score and net gain at a whole table."""

    def __call__(self, case: TableCase) -> list[Disagreement]:
        """A disagreement per player whose figures differ, and one if the net gains differ."""
        table, reading = case
        model, _ = encodings(reading)
        scores, net = model.table(table)
        result = score_table(table, reading)
        size = sum(len(hand.all_tiles()) for hand in table.hands)
        hands = " | ".join(f"{hand} ({_seat_note(seat)})" for hand, seat in zip(table.hands, table.seats, strict=True))
        note = f"{hands}; winner {table.winner}{_reading_note(reading)}"
        found = []
        for player, (mine, theirs) in enumerate(zip(scores, result.scores, strict=True)):
            if (mine is None) != (theirs is None):
                found.append(Disagreement(size, note, f"player {player} scored", str(mine), str(theirs)))
            elif mine is not None and theirs is not None:
                found += _differences(size, note, f"player {player}", mine, theirs)
        if net != result.net:
            found.append(Disagreement(size, note, "net gains", str(net), str(result.net)))
        return found


@dataclass(frozen=True)
class SettleComparison:
    """Compare the net gains of a settlement."""

    def __call__(self, case: SettleCase) -> list[Disagreement]:
        """A disagreement if the net gains differ."""
        scores, winner, east, reading = case
        model, _ = encodings(reading)
        by_model, by_engine = model.settle(scores, winner, east), settle(scores, winner, east, reading)
        if by_model == by_engine:
            return []
        note = f"scores {scores}, winner {winner}, East {east}{_reading_note(reading)}"
        return [Disagreement(len(scores), note, "net gains", str(by_model), str(by_engine))]


def families(budget: int, seed: int = 2026) -> list[Family[Any]]:
    """The mahjong scoring and settlement families: ``budget`` cases each (tables: a quarter of that)."""
    winners = winner_cases(budget, seed)
    losers = loser_cases(budget, seed + 1)
    tables = table_cases(max(1, budget // 4), seed + 2)
    settlements = settle_cases(budget, seed + 3)
    return [
        Family("mahjong: winner's score (best split)", lambda: winners, len(winners), WinnerComparison()),
        Family("mahjong: loser's score", lambda: losers, len(losers), LoserComparison()),
        Family("mahjong: whole tables, scored and settled", lambda: tables, len(tables), TableComparison()),
        Family("mahjong: settlement", lambda: settlements, len(settlements), SettleComparison()),
    ]


__all__ = [
    "LoserComparison",
    "SettleComparison",
    "TableComparison",
    "WinnerComparison",
    "families",
    "loser_cases",
    "random_loser_hand",
    "random_reading",
    "random_table",
    "random_winning_hand",
    "settle_cases",
    "special_ready",
    "table_cases",
    "winner_cases",
    "with_winning_discard",
]
