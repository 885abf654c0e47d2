"""The classical mahjong rule documentation, rendered from the register, the readings and the corpus.

``docs/mahjong.md`` and ``docs/mahjong.html`` (self-contained: inline styles and inline SVG tiles,
:mod:`rulebook.mahjong.corpus.pictures`) show the tile notation with a picture of each of the 34 kinds; every rule of
``spec/mahjong.toml`` in the order of the spec with its section, statement, the readings it depends on and up to two
examples from the corpus (one the rule accepts, one it refuses) drawn as tiles; every reading with its question,
options, default, evidence and witness cases; and a coverage table (rule → cases that accept and refuse, their
sources and families). Nothing here is written by hand: edit ``spec/mahjong.toml`` or the case sources and
regenerate.

Examples are drawn from the case's JSON input defensively: the questions ``winning``, ``score`` and ``settle`` have
their own pictures (tiles in hand, sets on the table, flags; a table of the settlement), a claim situation draws
the discard and every player's hand when its fields are recognised, and any other input is shown as compact JSON.
No input shape makes the rendering fail.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

from rulebook.core.corpus.applied_rules import rules_by_question
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.corpus.doc_examples import JSON_LIMIT, Shown, compact_json, readings_text
from rulebook.core.corpus.generate import GeneratedFile, rule_documents
from rulebook.core.corpus.grants import UNREADABLE
from rulebook.core.corpus.rule_docs import Drawing, kind_groups, page_context
from rulebook.core.errors import InputError
from rulebook.mahjong.commands.check import COUNT_WORDS
from rulebook.mahjong.corpus.pictures import meld_svg, tile_svg, tiles_svg
from rulebook.mahjong.corpus.readings import grants
from rulebook.mahjong.corpus.tile_faces import share_faces
from rulebook.mahjong.engine.verdict import judge
from rulebook.mahjong.inputs import hand_of, seat_of
from rulebook.mahjong.reading import Reading
from rulebook.mahjong.tiles import ALL_KINDS, DRAGONS, SUIT_NAMES, SUITS, WIND_NAMES, WINDS, parse_tiles, tile_name

GAME = "mahjong"
HAND_QUESTIONS = ("winning", "score")
"""The questions whose input is one player's hand (tiles in hand and sets on the table)."""
DRAWN_QUESTIONS = (*HAND_QUESTIONS, "settle")
SPLITS_SHOWN = 3
"""At most this many splits of a winning hand are spelled out under an example."""
_BAD_TILES = (InputError, ValueError, KeyError, IndexError, TypeError)
"""What reading or drawing a malformed tile text may raise: the text is then shown as it is."""


@dataclass(frozen=True)
class HandView:
    """One player's tiles as the input gives them: the tiles in hand and the sets on the table."""

    tiles: str
    exposed: tuple[str, ...] = ()
    concealed_kongs: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The hand in the tile notation, for Markdown."""
        parts = [f"`{self.tiles}`" if self.tiles.strip() else "(no tile in hand)"]
        parts += [f"exposed `{meld}`" for meld in self.exposed]
        parts += [f"concealed kong `{kong}`" for kong in self.concealed_kongs]
        return " + ".join(parts)

    @property
    def html(self) -> str:
        """The hand drawn as tiles: the tiles in hand, then each set on the table (concealed kongs half face down)."""
        parts = [tiles_html(self.tiles)]
        parts += [f'<span class="label">exposed</span> {meld_html(meld)}' for meld in self.exposed]
        parts += [f'<span class="label">concealed kong</span> {meld_html(kong, True)}' for kong in self.concealed_kongs]
        return '<span class="hand">' + " ".join(parts) + "</span>"


@dataclass(frozen=True)
class SettleRow:
    """One player of a ``settle`` example."""

    player: int
    score: str
    east: bool
    winner: bool
    net: str


@dataclass(frozen=True)
class Example(Shown):
    """A corpus case shown under a rule or a reading: what it asks, drawn, the readings it assumes, the answer."""

    hand: HandView | None = None
    """The hand of a ``winning`` or ``score`` question."""
    flags: tuple[str, ...] = ()
    """Seat wind, East, a loser's hand, a special win, in words."""
    details: tuple[str, ...] = ()
    """Lines under the answer: the splits of a winning hand."""
    settle: tuple[SettleRow, ...] = ()
    """The players of a ``settle`` question."""
    discard: str = ""
    """The discarded tile of a claim situation."""
    discard_note: str = ""
    """Who discarded it and how many tiles are left, in words."""
    players: tuple[tuple[str, HandView], ...] = ()
    """Each player's hand of a claim situation, with a label (``player 1 (discarder)``)."""

    @property
    def drawn(self) -> bool:
        """Whether the example has a picture (otherwise only its JSON is shown)."""
        return self.hand is not None or bool(self.settle) or bool(self.players) or bool(self.discard)

    @property
    def discard_html(self) -> str:
        """The discarded tile drawn (HTML)."""
        return tiles_html(self.discard) if self.discard else ""

    @property
    def summary(self) -> str:
        """What the example asks about, in one line of Markdown (the answer follows it)."""
        if self.hand is not None:
            flags = f" ({'; '.join(self.flags)})" if self.flags else ""
            return self.hand.text + flags
        if self.settle:
            scores = ", ".join(row.score for row in self.settle)
            winner = next((f"player {row.player}" for row in self.settle if row.winner), "nobody (a drawn hand)")
            east = next((f"player {row.player}" for row in self.settle if row.east), "?")
            return f"scores {scores}; winner {winner}; East {east}"
        if self.discard or self.players:
            parts = [f"{label}: {hand.text}" for label, hand in self.players]
            if self.discard:
                parts.insert(0, f"discard `{self.discard}`" + (f" {self.discard_note}" if self.discard_note else ""))
            return "; ".join(parts)
        return f"`{self.input_json}`"


