"""The SORRY! rule documentation, rendered from the register, the readings and the corpus.

``docs/sorry.md`` and ``docs/sorry.html`` (self-contained: inline styles and inline SVG boards,
:mod:`rulebook.sorry.corpus.pictures`) show the board with its numbering and each colour's geometry (circle, turn
square, slides, safety zone); the notation of places, positions and moves; every rule of ``spec/sorry.toml`` in
the order of the spec with its section, statement, the readings it depends on and up to two examples from the
corpus (one the rule accepts, one it refuses), each drawn as a board with the move and the position it leads to;
every reading with its question, options, default, why, evidence and witness cases; and a coverage table. Nothing
here is written by hand: edit ``spec/sorry.toml`` or the case sources and regenerate.

Examples are read from the case's JSON alone (neither encoding is asked again), and their answers put in words:
a move with what it did (``R 13-16 slides to 19, bumping B from 17``: the slides and bumps are read off the
positions before and after, :func:`rulebook.sorry.corpus.pictures.effects`), a score, the legal actions of a state,
what an action changed. Anything unreadable is shown as compact JSON: no input or answer shape makes the rendering
fail.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

from rulebook.core.corpus.applied_rules import rules_by_question
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import JSON_LIMIT, Shown, actions_words, compact_json, listed, readings_text
from rulebook.core.corpus.generate import GeneratedFile, rule_documents
from rulebook.core.corpus.grants import UNREADABLE
from rulebook.core.corpus.rule_docs import Drawing, page_context
from rulebook.sorry.board import (
    CIRCLE_OFFSET,
    COLOUR_NAMES,
    COLOURS,
    PAWNS,
    SAFETY,
    SIDE,
    SLIDES,
    SQUARES,
    START,
    TURN_OFFSET,
    parse_colour,
    parse_place,
    side_of,
)
from rulebook.sorry.corpus.pictures import (
    board_defs,
    effects,
    move_svg,
    move_words,
    position_svg,
    position_words,
    walk,
)
from rulebook.sorry.corpus.readings import grants
from rulebook.sorry.moves import KINDS, PASS, Move, Part, normal_text
from rulebook.sorry.position import Position, make_position, position_from_json

GAME = "sorry"
WITNESSES_SHOWN = 8
"""At most this many witness cases are drawn under a reading (two boards each: fewer than the other games)."""
MOVES_SHOWN = 6
"""At most this many moves of an answer are spelled out; the others are counted."""
DIFFERENCES_SHOWN = 3
"""At most this many moves a witness has and its partner lacks (or the other way) are spelled out."""
BOARD_WIDTH = 360
"""The width an example's boards are drawn at (the board at the top of the page has its full size)."""

MODE_WORDS = {"standard": "", "teams": "under the team rules", "points": "in the points game"}
_SWAP = re.compile(r"([RBYG]) (\S+) (swap|sorry) ([RBYG]) (\S+)( stays)?")
_PART = re.compile(r"([RBYG]) (\S+)-(\S+)( stays)?")


@dataclass(frozen=True)
class Fact:
    """One item of what an example asks: words, and a value written as code (``position`` ``R:13 B:17``)."""

    text: str
    code: str = ""

    @property
    def markdown(self) -> str:
        """The item in Markdown."""
        return f"{self.text} `{self.code}`".strip() if self.code else self.text

    @property
    def html(self) -> str:
        """The item in HTML."""
        code = f"<code>{escape(self.code)}</code>" if self.code else ""
        return f"{escape(self.text)} {code}".strip()


@dataclass(frozen=True)
class Example(Shown):
    """A corpus case shown under a rule or a reading: what it asks, drawn as boards, the answer."""

    asked: tuple[Fact, ...] = ()
    notes: tuple[str, ...] = ()
    """More about the answer: what a witness has that its partner under the other reading has not."""
    drawn: str = ""
    """What the pictures show, in words (the move drawn)."""
    pictures: str = ""
    """The boards, as HTML (inline SVG)."""

    @property
    def summary(self) -> str:
        """What the example asks about, in one line of Markdown."""
        if not self.asked:
            return f"`{self.input_json}`"
        return ", ".join(fact.markdown for fact in self.asked)

    @property
    def summary_html(self) -> str:
        """What the example asks about, in one line of HTML."""
        if not self.asked:
            return f"<code>{escape(self.input_json)}</code>"
        return ", ".join(fact.html for fact in self.asked)


