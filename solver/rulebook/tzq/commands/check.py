"""``rulebook tzq check``: what Tien Zi Que cards make — a combination, a score pile's score, a turn's combinations.

- Three cards (or any number but five): are they a combination, and every way they make one — a run or a triplet,
  a joker standing for any card (rules ``tzq.combination.size``, ``.run``, ``.triplet``, ``.joker``).
- Five cards: the score of that score pile, line by line with the rule id of each row that scores (rulebook
  "Scoring", ``tzq.score.*``).
- Five cards and ``--card X --from draw|discard``: a hand and the card a turn takes; every combination the player
  can then make (any three of the six after drawing; three including ``X`` after taking it from the discard pile,
  never with a discarded joker; rules ``tzq.turn.actions``, ``tzq.combination.joker``), and what each makes.

The engine answers (:mod:`rulebook.tzq.engine`); one request at a time as text or ``--json``, or many as JSON lines
(``--jsonl``), each line ``{"cards": [...]}``, ``{"pile": [...]}`` or ``{"hand": [...], "card": "X", "from":
"draw"}``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import JsonCheck
from rulebook.core.errors import InputError
from rulebook.tzq.cards import CARD_HINT, HAND_SIZE, JOKER, SCORE_PILE_SIZE, Cards, format_cards, parse_tokens
from rulebook.tzq.corpus.inputs import SOURCES, card_list, one_card

CHECK_EXAMPLES = f"""\
examples:
  rulebook tzq check 4a 5b T                     a run with the joker: 3-4-5 or 4-5-6
  rulebook tzq check "E E T"                     the triplet of East, the joker for the third East
  rulebook tzq check "E E T T T"                 the rulebook's worked example: a score pile worth 9
  rulebook tzq check "4a 4b 4c E E" --reading score.pair-beside-three=not-counted
  rulebook tzq check "4a 9d E S T" --card 5b --from draw      the combinations after drawing a 5
  rulebook tzq check "2a 7b E N T" --card E --from discard    a Chow of the discarded East
  rulebook tzq check "1a 3a 5a 7a 9a" --json
  echo '{{"pile": ["E", "E", "T", "T", "T"]}}' | rulebook tzq check --jsonl

cards: {CARD_HINT};
spaces or commas between cards, either case (5B, e, t). Answers write the canonical order: coins by
number and series, then E S W N, D, T. Five cards are a score pile unless --card makes them a hand.
JSON lines take the fields cards (a combination), pile (a score pile), or hand, card and from (a turn).
Exit status 2 on bad input (an unknown card such as 0a or X, more copies than the deck holds, a score pile that is
not five cards, --card with a hand that is not five cards).
"""

COMBINATION_RULES = ("tzq.combination.size", "tzq.combination.run", "tzq.combination.triplet", "tzq.combination.joker")
ROW_TITLES: Mapping[str, str] = {
    "tzq.score.colour": "Colour",
    "tzq.score.white-hand": "White Hand",
    "tzq.score.five-elements": "Five Elements",
    "tzq.score.emperor": "Emperor of the Sparrows",
    "tzq.score.proud-dragon": "Proud Dragon",
    "tzq.score.pair": "Pair",
    "tzq.score.three-of-a-kind": "Three of a Kind",
    "tzq.score.four-of-a-kind": "Four of a Kind",
    "tzq.score.characters": "Characters",
}
"""Each scoring row's name in the rulebook's table."""
FROM_WORDS = {
    "draw": "drawn from the draw pile (Draw or Make a Pung)",
    "discard": "taken from the discard pile (Make a Chow)",
}


@dataclass(frozen=True)
class CardsRequest:
    """One check: its question and cards; ``card`` and ``source`` for a turn's combinations."""

    question: str
    cards: tuple[str, ...]
    card: str | None = None
    source: str | None = None


