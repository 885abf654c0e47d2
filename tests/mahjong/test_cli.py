"""``rulebook mahjong check``: hand-worked answers, the JSON shape, batch mode, and bad input."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from rulebook.cli import build_parser
from rulebook.core.commands import check as frame
from rulebook.core.errors import InputError
from rulebook.mahjong.commands.check import CHECK
from rulebook.mahjong.reading import Reading

TWO_WAYS = "111222333m 55p EEE"
ONE_WAY = "123m 456p 789s EE RdRdRd"


def run_jsonl(stdin: io.StringIO, stdout: io.StringIO) -> int:
    return frame.run_jsonl(CHECK, Reading(), stdin, stdout)


def check(*argv: str, stdin: str | None = None, monkeypatch: pytest.MonkeyPatch | None = None) -> tuple[int, str]:
    args = build_parser().parse_args(["mahjong", "check", *argv])
    if stdin is not None:
        assert monkeypatch is not None
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    stdout = io.StringIO()
    status: int = args.run(args, stdout)
    return status, stdout.getvalue()


def check_json(hand: str) -> dict[str, Any]:
    status, out = check(hand, "--json")
    assert status == 0
    answer: dict[str, Any] = json.loads(out)
    return answer


def test_text_lists_both_splits_of_three_runs_of_one_to_three() -> None:
    # 111 222 333m is three pungs or three 123m chows; 55p is the pair, EEE a pung.
    status, out = check(TWO_WAYS)
    assert status == 0
    assert out.splitlines() == [
        "hand: 111222333m 55p EEE (14 tiles)",
        "winning: four sets and a pair [mahjong.hand.standard-form]",
        "2 decompositions:",
        "  111m 222m 333m 55p EEE: pung, pung, pung, pair, pung [mahjong.set.pung, mahjong.set.pair]",
        "  123m 123m 123m 55p EEE: chow, chow, chow, pair, pung [mahjong.set.pung, mahjong.set.chow, mahjong.set.pair]",
        # The best split scores four concealed pungs: 1m terminals 8, 2m and 3m simples 4 each, East (a wind) 8;
        # 55p is a suit pair (0); +10 for winning = 34; East is the seat wind: doubled, 68.
        "best split: 111m 222m 333m 55p EEE",
        "score as the winner (seat wind E, East):",  # seat wind E is the dealer's, East (Beginning)
        "  111m       concealed pung    8  [mahjong.score.pung]",
        "  222m       concealed pung    4  [mahjong.score.pung]",
        "  333m       concealed pung    4  [mahjong.score.pung]",
        "  55p        concealed pair    0  [mahjong.score.pair]",
        "  EEE        concealed pung    8  [mahjong.score.pung]",
        "  winning    bonus            10  [mahjong.score.winner-bonus]",
        "  points 34",
        "  x2 [mahjong.double.own-wind]",
        "  score 68 (limit 300) [mahjong.score.limit]",
        # The readings that decide it: three sets and a pair take 11 tiles, not 14; a bonus of 20 shows its own
        # line; the bonus after the doubling makes 24 x 2 + 10 = 58.
        "decided by the reading hand.sets=four; with hand.sets=three: not a winning hand: wrong tile count "
        "(14 tiles in hand, 11 expected) [mahjong.hand.standard-form]",
        "decided by the reading score.winner-bonus=10; with score.winner-bonus=20: winning bonus 20 "
        "[mahjong.score.winner-bonus]",
        "decided by the reading score.bonus-order=before-doubling; with score.bonus-order=after-doubling: "
        "score 58 (limit 300) [mahjong.score.limit]",
    ]


def test_a_pure_suit_says_its_three_doublings_once_with_their_total() -> None:
    # Characters only, no honour ("Only the winners" 2): exposed pung of 9m (terminals, exposed) 4, chows 0, a pair
    # of 1m 0, +10 = 14; the pure suit doubles three times, x8 = 112, said on one line (issue 44).
    status, out = check("123m 456m 789m 11m", "--exposed", "999m", "--seat-wind", "S")
    assert status == 0
    lines = out.splitlines()
    assert "  points 14" in lines and "  score 112 (limit 300) [mahjong.score.limit]" in lines
    assert [line for line in lines if line.startswith("  x")] == ["  x8 (three doublings) [mahjong.double.pure-suit]"]


def test_two_dragon_pungs_doubling_each_say_x4() -> None:
    # double.dragons=each: RdRdRd and GdGdGd concealed pungs 8 each, EEE exposed pung of a wind 4, 123m 0, 55p 0,
    # +10 = 30; East (the default seat) owns the East pung: x2; the two dragon pungs: x4 on one line; 30 x 8 = 240.
    status, out = check("RdRdRd GdGdGd 123m 55p", "--exposed", "EEE", "--reading", "double.dragons=each")
    assert status == 0
    lines = out.splitlines()
    assert [line for line in lines if line.startswith("  x")] == [
        "  x2 [mahjong.double.own-wind]",
        "  x4 (two doublings) [mahjong.double.dragons]",
    ]
    assert "  score 240 (limit 300) [mahjong.score.limit]" in lines


def test_the_json_answer_still_lists_each_doubling() -> None:
    status, out = check("123m 456m 789m 11m", "--exposed", "999m", "--seat-wind", "S", "--json")
    assert status == 0
    assert json.loads(out)["score"]["doublings"] == ["mahjong.double.pure-suit"] * 3


def test_exposed_sets_count_and_score_as_exposed() -> None:
    # WWW claimed (exposed pung of a wind: 4) and 11 tiles in hand: 111m concealed pung of terminals (8), two
    # chows (0), a pair of red dragons (2); +10 = 24; West is the seat wind: doubled, 48.
    status, out = check("111m 456p 789s RdRd", "--exposed", "WWW", "--seat-wind", "W")
    assert status == 0
    assert "on the table: WWW (exposed pung)" in out and "winning: four sets and a pair" in out
    assert "  WWW        exposed   pung    4  [mahjong.score.pung]" in out
    assert "  points 24" in out and "  score 48 (limit 300) [mahjong.score.limit]" in out


def test_a_concealed_kong_is_a_set_and_scores_as_concealed() -> None:
    # RdRdRdRd declared concealed: 32; exposed kong of 5s simples: 8; 11m pair 0; chows 0; +10 = 50. The red dragon
    # kong doubles: 100.
    argv = ["11m 456p 789s", "--exposed", "5555s", "--concealed-kong", "RdRdRdRd", "--east"]
    answer = json.loads(check(*argv, "--json")[1])
    assert answer["winning"] is True and answer["concealed_kongs"] == ["RdRdRdRd"] and answer["exposed"] == ["5555s"]
    score = answer["score"]
    assert (score["points"], score["doublings"], score["score"]) == (50, ["mahjong.double.dragons"], 100)
    assert score["special"] is None
    assert "mahjong.set.kong" in answer["rules"] and "mahjong.score.kong" in answer["rules"]


def test_east_winning_on_the_first_tile_scores_300() -> None:
    # All in hand: RdRdRd 8, 55s and chows 0, +10 = 18, doubled by the dragon pung: 36; East won with the first tile
    # drawn: 300 (the hand scores at least that), within the 300 limit.
    answer = json.loads(check("123m 456p 789s RdRdRd 55s", "--east", "--first-tile", "--json")[1])
    score = answer["score"]
    assert (score["points"], score["score"], score["special"]) == (18, 300, "mahjong.special.first-tile")
    assert "mahjong.special.first-tile" in answer["rules"]


def test_a_losers_hand_scores_its_pungs_and_honour_pairs_without_a_split() -> None:
    # Loser, seat South: exposed kong of Rd 16, 111m in hand a concealed pung of terminals 8, EE a wind pair 2 = 26,
    # no winner's bonus; the dragon kong doubles: 52.
    status, out = check("111m 4p 9s EE", "--loser", "--seat-wind", "S", "--exposed", "RdRdRdRd")
    assert status == 0
    assert "score as the loser (seat wind S):" in out and "  points 26" in out and "  score 52" in out
    assert "winning    bonus" not in out


def test_text_canonicalises_the_hand_and_finds_the_one_split() -> None:
    status, out = check("RdRdRd EE 987s 654p 321m")
    assert status == 0
    assert out.splitlines()[0] == f"hand: {ONE_WAY} (14 tiles)"
    assert "1 decomposition:" in out
    assert "  123m 456p 789s EE RdRdRd: chow, chow, chow, pair, pung" in out


def test_text_gives_the_reason_a_hand_is_not_winning() -> None:
    _, out = check("123m 456p 789s EE RdRd")
    assert "hand: 123m 456p 789s EE RdRd (13 tiles)" in out
    assert "not a winning hand: wrong tile count (13 tiles in hand, 14 expected)" in out
    _, out = check("123m 456p 789s EE RdRd Gd")
    assert "not a winning hand: no split into four sets and a pair [mahjong.hand.standard-form]" in out
    assert "decomposition" not in out


def test_json_shape_of_a_winning_hand() -> None:
    answer = check_json(ONE_WAY)
    # Three chows and the East pair score nothing... the pair of East scores 2 (a wind pair), RdRdRd concealed 8,
    # +10 = 20; the dragon pung doubles: 40.
    score = answer.pop("score")
    assert (score["points"], score["doublings"], score["score"]) == (20, ["mahjong.double.dragons"], 40)
    # The readings that decide it: three sets and a pair take 11 tiles, not 14 (no score); a bonus of 20 makes
    # (10 + 20) x 2 = 60; the bonus after the doubling 10 x 2 + 10 = 30. The score's limit alone decides nothing
    # (40 is under 300), nor do the play readings (claims).
    decided = [
        (each["reading"], each["chosen"], each["other"], each["answer"]["score"]) for each in answer.pop("decided_by")
    ]
    assert [(key, chosen, other) for key, chosen, other, _ in decided] == [
        ("hand.sets", "four", "three"),
        ("score.winner-bonus", "10", "20"),
        ("score.bonus-order", "before-doubling", "after-doubling"),
    ]
    assert [None if other is None else other["score"] for *_, other in decided] == [None, 60, 30]
    assert answer == {
        "question": "score",  # a winning hand is scored: the corpus's score question
        "hand": ONE_WAY,
        "exposed": [],
        "concealed_kongs": [],
        "tiles": 14,
        "winning": True,
        "decompositions": [
            [
                {"kind": "chow", "tiles": "123m"},
                {"kind": "chow", "tiles": "456p"},
                {"kind": "chow", "tiles": "789s"},
                {"kind": "pair", "tiles": "EE"},
                {"kind": "pung", "tiles": "RdRdRd"},
            ]
        ],
        "rules": [
            "mahjong.hand.standard-form",
            "mahjong.set.pung",
            "mahjong.set.chow",
            "mahjong.set.pair",
            "mahjong.hand.best-split",
            "mahjong.score.pair",
            "mahjong.score.pung",
            "mahjong.score.winner-bonus",
            "mahjong.double.dragons",
            "mahjong.score.limit",
        ],
    }


def test_json_of_two_splits_and_of_a_losing_hand() -> None:
    answer = check_json(TWO_WAYS)
    assert [[group["tiles"] for group in split] for split in answer["decompositions"]] == [
        ["111m", "222m", "333m", "55p", "EEE"],
        ["123m", "123m", "123m", "55p", "EEE"],
    ]
    losing = check_json("19m 19p 19s ESWN RdGdWd Wd")
    assert losing["winning"] is False and losing["decompositions"] == [] and losing["tiles"] == 14
    assert losing["reason"] == "no split into four sets and a pair"
    assert losing["rules"] == ["mahjong.hand.standard-form"] and losing["score"] is None


def test_jsonl_answers_every_line_and_flags_the_bad_one() -> None:
    lines = [json.dumps({"hand": ONE_WAY}), json.dumps({"hand": "123m 4x"}), "", json.dumps({"hand": TWO_WAYS})]
    stdout = io.StringIO()
    status = run_jsonl(io.StringIO("\n".join(lines) + "\n"), stdout)
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert status == 2
    assert len(answers) == 3
    assert answers[0]["winning"] is True and len(answers[0]["decompositions"]) == 1
    assert set(answers[1]) == {"error"} and answers[1]["error"].startswith("line 2: unknown tile '4x'")
    assert answers[2]["hand"] == TWO_WAYS and len(answers[2]["decompositions"]) == 2


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not JSON"),
        ("[1]", "JSON object"),
        ('{"hand": 3}', '"hand" must be'),
        ('{"h": ""}', "unknown"),
        # Beginning: the dealer is "considered to be the East" — a dealer at another wind, or a player at the East
        # wind said not to be the dealer, is refused.
        ('{"hand": "11m", "seat_wind": "W", "east": true}', "a dealer's own wind is E, not W"),
        ('{"hand": "11m", "east": false}', "the player whose own wind is E is East"),
    ],
)
def test_jsonl_malformed_requests(line: str, message: str) -> None:
    stdout = io.StringIO()
    assert run_jsonl(io.StringIO(line + "\n"), stdout) == 2
    assert message in json.loads(stdout.getvalue())["error"]


def test_jsonl_all_good_exits_zero_through_the_command(monkeypatch: pytest.MonkeyPatch) -> None:
    status, out = check("--jsonl", stdin=json.dumps({"hand": ONE_WAY}) + "\n", monkeypatch=monkeypatch)
    assert status == 0
    assert json.loads(out)["winning"] is True


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["123m 456p 78Xs"], "unknown tile"),
        (["11111m"], "too many copies of 1m"),
        ([], "give a HAND"),  # ("" or blanks are the hand of no tiles: answered, not refused)
        ([ONE_WAY, "--jsonl"], "give no HAND"),
        ([ONE_WAY, "--exposed", "RdRdRd"], "too many copies of Rd in the hand and its sets"),
        (["11m", "--exposed", "124m"], "'124m' is not a set"),
        (["11m", "--concealed-kong", "111m"], "only a kong is declared concealed"),
        ([ONE_WAY, "--seat-wind", "S", "--first-tile"], "only East"),
        ([ONE_WAY, "--loser", "--first-discard"], "describe how the winner won"),
        (
            ["456p 789s 55s", "--exposed", "123m", "--exposed", "EEE", "--seat-wind", "S", "--first-discard"],
            "no set on the table",
        ),
        ([ONE_WAY, "--east", "--first-discard"], "East makes the first discard"),
        # Beginning: the player who begins "will be considered to be the East" and "the player in the position East
        # initiates the game", so the seat wind E is the dealer's: a plain --first-discard (seat wind E by default)
        # is East's, and East cannot win on his own discard.
        ([ONE_WAY, "--first-discard"], "East makes the first discard"),
    ],
)
def test_bad_input_is_one_clear_input_error(argv: list[str], message: str) -> None:
    with pytest.raises(InputError, match=message) as raised:
        check(*argv)
    assert "\n" not in str(raised.value)


def test_the_rulebook_command_reads_a_reading_and_refuses_bad_tiles_with_exit_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from rulebook.cli import main

    # hand.sets=three ("End": "3 groups of 3 and the final couple"): three chows and a pair win with 11 tiles.
    assert main(["mahjong", "check", "123m 456p 789s EE", "--reading", "hand.sets=three"]) == 0
    out = capsys.readouterr().out
    assert "winning: three sets and a pair" in out and "123m 456p 789s EE: chow, chow, chow, pair" in out
    assert main(["mahjong", "check", "123m 456p 789s EE"]) == 0
    assert "wrong tile count (11 tiles in hand, 14 expected)" in capsys.readouterr().out
    assert main(["mahjong", "check", "12x 456p"]) == 2
    err = capsys.readouterr().err
    assert "unknown tile '12x'" in err and err.count("\n") == 1


README_COMMANDS = [
    ["111222333m 55p EEE"],
    ["111m 456p 789s RdRd", "--exposed", "WWW", "--seat-wind", "W"],
]


@pytest.mark.parametrize("argv", README_COMMANDS)
def test_the_readme_examples_are_the_commands_output(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    import shlex
    from pathlib import Path

    from rulebook.cli import main

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    command = "rulebook mahjong check " + " ".join(f'"{word}"' if " " in word else word for word in argv)
    assert shlex.split(command)[3:] == argv
    shown = readme.split(f"$ {command}\n", 1)[1].split("```", 1)[0]
    assert main(["mahjong", "check", *argv]) == 0
    assert capsys.readouterr().out == shown


def test_one_check_builds_one_engine_and_splits_the_hand_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command renders the engine's verdict (rulebook.mahjong.engine.verdict); it works nothing out twice."""
    from rulebook.mahjong.engine import hand as engine_hand
    from rulebook.mahjong.engine import verdict

    verdict.scorer_for.cache_clear()
    built: list[object] = []
    splits: list[object] = []
    original_init, original_splits = engine_hand.Engine.__init__, engine_hand.Engine.decompositions

    def counting_init(self: engine_hand.Engine, *args: Any, **kwargs: Any) -> None:
        built.append(self)
        original_init(self, *args, **kwargs)

    def counting_splits(self: engine_hand.Engine, tiles: Any) -> Any:
        splits.append(tiles)
        return original_splits(self, tiles)

    monkeypatch.setattr(engine_hand.Engine, "__init__", counting_init)
    monkeypatch.setattr(engine_hand.Engine, "decompositions", counting_splits)
    for output in ([], ["--json"]):
        status, _ = check(TWO_WAYS, "--reading", "score.limit=1000", *output)
        assert status == 0
    # The question is asked again under each other option of each hand reading (the readings that decide it):
    # one engine for each reading asked, kept for the second question; one split of the hand per reading and
    # question, but under hand.sets=three, where 14 tiles are the wrong count and the hand is not split.
    from rulebook.core.register import reading_keys

    asked = 1 + sum(len(entry.options) - 1 for entry in reading_keys("mahjong") if entry.scope == "hand")
    assert len(built) == asked
    assert len(splits) == 2 * (asked - 1)


