"""What a SORRY! answer must not contradict within itself, whichever encoding gave it (issue 15).

These are the ties between an answer's own fields, not the rules of the game:

- a ``moves`` answer lists at least one option (a card with no move still gives the lost turn), each move text
  once; the lost turn (``pass`` by ``sorry.move.must``) stands alone; a ``pass`` is either that or the 11's
  declined swap (``sorry.card.eleven``, beside at least one move); every other option moves a pawn in at least one
  part, each part from one place to another, and leads to a position of four pawns per colour;
- a ``score`` answer names a winner among the colours scored, who scores more than anyone else (the winner's four
  pawns HOME alone are worth more than any loser's three);
- ``legal_actions``: distinct action texts (none only once the game is over: the input layer refuses a state
  that waits for an action and offers none);
- ``apply``: ``{"refused": true}``, or a state whose winners are named exactly when the game is over;
- a case that expects its input refused (``{"error": true}``, a position no finished game reaches) has no answer to
  hold to these ties.

``rulebook generate`` runs :func:`answer_problems` on every expected answer; the check command's
:meth:`~rulebook.sorry.commands.check.SorryMoves.inconsistencies` runs :func:`moves_problems` on its JSON answers.

>>> moves_problems({"moves": [{"move": "pass", "rule": "sorry.move.must", "parts": [], "position": {}},
...                           {"move": "R 4-7", "rule": "sorry.card.forward",
...                            "parts": [{"pawn": "R", "from": "4", "to": "7"}], "position": {}}]})
['the lost turn (sorry.move.must) is listed beside moves: a player who can move must']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rulebook.core.corpus.cases import INPUT_ERROR, applied_state_problems

PASS = "pass"
MUST = "sorry.move.must"
ELEVEN = "sorry.card.eleven"
PAWNS = 4


def moves_problems(answer: Any) -> list[str]:
    """What contradicts itself in one card's moves."""
    options = answer.get("moves") if isinstance(answer, Mapping) else None
    if not isinstance(options, list) or not all(isinstance(option, Mapping) for option in options):
        return ['a moves answer is {"moves": [...]}, a list of options']
    if not options:
        return [f"no option at all: a card with no move still gives the lost turn ({MUST})"]
    problems = []
    texts = [option.get("move") for option in options]
    if len(set(map(str, texts))) != len(texts):
        problems.append("a move is listed twice")
    passes = [option for option in options if option.get("move") == PASS]
    moving = len(options) - len(passes)
    for option in passes:
        if option.get("rule") == MUST and moving:
            problems.append(f"the lost turn ({MUST}) is listed beside moves: a player who can move must")
        elif option.get("rule") == ELEVEN and not moving:
            problems.append(f"the 11's declined swap ({ELEVEN}) is listed with no move to decline")
        elif option.get("rule") not in (MUST, ELEVEN):
            problems.append(f"a pass is the lost turn ({MUST}) or the 11's declined swap ({ELEVEN})")
    for option in options:
        if option.get("move") != PASS:
            problems += [f"{option.get('move')}: {problem}" for problem in move_problems(option)]
    return problems


def move_problems(option: Mapping[str, Any]) -> list[str]:
    """What contradicts itself in one move: parts that go nowhere, a resulting position not of four pawns each."""
    problems = []
    parts = option.get("parts")
    if not isinstance(parts, list) or not parts:
        problems.append("a move moves a pawn in at least one part")
    elif any(not isinstance(part, Mapping) or part.get("from") == part.get("to") for part in parts):
        problems.append("each part moves a pawn from one place to another")
    position = option.get("position")
    if not isinstance(position, Mapping) or any(
        not isinstance(places, list) or len(places) != PAWNS for places in position.values()
    ):
        problems.append(f"the resulting position has {PAWNS} pawns of each colour")
    return problems


def score_problems(answer: Any) -> list[str]:
    """What contradicts itself in one score: a winner not scored, or not the highest score."""
    if not isinstance(answer, Mapping) or not isinstance(answer.get("scores"), Mapping):
        return ['a score answer is {"winner": colour, "scores": {colour: points}}']
    scores, winner = answer["scores"], answer.get("winner")
    if winner not in scores:
        return [f"the winner {winner!r} is not among the colours scored"]
    if any(points >= scores[winner] for colour, points in scores.items() if colour != winner):
        return ["the winner scores more than every other colour"]
    return []


def answer_problems(question: str, answer: Any) -> list[str]:
    """What contradicts itself in one expected answer of the corpus."""
    if answer == INPUT_ERROR:
        return []
    if question == "moves":
        return moves_problems(answer)
    if question == "score":
        return score_problems(answer)
    if question == "legal_actions":
        if not isinstance(answer, list) or len(set(map(str, answer))) != len(answer):
            return ["the legal actions are a list of distinct texts"]
        return []
    if question == "apply":
        return applied_state_problems(answer)
    return [f"unknown question {question!r}"]


__all__ = ["answer_problems", "move_problems", "moves_problems", "score_problems"]
