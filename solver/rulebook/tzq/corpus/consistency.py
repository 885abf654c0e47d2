"""What a Tien Zi Que answer must not contradict within itself, whichever encoding gave it (issue 15).

These are the ties between an answer's own fields, not rules of the game: a ``combination`` answer is a
combination exactly when it names a way, its ways sorted and each a run of three numbers in a row or a triplet; a
``combinations`` answer lists sorted, distinct texts of three cards; a ``score``'s points are the sum of its lines,
the lines named by scoring rules in the register's order (only the Pair may repeat); ``legal_actions`` are sorted,
distinct action texts; an ``apply`` answer is ``{"refused": true}`` or every field of
:func:`rulebook.tzq.outcome.outcome_json`, its 54 cards counted (score piles, discard pile, hands and draw pile), a
winner only once a round is over. ``rulebook generate`` runs :func:`answer_problems` on every expected answer, and
the check command runs :func:`check_problems` on its JSON answers.

>>> answer_problems("combination", {"combination": True, "ways": []})
['a combination names at least one way, and no combination names none']
>>> answer_problems("score", {"points": 3, "lines": [{"rule": "tzq.score.pair", "points": 2}]})
['the points 3 are not the sum of the lines, 2']
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

SCORE_RULES = (
    "tzq.score.colour",
    "tzq.score.white-hand",
    "tzq.score.five-elements",
    "tzq.score.emperor",
    "tzq.score.proud-dragon",
    "tzq.score.pair",
    "tzq.score.three-of-a-kind",
    "tzq.score.four-of-a-kind",
    "tzq.score.characters",
)
"""The scoring rules in the register's order (``spec/tzq.toml``): the order of a score's lines."""
_WAY = re.compile(r"run (?P<a>[1-7])-(?P<b>[2-8])-(?P<c>[3-9])|triplet (?:[1-9]|[ESWND])")


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _sorted_strings(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value) and value == sorted(set(value))


def way_problems(ways: object) -> list[str]:
    """What is wrong with a list of ways (``"run 3-4-5"``, ``"triplet E"``)."""
    if not _sorted_strings(ways):
        return ["the ways are not a sorted list of distinct texts"]
    problems = []
    assert isinstance(ways, list)
    for way in ways:
        match = _WAY.fullmatch(way)
        if match is None or (match["a"] and not int(match["a"]) + 2 == int(match["b"]) + 1 == int(match["c"])):
            problems.append(f"{way!r} is neither a run of three numbers in a row nor a triplet")
    return problems


def score_problems(answer: Mapping[str, Any]) -> list[str]:
    """What is wrong with a score: points the sum of the lines, lines of scoring rules in order, only Pair twice."""
    points, lines = answer.get("points"), answer.get("lines")
    if not _is_count(points) or not isinstance(lines, list):
        return ["a score has whole points and a list of lines"]
    if not all(isinstance(line, Mapping) and _is_count(line.get("points")) for line in lines):
        return ["every line has a rule and whole points"]
    problems = []
    total = sum(line["points"] for line in lines)
    if total != points:
        problems.append(f"the points {points} are not the sum of the lines, {total}")
    rules = [line.get("rule") for line in lines]
    unknown = [rule for rule in rules if rule not in SCORE_RULES]
    if unknown:
        return [*problems, f"lines name rules that do not score: {unknown}"]
    if rules != sorted(rules, key=SCORE_RULES.index):
        problems.append("the lines are not in the register's order")
    repeated = sorted({rule for rule in rules if rules.count(rule) > 1} - {"tzq.score.pair"})
    if repeated or rules.count("tzq.score.pair") > 2:
        problems.append(f"a row scores more often than a five-card pile allows: {repeated or ['tzq.score.pair']}")
    if any(line["points"] <= 0 for line in lines):
        problems.append("a line scores no points")
    return problems


OUTCOME_FIELDS = (
    "phase",
    "round",
    "turn",
    "winner",
    "totals",
    "game_winners",
    "score_piles",
    "discard_pile",
    "last_discarded",
    "taken",
    "hand_sizes",
    "draw_pile_size",
    "reshuffled",
)
"""The fields of an ``apply`` answer (:func:`rulebook.tzq.outcome.outcome_json`)."""
DECK_SIZE = 54


def outcome_problems(answer: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in one ``apply`` answer."""
    if dict(answer) == {"refused": True}:
        return []
    if sorted(answer) != sorted(OUTCOME_FIELDS):
        return [f"an apply answer is {{'refused': true}} or the fields {', '.join(OUTCOME_FIELDS)}"]
    piles, sizes = answer["score_piles"], answer["hand_sizes"]
    counts = [answer["draw_pile_size"], *sizes]
    if not all(_is_count(value) for value in counts) or not all(isinstance(pile, list) for pile in piles):
        return ["the sizes are not counts, or the score piles not lists"]
    held = sum(counts) + sum(len(pile) for pile in piles) + len(answer["discard_pile"])
    problems = [f"the answer places {held} cards; the deck is {DECK_SIZE}"] if held != DECK_SIZE else []
    if answer["winner"] is not None and answer["phase"] not in ("round-over", "game-over"):
        problems.append(f"a winner is named while the round is played (phase {answer['phase']})")
    if (answer["game_winners"] is None) != (answer["phase"] != "game-over"):
        problems.append(f"game winners are named exactly once the game is over (phase {answer['phase']})")
    return problems


def answer_problems(question: str, answer: Any) -> list[str]:
    """Every contradiction within one corpus answer to ``question``."""
    if question == "legal_actions":
        return [] if _sorted_strings(answer) else ["the legal actions are not a sorted list of distinct texts"]
    if not isinstance(answer, Mapping):
        return ["the answer is not a JSON object"]
    if question == "combination":
        combination, ways = answer.get("combination"), answer.get("ways")
        if not isinstance(combination, bool):
            return ["combination is not true or false"]
        problems = way_problems(ways)
        if not problems and combination != bool(ways):
            problems.append("a combination names at least one way, and no combination names none")
        return problems
    if question == "combinations":
        found = answer.get("combinations")
        if not _sorted_strings(found):
            return ["the combinations are not a sorted list of distinct texts"]
        assert isinstance(found, list)
        bad = [text for text in found if len(text.split()) != 3]
        return [f"{text!r} is not three cards" for text in bad]
    if question == "score":
        return score_problems(answer)
    if question == "apply":
        return outcome_problems(answer)
    return [f"unknown question {question!r}"]


def check_problems(answer: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in one JSON answer of ``rulebook tzq check`` (its ``question`` says which)."""
    question = answer.get("question")
    if question == "combination":
        return answer_problems("combination", {"combination": answer.get("combination"), "ways": answer.get("ways")})
    if question == "combinations":
        return answer_problems("combinations", {"combinations": answer.get("combinations")})
    if question == "score":
        return score_problems(answer)
    return [f"the answer names no question it answers: {question!r}"]


__all__ = [
    "OUTCOME_FIELDS",
    "SCORE_RULES",
    "answer_problems",
    "check_problems",
    "outcome_problems",
    "score_problems",
    "way_problems",
]
