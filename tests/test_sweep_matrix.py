"""The sweep matrix in the core (issue 46): the cells a rule's ``sweep`` table makes, which cells a corpus fills, the
holes ``rulebook generate`` refuses, and how a cell's inputs become confirmed cases.

The register here is made up in the test (two rules, one reading), so every expected cell and problem is counted by
hand from it, not read from a game's spec.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from rulebook.core.corpus import sweep_matrix, sweeps
from rulebook.core.corpus.case_builder import CaseDisagreementError, Encodings
from rulebook.core.corpus.cases import INPUT_ERROR, Case, Corpus
from rulebook.core.corpus.conform import judged
from rulebook.core.corpus.engine_process import ERROR_LINE
from rulebook.core.corpus.matrix_text import hole_lines, table_lines
from rulebook.core.corpus.sweep_matrix import Cell, cells, declared, filled, problems, rows
from rulebook.core.errors import InputError
from rulebook.core.register import ReadingKey, Rule

RUN = Rule("toy.run", "Section 5", "A run is three cards in a row of one colour.", ("run.wild",))
DECK = Rule("toy.deck", "Section 2", "Each card four times.", ())
SPEC_RULES: list[dict[str, Any]] = [
    {
        "id": "toy.run",
        "sweep": {
            "thresholds": [{"name": "cards in a run", "value": 3}],
            "attributes": ["colour"],
            "sources": [{"name": "the discard", "allowed": False}],
            "holes": {"threshold:cards in a run:above": "a run is never more than three cards (Section 5)"},
        },
    },
    {"id": "toy.deck", "sweep": {"multiplicity": True}},
]
KINDS = {"R2": 4, "F": 1}
WILD = ReadingKey("run.wild", "May a wild stand in a run?", ("yes", "no"), "yes", "", (), ("toy.run",))


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The made-up register in place of a game's spec."""
    monkeypatch.setattr(sweep_matrix, "load_spec", lambda game: {"rule": SPEC_RULES})
    monkeypatch.setattr(sweep_matrix, "rules", lambda game: (RUN, DECK))
    monkeypatch.setattr(sweep_matrix, "reading_keys", lambda game: (WILD,))


def case(case_id: str, rules: tuple[str, ...], covers: tuple[str, ...] = (), **readings: str) -> Case:
    """A case as the matrix sees it: its rules, readings and cells."""
    return Case(case_id, case_id, "q", rules, "accepts", {}, {}, "sweep", "why", readings, covers)


def test_a_rules_cells_are_counted_from_its_table(toy: None) -> None:
    """Three threshold points, one attribute pair, one source, two options of its reading: 7 cells for the run;
    two kinds at max and past for the deck: 4."""
    table = declared(SPEC_RULES[0])
    assert table is not None
    made = cells("toy", RUN, table, KINDS)
    assert [cell.key for cell in made] == [
        "threshold:cards in a run:below",
        "threshold:cards in a run:at",
        "threshold:cards in a run:above",
        "attribute:colour:pair",
        "source:the discard:forbidden",
        "reading:run.wild:yes",
        "reading:run.wild:no",
    ]
    assert [cell.value for cell in made[:3]] == [2, 3, 4]
    deck = declared(SPEC_RULES[1])
    assert deck is not None
    assert [(cell.key, cell.value) for cell in cells("toy", DECK, deck, KINDS)] == [
        ("multiplicity:R2:max", 4),
        ("multiplicity:R2:past", 5),
        ("multiplicity:F:max", 1),
        ("multiplicity:F:past", 2),
    ]


def test_every_unfilled_cell_is_a_problem_until_filled_or_explained(toy: None) -> None:
    """Nothing filled: 6 of the run's 7 cells (one is explained) and the deck's 4 are holes, and the deck rule,
    which reads only the deck, is not told it declares nothing."""
    found = problems("toy", [], KINDS)
    assert len(found) == 6 + 4
    assert all("no case fills" in problem for problem in found)
    every = [
        case("a", ("toy.run",), ("threshold:cards in a run:below",)),
        case("b", ("toy.run",), ("threshold:cards in a run:at",)),
        case("c", ("toy.run",), ("attribute:colour:pair",)),
        case("d", ("toy.run",), ("attribute:colour:pair",)),
        case("e", ("toy.run",), ("source:the discard:forbidden",)),
        case("f", ("toy.run", "toy.deck"), (), **{"run.wild": "no"}),
        *(
            case(f"m{n}", ("toy.deck",), (f"multiplicity:{kind}",))
            for n, kind in enumerate(["R2:max", "R2:past", "F:max", "F:past"])
        ),
    ]
    # "f" assumes run.wild=no; every other case names toy.run under the default, yes.
    assert problems("toy", [Corpus("toy", "f", "d", tuple(every))], KINDS) == []


