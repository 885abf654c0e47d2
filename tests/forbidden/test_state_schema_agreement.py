"""The state reader and ``spec/forbidden-state.schema.json`` accept exactly the same JSON (issue 14).

States come from real play (a seeded deal, then legal actions chosen by Hypothesis, across a round end) and from
the hand-built positions of ``test_play_state``; each is then mutated — an unknown field, a card token lower-cased
or padded, a value of the wrong type, a field removed, an entry added or dropped — and the verdicts of the
schema (``jsonschema``, the maintained validator) and of :func:`state_from_json` (the form only; whether the
position can arise is the validator's question) must be the same.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.core.spec import spec_dir
from rulebook.forbidden.engine.play import apply, legal_actions, new_game
from rulebook.forbidden.engine.simulate import seeded_deal
from rulebook.forbidden.state import state_from_json, state_json
from tests.forbidden.test_play_state import STATES

VALIDATOR = jsonschema.Draft202012Validator(
    json.loads((spec_dir() / "forbidden-state.schema.json").read_text(encoding="utf-8"))
)
KNOWN_FIELDS = ("hand", "laid", "piles", "cards", "claim", "crosswise", "score", "declined", "result", "phase")


def loader_accepts(data: object) -> bool:
    try:
        state_from_json(data)
    except InputError:
        return False
    return True


@st.composite
def played_states(draw: st.DrawFn) -> dict[str, Any]:
    """The JSON of a position reached in play: a seeded deal, then up to 60 legal actions (a deal after a round)."""
    state = new_game(draw(st.sampled_from((2, 3, 4))), draw(st.integers(0, 10_000)))
    for _ in range(draw(st.integers(0, 60))):
        if state.phase == "game-over":
            break
        if state.phase == "round-over":
            state = apply(state, seeded_deal(state, draw(st.integers(0, 100))))
            continue
        actions = legal_actions(state)
        state = apply(state, actions[draw(st.integers(0, len(actions) - 1))])
    return state_json(state)


def places(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into ``data`` (dict keys and list indices), the root included."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += places(value, (*path, index))
    return found


def at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


WRONG_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 5),
    st.sampled_from([2.0, 2.5, -1.0, 1e300]),
    st.sampled_from(["", "r2", " R2", "R2 ", "gy", "R6", "start", "cheng", "forbidden"]),
    st.just([]),
    st.just({}),
    st.just(["R2"]),
    st.just([0, 0]),
).map(copy.deepcopy)
"""Wrong values, each drawn as a fresh object: ``st.just([])`` alone hands out one shared list, and appending that
list to itself once made a cycle that sent :func:`places` into endless recursion (a CI failure)."""


@st.composite
def mutated(draw: st.DrawFn, data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with one to three mutations at places Hypothesis chooses."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(data)))
        target = at(data, path)
        kinds = ["replace"] if path else []
        if isinstance(target, dict):
            kinds += ["unknown field", "drop field"] if target else ["unknown field"]
        if isinstance(target, list):
            kinds += ["append", "drop entry"] if target else ["append"]
        if isinstance(target, str):
            kinds += ["lower", "pad"]
        if not kinds:
            continue
        kind = draw(st.sampled_from(kinds))
        parent = at(data, path[:-1]) if path else None
        if kind == "replace":
            parent[path[-1]] = draw(WRONG_VALUES)
        elif kind == "unknown field":
            target[draw(st.sampled_from(("seed", "points", "Hand", *KNOWN_FIELDS)))] = draw(WRONG_VALUES)
        elif kind == "drop field":
            del target[draw(st.sampled_from(sorted(target)))]
        elif kind == "append":
            entry = draw(st.one_of(WRONG_VALUES, st.sampled_from(target) if target else WRONG_VALUES))
            target.append(copy.deepcopy(entry))
        elif kind == "drop entry":
            del target[draw(st.integers(0, len(target) - 1))]
        elif kind == "lower":
            parent[path[-1]] = target.lower()
        else:
            parent[path[-1]] = f" {target}"
    return data


AGREEMENT = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", STATES)
def test_the_hand_built_positions_are_accepted_by_both(name: str) -> None:
    data = state_json(STATES[name])
    assert VALIDATOR.is_valid(data) and loader_accepts(data)


@AGREEMENT
@given(played_states())
def test_positions_of_play_are_accepted_by_both(data: dict[str, Any]) -> None:
    assert VALIDATOR.is_valid(data) and loader_accepts(data)


@AGREEMENT
@given(st.data())
def test_mutated_states_get_the_same_verdict_from_the_schema_and_the_reader(data: st.DataObject) -> None:
    base = data.draw(st.one_of(played_states(), st.sampled_from([state_json(s) for s in STATES.values()])))
    changed = data.draw(mutated(base))
    schema_errors = [f"{error.json_path}: {error.message}" for error in VALIDATOR.iter_errors(changed)]
    try:
        state_from_json(changed)
        reader = "accepted"
    except InputError as error:
        reader = f"refused: {error}"
    assert (not schema_errors) == (reader == "accepted"), (schema_errors[:3], reader)


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (lambda d: d["players"][0]["hand"].__setitem__(0, d["players"][0]["hand"][0].lower()), "players[0].hand[0]"),
        (lambda d: d.__setitem__("seed", 3), "unknown field(s) seed"),
        (lambda d: d["players"][1].__setitem__("points", 3), "players[1]: unknown field(s) points"),
        (lambda d: d.__setitem__("round", 0), "round: expected a number of at least 1"),
        (lambda d: d["players"].pop(), "players: expected 2 to 4 entries, got 1"),
    ],
)
def test_the_reader_names_what_the_schema_refuses(change: Any, place: str) -> None:
    """The cases issue 14 found (lower-case cards, unknown fields) and two bounds, each refused in words."""
    data = state_json(STATES["fresh two-player round"])
    change(data)
    assert not VALIDATOR.is_valid(data)
    with pytest.raises(InputError) as refused:
        state_from_json(data)
    assert place in str(refused.value)
