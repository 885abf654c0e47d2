"""The SORRY! board as inline SVG, with pawns, moves, slides and bumps, for the generated rule documentation.

The layout (every number from :mod:`rulebook.sorry.board`, the spec's ``[board]``): the board is a grid of 16 by
16 cells of :data:`CELL` units, inside a margin of :data:`MARGIN` units that holds the square numbers. The 60 track
squares are the grid's outer ring, numbered clockwise from the top left corner; side ``s`` (red 0, blue 1, yellow
2, green 3) starts at square ``15 * s`` in a corner:

* red's side runs along the top, left to right: square ``i`` (0 to 14) is the cell in column ``i``, row 0;
* blue's down the right: square ``15 + i`` is column 15, row ``i``;
* yellow's along the bottom, right to left: square ``30 + i`` is column ``15 - i``, row 15;
* green's up the left: square ``45 + i`` is column 0, row ``15 - i`` (so 59 is column 0, row 1, beside 0).

A cell's centre is ``MARGIN + CELL * (column + 0.5)`` across and ``MARGIN + CELL * (row + 0.5)`` down, so a pawn
on 0 stands at (26, 26), on 15 at (446, 26), on 59 at (26, 54). Everything of a colour lies inside its own side,
drawn in the side's frame (``offset`` along the side from its first square, ``depth`` inward from the edge): its two
slides on the track (triangle at offset 1 to the end at 4, triangle at 9 to the end at 13: a triangle pointing the
way pawns go, a bar, a disc at the end); its safety zone S1 to S5, the cells at its turn square's offset (2) at
depths 1 to 5 (red's S3 is column 2, row 3: centre (82, 110)); its HOME, a circle at that offset beyond S5; its
START, a circle inside its circle square (offset 4). Square numbers stand in the margin outside each square.

A pawn is a disc in its colour with its letter (``R``, ``B``, ``Y``, ``G``), so that colours are told apart without
seeing them; pawns in START or HOME are drawn as one pawn with a badge counting them. A move is drawn over the
position before it: a path along the squares walked from the pawn's place to its landing (before any slide), a
dashed arrow for a slide, a dashed ring round each pawn the move sends back to START; the position after it may
follow, a ring round each pawn the move put on a new place. Every picture has ``role="img"``, an ``aria-label`` and
a ``<title>`` naming the position (and the move) in words. The board's own drawing may be written once per page
(:func:`board_defs`) and used by reference (``shared=True``), which keeps a page of many boards small; each picture
is otherwise complete by itself.

>>> square_centre(0), square_centre(15), square_centre(59)
((26.0, 26.0), (446.0, 26.0), (26.0, 54.0))
>>> place_centre("R", "S3")
(82.0, 110.0)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from html import escape

from rulebook.core.desk.palette import PaletteBoard, PaletteCard, PaletteEntry
from rulebook.sorry.board import (
    CIRCLE_OFFSET,
    COLOUR_NAMES,
    COLOURS,
    HOME,
    SAFETY,
    SIDE,
    SLIDES,
    SQUARES,
    START,
    TURN_OFFSET,
    kind_of,
    place_key,
    side_of,
)
from rulebook.sorry.moves import Move, Part
from rulebook.sorry.position import Position

GRID = SIDE + 1
"""Cells per side of the board's grid (16): a side's 15 squares and the corner of the next."""
CELL = 28
"""Size of one cell, in the SVG's user units."""
MARGIN = 12
"""The margin round the grid, where the square numbers stand."""
SIZE = GRID * CELL + 2 * MARGIN
"""Width and height of a whole board (472)."""
BOARD_ID = "sorry-board"
"""The id of the board's drawing when a page shares it (:func:`board_defs`)."""

