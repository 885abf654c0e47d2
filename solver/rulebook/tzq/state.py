"""The state of a Tien Zi Que game, as plain immutable data (rulebook "Setup", "Course of Play", "End of the Round").

This module holds the state and its JSON form; it decides nothing about rules. Whether a position can arise is
:mod:`rulebook.tzq.validate`'s job, legal actions and their effects are :mod:`rulebook.tzq.engine.play`'s.

Conventions (also in ``spec/tzq-state.schema.json``):

- Two players, numbered 0 and 1; ``first_player`` is the first player of round 1; which player starts each later
  round is the rules' (rule ``tzq.game.rounds``, reading ``round.first-player``).
- The draw pile is listed top card first; the discard pile bottom card first (its top card last).
- A player's score pile is listed in the order its cards were exposed (one card per combination, rule
  ``tzq.turn.expose``); its length is the number of combinations the player made this round.
- ``last_discarded``: the cards the previous turn put on the discard pile, which the player whose turn it is may
  take for a Chow: 0 at a round's start (and once the turn has taken its card), 1 after a Draw, 2 after a
  combination (rule ``tzq.turn.actions``).
- Phases: ``start`` (the player whose turn it is draws or chows), ``drawn`` (six cards in hand after taking the
  top card of the draw pile: discard one, or make a Pung), ``taken`` (six cards in hand after a Chow took
  ``taken``: make a combination with it), ``round-over`` (the round is scored; ``next-round`` deals the next one)
  and ``game-over`` (after round 4).
- ``drawn``: in phase ``drawn``, the card the turn took from the draw pile (a Pung's combination must include it
  under reading ``pung.drawn-card=must-include``); ``None`` in every other phase. ``taken`` is the card a Chow took,
  in phase ``taken`` only.
- ``winner``: the player who made Mah-jong in the round just over, ``None`` for a drawn round or while a round is
  played. ``turn`` in ``round-over`` is the player who made the round's last move.
- ``seed`` and ``reshuffles``: the game's seed and the number of reshuffles of the discard pile so far in the
  game (each reshuffle shuffles with ``random.Random(f"{seed}:{reshuffles}")``, rule ``tzq.draw.exhausted``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar, cast

from rulebook.core.errors import InputError
from rulebook.core.play.commands import without_actor
from rulebook.tzq.cards import ALL_KINDS, Cards

Phase = Literal["start", "drawn", "taken", "round-over", "game-over"]
PHASES: tuple[Phase, ...] = ("start", "drawn", "taken", "round-over", "game-over")
IDLE_PHASES: tuple[Phase, ...] = ("round-over", "game-over")
"""The phases in which no player acts: a round over (the next is dealt by chance) or the game over."""
PLAYERS = 2
ROUNDS = 4
"""A game is four rounds (Goal of the Game; rule ``tzq.game.rounds``)."""
COMBINATIONS_TO_WIN = 5
"""The fifth combination makes Mah-jong (End of the Round; rule ``tzq.round.mahjong``)."""


@dataclass(frozen=True)
class Player:
    """One player's cards and total: the hand, the score pile (in exposing order) and the total of past rounds."""

    hand: Cards
    score_pile: tuple[str, ...] = ()
    total: int = 0


@dataclass(frozen=True)
class State:
    """A complete Tien Zi Que position (see the module's conventions)."""

    players: tuple[Player, Player]
    draw_pile: tuple[str, ...]
    """Top card first."""
    discard_pile: tuple[str, ...]
    """Bottom card first, top card last."""
    last_discarded: int
    turn: int
    phase: Phase
    taken: str | None = None
    drawn: str | None = None
    """The card just taken from the draw pile, in phase ``drawn``."""
    round: int = 1
    first_player: int = 0
    seed: int = 0
    reshuffles: int = 0
    winner: int | None = None

    @property
    def active(self) -> Player:
        """The player whose turn it is."""
        return self.players[self.turn]

    def all_cards(self) -> Cards:
        """Every card of the position, wherever it is."""
        counts = [0] * len(ALL_KINDS)
        index = {kind: i for i, kind in enumerate(ALL_KINDS)}
        for player in self.players:
            for i, n in enumerate(player.hand.counts):
                counts[i] += n
            for card in player.score_pile:
                counts[index[card]] += 1
        for card in (*self.draw_pile, *self.discard_pile):
            counts[index[card]] += 1
        return Cards(tuple(counts))


R = TypeVar("R", State, Player)


def evolve(record: R, **changes: Any) -> R:
    """``dataclasses.replace`` for :class:`State` and :class:`Player`, without the field checks (faster).

    The engine copies states on every action; the records have no ``__post_init__``, so the copy takes the old
    fields and the changes as they are (callers pass field names).
    """
    new = object.__new__(type(record))
    new.__dict__.update(record.__dict__)
    new.__dict__.update(changes)
    return new


# ---------------------------------------------------------------------------------------------------------------
# JSON form (spec/tzq-state.schema.json)
# ---------------------------------------------------------------------------------------------------------------


