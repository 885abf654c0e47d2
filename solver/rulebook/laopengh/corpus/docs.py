"""The Lao Pengh rule documentation, rendered from the register, the readings and the corpus.

``docs/laopengh.md`` and ``docs/laopengh.html`` (self-contained: inline styles and inline SVG cards,
:mod:`rulebook.laopengh.corpus.pictures`) show the card notation with a picture of each of the 30 kinds; every rule
of ``spec/laopengh.toml`` in the order of the spec with its section, statement, the readings it depends on and up
to two examples from the corpus (one the rule accepts, one it refuses) drawn as cards; every reading with its
question, options, default, why, evidence and witness cases; and a coverage table. Nothing here is written by hand:
edit ``spec/laopengh.toml`` or the case sources and regenerate.

Examples are drawn from the case's JSON input, and their answers put in words, from the corpus alone (neither
encoding is asked again). Each of the four questions has its picture: the three piles, the pile named and the card
placed (``place``); the card each player revealed (``order``); a position's piles, hands, revealed cards and what
is open to accusation (``legal_actions`` and ``apply``, with what the action changed). Anything unreadable is shown
as compact JSON: no input or answer shape makes the rendering fail.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

from rulebook.core.corpus.applied_rules import rules_by_question
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import (
    JSON_LIMIT,
    Part,
    PartsExample,
    actions_words,
    compact_json,
    json_part,
    listed,
    readings_text,
)
from rulebook.core.corpus.generate import GeneratedFile, rule_documents
from rulebook.core.corpus.grants import UNREADABLE
from rulebook.core.corpus.rule_docs import Drawing, kind_groups, page_context
from rulebook.laopengh.cards import (
    COLOUR_NAMES,
    COLOURS,
    JOKERS,
    ORDER_TABLE,
    THEME_KINDS,
    THEME_NAMES,
    THEMES,
)
from rulebook.laopengh.corpus.pictures import card_name, card_svg, cards_svg, kind_name
from rulebook.laopengh.corpus.readings import grants

GAME = "laopengh"
ORDERS_SHOWN = 4
"""At most this many orders of play are spelled out; the others are counted."""

PLACEMENT_WORDS = {
    ("laopengh.place.match", True): "it shares an attribute with the top card",
    ("laopengh.place.match", False): "it shares nothing with the top card while it fits another pile",
    ("laopengh.place.free", True): "it fits no pile, so it may go on any",
    ("laopengh.place.no-triple", False): "a run of three",
}
"""What a placement's deciding rule (:mod:`rulebook.laopengh.verdict`) says, legal or not."""


@dataclass(frozen=True)
class Example(PartsExample):
    """A corpus case drawn as piles, hands and revealed cards (parts with their labels), and what the action did."""

    after: tuple[Part, ...] = ()
    """For ``apply``: the piles the action changed, drawn as they are after it."""


def _players(players: Sequence[int]) -> str:
    return ("player " if len(players) == 1 else "players ") + listed([str(p) for p in players])


# --- pictures of cards, piles and hands ----------------------------------------------------------------------------


def _tokens(value: Any) -> list[str]:
    """A list of card strings (or one string of cards); :class:`TypeError` for anything else."""
    if isinstance(value, str):
        return value.replace(",", " ").split()
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise TypeError("cards are a list of card strings")
    return list(value)


def _captioned(svg: str, caption: str, css: str = "") -> str:
    """A card with a caption under it (``top``, a player's number)."""
    kind = f"captioned {css}".strip()
    return f'<span class="{kind}">{svg}<span class="caption">{escape(caption)}</span></span>'


def cards_part(label: str, value: Any) -> Part:
    """A row of cards from a list of card strings, in the order given; unreadable: shown as JSON."""
    try:
        tokens = _tokens(value)
        drawn = cards_svg(tokens) if tokens else '<span class="none">no cards</span>'
        return Part(label, " ".join(tokens), drawn)
    except UNREADABLE:
        return json_part(label, value)


