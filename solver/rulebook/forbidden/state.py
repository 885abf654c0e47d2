"""The state of a FORBIDDEN game, as plain immutable data (Sections 3, 4, 6, 7, 8 and the two-player rules).

This module holds the state and its JSON form; it decides nothing about rules. Validation lives in
:mod:`rulebook.forbidden.validate`, legal actions and their effects in :mod:`rulebook.forbidden.engine.play`.

Conventions (also in ``docs/forbidden-play.md`` and ``spec/forbidden-state.schema.json``):

- Players are numbered from 0 in turn order: player ``i + 1`` (mod the player count) sits on player ``i``'s left
  and plays after them.
- Piles are listed bottom card first; the draw pile is listed top card first.
- A pile's ``crosswise`` is the position (from the bottom) of the Forbidden card lying crosswise on it as a block,
  or ``None``. A pile with a crosswise card cannot be blocked again (Section 6).
- Phases: ``start`` (the player whose turn it is draws or claims), ``claim`` (a claim waits for blocks),
  ``discard`` (the player ends the turn by discarding, or goes Cheng), ``round-over`` (the round has been scored;
  the next action deals) and ``game-over``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar, cast

from rulebook.core.errors import InputError
from rulebook.core.play.commands import without_actor
from rulebook.forbidden.cards import ALL_KINDS, Cards, format_cards

Phase = Literal["start", "claim", "discard", "round-over", "game-over"]
PHASES: tuple[Phase, ...] = ("start", "claim", "discard", "round-over", "game-over")
IDLE_PHASES: tuple[Phase, ...] = ("round-over", "game-over")
"""The phases in which no player acts: a round over (the next is dealt by chance) or the game over."""
RoundEnd = Literal["cheng", "draw-pile-empty"]
ROUND_ENDS: tuple[RoundEnd, ...] = ("cheng", "draw-pile-empty")

HAND_SIZE = 13
"""Cards dealt to each player (Section 3)."""
CHEST_PER_DEAL = 2
"""Cards the dealer adds to the Treasure Chest at each deal (Sections 3 and 8)."""
TWO_PLAYER_PILES = 2
"""Discard piles per player in the two-player game (TWO PLAYER RULES); one otherwise."""
TWO_PLAYER_FORBIDDEN_REMOVED = 3
WINNING_TOTAL = 200
TWO_PLAYER_WINNING_TOTAL = 150
MIN_PLAYERS = 2
MAX_PLAYERS = 4


def piles_per_player(players: int, two_player_rules: bool = True) -> int:
    """Discard piles each player keeps: two in the two-player game, else one.

    ``two_player_rules``: whether two players play the TWO PLAYER RULES (reading ``variant.two-player``).
    """
    return TWO_PLAYER_PILES if players == MIN_PLAYERS and two_player_rules else 1


def winning_total(players: int, two_player_rules: bool = True) -> int:
    """The total that ends the game: 200, or 150 in the two-player game (Section 8, TWO PLAYER RULES)."""
    return TWO_PLAYER_WINNING_TOTAL if players == MIN_PLAYERS and two_player_rules else WINNING_TOTAL


@dataclass(frozen=True, order=True)
class PileRef:
    """A discard pile: its owner and which of the owner's piles (0, or 0/1 in the two-player game)."""

    owner: int
    index: int = 0

    def __str__(self) -> str:
        return f"{self.owner}" if self.index == 0 else f"{self.owner}.{self.index}"


@dataclass(frozen=True)
class Pile:
    """A discard pile, bottom card first, and the position of its crosswise (blocking) Forbidden card."""

    cards: tuple[str, ...] = ()
    crosswise: int | None = None

    @property
    def top(self) -> str | None:
        """The top card, or ``None`` for an empty pile."""
        return self.cards[-1] if self.cards else None

    @property
    def top_is_crosswise(self) -> bool:
        """Whether the top card is the crosswise Forbidden card."""
        return self.crosswise is not None and self.crosswise == len(self.cards) - 1


