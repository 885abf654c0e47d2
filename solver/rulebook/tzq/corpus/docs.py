"""The Tien Zi Que rule documentation, rendered from the register, the readings and the corpus.

``docs/tzq.md`` and ``docs/tzq.html`` (self-contained: inline styles and inline SVG cards,
:mod:`rulebook.tzq.corpus.pictures`) show the card notation with a picture of each of the 42 kinds; every rule of
``spec/tzq.toml`` in the order of the spec with its section, statement, the readings it depends on and up to two
examples from the corpus (one the rule accepts, one it refuses) drawn as cards; every reading with its question,
options, default, evidence and witness cases; and a coverage table. Nothing here is written by hand: edit
``spec/tzq.toml`` or the case sources and regenerate.

Examples are drawn from the case's JSON input defensively: the four questions have their own pictures (the cards of
a combination, a hand and the card it takes, a score pile, the active player's hand and the top of the discard pile
of a position) and anything unreadable is shown as compact JSON; no input shape makes the rendering fail.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from rulebook.core.corpus.applied_rules import rules_by_question
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import JSON_LIMIT, Part, actions_words, compact_json, json_part, readings_text
from rulebook.core.corpus.doc_examples import PartsExample as Example
from rulebook.core.corpus.generate import GeneratedFile, rule_documents
from rulebook.core.corpus.grants import UNREADABLE, granted_by
from rulebook.core.corpus.rule_docs import Drawing, kind_groups, page_context, plainest_first
from rulebook.tzq.cards import COIN_KINDS, HONOURS, JOKER, SERIES, colour_of, format_cards, parse_tokens
from rulebook.tzq.commands.check import ROW_TITLES
from rulebook.tzq.corpus.pictures import card_name, card_svg, cards_svg
from rulebook.tzq.corpus.readings import grants

GAME = "tzq"
FEW_TO_DRAW = 3
"""A position's note counts the cards left to draw when there are this many or fewer (they matter then)."""


def table_of(case: Case) -> str:
    """The colour table a case's cards are drawn in (its ``colour.table`` reading)."""
    return case.readings.get("colour.table", "winds-white")


def cards_part(label: str, value: Any, table: str) -> Part:
    """A row of cards from a list of card strings (or a string); unreadable: shown as code."""
    try:
        tokens = parse_tokens(value) if isinstance(value, str) else [str(item) for item in value]
        text = format_cards(parse_tokens(" ".join(tokens)))
        drawn = cards_svg(text, table) if text else '<span class="none">no cards</span>'
        return Part(label, text, drawn)
    except UNREADABLE:
        return json_part(label, value)


def _ordered(value: Any) -> str:
    """Cards in the order given (a pile's top last), as text."""
    return " ".join(str(item) for item in value) if isinstance(value, list) else str(value)


def _lines_words(expected: Mapping[str, Any]) -> str:
    lines = expected["lines"]
    if not isinstance(lines, list):
        raise TypeError("the lines of a score are a list")
    if not lines:
        return "0 points"
    rows = ", ".join(f"{ROW_TITLES.get(line['rule'], line['rule'])} {line['points']:+d}" for line in lines)
    return f"{expected['points']} points: {rows}"


def answer_words(case: Case) -> str:
    """A case's expected answer in words (JSON for a shape this module does not know)."""
    expected = case.expected
    try:
        if case.question == "combination":
            return "a combination: " + ", ".join(expected["ways"]) if expected["combination"] else "no combination"
        if case.question == "combinations":
            found = expected["combinations"]
            return "combinations: " + ", ".join(found) if found else "no combination"
        if case.question == "score":
            return _lines_words(expected)
        if case.question == "legal_actions":
            return actions_words(expected)
        if case.question == "apply":
            return _outcome_words(expected)
    except UNREADABLE:
        pass
    return compact_json(expected, JSON_LIMIT)


def _cards_to_draw(count: int) -> str:
    return "1 card to draw" if count == 1 else f"{count} cards to draw"


def _outcome_words(expected: Mapping[str, Any]) -> str:
    """An ``apply`` answer in words: who plays next or how the round ended, the draw pile, the discard pile's top."""
    if expected.get("refused"):
        return "refused"
    phase, winner = expected["phase"], expected["winner"]
    if winner is not None:
        who = f"player {winner} wins the round"
    else:
        who = "the round ends drawn" if phase in ("round-over", "game-over") else f"player {expected['turn']} to play"
    words = [f"phase {phase}", who]
    if phase in ("round-over", "game-over"):
        words.append("totals " + " and ".join(str(total) for total in expected["totals"]))
    winners = expected.get("game_winners")
    if winners is not None:
        words.append("the game won by " + (" and ".join(f"player {seat}" for seat in winners) or "nobody"))
    words.append(_cards_to_draw(int(expected["draw_pile_size"])))
    if expected["reshuffled"]:
        words.append("the discards reshuffled")
    last, pile = int(expected["last_discarded"]), expected["discard_pile"]
    if last and pile:
        words.append("top of the discard pile " + " ".join(pile[-last:]))
    return "then " + ", ".join(words)