@dataclass(frozen=True)
class Listed:
    """One move of a ``moves`` answer as read from its JSON: its text, the move, its rule, the position after."""

    text: str
    move: Move
    rule: str
    after: Position
    key: str
    """The move's text and the position after, as one string (to compare two answers' moves)."""


# --- reading the case JSON ---------------------------------------------------------------------------------------


def read_position(value: Any) -> Position:
    """A position from its JSON (``{"R": ["12", "S2"], ...}``); :class:`InputError` for anything else."""
    return position_from_json(value)


def read_option(data: Any) -> Listed:
    """One move of a ``moves`` answer: ``{"move": "R 12-17", "kind": ..., "parts": [...], "rule", "position"}``."""
    if not isinstance(data, Mapping):
        raise TypeError("a move is an object")
    kind = KINDS[KINDS.index(data["kind"])]
    parts = tuple(
        Part(
            parse_colour(str(part["pawn"])),
            parse_place(part["from"]),
            parse_place(part["to"]),
            part.get("stays") is True,
        )
        for part in data["parts"]
    )
    target = data.get("target")
    text = str(data.get("move", ""))
    if kind in ("swap", "sorry") and target is None:
        found = _SWAP.fullmatch(normal_text(text))
        target = found.group(4) if found else None
    move = Move(kind, parts, None if target is None else parse_colour(str(target)))
    after = read_position(data["position"])
    text = text or move.as_text()
    key = json.dumps([text, after.as_json()])
    return Listed(text, move, str(data.get("rule", "")), after, key)


def read_options(case: Case) -> tuple[Position, list[Listed]]:
    """A ``moves`` case's position and the moves of its answer."""
    before = read_position(case.input["pawns"])
    moves = case.expected["moves"]
    if not isinstance(moves, list):
        raise TypeError("the moves are a list")
    return before, [read_option(option) for option in moves]


def move_from_text(text: str) -> Move | None:
    """The move an action's text names (``R 12-17``, ``play 7: R 10-11, R 30-36``, ``pass``).

    None for ``draw`` and ``discard CARD``; :class:`ValueError` for text that is no move. A single part from a
    square is a forward move if walking forward reaches its landing in fewer steps than walking backward, else a
    backward one (the picture's path; the text does not say).
    """
    words = text.strip()
    lower = words.lower()
    if lower == "draw" or lower.startswith("discard"):
        return None
    if lower.startswith("play"):
        words = words.partition(":")[2]
    words = normal_text(words)
    if words == "pass":
        return PASS
    found = _SWAP.fullmatch(words)
    if found:
        colour, source, verb, target, landing, stays = found.groups()
        kind = KINDS[KINDS.index(verb)]
        return Move(kind, (Part(colour, parse_place(source), parse_place(landing), stays is not None),), target)
    parts = []
    for piece in words.split(", "):
        matched = _PART.fullmatch(piece)
        if matched is None:
            raise ValueError(f"{piece!r} is not a part of a move")
        stays = matched.group(4) is not None
        parts.append(Part(matched.group(1), parse_place(matched.group(2)), parse_place(matched.group(3)), stays))
    if len(parts) > 1:
        return Move("split", tuple(parts))
    part = parts[0]
    if part.source == START:
        return Move("start", (part,))
    forward = walk(part.colour, part.source, part.landing)
    backward = walk(part.colour, part.source, part.landing, backward=True)
    if forward is None or (backward is not None and len(backward) < len(forward)):
        return Move("backward", (part,))
    return Move("forward", (part,))


# --- the answers in words ----------------------------------------------------------------------------------------


def option_words(before: Position, option: Listed) -> str:
    """One move of an answer in words, with its slides, bumps and rule.

    ``R 13-16 slides to 19, bumping B from 17 (sorry.card.forward)``.
    """
    words = move_words(option.move, effects(before, option.move, option.after))
    return f"{words} ({option.rule})" if option.rule else words


def moves_words(case: Case) -> str:
    """A ``moves`` answer: how many moves, each in words (the first :data:`MOVES_SHOWN`), the rest counted."""
    before, options = read_options(case)
    if not options:
        return "no move"
    if len(options) == 1 and options[0].move.kind == "pass":
        return f"no move: {option_words(before, options[0])}"
    listed = "; ".join(option_words(before, option) for option in options[:MOVES_SHOWN])
    more = len(options) - MOVES_SHOWN
    head = "1 move" if len(options) == 1 else f"{len(options)} moves"
    return f"{head}: {listed}" + (f"; and {more} more" if more > 0 else "")


