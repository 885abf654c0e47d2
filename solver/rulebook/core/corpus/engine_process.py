"""The engine under test: one process spoken to over JSON lines, bounded in time and memory whatever it does.

``rulebook conform``, ``rulebook fuzz --engine``, ``rulebook mutate`` and the pytest plugin ask another program one
request at a time through :class:`EngineProcess` (the protocol: ``docs/conformance.md``). The engine may be wrong,
slow or hostile; none of it may hang the caller or grow its memory without bound:

- **time**: each request gets ``timeout`` seconds, the writing of the request included. The engine's standard
  input is written without blocking, as far as the engine reads it, so an engine that answers without reading its
  input (its pipe fills up) fails the case ("the engine did not read its input within N s") instead of blocking
  the writer for ever. A case not written or not answered in time fails, and the engine is killed and started
  again for the next case.
- **memory**: the engine's standard output is read by one thread into a queue of at most :data:`PENDING_LINES`
  lines; when the queue is full the thread waits, and so does an engine that keeps writing (its pipe fills up).
  A line is read at most :data:`~rulebook.core.inputs.MAX_LINE_BYTES` at a time: a longer one fails its case as
  soon as it is seen ("an answer line longer than 1 MiB"), the rest of it is never held, and the engine is started
  again for the next case (the line may never end). Standard error is read as it comes, keeping the last
  :data:`STDERR_LINES` lines, each cut to :data:`STDERR_LINE_BYTES`.
- **order**: answer lines are taken in order, one per request, and none is thrown away: a line the engine writes
  unasked is read as the answer to the next request, which fails as not its answer (another ``id``, or not JSON).
  Extra lines therefore cost failing cases, never memory.

An engine that answers only some questions says so for the rest with ``{"id": ..., "not_implemented": true}``
(and no ``answer``): :meth:`EngineProcess.ask` gives ``(None, NOT_IMPLEMENTED)``, which ``conform``, ``fuzz`` and
the pytest plugin report apart from failures. An ``error`` line stays a failure, whatever its text says.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import queue
import selectors
import shlex
import subprocess
import threading
import time
from typing import IO, Any

from rulebook.core.errors import InputError
from rulebook.core.inputs import MAX_LINE_BYTES, parse_json
from rulebook.core.inputs import lines as read_lines

PENDING_LINES = 4
"""How many answer lines may wait unread; beyond them the reader (and an engine that keeps writing) waits."""
STDERR_LINES = 20
"""How many of the engine's last standard-error lines the report shows when the engine exits unasked."""
STDERR_LINE_BYTES = 300
"""How much of one standard-error line is kept (the rest is shown as `` [...]``)."""
NOT_IMPLEMENTED = "the engine does not implement this question"
"""The problem :meth:`EngineProcess.ask` gives for an answer ``{"id", "not_implemented": true}``: not a failure."""
ERROR_LINE = "the engine reports an error"
"""How the problem :meth:`EngineProcess.ask` gives for an ``{"id", "error"}`` line begins (the engine's words follow);
a case that expects the input refused (:data:`~rulebook.core.corpus.cases.INPUT_ERROR`) passes on it."""
_PUT_WAIT = 0.1
"""Seconds between the reader's looks at whether its engine was stopped, while its queue is full."""


def line_limit() -> str:
    """The longest answer line read, in words: ``1 MiB``."""
    return f"{MAX_LINE_BYTES / 2**20:g} MiB"


