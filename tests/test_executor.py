"""The core executor (issue 19): the same report in this process and on a two-worker local Dask cluster, a batch
that keeps failing named with its case range, and a worker killed mid-run costing nothing.

The family here is arithmetic worked by hand: cases 0 to 4,999, and the "model" disagrees with the "engine" on the
multiples of 1,000 (0, 1000, ..., 4000): five disagreements, the smallest on case 0.
"""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path

import pytest

from rulebook.core.verify.crosscheck import Disagreement, Family, run_family
from rulebook.core.verify.executor import Batch, InProcess, OnDask, executor

TOTAL = 5_000


def compare(case: int) -> list[Disagreement]:
    """A disagreement on every multiple of 1,000."""
    if case % 1_000:
        return []
    return [Disagreement(1, f"case {case}", "parity", "even", "odd")]


def compare_failing(bad: int, case: int) -> list[Disagreement]:
    """Raises on case ``bad``, every time."""
    if case == bad:
        raise ValueError(f"case {case} is cursed")
    return compare(case)


def compare_killing(marker: str, case: int) -> list[Disagreement]:
    """The first worker to reach case 2,500 dies there (leaving a marker), so the batch must run again elsewhere."""
    if case == 2_500 and not os.path.exists(marker):
        Path(marker).write_text("killed", encoding="utf-8")
        os._exit(1)
    return compare(case)


def family(check: object = compare) -> Family[int]:
    return Family("arithmetic", lambda: range(TOTAL), TOTAL, check)  # type: ignore[arg-type]


def test_in_process_finds_each_disagreement_once() -> None:
    result = run_family(family(), progress=False, runner=InProcess())
    assert result.checked == TOTAL and result.disagreement_count == 5 and result.ok is False
    assert [d.case for d in result.disagreements] == sorted(f"case {n}" for n in range(0, TOTAL, 1_000))


def test_a_batch_that_keeps_failing_is_named_with_its_case_range() -> None:
    # in-process batches are 500 cases: case 1,234 is in batch 2, cases 1,000 to 1,499
    result = run_family(family(partial(compare_failing, 1_234)), progress=False, runner=InProcess())
    failed = "batch 2 (cases 1,000 to 1,499) failed: ValueError: case 1234 is cursed"
    assert [str(f) for f in result.failures] == [failed]
    assert result.checked == TOTAL - 500 and not result.ok


@pytest.mark.slow
def test_a_two_worker_cluster_reports_what_this_process_reports(tmp_path: Path) -> None:
    alone = run_family(family(), progress=False, runner=InProcess())
    with executor(workers=2) as runner:
        assert runner.workers == 2
        spread = run_family(family(), progress=False, runner=runner)
        failing = run_family(family(partial(compare_failing, 1_234)), progress=False, runner=runner)
        marker = tmp_path / "killed"
        survived = run_family(family(partial(compare_killing, str(marker))), progress=False, runner=runner)
    assert spread.report() == alone.report()
    # a cluster's batches are 1,000 cases: case 1,234 fails batch 1, cases 1,000 to 1,999, after its retries
    failed = "batch 1 (cases 1,000 to 1,999) failed: ValueError: case 1234 is cursed"
    assert [str(f) for f in failing.failures] == [failed]
    assert failing.checked == TOTAL - 1_000
    # the worker that met case 2,500 died; its batch ran again on the other (or a restarted) worker
    assert marker.read_text(encoding="utf-8") == "killed"
    assert survived.report() == alone.report()


class LostThenRecomputed:
    """A future whose result was lost with its worker: status ``lost``; ``result()`` waits for the rerun."""

    status = "lost"
    key = "batch-0"

    def result(self) -> list[Disagreement]:
        return compare(0)


class Failed:
    """A future whose batch raised on every try."""

    status = "error"
    key = "batch-1"

    def result(self) -> list[Disagreement]:
        raise ValueError("case 1234 is cursed")


def test_a_batch_whose_result_was_lost_is_waited_for_not_failed() -> None:
    # The CI failure of 8f46a23: batch 0 finished on the worker that then died at case 2,500, so its future was
    # "lost" when it was read; Dask reruns it, and the result is the batch's, not a failure named "NoneType: None".
    batch = Batch(0, 0, tuple(range(1_000)))
    assert OnDask._outcome(LostThenRecomputed(), batch) == [Disagreement(1, "case 0", "parity", "even", "odd")]
    failed = OnDask._outcome(Failed(), Batch(1, 1_000, tuple(range(1_000, 2_000))))
    assert str(failed) == "batch 1 (cases 1,000 to 1,999) failed: ValueError: case 1234 is cursed"