def score_words(expected: Mapping[str, Any]) -> str:
    """A ``score`` answer: ``R wins; scores R 130, B 5, Y 0``."""
    scores = expected["scores"]
    if not isinstance(scores, Mapping):
        raise TypeError("the scores are an object")
    listed = ", ".join(f"{colour} {int(points)}" for colour, points in scores.items())
    return f"{parse_colour(str(expected['winner']))} wins; scores {listed}"


def _winners(winners: Any) -> str:
    if not isinstance(winners, list):
        raise TypeError("winners are a list")
    return f"{listed([str(w) for w in winners])} win{'s' if len(winners) == 1 else ''}"


def turn_words(state: Mapping[str, Any]) -> str:
    """Whose turn it is and what they do: ``R to draw``, ``R to move by the drawn 7``, ``over: R wins``."""
    turn, phase = str(state["turn"]), state["phase"]
    if phase == "draw":
        return f"{turn} to draw"
    if phase == "move":
        return f"{turn} to move by the drawn {state['card']}"
    if phase == "play":
        return f"{turn} to play a card of the hand"
    if phase == "over":
        return f"over: {_winners(state.get('winners', []))}"
    raise ValueError(f"unknown phase {phase!r}")


def changes_words(state: Mapping[str, Any], action: Any, after: Any) -> str:
    """An ``apply`` answer against its state: the move made with its slides and bumps, then who is to do what."""
    if not isinstance(after, Mapping):
        raise TypeError("the state after is an object")
    if after.get("refused"):
        return "refused"
    words: list[str] = []
    move = move_from_text(str(action))
    if move is not None:
        before_position, after_position = read_position(state["pawns"]), read_position(after["pawns"])
        words.append(move_words(move, effects(before_position, move, after_position)))
    elif str(action).strip().lower().startswith("discard"):
        words.append(str(action).strip())
    else:
        words.append(f"{state['turn']} draws")
    if (after.get("turn"), after.get("phase")) != (state.get("turn"), state.get("phase")) or after.get("card"):
        words.append(turn_words(after))
    return "then " + ", ".join(words)


def answer_words(case: Case) -> str:
    """A case's expected answer in words (compact JSON for a shape this module does not know)."""
    expected, data = case.expected, case.input
    try:
        if isinstance(expected, Mapping) and "error" in expected:
            return f"refused as input: {expected['error']}"
        if case.question == "moves":
            return moves_words(case)
        if case.question == "score":
            return score_words(expected)
        if case.question == "legal_actions":
            return actions_words(expected)
        if case.question == "apply":
            return changes_words(data["state"], data["action"], expected)
    except UNREADABLE:
        pass
    return compact_json(expected, JSON_LIMIT)


# --- examples ----------------------------------------------------------------------------------------------------


def _moved(option: Listed, turn: str) -> bool:
    return any(part.colour != turn for part in option.move.parts)


_SHOWS: dict[str, Callable[[Listed, Position, str], bool]] = {
    "sorry.move.bump": lambda option, before, turn: bool(effects(before, option.move, option.after).bumped),
    "sorry.move.slide": lambda option, before, turn: bool(effects(before, option.move, option.after).slides),
    "sorry.board.slides": lambda option, before, turn: bool(effects(before, option.move, option.after).slides),
    "sorry.move.safety": lambda option, before, turn: any(
        place[:1] == "S" for part in option.move.parts for place in (part.source, part.landing)
    ),
    "sorry.board.safety": lambda option, before, turn: any(part.landing[:1] == "S" for part in option.move.parts),
    "sorry.move.home": lambda option, before, turn: any(part.landing == "home" for part in option.move.parts),
    "sorry.start.exit": lambda option, before, turn: any(part.source == START for part in option.move.parts),
    "sorry.team.partners": lambda option, before, turn: _moved(option, turn),
}
"""For a rule no move cites, which move of an answer shows it (a bump, a slide, the safety zone ...)."""


def pick_option(
    rule: str | None, options: Sequence[Listed], before: Position, turn: str, others: frozenset[str] = frozenset()
) -> Listed:
    """The move an example draws.

    One not among ``others`` (a witness's partner's moves) if any; of those, one that shows ``rule`` (cites it, or
    bumps, slides ... for the rules no move cites), else the first that is no pass.
    """
    candidates = [option for option in options if option.key not in others] or list(options)
    if rule is not None:
        shows = _SHOWS.get(rule)
        for option in candidates:
            if option.rule == rule or (shows is not None and shows(option, before, turn)):
                return option
    return next((option for option in candidates if option.move.kind != "pass"), candidates[0])


