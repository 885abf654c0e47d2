"""Positions a game reaches in play, each with the deal and the legal actions that lead to it (issue 44).

A witness of ``rulebook diff`` about play must be a position that can happen. A game's witness search draws its
positions from games played: each dealt by the engine's own ``new`` and played on by legal actions only, chosen by a
game's policy; a position is kept where the game's readings of play act (``kept``), once, in play order, with the
setup and the actions that reach it so that anyone can replay it (the games' tests do). The loop is the same for every
game; the game gives its engine's functions.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Reached:
    """A position and how a game reaches it: its setup and seed, and the legal actions from the deal, as text."""

    state: dict[str, Any]
    """The position, as a state file's JSON."""
    setup: Mapping[str, Any]
    """What the game was set up with, besides the seed (``{"players": 3}``, ``{"mode": "points"}``)."""
    seed: int
    """The seed of the deal and of the random choices."""
    actions: tuple[str, ...]
    """The actions from the deal to the position, as text, in order."""


@dataclass(frozen=True)
class Player(Generic[S, A]):
    """The engine's functions a game is played with (under one reading, which they close over)."""

    legal_actions: Callable[[S], Sequence[A]]
    apply: Callable[[S, A], S]
    choose: Callable[[S, Sequence[A], random.Random, int], A]
    """The action a policy takes (given the random source and the game's seed, which may pick the policy)."""
    state_json: Callable[[S], dict[str, Any]]
    action_text: Callable[[A], str]
    kept: Callable[[S, dict[str, Any]], bool]
    """Whether a position is one the readings of play act on (the state and its JSON)."""
    steps: int = 400
    """The most actions a game is played for (games end well before)."""


def reached(player: Player[S, A], deals: Iterable[tuple[Mapping[str, Any], int, S]]) -> tuple[Reached, ...]:
    """Every kept position the games of ``deals`` (setup, seed, first state) reach, each once, in play order."""
    found: list[Reached] = []
    seen: set[str] = set()
    for setup, seed, state in deals:
        rng = random.Random(seed)
        taken: list[str] = []
        for _ in range(player.steps):
            actions = player.legal_actions(state)
            if not actions:
                break
            data = player.state_json(state)
            if player.kept(state, data):
                key = json.dumps(data, sort_keys=True)
                if key not in seen:
                    seen.add(key)
                    found.append(Reached(data, setup, seed, tuple(taken)))
            action = player.choose(state, actions, rng, seed)
            taken.append(player.action_text(action))
            state = player.apply(state, action)
    return tuple(found)


__all__ = ["Player", "Reached", "reached"]
