"""Hypothesis strategies every game shares, and the shape of one game's strategies (game-independent).

A game's ``strategies.py`` builds one :class:`GameStrategies`: for each question of its corpus a strategy of inputs
that are valid by construction (its engine answers every one), the size a witness counts (cards, tiles, squares:
the same count its rule mutants' witnesses use, so a shrunk input compares with them) and the strategies its
vocabulary's types get from :func:`hypothesis.strategies.from_type` (registered by
:mod:`rulebook.hypothesis_setup` through Hypothesis's ``hypothesis`` entry point).

What is the same for every game lives here once: a strategy over reading choices (:func:`readings`, each key
shrinking to its default), positions reached by playing from a start (:func:`played_states`, shrinking towards
fewer steps and the first legal action) and the requests of ``rulebook fuzz`` (:func:`requests`).

>>> from hypothesis import find, strategies as st
>>> counting = played_states(st.just(0), lambda n: [1, 2] if n < 5 else [], lambda n, step: n + step, max_steps=3)
>>> find(counting, lambda n: n >= 4)  # the smallest: two steps of the second action
4
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from hypothesis import strategies as st

from rulebook.core.errors import InputError
from rulebook.core.game_strategies import GameStrategies

if TYPE_CHECKING:
    from rulebook.core.game import Game
    from rulebook.core.reading import ReadingValue

State = TypeVar("State")
Action = TypeVar("Action")


def strategies_of(game: Game) -> GameStrategies:
    """The game's strategies; :class:`InputError` for a game that has none."""
    if game.strategies is None:
        raise InputError(f"{game.id} has no input strategies to fuzz with")
    built: GameStrategies = game.strategies()
    return built


def check_sizes(name: str, min_size: int, max_size: int | None, most: int) -> int:
    """``max_size`` (``most`` when ``None``), after checking ``0 <= min_size <= max_size <= most`` as Hypothesis does.

    >>> check_sizes("hands", 3, None, 14)
    14
    >>> check_sizes("hands", 3, 2, 14)
    Traceback (most recent call last):
    ...
    hypothesis.errors.InvalidArgument: hands need 0 <= min_size <= max_size <= 14, not min_size=3 and max_size=2
    """
    from hypothesis.errors import InvalidArgument

    top = most if max_size is None else max_size
    if not 0 <= min_size <= top <= most:
        raise InvalidArgument(
            f"{name} need 0 <= min_size <= max_size <= {most}, not min_size={min_size} and max_size={top}"
        )
    return top


def mostly_zero(most: int) -> st.SearchStrategy[int]:
    """A count that is 0 half the time, else 1 to ``most``.

    It is for what an input holds only now and then (sets on the table, claimed cards), so a drawn example is
    often without it and a shrunk one loses it in one step.

    >>> from hypothesis import find
    >>> find(mostly_zero(3), lambda n: True), find(mostly_zero(3), lambda n: n > 0)
    (0, 1)
    """
    if most <= 0:
        return st.just(0)
    return st.tuples(st.booleans(), st.integers(1, most)).map(lambda drawn: drawn[1] if drawn[0] else 0)


def multisets(
    kinds: Sequence[str], copies: Mapping[str, int], *, min_size: int = 0, max_size: int | None = None
) -> st.SearchStrategy[list[str]]:
    """Lists of ``min_size`` to ``max_size`` of ``kinds``, never more of a kind than ``copies`` holds, sorted.

    The list is in the order of ``kinds``.

    Each card is drawn among the kinds with a copy left, so the deck's limit holds by construction; half the time
    it repeats the card before it (while a copy is left), so pairs, sets and a whole kind's copies come up as often
    as the rules care about them. The cards are a Hypothesis list of choices, so a list shrinks as lists do:
    towards fewer cards (any one of them deleted) and towards the first kinds. ``max_size`` defaults to the whole
    deck.

    >>> from hypothesis import find
    >>> find(multisets(["a", "b"], {"a": 2, "b": 1}, min_size=3), lambda cards: True)
    ['a', 'a', 'b']
    """
    order = {kind: index for index, kind in enumerate(kinds)}
    top = check_sizes("multisets", min_size, max_size, sum(copies.get(kind, 0) for kind in kinds))

    def resolve(choices: list[tuple[bool, int]]) -> list[str]:
        left = {kind: copies.get(kind, 0) for kind in kinds}
        drawn: list[str] = []
        for repeat, index in choices:
            if repeat and drawn and left[drawn[-1]]:
                kind = drawn[-1]
            else:
                available = [kind for kind in kinds if left[kind]]
                kind = available[index % len(available)]
            left[kind] -= 1
            drawn.append(kind)
        return sorted(drawn, key=order.__getitem__)

    choice = st.tuples(st.booleans(), st.integers(0, len(kinds) - 1))
    return st.lists(choice, min_size=min_size, max_size=top).map(resolve)


def readings(
    reading: type[ReadingValue],
    *,
    keys: Sequence[str] | None = None,
    fixed: Mapping[str, str] | None = None,
) -> st.SearchStrategy[ReadingValue]:
    """Reading values of the game of ``reading``: every key of ``keys`` (all by default) drawn from its options.

    Each key's default comes first, so a shrunk example names only the readings it needs. ``fixed`` pins keys
    (``{"wild.exhausted-card": "refused"}``) and is checked against the register like ``--reading``.
    """
    from rulebook.core.register import reading_keys

    pinned = dict(reading.from_mapping(fixed or {}).changed()) if fixed else {}
    register = reading_keys(reading.GAME)
    known = [entry.key for entry in register]
    chosen = list(known if keys is None else keys)
    unknown = [key for key in chosen if key not in known]
    if unknown:
        raise InputError(f"{reading.GAME} has no reading {unknown[0]!r}; readings: {', '.join(known)}")
    drawn = {
        entry.key: st.sampled_from([entry.default, *(option for option in entry.options if option != entry.default)])
        for entry in register
        if entry.key in chosen and entry.key not in (fixed or {})
    }
    return st.fixed_dictionaries(drawn).map(lambda choices: reading.from_mapping({**choices, **pinned}))


