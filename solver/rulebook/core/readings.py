"""Parse ``KEY=VALUE`` reading choices against a game's reading register.

Each game wraps the result in its own typed, frozen reading value; this module only checks keys and options so
that a typo is refused with a message that names it and lists the choices.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType

from rulebook.core.errors import InputError
from rulebook.core.register import ReadingKey, reading_keys


def parse_choices(game: str, pairs: Iterable[str]) -> dict[str, str]:
    """Turn ``["wild.yin-yang-bonus=yes", ...]`` into a checked ``{key: value}`` mapping."""
    choices: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise InputError(f"reading {pair!r} is not of the form KEY=VALUE")
        choices[key.strip()] = value.strip()
    return check_choices(game, choices)


@cache
def _register(game: str) -> Mapping[str, ReadingKey]:
    """The reading keys of ``game`` by key (worked out once: every reading a check asks again is checked here)."""
    return MappingProxyType({entry.key: entry for entry in reading_keys(game)})


def check_choices(game: str, choices: Mapping[str, object]) -> dict[str, str]:
    """Check every key and value of ``choices`` against the register of ``game``."""
    register = _register(game)
    checked: dict[str, str] = {}
    for key, value in choices.items():
        entry = register.get(key)
        if entry is None:
            known = ", ".join(sorted(register))
            raise InputError(f"unknown reading {key!r}; known readings: {known}")
        if not isinstance(value, str) or value not in entry.options:
            options = ", ".join(entry.options)
            raise InputError(f"reading {key!r} has no option {value!r}; options: {options}")
        checked[key] = value
    return checked
