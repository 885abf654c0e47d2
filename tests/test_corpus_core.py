"""The game-independent corpus machinery: the lint, the file format, and the generator's check."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from rulebook.core.corpus.cases import Case, Corpus, Register, lint
from rulebook.core.corpus.generate import corpus_files, differences, write

SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "spec" / "case.schema.json").read_text())
REGISTER = Register(rule_ids=("g.rule",), readings={"g.key": (("a", "b"), "a")})


def case(
    id: str, outcome: str = "accepts", readings: dict[str, str] | None = None, rules: tuple[str, ...] = ("g.rule",)
) -> Case:
    return Case(
        id=id,
        description=f"case {id}",
        question="hand",
        rules=rules,
        outcome=outcome,  # type: ignore[arg-type]
        input={"hand": "R2"},
        expected={"answer": 1},
        source="rulebook",
        why="a hand-worked reason",
        readings=readings or {},
    )


def corpus(*cases: Case) -> Corpus:
    return Corpus("demo", "family", "A family of demo cases.", cases)


def test_a_sound_corpus_lints_clean_and_matches_the_schema() -> None:
    sound = corpus(case("one"), case("two", "refuses", {"g.key": "b"}))
    assert lint([sound], REGISTER) == []
    jsonschema.validate(json.loads(sound.dumps()), SCHEMA)


def test_the_lint_names_every_gap() -> None:
    # One case only: the rule never refuses and the reading is never assumed "b"; a duplicate id; an unknown rule.
    problems = lint([corpus(case("one"), case("one", rules=("g.other",)))], REGISTER)
    assert "no case where g.rule refuses" in problems
    assert "no case assumes g.key=b" in problems
    assert "the id 'one' is used by more than one case" in problems
    assert "case one names an unknown rule 'g.other'" in problems


def test_a_case_round_trips_through_its_json() -> None:
    original = case("one", readings={"g.key": "b"})
    assert Case.from_json(json.loads(json.dumps(original.as_json()))) == original
    assert Corpus.from_json(json.loads(corpus(original).dumps())) == corpus(original)


def test_the_check_sees_every_change(tmp_path: Path) -> None:
    # That generation gives the same bytes in another process (another hash seed): tests/test_guards_planted.py.
    files = corpus_files([corpus(case("one"), case("two", "refuses"))], lambda _: True)
    owned = ["generated/demo"]
    assert set(write(files, tmp_path, owned)) == {f.path for f in files}  # everything is new
    assert differences(files, tmp_path, owned) == []  # nothing left to write
    suite = tmp_path / "generated/demo/test_family.py"
    suite.write_text(suite.read_text() + "# edited by hand\n")
    (tmp_path / "generated/demo/old.json").write_text("{}")
    assert differences(files, tmp_path, owned) == [
        "generated/demo/test_family.py",
        "generated/demo/old.json (not generated any more)",
    ]
    write(files, tmp_path, owned)
    assert differences(files, tmp_path, owned) == [] and not (tmp_path / "generated/demo/old.json").exists()


def test_a_rendered_suite_names_each_case_by_its_id() -> None:
    files = {f.path: f.text for f in corpus_files([corpus(case("one"), case("two", "refuses"))], lambda _: True)}
    suite = files["generated/demo/test_family.py"]
    assert "id='one'" in suite and "id='two'" in suite
    compile(suite, "test_family.py", "exec")  # valid Python
