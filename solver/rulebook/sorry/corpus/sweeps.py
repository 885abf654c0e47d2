"""SORRY!'s sweep matrix: the inputs that put each rule at every point it reads (issue 46).

The register (``spec/sorry.toml``) says, beside each rule, what the rule reads: the numbers of the board and of the
cards (the circle 4 squares into a side, the turn square 2, the slides' triangles 1 and 9 and ends 4 and 13, the
five safety squares, a card's count, the 7's sum, the points game's bonuses), the attributes (a pawn's colour: its
own, another colour's, a partner's under the team rules; the card's value) and the sources (a pawn from START, the
track, the safety zone or HOME; the pawn bumped, swapped or taken: an opponent's, one's own, a partner's). Each cell
gets the smallest input that puts the rule exactly there, built by hand below, one table per rule; the core
(:mod:`rulebook.core.corpus.sweeps`) turns them into cases confirmed by the engine and the Z3 model.

The board (``spec/sorry.toml`` ``[board]``, facts 1.1) as the inputs use it: red's side is squares 0 to 14, its
short slide runs 1 to 4 (4 is red's circle), its long one 9 to 13, its turn square is 2 and its safety zone S1 to
S5 then HOME; blue's side is the same moved on by 15 (slides 16-19 and 24-28, circle 19), yellow's by 30, green's
by 45. Questions: ``moves`` (both encodings) wherever a rule decides a card's moves, ``score`` for the points game,
``legal_actions`` and ``apply`` (the engine's alone, checked by hand in ``tests/sorry/test_sweeps.py``) for the
course of a game: setup, draw, the 2's draw again, the win, the points game's hand, the deck's counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rulebook.core.corpus.cases import Outcome
from rulebook.core.corpus.sweep_matrix import Cell
from rulebook.core.corpus.sweeps import SweepInput
from rulebook.core.spec import load_spec

SPEC = load_spec("sorry")
COLOURS: tuple[str, ...] = tuple(SPEC["board"]["colours"])
COLOUR_NAMES: dict[str, str] = dict(zip(COLOURS, SPEC["board"]["colour_names"], strict=True))
PAWNS: int = SPEC["board"]["pawns"]
CARDS: tuple[str, ...] = tuple(SPEC["deck"]["cards"])
DEFAULT_DECK = "forty-five"
"""The default option of reading ``deck.cards``, whose counts the multiplicity cells hold the engine to."""
COUNTS: dict[str, int] = {card: int(SPEC["deck"]["counts"][DEFAULT_DECK][card]) for card in CARDS}
SEATS_TWO = ("R", "B")
"""The colours of a standard input: red to move, blue its opponent."""

Pawns = Mapping[str, Sequence[str]]
Cells = dict[str, list[SweepInput]]


def card_kind(card: str) -> str:
    """The multiplicity kind of a card: ``card 1`` ... ``card sorry``."""
    return f"card {card}"


def pawn_kind(colour: str) -> str:
    """The multiplicity kind of a colour's pawns: ``red pawn``."""
    return f"{COLOUR_NAMES[colour]} pawn"


def placed(pawns: Pawns, mode: str) -> dict[str, list[str]]:
    """Each colour in play with the places of its pawns off START (the rest are in START, the input's convention).

    A standard input has red and blue, a teams input all four colours; colours not named have every pawn in START.
    """
    colours = COLOURS if mode == "teams" else tuple(c for c in COLOURS if c in (*SEATS_TWO, *pawns))
    return {colour: list(pawns.get(colour, ())) for colour in colours}


def moves(card: str, pawns: Pawns, turn: str = "R", mode: str = "standard") -> dict[str, Any]:
    """A ``moves`` input: ``card`` drawn by ``turn`` in the position ``pawns``."""
    return {"pawns": placed(pawns, mode), "card": card, "turn": turn, "mode": mode}


def full(places: Sequence[str]) -> list[str]:
    """A colour's four places: those named, the rest in START."""
    return [*places, *["start"] * (PAWNS - len(places))]


def state(
    pawns: Pawns,
    *,
    phase: str,
    card: str | None = None,
    turn: str = "R",
    mode: str = "standard",
    hands: Mapping[str, Sequence[str]] | None = None,
    draw: int | None = None,
    extra: Sequence[str] = (),
) -> dict[str, Any]:
    """A game state holding the whole default deck once (Object: the deck; ``deck.cards`` = forty-five).

    The drawn ``card`` and the ``hands`` are taken out of the deck, the rest is the draw pile in the spec's order;
    ``draw`` keeps only that many cards in the draw pile and puts the rest on the discard pile; ``extra`` adds cards
    past the deck (an input the engine must refuse).
    """
    rest = Counter({card_: COUNTS[card_] for card_ in CARDS})
    taken = [*([card] if card else []), *(c for hand in (hands or {}).values() for c in hand)]
    rest.subtract(taken)
    pile = [c for c in CARDS for _ in range(rest[c])]
    kept = pile if draw is None else pile[:draw]
    discard = [*pile[len(kept) :], *extra]
    colours = placed(pawns, mode)
    return {
        "mode": mode,
        "pawns": {colour: full(places) for colour, places in colours.items()},
        "draw": kept,
        "discard": discard,
        "hands": {colour: list(hand) for colour, hand in (hands or {}).items()},
        "turn": turn,
        "phase": phase,
        "card": card,
        "winners": [],
        "seed": 0,
        "turns": 0,
    }


def ask(
    description: str,
    why: str,
    data: Mapping[str, Any],
    outcome: Outcome = "accepts",
    question: str = "moves",
    rules: tuple[str, ...] = (),
) -> SweepInput:
    """One input of a cell."""
    return SweepInput(question, data, outcome, description, why, rules=rules)


def impossible(description: str, why: str, data: Mapping[str, Any], question: str = "moves") -> SweepInput:
    """An input the rules make impossible: the engine must refuse it (:attr:`SweepInput.impossible`)."""
    return SweepInput(question, data, "refuses", description, why, impossible=True)


def apply(data: Mapping[str, Any], action: str) -> dict[str, Any]:
    """An ``apply`` input: ``action`` in the state ``data``."""
    return {"state": data, "action": action}


# ---------------------------------------------------------------------------------------------------------------
# The board
# ---------------------------------------------------------------------------------------------------------------


