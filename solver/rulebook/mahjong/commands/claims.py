"""``rulebook mahjong claims`` and ``rulebook mahjong takes``: who may claim a discard, and whose claim takes it.

The corpus's ``claims`` and ``takes`` questions (:mod:`rulebook.mahjong.corpus.questions_claims`) on the core's check
frame: the players are named by seat wind (:mod:`.seats`), their hands in the tile notation of ``check``. The JSON
answer is the corpus's answer, players numbered 0 to 3 from East; the text names each claim's rule
(``mahjong.claim.*``). Rulebook "Development of the game" (Chou, Pong, Kong).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook.core.commands.check import CheckCommand
from rulebook.core.errors import InputError
from rulebook.core.text_numbers import count_option
from rulebook.mahjong.commands.seats import SEAT_HINT, player_of, seat_name, seat_words
from rulebook.mahjong.hand import SEATS, Hand, format_meld
from rulebook.mahjong.state import (
    CLAIM_SHAPES,
    Claim,
    Situation,
    claim_from_json,
    claim_json,
    situation_from_json,
)
from rulebook.mahjong.tiles import format_tiles

CLAIM_RULES = {shape: f"mahjong.claim.{shape}" for shape in CLAIM_SHAPES}
"""The rule of each shape of claim (``mahjong.claim.chow``, ...)."""
NO_FOURTH = "mahjong.claim.no-pung-fourth"
PRIORITY = "mahjong.claim.priority"

CLAIMS_EXAMPLES = f"""\
examples:
  rulebook mahjong claims 5p S:46p                  East discards 5p: South, next in turn, may chow
  rulebook mahjong claims 5p S:46p N:55p            North may pung it too (any player may)
  rulebook mahjong claims 5p W:555p --discarder S   West may kong or pung it
  rulebook mahjong claims 5p W:123m --exposed W:555p     a discard never makes an exposed pung a kong
  rulebook mahjong claims E "N:123m 456p 789s E" --exposed N:RdRdRd     the discard completes North's hand
  rulebook mahjong claims 5p S:46p --reading claim.chow-from=next     the chow is the previous player's instead
  rulebook mahjong claims 5p S:46p --json
  echo '{{"hands": ["", "46p", "", ""], "discarder": 0, "discard": "5p"}}' | rulebook mahjong claims --jsonl

notation: DISCARD is one tile in the notation of `rulebook mahjong check` (5p, E, Rd, 7z); each HAND is a seat, a
colon and the tiles in that player's hand (S:46p, "north:123m 55p"); a player not written holds nothing. {SEAT_HINT}.
A set on the table is --exposed SEAT:SET or --concealed-kong SEAT:SET (W:555p, N:EEEE). East plays first, then
South, West, North; the JSON answer numbers the players so, 0 (East) to 3 (North).
JSON lines take the fields hands (four hands, East first: tiles, or {{"concealed", "exposed", "concealed_kongs"}}),
discarder (0-3), discard, tiles_left.
Exit status 2 on bad input (an unknown tile such as 1x, a fifth copy of a tile among the hands and the discard, a
seat written twice, a discard of two tiles).
"""

TAKES_EXAMPLES = f"""\
examples:
  rulebook mahjong takes "S chow 46p" "N pung 55p"         a pung comes before a chow
  rulebook mahjong takes "S pung 55p" "W win"              a win comes first
  rulebook mahjong takes "W win" "N win" --discarder S     two wins: the nearer in turn after South
  rulebook mahjong takes "S chow 46p" "W pung 55p" --reading claim.priority=turn-order
                                                           a chow ranks with a pung: the nearer takes it
  rulebook mahjong takes "S chow 46p" "N kong 555p" --json
  echo '{{"discarder": 0, "claims": [{{"player": 3, "shape": "win", "tiles": ""}}]}}' | rulebook mahjong takes --jsonl