def request_of(tokens: Sequence[str], card: str | None, source: str | None) -> CardsRequest:
    """The request some cards make: a combination, a score pile (five cards), or a turn (five cards and a card)."""
    if card is None:
        if source is not None:
            raise InputError("--from needs --card: the card drawn or taken from the discard pile")
        if len(tokens) == SCORE_PILE_SIZE:
            return CardsRequest("score", card_list(list(tokens), "pile"))
        return CardsRequest("combination", card_list(list(tokens), "cards"))
    hand = card_list(list(tokens), "hand")
    if len(hand) != HAND_SIZE:
        raise InputError(f"a hand holds exactly {HAND_SIZE} cards between turns, got {len(hand)}")
    taken = one_card(card, "card")
    chosen = source or "draw"
    if chosen not in SOURCES:
        raise InputError(f'"from" must be "draw" or "discard", got {chosen!r}')
    card_list([*hand, taken], "the hand and the card")
    return CardsRequest("combinations", hand, taken, chosen)


def why_not(cards: Sequence[str]) -> tuple[str, str]:
    """Why three cards, or any other number, make no combination, and the rule that says so."""
    if len(cards) != 3:
        return f"a combination is exactly three cards, not {len(cards)}", "tzq.combination.size"
    if list(cards).count(JOKER) > 1:
        return "a combination holds at most one Tien Zi Que card", "tzq.combination.joker"
    return "neither a run of three numbers in a row nor three identical cards", "tzq.combination.run"


def way_rules(way: str, cards: Sequence[str]) -> list[str]:
    """The rules one way of a combination follows."""
    rules = ["tzq.combination.run" if way.startswith("run") else "tzq.combination.triplet"]
    if JOKER in cards:
        rules.append("tzq.combination.joker")
    return rules


def answer_json(request: CardsRequest, reading: Any) -> dict[str, Any]:
    """The engine's answer to one request, as JSON (the core's frame puts ``"question"`` before it)."""
    if request.question == "combination":
        from rulebook.tzq.engine.combinations import ways

        found = sorted(ways(request.cards))
        answer: dict[str, Any] = {
            "cards": format_cards(request.cards),
            "combination": bool(found),
            "ways": found,
            "rules": list(COMBINATION_RULES),
        }
        if not found:
            answer["reason"], rule = why_not(request.cards)
            answer["rules"] = [rule]
        return answer
    if request.question == "score":
        from rulebook.tzq.engine.score import score

        result = score(Cards.of(request.cards), reading).as_json()
        return {"pile": format_cards(request.cards), **result}
    from rulebook.tzq.engine.combinations import combinations, ways

    assert request.card is not None and request.source is not None
    texts = sorted(set(combinations(Cards.of(request.cards), request.card, request.source, reading)))
    return {
        "hand": format_cards(request.cards),
        "card": request.card,
        "from": request.source,
        "combinations": texts,
        "made": [{"cards": text, "ways": sorted(ways(text.split()))} for text in texts],
    }


def render_text(answer: Mapping[str, Any]) -> str:
    """The text answer: the cards, the verdict or the score's lines, each with its rule ids in brackets.

    Which question it answers shows in its keys: ``combination`` a combination's verdict, ``pile`` a score.
    """
    if "combination" in answer:
        shown = answer["cards"] or "(no cards)"
        count = len(answer["cards"].split())
        lines = [f"cards: {shown} ({count} card{'s' if count != 1 else ''})"]
        if not answer["combination"]:
            lines.append(f"not a combination: {answer['reason']} [{answer['rules'][0]}]")
            return "\n".join(lines)
        cards = answer["cards"].split()
        lines.append(f"a combination, {len(answer['ways'])} way{'s' if len(answer['ways']) != 1 else ''}:")
        lines += [f"  {way} [{', '.join(way_rules(way, cards))}]" for way in answer["ways"]]
        return "\n".join(lines)
    if "pile" in answer:
        lines = [f"score pile: {answer['pile']}"]
        for line in answer["lines"]:
            title = ROW_TITLES.get(line["rule"], line["rule"])
            lines.append(f"  {title:<24} {line['points']:>+3}  [{line['rule']}]")
        if not answer["lines"]:
            lines.append("  no row of the table scores")
        lines.append(f"  points {answer['points']}")
        return "\n".join(lines)
    lines = [f"hand: {answer['hand']}; {answer['card']} {FROM_WORDS[answer['from']]}"]
    found = answer["made"]
    if not found:
        rule = (
            "tzq.combination.joker" if answer["card"] == JOKER and answer["from"] == "discard" else "tzq.turn.actions"
        )
        lines.append(f"no combination [{rule}]")
        return "\n".join(lines)
    lines.append(f"{len(found)} combination{'s' if len(found) != 1 else ''} [tzq.turn.actions]:")
    for item in found:
        rules = list(dict.fromkeys(rule for way in item["ways"] for rule in way_rules(way, item["cards"].split())))
        lines.append(f"  {item['cards']}: {', '.join(item['ways'])} [{', '.join(rules)}]")
    return "\n".join(lines)


