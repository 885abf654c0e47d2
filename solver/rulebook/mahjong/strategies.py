"""Hypothesis strategies of classical mahjong inputs: hands and their sets, winning hands, seats, claim situations.

Every value is one the rules can hold, by construction: tiles of the 136-tile set, never a fifth copy of a kind
(rulebook "The tiles": four of each of 34 kinds) across everything one input shows, sets that are sets (rules
``mahjong.set.pung``, ``mahjong.set.kong``, ``mahjong.set.chow``: three alike, four alike, or three in a row of one
suit; only a kong is concealed on the table), seats and ways of winning that fit each other (only East wins on the
first tile, a hand won on the first tile or discard has no set on the table). The size of an input is the tiles it
shows, as the rule mutants' witnesses count them (:func:`rulebook.mahjong.crosscheck.mutants.tiles_in`). Tiles
shrink towards the first kinds (1m 2m ... 9s, E S W N, Rd Gd Wd) and hands towards fewer tiles and no sets on the
table (a fifth ``1m`` is never drawn: the smallest hand of two tiles beside a pung of ``1m`` is ``12m``). Once a
fuzz run has shrunk a difference it walks the steps of :mod:`rulebook.mahjong.neighbours` from it.

>>> from hypothesis import find
>>> find(winning_hands(), lambda hand: True)
{'hand': '11122233344455m', 'exposed': [], 'concealed_kongs': []}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from rulebook.core.mutation.strategies import GameStrategies, check_sizes, mostly_zero, multisets
from rulebook.mahjong.hand import SEATS
from rulebook.mahjong.neighbours import neighbours
from rulebook.mahjong.tiles import (
    ALL_KINDS,
    COPIES,
    DRAGONS,
    HONOUR_KINDS,
    SUIT_KINDS,
    WINDS,
    Tiles,
    format_tiles,
)

Counts = dict[str, int]
MOST_SETS = 4
"""A hand has four sets and a pair (rule ``mahjong.hand.standard-form``)."""
WAITING = 13
"""Tiles of a concealed hand one tile from winning."""


def _text(kinds: list[str]) -> str:
    return format_tiles(Tiles.of(kinds))


def _full() -> Counts:
    return dict.fromkeys(ALL_KINDS, COPIES)


def _shapes(left: Counts, kongs: bool, allowed: frozenset[str]) -> list[tuple[str, str]]:
    """Every set of ``allowed`` kinds the tiles ``left`` still allow, as (shape, first kind), pungs first."""
    found = [("pung", kind) for kind in ALL_KINDS if kind in allowed and left[kind] >= 3]
    found += [
        ("chow", kind)
        for kind in SUIT_KINDS
        if int(kind[0]) <= 7 and kind in allowed and all(left[k] for k in _run(kind))
    ]
    found += [("kong", kind) for kind in ALL_KINDS if kind in allowed and kongs and left[kind] >= 4]
    return found


EVERY_KIND = frozenset(ALL_KINDS)
WINNING_PALETTES: tuple[str, ...] = ("any", "one suit", "one suit and honours")
"""What the tiles of a winning hand are drawn from: the scoring doubles one suit, and one suit with honours."""
PALETTES: tuple[str, ...] = (*WINNING_PALETTES, "honours")
"""What the tiles of a hand of sets are drawn from: those of a winning hand, and the honours alone, whose pungs of
dragons and winds double (rules ``mahjong.double.*``) so that a loser's hand of them passes the limit."""


def _run(first: str) -> list[str]:
    return [f"{int(first[0]) + step}{first[1]}" for step in range(3)]


def _tiles_of(shape: str, kind: str) -> list[str]:
    return _run(kind) if shape == "chow" else [kind] * (4 if shape == "kong" else 3)


def _take(left: Counts, kinds: list[str]) -> None:
    for kind in kinds:
        left[kind] -= 1


MOST_TILES = 18
"""The most tiles a hand shows: four kongs and a pair."""


