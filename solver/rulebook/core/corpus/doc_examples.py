"""What every game's rule documents show of one corpus case, and the words they put it in.

A case is shown under a rule (with the heading :func:`rulebook.core.corpus.rule_docs.shown_as` gives it) or under a
reading (a witness): each game draws its own pictures, but every example holds the case, its answer in words, the
readings it assumes and its input as JSON (:class:`Shown`); a game that draws an input as labelled rows of cards
uses :class:`Part` and :class:`PartsExample`. Values of a shape a game does not know are shown as compact JSON
(:func:`compact_json`), never an error.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from rulebook.core.corpus.cases import Case

JSON_LIMIT = 400
"""An answer or value of a shape a game does not know is shown as JSON cut to this many characters."""

ACTIONS_SHOWN = 8
"""At most this many legal actions are spelled out under an example; the others are counted."""


def compact_json(value: Any, limit: int | None = None) -> str:
    """A value as one line of JSON, key order and non-ASCII kept (``repr`` for what JSON cannot write).

    ``limit``: the text is cut to that many characters, an ellipsis last (a case's input shown beside its pictures).
    """
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    except (TypeError, ValueError):
        text = repr(value)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "…"


def readings_text(readings: Mapping[str, str]) -> str:
    """The readings a case assumes, ``key=option, ...`` in the order of the keys, or ``the defaults``."""
    return ", ".join(f"{key}={value}" for key, value in sorted(readings.items())) or "the defaults"


def listed(items: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def actions_words(expected: Any) -> str:
    """A ``legal_actions`` answer: the first :data:`ACTIONS_SHOWN` actions spelled out, the rest counted."""
    if not isinstance(expected, list):
        raise TypeError("legal actions are a list")
    if not expected:
        return "no legal action"
    shown = ", ".join(str(action) for action in expected[:ACTIONS_SHOWN])
    more = f" and {len(expected) - ACTIONS_SHOWN} more" if len(expected) > ACTIONS_SHOWN else ""
    return f"legal: {shown}{more}"


@dataclass(frozen=True)
class Shown:
    """A corpus case shown under a rule or a reading: the case, its answer in words, the readings it assumes."""

    case: Case
    answer: str
    readings: str
    shown: str = ""
    """The heading it is shown under (``accepts``, ``refuses``, ``applies``, ``does not apply``); none for a witness."""
    input_json: str = ""
    """The input as compact JSON, shown where the game does not draw it."""


@dataclass(frozen=True)
class Part:
    """One labelled row of an example: its label, its cards as text, and drawn (HTML)."""

    label: str
    text: str
    html: str
    boxed: bool = True
    """Drawn as a box with its label above, beside the parts before and after it (a game's page may ignore it)."""


def json_part(label: str, value: Any) -> Part:
    """A row whose value could not be read as cards: the value as JSON, as text and as code."""
    text = compact_json(value, JSON_LIMIT)
    return Part(label, text, f"<code>{escape(text)}</code>")


@dataclass(frozen=True)
class PartsExample(Shown):
    """An example drawn as labelled rows of cards, with notes on the position they are part of."""

    parts: tuple[Part, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def summary(self) -> str:
        """What the example asks about, in one line of Markdown."""
        if not self.parts:
            return f"`{self.input_json}`"
        parts = [f"{part.label} `{part.text}`" if part.text else f"{part.label} (none)" for part in self.parts]
        return "; ".join([*parts, *self.notes])


__all__ = [
    "ACTIONS_SHOWN",
    "JSON_LIMIT",
    "Part",
    "PartsExample",
    "Shown",
    "actions_words",
    "compact_json",
    "json_part",
    "listed",
    "readings_text",
]
