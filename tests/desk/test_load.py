"""The ruling desk under a short load: several clients at once, every game's check, nothing fails (issue 45).

The figures of the full load (20 clients for 30 s, p50/p99 per game, throughput, memory after two runs) are
``make bench``'s (:mod:`rulebook.core.bench.desk_load`, ``docs/performance.md``) and are not asserted here: this
only holds the load's machinery and the server to answering every request of a bounded run with a 200 and the
right answer.
"""

from __future__ import annotations

import http.client
import json

from rulebook.core.bench.desk_load import DeskServer, check_requests, percentile, run_load
from rulebook.registry import games


def test_a_short_load_of_every_game_is_answered_without_an_error() -> None:
    requests = check_requests(games())
    with DeskServer() as server:
        run = run_load(server.host, server.port, requests, clients=4, seconds=2.0)
        assert server.resident_bytes() > 0
        connection = http.client.HTTPConnection(server.host, server.port, timeout=60)
        connection.request("POST", "/api/tzq/check", b'{"pile": ["1a", "1b", "1c", "E", "S"]}')
        # Three of a kind 5 and one type of Characters 2 (rulebook, Scoring): the server still answers right.
        assert json.loads(connection.getresponse().read())["points"] == 7
    assert run.errors == []
    assert all(run.times[game_id] for game_id, _ in requests), "a game was never answered"
    assert run.requests == sum(len(taken) for taken in run.times.values())


def test_the_percentile_is_the_nearest_rank() -> None:
    # 1..10: the median rank is the 5th value, the 90th percentile the 9th, the 99th the 10th.
    values = [float(n) for n in range(10, 0, -1)]
    assert (percentile(values, 0.5), percentile(values, 0.9), percentile(values, 0.99)) == (5.0, 9.0, 10.0)
    assert percentile([3.0], 0.99) == 3.0
