"""Work started in a second process while this one goes on (``rulebook diff``'s impact beside its search)."""

from __future__ import annotations

import os
import time

import pytest

from rulebook.core.alongside import alongside, can_fork_alongside
from rulebook.core.errors import InputError

two_cores = pytest.mark.skipif(not can_fork_alongside(), reason="one core, or no fork: the work runs here")


def _refuse() -> int:
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