def board_track() -> Cells:
    """Rule ``sorry.board.track`` (facts 1.1): 60 squares, 59 followed by 0. A 3 from 56, 57 and 58."""
    why = "Card values (3); facts 1.1: the track runs 0 to 59 and on to 0; "
    return {
        "threshold:squares round the track:below": [
            ask("a 3 from 56 ends on 59", why + "56 + 3 = 59, the last square.", moves("3", {"R": ["56"]}))
        ],
        "threshold:squares round the track:at": [
            ask("a 3 from 57 ends on 0", why + "57 + 3 = 60, which is square 0.", moves("3", {"R": ["57"]}))
        ],
        "threshold:squares round the track:above": [
            ask(
                "a 3 from 58 ends on 1",
                why + "58 + 3 = 61, square 1: red's own triangle, so no slide.",
                moves("3", {"R": ["58"]}),
            )
        ],
    }


def board_slides() -> Cells:
    """Rule ``sorry.board.slides`` (facts 1.1): triangles 1 and 9 into a side, ends 4 and 13. On blue's side."""
    why = "Moving pawns; facts 1.1: blue's slides run 16 to 19 and 24 to 28; "
    cells: Cells = {}
    for name, base, triangle in (("short slide triangle", 12, 16), ("long slide triangle", 20, 24)):
        for point, offset in (("below", -1), ("at", 0), ("above", 1)):
            start = base + 1 + offset
            end = start + 3
            said = "the triangle: red slides to its end" if end == triangle else "no triangle: red stays"
            cells[f"threshold:{name}:{point}"] = [
                ask(
                    f"a 3 from {start} lands on {end}",
                    why + f"{start} + 3 = {end}, {said}.",
                    moves("3", {"R": [str(start)]}),
                )
            ]
    for name, start, end in (("short slide end", 13, 19), ("long slide end", 21, 28)):
        for point, offset in (("below", -1), ("at", 0), ("above", 1)):
            blue = end + offset
            said = "on the slide, bumped to START" if blue <= end else "past the end, left standing"
            cells[f"threshold:{name}:{point}"] = [
                ask(
                    f"a slide from {start + 3} with a blue pawn on {blue}",
                    why + f"red {start} + 3 lands on blue's triangle and slides to {end}; blue on {blue} is {said}.",
                    moves("3", {"R": [str(start)], "B": [str(blue)]}),
                )
            ]
    return cells


def board_safety() -> Cells:
    """Rule ``sorry.board.safety``: the zone leaves the track after square 2 (red); S1 to S5, then HOME."""
    why = "Safety zones; facts 1.1: red's turn square is 2, then S1; "
    turn = {
        "below": ("56", "1", "56 + 5 = 61, square 1"),
        "at": ("57", "2", "57 + 5 = 62, square 2, the turn square: still on the track"),
        "above": ("58", "S1", "58 + 5 passes 59, 0, 1, 2 and goes into S1, not on to 3"),
    }
    cells: Cells = {
        f"threshold:turn square:{point}": [
            ask(f"a 5 from {start} ends on {end}", why + said + ".", moves("5", {"R": [start]}))
        ]
        for point, (start, end, said) in turn.items()
    }
    zone = {"below": ("S2", "S4"), "at": ("S3", "S5"), "above": ("S4", "home")}
    cells |= {
        f"threshold:safety squares:{point}": [
            ask(
                f"a 2 from {start} ends on {end}",
                "Safety zones: five squares S1-S5, HOME after S5; " + f"{start} + 2 = {end}.",
                moves("2", {"R": [start, "home", "home", "home"]}),
            )
        ]
        for point, (start, end) in zone.items()
    }
    cells["attribute:pawn colour:pair"] = [
        ask(
            f"a 3 moves the {COLOUR_NAMES[colour]} pawn on 1 (teams)",
            "Safety zones: only red enters red's zone; variants, team rules: red moves its partner's pawns. "
            + ("Red 1 + 3 passes 2 into S1, S2." if colour == "R" else "Yellow 1 + 3 stays on the track: 4."),
            moves("3", {colour: ["1"]}, mode="teams"),
            "accepts" if colour == "R" else "refuses",
        )
        for colour in ("R", "Y")
    ]
    return cells


# ---------------------------------------------------------------------------------------------------------------
# The deck, the setup, the turn (the engine's alone)
# ---------------------------------------------------------------------------------------------------------------


def deck_cards(cell: Cell) -> list[SweepInput]:
    """Rule ``sorry.deck.cards`` (facts 1.2): the default deck's counts of each card, and four pawns a colour."""
    rules = ("sorry.setup.start",)
    for colour in COLOURS:
        if cell.name == pawn_kind(colour):
            places = [str(15 * COLOURS.index(colour) + 5 + n) for n in range(PAWNS + (cell.point == "past"))]
            return [
                ask(
                    f"{len(places)} {COLOUR_NAMES[colour]} pawns on the track",
                    f"Setup: each colour has {PAWNS} pawns; "
                    + ("all four out, a 5 moves any." if cell.point == "max" else "a fifth is no position."),
                    {"pawns": {colour: places, **{c: [] for c in COLOURS if c != colour}}, "card": "5", "turn": colour},
                    rules=rules,
                )
            ]
    card = cell.name.removeprefix("card ")
    extra = [card] if cell.point == "past" else []
    held = COUNTS[card] + len(extra)
    return [
        ask(
            f"a state holding {held} copies of card {card}, one drawn",
            f"Object; facts 1.2: the 45-card deck holds {COUNTS[card]} of the {card}; "
            + ("the state holds them all, one drawn." if not extra else "one more is no state of the game."),
            {"state": state({"R": ["10"]}, phase="move", card=card, extra=extra)},
            question="legal_actions",
        )
    ]


