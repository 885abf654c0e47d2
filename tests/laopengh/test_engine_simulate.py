"""The simulator: whole games under several readings and policies, no violation, and a checker that can fail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.core.errors import InputError
from rulebook.laopengh.actions import Accept, Accuse, Action, Place
from rulebook.laopengh.cards import Card
from rulebook.laopengh.engine import simulate as sim
from rulebook.laopengh.engine.play import apply, new
from rulebook.laopengh.reading import Reading
from rulebook.laopengh.state import Open, State
from rulebook.laopengh.validate import placement_legal, step_problems

DEFAULT = Reading()
LONG_WINDOW = Reading(suspicion_window="next-on-pile", suspicion_accusers="each-striker", end_when="first-empty")
LATEST_ONLY = Reading(suspicion_window="next-on-pile", suspicion_accept="latest-only", end_when="first-empty")
OTHER = Reading(
    suspicion_remainder="stays-in-pile",
    suspicion_lowest="lowest-order",
    joker_theme_run="transparent",
    place_fits_no_pile="no-legal-place",
    suspicion_grounds="triples-only",
    order_lone_dragon="exactly-one-dragon",
    order_lone_dragon_first="after-jokers",
)


@pytest.mark.parametrize(
    ("reading", "policy", "games"),
    [
        (DEFAULT, "honest", 100),
        (DEFAULT, "bluffing", 60),
        (LONG_WINDOW, "bluffing", 60),
        (LATEST_ONLY, "bluffing", 60),
        (OTHER, "accusing", 80),
    ],
)
def test_games_end_without_violations(reading: Reading, policy: sim.Policy, games: int) -> None:
    report = sim.simulate(games, seed=2024, reading=reading, policy=policy)
    assert report.violations == []
    assert report.games == games
    assert report.finished + report.capped == games  # every game ends or hits the cap
    assert report.finished > 0
    assert sum(report.winner_counts.values()) == report.finished
    assert report.actions > 0 and report.placements > 0
    data = report.as_json()
    assert data["games"] == games and data["violations"] == []
    assert data["reading"] == reading.changed()


def test_the_policies_do_what_they_say() -> None:
    # accusing strikes at random, so some accusations are wrongful; honest accuses only illegal cards.
    honest = sim.simulate(30, seed=8, policy="honest")
    assert honest.accusations_refuted == 0 and honest.accusations_upheld > 0
    accusing = sim.simulate(30, seed=8, policy="accusing")
    assert accusing.accusations_refuted > 0
    # a bluffer places illegally more often than the honest player (who only does when no legal place exists)
    bluffing = sim.simulate(30, seed=8, policy="bluffing")
    assert bluffing.illegal_placements / bluffing.placements > honest.illegal_placements / honest.placements


def test_under_first_empty_there_is_one_winner_a_game() -> None:
    report = sim.simulate(40, seed=3, reading=Reading(end_when="first-empty"), policy="bluffing")
    assert report.violations == [] and set(report.winner_counts) == {1}


def test_a_dropped_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def dropping(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        if isinstance(action, Place):  # lose the bottom card of the pile placed on (piles keep at least one card)
            pile = after.piles[action.pile]
            after = replace(after, piles=tuple(p[1:] if i == action.pile else p for i, p in enumerate(after.piles)))
            assert len(pile) >= 2
        return after

    monkeypatch.setattr(sim, "apply", dropping)
    report = sim.simulate(3, seed=1)
    assert len(report.violations) == 3
    violation = report.violations[0]
    assert "missing" in violation.problem
    assert violation.actions and violation.actions[-1].startswith("place")
    assert violation.as_json()["seed"] == violation.seed


def test_a_wrong_open_item_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # an engine that records every placement as legal: caught at the first illegal one (its verdict differs)
    def lenient(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        return replace(after, open=tuple(Open(item.pile, item.player, True) for item in after.open))

    monkeypatch.setattr(sim, "apply", lenient)
    report = sim.simulate(5, seed=1, policy="bluffing")
    assert report.violations and all("placement" in violation.problem for violation in report.violations)


def _first_placement(reading: Reading = DEFAULT) -> tuple[State, Place, State]:
    """A dealt game played (first legal action each time) up to its first placement that is not the last action."""
    from rulebook.laopengh.engine.play import legal_actions

    state = new(3, 5, reading)
    while True:
        action = legal_actions(state, reading)[0]
        after = apply(state, action, reading)
        if isinstance(action, Place) and after.phase != "over":
            return state, action, after
        state = after


def test_a_planted_wrong_verdict_is_caught() -> None:
    before, place, after = _first_placement()
    assert step_problems(before, place, after, DEFAULT) == []
    item = after.open[-1]
    flipped = replace(after, open=(*after.open[:-1], Open(item.pile, item.player, not item.legal)))
    assert any("placement" in problem for problem in step_problems(before, place, flipped, DEFAULT))


def test_cards_kept_under_a_wrongly_accused_card_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # an engine that applies suspicion.remainder=stays-in-pile to wrongful accusations too: the validator holds
    # the text ("The correct card remains in place alone", Suspicion) and sees the refuted pile left deep
    def keeping(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        if isinstance(action, Accuse) and after.piles != state.piles:
            item = [open_item for open_item in state.open if open_item.pile == action.pile][-1]
            if item.legal:  # put the cards set aside back beneath the accused card
                stack = state.piles[action.pile]
                kept = tuple(card for card in stack[:-1] if card in after.aside)
                pile = (*kept, stack[-1])
                aside = tuple(card for card in after.aside if card not in kept)
                piles = tuple(pile if i == action.pile else p for i, p in enumerate(after.piles))
                return replace(after, piles=piles, aside=aside)
        return after

    monkeypatch.setattr(sim, "apply", keeping)
    stays = Reading(suspicion_remainder="stays-in-pile")
    report = sim.simulate(30, seed=8, reading=stays, policy="accusing")
    assert report.violations
    assert all("not the accused card alone" in violation.problem for violation in report.violations)


def test_an_accept_closing_every_card_under_latest_only_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # an engine that ignores suspicion.accept=latest-only and closes every open card: the validator restates the
    # reading (the card placed last is accepted, the others stay open) and sees the cards closed too early
    def closing_all(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        after = apply(state, action, reading)
        return replace(after, open=()) if isinstance(action, Accept) and after.phase != "over" else after

    monkeypatch.setattr(sim, "apply", closing_all)
    latest = Reading(suspicion_window="next-on-pile", suspicion_accept="latest-only")
    report = sim.simulate(20, seed=4, reading=latest, policy="bluffing")
    assert report.violations
    assert all("suspicion.accept" in violation.problem for violation in report.violations)
    # the same engine is sound under every-open, where closing every card is the rule
    every = Reading(suspicion_window="next-on-pile")
    assert sim.simulate(20, seed=4, reading=every, policy="bluffing").violations == []


def test_a_wrong_judge_in_the_engine_is_caught_by_the_restated_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    # the engine's own judge turned around: the engine records the opposite verdict, and the validator, which
    # restates the placing rules instead of asking that judge, sees it at the first placement of every game
    import rulebook.laopengh.engine.placement as placement
    import rulebook.laopengh.engine.play as play

    judge = placement.judge

    def backwards(piles: object, pile: int, card: str, reading: Reading) -> object:
        verdict = judge(piles, pile, card, reading)  # type: ignore[arg-type]
        return replace(verdict, legal=not verdict.legal, move=True)

    for module in (placement, play, sim):  # every holder of the engine's judge, the simulator's included
        monkeypatch.setattr(module, "judge", backwards)
    report = sim.simulate(4, seed=3, policy="honest")
    assert len(report.violations) == 4
    assert all("placement" in violation.problem for violation in report.violations)


def test_the_restated_placing_rule_on_worked_examples() -> None:
    # rulebook "Placing Cards": CY1 on CY3 CY4 shares the colour with the top but makes three yellows: illegal
    piles = [["CY3", "CY4"], ["DR1", "DB1"], ["CR2", "CB2"]]
    assert not placement_legal(piles, 0, "CY1", DEFAULT)
    # on DR1 DB1 it shares the number 1 with the top and makes three 1s: illegal too
    assert not placement_legal(piles, 1, "CY1", DEFAULT)
    # on DR2 DB1 it shares the number and makes no run: legal
    assert placement_legal([["CY3", "CY4"], ["DR2", "DB1"], ["CR2", "CB3"]], 1, "CY1", DEFAULT)
    # it makes a run on every pile (three cranes on pile 2): under place.fits-no-pile=no-legal-place it fits
    # nowhere, so it may go anywhere
    assert placement_legal(piles, 0, "CY1", Reading(place_fits_no_pile="no-legal-place"))
    # a card that shares nothing with any top fits nowhere and may go anywhere ("laopengh.place.free")
    assert placement_legal([["CY3"], ["CY4"], ["CY2"]], 2, "DB1", DEFAULT)
    # jokers: crane, crane, joker is a run of animals under counts-as-both, none under transparent
    assert not placement_legal([["CY1", "CR2"], ["DB3"], ["DR4"]], 0, "J1", DEFAULT)
    assert placement_legal([["CY1", "CR2"], ["DB3"], ["DR4"]], 0, "J1", Reading(joker_theme_run="transparent"))


def test_an_engine_crash_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    def crashing(state: State, action: Action, reading: Reading = DEFAULT) -> State:
        raise RuntimeError("boom")

    monkeypatch.setattr(sim, "apply", crashing)
    report = sim.simulate(2, seed=1)
    assert [violation.problem for violation in report.violations] == ["RuntimeError: boom"] * 2


def test_the_state_checker_sees_a_broken_state() -> None:
    state = new(3, 5, DEFAULT)
    assert sim.state_problems(state, DEFAULT) == []
    duplicated = replace(state, aside=(*state.aside, state.hands[0][0]))
    assert any("repeated" in problem for problem in sim.state_problems(duplicated, DEFAULT))
    empty_pile = replace(state, piles=((), *state.piles[1:]))
    assert any("none empty" in problem for problem in sim.state_problems(empty_pile, DEFAULT))
    # CR2/17 on CB1/23 (shares the crane, one card beneath: legal); DB3/51 on DR1/39 (shares the dragon: legal)
    deeper = arranged(state, ["CB1/23 CR2/17", "DR1/39 DB3/51", "J1/1"])
    two_open = replace(deeper, open=(Open(0, 1, True), Open(1, 2, True)))
    assert sim.state_problems(two_open, DEFAULT) != []
    assert sim.state_problems(two_open, Reading(suspicion_window="next-on-pile")) == []
    alone = replace(state, open=(Open(0, 1, True),))  # an open card with nothing beneath was placed on nothing
    assert any("placed on nothing" in problem for problem in sim.state_problems(alone, DEFAULT))


def card(text: str) -> Card:
    kind, _, number = text.partition("/")
    return Card(kind, int(number))


def arranged(state: State, piles: list[str]) -> State:
    """``state`` with the piles written (bottom first), their cards taken from where they lay, the old piles aside."""
    wanted = [[card(text) for text in pile.split()] for pile in piles]
    taken = {c for pile in wanted for c in pile}
    hands = tuple(tuple(c for c in hand if c not in taken) for hand in state.hands)
    old = [c for pile in state.piles for c in pile if c not in taken]
    aside = tuple(sorted([*(c for c in state.aside if c not in taken), *old]))
    return replace(state, hands=hands, piles=tuple(tuple(pile) for pile in wanted), aside=aside)


# The recorded verdicts of open cards, worked by hand from "Placing Cards" (share a theme, colour or number with the
# top; no attribute three times in a row; a card that fits no pile may go on any pile).
ON_PILE = Reading(suspicion_window="next-on-pile")


@pytest.mark.parametrize(
    ("piles", "open_", "reading", "wrong"),
    [
        # CY1 on CY3 CY4: three yellow cranes, illegal; recorded legal
        (["CY3/11 CY4/13 CY1/7", "DR1/39", "DB2/49"], [(0, 0, True)], DEFAULT, "CY1/7 on pile 0"),
        # DY1 on CY3: shares the yellow, one card beneath: legal; recorded illegal
        (["CY3/11 DY1/31", "DR1/39", "DB2/49"], [(0, 0, False)], DEFAULT, "DY1/31 on pile 0"),
        # DR2 on CB1 shares nothing (C/D, B/R, 1/2) while pile 1's DR1 takes it: illegal; recorded legal
        (["CB1/23 DR2/41", "DR1/39", "CY3/11"], [(0, 0, True)], DEFAULT, "DR2/41 on pile 0"),
        # the same under next-on-pile with pile 1's card open since before it: pile 1 lay as it lies, still illegal
        (["CB1/23 DR2/41", "CY4/13 DR1/39", "CY3/11"], [(1, 1, True), (0, 0, True)], ON_PILE, "DR2/41 on pile 0"),
    ],
)
def test_a_planted_wrong_recorded_verdict_is_refused(
    piles: list[str], open_: list[tuple[int, int, bool]], reading: Reading, wrong: str
) -> None:
    state = arranged(new(3, 5, reading), piles)
    planted = replace(state, open=tuple(Open(*item) for item in open_))
    problems = sim.state_problems(planted, reading)
    assert len(problems) == 1 and wrong in problems[0] and "recorded" in problems[0]
    # the true verdict, recorded instead, is no problem
    *earlier, (pile, player, legal) = open_
    true = replace(state, open=(*(Open(*item) for item in earlier), Open(pile, player, not legal)))
    assert sim.state_problems(true, reading) == []


def test_a_verdict_the_position_does_not_settle_is_not_refused() -> None:
    # next-on-pile, DR2 on CB1 (nothing shared) with no other open card: pile 1's DR1 may have been laid after DR2
    # (and accused: it stays on top, no longer open), and before it pile 1 may have taken nothing DR2 shares with.
    # Both verdicts can arise, so neither is refused.
    state = arranged(new(3, 5, ON_PILE), ["CB1/23 DR2/41", "CY4/13 DR1/39", "CY3/11"])
    for legal in (True, False):
        assert sim.state_problems(replace(state, open=(Open(0, 0, legal),)), ON_PILE) == []


def test_the_cap_stops_endless_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "MAX_ROUNDS", 1)
    report = sim.simulate(4, seed=9)
    assert (report.capped, report.finished, report.violations) == (4, 0, [])


def test_a_game_replays_from_its_seed() -> None:
    first = sim.simulate(5, seed=77, policy="accusing")
    again = sim.simulate(5, seed=0, policy="accusing", seeds=sim.game_seeds(77, 5))
    assert first.as_json() | {"seed": 0} == again.as_json()


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(InputError):
        sim.simulate(-1, seed=1)
    with pytest.raises(InputError):
        sim.simulate(1, seed=1, policy="cheating")  # type: ignore[arg-type]
    with pytest.raises(InputError):
        sim.simulate(1, seed=1, players=7)
    # deck.composition=totals-only names no deck (rule laopengh.setup.deal): refused before any game, in one line
    with pytest.raises(InputError, match=r"deck\.composition=totals-only"):
        sim.simulate(1, seed=1, reading=Reading(deck_composition="totals-only"))


def test_games_under_stated_numbers_are_dealt_numbered_by_their_seeds() -> None:
    # Under deck.order-numbers=stated every game draws its own numbering (rule laopengh.setup.deal): the checker,
    # which holds each card to the reading's numbers, finds nothing wrong, and the same games under the table's
    # numbers play otherwise (the order of play follows the numbers).
    stated = sim.simulate(20, seed=6, reading=Reading(deck_order_numbers="stated"), policy="bluffing")
    table = sim.simulate(20, seed=6, policy="bluffing")
    assert stated.violations == [] and stated.finished + stated.capped == 20
    assert stated.as_json() | {"reading": {}} != table.as_json()


def test_the_checker_holds_the_numbers_to_the_reading() -> None:
    # A dealt state under the table, its CY1/7 renumbered 55 - no card carries that; and under stated a theme card
    # with a joker's number, and a third copy of a card, are each caught.
    from rulebook.laopengh.validate import state_problems

    stated = Reading(deck_order_numbers="stated")
    state = new(3, 5, stated)
    assert state_problems(state, stated) == []
    assert any("another card's order number" in problem for problem in state_problems(state, DEFAULT))
    first = state.hands[0][0]
    third = Card("CY1" if first.kind != "CY1" else "CY2", first.number)
    changed = replace(state, hands=(tuple(sorted((third, *state.hands[0][1:]))), *state.hands[1:]))
    assert any("copies unlike the deck's" in problem for problem in state_problems(changed, stated))
    joker_number = replace(state, hands=(tuple(sorted((Card("CY1", 3), *state.hands[0][1:]))), *state.hands[1:]))
    assert any("another card's order number" in problem for problem in state_problems(joker_number, stated))


def test_a_fixed_player_count() -> None:
    report = sim.simulate(10, seed=4, players=2)
    assert report.violations == [] and set(report.wins) <= {0, 1}
