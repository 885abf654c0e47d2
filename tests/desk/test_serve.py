"""``rulebook serve`` as a person runs it: it prints its URL, answers there, stops cleanly on Ctrl-C, and refuses an
address it cannot use with one line and exit status 2 (issue 45).

The server runs as a separate process (``python -m rulebook.cli serve``) on a free port of 127.0.0.1; every wait
is bounded, so a server that hangs fails the test instead of holding the suite.
"""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START_SECONDS = 120
"""The most a start (warming every game's engine) may take before the test calls it a hang."""


def _serve(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "rulebook.cli", "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )


@pytest.fixture
def server() -> Iterator[tuple[subprocess.Popen[str], str]]:
    process = _serve("--port", "0")
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        url = first.split("serving ", 1)[1].split(" ", 1)[0]
        yield process, url
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def _get(url: str) -> bytes:
    deadline = time.monotonic() + START_SECONDS
    while True:
        try:
            with urllib.request.urlopen(url, timeout=START_SECONDS) as response:
                body: bytes = response.read()
                return body
        except ConnectionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def test_serve_prints_its_url_answers_there_and_stops_on_ctrl_c(server: tuple[subprocess.Popen[str], str]) -> None:
    process, url = server
    assert url.startswith("http://127.0.0.1:") and url.endswith("/")  # only this machine, by default
    listed = json.loads(_get(url + "api/games"))
    assert "forbidden" in [game["id"] for game in listed]
    request = urllib.request.Request(url + "api/tzq/check", data=b'{"pile": ["1a", "1b", "1c", "E", "S"]}')
    with urllib.request.urlopen(request, timeout=START_SECONDS) as response:
        # Three of a kind (1a 1b 1c) 5, and the Characters of one type 2 (rulebook, Scoring).
        assert json.loads(response.read())["points"] == 7
    process.send_signal(signal.SIGINT)
    assert process.wait(30) == 0
    assert process.stderr is not None
    err = process.stderr.read()
    assert "Traceback" not in err and "stopped" in err


def test_a_port_in_use_is_one_line_and_exit_status_2() -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        process = _serve("--port", str(port))
        try:
            out, err = process.communicate(timeout=60)
        finally:
            process.kill()
    assert process.returncode == 2 and out == ""
    assert err.splitlines() == [err.strip()] and err.startswith(f"rulebook: error: cannot listen on 127.0.0.1:{port}")


@pytest.mark.parametrize("port", ["70000", "-1", "eighty", "٨٠"])
def test_a_port_that_is_no_port_is_refused_by_name(port: str) -> None:
    process = _serve("--port", port)
    try:
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()  # a port read wrongly would have started a server
    assert process.returncode == 2 and out == "" and "Traceback" not in err
    assert "is not a port" in err or "argument --port" in err
