"""Types of the compiled lookup of the scalar winning-hand check (``compiled.c``, built where a compiler is)."""

from collections.abc import Callable, Sequence

def set_table_source(source: Callable[[], object], /) -> None:
    """The callable that returns the code table (a buffer of 5^9 + 5^7 + 1 bytes) on the first check."""

def is_complete(counts: Sequence[int], /) -> bool:
    """34 int counts split into sets and at most one pair, by the codes of the engine's table."""
