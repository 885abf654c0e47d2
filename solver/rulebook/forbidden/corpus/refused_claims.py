"""The FORBIDDEN ``refused_claims`` family: one ``apply`` of each kind of claim the rules refuse, and its neighbours.

The legal claims reach the rest of the corpus through ``legal-actions``; ``apply`` is asked only claims that are
listed there. Here each refusal of a claim (Sections 4, 5 and 6; the TWO PLAYER RULES) is asked once on a small
valid position in which every other condition of a legal claim holds, so that an engine that forgets that one
condition carries the claim out instead of refusing it:

- a pile named twice (a set of three R2 from one R2 on a pile and one in the hand, two players);
- a pile the table does not have (an owner past the last player; a second pile in the four-player game);
- the claimant's own pile (Section 4: the top of an *opponent's* pile);
- an empty pile, and a pile topped by a wild or a royal card (Section 4: 'Can I claim a Royal card ... NO, never');
- no card from the hand under ``claim.from-hand=required`` (three opponents' tops R2 R3 R4 alone);
- a hand card the claimant does not hold, a wild under ``claim.wild=no``, a royal card from the hand;
- cards that form no set of Section 5 (a gap in the run; two colours).

Every refusal is confirmed by the Z3 claim model (:meth:`ClaimModel.explain` names the rules that refuse it, or
refuses a pile named twice or a pile the table lacks as bad input), besides the engine's answer that the case
records (:func:`~rulebook.forbidden.corpus.play.play_case`). Three neighbours that the mutation run found unasked
close the family: a claimant holding the only Forbidden card is never asked to block his own claim (Section 6:
the players *to his left* block), a claim that would empty the hand beside a lone Forbidden card on the table is
not listed (Section 7), and two wilds in the hand still give a set at most one (Section 5); and the legal claims
beside two refusals: one without a wild under ``claim.wild=no``, one that keeps cards in the hand beside a lone
Forbidden card on the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from rulebook.core.corpus.cases import Case
from rulebook.core.errors import InputError
from rulebook.forbidden.actions import Claim, parse_action
from rulebook.forbidden.cards import FORBIDDEN, parse_cards
from rulebook.forbidden.corpus.play import emptying_table, family_case, table
from rulebook.forbidden.crosscheck.play import models
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.state import State, evolve
from rulebook.forbidden.validate import violations

FAMILY = "refused_claims"
DESCRIPTION = "Each kind of claim the rules refuse, applied on a position where every other condition holds."
PREFIX = "play-refused-claim"

CLAIM = "forbidden.play.claim"
SEVERAL = "forbidden.play.claim-several"
ROYAL = "forbidden.play.no-royal-claim"


class ModelAcceptsError(RuntimeError):
    """The Z3 claim model finds a claim legal that a case of this family records as refused."""


def model_refuses(state: State, claim: Claim, readings: Mapping[str, str]) -> bool:
    """Whether the Z3 claim model refuses ``claim``: rules in its unsat core, or bad input (a pile twice or missing)."""
    claim_model, _ = models(Reading.from_mapping(readings))
    try:
        return bool(claim_model.explain(state, claim))
    except InputError:
        return True


def _refused(
    slug: str,
    description: str,
    rules: tuple[str, ...],
    state: State,
    action: str,
    why: str,
    readings: Mapping[str, str] | None = None,
) -> Case:
    """An ``apply`` case of a refused claim, the refusal confirmed by the Z3 claim model first."""
    chosen = dict(readings or {})
    claim = parse_action(action)
    if not isinstance(claim, Claim) or not model_refuses(state, claim, chosen):
        raise ModelAcceptsError(f"{PREFIX}.{slug}: the Z3 claim model does not refuse {action!r}")
    return _case(slug, description, rules, "refuses", state, action, why, chosen)


_case = partial(family_case, PREFIX)
"""A case of this family, by position: slug, description, rules, outcome, state, action, why, readings."""


def pile_cases() -> list[Case]:
    """Refusals for the piles a claim names: twice, missing, the claimant's own, empty, topped by no number card."""
    return [
        _refused(
            "pile-named-twice",
            "A claim that names the opponent's pile twice to make a pung of one R2 on it and one in the hand",
            (CLAIM, "forbidden.two-player.claim"),
            table({1: "R2"}, {"0": "R2"}, players=2),
            "claim 0,0 using R2",
            "Section 4: a claim takes the top card of a pile, one card per pile named. Pile 0 holds one R2, so "
            "'claim 0,0' would count it twice to make R2 R2 R2 with the R2 in hand; with two players the rule of "
            "one pile per opponent does not apply, so only the pile named twice refuses it.",
        ),
        _refused(
            "owner-out-of-range",
            "Three players: a claim of player 3's pile, which the table does not have",
            (CLAIM,),
            table({1: "R3 R4"}, {"0": "R2", "2": "R5"}, players=3),
            "claim 3 using R3 R4",
            "Section 4: a claim takes the top of an opponent's pile; with three players the seats are 0, 1 and 2, "
            "so there is no pile 3.",
        ),
        _refused(
            "pile-index-out-of-range",
            "Four players: a claim of pile 0.1, a second pile, which only the two-player game has",
            (CLAIM, "forbidden.two-player.claim"),
            table({1: "R3 R4"}, {"0": "R2"}),
            "claim 0.1 using R3 R4",
            "Section 4 and the TWO PLAYER RULES: with more than two players each player has one discard pile, so "
            "player 0 has pile 0 (R2 on top, claimable with R3 R4) and no pile 0.1.",
        ),
        _refused(
            "own-pile",
            "A claim of the R2 on the claimant's own pile, which with R3 R4 would make a run",
            (CLAIM,),
            table({1: "R3 R4"}, {"1": "R2"}),
            "claim 1 using R3 R4",
            "Section 4: a player claims 'the top card of an opponent's Discard pile'; R2 R3 R4 is a run, but pile 1 "
            "is player 1's own.",
        ),
        _refused(
            "empty-pile",
            "A claim of an opponent's empty pile",
            (CLAIM,),
            table({1: "R3 R4"}, {"2": "R2"}),
            "claim 0 using R3 R4",
            "Section 4: a claim takes the top card of a pile; pile 0 holds no card (R2 lies on pile 2).",
        ),
        _refused(
            "royal-top",
            "A claim of the Emperor on top of an opponent's pile, with two number cards from the hand",
            (ROYAL,),
            table({1: "R3 R4"}, {"0": "R2 EM"}),
            "claim 0 using R3 R4",
            "Section 4, third question: 'Can I claim a Royal card atop an opponent's Discard pile? Answer: NO, "
            "never.' The R2 under the Emperor is not the top card.",
        ),
        _refused(
            "wild-top",
            "A claim of a wild on top of an opponent's pile to complete the run R3 R4",
            (ROYAL,),
            table({1: "R3 R4"}, {"0": "R2 W"}),
            "claim 0 using R3 R4",
            "Section 2 counts the wild among the Royal cards, and Section 4 never lets a Royal card be claimed "
            "(reading wild.claimable=no, the default); R3 R4 W would otherwise be a run.",
        ),
    ]


