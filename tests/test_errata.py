"""The errata report (:mod:`rulebook.core.witnesses.errata`, ``rulebook errata GAME``, ``docs/<game>-errata.md``).

Expected values come from the register and the corpus files (a witness's two answers must be the corpus's cases
under each option, and differ), from hand-made toy cases for the pairing, and from the committed report itself
(the command prints what ``rulebook generate`` wrote, byte for byte).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulebook.core.clauses import clause_map
from rulebook.core.commands.errata import committed_corpora
from rulebook.core.corpus.cases import Case, Corpus
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.errata import errata_entries, witness_pair
from rulebook.registry import game, game_ids
from tests.cli_in_process import run_cli

ROOT = Path(__file__).resolve().parents[1]


def witness(case_id: str, readings: dict[str, str], pile: list[str], points: int, description: str = "") -> Case:
    return Case(
        id=case_id,
        description=description or case_id,
        question="score",
        rules=("tzq.score.pair",),
        outcome="accepts",
        input={"pile": pile},
        expected={"points": points},
        source="witness",
        why="toy",
        readings=readings,
    )


def test_a_witness_pairs_the_option_s_case_with_the_default_s_case_of_the_same_input() -> None:
    corpus = Corpus(
        "tzq",
        "readings",
        "toy",
        (
            witness("a-default", {}, ["E", "E"], 2, "other.key=x (against y)"),
            witness("b-default", {}, ["S", "S"], 2, "score.second-pair=counts (against once)"),
            witness("b-other", {"score.second-pair": "once"}, ["S", "S"], 0),
        ),
    )
    pair = witness_pair([corpus], "score.second-pair", "once")
    assert pair is not None
    assert (pair.default_case and pair.default_case.id, pair.other_case and pair.other_case.id) == (
        "b-default",
        "b-other",
    )
    assert witness_pair([corpus], "score.second-pair", "never") is None


def test_a_witness_the_option_refuses_is_the_default_s_case_alone() -> None:
    corpus = Corpus("tzq", "readings", "toy", (witness("d", {}, ["T"], 0, "deck.cards=x (against refused-one)"),))
    pair = witness_pair([corpus], "deck.cards", "refused-one")
    assert pair is not None and pair.other_case is None and pair.shown.id == "d"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_reading_is_an_entry_and_each_witness_answers_differently(game_id: str) -> None:
    served = game(game_id)
    entries = errata_entries(game_id, served.reading, clause_map(game_id), committed_corpora(game_id), None)
    assert [entry.reading.key for entry in entries] == [entry.key for entry in reading_keys(game_id)]
    for entry in entries:
        assert entry.clauses, entry.reading.key
        assert [f.option for f in entry.findings] == [o for o in entry.reading.options if o != entry.reading.default]
        for finding in entry.findings:
            if finding.witness is None or finding.witness.default_case is None or finding.witness.other_case is None:
                continue
            assert finding.witness.other_case.readings == {entry.reading.key: finding.option}
            assert finding.witness.default_case.input == finding.witness.other_case.input
            assert finding.witness.default_case.expected != finding.witness.other_case.expected


def test_the_command_prints_the_committed_report_byte_for_byte() -> None:
    # Tien Zi Que's impacts are measured in well under a second; every game's report is held to its generator by
    # `rulebook generate --check`.
    status, out = run_cli(["errata", "tzq", "--quiet"])
    assert status == 0
    assert out == (ROOT / "docs" / "tzq-errata.md").read_text(encoding="utf-8")


def test_the_command_answers_one_reading_as_json() -> None:
    key = reading_keys("sorry")[0].key
    status, out = run_cli(["errata", "sorry", "--reading", key, "--json", "--no-impact"])
    assert status == 0
    [entry] = json.loads(out)["entries"]
    assert entry["reading"] == key and entry["proposed_wording"] and entry["clauses"]
    assert all(finding["impact"] == [] for finding in entry["findings"])


def test_the_command_refuses_an_unknown_reading_naming_the_keys(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run_cli(["errata", "laopengh", "--reading", "no.such"])
    assert (status, out) == (2, "")
    err = capsys.readouterr().err
    assert "unknown reading 'no.such'" in err and reading_keys("laopengh")[0].key in err


def test_a_silent_choice_is_found_at_the_start_of_a_note_or_inside_it() -> None:
    from rulebook.core.clauses import Clause
    from rulebook.core.corpus.rulebook_docs import is_silent, silent_words

    leading = Clause(id="g.clause.a.1", section="A", texts={"en": "x"}, note="silent: the code picks the upper card.")
    inside = Clause(id="g.clause.a.2", section="A", texts={"en": "y"}, note="Read as a pung. Silent: runs never wrap.")
    plain = Clause(id="g.clause.a.3", section="A", texts={"en": "z"}, note="A pung is three alike.")
    assert [is_silent(clause) for clause in (leading, inside, plain)] == [True, True, False]
    assert silent_words(leading) == "the code picks the upper card."
    assert silent_words(inside) == "Read as a pung. Silent: runs never wrap."
