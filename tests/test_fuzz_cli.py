"""``rulebook fuzz`` against this project's adapter: as written (no difference) and with a rule broken (found,
shrunk no larger than the mutant's own witness, the same again with the same seed), and its bad input."""

from __future__ import annotations

import io
import json
import shlex
import sys
from typing import Any

import pytest

from rulebook.cli import main
from rulebook.core.register import rules
from rulebook.registry import game, game_ids

ADAPTER = f"{shlex.quote(sys.executable)} -m rulebook.adapter"


def fuzz(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(["fuzz", *args, "--no-progress"], stdout=out)
    return status, out.getvalue()


def fuzz_json(*args: str) -> tuple[int, dict[str, Any]]:
    status, text = fuzz(*args, "--json")
    return status, json.loads(text)


@pytest.mark.parametrize("game_id", game_ids())
def test_our_own_adapter_shows_no_difference(game_id: str) -> None:
    # 300 requests: a question that decides few rules gets a small share (mahjong's takes about 3 %), and every
    # question must be asked.
    status, report = fuzz_json(game_id, "--engine", f"{ADAPTER} {game_id}", "--examples", "300", "--seed", "11")
    assert (status, report["difference"]) == (0, None)
    assert report["examples"] + report["refused_by_ours"] >= 300 or report["examples"] >= 270
    assert set(report["by_question"]) == set(game(game_id).questions)  # every question was asked


def witness_size(game_id: str, rule: str) -> int:
    """The size of the witness of ``rule``'s first mutant (what ``--mutant RULE`` breaks), from its own search."""
    chosen = game(game_id)
    assert chosen.mutants is not None
    return next(found.witness.size for found in chosen.mutants() if found.mutant.rule == rule)


def test_a_broken_rule_is_found_shrunk_and_found_again_with_the_same_seed() -> None:
    rule = "mahjong.claim.pung"
    engine = f"{ADAPTER} mahjong --mutant {rule}"
    args = ("mahjong", "--engine", engine, "--question", "claims", "--examples", "400", "--seed", "3")
    status, report = fuzz_json(*args)
    assert status == 1
    found = report["difference"]
    assert found["question"] == "claims"
    assert found["size"] <= witness_size("mahjong", rule)
    assert found["size"] <= found["first_size"]
    assert (found["rule"], found["rules"]) == (rule, [rule])  # the one rule broken, not every rule of claims
    assert found["case"]["expected"] == found["expected"] != found["got"]
    again_status, again = fuzz_json(*args)
    assert again_status == 1
    assert (again["examples"], again["difference"]) == (report["examples"], found)  # the seed repeats the run


def test_the_ruling_reads_as_text() -> None:
    engine = f"{ADAPTER} mahjong --mutant mahjong.settle.east-double"
    status, text = fuzz("mahjong", "--engine", engine, "--question", "settle", "--examples", "200", "--seed", "1")
    assert status == 1
    assert "DIFFERENCE on settle: a different answer" in text
    assert "the rule it breaks (its broken version gives the engine's very answer):" in text
    named = [rule.id for rule in rules("mahjong") if rule.id in text.split("a ready corpus case")[0]]
    assert named == ["mahjong.settle.east-double"]  # the one rule, with its section; no other rule of settle
    assert "a ready corpus case" in text
    assert "reproduce: rulebook fuzz mahjong --engine" in text


def test_a_hung_engine_is_reported_not_waited_for(tmp_path: Any) -> None:
    script = tmp_path / "hang.py"
    script.write_text("import sys, time\nfor line in sys.stdin:\n    time.sleep(60)\n")
    engine = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"
    status, report = fuzz_json(
        "mahjong",
        "--engine",
        engine,
        "--question",
        "drawn",
        "--timeout",
        "0.5",
        "--examples",
        "5",
        "--seed",
        "0",
        "--shrink-seconds",
        "2",
    )
    assert status == 1
    assert report["difference"]["problem"] == "no answer within 0.5 s"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["mahjong"], "--engine COMMAND is required"),
        (["mahjong", "--engine", "x", "--question", "nope"], "no question 'nope'"),
        (["mahjong", "--engine", "x", "--reading", "no.such=1"], "no.such"),
        (["mahjong", "--engine", "x", "--examples", "0"], "at least 1"),
        (["mahjong", "--engine", "x", "--seconds", "-1"], "positive"),
        (["mahjong", "--engine", "./no-such-engine-here"], "cannot start the engine"),
        (["mahjong", "--engine", "'unbalanced"], "not a command line"),
    ],
)
def test_bad_input_is_one_message_and_exit_status_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        status = main(["fuzz", *args, "--no-progress"])
    except SystemExit as exit_:  # a bad option value is the parser's error, while reading the command line
        status = exit_.code  # type: ignore[assignment]
    assert status == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
