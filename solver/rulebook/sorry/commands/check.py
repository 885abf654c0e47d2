"""``rulebook sorry moves`` (also ``check``): every legal move of a card in a position, with its rule and effect.

A position is written ``"R:12,S2,home B:20"`` (:mod:`rulebook.sorry.position`), a card ``1``-``12`` or ``sorry``.
The answer lists every move the card gives the colour on turn (``--turn``, by default the first colour written),
each with the rule that allows it (``sorry.start.exit``, ``sorry.card.*``), what happens besides (a slide, the
pawns bumped back to START) and the position it leads to; or, with no move, the lost turn with its reason
(``sorry.move.must``), except after a 2, which draws again (``sorry.card.two-again``), and in the points game,
where another card of the hand may be played (``sorry.points.hand``). The JSON answer says whether the player draws
again after the card (``draws_again``).

- Without a card, the answer is every card's moves in the position, card by card.
- Without a position (``""``), it is about the opening of a two-player game (rule ``sorry.setup.start``: red and
  yellow, every pawn in START), where only a 1 and a 2 move.
- The words may come as one argument or several (``R:10 B: 7`` is ``"R:10 B:" 7``): the last word is the card
  unless it names a colour or holds a colon.
- ``--mode teams`` plays the team rules (all four colours), ``--mode points`` the points game.

The engine answers (:mod:`rulebook.sorry.engine`); one request as text or ``--json``, or many as JSON lines, each
``{"pawns": {...}, "card": "7", "turn": "R", "mode": "standard"}`` (the corpus's ``moves`` input).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import JsonCheck
from rulebook.core.errors import InputError
from rulebook.sorry.board import parse_colour
from rulebook.sorry.cards import CARD_HINT, CARDS, parse_card
from rulebook.sorry.commands.describe import colour_name, effect
from rulebook.sorry.corpus.inputs import check_game_on, mode_of, moves_input
from rulebook.sorry.position import (
    MIN_PLAYERS,
    POSITION_HINT,
    Position,
    make_position,
    position_from_json,
    position_from_text,
)

TWO_AGAIN = "sorry.card.two-again"
POINTS_HAND = "sorry.points.hand"

CHECK_EXAMPLES = f"""\
examples:
  rulebook sorry moves "R:13 B:17" 3            red lands on blue's triangle 16 and slides to 19, bumping blue
  rulebook sorry moves "R:10,13 B:" 7           one pawn seven, or the seven split between two pawns
  rulebook sorry moves "R:20 B:31" 11 --json    eleven forward, or a swap with blue
  rulebook sorry moves "R: B:33" sorry          a pawn from START takes blue's square
  rulebook sorry moves "R:10 B: Y:20 G:" 5 --mode teams     a partner's pawn may be moved too
  rulebook sorry moves "R:10 B:" 7 --reading seven.split-start=part-of-one-starts
  rulebook sorry moves "R:2,S4 Y:"                  every card's moves, card by card
  rulebook sorry moves ""                           the opening: only a 1 or a 2 moves a pawn out of START
  echo '{{"pawns": {{"R": ["12"], "B": []}}, "card": "5"}}' | rulebook sorry moves --jsonl

