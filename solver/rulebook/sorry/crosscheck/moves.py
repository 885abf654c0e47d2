"""Cross-check the legal moves of a card: the Z3 model against the engine, on every place of two pawns and beyond.

Rules ``sorry.start.exit``, ``sorry.card.*``, ``sorry.move.*`` and ``sorry.team.partners``: the two encodings list
the moves of a card in a position, each with its rule and the position it leads to, and must list the same.

* **one pawn against one** (:func:`pair_cases`): a red pawn on every place of the board (START, the 60 squares,
  S1-S5, HOME) with its other three in START, against a blue pawn on every place likewise, red to move, with
  every card: 48,719 questions a reading, exhaustive under ``--exhaustive``, a seeded sample otherwise; under the
  default reading and under each other option of the move readings;
* **crowded positions** (:func:`crowded_cases`): seeded random positions of two to four colours with two to four
  pawns each out of START, every card, under random combinations of the move readings, in the standard, team and
  points modes (the team readings too);
* **positions met in play** (:func:`game_cases`): every state of seeded random games (:mod:`rulebook.sorry.engine
  .play`) where a card is to be moved by, asked of both encodings, under random combinations of the move readings
  and ``team.partner-slides``, ``team.sorry-partner`` (the team 7's ``any-number`` is left to the crowded family's small
  positions).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from rulebook.core.verify.crosscheck import Disagreement
from rulebook.sorry.board import COLOURS, HOME, SAFETY, SQUARES, START
from rulebook.sorry.cards import CARDS
from rulebook.sorry.crosscheck.encodings import (
    MOVE_KEYS,
    MovesFunction,
    engine_moves,
    model_moves,
    reading_words,
    readings_over,
)
from rulebook.sorry.position import Position, make_position
from rulebook.sorry.reading import Reading

PLACES: tuple[str, ...] = (START, *(str(s) for s in range(SQUARES)), *(f"S{k}" for k in range(1, SAFETY + 1)), HOME)
"""Every place of one pawn."""
MODES = ("standard", "teams", "points")


@dataclass(frozen=True)
class MovesCase:
    """One question: a position, a card, the colour to move, the mode, and the reading."""

    position: Position
    card: str
    turn: str
    mode: str
    reading: Reading

    @property
    def size(self) -> int:
        """Pawns out of START."""
        return sum(place != START for _, places in self.position.pawns for place in places)

    def words(self) -> str:
        """The question in words, for a disagreement's report."""
        return (
            f"{self.position.as_text()} card {self.card}, {self.turn} to move ({self.mode}; "
            f"{reading_words(self.reading)})"
        )


@cache
def pair_positions() -> tuple[Position, ...]:
    """Every position of one red and one blue pawn out of START or not (the others in START)."""
    found = []
    for red in PLACES:
        for blue in PLACES:
            if red == blue and red not in (START, HOME) and red[0] != "S":
                continue  # one track square cannot hold both
            found.append(make_position({"R": [red], "B": [blue]}))
    return tuple(found)


def pair_readings() -> tuple[Reading, ...]:
    """The default reading and each other option of the move readings alone."""
    from rulebook.core.register import reading_keys

    entries = {entry.key: entry for entry in reading_keys("sorry")}
    found = [Reading()]
    for key in MOVE_KEYS:
        found += [
            Reading.from_mapping({key: option}) for option in entries[key].options if option != entries[key].default
        ]
    return tuple(found)


def pair_total(readings: int) -> int:
    """The questions of the full one-against-one family under ``readings`` readings."""
    return len(pair_positions()) * len(CARDS) * readings


def pair_cases(sample: int | None, seed: int) -> Iterator[MovesCase]:
    """Every one-against-one question under every pair reading (``sample``: that many a reading, seeded)."""
    questions = [(position, card) for position in pair_positions() for card in CARDS]
    for reading in pair_readings():
        chosen = (
            questions if sample is None else random.Random(f"sorry-pairs:{seed}:{reading}").sample(questions, sample)
        )
        for position, card in chosen:
            yield MovesCase(position, card, "R", "standard", reading)


