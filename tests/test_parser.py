"""Usage mistakes on the command line: one line on stderr naming the command and the problem, exit status 2."""

from __future__ import annotations

import pytest

from rulebook.cli import main
from rulebook.core.commands.parser import one_line


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["bogus"], "rulebook: error: argument COMMAND: invalid choice: 'bogus'"),
        (["forbidden", "check", "R2", "--no-such-option"], "rulebook: error: unrecognized arguments: --no-such-option"),
        (["mahjong", "check", "--seat-wind"], "rulebook mahjong check: error: argument --seat-wind: expected one"),
        (["conform", "forbidden", "--timeout", "soon"], "rulebook conform: error: argument --timeout"),
        (["forbidden", "chek\nR2"], "invalid choice: 'chek\\nR2'"),  # the line break shown as an escape
    ],
)
def test_a_usage_mistake_is_one_line_and_exit_2(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err and err.rstrip().endswith("--help)")


def test_one_line_escapes_what_a_terminal_would_break_on() -> None:
    assert one_line("a\nb\tc\x1b[31m") == "a\\nb\\tc\\x1b[31m"
    assert one_line("caf\u00e9 \udcff") == "caf\u00e9 \\udcff"  # printable text kept, a lone surrogate escaped