def setup_start() -> Cells:
    """Rule ``sorry.setup.start`` (Object; Setup): two to four players, every pawn in START, red draws first.

    One colour and five are no game: the fifth, past the board's four, is written ``W`` (white, a colour the board
    does not have).
    """
    why = "Object, Setup: two to four players, every pawn in START, the first player draws; "
    outside = {
        "fewest players:below": ("R",),
        "most players:above": (*COLOURS, "W"),
    }
    cells: Cells = {
        f"threshold:{key}": [
            impossible(
                f"the setup of {len(colours)} player{'s' if len(colours) > 1 else ''} {''.join(colours)}",
                "Object: 'two to four players', each a colour of the board's four; "
                + (
                    "one player is no game of SORRY!"
                    if len(colours) == 1
                    else "a fifth player has no colour, START or pawns on the board"
                )
                + ": the position is refused as input.",
                {"state": state({}, phase="draw") | {"pawns": {c: full([]) for c in colours}}},
                question="legal_actions",
            )
        ]
        for key, colours in outside.items()
    }
    sets = {
        "fewest players:at": ("R", "Y"),
        "fewest players:above": ("R", "B", "Y"),
        "most players:below": ("R", "B", "G"),
        "most players:at": COLOURS,
    }
    return {
        f"threshold:{key}": [
            ask(
                f"the setup of {len(colours)} players {''.join(colours)}",
                why + f"{len(colours)} players is a game: red draws.",
                {"state": state({c: [] for c in colours}, phase="draw") | {"pawns": {c: full([]) for c in colours}}},
                question="legal_actions",
            )
        ]
        for key, colours in sets.items()
    } | cells


def turn_draw() -> Cells:
    """Rule ``sorry.turn.draw`` (Starting pawns): draw the top card; an empty draw pile is the discard shuffled.

    With the draw pile empty the case asks the legal actions, not the draw: the draw reshuffles the discard pile, and
    the order of a shuffle is chance, which no case of the corpus asks (``docs/conformance.md``); what the rules
    decide there is that the turn still begins with a draw. The shuffle itself is held to the contract's by the
    play module's test-file killer (``tests/sorry/test_engine_play.py``).
    """
    why = "Starting pawns: draw the top card of the draw pile; when it is used up, the discard pile is shuffled; "
    said = {
        "at": "the last card is drawn, the draw pile left empty",
        "above": "the top card is drawn, one left",
    }
    cells: Cells = {
        f"threshold:cards left to draw:{point}": [
            ask(
                f"a draw with {left} cards in the draw pile",
                why + said[point] + ".",
                apply(state({"R": ["10"]}, phase="draw", draw=left), "draw"),
                question="apply",
            )
        ]
        for point, left in (("at", 1), ("above", 2))
    }
    cells["threshold:cards left to draw:below"] = [
        ask(
            "the turn's actions with no card in the draw pile",
            why + "the draw pile is empty, yet the turn begins with a draw all the same (of the discard pile "
            "shuffled): draw is the one legal action.",
            {"state": state({"R": ["10"]}, phase="draw", draw=0)},
            question="legal_actions",
        )
    ]
    return cells


# ---------------------------------------------------------------------------------------------------------------
# The cards
# ---------------------------------------------------------------------------------------------------------------


def start_exit() -> Cells:
    """Rule ``sorry.start.exit`` (Starting pawns): a 1 or a 2 puts a pawn from START on its circle, red's 4."""
    why = "Starting pawns: a 1 or a 2 takes a pawn out of START onto its circle (red 4); "
    cells: Cells = {
        f"threshold:circle square:{point}": [
            ask(
                f"a 1 from START with a blue pawn on {blue}",
                why + ("blue on 4 is bumped to its START." if blue == 4 else f"blue on {blue} is not on the circle."),
                moves("1", {"B": [str(blue)]}),
            )
        ]
        for point, blue in (("below", 3), ("at", 4), ("above", 5))
    }
    cells["attribute:card value:pair"] = [
        ask(
            f"a {card} with every red pawn in START",
            why + ("a 2 starts one." if card == "2" else "a 3 cannot: the turn is lost."),
            moves(card, {"B": ["20"]}),
            "accepts" if card == "2" else "refuses",
        )
        for card in ("2", "3")
    ]
    cells["attribute:colour on the circle:pair"] = [
        ask(
            f"a 1 with a {COLOUR_NAMES[colour]} pawn on red's circle",
            why + ("red's own pawn blocks the start; it moves on to 5." if colour == "R" else "blue is bumped."),
            moves("1", {colour: ["4"]}),
            "refuses" if colour == "R" else "accepts",
        )
        for colour in ("R", "B")
    ]
    cells["source:own START:allowed"] = [
        ask("a 2 starts a red pawn", why + "red's pawns are in START.", moves("2", {"B": ["25"]}))
    ]
    cells["source:partner's START:allowed"] = [
        ask(
            "a 1 starts the partner's pawn (teams)",
            why + "variants, team rules: a player may start either partner's pawn; yellow's circle is 34.",
            moves("1", {"R": ["20"]}, mode="teams"),
            rules=("sorry.team.partners",),
        )
    ]
    cells["source:opponent's START:forbidden"] = [
        ask(
            "a 1 never starts an opponent's pawn",
            why + "blue's pawns are blue's to start; red's four pawns are out and only move on.",
            moves("1", {"R": ["20", "30", "40", "50"]}),
            "refuses",
        )
    ]
    return cells


def on_places(card: str, rule_why: str, track: tuple[str, str], safety: tuple[str, str], named: str) -> Cells:
    """The four sources of a one-pawn card: a pawn on the track and in its zone moves, one in START or HOME not."""
    return {
        "source:a pawn on the track:allowed": [
            ask(f"a {card} moves a pawn on {track[0]}", rule_why + track[1], moves(card, {"R": [track[0]]}))
        ],
        "source:a pawn in its safety zone:allowed": [
            ask(f"a {card} moves a pawn in {safety[0]}", rule_why + safety[1], moves(card, {"R": [safety[0]]}))
        ],
        "source:a pawn in START:forbidden": [
            ask(
                f"a {card} with every red pawn in START",
                rule_why + f"a pawn in START moves {named}: the turn is lost.",
                moves(card, {"B": ["20"]}),
                "refuses",
            )
        ],
        "source:a pawn in HOME:forbidden": [
            ask(
                f"a {card} with one red pawn HOME, the rest in START",
                rule_why + "a pawn in HOME never moves again: the turn is lost.",
                moves(card, {"R": ["home"], "B": ["20"]}),
                "refuses",
            )
        ],
    }