FACES = {"R": "#c62828", "B": "#1565c0", "Y": "#f2b705", "G": "#2e7d32"}
"""Each colour's pawns, slides and the edges of its areas."""
TINTS = {"R": "#f9dcdc", "B": "#d9e6f7", "Y": "#fdf0c2", "G": "#dcefdc"}
"""Each colour's safety zone, START and HOME."""
INKS = {"R": "#ffffff", "B": "#ffffff", "Y": "#1b1b1b", "G": "#ffffff"}
"""The letter on a pawn: white on red, blue and green, dark on yellow."""
LABEL_INKS = {"R": "#8e1b1b", "B": "#0d47a1", "Y": "#6b5200", "G": "#1b5e20"}
"""Text written on a colour's tint (``START``, ``HOME``, ``S1``)."""
BACKGROUND = "#f4f1e8"
EDGE = "#6d6d6d"
INK = "#1b1b1b"
BUMP = "#b00020"
FONT = "font-family=\"'DejaVu Sans',Arial,Helvetica,sans-serif\""
"""The font of every text of a picture, set once on its ``<svg>`` (a shared board's text inherits it too)."""
PAWN_RADIUS = 9.0
START_DEPTH, AREA_RADIUS = 2.4, 1.2
"""START's circle: its centre's depth into the side, and the radius of START and HOME (in cells)."""
HOME_DEPTH = SAFETY + 2.4
"""HOME's centre, in cells from the side's edge: just beyond S5."""

Point = tuple[float, float]


# --- where things are ------------------------------------------------------------------------------------------------


def _frame(side: int, offset: float, depth: float) -> Point:
    """A point given in a side's frame (cells along the side, cells inward) in the grid's cells (across, down)."""
    if side == 0:
        return offset, depth
    if side == 1:
        return GRID - depth, offset
    if side == 2:
        return GRID - offset, GRID - depth
    return depth, GRID - offset


def _units(point: Point) -> Point:
    """Grid cells to user units."""
    return MARGIN + CELL * point[0], MARGIN + CELL * point[1]


def _at(side: int, offset: float, depth: float) -> Point:
    return _units(_frame(side, offset, depth))


def square_centre(square: int) -> Point:
    """The centre of track square ``square`` (0 to 59), in user units."""
    side, offset = divmod(square % SQUARES, SIDE)
    return _at(side, offset + 0.5, 0.5)


def place_centre(colour: str, place: str) -> Point:
    """Where a pawn of ``colour`` on ``place`` is drawn: its square, its safety square, or its START or HOME."""
    kind, side = kind_of(place), side_of(colour)
    if kind == "track":
        return square_centre(int(place))
    if kind == "safety":
        return _at(side, TURN_OFFSET + 0.5, int(place[1:]) + 0.5)
    if kind == "start":
        return _at(side, CIRCLE_OFFSET + 0.5, START_DEPTH)
    return _at(side, TURN_OFFSET + 0.5, HOME_DEPTH)


def slides() -> list[tuple[str, int, int]]:
    """Every slide of the board: the colour it belongs to, its triangle's square and its end's square."""
    return [
        (colour, SIDE * side_of(colour) + triangle, SIDE * side_of(colour) + end)
        for colour in COLOURS
        for triangle, end in SLIDES
    ]


def _step(colour: str, place: str, backward: bool) -> str | None:
    """The place one square on from ``place`` for a pawn of ``colour`` (None from START or HOME, or past HOME)."""
    kind = kind_of(place)
    turn = SIDE * side_of(colour) + TURN_OFFSET
    if kind in ("start", "home"):
        return None
    if kind == "track":
        square = int(place)
        if backward:
            return str((square - 1) % SQUARES)
        return "S1" if square == turn else str((square + 1) % SQUARES)
    number = int(place[1:])
    if backward:
        return str(turn) if number == 1 else f"S{number - 1}"
    return HOME if number == SAFETY else f"S{number + 1}"


def walk(colour: str, source: str, landing: str, backward: bool = False) -> list[str] | None:
    """The places a pawn of ``colour`` passes from ``source`` to ``landing``, one square at a time, ends included.

    Forward (into its own safety zone after its turn square) or ``backward``; None if it never gets there.

    >>> walk("R", "0", "S2")
    ['0', '1', '2', 'S1', 'S2']
    >>> walk("R", "S1", "1", backward=True)
    ['S1', '2', '1']
    """
    path = [source]
    while path[-1] != landing and len(path) <= SQUARES + SAFETY + 1:
        following = _step(colour, path[-1], backward)
        if following is None:
            return None
        path.append(following)
    return path if path[-1] == landing else None


# --- what a move did, read off the positions before and after it ----------------------------------------------------


