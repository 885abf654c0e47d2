"""``rulebook serve``: the ruling desk on a local address, until Ctrl-C.

Only the address given is bound (``127.0.0.1`` by default: nothing is exposed to the network unless asked); the
socket is opened before the server starts, so that a port in use or an address the machine does not have is one
clear message and exit status 2, not a server's log.
"""

from __future__ import annotations

import argparse
import socket
import sys
from collections.abc import Sequence
from functools import partial
from typing import Any, TextIO

from rulebook.core.errors import InputError
from rulebook.core.game import Game

DESCRIPTION = """Start the ruling desk: every game's questions in a web browser. Pick a game, build a hand or a
position by clicking cards (or typing the notation), see the verdict with each rule linked to its clause, change a
house rule (a reading) and see what it changes, and share the ruling as a link. The same answers as the command
line, from engines kept warm in the server. Stop it with Ctrl-C."""

EXAMPLES = """examples:
  rulebook serve                         http://127.0.0.1:8000/ (this machine only)
  rulebook serve --port 8080
  rulebook serve --host 0.0.0.0          every address of the machine: others on the network can reach it

The JSON API: POST /api/GAME/COMMAND with one --jsonl line of `rulebook GAME COMMAND` as the body, e.g.
  curl -s localhost:8000/api/forbidden/check -d '{"hand": "R2 R3 R4 EM"}'
exit status: 0 stopped with Ctrl-C, 2 the address cannot be used"""


def port_number(text: str) -> int:
    """An ``argparse`` type: a TCP port, 0 to 65535 (0: any free port, printed when the server starts)."""
    if not (text.isascii() and text.isdigit()) or int(text) > 65535:  # "٨٠" is digits to isdigit, not a port
        raise argparse.ArgumentTypeError(f"{text!r} is not a port: give a whole number from 0 to 65535")
    return int(text)


def add_parser(subparsers: Any, games: Sequence[Game]) -> None:
    """Register ``rulebook serve``."""
    parser = subparsers.add_parser(
        "serve",
        help="the ruling desk: every game's questions in a web browser",
        description=DESCRIPTION,
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (127.0.0.1: this machine only)")
    parser.add_argument("--port", type=port_number, default=8000, help="the port (8000; 0 for any free one)")
    parser.set_defaults(run=partial(run_serve, tuple(games)))


def bound_socket(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``; :class:`InputError` naming the problem when it cannot be opened."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        return socket.create_server((host, port), family=family, reuse_port=False)
    except OSError as error:
        reason = error.strerror or str(error)
        raise InputError(f"cannot listen on {host}:{port}: {reason}") from None


def run_serve(games: Sequence[Game], args: argparse.Namespace, stdout: TextIO) -> int:
    """Serve the desk of ``games`` on ``--host``/``--port`` until interrupted."""
    import uvicorn

    from rulebook.core.desk.app import desk_app

    listening = bound_socket(args.host, args.port)
    host, port = listening.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"rulebook serve: warming the engines, then serving http://{shown}:{port}/ (Ctrl-C to stop)", file=stdout)
    stdout.flush()
    server = uvicorn.Server(uvicorn.Config(desk_app(games), log_level="warning", lifespan="on"))
    try:
        server.run(sockets=[listening])
    except KeyboardInterrupt:  # uvicorn shuts down on Ctrl-C, then raises it again: the way to stop, not a failure
        pass
    finally:
        listening.close()
    print("rulebook serve: stopped", file=sys.stderr)
    return 0


__all__ = ["add_parser", "bound_socket", "port_number", "run_serve"]
