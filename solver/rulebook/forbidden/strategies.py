"""Hypothesis strategies of FORBIDDEN inputs: hands with laid sets, positions, deal orders and game states.

Every value is one the rules can hold, by construction (Section 2, "The cards": 84 number cards, four of each of
three colours' ranks 2 3 4 5 7 8 and the Yin-Yang; 9 Forbidden cards, 3 wilds, the four Royals): a hand question
never shows more copies of a card than the deck holds across its hand, its laid sets and the Forbidden cards claimed
onto the table; a laid set is a set (Section 5: three alike of one colour, or a sequence of one colour, the
Yin-Yang standing for 6 or 9); a deal order is an order of every card in play; a state is reached by legal play from
a deal of two, three or four players. Only :func:`positions` goes past the deck, on purpose: the ``position``
question asks exactly whether the deck can give the cards.

The size of an input counts cards as the rule mutants' witnesses do: a hand question's hand, laid sets and claimed
Forbidden cards (``HandQuery.size``); a state's cards in hands, laid sets, claimed Forbiddens, discard piles and a
waiting claim (:func:`rulebook.forbidden.crosscheck.mutants_play.witness_size`); a new game shows none. Cards shrink
towards the deck's first kinds (R2 R3 ...), hands towards fewer cards, states towards fewer actions.

>>> from hypothesis import find
>>> find(hand_questions(), lambda data: len(data["laid"]) == 1)
{'hand': '', 'laid': ['R2 R2 R2'], 'table_forbidden': 0}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st
from hypothesis.control import reject
from hypothesis.errors import InvalidArgument

from rulebook.core.mutation.strategies import (
    GameStrategies,
    action_inputs,
    check_sizes,
    mostly_zero,
    multisets,
    played_states,
    state_inputs,
)
from rulebook.forbidden.cards import (
    ALL_KINDS,
    COLOURS,
    DECK_COPIES,
    EMPEROR,
    EMPRESS,
    FORBIDDEN,
    NUMBER_KINDS,
    RANK_VALUES,
    WILD,
    YIN_YANG,
    YIN_YANG_VALUES,
    format_cards,
)
from rulebook.forbidden.state import HAND_SIZE, Phase, Pile, PileRef, State

if TYPE_CHECKING:
    from rulebook.forbidden.actions import Action

MIN_PLAYERS = 2
MAX_PLAYERS = 4
"""FORBIDDEN is played by two (the TWO PLAYER RULES), three or four."""
MOST_LAID = 4
"""Laid sets a hand question draws at most."""


def _kind(colour: str, value: int) -> str:
    """The card of ``colour`` that stands for ``value``: its rank, or the Yin-Yang for 6 and 9."""
    return f"{colour}{YIN_YANG if value in YIN_YANG_VALUES else value}"


def _runs(length: int) -> list[list[str]]:
    """Every sequence of ``length`` consecutive values of one colour (Section 5), a Yin-Yang card for 6 and for 9."""
    return [
        [_kind(colour, first + step) for step in range(length)]
        for colour in COLOURS
        for first in RANK_VALUES
        if first + length - 1 in RANK_VALUES
    ]


def _laid_shapes() -> list[list[str]]:
    """Every three-card set (Section 5): three alike of one colour, then three on consecutive ranks of one colour."""
    alike = [[kind] * 3 for kind in NUMBER_KINDS]
    return alike + [run for run in _runs(3) if all(run.count(kind) <= 1 for kind in run)]


def _hand_shapes() -> list[list[str]]:
    """Every set a hand can hold (Section 5), smaller first: three or four alike, sequences of three to eight.

    A sequence may hold the Yin-Yang card of its colour twice, once as 6 and once as 9 (each card chooses).
    """
    alike = [[kind] * count for count in (3, 4) for kind in NUMBER_KINDS]
    longer = [run for length in range(4, len(RANK_VALUES) + 1) for run in _runs(length)]
    return _laid_shapes() + alike[len(NUMBER_KINDS) :] + longer


LAID_SHAPES: tuple[tuple[str, ...], ...] = tuple(tuple(shape) for shape in _laid_shapes())
"""The sets :func:`hand_questions` lays: three alike, then the sequences of three, in the deck's order."""
HAND_SHAPES: tuple[tuple[str, ...], ...] = tuple(tuple(shape) for shape in _hand_shapes())
"""The sets :func:`hand_questions` and :func:`tables` put in a hand: the laid shapes, four alike, longer sequences."""
SPECIAL_KINDS: tuple[str, ...] = tuple(kind for kind in ALL_KINDS if kind not in NUMBER_KINDS)
"""The Forbidden card, the wild and the four Royals, drawn apart from the number cards so they meet in one hand."""


