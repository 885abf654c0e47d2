"""Text pieces every game's ruling shares: wrapped sentences, a reading's register entry, impact rows.

Game-independent; each game's ruling module (``solver/<game>/ruling.py``) adds how its inputs and answers read.
"""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from rulebook.core.register import ReadingKey, rules
from rulebook.core.text_numbers import count_option
from rulebook.core.witnesses.check_it import CheckOf, check_lines
from rulebook.core.witnesses.witness import Witness, counted

WIDTH = 100


def wrap(text: str, indent: str = "") -> list[str]:
    """``text`` with its whitespace collapsed, wrapped at :data:`WIDTH` with ``indent`` on every line."""
    return textwrap.wrap(" ".join(text.split()), WIDTH, initial_indent=indent, subsequent_indent=indent) or [indent]


def render_register_entry(entry: ReadingKey, base: str | None = None) -> list[str]:
    """A reading's question, options, default and evidence."""
    options = ", ".join(f"{option} (default)" if option == entry.default else option for option in entry.options)
    lines = wrap(f"{entry.key} — {entry.question}")
    lines += wrap(f"Options: {options}. Scope: {entry.scope}.", "  ")
    lines += wrap(f"Why the default: {entry.why}", "  ")
    if entry.evidence:
        lines.append("  Evidence:")
        for item in entry.evidence:
            lines += wrap(f"- {item}", "    ")
    if entry.rules:
        lines += wrap(f"Rules: {', '.join(entry.rules)}", "  ")
    return lines


def proportion_rows(unit: str, rows: Sequence[tuple[str, Any]]) -> list[str]:
    """One line per measured share (a :class:`~.stats.Proportion`): share, 95 % interval, sample."""
    out = []
    for label, share in rows:
        if share.share is None:
            out.append(f"  {label:<46} no {unit} to measure")
            continue
        interval = f"[{percent(share.low)}–{percent(share.high)} %]"
        out.append(f"  {label:<46} {percent(share.share):>5} %  {interval:<15} {share.hits:,} of {share.n:,} {unit}")
    return out


def percent(value: float) -> str:
    """A share as a percentage: one decimal, or two significant digits below 0.1 % (never a bare 0.0 for >0)."""
    share = 100 * value
    return f"{share:.1f}" if share == 0 or share >= 0.1 else f"{share:.2g}"


def register_json(entries: Sequence[ReadingKey]) -> list[dict[str, Any]]:
    """The reading register as JSON objects (``rulebook readings GAME --json``)."""
    return [
        {
            "key": entry.key,
            "scope": entry.scope,
            "question": entry.question,
            "options": list(entry.options),
            "default": entry.default,
            "why": entry.why,
            "evidence": list(entry.evidence),
            "rules": list(entry.rules),
        }
        for entry in entries
    ]


def render_register(game: str, entries: Sequence[ReadingKey], titles: Sequence[tuple[str, str]]) -> str:
    """The reading register as text, one section per scope (``titles``: scope, heading), then how to compare."""
    lines: list[str] = []
    for scope, title in titles:
        lines += [f"{title}:", ""]
        for entry in entries:
            if entry.scope == scope:
                lines += [*render_register_entry(entry), ""]
    lines.append(f"Compare two readings: rulebook diff {game} --reading KEY=VALUE")
    return "\n".join(lines) + "\n"


def provenance_lines(witness: Witness, game: str) -> list[str]:
    """A witness's rule statements, who confirmed it, how it was found, and why no smaller one exists."""
    lines: list[str] = []
    statements = {rule.id: rule for rule in rules(game)}
    for rule_id in witness.rules:
        rule = statements.get(rule_id)
        if rule is not None:
            lines += wrap(f"Rule {rule_id} ({rule.section}): {rule.statement}", "  ")
    confirmed = " and ".join("the Z3 model" if name == "model" else "the engine" for name in witness.confirmed_by)
    if witness.whole:
        lines += wrap(f"The witness is {witness.whole}.", "  ")
    found = f"Found by {witness.found_by}."
    if witness.part is not None:
        part = f"{counted(witness.part_size, witness.units)}, as JSON: {json.dumps(witness.part)}"
        found = f"The smallest difference ({part}) was found by {witness.found_by}, then grown into this position."
    lines += wrap(f"Confirmed by {confirmed}. {found}", "  ")
    if witness.minimal:
        lines += wrap(witness.minimal[0].upper() + witness.minimal[1:] + ".", "  ")
    return lines


def witness_heading(witness: Witness, noun: str, where: str = "") -> str:
    """A witness's heading: the smallest witness, or the whole position (``noun``) grown from it.

    A grown witness (:attr:`Witness.part` set) is a whole position holding the smallest difference, and says how much
    of it differs; one found whole already says so; one for which no whole position kept the difference stays
    "Smallest witness" (its provenance says why). ``where`` follows the size (`` at the table``).
    """
    if witness.part is not None:
        part = witness.part_size
        return f"Witness, a {noun} ({witness.size_words}; the smallest difference is {part} of them):"
    if witness.whole and not witness.whole.startswith("not "):  # ``a whole hand as found: ...``
        return f"Smallest witness, a {noun} ({witness.size_words}{where}):"
    return f"Smallest witness ({witness.size_words}{where}):"


