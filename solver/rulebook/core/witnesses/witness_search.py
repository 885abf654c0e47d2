"""The smallest-witness search of a comparison, game-independent: sizes in ascending order, families of inputs.

A comparison of two rule sets (two readings, or a rule and its mutant) asks for the smallest input on which they
answer differently. The game supplies its inputs as *families* (:class:`Family`): each gives, for a size, its inputs
of that size in a fixed order. The search (:func:`search`) goes up in size from ``smallest`` to ``largest``; at each
size it takes the families in their order and asks the engine for both answers to each input (``answers``); the
first input whose two answers differ is the witness (fewest units, then first family, then the family's order),
and the ``confirm`` hook (the Z3 model, where it covers the rules) answers it again under both rule sets.

What a finding claims rests only on what was swept, and says so:

* an **exhaustive** family holds *every* input of its kind at each size up to its ``largest`` (a sweep of it at a
  size proves that none of those inputs differs); a family that is not exhaustive (Z3 proposals, samples) may yield
  a witness but covers nothing;
* a **complete** family is exhaustive and its kind is every input the comparison asks about (FORBIDDEN's hand
  questions): when complete families swept every smaller size, a witness of ``N`` units is minimal outright — its
  ``minimal`` reads "no input of fewer than N units differs: checked exhaustively by the engine (K inputs)";
  otherwise it names each exhaustive family with the sizes swept, and adds that other smaller inputs were not
  searched;
* when no input differs, the finding is a :class:`~rulebook.core.witnesses.witness.ScopedProof` whose scope names
  exactly what was swept ("every loser's hand of up to 3 tiles (...) and every hand built from whole sets of up to
  18 tiles (...)"), method ``exhaustive``, with the number of inputs answered.

A witness must be an input that can arise in play. A game whose families hold inputs that cannot (a settlement no
four hands give, a position no deal and legal actions lead to) gives the comparison a ``reachable`` check, asked of
every input of its families of positions of play (``Family.in_play``) before it is answered: one that cannot arise
is skipped (counted, never a witness), and the witness's ``found_by`` says how reachability was checked
(:attr:`Comparison.reachability`), as a family's words say what its sweeps cover. A family of hands smaller than a
player holds (``Family.grows``) has its witness grown into a whole position of play when the comparison says what one
is (:attr:`Comparison.whole`, :mod:`rulebook.core.witnesses.whole`): the smallest difference stays beside it.

An input is identified by its question and its JSON form; one that an earlier family (or size) already asked is not
asked or counted again, so the counts are of distinct inputs.

Nothing here knows a game: inputs are the game's JSON-ready dicts, answers its JSON-ready answers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rulebook.core.errors import InputError
from rulebook.core.witnesses.whole import Asked, Whole, grown
from rulebook.core.witnesses.witness import ScopedProof, Witness, counted, established

T = TypeVar("T")


@dataclass(frozen=True)
class Family(Generic[T]):
    """Inputs of one kind, given size by size.

    ``inputs(size)`` is every input of the family with ``size`` units, in the order the search tries them; it is
    called only for sizes up to ``largest`` (``None``: no bound). An exhaustive family's words must make that true
    of the kind they name: "every {noun} of up to 3 tiles{detail}" is what its sweep claims.
    """

    noun: str
    """The kind of input, singular, as it reads after "every" or "no": ``loser's hand``, ``hand question``."""
    inputs: Callable[[int], Iterable[T]]
    largest: int | None = None
    """The largest size the family has inputs of (a sweep of it claims nothing beyond)."""
    detail: str = ""
    """What else bounds the kind, read after the size: `` (any tiles, all in hand, seat South)``."""
    exhaustive: bool = True
    """Whether ``inputs(size)`` is every input of the kind at that size (False: proposals or samples)."""
    complete: bool = False
    """Whether the kind is every input the comparison asks about (then a sweep covers the whole size)."""
    in_play: bool = False
    """Whether the family's inputs are positions (or outcomes) of play, each held to the comparison's
    :attr:`~Comparison.reachable` check; a question of a hand, a pile or a placement is not one."""
    grows: bool = False
    """Whether a witness of this family is grown into a whole position of play (the comparison's
    :attr:`~Comparison.whole`): a family of hands smaller than a player holds."""

    def words(self, sizes: str) -> str:
        """The family's inputs of ``sizes`` (``of up to 3 tiles``), as a noun phrase without "every" or "no"."""
        return f"{self.noun} {sizes}{self.detail}"


