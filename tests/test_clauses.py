"""The clause map of every rulebook (``spec/<game>.rulebook.toml``, :mod:`rulebook.core.clauses`).

For every registered game: the clauses, joined in printed order, are the whole rulebook text word for word (each
text of SORRY!'s two); every clause maps a rule, a reading, or says why it decides nothing or is not modelled; every
rule of the register comes from a clause and every reading is raised by one and has an erratum. The checks are
first shown to fail on a map made wrong on purpose.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulebook.core.clauses import (
    Clause,
    ClauseMap,
    Erratum,
    RulebookText,
    clause_map,
    coverage_problems,
    map_problems,
    mapping_problems,
    normalised,
)
from rulebook.core.register import reading_keys, rule_ids
from rulebook.registry import game_ids

GAMES = game_ids()


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_of_the_rulebook_is_mapped_and_every_rule_has_a_clause(game: str) -> None:
    assert map_problems(game) == []


@pytest.mark.parametrize("game", GAMES)
def test_every_reading_is_raised_by_a_clause_and_has_one_erratum(game: str) -> None:
    clauses = clause_map(game)
    for entry in reading_keys(game):
        assert clauses.clauses_of_reading(entry.key), entry.key
        erratum = clauses.erratum(entry.key)
        assert erratum is not None and erratum.wording, entry.key


@pytest.mark.parametrize("game", GAMES)
def test_the_clauses_hold_the_rulebook_s_own_words(game: str) -> None:
    # Spot check beside the whole-text comparison: the first words of each text open its first clause.
    clauses = clause_map(game)
    for text in clauses.texts:
        first = next(clause for clause in clauses.clauses if text.id in clause.texts)
        printed = normalised(text.path().read_text(encoding="utf-8"))
        assert printed.startswith(normalised(first.texts[text.id]))


# --- the checks fail on maps made wrong -----------------------------------------------------------------------------

TEXT = RulebookText(id="en", file="toy.txt", language="English", title="a toy rulebook")
PRINTED = "Setup\nDeal five cards to each player.\nThe youngest player starts."
RULES = rule_ids("tzq")
READING = reading_keys("tzq")[0].key


def toy(clauses: list[Clause], errata: tuple[Erratum, ...] = ()) -> ClauseMap:
    return ClauseMap(game="tzq", texts=(TEXT,), clauses=tuple(clauses), errata=errata)


def whole() -> list[Clause]:
    return [
        Clause(id="tzq.clause.setup.1", section="Setup", texts={"en": "Setup"}, heading=True),
        Clause(
            id="tzq.clause.setup.2",
            section="Setup",
            texts={"en": "Deal five cards\n to each player."},
            rules=(RULES[0],),
        ),
        Clause(
            id="tzq.clause.setup.3", section="Setup", texts={"en": "The youngest player starts."}, nothing="who starts"
        ),
    ]


def test_coverage_passes_the_whole_text_cut_anywhere_at_white_space() -> None:
    assert coverage_problems(toy(whole()), lambda text: PRINTED) == []


def test_coverage_names_a_dropped_clause() -> None:
    clauses = whole()
    del clauses[1]
    [problem] = coverage_problems(toy(clauses), lambda text: PRINTED)
    assert "Deal five cards" in problem


def test_coverage_names_a_changed_word() -> None:
    clauses = whole()
    clauses[2] = replace(clauses[2], texts={"en": "The oldest player starts."})
    [problem] = coverage_problems(toy(clauses), lambda text: PRINTED)
    assert "youngest" in problem and "oldest" in problem


def test_mapping_names_a_clause_that_maps_nothing() -> None:
    clauses = whole()
    clauses[2] = replace(clauses[2], nothing="")
    assert "clause tzq.clause.setup.3: maps no rule or reading" in "\n".join(mapping_problems(toy(clauses)))


def test_mapping_names_a_rule_no_clause_gives_rise_to() -> None:
    problems = mapping_problems(toy(whole()))
    assert f"rule {RULES[1]}: no clause gives rise to it" in problems
    assert f"rule {RULES[0]}: no clause gives rise to it" not in problems


def test_mapping_names_unknown_ids_and_a_missing_erratum() -> None:
    clauses = whole()
    clauses[1] = replace(clauses[1], rules=("tzq.no.such-rule",), readings=("no.such",))
    problems = mapping_problems(toy(clauses, (Erratum(READING, "guess", ""),)))
    assert "clause tzq.clause.setup.2: unknown rule tzq.no.such-rule" in problems
    assert "clause tzq.clause.setup.2: unknown reading no.such" in problems
    assert any(p.startswith(f"erratum {READING}: kind 'guess'") for p in problems)
    assert f"erratum {READING}: no wording proposed" in problems
    assert f"reading {reading_keys('tzq')[1].key}: no erratum proposed" in problems


def test_mapping_names_a_malformed_or_repeated_clause_id() -> None:
    clauses = whole()
    clauses[2] = replace(clauses[2], id="tzq.clause.setup.2")
    clauses.append(replace(clauses[0], id="Setup-1"))
    problems = mapping_problems(toy(clauses))
    assert "clause tzq.clause.setup.2: the id is used twice" in problems
    assert "clause Setup-1: ids read tzq.clause.<section>.<n>" in problems
