"""SORRY! moves — the engine: every legal move of a card in a position, with its rule and the position it leads to.

Rulebook "Starting pawns", "Moving pawns", "Safety zones", "Card values", "Variants: Team rules"; the semantics
are ``docs/sorry-contract.md``'s (Semantics), in this module's words (the walks and slides are :mod:`.board`'s tables):

- Whose pawns (rule ``sorry.team.partners``): the player moves the turn colour's pawns; under the team rules also
  the partner's, and the opponents are then the other team (otherwise every other colour in play).
- Arriving (rules ``sorry.move.own-pawn``, ``sorry.move.bump``, ``sorry.move.slide``): a pawn that lands on a square
  holding a pawn of its own colour cannot (START and HOME hold any number); one holding another colour's pawn sends
  it to its START (a partner's too); on another colour's triangle it slides to the slide's end (under reading
  ``slide.choice=optional`` it may stay on the triangle instead, but for an 11's swap), sending every other
  pawn on the slide's squares to START, except that under reading ``slide.own-pawns=blocks`` a move whose slide
  passes a pawn of the slider's own colour cannot be made.
- HOME (rule ``sorry.move.home``): a forward walk that would pass HOME cannot be made; under reading
  ``home.count=stops-at-home`` it ends in HOME.
- The cards: a 1 or 2 starts a pawn onto its circle (``sorry.start.exit``) or moves one forward; 3, 5, 8 and 12
  move one forward (``sorry.card.forward``); 4 moves one back four (``sorry.card.four``); 7 moves one forward seven
  or is split between two pawns, part after part or at once (``sorry.card.seven``, readings ``seven.split-start``,
  ``seven.split-order``, ``team.seven-split``); 10 moves one ten forward or one back (``sorry.card.ten``, reading
  ``ten.backward``); 11 moves one eleven forward or swaps it with an opponent's pawn on the track, and may then be
  declined (``sorry.card.eleven``, reading ``swap.opponent-slides``); a Sorry! card takes an opponent's track square
  from START (``sorry.card.sorry``, readings ``sorry.forward-four``, ``team.sorry-partner``: under the team rules
  ``allowed`` takes the partner's square too). No move at all: the turn is lost
  (``sorry.move.must``).

The moves are written with :mod:`rulebook.sorry.moves` and answered as :class:`~rulebook.sorry.verdict.Option`
values sorted with :func:`~rulebook.sorry.verdict.sorted_options`.

>>> from rulebook.sorry.position import position_from_text
>>> [(o.move.as_text(), o.position.as_text()) for o in moves(position_from_text("R:13 B:17"), "3", "R", "standard")]
[('R 13-16', 'R:19 B:')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from rulebook.core.errors import InputError
from rulebook.sorry.board import COLOURS, PAWNS, partner_of
from rulebook.sorry.cards import CARDS, SORRY, parse_card
from rulebook.sorry.engine.board import (
    BACKWARD,
    CIRCLE,
    FORWARD,
    FORWARD_TO_HOME,
    HOME_CODE,
    LAST_TRACK,
    NO_PLACE,
    PLACE_CODE,
    PLACE_TEXT,
    SLIDE,
    START_CODE,
    Slide,
)
from rulebook.sorry.moves import PASS, Kind, Move, Part
from rulebook.sorry.position import Position
from rulebook.sorry.reading import DEFAULT, Reading
from rulebook.sorry.state import MODES, Mode
from rulebook.sorry.verdict import Option, sorted_options

START_EXIT = "sorry.start.exit"
FORWARD_RULE = "sorry.card.forward"
FOUR = "sorry.card.four"
SEVEN = "sorry.card.seven"
TEN = "sorry.card.ten"
ELEVEN = "sorry.card.eleven"
SORRY_RULE = "sorry.card.sorry"
MUST = "sorry.move.must"

FORWARD_CARDS = {"1": 1, "2": 2, "3": 3, "5": 5, "8": 8, "12": 12}
"""The cards that move one pawn forward by their value (rule ``sorry.card.forward``)."""
STARTING_CARDS = frozenset({"1", "2"})
"""The only cards that take a pawn out of START (rule ``sorry.start.exit``)."""
SEVEN_STEPS = 7
TEN_STEPS = 10
TEN_BACK = 1
FOUR_BACK = 4
ELEVEN_STEPS = 11
SORRY_FORWARD = 4
"""A Sorry! card's forward move under reading ``sorry.forward-four=yes``."""
SPLIT_START_PART = 1
"""Under ``seven.split-start=part-of-one-starts``, the part that may start a pawn is exactly 1."""
TWO_PARTS = 2
MAX_PARTS = 7
"""Under ``team.seven-split=any-number`` a 7 is shared by 2 to 7 pawns (each part at least 1)."""