@st.composite
def _hand_questions(draw: st.DrawFn, min_size: int, max_size: int, max_laid: int, max_cards: int) -> dict[str, Any]:
    left = dict(DECK_COPIES)
    room = max(0, max_cards - min_size)  # what the laid sets and the claimed Forbidden cards may take
    laid = [format_cards(shape) for shape in draw(_sets(left, LAID_SHAPES, max_laid, min(3 * max_laid, room)))]
    room -= 3 * len(laid)
    claimed = draw(mostly_zero(min(left[FORBIDDEN], room)))
    left[FORBIDDEN] -= claimed
    held = draw(_hand(left, min_size, min(max_size, max_cards - 3 * len(laid) - claimed)))
    return {"hand": format_cards(held), "laid": laid, "table_forbidden": claimed}


@st.composite
def _hand(draw: st.DrawFn, left: dict[str, int], min_size: int, max_size: int) -> list[str]:
    """``min_size`` to ``max_size`` hand cards from ``left`` (which loses them): whole sets, special cards, loose cards.

    A card or two of one set may stand in a wild card's place (Section 5: a wild stands for any number card, one
    to a set), so that a set with two wilds comes up. The special cards (Forbidden, wild, Royals) are a list of their
    own, and half the time the Emperor and the Empress come together (a Royal Marriage, rule
    ``forbidden.score.royal-marriage``), so that both Royals and a Forbidden card meet in one hand.
    """
    sets = [list(shape) for shape in draw(_sets(left, HAND_SHAPES, max_size // 3, max_size))]
    if sets:  # up to two cards of one set in a wild card's place
        wild_set = sets[draw(st.integers(0, len(sets) - 1))]
        for place in draw(st.lists(st.integers(0, len(wild_set) - 1), max_size=min(2, left[WILD]), unique=True)):
            left[wild_set[place]], left[WILD] = left[wild_set[place]] + 1, left[WILD] - 1
            wild_set[place] = WILD
    in_sets = [kind for shape in sets for kind in shape]
    room = max_size - len(in_sets)
    married = [EMPEROR, EMPRESS] if room >= 2 and left[EMPEROR] and left[EMPRESS] and draw(st.booleans()) else []
    for kind in married:
        left[kind] -= 1
    specials = married + draw(multisets(SPECIAL_KINDS, left, max_size=min(room - len(married), 4 - len(married))))
    for kind in specials[len(married) :]:
        left[kind] -= 1
    done = len(in_sets) + len(specials)
    loose = draw(multisets(NUMBER_KINDS, left, min_size=max(0, min_size - done), max_size=max_size - done))
    for kind in loose:
        left[kind] -= 1
    return [*in_sets, *specials, *loose]


@st.composite
def _sets(
    draw: st.DrawFn, left: dict[str, int], shapes: tuple[tuple[str, ...], ...], most: int, room: int
) -> list[tuple[str, ...]]:
    """Up to ``most`` sets of ``shapes``, ``room`` cards at most, drawn from the cards ``left`` (which lose them).

    The sets are a Hypothesis list of choices, each resolved among the sets the cards left and the room still allow,
    so a shrunk example loses any one set in one step.
    """
    drawn: list[tuple[str, ...]] = []
    for choice in draw(st.lists(st.integers(0, len(shapes) - 1), max_size=most)):
        shape = _pick(left, shapes, room, choice)
        if shape is None:
            break
        room -= len(shape)
        drawn.append(shape)
    return drawn


def _pick(
    left: dict[str, int],
    shapes: tuple[tuple[str, ...], ...],
    room: int,
    choice: int,
    near: list[tuple[str, ...]] | None = None,
) -> tuple[str, ...] | None:
    """The set ``choice`` picks among ``shapes`` that the cards ``left`` and the ``room`` allow, its cards taken.

    With ``near``, among those that share a kind with the sets of ``near`` where some do. ``None``: no set fits.
    """
    allowed = [s for s in shapes if len(s) <= room and all(left[k] >= s.count(k) for k in s)]
    if near:
        allowed = [shape for shape in allowed if any(set(shape) & set(before) for before in near)] or allowed
    if not allowed:
        return None
    shape = allowed[choice % len(allowed)]
    for kind in shape:
        left[kind] -= 1
    return shape


def hand_questions(
    *, min_size: int = 0, max_size: int = 14, max_laid: int = 2, max_cards: int | None = None
) -> st.SearchStrategy[dict[str, Any]]:
    """Hand questions (the ``hand`` and ``discards`` input).

    ``min_size`` to ``max_size`` cards in hand, up to ``max_laid`` laid sets and some Forbidden cards claimed onto the
    table, all within the deck's copies and ``max_cards`` cards in all (hand, laid sets and claimed Forbidden cards;
    no bound by default). The hand often holds whole sets beside its loose cards, so that hands that may go Cheng
    (Section 7) come up as often as hands that may not.

    >>> from hypothesis import find
    >>> find(hand_questions(min_size=2), lambda data: data["laid"] and data["table_forbidden"])
    {'hand': 'EM ES', 'laid': ['R2 R2 R2'], 'table_forbidden': 1}
    """
    top = check_sizes("hand questions", min_size, max_size, 20)
    if not 0 <= max_laid <= MOST_LAID:
        raise InvalidArgument(f"hand questions lay 0 to {MOST_LAID} sets, not max_laid={max_laid}")
    most = top + 3 * max_laid + DECK_COPIES[FORBIDDEN] if max_cards is None else max_cards
    if most < min_size:
        raise InvalidArgument(f"hand questions need min_size <= max_cards, not {min_size} and {max_cards}")
    return _hand_questions(min_size, top, max_laid, most)


@st.composite
def _overlapping(
    draw: st.DrawFn,
    left: dict[str, int],
    most: int,
    room: int,
    first: tuple[tuple[str, ...], ...] = HAND_SHAPES,
    always_near: bool = False,
) -> list[tuple[str, ...]]:
    """Up to ``most`` sets of a hand (``room`` cards at most), from ``left`` (which loses their cards).

    The first set is one of ``first`` (every hand set by default). Half the sets after it (all, ``always_near``)
    share a kind with the sets before them (``R2 R2 R2`` and then ``R2 R3 R4``); the others are drawn as
    :func:`_sets` draws them.
    """
    drawn: list[tuple[str, ...]] = []
    for near, choice in draw(st.lists(st.tuples(st.booleans(), st.integers(0, len(HAND_SHAPES) - 1)), max_size=most)):
        shape = _pick(left, first if not drawn else HAND_SHAPES, room, choice, drawn if near or always_near else None)
        if shape is None:
            break
        room -= len(shape)
        drawn.append(shape)
    return drawn


@st.composite
def _regrouped(draw: st.DrawFn, max_laid: int, max_cards: int) -> dict[str, Any]:
    left = dict(DECK_COPIES)
    pool = [kind for shape in draw(_overlapping(left, max_cards // 3, max_cards)) for kind in shape]
    laid: list[str] = []
    for choice in draw(st.lists(st.integers(0, len(LAID_SHAPES) - 1), max_size=max_laid)):
        cut = [shape for shape in LAID_SHAPES if all(pool.count(kind) >= shape.count(kind) for kind in shape)]
        if not cut:
            break
        shape = cut[choice % len(cut)]
        for kind in shape:
            pool.remove(kind)
        laid.append(format_cards(shape))
    return {"hand": format_cards(sorted(pool, key=ALL_KINDS.index)), "laid": laid, "table_forbidden": 0}


def regrouped_hands(*, max_laid: int = 2, max_cards: int = 20) -> st.SearchStrategy[dict[str, Any]]:
    """Hand questions whose cards, laid sets and hand together, are whole sets, the laid ones cut across them.

    Whole sets of a hand (:data:`HAND_SHAPES`, ``max_cards`` cards at most, half of them sharing a kind with the sets
    before) are pooled, and up to ``max_laid`` laid sets are taken from the pool wherever three of its cards make one
    (Section 5), the rest staying in hand. So the laid sets often split the cards otherwise than the sets they came
    from, and whether the hand is complete turns on the laid sets being kept as they lie (rule
    ``forbidden.hand.laid-sets-kept``).

    >>> from hypothesis import find
    >>> find(regrouped_hands(), lambda data: data["laid"] and set(data["hand"].split()) & set(data["laid"][0].split()))
    {'hand': 'R2 R3 R4', 'laid': ['R2 R2 R2'], 'table_forbidden': 0}
    """
    top = check_sizes("regrouped hands", 0, max_cards, 20)
    if not 0 <= max_laid <= MOST_LAID:
        raise InvalidArgument(f"regrouped hands lay 0 to {MOST_LAID} sets, not max_laid={max_laid}")
    return _regrouped(max_laid, top)


YIN_YANG_SHAPES: tuple[tuple[str, ...], ...] = tuple(shape for shape in HAND_SHAPES if YIN_YANG in "".join(shape))
"""The hand sets that hold a Yin-Yang card (as 6, as 9, or three or four alike)."""


@st.composite
def _contested(draw: st.DrawFn, max_cards: int) -> dict[str, Any]:
    from collections import Counter

    held: Counter[str] = Counter()
    yin_yang = draw(st.booleans())
    sets = max(1, max_cards // 3)
    first = YIN_YANG_SHAPES if yin_yang else HAND_SHAPES
    for shape in draw(_overlapping(dict(DECK_COPIES), sets, max_cards + sets - 1, first, always_near=yin_yang)):
        merged = held | Counter(shape)  # a card the sets share is held once
        if sum(merged.values()) > max_cards:
            break
        held = merged
    hand = sorted(held.elements(), key=ALL_KINDS.index)
    return {"hand": format_cards(hand), "laid": [], "table_forbidden": 0}


def contested_hands(*, max_cards: int = 14) -> st.SearchStrategy[dict[str, Any]]:
    """Hand questions whose cards make sets that compete for a card they share.

    Sets of a hand (:data:`HAND_SHAPES`), half of them sharing a kind with the ones before, are merged so that a
    card they share is held once: ``RY RY RY`` and ``R4 R5 RY R7`` make the hand ``R4 R5 R7 RY RY RY``, whose
    Yin-Yang card goes to the three alike or to the sequence, not both. Which set it joins decides whether the hand
    is complete (Section 7) and the arrangement a player scores (rule ``forbidden.score.arrangement``). Half the
    time the first set holds a Yin-Yang card, so the sets after it that share its kind contest that card: it stands
    for 6 or 9 (Section 5) and earns a bonus wherever it is placed (rule ``forbidden.score.yin-yang``), so the
    arrangement that places the most cards may leave it aside and score less than the best one (``R4 R5 R7 RY RY
    RY``: ``RY RY RY`` scores more than ``R4 R5 RY R7``, which places one card more). At most ``max_cards`` cards,
    none laid.

    >>> from hypothesis import find
    >>> yin_yangs = lambda data: len(data["hand"].split()) == 6 and data["hand"].count("RY") == 3
    >>> find(contested_hands(max_cards=6), yin_yangs)
    {'hand': 'R3 R4 R5 RY RY RY', 'laid': [], 'table_forbidden': 0}
    """
    top = check_sizes("contested hands", 0, max_cards, 20)
    return _contested(top)


def hand_inputs() -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``hand`` and ``discards`` questions: of :func:`hand_questions`, regrouped or contested hands."""
    return st.one_of(hand_questions(), regrouped_hands(), contested_hands())


def _small_hands(most: int) -> st.SearchStrategy[dict[str, Any]]:
    """Hand questions of at most ``most`` cards: as :func:`hand_inputs` draws them, or loose cards of the deck alone."""
    top = min(most, 20)
    loose = multisets(ALL_KINDS, DECK_COPIES, max_size=min(top, 14)).map(
        lambda hand: {"hand": format_cards(hand), "laid": [], "table_forbidden": 0}
    )
    return st.one_of(
        hand_questions(max_size=min(14, top), max_cards=top),
        regrouped_hands(max_cards=top),
        contested_hands(max_cards=top),
        loose,
    )


def positions(*, max_size: int = 8, max_cards: int | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``position`` question.

    Hand questions within the deck, or hands of up to ``max_size`` cards holding up to one copy more than the deck of
    any card (Section 2), which the rules say no deal gives; ``max_cards`` cards in all at most.

    >>> from hypothesis import find
    >>> find(positions(), lambda data: data["hand"].count("R2") == 5)
    {'hand': 'R2 R2 R2 R2 R2', 'laid': [], 'table_forbidden': 0}
    """
    over = {kind: copies + 1 for kind, copies in DECK_COPIES.items()}
    top = check_sizes("positions", 0, max_size, 20)
    most = top if max_cards is None else min(top, max_cards)
    beyond = multisets(ALL_KINDS, over, min_size=0, max_size=most).map(
        lambda hand: {"hand": format_cards(hand), "laid": [], "table_forbidden": 0}
    )
    return st.one_of(beyond, hand_questions(max_size=most, max_cards=max_cards))


def _in_play(players: int) -> list[str]:
    from rulebook.forbidden.engine.round import deck

    return sorted(deck(players).elements(), key=ALL_KINDS.index)


@st.composite
def _new_games(draw: st.DrawFn, min_players: int, max_players: int) -> dict[str, Any]:
    players = draw(st.integers(min_players, max_players))
    return {"players": players, "order": list(draw(st.permutations(_in_play(players))))}


def _check_players(name: str, min_players: int, max_players: int) -> None:
    if not MIN_PLAYERS <= min_players <= max_players <= MAX_PLAYERS:
        raise InvalidArgument(
            f"{name} need {MIN_PLAYERS} <= min_players <= max_players <= {MAX_PLAYERS}, not {min_players} and "
            f"{max_players}"
        )


def new_games(*, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``new-game`` question.

    Two to four players and an order of every card in play, top card first (Section 3, the deal; the two-player game
    leaves three Forbidden cards out, rule ``forbidden.two-player.setup``).

    >>> from hypothesis import find
    >>> game = find(new_games(), lambda data: True)
    >>> game["players"], len(game["order"]), game["order"][:3]
    (2, 97, ['R2', 'R2', 'R2'])
    """
    _check_players("new games", min_players, max_players)
    return _new_games(min_players, max_players)


def _dealt(data: dict[str, Any]) -> State:
    from rulebook.forbidden.cards import Cards
    from rulebook.forbidden.engine.round import deal

    return deal((0,) * data["players"], 0, Cards.empty(), tuple(data["order"]), 1)


def _legal(state: State) -> tuple[Action, ...]:
    from rulebook.forbidden.engine.play import legal_actions

    return legal_actions(state)


def _apply(state: State, action: Action) -> State:
    from rulebook.forbidden.engine.play import apply

    return apply(state, action)


TABLE_STEPS = 6
"""The legal actions :func:`states` plays from a table: enough for a Cheng and its round's end, or a claim's blocks."""


def states(
    *, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS, min_steps: int = 0, max_steps: int = 60
) -> st.SearchStrategy[State]:
    """States reached by legal play: from a first deal (:func:`new_games`), or from a table set out (:func:`tables`).

    From a deal, ``min_steps`` to ``max_steps`` legal actions (draws, claims and blocks, discards and Chengs, up to the
    end of the round); from a table, up to :data:`TABLE_STEPS` of them (at least ``min_steps``), so that what only a
    late position shows comes up: a hand that may go Cheng and the round it ends, an empty draw pile, totals near the
    end of the game.

    >>> from hypothesis import find
    >>> start = find(states(), lambda state: True)
    >>> start.player_count, start.phase, start.turn
    (2, 'discard', 0)
    """
    _check_players("states", min_players, max_players)
    if not 0 <= min_steps <= max_steps:
        raise InvalidArgument(f"states need 0 <= min_steps <= max_steps, not {min_steps} and {max_steps}")
    dealt = new_games(min_players=min_players, max_players=max_players).map(_dealt)
    set_out = tables(min_players=min_players, max_players=max_players)
    return st.one_of(
        played_states(dealt, _legal, _apply, min_steps=min_steps, max_steps=max_steps),
        played_states(set_out, _legal, _apply, min_steps=min_steps, max_steps=max(min_steps, TABLE_STEPS)),
    )


def _piles(draw: st.DrawFn, players: int, left: dict[str, int], tops: list[str]) -> dict[PileRef, Pile]:
    """Up to two cards on each discard pile (Section 4; two piles each with two players), bottom first.

    Each card of ``tops`` is put on top of a pile of its own (drawn among them).
    """
    from rulebook.forbidden.state import piles_per_player

    laid_out: dict[PileRef, list[str]] = {}
    for owner in range(players):
        for index in range(piles_per_player(players)):
            cards = draw(st.permutations(draw(multisets(ALL_KINDS, left, max_size=2))))
            for kind in cards:
                left[kind] -= 1
            laid_out[PileRef(owner, index)] = list(cards)
    refs = draw(st.permutations(list(laid_out)))
    for ref, kind in zip(refs, tops, strict=False):
        laid_out[ref].append(kind)
    return {ref: Pile(tuple(cards)) for ref, cards in laid_out.items() if cards}


def _totals(draw: st.DrawFn, players: int) -> list[int]:
    """Each player's total: none yet, or a multiple of 5 below the winning total (Section 8), often near it."""
    from rulebook.forbidden.state import winning_total

    steps = winning_total(players) // 5
    near = st.integers(1, steps - 1).map(lambda n: 5 * (steps - n))
    return [draw(st.one_of(st.just(0), near)) for _ in range(players)]


TABLE_PHASES: tuple[Phase, ...] = ("discard", "start")
"""The phases a table is set out in: a player to discard, or to start a turn."""


@st.composite
def _tables(draw: st.DrawFn, min_players: int, max_players: int) -> State:
    from rulebook.core.errors import InputError
    from rulebook.forbidden.engine.round import deck
    from rulebook.forbidden.readings.diff_play import position
    from rulebook.forbidden.state import CHEST_PER_DEAL, evolve

    players = draw(st.integers(min_players, max_players))
    phase = draw(st.sampled_from(TABLE_PHASES))
    turn = draw(st.integers(0, players - 1))
    left = dict(deck(players))
    hands = [""] * players
    held = draw(_hand(left, 0, HAND_SIZE + (phase == "discard")))
    tops = []
    if phase == "start" and held and draw(st.booleans()):  # cards of the hand's sets on the piles, to claim back
        first = draw(st.integers(0, len(held) - 1))  # the hand lists its sets first: the next card is of one set too
        for _ in range(draw(st.integers(1, min(2, len(held) - first)))):
            tops.append(held.pop(first))
    hands[turn] = format_cards(held)
    for other in range(players):
        if other != turn and left[FORBIDDEN] and draw(st.booleans()):  # a Forbidden card to block with (Section 6)
            hands[other], left[FORBIDDEN] = FORBIDDEN, left[FORBIDDEN] - 1
    laid_out = _piles(draw, players, left, tops)
    totals = _totals(draw, players)
    later = any(totals)  # a total means a round has been played: two more chest cards at the second deal
    exhausted = draw(st.booleans())
    try:
        state = position(
            hands,
            phase=phase,
            turn=turn,
            piles=laid_out,
            chest=None if exhausted else CHEST_PER_DEAL * (1 + later),
        )
    except (InputError, ValueError):  # no card left to fill the hands, or a turn on an empty table: none such
        reject()
    seated = tuple(evolve(player, score=total) for player, total in zip(state.players, totals, strict=True))
    table = evolve(state, players=seated, round=1 + later)
    if later and draw(st.booleans()):
        return _to_the_end(draw, table)
    return table


def _to_the_end(draw: st.DrawFn, table: State) -> State:
    """``table`` with one player's total set so that a Cheng the hand may make brings it to the winning total exactly.

    The end of the game is decided at exactly the winning total (Section 8: reaching it ends the game), a sum that
    totals drawn at random rarely make. The Cheng's round scores are this project's engine's, and the table is kept
    unchanged where the total so set would be negative or where, with it, the round would not end there.
    """
    from rulebook.forbidden.actions import Cheng
    from rulebook.forbidden.state import evolve, winning_total

    chengs = [action for action in _legal(table) if isinstance(action, Cheng)]
    if not chengs:
        return table
    cheng = draw(st.sampled_from(chengs))
    seat = draw(st.integers(0, table.player_count - 1))
    scored = _apply(table, cheng).players[seat].score - table.players[seat].score
    total = winning_total(table.player_count) - scored
    if not 0 <= total < winning_total(table.player_count):
        return table
    players = list(table.players)
    players[seat] = evolve(players[seat], score=total)
    ending = evolve(table, players=tuple(players))
    reached = _apply(ending, cheng).players[seat].score == winning_total(table.player_count)
    return ending if reached else table


def tables(*, min_players: int = MIN_PLAYERS, max_players: int = MAX_PLAYERS) -> st.SearchStrategy[State]:
    """Positions set out on the table directly, as a rulebook example sets one out, each a state the rules can hold.

    A player to start a turn or to discard holds whole sets, special cards and loose cards (filled up to the hand's
    size, Section 3, with green and black number cards in the deck's order), so the hand often may go Cheng (Section
    7); a player to start a turn may find one or two cards of its sets on top of the discard piles, to claim (Section
    6, from several piles at once); each other player may hold a Forbidden card to block with (Section 6); each discard
    pile holds up to two cards besides; the totals are none yet or near the winning total (Section 8), half the time
    one of them set so that a Cheng the hand may make ends the game exactly; the draw pile is full or has run out
    (rule ``forbidden.play.draw``). Every card of the deck is in its place and every state passes
    :func:`rulebook.forbidden.validate.check_state`.

    >>> from hypothesis import find
    >>> table = find(tables(), lambda state: True)
    >>> table.player_count, table.phase, [len(player.hand) for player in table.players], len(table.draw_pile)
    (2, 'discard', [14, 13], 68)
    """
    _check_players("tables", min_players, max_players)
    return _tables(min_players, max_players)


def _state_json(state: State) -> dict[str, Any]:
    from rulebook.forbidden.state import state_json

    return state_json(state)


def legal_actions_inputs(state: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``legal-actions`` question: a state (:func:`states` by default) in its JSON form."""
    return state_inputs(states() if state is None else state, _state_json)


def _no_legal_action(draw: st.DrawFn, state: State) -> str:
    """The action asked where none is legal.

    At the end of a round, the next deal: any order of the cards not kept in the Treasure Chest (Section 3); at the
    end of the game, an action the rules refuse.
    """
    if state.phase != "round-over":
        return "draw"
    cards = _in_play(state.player_count)
    for kind, count in state.chest.as_counter().items():
        for _ in range(count):
            cards.remove(kind)
    return "deal " + " ".join(draw(st.permutations(cards)))


def _askable(state: State) -> tuple[Action, ...]:
    """The legal actions, then every Cheng not among them: one a player may declare by mistake (Section 7, PENALTY).

    A mistaken Cheng is declared without a discard or after one of the discards the hand may make.
    """
    from rulebook.forbidden.actions import Cheng, Discard

    legal = _legal(state)
    if state.phase != "discard":
        return legal
    chengs = [Cheng(), *(Cheng((action,)) for action in legal if isinstance(action, Discard))]
    return (*legal, *(cheng for cheng in chengs if cheng not in legal))


def apply_inputs(state: st.SearchStrategy[State] | None = None) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``apply`` question.

    A state (:func:`states` by default) and one of its legal actions, or a Cheng the hand may not make (a mistake the
    rules punish, Section 7); at the end of a round, a deal of the cards in play. With no ``state`` given, also a
    table and a Cheng declared on it, or a claim's answer (:func:`decisive_inputs`).

    >>> from hypothesis import find
    >>> find(apply_inputs(), lambda data: data["action"].startswith("discard"))["action"]
    'discard G2'
    """
    if state is not None:
        return action_inputs(state, _askable, _state_json, otherwise=_no_legal_action)
    return st.one_of(action_inputs(states(), _askable, _state_json, otherwise=_no_legal_action), decisive_inputs())


@st.composite
def _decisive(draw: st.DrawFn, max_players: int) -> dict[str, Any]:
    from rulebook.forbidden.actions import Cheng, Claim, ClaimForbidden

    state = draw(tables(max_players=max_players))
    askable = _askable(state)
    chengs = [action for action in askable if isinstance(action, Cheng)]
    claims = [action for action in askable if isinstance(action, (Claim, ClaimForbidden))]
    if chengs:
        cheng = draw(st.sampled_from(chengs))
        ended = _apply(state, cheng)
        if ended.phase == "round-over" and draw(st.booleans()):  # the round scored: the next deal (Section 3)
            return {"state": _state_json(ended), "action": _no_legal_action(draw, ended)}
        return {"state": _state_json(state), "action": str(cheng)}
    if claims:
        several = [claim for claim in claims if isinstance(claim, Claim) and len(claim.piles) > 1]
        prefer = bool(several) and draw(st.booleans())
        claimed = _apply(state, draw(st.sampled_from(several if prefer else claims)))
        answers = _legal(claimed)
        if answers:  # the other players asked to block the claim (Section 6), or the claimant to discard
            return {"state": _state_json(claimed), "action": str(draw(st.sampled_from(answers)))}
        state = claimed
    return {"state": _state_json(state), "action": str(draw(st.sampled_from(_askable(state))))}


def decisive_inputs(*, max_players: int = MAX_PLAYERS) -> st.SearchStrategy[dict[str, Any]]:
    """Inputs of the ``apply`` question at the turns that decide a round: a Cheng, or the answer to a claim.

    On a table (:func:`tables`) where the hand may declare Cheng, a Cheng, made or mistaken (Section 7; its scores
    may end the game, Section 8, and half the tables with totals have one set so that a Cheng ends it exactly), or,
    half the time once the round is scored, the next deal (Section 3, and the two-player deal); where
    the player to start a turn may claim, the claim played, often one from several piles, and then an answer to it:
    a block, or letting it pass (Section 6). Elsewhere, any action of the table. These are what a state played at
    random rarely reaches. Two to ``max_players`` players.

    >>> from hypothesis import find
    >>> find(decisive_inputs(), lambda data: data["action"] == "block")["state"]["phase"]
    'claim'
    """
    _check_players("decisive inputs", MIN_PLAYERS, max_players)
    return _decisive(max_players)


def _cards_in(text: str) -> int:
    return len(text.split())


def size(question: str, data: Any) -> int:
    """Cards, as the rule mutants' witnesses count them (see the module's docstring)."""
    if question in ("hand", "discards", "position"):
        laid = sum(_cards_in(cards) for cards in data.get("laid", []))
        return _cards_in(data.get("hand", "")) + laid + int(data.get("table_forbidden", 0))
    if question == "new-game":
        return 0
    from rulebook.forbidden.crosscheck.mutants_play import witness_size
    from rulebook.forbidden.state import state_from_json

    return witness_size(state_from_json(data["state"]))


def strategies() -> GameStrategies:
    """FORBIDDEN's strategies for ``rulebook fuzz``, the pytest plugin and ``st.from_type``."""
    return GameStrategies(
        inputs={
            "hand": hand_inputs,
            "discards": hand_inputs,
            "position": positions,
            "legal-actions": legal_actions_inputs,
            "apply": apply_inputs,
            "new-game": new_games,
        },
        size=size,
        types={State: states},
        bounded={
            "hand": _small_hands,
            "discards": _small_hands,
            "position": lambda most: positions(max_size=min(8, most), max_cards=most),
            "legal-actions": _small_states,
            "apply": _small_actions,
        },
    )


def _small_states(most: int) -> st.SearchStrategy[dict[str, Any]] | None:
    """``legal-actions`` inputs of as few players as ``most`` cards hold hands of 13 for; none below two."""
    if most < SMALLEST_STATE:
        return None
    return legal_actions_inputs(states(max_players=min(MAX_PLAYERS, most // HAND_SIZE)))


def _small_actions(most: int) -> st.SearchStrategy[dict[str, Any]] | None:
    """``apply`` inputs of as few players as ``most`` cards hold hands of 13 for; none below two."""
    if most < SMALLEST_STATE:
        return None
    players = min(MAX_PLAYERS, most // HAND_SIZE)
    return st.one_of(apply_inputs(states(max_players=players)), decisive_inputs(max_players=players))


SMALLEST_STATE = MIN_PLAYERS * HAND_SIZE
"""The cards a state shows at the least: two players' hands of 13 (Section 3), every card of which stays in sight
(in hand, laid, claimed or on a pile) until the next deal deals 13 again; the fuzz hunt draws no state below it."""


__all__ = [
    "HAND_SHAPES",
    "LAID_SHAPES",
    "SPECIAL_KINDS",
    "TABLE_STEPS",
    "apply_inputs",
    "contested_hands",
    "decisive_inputs",
    "hand_inputs",
    "hand_questions",
    "legal_actions_inputs",
    "new_games",
    "positions",
    "regrouped_hands",
    "size",
    "states",
    "strategies",
    "tables",
]
