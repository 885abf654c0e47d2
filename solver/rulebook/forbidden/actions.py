"""The actions of FORBIDDEN play, their JSON form and their one-line text form (Sections 4, 6, 7, 8).

This module holds actions as data; it decides nothing about their legality
(:mod:`rulebook.forbidden.engine.play` does). The actor is never part of an action: it is whoever the state says
must act (the player whose turn it is, or, while a claim waits, the next player who may block).

Text form (the CLI's ``ACTION`` argument), players numbered from 0 and a pile written ``OWNER`` or
``OWNER.INDEX`` (the second pile of a player in the two-player game is ``OWNER.1``)::

    draw
    claim 2 using R3 R4          claim player 2's top card with R3 and R4 from the hand
    claim 1,3 using R3           claim the tops of players 1 and 3 into one set
    claim 1,2,3 using            claim three tops that are a set alone (claim.from-hand=optional)
    claim-forbidden 2            claim the Forbidden card on top of player 2's pile
    block | pass                 the asked player blocks the waiting claim, or lets it stand
    block 1.1                    block on pile 1.1 (only when the blocker chooses: block.two-player-pile)
    discard R2 | discard R2 to 1 discard onto one's pile (in the two-player game, onto pile 1)
    cheng | cheng discarding R2 [B3 ...]
    deal SHUFFLED-CARDS          deal the next round from this order (the CLI also takes ``deal seed N``)

>>> parse_action("claim 1,3 using r3 w")
Claim(piles=(PileRef(owner=1, index=0), PileRef(owner=3, index=0)), hand=Cards(...))
>>> str(parse_action("claim 1,3 using r3 w"))
'claim 1,3 using R3 W'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.text_numbers import is_digits, shown, whole_number
from rulebook.forbidden.cards import ALL_KINDS, Cards, format_cards, normalise_token, parse_cards
from rulebook.forbidden.state import PileRef


@dataclass(frozen=True)
class Draw:
    """Take the top card of the draw pile (rule ``forbidden.play.draw``)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Claim:
    """Claim the top cards of ``piles`` into one new set with ``hand`` cards (``forbidden.play.claim``)."""

    piles: tuple[PileRef, ...]
    hand: Cards

    def __post_init__(self) -> None:
        # The same piles in any order are the same claim: keep them in table order.
        if len(self.piles) > 1:
            object.__setattr__(self, "piles", tuple(sorted(self.piles)))

    def __repr__(self) -> str:
        return f"Claim(piles={self.piles!r}, hand=Cards(...))"

    def __str__(self) -> str:
        return f"claim {','.join(map(str, self.piles))} using {format_cards(self.hand)}".rstrip()


@dataclass(frozen=True)
class ClaimForbidden:
    """Claim the Forbidden card on top of ``pile`` (``forbidden.play.claim-forbidden``)."""

    pile: PileRef

    def __str__(self) -> str:
        return f"claim-forbidden {self.pile}"


@dataclass(frozen=True)
class Block:
    """Lay a Forbidden card crosswise on the claimed pile (``forbidden.block.who``).

    ``pile`` is ``None`` for the pile the rules name; a pile only where the blocker chooses between two
    (``block.two-player-pile=blocker-chooses``).
    """

    pile: PileRef | None = None

    def __str__(self) -> str:
        return "block" if self.pile is None else f"block {self.pile}"


@dataclass(frozen=True)
class Pass:
    """Do not block the waiting claim."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Discard:
    """Discard ``card`` onto the player's pile ``pile`` (``forbidden.play.discard``)."""

    card: str
    pile: int = 0

    def __str__(self) -> str:
        return f"discard {self.card}" + (f" to {self.pile}" if self.pile else "")