def test_a_hand_of_no_tiles_is_answered_not_refused_in_both_encodings() -> None:
    """mahjong.hand.standard-form: fourteen tiles are needed, so no tiles is not a winning hand (and has no split)."""
    from rulebook.mahjong.corpus.questions import engine_answer, model_answer
    from rulebook.mahjong.reading import Reading

    empty = {"hand": "", "exposed": [], "concealed_kongs": []}
    assert engine_answer("winning", empty, Reading()) == {"winning": False, "splits": []}
    assert model_answer("winning", empty, Reading()) == {"winning": False, "splits": []}
    assert check_json("")["reason"] == "wrong tile count (0 tiles in hand, 14 expected)"


# The notation players type (issue 14): the same hand however it is spelled, and its errors answered as any other.


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        (["123m456p789s11777z"], [ONE_WAY]),  # mpsz: 11z two East, 777z three red dragons
        (["123M 456P 789S ee rdrdrd"], [ONE_WAY]),
        (["111m,222m,", "333m 55p 111z"], [TWO_WAYS]),  # several arguments, commas between groups
        (
            ["111m 456p 789s 77z", "--exposed", "3z3z3z", "--seat-wind", "3z"],
            ["111m 456p 789s RdRd", "--exposed", "WWW", "--seat-wind", "W"],
        ),
        (
            ["11m 456p 789s", "--exposed", "5555S", "--concealed-kong", "7777z", "--east"],
            ["11m 456p 789s", "--exposed", "5555s", "--concealed-kong", "RdRdRdRd", "--east"],
        ),
        (["111m 4p 9s EE", "--loser", "--seat-wind", "s"], ["111m 4p 9s EE", "--loser", "--seat-wind", "S"]),
    ],
)
def test_a_typed_spelling_gets_the_canonical_spelling_s_answer(typed: list[str], canonical: list[str]) -> None:
    assert check(*typed) == check(*canonical)
    assert check(*typed, "--json") == check(*canonical, "--json")


