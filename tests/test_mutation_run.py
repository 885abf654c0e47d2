"""``rulebook mutate`` and ``--code-mutant``: a planted mistake really changes an answer, a survivor fails the run,
and each game's record of equivalent mutants names only mutants the mutator makes, as it makes them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rulebook.cli import main
from rulebook.core.corpus.conform import EngineProcess, load_corpus, run
from rulebook.core.errors import InputError
from rulebook.core.mutation import mutation_run
from rulebook.core.mutation.code_mutants import CodeMutant
from rulebook.core.mutation.mutant_import import all_mutants
from rulebook.registry import games

MUTATED = [game for game in games() if game.code_mutation is not None]


def _mutant(game: str, module: str, function: str, before: str, after: str) -> CodeMutant:
    """The one mutant of ``game`` that changes ``before`` into ``after`` in ``module``'s ``function``."""
    chosen = next(g for g in MUTATED if g.id == game)
    assert chosen.code_mutation is not None
    found = [
        m
        for m in all_mutants(chosen.code_mutation)
        if (m.module.rsplit(".", 1)[-1], m.function, m.before, m.after) == (module, function, before, after)
    ]
    assert len(found) == 1, found
    return found[0]


def test_a_planted_claim_mistake_is_caught_by_the_section_4_claim_case() -> None:
    # Section 4: a player claims the tops of *opponents'* piles, never of his own. Turned round (``ref.owner !=
    # claimant`` made ``==``), the claim check refuses every claim of an opponent's pile, so the case applying the
    # Section 4 example claim (R2 and R4 claimed with R3 from the hand) gets an error where the corpus expects the
    # new state. The same case passes on the engine unchanged.
    mutant = _mutant("forbidden", "claims", "is_legal_claim", "ref.owner == claimant", "ref.owner != claimant")
    cases, _ = load_corpus("forbidden")
    (case,) = [case for case in cases if case.id == "play-example.section4-claim-two-piles-applied"]
    plain = run("forbidden", [case], EngineProcess(f"{sys.executable} -m rulebook.adapter forbidden", 60))
    assert not plain.failed
    planted = run("forbidden", [case], EngineProcess(mutation_run.engine_command("forbidden", mutant), 60))
    assert [outcome.case.id for outcome in planted.failed] == [case.id]


def test_an_unrecorded_survivor_fails_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Settling: between two losers the lower score pays the difference (``scores[high] - scores[low]``). With ``<``
    # made ``<=``, two equal scores swap low and high, and the payment is 0 either way: no answer changes, so the
    # mutant survives every case. Recorded as equivalent, the run passes; without the record it fails and names it.
    mutant = _mutant(
        "mahjong", "settlement", "settle", "scores[first] < scores[second]", "scores[first] <= scores[second]"
    )
    assert mutant.id in mutation_run.load_equivalents(mutation_run.equivalents_path("mahjong"))
    assert main(["mutate", "mahjong", "--mutant", mutant.id, "--no-progress"]) == 0
    monkeypatch.setattr(mutation_run, "equivalents_path", lambda name: tmp_path / "none.toml")
    capsys.readouterr()
    assert main(["mutate", "mahjong", "--mutant", mutant.id, "--no-progress"]) == 1
    assert f"SURVIVES {mutant.id}" in capsys.readouterr().out


def test_a_recorded_equivalent_that_a_case_kills_fails_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The claim mistake of the Section 4 test above, wrongly recorded as equivalent: the run says so and fails.
    mutant = _mutant("forbidden", "claims", "is_legal_claim", "ref.owner == claimant", "ref.owner != claimant")
    record = tmp_path / "record.toml"
    record.write_text(f'[[equivalent]]\nid = "{mutant.id}"\nreason = "wrongly"\n')
    monkeypatch.setattr(mutation_run, "equivalents_path", lambda name: record)
    assert main(["mutate", "forbidden", "--mutant", mutant.id, "--no-progress"]) == 1
    assert f"RECORDED EQUIVALENT BUT KILLED {mutant.id}" in capsys.readouterr().out


@pytest.mark.parametrize("game", [game.id for game in MUTATED])
def test_the_record_of_equivalents_names_generated_mutants_as_they_are(game: str) -> None:
    chosen = next(g for g in MUTATED if g.id == game)
    assert chosen.code_mutation is not None
    generated = {mutant.id: mutant for mutant in all_mutants(chosen.code_mutation)}
    import tomllib

    path = mutation_run.equivalents_path(game)
    entries = tomllib.loads(path.read_text(encoding="utf-8"))["equivalent"] if path.is_file() else []
    stale = [entry["id"] for entry in entries if entry["id"] not in generated]
    assert not stale, f"{path.name} names mutants the mutator no longer makes: run `rulebook mutate {game}`"
    for entry in entries:
        mutant = generated[entry["id"]]
        recorded = (entry["module"], entry["function"], entry["operator"], entry["before"], entry["after"])
        assert recorded == (mutant.module, mutant.function, mutant.operator, mutant.before, mutant.after)
        assert entry["reason"].strip() and entry["reason"] != "TODO"