def tiles_html(text: str) -> str:
    """Tiles in the notation drawn face up; anything unreadable is shown as code, never an error."""
    if not text.strip():
        return '<span class="none">no tile in hand</span>'
    try:
        return tiles_svg(text)
    except _BAD_TILES:
        return f"<code>{escape(text)}</code>"


def meld_html(text: str, concealed: bool = False) -> str:
    """A set on the table drawn as tiles (a concealed kong with its two outer tiles face down); unreadable: code."""
    try:
        kinds = parse_tiles(text).kinds()
        try:
            return meld_svg(kinds, concealed)
        except ValueError:
            return meld_svg(kinds)
    except _BAD_TILES:
        return f"<code>{escape(text)}</code>"


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{COUNT_WORDS.get(n, str(n))} times")


def _signed(value: Any) -> str:
    return f"{value:+d}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def answer_words(case: Case) -> str:
    """A case's expected answer in words (JSON for a question or shape this module does not know)."""
    try:
        words = _known_answer(case.question, case.expected)
    except UNREADABLE:
        words = None
    return words if words is not None else compact_json(case.expected, JSON_LIMIT)


def _known_answer(question: str, expected: Any) -> str | None:
    if not isinstance(expected, Mapping):
        return None
    if question == "winning":
        if not expected["winning"]:
            return "does not win"
        count = len(expected["splits"])
        return f"wins: {count} split{'s' if count != 1 else ''}"
    if question == "score":
        if expected.get("refused"):
            return "refused: not a winning hand"
        points, doublings, score = int(expected["points"]), int(expected["doublings"]), int(expected["score"])
        doubled = f"doubled {_times(doublings)}" if doublings else "not doubled"
        special = expected.get("special")
        if special:
            return f"{points} points, {doubled}; special hand ({str(special).replace('-', ' ')}): {score}"
        return f"{points} points, {doubled}: {score}"
    if question == "settle":
        net = expected["net"]
        if not isinstance(net, list):
            return None
        return "net: " + ", ".join(map(_signed, net))
    return None


def _strings(value: Any) -> tuple[str, ...]:
    """A list of tile texts from the input (anything else: none)."""
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list | tuple):
        return tuple(item if isinstance(item, str) else compact_json(item) for item in value)
    return ()


def hand_view(data: Any) -> HandView | None:
    """One hand of an input: ``{"hand" (or "concealed"), "exposed", "concealed_kongs"}`` or a bare string."""
    if isinstance(data, str):
        return HandView(data)
    if not isinstance(data, Mapping):
        return None
    tiles = data.get("hand", data.get("concealed", ""))
    if not isinstance(tiles, str):
        return None
    return HandView(tiles, _strings(data.get("exposed")), _strings(data.get("concealed_kongs")))


def _flags(data: Mapping[str, Any]) -> tuple[str, ...]:
    flags = []
    wind = data.get("seat_wind")
    if isinstance(wind, str):
        flags.append(f"seat wind {WIND_NAMES.get(wind, wind)}")
    if data.get("east") is True:
        flags.append("East")
    prevailing = data.get("round_wind")
    if isinstance(prevailing, str):
        flags.append(f"round wind {WIND_NAMES.get(prevailing, prevailing)}")
    if data.get("winner") is False:
        flags.append("a loser's hand")
    if data.get("first_tile") is True:
        flags.append("won on the first tile drawn")
    if data.get("first_discard") is True:
        flags.append("won on the first discard")
    return tuple(flags)


def _splits(expected: Any) -> tuple[str, ...]:
    if not isinstance(expected, Mapping) or not isinstance(expected.get("splits"), list):
        return ()
    splits = expected["splits"]
    lines = [
        "split: " + " · ".join(map(str, split)) if isinstance(split, list) else f"split: {split}"
        for split in splits[:SPLITS_SHOWN]
    ]
    if len(splits) > SPLITS_SHOWN:
        lines.append(f"and {len(splits) - SPLITS_SHOWN} more split(s)")
    return tuple(lines)