@st.composite
def _sets(
    draw: st.DrawFn,
    left: Counts,
    count: int,
    kongs: bool,
    allowed: frozenset[str] = EVERY_KIND,
    room: int = MOST_TILES,
) -> list[tuple[str, list[str]]]:
    """``count`` sets drawn from the tiles ``left`` (which lose them), ``room`` tiles at most.

    Kongs are drawn only where ``kongs`` (on the table).
    """
    drawn = []
    for choice in draw(st.lists(st.integers(0, 255), min_size=count, max_size=count)):
        shapes = [found for found in _shapes(left, kongs, allowed) if len(_tiles_of(*found)) <= room]
        if not shapes:  # the tiles left (after other hands) or the room make no more sets of these kinds
            break
        shape, kind = shapes[choice % len(shapes)]
        tiles = _tiles_of(shape, kind)
        _take(left, tiles)
        room -= len(tiles)
        drawn.append((shape, tiles))
    return drawn


@st.composite
def _table(
    draw: st.DrawFn, left: Counts, most: int, allowed: frozenset[str] = EVERY_KIND, room: int = MOST_TILES
) -> tuple[list[str], list[str]]:
    """Sets on the table drawn from ``left``, ``room`` tiles at most: the exposed ones and the concealed kongs."""
    exposed: list[str] = []
    kongs: list[str] = []
    for shape, tiles in draw(_sets(left, draw(mostly_zero(most)), kongs=True, allowed=allowed, room=room)):
        concealed = shape == "kong" and draw(st.booleans())
        (kongs if concealed else exposed).append(_text(tiles))
    return exposed, kongs


def _on_table(hand: dict[str, Any]) -> int:
    return sum(len(_kinds(text)) for text in [*hand["exposed"], *hand["concealed_kongs"]])


@st.composite
def _hands(
    draw: st.DrawFn,
    min_size: int,
    max_size: int,
    most_sets: int,
    left: Counts | None,
    room: int = MOST_TILES,
    kinds: Sequence[str] = ALL_KINDS,
) -> dict[str, Any]:
    pool = _full() if left is None else left
    exposed, kongs = draw(_table(pool, most_sets, room=room - min_size))
    top = max(min_size, min(max_size, room - _on_table({"exposed": exposed, "concealed_kongs": kongs})))
    top = min(top, sum(pool[kind] for kind in kinds))
    tiles = draw(multisets(kinds, pool, min_size=min_size, max_size=top))
    _take(pool, tiles)
    return {"hand": _text(tiles), "exposed": exposed, "concealed_kongs": kongs}


def hands(
    *, min_size: int = 0, max_size: int = 14, max_sets: int = MOST_SETS, max_tiles: int = MOST_TILES
) -> st.SearchStrategy[dict[str, Any]]:
    """Hands in the corpus's form.

    ``min_size`` to ``max_size`` tiles in hand and up to ``max_sets`` sets on the table (exposed, or kongs declared
    concealed), ``max_tiles`` tiles in all at most, no kind more than four times in all.

    >>> from hypothesis import find
    >>> find(hands(min_size=2), lambda hand: hand["exposed"])
    {'hand': '12m', 'exposed': ['111m'], 'concealed_kongs': []}
    """
    top = check_sizes("hands", min_size, max_size, MOST_TILES)
    if not 0 <= max_sets <= MOST_SETS:
        raise _invalid(f"hands hold 0 to {MOST_SETS} sets on the table, not max_sets={max_sets}")
    if not min_size <= max_tiles:
        raise _invalid(f"hands need min_size <= max_tiles, not {min_size} and {max_tiles}")
    return _hands(min_size, top, max_sets, None, max_tiles)


def _invalid(message: str) -> Exception:
    from hypothesis.errors import InvalidArgument

    return InvalidArgument(message)


