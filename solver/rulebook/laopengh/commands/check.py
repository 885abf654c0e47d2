"""``rulebook laopengh check``: may these cards go on these piles, and who places first after a reveal.

- Cards and ``--piles``: for each card and each pile (or only ``--pile N``), whether the placement is legal, the
  rule that decides it (``laopengh.place.match``, ``.free``, ``.no-triple``), the piles the card fits, whether it is
  a move at all, and how an accusation of it would end — upheld (the placer takes four cards) or refuted (the
  accuser takes two); rules ``laopengh.place.*``, ``laopengh.joker.runs``, ``laopengh.suspicion.accuse``.
- ``--reveal``: the cards the players revealed (``-`` for a player without one): every order in which they may be
  placed (rules ``laopengh.round.order``, ``laopengh.round.lone-dragon``).

The engine answers (:mod:`rulebook.laopengh.engine`); one request as text or ``--json``, or many as JSON lines,
each ``{"hand": [...], "piles": [...]}`` (with ``"pile"``), ``{"card": "CY1", "piles": [...], "pile": 0}`` (the
corpus's ``place`` input) or ``{"revealed": [...]}``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import JsonCheck
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import integer_option
from rulebook.laopengh.cards import CARD_HINT, PILES, Card, Cards, check_copies, parse_tokens
from rulebook.laopengh.corpus.inputs import kind_of, order_input, pile_kinds

CHECK_EXAMPLES = f"""\
examples:
  rulebook laopengh check CY1 --piles "CY3 CY4 / DR1 DB1 / CR2 CB2"
        a yellow crane 1 that makes a run of three on every pile: illegal wherever it goes
  rulebook laopengh check CY1 --piles "CY3 CY4 / DR1 DB1 / CR2 CB2" --reading place.fits-no-pile=no-legal-place
  rulebook laopengh check "DB4 J2" --piles "CY1 CY2 / CR3 / DB1" --pile 2 --json
  rulebook laopengh check --reveal "CY2/9 DB4/53 J2"       who places first (the joker, then the crane)
  rulebook laopengh check --reveal "CY2/9 DB4/53 CR1/15"   a lone dragon among cranes may go first
  echo '{{"card": "CY1", "piles": [["CY3", "CY4"], ["DR1"], ["CB2"]], "pile": 0}}' | rulebook laopengh check --jsonl

