"""The mahjong claim cross-check: the Z3 claim model against the claim engine, situation by situation.

For each random situation (four hands, some with sets on the table, a discard) and random reading, the two
encodings must agree on:

* every legal claim of every player (``mahjong.claim.*``), in canonical order;
* who takes the discard (``mahjong.claim.priority``) for many choices of the claims actually made — each player
  makes none or one of his legal claims;
* the kongs every player could declare on his own turn (``mahjong.kong.own-turn``), with the hand as it is and with
  the discard's kind drawn into it;
* whether the hand is drawn with the tiles left (``mahjong.game.drawn``); a second family checks every count of
  tiles left from 0 to 136.

Situations are biased towards claims: the discard is often a kind some player holds two or three of, or one a
player needs to win, or the kind of a pung on some table. The engine is seen through an :class:`EngineView`, so
that a test can hand in a deliberately broken one and see it caught. This module is neither model nor engine.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial

from rulebook.core.verify.crosscheck import Disagreement, Family
from rulebook.mahjong.engine import claims as engine_claims
from rulebook.mahjong.hand import SEATS, Hand, Meld, format_meld
from rulebook.mahjong.model import claims as model_claims
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.state import Claim, Situation
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, SUIT_KINDS, TILE_COUNT, Tiles

ClaimCase = tuple[Situation, Reading]
MAX_RESOLVE_CHOICES = 24
"""At most this many choices of the claims made are resolved per situation."""


class EngineView:
    """The engine's answers the comparison uses; a test subclasses it to break one on purpose."""

    def legal_claims(self, situation: Situation, reading: Reading) -> list[Claim]:
        """The engine's legal claims."""
        return engine_claims.legal_claims(situation, reading)

    def resolve(self, claims: Sequence[Claim], discarder: int, reading: Reading) -> Claim | None:
        """The engine's claim that takes the discard."""
        return engine_claims.resolve(claims, discarder, reading)

    def own_turn_kongs(self, hand: Hand) -> list[Meld]:
        """The engine's own-turn kongs."""
        return engine_claims.own_turn_kongs(hand)

    def is_drawn(self, tiles_left: int) -> bool:
        """The engine's drawn game."""
        return engine_claims.is_drawn(tiles_left)


ENGINE = EngineView()


# ---------------------------------------------------------------------------------------------------------------
# Random situations
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class _Pool:
    """The tiles not yet dealt."""

    left: Counter[str]

    def take(self, kinds: Sequence[str]) -> bool:
        """Take these tiles if they are all still there."""
        need = Counter(kinds)
        if any(self.left[kind] < n for kind, n in need.items()):
            return False
        self.left -= need
        return True

    def random_tiles(self, rng: random.Random, n: int) -> list[str]:
        tiles = [kind for kind, count in self.left.items() for _ in range(count)]
        chosen = rng.sample(tiles, min(n, len(tiles)))
        self.left -= Counter(chosen)
        return chosen


def _run_at(kind: str, offset: int) -> list[str] | None:
    """The run of three of ``kind``'s suit starting ``offset`` below it, if there is one."""
    if kind not in SUIT_KINDS:
        return None
    rank, suit = int(kind[0]), kind[1]
    start = rank - offset
    return [f"{r}{suit}" for r in range(start, start + 3)] if 1 <= start <= 7 else None


def _random_set(rng: random.Random, near: str) -> list[str]:
    """Three tiles making a pung or a chow, often of or next to ``near``."""
    kind = near if rng.random() < 0.4 else rng.choice(ALL_KINDS)
    if rng.random() < 0.5:
        run = _run_at(kind, rng.randrange(3))
        if run is not None:
            return run
    return [kind] * 3


