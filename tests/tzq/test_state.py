"""The Tien Zi Que state: its JSON form, its schema, the validator and the action texts.

The validator's expectations come from the rulebook: 54 cards (Contents), five cards in hand between turns
(Glossary "Hand"), six after taking a card, five combinations make Mah-jong (End of the Round), four rounds.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.errors import InputError
from rulebook.tzq.actions import Chow, Combine, Discard, Draw, NextRound, parse_action
from rulebook.tzq.cards import Cards
from rulebook.tzq.engine.play import apply, legal_actions, new_game
from rulebook.tzq.reading import DEFAULT
from rulebook.tzq.state import State, evolve, state_from_json, state_json
from rulebook.tzq.validate import check_state, violations

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "spec" / "tzq-state.schema.json").read_text())


def played_states(seed: int, actions: int) -> list[State]:
    """The states of a game played at random for ``actions`` actions."""
    rng = random.Random(seed)
    state = new_game(seed)
    states = [state]
    for _ in range(actions):
        if state.phase == "game-over":
            break
        choices = legal_actions(state) or (NextRound(),)
        state = apply(state, rng.choice(choices))
        states.append(state)
    return states


def test_json_round_trip_and_schema_on_played_states() -> None:
    for state in played_states(seed=4, actions=300):
        data = json.loads(json.dumps(state_json(state)))
        jsonschema.validate(data, SCHEMA)
        assert state_from_json(data) == state
        assert violations(state) == []


def test_json_form_of_a_new_game() -> None:
    data = state_json(new_game(seed=2, first_player=1))
    assert data["game"] == "tzq"
    assert (data["round"], data["first_player"], data["turn"], data["phase"]) == (1, 1, 1, "start")
    assert [len(player["hand"]) for player in data["players"]] == [5, 5]
    assert (len(data["draw_pile"]), data["discard_pile"], data["last_discarded"]) == (44, [], 0)
    assert (data["taken"], data["winner"], data["reshuffles"], data["seed"]) == (None, None, 0, 2)


def base() -> dict[str, Any]:
    return state_json(new_game(seed=1))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(colour="red"), r"state: unknown field\(s\) colour"),
        (lambda d: d.pop("players"), "state: missing 'players'"),
        (lambda d: d.update(players=d["players"][:1]), "players: expected 2 players, got 1"),
        (lambda d: d["players"][1]["hand"].__setitem__(2, "4A"), r"players\[1\]\.hand\[2\]: unknown card '4A'"),
        (lambda d: d["players"][0].update(score=3), r"players\[0\]: unknown field\(s\) score"),
        (lambda d: d.update(phase="claim"), "phase: expected one of start, drawn, taken"),
        (lambda d: d.update(turn=2), "turn: expected a number from 0 to 1, got 2"),
        (lambda d: d.update(turn=True), "turn: expected a whole number"),
        (lambda d: d.update(last_discarded=3), "last_discarded: expected a number from 0 to 2"),
        (lambda d: d.update(round=5), "round: expected a number from 1 to 4"),
        (lambda d: d.update(game="forbidden"), "state.game: expected 'tzq'"),
        (lambda d: d.update(draw_pile="4a 5b"), "draw_pile: expected a list"),
        (lambda d: d.update(taken=7), "taken: expected a card token"),
        (lambda d: d.update(drawn="X"), "drawn: unknown card"),
    ],
)
def test_malformed_json_names_the_field(change: Any, message: str) -> None:
    data = base()
    change(data)
    with pytest.raises(InputError, match=message):
        state_from_json(data)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, SCHEMA)


def test_a_wrongly_cased_token_gets_a_hint() -> None:
    data = base()
    data["draw_pile"][0] = "e"
    with pytest.raises(InputError, match="written E"):
        state_from_json(data)


def test_the_validator_counts_the_54_cards() -> None:
    state = new_game(seed=1)
    # One card moved from the draw pile into the discard pile too: one copy too many of it.
    card = state.draw_pile[0]
    doubled = evolve(state, discard_pile=(card,))
    problems = violations(doubled)
    assert any(f"copies of {card}" in problem and "too many" in problem for problem in problems)
    assert any("55 cards" in problem for problem in problems)
    # A card lost from the draw pile: missing, 53 cards.
    lost = evolve(state, draw_pile=state.draw_pile[1:])
    assert any("missing" in problem for problem in violations(lost))


def test_the_validator_checks_hand_sizes_per_phase() -> None:
    state = new_game(seed=1)
    # Six cards in phase start is wrong: five between turns (tzq.turn.hand-size).
    player = state.players[0]
    six = evolve(
        state,
        players=(evolve(player, hand=player.hand + Cards.of([state.draw_pile[0]])), state.players[1]),
        draw_pile=state.draw_pile[1:],
    )
    assert violations(six) == ["players[0].hand holds 6 cards; 5 expected in phase start"]
    # The same position in phase drawn, naming the card drawn, is right.
    assert violations(evolve(six, phase="drawn", drawn=state.draw_pile[0])) == []


def test_the_validator_requires_the_card_drawn_exactly_in_phase_drawn() -> None:
    # Phase drawn records the card the turn drew (a Pung may be asked to hold it, reading pung.drawn-card); it is
    # one of the six cards in hand, and no other phase names one.
    state = new_game(seed=1)
    player, top = state.players[0], state.draw_pile[0]
    drawn = evolve(
        state,
        players=(evolve(player, hand=player.hand + Cards.of([top])), state.players[1]),
        draw_pile=state.draw_pile[1:],
        phase="drawn",
    )
    assert violations(drawn) == ["phase is drawn but drawn names no card"]
    absent = next(kind for kind in ("E", "S", "W", "N", "D", "T") if drawn.players[0].hand.count(kind) == 0)
    assert violations(evolve(drawn, drawn=absent)) == [f"drawn is {absent} but players[0].hand does not hold it"]
    assert violations(evolve(state, drawn=top)) == [f"drawn is {top} outside phase drawn"]


def test_the_validator_checks_the_phase() -> None:
    state = new_game(seed=1)
    problems = violations(evolve(state, taken="E", winner=1, last_discarded=2))
    assert "taken is E outside phase taken" in problems
    assert "winner is 1 while the round is played (phase start)" in problems
    assert "last_discarded is 2 but the discard pile holds 0" in problems
    assert violations(evolve(state, phase="game-over")) != []  # round 1 is not the last round
    with pytest.raises(InputError, match="impossible state: 3 problems"):
        check_state(evolve(state, taken="E", winner=1, last_discarded=2), DEFAULT)


def test_the_validator_bounds_the_score_piles() -> None:
    # Five combinations make Mah-jong and end the round: a fifth score-pile card while the round is played is
    # impossible: move five draw-pile cards to player 1's score pile in phase start.
    state = new_game(seed=1)
    five, rest = state.draw_pile[:5], state.draw_pile[5:]
    piled = evolve(state, players=(state.players[0], evolve(state.players[1], score_pile=five)), draw_pile=rest)
    assert violations(piled) == [
        "players[1].score_pile holds 5 cards; a fifth combination makes Mah-jong and ends the round"
    ]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("draw", Draw()),
        ("chow 5B", Chow("5b")),
        ("discard e", Discard("E")),
        ("combine T 5b 4a keep 4A", Combine(("4a", "5b", "T"), "4a")),
        ("next-round", NextRound()),
    ],
)
def test_action_texts(text: str, action: object) -> None:
    parsed = parse_action(text)
    assert parsed == action
    assert parse_action(str(parsed)) == parsed


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty action"),
        ("pung 4a", "unknown action"),
        ("chow", "one card"),
        ("combine 4a 5b T", "combine A B C keep K"),
        ("combine 4a 5b T keep E", "not one of the combination's cards"),
        ("discard 0a", "unknown card"),
    ],
)
def test_bad_action_texts(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_action(text)


def test_the_validator_checks_a_round_just_won() -> None:
    # End of the Round: the winner's fifth combination leaves five cards on the score pile and three in hand
    # (six less the three exposed; no refill). Player 0 holding five in hand and a four-card pile is no winner.
    state = new_game(seed=1)
    over = evolve(state, phase="round-over", winner=0)
    assert violations(over) == [
        "players[0].hand holds 5 cards; 3 expected in phase round-over",
        "players[0].score_pile holds 0 cards; the round's winner holds 5",
    ]
