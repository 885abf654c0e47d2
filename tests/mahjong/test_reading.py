"""The mahjong reading ``hand.sets``: the register and the typed value agree; both encodings take it."""

from __future__ import annotations

import random

import pytest

from rulebook.core.errors import InputError
from rulebook.core.register import reading_keys, rules
from rulebook.mahjong.engine.hand import Engine
from rulebook.mahjong.model.hand import Model
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.tiles import ALL_KINDS, COPIES, SUITS, Tiles, parse_tiles

THREE = Reading(hand_sets="three")


def test_the_typed_reading_matches_the_register() -> None:
    keys = {entry.key: entry for entry in reading_keys("mahjong")}
    assert set(keys) == set(Reading().as_mapping())
    for key, value in Reading().as_mapping().items():
        assert value == keys[key].default and len(keys[key].options) >= 2 and keys[key].evidence
        for rule_id in keys[key].rules:
            assert key in next(rule for rule in rules("mahjong") if rule.id == rule_id).readings
    assert Reading.from_pairs(["hand.sets=three"]) == THREE
    with pytest.raises(InputError, match="has no option 'five'"):
        Reading.from_pairs(["hand.sets=five"])


@pytest.mark.parametrize("encoding", [Engine, Model])
def test_the_smallest_difference_is_eleven_tiles_against_fourteen(encoding: type[Engine] | type[Model]) -> None:
    # "End" reads "3 groups of 3 and the final couple": three chows and a pair, eleven tiles, win only under
    # hand.sets=three; a fourteen-tile hand of four sets and a pair wins only under the default.
    eleven, fourteen = parse_tiles("123m 456p 789s EE"), parse_tiles("123m 456p 789s EE RdRdRd")
    assert not encoding().is_winning(eleven) and encoding(THREE).is_winning(eleven)
    assert encoding().is_winning(fourteen) and not encoding(THREE).is_winning(fourteen)


def test_engine_and_model_agree_under_three_sets() -> None:
    rng = random.Random(9)
    engine, model = Engine(THREE), Model(THREE)
    winning = 0
    for _ in range(150):
        kinds: list[str] = []
        for _ in range(3):
            if rng.random() < 0.5:
                suit, start = rng.choice(SUITS), rng.randint(1, 7)
                kinds += [f"{start + step}{suit}" for step in range(3)]
            else:
                kinds += [rng.choice(ALL_KINDS)] * 3
        kinds += [rng.choice(ALL_KINDS)] * 2
        if rng.random() < 0.3:
            kinds[rng.randrange(len(kinds))] = rng.choice(ALL_KINDS)  # spoil some hands
        tiles = Tiles.of(kinds)
        if max(tiles.counts) > COPIES:
            continue
        assert engine.is_winning(tiles) == model.is_winning(tiles), tiles
        winning += engine.is_winning(tiles)
        if engine.is_winning(tiles):
            assert engine.decompositions(tiles) == model.decompositions(tiles), tiles
    assert winning >= 50
