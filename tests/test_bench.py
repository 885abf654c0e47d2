"""``rulebook bench``: the page and the command, without running a benchmark (speed is never asserted in tests)."""

from __future__ import annotations

import ast
import io
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from rulebook.cli import main
from rulebook.core.bench.references import References
from rulebook.core.bench.run import Figure, add_parser, hand_written_sections, render
from rulebook.core.commands.parser import Parser
from rulebook.core.game import Game
from rulebook.registry import games

CORE_BENCH = Path(__file__).resolve().parent.parent / "solver" / "rulebook" / "core" / "bench" / "run.py"
GAME_PACKAGES = ("rulebook.forbidden", "rulebook.mahjong", "rulebook.registry")


def test_render_lists_every_figure_with_the_command() -> None:
    figures = [
        Figure("widgets sorted per second", "12.5 M/s", "3 runs of 1,000 widgets"),
        Figure("solver warm-up", "0.40 s", "once per process"),
    ]
    page = render(figures, "make bench --pretend")
    lines = page.splitlines()
    assert lines[0] == "# Performance"
    assert "- command: `make bench --pretend`" in lines
    rows = [line for line in lines if line.startswith("| ") and "---" not in line]
    assert rows[0] == "| what | result | one item against the run's references | how |"
    assert rows[1:] == [
        "| widgets sorted per second | 12.5 M/s |  | 3 runs of 1,000 widgets |",
        "| solver warm-up | 0.40 s |  | once per process |",
    ]
    assert not any(line.startswith("## ") for line in lines), "the generated part must hold no hand-written heading"


def test_rewriting_keeps_the_hand_written_sections(tmp_path: Path) -> None:
    page = tmp_path / "performance.md"
    page.write_text("# Performance\n\n| old | table | here |\n\n## Notes\n\nwritten by hand\n")
    assert hand_written_sections(page) == "## Notes\n\nwritten by hand\n"
    assert hand_written_sections(tmp_path / "missing.md") == ""


def test_bench_help_through_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    for option in ("--write", "--quick", "--game"):
        assert option in out
    assert "forbidden" in out and "mahjong" in out  # the --game choices come from the registry


def test_bench_runs_only_the_chosen_games_in_the_given_order(monkeypatch: pytest.MonkeyPatch) -> None:
    measured: list[str] = []
    started: list[list[str]] = []

    def latency(chosen: list[Game], quick: bool) -> list[Figure]:
        started.append([game.id for game in chosen])
        return [Figure("start-up", "1 s", "fake")]

    monkeypatch.setattr("rulebook.core.bench.latency.latency_figures", latency)
    monkeypatch.setattr(
        "rulebook.core.bench.references.measure_references",
        lambda quick: References({"start": 0.02, "python": 3e-8, "z3": 5e-5, "take": 2e-9}),
    )
    scaled: list[list[str]] = []

    def scale(chosen: list[Game], quick: bool, progress: object) -> list[Figure]:
        scaled.append([game.id for game in chosen])
        return [Figure("scale-out", "2x", "fake")]

    monkeypatch.setattr("rulebook.core.bench.scale_bench.scale_figures", scale)

    def bench_of(game_id: str) -> Callable[[bool], list[Figure]]:
        def benchmarks(quick: bool) -> list[Figure]:
            measured.append(game_id)
            return [Figure(f"{game_id} figure", "1 s", f"quick={quick}")]

        return benchmarks

    def fake(game_id: str, with_bench: bool = True) -> Game:
        return replace(
            games()[0], id=game_id, title=game_id.upper(), benchmarks=bench_of(game_id) if with_bench else None
        )

    served = [fake("beta"), fake("alpha"), fake("idle", with_bench=False)]
    parser = Parser()
    add_parser(parser.add_subparsers(dest="command"), served)

    args = parser.parse_args(["bench", "--quick", "--game", "alpha", "--game", "beta"])
    out = io.StringIO()
    assert args.run(args, out) == 0
    assert measured == ["beta", "alpha"]  # the registry's order, not the command line's
    assert started == [["beta", "alpha"]]  # the start-up rows of the chosen games, before theirs
    page = out.getvalue()
    assert page.index("| start-up |") < page.index("| beta figure |") < page.index("| alpha figure |")
    assert "| beta figure | 1 s |  | quick=True |" in page
    assert "alpha" in page.split("- command:")[1].splitlines()[0]
    assert scaled == [["beta", "alpha"]] and page.index("| alpha figure |") < page.index("| scale-out |")
    assert args.run(parser.parse_args(["bench", "--quick", "--no-scale"]), io.StringIO()) == 0
    assert len(scaled) == 1  # --no-scale: no cluster started

    measured.clear()
    args = parser.parse_args(["bench"])
    assert args.run(args, io.StringIO()) == 0
    assert measured == ["beta", "alpha"]  # every game, the one without benchmarks skipped

    with pytest.raises(SystemExit):
        parser.parse_args(["bench", "--game", "gamma"])