@dataclass(frozen=True)
class Effects:
    """What a move did, as the positions before and after it show: slides taken and pawns sent back to START."""

    slides: tuple[tuple[str, str, str], ...] = ()
    """(colour, triangle, end) of each slide taken, by the move's pawns in the order of its parts."""
    bumped: tuple[tuple[str, str], ...] = ()
    """(colour, place) of each pawn sent back to START, in board order."""
    finals: tuple[str, ...] = ()
    """Where each part's pawn ended (its landing, a slide's end), in the order of the parts."""
    swapped: str | None = None
    """For a swap: where the opponent's pawn ended (the square the player's pawn left, or that slide's end)."""


def _slide_from(square: str, colour: str) -> tuple[str, str] | None:
    """The triangle and end of the slide whose triangle is ``square`` if it is not of ``colour``."""
    for owner, triangle, end in slides():
        if str(triangle) == square and owner != colour:
            return str(triangle), str(end)
    return None


def effects(before: Position, move: Move, after: Position | None) -> Effects:
    """The slides and bumps of ``move`` from ``before`` to ``after`` (none known without ``after``).

    A part's pawn slid when its landing is another colour's triangle and the position after shows a pawn of its
    colour on that slide's end and none on the landing; a pawn not moved by the move that has left its place is one
    the move bumped (the only other way a pawn leaves its place). This reads the two positions; it decides no rule.
    """
    if after is None or move.kind == "pass":
        return Effects(finals=tuple(part.landing for part in move.parts))
    added = {
        colour: Counter(after.places(colour)) - Counter(before.places(colour))
        for colour in before.colours
        if colour in after.colours
    }
    finals: list[str] = []
    taken: list[tuple[str, str, str]] = []
    for part in move.parts:
        new = added.get(part.colour, Counter())
        slide = _slide_from(part.landing, part.colour)
        if new[part.landing] > 0:
            new[part.landing] -= 1
            finals.append(part.landing)
        elif slide is not None and new[slide[1]] > 0:
            new[slide[1]] -= 1
            finals.append(slide[1])
            taken.append((part.colour, *slide))
        else:
            finals.append(part.landing)
    swapped = None
    if move.kind == "swap" and move.target in added and move.parts:
        part, new = move.parts[0], added[move.target]
        slide = _slide_from(part.source, move.target)
        if new[part.source] > 0:
            new[part.source] -= 1
            swapped = part.source
        elif slide is not None and new[slide[1]] > 0:
            new[slide[1]] -= 1
            swapped = slide[1]
            taken.append((move.target, *slide))
    bumped: list[tuple[str, str]] = []
    for colour in before.colours:
        if colour not in after.colours:
            continue
        gone = Counter(before.places(colour)) - Counter(after.places(colour))
        for part in move.parts:
            if part.colour == colour and gone[part.source] > 0:
                gone[part.source] -= 1
        if move.kind == "swap" and colour == move.target and move.parts and gone[move.parts[0].landing] > 0:
            gone[move.parts[0].landing] -= 1
        for place in sorted(gone.elements(), key=place_key):
            if place not in (START, HOME):
                bumped.append((colour, place))
    return Effects(tuple(taken), tuple(bumped), tuple(finals), swapped)