def _palette(draw: st.DrawFn, palettes: tuple[str, ...] = PALETTES) -> frozenset[str]:
    """The kinds a hand of sets is drawn from (of ``palettes``): any, one suit, one suit and the honours, honours."""
    palette = draw(st.sampled_from(palettes))
    suit = draw(st.sampled_from(("m", "p", "s")))
    if palette == "any":
        return EVERY_KIND
    if palette == "honours":
        return frozenset(HONOUR_KINDS)
    return frozenset(
        kind for kind in ALL_KINDS if kind.endswith(suit) or (palette != "one suit" and kind in HONOUR_KINDS)
    )


@st.composite
def _of_sets(draw: st.DrawFn, max_tiles: int) -> dict[str, Any]:
    left = _full()
    allowed = _palette(draw)
    exposed, kongs = draw(_table(left, MOST_SETS, allowed, room=max_tiles))
    room = max_tiles - _on_table({"exposed": exposed, "concealed_kongs": kongs})
    count = draw(st.integers(0, MOST_SETS - len(exposed) - len(kongs)))
    in_hand = [tile for _, tiles in draw(_sets(left, count, kongs=False, allowed=allowed, room=room)) for tile in tiles]
    pairs = [kind for kind in ALL_KINDS if kind in allowed and left[kind] >= 2]
    if room - len(in_hand) >= 2 and draw(st.booleans()):
        in_hand += [draw(st.sampled_from(pairs))] * 2
    return {"hand": _text(in_hand), "exposed": exposed, "concealed_kongs": kongs}


def set_hands(*, max_tiles: int = MOST_TILES) -> st.SearchStrategy[dict[str, Any]]:
    """Hands of whole sets: up to four sets (rule ``mahjong.hand.standard-form``), some on the table, perhaps a pair.

    The tiles are drawn from any kind, one suit, one suit and the honours, or the honours (:data:`PALETTES`),
    ``max_tiles`` in all at most. They are the hands whose sets score (rules ``mahjong.score.*``) without winning: a
    loser's pungs and kongs of honours, which may pass the limit.

    >>> from hypothesis import find
    >>> find(set_hands(max_tiles=10), lambda hand: hand["hand"] and hand["exposed"])
    {'hand': '22m', 'exposed': ['111m'], 'concealed_kongs': []}
    """
    check_sizes("set hands", 0, max_tiles, MOST_TILES)
    return _of_sets(max_tiles)


@st.composite
def _winning(draw: st.DrawFn, max_on_table: int, left: Counts | None = None) -> dict[str, Any]:
    left = _full() if left is None else left
    allowed = _palette(draw, WINNING_PALETTES)
    exposed, kongs = draw(_table(left, max_on_table, allowed))
    count = MOST_SETS - len(exposed) - len(kongs)
    in_hand = [tile for _, tiles in draw(_sets(left, count, kongs=False, allowed=allowed)) for tile in tiles]
    pairs = [kind for kind in ALL_KINDS if kind in allowed and left[kind] >= 2]
    pair = draw(st.sampled_from(pairs)) if pairs else None  # none only where other hands hold the tiles
    if pair is not None:
        left[pair] -= 2
    return {"hand": _text([*in_hand, *([pair, pair] if pair else [])]), "exposed": exposed, "concealed_kongs": kongs}


def winning_hands(*, max_on_table: int = MOST_SETS) -> st.SearchStrategy[dict[str, Any]]:
    """Hands of the standard winning form.

    Four sets and a pair (rule ``mahjong.hand.standard-form``), up to ``max_on_table`` of the sets on the table, within
    the set's copies. A kong is a set on the table only (rule ``mahjong.kong.own-turn``: four alike are declared), so
    the sets in hand are pungs and chows.

    >>> from hypothesis import find
    >>> kong = find(winning_hands(), lambda hand: hand["concealed_kongs"])["concealed_kongs"]
    >>> len(kong), len(kong[0])
    (1, 5)
    """
    if not 0 <= max_on_table <= MOST_SETS:
        raise _invalid(f"winning hands hold 0 to {MOST_SETS} sets on the table, not max_on_table={max_on_table}")
    return _winning(max_on_table)