Pawn = int
"""A pawn: its index in the starting position, four to a colour in play (colour ``k``'s are ``4k`` to ``4k + 3``)."""
Step = tuple[Pawn, int, int, bool]
"""One part as codes: the pawn, the place it leaves, the place it lands on (before a slide), and whether it stays on
a triangle of another colour instead of sliding (reading ``slide.choice=optional``)."""

_CARD_SET = frozenset(CARDS)
_TEXTS: dict[tuple[int, ...], tuple[str, ...]] = {}
"""Sorted place codes -> written places, filled as positions are built (emptied past :data:`_TEXTS_KEPT`)."""
_TEXTS_KEPT = 1 << 16


class _Board:
    """Where every pawn is, mutable: each pawn's place code and which pawn holds each track square."""

    __slots__ = ("codes", "track")

    def __init__(self, codes: list[int], track: dict[int, Pawn]) -> None:
        self.codes = codes
        self.track = track

    def copy(self) -> _Board:
        """An independent copy (each candidate move is tried on its own)."""
        return _Board(self.codes[:], self.track.copy())

    def lift(self, pawn: Pawn) -> None:
        """Take ``pawn`` off its track square (it has left its source; its code is set when it is put down)."""
        code = self.codes[pawn]
        if START_CODE < code <= LAST_TRACK:
            del self.track[code]

    def put(self, pawn: Pawn, code: int) -> None:
        """Put a lifted ``pawn`` on ``code``."""
        self.codes[pawn] = code
        if START_CODE < code <= LAST_TRACK:
            self.track[code] = pawn

    def bump(self, pawn: Pawn) -> None:
        """Send ``pawn`` back to its START (rule ``sorry.move.bump``)."""
        self.lift(pawn)
        self.codes[pawn] = START_CODE


class _Layout:
    """Where the pawns of a position stand, as codes, and which are the player's (shared, never changed)."""

    __slots__ = ("board", "colour_of", "opponents", "rows", "starters", "teams", "walkers")

    def __init__(self, pawns: tuple[tuple[str, tuple[str, ...]], ...], movers: tuple[str, ...]) -> None:
        rows = [_row_codes(places) for _, places in pawns]
        codes = [code for row in rows for code in row]
        self.colour_of = _colours_of(tuple(colour for colour, _ in pawns))
        """Each pawn's colour."""
        self.board = _Board(codes, {code: pawn for pawn, code in enumerate(codes) if START_CODE < code <= LAST_TRACK})
        """The starting position (every candidate move works on a copy)."""
        self.opponents = frozenset(colour for colour, _ in pawns if colour not in movers)
        mine = [pawn for pawn, colour in enumerate(self.colour_of) if colour in movers]
        self.walkers = [pawn for pawn in mine if START_CODE < codes[pawn] < HOME_CODE]
        """The player's pawns on a track or safety square (the ones that can walk)."""
        self.starters = _starters(mine, codes)
        """One pawn in START for each of the player's colours that has one (pawns in START are alike)."""
        self.teams = len(movers) > 1
        self.rows = tuple(
            (colour, places, _SLICES[k], list(row))
            for k, ((colour, places), row) in enumerate(zip(pawns, rows, strict=True))
        )
        """Each colour in play, its written places, its pawns and their codes in the starting position."""


_SLICES = tuple(slice(PAWNS * k, PAWNS * (k + 1)) for k in range(len(COLOURS)))
"""Colour ``k``'s pawns among the pawns of a position."""