def card_forward() -> Cells:
    """Rule ``sorry.card.forward`` (Card values): a 1, 2, 3, 5, 8 or 12 moves one pawn exactly that many forward."""
    why = "Card values (5): one pawn exactly five forward; "
    cells: Cells = {
        f"threshold:squares moved by a 5:{point}": [
            ask(
                f"a 5 from 10 with a blue pawn on {blue}",
                why + f"10 + 5 = 15: blue on {blue} is " + ("bumped." if blue == 15 else "not landed on."),
                moves("5", {"R": ["10"], "B": [str(blue)]}),
                rules=("sorry.move.bump",),
            )
        ]
        for point, blue in (("below", 14), ("at", 15), ("above", 16))
    }
    cells["attribute:card value:pair"] = [
        ask(
            f"a {card} moves the pawn on 10",
            f"Card values ({card}): 10 + {card} = {10 + int(card)}.",
            moves(card, {"R": ["10"]}),
        )
        for card in ("5", "8")
    ]
    cells |= on_places(
        "3",
        "Card values (3): one pawn out of START three forward; ",
        ("20", "20 + 3 = 23."),
        ("S1", "S1 + 3 = S4, in its own zone."),
        "only on a 1 or a 2",
    )
    return cells


def card_two_again() -> Cells:
    """Rule ``sorry.card.two-again`` (Card values, 2): after a 2, used or not, the same player draws again."""
    return {
        "attribute:card value:pair": [
            ask(
                f"a {card} that cannot be used is given up",
                "Card values (2): draw again even if you could not move; a 3 passes the turn to blue. Red's pawn "
                f"on S5 cannot move {card} (HOME is one away) and none is in START.",
                apply(state({"R": ["S5", "home", "home", "home"]}, phase="move", card=card), "pass"),
                "accepts" if card == "2" else "refuses",
                question="apply",
                rules=("sorry.move.must",),
            )
            for card in ("2", "3")
        ]
    }


def card_four() -> Cells:
    """Rule ``sorry.card.four`` (Card values, 4): one pawn four squares back."""
    why = "Card values (4): one pawn four back; "
    cells: Cells = {
        f"threshold:squares back:{point}": [
            ask(
                f"a 4 from 10 with a blue pawn on {blue}",
                why + f"10 - 4 = 6: blue on {blue} is " + ("bumped." if blue == 6 else "not landed on."),
                moves("4", {"R": ["10"], "B": [str(blue)]}),
                rules=("sorry.move.bump",),
            )
        ]
        for point, blue in (("below", 7), ("at", 6), ("above", 5))
    }
    cells |= on_places(
        "4",
        why,
        ("12", "12 - 4 = 8."),
        ("S2", "S2 back four: S1, 2, 1, 0 (out of its zone onto the track)."),
        "no square back",
    )
    return cells


def card_seven() -> Cells:
    """Rule ``sorry.card.seven`` (Card values, 7): seven forward, or split between two pawns, the parts summing 7."""
    why = "Card values (7): the split parts add up to seven; "
    cells: Cells = {
        f"threshold:split sum:{point}": [
            ask(
                f"a 7 split 3 and {part}",
                why + f"3 + {part} = {3 + part}" + (": the move." if part == 4 else ": no move of a 7."),
                apply(state({"R": ["5", "40"]}, phase="move", card="7"), f"R 5-8, R 40-{40 + part}"),
                "accepts" if part == 4 else "refuses",
                question="apply",
            )
        ]
        for point, part in (("below", 3), ("at", 4), ("above", 5))
    }
    sources: dict[str, tuple[str, Pawns, str, Outcome]] = {
        "two own pawns on the track:allowed": ("red pawns on 5 and 40", {"R": ["5", "40"]}, "standard", "accepts"),
        "an own pawn in its safety zone:allowed": ("red pawns on 5 and S1", {"R": ["5", "S1"]}, "standard", "accepts"),
        "a partner's pawn:allowed": (
            "a red pawn on 5, a yellow on 40 (teams)",
            {"R": ["5"], "Y": ["40"]},
            "teams",
            "accepts",
        ),
        "an opponent's pawn:forbidden": (
            "a red pawn on 5, a blue on 40",
            {"R": ["5"], "B": ["40"]},
            "standard",
            "refuses",
        ),
        "a pawn in START:forbidden": ("a red pawn on 5, three in START", {"R": ["5"]}, "standard", "refuses"),
        "a pawn in HOME:forbidden": ("a red pawn on 5, one HOME", {"R": ["5", "home"]}, "standard", "refuses"),
    }
    said = {
        "accepts": "the split is between two pawns the player may move.",
        "refuses": "the second pawn is not one a part may move (an opponent's; one in START under "
        "seven.split-start=not-from-start; one in HOME, which never moves): the whole 7 goes on the one pawn.",
    }
    for key, (description, pawns, mode, outcome) in sources.items():
        cells[f"source:{key}"] = [
            ask(
                f"a 7 with {description}",
                why + said[outcome],
                moves("7", pawns, mode=mode),
                outcome,
                rules=("sorry.team.partners",) if mode == "teams" else (),
            )
        ]
    return cells


def card_ten() -> Cells:
    """Rule ``sorry.card.ten`` (Card values, 10): one pawn ten forward or one back."""
    why = "Card values (10): ten forward or one back; "
    cells: Cells = {
        f"threshold:squares forward:{point}": [
            ask(
                f"a 10 from 10 with a blue pawn on {blue}",
                why + f"10 + 10 = 20: blue on {blue} is " + ("bumped." if blue == 20 else "not landed on."),
                moves("10", {"R": ["10"], "B": [str(blue)]}),
                rules=("sorry.move.bump",),
            )
        ]
        for point, blue in (("below", 19), ("at", 20), ("above", 21))
    }
    cells |= {
        f"threshold:squares back:{point}": [
            ask(
                f"a 10 from 10 with a blue pawn on {blue}",
                why + f"10 - 1 = 9: blue on {blue} is " + ("bumped." if blue == 9 else "not landed on."),
                moves("10", {"R": ["10"], "B": [str(blue)]}),
                rules=("sorry.move.bump",),
            )
        ]
        for point, blue in (("at", 9), ("above", 8))
    }
    cells["threshold:squares back:below"] = [
        impossible(
            "a 10 from 10 with a blue pawn on 10",
            why + "no square back is red's own square 10, where blue stands too; two pawns never share a track "
            "square (Moving pawns), so the position is refused as input.",
            moves("10", {"R": ["10"], "B": ["10"]}),
        )
    ]
    cells |= on_places(
        "10",
        why,
        ("20", "20 + 10 = 30, or 20 - 1 = 19."),
        ("S1", "S1 + 10 passes HOME; S1 - 1 is the turn square 2."),
        "neither way",
    )
    return cells