def hand_cases() -> list[Case]:
    """Refusals for the hand cards a claim uses: none, not held, a wild under ``claim.wild=no``, no set."""
    return [
        _refused(
            "no-hand-card",
            "A claim of three opponents' tops R2 R3 R4 with no card from the hand, where a hand card is required",
            (CLAIM, SEVERAL),
            table({1: "R7"}, {"0": "R2", "2": "R3", "3": "R4"}),
            "claim 0,2,3 using",
            "Section 4: the claimant lays the claimed cards down 'with the cards from his hand to complete the set' "
            "(claim.from-hand=required, the default): R2 R3 R4 is a run, but no hand card completes it.",
        ),
        _refused(
            "card-not-held",
            "A claim of R2 that uses R3 R4 while the claimant holds R3 and no R4",
            (CLAIM,),
            table({1: "R3"}, {"0": "R2"}),
            "claim 0 using R3 R4",
            "Section 4: the set is completed with cards 'from his hand'; player 1's hand holds R3 but no red card "
            "besides (the rest is green and black).",
        ),
        _refused(
            "wild-under-claim-wild-no",
            "Under claim.wild=no, a claim of R2 completed by R3 and a wild from the hand",
            (CLAIM,),
            table({1: "R3 W"}, {"0": "R2"}),
            "claim 0 using R3 W",
            "Reading claim.wild=no: a wild may not help a claim. R2 R3 W is a run of Section 5 with one wild, so "
            "only the reading refuses it.",
            {"claim.wild": "no"},
        ),
        _refused(
            "no-set-gap",
            "A claim of R2 with R3 R5, which is no run",
            (CLAIM,),
            table({1: "R3 R5"}, {"0": "R2"}),
            "claim 0 using R3 R5",
            "Section 5: a run is three or more consecutive ranks of one colour; R2 R3 R5 skips the 4.",
        ),
        _refused(
            "no-set-two-colours",
            "A claim of R2 with G3 G4, which mixes two colours",
            (CLAIM,),
            table({1: "G3 G4"}, {"0": "R2"}),
            "claim 0 using G3 G4",
            "Section 5: the cards of a set are of one colour; R2 G3 G4 has two.",
        ),
        _refused(
            "royal-from-hand",
            "A claim of R2 with R3 R4 and an Emperor from the hand",
            (CLAIM,),
            table({1: "R3 R4 EM"}, {"0": "R2"}),
            "claim 0 using R3 R4 EM",
            "Section 5: a set is made of number cards and at most one wild; R2 R3 R4 is a run, the Emperor is no "
            "part of any set.",
        ),
    ]


