"""Every ``console`` block of README.md is what its commands really print (issue 14: the examples had drifted).

A block is a fenced ```` ```console ```` block. Its conventions, and the only ones:

- A line starting ``$ `` is a command; the lines after it, up to the next command or the end of the block, are
  what it prints: standard output and standard error together, as a terminal shows them, compared exactly
  (every character, blank lines included).
- The command runs under ``bash -o pipefail -c`` in a fresh temporary folder, with the ``rulebook`` and
  ``python`` of the running interpreter's environment first on ``PATH``, so pipes (``printf ... | rulebook ...``)
  and redirections work and nothing is left in the working tree. Every word of the command that names a file of
  the checkout (``docs/examples/...``) is copied into that folder first, under the same relative path.
- The command must exit with status 0, unless its output ends with a line ``[exit N]``: then with status N.
- A block's commands leave no file behind (a reader's working tree stays clean): they pipe, as the README's do.
- A line ``...`` on its own matches any number of output lines (none included); nothing else is a placeholder.
- A block preceded by the HTML comment ``<!-- console: not run, REASON -->`` (the nearest non-blank line before
  its fence) is not run: the commands that take minutes (the full ``rulebook verify``). It is still parsed.

The ``python`` blocks run as doctests. The ``sh`` blocks (the quickstart) are not run; every ``make TARGET``
the README names must be a Makefile target. The meta-tests at the end hold the checker itself to failing: a
synthetic README and a mutated copy of the real one.
"""

from __future__ import annotations

import difflib
import doctest
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
MAKEFILE = ROOT / "Makefile"

FENCE = re.compile(r"^```(\S*)\s*$")
NOT_RUN = re.compile(r"^<!--\s*console:\s*not run\b.*-->\s*$")
EXIT_LINE = re.compile(r"^\[exit (\d+)\]$")
ANY_LINES = "..."
PROMPT = "$ "


@dataclass(frozen=True)
class Command:
    """One ``$ `` line of a block and the output the README shows for it."""

    line: str
    output: tuple[str, ...]
    status: int


@dataclass(frozen=True)
class ConsoleBlock:
    """One ``console`` block: where it starts (1-based line of the fence), its commands, whether it is run."""

    start: int
    commands: tuple[Command, ...]
    run: bool

    @property
    def name(self) -> str:
        """The block's first command, which names its test."""
        return self.commands[0].line


def fenced_blocks(text: str, language: str) -> list[tuple[int, str, list[str]]]:
    """Every fenced block of ``language``: the fence's 1-based line, the nearest non-blank line before it, its lines."""
    lines = text.split("\n")
    found: list[tuple[int, str, list[str]]] = []
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if opening is None:
            index += 1
            continue
        end = index + 1
        while end < len(lines) and lines[end].rstrip() != "```":
            end += 1
        if end == len(lines):
            raise ValueError(f"README line {index + 1}: a fenced block is never closed")
        if opening.group(1) == language:
            before = next((line for line in reversed(lines[:index]) if line.strip()), "")
            found.append((index + 1, before, lines[index + 1 : end]))
        index = end + 1
    return found


def parse_console_blocks(text: str) -> list[ConsoleBlock]:
    """The ``console`` blocks of a README, by the conventions of this module's docstring."""
    blocks: list[ConsoleBlock] = []
    for start, before, lines in fenced_blocks(text, "console"):
        if not lines or not lines[0].startswith(PROMPT):
            raise ValueError(f"README line {start}: a console block must start with a '$ ' command")
        groups: list[list[str]] = []
        for line in lines:
            if line.startswith(PROMPT):
                groups.append([line])
            else:
                groups[-1].append(line)
        commands = []
        for group in groups:
            output = group[1:]
            status = 0
            if output and (shown := EXIT_LINE.match(output[-1])):
                status = int(shown.group(1))
                output = output[:-1]
            commands.append(Command(group[0][len(PROMPT) :], tuple(output), status))
        blocks.append(ConsoleBlock(start, tuple(commands), run=NOT_RUN.match(before) is None))
    return blocks


def output_pattern(expected: tuple[str, ...]) -> re.Pattern[str]:
    """The shown output as a pattern: every line literal and newline-terminated, ``...`` any lines."""
    parts = ["(?:[^\n]*\n)*?" if line == ANY_LINES else re.escape(line + "\n") for line in expected]
    return re.compile("".join(parts))