def played_states(
    start: st.SearchStrategy[State],
    legal: Callable[[State], Sequence[Action]],
    apply: Callable[[State, Action], State],
    *,
    min_steps: int = 0,
    max_steps: int = 60,
) -> st.SearchStrategy[State]:
    """Positions reached from a drawn ``start`` by up to ``max_steps`` legal actions, each chosen by a drawn index.

    The index picks among ``legal(state)`` (modulo their number), so every position is one the rules reach, and
    Hypothesis shrinks it towards fewer steps and towards the first legal action of each. Play stops early where no
    action is legal (the game is over). ``min_steps`` asks for at least that many choices to be drawn.
    """
    if not 0 <= min_steps <= max_steps:
        raise ValueError(f"played_states needs 0 <= min_steps <= max_steps, not {min_steps} and {max_steps}")

    @st.composite
    def draw(data: st.DrawFn) -> State:
        state = data(start)
        for choice in data(st.lists(st.integers(0, 255), min_size=min_steps, max_size=max_steps)):
            actions = legal(state)
            if not actions:
                break
            state = apply(state, actions[choice % len(actions)])
        return state

    return draw()


def state_inputs(
    states: st.SearchStrategy[State], as_json: Callable[[State], Any]
) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of a game's legal-actions question: ``{"state": ...}``, each drawn state in its JSON form."""
    return states.map(lambda state: {"state": as_json(state)})


def action_inputs(
    states: st.SearchStrategy[State],
    legal: Callable[[State], Sequence[Action]],
    as_json: Callable[[State], Any],
    *,
    text: Callable[[Action], str] = str,
    otherwise: Callable[[st.DrawFn, State], str],
) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of a game's apply question: ``{"state", "action"}``, a drawn state and one of its legal actions.

    Where no action is legal (the game is over, or what comes next is chance, as a deal), ``otherwise`` gives the
    action's text: one the rules refuse, or the game's own. The action shrinks towards the first legal one.
    """

    @st.composite
    def draw(data: st.DrawFn) -> dict[str, Any]:
        state = data(states)
        actions = legal(state)
        action = text(data(st.sampled_from(actions))) if actions else otherwise(data, state)
        return {"state": as_json(state), "action": action}

    return draw()


@dataclass(frozen=True)
class Request:
    """One question ``rulebook fuzz`` asks both engines: the question, its input and the readings it is asked under."""

    question: str
    input: dict[str, Any]
    reading: ReadingValue

    def as_json(self, game: str, identifier: int | str) -> dict[str, Any]:
        """The protocol's request line (``docs/conformance.md``): readings that differ from the defaults only."""
        return {
            "id": identifier,
            "game": game,
            "question": self.question,
            "input": self.input,
            "readings": self.reading.changed(),
        }


def requests(
    game: Game,
    *,
    questions: Sequence[str] | None = None,
    reading: st.SearchStrategy[ReadingValue] | None = None,
    most: int | None = None,
    weights: Mapping[str, int] | None = None,
) -> st.SearchStrategy[Request]:
    """Requests over ``questions`` (every question of the game by default) under readings drawn from ``reading``.

    The questions come in the game's order, so a shrunk request asks the first question that still shows the
    difference; ``reading`` defaults to every reading key drawn (:func:`readings`). With ``most``, only inputs of at
    most ``most`` units (the game's ``size``), drawn from the game's bounded strategies where it has them. With
    ``weights``, a question is drawn that many times as often as one of weight 1 (a question it leaves out: 1).
    """
    built = strategies_of(game)
    asked = list(game.questions if questions is None else questions)
    missing = [question for question in asked if question not in built.inputs]
    if missing:
        known = ", ".join(question for question in game.questions if question in built.inputs)
        raise InputError(f"{game.id} has no question {missing[0]!r} to fuzz; questions: {known}")
    choices = reading if reading is not None else readings(game.reading)
    drawn = [(question, _inputs(built, question, most)) for question in asked]
    share = {} if weights is None else weights
    return st.one_of(
        [  # a new strategy object for each share: one_of keeps one of identical objects
            st.builds(Request, st.just(question), inputs, choices)
            for question, inputs in drawn
            if inputs is not None
            for _ in range(max(1, share.get(question, 1)))
        ]
    )


def _inputs(built: GameStrategies, question: str, most: int | None) -> st.SearchStrategy[dict[str, Any]] | None:
    """The inputs of ``question``: all of them, or (with ``most``) those of at most ``most`` units (``None``: none)."""
    if most is None:
        return built.inputs[question]()
    bound = built.bounded.get(question)
    drawn = built.inputs[question]() if bound is None else bound(most)
    if drawn is None:
        return None
    return drawn.filter(lambda data: built.size(question, data) <= most)


__all__ = [
    "GameStrategies",
    "Request",
    "action_inputs",
    "check_sizes",
    "mostly_zero",
    "multisets",
    "played_states",
    "readings",
    "requests",
    "state_inputs",
    "strategies_of",
]