def card_eleven() -> Cells:
    """Rule ``sorry.card.eleven`` (Card values, 11): eleven forward, or swap with an opponent's pawn on the track."""
    why = "Card values (11): eleven forward, or swap places with an opponent's pawn on the track; "
    cells: Cells = {
        f"threshold:squares forward:{point}": [
            ask(
                f"an 11 from 10 with a blue pawn on {blue}",
                why
                + f"10 + 11 = 21: blue on {blue} is "
                + ("bumped" if blue == 21 else "not landed on")
                + ", and can be swapped with.",
                moves("11", {"R": ["10"], "B": [str(blue)]}),
                rules=("sorry.move.bump",),
            )
        ]
        for point, blue in (("below", 20), ("at", 21), ("above", 22))
    }
    cells["attribute:colour swapped with:pair"] = [
        ask(
            f"an 11 with a red pawn on 10 and a {COLOUR_NAMES[colour]} pawn on 30",
            why + ("an own pawn is no one to swap with." if colour == "R" else "blue's pawn can be swapped with."),
            moves("11", {"R": ["10", "30"]} if colour == "R" else {"R": ["10"], "B": ["30"]}),
            "refuses" if colour == "R" else "accepts",
        )
        for colour in ("R", "B")
    ]
    sources = {
        "own pawn on the track:allowed": ("a red pawn on 12, a blue on 33", {"R": ["12"], "B": ["33"]}, "standard"),
        "own pawn in its safety zone:forbidden": (
            "a red pawn in S1, a blue on 33",
            {"R": ["S1"], "B": ["33"]},
            "standard",
        ),
        "own pawn in START:forbidden": ("every red pawn in START, a blue on 33", {"B": ["33"]}, "standard"),
        "opponent in its safety zone:forbidden": (
            "a red pawn on 12, a blue in S1",
            {"R": ["12"], "B": ["S1"]},
            "standard",
        ),
        "a partner's pawn:forbidden": ("a red pawn on 12, a yellow on 33 (teams)", {"R": ["12"], "Y": ["33"]}, "teams"),
    }
    for key, (description, pawns, mode) in sources.items():
        allowed = key.endswith("allowed")
        cells[f"source:{key}"] = [
            ask(
                f"an 11 with {description}",
                why
                + (
                    "both on the track, so the swap is a move, beside 12 + 11 = 23."
                    if allowed
                    else "a pawn in START or a safety zone, or a partner's, is never part of a swap."
                ),
                moves("11", pawns, mode=mode),
                "accepts" if allowed else "refuses",
                rules=("sorry.team.partners",) if mode == "teams" else (),
            )
        ]
    return cells


def card_sorry() -> Cells:
    """Rule ``sorry.card.sorry`` (Card values, SORRY!): a pawn from START takes an opponent's square on the track."""
    why = "Card values (SORRY!): a pawn from START takes an opponent's place on the track; "
    cells: Cells = {
        "attribute:colour taken:pair": [
            ask(
                f"a Sorry! with a {COLOUR_NAMES[colour]} pawn on 33 (teams)",
                why
                + ("blue is an opponent." if colour == "B" else "yellow is the partner (team.sorry-partner=never)."),
                moves("sorry", {colour: ["33"]}, mode="teams"),
                "accepts" if colour == "B" else "refuses",
                rules=("sorry.team.partners",),
            )
            for colour in ("B", "Y")
        ]
    }
    sources: dict[str, tuple[str, Pawns, str]] = {
        "a pawn from START:allowed": ("red in START and a blue pawn on 33", {"B": ["33"]}, "standard"),
        "a pawn on the track:forbidden": (
            "every red pawn on the track and a blue on 33",
            {"R": ["10", "11", "12", "13"], "B": ["33"]},
            "standard",
        ),
        "an opponent in its safety zone:forbidden": ("red in START and a blue pawn in S3", {"B": ["S3"]}, "standard"),
        "an own pawn:forbidden": ("a red pawn on 33, three in START", {"R": ["33"]}, "standard"),
        "a partner's pawn:forbidden": ("red in START and a yellow pawn on 40 (teams)", {"Y": ["40"]}, "teams"),
    }
    for key, (description, pawns, mode) in sources.items():
        allowed = key.endswith("allowed")
        cells[f"source:{key}"] = [
            ask(
                f"a Sorry! with {description}",
                why + ("the move is red start sorry B 33." if allowed else "no such move: the turn is lost."),
                moves("sorry", pawns, mode=mode),
                "accepts" if allowed else "refuses",
                rules=("sorry.team.partners",) if mode == "teams" else (),
            )
        ]
    return cells


# ---------------------------------------------------------------------------------------------------------------
# Moving pawns
# ---------------------------------------------------------------------------------------------------------------


def move_bump() -> Cells:
    """Rule ``sorry.move.bump`` (Moving pawns; team rules): the pawn landed on goes back to START, a partner's too."""
    why = "Moving pawns: a pawn landed on goes back to its START; team rules: a partner's too; "
    cells: Cells = {
        "attribute:colour landed on:pair": [
            ask(
                f"a 5 from 10 onto a {COLOUR_NAMES[colour]} pawn on 15 (teams)",
                why + f"10 + 5 = 15, the {COLOUR_NAMES[colour]} pawn is bumped.",
                moves("5", {"R": ["10"], colour: ["15"]}, mode="teams"),
                rules=("sorry.team.partners",),
            )
            for colour in ("B", "Y")
        ]
    }
    cells["source:an opponent's pawn:allowed"] = [
        ask(
            "a 5 from 20 onto a blue pawn on 25",
            why + "20 + 5 = 25, blue bumped.",
            moves("5", {"R": ["20"], "B": ["25"]}),
        )
    ]
    cells["source:a partner's pawn:allowed"] = [
        ask(
            "a 5 from 20 onto a yellow pawn on 25 (teams)",
            why + "20 + 5 = 25, yellow bumped even though the partner's.",
            moves("5", {"R": ["20"], "Y": ["25"]}, mode="teams"),
            rules=("sorry.team.partners",),
        )
    ]
    cells["source:an opponent in its safety zone:forbidden"] = [
        ask(
            "a 3 from 0 into S1 with a blue pawn in its own S1",
            why + "blue's S1 is in blue's zone, not red's: red enters its own S1 and blue stays.",
            moves("3", {"R": ["0"], "B": ["S1"]}),
            "refuses",
        )
    ]
    cells["source:an own pawn:forbidden"] = [
        ask(
            "a 5 from 20 onto a red pawn on 25",
            why + "an own pawn is never bumped: 20 cannot move, 25 + 5 = 30 can.",
            moves("5", {"R": ["20", "25"]}),
            "refuses",
            rules=("sorry.move.own-pawn",),
        )
    ]
    return cells


