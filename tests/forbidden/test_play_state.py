"""The JSON form of a play state: round trips, malformed input named by its path, and the JSON Schema in spec/."""

from __future__ import annotations

import copy
import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.core.errors import InputError
from rulebook.core.spec import spec_dir
from rulebook.forbidden.state import State, state_from_json, state_json
from rulebook.forbidden.validate import violations
from tests.forbidden.play_builders import (
    cards,
    example_claim,
    fresh_round,
    in_phase,
    round_result,
    with_player,
    without_draw_pile,
)

SCHEMA_PATH = spec_dir() / "forbidden-state.schema.json"

CARD_TOKENS = [
    "R2", "R3", "R4", "R5", "R7", "R8", "RY",
    "G2", "G3", "G4", "G5", "G7", "G8", "GY",
    "B2", "B3", "B4", "B5", "B7", "B8", "BY",
    "F", "W", "EM", "ES", "MO", "RO",
]  # fmt: skip


def hand_built_states() -> Iterator[tuple[str, State]]:
    yield "fresh four-player round", fresh_round()
    yield "fresh two-player round", fresh_round(2, dealer=1)
    yield "claim with crosswise card and laid set", example_claim()
    yield (
        "round over after a Cheng, chest won",
        in_phase(
            with_player(fresh_round(3), 1, skip_next_turn=True, score=120),
            "round-over",
            result=round_result([-10, 0, 45], cheng_player=2, chest_won=True),
        ),
    )
    yield (
        "round over, draw pile empty",
        in_phase(without_draw_pile(fresh_round()), "round-over", result=round_result([0, 0, 0, 0])),
    )


STATES = dict(hand_built_states())


# ---------------------------------------------------------------------------------------------------------------
# Round trip and the written form
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", STATES)
def test_hand_built_states_are_valid(name: str) -> None:
    assert violations(STATES[name]) == []


@pytest.mark.parametrize("name", STATES)
def test_round_trip(name: str) -> None:
    state = STATES[name]
    assert state_from_json(state_json(state)) == state


@pytest.mark.parametrize("name", STATES)
def test_round_trip_through_text(name: str) -> None:
    state = STATES[name]
    assert state_from_json(json.loads(json.dumps(state_json(state)))) == state


def test_extra_survives_a_round_trip() -> None:
    state = dataclasses.replace(fresh_round(), extra={"source": "test", "seed": [1, 2]})
    again = state_from_json(state_json(state))
    assert dict(again.extra) == {"source": "test", "seed": [1, 2]}


def test_written_form_of_a_claim() -> None:
    data = state_json(example_claim())
    assert data["game"] == "forbidden"
    assert (data["round"], data["dealer"], data["turn"], data["phase"]) == (3, 0, 1, "claim")
    assert data["claim"] == {"piles": [[2, 0], [3, 0]], "cards": ["B4", "B5"], "hand": ["B3"], "declined": [2]}
    assert data["result"] is None
    assert data["treasure_chest"] == ["R2", "R2", "EM", "RO"]
    assert data["players"][0]["piles"] == [{"cards": ["B7", "F", "B8"], "crosswise": 1}]
    player2 = data["players"][2]
    assert player2["laid"] == [{"cards": ["B2", "B2", "B2"], "claimed": ["B2"]}]
    assert (player2["table_forbidden"], player2["score"], player2["blocks"]) == (1, -5, 0)
    assert data["players"][3]["blocks"] == 1
    assert "extra" not in data


def test_written_form_of_two_player_piles() -> None:
    data = state_json(fresh_round(2))
    assert data["players"][0]["piles"] == [{"cards": ["G2"], "crosswise": None}, {"cards": ["G2"], "crosswise": None}]


def test_short_input_takes_the_defaults() -> None:
    state = state_from_json(
        {"players": [{"hand": ["R2", "F"]}, {"hand": []}], "phase": "start", "dealer": 1, "turn": 0}
    )
    assert state.players[0].hand == cards("R2 F")
    assert state.players[0].piles[0].cards == ()
    assert (state.round, state.draw_pile, state.claim, state.result) == (1, (), None, None)


# ---------------------------------------------------------------------------------------------------------------
# Malformed input
# ---------------------------------------------------------------------------------------------------------------


def fresh_json() -> dict[str, Any]:
    return copy.deepcopy(state_json(fresh_round()))


def refused(data: object) -> str:
    with pytest.raises(InputError) as caught:
        state_from_json(data)
    return str(caught.value)


def test_unknown_card_is_named_by_its_path() -> None:
    data = fresh_json()
    data["players"][0]["hand"][3] = "R6"
    message = refused(data)
    assert message.startswith("players[0].hand[3]:")
    assert "R6" in message


def test_unknown_card_in_a_pile() -> None:
    data = fresh_json()
    data["players"][2]["piles"][0]["cards"] = ["B2", "X"]
    assert refused(data).startswith("players[2].piles[0].cards[1]:")


def test_hand_of_the_wrong_type() -> None:
    data = fresh_json()
    data["players"][1]["hand"] = "R2 R3"
    assert refused(data) == "players[1].hand: expected a list, got str"