def _listed(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def move_words(move: Move, done: Effects | None = None) -> str:
    """A move in words with what it did (``done``): ``R 13-16 slides to 19, bumping B from 17``.

    A swap names where both pawns go: ``R 20 swap B 31, R slides to 34, B to 20``.
    """
    done = done or Effects()
    if move.kind == "pass":
        return "pass"
    slid = {(colour, triangle): end for colour, triangle, end in done.slides}
    if move.kind == "swap" and move.parts:
        part = move.parts[0]
        words = [move.as_text()]
        if (part.colour, part.landing) in slid:
            words.append(f"{part.colour} slides to {slid[part.colour, part.landing]}")
        target = move.target or "?"
        words.append(f"{target} to {part.source}")
        if (target, part.source) in slid:
            words[-1] += f", slides to {slid[target, part.source]}"
        text = ", ".join(words)
    else:
        texts = []
        for part in move.parts:
            end = slid.get((part.colour, part.landing))
            head = f"{part.colour} start sorry {move.target} {part.landing}" if move.kind == "sorry" else part.as_text()
            texts.append(head + (f" slides to {end}" if end is not None else ""))
        text = ", ".join(texts)
    if done.bumped:
        text += ", bumping " + _listed([f"{colour} from {place}" for colour, place in done.bumped])
    return text


# --- words for a position ---------------------------------------------------------------------------------------------


def colour_words(colour: str, places: Sequence[str]) -> str:
    """One colour's pawns in words: ``red on 13 and S2, 1 HOME, 1 in START``; ``blue: all 4 in START``."""
    name = COLOUR_NAMES[colour]
    board = [place for place in places if place not in (START, HOME)]
    home, start = list(places).count(HOME), list(places).count(START)
    if not board and (home == 0 or start == 0):
        return f"{name}: all {home or start} {'HOME' if home else 'in START'}"
    words = [f"on {_listed(board)}"] if board else []
    if home:
        words.append(f"{home} HOME")
    if start:
        words.append(f"{start} in START")
    return f"{name} " + ", ".join(words)


def position_words(position: Position) -> str:
    """A position in words, colour by colour: ``red on 13, 3 in START; blue on 17, 3 in START``."""
    return "; ".join(colour_words(colour, places) for colour, places in position.pawns)


# --- drawing -----------------------------------------------------------------------------------------------------


def _n(value: float) -> str:
    """A coordinate as short text (``26``, ``82.5``)."""
    return f"{round(value, 2):g}"


def _text(x: float, y: float, text: str, ink: str, size: float, bold: bool = False) -> str:
    """Text centred on (x, y)."""
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{_n(x)}" y="{_n(y + size * 0.35)}" text-anchor="middle" font-size="{_n(size)}"{weight} '
        f'fill="{ink}">{escape(text)}</text>'
    )


def _polygon(points: Iterable[Point], fill: str, extra: str = "") -> str:
    listed = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
    return f'<polygon points="{listed}" fill="{fill}"{extra}/>'


def _slide_drawing(colour: str, triangle: int, end: int) -> str:
    """One slide in its colour: a bar along its squares, a triangle pointing onward, a disc at its end."""
    side, start = side_of(colour), triangle % SIDE
    finish = start + (end - triangle)
    x1, y1 = _at(side, start + 0.5, 0.5)
    x2, y2 = _at(side, finish + 0.5, 0.5)
    face = FACES[colour]
    bar = (
        f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{face}" '
        f'stroke-width="{_n(CELL * 0.3)}" stroke-opacity="0.55"/>'
    )
    head = _polygon(
        [_at(side, start + 0.12, 0.16), _at(side, start + 0.12, 0.84), _at(side, start + 0.9, 0.5)],
        face,
        f' stroke="{INK}" stroke-width="0.6"',
    )
    disc = (
        f'<circle cx="{_n(x2)}" cy="{_n(y2)}" r="{_n(CELL * 0.22)}" fill="{face}" stroke="{INK}" stroke-width="0.6"/>'
    )
    return bar + head + disc


def _area(colour: str, centre: Point, label: str) -> str:
    """START or HOME: a circle in the colour's tint with its name at the top."""
    x, y = centre
    radius = AREA_RADIUS * CELL
    return (
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(radius)}" fill="{TINTS[colour]}" stroke="{FACES[colour]}" '
        f'stroke-width="1.6"/>' + _text(x, y - radius * 0.62, label, LABEL_INKS[colour], 6.5, bold=True)
    )


@cache
def board_layer() -> str:
    """The empty board (track, numbers, slides, safety zones, START and HOME) as SVG elements, no pawns."""
    out = [f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="{BACKGROUND}"/>']
    for square in range(SQUARES):
        x, y = square_centre(square)
        out.append(
            f'<rect x="{_n(x - CELL / 2)}" y="{_n(y - CELL / 2)}" width="{CELL}" height="{CELL}" fill="#ffffff" '
            f'stroke="{EDGE}" stroke-width="0.8"/>'
        )
        side, offset = divmod(square, SIDE)
        nx, ny = _at(side, offset + 0.5, -MARGIN / CELL / 2)
        out.append(_text(nx, ny, str(square), "#444444", 7))
    for colour in COLOURS:
        side = side_of(colour)
        for number in range(1, SAFETY + 1):
            x, y = place_centre(colour, f"S{number}")
            out.append(
                f'<rect x="{_n(x - CELL / 2)}" y="{_n(y - CELL / 2)}" width="{CELL}" height="{CELL}" '
                f'fill="{TINTS[colour]}" stroke="{FACES[colour]}" stroke-width="1"/>'
            )
            out.append(_text(x, y, f"S{number}", LABEL_INKS[colour], 6.5))
        out.append(_area(colour, place_centre(colour, START), "START"))
        out.append(_area(colour, place_centre(colour, HOME), "HOME"))
        cx, cy = _at(side, CIRCLE_OFFSET + 0.5, 0.5)
        out.append(
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(CELL * 0.42)}" fill="none" stroke="{FACES[colour]}" '
            'stroke-width="1.2" stroke-dasharray="2 1.5"/>'
        )
    out += [_slide_drawing(colour, triangle, end) for colour, triangle, end in slides()]
    return "".join(out)


