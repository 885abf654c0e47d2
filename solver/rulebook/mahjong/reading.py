"""The typed reading value of classical mahjong: one field per open point of the rulebook (``spec/mahjong.toml``).

Both encodings take a :class:`Reading`; a test keeps this class and the register in step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from rulebook.core.reading import ReadingValue

GAME = "mahjong"
_FIELDS = {
    "score.winner-bonus": "winner_bonus",
    "score.bonus-order": "bonus_order",
    "score.limit": "limit",
    "score.loser-pairs": "loser_pairs",
    "score.wind-pair": "wind_pair",
    "score.discard-pung": "discard_pung",
    "double.dragons": "dragon_doubles",
    "double.prevailing-wind": "prevailing_wind",
    "double.one-suit-honours": "one_suit_honours",
    "special.value": "special_value",
    "special.order": "special_order",
    "settle.east-double": "east_double",
    "claim.chow-from": "chow_from",
    "claim.priority": "claim_priority",
    "claim.win-first": "win_first",
}


@dataclass(frozen=True)
class Reading(ReadingValue):
    """One choice for every reading key of classical mahjong."""

    GAME: ClassVar[str] = GAME
    FIELDS: ClassVar[dict[str, str]] = _FIELDS

    hand_sets: Literal["four", "three"] = "four"
    winner_bonus: Literal["10", "20"] = "10"
    bonus_order: Literal["before-doubling", "after-doubling"] = "before-doubling"
    limit: Literal["300", "500", "1000"] = "300"
    loser_pairs: Literal["yes", "no"] = "yes"
    wind_pair: Literal["any", "own"] = "any"
    discard_pung: Literal["concealed", "exposed"] = "concealed"
    dragon_doubles: Literal["each", "once"] = "each"
    prevailing_wind: Literal["none", "round-wind"] = "none"
    one_suit_honours: Literal["any", "pair"] = "any"
    special_value: Literal["at-least", "added"] = "at-least"
    special_order: Literal["after-doubling", "before-doubling"] = "after-doubling"
    east_double: Literal["every", "winner"] = "every"
    chow_from: Literal["previous", "next"] = "previous"
    claim_priority: Literal["pung-first", "turn-order"] = "pung-first"
    win_first: Literal["yes", "no"] = "yes"

    @property
    def sets(self) -> int:
        """Sets in a winning hand besides the pair (rule ``mahjong.hand.standard-form``, reading ``hand.sets``)."""
        return 3 if self.hand_sets == "three" else 4

    @property
    def bonus(self) -> int:
        """Points the winner adds (rule ``mahjong.score.winner-bonus``, reading ``score.winner-bonus``)."""
        return int(self.winner_bonus)

    @property
    def late_bonus(self) -> bool:
        """Whether the winner's bonus is added after the doublings (reading ``score.bonus-order=after-doubling``)."""
        return self.bonus_order == "after-doubling"

    @property
    def cap(self) -> int:
        """The most a hand scores (rule ``mahjong.score.limit``, reading ``score.limit``)."""
        return int(self.limit)


DEFAULT = Reading()

__all__ = ["DEFAULT", "GAME", "Reading"]