def run_command(command: Command, folder: Path) -> subprocess.CompletedProcess[str]:
    """Run one command as the README's reader would, in ``folder``, with the checkout's files it names copied in."""
    for word in checkout_files(command):
        (folder / word).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / word, folder / word)
    bin_dir = Path(sys.executable).parent
    environment = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(
        ["bash", "-o", "pipefail", "-c", command.line],
        cwd=folder,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        timeout=300,
        check=False,
    )


def check_block(block: ConsoleBlock, folder: Path) -> None:
    """Run every command of the block in ``folder``; fail naming the first command whose output or status differs."""
    before = files_in(folder)
    for command in block.commands:
        result = run_command(command, folder)
        if output_pattern(command.output).fullmatch(result.stdout) is None:
            shown = [repr(line + "\n") for line in command.output]
            printed = [repr(line) for line in result.stdout.splitlines(keepends=True)]
            diff = "\n".join(difflib.unified_diff(shown, printed, "README", "printed", lineterm=""))
            raise AssertionError(f"README line {block.start}: `{command.line}` prints otherwise:\n{diff}")
        if result.returncode != command.status:
            raise AssertionError(
                f"README line {block.start}: `{command.line}` exits {result.returncode}, the README shows "
                f"{command.status}"
            )
    left = files_in(folder) - before - copied_files(block)
    if left:
        raise AssertionError(f"README line {block.start}: the block leaves files behind: {', '.join(sorted(left))}")


def files_in(folder: Path) -> set[str]:
    """Every file under ``folder``, as paths relative to it."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


def copied_files(block: ConsoleBlock) -> set[str]:
    """The checkout's files the block's commands name (copied into the folder before they run)."""
    return {word for command in block.commands for word in checkout_files(command)}


def checkout_files(command: Command) -> list[str]:
    """The words of the command that name a file of the checkout by a relative path."""
    return [word for word in shlex.split(command.line) if not Path(word).is_absolute() and (ROOT / word).is_file()]


README_BLOCKS = parse_console_blocks(README.read_text(encoding="utf-8"))


def block_ids(blocks: list[ConsoleBlock]) -> list[str]:
    """Test ids: each block's first command (a second block with the same first command gets ``#2``)."""
    ids: list[str] = []
    seen: Counter[str] = Counter()
    for block in blocks:
        seen[block.name] += 1
        ids.append(block.name if seen[block.name] == 1 else f"{block.name}#{seen[block.name]}")
    return ids


@pytest.mark.parametrize("block", README_BLOCKS, ids=block_ids(README_BLOCKS))
def test_the_readme_console_block_is_what_its_commands_print(block: ConsoleBlock, tmp_path: Path) -> None:
    if not block.run:
        pytest.skip(f"README line {block.start}: marked not run in the README")
    check_block(block, tmp_path)


def test_the_readme_has_console_blocks_and_runs_most_of_them() -> None:
    assert len(README_BLOCKS) >= 10
    assert sum(not block.run for block in README_BLOCKS) <= 1


def test_every_make_target_the_readme_names_is_in_the_makefile() -> None:
    text = README.read_text(encoding="utf-8")
    named = {
        match.group(1)
        for _, _, lines in fenced_blocks(text, "sh")
        for line in lines
        if (match := re.match(r"^make ([\w-]+)", line))
    }
    named |= set(re.findall(r"`make ([\w-]+)`", text))
    targets = set(re.findall(r"^([\w-]+):", MAKEFILE.read_text(encoding="utf-8"), re.M))
    assert {"run", "test"} <= named, "the quickstart names make run and make test"
    assert named <= targets, f"the README names make targets the Makefile lacks: {sorted(named - targets)}"


def test_the_readme_python_examples_answer_as_shown() -> None:
    """The ``python`` blocks are interactive sessions (``>>>``): run as doctests, every answer as shown."""
    blocks = fenced_blocks(README.read_text(encoding="utf-8"), "python")
    assert blocks, "the README shows the Python API"
    runner = doctest.DocTestRunner(optionflags=doctest.REPORT_NDIFF)
    for start, _, lines in blocks:
        test = doctest.DocTestParser().get_doctest("\n".join(lines) + "\n", {}, f"README line {start}", None, start)
        assert test.examples, f"README line {start}: a python block with no >>> example"
        runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