notation: each CLAIM is a seat, the shape (win, kong, pung, chow) and the tiles taken from the hand (none for a
win): "S chow 46p", "W pung 55p", "N win". {SEAT_HINT}. The discarder is East unless --discarder says.
JSON lines take the fields discarder (0-3, East first) and claims ([{{"player", "shape", "tiles"}}]).
Exit status 2 on bad input (an unknown seat or shape, two claims of one player, a claim of the discarder).
"""


def _sets_by_seat(words: Sequence[str], what: str) -> dict[int, list[str]]:
    """``SEAT:SET`` words, the sets of each player."""
    sets: dict[int, list[str]] = {}
    for word in words:
        player, text = seat_words(word, what)
        sets.setdefault(player, []).append(text)
    return sets


def situation_data(
    discard: str, hands: Sequence[str], exposed: Sequence[str], kongs: Sequence[str], discarder: int, left: int
) -> dict[str, Any]:
    """The corpus's ``claims`` input for the command line's words (checked by :func:`situation_from_json`)."""
    concealed: dict[int, str] = {}
    for word in hands:
        player, tiles = seat_words(word, "hand")
        if player in concealed:
            raise InputError(f"{seat_name(player)}'s hand is written twice")
        concealed[player] = tiles
    on_table, declared = _sets_by_seat(exposed, "--exposed"), _sets_by_seat(kongs, "--concealed-kong")
    return {
        "hands": [
            {"concealed": concealed.get(p, ""), "exposed": on_table.get(p, []), "concealed_kongs": declared.get(p, [])}
            for p in range(SEATS)
        ],
        "discarder": discarder,
        "discard": discard,
        "tiles_left": left,
    }


@dataclass(frozen=True)
class ClaimsAnswer:
    """A situation and every legal claim on its discard."""

    situation: Situation
    claims: list[Claim]


def _claim_words(claim: Claim) -> str:
    """A claim in words: ``South chow 46p`` or ``North win``."""
    taken = format_tiles(claim.tiles)
    return f"{seat_name(claim.player)} {claim.shape}" + (f" {taken}" if taken else "")


def hand_words(hand: Hand) -> str:
    """A hand in words: its tiles, then each set on the table (``123m, exposed 555p, concealed kong EEEE``)."""
    shown = [format_tiles(hand.concealed)] if len(hand.concealed) else []
    for meld in hand.melds:
        shown.append(f"{'concealed kong' if meld.concealed else 'exposed ' + meld.shape} {format_meld(meld)}")
    return ", ".join(shown)


def claims_text(answer: ClaimsAnswer) -> str:
    """Who may claim the discard, one claim a line with its rule."""
    situation = answer.situation
    discard = situation.discard
    lines = [f"{seat_name(situation.discarder)} discards {discard} ({situation.tiles_left} tiles left to draw)"]
    for player, hand in enumerate(situation.hands):
        if player != situation.discarder and (len(hand.concealed) or hand.melds):
            lines.append(f"  {seat_name(player)} holds {hand_words(hand)}")
    if not answer.claims:
        rules = ", ".join(CLAIM_RULES.values())
        lines.append(f"nobody may claim {discard} [{rules}]")
    else:
        lines.append(f"may claim {discard}:")
        for claim in answer.claims:
            lines.append(f"  {_claim_words(claim)} [{CLAIM_RULES[claim.shape]}]")
    for player, hand in enumerate(situation.hands):
        for meld in hand.melds:
            if player != situation.discarder and meld.shape == "pung" and meld.lowest == discard:
                lines.append(f"  {seat_name(player)}'s exposed pung {format_meld(meld)} takes no fourth [{NO_FOURTH}]")
    return "\n".join(lines)


class ClaimsCommand(CheckCommand[Situation, ClaimsAnswer]):
    """``rulebook mahjong claims``: every legal claim on a discard (the corpus's ``claims``)."""

    name = "claims"
    help = "who may claim a discard, and for what: win, kong, pung or chow"
    description = "Every legal claim on a discard: each player's win, kong, pung or chow, with its rule id."
    examples = CLAIMS_EXAMPLES
    fields = ("hands", "discarder", "discard", "tiles_left")
    no_input = "give the DISCARD and the hands (e.g. 5p S:46p N:55p), or --jsonl"
    requests = "situations"
    input_names = "DISCARD, HAND, --exposed or --concealed-kong"
    example_args = ("5p", "S:46p", "N:55p")
    example: Mapping[str, Any] = {"hands": ["", "46p", "", "55p"], "discarder": 0, "discard": "5p"}
    example_reading = "claim.chow-from=next"
    bad_example: Mapping[str, Any] = {"hands": ["", "5555p", "", ""], "discarder": 0, "discard": "5p"}
    bad_args = ("5p", "S:5555p")

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The discard, the hands, the sets on the table, the discarder and the tiles left."""
        parser.add_argument("discard", nargs="?", metavar="DISCARD", help="the tile discarded: 5p, E, Rd, 7z")
        parser.add_argument(
            "hands", nargs="*", metavar="HAND", help='a player\'s tiles in hand after a seat: S:46p, "N:123m 55p"'
        )
        parser.add_argument(
            "--exposed", action="append", default=[], metavar="SEAT:SET", help="a claimed set on the table: W:555p"
        )
        parser.add_argument(
            "--concealed-kong", action="append", default=[], metavar="SEAT:SET", help="a declared kong: N:EEEE"
        )
        parser.add_argument("--discarder", default="E", metavar="SEAT", help="who discarded (default E, East)")
        parser.add_argument(
            "--tiles-left", type=count_option, default=60, metavar="N", help="tiles left to draw (default 60)"
        )

    def has_input(self, args: argparse.Namespace) -> bool:
        """A DISCARD, a HAND or a set on the table."""
        return bool(args.discard or args.hands or args.exposed or args.concealed_kong)

    def from_args(self, args: argparse.Namespace, reading: Any) -> Situation:
        """The situation the command line writes."""
        if not args.discard:
            raise InputError(self.no_input)
        discarder = player_of(args.discarder, "discarder")
        data = situation_data(args.discard, args.hands, args.exposed, args.concealed_kong, discarder, args.tiles_left)
        return situation_from_json(data)

    def from_json(self, data: Mapping[str, Any], reading: Any) -> Situation:
        """The corpus's ``claims`` input."""
        return situation_from_json(data)

    def answer(self, request: Situation, reading: Any) -> ClaimsAnswer:
        """The engine's claims (:func:`rulebook.mahjong.engine.claims.legal_claims`)."""
        from rulebook.mahjong.engine.claims import legal_claims

        return ClaimsAnswer(request, legal_claims(request, reading))

    def as_json(self, answer: ClaimsAnswer) -> dict[str, Any]:
        """``{"claims": [...]}``, the corpus's answer."""
        return {"claims": [claim_json(claim) for claim in answer.claims]}

    def as_text(self, answer: ClaimsAnswer) -> str:
        """:func:`claims_text`."""
        return claims_text(answer)

    def question(self, request: Situation, answer: ClaimsAnswer) -> str:
        """``claims``."""
        return "claims"


@dataclass(frozen=True)
class ClaimsMade:
    """The claims made on one discard, and who discarded it."""

    claims: tuple[Claim, ...]
    discarder: int


@dataclass(frozen=True)
class TakesAnswer:
    """The claims made and the one that takes the discard (None: nobody claimed)."""

    made: ClaimsMade
    taken: Claim | None


def claim_of(text: str) -> Claim:
    """A claim as typed, ``S chow 46p`` or ``N win``; :class:`InputError` naming what is wrong."""
    words = text.replace(":", " ").split()
    if len(words) < 2:
        raise InputError(f"a claim is a seat, a shape and the tiles taken (S chow 46p, N win); got {text!r}")
    player = player_of(words[0], f"claimant of {text!r}")
    return claim_from_json({"player": player, "shape": words[1].lower(), "tiles": " ".join(words[2:])})


def made_of(data: Mapping[str, Any]) -> ClaimsMade:
    """The corpus's ``takes`` input; :class:`InputError` naming a bad field."""
    made, discarder = data.get("claims"), data.get("discarder")
    if not isinstance(made, list):
        raise InputError('"claims" must be a list of claims {"player", "shape", "tiles"}')
    if isinstance(discarder, bool) or not isinstance(discarder, int):
        raise InputError(f'"discarder" must be a player, 0 to {SEATS - 1}')
    return ClaimsMade(tuple(claim_from_json(claim) for claim in made), discarder)


def takes_text(answer: TakesAnswer) -> str:
    """The claims made, then the one that takes the discard, with the priority rule."""
    made = answer.made
    claims = ", ".join(_claim_words(claim) for claim in made.claims) or "none"
    lines = [f"{seat_name(made.discarder)} discarded; claims made: {claims}"]
    if answer.taken is None:
        lines.append(f"nobody claims the discard [{PRIORITY}]")
    else:
        taken = answer.taken
        taken_words = f"{seat_name(taken.player)}'s {_claim_words(taken).split(' ', 1)[1]}"
        lines.append(f"{taken_words} takes the discard [{PRIORITY}, {CLAIM_RULES[taken.shape]}]")
    return "\n".join(lines)


class TakesCommand(CheckCommand[ClaimsMade, TakesAnswer]):
    """``rulebook mahjong takes``: which of the claims made takes the discard (the corpus's ``takes``)."""

    name = "takes"
    help = "which of several claims on a discard takes it"
    description = "Which claim takes a discard when several players claim it, with the priority rule's id."
    examples = TAKES_EXAMPLES
    fields = ("discarder", "claims")
    no_input = 'give the claims made (e.g. "S chow 46p" "N pung 55p"), or --jsonl'
    requests = "claims"
    input_names = "CLAIM argument"
    example_args = ("S chow 46p", "N pung 55p")
    example: Mapping[str, Any] = {
        "discarder": 0,
        "claims": [{"player": 1, "shape": "chow", "tiles": "46p"}, {"player": 3, "shape": "pung", "tiles": "55p"}],
    }
    example_reading = "claim.priority=turn-order"
    bad_example: Mapping[str, Any] = {"discarder": 0, "claims": [{"player": 0, "shape": "pung", "tiles": "55p"}]}
    bad_args = ("E pung 55p",)

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """The claims made and the discarder."""
        parser.add_argument("claims", nargs="*", metavar="CLAIM", help='a claim made: "S chow 46p", "N win"')
        parser.add_argument("--discarder", default="E", metavar="SEAT", help="who discarded (default E, East)")

    def has_input(self, args: argparse.Namespace) -> bool:
        """A CLAIM."""
        return bool(args.claims)

    def from_args(self, args: argparse.Namespace, reading: Any) -> ClaimsMade:
        """The claims of the command line, each player named by seat in what is refused."""
        made = ClaimsMade(tuple(claim_of(text) for text in args.claims), player_of(args.discarder, "discarder"))
        players = [claim.player for claim in made.claims]
        if made.discarder in players:
            raise InputError(f"{seat_name(made.discarder)} discarded the tile and cannot claim it")
        for player in players:
            if players.count(player) > 1:
                raise InputError(f"{seat_name(player)} makes two claims; a player makes at most one on a discard")
        return made

    def from_json(self, data: Mapping[str, Any], reading: Any) -> ClaimsMade:
        """:func:`made_of`."""
        return made_of(data)

    def answer(self, request: ClaimsMade, reading: Any) -> TakesAnswer:
        """The engine's choice (:func:`rulebook.mahjong.engine.claims.resolve`)."""
        from rulebook.mahjong.engine.claims import resolve

        return TakesAnswer(request, resolve(list(request.claims), request.discarder, reading))

    def as_json(self, answer: TakesAnswer) -> dict[str, Any]:
        """``{"takes": claim or null}``, the corpus's answer."""
        return {"takes": None if answer.taken is None else claim_json(answer.taken)}

    def as_text(self, answer: TakesAnswer) -> str:
        """:func:`takes_text`."""
        return takes_text(answer)

    def question(self, request: ClaimsMade, answer: TakesAnswer) -> str:
        """``takes``."""
        return "takes"


CLAIMS = ClaimsCommand()
TAKES = TakesCommand()

__all__ = [
    "CLAIMS",
    "TAKES",
    "ClaimsCommand",
    "TakesCommand",
    "claim_of",
    "claims_text",
    "situation_data",
    "takes_text",
]