class TzqCheck(JsonCheck[CardsRequest]):
    """``rulebook tzq check``: a combination, a score pile's score, or a turn's combinations, with rule ids."""

    help = "is this a combination; what a five-card score pile scores; a turn's combinations"
    description = (
        "Check Tien Zi Que cards: three cards are a combination or not (and every way they make one), five "
        "cards are a score pile (its score line by line), five cards with --card are a hand and the card a turn "
        "takes (every combination the player can make)."
    )
    examples = CHECK_EXAMPLES
    fields = ("cards", "pile", "hand", "card", "from")
    no_input = 'give CARDS (e.g. "4a 5b T" or "E E T T T") or --jsonl'
    requests = "requests"
    input_names = "CARDS, --card or --from"
    example_args = ("4a 4b 4c E E",)
    example: Mapping[str, Any] = {"pile": ["4a", "4b", "4c", "E", "E"]}
    example_reading = "score.pair-beside-three=not-counted"
    bad_example: Mapping[str, Any] = {"pile": ["E", "E", "E", "E", "T"]}
    bad_args = ("E E E E T",)
    consistency = "rulebook.tzq.corpus.consistency:check_problems"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The cards, and the card a turn takes with where it comes from."""
        parser.add_argument(
            "cards", nargs="*", metavar="CARDS", help='the cards, as one argument or several: "4a 5b T", E,E,T'
        )
        parser.add_argument(
            "--card", metavar="X", help="with five CARDS as the hand: the card drawn or taken from the discard pile"
        )
        parser.add_argument(
            "--from",
            dest="source",
            metavar="SOURCE",
            help="where --card comes from: draw (the draw pile, default) or discard (the discard pile)",
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """CARDS (an empty argument counts: no cards), --card or --from."""
        return bool(args.cards) or args.card is not None or args.source is not None

    def from_args(self, args: argparse.Namespace, reading: Any) -> CardsRequest:
        """The request of the command line."""
        return request_of(parse_tokens(" ".join(args.cards)), args.card, args.source)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> CardsRequest:
        """``{"cards"}``, ``{"pile"}`` or ``{"hand", "card", "from"}`` (a lone ``hand`` is read as CARDS)."""
        given = [name for name in ("cards", "pile", "hand") if name in data]
        if len(given) != 1:
            raise InputError('give exactly one of "cards", "pile" or "hand"')
        if "pile" in data:
            if "card" in data or "from" in data:
                raise InputError('"card" and "from" go with "hand", not "pile"')
            pile = card_list(data["pile"], "pile")
            if len(pile) != SCORE_PILE_SIZE:
                raise InputError(f"a score pile holds exactly {SCORE_PILE_SIZE} cards, got {len(pile)}")
            return CardsRequest("score", pile)
        if "cards" in data:
            if "card" in data or "from" in data:
                raise InputError('"card" and "from" go with "hand", not "cards"')
            return CardsRequest("combination", card_list(data["cards"], "cards"))
        tokens = card_list(data["hand"], "hand")
        card = data.get("card")
        source = data.get("from")
        if card is not None and not isinstance(card, str):
            raise InputError('"card" must be one card string such as "4a", "E", "T"')
        if source is not None and not isinstance(source, str):
            raise InputError('"from" must be "draw" or "discard"')
        return request_of(tokens, card, source)

    def question(self, request: CardsRequest, answer: dict[str, Any]) -> str:
        """The question the request asks: ``combination``, ``score`` or ``combinations``."""
        return request.question


CHECK = TzqCheck(answer_json, render_text)

__all__ = ["CHECK", "CardsRequest", "TzqCheck", "answer_json", "render_text", "request_of", "why_not"]