def test_a_typed_seat_wind_scores_as_that_wind() -> None:
    # As test_exposed_sets_count_and_score_as_exposed: 24 points, doubled for the pung of one's own wind (West).
    status, out = check("111m 456p 789s RdRd", "--exposed", "WWW", "--seat-wind", "w")
    assert status == 0 and "score as the winner (seat wind W):" in out and "  score 48 (limit 300)" in out
    status, out = check("111m 456p 789s RdRd", "--exposed", "WWW", "--seat-wind", "4z")  # North: no doubling
    assert status == 0 and "score as the winner (seat wind N):" in out and "  score 24 (limit 300)" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["123m 456p 789s 8z"], "no tile 8z: honours run from 1z to 7z"),
        (["0z"], "no tile 0z"),
        (["z"], "no digits before the suit letter 'z'"),
        (["1x"], "unknown tile '1x'"),
        (["789ss 123m"], "ambiguous 's' right after '789s' in '789ss'"),
        (["111m,,222m"], "empty group in '111m,,222m'"),
        (["111m", "222m,"], "empty group in '111m 222m,'"),
        (["11m", "--exposed", "8z8z8z"], "no tile 8z"),
        ([ONE_WAY, "--seat-wind", "5z"], "unknown seat wind '5z': one of E S W N"),
        ([ONE_WAY, "--seat-wind", "x"], "unknown seat wind 'x'"),
        # Beginning: the dealer (East) is the player "considered to be the East": a dealer at the West wind is no
        # position of the game.
        ([ONE_WAY, "--seat-wind", "W", "--east"], "a dealer's own wind is E, not W"),
    ],
)
def test_the_new_forms_bad_input_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from rulebook.cli import main

    assert main(["mahjong", "check", *argv]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.count("\n") == 1 and "Traceback" not in captured.err
    assert captured.out == ""


def test_jsonl_answers_typed_spellings_and_still_answers_after_a_bad_one() -> None:
    lines = [
        {"hand": "123m456p789s11777z"},
        {"hand": "123m 456p 789s 8z"},
        {"hand": "123m 456p 789s 11z", "exposed": ["777z"], "seat_wind": "s"},
        {"hand": ONE_WAY, "seat_wind": "RdRd"},
        {"hand": "111m,222m, 333m 55p eee"},
    ]
    stdout = io.StringIO()
    assert run_jsonl(io.StringIO("".join(json.dumps(line) + "\n" for line in lines)), stdout) == 2
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    assert len(answers) == 5
    assert answers[0]["hand"] == ONE_WAY and answers[0]["winning"] is True
    assert set(answers[1]) == {"error"} and answers[1]["error"].startswith("line 2: no tile 8z")
    assert answers[2]["exposed"] == ["RdRdRd"] and answers[2]["score"]["seat_wind"] == "S"
    assert answers[3]["error"].startswith("line 4: unknown seat wind 'RdRd'")
    assert answers[4]["hand"] == TWO_WAYS and len(answers[4]["decompositions"]) == 2


# --- the round's wind (reading double.prevailing-wind) ------------------------------------------------------------

ROUND_WIND_READING = ("--reading", "double.prevailing-wind=round-wind")


def test_the_round_wind_doubles_only_under_its_reading() -> None:
    # A loser's 111m 8 + EEE 8 = 16 (seat South). Round wind East: under round-wind the pung of East doubles (32);
    # by default the round's wind scores nothing (16), and without --round-wind neither reading doubles.
    loser = ("111m 4p 9s EEE", "--loser", "--seat-wind", "S")
    status, out = check(*loser, "--round-wind", "E", *ROUND_WIND_READING)
    assert status == 0 and "score as the loser (seat wind S, round wind E):" in out and "  score 32 " in out
    status, out = check(*loser, "--round-wind", "1z")
    assert status == 0 and "  score 16 " in out
    status, out = check(*loser, *ROUND_WIND_READING)
    assert status == 0 and "score as the loser (seat wind S):" in out and "  score 16 " in out


def test_a_wind_both_the_seat_s_and_the_round_s_doubles_twice() -> None:
    # 111m 8 + SSS 8 = 16; South is the seat's wind and the round's: x2 x2 = 64 under round-wind, x2 = 32 by default.
    loser = ("111m 4p 9s SSS", "--loser", "--seat-wind", "S", "--round-wind", "S")
    assert "  score 64 " in check(*loser, *ROUND_WIND_READING)[1]
    assert "  score 32 " in check(*loser)[1]


def test_the_round_wind_in_json_and_jsonl() -> None:
    status, out = check("111m 4p 9s EEE", "--loser", "--seat-wind", "S", "--round-wind", "e", "--json")
    assert status == 0 and json.loads(out)["score"]["round_wind"] == "E"
    assert json.loads(check("111m 4p 9s EEE", "--loser", "--json")[1])["score"]["round_wind"] is None
    lines = [
        {"hand": "EEE", "winner": False, "seat_wind": "S", "round_wind": "e"},
        {"hand": "EEE", "winner": False, "seat_wind": "S", "round_wind": None},
        {"hand": "EEE", "winner": False, "round_wind": 1},
        {"hand": "EEE", "winner": False, "round_wind": "Rd"},
    ]
    stdout = io.StringIO()
    stdin = io.StringIO("".join(json.dumps(line) + "\n" for line in lines))
    assert frame.run_jsonl(CHECK, Reading(prevailing_wind="round-wind"), stdin, stdout) == 2
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    # EEE concealed 8, doubled for the round's wind East: 16; with the field null, no round wind: 8.
    assert answers[0]["score"]["score"] == 16 and answers[0]["score"]["round_wind"] == "E"
    assert answers[1]["score"]["score"] == 8 and answers[1]["score"]["round_wind"] is None
    assert answers[2]["error"].startswith('line 3: "round_wind" must be a wind')
    assert answers[3]["error"].startswith("line 4: unknown round wind 'Rd'")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([ONE_WAY, "--round-wind", "5z"], "unknown round wind '5z': one of E S W N"),
        ([ONE_WAY, "--round-wind", "Gd"], "unknown round wind 'Gd'"),
    ],
)
def test_a_bad_round_wind_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from rulebook.cli import main

    assert main(["mahjong", "check", *argv]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.count("\n") == 1 and captured.out == ""


# --- the winning discard (reading score.discard-pung) -------------------------------------------------------------


def test_the_winning_discard_in_the_check_command() -> None:
    # 111m in hand 8 + 10 = 18; won on 1m under score.discard-pung=exposed: the 1m pung is exposed, 4 + 10 = 14.
    hand = ("111m 456p 789s 234s 55s", "--seat-wind", "S", "--winning-discard", "1m")
    status, out = check(*hand, "--reading", "score.discard-pung=exposed")
    assert status == 0 and "  111m       exposed   pung    4" in out and "  score 14 " in out
    status, out = check(*hand, "--json")
    assert status == 0 and json.loads(out)["score"]["score"] == 18
    assert json.loads(out)["score"]["winning_discard"] == "1m"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([ONE_WAY, "--winning-discard", "9m"], "the winning discard 9m must be among the tiles in hand"),
        ([ONE_WAY, "--winning-discard", "EE"], "the winning discard is one tile, not 'EE'"),
        ([ONE_WAY, "--winning-discard", "8z"], "no tile 8z"),
        ([ONE_WAY, "--winning-discard", "E", "--loser"], "drop them with --loser"),
        ([ONE_WAY, "--winning-discard", "E", "--east", "--first-tile"], "the first tile is drawn"),
    ],
)
def test_a_bad_winning_discard_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from rulebook.cli import main

    assert main(["mahjong", "check", *argv]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.count("\n") == 1 and captured.out == ""


def test_the_winning_discard_in_jsonl() -> None:
    lines = [
        {"hand": "111m 456p 789s 234s 55s", "winning_discard": "1m"},
        {"hand": "111m 456p 789s 234s 55s", "winning_discard": None},
        {"hand": "111m 456p 789s 234s 55s", "winning_discard": 1},
        {"hand": "EEE", "winner": False, "winning_discard": "E"},
    ]
    stdout = io.StringIO()
    stdin = io.StringIO("".join(json.dumps(line) + "\n" for line in lines))
    assert frame.run_jsonl(CHECK, Reading(discard_pung="exposed"), stdin, stdout) == 2
    answers = [json.loads(line) for line in stdout.getvalue().splitlines()]
    # Seat East by default: 111m exposed 4 + 10 = 14; no discard given: 8 + 10 = 18.
    assert answers[0]["score"]["score"] == 14 and answers[1]["score"]["score"] == 18
    assert answers[2]["error"].startswith('line 3: "winning_discard" must be one tile')
    assert "this hand is a loser's" in answers[3]["error"]