def test_dealer_of_the_wrong_type() -> None:
    data = fresh_json()
    data["dealer"] = "0"
    assert refused(data).startswith("dealer: expected a whole number")


def test_missing_phase() -> None:
    data = fresh_json()
    del data["phase"]
    assert refused(data) == "state: missing 'phase'"


def test_bad_phase_name() -> None:
    data = fresh_json()
    data["phase"] = "draw"
    message = refused(data)
    assert message.startswith("state.phase:")
    assert "'draw'" in message


def test_claim_pile_that_is_not_a_pair() -> None:
    data = state_json(example_claim())
    data["claim"]["piles"][1] = [3]
    assert refused(data).startswith("claim.piles[1]:")


def test_not_an_object() -> None:
    assert refused([1, 2]) == "state: expected an object, got list"


# ---------------------------------------------------------------------------------------------------------------
# The JSON Schema
# ---------------------------------------------------------------------------------------------------------------


def schema() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(Path(SCHEMA_PATH).read_text())
    return loaded


def properties_without_description(node: object, path: str = "$") -> Iterator[str]:
    """Every property (of any object in the schema) whose schema carries no description."""
    if isinstance(node, dict):
        for name, sub in node.get("properties", {}).items():
            if not isinstance(sub, dict) or "description" not in sub:
                yield f"{path}.properties.{name}"
        for key, sub in node.items():
            yield from properties_without_description(sub, f"{path}.{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from properties_without_description(sub, f"{path}[{i}]")


def test_schema_is_draft_2020_12_with_a_description_on_every_property() -> None:
    loaded = schema()
    assert loaded["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert list(properties_without_description(loaded)) == []


def test_schema_card_tokens_are_the_27_kinds() -> None:
    assert schema()["$defs"]["card"]["enum"] == CARD_TOKENS
    assert len(CARD_TOKENS) == 27


def test_schema_phases_and_round_ends() -> None:
    loaded = schema()
    assert loaded["properties"]["phase"]["enum"] == ["start", "claim", "discard", "round-over", "game-over"]
    assert loaded["$defs"]["result"]["properties"]["ended_by"]["enum"] == ["cheng", "draw-pile-empty"]


def test_schema_names_every_field_state_json_writes() -> None:
    loaded = schema()
    data = state_json(dataclasses.replace(example_claim(), extra={"note": 1}))
    # actor and decided_by: what the play commands add (play-answer schema)
    assert set(loaded["properties"]) == {*data, "actor", "decided_by"}
    assert set(loaded["$defs"]["player"]["properties"]) == set(data["players"][0])
    assert set(loaded["$defs"]["pile"]["properties"]) == set(data["players"][0]["piles"][0])
    assert set(loaded["$defs"]["laidSet"]["properties"]) == set(data["players"][2]["laid"][0])
    assert set(loaded["$defs"]["claim"]["properties"]) == set(data["claim"])
    result = state_json(STATES["round over after a Cheng, chest won"])["result"]
    assert set(loaded["$defs"]["result"]["properties"]) == set(result)


def validator() -> Any:
    jsonschema = pytest.importorskip("jsonschema")
    loaded = schema()
    jsonschema.Draft202012Validator.check_schema(loaded)
    return jsonschema.Draft202012Validator(loaded)


@pytest.mark.parametrize("name", STATES)
def test_state_json_validates_against_the_schema(name: str) -> None:
    errors = [error.message for error in validator().iter_errors(state_json(STATES[name]))]
    assert errors == []


def test_short_input_validates_against_the_schema() -> None:
    short = {"players": [{"hand": ["R2"]}, {"hand": []}], "phase": "start", "dealer": 1, "turn": 0}
    assert validator().is_valid(short)


def schema_errors(data: object) -> list[str]:
    return [error.json_path for error in validator().iter_errors(data)]


def test_schema_refuses_an_unknown_card() -> None:
    data = fresh_json()
    data["players"][0]["hand"][3] = "R6"
    assert schema_errors(data) == ["$.players[0].hand[3]"]


def test_schema_refuses_a_lower_case_card() -> None:
    data = fresh_json()
    data["draw_pile"][0] = "gy"
    assert schema_errors(data) == ["$.draw_pile[0]"]


def test_schema_refuses_a_missing_or_bad_phase() -> None:
    data = fresh_json()
    data["phase"] = "draw"
    assert schema_errors(data) == ["$.phase"]
    del data["phase"]
    assert schema_errors(data) == ["$"]


def test_schema_refuses_unknown_fields() -> None:
    data = fresh_json()
    data["players"][1]["points"] = 3
    assert schema_errors(data) == ["$.players[1]"]
    data = fresh_json()
    data["seed"] = 3
    assert schema_errors(data) == ["$"]


def test_schema_refuses_a_claim_pile_that_is_not_a_pair() -> None:
    data = state_json(example_claim())
    data["claim"]["piles"][0] = [2, 0, 1]
    assert schema_errors(data) == ["$.claim"]


def test_schema_refuses_five_players_and_a_round_zero() -> None:
    data = fresh_json()
    data["players"].append(copy.deepcopy(data["players"][0]))
    data["round"] = 0
    assert sorted(schema_errors(data)) == ["$.players", "$.round"]