@st.composite
def _near_winning(draw: st.DrawFn) -> dict[str, Any]:
    hand = draw(winning_hands())
    concealed = _kinds(hand["hand"])
    shown = Counter(
        [*concealed, *(kind for meld in hand["exposed"] + hand["concealed_kongs"] for kind in _kinds(meld))]
    )
    swapped = draw(st.integers(0, len(concealed) - 1))
    shown[concealed[swapped]] -= 1
    concealed[swapped] = draw(st.sampled_from([kind for kind in ALL_KINDS if shown[kind] < COPIES]))
    return {**hand, "hand": _text(concealed)}


def near_winning_hands() -> st.SearchStrategy[dict[str, Any]]:
    """Winning hands (:func:`winning_hands`) with one tile in hand swapped for another kind.

    The hands one tile away from four sets and a pair, where a rule of what makes a set is decided.

    >>> from hypothesis import find
    >>> find(near_winning_hands(), lambda hand: True)
    {'hand': '11122233344455m', 'exposed': [], 'concealed_kongs': []}
    """
    return _near_winning()


def _steps(allowed: frozenset[str]) -> list[list[str]]:
    """Three kinds in a row among ``allowed``: suit tiles 1-2-3 to 7-8-9, the winds in their order, the dragons.

    Only the suit tiles make chows (rule ``mahjong.set.chow``); the honours in a row are here because an engine that
    lets them would split their pungs otherwise.
    """
    rows = [_run(kind) for kind in SUIT_KINDS if int(kind[0]) <= 7]
    rows += [list(WINDS[first : first + 3]) for first in range(len(WINDS) - 2)] + [list(DRAGONS)]
    return [row for row in rows if all(kind in allowed for kind in row)]


@st.composite
def _stepped(draw: st.DrawFn) -> dict[str, Any]:
    left = _full()
    allowed = _palette(draw, PALETTES)
    row = draw(st.sampled_from(_steps(allowed)))
    in_hand = [kind for kind in row for _ in range(3)]
    _take(left, in_hand)
    exposed, kongs = draw(_table(left, 1, allowed))
    count = MOST_SETS - 3 - len(exposed) - len(kongs)
    in_hand += [tile for _, tiles in draw(_sets(left, count, kongs=False, allowed=allowed)) for tile in tiles]
    pairs = [kind for kind in ALL_KINDS if kind in allowed and left[kind] >= 2]
    in_hand += [draw(st.sampled_from(pairs))] * 2
    return {"hand": _text(in_hand), "exposed": exposed, "concealed_kongs": kongs}


def stepped_hands() -> st.SearchStrategy[dict[str, Any]]:
    """Winning hands holding three pungs of kinds in a row, which split two ways where the kinds are suit tiles.

    ``111222333m`` is three pungs or three chows (rule ``mahjong.hand.standard-form``), and the score is that of the
    split that scores best (rule ``mahjong.hand.best-split``); a random winning hand holds such a run in a few of a
    thousand draws. The row is of suit tiles, of winds in their order or of the three dragons (:func:`_steps`); the
    fourth set, on the table or in hand, and the pair are drawn as :func:`winning_hands` draws them.

    >>> from hypothesis import find
    >>> find(stepped_hands(), lambda hand: "E" in hand["hand"])
    {'hand': 'EEE SSS WWW NNN RdRd', 'exposed': [], 'concealed_kongs': []}
    """
    return _stepped()