@dataclass(frozen=True)
class Cheng:
    """Lay the hand down after ``discards``: none, one, or two in the Fast version (``forbidden.cheng.declare``)."""

    discards: tuple[Discard, ...] = ()

    def __str__(self) -> str:
        if not self.discards:
            return "cheng"
        cards = " ".join(d.card + (f" to {d.pile}" if d.pile else "") for d in self.discards)
        return f"cheng discarding {cards}"


@dataclass(frozen=True)
class Deal:
    """Deal the next round from ``order`` (top card first), every card not kept in the Treasure Chest."""

    order: tuple[str, ...]

    def __repr__(self) -> str:
        return f"Deal(order=<{len(self.order)} cards>)"

    def __str__(self) -> str:
        return "deal " + " ".join(self.order)


Action = Draw | Claim | ClaimForbidden | Block | Pass | Discard | Cheng | Deal


# ---------------------------------------------------------------------------------------------------------------
# JSON form
# ---------------------------------------------------------------------------------------------------------------


def action_json(action: Action) -> dict[str, Any]:
    """The JSON object of ``action``."""
    match action:
        case Claim(piles, hand):
            return {"action": "claim", "piles": [[r.owner, r.index] for r in piles], "hand": list(hand.tokens())}
        case ClaimForbidden(pile):
            return {"action": "claim-forbidden", "pile": [pile.owner, pile.index]}
        case Block(pile) if pile is not None:
            return {"action": "block", "pile": [pile.owner, pile.index]}
        case Discard(card, pile):
            return {"action": "discard", "card": card, "pile": pile}
        case Cheng(discards):
            return {"action": "cheng", "discards": [{"card": d.card, "pile": d.pile} for d in discards]}
        case Deal(order):
            return {"action": "deal", "order": list(order)}
        case _:
            return {"action": str(action)}


def _ref(value: object, where: str) -> PileRef:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    ):
        raise InputError(f"{where}: expected a pile as [owner, index], got {value!r}")
    return PileRef(value[0], value[1])


def _card(value: object, where: str) -> str:
    token = normalise_token(value) if isinstance(value, str) else None
    if token not in ALL_KINDS:
        raise InputError(f"{where}: unknown card {value!r}")
    assert token is not None
    return token