@dataclass(frozen=True)
class Comparison(Generic[T]):
    """Two rule sets, the inputs to search, and how the engine (and a second encoding) answers one input."""

    subject: str
    """The reading key (or keys, or rule id) compared."""
    base: str
    """The first rule set, in words (``score.limit=300``)."""
    other: str
    """The second rule set, in words."""
    rules: tuple[str, ...]
    """The rule ids that decide a difference (the witness's ``rules``)."""
    families: Sequence[Family[T]]
    answers: Callable[[T], tuple[Any, Any]]
    """The engine's answers to one input under ``base`` and under ``other`` (JSON-ready; equal: no difference)."""
    input_of: Callable[[T], dict[str, Any]]
    """An input's JSON form (the witness's ``input``)."""
    question_of: Callable[[T], str]
    """What is asked of an input, in words (the witness's ``question``)."""
    confirm: Callable[[T, Any, Any], tuple[str, ...]] | None = None
    """Both answers again from another encoding; returns who confirmed them, raises when an encoding disagrees."""
    units: tuple[str, str] = ("tile", "tiles")
    """What a size counts, singular and plural."""
    reachable: Callable[[T], bool] | None = None
    """Whether an input is one that can arise in play (None: every input can). The search asks it of every input
    of a family of positions of play (:attr:`Family.in_play`) before answering it: an input that cannot arise is
    never a witness, and a sweep's claims are of the inputs that can (see :attr:`reachability`)."""
    reachability: str = ""
    """How :attr:`reachable` decides, in words, read after "only inputs that can arise in play were tried:" in the
    witness's ``found_by`` ("" when every input can arise)."""
    whole: Whole[T] | None = None
    """What a whole position of play is, when the smallest difference is to be grown into one
    (:func:`~rulebook.core.witnesses.whole.grown`); None: the witness is the smallest difference as found."""

    def unit(self, count: int) -> str:
        """``1 tile``, ``3 tiles``."""
        return counted(count, self.units)


@dataclass(frozen=True)
class Swept:
    """What the search asked of one family at one size."""

    family: int
    """The family's index in :attr:`Comparison.families`."""
    size: int
    inputs: int
    """Inputs answered under both readings (distinct: none asked before)."""
    repeated: int = 0
    """Inputs the family gave that an earlier family or size had already asked."""
    unreachable: int = 0
    """Inputs the family gave that cannot arise in play (:attr:`Comparison.reachable`): not answered."""


@dataclass(frozen=True)
class Search(Generic[T]):
    """The finding, the input that is the witness (``None`` for a proof), and every family's sweep of every size."""

    finding: Witness | ScopedProof
    item: T | None
    swept: tuple[Swept, ...]


def smallest_witness(
    comparison: Comparison[T],
    *,
    largest: int,
    smallest: int = 0,
    on_size: Callable[[int, Sequence[Swept]], None] | None = None,
) -> Witness | ScopedProof:
    """The first input in order of size on which the two rule sets differ, or the scoped proof that none does."""
    return search(comparison, largest=largest, smallest=smallest, on_size=on_size).finding