def test_an_explanation_of_a_filled_or_unknown_cell_is_refused(toy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hole explained while a case fills it, and a hole that names no cell, are both problems."""
    spec = [
        {**SPEC_RULES[0], "sweep": {**SPEC_RULES[0]["sweep"], "holes": {"attribute:colour:pair": "no", "x:y:z": "?"}}},
        {"id": "toy.deck", "sweep": {"none": "it states a count only"}},
    ]
    monkeypatch.setattr(sweep_matrix, "load_spec", lambda game: {"rule": spec})
    filler = Corpus("toy", "f", "d", (case("c", ("toy.run",), ("attribute:colour:pair",)),))
    found = problems("toy", [filler], KINDS)
    assert any("'attribute:colour:pair' is explained" in problem and "case c fills it" in problem for problem in found)
    assert any("'x:y:z' is not a cell" in problem for problem in found)
    assert not any(problem.startswith("toy.deck") for problem in found)


def test_a_rule_without_a_table_or_with_an_empty_one_is_refused(toy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``sweep`` table, or one that declares nothing and gives no reason, is a problem of its own."""
    monkeypatch.setattr(
        sweep_matrix, "load_spec", lambda game: {"rule": [{"id": "toy.run"}, {"id": "toy.deck", "sweep": {}}]}
    )
    found = problems("toy", [], KINDS)
    assert "toy.run has no sweep table" in found[0]
    assert any(problem.startswith("toy.deck declares nothing it reads") for problem in found)


def test_reading_cells_are_filled_by_any_case_naming_the_rule(toy: None) -> None:
    """A case of another family naming the rule fills the reading cell of the option it assumes (default: yes)."""
    corpus = Corpus("toy", "f", "d", (case("x", ("toy.run",)), case("y", ("toy.run",), (), **{"run.wild": "no"})))
    assert filled("toy", [corpus])[("toy.run", "reading:run.wild:yes")] == ["x"]
    assert filled("toy", [corpus])[("toy.run", "reading:run.wild:no")] == ["y"]


def test_the_matrix_text_shows_counts_and_holes(toy: None) -> None:
    """The table row shows each point's cases and † for the explained hole, listed under the table."""
    corpus = Corpus("toy", "f", "d", (case("a", ("toy.run",), ("threshold:cards in a run:at",)),))
    made = rows("toy", [corpus], KINDS)
    run_line = table_lines(made)[0]
    assert run_line.startswith("| `toy.run` | cards in a run: below 0, at 1, above † | colour: pair 0 |")
    assert "2 kinds: max 0/2, past 0/2" in table_lines(made)[1]
    assert hole_lines(made) == [
        "`toy.run`, `threshold:cards in a run:above`: a run is never more than three cards (Section 5)"
    ]


def encodings(engine: Any, model: Any = None) -> Encodings:
    """Answer functions of a made-up game with one reading, ``run.wild`` (default yes)."""
    return Encodings(engine, model or (lambda question, data, readings: None), {"run.wild": "yes"})


def test_a_cells_case_is_confirmed_and_covers_its_cell() -> None:
    """The case's answer is the engine's, its source ``sweep``, its cell in ``covers``, its rule first."""
    given = sweeps.SweepInput("q", {"hand": "R2 R3"}, "refuses", "two cards", "Section 5", rules=("toy.deck",))
    cell = Cell("toy.run", "threshold", "cards in a run", "below", 2)
    made = sweeps.case_of(encodings(lambda q, d, r: {"run": False}), "toy", cell, given, 0, 1)
    assert (made.id, made.expected, made.source, made.covers) == (
        "sweep.run.threshold.cards-in-a-run.below",
        {"run": False},
        "sweep",
        ("threshold:cards in a run:below",),
    )
    assert made.rules == ("toy.run", "toy.deck")
    model_disagrees = encodings(lambda q, d, r: {"run": False}, lambda q, d, r: {"run": True})
    with pytest.raises(CaseDisagreementError):
        sweeps.case_of(model_disagrees, "toy", cell, given, 0, 1)


def test_a_source_case_must_match_the_register() -> None:
    """A forbidden source whose case the rule accepts contradicts the register: the build stops."""
    given = sweeps.SweepInput("q", {}, "accepts", "taken from the discard", "Section 4")
    cell = Cell("toy.run", "source", "the discard", "forbidden")
    with pytest.raises(CaseDisagreementError, match="source is forbidden"):
        sweeps.case_of(encodings(lambda q, d, r: {}), "toy", cell, given, 0, 1)


def test_one_copy_past_the_deck_must_be_refused_by_the_engine() -> None:
    """The past cell expects the input refused; an engine that answers it instead stops the build."""
    given = sweeps.SweepInput("q", {"hand": "F F"}, "refuses", "two Forbidden cards", "Section 2: one F in the deck")
    cell = Cell("toy.deck", "multiplicity", "F", "past", 2)

    def refusing(question: str, data: Mapping[str, Any], readings: Mapping[str, str]) -> Any:
        raise InputError("more copies of F than the deck holds")

    made = sweeps.case_of(encodings(refusing), "toy", cell, given, 0, 1)
    assert made.expected == INPUT_ERROR and made.expects_error and made.covers == ("multiplicity:F:past",)
    with pytest.raises(CaseDisagreementError, match="impossible, yet the engine answers"):
        sweeps.case_of(encodings(lambda q, d, r: {"ok": True}), "toy", cell, given, 0, 1)


def test_conform_passes_an_input_refused_only_on_an_error_line() -> None:
    """A case expecting ``{"error": true}`` passes on an error line in any words and fails on any answer, even the
    answer ``{"error": true}`` written as an answer."""
    refused = Case("c", "c", "q", ("toy.deck",), "refuses", {}, dict(INPUT_ERROR), "sweep", "why")
    assert judged(refused, None, f'{ERROR_LINE}: "five R2"') is None
    assert judged(refused, {"error": True}, "") is not None
    assert judged(refused, None, "no answer within 10 s") == "no answer within 10 s"
    plain = Case("d", "d", "q", ("toy.run",), "accepts", {}, {"run": True}, "sweep", "why")
    assert judged(plain, {"run": True}, "") is None
    assert judged(plain, {"run": False}, "") == "a different answer"
    assert str(judged(plain, None, f"{ERROR_LINE}: x")).startswith(ERROR_LINE)


def test_the_conformance_document_shows_each_games_sizes_and_matrix(toy: None) -> None:
    """``docs/conformance.md`` keeps its prose and adds, per game, the sizes and the matrix's rows."""
    from types import SimpleNamespace

    from rulebook.core.corpus.generate import CorpusSizes, GameOutput, conformance_document

    corpus = Corpus("toy", "f", "d", (case("a", ("toy.run",), ("threshold:cards in a run:at",)),))
    output = GameOutput("toy: ...", [], CorpusSizes(families=3, cases=1234, sweep=56), rows("toy", [corpus], KINDS))
    text = conformance_document([(SimpleNamespace(title="Toy"), output)]).text  # type: ignore[list-item]
    assert text.startswith("# Conformance corpus\n")
    # 7 + 4 cells; the case fills its threshold and, naming the run under the default, run.wild=yes; one explained
    assert "| Toy | 3 | 1,234 | 56 | 11 | 2 | 1 |" in text
    assert "| `toy.run` | cards in a run: below 0, at 1, above † |" in text
    assert "## Code mutants" in text


def test_a_threshold_with_a_step_is_asked_one_step_each_side(toy: None) -> None:
    """Scores counted in fives: the cells of a threshold at 0 with step 5 ask -5, 0 and 5."""
    table = declared({"id": "toy.run", "sweep": {"thresholds": [{"name": "score", "value": 0, "step": 5}]}})
    assert table is not None
    rule = Rule("toy.run", "Scoring", "A score below zero counts as zero.", ())
    assert [(cell.point, cell.value) for cell in cells("toy", rule, table, {})] == [
        ("below", -5),
        ("at", 0),
        ("above", 5),
    ]
