"""The cross-checks of Lao Pengh: the sweeps are what they claim, the encodings agree on a sample, and a broken
encoding is caught (so the comparison can fail)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rulebook.core.game import VerifyBudget
from rulebook.core.verify.crosscheck import run_family
from rulebook.laopengh.cards import Card, order_numbers
from rulebook.laopengh.crosscheck.encodings import engine_judge, engine_orders
from rulebook.laopengh.crosscheck.ends import EndComparison, end_cases
from rulebook.laopengh.crosscheck.families import families
from rulebook.laopengh.crosscheck.orders import OrderComparison, every_reveal, reveal_cases
from rulebook.laopengh.crosscheck.placements import (
    TRIPLES,
    WITNESSES,
    PlacementComparison,
    every_triple,
    settings,
    triple_cases,
)
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.verdict import Placement


def _shares_nothing(a: str, b: str) -> bool:
    # written out here: different theme letter, colour letter and corner number (theme cards only)
    return a[0] != b[0] and a[1] != b[1] and a[2] != b[2]


def test_the_triple_sweep_asks_every_card_on_every_two_cards_in_four_settings() -> None:
    asked = list(every_triple())
    assert len(asked) == TRIPLES == 25**3 * 4
    beneath = {(piles[0], card) for piles, _, card in asked}
    assert len(beneath) == 25**3
    assert all(pile == 0 for _, pile, _ in asked)


def test_the_settings_of_the_other_piles_are_what_they_say() -> None:
    for card in ("CY1", "DR3", "CB4", "DB2"):
        chosen = settings(card)
        one, two = chosen["strangers"]
        assert _shares_nothing(card, one[-1]) and _shares_nothing(card, two[-1])
        friend, _ = chosen["one-takes"]
        assert len(friend) == 1 and friend[0][0] == card[0]
        trap, _ = chosen["one-trap"]
        assert len(trap) == 2 and trap[0][1] == trap[1][1] == card[1]
        _, numbers = chosen["two-traps"]
        assert numbers[0][2] == numbers[1][2] == card[2]


def test_every_reveal_respects_the_deck() -> None:
    reveals = [reveal for reveal, _ in every_reveal()]
    for reveal in reveals:
        cards = [card for card in reveal if card is not None]
        assert len({card.number for card in cards}) == len(cards)
        jokers = [card.number for card in cards if card.kind.startswith("J")]
        others = [card.number for card in cards if not card.kind.startswith("J")]
        assert all(j < o for j in jokers for o in others)  # the jokers carry 1 to 6
    in_table = [reveal for reveal, numbers in every_reveal() if numbers == "table"]
    for reveal in in_table:
        assert all(c is None or c.kind.startswith("J") or c.number in order_numbers(c.kind) for c in reveal)
    assert in_table
    for reveal in in_table:  # under the spec's table every crane (7-30) comes before every dragon (31-54)
        cranes = [card.number for card in reveal if card is not None and card.kind[0] == "C"]
        dragons = [card.number for card in reveal if card is not None and card.kind[0] == "D"]
        assert all(c < d for c in cranes for d in dragons)

    def kind(card: Card | None) -> str:
        return "-" if card is None else "J" if card.kind.startswith("J") else card.kind[0]

    # every seating of two to four players, each a joker, a crane, a dragon or nothing, appears somewhere
    patterns = {tuple(kind(card) for card in reveal) for reveal in reveals}
    assert len(patterns) == sum(4**n - 1 for n in (2, 3, 4))


def test_the_encodings_agree_on_a_sample_of_every_family() -> None:
    # the standard run's families, cut down: every disagreement would name its case
    for family in families(VerifyBudget(exhaustive=False, seed=7)):
        cases = list(family.cases())[:400]
        result = run_family(replace(family, cases=lambda cases=cases: cases, total=len(cases)), progress=False)
        assert result.checked == len(cases) and result.ok, result.minimal


def _joker_blind(piles: Sequence[Sequence[str]], pile: int, card: str, reading: Reading) -> Placement:
    """A broken engine: a joker counts as no theme in a run (C C J is then no run)."""
    verdict = engine_judge(piles, pile, card, reading)
    if card.startswith("J") and verdict.rule == "laopengh.place.no-triple":
        return Placement(True, "laopengh.place.match", verdict.fits, True)
    return verdict


def test_a_judge_that_forgets_the_joker_continues_theme_runs_is_caught() -> None:
    comparison = PlacementComparison(engine=_joker_blind)
    found = [d for case in triple_cases(200, 1) for d in comparison(case)]
    assert found and any("J" in d.case for d in found)
    # the spec's witness C C J is among the cases always asked
    assert (("CY1", "CR2"), ("DB3",), ("DB4",)) in [piles for piles, _, _ in WITNESSES]


def _no_lone_dragon(revealed: Sequence[Card | None], reading: Reading) -> tuple[tuple[int, ...], ...]:
    """A broken engine: the order by numbers only, the lone dragon forgotten."""
    return engine_orders(revealed, reading)[:1]


def test_an_order_that_forgets_the_lone_dragon_is_caught() -> None:
    comparison = OrderComparison(engine=_no_lone_dragon)
    found = [d for case in reveal_cases(300, 2) for d in comparison(case)]
    assert found and all(d.question == "order" for d in found)


def test_the_end_agrees_and_a_model_that_forgets_ties_is_caught() -> None:
    # End of Game: "If the game is tied, there may be several winners" -- a model naming one winner must be caught
    cases = list(end_cases(100, 3))
    assert any(len(winners) > 1 for _, winners, _ in cases), "the sample holds a tie"
    assert all(EndComparison()(case) == [] for case in cases)
    first_only = EndComparison(model=lambda sizes: tuple(p for p, n in enumerate(sizes) if n == 0)[:1])
    assert any(first_only(case) for case in cases)
