"""Classical mahjong cases that kill code mutants of the scoring and claim engines (``rulebook mutate mahjong``).

Each case asks a question the other families never ask, found by a surviving code mutant
(:mod:`rulebook.core.mutation.code_mutants`): one-suit hands of pins and of bamboos reaching the terminals at the edges
of each suit's block of kinds, and a two-suit hand whose second suit is a pair of 1p; the honours of a one-suit hand as
its pair or as a pung under ``double.one-suit-honours=pair``; the first-tile hand under a limit above its value; a
winning discard lying in a pung and in a chow under ``score.discard-pung=exposed``; fourteen tiles with four or seven
pairs; a kong against a pung of one discard under ``claim.priority=turn-order``; a pung on the table with no fourth
tile. Every expected answer is worked by hand in ``why`` and confirmed by the engine and the Z3 model
(:mod:`rulebook.mahjong.corpus.case_builder`). Seats are South and not East unless a case says otherwise.
"""

from __future__ import annotations

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.mahjong.corpus.case_builder import rulebook_case
from rulebook.mahjong.corpus.claims import claim
from rulebook.mahjong.corpus.hands import GAME, hand, score

PUNCT, DEV = "Punctuation", "Development of the game"
PRIORITY = "mahjong.claim.priority"
PURE, HONOURS, FIRST = "mahjong.double.pure-suit", "mahjong.double.one-suit-honours", "mahjong.special.first-tile"
PUNG, PAIR, LIMIT, DRAGONS = "mahjong.score.pung", "mahjong.score.pair", "mahjong.score.limit", "mahjong.double.dragons"


def suit_doublings() -> list[Case]:
    """Which suits a hand holds, at the edges of each suit: one suit only (×8), one suit and honours (×2), two."""
    pair_only = {"double.one-suit-honours": "pair"}
    return [
        rulebook_case(
            id="score-pure-pins-with-both-terminals",
            description="a hand of pins only, from 1p to 9p, doubles three times",
            question="score",
            rules=(PURE, PUNG),
            outcome="accepts",
            given=hand("123p 456p 789p 111p 99p", seat_wind="S"),
            why=f"{PUNCT} (Only the winners, 2): pung of 1p in hand 8; chows and a pair of 9p 0; +10 = 18; every tile "
            "is a pin, no honour: x8 = 144.",
            expected=score(18, 3, 144),
        ),
        rulebook_case(
            id="score-pure-bamboos-with-nines",
            description="a hand of bamboos only, up to 9s, doubles three times",
            question="score",
            rules=(PURE, PUNG),
            outcome="accepts",
            given=hand("123s 456s 789s 999s 55s", seat_wind="S"),
            why=f"{PUNCT} (Only the winners, 2): pung of 9s in hand 8; +10 = 18; every tile a bamboo: x8 = 144.",
            expected=score(18, 3, 144),
        ),
        rulebook_case(
            id="score-characters-and-one-pin",
            description="a pair of 1p makes a hand of characters two suits: no suit doubling",
            question="score",
            rules=(PURE,),
            outcome="refuses",
            given=hand("123m 456m 789m 888m 11p", seat_wind="S"),
            why=f"{PUNCT}: pung of 8m in hand 4; +10 = 14; characters and pins are two suits: no doubling, 14.",
            expected=score(14, 0, 14),
        ),
        rulebook_case(
            id="score-one-suit-honour-pair-pair-reading",
            description="characters with a pair of North: the honours are the pair, so the hand doubles",
            question="score",
            rules=(HONOURS, PAIR),
            outcome="accepts",
            given=hand("123m 456m 789m 111m NN", seat_wind="S"),
            why=f"{PUNCT} (Only the winners, 1: 'with Dragons or Winds in a pair'): pung of 1m in hand 8; a pair of "
            "North 2 (score.wind-pair=any); +10 = 20; one suit and its only honours the pair: x2 = 40.",
            expected=score(20, 1, 40),
            readings=pair_only,
        ),
        rulebook_case(
            id="score-one-suit-honour-pung-pair-reading",
            description="characters with a pung of red dragons: under the pair reading no suit doubling, "
            "only the dragons'",
            question="score",
            rules=(HONOURS, DRAGONS),
            outcome="accepts",
            given=hand("123m 456m 789m RdRdRd 55m", seat_wind="S"),
            why=f"{PUNCT}: pung of red dragons in hand 8; +10 = 18; the dragons double (x2); the honours are a pung, "
            "not the pair, so double.one-suit-honours=pair adds nothing: 36.",
            expected=score(18, 1, 36),
            readings=pair_only,
        ),
    ]


def first_tile_limits() -> list[Case]:
    """The first-tile hand's 300 where the limit does not hide it (``score.limit`` 500 and 1000)."""
    dealt = hand("123m 456p 789s 234s 55s", seat_wind="E", east=True, first_tile=True)
    return [
        rulebook_case(
            id="score-first-tile-under-limit-500",
            description="with a limit of 500 a first-tile hand of chows scores exactly 300",
            question="score",
            rules=(FIRST, LIMIT),
            outcome="accepts",
            given=dealt,
            why=f"{PUNCT} (Special hands): chows and a pair of 5s 0; +10 = 10; no doubling; the first tile makes it at "
            "least 300 (special.value=at-least): 300, under the limit of 500.",
            expected=score(10, 0, 300, "first-tile"),
            readings={"score.limit": "500"},
        ),
        rulebook_case(
            id="score-first-tile-added-under-limit-1000",
            description="with the special value added and a limit of 1000 a first-tile hand of chows scores 310",
            question="score",
            rules=(FIRST, LIMIT),
            outcome="accepts",
            given=dealt,
            why=f"{PUNCT} (Special hands): 10 points; the first tile adds 300 (special.value=added): 310, under 1000.",
            expected=score(10, 0, 310, "first-tile"),
            readings={"score.limit": "1000", "special.value": "added"},
        ),
    ]