@dataclass(frozen=True)
class LaidSet:
    """A set laid down during the round by a claim: all its cards, and which of them were claimed from piles."""

    cards: Cards
    claimed: Cards

    @property
    def from_hand(self) -> int:
        """How many of the set's cards came from the hand."""
        return len(self.cards) - len(self.claimed)


@dataclass(frozen=True)
class Player:
    """One player's cards and standing."""

    hand: Cards
    laid: tuple[LaidSet, ...] = ()
    table_forbidden: int = 0
    """Forbidden cards this player claimed onto the table this round (Section 6)."""
    piles: tuple[Pile, ...] = (Pile(),)
    score: int = 0
    """Total over the finished rounds."""
    skip_next_turn: bool = False
    """Set by a mistaken Cheng (Section 7, PENALTY): the player's next turn is skipped."""
    blocks: int = 0
    """Forbidden cards this player laid crosswise this round (each left the hand)."""

    def rest_hand_size(self) -> int:
        """The hand size between turns.

        13, less each claim's hand cards and the claim's missing draw, less the Forbidden cards claimed onto the
        table or laid crosswise (each replaced a draw or left the hand).
        """
        return HAND_SIZE - sum(s.from_hand + 1 for s in self.laid) - self.table_forbidden - self.blocks


@dataclass(frozen=True)
class PendingClaim:
    """A claim waiting for blocks: the claimed cards are off their piles, the hand cards still in hand."""

    piles: tuple[PileRef, ...]
    cards: tuple[str, ...]
    """The claimed cards, one per pile, in the order of ``piles``."""
    hand: Cards
    """The hand cards that complete the set (empty for a Forbidden-card claim)."""
    declined: tuple[int, ...] = ()
    """Players who were asked and did not block."""

    @property
    def is_forbidden_claim(self) -> bool:
        """Whether this is the claim of a Forbidden card (Section 6) rather than of cards for a set."""
        return self.cards == ("F",)


@dataclass(frozen=True)
class RoundResult:
    """How the last round ended and what each player scored in it."""

    ended_by: RoundEnd
    cheng_player: int | None
    scores: tuple[int, ...]
    chest_won: bool = False


@dataclass(frozen=True)
class State:
    """A complete FORBIDDEN position."""

    players: tuple[Player, ...]
    draw_pile: tuple[str, ...]
    """Top card first."""
    chest: Cards
    """The Treasure Chest's cards."""
    dealer: int
    turn: int
    """Whose turn it is (during a claim: the claimant's)."""
    phase: Phase
    round: int = 1
    claim: PendingClaim | None = None
    result: RoundResult | None = None
    """Set in the ``round-over`` and ``game-over`` phases."""
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """Ignored by the rules; kept so a caller's annotations survive a round trip."""

    @property
    def player_count(self) -> int:
        """How many players take part."""
        return len(self.players)

    def pile(self, ref: PileRef) -> Pile:
        """The pile ``ref`` points at."""
        return self.players[ref.owner].piles[ref.index]

    def pile_refs(self) -> tuple[PileRef, ...]:
        """Every pile of the table, player by player."""
        return tuple(PileRef(p, i) for p, player in enumerate(self.players) for i in range(len(player.piles)))

    def all_cards(self) -> Cards:
        """Every card of the position, wherever it is (Forbidden cards on the table included)."""
        counts = dict.fromkeys(ALL_KINDS, 0)
        for player in self.players:
            _add(counts, player.hand)
            for laid in player.laid:
                _add(counts, laid.cards)
            counts["F"] += player.table_forbidden
            for pile in player.piles:
                for card in pile.cards:
                    counts[card] += 1
        for card in self.draw_pile:
            counts[card] += 1
        _add(counts, self.chest)
        if self.claim is not None:
            for card in self.claim.cards:
                counts[card] += 1
        return Cards.from_counter(counts)


def plays_two_player_rules(state: State) -> bool:
    """Whether a position is played under the TWO PLAYER RULES: two players keeping two discard piles each.

    The rules are chosen when the game is set up (reading ``variant.two-player``); from then on the table's layout
    records the choice, so the engine and the validator read it off the position (a player with a second pile is
    enough: the validator reports a player who lacks one).
    """
    return state.player_count == MIN_PLAYERS and any(len(p.piles) > 1 for p in state.players)


