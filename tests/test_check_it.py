"""Every game's witness ends with "Check it" commands, and running one shows the answer the witness gives.

Issue 44: a witness prints the ``rulebook`` command a user runs to see each answer, under each reading compared
(:mod:`rulebook.core.witnesses.check_it`). Here, for a reading of every game (and each kind of input a game's check
command takes: a hand, a score pile, a placement, a position of play with an action), the witness is found, its
"Check it" line printed by ``rulebook diff`` is read back, run through ``main`` with ``--json``, and its answer must
hold the witness's answer under that reading — and not the other reading's, so a command that ignored the reading
would fail. An input one reading refuses outright (a card's order number its deck does not hold) is refused by the
command too, with the same message and exit status 2.
"""

from __future__ import annotations

import io
import json
import shlex
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.witnesses.check_it import CheckLine, reading_options
from tests.cli_in_process import run_cli

CASES = [
    ("forbidden", "emperor.forbidden=with-real-forbidden"),
    ("forbidden", "claim.wild=no"),
    ("mahjong", "score.wind-pair=own"),
    ("mahjong", "score.limit=500"),  # a whole hand with a concealed kong: --concealed-kong on the command
    ("mahjong", "claim.chow-from=next"),
    ("mahjong", "claim.priority=turn-order"),
    ("mahjong", "settle.east-double=winner"),
    ("tzq", "score.second-pair=once"),
    ("tzq", "draw.reshuffle=when-needed"),
    ("laopengh", "place.fits-no-pile=no-legal-place"),
    ("laopengh", "suspicion.window=next-on-pile"),
    ("laopengh", "deck.order-numbers=stated"),
    ("sorry", "slide.own-pawns=blocks"),
    ("sorry", "points.swap-discard=must-swap"),
    ("sorry", "points.bonus=best-only"),
]
"""A reading of every game, one for each kind of check command its witnesses are shown by."""


def holds(found: Any, answer: Any) -> bool:
    """Whether the command's JSON answer ``found`` holds ``answer``: equal, a dict with all its fields, or inside."""
    if found == answer:
        return True
    same_dict = isinstance(answer, dict) and isinstance(found, dict) and all(key in found for key in answer)
    if same_dict and all(holds(found[key], value) for key, value in answer.items()):
        return True
    same_list = isinstance(answer, list) and isinstance(found, list) and len(answer) == len(found)
    if same_list and all(holds(inner, value) for inner, value in zip(found, answer, strict=True)):
        return True
    children = found.values() if isinstance(found, dict) else found if isinstance(found, list) else ()
    return any(holds(child, answer) for child in children)


def _command(line: str) -> tuple[list[str], str]:
    """A printed "Check it" command as ``main``'s arguments and its standard input (``echo '...' | rulebook ...``)."""
    stdin = ""
    if line.startswith("echo "):
        echoed, _, line = line.partition(" | ")
        (stdin,) = shlex.split(echoed)[1:]
    words = shlex.split(line)
    assert words[0] == "rulebook"
    return words[1:], stdin


def _shown(game: str, payload: dict[str, Any], answer: Any) -> tuple[Any, Any]:
    """What the command's JSON and the witness's answer say alike, for the commands whose JSON is richer.

    Mahjong's ``check`` gives the score line by line (its doublings listed): its points and score are compared.
    A ``moves`` command lists each legal action with its rules: the actions' texts are compared with the list.
    Tien Zi Que's ``apply`` gives the next state whole, the corpus's answer what the rules decide of it: the phase,
    the round, whose turn, the winner, the cards to draw and each hand's size, read off the state here.
    """
    if game == "mahjong" and "score" in payload and isinstance(answer, dict) and "score" in answer:
        score = payload["score"]
        return (score["points"], score["score"]), (answer["points"], answer["score"])
    if game == "tzq" and "players" in payload and isinstance(answer, dict) and "draw_pile_size" in answer:
        state = {
            "phase": payload["phase"],
            "round": payload["round"],
            "turn": payload["turn"],
            "winner": payload["winner"],
            "draw_pile_size": len(payload["draw_pile"]),
            "hand_sizes": [len(player["hand"]) for player in payload["players"]],
        }
        return state, {key: answer[key] for key in state}
    if "actions" in payload and isinstance(answer, list):  # ``moves``: the legal actions, each with its text
        return sorted(action["text"] for action in payload["actions"]), sorted(answer)
    return payload, answer


@pytest.mark.parametrize(("game", "reading"), CASES)
def test_the_printed_check_command_shows_each_readings_answer(
    game: str, reading: str, capsys: pytest.CaptureFixture[str]
) -> None:
    out = io.StringIO()
    assert main(["diff", game, "--reading", reading, "--no-impact", "--quiet", "--json"], out) == 0
    finding = json.loads(out.getvalue())["finding"]
    assert finding["kind"] == "witness"
    text = io.StringIO()
    assert main(["diff", game, "--reading", reading, "--no-impact", "--quiet"], text) == 0
    lines = [line.strip()[len("Check it: ") :] for line in text.getvalue().splitlines() if "Check it: " in line]
    assert len(lines) == 2, f"{game}: one Check it line for each reading compared"
    answers = (finding["base_answer"], finding["other_answer"])
    for index, line in enumerate(lines):
        argv, stdin = _command(line)
        capsys.readouterr()
        status, shown = run_cli(argv if "--jsonl" in argv else [*argv, "--json"], stdin)
        refused = answers[index]
        if isinstance(refused, dict) and set(refused) == {"error"}:  # the input this reading refuses outright
            assert status == 2 and refused["error"] in capsys.readouterr().err, line
            continue
        assert status == 0, line
        payload = json.loads(shown)
        payload.pop("decided_by", None)  # the answers under the other readings, the other one among them
        found, answer = _shown(game, payload, answers[index])
        assert holds(found, answer), f"{line} does not show {answer}"
        found, other = _shown(game, payload, answers[1 - index])
        assert not holds(found, other), f"{line} shows the other reading's answer"


def test_a_check_command_adds_each_reading_choice() -> None:
    command = CheckLine(("mahjong", "check", "EE", "--loser"))
    assert command.argv("score.wind-pair=own") == [
        "mahjong",
        "check",
        "EE",
        "--loser",
        "--reading",
        "score.wind-pair=own",
    ]
    assert command.line("a=b, c=d").endswith("--reading a=b --reading c=d")
    assert reading_options("mahjong.score.pair as written") == []  # a rule mutant's rule set is no reading


def test_a_state_is_echoed_into_the_command() -> None:
    line = CheckLine(("tzq", "apply", "-", "draw"), stdin='{"a": "it\'s"}').line("x=y")
    argv, stdin = _command(line)
    assert argv == ["tzq", "apply", "-", "draw", "--reading", "x=y"] and json.loads(stdin) == {"a": "it's"}