def _pile_index(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InputError(f"{where}: expected a pile index (0 or 1), got {value!r}")
    return value


def _discard(value: object, where: str) -> Discard:
    if not isinstance(value, Mapping):
        raise InputError(f"{where}: expected {{'card': ..., 'pile': ...}}, got {value!r}")
    return Discard(_card(value.get("card"), f"{where}.card"), _pile_index(value.get("pile", 0), f"{where}.pile"))


def action_from_json(data: object) -> Action:
    """Read an action from its JSON object; a malformed one is refused naming what is wrong."""
    if not isinstance(data, Mapping) or not isinstance(data.get("action"), str):
        raise InputError(f"an action is an object with an 'action' name, got {data!r}")
    name = data["action"]
    simple: dict[str, Action] = {"draw": Draw(), "block": Block(), "pass": Pass()}
    if name == "block" and data.get("pile") is not None:
        return Block(_ref(data.get("pile"), "block.pile"))
    if name in simple:
        return simple[name]
    if name == "claim":
        piles = data.get("piles")
        if not isinstance(piles, list) or not piles:
            raise InputError("claim.piles: expected a non-empty list of piles")
        hand = data.get("hand", [])
        if not isinstance(hand, list):
            raise InputError("claim.hand: expected a list of cards")
        tokens = [_card(card, f"claim.hand[{i}]") for i, card in enumerate(hand)]
        return Claim(tuple(_ref(ref, f"claim.piles[{i}]") for i, ref in enumerate(piles)), _multiset(tokens))
    if name == "claim-forbidden":
        return ClaimForbidden(_ref(data.get("pile"), "claim-forbidden.pile"))
    if name == "discard":
        return Discard(_card(data.get("card"), "discard.card"), _pile_index(data.get("pile", 0), "discard.pile"))
    if name == "cheng":
        discards = data.get("discards", [])
        if not isinstance(discards, list):
            raise InputError("cheng.discards: expected a list")
        return Cheng(tuple(_discard(d, f"cheng.discards[{i}]") for i, d in enumerate(discards)))
    if name == "deal":
        order = data.get("order")
        if not isinstance(order, list):
            raise InputError("deal.order: expected a list of cards")
        return Deal(tuple(_card(card, f"deal.order[{i}]") for i, card in enumerate(order)))
    raise InputError(f"unknown action {name!r} (draw, claim, claim-forbidden, block, pass, discard, cheng, deal)")


def _multiset(tokens: list[str]) -> Cards:
    counts = dict.fromkeys(ALL_KINDS, 0)
    for token in tokens:
        counts[token] += 1
    return Cards.from_counter(counts)


# ---------------------------------------------------------------------------------------------------------------
# Text form
# ---------------------------------------------------------------------------------------------------------------


def parse_pile(text: str) -> PileRef:
    """``2`` is player 2's pile, ``2.1`` player 2's second pile (two-player game)."""
    owner, _, index = text.partition(".")
    if not is_digits(owner) or (index and not is_digits(index)):
        raise InputError(f"unknown pile {shown(text)}: write a player number, or PLAYER.PILE such as 1.1")
    return PileRef(whole_number(owner, "a player"), whole_number(index or "0", "a pile index"))


def _parse_discards(words: list[str]) -> tuple[Discard, ...]:
    discards: list[Discard] = []
    i = 0
    while i < len(words):
        card = _card(words[i], "discard")
        pile = 0
        if i + 2 < len(words) + 1 and i + 1 < len(words) and words[i + 1].lower() == "to":
            if i + 2 >= len(words):
                raise InputError("'to' needs a pile index (0 or 1)")
            if not is_digits(words[i + 2]):
                raise InputError(f"unknown pile index {shown(words[i + 2])} (0 or 1)")
            pile = whole_number(words[i + 2], "a pile index")
            i += 2
        discards.append(Discard(card, pile))
        i += 1
    return tuple(discards)


def parse_action(text: str) -> Action:
    """Read an action in the text form (see the module docstring); refuses an unknown word or card by name."""
    words = text.replace(",", " , ").split()
    if not words:
        raise InputError("empty action")
    name, rest = words[0].lower(), words[1:]
    if name in ("draw", "block", "pass") and not rest:
        return {"draw": Draw(), "block": Block(), "pass": Pass()}[name]  # type: ignore[return-value]
    if name == "block" and len(rest) == 1:
        return Block(parse_pile(rest[0]))
    if name == "claim":
        if "using" not in [w.lower() for w in rest]:
            raise InputError("a claim reads 'claim PILE[,PILE...] using CARDS'")
        at = [w.lower() for w in rest].index("using")
        piles = [w for w in rest[:at] if w != ","]
        if not piles:
            raise InputError("a claim needs at least one pile")
        return Claim(tuple(parse_pile(p) for p in piles), parse_cards(" ".join(rest[at + 1 :])))
    if name == "claim-forbidden" and len(rest) == 1:
        return ClaimForbidden(parse_pile(rest[0]))
    if name == "discard" and rest:
        discards = _parse_discards([w for w in rest if w != ","])
        if len(discards) != 1:
            raise InputError("discard one card: 'discard CARD' or 'discard CARD to PILE'")
        return discards[0]
    if name == "cheng":
        if not rest:
            return Cheng()
        if rest[0].lower() != "discarding" or len(rest) < 2:
            raise InputError("a Cheng reads 'cheng' or 'cheng discarding CARD [CARD]'")
        return Cheng(_parse_discards([w for w in rest[1:] if w != ","]))
    if name == "deal" and rest:
        return Deal(tuple(_card(w, "deal") for w in rest if w != ","))
    raise InputError(f"unknown action {text!r} (draw, claim, claim-forbidden, block, pass, discard, cheng, deal)")