def search(
    comparison: Comparison[T],
    *,
    largest: int,
    smallest: int = 0,
    on_size: Callable[[int, Sequence[Swept]], None] | None = None,
) -> Search[T]:
    """Sweep sizes ``smallest`` to ``largest`` (both included), families in order, until two answers differ.

    ``on_size`` is told, after each size without a witness, what each family swept at it (for progress).
    """
    if not 0 <= smallest <= largest:
        raise InputError(f"the sizes searched must satisfy 0 <= smallest <= largest, not {smallest}..{largest}")
    asked: set[tuple[str, str]] = set()
    swept: list[Swept] = []
    for size in range(smallest, largest + 1):
        at_size: list[Swept] = []
        for index, family in enumerate(comparison.families):
            if family.largest is not None and size > family.largest:
                continue
            count = repeated = unreachable = 0
            for item in family.inputs(size):
                key = (comparison.question_of(item), json.dumps(comparison.input_of(item), sort_keys=True))
                if key in asked:
                    repeated += 1
                    continue
                asked.add(key)
                if family.in_play and comparison.reachable is not None and not comparison.reachable(item):
                    unreachable += 1
                    continue
                count += 1
                first, second = comparison.answers(item)
                if first != second:
                    witness = _witness(comparison, item, size, index, first, second, swept, smallest)
                    done = Swept(index, size, count, repeated, unreachable)
                    return Search(witness, item, (*swept, *at_size, done))
            at_size.append(Swept(index, size, count, repeated, unreachable))
        swept += at_size
        if on_size is not None:
            on_size(size, at_size)
    return Search(_proof(comparison, swept, smallest, largest), None, tuple(swept))


# ---------------------------------------------------------------------------------------------------------------
# What was covered, in words
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Cover:
    """One exhaustive family's sweep of a range of sizes."""

    family: int
    low: int
    high: int
    inputs: int
    repeated: int


def _covers(comparison: Comparison[T], swept: Sequence[Swept]) -> list[_Cover]:
    """The exhaustive families that answered at least one input, each with the sizes it swept and its counts."""
    covers = []
    for index, family in enumerate(comparison.families):
        mine = [result for result in swept if result.family == index]
        if not family.exhaustive or not any(result.inputs for result in mine):
            continue
        sizes = [result.size for result in mine]
        inputs = sum(result.inputs for result in mine)
        covers.append(_Cover(index, min(sizes), max(sizes), inputs, sum(result.repeated for result in mine)))
    return covers


def _complete_sizes(comparison: Comparison[T], swept: Sequence[Swept]) -> set[int]:
    """The sizes a complete family swept: every input of those sizes was answered."""
    families = comparison.families
    return {result.size for result in swept if families[result.family].complete and families[result.family].exhaustive}


def _sizes(comparison: Comparison[T], low: int, high: int, below: int | None = None) -> str:
    """``of up to 3 tiles``, ``of fewer than 10 tiles`` (``below``: the witness's size), ``of 4 to 9 tiles``."""
    if low == 0 and below is not None and high == below - 1:
        return f"of fewer than {comparison.unit(below)}"
    if low == high:
        return f"of {comparison.unit(high)}"
    if low == 0:
        return f"of up to {comparison.unit(high)}"
    return f"of {low} to {comparison.unit(high)}"