def move_own_pawn() -> Cells:
    """Rule ``sorry.move.own-pawn`` (Moving pawns, Note): never onto a square a pawn of the same colour holds."""
    why = "Moving pawns (Note): two pawns of one colour never share a square, HOME excepted; "
    return {
        "attribute:colour on the end square:pair": [
            ask(
                f"a 5 from 10 onto a {COLOUR_NAMES[colour]} pawn on 15",
                why + ("red's own pawn blocks 10 + 5." if colour == "R" else "blue's pawn is bumped."),
                moves("5", {"R": ["10", "15"]} if colour == "R" else {"R": ["10"], "B": ["15"]}),
                "refuses" if colour == "R" else "accepts",
            )
            for colour in ("R", "B")
        ],
        "attribute:colour on the same zone square:pair": [
            ask(
                f"a 2 from S1 with a {COLOUR_NAMES[colour]} pawn on its own S3",
                why
                + (
                    "red's S3 is held by red: S1 + 2 is blocked."
                    if colour == "R"
                    else "blue's S3 is blue's zone, not red's: S1 + 2 = S3 is free."
                ),
                moves("2", {"R": ["S1", "S3"]} if colour == "R" else {"R": ["S1"], "B": ["S3"]}),
                "refuses" if colour == "R" else "accepts",
            )
            for colour in ("R", "B")
        ],
        "source:own pawn in the safety zone:forbidden": [
            ask(
                "a 2 from S1 onto a red pawn on S3",
                why + "S1 + 2 = S3 is held; S3 + 2 = S5 is free.",
                moves("2", {"R": ["S1", "S3", "home", "home"]}),
                "refuses",
            )
        ],
        "source:own pawn in HOME:allowed": [
            ask(
                "a 2 from S4 into HOME beside a red pawn there",
                why + "S4 + 2 = HOME, which holds any number.",
                moves("2", {"R": ["S4", "S5", "home"]}),
                rules=("sorry.move.home",),
            )
        ],
    }


def move_must() -> Cells:
    """Rule ``sorry.move.must`` (Moving pawns, Note): move if one can; otherwise the turn is lost."""
    return {
        "attribute:card value:pair": [
            ask(
                f"a {card} for the last red pawn in S4",
                "Moving pawns (Note): "
                + (
                    "S4 + 2 = HOME, a move that must be made."
                    if card == "2"
                    else "S4 + 3 passes HOME: the turn is lost."
                ),
                moves(card, {"R": ["S4", "home", "home", "home"]}),
                "accepts" if card == "2" else "refuses",
            )
            for card in ("2", "3")
        ]
    }


def move_slide() -> Cells:
    """Rule ``sorry.move.slide`` (Moving pawns): a pawn ending on another colour's triangle slides to the end."""
    why = "Moving pawns: a pawn ending on a triangle not its colour's slides to the end, bumping every pawn on it; "
    cells: Cells = {
        "attribute:colour of the slider:pair": [
            ask(
                f"a 3 moves the {COLOUR_NAMES[colour]} pawn on 58 onto red's triangle 1 (teams)",
                why + ("red's own triangle: red stays on 1." if colour == "R" else "yellow slides from 1 to 4."),
                moves("3", {colour: ["58"]}, mode="teams"),
                "refuses" if colour == "R" else "accepts",
                rules=("sorry.team.partners",),
            )
            for colour in ("R", "Y")
        ],
        "attribute:colour on the slide:pair": [
            ask(
                f"a slide from 16 over a {COLOUR_NAMES[colour]} pawn on 18",
                why + f"the {COLOUR_NAMES[colour]} pawn on 18 is bumped (slide.own-pawns=bumped).",
                moves("3", {"R": ["13", "18"]} if colour == "R" else {"R": ["13"], "B": ["18"]}),
            )
            for colour in ("R", "B")
        ],
    }
    sources: dict[str, tuple[str, str, Pawns, str]] = {
        "a forward move": ("a 5 from 11 onto blue's triangle 16", "5", {"R": ["11"]}, "11 + 5 = 16, slides to 19."),
        "a backward move": ("a 4 from 20 back onto blue's triangle 16", "4", {"R": ["20"]}, "20 - 4 = 16, to 19."),
        "an 11's swap": (
            "an 11 swaps red on 10 with blue on 16",
            "11",
            {"R": ["10"], "B": ["16"]},
            "red lands on 16 and slides to 19 (Card values, 11).",
        ),
        "a Sorry! card": (
            "a Sorry! takes blue's pawn on 16",
            "sorry",
            {"B": ["16"]},
            "red from START lands on 16 and slides to 19.",
        ),
        "a part of a 7": (
            "a 7 split 3 from 13 and 4 from 40",
            "7",
            {"R": ["13", "40"]},
            "13 + 3 = 16 slides to 19; 40 + 4 = 44.",
        ),
    }
    for name, (description, card, pawns, said) in sources.items():
        cells[f"source:{name}:allowed"] = [ask(description, why + said, moves(card, pawns))]
    return cells


def move_safety() -> Cells:
    """Rule ``sorry.move.safety`` (Safety zones): forward past its turn square a pawn enters its own zone only."""
    why = "Safety zones: a pawn going forward past its turn square (red 2) enters its zone; "
    cells: Cells = {
        f"threshold:square entered from:{point}": [
            ask(
                f"a 1 from {square}",
                why + f"{square} + 1 = {end}.",
                moves("1", {"R": [str(square), "home", "home", "home"]}),
            )
        ]
        for point, square, end in (("below", 1, "2"), ("at", 2, "S1"), ("above", 3, "4"))
    }
    cells["attribute:pawn colour:pair"] = [
        ask(
            f"a 1 moves the {COLOUR_NAMES[colour]} pawn on 2 (teams)",
            why + ("red's pawn goes into S1." if colour == "R" else "yellow's pawn stays on the track: 3."),
            moves("1", {colour: ["2"]}, mode="teams"),
            "accepts" if colour == "R" else "refuses",
            rules=("sorry.team.partners",),
        )
        for colour in ("R", "Y")
    ]
    sources: dict[str, tuple[str, str, Pawns, str, Outcome]] = {
        "own pawn forward:allowed": ("a 5 from 0 into the zone", "5", {"R": ["0"]}, "0 + 5 = S3.", "accepts"),
        "own pawn backward out:allowed": ("a 4 from S1 out of the zone", "4", {"R": ["S1"]}, "S1 - 4 = 59.", "accepts"),
        "a backward move in:forbidden": ("a 4 from 4 back past the zone", "4", {"R": ["4"]}, "4 - 4 = 0.", "refuses"),
        "another colour's pawn:forbidden": (
            "a 3 moves blue from 1 past red's zone",
            "3",
            {"B": ["1"]},
            "1 + 3 = 4.",
            "refuses",
        ),
    }
    for key, (description, card, pawns, said, outcome) in sources.items():
        turn = "B" if key.startswith("another") else "R"
        cells[f"source:{key}"] = [ask(description, why + said, moves(card, pawns, turn=turn), outcome)]
    return cells


