"""The typed reading value of FORBIDDEN: one field per open point of the rulebook.

Both encodings (the Z3 model and the engine) take a :class:`Reading`; nothing about the open points hides in
globals. The keys, options, defaults and evidence live in ``spec/forbidden.toml``; a test keeps this class and
the register in step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from rulebook.core.reading import ReadingValue

GAME = "forbidden"


@dataclass(frozen=True)
class Reading(ReadingValue):
    """One choice for every reading key of FORBIDDEN (the field name is the key with ``.``/``-`` as ``_``)."""

    GAME: ClassVar[str] = GAME

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
    multiplier_table_forbidden: Literal["yes", "no"] = "yes"
    laid_wild_role: Literal["free", "fixed"] = "free"
    score_floor: Literal["none", "zero"] = "none"
    emperor_protection: Literal["all", "one"] = "all"
    # Readings of play (scope "play" in the spec).
    draw_exhausted: Literal["void", "score-all"] = "void"
    treasure_won: Literal["never", "cheng-player"] = "never"
    treasure_overflow: Literal["return-to-deck", "game-ends"] = "return-to-deck"
    monkey_power: Literal["none", "takes-emperor"] = "none"
    claim_wild: Literal["yes", "no"] = "yes"
    wild_claimable: Literal["no", "yes"] = "no"
    claim_forbidden_destination: Literal["table", "hand"] = "table"
    block_forbidden_claim: Literal["yes", "no"] = "yes"
    block_which_pile: Literal["closest-blockable", "closest-only"] = "closest-blockable"
    block_returned_card: Literal["under-blocker", "on-top"] = "under-blocker"
    block_next_player: Literal["claimant-left", "blocker-left"] = "claimant-left"
    claim_from_hand: Literal["required", "optional"] = "required"
    block_two_player_pile: Literal["first-pile", "blocker-chooses"] = "first-pile"
    variant_two_player: Literal["yes", "no"] = "yes"
    draw_empty_claim: Literal["round-ends", "claim-allowed"] = "round-ends"
    mistake_next_round: Literal["lapses", "carries"] = "lapses"
    cheng_compulsory: Literal["no", "yes"] = "no"
    game_tie: Literal["share", "play-on"] = "share"

    @property
    def max_discards(self) -> int:
        """How many cards a player may discard before going Cheng (rule forbidden.cheng.discard)."""
        return 2 if self.variant_fast == "yes" else 1


DEFAULT = Reading()