def board_defs() -> str:
    """A hidden ``<svg>`` defining the board's drawing once (id :data:`BOARD_ID`), for pictures drawn ``shared``."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true">'
        f'<defs><g id="{BOARD_ID}">{board_layer()}</g></defs></svg>'
    )


def _pawn(colour: str, place: str, count: int = 1) -> str:
    """One pawn (``class="pawn"``, its colour and place as data), with a badge counting ``count`` when above 1."""
    x, y = place_centre(colour, place)
    if place in (START, HOME):
        y += CELL * 0.2
    disc = (
        f'<g class="pawn" data-colour="{colour}" data-place="{place}" data-count="{count}">'
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(PAWN_RADIUS)}" fill="{FACES[colour]}" stroke="{INK}" '
        f'stroke-width="1.2"/>' + _text(x, y, colour, INKS[colour], 9, bold=True)
    )
    if count > 1:
        bx, by = x + PAWN_RADIUS + 3, y - PAWN_RADIUS + 1
        disc += f'<circle cx="{_n(bx)}" cy="{_n(by)}" r="6" fill="#ffffff" stroke="{INK}" stroke-width="0.8"/>'
        disc += _text(bx, by, str(count), INK, 8, bold=True)
    return disc + "</g>"


def pawns_layer(position: Position) -> str:
    """Every pawn of ``position``: one per track or safety square, one with a count in START and in HOME."""
    out = []
    for colour, places in position.pawns:
        counts = Counter(places)
        for place in sorted(counts, key=place_key):
            if place in (START, HOME):
                out.append(_pawn(colour, place, counts[place]))
            else:
                out.append(_pawn(colour, place))
    return "".join(out)


def _arrow(points: Sequence[Point], dashed: bool = False, both: bool = False) -> tuple[str, str]:
    """A path through ``points`` over a white halo, and its arrowhead at the end (and the start, ``both``).

    The two come apart: the path is drawn under the pawns, the heads over them.
    """
    listed = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
    dash = ' stroke-dasharray="5 3"' if dashed else ""
    kind = "slide" if dashed else "path"
    line = (
        f'<g class="{kind}"><polyline points="{listed}" fill="none" stroke="#ffffff" stroke-width="5.5" '
        f'stroke-opacity="0.85" stroke-linejoin="round" stroke-linecap="round"/>'
        f'<polyline points="{listed}" fill="none" stroke="{INK}" stroke-width="2.4" stroke-linejoin="round" '
        f'stroke-linecap="round"{dash}/></g>'
    )
    heads = [_head(points[-2], points[-1])] if len(points) > 1 else []
    if both and len(points) > 1:
        heads.append(_head(points[1], points[0]))
    return line, "".join(heads)


def _head(tail: Point, tip: Point) -> str:
    """An arrowhead at ``tip``, pointing away from ``tail``."""
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length
    back, wide = 9.0, 5.0
    base = (tip[0] - ux * back, tip[1] - uy * back)
    return _polygon(
        [tip, (base[0] - uy * wide, base[1] + ux * wide), (base[0] + uy * wide, base[1] - ux * wide)],
        INK,
        ' stroke="#ffffff" stroke-width="0.8"',
    )


def _part_path(colour: str, part: Part, kind: str) -> list[Point]:
    """The points a part's arrow passes: the squares walked, or straight from START (start, sorry) or across."""
    if part.source == START or kind in ("swap", "sorry"):
        return [place_centre(colour, part.source), place_centre(colour, part.landing)]
    forward = walk(colour, part.source, part.landing)
    backward = walk(colour, part.source, part.landing, backward=True)
    if kind == "backward" or (kind not in ("forward", "split") and forward is None):
        chosen = backward or forward
    elif kind in ("forward", "split"):
        chosen = forward or backward
    else:
        chosen = min((path for path in (forward, backward) if path is not None), key=len, default=None)
    if chosen is None:
        return [place_centre(colour, part.source), place_centre(colour, part.landing)]
    return [place_centre(colour, place) for place in chosen]