# The checker itself: it must fail when a block drifts.

SYNTHETIC = """\
# demo

```sh
make run
```

```console
$ printf 'one\\ntwo\\n'
one
two
$ printf 'a\\nb\\nc\\nd\\n' | tail -n 3
b
...
d
$ printf 'refused\\n' >&2; exit 2
refused
[exit 2]
```

<!-- console: not run, takes minutes -->
```console
$ sleep 600
```
"""


def synthetic_block(text: str) -> ConsoleBlock:
    """The first console block of a synthetic README."""
    return parse_console_blocks(text)[0]


def test_the_checker_passes_a_synthetic_block_that_matches(tmp_path: Path) -> None:
    blocks = parse_console_blocks(SYNTHETIC)
    assert [block.run for block in blocks] == [True, False]
    assert [command.status for command in blocks[0].commands] == [0, 0, 2]
    check_block(blocks[0], tmp_path)


@pytest.mark.parametrize(
    ("original", "mutated"),
    [
        ("one\ntwo\n$", "one\nTwo\n$"),  # a changed character
        ("one\ntwo\n$", "one\n$"),  # a missing line
        ("one\ntwo\n$", "one\ntwo\n\n$"),  # an extra blank line
        ("one\ntwo\n$", "one\ntwo \n$"),  # trailing spacing
        ("[exit 2]\n", "[exit 1]\n"),  # another exit status
        ("refused\n[exit 2]\n", "refused\n"),  # an exit status not shown
        ("b\n...\nd\n", "b\n...\nc\n"),  # the placeholder does not hide a wrong line after it
        ("[exit 2]\n", "[exit 2]\n$ printf 'x\\n' > made.txt\n"),  # a file left behind
    ],
    ids=[
        "changed",
        "missing-line",
        "extra-blank",
        "trailing-space",
        "exit-status",
        "exit-unshown",
        "after-dots",
        "file-left",
    ],
)
def test_the_checker_fails_a_mutated_synthetic_block(original: str, mutated: str, tmp_path: Path) -> None:
    assert SYNTHETIC.count(original) == 1
    block = synthetic_block(SYNTHETIC.replace(original, mutated))
    with pytest.raises(AssertionError, match="README line 7"):
        check_block(block, tmp_path)


def test_the_checker_fails_a_mutated_copy_of_the_real_readme(tmp_path: Path) -> None:
    text = README.read_text(encoding="utf-8")
    error_line = "rulebook: error: unknown card 'X9'"
    assert text.count(error_line) == 1, "the README shows the unknown-card error once"
    (block,) = [block for block in parse_console_blocks(text) if block.name == 'rulebook forbidden check "R2 R3 X9"']
    check_block(block, tmp_path)  # the unmutated block passes ...
    mutated = text.replace(error_line, "rulebook: error: unknown card 'X8'")
    (drifted,) = [other for other in parse_console_blocks(mutated) if other.start == block.start]
    with pytest.raises(AssertionError, match="prints otherwise"):
        check_block(drifted, tmp_path)  # ... one changed character fails it


def test_the_verify_block_not_run_names_every_family_the_command_checks() -> None:
    """The full ``rulebook verify`` takes minutes, so its block is not run; its family names are still held.

    The names come from the registry's games (the families ``rulebook verify`` runs at its standard budget, seed
    2026 as the command's default); the block must print a ``checking NAME ...`` line and a table row for each, in
    order. The cases, times and verdict are not checked here (``make run`` prints them).
    """
    from rulebook.core.game import VerifyBudget
    from rulebook.registry import games

    (block,) = [block for block in README_BLOCKS if block.name.startswith("rulebook verify")]
    assert not block.run, "the full verify block is the one the README marks not run"
    budget = VerifyBudget(exhaustive=False, seed=2026)
    names = [family.name for game in games() for family in game.verify(budget)]
    output = block.commands[0].output
    assert [line for line in output if line.startswith("checking ")] == [f"checking {name} ..." for name in names]
    rows = [line for line in output if re.match(r"^\S.*\s\d[\d,]*\s+\d+\s+[\d.]+ s$", line)]
    assert [row[: len(name)] for row, name in zip(rows, names, strict=True)] == names