def random_hand(rng: random.Random, pool: _Pool, discard: str, sets: int) -> Hand:
    """A hand of ``3 * sets + 1`` tiles with 0 to 3 sets on the table, often close to claiming ``discard``."""
    melds: list[Meld] = []
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        choice = rng.random()
        kind = discard if rng.random() < 0.25 else rng.choice(ALL_KINDS)
        if choice < 0.15 and pool.take([kind] * 4):
            melds.append(Meld("kong", Tiles.of([kind] * 4), rng.random() < 0.5))
        elif choice < 0.6 and pool.take([kind] * 3):
            melds.append(Meld("pung", Tiles.of([kind] * 3)))
        else:
            run = _run_at(kind, rng.randrange(3))
            if run is not None and pool.take(run):
                melds.append(Meld("chow", Tiles.of(run)))
    size = max(3 * (sets - len(melds)) + 1, 1)
    concealed: list[str] = []
    if rng.random() < 0.4:
        # Close to a win on the discard: sets and a pair with one tile of the discard's kind removed.
        groups = [_random_set(rng, discard) for _ in range((size + 2) // 3 - 1)]
        groups.append([rng.choice([discard, *ALL_KINDS[:5]])] * 2)
        wanted = [kind for group in groups for kind in group]
        if discard in wanted:
            wanted.remove(discard)
        else:
            wanted = wanted[:-1]
        if pool.take(wanted):
            concealed = wanted
    if not concealed:
        for _ in range(rng.choice([0, 1, 1, 2, 3])):
            if len(concealed) < size and pool.take([discard]):
                concealed.append(discard)
        for _ in range(rng.choice([0, 1, 2])):
            pair = _run_at(discard, rng.randrange(3))
            extra = [kind for kind in pair or [] if kind != discard]
            if len(concealed) + len(extra) <= size and pool.take(extra):
                concealed += extra
        for meld in melds:
            if meld.shape == "pung" and len(concealed) < size and rng.random() < 0.5 and pool.take([meld.lowest]):
                concealed.append(meld.lowest)
        concealed += pool.random_tiles(rng, size - len(concealed))
    return Hand(Tiles.of(concealed), tuple(melds))


def random_reading(rng: random.Random) -> Reading:
    """A random choice of the readings claims depend on.

    ``hand.sets``, ``claim.chow-from``, ``claim.priority`` and ``claim.win-first``.
    """
    return Reading(
        hand_sets=rng.choice(["four", "four", "four", "three"]),
        chow_from=rng.choice(["previous", "next"]),
        claim_priority=rng.choice(["pung-first", "turn-order"]),
        win_first=rng.choice(["yes", "no"]),
    )


def random_situation(rng: random.Random, reading: Reading = DEFAULT) -> Situation:
    """A random legal situation: four hands from one set of tiles, a discard, a discarder, tiles left."""
    pool = _Pool(Counter({kind: COPIES for kind in ALL_KINDS}))
    discard = rng.choice(SUIT_KINDS) if rng.random() < 0.8 else rng.choice(ALL_KINDS)
    pool.take([discard])
    hands = tuple(random_hand(rng, pool, discard, reading.sets) for _ in range(SEATS))
    situation = Situation(hands, rng.randrange(SEATS), discard, rng.randrange(0, 71))
    situation.check()
    return situation


def random_cases(count: int, seed: int) -> Iterator[ClaimCase]:
    """``count`` random situations, each under a random reading."""
    rng = random.Random(seed)
    for _ in range(count):
        reading = random_reading(rng)
        yield random_situation(rng, reading), reading


# ---------------------------------------------------------------------------------------------------------------
# The comparison
# ---------------------------------------------------------------------------------------------------------------


def describe(situation: Situation, reading: Reading) -> str:
    """A case in one line, with the readings that differ from the default."""
    changed = [f"{key}={value}" for key, value in reading.as_mapping().items() if value != DEFAULT.as_mapping()[key]]
    return f"{situation} [{' '.join(changed)}]" if changed else str(situation)


def claims_made(legal: Sequence[Claim], rng: random.Random) -> list[list[Claim]]:
    """Choices of the claims actually made: each player none or one of his legal claims (a sample if many)."""
    options = [[None, *(claim for claim in legal if claim.player == p)] for p in range(SEATS)]
    choices = [[claim for claim in choice if claim is not None] for choice in itertools.product(*options)]
    if len(choices) > MAX_RESOLVE_CHOICES:
        choices = rng.sample(choices, MAX_RESOLVE_CHOICES)
    return choices


def _melds(melds: Sequence[Meld]) -> str:
    return " ".join(f"[{format_meld(m)}]" if m.concealed else f"({format_meld(m)})" for m in melds) or "none"


def _claims(claims: Sequence[Claim] | Claim | None) -> str:
    if claims is None or isinstance(claims, Claim):
        return str(claims) if claims else "nobody"
    return "; ".join(map(str, claims)) or "none"


_MODELS: dict[Reading, model_claims.ClaimModel] = {}


def _model_for(reading: Reading) -> model_claims.ClaimModel:
    """The claim model under ``reading``, built once per process."""
    if reading not in _MODELS:
        _MODELS[reading] = model_claims.ClaimModel(reading)
    return _MODELS[reading]


def compare_situation(case: ClaimCase, view: EngineView = ENGINE) -> list[Disagreement]:
    """Every question on one situation, the engine against the model."""
    situation, reading = case
    model = _model_for(reading)
    size = len(situation.all_tiles())
    text = describe(situation, reading)
    found: list[Disagreement] = []

    def differ(question: str, said_by_model: str, said_by_engine: str) -> None:
        found.append(Disagreement(size, text, question, said_by_model, said_by_engine))

    legal_model, legal_engine = model.legal_claims(situation), view.legal_claims(situation, reading)
    if legal_model != legal_engine:
        differ("legal claims", _claims(legal_model), _claims(legal_engine))
    rng = random.Random(str(situation))
    for made in claims_made(legal_model, rng):
        taker_model = model.resolve(made, situation.discarder)
        taker_engine = view.resolve(made, situation.discarder, reading)
        if taker_model != taker_engine:
            differ(f"who takes the discard when claimed: {_claims(made)}", _claims(taker_model), _claims(taker_engine))
    for p, hand in enumerate(situation.hands):
        drawn = Hand(hand.concealed + Tiles.of([situation.discard]), hand.melds)
        for label, held in (("", hand), (f" after drawing {situation.discard}", drawn)):
            if max(held.all_tiles().counts) > COPIES:
                continue
            kongs_model, kongs_engine = model.own_turn_kongs(held), view.own_turn_kongs(held)
            if kongs_model != kongs_engine:
                differ(f"own-turn kongs of player {p}{label}", _melds(kongs_model), _melds(kongs_engine))
    if model.is_drawn(situation.tiles_left) != view.is_drawn(situation.tiles_left):
        differ("drawn game", str(model.is_drawn(situation.tiles_left)), str(view.is_drawn(situation.tiles_left)))
    return found


def compare_drawn(tiles_left: int, view: EngineView = ENGINE) -> list[Disagreement]:
    """The drawn game with ``tiles_left`` tiles left to draw."""
    said_by_model, said_by_engine = model_claims.is_drawn(tiles_left), view.is_drawn(tiles_left)
    if said_by_model == said_by_engine:
        return []
    return [Disagreement(0, f"{tiles_left} tiles left", "drawn game", str(said_by_model), str(said_by_engine))]


def families(budget: int, seed: int, view: EngineView = ENGINE) -> list[Family[ClaimCase] | Family[int]]:
    """The claim families for ``rulebook verify``: ``budget`` random situations, and every count of tiles left."""
    return [
        Family(
            "mahjong claims, priority and own-turn kongs (random situations)",
            partial(random_cases, budget, seed),
            budget,
            partial(compare_situation, view=view),
        ),
        Family(
            "mahjong drawn game (0 to 136 tiles left)",
            partial(range, TILE_COUNT + 1),
            TILE_COUNT + 1,
            partial(compare_drawn, view=view),
        ),
    ]


__all__ = [
    "ENGINE",
    "ClaimCase",
    "EngineView",
    "compare_drawn",
    "compare_situation",
    "families",
    "random_cases",
    "random_reading",
    "random_situation",
]