def test_a_bad_record_is_one_error(tmp_path: Path) -> None:
    twice = tmp_path / "twice.toml"
    twice.write_text('[[equivalent]]\nid = "a"\nreason = "r"\n[[equivalent]]\nid = "a"\nreason = "r"\n')
    with pytest.raises(InputError, match="recorded twice"):
        mutation_run.load_equivalents(twice)
    unexplained = tmp_path / "unexplained.toml"
    unexplained.write_text('[[equivalent]]\nid = "a"\n')
    with pytest.raises(InputError, match="no reason"):
        mutation_run.load_equivalents(unexplained)


def test_usage_mistakes_are_one_line_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mutate", "no-such-game"]) == 2
    assert "no game 'no-such-game'" in capsys.readouterr().err
    assert main(["mutate", MUTATED[0].id, "--mutant", "000000000000"]) == 2
    assert "no code mutant" in capsys.readouterr().err
    assert main(["mutate", "--module", "claims"]) == 2
    assert main(["mutate", MUTATED[0].id, "--jobs", "0"]) == 2


def test_each_mutant_is_classed_once_and_a_wrong_record_fails() -> None:
    from rulebook.core.mutation.mutation_run import Equivalent, Outside, Record, Result, Summary, failing

    def mutant(function: str, before: str) -> CodeMutant:
        return CodeMutant("demo", function, "compare", before, before + "!", 0, 1, (1, 1))

    killed, recorded, unrecorded = mutant("f", "a"), mutant("f", "b"), mutant("f", "c")
    outside, unreached, reached_outside = mutant("g", "d"), mutant("f", "e"), mutant("g.inner", "f")
    results = [
        Result(killed, "case-1"),
        Result(recorded, None),
        Result(unrecorded, None),
        Result(outside, None, reached=False),
        Result(unreached, None, reached=False),
    ]
    record = Record({recorded.id: Equivalent(recorded.id, "a reason", "")}, [Outside("demo", "g", "verify only")])
    summary = Summary("demo", results, record, 0.0)
    assert [r.mutant for r in summary.killed] == [killed]
    assert [r.mutant for r in summary.equivalent] == [recorded]
    assert [r.mutant for r in summary.survivors] == [unrecorded]
    assert [r.mutant for r in summary.outside] == [outside]
    assert [r.mutant for r in summary.unreached] == [unreached]
    assert failing(summary, [r.mutant for r in results], whole=True)
    # with the survivor and the unreached one gone, the record is in step: the run passes
    clean = Summary("demo", results[:2] + results[3:4], record, 0.0)
    assert not failing(clean, [killed, recorded, outside], whole=True)
    # a function recorded as outside the protocol that the corpus runs after all (g.inner is nested in g)
    wrong = Summary("demo", [*clean.results, Result(reached_outside, "case-2")], record, 0.0)
    assert [r.mutant for r in wrong.reached_outside] == [reached_outside]
    assert failing(wrong, [killed, recorded, outside, reached_outside], whole=True)
    # an equivalent that a case kills, and an entry naming no generated mutant
    assert failing(Summary("demo", [Result(recorded, "case-3")], record, 0.0), [recorded, outside], whole=True)
    assert clean.stale([killed, outside]) == [f"{recorded.id} ()"]
    # a mutant no case can reach (a disk-cache check while the cache is off), recorded as equivalent with its reason:
    # it is accounted for as equivalent, not as unreached, and the run passes; unrecorded it fails the run
    cache_line = mutant("f", "g")
    noted = Record({**record.equivalents, cache_line.id: Equivalent(cache_line.id, "never runs", "")}, record.outside)
    unreachable = Summary("demo", [*clean.results, Result(cache_line, None, reached=False)], noted, 0.0)
    assert [r.mutant for r in unreachable.equivalent] == [recorded, cache_line]
    assert unreachable.unreached == []
    assert not failing(unreachable, [killed, recorded, outside, cache_line], whole=True)
    unnoted = Summary("demo", unreachable.results, record, 0.0)
    assert [r.mutant for r in unnoted.unreached] == [cache_line]
    assert failing(unnoted, [killed, recorded, outside, cache_line], whole=True)


def test_a_case_slow_once_is_asked_again_before_the_mutant_counts_as_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A timeout is asked again with three times the time from that case on; a wrong answer is a kill at once."""
    from rulebook.core.corpus.cases import Case
    from rulebook.core.corpus.conform import Outcome, Report

    cases = [Case(f"c{n}", f"c{n}", "q", ("r",), "accepts", {}, {}, "rulebook", "why") for n in range(3)]
    asked: list[tuple[list[str], float]] = []
    answers = iter(["no answer within 10 s", ""])

    def fake_run(game: str, given: list[Case], engine: EngineProcess, first_failure: bool = False) -> Report:
        asked.append(([case.id for case in given], engine.timeout))
        problem = next(answers)
        return Report([Outcome(given[0], not problem, None, problem)])

    monkeypatch.setattr(mutation_run, "run", fake_run)
    mutant = CodeMutant("rulebook.x", "f", "compare", "a < b", "a <= b", 0, 1, (1, 1))
    cases_after_slow = cases[1:]
    assert mutation_run.run_one("toy", mutant, cases_after_slow, 10.0).killed_by is None
    assert asked == [(["c1", "c2"], 10.0), (["c1", "c2"], 30.0)]
    answers = iter(["a different answer"])
    asked.clear()
    assert mutation_run.run_one("toy", mutant, cases, 10.0).killed_by == "c0"
    assert asked == [(["c0", "c1", "c2"], 10.0)]