T = TypeVar("T", State, Player)


def evolve(record: T, **changes: Any) -> T:
    """``dataclasses.replace`` for :class:`State` and :class:`Player`, about five times faster.

    The play engine copies states on every action; these records have no ``__post_init__`` and no slots, so the
    copy takes the old fields and the changes as they are (names are not checked: callers pass field names).
    """
    new = object.__new__(type(record))
    new.__dict__.update(record.__dict__)
    new.__dict__.update(changes)
    return new


def _add(counts: dict[str, int], cards: Cards) -> None:
    for kind, n in zip(ALL_KINDS, cards.counts, strict=True):
        counts[kind] += n


# ---------------------------------------------------------------------------------------------------------------
# JSON form (spec/forbidden-state.schema.json)
# ---------------------------------------------------------------------------------------------------------------


def cards_json(cards: Cards) -> list[str]:
    """A multiset of cards as a list of tokens in deck order."""
    return list(cards.tokens())


def state_json(state: State) -> dict[str, Any]:
    """The language-neutral JSON object of ``state``."""
    out: dict[str, Any] = {
        "game": "forbidden",
        "round": state.round,
        "dealer": state.dealer,
        "turn": state.turn,
        "phase": state.phase,
        "players": [
            {
                "hand": cards_json(player.hand),
                "laid": [{"cards": cards_json(s.cards), "claimed": cards_json(s.claimed)} for s in player.laid],
                "table_forbidden": player.table_forbidden,
                "piles": [{"cards": list(pile.cards), "crosswise": pile.crosswise} for pile in player.piles],
                "score": player.score,
                "skip_next_turn": player.skip_next_turn,
                "blocks": player.blocks,
            }
            for player in state.players
        ],
        "draw_pile": list(state.draw_pile),
        "treasure_chest": cards_json(state.chest),
        "claim": None,
        "result": None,
    }
    if state.claim is not None:
        out["claim"] = {
            "piles": [[ref.owner, ref.index] for ref in state.claim.piles],
            "cards": list(state.claim.cards),
            "hand": cards_json(state.claim.hand),
            "declined": list(state.claim.declined),
        }
    if state.result is not None:
        out["result"] = {
            "ended_by": state.result.ended_by,
            "cheng_player": state.result.cheng_player,
            "scores": list(state.result.scores),
            "chest_won": state.result.chest_won,
        }
    if state.extra:
        out["extra"] = dict(state.extra)
    return out


_STATE_FIELDS = (
    "game",
    "round",
    "dealer",
    "turn",
    "phase",
    "players",
    "draw_pile",
    "treasure_chest",
    "claim",
    "result",
    "extra",
)
_PLAYER_FIELDS = ("hand", "laid", "table_forbidden", "piles", "score", "skip_next_turn", "blocks")
_LAID_FIELDS = ("cards", "claimed")
_PILE_FIELDS = ("cards", "crosswise")
_CLAIM_FIELDS = ("piles", "cards", "hand", "declined")
_RESULT_FIELDS = ("ended_by", "cheng_player", "scores", "chest_won")