cards: {CARD_HINT}; spaces or commas between cards, either case. Piles: three
piles separated by "/", each bottom card first, its top card last. Revealed cards carry their order number:
CY2/9 (under the spec's table CY2 carries 9 or 10; --reading deck.order-numbers=stated takes any of 7-54), J2.
JSON lines take hand (or card), piles and pile, or revealed.
Exit status 2 on bad input (an unknown card such as CG5, more copies than the deck holds, a pile out of range,
an empty pile, two revealed cards with one order number).
"""


@dataclass(frozen=True)
class PlaceRequest:
    """Some cards and the piles they might go on (``pile``: only that one)."""

    cards: tuple[str, ...]
    piles: tuple[tuple[str, ...], ...] | None
    pile: int | None = None


@dataclass(frozen=True)
class OrderRequest:
    """The revealed card of each player, ``None`` for a player without one."""

    revealed: tuple[Card | None, ...]


Request = PlaceRequest | OrderRequest


def piles_of_text(text: str) -> tuple[tuple[str, ...], ...]:
    """Three piles written ``"CY3 CY4 / DR1 DB1 / CR2 CB2"`` (each bottom card first)."""
    parts = text.split("/")
    if len(parts) != PILES:
        raise InputError(f'--piles takes the {PILES} piles separated by "/", each bottom card first')
    return pile_kinds([parse_tokens(part) for part in parts])


def _pile_number(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < PILES:
        raise InputError(f"pile must be the number of a pile, 0 to {PILES - 1}")
    return value


def place_request(
    cards: Sequence[str], piles: tuple[tuple[str, ...], ...] | None, pile: int | None, reading: Any
) -> PlaceRequest:
    """The request of some cards on some piles, held to the deck together."""
    if piles is None:
        if cards:
            raise InputError('give the piles the cards go on: --piles "CY3 CY4 / DR1 DB1 / CR2 CB2"')
        if pile is not None:
            raise InputError("--pile needs --piles")
        return PlaceRequest((), None)
    if pile is not None:
        _pile_number(pile)
    every = [*cards, *(kind for stack in piles for kind in stack)]
    check_copies(Cards.of(every), "the cards and the piles", reading.deck_composition)
    return PlaceRequest(tuple(cards), piles, pile)


def answer_json(request: Request, reading: Any) -> dict[str, Any]:
    """The engine's answer to one request, as JSON (the core's frame puts ``"question"`` before it)."""
    if isinstance(request, OrderRequest):
        from rulebook.laopengh.engine.order import orders

        return {
            "revealed": [None if card is None else str(card) for card in request.revealed],
            "orders": [list(order) for order in orders(request.revealed, reading)],
        }
    from rulebook.laopengh.engine.placement import judge

    answer: dict[str, Any] = {
        "cards": list(request.cards),
        "piles": None if request.piles is None else [list(stack) for stack in request.piles],
        "placements": [],
    }
    if request.piles is None:
        answer["note"] = "no cards to place; a player with no cards when a round ends wins (laopengh.end.winners)"
        return answer
    targets = range(PILES) if request.pile is None else (request.pile,)
    for card in request.cards:
        for target in targets:
            verdict = judge(request.piles, target, card, reading)
            answer["placements"].append({"card": card, "pile": target, **verdict.as_json()})
    return answer


WHY = {
    "laopengh.place.match": ("shares an attribute with the top card", "shares no attribute with the top card"),
    "laopengh.place.free": ("fits no pile, so it may go on any", ""),
    "laopengh.place.no-triple": ("", "makes a run of three"),
}


def render_text(answer: Mapping[str, Any]) -> str:
    """The text answer: one line per card and pile, or the orders, with rule ids in brackets."""
    if "revealed" in answer:
        shown = " · ".join(f"P{p} {card or '-'}" for p, card in enumerate(answer["revealed"]))
        lines = [f"revealed: {shown}"]
        rules = "[laopengh.round.order, laopengh.round.lone-dragon]"
        count = len(answer["orders"])
        lines.append(f"{count} order{'s' if count != 1 else ''} of play {rules}:")
        lines += ["  " + " then ".join(f"P{player}" for player in order) for order in answer["orders"]]
        return "\n".join(lines)
    if answer["piles"] is None:
        return f"no cards: {answer['note']}"
    tops = " · ".join(
        f"pile {index}: {' '.join(stack)} (top {stack[-1]})" for index, stack in enumerate(answer["piles"])
    )
    lines = [f"piles: {tops}"]
    if not answer["placements"]:
        lines.append("no cards to place")
    for item in answer["placements"]:
        legal_why, illegal_why = WHY[item["rule"]]
        verdict = f"legal: {legal_why}" if item["legal"] else f"illegal: {illegal_why}"
        if not item["move"]:
            consequence = "no move at all (suspicion.grounds=triples-only)"
        else:
            consequence = f"an accusation would be {item['accusation']}"
        lines.append(f"  {item['card']} on pile {item['pile']}: {verdict} [{item['rule']}]; {consequence}")
    return "\n".join(lines)


class LaoPenghCheck(JsonCheck[Request]):
    """``rulebook laopengh check``: placements with their deciding rule, or the orders of play of a reveal."""

    help = "may a card go on a pile (and would an accusation be upheld); who places first after a reveal"
    description = (
        "Check Lao Pengh placements: for each card and pile, whether the rules allow it, the rule that decides, and "
        "how an accusation of it would end; or, with --reveal, every order in which the revealed cards may be "
        "placed."
    )
    examples = CHECK_EXAMPLES
    fields = ("hand", "card", "piles", "pile", "revealed")
    no_input = 'give CARDS with --piles (e.g. CY1 --piles "CY3 CY4 / DR1 DB1 / CR2 CB2"), --reveal, or --jsonl'
    requests = "requests"
    input_names = "CARDS, --piles, --pile or --reveal"
    example_args = ("CY1 DR2", "--piles", "CY3 CY4 / DR1 DB1 / CR2 CB2")
    example: Mapping[str, Any] = {"hand": ["CY1", "DR2"], "piles": [["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]]}
    example_reading = "place.fits-no-pile=no-legal-place"
    bad_example: Mapping[str, Any] = {"hand": ["CY3"], "piles": [["CY3", "CY4"], ["CY3"], ["CR2"]]}
    bad_args = ("CY3", "--piles", "CY3 CY4 / CY3 / CR2")
    consistency = "rulebook.laopengh.corpus.consistency:check_problems"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The cards, the piles and one pile, or the revealed cards."""
        parser.add_argument("cards", nargs="*", metavar="CARDS", help='the cards to place: "CY1 DR2", CY1,DR2')
        parser.add_argument(
            "--piles",
            metavar="PILES",
            help='the three piles, "/" between them, bottom card first: "CY3 CY4 / DR1 / CB2"',
        )
        parser.add_argument("--pile", type=integer_option, metavar="N", help="only this pile (0, 1 or 2)")
        parser.add_argument(
            "--reveal", metavar="CARDS", help='the card each player revealed, "-" for none: "CY2/9 DB4/53 J2"'
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """CARDS (an empty argument counts: no cards), --piles, --pile or --reveal."""
        return bool(args.cards) or args.piles is not None or args.pile is not None or args.reveal is not None

    def from_args(self, args: argparse.Namespace, reading: Any) -> Request:
        """The request of the command line."""
        if args.reveal is not None:
            if args.cards or args.piles is not None or args.pile is not None:
                raise InputError("--reveal asks for the order of play alone: give no CARDS, --piles or --pile")
            tokens = [None if token == "-" else token for token in args.reveal.replace(",", " ").split()]
            return OrderRequest(order_input({"revealed": tokens}, reading))
        piles = None if args.piles is None else piles_of_text(args.piles)
        return place_request(parse_tokens(" ".join(args.cards)), piles, args.pile, reading)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Request:
        """``{"hand" | "card", "piles", "pile"?}`` or ``{"revealed"}``."""
        if "revealed" in data:
            if set(data) - {"revealed"}:
                raise InputError('"revealed" asks for the order of play alone')
            return OrderRequest(order_input({"revealed": data["revealed"]}, reading))
        if ("hand" in data) == ("card" in data):
            raise InputError('give exactly one of "hand" (cards), "card" (one card) or "revealed"')
        if "card" in data:
            cards = [kind_of(data["card"], "card")]
        elif isinstance(data["hand"], str):
            cards = parse_tokens(data["hand"])
        elif isinstance(data["hand"], list):
            cards = [kind_of(item, "a card of the hand") for item in data["hand"]]
        else:
            raise InputError('"hand" must be a list of cards or one string of cards')
        piles = None
        if "piles" in data:
            piles = piles_of_text(data["piles"]) if isinstance(data["piles"], str) else pile_kinds(data["piles"])
        pile = data.get("pile")
        return place_request(cards, piles, None if pile is None else _pile_number(pile), reading)

    def question(self, request: Request, answer: dict[str, Any]) -> str:
        """``order`` for the revealed cards, ``place`` for cards and piles."""
        return "order" if isinstance(request, OrderRequest) else "place"


CHECK = LaoPenghCheck(answer_json, render_text)

__all__ = ["CHECK", "LaoPenghCheck", "OrderRequest", "PlaceRequest", "answer_json", "piles_of_text", "render_text"]
