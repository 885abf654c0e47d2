"""The typed reading value of FORBIDDEN: one field per open point of the rulebook.

Both encodings (the Z3 model and the engine) take a :class:`Reading`; nothing about the open points hides in
globals. The keys, options, defaults and evidence live in ``spec/forbidden.toml``; a test keeps this class and
the register in step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Literal

from rulebook.core.readings import check_choices, parse_choices

GAME = "forbidden"


@dataclass(frozen=True)
class Reading:
    """One choice for every reading key of FORBIDDEN (the field name is the key with ``.``/``-`` as ``_``)."""

    emperor_forbidden: Literal["always", "with-real-forbidden"] = "always"
    wild_exhausted_card: Literal["allowed", "refused"] = "allowed"
    wild_yin_yang_bonus: Literal["no", "yes"] = "no"
    wild_counts_for_size: Literal["yes", "no"] = "yes"
    laid_split: Literal["no", "yes"] = "no"
    penalty_table_forbidden: Literal["yes", "no"] = "yes"
    marriage: Literal["emperor-and-empress", "empress-alone"] = "emperor-and-empress"
    empress_lone_forbidden: Literal["no", "yes"] = "no"
    arrangement: Literal["best", "most-cards"] = "best"
    variant_fast: Literal["no", "yes"] = "no"
    # Readings of play (scope "play" in the spec).
    draw_exhausted: Literal["void", "score-all"] = "void"
    treasure_won: Literal["never", "cheng-player"] = "never"
    treasure_overflow: Literal["return-to-deck", "game-ends"] = "return-to-deck"
    monkey_power: Literal["none", "takes-emperor"] = "none"
    claim_wild: Literal["yes", "no"] = "yes"
    claim_forbidden_destination: Literal["table", "hand"] = "table"
    block_forbidden_claim: Literal["yes", "no"] = "yes"
    block_which_pile: Literal["closest-blockable", "closest-only"] = "closest-blockable"
    block_returned_card: Literal["under-blocker", "on-top"] = "under-blocker"
    block_next_player: Literal["claimant-left", "blocker-left"] = "claimant-left"
    variant_two_player: Literal["yes", "no"] = "yes"

    @classmethod
    def from_mapping(cls, choices: Mapping[str, object]) -> Reading:
        """Build a reading from ``{"wild.yin-yang-bonus": "yes", ...}``; unnamed keys keep their default."""
        checked = check_choices(GAME, choices)
        return cls(**{field_name(key): value for key, value in checked.items()})  # type: ignore[arg-type]

    @classmethod
    def from_pairs(cls, pairs: Iterable[str]) -> Reading:
        """Build a reading from ``["wild.yin-yang-bonus=yes", ...]`` (the CLI's ``--reading`` options)."""
        return cls.from_mapping(parse_choices(GAME, pairs))

    def as_mapping(self) -> dict[str, str]:
        """Every key with its chosen option, keyed as in the spec."""
        return {spec_key(f.name): getattr(self, f.name) for f in fields(self)}

    def changed(self) -> dict[str, str]:
        """Only the keys whose option differs from the default."""
        default = Reading()
        return {key: value for key, value in self.as_mapping().items() if value != default.as_mapping()[key]}

    @property
    def max_discards(self) -> int:
        """How many cards a player may discard before going Cheng (rule forbidden.cheng.discard)."""
        return 2 if self.variant_fast == "yes" else 1


_SPEC_KEYS = {
    "emperor_forbidden": "emperor.forbidden",
    "wild_exhausted_card": "wild.exhausted-card",
    "wild_yin_yang_bonus": "wild.yin-yang-bonus",
    "wild_counts_for_size": "wild.counts-for-size",
    "laid_split": "laid.split",
    "penalty_table_forbidden": "penalty.table-forbidden",
    "marriage": "marriage",
    "empress_lone_forbidden": "empress.lone-forbidden",
    "arrangement": "arrangement",
    "variant_fast": "variant.fast",
    "draw_exhausted": "draw.exhausted",
    "treasure_won": "treasure.won",
    "treasure_overflow": "treasure.overflow",
    "monkey_power": "monkey.power",
    "claim_wild": "claim.wild",
    "claim_forbidden_destination": "claim.forbidden-destination",
    "block_forbidden_claim": "block.forbidden-claim",
    "block_which_pile": "block.which-pile",
    "block_returned_card": "block.returned-card",
    "block_next_player": "block.next-player",
    "variant_two_player": "variant.two-player",
}
_FIELD_NAMES = {key: name for name, key in _SPEC_KEYS.items()}


def spec_key(name: str) -> str:
    """The spec's key for a field of :class:`Reading`."""
    return _SPEC_KEYS[name]


def field_name(key: str) -> str:
    """The field of :class:`Reading` for a spec key."""
    return _FIELD_NAMES[key]


DEFAULT = Reading()