def neighbour_cases() -> list[Case]:
    """Claims the mutation run found unasked: a claimant's own Forbidden card, an emptying claim, two wilds."""
    return [
        _case(
            "claimant-holds-only-forbidden",
            "A claimant who holds the only Forbidden card is not asked to block his own claim: it stands at once",
            ("forbidden.block.who", CLAIM),
            "accepts",
            table({1: "R3 R4 F"}, {"2": "R2"}),
            "claim 2 using R3 R4",
            "Section 6: 'any player' who holds a Forbidden card may block a claim, the one 'closest to the active "
            "player's left' first; the claimant blocks no claim of his own. Nobody else holds a Forbidden card, so "
            "R2 R3 R4 is laid down and player 1 must discard.",
        ),
        _case(
            "emptying-claim-beside-lone-forbidden-not-listed",
            "Section 7: the claim that would empty the hand beside one Forbidden card on the table is not listed",
            (CLAIM,),
            "refuses",
            emptying_table(1),
            None,
            "Section 7: 'A LONE Forbidden card prevents a player from going Cheng ... (including any claimed on the "
            "table)'. Holding only R3 R4, 'claim 0 using R3 R4' would leave no card to discard and no Cheng, so "
            "only 'draw' is listed.",
        ),
        _case(
            "two-wilds-give-one",
            "Holding R3 and two wilds, the R2 on a pile is claimed with R3 and one wild, never with both wilds",
            (CLAIM,),
            "accepts",
            table({1: "R3 W W"}, {"0": "R2"}),
            None,
            "Section 5: a set holds at most one wild. R2 R3 W is a run, R2 W W would hold two wilds: 'claim 0 using "
            "R3 W' is listed and no claim using both wilds.",
        ),
    ]


def lone_forbidden_table() -> State:
    """Player 1 of four holding R3 R4 and ten more cards, one Forbidden card claimed onto the table, R2 on pile 0.

    Built from :func:`~rulebook.forbidden.corpus.play.table`: one of player 1's padding cards goes to the draw
    pile in place of a Forbidden card, which lies on player 1's table (13 cards less one on the table: 12 in hand).
    """
    state = table({1: "R3 R4"}, {"0": "R2"})
    player = state.players[1]
    spare = [card for card in player.hand.tokens() if card not in ("R3", "R4")][-1]
    draw_pile = list(state.draw_pile)
    draw_pile[draw_pile.index(FORBIDDEN)] = spare
    player = evolve(player, hand=player.hand - parse_cards(spare), table_forbidden=1)
    built = evolve(state, players=(state.players[0], player, *state.players[2:]), draw_pile=tuple(draw_pile))
    problems = violations(built)
    if problems:
        raise ValueError(f"the lone-Forbidden position is not valid: {problems}")
    return built


def reading_neighbour_cases() -> list[Case]:
    """The legal claims beside two refusals: no wild under ``claim.wild=no``; a card kept beside a lone Forbidden."""
    wild_no = {"claim.wild": "no"}
    with_wild = table({1: "R3 R4 W"}, {"0": "R2"})
    return [
        _case(
            "claim-wild-no-natural-claim-listed",
            "Under claim.wild=no, holding R3 R4 and a wild, the R2 is claimed with R3 R4 and never with the wild",
            (CLAIM,),
            "accepts",
            with_wild,
            None,
            "Reading claim.wild=no: a wild may not help a claim, but R2 R3 R4 needs none: 'claim 0 using R3 R4' is "
            "listed, 'claim 0 using R3 W' and 'claim 0 using R4 W' are not.",
            wild_no,
        ),
        _case(
            "claim-wild-no-natural-claim-applied",
            "Under claim.wild=no, the claim of R2 with R3 R4 is carried out although the hand holds a wild",
            (CLAIM,),
            "accepts",
            with_wild,
            "claim 0 using R3 R4",
            "Reading claim.wild=no bars only a wild given by the hand; R2 R3 R4 is a run of Section 5 without one, "
            "so the set is laid down and player 1 must discard.",
            wild_no,
        ),
        _case(
            "claim-beside-lone-forbidden-keeps-a-card",
            "Section 7: beside one Forbidden card on the table, a claim that keeps cards in the hand is carried out",
            (CLAIM,),
            "accepts",
            lone_forbidden_table(),
            "claim 0 using R3 R4",
            "Sections 4 and 7: only a claim that empties the hand must let it go Cheng at once (a LONE Forbidden "
            "card on the table would prevent that). Player 1 keeps ten cards to discard from, so the claim of R2 "
            "with R3 R4 stands and player 1 must discard.",
        ),
    ]


def refused_claim_cases() -> list[Case]:
    """Every case of the family, in a stable order."""
    return [*pile_cases(), *hand_cases(), *neighbour_cases(), *reading_neighbour_cases()]


__all__ = ["DESCRIPTION", "FAMILY", "ModelAcceptsError", "model_refuses", "refused_claim_cases"]
