"""``rulebook forbidden check`` names the readings that decide its answer, with the other answer (issue 44).

The hands are worked by hand from the rulebook and the reading register (``spec/forbidden.toml``):

- R2 R3 R4 EM ES: R2-R4 is a sequence (5 points), every number card is placed. Under the default readings the
  Emperor counts as a Forbidden card on its own (``emperor.forbidden=always``) and it is the only one: a lone
  Forbidden card stops a Cheng (Section 7, ``forbidden.cheng.lone-forbidden``). Under
  ``emperor.forbidden=with-real-forbidden`` it does not count (no Forbidden card at all), and under
  ``empress.lone-forbidden=yes`` the Empress lets one Forbidden card go Cheng: either way the player may go Cheng,
  scoring (5 + Cheng bonus 10) x 2 for the Royal Marriage = 30. Under ``marriage=empress-alone`` the Royal Marriage is
  the Empress's alone: still x2, but the score line names her alone. No other hand reading touches these cards.
- ``--discards 2`` is the Fast version's (``variant.fast=yes``); under the rulebook's one discard it is refused.
"""

from __future__ import annotations

import json

from tests.cli_in_process import run_cli

ROYALS = "R2 R3 R4 EM ES"


def decided(answer: dict[str, object]) -> list[tuple[str, str, str]]:
    """``(reading, chosen, other)`` of each deciding reading of a JSON answer."""
    return [(each["reading"], each["chosen"], each["other"]) for each in answer["decided_by"]]  # type: ignore[attr-defined]


def test_the_text_names_the_reading_that_refuses_the_cheng_and_the_other_answer() -> None:
    status, out = run_cli(["forbidden", "check", ROYALS])
    assert status == 0
    lines = out.splitlines()
    assert "verdict: complete, but the player may not go Cheng" in lines
    assert [line for line in lines if line.startswith("decided by")] == [
        "decided by the reading emperor.forbidden=always; with emperor.forbidden=with-real-forbidden: "
        "complete — the player may go Cheng",
        "decided by the reading marriage=emperor-and-empress; with marriage=empress-alone: "
        "x2 Royal Marriage (the Empress) [forbidden.score.royal-marriage]",
        "decided by the reading empress.lone-forbidden=no; with empress.lone-forbidden=yes: "
        "complete — the player may go Cheng",
    ]


def test_the_json_lists_each_deciding_reading_with_the_whole_other_answer() -> None:
    status, out = run_cli(["forbidden", "check", ROYALS, "--json"])
    assert status == 0
    answer = json.loads(out)
    assert list(answer)[-1] == "decided_by", "decided_by follows the game's keys"
    assert (answer["may_cheng"], answer["cheng_score"], answer["refused_by"]) == (
        False,
        None,
        ["forbidden.cheng.lone-forbidden"],
    )
    assert decided(answer) == [
        ("emperor.forbidden", "always", "with-real-forbidden"),
        ("marriage", "emperor-and-empress", "empress-alone"),
        ("empress.lone-forbidden", "no", "yes"),
    ]
    emperor, marriage, empress = (each["answer"] for each in answer["decided_by"])
    for other in (emperor, empress):
        assert other["question"] == "hand"
        assert (other["may_cheng"], other["cheng_score"], other["refused_by"]) == (True, 30, [])
        assert "decided_by" not in other
    assert (marriage["may_cheng"], marriage["other_score"]) == (False, 10)
    assert [line["item"] for line in marriage["other_breakdown"]][-1] == "Royal Marriage (the Empress)"


def test_a_json_line_is_decided_under_its_own_reading() -> None:
    # Under the line's emperor.forbidden=with-real-forbidden the player may go Cheng; the Empress's reading then
    # changes nothing (there is no Forbidden card to let through), so only the Emperor's and the marriage's decide.
    line = json.dumps({"hand": ROYALS, "reading": {"emperor.forbidden": "with-real-forbidden"}})
    status, out = run_cli(["forbidden", "check", "--jsonl"], line + "\n")
    assert status == 0
    answer = json.loads(out)
    assert (answer["may_cheng"], answer["cheng_score"]) == (True, 30)
    assert decided(answer) == [
        ("emperor.forbidden", "with-real-forbidden", "always"),
        ("marriage", "emperor-and-empress", "empress-alone"),
    ]
    assert answer["decided_by"][0]["answer"]["refused_by"] == ["forbidden.cheng.lone-forbidden"]


