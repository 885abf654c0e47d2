"""A FORBIDDEN state as compact plain text for terminals: a header, one line per player, the claim and the result.

Players are ``P0``, ``P1``, ... in turn order (``P1`` sits on ``P0``'s left); ``>`` marks the player whose turn it
is. Piles are shown bottom to top (the top card last), the crosswise Forbidden card as ``F×``; in a laid set the
cards claimed from piles carry a ``*``. The output depends only on the state, so it is stable for tests and diffs.

>>> from rulebook.forbidden.cards import parse_cards
>>> from rulebook.forbidden.state import Pile, Player, State
>>> state = State(
...     players=(Player(parse_cards("R2 R3"), piles=(Pile(("B2", "F"), crosswise=1),)), Player(parse_cards("G5"))),
...     draw_pile=("W",), chest=parse_cards("EM RO"), dealer=1, turn=0, phase="start")
>>> print(render_state(state))
round 1 · dealer P1 · P0 to draw or claim · draw pile 1 · chest 2
> P0  2 cards  R2 R3  pile B2 F×  score 0
  P1  1 card   G5     pile -      score 0
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook.forbidden.cards import Cards, format_cards
from rulebook.forbidden.state import LaidSet, PendingClaim, Pile, Player, RoundResult, State

CROSSWISE_MARK = "×"
"""Follows the Forbidden card lying crosswise on a pile (Section 6)."""
CLAIMED_MARK = "*"
"""Follows a laid set's card that was claimed from a pile (Section 4)."""
TURN_MARK = ">"
NONE = "-"


def render_state(state: State) -> str:
    """``state`` as plain text: the header, one line per player, then the waiting claim and the round result."""
    lines = [_header(state), *_player_lines(state)]
    if state.claim is not None:
        lines.append(_claim_line(state, state.claim))
    if state.result is not None:
        lines.append(_result_line(state.result))
    return "\n".join(lines)


def _header(state: State) -> str:
    return " · ".join(
        (
            f"round {state.round}",
            f"dealer P{state.dealer}",
            _who_acts(state),
            f"draw pile {len(state.draw_pile)}",
            f"chest {len(state.chest)}",
        )
    )


def _who_acts(state: State) -> str:
    """What happens next, in words (the phases of docs/forbidden-play.md)."""
    turn = f"P{state.turn}"
    if state.phase == "start":
        return f"{turn} to draw or claim"
    if state.phase == "claim":
        return f"{turn}'s claim waits for blocks"
    if state.phase == "discard":
        return f"{turn} to discard or go Cheng"
    if state.phase == "round-over":
        following = f"P{(state.dealer + 1) % state.player_count}" if state.player_count else "nobody"
        return f"round over, {following} to deal"
    if state.phase == "game-over":
        return f"game over, {_winners(state.players)}"
    return f"phase {state.phase}"


def _winners(players: Sequence[Player]) -> str:
    """The players with the highest total (rule ``forbidden.game.end``)."""
    if not players:
        return "no winner"
    best = max(player.score for player in players)
    names = [f"P{p}" for p, player in enumerate(players) if player.score == best]
    return f"{', '.join(names)} {'wins' if len(names) == 1 else 'win'} with {best}"


def _player_lines(state: State) -> list[str]:
    """One line per player, the hands and piles padded to columns."""
    columns = [
        [
            f"{TURN_MARK if p == state.turn and state.phase in ('start', 'claim', 'discard') else ' '} P{p}",
            _count(len(player.hand), "card"),
            format_cards(player.hand) or NONE,
            _laid(player.laid),
            _piles(player.piles),
            f"score {player.score}",
            _extras(player),
        ]
        for p, player in enumerate(state.players)
    ]
    widths = [max((len(row[c]) for row in columns), default=0) for c in range(len(columns[0]))] if columns else []
    return [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True) if width).rstrip()
        for row in columns
    ]


def _laid(laid: Sequence[LaidSet]) -> str:
    """The laid sets, claimed cards marked; empty when there are none."""
    if not laid:
        return ""
    return "laid " + " ".join(f"[{_marked(s.cards, s.claimed)}]" for s in laid)


def _marked(cards: Cards, claimed: Cards) -> str:
    """``cards`` in deck order, the first copies of each claimed kind marked."""
    left = claimed.as_counter()
    tokens = []
    for card in cards.tokens():
        if left[card] > 0:
            left[card] -= 1
            tokens.append(card + CLAIMED_MARK)
        else:
            tokens.append(card)
    return " ".join(tokens)


def _piles(piles: Sequence[Pile]) -> str:
    """The discard piles bottom to top, the crosswise card marked; two piles are separated by ``|``."""
    label = "pile" if len(piles) == 1 else "piles"
    return f"{label} " + " | ".join(_pile(pile) for pile in piles)


def _pile(pile: Pile) -> str:
    if not pile.cards:
        return NONE
    return " ".join(card + (CROSSWISE_MARK if i == pile.crosswise else "") for i, card in enumerate(pile.cards))


def _extras(player: Player) -> str:
    """Forbidden cards claimed onto the table, blocks made and a skipped turn; empty when none applies."""
    parts = []
    if player.table_forbidden:
        parts.append(f"F on table {player.table_forbidden}")
    if player.blocks:
        parts.append(f"blocks {player.blocks}")
    if player.skip_next_turn:
        parts.append("skips next turn")
    return "  ".join(parts)


def _claim_line(state: State, claim: PendingClaim) -> str:
    """The waiting claim: who claims which card from which pile, the hand cards, who declined to block."""
    taken = ", ".join(f"{card} from pile {ref}" for ref, card in zip(claim.piles, claim.cards, strict=False))
    extra = claim.cards[len(claim.piles) :]
    if extra:
        taken += f", {' '.join(extra)} from no pile"
    hand = format_cards(claim.hand) or NONE
    declined = ", ".join(f"P{p}" for p in claim.declined) or NONE
    return f"claim: P{state.turn} takes {taken or NONE} with {hand} from hand · declined: {declined}"


def _result_line(result: RoundResult) -> str:
    """How the round ended and the round's scores."""
    if result.ended_by == "cheng":
        how = f"Cheng by P{result.cheng_player}"
    elif result.ended_by == "draw-pile-empty":
        how = "draw pile empty"
    else:
        how = str(result.ended_by)
    scores = ", ".join(f"P{p} {score:+d}" for p, score in enumerate(result.scores)) or NONE
    chest = " · chest won" if result.chest_won else ""
    return f"result: {how} · round scores {scores}{chest}"


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