def _settle_rows(data: Mapping[str, Any], expected: Any) -> tuple[SettleRow, ...]:
    scores = data.get("scores")
    if not isinstance(scores, list):
        return ()
    net = expected.get("net") if isinstance(expected, Mapping) else None
    nets = net if isinstance(net, list) and len(net) == len(scores) else [""] * len(scores)
    winner, east = data.get("winner"), data.get("east")
    return tuple(
        SettleRow(player, str(score), east == player, winner == player, _signed(gain) if gain != "" else "")
        for player, (score, gain) in enumerate(zip(scores, nets, strict=True))
    )


def _claim_parts(data: Mapping[str, Any]) -> tuple[str, str, tuple[tuple[str, HandView], ...]]:
    """The discard, a note on it, and each player's hand of a claim situation (whatever of them is recognised)."""
    tile = data.get("tile", data.get("discard", ""))
    discard = tile if isinstance(tile, str) else ""
    discarder = data.get("discarder")
    notes = []
    if isinstance(discarder, int) and not isinstance(discarder, bool):
        notes.append(f"by player {discarder}")
    left = data.get("tiles_left")
    if isinstance(left, int) and not isinstance(left, bool):
        notes.append(f"{left} tile{'s' if left != 1 else ''} left to draw")
    raw = data.get("players", data.get("hands"))
    players: list[tuple[str, HandView]] = []
    if isinstance(raw, list):
        for index, item in enumerate(raw):
            view = hand_view(item)
            if view is not None:
                label = f"player {index}" + (" (discarder)" if discarder == index else "")
                players.append((label, view))
    return discard, ", ".join(notes), tuple(players)


def example(case: Case, shown: str = "") -> Example:
    """The case as an example: drawn when its question and input are known, as compact JSON otherwise."""
    data = case.input
    base = Example(case, answer_words(case), readings_text(case.readings), shown)
    if not isinstance(data, Mapping):
        return replace(base, input_json=compact_json(data))
    if case.question in HAND_QUESTIONS:
        view = hand_view(data)
        if view is not None:
            details = _splits(case.expected) if case.question == "winning" else ()
            return replace(base, hand=view, flags=_flags(data), details=details)
    if case.question == "settle":
        rows = _settle_rows(data, case.expected)
        if rows:
            return replace(base, settle=rows)
    discard, note, players = _claim_parts(data)
    return replace(base, discard=discard, discard_note=note, players=players, input_json=compact_json(data))


def _size(case: Case) -> tuple[bool, int, int, str]:
    """Defaults first, then the questions drawn as a hand or a settlement, then the smallest input.

    Not the core's :func:`~rulebook.core.corpus.rule_docs.plainest_first`: a claim is shown as JSON, so a drawn question
    is the plainer example even when a rulebook case of a claim is smaller.
    """
    return (bool(case.readings), 0 if case.question in DRAWN_QUESTIONS else 1, len(compact_json(case.input)), case.id)


def tile_groups() -> list[dict[str, Any]]:
    """The 34 kinds in five groups (three suits, winds, dragons), each with its notation, name and picture."""
    groups: list[tuple[str, str, tuple[str, ...]]] = [
        (SUIT_NAMES[suit].capitalize(), f"a digit 1 to 9 and `{suit}`", tuple(k for k in ALL_KINDS if k[1:] == suit))
        for suit in SUITS
    ]
    groups.append(("Winds", "the letter `E`, `S`, `W` or `N`", WINDS))
    groups.append(("Dragons", "`Rd` red, `Gd` green, `Wd` white", DRAGONS))
    return kind_groups(groups, tile_name, tile_svg)


def score_rules(case: Case) -> list[str]:
    """The rules the engine applied to a ``score`` case: its verdict's ``rules`` (``rulebook mahjong check --json``).

    The answer counts its doublings and does not name them; the verdict of the same input under the same readings
    names the form, the sets, each scoring set that gave points, the bonus, each doubling, the special hand and the
    limit. A hand refused as no winning hand applied none of them.
    """
    if case.expected.get("refused"):
        return []
    hand = hand_of(case.input)
    seat, winner, win = seat_of(case.input, hand)
    return list(judge(hand, seat, winner, win, Reading.from_mapping(case.readings)).rules)


DRAWING = Drawing(grants, example, _size, applied=rules_by_question({"score": score_rules}))
"""How the rule documents show a case: a hand, a settlement or a claim, drawn; anything else as JSON."""


def context(corpora: Sequence[Corpus]) -> dict[str, Any]:
    """Everything the templates show."""
    return page_context(
        GAME,
        corpora,
        DRAWING,
        tile_groups=tile_groups(),
        example_hand=tiles_html("123m 456p 789s EE"),
        example_kong=meld_html("EEEE", True),
    )


def documents(corpora: Sequence[Corpus]) -> list[GeneratedFile]:
    """``docs/mahjong.md`` and ``docs/mahjong.html``."""
    return rule_documents(GAME, context(corpora), share_faces)


__all__ = [
    "Example",
    "HandView",
    "SettleRow",
    "answer_words",
    "compact_json",
    "context",
    "documents",
    "example",
    "hand_view",
    "meld_html",
    "tile_groups",
    "tiles_html",
]