def _mode_facts(data: Mapping[str, Any]) -> list[Fact]:
    mode = data.get("mode", "standard")
    if mode not in MODE_WORDS:
        raise ValueError(f"unknown mode {mode!r}")
    return [Fact(MODE_WORDS[mode])] if MODE_WORDS[mode] else []


def _differences(before: Position, options: Sequence[Listed], partner: Case) -> tuple[str, ...]:
    """What a witness's moves have that its partner's lack, and the other way, in words."""
    _, theirs = read_options(partner)
    mine_keys, their_keys = {option.key for option in options}, {option.key for option in theirs}
    under = readings_text(partner.readings)
    notes = []
    for label, found in (
        (f"not under {under}", [option for option in options if option.key not in their_keys]),
        (f"only under {under}", [option for option in theirs if option.key not in mine_keys]),
    ):
        if found:
            listed = "; ".join(option_words(before, option) for option in found[:DIFFERENCES_SHOWN])
            more = len(found) - DIFFERENCES_SHOWN
            notes.append(f"{label}: {listed}" + (f"; and {more} more" if more > 0 else ""))
    return tuple(notes)


def _moves_example(base: Example, rule: str | None, partner: Case | None) -> Example:
    data = base.case.input
    before, options = read_options(base.case)
    turn = parse_colour(str(data["turn"]))
    asked = (
        Fact("position", before.as_text()),
        Fact("card", str(data["card"])),
        Fact(f"{turn} to move"),
        *_mode_facts(data),
    )
    notes: tuple[str, ...] = ()
    others: frozenset[str] = frozenset()
    if partner is not None:
        try:
            notes = _differences(before, options, partner)
            others = frozenset(option.key for option in read_options(partner)[1])
        except UNREADABLE:
            notes, others = (), frozenset()
    if not options:
        pictures = position_svg(before, width=BOARD_WIDTH, shared=True)
        return replace(base, asked=asked, notes=notes, pictures=pictures)
    chosen = pick_option(rule, options, before, turn, others)
    drawn = option_words(before, chosen)
    pictures = move_svg(before, chosen.move, chosen.after, width=BOARD_WIDTH, shared=True)
    return replace(base, asked=asked, notes=notes, drawn=drawn, pictures=pictures)


def _state_facts(state: Mapping[str, Any]) -> tuple[Position, list[Fact]]:
    """A state's position and what else an example says of it: the mode, whose turn, the hands and the piles."""
    position = read_position(state["pawns"])
    facts = [Fact("position", position.as_text()), *_mode_facts(state), Fact(turn_words(state))]
    hands = state.get("hands") or {}
    if not isinstance(hands, Mapping):
        raise TypeError("hands are an object")
    for colour, hand in hands.items():
        if not isinstance(hand, list):
            raise TypeError("a hand is a list")
        facts.append(Fact(f"{colour} holds", " ".join(str(card) for card in hand)))
    draw, discard = state.get("draw", []), state.get("discard", [])
    if not isinstance(draw, list) or not isinstance(discard, list):
        raise TypeError("the piles are lists")
    facts.append(Fact(f"draw pile of {len(draw)} card{'s' if len(draw) != 1 else ''}"))
    if discard:
        facts.append(Fact("discard pile's top", str(discard[-1])))
    return position, facts


def _state_example(base: Example) -> Example:
    data = base.case.input
    before, facts = _state_facts(data["state"])
    if base.case.question == "legal_actions":
        pictures = position_svg(before, width=BOARD_WIDTH, shared=True)
        return replace(base, asked=tuple(facts), pictures=pictures)
    action = str(data["action"])
    asked = (*facts, Fact("action", action))
    after = base.case.expected
    if not isinstance(after, Mapping) or after.get("refused") or "pawns" not in after:
        pictures = position_svg(before, width=BOARD_WIDTH, shared=True)
        return replace(base, asked=asked, pictures=pictures)
    later = read_position(after["pawns"])
    move = move_from_text(action)
    if move is None or move.kind == "pass":
        pictures = (
            '<span class="boards">'
            f"{position_svg(before, f'Before {action}: {position_words(before)}', BOARD_WIDTH, True)}"
            f"{position_svg(later, f'After {action}: {position_words(later)}', BOARD_WIDTH, True)}</span>"
        )
        return replace(base, asked=asked, pictures=pictures)
    drawn = move_words(move, effects(before, move, later))
    pictures = move_svg(before, move, later, width=BOARD_WIDTH, shared=True)
    return replace(base, asked=asked, drawn=drawn, pictures=pictures)


