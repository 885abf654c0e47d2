"""The fast engine of scoring in classical mahjong: points, doublings, special hands, the limit.

Rulebook ``mahjong-classical.txt``, "Punctuation" (rule ids in ``spec/mahjong.toml``):

* ``mahjong.score.pung`` / ``mahjong.score.kong`` — a pung scores 2 (simples, 2..8) or 4 (terminals 1 and 9,
  winds, dragons) on the table, twice that in hand (reading ``score.discard-pung``: a pung completed by the
  winning discard scores as in hand, or as on the table); a kong 8 or 16 on the table, twice that concealed. Chows
  score nothing.
* ``mahjong.score.pair`` — a pair of dragons or winds scores 2 (reading ``score.wind-pair``: any wind, or only the
  player's own).
* ``mahjong.score.winner-bonus`` — the winner adds 10 (reading ``score.winner-bonus``), to the points the
  doublings multiply (reading ``score.bonus-order=before-doubling``) or to the doubled score
  (``after-doubling``).
* ``mahjong.double.own-wind``, ``mahjong.double.dragons`` — a pung or kong of one's own wind (reading
  ``double.prevailing-wind``: and of the round's wind), and each of dragons (reading ``double.dragons``), double
  the score, for every player.
* ``mahjong.double.one-suit-honours`` (×2; reading ``double.one-suit-honours``: honours anywhere, or only as the
  pair) and ``mahjong.double.pure-suit`` (×8) — the winner only.
* ``mahjong.special.first-tile`` (300, East), ``mahjong.special.first-discard`` (150) — the winner only
  (reading ``special.value``: the score is at least that, or that much more; reading ``special.order``: it meets
  the doubled score, or the points before they double).
* ``mahjong.score.limit`` — at most 300 (reading ``score.limit``), applied last.
* ``mahjong.hand.best-split`` — the winner's hand scores by its best split.
* ``mahjong.score.loser-hand`` — a loser's kinds held three or four times in hand score as concealed pungs, two
  dragons or winds as a pair (reading ``score.loser-pairs``).

Doublings never depend on the split: winds and dragons make no chows, so their pungs are the same in every split,
and the suits held are the same; the best split is the one with most points. Under ``double.one-suit-honours=pair``
neither: a winning hand holding exactly two honour tiles, of one kind, holds them as its pair in every split (two
tiles make no set), and with any other count of honour tiles its honours are not only its pair.

>>> from rulebook.mahjong.hand import Seat, make_hand
>>> score = Scorer().winner(make_hand("111m 456p 789s RdRd", ["WWW"]), Seat("W"))
>>> score.points, len(score.doublings), score.score   # 8 concealed 1m + 4 exposed W + 2 dragon pair + 10; own wind
(24, 1, 48)
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core.errors import InputError
from rulebook.mahjong.engine.hand import SET_SIZE, Decomposition, Engine, Group
from rulebook.mahjong.hand import Hand, Meld, Seat, Win
from rulebook.mahjong.reading import DEFAULT, Reading
from rulebook.mahjong.tiles import ALL_KINDS, DRAGONS, HONOUR_KINDS, SUITS, WINDS

PUNG_POINTS = {"simple": 2, "major": 4}
"""An exposed pung of simples (2..8), or of terminals, winds or dragons ("major"); concealed doubles it."""
KONG_POINTS = {"simple": 8, "major": 16}
PAIR_POINTS = 2
PAIR_SIZE = 2
FIRST_TILE_SCORE = 300
FIRST_DISCARD_SCORE = 150
PURE_SUIT_DOUBLINGS = 3
""""It multiplies by eight the punctuation (it doubles it 3 times)"."""


def _class(kind: str) -> str:
    """``simple`` for ranks 2..8; ``major`` for 1, 9 and every honour."""
    return "major" if kind in HONOUR_KINDS or kind[0] in "19" else "simple"


@dataclass(frozen=True)
class Item:
    """One scoring line: the set or pair, where it lies, its points, and the rule behind them."""

    tiles: tuple[str, ...]
    shape: str
    """``pung``, ``kong``, ``chow`` or ``pair``."""
    concealed: bool
    points: int
    rule: str


@dataclass(frozen=True)
class Score:
    """A player's score: the breakdown, the doublings and the final figure."""

    items: tuple[Item, ...]
    bonus: int
    points: int
    """Sets, pairs and the winner's bonus: the figure the doublings multiply."""
    doublings: tuple[str, ...]
    """The rule id of each doubling (a rule may appear more than once: two dragon pungs)."""
    special: str | None
    """The special hand's rule id, when one applies."""
    score: int
    """After doublings, the special hand and the limit."""
    split: Decomposition | None = None
    """The winner's best split of the tiles in hand."""