def test_a_hand_no_reading_decides_has_an_empty_list_and_no_line() -> None:
    # R2 R3 R4 G5 G5 G5: a sequence and a pung, no wild, no Forbidden or royal card, no Yin-Yang, nothing laid:
    # complete, 10 points + 10 Cheng bonus = 20, the same under every hand reading.
    status, out = run_cli(["forbidden", "check", "R2 R3 R4 G5 G5 G5", "--json"])
    assert status == 0
    answer = json.loads(out)
    assert (answer["may_cheng"], answer["cheng_score"], answer["decided_by"]) == (True, 20, [])
    status, out = run_cli(["forbidden", "check", "R2 R3 R4 G5 G5 G5"])
    assert status == 0 and "decided by" not in out


def test_a_request_the_other_reading_refuses_is_answered_refused_as_input() -> None:
    # Two discards are the Fast version's: under variant.fast=no the same request is refused as input.
    argv = ["forbidden", "check", "B7 B7 B7 G4 G4 G4 G4 R4 R5 RY F F F B2 B3", "--discards", "2"]
    status, out = run_cli([*argv, "--reading", "variant.fast=yes", "--json"])
    assert status == 0
    fast = [each for each in json.loads(out)["decided_by"] if each["reading"] == "variant.fast"]
    assert len(fast) == 1 and fast[0]["other"] == "no"
    assert fast[0]["answer"] == {
        "error": "refused as input: --discards 2: the rulebook allows 1 discard before going Cheng"
        " (the Fast version allows 2: --reading variant.fast=yes)"
    }
    status, out = run_cli([*argv, "--reading", "variant.fast=yes"])
    assert "decided by the reading variant.fast=yes; with variant.fast=no: refused as input: --discards 2" in out


def test_the_wild_readings_left_unasked_for_a_hand_without_a_wild_change_no_such_hand() -> None:
    # HandCheck.moot_readings skips the wild.* readings when no wild card is held (Section 5: they rule what a wild
    # card stands for and earns). Asked anyway, on every fifth wild-free hand of the committed single-suit and
    # bug-class families (laid sets included), each of their options answers as the default does; a hand with a
    # wild card keeps them asked.
    from pathlib import Path

    from rulebook.forbidden.commands.check import CHECK, HandRequest
    from rulebook.forbidden.hand import parse_query
    from rulebook.forbidden.reading import Reading

    root = Path(__file__).resolve().parents[2] / "generated" / "forbidden"
    inputs = [
        case["input"]
        for family in ("single_suit", "bug_classes", "hand_readings")
        for case in json.loads((root / f"{family}.json").read_text())["cases"]
        if case["question"] == "hand"
    ]
    wild_free = [each for each in inputs if "W" not in (each["hand"] + " ".join(each["laid"])).upper().split()]
    assert len(wild_free) > 200
    default = Reading()
    others = [
        default.with_choices({key: option})
        for key in CHECK.moot_readings(HandRequest(parse_query("R2 R3 R4", [], 0)))
        for option in ("allowed", "refused", "no", "yes")
        if option != default.as_mapping()[key] and option in _options(key)
    ]
    assert {key for other in others for key in other.changed()} == {
        "wild.exhausted-card",
        "wild.yin-yang-bonus",
        "wild.counts-for-size",
        "wild.claimable",  # a play reading, outside the check's scopes; a hand's answer does not read it either
    }
    for each in wild_free[::5]:
        request = HandRequest(parse_query(each["hand"], each["laid"], each["table_forbidden"]))
        this = CHECK.as_json(CHECK.answer(request, default))
        for other in others:
            assert CHECK.as_json(CHECK.answer(request, other)) == this, (each, other.changed())
    assert CHECK.moot_readings(HandRequest(parse_query("R2 R2 W", [], 0))) == frozenset()


def _options(key: str) -> tuple[str, ...]:
    from rulebook.core.register import reading_keys

    return next(entry.options for entry in reading_keys("forbidden") if entry.key == key)