def test_the_core_bench_imports_no_game_package() -> None:
    imported: set[str] = set()
    for node in ast.walk(ast.parse(CORE_BENCH.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    assert imported, "no imports found: the path is wrong"
    for module in imported:
        assert not any(module == package or module.startswith(package + ".") for package in GAME_PACKAGES), module


def test_the_scale_estimate_is_the_arithmetic_of_its_docstring() -> None:
    from rulebook.core.bench.scale_bench import FamilyTiming, estimate_seconds

    # 64,000 cases of 1 ms on 8 workers: batches of 1,000 (64,000 / (16 x 8) = 500, raised to the least, 1,000),
    # 64 batches in 8 rounds of 1 s each, after a warm-up of 2 s: 10 s; the scheduler's 64 x 0.01 s is less.
    big = FamilyTiming("g", "big", 64_000, 0.001, 2.0, 100)
    assert estimate_seconds([big], 8, 0.01) == pytest.approx(10.0)
    # one batch of 300 cases of 0.1 s cannot be shared: 30 s on any number of workers
    small = FamilyTiming("g", "small", 300, 0.1, 0.0, 10)
    assert estimate_seconds([small], 512, 0.01) == pytest.approx(30.0)
    # at a scheduler's 0.5 s per task, the 64 batches take 32 s however many workers there are
    assert estimate_seconds([big], 512, 0.5) == pytest.approx(32.0)


def test_the_scale_rows_say_speed_up_efficiency_task_cost_and_estimates(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulebook.core.bench import scale_bench
    from rulebook.core.bench.scale_bench import FamilyTiming

    # game g: 4 s on one worker, 2.5 s on two: 1.6x, 80 %; game h: 3 s and 2 s, 1.5x, 75 %
    timings = [
        FamilyTiming("g", "g one", 64_000, 0.001, 2.0, 100, 3.0, 1.75),
        FamilyTiming("g", "g two", 300, 0.1, 0.0, 10, 1.0, 0.75),
        FamilyTiming("h", "h one", 2_000, 0.002, 0.0, 50, 3.0, 2.0),
    ]
    monkeypatch.setattr(scale_bench, "measure", lambda games, quick, progress: (timings, 0.004))
    rows = {figure.what: figure for figure in scale_bench.scale_figures([], quick=False, progress=print)}
    assert rows["scale-out: g exhaustive families on 1 and 2 local workers"].value == "1.60x (80% efficiency)"
    assert "the lowest, g two, 1.33x" in rows["scale-out: g exhaustive families on 1 and 2 local workers"].detail
    assert rows["scale-out: h exhaustive families on 1 and 2 local workers"].value == "1.50x (75% efficiency)"
    assert rows["scale-out: the cost of a task against a batch's time"].value == "4.0 ms per task"
    # on 8 workers: g one 10 s (as worked out above), g two 30 s (one batch), h one 2 s (two batches of the least
    # size, 1,000 cases of 2 ms, in one round): 42 s
    assert rows["scale-out estimate: `verify --exhaustive` on 8 workers"].value == "42 s (estimate)"


def test_a_figure_is_set_against_its_reference_of_the_same_run() -> None:
    # Worked by hand: a hand checked in 100 ns against gathers of 2 ns, three a hand, is 100 / 6 = 16.7 gathers' worth;
    # a 0.35 s answer against a 0.02 s python -c pass is 17.5 starts; a 1 ms query against a 0.05 ms check, 20 checks.
    references = References({"start": 0.02, "python": 3e-8, "z3": 5e-5, "take": 2e-9})
    batch = Figure("batch", "10.0 M hands/s", "how", 1e-7, "take", 3)
    assert references.ratio(batch) == "16.7x 3 bare `numpy.take` gathers"
    assert references.ratio(Figure("check", "0.35 s", "how", 0.35, "start")) == "17.5x `python -c pass`"
    assert references.ratio(Figure("query", "1 ms", "how", 1e-3, "z3")) == "20.0x a reference Z3 check"
    assert references.ratio(Figure("slow", "3 ms", "how", 3e-3, "z3")) == "60.0x a reference Z3 check"
    assert references.ratio(Figure("loop", "4 us", "how", 4e-6, "python")) == "133x a Python reference step"
    assert references.ratio(Figure("fast", "1 ns", "how", 1e-9, "take")) == "0.50x a bare `numpy.take` gather"
    assert (
        references.ratio(Figure("table", "0.21 s", "how", 0.21, "take"))
        == "105.0 million times a bare `numpy.take` gather"
    )
    assert references.ratio(Figure("speed-up", "2x", "a ratio already")) == ""  # no cost: nothing to set against
    row = render([batch], "make bench", references).splitlines()
    assert "| batch | 10.0 M hands/s | 16.7x 3 bare `numpy.take` gathers | how |" in row


def test_the_projection_on_this_machine_counts_warm_ups_and_names_the_longest_families() -> None:
    from rulebook.core.bench.scale_bench import FamilyTiming, here_figure

    # Worked by hand on 2 cores: "big" 64,000 cases of 1 ms in batches of 2,000 (64,000 / 32), 32 batches in 16
    # rounds of 2 s, after 4 s of building: 36 s; "small", 300 cases of 0.1 s in one batch: 30 s; 66 s in all.
    timings = [FamilyTiming("g", "big", 64_000, 0.001, 4.0, 100), FamilyTiming("g", "small", 300, 0.1, 0.0, 10)]
    figure = here_figure(timings, 0.001, cores=2)
    assert figure.value == "1.1 min"
    assert "plus 4 s of first-pass building" in figure.detail
    assert "the longest: big 0.6 min (55%); small 0.5 min (45%)" in figure.detail


def _has_tallies() -> bool:
    import sys

    return "rulebook.core.play.tallies" in sys.modules


def test_a_familys_modules_are_imported_on_every_worker_before_its_sample_is_timed() -> None:
    from functools import partial

    from rulebook.core.bench.scale_bench import load_on_workers, local_client
    from rulebook.core.play.tallies import add_tallies
    from rulebook.core.verify.crosscheck import compare_batch

    # a fresh worker process has imported nothing of the game; after loading, every worker holds the module
    with local_client(2) as client:
        before = client.run(_has_tallies)
        load_on_workers(client, partial(compare_batch, add_tallies))
        after = client.run(_has_tallies)
    assert len(after) == 2 and not any(before.values()) and all(after.values())


def test_a_sample_is_timed_on_workers_warmed_on_the_cases_after_it() -> None:
    from rulebook.core.bench.scale_bench import warm_then_time
    from rulebook.core.verify.crosscheck import Family
    from rulebook.core.verify.executor import InProcess

    seen: list[int] = []

    def compare(case: int) -> list[object]:
        seen.append(case)
        return []

    # 10 cases, a sample of 4: cases 4-7 warm the worker (untimed), then cases 0-3 are timed
    family = Family("ten", lambda: range(10), 10, compare)
    assert warm_then_time(InProcess(), family, 4) >= 0
    assert seen == [4, 5, 6, 7, 0, 1, 2, 3]
    seen.clear()
    # a family of 5 has one case left after a sample of 4: it warms on that one
    warm_then_time(InProcess(), Family("five", lambda: range(5), 5, compare), 4)
    assert seen == [4, 0, 1, 2, 3]