def move_home() -> Cells:
    """Rule ``sorry.move.home`` (Safety zones; facts 1.3): HOME by the exact count only; a pawn HOME stays."""
    why = "Safety zones; facts 1.3: HOME by exact count (home.count=exact); "
    said = {
        "S2": "S2 is four from HOME: a 5 passes it, the turn is lost.",
        "S1": "S1 is five from HOME: the 5 takes it HOME.",
        "2": "2 is six from HOME: the 5 ends on S5.",
    }
    cells: Cells = {
        f"threshold:squares to HOME for a 5:{point}": [
            ask(
                f"a 5 from {place}",
                why + said[place],
                moves("5", {"R": [place]}),
                "refuses" if place == "S2" else "accepts",
            )
        ]
        for point, place in (("below", "S2"), ("at", "S1"), ("above", "2"))
    }
    cells["source:a pawn in HOME:forbidden"] = [
        ask(
            "a 12 with one red pawn HOME, the rest in START",
            why + "a pawn in HOME never moves again: the turn is lost.",
            moves("12", {"R": ["home"], "B": ["30"]}),
            "refuses",
        )
    ]
    return cells


# ---------------------------------------------------------------------------------------------------------------
# Winning, teams, the points game
# ---------------------------------------------------------------------------------------------------------------


def game_win() -> Cells:
    """Rule ``sorry.game.win`` (Winning): all four pawns HOME wins; a fifth red pawn is no position."""
    fifth = {
        "threshold:pawns HOME:above": [
            impossible(
                "a 1 takes a fifth red pawn HOME, 5 then HOME",
                f"Setup: a colour has {PAWNS} pawns; red with five, four HOME and one on S5, is no position of the "
                "game: refused as input.",
                apply(state({"R": ["S5", "home", "home", "home", "home"]}, phase="move", card="1"), "R S5-home"),
                question="apply",
            )
        ]
    }
    return fifth | {
        f"threshold:pawns HOME:{point}": [
            ask(
                f"a 1 takes a red pawn HOME, {home} then HOME",
                f"Winning: the first with all four HOME wins; {home} is "
                + ("a win." if home == 4 else "not: blue on."),
                apply(state({"R": pawns}, phase="move", card="1"), "R S5-home"),
                question="apply",
            )
        ]
        for point, home, pawns in (
            ("below", 3, ["S3", "S5", "home", "home"]),
            ("at", 4, ["S5", "home", "home", "home"]),
        )
    }


def team_win() -> Cells:
    """Rule ``sorry.team.win`` (Variants: Team rules): all eight pawns of a team HOME wins; a ninth is no position."""
    ninth = {
        "threshold:team pawns HOME:above": [
            impossible(
                "red's 1 takes a yellow pawn HOME, 9 of the team then HOME",
                f"Variants, team rules: a team is two colours of {PAWNS} pawns (Setup); red with five HOME is no "
                "position of the game: refused as input.",
                apply(
                    state(
                        {"R": ["home"] * (PAWNS + 1), "Y": ["S5", "home", "home", "home"]},
                        phase="move",
                        card="1",
                        mode="teams",
                    ),
                    "Y S5-home",
                ),
                question="apply",
            )
        ]
    }
    return ninth | {
        f"threshold:team pawns HOME:{point}": [
            ask(
                f"red's 1 takes a yellow pawn HOME, {home} of the team then HOME",
                "Variants, team rules: the team with all eight HOME wins; "
                + ("eight: red and yellow win." if home == 8 else "seven: blue on."),
                apply(
                    state({"R": red, "Y": ["S5", "home", "home", "home"]}, phase="move", card="1", mode="teams"),
                    "Y S5-home",
                ),
                question="apply",
                rules=("sorry.team.partners",),
            )
        ]
        for point, home, red in (
            ("below", 7, ["S3", "home", "home", "home"]),
            ("at", 8, ["home", "home", "home", "home"]),
        )
    }


def team_partners() -> Cells:
    """Rule ``sorry.team.partners`` (Variants: Team rules): a player moves either partner's pawns, never opponents'."""
    why = "Variants, team rules: a player may move any pawn of the team; "
    return {
        "attribute:colour moved:pair": [
            ask(
                f"a 5 for a {COLOUR_NAMES[colour]} pawn on 10 (teams)",
                why + f"the {COLOUR_NAMES[colour]} pawn on 10 moves to 15.",
                moves("5", {colour: ["10"]}, mode="teams"),
            )
            for colour in ("R", "Y")
        ],
        "source:a partner's pawn from START:allowed": [
            ask(
                "a 2 starts a yellow pawn (teams)",
                why + "yellow's circle is 34.",
                moves("2", {"R": ["20"], "Y": ["50"]}, mode="teams"),
                rules=("sorry.start.exit",),
            )
        ],
        "source:an opponent's pawn:forbidden": [
            ask(
                "a 5 with a red pawn on 10 and a blue on 40 (teams)",
                why + "blue is the other team's: only red's pawn moves.",
                moves("5", {"R": ["10"], "B": ["40"]}, mode="teams"),
                "refuses",
            )
        ],
    }


POINTS_PAWNS: Pawns = {"R": ["4"], "B": ["19"]}
"""The points game's setup: each colour's fourth pawn on its circle (Variants: Playing for points)."""
OTHER_HAND = ("7", "7", "8", "8", "10")


def points_state(hand: Sequence[str], pawns: Pawns = POINTS_PAWNS) -> dict[str, Any]:
    """A points-game state, red to play from ``hand``, blue holding 7, 7, 8, 8, 10."""
    return state(pawns, phase="play", mode="points", hands={"R": hand, "B": OTHER_HAND})