def example(case: Case, shown: str = "", rule: str | None = None, partner: Case | None = None) -> Example:
    """The case as an example: drawn when its question and input are known, as compact JSON otherwise.

    ``rule``: the rule it is shown under (the move drawn is one that shows it); ``partner``: for a reading's
    witness, the case asking the same under the other reading (the move drawn is one the partner has not).
    """
    base = Example(
        case, answer_words(case), readings_text(case.readings), shown, input_json=compact_json(case.input, JSON_LIMIT)
    )
    if not isinstance(case.input, Mapping):
        return base
    try:
        if case.question == "moves":
            return _moves_example(base, rule, partner)
        if case.question == "score":
            position = read_position(case.input["pawns"])
            asked = (Fact("position", position.as_text()),)
            return replace(base, asked=asked, pictures=position_svg(position, width=BOARD_WIDTH, shared=True))
        if case.question in ("legal_actions", "apply"):
            return _state_example(base)
    except UNREADABLE:
        return base
    return base


def partners(cases: Sequence[Case]) -> dict[str, Case]:
    """Each witness case's partner, by case id.

    The partner is the first other witness asking the same question of the same input under other readings.
    """
    groups: dict[str, list[Case]] = {}
    for case in cases:
        if case.source == "witness":
            groups.setdefault(compact_json([case.question, case.input], JSON_LIMIT), []).append(case)
    found = {}
    for group in groups.values():
        for case in group:
            other = next((o for o in group if dict(o.readings) != dict(case.readings)), None)
            if other is not None:
                found[case.id] = other
    return found


# --- the board ---------------------------------------------------------------------------------------------------


def geometry_rows() -> list[dict[str, Any]]:
    """Each colour's side, circle, turn square, slides and safety zone, from the board's numbers."""
    rows = []
    for colour in COLOURS:
        base = SIDE * side_of(colour)
        rows.append(
            {
                "colour": colour,
                "name": COLOUR_NAMES[colour],
                "side": f"{base}–{base + SIDE - 1}",
                "circle": base + CIRCLE_OFFSET,
                "turn": base + TURN_OFFSET,
                "slides": [
                    {"triangle": base + triangle, "end": base + end, "squares": end - triangle + 1}
                    for triangle, end in SLIDES
                ],
            }
        )
    return rows


def starting_position() -> Position:
    """Four colours with every pawn in START: the board drawn at the top of the page."""
    return make_position({colour: [] for colour in COLOURS})


applied = rules_by_question({"moves": lambda case: [move["rule"] for move in case.expected["moves"]]})
"""The rules a case's answer applied: each move of a ``moves`` answer names the ``rule`` (a card, the start) allowing
it."""


def drawing(cases: Sequence[Case]) -> Drawing:
    """How the rule documents show a case.

    A rule's example draws a move that shows the rule; a witness, one its partner under the other reading lacks
    (:func:`partners` of ``cases``).
    """
    paired = partners(cases)
    return Drawing(
        grants,
        example,
        witness=lambda case: example(case, partner=paired.get(case.id)),
        rule_example=lambda case, shown, rule: example(case, shown, rule=rule),
        witnesses_shown=WITNESSES_SHOWN,
        applied=applied,
    )


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    start = starting_position()
    return page_context(
        GAME,
        corpora,
        drawing([case for corpus in corpora for case in corpus.cases]),
        squares=SQUARES,
        side=SIDE,
        safety=SAFETY,
        pawns=PAWNS,
        colours=[{"colour": colour, "name": COLOUR_NAMES[colour]} for colour in COLOURS],
        geometry=geometry_rows(),
        board_svg=position_svg(start, f"The board, every pawn in START: {position_words(start)}"),
        board_defs=board_defs(),
    )


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/sorry.md`` and ``docs/sorry.html``."""
    return rule_documents(GAME, context(corpora))


__all__ = [
    "Example",
    "Fact",
    "Listed",
    "actions_words",
    "answer_words",
    "changes_words",
    "context",
    "documents",
    "example",
    "geometry_rows",
    "move_from_text",
    "moves_words",
    "option_words",
    "partners",
    "pick_option",
    "read_option",
    "read_options",
    "score_words",
    "starting_position",
    "turn_words",
]