def pile_part(label: str, value: Any) -> Part:
    """A pile, bottom card first, its top card (the last) marked ``top``; unreadable: shown as JSON."""
    try:
        tokens = _tokens(value)
        if not tokens:
            return Part(label, "", '<span class="none">empty</span>')
        drawn = [card_svg(token) for token in tokens]
        drawn[-1] = _captioned(drawn[-1], "top", "top")
        row = "".join(drawn)
        return Part(label, " ".join(tokens), f'<span class="cards pile">{row}</span>')
    except UNREADABLE:
        return json_part(label, value)


def revealed_part(label: str, value: Any) -> Part:
    """One card or none per player, each captioned with its player; unreadable: shown as JSON."""
    try:
        if not isinstance(value, list):
            raise TypeError("revealed cards are a list, one entry per player")
        texts, drawn = [], []
        for player, token in enumerate(value):
            if token is None:
                texts.append(f"{player}: none")
                drawn.append(_captioned('<span class="no-card">no card</span>', f"player {player}"))
            elif isinstance(token, str):
                drawn.append(_captioned(card_svg(token), f"player {player}"))
                texts.append(f"{player}: {token}")
            else:
                raise TypeError("a revealed card is a card string or null")
        return Part(label, ", ".join(texts), f'<span class="cards">{"".join(drawn)}</span>')
    except UNREADABLE:
        return json_part(label, value)


def _pile_parts(piles: Any, named: int | None = None) -> list[Part]:
    if not isinstance(piles, list):
        raise TypeError("piles are a list")
    return [
        pile_part(f"pile {index}" + (" (named)" if index == named else ""), pile) for index, pile in enumerate(piles)
    ]


# --- the answers in words ----------------------------------------------------------------------------------------


def placement_words(expected: Mapping[str, Any]) -> str:
    """A ``place`` answer: legal or not, by which rule and why, whether it is a move, how an accusation ends."""
    legal, rule = bool(expected["legal"]), str(expected["rule"])
    why = PLACEMENT_WORDS.get((rule, legal))
    verdict = "legal" if legal else "illegal"
    words = [f"{verdict}: {why} ({rule})" if why else f"{verdict} ({rule})"]
    if not expected["move"]:
        words.append("no move at all: the placement is refused outright")
    elif expected.get("accusation") is not None:
        words.append(f"an accusation would be {expected['accusation']}")
    fits = [int(pile) for pile in expected["fits"]]
    words.append(
        f"the card fits pile{'s' if len(fits) > 1 else ''} {listed([str(p) for p in fits])}"
        if fits
        else "the card fits no pile"
    )
    return "; ".join(words)


def order_words(expected: Mapping[str, Any], revealed: Any) -> str:
    """An ``order`` answer: each order the players may place in, the first named with the card they revealed."""
    orders = expected["orders"]
    if not isinstance(orders, list):
        raise TypeError("orders are a list")
    if not orders:
        return "nobody places"
    described = []
    for order in orders[:ORDERS_SHOWN]:
        players = [int(player) for player in order]
        if not players:
            described.append("nobody places")
            continue
        first = players[0]
        card = revealed[first] if isinstance(revealed, list) and 0 <= first < len(revealed) else None
        head = f"player {first}" + (f" ({card})" if isinstance(card, str) else "") + " first"
        described.append(", ".join([head, *(f"then {player}" for player in players[1:])]))
    more = len(orders) - ORDERS_SHOWN
    return "; or ".join(described) + (f"; or {more} more order{'s' if more > 1 else ''}" if more > 0 else "")


def _sizes(hands: Any) -> list[int]:
    if not isinstance(hands, list):
        raise TypeError("hands are a list")
    return [len(hand) for hand in hands]


def _open_words(items: Any) -> str:
    if not items:
        return "nothing open to accusation"
    placed = [
        f"pile {item['pile']} (player {item['player']}'s, placed {'legally' if item['legal'] else 'illegally'})"
        for item in items
    ]
    return "open to accusation: " + listed(placed)


def _orders_words(orders: Any) -> str:
    return "to place: " + "; or ".join(" then ".join(str(player) for player in order) for order in orders)


