"""FORBIDDEN's sweep of the rule matrix (:mod:`rulebook.forbidden.corpus.sweeps`), checked by hand.

The deck's counts are written here from the rulebook's Section 2; a few cells' answers are worked out by hand from
the rulebook's sections; every attribute pair is compared field by field; every threshold input is counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from rulebook.core.corpus.sweep_matrix import Cell, game_cells
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.errors import InputError
from rulebook.forbidden.corpus.questions import engine_answer, model_answer
from rulebook.forbidden.corpus.sweeps import ForbiddenSweeper, deal_order, kinds
from rulebook.forbidden.reading import Reading

SWEEPER = ForbiddenSweeper()
CELLS = game_cells("forbidden", kinds())


def cell(rule: str, key: str) -> Cell:
    """The cell ``key`` (``AXIS:NAME:POINT``) of ``forbidden.RULE``."""
    return next(found for found in CELLS if found.rule == f"forbidden.{rule}" and found.key == key)


def inputs(rule: str, key: str) -> list[SweepInput]:
    return list(SWEEPER.inputs(cell(rule, key)))


def answer(given: SweepInput) -> Any:
    return engine_answer(given.question, given.input, Reading.from_mapping(given.readings))


def test_kinds_are_section_2s_deck() -> None:
    # Section 2: three suits, each with four of 2 3 4 5 7 8 and four Yin-Yang cards (84 number cards); nine
    # Forbidden cards; the Emperor, Empress, Monkey, Rooster and three Wild cards (the seven Royal cards).
    expected = {f"{colour}{rank}": 4 for colour in "RGB" for rank in ("2", "3", "4", "5", "7", "8", "Y")}
    expected |= {"F": 9, "W": 3, "EM": 1, "ES": 1, "MO": 1, "RO": 1}
    assert kinds() == expected
    assert sum(kinds().values()) == 100  # 104 cards less the four Scoring cards


def test_deal_order_is_the_deck_less_three_forbidden_for_two() -> None:
    assert len(deal_order(3)) == 100
    two = Counter(deal_order(2))
    assert two["F"] == 6 and sum(two.values()) == 97  # TWO PLAYER RULES: 'Remove 3 Forbidden cards'


def test_every_cell_has_inputs_or_a_hole() -> None:
    """Every cell but the ones the spec explains (and reading cells other families fill) gets an input."""
    from rulebook.core.corpus.sweep_matrix import declarations

    holes = {(rule, key) for rule, table in declarations("forbidden").items() if table for key in table.holes}
    empty = [
        (found.rule, found.key)
        for found in CELLS
        if found.axis != "reading" and not SWEEPER.inputs(found) and (found.rule, found.key) not in holes
    ]
    assert empty == []


@pytest.mark.parametrize("kind", ["R2", "GY", "F", "W", "EM"])
def test_one_copy_past_the_deck_is_refused(kind: str) -> None:
    (given,) = inputs("deck.composition", f"multiplicity:{kind}:past")
    assert given.input["hand"].split() == [kind] * (kinds()[kind] + 1)
    with pytest.raises(InputError):
        answer(given)
    (most,) = inputs("deck.composition", f"multiplicity:{kind}:max")
    assert most.input["hand"].split() == [kind] * kinds()[kind]


def test_hand_worked_cells() -> None:
    # Section 7: one lone Forbidden card stops the Cheng; two let a red run (5 points) + Cheng bonus (10) be doubled.
    (lone,) = inputs("cheng.lone-forbidden", "threshold:Forbidden cards held:below")
    assert answer(lone)["may_cheng"] is False
    (two,) = inputs("cheng.lone-forbidden", "threshold:Forbidden cards held:at")
    assert answer(two) == {"may_cheng": True, "cheng_score": (5 + 10) * 2, "other_score": 5 - 2 * 5}
    # Scoring: a black run of four scores 10, plus the Cheng bonus 10; of three, 5 + 10.
    (four,) = inputs("score.sets", "threshold:cards in a set scoring 10:at")
    assert answer(four)["cheng_score"] == 20
    (three,) = inputs("score.sets", "threshold:cards in a set scoring 10:below")
    assert answer(three)["cheng_score"] == 15
    # Section 8: 165 + 35 = 200 ends the game; 164 + 35 = 199 does not.
    (at,) = inputs("game.end", "threshold:winning total:at")
    assert answer(at)["state"]["phase"] == "game-over"
    (below,) = inputs("game.end", "threshold:winning total:below")
    assert answer(below)["state"]["phase"] == "round-over"
    # Section 4: an empty draw pile ends the round; one card is drawn.
    (empty,) = inputs("play.draw", "threshold:cards left in the draw pile:below")
    assert answer(empty)["state"]["phase"] == "round-over"
    (last,) = inputs("play.draw", "threshold:cards left in the draw pile:at")
    assert answer(last)["state"]["draw_pile"] == []


def test_hand_cells_agree_with_the_model() -> None:
    for found in CELLS:
        for given in SWEEPER.inputs(found):
            if given.question in ("hand", "discards") and not (found.axis == "multiplicity" and found.point == "past"):
                reading = Reading.from_mapping(given.readings)
                assert model_answer(given.question, given.input, reading) == answer(given), found.key


def differences(first: Any, second: Any, path: str = "") -> list[str]:
    """Every path at which two JSON values differ (lists of cards compared as multisets of their positions)."""
    if isinstance(first, Mapping) and isinstance(second, Mapping):
        return [
            change
            for key in sorted(set(first) | set(second))
            for change in differences(first.get(key), second.get(key), f"{path}.{key}")
        ]
    cards = isinstance(first, list) and all(isinstance(item, str) for item in [*first, *(second or [])])
    if not cards and isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
        return [
            change
            for i, (a, b) in enumerate(zip(first, second, strict=True))
            for change in differences(a, b, f"{path}[{i}]")
        ]
    return [] if first == second else [path]


def hand_cards(given: SweepInput) -> list[str]:
    return str(given.input["hand"]).split()


ATTRIBUTE_CELLS = [found for found in CELLS if found.axis == "attribute"]


@pytest.mark.parametrize("found", ATTRIBUTE_CELLS, ids=lambda found: f"{found.rule}:{found.name}")
def test_attribute_pairs_differ_in_one_card(found: Cell) -> None:
    first, second = SWEEPER.inputs(found)
    assert first.question == second.question and first.readings == second.readings
    if first.question == "hand":
        assert differences(first.input, second.input) == [".hand"]
        one, other = Counter(hand_cards(first)), Counter(hand_cards(second))
        assert sum((one - other).values()) == 1 and sum((other - one).values()) == 1
        return
    changed = differences(first.input, second.input)
    # a play pair changes one card where the rule reads it, and the one place the deck takes it back from:
    # the Treasure Chest (a pile's top swapped) or the other hand or pile (a card moved between seats)
    assert 1 <= len(changed) <= 2, changed
    assert all(path.startswith((".state.players", ".state.claim", ".state.treasure_chest")) for path in changed)
    assert len(changed) == 1 or ".state.treasure_chest" in changed or all(".hand" in path for path in changed)


def test_play_colour_pair_is_one_top_of_another_colour() -> None:
    first, second = inputs("play.claim", "attribute:colour:pair")
    top = [given.input["state"]["players"][0]["piles"][0]["cards"][-1] for given in (first, second)]
    assert top == ["RY", "BY"]  # same rank (Yin-Yang), red against black
    assert answer(first)["state"]["phase"] == "discard" and answer(second) == {"refused": True}


def count_of(found: Cell, given: SweepInput) -> int | None:
    """What each threshold counts, read off its input by hand."""
    cards: list[str] = str(given.input.get("hand", "")).split()
    name = found.name
    if name == "Forbidden cards in hand and on the table":
        return cards.count("F") + int(given.input["table_forbidden"])
    if name in ("cards in a pung", "cards in a kong", "cards in the longest sequence", "cards in a sequence"):
        return len(cards)
    if name in ("cards in a set scoring 5", "cards in a set scoring 10"):
        return len(cards)
    if name == "wild cards in a set":
        return cards.count("W")
    if name in ("Forbidden cards held", "Forbidden cards that multiply"):
        return cards.count("F") + int(given.input["table_forbidden"])
    if name == "number cards outside a set":
        return len(cards) - 3  # beside the run R2 R3 R4
    if name == "chest cards a four-player deal leaves out":
        return len(given.input["state"]["treasure_chest"])
    if name in ("cards discarded before Cheng", "cards discarded in the Fast version"):
        return len(cards) - 3  # beside the pung R2 R2 R2
    if name == "cards left in the draw pile":
        return len(given.input["state"]["draw_pile"])
    if name == "hand cards a claim takes":
        return len(given.input["action"].split("using")[1].split())
    if name in ("winning total", "two-player winning total"):
        return int(given.input["state"]["players"][1]["score"]) + 35  # CHENG_HAND scores 35
    if name in ("a score without Cheng under score.floor=zero", "the score before doubling under score.floor=zero"):
        # Scoring, worked by hand: sets 5 each (a run of three, a pung), an unplaced card 0, a lone Forbidden -5;
        # the Empress alone scores nothing of itself (it doubles, after this count).
        return {"R2 F": -5, "R2": 0, "R2 R3 R4 R5 R5 R5 F": 5, "B2 F ES": -5, "B2 ES": 0, "R2 R3 R4 ES": 5}[
            " ".join(cards)
        ]
    if given.question == "new-game":
        return None  # the deal's own counts: test_new_game_counts
    raise AssertionError(f"no count for {name}")


THRESHOLD_CELLS = [found for found in CELLS if found.axis == "threshold"]


@pytest.mark.parametrize("found", THRESHOLD_CELLS, ids=lambda found: f"{found.rule}:{found.name}:{found.point}")
def test_threshold_inputs_sit_at_their_point(found: Cell) -> None:
    for given in SWEEPER.inputs(found):
        counted = count_of(found, given)
        assert counted is None or counted == found.value, given.description


def test_new_game_counts() -> None:
    # Section 3: 13 cards each, 2 into the chest; TWO PLAYER RULES: 97 cards, 4 turned up to start 2 piles each.
    (three,) = inputs("setup.deal", "threshold:cards into the Treasure Chest:at")
    state = answer(three)["state"]
    assert [len(player["hand"]) for player in state["players"]] == [13, 13, 13]
    assert len(state["treasure_chest"]) == 2
    (two,) = inputs("two-player.setup", "threshold:cards turned up:at")
    state = answer(two)["state"]
    piles = [len(pile["cards"]) for player in state["players"] for pile in player["piles"]]
    assert piles == [1, 1, 1, 1]
    held = sum(len(player["hand"]) for player in state["players"]) + len(state["draw_pile"]) + 2 + 4
    assert held == 97


def test_several_colour_pair_lists_the_claim_only_in_one_colour() -> None:
    # Section 4, first question, and Section 5: R8 with the tops R7 (pile 0) and RY (pile 2) is R7 R8 RY(9), one
    # red run; with BY on pile 2 the three mix colours, and neither top alone makes a set with R8.
    red, black = inputs("play.claim-several", "attribute:colour:pair")
    tops = [given.input["state"]["players"][2]["piles"][0]["cards"][-1] for given in (red, black)]
    assert tops == ["RY", "BY"]
    assert answer(red) == {"legal_actions": ["claim 0,2 using R8", "draw"]}
    assert answer(black) == {"legal_actions": ["draw"]}
