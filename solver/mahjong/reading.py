"""The typed reading value of classical mahjong: one field per open point of the rulebook (``spec/mahjong.toml``).

Both encodings take a :class:`Reading`; a test keeps this class and the register in step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Literal

from solver.core.readings import check_choices, parse_choices

GAME = "mahjong"
_SPEC_KEYS = {"hand_sets": "hand.sets"}
_FIELD_NAMES = {key: name for name, key in _SPEC_KEYS.items()}


@dataclass(frozen=True)
class Reading:
    """One choice for every reading key of classical mahjong."""

    hand_sets: Literal["four", "three"] = "four"

    @classmethod
    def from_mapping(cls, choices: Mapping[str, object]) -> Reading:
        """Build a reading from ``{"hand.sets": "three"}``; unnamed keys keep their default."""
        checked = check_choices(GAME, choices)
        return cls(**{_FIELD_NAMES[key]: value for key, value in checked.items()})  # type: ignore[arg-type]

    @classmethod
    def from_pairs(cls, pairs: Iterable[str]) -> Reading:
        """Build a reading from ``["hand.sets=three"]`` (the CLI's ``--reading`` options)."""
        return cls.from_mapping(parse_choices(GAME, pairs))

    def as_mapping(self) -> dict[str, str]:
        """Every key with its chosen option, keyed as in the spec."""
        return {_SPEC_KEYS[f.name]: getattr(self, f.name) for f in fields(self)}

    @property
    def sets(self) -> int:
        """Sets in a winning hand besides the pair (rule ``mahjong.hand.standard-form``, reading ``hand.sets``)."""
        return 3 if self.hand_sets == "three" else 4


DEFAULT = Reading()

__all__ = ["DEFAULT", "GAME", "Reading"]
