"""Going Cheng and scoring (rulebook Section 7 and "Scoring"), as one small function per rule.

* ``forbidden.cheng.lone-forbidden``: the Forbidden cards that count are those in hand plus those claimed onto the
  table, plus one for the Emperor (reading ``emperor.forbidden``: always, or only together with a real one). A
  player may go Cheng with none, or with two or more; with exactly one only if reading ``empress.lone-forbidden``
  is ``yes`` and they hold the Empress.
* Cheng score: (set points + 10 Cheng bonus + 10 for the Rooster) x the Forbidden count when it is 2 or more,
  x 2 for the Royal Marriage. The count leaves out the Forbidden cards claimed onto the table under reading
  ``multiplier.table-forbidden=no``.
* Score of a player who did not go Cheng: (set points + 15 for the Rooster - 5 per Forbidden card unless the
  Emperor protects them: all of them, or one under reading ``emperor.protection=one``) x 2 for the Royal
  Marriage (negative scores are doubled too: the Marriage doubles "the entire score"). Under reading
  ``score.floor=zero`` a score below zero counts as zero.

Every score comes with its breakdown: one :class:`ScoreLine` per item, applied in order (add, then multiply).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from rulebook.forbidden.cards import EMPEROR, EMPRESS, ROOSTER, YIN_YANG_VALUES, Cards
from rulebook.forbidden.engine.shapes import YIN_YANG_BONUS, ScoringRules, Shape
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import ScoreLine

RULE_ALL_NUMBERS = "forbidden.hand.all-numbers-in-sets"
RULE_LONE_FORBIDDEN = "forbidden.cheng.lone-forbidden"
RULE_ONE_WILD = "forbidden.set.one-wild"
RULE_SETS = "forbidden.score.sets"
RULE_YIN_YANG = "forbidden.score.yin-yang"
RULE_CHENG_BONUS = "forbidden.score.cheng-bonus"
RULE_ROOSTER = "forbidden.score.rooster"
RULE_MULTIPLIER = "forbidden.score.forbidden-multiplier"
RULE_PENALTY = "forbidden.score.forbidden-penalty"
RULE_MARRIAGE = "forbidden.score.royal-marriage"

CHENG_BONUS = 10
"""Scoring: 10 bonus points to the player who lays down first."""
ROOSTER_CHENG_BONUS = 10
ROOSTER_OTHER_BONUS = 15
"""Scoring: the Rooster earns 10 for the Cheng player, 15 for any other player."""
FORBIDDEN_PENALTY = 5
"""Scoring: 5 points deducted per Forbidden card held by a player who did not go Cheng."""
MARRIAGE_FACTOR = 2
"""Scoring: the Royal Marriage doubles the entire score."""
MULTIPLIER_FROM = 2
"""Scoring: two or more Forbidden cards multiply the Cheng score by their number."""
LONE = 1
"""Section 7: a lone Forbidden card prevents going Cheng."""

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")


class Holding(NamedTuple):
    """What, besides number cards, decides going Cheng and the score: Forbidden cards and three royals."""

    hand_forbidden: int
    table_forbidden: int
    emperor: bool
    empress: bool
    rooster: bool

    @classmethod
    def of(cls, hand: Cards, table_forbidden: int) -> Holding:
        """The holding of a hand and the Forbidden cards its player claimed onto the table."""
        return cls(hand.forbidden, table_forbidden, hand.has(EMPEROR), hand.has(EMPRESS), hand.has(ROOSTER))

    @property
    def real_forbidden(self) -> int:
        """Forbidden cards in hand and claimed onto the table (Section 7: claimed ones count as held)."""
        return self.hand_forbidden + self.table_forbidden


def emperor_counts(holding: Holding, reading: Reading) -> bool:
    """Reading ``emperor.forbidden``: the Emperor counts as a Forbidden card always, or only with a real one."""
    if not holding.emperor:
        return False
    return reading.emperor_forbidden == "always" or holding.real_forbidden >= 1


def forbidden_count(holding: Holding, reading: Reading) -> int:
    """The Forbidden cards that count for going Cheng and for the multiplier."""
    return holding.real_forbidden + (1 if emperor_counts(holding, reading) else 0)


def count_allows_cheng(holding: Holding, reading: Reading) -> bool:
    """Rule forbidden.cheng.lone-forbidden: zero, or two or more; one only with the Empress if the reading says so."""
    count = forbidden_count(holding, reading)
    if count != LONE:
        return True
    return reading.empress_lone_forbidden == "yes" and holding.empress


def refused_by(complete: bool, count_ok: bool, one_wild: bool = False) -> tuple[str, ...]:
    """The rule ids that refuse going Cheng, sorted; empty when the player may go Cheng.

    ``one_wild``: the hand would be complete but for rule ``forbidden.set.one-wild`` (a set refused for its second
    wild), which is then named beside ``forbidden.hand.all-numbers-in-sets``.
    """
    rules = ([] if complete else [RULE_ALL_NUMBERS]) + ([] if count_ok else [RULE_LONE_FORBIDDEN])
    rules += [RULE_ONE_WILD] if one_wild else []
    return tuple(sorted(rules))


def has_marriage(holding: Holding, reading: Reading) -> bool:
    """Reading ``marriage``: the Emperor and the Empress together, or the Empress alone."""
    if reading.marriage == "empress-alone":
        return holding.empress
    return holding.emperor and holding.empress


class ScoredSet(NamedTuple):
    """One set of an arrangement, in its colour; ``laid`` if it extends a set laid down during the round."""

    shape: Shape
    colour: str
    laid: bool = False


def set_lines(sets: Sequence[ScoredSet], rules: ScoringRules) -> list[ScoreLine]:
    """Rules forbidden.score.sets and forbidden.score.yin-yang: a line per set, then one per bonus card."""
    lines: list[ScoreLine] = []
    for scored in sets:
        lines += scored_set_lines(scored, rules)
    return lines


@cache
def scored_set_lines(scored: ScoredSet, rules: ScoringRules) -> tuple[ScoreLine, ...]:
    """The lines of one set (:func:`set_lines`), remembered: a set of a colour is one of a few hundred shapes."""
    label = scored.shape.describe(scored.colour, rules)
    if scored.laid:
        label += ", extends a laid set"
    lines = [ScoreLine(label, RULE_SETS, scored.shape.set_points(rules))]
    for card in scored.shape.placed(scored.colour).cards:
        if card.is_yin_yang:
            lines.append(ScoreLine(f"Yin-Yang {card}", RULE_YIN_YANG, YIN_YANG_BONUS))
        elif card.is_wild and card.value in YIN_YANG_VALUES and rules.wild_yin_yang_bonus:
            lines.append(ScoreLine(f"wild {card} as a Yin-Yang card", RULE_YIN_YANG, YIN_YANG_BONUS))
    return tuple(lines)


def _count_words(count: int) -> str:
    """``two``, ``three``, ... for a line label."""
    return _NUMBER_WORDS[count] if count < len(_NUMBER_WORDS) else str(count)


def multiplying_forbidden(holding: Holding, reading: Reading) -> int:
    """The Forbidden cards that multiply the Cheng score (reading ``multiplier.table-forbidden``).

    Those that count for going Cheng, less the ones claimed onto the table under ``no``; the Emperor counts as for
    going Cheng (reading ``emperor.forbidden``).
    """
    count = forbidden_count(holding, reading)
    return count if reading.multiplier_table_forbidden == "yes" else count - holding.table_forbidden


def _multiplier_line(holding: Holding, reading: Reading) -> ScoreLine | None:
    """Rule forbidden.score.forbidden-multiplier: x count when two or more Forbidden cards count."""
    count = multiplying_forbidden(holding, reading)
    if count < MULTIPLIER_FROM:
        return None
    parts = []
    if holding.hand_forbidden:
        parts.append(f"{holding.hand_forbidden} in hand")
    if holding.table_forbidden and reading.multiplier_table_forbidden == "yes":
        parts.append(f"{holding.table_forbidden} claimed on the table")
    if emperor_counts(holding, reading):
        parts.append("the Emperor")
    return ScoreLine(f"{_count_words(count)} Forbidden cards ({', '.join(parts)})", RULE_MULTIPLIER, multiply=count)


def _marriage_line(holding: Holding, reading: Reading) -> list[ScoreLine]:
    """Rule forbidden.score.royal-marriage: x2, applied last."""
    if not has_marriage(holding, reading):
        return []
    who = "the Empress" if reading.marriage == "empress-alone" else "the Emperor and the Empress"
    return [ScoreLine(f"Royal Marriage ({who})", RULE_MARRIAGE, multiply=MARRIAGE_FACTOR)]


def cheng_extra_lines(holding: Holding, reading: Reading) -> list[ScoreLine]:
    """The Cheng score's lines after the sets' lines: Cheng bonus, Rooster, Forbidden multiplier, Royal Marriage."""
    lines = [ScoreLine("Cheng bonus", RULE_CHENG_BONUS, CHENG_BONUS)]
    if holding.rooster:
        lines.append(ScoreLine("Rooster (Cheng player)", RULE_ROOSTER, ROOSTER_CHENG_BONUS))
    multiplier = _multiplier_line(holding, reading)
    if multiplier is not None:
        lines.append(multiplier)
    return lines + _marriage_line(holding, reading)


def penalised_forbidden(holding: Holding, reading: Reading) -> int:
    """Forbidden cards that count towards the penalty (reading ``penalty.table-forbidden``)."""
    return holding.real_forbidden if reading.penalty_table_forbidden == "yes" else holding.hand_forbidden


def protected_forbidden(holding: Holding, caught: int, reading: Reading) -> int:
    """How many of the ``caught`` penalised Forbidden cards the Emperor protects (reading ``emperor.protection``).

    None without the Emperor; with it, all of them (``all``) or one (``one``).
    """
    if not holding.emperor:
        return 0
    return caught if reading.emperor_protection == "all" else min(caught, 1)


def other_extra_lines(holding: Holding, reading: Reading) -> list[ScoreLine]:
    """The non-Cheng score's lines after the sets' lines: Rooster, Forbidden penalty, Royal Marriage."""
    lines: list[ScoreLine] = []
    if holding.rooster:
        lines.append(ScoreLine("Rooster (not the Cheng player)", RULE_ROOSTER, ROOSTER_OTHER_BONUS))
    caught = penalised_forbidden(holding, reading)
    caught_label = f"{caught} Forbidden card{'' if caught == 1 else 's'} held"
    protected = protected_forbidden(holding, caught, reading)
    if caught and protected == caught:
        lines.append(ScoreLine(f"{caught_label}, the Emperor protects from the penalty", RULE_PENALTY))
    elif protected:
        label = f"{caught_label}, the Emperor protects one"
        lines.append(ScoreLine(label, RULE_PENALTY, -FORBIDDEN_PENALTY * (caught - protected)))
    elif caught:
        lines.append(ScoreLine(caught_label, RULE_PENALTY, -FORBIDDEN_PENALTY * caught))
    return lines + _marriage_line(holding, reading)


FLOOR_ITEM = "a round score below zero counts as zero"
"""The line of reading ``score.floor=zero`` (forbidden.score.forbidden-penalty: only the penalty goes below zero)."""


def floored(score: int, reading: Reading) -> int:
    """Reading ``score.floor``: a round score as it is (``none``), or zero in place of one below zero (``zero``)."""
    return max(score, 0) if reading.score_floor == "zero" else score


def floor_lines(lines: list[ScoreLine], reading: Reading) -> list[ScoreLine]:
    """A non-Cheng breakdown ``lines`` with, under ``score.floor=zero`` and below zero, a line bringing it to zero.

    Only the Forbidden penalty takes a score below zero (rule forbidden.score.forbidden-penalty), and the lines of a
    player who did not go Cheng only add, but for the Royal Marriage's x2 at the end; the line goes before it, so
    that the lines read in order and the lines' points added, then multiplied, both come to zero.
    """
    if reading.score_floor == "none" or total(lines) >= 0:
        return lines
    marriage = lines[-1:] if lines[-1].rule == RULE_MARRIAGE else []
    before = lines[: len(lines) - len(marriage)]
    return [*before, ScoreLine(FLOOR_ITEM, RULE_PENALTY, -total(before)), *marriage]


def total(lines: Sequence[ScoreLine], start: int = 0) -> int:
    """Apply the lines in order to ``start``: add, then multiply.

    The sets' lines only add, so ``total(extra, start=points)`` equals the total of the sets' lines (worth
    ``points`` together) followed by ``extra``.
    """
    score = start
    for line in lines:
        score = (score + line.add) * line.multiply
    return score
