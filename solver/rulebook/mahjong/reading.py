"""The typed reading value of classical mahjong: one field per open point of the rulebook (``spec/mahjong.toml``).

Both encodings take a :class:`Reading`; a test keeps this class and the register in step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Literal

from rulebook.core.readings import check_choices, parse_choices

GAME = "mahjong"
_SPEC_KEYS = {
    "hand_sets": "hand.sets",
    "winner_bonus": "score.winner-bonus",
    "limit": "score.limit",
    "loser_pairs": "score.loser-pairs",
    "wind_pair": "score.wind-pair",
    "dragon_doubles": "double.dragons",
    "special_value": "special.value",
    "chow_from": "claim.chow-from",
    "claim_priority": "claim.priority",
}
_FIELD_NAMES = {key: name for name, key in _SPEC_KEYS.items()}


@dataclass(frozen=True)
class Reading:
    """One choice for every reading key of classical mahjong."""

    hand_sets: Literal["four", "three"] = "four"
    winner_bonus: Literal["10", "20"] = "10"
    limit: Literal["300", "500", "1000"] = "300"
    loser_pairs: Literal["yes", "no"] = "yes"
    wind_pair: Literal["any", "own"] = "any"
    dragon_doubles: Literal["each", "once"] = "each"
    special_value: Literal["at-least", "added"] = "at-least"
    chow_from: Literal["previous", "next"] = "previous"
    claim_priority: Literal["pung-first", "turn-order"] = "pung-first"

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

    def changed(self) -> dict[str, str]:
        """Only the keys whose option differs from the default."""
        default = Reading().as_mapping()
        return {key: value for key, value in self.as_mapping().items() if value != default[key]}

    @property
    def sets(self) -> int:
        """Sets in a winning hand besides the pair (rule ``mahjong.hand.standard-form``, reading ``hand.sets``)."""
        return 3 if self.hand_sets == "three" else 4

    @property
    def bonus(self) -> int:
        """Points the winner adds (rule ``mahjong.score.winner-bonus``, reading ``score.winner-bonus``)."""
        return int(self.winner_bonus)

    @property
    def cap(self) -> int:
        """The most a hand scores (rule ``mahjong.score.limit``, reading ``score.limit``)."""
        return int(self.limit)


DEFAULT = Reading()

__all__ = ["DEFAULT", "GAME", "Reading"]
