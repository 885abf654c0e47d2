"""A dictionary of remembered answers that starts again when it is full (game-independent).

An engine remembers answers that recur (a colour's cards from hand to hand, the laid sets of a player's round), but a
long batch asks about ever new ones: the memo is emptied once it holds ``bound`` entries, so that its memory stays
bounded while the answers that recur are soon remembered again. Looking up stays a plain ``dict.get``.

>>> memo: BoundedMemo[str, int] = BoundedMemo(2)
>>> memo.keep("a", 1), memo.keep("b", 2), memo.get("a")
(1, 2, 1)
>>> memo.keep("c", 3), sorted(memo)
(3, ['c'])
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class BoundedMemo(dict[K, V]):
    """Remembered answers, at most ``bound`` of them: storing into a full memo empties it first."""

    def __init__(self, bound: int) -> None:
        super().__init__()
        if bound < 1:
            raise ValueError(f"a memo holds at least one entry, not {bound}")
        self.bound = bound

    def keep(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (emptying the memo first if it is full) and return it."""
        if len(self) >= self.bound:
            self.clear()
        self[key] = value
        return value


__all__ = ["BoundedMemo"]