@lru_cache(maxsize=1 << 16)
def _row_codes(places: tuple[str, ...]) -> tuple[int, ...]:
    """The codes of one colour's places."""
    return tuple(PLACE_CODE[place] for place in places)


@cache
def _colours_of(colours: tuple[str, ...]) -> tuple[str, ...]:
    """Each pawn's colour, for the colours in play."""
    return tuple(colour for colour in colours for _ in range(PAWNS))


_layout = lru_cache(maxsize=4096)(_Layout)
"""The layout of a position for a player, worked out once (the play asks about one position card after card)."""


class _Game:
    """One question: the position's layout, whose pawns move, who the opponents are, the reading."""

    __slots__ = (
        "ahead",
        "blocks",
        "board",
        "choose",
        "colour_of",
        "opponents",
        "position",
        "reading",
        "rows",
        "slider",
        "sorry_colours",
        "starters",
        "teams",
        "walkers",
    )

    def __init__(self, position: Position, movers: tuple[str, ...], reading: Reading) -> None:
        layout = _layout(position.pawns, movers)
        self.position = position
        self.reading = reading
        self.choose = reading.slide_choice == "optional"
        """Whether a pawn landing on another colour's triangle may stay there (reading ``slide.choice``)."""
        self.ahead = FORWARD_TO_HOME if reading.home_count == "stops-at-home" else FORWARD
        """Where forward walks go: past HOME impossible, or ending in HOME (reading ``home.count``)."""
        self.slider = movers[0] if layout.teams and reading.team_partner_slides == "mover-colour" else None
        """Under ``team.partner-slides=mover-colour``, the player's colour, whose triangles no pawn moved slides on."""
        self.sorry_colours = layout.opponents
        """The colours a Sorry! card takes the place of: the opponents; under the team rules with reading
        ``team.sorry-partner=allowed``, every colour but the player's (the partner's too: "another player")."""
        if layout.teams and reading.team_sorry_partner == "allowed":
            self.sorry_colours = layout.opponents | {movers[1]}
        self.blocks = reading.slide_own_pawns == "blocks"
        """Whether the slider's own pawn on a slide forbids it (reading ``slide.own-pawns=blocks``)."""
        self.board = layout.board
        self.colour_of = layout.colour_of
        self.opponents = layout.opponents
        self.walkers = layout.walkers
        self.starters = layout.starters
        self.teams = layout.teams
        self.rows = layout.rows

    def slides(self, pawn: Pawn) -> tuple[Slide | None, ...]:
        """The slides ``pawn`` takes when the player moves it: by its own colour's triangles, or by the player's.

        Rule ``sorry.move.slide`` ("you slide only on triangles that are not your own colour"); under the team rules
        reading ``team.partner-slides`` says whose colour a partner's pawn slides by.
        """
        return SLIDE[self.slider or self.colour_of[pawn]]

    def origin(self, pawn: Pawn) -> int:
        """Where ``pawn`` stands in the starting position."""
        return self.board.codes[pawn]

    def targets(self, colours: frozenset[str] | None = None) -> list[tuple[int, Pawn]]:
        """The pawns of ``colours`` (the opponents') on the outer track, with their squares (for a swap or a Sorry!)."""
        colour_of, opponents = self.colour_of, self.opponents if colours is None else colours
        return [(code, pawn) for code, pawn in self.board.track.items() if colour_of[pawn] in opponents]