def set_points(shape: str, kind: str, concealed: bool) -> int:
    """Points of a pung or kong of ``kind`` (``mahjong.score.pung``, ``mahjong.score.kong``); 0 for a chow."""
    if shape == "chow":
        return 0
    table = PUNG_POINTS if shape == "pung" else KONG_POINTS
    return table[_class(kind)] * (2 if concealed else 1)


class Scorer:
    """Scores hands under one reading."""

    def __init__(self, reading: Reading = DEFAULT) -> None:
        self.reading = reading
        self.engine = Engine(reading)

    def pair_points(self, kind: str, seat: Seat) -> int:
        """``mahjong.score.pair``: dragons always; winds any or own (reading ``score.wind-pair``)."""
        if kind in DRAGONS:
            return PAIR_POINTS
        if kind in WINDS and (self.reading.wind_pair == "any" or kind == seat.wind):
            return PAIR_POINTS
        return 0

    def _doublings(self, pung_kinds: list[str], seat: Seat) -> list[str]:
        """Own-wind and dragon doublings from the kinds of every pung and kong (any player).

        Reading ``double.prevailing-wind=round-wind``: a pung or kong of the round's wind, when the seat knows it,
        doubles too — a second time when the round's wind is the player's own.
        """
        found = ["mahjong.double.own-wind" for kind in pung_kinds if kind == seat.wind]
        if self.reading.prevailing_wind == "round-wind" and seat.round_wind is not None:
            found += ["mahjong.double.own-wind" for kind in pung_kinds if kind == seat.round_wind]
        dragons = sum(1 for kind in pung_kinds if kind in DRAGONS)
        if self.reading.dragon_doubles == "once":
            dragons = min(dragons, 1)
        return found + ["mahjong.double.dragons"] * dragons

    def _meld_items(self, melds: tuple[Meld, ...]) -> list[Item]:
        rules = {"pung": "mahjong.score.pung", "kong": "mahjong.score.kong", "chow": "mahjong.set.chow"}
        return [
            Item(m.kinds, m.shape, m.concealed, set_points(m.shape, m.lowest, m.concealed), rules[m.shape])
            for m in melds
        ]

    def _finish(self, items: list[Item], bonus: int, doublings: list[str], special: str | None) -> tuple[int, int]:
        """(points, score): points doubled, the special hand applied, then the limit (``mahjong.score.limit``).

        The winner's bonus is among the points the doublings multiply (reading ``score.bonus-order=
        before-doubling``), or added to them once doubled (``after-doubling``: ``late`` below). The special hand
        meets the doubled score, the bonus added (reading ``special.order=after-doubling``), or the points before
        they double (``before-doubling``), as their higher or their sum (reading ``special.value``); the limit is
        applied last either way.
        """
        points = sum(item.points for item in items) + bonus
        late = bonus if self.reading.late_bonus else 0
        factor = 2 ** len(doublings)
        if special is None:
            score = (points - late) * factor + late
        else:
            value = FIRST_TILE_SCORE if special == "mahjong.special.first-tile" else FIRST_DISCARD_SCORE
            if self.reading.special_order == "before-doubling":
                score = self._with_special(points - late, value) * factor + late
            else:
                score = self._with_special((points - late) * factor + late, value)
        return points, min(score, self.reading.cap)

    def _with_special(self, score: int, value: int) -> int:
        """Reading ``special.value``: the special value or the score if higher (``at-least``), or their sum."""
        return score + value if self.reading.special_value == "added" else max(score, value)

    def winner(
        self, hand: Hand, seat: Seat, win: Win | None = None, splits: list[Decomposition] | None = None
    ) -> Score:
        """The winner's score by the best split (``mahjong.hand.best-split``); InputError if the hand does not win.

        ``splits``: the hand's splits when the caller has them already (:meth:`Engine.hand_splits`).
        """
        win = win or Win()
        win.check(seat, hand)
        splits = self.engine.hand_splits(hand) if splits is None else splits
        if not splits:
            raise InputError(f"{hand} is not a winning hand, so it has no winner's score")
        best = max((self._split_items(split, seat, win) for split in splits), key=lambda pair: _total(pair[1]))
        split, items = best
        all_items = self._meld_items(hand.melds) + items
        pung_kinds = [item.tiles[0] for item in all_items if item.shape in ("pung", "kong")]
        doublings = self._doublings(pung_kinds, seat) + self._suit_doublings(hand)
        special = None
        if win.first_tile:
            special = "mahjong.special.first-tile"
        elif win.first_discard:
            special = "mahjong.special.first-discard"
        points, score = self._finish(all_items, self.reading.bonus, doublings, special)
        return Score(tuple(all_items), self.reading.bonus, points, tuple(doublings), special, score, split)

    def _split_items(self, split: Decomposition, seat: Seat, win: Win) -> tuple[Decomposition, list[Item]]:
        items = []
        exposed = self._discard_pung(split, win)
        for group in split:
            item = _group_item(group, seat, self.pair_points(group[0], seat) if len(group) == 2 else 0)
            if item.shape == "pung" and item.tiles[0] == exposed:
                item = Item(item.tiles, "pung", False, set_points("pung", exposed, False), item.rule)
            items.append(item)
        return split, items

    def _discard_pung(self, split: Decomposition, win: Win) -> str | None:
        """The kind of the pung the winning discard completed in ``split``, when it scores as exposed; else None.

        Reading ``score.discard-pung=exposed``: a pung completed with the claimed discard scores as on the table.
        The winner shows the discard in whichever group of the split it fits best, so only when the discard's kind
        lies in a pung and in no chow or pair of the split is that pung the one it completed.
        """
        kind = win.winning_discard
        if self.reading.discard_pung != "exposed" or kind is None:
            return None
        holding = [group for group in split if kind in group]
        if len(holding) == 1 and len(holding[0]) == SET_SIZE and holding[0][0] == holding[0][1]:
            return kind
        return None

    def _suit_doublings(self, hand: Hand) -> list[str]:
        """One suit with honours ×2, one suit only ×8 (winner only; "Punctuation", "Only the winners" 1 and 2).

        Reading ``double.one-suit-honours``: ``any`` doubles for winds or dragons anywhere in the hand; ``pair``
        ("with Dragons or Winds in a pair") only when the honours are two tiles of one kind — the pair — and no
        more. A one-suit hand with other honours then doubles neither way.
        """
        counts = hand.all_tiles().counts
        suits = {SUITS[index // 9] for index in range(len(ALL_KINDS) - len(HONOUR_KINDS)) if counts[index]}
        honour_counts = [n for n in counts[len(ALL_KINDS) - len(HONOUR_KINDS) :] if n]
        if len(suits) != 1:
            return []
        if not honour_counts:
            return ["mahjong.double.pure-suit"] * PURE_SUIT_DOUBLINGS
        if self.reading.one_suit_honours == "any" or honour_counts == [PAIR_SIZE]:
            return ["mahjong.double.one-suit-honours"]
        return []

    def loser(self, hand: Hand, seat: Seat) -> Score:
        """A loser's score (``mahjong.score.loser-hand``): sets on the table, pungs and honour pairs in hand."""
        items = self._meld_items(hand.melds)
        for kind, count in zip(ALL_KINDS, hand.concealed.counts, strict=True):
            if count >= 3:
                items.append(Item((kind,) * 3, "pung", True, set_points("pung", kind, True), "mahjong.score.pung"))
            elif count == 2 and kind in HONOUR_KINDS and self.reading.loser_pairs == "yes":
                points = self.pair_points(kind, seat)
                if points:
                    items.append(Item((kind, kind), "pair", True, points, "mahjong.score.pair"))
        pung_kinds = [item.tiles[0] for item in items if item.shape in ("pung", "kong")]
        doublings = self._doublings(pung_kinds, seat)
        points, score = self._finish(items, 0, doublings, None)
        return Score(tuple(items), 0, points, tuple(doublings), None, score)


def _group_item(group: Group, seat: Seat, pair_points: int) -> Item:
    """A group of a split of the tiles in hand, scored as concealed."""
    if len(group) == 2:
        return Item(group, "pair", True, pair_points, "mahjong.score.pair")
    if group[0] == group[1]:
        return Item(group, "pung", True, set_points("pung", group[0], True), "mahjong.score.pung")
    return Item(group, "chow", True, 0, "mahjong.set.chow")


def _total(items: list[Item]) -> int:
    return sum(item.points for item in items)


__all__ = ["FIRST_DISCARD_SCORE", "FIRST_TILE_SCORE", "Item", "Score", "Scorer", "set_points"]
