"""The FORBIDDEN play corpus (rulebook.forbidden.corpus.play): sound, covering, valid, and right by the rulebook.

The hand-worked checks below say, for a few cases, what the rulebook section says the answer is; the engine
re-answers every case's input and must give its expected answer.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import reading_keys
from rulebook.forbidden.corpus import play as cases_play
from rulebook.forbidden.corpus.case_builder import CaseDisagreementError
from rulebook.forbidden.corpus.play import coverage_problems, play_corpora
from rulebook.forbidden.corpus.questions import engine_answer
from rulebook.forbidden.crosscheck.mutants_play import PLAY_RULES, play_mutants
from rulebook.forbidden.crosscheck.play import EngineView, compare_claims
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.diff_play import PLAY_KEYS
from rulebook.forbidden.state import state_from_json
from rulebook.forbidden.validate import violations
from tests.committed import committed_family

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "spec" / "case.schema.json").read_text())
FAMILIES = ("play_examples", "claims", "play_readings", "play_mutants", "two_player")


@cache
def corpora() -> tuple[Corpus, ...]:
    """The committed play families (``make check`` holds them to a fresh build)."""
    return tuple(committed_family("forbidden", name) for name in FAMILIES)


def all_cases() -> list[Case]:
    return [case for corpus in corpora() for case in corpus.cases]


def case(case_id: str) -> Case:
    return next(c for c in all_cases() if c.id == case_id)


def listed(case_id: str) -> list[str]:
    found: list[str] = case(case_id).expected["legal_actions"]
    return found


def after(case_id: str) -> dict[str, Any]:
    expected = case(case_id).expected
    assert "state" in expected, f"{case_id} was refused"
    state: dict[str, Any] = expected["state"]
    return state


# --- The corpus as data ----------------------------------------------------------------------------------------


def test_families_names_and_sizes() -> None:
    assert tuple(corpus.family for corpus in corpora()) == FAMILIES
    assert all(corpus.game == "forbidden" and corpus.cases for corpus in corpora())
    sizes = {corpus.family: len(corpus.cases) for corpus in corpora()}
    assert 200 <= sizes["claims"] <= 500  # a few hundred, not thousands
    assert sizes["play_readings"] == 2 * len(PLAY_KEYS)
    assert sizes["play_mutants"] == len(play_mutants())


def test_ids_and_descriptions_are_unique_and_well_formed() -> None:
    cases = all_cases()
    assert len({c.id for c in cases}) == len(cases)
    assert len({c.description for c in cases}) == len(cases)
    assert all("\n" not in c.description for c in cases)
    prefixes = {
        "play_examples": "play-example.",
        "claims": "play-claim.",
        "play_readings": "play-reading.",
        "play_mutants": "play-mutant.",
        "two_player": "play-two-player.",
    }
    for corpus in corpora():
        assert all(c.id.startswith(prefixes[corpus.family]) and c.id == c.id.lower() for c in corpus.cases)


def test_every_corpus_validates_against_the_case_schema() -> None:
    for corpus in corpora():
        jsonschema.validate(json.loads(corpus.dumps()), SCHEMA)


def test_sources_by_family() -> None:
    sources = {"play_examples": "rulebook", "claims": "exhaustive", "play_readings": "witness"}
    sources |= {"play_mutants": "mutant", "two_player": "rulebook"}
    for corpus in corpora():
        assert {c.source for c in corpus.cases} == {sources[corpus.family]}


def test_every_state_in_an_input_is_a_valid_position() -> None:
    for c in all_cases():
        if "state" in c.input:
            assert violations(state_from_json(c.input["state"])) == [], c.id


def test_a_fresh_build_is_the_committed_corpus() -> None:
    """The one build of the play corpus in the suite: byte for byte what is committed (so generation is stable)."""
    built = play_corpora()
    assert [corpus.dumps() for corpus in built] == [corpus.dumps() for corpus in corpora()]


# --- Coverage --------------------------------------------------------------------------------------------------


def test_every_play_rule_accepts_and_refuses_somewhere() -> None:
    outcomes: dict[str, set[str]] = {rule: set() for rule in PLAY_RULES}
    for c in all_cases():
        for rule in c.rules:
            assert rule in outcomes, f"{c.id} names {rule}, not a play rule"
            outcomes[rule].add(c.outcome)
    assert {rule: found for rule, found in outcomes.items() if found != {"accepts", "refuses"}} == {}


def test_every_play_reading_key_is_assumed_under_each_option() -> None:
    keys = {entry.key: entry for entry in reading_keys("forbidden") if entry.key in PLAY_KEYS}
    assert set(keys) == set(PLAY_KEYS)
    for key, entry in keys.items():
        assumed = {c.readings.get(key, entry.default) for c in all_cases()}
        assert set(entry.options) <= assumed, key
        assert {c.readings[key] for c in all_cases() if key in c.readings} == set(entry.options) - {entry.default}


def test_the_corpus_lints_itself_clean() -> None:
    assert coverage_problems(list(corpora())) == []


def test_a_missing_outcome_is_reported() -> None:
    without_refusals = [
        Corpus(c.game, c.family, c.description, tuple(x for x in c.cases if x.outcome == "accepts")) for c in corpora()
    ]
    assert "no case where forbidden.cheng.mistake refuses" in coverage_problems(without_refusals)


# --- The engine gives every expected answer; the claim model agrees -------------------------------------------


def test_the_engine_reanswers_every_case() -> None:
    for c in all_cases():
        assert engine_answer(c.question, c.input, Reading.from_mapping(c.readings)) == c.expected, c.id


def test_legal_actions_at_the_start_agree_with_the_claim_model() -> None:
    starts = [c for c in all_cases() if c.question == "legal-actions" and c.input["state"]["phase"] == "start"]
    assert len(starts) > 300
    for c in starts[::7]:
        state = state_from_json(c.input["state"])
        assert compare_claims(state, Reading.from_mapping(c.readings), EngineView()) == [], c.id


def test_a_claim_model_disagreement_stops_the_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cases_play, "compare_claims", lambda *args: ["a disagreement"])
    with pytest.raises(CaseDisagreementError, match="claim model"):
        cases_play.claim_examples()


# --- Hand-worked checks, by rulebook section --------------------------------------------------------------------


def test_section4_claim_of_two_piles() -> None:
    # Section 4: "you have the Red 3 in hand. One opponent just discarded the Red 2 and another discards the Red 4.
    # You take them both and lay down a Red 2, 3, 4 Sequence." Neither R2 nor R4 alone makes a set with R3.
    actions = listed("play-example.section4-claim-two-piles-listed")
    assert "claim 0,2 using R3" in actions
    assert "claim 0 using R3" not in actions and "claim 2 using R3" not in actions
    state = after("play-example.section4-claim-two-piles-applied")
    assert state["phase"] == "discard"
    assert state["players"][1]["laid"] == [{"cards": ["R2", "R3", "R4"], "claimed": ["R2", "R4"]}]


def test_section4_royal_cards_are_never_claimed() -> None:
    # Section 4, third question: "Can I claim a Royal card atop an opponent's Discard pile? Answer: NO, never."
    assert listed("play-example.royal-tops-never-claimed") == ["draw"]
    assert listed("play-example.number-top-beside-royal-tops") == ["claim 0 using R3 R4", "draw"]


def test_section6_blocks() -> None:
    # "The one closest to the active player's left completes the block": from claimant 1 the order is 2, 3, 0.
    state = after("play-example.block-closest-to-claimants-left")
    assert [p["blocks"] for p in state["players"]] == [0, 0, 0, 1]
    assert state["players"][2]["piles"][0] == {"cards": ["B8", "R2", "F"], "crosswise": 2}
    # "This player loses his turn and as a result makes no discard of his own."
    assert state["phase"] == "start" and state["turn"] == 2 and state["players"][1]["laid"] == []
    # Nobody blocks: the claim stands.
    assert after("play-example.everybody-passes-claim-stands")["phase"] == "discard"
    # "You block the one closest to his left": pile 2 (next seat) rather than pile 0 (three seats away).
    state = after("play-example.block-on-pile-closest-to-left")
    assert state["players"][2]["piles"][0] == {"cards": ["R4", "F"], "crosswise": 1}
    assert state["players"][0]["piles"][0] == {"cards": ["R2"], "crosswise": None}
    # "A discard pile containing a crosswise Forbidden card may not be blocked again."
    assert after("play-example.blocked-pile-not-blocked-again")["phase"] == "discard"


def test_section6_claiming_forbidden_cards() -> None:
    # A crosswise Forbidden card may be claimed; it stays on the table; the pile loses its crosswise card.
    state = after("play-example.claim-crosswise-forbidden")
    assert state["players"][1]["table_forbidden"] == 1
    assert state["players"][2]["piles"][0] == {"cards": ["R5"], "crosswise": None}
    # "If a blocking Forbidden card is claimed, can the pile be blocked once more? Answer: YES!"
    state = after("play-example.pile-blockable-after-crosswise-claimed")
    assert state["phase"] == "claim" and state["claim"]["piles"] == [[0, 0]]
    # Only a Forbidden card "atop" a pile may be claimed.
    assert case("play-example.forbidden-under-a-card-not-claimed").expected == {"refused": True}


def test_section7_mistaken_cheng() -> None:
    # PENALTY: "he must pick it up and lose his next turn"; the discard stays on the pile.
    state = after("play-example.mistaken-cheng-loses-next-turn")
    player = state["players"][1]
    assert player["skip_next_turn"] and len(player["hand"]) == 13 and player["piles"][0]["cards"] == ["B7"]
    assert state["turn"] == 2
    state = after("play-example.lost-turn-is-skipped")
    assert state["turn"] == 2 and not any(p["skip_next_turn"] for p in state["players"])


def test_section8_and_two_player_winning_totals() -> None:
    # "Play until one player reaches or surpasses 200 points"; the Cheng hand scores 10 + 5 + 10 + 5 + 5 = 35.
    state = after("play-example.game-ends-at-200")
    assert state["phase"] == "game-over" and state["players"][1]["score"] == 200
    assert state["result"]["scores"][1] == 35
    # TWO PLAYER RULES: "150 points wins the game" — with two players only.
    state = after("play-example.two-player-game-ends-at-150")
    assert state["phase"] == "game-over" and state["players"][1]["score"] == 150
    state = after("play-example.four-player-game-goes-on-at-150")
    assert state["phase"] == "round-over" and state["players"][1]["score"] == 150
    assert case("play-example.no-deal-after-game-over").expected == {"refused": True}


def test_two_player_rules() -> None:
    # "Remove 3 Forbidden cards"; "the dealer overturns 4 cards ... two, face up, before himself–and the other two
    # before his opponent".
    dealt = state_from_json(after("play-two-player.new-game.variant.two-player-yes"))
    assert len(dealt.all_cards()) == 97 and dealt.all_cards().count("F") == 6
    assert [[len(pile.cards) for pile in p.piles] for p in dealt.players] == [[1, 1], [1, 1]]
    plain = state_from_json(after("play-two-player.new-game.variant.two-player-no"))
    assert len(plain.all_cards()) == 100
    assert [[len(pile.cards) for pile in p.piles] for p in plain.players] == [[0], [0]]
    # "If one pile is exhausted, you must replenish it with your next discard."
    actions = listed("play-two-player.refill-empty-pile-listed")
    assert actions and all(action.endswith(" to 1") for action in actions)
    assert case("play-two-player.refill-empty-pile-refused").expected == {"refused": True}
    assert after("play-two-player.refill-empty-pile-applied")["players"][1]["piles"][1]["cards"] == ["G8"]
    # "you hold in hand a red 3 while a red 4 and red 5 top your opponent's discard piles. You may claim both".
    assert "claim 0,0.1 using R3" in listed("play-example.two-player-claim-both-piles-listed")
    laid = after("play-two-player.claim-both-piles-applied")["players"][1]["laid"]
    assert laid == [{"cards": ["R3", "R4", "R5"], "claimed": ["R4", "R5"]}]
    apart = listed("play-two-player.claim-both-piles-only-into-one-set")
    assert "claim 0 using R3 R5" in apart and not any(a.startswith("claim 0,0.1") for a in apart)


def test_reading_witness_cases() -> None:
    assert "claim 1 using R2 W" in listed("play-reading.claim.wild.yes")
    assert listed("play-reading.claim.wild.no") == ["draw"]
    yes, no = case("play-reading.variant.two-player.yes"), case("play-reading.variant.two-player.no")
    assert (yes.question, no.question) == ("new-game", "new-game")
    assert Counter(yes.input["order"])["F"] == 6 and len(yes.input["order"]) == 97
    assert Counter(no.input["order"])["F"] == 9 and len(no.input["order"]) == 100
    assert no.readings == {"variant.two-player": "no"} and yes.readings == {}


def test_mutant_cases_name_what_they_catch() -> None:
    mutants = [c for c in all_cases() if c.source == "mutant"]
    assert sorted(c.why for c in mutants) == sorted(f"catches: {mw.mutant.description}" for mw in play_mutants())
    # The rule as written lists "claim 0,2 using R3"; the mutant claiming one pile only would not.
    assert "claim 0,2 using R3" in listed("play-mutant.play.claim-several.dropped")
    assert case("play-mutant.play.claim-several.dropped").outcome == "accepts"
    assert case("play-mutant.cheng.mistake.dropped").outcome == "refuses"


def test_claims_family_outcomes_follow_the_listed_claims() -> None:
    for c in (c for c in all_cases() if c.source == "exhaustive"):
        claims = [a for a in c.expected["legal_actions"] if a.startswith("claim ")]
        assert c.outcome == ("accepts" if claims else "refuses"), c.id
        assert "forbidden.play.claim" in c.rules
    # Player 0 holds R3 and W; player 1's pile and player 0's own show R2: the own pile is never claimed.
    assert listed("play-claim.hand-r3-w.tops-r2.none") == ["claim 1 using R3 W", "draw"]