def changes_words(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """An ``apply`` answer against its state: what the action changed, in words (``nothing changes``)."""
    words: list[str] = []
    if after.get("phase") != before.get("phase", "reveal"):
        words.append(f"phase {after['phase']}")
    if after.get("round", 1) != before.get("round", 1):
        words.append(f"round {after['round']}")
    piles_before, piles_after = before["piles"], after["piles"]
    for index, pile in enumerate(piles_after):
        if index >= len(piles_before) or pile != piles_before[index]:
            words.append(f"pile {index} is {' '.join(pile)}" if pile else f"pile {index} is empty")
    sizes_before, sizes_after = _sizes(before["hands"]), _sizes(after["hands"])
    if sizes_before != sizes_after:
        now, was = ", ".join(map(str, sizes_after)), ", ".join(map(str, sizes_before))
        words.append(f"hands of {now} cards (were {was})")
    aside_before, aside_after = len(before.get("aside", [])), len(after.get("aside", []))
    if aside_before != aside_after:
        words.append(f"{aside_after} card{'s' if aside_after != 1 else ''} aside (were {aside_before})")
    if after.get("revealed", []) != before.get("revealed", []):
        shown = [f"player {player} {card}" for player, card in enumerate(after.get("revealed", [])) if card is not None]
        words.append("revealed: " + ", ".join(shown) if shown else "no card revealed")
    if after.get("orders", []) != before.get("orders", []) and after.get("orders"):
        words.append(_orders_words(after["orders"]))
    if after.get("open", []) != before.get("open", []):
        words.append(_open_words(after.get("open", [])))
    winners = after.get("winners", [])
    if winners:
        words.append(f"{_players([int(p) for p in winners])} win{'s' if len(winners) == 1 else ''}")
    return "then " + ", ".join(words) if words else "nothing changes"


def answer_words(case: Case) -> str:
    """A case's expected answer in words (compact JSON for a shape this module does not know)."""
    expected, data = case.expected, case.input
    try:
        if case.question == "place":
            return placement_words(expected)
        if case.question == "order":
            return order_words(expected, data.get("revealed"))
        if case.question == "legal_actions":
            return actions_words(expected)
        if case.question == "apply":
            if expected.get("refused"):
                return "refused"
            return changes_words(data["state"], expected)
    except UNREADABLE:
        pass
    return compact_json(expected, JSON_LIMIT)


# --- examples ------------------------------------------------------------------------------------------------------


def _state_parts(state: Mapping[str, Any]) -> tuple[tuple[Part, ...], tuple[str, ...]]:
    """A position's piles, every hand, the revealed cards; its phase, orders, open placements, aside, winners."""
    parts = _pile_parts(state["piles"])
    hands = state["hands"]
    if not isinstance(hands, list):
        raise TypeError("hands are a list")
    parts += [cards_part(f"player {player}'s hand", hand) for player, hand in enumerate(hands)]
    revealed = state.get("revealed", [])
    if isinstance(revealed, list) and any(card is not None for card in revealed):
        shown = revealed_part("revealed", revealed)
        parts.append(Part(shown.label, shown.text, shown.html, boxed=False))
    notes = [f"phase {state.get('phase', 'reveal')}", f"round {state.get('round', 1)}"]
    if state.get("orders"):
        notes.append(_orders_words(state["orders"]))
    if state.get("open"):
        notes.append(_open_words(state["open"]))
    aside = len(state.get("aside", []))
    if aside:
        notes.append(f"{aside} card{'s' if aside != 1 else ''} aside")
    if state.get("winners"):
        notes.append(f"winners {listed([str(p) for p in state['winners']])}")
    return tuple(parts), tuple(notes)


def _changed_piles(before: Mapping[str, Any], after: Any) -> tuple[Part, ...]:
    """The piles an ``apply`` answer changed, drawn as they are after the action."""
    if not isinstance(after, Mapping) or after.get("refused") or "piles" not in after:
        return ()
    piles = after["piles"]
    if not isinstance(piles, list):
        return ()
    old = before["piles"]
    return tuple(
        pile_part(f"pile {index} after", pile)
        for index, pile in enumerate(piles)
        if index >= len(old) or pile != old[index]
    )


def example(case: Case, shown: str = "") -> Example:
    """The case as an example: drawn when its question and input are known, as compact JSON otherwise."""
    data = case.input
    base = Example(case, answer_words(case), readings_text(case.readings), shown, compact_json(data, JSON_LIMIT))
    if not isinstance(data, Mapping):
        return base
    try:
        if case.question == "place":
            named = data["pile"]
            rows = _pile_parts(data["piles"], named if isinstance(named, int) else None)
            placed = cards_part(f"card placed on pile {named}", [data["card"]])
            rows.append(replace(placed, boxed=False))
            return replace(base, parts=tuple(rows))
        if case.question == "order":
            return replace(base, parts=(revealed_part("revealed", data["revealed"]),))
        if case.question == "legal_actions":
            parts, notes = _state_parts(data["state"])
            return replace(base, parts=parts, notes=notes)
        if case.question == "apply":
            parts, notes = _state_parts(data["state"])
            after = _changed_piles(data["state"], case.expected)
            return replace(base, parts=parts, notes=(*notes, f"action {data['action']}"), after=after)
    except UNREADABLE:
        return base
    return base


# --- the cards -----------------------------------------------------------------------------------------------------


def order_caption(kind: str) -> str:
    """The order numbers the copies of ``kind`` carry under the spec's table: ``order numbers 11 and 35``."""
    numbers = ORDER_TABLE[kind]
    order = "order number " if len(numbers) == 1 else "order numbers "
    return order + " and ".join(str(number) for number in numbers)


PHYSICAL_EXAMPLE = ("CY3", "DB1", "J2")
"""The kinds whose physical cards (the first copy's order number, from the spec's table) the notation shows."""


def physical_card(kind: str) -> str:
    """The first copy of ``kind`` as a physical card under the spec's table: ``CY3/11``; a joker: ``J2``."""
    return kind if kind in JOKERS else f"{kind}/{ORDER_TABLE[kind][0]}"


def card_groups() -> list[dict[str, Any]]:
    """The 30 kinds in groups (the jokers; the cranes and the dragons of each colour), each with its picture."""
    groups: list[tuple[str, str, tuple[str, ...]]] = [("Jokers (both animals, white)", "`J1` to `J6`", JOKERS)]
    for theme in THEMES:
        for colour in COLOURS:
            name = f"{COLOUR_NAMES[colour].capitalize()} {THEME_NAMES[theme]}s"
            kinds = tuple(kind for kind in THEME_KINDS if kind[:2] == theme + colour)
            groups.append((name, f"`{theme}{colour}1` to `{theme}{colour}4`", kinds))
    return kind_groups(groups, kind_name, card_svg, order_caption)


applied = rules_by_question({"place": lambda case: [case.expected["rule"]]})
"""The rules a case's answer applied: a ``place`` answer names the ``rule`` that decided the placement."""

DRAWING = Drawing(grants, example, applied=applied)
"""How the rule documents show a case: every question has its picture."""


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    groups = card_groups()
    physical = [physical_card(kind) for kind in PHYSICAL_EXAMPLE]
    return page_context(
        GAME,
        corpora,
        DRAWING,
        themes=[f"`{theme}` {THEME_NAMES[theme]}" for theme in THEMES],
        colours=[f"`{colour}` {COLOUR_NAMES[colour]}" for colour in COLOURS],
        card_groups=groups,
        kinds=sum(len(group["kinds"]) for group in groups),
        notation_example=PHYSICAL_EXAMPLE[0],
        notation_example_name=kind_name(PHYSICAL_EXAMPLE[0]),
        physical=[{"token": token, "name": card_name(token)} for token in physical],
        physical_svg=cards_svg(physical),
    )


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/laopengh.md`` and ``docs/laopengh.html``."""
    return rule_documents(GAME, context(corpora))


__all__ = [
    "Example",
    "Part",
    "actions_words",
    "answer_words",
    "card_groups",
    "cards_part",
    "changes_words",
    "context",
    "documents",
    "example",
    "order_words",
    "pile_part",
    "placement_words",
    "revealed_part",
]
