"""``rulebook readings`` and ``rulebook diff``: the register, a ruling end to end, JSON, bad input."""

from __future__ import annotations

import json

import pytest

from rulebook.cli import main
from rulebook.core.register import reading_keys, rule_ids


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_readings_prints_every_key_with_its_default(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["readings", "forbidden"], capsys)
    assert status == 0
    for entry in reading_keys("forbidden"):
        assert f"{entry.key} — " in out
        assert f"{entry.default} (default)" in out
    assert "Readings of hands" in out and "Readings of play" in out


def test_readings_json_carries_the_register(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["readings", "forbidden", "--json"], capsys)
    assert status == 0
    entries = json.loads(out)
    assert [entry["key"] for entry in entries] == [entry.key for entry in reading_keys("forbidden")]
    emperor = next(entry for entry in entries if entry["key"] == "emperor.forbidden")
    assert emperor["default"] == "always" and "with-real-forbidden" in emperor["options"]


def test_readings_mutants_cover_every_rule(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(["readings", "forbidden", "--mutants", "--json"], capsys)
    assert status == 0
    assert {item["rule"] for item in json.loads(out)} == set(rule_ids("forbidden"))


def test_diff_reads_like_a_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["diff", "forbidden", "--reading", "marriage=empress-alone", "--samples", "200", "--games", "3"]
    status, out, err = run(argv, capsys)
    assert status == 0
    assert out.startswith("marriage — What is a Royal Marriage?")
    # The smallest difference is the Empress alone, grown into a whole hand of 14 cards by whole sets (issue 44).
    assert "Witness, a whole hand (14 cards; the smallest difference is 1 of them):" in out
    assert "the smallest difference: ES (Empress)" in out
    hand = "R8 R8 R8 G8 G8 G8 B2 B3 B4 B5 B8 B8 B8 ES"
    assert f"hand: {hand}\n" in out
    # Three pungs (5 each) and a run of four (10): 25 in sets; going Cheng adds the bonus 10: 35. A marriage of the
    # Empress alone doubles the whole score (Scoring): 70, and 50 when another player goes Cheng.
    assert "Under marriage=emperor-and-empress: may go Cheng, scoring 35; scores 25" in out
    assert "Under marriage=empress-alone: may go Cheng, scoring 70; scores 50" in out
    assert f"Check it: rulebook forbidden check '{hand}' --reading marriage=empress-alone" in out
    assert "200 random 14-card hands" in out and "of 3 games" in out
    assert "searching" in err  # progress goes to standard error


def test_diff_json_carries_the_witness_in_the_check_input_format(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["diff", "forbidden", "--reading", "emperor.forbidden=with-real-forbidden", "--no-impact", "--json"]
    status, out, _ = run(argv, capsys)
    assert status == 0
    payload = json.loads(out)
    assert payload["finding"]["kind"] == "witness"
    # The smallest difference (the Emperor alone) is kept as the part of a whole hand of 14 cards.
    assert payload["finding"]["part"] == {"hand": "EM", "laid": [], "table_forbidden": 0}
    assert payload["finding"]["size"] == 14 and payload["finding"]["input"]["hand"].split()[-1] == "EM"
    assert payload["other"] == {"emperor.forbidden": "with-real-forbidden"} and payload["impact"] == {}


def test_diff_with_a_base_compares_two_non_default_readings(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["diff", "forbidden", "--base", "marriage=empress-alone", "--reading", "marriage=emperor-and-empress"]
    status, out, _ = run([*argv, "--no-impact", "--json"], capsys)
    assert status == 0
    payload = json.loads(out)
    assert payload["base"] == {"marriage": "empress-alone"} and payload["other"] == {}
    # The Empress alone doubles the base's whole score: twice the other's, on the same whole hand.
    base, other = payload["finding"]["base_answer"], payload["finding"]["other_answer"]
    assert base["cheng_score"] == 2 * other["cheng_score"] and base["other_score"] == 2 * other["other_score"]


def test_diff_of_a_play_reading_gives_a_position(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["diff", "forbidden", "--reading", "claim.wild=no", "--no-impact", "--json"]
    status, out, _ = run(argv, capsys)
    assert status == 0
    finding = json.loads(out)["finding"]
    assert set(finding["input"]) == {"state", "action"}
    assert finding["base_answer"] != finding["other_answer"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--reading", "emperor.forbidden=sometimes"], "has no option 'sometimes'"),
        (["--reading", "no.such.key=yes"], "unknown reading 'no.such.key'"),
        (["--reading", "marriage=emperor-and-empress"], "the two readings are the same"),
        (["--reading", "marriage=empress-alone", "--reading", "claim.wild=no"], "separately"),
        (["--reading", "marriage"], "not of the form KEY=VALUE"),
    ],
)
def test_bad_diff_input_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(["diff", "forbidden", *argv, "--no-impact"], capsys)
    assert status == 2
    assert message in err and err.count("\n") <= 2 and "Traceback" not in err
    assert out == ""


def test_every_help_example_names_real_readings() -> None:
    import shlex

    from rulebook.forbidden.commands.readings import DIFF_EXAMPLES
    from rulebook.forbidden.reading import Reading

    examples = [line.strip() for line in DIFF_EXAMPLES.splitlines() if line.strip().startswith("rulebook diff")]
    assert len(examples) >= 4
    for example in examples:
        words = shlex.split(example)
        pairs = [words[i + 1] for i, word in enumerate(words) if word in ("--reading", "--base")]
        assert pairs, example
        Reading.from_pairs(pairs)  # an InputError here names the bad reading