def answer_lines(witness: Witness, describe: Callable[[Any], str]) -> list[str]:
    """Each reading's answer in the game's words (``describe``), then the same answer as JSON on a line of its own."""
    lines: list[str] = []
    for reading, answer in ((witness.base, witness.base_answer), (witness.other, witness.other_answer)):
        lines += wrap(f"Under {reading}: {describe(answer).rstrip('.')}.", "  ")
        lines.append(f"    as JSON: {json.dumps(answer)}")
    return lines


def input_json_line(witness: Witness) -> str:
    """The witness's input as JSON (the corpus's input format), on one line."""
    return f"  input as JSON: {json.dumps(witness.input)}"


def witness_answer_lines(
    witness: Witness,
    game: str,
    describe: Callable[[Any], str],
    check: CheckOf | None,
    notes: Iterable[str] = (),
) -> list[str]:
    """A witness's question, each reading's answer in words and JSON, any notes, its provenance, its check commands.

    ``describe`` puts an answer in words; ``check`` is the game's command that asks the witness's question
    (:mod:`rulebook.core.witnesses.check_it`; ``None`` where no command asks it); a note is a sentence on the
    difference.
    """
    lines = [input_json_line(witness), f"  The question: {witness.question}"]
    lines += answer_lines(witness, describe)
    for note in notes:
        lines += wrap(note, "  ")
    lines += provenance_lines(witness, game)
    return lines + check_lines(witness, check)


MOST_SAMPLES = 1_000_000
"""The most random samples (hands, games, positions) an impact may be measured on.

A million samples narrow every 95 % interval the ruling prints (Wilson) to within 0.1 points of its share: more can
tell nothing new, and would only keep the command running (hours, for games).
"""


def samples_argument(text: str) -> int:
    """An ``argparse`` type: a number of an impact's random samples, 0 to :data:`MOST_SAMPLES`."""
    value = count_option(text)
    if value > MOST_SAMPLES:
        raise argparse.ArgumentTypeError(
            f"{value:,} is more than {MOST_SAMPLES:,}, which already narrows every interval to 0.1 points"
        )
    return value


def render_ruling(entries: Sequence[ReadingKey], finding: Sequence[str], impact: Sequence[str] = ()) -> str:
    """The whole ruling: each reading compared, the game's lines on the witness (or the proof), then the impact."""
    lines: list[str] = []
    for entry in entries:
        lines += render_register_entry(entry)
        lines.append("")
    lines += finding
    if impact:
        lines.append("")
        lines.append("How often it matters (the engine; 95 % confidence intervals, Wilson):")
        lines += [f"  {line}" for line in impact]
    return "\n".join(lines) + "\n"


def impact_lines(impact: Any) -> list[str]:
    """The rows of a measured impact (``impact.rows``: label, unit, proportion) as ruling lines; none for none."""
    if impact is None:
        return []
    return [row.strip() for label, unit, share in impact.rows for row in proportion_rows(unit, ((label, share),))]


def diff_json(game: str, base: Any, other: Any, keys: Sequence[str], finding: Any, impact: Any) -> str:
    """``rulebook diff GAME --json``: the readings compared, the keys, the finding and the impact, indented.

    The finding is a witness or a scoped proof; the impact is ``{}`` when it was not measured.
    """
    payload = {
        "game": game,
        "base": base.changed(),
        "other": other.changed(),
        "keys": list(keys),
        "finding": {"kind": "witness" if isinstance(finding, Witness) else "proof", **finding.as_json()},
        "impact": {} if impact is None else impact.as_json(),
    }
    return json.dumps(payload, indent=2)


def add_compared_readings(diff: argparse.ArgumentParser) -> None:
    """The options of ``rulebook diff`` that name the two readings compared (every game's first options)."""
    diff.add_argument(
        "--reading", action="append", default=[], metavar="KEY=VALUE", required=True, help="the reading to compare"
    )
    diff.add_argument(
        "--base", action="append", default=[], metavar="KEY=VALUE", help="compare against this instead of the default"
    )


def add_ruling_output(diff: argparse.ArgumentParser) -> None:
    """The options of ``rulebook diff`` on the impact's seed and the output (every game's last options)."""
    diff.add_argument("--seed", type=count_option, default=1, help="seed of the impact's samples (1)")
    diff.add_argument("--no-impact", action="store_true", help="only the witness, no impact estimate")
    diff.add_argument("--quiet", action="store_true", help="no progress on standard error")
    diff.add_argument("--json", action="store_true", help="answer as one JSON object (the witness in corpus format)")


__all__ = [
    "MOST_SAMPLES",
    "WIDTH",
    "add_compared_readings",
    "add_ruling_output",
    "answer_lines",
    "diff_json",
    "impact_lines",
    "input_json_line",
    "percent",
    "proportion_rows",
    "provenance_lines",
    "register_json",
    "render_register",
    "render_register_entry",
    "render_ruling",
    "samples_argument",
    "witness_answer_lines",
    "witness_heading",
    "wrap",
]
