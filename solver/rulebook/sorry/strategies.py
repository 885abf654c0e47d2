"""Hypothesis strategies of SORRY! inputs: positions, cards, finished points games, game states and actions.

Every value is one the rules can hold, by construction (rulebook "The board", "Setting up", "Playing"): two to four
colours in the board's order, four pawns a colour, no two pawns of one colour on one square and no two pawns of any
colours on one track square (the second to arrive bumps the first), cards of the deck, and game states reached by
legal play from a new game. The size of an input is its pawns out of START, as ``rulebook diff sorry`` counts it
(:mod:`rulebook.sorry.readings.diff`). Everything shrinks towards two colours, pawns in START, the first cards of
the deck's order and fewer actions of play.

>>> from hypothesis import find
>>> find(positions(min_size=1), lambda position: True).as_text()
'R:0 B:'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from rulebook.core.mutation.strategies import GameStrategies, action_inputs, played_states, state_inputs
from rulebook.sorry.board import COLOURS, HOME, PAWNS, SAFETY, SQUARES, START
from rulebook.sorry.cards import CARDS
from rulebook.sorry.position import MAX_PLAYERS, MIN_PLAYERS, Position, make_position, position_from_json
from rulebook.sorry.state import MODES, Mode, State

if TYPE_CHECKING:
    from rulebook.sorry.actions import Action

TRACK: tuple[str, ...] = tuple(str(square) for square in range(SQUARES))
"""The track squares 0 to 59, which hold one pawn of any colour."""
SAFETY_SQUARES: tuple[str, ...] = tuple(f"S{number}" for number in range(1, SAFETY + 1))
"""A colour's own safety squares S1 to S5, which hold one pawn of that colour."""


def _bounds(name: str, low: int, high: int | None, floor: int, ceiling: int) -> int:
    """``high`` (``ceiling`` when ``None``), after checking ``floor <= low <= high <= ceiling`` as Hypothesis does."""
    top = ceiling if high is None else high
    if not floor <= low <= top <= ceiling:
        raise InvalidArgument(f"{name} needs {floor} <= min <= max <= {ceiling}, not min {low} and max {top}")
    return top


def cards() -> st.SearchStrategy[str]:
    """A card of the deck (rulebook "The cards": 1, 2, 3, 4, 5, 7, 8, 10, 11, 12 and Sorry!), shrinking to the 1.

    >>> from hypothesis import find
    >>> find(cards(), lambda card: card != "1")
    '2'
    """
    return st.sampled_from(CARDS)


