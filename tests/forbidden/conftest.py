"""Shared fixtures: one model and one engine per reading, built once per test session."""

from __future__ import annotations

from functools import cache

from rulebook.forbidden.engine.hand import Engine
from rulebook.forbidden.model.hand import Model
from rulebook.forbidden.reading import DEFAULT, Reading


@cache
def model_for(reading: Reading = DEFAULT) -> Model:
    """The Z3 model under ``reading`` (cached: its solvers are reused)."""
    return Model(reading)


@cache
def engine_for(reading: Reading = DEFAULT) -> Engine:
    """The engine under ``reading`` (cached: its tables are reused)."""
    return Engine(reading)