class EngineProcess:
    """The engine under test: one process, one case at a time, restarted after a timeout, an exit or a line too long."""

    def __init__(self, command: str, timeout: float) -> None:
        try:
            self.argv = shlex.split(command)
        except ValueError as error:  # an unbalanced quote
            raise InputError(f"--engine {command!r} is not a command line: {error}") from None
        if not self.argv:
            raise InputError("--engine needs a command to start the engine")
        self.timeout = timeout
        self._process: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | InputError | None] = queue.Queue(maxsize=PENDING_LINES)
        self._stopped = threading.Event()
        """Set when the running engine is stopped, so its reader gives up a queue nobody reads any more."""
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self._stderr_reader: threading.Thread | None = None
        self.first_exit_stderr: list[str] | None = None
        """The last lines the engine wrote on standard error before it first exited unasked (None: it never did)."""

    def _start(self) -> subprocess.Popen[bytes]:
        self.close()  # an engine that exited between cases: reaped, and its reader let go
        try:
            process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as error:
            raise InputError(f"cannot start the engine {self.argv[0]!r}: {error.strerror or error}") from None
        assert process.stdin is not None and process.stdout is not None and process.stderr is not None
        os.set_blocking(process.stdin.fileno(), False)
        self._stopped = threading.Event()
        self._lines = queue.Queue(maxsize=PENDING_LINES)
        threading.Thread(target=_pump, args=(process.stdout, self._lines, self._stopped), daemon=True).start()
        self._stderr = collections.deque(maxlen=STDERR_LINES)
        self._stderr_reader = threading.Thread(target=_keep_tail, args=(process.stderr, self._stderr), daemon=True)
        self._stderr_reader.start()
        self._process = process
        return process

    def _exited(self, problem: str) -> tuple[None, str]:
        """Stop the engine after it exited unasked; the first time, keep what it last said on standard error."""
        self.close()
        if self.first_exit_stderr is None:
            if self._stderr_reader is not None:
                self._stderr_reader.join(timeout=2)
            self.first_exit_stderr = list(self._stderr)
        return None, problem

    def _failed(self, problem: str) -> tuple[None, str]:
        """Stop an engine that is hung or out of step (started again for the next case)."""
        self.close()
        return None, problem

    def ask(self, request: dict[str, Any]) -> tuple[Any, str]:
        """The engine's answer to one request, or ``(None, problem)``; writing and answering within the timeout."""
        process = self._process if self._process is not None and self._process.poll() is None else self._start()
        deadline = time.monotonic() + self.timeout  # from the request on: an engine's start is not timed
        assert process.stdin is not None
        try:
            written = _write_by(process.stdin.fileno(), (json.dumps(request) + "\n").encode("utf-8"), deadline)
        except OSError:  # a broken pipe: the engine is gone
            return self._exited("the engine exited before reading the case")
        if not written:
            return self._failed(f"the engine did not read its input within {self.timeout:g} s")
        try:
            line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return self._failed(f"no answer within {self.timeout:g} s")
        if line is None:
            return self._exited("the engine exited without answering")
        if isinstance(line, InputError):  # the one error the reader gives: a line too long
            return self._failed(f"an answer line longer than {line_limit()}")
        try:
            reply = parse_json(line)
        except InputError as error:
            return None, f"the answer is not JSON this program reads ({error}): {_shown(line)}"
        if not isinstance(reply, dict) or reply.get("id") != request["id"]:
            return None, f"the answer is not for case {request['id']}: {_shown(line)}"
        if "not_implemented" in reply:
            if reply["not_implemented"] is not True or "answer" in reply or "error" in reply:
                return None, "'not_implemented' is said alone, as true (no 'answer' or 'error' beside it)"
            return None, NOT_IMPLEMENTED
        if "error" in reply:
            return None, f"{ERROR_LINE}: {json.dumps(reply['error'])[:300]}"
        if "answer" not in reply:
            return None, "the answer object has no 'answer'"
        return reply["answer"], ""

    def close(self) -> None:
        """Stop the engine."""
        self._stopped.set()
        if self._process is not None:
            if self._process.stdin is not None:
                with contextlib.suppress(OSError):
                    self._process.stdin.close()
            if self._process.poll() is None:
                self._process.kill()
            self._process.wait()
            self._process = None


def _write_by(fd: int, data: bytes, deadline: float) -> bool:
    """Write ``data`` to the non-blocking pipe ``fd`` as fast as its reader takes it; False if ``deadline`` comes first.

    A broken pipe (the reader is gone) raises :class:`OSError`.
    """
    view = memoryview(data)
    with selectors.DefaultSelector() as selector:
        selector.register(fd, selectors.EVENT_WRITE)
        while view:
            try:
                view = view[os.write(fd, view) :]
            except BlockingIOError:  # the pipe is full: wait until the engine reads, or the time is up
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not selector.select(remaining):
                    return False
    return True


def _shown(line: bytes) -> str:
    """The start of an answer line, for the report (bytes that are not UTF-8 shown as escapes)."""
    return repr(line.strip()[:120].decode("utf-8", "backslashreplace"))


def _pump(stream: IO[bytes], lines: queue.Queue[bytes | InputError | None], stopped: threading.Event) -> None:
    """Read the engine's answer lines into ``lines``, through the core's guarded path (a line too long is an error).

    Each put waits while the queue is full, giving up once the engine is ``stopped`` (nobody reads the queue then).
    """
    for line in read_lines(stream):
        if not _put(lines, line, stopped):
            return
    _put(lines, None, stopped)


def _put(
    lines: queue.Queue[bytes | InputError | None], item: bytes | InputError | None, stopped: threading.Event
) -> bool:
    """Put ``item`` once there is room; False when the engine was stopped first."""
    while not stopped.is_set():
        try:
            lines.put(item, timeout=_PUT_WAIT)
        except queue.Full:
            continue
        return True
    return False


def _keep_tail(stream: IO[bytes], tail: collections.deque[str]) -> None:
    """Read the engine's standard error to its end, keeping the last lines, each cut short (the pipe never fills)."""
    for line in read_lines(stream):
        tail.append(_stderr_line(line))


def _stderr_line(line: bytes | InputError) -> str:
    """One standard-error line as the report shows it: its first :data:`STDERR_LINE_BYTES`, then `` [...]``."""
    if isinstance(line, InputError):
        return f"[a line longer than {line_limit()}]"
    text = line.rstrip(b"\r\n")
    shown = text[:STDERR_LINE_BYTES].decode("utf-8", "backslashreplace")
    return shown + " [...]" if len(text) > STDERR_LINE_BYTES else shown


__all__ = [
    "ERROR_LINE",
    "NOT_IMPLEMENTED",
    "PENDING_LINES",
    "STDERR_LINES",
    "STDERR_LINE_BYTES",
    "EngineProcess",
    "line_limit",
]