def _bump_ring(colour: str, place: str) -> str:
    x, y = place_centre(colour, place)
    return (
        f'<circle class="bumped" cx="{_n(x)}" cy="{_n(y)}" r="{_n(PAWN_RADIUS + 3.5)}" fill="none" stroke="{BUMP}" '
        'stroke-width="2" stroke-dasharray="3 2"/>'
    )


def _moved_ring(colour: str, place: str) -> str:
    """A ring round a pawn the move has just put on ``place`` (in the picture after it)."""
    x, y = place_centre(colour, place)
    if place in (START, HOME):
        y += CELL * 0.2
    return (
        f'<circle class="moved" cx="{_n(x)}" cy="{_n(y)}" r="{_n(PAWN_RADIUS + 3)}" fill="none" stroke="{INK}" '
        'stroke-width="2"/>'
    )


def move_layers(move: Move, done: Effects) -> tuple[str, str]:
    """The drawing of ``move`` in two layers, under and over the pawns of the position before it.

    Under: each part's path and each slide; over: their arrowheads and a ring round each pawn the move bumps.
    """
    under, over = [], [_bump_ring(colour, place) for colour, place in done.bumped]
    arrows = [_arrow(_part_path(part.colour, part, move.kind), both=move.kind == "swap") for part in move.parts]
    arrows += [
        _arrow([place_centre(colour, triangle), place_centre(colour, end)], dashed=True)
        for colour, triangle, end in done.slides
    ]
    for line, heads in arrows:
        under.append(line)
        over.append(heads)
    return "".join(under), "".join(over)


def _svg(content: str, label: str, width: int | None, shared: bool) -> str:
    """A complete picture of the board with ``content`` drawn over it, named ``label``."""
    size = width or SIZE
    name = escape(label)
    board = f'<use href="#{BOARD_ID}"/>' if shared else board_layer()
    return (
        f'<svg class="board" xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {SIZE} {SIZE}" {FONT} role="img" aria-label="{name}"><title>{name}</title>{board}{content}</svg>'
    )


def position_svg(position: Position, title: str = "", width: int | None = None, shared: bool = False) -> str:
    """The board with ``position``'s pawns, named ``title`` (default: the position in words)."""
    label = title or f"Board: {position_words(position)}"
    return _svg(pawns_layer(position), label, width, shared)


def move_svg(
    before: Position,
    move: Move,
    after: Position | None = None,
    width: int | None = None,
    shared: bool = False,
) -> str:
    """The position before ``move`` with its path, slides and bumps drawn; then, given ``after``, the position after.

    One ``<svg>``, or two side by side in a ``<span class="boards">`` when ``after`` is given, where a ring marks
    each pawn the move put on a new place.
    """
    done = effects(before, move, after)
    words = move_words(move, done)
    under, over = move_layers(move, done)
    drawn = _svg(
        under + pawns_layer(before) + over,
        f"Before {words}: {position_words(before)}",
        width,
        shared,
    )
    if after is None:
        return drawn
    moved = [(part.colour, final) for part, final in zip(move.parts, done.finals, strict=False)]
    if done.swapped is not None and move.target is not None:
        moved.append((move.target, done.swapped))
    rings = "".join(_moved_ring(colour, place) for colour, place in moved if place in after.places(colour))
    later = _svg(pawns_layer(after) + rings, f"After {words}: {position_words(after)}", width, shared)
    return f'<span class="boards">{drawn}{later}</span>'


def pawn_svg(colour: str) -> str:
    """One pawn of ``colour`` by itself, as the board draws it (a disc in its colour with its letter)."""
    side = 2 * PAWN_RADIUS + 4
    name = escape(f"{COLOUR_NAMES[colour]} pawn")
    disc = (
        f'<circle cx="{_n(side / 2)}" cy="{_n(side / 2)}" r="{_n(PAWN_RADIUS)}" fill="{FACES[colour]}" '
        f'stroke="{INK}" stroke-width="1.2"/>' + _text(side / 2, side / 2, colour, INKS[colour], 9, bold=True)
    )
    return (
        f'<svg class="pawn" xmlns="http://www.w3.org/2000/svg" width="{_n(side * 2)}" height="{_n(side * 2)}" '
        f'viewBox="0 0 {_n(side)} {_n(side)}" {FONT} role="img" aria-label="{name}"><title>{name}</title>{disc}</svg>'
    )