def _state_parts(state: Mapping[str, Any], table: str) -> tuple[tuple[Part, ...], tuple[str, ...]]:
    """The active player's hand and score pile, and the discard pile's takeable top, of a position."""
    turn = state["turn"]
    player = state["players"][turn]
    parts = [cards_part(f"player {turn}'s hand", player["hand"], table)]
    if player.get("score_pile"):
        parts.append(cards_part("score pile", player["score_pile"], table))
    discard = state.get("discard_pile", [])
    last = int(state.get("last_discarded", 0))
    if discard and last:
        top = discard[-last:]
        parts.append(Part("top of the discard pile", _ordered(top), cards_svg(list(top), table)))
    notes = [f"phase {state['phase']}", f"round {state.get('round', 1)}"]
    if state.get("taken"):
        notes.append(f"taken {state['taken']}")
    left = len(state.get("draw_pile", []))
    if not left:
        notes.append("the draw pile is empty")
    elif left <= FEW_TO_DRAW:
        notes.append(_cards_to_draw(left))
    return tuple(parts), tuple(notes)


def example(case: Case, shown: str = "") -> Example:
    """The case as an example: drawn when its question and input are known, as compact JSON otherwise."""
    data, table = case.input, table_of(case)
    base = Example(case, answer_words(case), readings_text(case.readings), shown, compact_json(data))
    if not isinstance(data, Mapping):
        return base
    try:
        if case.question == "combination":
            return replace(base, parts=(cards_part("cards", data["cards"], table),))
        if case.question == "combinations":
            where = "drawn" if data["from"] == "draw" else "taken from the discard pile"
            return replace(
                base, parts=(cards_part("hand", data["hand"], table), cards_part(where, [data["card"]], table))
            )
        if case.question == "score":
            return replace(base, parts=(cards_part("score pile", data["pile"], table),))
        if case.question == "legal_actions":
            parts, notes = _state_parts(data["state"], table)
            return replace(base, parts=parts, notes=notes)
        if case.question == "apply":
            parts, notes = _state_parts(data["state"], table)
            return replace(base, parts=parts, notes=(*notes, f"action {data['action']}"))
    except UNREADABLE:
        return base
    return base


granted = granted_by(grants)
"""Whether a case's answer grants what its question asks of a rule (:func:`rulebook.tzq.corpus.readings.grants`)."""


def card_groups() -> list[dict[str, Any]]:
    """The 42 kinds in groups (a coin series each, the honours, the joker), each with its notation and picture."""
    groups: list[tuple[str, str, tuple[str, ...]]] = [
        (
            f"Coins of series {series} ({colour_of(f'1{series}')})",
            f"a number 1 to 9 and `{series}`",
            tuple(kind for kind in COIN_KINDS if kind[1] == series),
        )
        for series in SERIES
    ]
    groups.append(("Honours (Characters)", "`E` `S` `W` `N`, `D` the Red Dragon", HONOURS))
    groups.append(("Tien Zi Que card (the joker, black)", "`T`", (JOKER,)))
    return kind_groups(groups, card_name, card_svg)


applied = rules_by_question({"score": lambda case: [line["rule"] for line in case.expected["lines"]]})
"""The rules a case's answer applied: a ``score`` answer names the rule of each of its ``lines``."""

DRAWING = Drawing(grants, example, partial(plainest_first, limit=None), applied=applied)
"""How the rule documents show a case: every question has its picture. Inputs are measured whole: a position of 54
cards is longer than the cut, and cut every one would tie, leaving the choice to its case id."""


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    return page_context(
        GAME,
        corpora,
        DRAWING,
        card_groups=card_groups(),
        example_pile=cards_svg("E E T T T"),
        example_honours_white=cards_svg("D", "honours-white"),
    )


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/tzq.md`` and ``docs/tzq.html``."""
    return rule_documents(GAME, context(corpora))


__all__ = [
    "Example",
    "Part",
    "answer_words",
    "card_groups",
    "compact_json",
    "context",
    "documents",
    "example",
    "granted",
]