def _random_position(rng: random.Random, colours: tuple[str, ...], out: int) -> Position:
    while True:
        taken: set[str] = set()
        pawns: dict[str, list[str]] = {}
        for colour in colours:
            places = []
            for _ in range(rng.randint(1, out)):
                place = rng.choice(PLACES[1:])
                key = place if place != HOME and place[0] != "S" else f"{colour}{place}"
                if place != HOME and key in taken:
                    continue
                taken.add(key)
                places.append(place)
            pawns[colour] = places
        return make_position(pawns)


def crowded_cases(count: int, seed: int) -> Iterator[MovesCase]:
    """``count`` seeded random crowded positions, each with a random card, mode and reading.

    Under the team rules' ``any-number`` split a 7 shared among many pawns has thousands of moves (four pawns out:
    916, each an enumeration step of the model), so those positions hold one pawn of each colour out of START.
    """
    rng = random.Random(f"sorry-crowded:{seed}")
    every = readings_over((*MOVE_KEYS, "team.seven-split", "team.partner-slides", "team.sorry-partner"))
    for _ in range(count):
        mode = rng.choice(MODES)
        colours = (
            COLOURS if mode == "teams" else tuple(sorted(rng.sample(COLOURS, rng.randint(2, 4)), key=COLOURS.index))
        )
        reading = rng.choice(every)
        wide = mode == "teams" and reading.team_seven_split == "any-number"
        position = _random_position(rng, colours, 1 if wide else 4)
        yield MovesCase(position, rng.choice(CARDS), rng.choice(colours), mode, reading)


def game_cases(games: int, seed: int) -> Iterator[MovesCase]:
    """Every state with a card to move by in ``games`` seeded random games (two to four players, every mode)."""
    from rulebook.sorry.engine.play import apply, legal_actions, new

    rng = random.Random(f"sorry-games:{seed}")
    every = readings_over((*MOVE_KEYS, "team.partner-slides", "team.sorry-partner"))
    for _ in range(games):
        mode = rng.choice(MODES)
        players = 4 if mode == "teams" else rng.randint(2, 4)
        reading = rng.choice(every)
        state = new(players, mode, rng.randrange(2**32), reading)  # type: ignore[arg-type]
        for _ in range(600):
            if state.phase == "over":
                break
            if state.phase == "move" and state.card is not None:
                yield MovesCase(state.pawns, state.card, state.turn, state.mode, reading)
            if state.phase == "play":
                for card in dict.fromkeys(state.hand(state.turn)):
                    yield MovesCase(state.pawns, card, state.turn, state.mode, reading)
            state = apply(state, rng.choice(legal_actions(state, reading)), reading)


def compare_moves(
    case: MovesCase, model: MovesFunction = model_moves, engine: MovesFunction = engine_moves
) -> list[Disagreement]:
    """The model's and the engine's moves of one question: none, or the disagreement."""
    args = (case.position, case.card, case.turn, case.mode, case.reading)
    by_model = [option.as_json() for option in model(*args)]
    by_engine = [option.as_json() for option in engine(*args)]
    if by_model == by_engine:
        return []
    return [Disagreement(case.size, case.words(), "moves", _texts(by_model), _texts(by_engine))]


def _texts(options: Iterable[dict[str, object]]) -> str:
    return "; ".join(f"{o['move']} [{o['rule']}] -> {make_position(o['position']).as_text()}" for o in options)  # type: ignore[arg-type]


class MovesComparison:
    """``compare_moves`` with the encodings given (a test hands it a broken one); picklable for worker processes."""

    def __init__(self, model: MovesFunction = model_moves, engine: MovesFunction = engine_moves) -> None:
        self.model = model
        self.engine = engine

    def __call__(self, case: MovesCase) -> list[Disagreement]:
        """The disagreement on one question, if any."""
        return compare_moves(case, self.model, self.engine)


__all__ = [
    "PLACES",
    "MovesCase",
    "MovesComparison",
    "compare_moves",
    "crowded_cases",
    "game_cases",
    "pair_cases",
    "pair_positions",
    "pair_readings",
    "pair_total",
]
