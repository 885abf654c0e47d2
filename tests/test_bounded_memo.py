"""The bounded memo of the engines' remembered answers (core/bounded_memo.py)."""

from __future__ import annotations

import pytest

from rulebook.core.bounded_memo import BoundedMemo


def test_a_memo_keeps_entries_until_it_is_full_then_starts_again() -> None:
    memo: BoundedMemo[int, str] = BoundedMemo(3)
    assert [memo.keep(n, str(n)) for n in (1, 2, 3)] == ["1", "2", "3"]
    assert dict(memo) == {1: "1", 2: "2", 3: "3"}  # three entries: full, nothing forgotten yet
    assert memo.keep(4, "4") == "4"
    assert dict(memo) == {4: "4"}  # a fourth empties it first
    for n in range(5, 100):
        memo.keep(n, str(n))
        assert 1 <= len(memo) <= 3


def test_a_memo_of_no_entries_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one"):
        BoundedMemo(0)
