"""Work started in a second process while this one goes on: a command's two independent halves on two cores.

``rulebook diff`` searches for the smallest witness and measures the impact on random samples; neither needs the
other's answer. On a machine with more than one core the impact starts in a forked process before the search and
is collected after it, so the user waits for the longer of the two instead of their sum. Elsewhere (one core, or
no ``fork``) the work runs in this process when its answer is asked for, as before.

The forked process inherits what this one has loaded, so nothing is imported twice and nothing is pickled on the
way in; only the answer comes back through a pipe. :func:`in_processes` runs several works so, a few at a time
(``rulebook generate``'s games, one process each). An error in the work is raised again where the answer is asked
for; a process that dies without answering is a :class:`RuntimeError` naming its exit code.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def can_fork_alongside() -> bool:
    """Whether a second process would run on a core of its own: more than one core, and ``fork`` available."""
    return (os.cpu_count() or 1) > 1 and "fork" in multiprocessing.get_all_start_methods()


def _answer(work: Callable[[], Any], send: Connection) -> None:
    """The forked process: do the work and send back ``(True, answer)`` or ``(False, error)``."""
    try:
        outcome: tuple[bool, Any] = (True, work())
    except BaseException as error:  # every failure goes back to be raised where the answer is asked for
        outcome = (False, error)
    try:
        send.send(outcome)
    except Exception as error:  # an answer or an error that cannot be pickled
        send.send((False, RuntimeError(f"the work's answer could not be sent back: {error}")))
    finally:
        send.close()


class Later(Generic[T]):
    """The answer of work started now, asked for later with :meth:`answer`."""

    def __init__(self, work: Callable[[], T], separate: bool) -> None:
        self._work = work
        self._process: Any = None
        self._receive: Connection | None = None
        self._outcome: tuple[bool, Any] | None = None
        if separate:
            context = multiprocessing.get_context("fork")
            self._receive, send = context.Pipe(duplex=False)
            self._process = context.Process(target=_answer, args=(work, send))  # not a daemon: it may start its own
            self._process.start()
            send.close()

    @property
    def receiver(self) -> Connection:
        """The end of the pipe the answer comes through (only when the work runs in a second process)."""
        if self._receive is None:
            raise RuntimeError("the work runs in this process: there is no pipe to wait on")
        return self._receive

    @property
    def separate(self) -> bool:
        """Whether the work runs in a second process."""
        return self._process is not None

    def received(self) -> Later[T]:
        """Wait for the second process to answer (or end) and be gone; :meth:`answer` then reads what it sent."""
        if self._process is not None and self._receive is not None and self._outcome is None:
            try:
                self._outcome = self._receive.recv()
            except EOFError:
                self._process.join()
                code = self._process.exitcode
                problem = RuntimeError(f"the second process ended without an answer (exit code {code})")
                self._outcome = (False, problem)
            finally:
                self._receive.close()
            self._process.join()
            self._process = None
        return self

    def answer(self) -> T:
        """The work's answer: waited for from the second process, or worked out here and now."""
        if self._process is None and self._outcome is None:
            return self._work()
        outcome = self.received()._outcome
        assert outcome is not None, "a second process's outcome is read once it has answered"
        ok, found = outcome
        if not ok:
            raise found
        return found  # type: ignore[no-any-return]

    def close(self) -> None:
        """Stop the second process if it is still at work (its answer was not asked for)."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join()


def in_processes(works: Sequence[Callable[[], T]], processes: int) -> Iterator[T]:
    """Each work's answer, in the order given, the works run in up to ``processes`` forked processes at once.

    A process is started for the next work as soon as any running one has answered; with one process (or
    :func:`can_fork_alongside` false) every work runs here, one after another, when its answer is wanted. An
    error is raised when the answer of its work is reached; the works still running are then stopped.
    """
    if processes <= 1 or not can_fork_alongside():
        for work in works:
            yield work()
        return
    waiting = list(enumerate(works))
    running: dict[int, Later[T]] = {}
    outcomes: dict[int, Later[T]] = {}  # answered: their answer (or error) is read when reached
    try:
        for number in range(len(works)):
            while number not in outcomes:
                while waiting and len(running) < processes:
                    index, work = waiting.pop(0)
                    running[index] = Later(work, separate=True)
                ready = wait([later.receiver for later in running.values()])
                for index, later in list(running.items()):
                    if later.receiver in ready:
                        outcomes[index] = running.pop(index).received()
            yield outcomes.pop(number).answer()
    finally:
        for later in running.values():
            later.close()


@contextlib.contextmanager
def alongside(work: Callable[[], T], separate: bool = True) -> Iterator[Later[T]]:
    """Start ``work`` in a second process if ``separate`` and :func:`can_fork_alongside`; stop it on the way out.

    >>> with alongside(lambda: sum(range(10))) as later:
    ...     mine = sum(range(5))
    ...     mine, later.answer()
    (10, 45)
    """
    later = Later(work, separate and can_fork_alongside())
    try:
        yield later
    finally:
        later.close()


__all__ = ["Later", "alongside", "can_fork_alongside", "in_processes"]