The board: 60 track squares 0-59 clockwise from red's corner, 15 to a side (red 0-14, blue 15-29, yellow 30-44,
green 45-59); each side's slides run from its square 1 to 4 and 9 to 13, its circle (out of START) is 4 and its
turn into the safety zone S1-S5 is after 2. {POSITION_HINT}. {CARD_HINT}.
Exit status 2 on bad input (two pawns of one colour on a square, a fifth pawn, square 60, a 6, a game already won).
"""


@dataclass(frozen=True)
class MovesRequest:
    """A position, the card (None: every card), the colour to move and the mode."""

    position: Position
    card: str | None
    turn: str
    mode: str


def opening() -> Position:
    """The opening of a two-player game: its colours with every pawn in START (rule ``sorry.setup.start``)."""
    from rulebook.sorry.engine.play import SEATS

    return make_position({colour: [] for colour in SEATS[MIN_PLAYERS]})


def split_words(words: Sequence[str]) -> tuple[str, str | None]:
    """The position's words and the card among the command line's words.

    The card is the last word, unless it names a colour or holds a colon (a colour's places): then none is given.
    """
    tokens = " ".join(words).split()
    if not tokens:
        return "", None
    last = tokens[-1]
    card = None if ":" in last or is_colour(last) else last
    words = tokens if card is None else tokens[:-1]
    stray = [word for word in words if ":" not in word and not is_colour(word)]
    if stray:
        raise InputError(f"{stray[0]!r} is neither a colour's places nor the card, which comes last; {POSITION_HINT}")
    return " ".join(words), card


def is_colour(word: str) -> bool:
    """Whether ``word`` names a colour (``R``, ``red``)."""
    try:
        parse_colour(word)
    except InputError:
        return False
    return True


def answer_json(request: MovesRequest, reading: Any) -> dict[str, Any]:
    """The engine's answer to one request, as JSON: the question's input, then every option.

    Without a card, ``"cards"`` holds each card's answer in deck order.
    """
    from rulebook.sorry.engine.moves import moves

    def one(card: str) -> dict[str, Any]:
        options = moves(request.position, card, request.turn, request.mode, reading)  # type: ignore[arg-type]
        return {
            "pawns": request.position.as_json(),
            "card": card,
            "turn": request.turn,
            "mode": request.mode,
            "moves": [option.as_json() for option in options],
            "draws_again": draws_again(card, request.mode, reading),
        }

    if request.card is not None:
        return one(request.card)
    return {
        "pawns": request.position.as_json(),
        "turn": request.turn,
        "mode": request.mode,
        "cards": [one(card) for card in CARDS],
    }


def draws_again(card: str, mode: str, reading: Any) -> bool:
    """Whether the player draws again after ``card``, moved or not (rule ``sorry.card.two-again``).

    Card values (2): "In either case, draw again, even if you could not move"; not under reading
    ``two.draw-again=no``, and not in the points game, where a card is played from the hand (rule
    ``sorry.points.hand``: a 2 that moves nothing is not played).
    """
    return card == "2" and mode != "points" and reading.two_draw_again == "yes"


def no_move_line(answer: Mapping[str, Any], rule: str) -> str:
    """What a card with no move leaves the player: the lost turn, the 2's second draw, or the hand's other cards."""
    who = colour_name(answer["turn"])
    if answer.get("draws_again"):
        return f"  no move: {who} moves nothing with the 2 but draws again [{rule}, {TWO_AGAIN}]"
    if answer["mode"] == "points":
        hand = "plays another card of the hand, or discards one if none moves"
        return f"  no move with this card: {who} {hand} [{rule}, {POINTS_HAND}]"
    return f"  no move: {who} loses the turn [{rule}]"


def render_text(answer: Mapping[str, Any]) -> str:
    """The text answer: the question, then one line per move with its effect, rule and resulting position.

    Without a card, every card's answer, one block each.
    """
    if "cards" in answer:
        return "\n\n".join(render_one(each) for each in answer["cards"])
    return render_one(answer)


def render_one(answer: Mapping[str, Any]) -> str:
    """The text answer for one card."""
    before = answer["pawns"]
    position = position_from_json(before)
    mode = "" if answer["mode"] == "standard" else f" · {answer['mode']}"
    lines = [f"{position.as_text()} · card {answer['card']} · {colour_name(answer['turn'])} to move{mode}"]
    options = answer["moves"]
    if [option["move"] for option in options] == ["pass"]:
        lines.append(no_move_line(answer, options[0]["rule"]))
        return "\n".join(lines)
    real = [option for option in options if option["move"] != "pass"]
    lines.append(f"{len(real)} legal move{'' if len(real) == 1 else 's'}:")
    width = max(len(option["move"]) for option in options)
    for option in options:
        after = position_from_json(option["position"]).as_text()
        if option["move"] == "pass":
            lines.append(f"  {'pass'.ljust(width)}  decline: the turn is over  [{option['rule']}]")
            continue
        happened = effect(position, option)
        shown = f"  ({happened})" if happened else ""
        lines.append(f"  {option['move'].ljust(width)}  -> {after}{shown}  [{option['rule']}]")
    if answer.get("draws_again"):
        lines.append(f"  then {colour_name(answer['turn'])} draws again [{TWO_AGAIN}]")
    return "\n".join(lines)


class SorryMoves(JsonCheck[MovesRequest]):
    """``rulebook sorry moves``: the legal moves of a card in a position, each with its rule and its outcome."""

    name = "moves"
    aliases = ("check",)
    help = "every legal move of a card in a position, with the rule that allows it and where it leads"
    description = (
        "List the legal moves of a SORRY! card in a position: each with the rule that allows it, its slides and "
        "bumps, and the position it leads to; or why there is none."
    )
    examples = CHECK_EXAMPLES
    fields = ("pawns", "card", "turn", "mode")
    no_input = 'give a POSITION and a CARD (e.g. "R:13 B:17" 3), a POSITION alone for every card, or --jsonl'
    requests = "requests"
    input_names = "POSITION or CARD argument"
    example_args = ("R:10 B:", "7")
    example: Mapping[str, Any] = {"pawns": {"R": ["10"], "B": []}, "card": "7"}
    example_reading = "seven.split-start=part-of-one-starts"
    bad_example: Mapping[str, Any] = {"pawns": {"R": ["12", "12"], "B": []}, "card": "5"}
    bad_args = ("R:12,12 B:", "5")

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The position and the card; the colour to move and the mode."""
        parser.add_argument(
            "words",
            nargs="*",
            metavar="POSITION [CARD]",
            help='where the pawns stand, "R:12,S2 B:20" ("": a two-player opening), then the card drawn: 1-5, 7, 8, '
            "10-12 or sorry (none: every card)",
        )
        parser.add_argument("--turn", metavar="COLOUR", help="the colour to move (default: the first written)")
        parser.add_argument(
            "--mode", choices=("standard", "teams", "points"), default="standard", help="the rules played (standard)"
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A POSITION (perhaps ``""``) or a CARD."""
        return bool(args.words)

    def from_args(self, args: argparse.Namespace, reading: Any) -> MovesRequest:
        """The request of the command line."""
        text, card_word = split_words(args.words)
        position = position_from_text(text) if text else opening()
        card = None if card_word is None else parse_card(card_word)
        turn = position.colours[0] if args.turn is None else parse_colour(args.turn)
        if turn not in position.colours:
            raise InputError(f"--turn must be a colour in play ({', '.join(position.colours)})")
        mode = mode_of(args.mode, position)
        check_game_on(position, mode)
        return MovesRequest(position, card, turn, mode)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> MovesRequest:
        """The request of one JSON line (the corpus's ``moves`` input)."""
        return MovesRequest(*moves_input(data))

    def question(self, request: MovesRequest, answer: dict[str, Any]) -> str:
        """``moves``, with a card or without (then every card's, card by card)."""
        return "moves"

    def inconsistencies(self, answer: Mapping[str, Any]) -> list[str]:
        """What contradicts itself in the answer (:func:`~rulebook.sorry.corpus.consistency.moves_problems`).

        Without a card, in every card's answer.
        """
        from rulebook.sorry.corpus.consistency import moves_problems  # the contract tests' alone: not for a check

        if "cards" in answer:
            return [problem for each in answer["cards"] for problem in self.inconsistencies(each)]
        return moves_problems(answer)


CHECK = SorryMoves(answer_json, render_text)

__all__ = ["CHECK", "MovesRequest", "SorryMoves", "answer_json", "render_text"]