def state_json(state: State) -> dict[str, Any]:
    """The language-neutral JSON object of ``state``."""
    return {
        "game": "tzq",
        "round": state.round,
        "first_player": state.first_player,
        "turn": state.turn,
        "phase": state.phase,
        "players": [
            {"hand": list(player.hand.tokens()), "score_pile": list(player.score_pile), "total": player.total}
            for player in state.players
        ],
        "draw_pile": list(state.draw_pile),
        "discard_pile": list(state.discard_pile),
        "last_discarded": state.last_discarded,
        "taken": state.taken,
        "drawn": state.drawn,
        "seed": state.seed,
        "reshuffles": state.reshuffles,
        "winner": state.winner,
    }


_STATE_FIELDS = (
    "game",
    "round",
    "first_player",
    "turn",
    "phase",
    "players",
    "draw_pile",
    "discard_pile",
    "last_discarded",
    "taken",
    "drawn",
    "seed",
    "reshuffles",
    "winner",
)
_PLAYER_FIELDS = ("hand", "score_pile", "total")


def _obj(value: object, path: str, known: Sequence[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(f"{path}: expected an object, got {type(value).__name__}")
    unknown = sorted(str(key) for key in value if key not in known)
    if unknown:
        raise InputError(f"{path}: unknown field(s) {', '.join(unknown)}; known: {', '.join(known)}")
    return cast(Mapping[str, Any], value)


def _seq(value: object, path: str) -> Sequence[Any]:
    if not isinstance(value, list):
        raise InputError(f"{path}: expected a list, got {type(value).__name__}")
    return value


def _whole(value: object, path: str, least: int | None = 0, most: int | None = None) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)  # JSON Schema's integer: any number with a zero fractional part
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(f"{path}: expected a whole number, got {value!r}")
    if (least is not None and value < least) or (most is not None and value > most):
        bounds = f"from {least} to {most}" if most is not None else f"of at least {least}"
        raise InputError(f"{path}: expected a number {bounds}, got {value}")
    return value


def _card(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise InputError(f"{path}: expected a card token, got {value!r}")
    if value not in ALL_KINDS:
        spelled = value.strip()
        spelled = spelled[:1] + spelled[1:].lower() if spelled[:1].isdigit() else spelled.upper()
        hint = f" (the token is written {spelled})" if spelled in ALL_KINDS else ""
        raise InputError(f"{path}: unknown card {value!r}{hint}")
    return value


def _cards(value: object, path: str) -> tuple[str, ...]:
    return tuple(_card(item, f"{path}[{i}]") for i, item in enumerate(_seq(value, path)))


def _required(obj: Mapping[str, Any], key: str, path: str) -> Any:
    if key not in obj:
        raise InputError(f"{path}: missing {key!r}")
    return obj[key]


def _optional_player(value: object, path: str) -> int | None:
    return None if value is None else _whole(value, path, 0, PLAYERS - 1)


def state_from_json(data: object) -> State:
    """Read a state from its JSON object; a malformed value is refused naming its path (``players[1].hand[3]``).

    Only the form is checked here (``spec/tzq-state.schema.json``); whether the position can arise in a game is
    :func:`rulebook.tzq.validate.violations`'s job.
    """
    root = _obj(without_actor(data), "state", _STATE_FIELDS)
    game = root.get("game", "tzq")
    if game != "tzq":
        raise InputError(f"state.game: expected 'tzq', got {game!r}")
    raw_players = _seq(_required(root, "players", "state"), "players")
    if len(raw_players) != PLAYERS:
        raise InputError(f"players: expected {PLAYERS} players, got {len(raw_players)}")
    players = []
    for p, raw in enumerate(raw_players):
        path = f"players[{p}]"
        obj = _obj(raw, path, _PLAYER_FIELDS)
        players.append(
            Player(
                hand=Cards.of(_cards(_required(obj, "hand", path), f"{path}.hand")),
                score_pile=_cards(obj.get("score_pile", []), f"{path}.score_pile"),
                total=_whole(obj.get("total", 0), f"{path}.total"),
            )
        )
    phase = _required(root, "phase", "state")
    if phase not in PHASES:
        raise InputError(f"phase: expected one of {', '.join(PHASES)}, got {phase!r}")
    taken = root.get("taken")
    drawn = root.get("drawn")
    return State(
        players=(players[0], players[1]),
        draw_pile=_cards(root.get("draw_pile", []), "draw_pile"),
        discard_pile=_cards(root.get("discard_pile", []), "discard_pile"),
        last_discarded=_whole(root.get("last_discarded", 0), "last_discarded", 0, 2),
        turn=_whole(_required(root, "turn", "state"), "turn", 0, PLAYERS - 1),
        phase=cast(Phase, phase),
        taken=None if taken is None else _card(taken, "taken"),
        drawn=None if drawn is None else _card(drawn, "drawn"),
        round=_whole(root.get("round", 1), "round", 1, ROUNDS),
        first_player=_whole(root.get("first_player", 0), "first_player", 0, PLAYERS - 1),
        seed=_whole(root.get("seed", 0), "seed", least=None),
        reshuffles=_whole(root.get("reshuffles", 0), "reshuffles"),
        winner=_optional_player(root.get("winner"), "winner"),
    )


__all__ = [
    "COMBINATIONS_TO_WIN",
    "IDLE_PHASES",
    "PHASES",
    "PLAYERS",
    "ROUNDS",
    "Phase",
    "Player",
    "State",
    "evolve",
    "state_from_json",
    "state_json",
]