def _starters(mine: list[Pawn], codes: list[int]) -> list[Pawn]:
    """The first pawn in START of each colour among ``mine`` (a colour's four pawns are consecutive)."""
    found: dict[int, Pawn] = {}
    for pawn in mine:
        if codes[pawn] == START_CODE:
            found.setdefault(pawn // PAWNS, pawn)
    return list(found.values())


def _team(turn: str, mode: Mode) -> tuple[str, ...]:
    """The colours the player moves (rule ``sorry.team.partners``)."""
    return (turn, partner_of(turn)) if mode == "teams" else (turn,)


def _game(position: Position, turn: str, mode: Mode, reading: Reading) -> _Game:
    if mode not in MODES:
        raise InputError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    colours = tuple(colour for colour, _ in position.pawns)
    if turn not in colours:
        raise InputError(f"the colour on turn, {turn!r}, is not in play ({', '.join(colours)})")
    if mode == "teams" and colours != COLOURS:
        raise InputError("the team rules need all four colours in play")
    return _Game(position, _team(turn, mode), reading)


# --- resolving an arrival ----------------------------------------------------------------------------------------


def _slide(game: _Game, board: _Board, pawn: Pawn, slide: Slide) -> bool:
    """``pawn``, on a slide's triangle, slides to its end (rule ``sorry.move.slide``); False when it cannot.

    Every other pawn on the slide's squares goes to START; under reading ``slide.own-pawns=blocks`` a pawn of the
    slider's own colour on any of them makes the slide impossible instead (nothing is changed then).
    """
    end, squares = slide
    colour_of = game.colour_of
    colour = colour_of[pawn]
    track = board.track
    if game.blocks:
        for square in squares:
            other = track.get(square)
            if other is not None and other != pawn and colour_of[other] == colour:
                return False
    for square in squares:
        other = track.get(square)
        if other is None or other == pawn:
            continue
        board.bump(other)
    board.lift(pawn)
    board.put(pawn, end)
    return True


def _arrive(game: _Game, board: _Board, pawn: Pawn, landing: int, stays: bool = False) -> bool:
    """A lifted ``pawn`` arrives on ``landing``; False when it cannot (the board is then spoilt).

    Rules ``sorry.move.own-pawn`` (a square holding the same colour blocks), ``sorry.move.bump`` (another colour's
    pawn goes to START) and ``sorry.move.slide`` (another colour's triangle slides, unless ``stays``: the pawn
    keeps the triangle, which only :func:`_choices` offers).
    """
    colour = game.colour_of[pawn]
    if landing <= LAST_TRACK:
        holder = board.track.get(landing)
        if holder is not None:
            if game.colour_of[holder] == colour:
                return False
            board.bump(holder)
        board.put(pawn, landing)
        slide = game.slides(pawn)[landing]
        return slide is None or stays or _slide(game, board, pawn, slide)
    if landing < HOME_CODE:
        first = pawn - pawn % PAWNS
        if landing in board.codes[first : first + PAWNS]:
            return False  # a safety square holding a pawn of the same colour (the pawn's own code is its source)
    board.put(pawn, landing)
    return True


def _moved(game: _Game, board: _Board, pawn: Pawn, landing: int, stays: bool = False) -> _Board | None:
    """The board after ``pawn`` leaves its place and arrives on ``landing``, or None when it cannot."""
    after = board.copy()
    after.lift(pawn)
    return after if _arrive(game, after, pawn, landing, stays) else None


_SLIDES_ONLY = (False,)
_SLIDES_OR_STAYS = (False, True)


def _choices(game: _Game, pawn: Pawn, landing: int) -> tuple[bool, ...]:
    """Whether the pawn may stay: ``(False, True)`` on another colour's triangle under ``slide.choice=optional``.

    Moving pawns: "you can slide" (þú getur rennt); the 11's swap says "slide!" and keeps its slide
    (:func:`_swap` never asks).
    """
    if game.choose and landing <= LAST_TRACK and game.slides(pawn)[landing] is not None:
        return _SLIDES_OR_STAYS
    return _SLIDES_ONLY


# --- options -----------------------------------------------------------------------------------------------------


def _texts(codes: list[int]) -> tuple[str, ...]:
    key = tuple(sorted(codes))
    texts = _TEXTS.get(key)
    if texts is None:
        if len(_TEXTS) >= _TEXTS_KEPT:
            _TEXTS.clear()
        texts = _TEXTS[key] = tuple(PLACE_TEXT[code] for code in key)
    return texts


def _position(game: _Game, board: _Board) -> Position:
    """The board as a :class:`Position`, places sorted as :func:`~rulebook.sorry.position.make_position` keeps them.

    A colour none of whose pawns moved keeps the starting position's places as they are.
    """
    codes = board.codes
    rows = []
    for colour, places, pawns, start in game.rows:
        now = codes[pawns]
        rows.append((colour, places if now == start else _texts(now)))
    return Position(tuple(rows))


def _option(
    game: _Game, kind: Kind, steps: Sequence[Step], board: _Board, rule: str, target: str | None = None
) -> Option:
    colour_of = game.colour_of
    parts = tuple(
        [
            Part(colour_of[pawn], PLACE_TEXT[source], PLACE_TEXT[landing], stays)
            for pawn, source, landing, stays in steps
        ]
    )
    return Option(Move(kind, parts, target), rule, _position(game, board))


def _starts(game: _Game, rule: str) -> list[Option]:
    """A 1 or a 2 takes a pawn of the player's out of START onto its circle (rule ``sorry.start.exit``)."""
    options: list[Option] = []
    for pawn in game.starters:
        circle = CIRCLE[game.colour_of[pawn]]
        board = _moved(game, game.board, pawn, circle)
        if board is not None:
            options.append(_option(game, "start", [(pawn, START_CODE, circle, False)], board, START_EXIT))
    return options


def _walks(game: _Game, steps: int, backward: bool, rule: str) -> list[Option]:
    """One of the player's pawns walks ``steps`` forward (or backward), then arrives (rules ``sorry.move.*``)."""
    table = BACKWARD if backward else game.ahead
    kind: Kind = "backward" if backward else "forward"
    options: list[Option] = []
    for pawn in game.walkers:
        source = game.origin(pawn)
        landing = table[game.colour_of[pawn]][source][steps]
        if landing == NO_PLACE:
            continue  # past HOME (rule sorry.move.home, reading home.count=exact)
        for stays in _choices(game, pawn, landing):
            board = _moved(game, game.board, pawn, landing, stays)
            if board is not None:
                options.append(_option(game, kind, [(pawn, source, landing, stays)], board, rule))
    return options


def _split_parts(game: _Game) -> int:
    """How many pawns may share a 7 (reading ``team.seven-split``: any number only under the team rules)."""
    return MAX_PARTS if game.teams and game.reading.team_seven_split == "any-number" else TWO_PARTS


def _at_once(game: _Game, steps: Sequence[Step]) -> _Board | None:
    """Every part of a split made at once (reading ``seven.split-order=together``); None when it cannot be made.

    Every pawn of the split leaves its place first; each part then arrives (rules ``sorry.move.own-pawn``,
    ``sorry.move.bump``, ``sorry.move.slide``) on the board without those pawns, seeing no other part's landing,
    bump or slide; the pawns any part sends to START all go there; two pawns of the split may not end on one square
    (a track square, or a safety square of their colour; HOME holds any number).
    """
    lifted = game.board.copy()
    for pawn, _, _, _ in steps:
        lifted.bump(pawn)  # off the board: its code START, so no part meets it on a square
    final = lifted.copy()
    ends: list[tuple[Pawn, int]] = []
    for pawn, _, landing, stays in steps:
        alone = lifted.copy()
        if not _arrive(game, alone, pawn, landing, stays):
            return None
        for other, code in enumerate(alone.codes):
            if code == START_CODE and lifted.codes[other] != START_CODE:
                final.bump(other)
        ends.append((pawn, alone.codes[pawn]))
    for index, (pawn, end) in enumerate(ends):
        for other, there in ends[:index]:
            same = end <= LAST_TRACK or game.colour_of[pawn] == game.colour_of[other]
            if end == there and end < HOME_CODE and same:
                return None  # two pawns of the split on one square
        final.put(pawn, end)
    return final


def _splits(game: _Game) -> list[Option]:
    """The 7 shared by different pawns of the player's (rule ``sorry.card.seven``).

    Each part moves a pawn of the starting position, not moved before and still on its place, forward by at least
    one, the parts adding up to seven. Under ``seven.split-order=in-order`` each part is resolved like a move on the
    position the earlier parts left; under ``together`` the parts are resolved at once (:func:`_at_once`), in
    whatever order they are written. Under ``seven.split-start=part-of-one-starts`` one part of exactly 1 may
    instead start a pawn. Under ``home.count=stops-at-home`` parts of different lengths may take a pawn HOME: such
    splits are one move.
    """
    options: list[Option] = []
    seen: set[Move] = set()
    starters = game.starters if game.reading.seven_split_start == "part-of-one-starts" else []
    most = _split_parts(game)
    together = game.reading.seven_split_order == "together"

    def part(board: _Board, pawn: Pawn, landing: int, stays: bool) -> _Board | None:
        """The board after one more part: the same board under ``together`` (resolved at the end)."""
        return board if together else _moved(game, board, pawn, landing, stays)

    def extend(board: _Board, steps: tuple[Step, ...], used: frozenset[Pawn], left: int, started: bool) -> None:
        count = len(steps) + 1
        low = left if count == most else 1
        high = left if count >= TWO_PARTS else left - 1
        for pawn in game.walkers:
            source = game.origin(pawn)
            if pawn in used or board.codes[pawn] != source:
                continue  # moved by an earlier part, or bumped by one
            walk = game.ahead[game.colour_of[pawn]][source]
            for amount in range(low, high + 1):
                landing = walk[amount]
                if landing == NO_PLACE:
                    break  # past HOME (home.count=exact), and so is every longer part
                for stays in _choices(game, pawn, landing):
                    after = part(board, pawn, landing, stays)
                    if after is not None:
                        grow(after, (*steps, (pawn, source, landing, stays)), used | {pawn}, left - amount, started)
        if started or not low <= SPLIT_START_PART <= high:
            return
        for pawn in starters:
            circle = CIRCLE[game.colour_of[pawn]]
            after = part(board, pawn, circle, False)
            if after is not None:
                step = (pawn, START_CODE, circle, False)
                grow(after, (*steps, step), used | {pawn}, left - SPLIT_START_PART, True)

    def grow(board: _Board, steps: tuple[Step, ...], used: frozenset[Pawn], left: int, started: bool) -> None:
        if left == 0:
            made = _at_once(game, steps) if together else board
            if made is None:
                return
            option = _option(game, "split", steps, made, SEVEN)
            if option.move not in seen:  # under home.count=stops-at-home parts of several lengths may end in HOME
                seen.add(option.move)
                options.append(option)
        else:
            extend(board, steps, used, left, started)

    extend(game.board, (), frozenset(), SEVEN_STEPS, False)
    return options


def _swap(game: _Game, pawn: Pawn, target: Pawn) -> _Board | None:
    """An 11 swaps ``pawn`` (on square p) with the opponent's ``target`` (on q) (rule ``sorry.card.eleven``).

    No bump between the two; then ``pawn`` slides if q is another colour's triangle (a pawn of its own colour on
    that slide makes the swap impossible under ``slide.own-pawns=blocks``), the opponent's pawn, now on p, bumped
    like any pawn on that slide; then, under ``swap.opponent-slides=yes`` only, the opponent's pawn slides if it is
    still on p and p is a triangle not of its colour (under ``blocks`` a pawn of the opponent's colour on that slide
    leaves it on p).
    """
    board = game.board.copy()
    p, q = game.origin(pawn), game.origin(target)
    board.lift(pawn)
    board.lift(target)
    board.put(pawn, q)
    board.put(target, p)
    slide = game.slides(pawn)[q]
    if slide is not None and not _slide(game, board, pawn, slide):
        return None
    if game.reading.swap_opponent_slides == "yes" and board.codes[target] == p:
        back = SLIDE[game.colour_of[target]][p]
        if back is not None:
            _slide(game, board, target, back)
    return board


def _swaps(game: _Game) -> list[Option]:
    """Every swap of one of the player's track pawns with an opponent's track pawn (rule ``sorry.card.eleven``)."""
    options: list[Option] = []
    targets = game.targets()
    for pawn in game.walkers:
        source = game.origin(pawn)
        if source > LAST_TRACK:
            continue
        for square, target in targets:
            board = _swap(game, pawn, target)
            if board is not None:
                step = [(pawn, source, square, False)]
                options.append(_option(game, "swap", step, board, ELEVEN, game.colour_of[target]))
    return options


def _sorries(game: _Game) -> list[Option]:
    """A pawn from START takes an opponent's track square, that pawn going to START (rule ``sorry.card.sorry``).

    Under the team rules with reading ``team.sorry-partner=allowed`` the partner's track pawns are taken too (by the
    player's pawn: a partner's pawn from START lands on its own colour's pawn, which no move may do).
    """
    options: list[Option] = []
    targets = game.targets(game.sorry_colours)
    for pawn in game.starters:
        for square, target in targets:
            for stays in _choices(game, pawn, square):
                board = _moved(game, game.board, pawn, square, stays)
                if board is not None:
                    step = [(pawn, START_CODE, square, stays)]
                    options.append(_option(game, "sorry", step, board, SORRY_RULE, game.colour_of[target]))
    return options


def _forward_card(card: str) -> Callable[[_Game], list[Option]]:
    def options(game: _Game) -> list[Option]:
        found = _starts(game, START_EXIT) if card in STARTING_CARDS else []
        return found + _walks(game, FORWARD_CARDS[card], False, FORWARD_RULE)

    return options


def _four(game: _Game) -> list[Option]:
    """A 4 moves one pawn four back (rule ``sorry.card.four``)."""
    return _walks(game, FOUR_BACK, True, FOUR)


def _seven(game: _Game) -> list[Option]:
    """A 7: one pawn seven forward, or split (rule ``sorry.card.seven``)."""
    return _walks(game, SEVEN_STEPS, False, SEVEN) + _splits(game)


def _ten(game: _Game) -> list[Option]:
    """A 10: ten forward or one back; under ``ten.backward=fallback`` back only when forward is impossible."""
    ahead = _walks(game, TEN_STEPS, False, TEN)
    if ahead and game.reading.ten_backward == "fallback":
        return ahead
    return ahead + _walks(game, TEN_BACK, True, TEN)


def _eleven(game: _Game) -> list[Option]:
    """An 11: eleven forward or a swap; with no forward move the swap may be declined (rule ``sorry.card.eleven``)."""
    ahead = _walks(game, ELEVEN_STEPS, False, ELEVEN)
    options = ahead + _swaps(game)
    if options and not ahead:
        options.append(Option(PASS, ELEVEN, game.position))
    return options


def _sorry(game: _Game) -> list[Option]:
    """A Sorry! card; under ``sorry.forward-four=yes`` also four forward (rule ``sorry.card.sorry``)."""
    options = _sorries(game)
    if game.reading.sorry_forward_four == "yes":
        options += _walks(game, SORRY_FORWARD, False, SORRY_RULE)
    return options


_BY_CARD: dict[str, Callable[[_Game], list[Option]]] = {
    **{card: _forward_card(card) for card in FORWARD_CARDS},
    "4": _four,
    "7": _seven,
    "10": _ten,
    "11": _eleven,
    SORRY: _sorry,
}


def moves(
    position: Position, card: str, turn: str, mode: Mode = "standard", reading: Reading = DEFAULT
) -> tuple[Option, ...]:
    """Every legal move of ``card`` for the player of ``turn`` in ``position``, sorted; ``pass`` when none.

    ``pass`` cites ``sorry.move.must`` when the card moves nothing, and ``sorry.card.eleven`` beside an 11's swaps
    when it cannot go eleven forward. :class:`InputError` for an unknown card, mode or colour.
    """
    if card not in _CARD_SET:
        card = parse_card(card)
    game = _game(position, turn, mode, reading)
    options = _BY_CARD[card](game)
    if not options:
        options = [Option(PASS, MUST, position)]
    return sorted_options(options)


DECIDED_BY: dict[str, object] = {
    "sorry.move.bump": _Board.bump,
    "sorry.move.own-pawn": _arrive,
    "sorry.move.slide": _slide,
}
"""The rules this module decides, each by where its logic is (the rule ids in code, not in prose only)."""


__all__ = ["moves"]