def winning_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``winning`` question: any hand (:func:`hands`), one of the winning form, or one a tile away.

    A winning hand is drawn as :func:`winning_hands` or as :func:`stepped_hands` draws it.
    """
    return st.one_of(hands(), st.one_of(winning_hands(), stepped_hands()), near_winning_hands())


def _small_hands(most: int) -> st.SearchStrategy[dict[str, Any]]:
    """Hands of at most ``most`` tiles: any (:func:`hands`) or of whole sets (:func:`set_hands`)."""
    top = min(most, MOST_TILES)
    return st.one_of(hands(max_size=min(14, top), max_tiles=top), set_hands(max_tiles=top))


def _small_scores(most: int) -> st.SearchStrategy[dict[str, Any]]:
    """``score`` inputs of at most ``most`` tiles: as :func:`_small_hands` draws them, and losers' hands of sets."""
    top = min(most, MOST_TILES)
    return st.one_of(score_inputs(_small_hands(top)), _seated(set_hands(max_tiles=top), losing=True))


@st.composite
def _seated(draw: st.DrawFn, hand: st.SearchStrategy[dict[str, Any]], losing: bool = False) -> dict[str, Any]:
    data = dict(draw(hand))
    dealer = draw(st.booleans())
    wind = draw(st.sampled_from(WINDS))
    data["seat_wind"] = "E" if dealer else wind  # the dealer's own wind is East (mahjong.settle.east-double)
    east = data["seat_wind"] == "E"
    if dealer:
        data["east"] = True
    round_wind = draw(st.none() | st.sampled_from(WINDS))
    if round_wind is not None:
        data["round_wind"] = round_wind
    if losing or not draw(st.booleans()):  # the winner's score by default; else a loser's, with no way of winning
        data["winner"] = False
        return data
    on_table = bool(data["exposed"] or data["concealed_kongs"])
    special = draw(st.sampled_from(["none", "first_tile" if east else "first_discard", "winning_discard"]))
    if special in ("first_tile", "first_discard") and not on_table:
        data[special] = True  # rules mahjong.special.first-tile, mahjong.special.first-discard
    concealed = Tiles.of(_kinds(data["hand"])).kinds()
    if special == "winning_discard" and concealed:
        data["winning_discard"] = draw(st.sampled_from(concealed))
    return data


def _kinds(text: str) -> list[str]:
    from rulebook.mahjong.tiles import parse_tiles

    return parse_tiles(text).kinds()