class _Reader:
    """Reads one JSON state, naming the path of the first malformed value.

    It reads exactly the form of ``spec/forbidden-state.schema.json`` (the schema agreement test,
    ``tests/forbidden/test_state_schema_agreement.py``, holds the two to the same verdict on generated states): no
    field the schema does not name, card tokens as the schema spells them, whole numbers as JSON Schema's
    ``integer`` (``2`` or ``2.0``, never ``true``), and the lengths and lower bounds the schema sets.
    """

    def __init__(self, data: object) -> None:
        self.data = data

    @staticmethod
    def obj(value: object, path: str, known: Sequence[str] | None = None) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise InputError(f"{path}: expected an object, got {type(value).__name__}")
        if known is not None:
            unknown = sorted(str(key) for key in value if key not in known)
            if unknown:
                raise InputError(f"{path}: unknown field(s) {', '.join(unknown)}; known: {', '.join(known)}")
        return cast(Mapping[str, Any], value)

    @staticmethod
    def seq(value: object, path: str, least: int = 0, most: int | None = None) -> Sequence[Any]:
        if not isinstance(value, list):
            raise InputError(f"{path}: expected a list, got {type(value).__name__}")
        if len(value) < least or (most is not None and len(value) > most):
            bounds = f"{least} to {most}" if most is not None else f"at least {least}"
            raise InputError(f"{path}: expected {bounds} entries, got {len(value)}")
        return value

    @staticmethod
    def whole(value: object, path: str, *, optional: bool = False, least: int | None = None) -> int | None:
        if value is None and optional:
            return None
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # JSON Schema's integer: any number with a zero fractional part
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(f"{path}: expected a whole number, got {value!r}")
        if least is not None and value < least:
            raise InputError(f"{path}: expected a number of at least {least}, got {value}")
        return value

    @staticmethod
    def flag(value: object, path: str) -> bool:
        if not isinstance(value, bool):
            raise InputError(f"{path}: expected true or false, got {value!r}")
        return value

    @staticmethod
    def card(value: object, path: str) -> str:
        if not isinstance(value, str):
            raise InputError(f"{path}: expected a card token, got {value!r}")
        if value not in ALL_KINDS:
            spelled = value.strip().upper()
            hint = f" (the token is written {spelled})" if spelled in ALL_KINDS else ""
            raise InputError(f"{path}: unknown card {value!r}{hint}")
        return value

    def cards(self, value: object, path: str, least: int = 0) -> tuple[str, ...]:
        return tuple(self.card(item, f"{path}[{i}]") for i, item in enumerate(self.seq(value, path, least)))

    def multiset(self, value: object, path: str, least: int = 0) -> Cards:
        counts = dict.fromkeys(ALL_KINDS, 0)
        for card in self.cards(value, path, least):
            counts[card] += 1
        return Cards.from_counter(counts)

    def required(self, obj: Mapping[str, Any], key: str, path: str) -> Any:
        if key not in obj:
            raise InputError(f"{path}: missing {key!r}")
        return obj[key]


def _natural(reader: _Reader, value: object, path: str, least: int = 0) -> int:
    number = reader.whole(value, path, least=least)
    assert number is not None
    return number


