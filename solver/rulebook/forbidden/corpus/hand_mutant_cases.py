"""The FORBIDDEN ``hand_code_mutants`` family: Cheng tests and round scores the play engine asks the hand engine.

A player with no laid sets who declares a Cheng is judged by the hand engine's fast check
(:meth:`~rulebook.forbidden.engine.hand.Engine.may_cheng`: completeness from a table and the lone-Forbidden rule read
off the count row), not by the full analysis that the ``hand`` question asks. No case asked that copy of rule
``forbidden.cheng.lone-forbidden`` a question the count decides, so the code-mutation run (``rulebook mutate
forbidden --module batch``) found every mistake planted in it unasked. Here each case declares a Cheng
without discarding, from a complete hand whose only question is the count (Section 7):

- the Emperor alone (reading ``emperor.forbidden``: always counted, or only beside a real Forbidden card);
- the Emperor beside one Forbidden card under ``with-real-forbidden`` (two count: the Cheng stands, doubled);
- one Forbidden card alone, then beside the Empress, under each option of ``empress.lone-forbidden``.

Two more ask the round's scores (rule ``forbidden.round.scoring``), which the play engine takes from
:meth:`~rulebook.forbidden.engine.hand.Engine.cheng_score` and :meth:`~rulebook.forbidden.engine.hand.Engine.
other_score`: a Cheng under ``arrangement=most-cards`` (the other players' hands arranged for the most cards
placed, which no case scored in play), and the Monkey taking the Emperor that the Cheng needed (reading
``monkey.power=takes-emperor``: the Cheng player is then scored as a player who did not go Cheng). Every expected
answer is the play engine's (:func:`~rulebook.forbidden.corpus.play.play_case`); the model confirms no ``apply``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.forbidden.corpus.play import CHENG_HAND, GAME, family_case, table
from rulebook.forbidden.state import State

FAMILY = "hand_code_mutants"
DESCRIPTION = (
    "Cheng tests and round scores the play engine takes from the hand engine: the lone-Forbidden count with the "
    "Emperor and the Empress, most-cards scoring, the Monkey taking the Emperor."
)
PREFIX = "hand-code-mutant"

LONE = "forbidden.cheng.lone-forbidden"
DECLARE = "forbidden.cheng.declare"
MISTAKE = "forbidden.cheng.mistake"
SCORING = "forbidden.round.scoring"

SETS_25 = "R2 R3 R4 R5 R5 R5 R5 G3 G3 G3 B7 B7 B7"
"""Thirteen number cards in sets: run R2-3-4 (5), kong of R5 (10), pungs of G3 and B7 (5 each): 25 points."""
SETS_20 = "R2 R3 R4 R5 R5 R5 G3 G3 G3 B7 B7 B7"
"""Twelve number cards in sets: run R2-3-4 (5), pungs of R5, G3 and B7 (5 each): 20 points."""


def cheng_table(hand: str, others: Mapping[int, str] | None = None) -> State:
    """Player 1 of four, after drawing (phase ``discard``), holding the fourteen cards ``hand``; ``others`` padded."""
    return table({**(others or {}), 1: hand}, phase="discard")


_case = partial(family_case, PREFIX)
"""A case of this family, by position: slug, description, rules, outcome, state, action, why, readings."""


def emperor_cases() -> list[Case]:
    """The Emperor alone under each option of ``emperor.forbidden``, and beside one Forbidden card."""
    with_real = {"emperor.forbidden": "with-real-forbidden"}
    return [
        _case(
            "emperor-alone-always",
            "A complete hand with the Emperor and no Forbidden card declares a Cheng: the Emperor is a lone Forbidden",
            (LONE, MISTAKE),
            "refuses",
            cheng_table(SETS_25 + " EM"),
            "cheng",
            "Section 7: a LONE Forbidden card prevents going Cheng, and the Emperor counts as one (reading "
            "emperor.forbidden=always, the default). The thirteen number cards are in sets, but the count is one: "
            "a mistaken Cheng, so the hand is taken back, player 1 loses the next turn and must still discard.",
        ),
        _case(
            "emperor-alone-with-real-forbidden",
            "Under emperor.forbidden=with-real-forbidden, a complete hand with the Emperor and no Forbidden goes Cheng",
            (LONE, DECLARE),
            "accepts",
            cheng_table(SETS_25 + " EM"),
            "cheng",
            "Reading emperor.forbidden=with-real-forbidden: the Emperor counts only beside a real Forbidden card, so "
            "here none counts and the Cheng stands. Player 1 scores 25 (run R2-3-4 5, kong of R5 10, pungs of G3 "
            "and B7 5 each) + 10 Cheng bonus = 35.",
            with_real,
        ),
        _case(
            "emperor-beside-forbidden-with-real-forbidden",
            "Under emperor.forbidden=with-real-forbidden, the Emperor beside one Forbidden card makes two: Cheng, x2",
            (LONE, DECLARE, "forbidden.score.forbidden-multiplier"),
            "accepts",
            cheng_table(SETS_20 + " EM F"),
            "cheng",
            "Reading emperor.forbidden=with-real-forbidden: beside the real Forbidden card the Emperor counts, so "
            "two count and the Cheng stands (Section 7). Player 1 scores (20 for run R2-3-4 and pungs of R5, G3, B7 "
            "+ 10 Cheng bonus) x 2 Forbidden cards = 60.",
            with_real,
        ),
    ]


def empress_cases() -> list[Case]:
    """One Forbidden card alone and beside the Empress, under each option of ``empress.lone-forbidden``."""
    empress_yes = {"empress.lone-forbidden": "yes"}
    return [
        _case(
            "lone-forbidden",
            "A complete hand holding one Forbidden card and no royal declares a Cheng: refused, a mistaken Cheng",
            (LONE, MISTAKE),
            "refuses",
            cheng_table(SETS_25 + " F"),
            "cheng",
            "Section 7: 'A LONE Forbidden card prevents a player from going Cheng'. The thirteen number cards are in "
            "sets, but one Forbidden card counts: the hand is taken back and player 1 loses the next turn.",
        ),
        _case(
            "lone-forbidden-beside-empress",
            "Under empress.lone-forbidden=no, one Forbidden card beside the Empress still prevents the Cheng",
            (LONE, MISTAKE),
            "refuses",
            cheng_table(SETS_20 + " ES F"),
            "cheng",
            "Section 7 and reading empress.lone-forbidden=no (the default): the Empress does not lift the lone "
            "Forbidden card's bar, so the Cheng of this complete hand is a mistake and player 1 loses the next turn.",
        ),
        _case(
            "lone-forbidden-beside-empress-allowed",
            "Under empress.lone-forbidden=yes, one Forbidden card beside the Empress allows the Cheng",
            (LONE, DECLARE),
            "accepts",
            cheng_table(SETS_20 + " ES F"),
            "cheng",
            "Reading empress.lone-forbidden=yes: holding the Empress, a player may go Cheng with one Forbidden card. "
            "Player 1 scores 20 (run R2-3-4, pungs of R5, G3, B7) + 10 Cheng bonus = 30: one Forbidden card does "
            "not multiply, and the Empress without the Emperor is no Royal Marriage.",
            empress_yes,
        ),
        _case(
            "lone-forbidden-without-empress-refused",
            "Under empress.lone-forbidden=yes, one Forbidden card without the Empress still prevents the Cheng",
            (LONE, MISTAKE),
            "refuses",
            cheng_table(SETS_25 + " F"),
            "cheng",
            "Reading empress.lone-forbidden=yes lifts the bar only for a player holding the Empress; player 1 holds "
            "none, so the lone Forbidden card makes the Cheng a mistake (Section 7).",
            empress_yes,
        ),
    ]


def scoring_cases() -> list[Case]:
    """The round's scores under ``arrangement=most-cards`` and after the Monkey takes the Emperor."""
    arranged = cheng_table(CHENG_HAND, {2: "RY RY B2 B4 B5 W"})
    return [
        _case(
            "most-cards-round-scores",
            "Under arrangement=most-cards, the players who did not go Cheng are scored for the most cards placed",
            (SCORING, "forbidden.score.arrangement", DECLARE),
            "accepts",
            arranged,
            "cheng discarding G8",
            "Scoring and reading arrangement=most-cards: a player who did not go Cheng lays the sets that place the "
            "most number cards, then the best score. Player 2 holds RY RY G7 G7 G7 G7 G8 G8 G8 B2 B4 B5 W: the kong "
            "of G7 (10) and the pung of G8 (5) either way; the wild then goes to the run B2 W=B3 B4 B5 (four cards, "
            "10) rather than the pung RY RY W=R6 (three cards, 5 + two Yin-Yang bonuses of 5 = 15), so player 2 "
            "scores 10 + 5 + 10 = 25, not the best score's 30.",
            {"arrangement": "most-cards"},
        ),
        _case(
            "monkey-takes-emperor-cheng-scored-as-other",
            "Under monkey.power=takes-emperor, a Cheng that needed the Emperor is scored as a hand that went no Cheng",
            (SCORING, LONE, "forbidden.score.forbidden-penalty"),
            "accepts",
            cheng_table(SETS_20 + " EM F", {2: "MO"}),
            "cheng",
            "Player 1 goes Cheng with the Emperor beside one Forbidden card (two count, Section 7). Reading "
            "monkey.power=takes-emperor: at the round's end player 2's Monkey takes the Emperor, leaving player 1 a "
            "lone Forbidden card, so player 1 is scored as a player who did not go Cheng: 20 set points - 5 for "
            "the Forbidden card, which no Emperor protects now = 15 (not the Cheng's 20 + 10 = 30).",
            {"monkey.power": "takes-emperor"},
        ),
    ]


def hand_code_mutant_cases() -> list[Case]:
    """Every case of the family, in a stable order."""
    return [*emperor_cases(), *empress_cases(), *scoring_cases()]


def corpus() -> Corpus:
    """The family as the corpus register lists it (:func:`~rulebook.forbidden.corpus.families.corpora`)."""
    return Corpus(GAME, FAMILY, DESCRIPTION, tuple(hand_code_mutant_cases()))


__all__ = ["DESCRIPTION", "FAMILY", "corpus", "hand_code_mutant_cases"]