def score_inputs(hand: st.SearchStrategy[dict[str, Any]] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``score`` question.

    A hand (``hand``; by default a winning hand or any other, :func:`winning_inputs`) with a seat wind, whether the
    player is East, the round's wind, and whether and how the hand won (rule ``mahjong.score.*``; a winner's hand that
    does not win is refused by the rules, an answer too); by default also a hand that splits two ways
    (:func:`stepped_hands`, whose score is its best split's) and a loser's hand of sets (:func:`set_hands`), whose
    pungs and kongs of honours may pass the limit.

    >>> from hypothesis import find
    >>> find(score_inputs(), lambda data: True)
    {'hand': '', 'exposed': [], 'concealed_kongs': [], 'seat_wind': 'E', 'winner': False}
    """
    if hand is not None:
        return _seated(hand)
    return st.one_of(_seated(winning_inputs()), _seated(stepped_hands()), _seated(set_hands(), losing=True))


def settle_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``settle`` question: four scores, the winner (``None``: a drawn hand) and East.

    >>> from hypothesis import find
    >>> find(settle_inputs(), lambda data: True)
    {'scores': [0, 0, 0, 0], 'winner': None, 'east': 0}
    """
    return st.fixed_dictionaries(
        {
            "scores": st.lists(st.integers(0, 2_000), min_size=SEATS, max_size=SEATS),
            "winner": st.none() | st.integers(0, SEATS - 1),
            "east": st.integers(0, SEATS - 1),
        }
    )


def _shown(hand: dict[str, Any]) -> list[str]:
    """Every tile of a hand in the corpus's form: in hand and on the table."""
    return [kind for text in [hand["hand"], *hand["exposed"], *hand["concealed_kongs"]] for kind in _kinds(text)]


def _hand_json(hand: dict[str, Any]) -> Any:
    """A situation's hand: its tiles as a string, or the object form when it has sets on the table."""
    if not hand["exposed"] and not hand["concealed_kongs"]:
        return hand["hand"]
    return {"concealed": hand["hand"], "exposed": hand["exposed"], "concealed_kongs": hand["concealed_kongs"]}


@st.composite
def _situations(draw: st.DrawFn, max_size: int, max_tiles: int) -> dict[str, Any]:
    left = _full()
    room = max_tiles - 1  # the discard is a tile shown too
    around = draw(st.none() | st.sampled_from(ALL_KINDS))  # the tile the hands are drawn around, if any
    kinds = ALL_KINDS if around is None else tuple(sorted(_near({around}), key=ALL_KINDS.index))
    seated: list[dict[str, Any]] = [{}] * SEATS
    for seat in draw(st.permutations(range(SEATS))):  # in a drawn order, so any seat may hold the most of the room
        seated[seat] = draw(_hands(0, max_size, 1, left, max(0, room), kinds))
        room -= len(_shown(seated[seat]))
    # Drawn after the hands, so a shrunk example is rid of the waiting hand by dropping the end of its draws.
    if max_size >= WAITING and max_tiles > WAITING and draw(st.booleans()):  # one player waits on the discard
        seat = draw(st.integers(0, SEATS - 1))
        for kind in _shown(seated[seat]):
            left[kind] += 1
        waiting = draw(_winning(1, left))
        concealed = _kinds(waiting["hand"])
        discard = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
        seated[seat] = {**waiting, "hand": _text(concealed)}
    elif around is not None and left[around]:
        discard = around
    else:
        usable, others = _discards(seated, left)
        claimable = bool(usable) and draw(st.booleans())
        discard = draw(st.sampled_from(usable if claimable else usable + others))
    return {
        "hands": [_hand_json(hand) for hand in seated],
        "discarder": draw(st.integers(0, SEATS - 1)),
        "discard": discard,
        "tiles_left": draw(st.integers(0, 100)),
    }


def _near(kinds: set[str]) -> set[str]:
    """The kinds a claim may join to each of ``kinds``: the kind itself, and suit tiles up to two away in its suit."""
    return {
        f"{int(kind[0]) + step}{kind[1]}" if kind in SUIT_KINDS else kind
        for kind in kinds
        for step in (-2, -1, 0, 1, 2)
        if kind not in SUIT_KINDS or 1 <= int(kind[0]) + step <= 9
    }


def _discards(seated: list[dict[str, Any]], left: Counts) -> tuple[list[str], list[str]]:
    """The tiles left to discard: those a hand may claim (a kind it holds, or a suit tile up to two away), the rest.

    Half the time the discard is one of the first, so a claim comes up as often as none.
    """
    near = _near({kind for hand in seated for kind in _kinds(hand["hand"])})
    usable = [kind for kind in ALL_KINDS if left[kind] and kind in near]
    return usable, [kind for kind in ALL_KINDS if left[kind] and kind not in near]


def situations(*, max_size: int = 13, max_tiles: int | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``claims`` question.

    Just after a discard, the four hands (up to ``max_size`` tiles in hand, at most one set on the table each), the
    discarder, the tile and the tiles left, every tile within the set; the hands and the discard show ``max_tiles``
    tiles at most (no bound by default). Often the hands' tiles are drawn around the discard (its kind and its
    suit's tiles up to two away), so that pungs, kongs and chows may be claimed on it. Half the time (when
    ``max_size`` and ``max_tiles`` allow a hand of 13) one player's hand is a winning hand less the tile discarded,
    so the claim to win (rule ``mahjong.claim.win``) comes up as often as the others.

    >>> from hypothesis import find
    >>> find(situations(), lambda data: True)
    {'hands': ['', '', '', ''], 'discarder': 0, 'discard': '1m', 'tiles_left': 0}
    """
    top = check_sizes("situations' hands", 0, max_size, 14)
    if max_tiles is not None and max_tiles < 1:
        raise _invalid(f"situations show the discard at least: max_tiles must be 1 or more, not {max_tiles}")
    return _situations(top, SEATS * MOST_TILES + 1 if max_tiles is None else max_tiles)


def _claim_tiles(shape: str, kind: str) -> str:
    if shape == "win":
        return ""
    if shape == "chow":
        return _text(_run(kind)[1:])
    return _text([kind] * (2 if shape == "pung" else 3))


@st.composite
def _claims_made(draw: st.DrawFn) -> dict[str, Any]:
    discarder = draw(st.integers(0, SEATS - 1))
    others = [player for player in range(SEATS) if player != discarder]
    players = draw(st.lists(st.sampled_from(others), unique=True, max_size=len(others)))
    made = []
    for player in players:
        shape = draw(st.sampled_from(["win", "kong", "pung", "chow"]))
        kinds = [kind for kind in SUIT_KINDS if int(kind[0]) <= 7] if shape == "chow" else list(ALL_KINDS)
        made.append({"player": player, "shape": shape, "tiles": _claim_tiles(shape, draw(st.sampled_from(kinds)))})
    return {"discarder": discarder, "claims": made}


def claims_made() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``takes`` question.

    The claims made on one discard, each by a different player other than the discarder (rule
    ``mahjong.claim.priority``), with the tiles each claim shows from the hand.

    >>> from hypothesis import find
    >>> find(claims_made(), lambda data: len(data["claims"]) == 2)
    {'discarder': 0, 'claims': [{'player': 1, 'shape': 'win', 'tiles': ''}, {'player': 2, 'shape': 'win', 'tiles': ''}]}
    """
    return _claims_made()


def own_kongs_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``own-kongs`` question: a hand just after its owner drew (:func:`hands`)."""
    return hands()


def drawn_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``drawn`` question: the tiles left to draw, 0 to the whole set, often near the end of the wall.

    The end is where the hand is drawn (rulebook "End": fourteen tiles left, ``engine.claims.DRAWN_AT``).
    """
    from rulebook.mahjong.engine.claims import DRAWN_AT

    anywhere = st.sampled_from(range(COPIES * len(ALL_KINDS) + 1))
    near_the_end = st.integers(DRAWN_AT - 3, DRAWN_AT + 3)
    return st.one_of(anywhere, near_the_end).map(lambda left: {"tiles_left": left})


def size(question: str, data: Any) -> int:
    """The tiles an input shows, counted as the rule mutants' witnesses are (``crosscheck.mutants.tiles_in``)."""
    from rulebook.mahjong.crosscheck.mutants import tiles_in

    return tiles_in(question, data)


def strategies() -> GameStrategies:
    """Classical mahjong's strategies for ``rulebook fuzz``, the pytest plugin and ``st.from_type``."""
    from rulebook.mahjong.hand import Hand

    return GameStrategies(
        inputs={
            "winning": winning_inputs,
            "score": score_inputs,
            "settle": settle_inputs,
            "claims": situations,
            "takes": claims_made,
            "own-kongs": own_kongs_inputs,
            "drawn": drawn_inputs,
        },
        size=size,
        types={Hand: _hand_values},
        neighbours=neighbours,
        bounded={
            "winning": _small_hands,
            "score": _small_scores,
            "own-kongs": lambda most: hands(max_size=min(14, most), max_tiles=min(most, MOST_TILES)),
            "claims": lambda most: situations(max_tiles=most) if most >= 1 else None,
        },
    )


def _hand_values() -> st.SearchStrategy[Any]:
    """:class:`~rulebook.mahjong.hand.Hand` values, read from :func:`hands`."""
    from rulebook.mahjong.inputs import hand_of

    return hands().map(hand_of)


__all__ = [
    "claims_made",
    "drawn_inputs",
    "hands",
    "near_winning_hands",
    "own_kongs_inputs",
    "score_inputs",
    "set_hands",
    "settle_inputs",
    "situations",
    "size",
    "stepped_hands",
    "strategies",
    "winning_hands",
    "winning_inputs",
]
