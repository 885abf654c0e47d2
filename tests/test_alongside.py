"""Work started in a second process while this one goes on (``rulebook diff``'s impact beside its search)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import NoReturn

import pytest

from rulebook.core.errors import InputError
from rulebook.core.verify.alongside import alongside, can_fork_alongside, in_processes

two_cores = pytest.mark.skipif(not can_fork_alongside(), reason="one core, or no fork: the work runs here")


def _refuse() -> NoReturn:
    raise InputError("--samples: not a number")


@two_cores
def test_the_answer_comes_from_another_process_while_this_one_works() -> None:
    with alongside(os.getpid) as later:
        assert later.separate
        mine = sum(range(1000))  # this process goes on meanwhile
        theirs = later.answer()
    assert mine == 499_500 and theirs != os.getpid()


def test_not_separate_the_work_runs_here_only_when_asked() -> None:
    calls: list[int] = []

    def work() -> int:
        calls.append(os.getpid())
        return 7

    with alongside(work, separate=False) as later:
        assert not later.separate and calls == []
        assert later.answer() == 7
    assert calls == [os.getpid()]


@two_cores
def test_an_error_of_the_work_is_raised_where_the_answer_is_asked_for() -> None:
    with alongside(_refuse) as later, pytest.raises(InputError, match="--samples: not a number"):
        later.answer()


@two_cores
def test_a_process_that_dies_without_answering_names_its_exit_code() -> None:
    with alongside(lambda: os._exit(3)) as later, pytest.raises(RuntimeError, match="exit code 3"):
        later.answer()


@two_cores
def test_work_whose_answer_is_not_asked_for_is_stopped_on_the_way_out() -> None:
    with alongside(lambda: time.sleep(60)) as later:
        process = later._process
        assert process is not None and process.is_alive()
    assert not process.is_alive()


def _slow_then(value: int, seconds: float) -> tuple[int, int]:
    time.sleep(seconds)
    return value, os.getpid()


@two_cores
def test_works_in_processes_answer_in_the_order_given_each_in_a_process_of_its_own() -> None:
    from functools import partial

    # the first work is the slowest: the later ones finish first, and the answers still come in the order given
    works = [partial(_slow_then, 0, 0.5), partial(_slow_then, 1, 0.0), partial(_slow_then, 2, 0.0)]
    answers = list(in_processes(works, 2))
    assert [value for value, _ in answers] == [0, 1, 2]
    pids = {pid for _, pid in answers}
    assert len(pids) == 3 and os.getpid() not in pids


def test_with_one_process_the_works_run_here_in_order() -> None:
    from functools import partial

    answers = list(in_processes([partial(_slow_then, n, 0.0) for n in range(3)], 1))
    assert answers == [(0, os.getpid()), (1, os.getpid()), (2, os.getpid())]


@two_cores
def test_an_error_in_one_work_is_raised_when_its_answer_is_reached() -> None:
    from functools import partial

    # the failing work ends first, while the first still sleeps: its error waits until its answer is reached
    works: list[Callable[[], tuple[int, int]]] = [partial(_slow_then, 0, 0.5), _refuse, partial(_slow_then, 2, 0.0)]
    found = in_processes(works, 2)
    assert next(found)[0] == 0
    with pytest.raises(InputError, match="--samples: not a number"):
        next(found)
