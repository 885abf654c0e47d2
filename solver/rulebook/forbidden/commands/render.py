"""Human-readable answers for the terminal: the verdict, the arrangement, the score breakdown line by line."""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.forbidden.cards import COLOUR_NAMES
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.verdict import DiscardOption, PlacedSet, ScoreLine, Verdict


def describe_set(placed: PlacedSet) -> str:
    """``pung of green 2`` / ``sequence of red 2-7``, with ``(laid set)`` for a set laid down during play."""
    values = [card.value for card in placed.cards]
    colour = COLOUR_NAMES.get(placed.cards[0].colour, "?") if placed.cards else "?"
    if len(set(values)) == 1:
        kind = "kong" if len(values) == 4 else "pung"
        name = f"{kind} of {colour} {values[0]}"
    else:
        name = f"sequence of {colour} {min(values)}-{max(values)}"
    return name + (" (laid set)" if placed.laid else "")


def _arrangement_lines(arrangement: Sequence[PlacedSet]) -> list[str]:
    if not arrangement:
        return ["    (no sets)"]
    width = max(len(str(placed)) for placed in arrangement)
    return [f"    {str(placed).ljust(width)}   {describe_set(placed)}" for placed in arrangement]


def _score_lines(lines: Sequence[ScoreLine], total: int) -> list[str]:
    return [f"    {line}" for line in lines] + [f"    {'=':>5}  {total}"]


def render_verdict(query: HandQuery, verdict: Verdict, reading: Reading) -> str:
    """The whole answer to ``rulebook forbidden check``."""
    out = [f"hand: {query.describe()}"]
    if reading.changed():
        out.append("reading: " + ", ".join(f"{key}={value}" for key, value in reading.changed().items()))
    if verdict.may_cheng:
        out.append("verdict: complete — the player may go Cheng")
    elif verdict.complete:
        out.append("verdict: complete, but the player may not go Cheng")
    else:
        out.append("verdict: not complete")
    for rule in verdict.refused_by:
        out.append(f"  refused by {rule}")
    if verdict.leftover:
        out.append("  number cards that fit no set: " + " ".join(verdict.leftover))
    if verdict.complete:
        out.append(f"arrangement (set points {verdict.set_points}):")
        out += _arrangement_lines(verdict.cheng_arrangement)
    if verdict.cheng_score is not None:
        out.append(f"score if this player goes Cheng: {verdict.cheng_score}")
        out += _score_lines(verdict.cheng_lines, verdict.cheng_score)
    out.append(f"score if another player goes Cheng: {verdict.other_score}")
    if verdict.other_arrangement != verdict.cheng_arrangement or not verdict.complete:
        out += _arrangement_lines(verdict.other_arrangement)
    out += _score_lines(verdict.other_lines, verdict.other_score)
    return "\n".join(out)


def render_discards(query: HandQuery, options: Sequence[DiscardOption], max_discards: int) -> str:
    """The answer to ``rulebook forbidden check --discards N``."""
    out = [f"hand: {query.describe()}", f"discards allowed before Cheng: up to {max_discards}"]
    if not options:
        out.append("no choice of discards lets this player go Cheng")
        return "\n".join(out)
    for option in options:
        what = "discard " + " ".join(option.discards) if option.discards else "no discard"
        out.append(f"  {what:<24} Cheng for {option.verdict.cheng_score}")
    best = options[0]
    out.append("best: " + ("discard " + " ".join(best.discards) if best.discards else "no discard"))
    out += _arrangement_lines(best.verdict.cheng_arrangement)
    if best.verdict.cheng_score is not None:
        out += _score_lines(best.verdict.cheng_lines, best.verdict.cheng_score)
    return "\n".join(out)
