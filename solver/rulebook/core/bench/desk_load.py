"""The ruling desk under load: concurrent clients asking every game's check, its latency, errors and memory.

A server (``rulebook serve --port 0``, a process of its own, warm) is asked by :data:`CLIENTS` clients at once, each
a thread with its own kept-alive HTTP connection, for :data:`SECONDS` seconds: each request is the ``check`` example
of the next game in turn (the body of one ``--jsonl`` line). Every answer's wall time from sending to the last byte
is kept per game; a response that is not 200 is an error. The server's resident memory (its process tree, read by
psutil) is read after a first run and after a second run of the same load: growth between them would be memory
held per request. The figures go to ``docs/performance.md`` (``make bench``); nothing of them is asserted in tests
(``tests/desk/test_load.py`` runs a short load and asserts only that nothing failed).
"""

from __future__ import annotations

import http.client
import json
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from rulebook.core.bench.figure import Figure
from rulebook.core.game import Game

CLIENTS = 20
"""Clients asking at once (the issue's goal: p99 under 50 ms with 20)."""
SECONDS = 30.0
"""How long each run of the load lasts."""
QUICK_SECONDS = 5.0
START_SECONDS = 180.0
"""The most the server's start (warming every game) may take."""


@dataclass
class LoadRun:
    """What one run of the load measured: answer times per game (seconds), errors, requests and wall time."""

    times: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def requests(self) -> int:
        """Requests answered (errors included)."""
        return sum(len(taken) for taken in self.times.values()) + len(self.errors)


class DeskServer:
    """``rulebook serve`` on a free port of 127.0.0.1, in a process of its own, stopped on exit."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "rulebook.cli", "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline()
        if "serving http://" not in first:
            self.stop()
            raise RuntimeError(f"rulebook serve did not start: {first!r}")
        address = first.split("serving http://", 1)[1].split("/", 1)[0]
        host, port = address.rsplit(":", 1)
        self.host, self.port = host, int(port)
        self._wait_ready()

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            try:
                connection = http.client.HTTPConnection(self.host, self.port, timeout=START_SECONDS)
                connection.request("GET", "/api/games")
                if connection.getresponse().status == 200:
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"rulebook serve did not answer within {START_SECONDS:.0f} s")

    def resident_bytes(self) -> int:
        """The resident memory of the server and every process it started."""
        import psutil

        root = psutil.Process(self.process.pid)
        return sum(process.memory_info().rss for process in (root, *root.children(recursive=True)))

    def stop(self) -> None:
        """Stop the server (SIGTERM, then kill if it lingers)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)

    def __enter__(self) -> DeskServer:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


def check_requests(games: Sequence[Game]) -> list[tuple[str, bytes]]:
    """Each game's ``check`` example as an API request: (game, body)."""
    return [(game.id, json.dumps(dict(game.check.example)).encode()) for game in games]


def run_load(host: str, port: int, requests: Sequence[tuple[str, bytes]], clients: int, seconds: float) -> LoadRun:
    """``clients`` threads asking ``requests`` in turn (each starting at another) for ``seconds``."""
    run = LoadRun(times={game: [] for game, _ in requests})
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection(host, port, timeout=60)
        turn = offset
        mine: list[tuple[str, float]] = []
        failures: list[str] = []
        while time.monotonic() < stop_at:
            game, body = requests[turn % len(requests)]
            turn += 1
            start = time.perf_counter()
            try:
                connection.request("POST", f"/api/{game}/check", body, {"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                taken = time.perf_counter() - start
                if response.status == 200:
                    mine.append((game, taken))
                else:
                    failures.append(f"{game}: status {response.status}")
            except (OSError, http.client.HTTPException) as error:
                failures.append(f"{game}: {type(error).__name__}: {error}")
                connection.close()
                connection = http.client.HTTPConnection(host, port, timeout=60)
        connection.close()
        with lock:
            for game, taken in mine:
                run.times[game].append(taken)
            run.errors.extend(failures)

    threads = [threading.Thread(target=client, args=(index,)) for index in range(clients)]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    run.seconds = time.perf_counter() - began
    return run


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` percentile of ``values`` (nearest rank).

    >>> percentile([0.01 * n for n in range(1, 101)], 0.99)
    0.99
    """
    ordered = sorted(values)
    rank = max(1, round(share * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def desk_figures(games: Sequence[Game], quick: bool) -> list[Figure]:
    """The load's figures: per game p50/p99 and throughput, errors, and the server's memory after each of two runs."""
    seconds = QUICK_SECONDS if quick else SECONDS
    requests = check_requests(games)
    with DeskServer() as server:
        first = run_load(server.host, server.port, requests, CLIENTS, seconds)
        after_first = server.resident_bytes()
        second = run_load(server.host, server.port, requests, CLIENTS, seconds)
        after_second = server.resident_bytes()
    how = f"{CLIENTS} clients at once on 127.0.0.1 for {seconds:.0f} s, each asking every game's check example in turn"
    figures = []
    for game, _ in requests:
        taken = second.times[game]
        if not taken:
            continue
        p50, p99 = statistics.median(taken), percentile(taken, 0.99)
        figures.append(
            Figure(
                f"desk: a warm `check` of {game} over HTTP, p50 / p99",
                f"{p50 * 1000:.1f} / {p99 * 1000:.1f} ms",
                f"{how} (the second of two runs); {len(taken):,} answers, {len(taken) / second.seconds:,.0f} a "
                "second for this game; goal: p99 under 50 ms",
                p50,
            )
        )
    errors = first.errors + second.errors
    shown = "; ".join(sorted(set(errors))[:3])
    figures += [
        Figure(
            "desk: throughput and errors under load",
            f"{second.requests / second.seconds:,.0f} answers/s, {len(errors)} errors",
            f"{how}; {first.requests + second.requests:,} requests in two runs" + (f" ({shown})" if errors else ""),
        ),
        Figure(
            "desk: the server's memory after each run",
            f"{after_first / 2**20:,.0f} MiB, then {after_second / 2**20:,.0f} MiB",
            f"resident, the server's processes together (psutil), after the first and the second run of {how}: "
            f"{(after_second - after_first) / 2**20:+,.1f} MiB between them",
        ),
    ]
    return figures


__all__ = ["CLIENTS", "SECONDS", "DeskServer", "LoadRun", "check_requests", "desk_figures", "percentile", "run_load"]