def discard_in_two_groups() -> list[Case]:
    """A winning discard that lies in a pung and in a chow of the only split: no pung is the one it completed."""
    return [
        rulebook_case(
            id="score-discard-in-pung-and-chow-exposed-reading",
            description="the winning 1m lies in the pung of 1m and in the chow 123m: the pung still scores as in hand",
            question="score",
            rules=("mahjong.score.pung", "mahjong.double.own-wind", DRAGONS),
            outcome="accepts",
            given=hand("111m 123m 55p SSS RdRdRd", seat_wind="S", winning_discard="1m"),
            why=f"{PUNCT} (score.discard-pung=exposed): the only split is 111m 123m 55p SSS RdRdRd; the discard fits "
            "the chow as well as the pung, so the winner shows it in the chow and every pung is in hand: "
            "1m 8, South 8, red dragons 8; +10 = 34; own wind and dragons double twice: 136.",
            expected=score(34, 2, 136),
            readings={"score.discard-pung": "exposed"},
        ),
    ]


def pairs_that_do_not_win() -> list[Case]:
    """Fourteen tiles with four or seven pairs: the standard form takes exactly one pair, so neither wins."""
    form = ("mahjong.hand.standard-form", "mahjong.set.pair")
    lost = {"winning": False, "splits": []}
    return [
        rulebook_case(
            id="seven-honour-pairs-do-not-win",
            description="a pair of each of the seven honours is fourteen tiles but not four sets and a pair",
            question="winning",
            rules=form,
            outcome="refuses",
            given=hand("EE SS WW NN RdRd GdGd WdWd"),
            why=f"{DEV}: a hand wins with four sets (three tiles each) and one pair; seven pairs hold no set.",
            expected=lost,
        ),
        rulebook_case(
            id="four-pairs-across-the-suits-do-not-win",
            description="a pair in each suit and of East, with two chows: fourteen tiles, four pairs, no win",
            question="winning",
            rules=form,
            outcome="refuses",
            given=hand("11m 123m 22p 456p 33s EE"),
            why=f"{DEV}: four sets and one pair; here two chows and four pairs (1m, 2p, 3s, East): not a win.",
            expected=lost,
        ),
    ]


def claims_more() -> list[Case]:
    """A kong and a pung of one discard under ``claim.priority=turn-order``; a kong with no tile to add.

    The ``takes`` question is given the claims alone, not the hands behind them (a table of four copies could not
    hold both a kong and a pung of 5p): it asks only the order of priority, which is what the mutants change.
    """
    turn_order = {"claim.priority": "turn-order"}
    nearer_kong = {"discarder": 0, "claims": [claim(1, "kong", "555p"), claim(2, "pung", "55p")]}
    nearer_pung = {"discarder": 0, "claims": [claim(1, "pung", "55p"), claim(2, "kong", "555p")]}
    return [
        rulebook_case(
            id="takes-nearer-kong-over-pung-turn-order",
            description="in turn order the next player's kong beats a pung from across",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=nearer_kong,
            why=f"{DEV} (Pong): 'priority the one that is to the right of the one that discarded it' "
            "(claim.priority=turn-order): a kong and a pung are one tier, and player 1 comes first after player 0.",
            expected={"takes": claim(1, "kong", "555p")},
            readings=turn_order,
        ),
        rulebook_case(
            id="takes-nearer-pung-over-kong-turn-order",
            description="in turn order the next player's pung beats a kong from across",
            question="takes",
            rules=(PRIORITY,),
            outcome="accepts",
            given=nearer_pung,
            why=f"{DEV} (Pong): in turn order player 1's pung comes before player 2's kong, though a kong takes more.",
            expected={"takes": claim(1, "pung", "55p")},
            readings=turn_order,
        ),
        rulebook_case(
            id="own-kong-none-without-the-fourth",
            description="a pung of West on the table and no West in hand: no kong to declare",
            question="own-kongs",
            rules=("mahjong.kong.own-turn",),
            outcome="refuses",
            given=hand("123m 789s", ("WWW",)),
            why=f"{DEV} (Kong): 'an open kong when he adds the 4th piece to three already shown by a pong': with no "
            "West in hand there is no fourth piece to add.",
            expected={"kongs": []},
        ),
    ]


def mutant_scores() -> Corpus:
    """The family of this module."""
    return Corpus(
        GAME,
        "score_mutants_more",
        "Suit doublings at the edges of each suit, honours as the pair or a pung, the first tile under a higher "
        "limit (code mutants' questions).",
        (
            *suit_doublings(),
            *first_tile_limits(),
            *discard_in_two_groups(),
            *pairs_that_do_not_win(),
            *claims_more(),
        ),
    )


__all__ = [
    "claims_more",
    "discard_in_two_groups",
    "first_tile_limits",
    "mutant_scores",
    "pairs_that_do_not_win",
    "suit_doublings",
]