def _joined(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def _complete_cover(comparison: Comparison[T], covers: Sequence[_Cover], low: int, high: int) -> _Cover | None:
    """The complete family that alone covers every size ``low`` to ``high``, if one does."""
    for cover in covers:
        family = comparison.families[cover.family]
        if family.complete and cover.low <= low and cover.high >= high:
            return cover
    return None


def _witness(
    comparison: Comparison[T],
    item: T,
    size: int,
    index: int,
    first: Any,
    second: Any,
    swept: Sequence[Swept],
    smallest: int,
) -> Witness:
    confirmed = ("engine",) if comparison.confirm is None else comparison.confirm(item, first, second)
    family = comparison.families[index]
    words = family.words(_sizes(comparison, size, size))
    found_by = (
        f"engine sweep in order of size: the first difference among every {words}"
        if family.exhaustive
        else f"engine check in order of size: the first difference among the inputs tried, of the kind {words}"
    )
    if comparison.reachability and family.in_play:
        found_by += f"; only inputs that can arise in play were tried: {comparison.reachability}"
    found = Witness(
        subject=comparison.subject,
        base=comparison.base,
        other=comparison.other,
        input=comparison.input_of(item),
        size=size,
        question=comparison.question_of(item),
        base_answer=first,
        other_answer=second,
        rules=comparison.rules,
        confirmed_by=confirmed,
        found_by=found_by,
        minimal=_minimal(comparison, size, swept, smallest),
        units=comparison.units,
    )
    if comparison.whole is None or not family.grows:
        return found
    return grown(found, item, comparison.whole, Asked(comparison.answers, comparison.input_of, comparison.confirm))


def _minimal(comparison: Comparison[T], size: int, swept: Sequence[Swept], smallest: int) -> str:
    """Why no input of fewer units than the witness differs, as far as the sweeps of smaller sizes establish it."""
    if size == 0:
        return f"an input of 0 {comparison.units[1]}: none is smaller"
    covers = _covers(comparison, swept)
    if not covers:
        return ""  # nothing smaller was swept exhaustively: not established
    unsearched = "" if smallest == 0 else f"; inputs of fewer than {comparison.unit(smallest)} were not searched"
    if set(range(smallest, size)) <= _complete_sizes(comparison, swept):
        whole = _complete_cover(comparison, covers, smallest, size - 1)
        noun = "input" if whole is None else comparison.families[whole.family].noun
        sizes = _sizes(comparison, smallest, size - 1, below=size)
        how = established("exhaustive", sum(result.inputs for result in swept))  # every input answered is counted
        return f"no {noun} {sizes} differs: {how}{unsearched}"
    parts = [
        comparison.families[cover.family].words(_sizes(comparison, cover.low, cover.high, below=size))
        for cover in covers
    ]
    how = established("exhaustive", sum(cover.inputs for cover in covers))
    return (
        f"no {' and no '.join(parts)} differs: {how}; other inputs of fewer than {comparison.unit(size)} "
        "were not searched"
    )


def _proof(comparison: Comparison[T], swept: Sequence[Swept], smallest: int, largest: int) -> ScopedProof:
    covers = _covers(comparison, swept)
    whole = _complete_cover(comparison, covers, smallest, largest)
    chosen = covers if whole is None else [whole]
    parts = [
        f"every {comparison.families[cover.family].words(_sizes(comparison, cover.low, cover.high))}"
        for cover in chosen
    ]
    scope = _joined(parts) if parts else "no input (nothing was swept exhaustively)"
    notes = []
    for index, family in enumerate(comparison.families):
        mine = [result for result in swept if result.family == index]
        inputs = sum(result.inputs for result in mine)
        repeated = sum(result.repeated for result in mine)
        if not inputs and not repeated and not any(result.unreachable for result in mine):
            continue
        sizes = _sizes(comparison, min(result.size for result in mine), max(result.size for result in mine))
        answered = f"{counted(inputs, ('input', 'inputs'))} answered under both rule sets"
        again = f" ({repeated:,} more already asked)" if repeated else ""
        unreachable = sum(result.unreachable for result in mine)
        if unreachable:
            again += f" ({unreachable:,} more that cannot arise in play: {comparison.reachability})"
        if family.exhaustive:
            notes.append(f"every {family.words(sizes)}: {answered}{again}")
        else:
            notes.append(f"some {family.words(sizes)}, not every one (no proof): {answered}{again}")
    return ScopedProof(
        subject=comparison.subject,
        base=comparison.base,
        other=comparison.other,
        scope=scope,
        method="exhaustive",
        inputs=sum(cover.inputs for cover in covers) if whole is None else sum(result.inputs for result in swept),
        notes=tuple(notes),
    )


__all__ = ["Comparison", "Family", "Search", "Swept", "search", "smallest_witness"]