def points_setup() -> Cells:
    """Rule ``sorry.points.setup`` (Variants: Playing for points): a hand of five cards."""
    wrong = {
        f"threshold:cards in a hand:{point}": [
            impossible(
                f"a points game with a red hand of {len(hand)}",
                f"Playing for points: five cards dealt, a replacement drawn for each card played or discarded, so a "
                f"hand of {len(hand)} is no state of the game: refused as input.",
                {"state": points_state(hand)},
                question="legal_actions",
            )
        ]
        for point, hand in (("below", ("1", "3", "4", "5")), ("above", ("1", "2", "3", "4", "5", "sorry")))
    }
    return wrong | {
        "threshold:cards in a hand:at": [
            ask(
                "a points game with hands of five",
                "Playing for points: five cards each; red on 4 may play the 1, 3, 4, 5 or Sorry! (no blue on the "
                "track but 19, which the Sorry! takes).",
                {"state": points_state(("1", "3", "4", "5", "sorry"))},
                question="legal_actions",
                rules=("sorry.points.hand",),
            )
        ]
    }


def points_hand() -> Cells:
    """Rule ``sorry.points.hand`` (Variants: Playing for points): play a card of the hand, or discard if none moves."""
    why = "Playing for points: play a card of the hand that moves, or discard one when none moves; "
    hand = ("1", "3", "4", "5", "sorry")
    stuck = {"R": ["S5", "home", "home", "home"], "B": ["19"]}
    return {
        "source:a card of the hand:allowed": [
            ask(
                "playing the 5 of the hand",
                why + "4 + 5 = 9.",
                apply(points_state(hand), "play 5: R 4-9"),
                question="apply",
            )
        ],
        "source:a card not in the hand:forbidden": [
            ask(
                "playing an 8 not in the hand",
                why + "red holds no 8.",
                apply(points_state(hand), "play 8: R 4-12"),
                "refuses",
                question="apply",
            )
        ],
        "source:a discard when no card moves:allowed": [
            ask(
                "discarding the 12 when no card moves",
                why + "red's last pawn is on S5 with no pawn in START: only a 1 would move it.",
                apply(points_state(("2", "3", "5", "8", "12"), stuck), "discard 12"),
                question="apply",
            )
        ],
        "source:a discard when a card moves:forbidden": [
            ask(
                "discarding the 5 when a card moves",
                why + "red's 5 moves its pawn on 4.",
                apply(points_state(hand), "discard 5"),
                "refuses",
                question="apply",
            )
        ],
    }


def points_score() -> Cells:
    """Rule ``sorry.points.score`` (Playing for points, How to score): the winner's bonuses at 2, 1 and 0 HOME."""
    why = "How to score: 5 a pawn HOME; the winner 5 an opponent pawn not HOME, 25 / 50 / 100 for at most 2 / 1 / 0; "
    series = {
        "opponent pawns HOME for the 25": (("B",), (1, 2, 3)),
        "opponent pawns HOME for the 50": (("B", "Y"), (0, 1, 2)),
        "opponent pawns HOME for the 100": (("B", "Y", "G"), (None, 0, 1)),
    }
    cells: Cells = {}
    for name, (opponents, counts) in series.items():
        for point, home in zip(("below", "at", "above"), counts, strict=True):
            if home is None:
                continue
            pawns = {"R": ["home"] * PAWNS, **{colour: [] for colour in opponents}, opponents[0]: ["home"] * home}
            cells[f"threshold:{name}:{point}"] = [
                ask(
                    f"red wins, {COLOUR_NAMES[opponents[0]]} has {home} HOME, {len(opponents)} opponents",
                    why + f"the most any opponent has HOME is {home}.",
                    {"pawns": placed(pawns, "standard")},
                    question="score",
                )
            ]
    return cells


# ---------------------------------------------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------------------------------------------

RULES: dict[str, Callable[[], Cells]] = {
    "sorry.board.track": board_track,
    "sorry.board.slides": board_slides,
    "sorry.board.safety": board_safety,
    "sorry.setup.start": setup_start,
    "sorry.turn.draw": turn_draw,
    "sorry.start.exit": start_exit,
    "sorry.card.forward": card_forward,
    "sorry.card.two-again": card_two_again,
    "sorry.card.four": card_four,
    "sorry.card.seven": card_seven,
    "sorry.card.ten": card_ten,
    "sorry.card.eleven": card_eleven,
    "sorry.card.sorry": card_sorry,
    "sorry.move.bump": move_bump,
    "sorry.move.own-pawn": move_own_pawn,
    "sorry.move.must": move_must,
    "sorry.move.slide": move_slide,
    "sorry.move.safety": move_safety,
    "sorry.move.home": move_home,
    "sorry.game.win": game_win,
    "sorry.team.partners": team_partners,
    "sorry.team.win": team_win,
    "sorry.points.setup": points_setup,
    "sorry.points.hand": points_hand,
    "sorry.points.score": points_score,
}
"""Each rule's cells, by the cell's key."""


class SorrySweeper:
    """SORRY!'s :class:`~rulebook.core.corpus.sweeps.Sweeper`: the deck's kinds and each cell's inputs."""

    def __init__(self) -> None:
        self._cells: dict[str, Cells] = {}

    def kinds(self) -> dict[str, int]:
        """Every card of the default deck with its count, and each colour's pawns (four).

        Read from ``spec/sorry.toml`` (``[deck.counts]``, facts 1.2; ``[board] pawns``), never from the engine.
        """
        return {card_kind(card): COUNTS[card] for card in CARDS} | {pawn_kind(colour): PAWNS for colour in COLOURS}

    def inputs(self, cell: Cell) -> list[SweepInput]:
        """The inputs of ``cell``; none for a reading cell (the other families fill them all)."""
        if cell.axis == "multiplicity":
            return deck_cards(cell)
        builder = RULES.get(cell.rule)
        if builder is None:
            return []
        if cell.rule not in self._cells:
            self._cells[cell.rule] = builder()
        return self._cells[cell.rule].get(cell.key, [])


def sweeper() -> SorrySweeper:
    """The sweeper :class:`~rulebook.core.game.Game` names."""
    return SorrySweeper()


__all__ = ["RULES", "SorrySweeper", "card_kind", "pawn_kind", "sweeper"]