def _spot(shape: str, token: str, label: str, extra: str = "") -> str:
    """A clickable region of the desk's board: ``shape``'s attributes, the token a click writes, its name."""
    return (
        f'<{shape} class="spot" data-token="{escape(token)}"{extra} role="button" tabindex="0" '
        f'aria-label="{escape(label)}" fill="#1d5fa7" fill-opacity="0" pointer-events="all"><title>{escape(label)}'
        f"</title></{shape.split()[0]}>"
    )


def _square_spot(centre: Point, token: str, label: str, extra: str = "") -> str:
    x, y = centre
    return _spot(
        f'rect x="{_n(x - CELL / 2)}" y="{_n(y - CELL / 2)}" width="{CELL}" height="{CELL}"', token, label, extra
    )


def _circle_spot(centre: Point, token: str, label: str, extra: str = "") -> str:
    x, y = centre
    return _spot(f'circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(AREA_RADIUS * CELL)}"', token, label, extra)


def spots() -> list[str]:
    """The desk board's clickable regions, in the order a person tabs through them.

    Each colour's START writes ``R:`` (choose red's pawns); each track square its number, to go under the colour
    chosen; each safety square and HOME its name under its own colour (``data-key``), HOME once more each click
    (``data-repeat``: it holds many pawns). What the notation takes: track 0-59, S1-S5 and home after a colour.
    """
    out = []
    for colour in COLOURS:
        name = COLOUR_NAMES[colour]
        out.append(_circle_spot(place_centre(colour, START), f"{colour}:", f"{name} START: choose {name} pawns"))
    for square in range(SQUARES):
        out.append(_square_spot(square_centre(square), str(square), f"square {square}"))
    for colour in COLOURS:
        name, key = COLOUR_NAMES[colour], f' data-key="{colour}"'
        for number in range(1, SAFETY + 1):
            place = f"S{number}"
            out.append(_square_spot(place_centre(colour, place), place, f"{name} safety square {place}", key))
        repeat = key + ' data-repeat="true"'
        out.append(_circle_spot(place_centre(colour, HOME), HOME, f"{name} HOME", repeat))
    return out


BOARD_HELP = (
    "Choose a colour (a pawn above, or its START on the board), then click squares to place its pawns there; a "
    "second click on a pawn's square takes it back to START. A safety square or HOME places a pawn of its own "
    "colour, HOME one more each click."
)
"""How the desk's board is used, said on the page under the pawns."""


def desk_board_svg() -> str:
    """The board of the rule documents with every place a pawn may be written on a clickable region (:func:`spots`)."""
    return (
        f'<svg class="board desk-board" xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}" {FONT}><title>SORRY! board</title>{board_layer()}{"".join(spots())}</svg>'
    )


def palette() -> list[PaletteEntry]:
    """The ruling desk's palette: a pawn of each colour, and the board whose squares place the chosen colour's pawns.

    A pawn's click writes ``R:`` (red's pawns are placed next); the board is :func:`desk_board_svg`.
    """
    pawns: list[PaletteEntry] = [
        PaletteCard(f"{colour}:", f"{COLOUR_NAMES[colour]} pawn", pawn_svg(colour)) for colour in COLOURS
    ]
    return [*pawns, PaletteBoard("SORRY! board: a pawn's places", desk_board_svg(), BOARD_HELP)]


__all__ = [
    "BOARD_ID",
    "CELL",
    "FACES",
    "GRID",
    "INKS",
    "MARGIN",
    "SIZE",
    "TINTS",
    "Effects",
    "board_defs",
    "board_layer",
    "colour_words",
    "desk_board_svg",
    "effects",
    "move_layers",
    "move_svg",
    "move_words",
    "palette",
    "pawn_svg",
    "pawns_layer",
    "place_centre",
    "position_svg",
    "position_words",
    "slides",
    "spots",
    "square_centre",
    "walk",
]