def state_from_json(data: object) -> State:
    """Read a state from its JSON object; a malformed value is refused with its path (``players[1].hand[3]``).

    Only the form is checked here, the form of ``spec/forbidden-state.schema.json``; whether the position can
    arise in a game is :func:`rulebook.forbidden.validate.violations`'s job.
    """
    r = _Reader(data)
    root = r.obj(without_actor(data), "state", _STATE_FIELDS)
    game = root.get("game", "forbidden")
    if game != "forbidden":
        raise InputError(f"state.game: expected 'forbidden', got {game!r}")
    players = []
    raw_players = r.seq(r.required(root, "players", "state"), "players", MIN_PLAYERS, MAX_PLAYERS)
    for p, raw in enumerate(raw_players):
        path = f"players[{p}]"
        obj = r.obj(raw, path, _PLAYER_FIELDS)
        laid = []
        for s, raw_set in enumerate(r.seq(obj.get("laid", []), f"{path}.laid")):
            set_path = f"{path}.laid[{s}]"
            set_obj = r.obj(raw_set, set_path, _LAID_FIELDS)
            laid.append(
                LaidSet(
                    r.multiset(r.required(set_obj, "cards", set_path), f"{set_path}.cards", least=1),
                    r.multiset(set_obj.get("claimed", []), f"{set_path}.claimed"),
                )
            )
        piles = []
        for i, raw_pile in enumerate(r.seq(obj.get("piles", [{}]), f"{path}.piles", 1, TWO_PLAYER_PILES)):
            pile_path = f"{path}.piles[{i}]"
            pile_obj = r.obj(raw_pile, pile_path, _PILE_FIELDS)
            piles.append(
                Pile(
                    r.cards(pile_obj.get("cards", []), f"{pile_path}.cards"),
                    r.whole(pile_obj.get("crosswise"), f"{pile_path}.crosswise", optional=True, least=0),
                )
            )
        players.append(
            Player(
                hand=r.multiset(r.required(obj, "hand", path), f"{path}.hand"),
                laid=tuple(laid),
                table_forbidden=_natural(r, obj.get("table_forbidden", 0), f"{path}.table_forbidden"),
                piles=tuple(piles),
                score=_score(r, obj.get("score", 0), f"{path}.score"),
                skip_next_turn=r.flag(obj.get("skip_next_turn", False), f"{path}.skip_next_turn"),
                blocks=_natural(r, obj.get("blocks", 0), f"{path}.blocks"),
            )
        )
    phase = r.required(root, "phase", "state")
    if phase not in PHASES:
        raise InputError(f"state.phase: expected one of {', '.join(PHASES)}, got {phase!r}")
    return State(
        players=tuple(players),
        draw_pile=r.cards(root.get("draw_pile", []), "draw_pile"),
        chest=r.multiset(root.get("treasure_chest", []), "treasure_chest"),
        dealer=_natural(r, r.required(root, "dealer", "state"), "dealer"),
        turn=_natural(r, r.required(root, "turn", "state"), "turn"),
        phase=phase,
        round=_natural(r, root.get("round", 1), "round", least=1),
        claim=_claim_from_json(r, root.get("claim")),
        result=_result_from_json(r, root.get("result")),
        extra=dict(r.obj(root.get("extra", {}), "extra")),
    )


def _score(reader: _Reader, value: object, path: str) -> int:
    number = reader.whole(value, path)
    assert number is not None
    return number


def _claim_from_json(r: _Reader, raw: object) -> PendingClaim | None:
    if raw is None:
        return None
    obj = r.obj(raw, "claim", _CLAIM_FIELDS)
    refs = []
    for i, raw_ref in enumerate(r.seq(r.required(obj, "piles", "claim"), "claim.piles", least=1)):
        pair = r.seq(raw_ref, f"claim.piles[{i}]")
        if len(pair) != 2:
            raise InputError(f"claim.piles[{i}]: expected [owner, pile index], got {len(pair)} entries")
        refs.append(PileRef(_natural(r, pair[0], f"claim.piles[{i}][0]"), _natural(r, pair[1], f"claim.piles[{i}][1]")))
    declined = tuple(
        _natural(r, v, f"claim.declined[{i}]") for i, v in enumerate(r.seq(obj.get("declined", []), "claim.declined"))
    )
    if len(set(declined)) != len(declined):
        raise InputError(f"claim.declined: names a player twice: {list(declined)}")
    return PendingClaim(
        piles=tuple(refs),
        cards=r.cards(r.required(obj, "cards", "claim"), "claim.cards", least=1),
        hand=r.multiset(obj.get("hand", []), "claim.hand"),
        declined=declined,
    )


def _result_from_json(r: _Reader, raw: object) -> RoundResult | None:
    if raw is None:
        return None
    obj = r.obj(raw, "result", _RESULT_FIELDS)
    ended_by = r.required(obj, "ended_by", "result")
    if ended_by not in ROUND_ENDS:
        raise InputError(f"result.ended_by: expected one of {', '.join(ROUND_ENDS)}, got {ended_by!r}")
    scores = tuple(
        _score(r, v, f"result.scores[{i}]")
        for i, v in enumerate(r.seq(r.required(obj, "scores", "result"), "result.scores"))
    )
    return RoundResult(
        ended_by=ended_by,
        cheng_player=r.whole(obj.get("cheng_player"), "result.cheng_player", optional=True, least=0),
        scores=scores,
        chest_won=r.flag(obj.get("chest_won", False), "result.chest_won"),
    )


def describe_cards(cards: Cards) -> str:
    """Cards in the notation, or ``-`` for none."""
    return format_cards(cards) or "-"