@st.composite
def _positions(draw: st.DrawFn, min_players: int, max_players: int, min_size: int, max_size: int) -> Position:
    players = draw(st.integers(max(min_players, -(-min_size // PAWNS)), max_players))  # room for min_size pawns
    others = draw(st.permutations(range(1, len(COLOURS))))  # any colours in play; shrinks to the first ones
    chosen = sorted([0, *others[: players - 1]])
    colours = [COLOURS[index] for index in chosen]
    out = draw(st.integers(min(min_size, PAWNS * players), min(max_size, PAWNS * players)))
    places: dict[str, list[str]] = {colour: [] for colour in colours}
    for _ in range(out):
        colour = draw(st.sampled_from([colour for colour in colours if len(places[colour]) < PAWNS]))
        taken_track = {place for held in places.values() for place in held}
        free = [
            *(square for square in TRACK if square not in taken_track),
            *(square for square in SAFETY_SQUARES if square not in places[colour]),
            HOME,
        ]
        places[colour].append(draw(st.sampled_from(free)))
    return make_position(places)


def positions(
    *, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS, min_size: int = 0, max_size: int | None = None
) -> st.SearchStrategy[Position]:
    """Positions of ``min_players`` to ``max_players`` colours with ``min_size`` to ``max_size`` pawns out of START.

    Rulebook "The board": each pawn out of START stands on a free track square, on a free safety square of its own
    colour, or in HOME (which holds any number). Red is always in play; the others shrink towards blue.

    >>> from hypothesis import find
    >>> find(positions(min_players=4), lambda position: True).as_text()
    'R: B: Y: G:'
    """
    _bounds("positions' players", min_players, max_players, MIN_PLAYERS, MAX_PLAYERS)
    top = _bounds("positions' size", min_size, max_size, 0, PAWNS * max_players)
    return _positions(min_players, max_players, min_size, top)


@st.composite
def _finished(draw: st.DrawFn, min_players: int, max_players: int) -> Position:
    position = draw(positions(min_players=min_players, max_players=max_players))
    colours = position.colours
    won = draw(st.sampled_from(colours))
    pawns = {colour: [place for place in places if place != START] for colour, places in position.pawns}
    pawns[won] = [HOME] * PAWNS
    for colour in colours:
        if colour != won and pawns[colour].count(HOME) == PAWNS:  # one winner: a loser keeps a pawn in START
            pawns[colour] = pawns[colour][1:]
    return make_position(pawns)


def finished_positions(
    *, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS
) -> st.SearchStrategy[Position]:
    """Positions where a points game has just ended: one colour, the winner, has all four pawns in HOME.

    Rulebook "Variants: Playing for points" and "Winning" (rules ``sorry.points.score``, ``sorry.game.win``): the
    game ends the moment one colour has its four pawns home, so no other colour has all four there too.

    >>> from hypothesis import find
    >>> find(finished_positions(), lambda position: True).as_text()
    'R:home,home,home,home B:'
    """
    _bounds("finished positions' players", min_players, max_players, MIN_PLAYERS, MAX_PLAYERS)
    return _finished(min_players, max_players)


@st.composite
def _moves_inputs(
    draw: st.DrawFn, position: st.SearchStrategy[Position], card: st.SearchStrategy[str]
) -> dict[str, Any]:
    drawn = draw(position)
    modes: list[Mode] = ["standard", "points"]
    if drawn.colours == COLOURS:  # the team rules need all four colours (rule sorry.team.partners)
        modes.append("teams")
    return {
        "pawns": drawn.as_json(),
        "card": draw(card),
        "turn": draw(st.sampled_from(drawn.colours)),
        "mode": draw(st.sampled_from(modes)),
    }


def moves_inputs(
    position: st.SearchStrategy[Position] | None = None, card: st.SearchStrategy[str] | None = None
) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``moves`` question: a position, a card, a colour in play to move and a mode.

    The position is drawn from ``position`` (:func:`positions` by default), the card from ``card`` (:func:`cards`
    by default: the deck's values, rule ``sorry.deck.cards``); ``teams`` comes up only with all four colours in play
    (rule ``sorry.team.partners``). Shrinks to red and blue in START, the 1, red to move, the standard game.

    >>> from hypothesis import find
    >>> find(moves_inputs(), lambda data: True)
    {'pawns': {'R': ['start', 'start', 'start', 'start'], 'B': ['start', 'start', 'start', 'start']}, \
'card': '1', 'turn': 'R', 'mode': 'standard'}
    """
    return _moves_inputs(positions() if position is None else position, cards() if card is None else card)


def score_inputs(position: st.SearchStrategy[Position] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``score`` question: a finished points game's position (:func:`finished_positions` by default).

    >>> from hypothesis import find
    >>> find(score_inputs(), lambda data: True)
    {'pawns': {'R': ['home', 'home', 'home', 'home'], 'B': ['start', 'start', 'start', 'start']}}
    """
    return (finished_positions() if position is None else position).map(lambda drawn: {"pawns": drawn.as_json()})


def _legal(state: State) -> list[Action]:
    from rulebook.sorry.engine.play import legal_actions

    return legal_actions(state)


def _apply(state: State, action: Action) -> State:
    from rulebook.sorry.engine.play import apply

    return apply(state, action)


def _new(players: int, mode: Mode, seed: int) -> State:
    from rulebook.sorry.engine.play import new

    return new(players, mode, seed)


@st.composite
def _starts(draw: st.DrawFn, min_players: int, max_players: int, modes: tuple[Mode, ...]) -> State:
    fewest = MAX_PLAYERS if set(modes) == {"teams"} else min_players  # only the team game: four play
    players = draw(st.integers(fewest, max_players))
    allowed: list[Mode] = [mode for mode in modes if mode != "teams" or players == MAX_PLAYERS]
    mode: Mode = draw(st.sampled_from(allowed))
    return _new(players, mode, draw(st.integers(0, 2**16)))


def states(
    *,
    min_players: int = MIN_PLAYERS,
    max_players: int = MAX_PLAYERS,
    modes: tuple[Mode, ...] = MODES,
    min_steps: int = 0,
    max_steps: int = 40,
) -> st.SearchStrategy[State]:
    """Game states reached from a new game by ``min_steps`` to ``max_steps`` legal actions (core ``played_states``).

    A new game (rules ``sorry.setup.start``, ``sorry.points.setup``) has a shuffled 45-card deck and every pawn in
    START; ``min_players`` to ``max_players`` play, in one of ``modes`` (``teams`` by four only: rule
    ``sorry.team.partners``). Shrinks to two players, the first seed and no steps.

    >>> from hypothesis import find
    >>> start = find(states(), lambda state: True)
    >>> start.seats, start.phase, start.turns
    (('R', 'Y'), 'draw', 0)
    """
    _bounds("states' players", min_players, max_players, MIN_PLAYERS, MAX_PLAYERS)
    unknown = [mode for mode in modes if mode not in MODES]
    if unknown or not modes:
        raise InvalidArgument(f"states' modes are some of {', '.join(MODES)}, not {modes!r}")
    if set(modes) == {"teams"} and max_players != MAX_PLAYERS:
        raise InvalidArgument(f"the team game is played by {MAX_PLAYERS}, not at most {max_players}")
    if not 0 <= min_steps <= max_steps:
        raise InvalidArgument(f"states need 0 <= min_steps <= max_steps, not {min_steps} and {max_steps}")
    return played_states(
        _starts(min_players, max_players, modes), _legal, _apply, min_steps=min_steps, max_steps=max_steps
    )


def _game_over(draw: st.DrawFn, state: State) -> str:
    """The action asked where none is legal (the game is over): one the rules refuse."""
    return "draw"


def _text(action: Action) -> str:
    return action.as_text()


def _state_json(state: State) -> dict[str, Any]:
    from rulebook.sorry.state import state_json

    return state_json(state)


def legal_actions_inputs(state: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``legal_actions`` question: a state (:func:`states` by default) in its JSON form.

    >>> from hypothesis import find
    >>> find(legal_actions_inputs(), lambda data: True)["state"]["phase"]
    'draw'
    """
    return state_inputs(states() if state is None else state, _state_json)


def apply_inputs(state: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``apply`` question: a state (:func:`states` by default) and one of its legal actions.

    >>> from hypothesis import find
    >>> find(apply_inputs(), lambda data: True)["action"]
    'draw'
    """
    chosen = states() if state is None else state
    return action_inputs(chosen, _legal, _state_json, text=_text, otherwise=_game_over)


def size(question: str, data: Any) -> int:
    """Pawns out of START: of the position of ``moves`` and ``score``, of the state's position otherwise."""
    pawns = data["pawns"] if question in ("moves", "score") else data["state"]["pawns"]
    position = position_from_json(pawns)
    return sum(place != START for _, places in position.pawns for place in places)


def strategies() -> GameStrategies:
    """SORRY!'s strategies for ``rulebook fuzz``, the pytest plugin and ``st.from_type``."""
    return GameStrategies(
        inputs={
            "moves": moves_inputs,
            "score": score_inputs,
            "legal_actions": legal_actions_inputs,
            "apply": apply_inputs,
        },
        size=size,
        types={Position: positions, State: states},
    )


__all__ = [
    "apply_inputs",
    "cards",
    "finished_positions",
    "legal_actions_inputs",
    "moves_inputs",
    "positions",
    "score_inputs",
    "size",
    "states",
    "strategies",
]
