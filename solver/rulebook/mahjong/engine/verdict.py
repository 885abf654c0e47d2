"""The engine's whole answer about one hand: winning or why not, every split, the score, and the rules behind it.

This is what ``rulebook mahjong check`` renders. It is worked out once per question: one engine and one scorer per
reading (kept for later questions), the splits computed once and handed to the scorer.

The rules named are those that decide the answer:

- always ``mahjong.hand.standard-form`` (four sets and a pair, "Development of the game");
- the set rules of the kinds of group used: in any split (``mahjong.set.pung``, ``.chow``, ``.pair``) or on the
  table, ``mahjong.set.kong`` for a kong on the table, and ``mahjong.set.exposed`` when any set is on the table;
- with a score ("Punctuation"): ``mahjong.hand.best-split`` when a winner's hand splits, each scoring rule that
  gave points, ``mahjong.score.winner-bonus`` for a winner or ``mahjong.score.loser-hand`` for a loser, each
  doubling, the special hand if any, and ``mahjong.score.limit``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rulebook.mahjong.engine.hand import Decomposition, Engine, Group
from rulebook.mahjong.engine.scoring import Score, Scorer
from rulebook.mahjong.hand import Hand, Seat, Win
from rulebook.mahjong.reading import Reading

STANDARD_FORM = "mahjong.hand.standard-form"
SET_RULES: dict[str, str] = {"pung": "mahjong.set.pung", "chow": "mahjong.set.chow", "pair": "mahjong.set.pair"}
"""The rule id behind each kind of group."""
SET_WORDS = {3: "three", 4: "four"}


@dataclass(frozen=True)
class HandVerdict:
    """The engine's answer about one hand, as asked: a winner's (by default) or a loser's."""

    hand: Hand
    seat: Seat
    winner: bool
    win: Win
    reading: Reading
    splits: tuple[Decomposition, ...]
    """Every split of the tiles in hand of a winning hand; empty when it does not win."""
    reason: str | None
    """Why the hand is not winning (None when it is)."""
    score: Score | None
    """The winner's score (None when the hand does not win), or the loser's."""
    rules: tuple[str, ...]
    """The rule ids that decide the answer, in the order above."""

    @property
    def winning(self) -> bool:
        """Whether the hand is a winning hand."""
        return self.reason is None

    @property
    def form(self) -> str:
        """The winning form in words: ``four sets and a pair`` (``three`` under ``hand.sets=three``)."""
        return f"{SET_WORDS[self.reading.sets]} sets and a pair"


def group_kind(group: Group) -> str:
    """``pair`` (two alike), ``pung`` (three alike) or ``chow`` (three in a row) for a group of a split."""
    if len(group) == 2:
        return "pair"
    return "pung" if len(set(group)) == 1 else "chow"


@cache
def scorer_for(reading: Reading) -> Scorer:
    """One scorer (and its engine) per reading, built on first use."""
    return Scorer(reading)


def judge(hand: Hand, seat: Seat, winner: bool, win: Win, reading: Reading) -> HandVerdict:
    """The whole answer about ``hand``, each part computed once."""
    scorer = scorer_for(reading)
    engine: Engine = scorer.engine
    reason = _not_winning_reason(hand, reading, engine)
    splits = engine.decompositions(hand.concealed) if reason is None else []
    if not winner:
        score: Score | None = scorer.loser(hand, seat)
    else:
        score = scorer.winner(hand, seat, win, splits) if reason is None else None
    return HandVerdict(hand, seat, winner, win, reading, tuple(splits), reason, score, _rules(hand, splits, score))


def _not_winning_reason(hand: Hand, reading: Reading, engine: Engine) -> str | None:
    """Why the hand is not winning (None if it is): too many sets, the wrong tile count, or no split."""
    missing = reading.sets - len(hand.melds)
    if missing < 0:
        return f"{len(hand.melds)} sets on the table, {reading.sets} wanted"
    size = 3 * missing + 2
    if len(hand.concealed) != size:
        where = f" besides {len(hand.melds)} set(s) on the table" if hand.melds else ""
        return f"wrong tile count ({len(hand.concealed)} tiles in hand{where}, {size} expected)"
    return None if engine.wins(hand) else f"no split into {SET_WORDS[reading.sets]} sets and a pair"


def _rules(hand: Hand, splits: list[Decomposition], score: Score | None) -> tuple[str, ...]:
    """The rule ids behind the answer: the form, the set rules used, then those the score applied."""
    used = {group_kind(group) for split in splits for group in split}
    used |= {meld.shape for meld in hand.melds if meld.shape != "kong"}
    found = [STANDARD_FORM, *(rule for kind, rule in SET_RULES.items() if kind in used)]
    if any(meld.shape == "kong" for meld in hand.melds):
        found.append("mahjong.set.kong")
    if hand.melds:
        found.append("mahjong.set.exposed")
    if score is not None:
        if splits:
            found.append("mahjong.hand.best-split")
        scoring = [item.rule for item in score.items if item.points and item.rule not in found]
        found += sorted(set(scoring), key=scoring.index)
        found.append("mahjong.score.winner-bonus" if score.bonus else "mahjong.score.loser-hand")
        found += sorted(set(score.doublings), key=score.doublings.index)
        if score.special:
            found.append(score.special)
        found.append("mahjong.score.limit")
    return tuple(found)


__all__ = ["SET_RULES", "STANDARD_FORM", "HandVerdict", "group_kind", "judge", "scorer_for"]
