"""The contract of the readings said to decide an answer (issue 44), held the same way by the check and play tests.

Asked again under each listed other option, the answer is the listed one; under any option not listed, of any key of
the register (the keys outside a command's scopes included), the answer is the same; and an option lists the
default as deciding exactly when the default lists it. An option that refuses the input is listed with its refusal,
unless the refusal is of a position that cannot arise under it (``unasked``), which is listed nowhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook.core.register import reading_keys

Ask = Callable[[str | None], dict[str, Any]]
"""The JSON answer under one ``KEY=OPTION`` choice (None: the defaults); a refusal as ``{"error": ...}``."""


def _same(answer: dict[str, Any]) -> Any:
    return answer


def holds_its_decisions(
    game_id: str,
    ask: Ask,
    compared: Callable[[dict[str, Any]], Any] = _same,
    unasked: Callable[[str], bool] = lambda error: False,
) -> int:
    """Assert the readings listed as deciding the answer do, with the listed answer, and no other does; their count."""
    answer = ask(None)
    decisions = answer.pop("decided_by")
    listed = {(each["reading"], each["other"]): each["answer"] for each in decisions}
    assert len(listed) == len(decisions), "each option is listed once"
    for entry in reading_keys(game_id):
        for option in entry.options:
            if option == entry.default:
                continue
            choice = (entry.key, option)
            other = ask(f"{entry.key}={option}")
            if "error" in other:
                if unasked(other["error"]):
                    assert choice not in listed, f"{entry.key}={option} refuses the position: not asked"
                else:
                    assert listed.get(choice) == other, f"{entry.key}={option} refuses it"
                continue
            decided = other.pop("decided_by")
            assert any(each["reading"] == entry.key and each["other"] == entry.default for each in decided) == (
                choice in listed
            ), f"{entry.key}: deciding one way, not the other"
            if choice in listed:
                assert other == listed[choice], f"{entry.key}={option}"
            else:
                assert compared(other) == compared(answer), f"{entry.key}={option} changes the answer"
    return len(decisions)
