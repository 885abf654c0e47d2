"""The game-independent parts of the rule documents and the readings family: grants, outcomes, examples, pages.

Expected values are worked by hand here from made-up cases and answers; the registers are the committed specs.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulebook.core.corpus.cases import Case
from rulebook.core.corpus.doc_examples import (
    Part,
    PartsExample,
    actions_words,
    compact_json,
    json_part,
    listed,
    readings_text,
)
from rulebook.core.corpus.grants import granted_by, outcome_of, position_grants
from rulebook.core.corpus.reading_corpus import witness_corpus
from rulebook.core.corpus.rule_docs import Drawing, kind_groups, page_context, plainest_first, reading_rows
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.witness import Witness


def case(
    case_id: str,
    question: str = "place",
    data: Any = None,
    expected: Any = None,
    readings: dict[str, str] | None = None,
    source: str = "rulebook",
    outcome: str = "accepts",
    rules: tuple[str, ...] = (),
) -> Case:
    return Case(
        case_id, case_id, question, rules, outcome, {} if data is None else data, expected, source, "-", readings or {}
    )


def test_an_answer_refuses_only_when_it_refuses_what_is_asked() -> None:
    assert outcome_of(False) == "refuses"
    assert outcome_of(True) == "accepts"
    assert outcome_of(None) == "accepts"  # a settlement, an order of play: the rules answer it


def test_a_position_grants_a_legal_action_or_an_action_not_refused() -> None:
    assert position_grants("legal_actions", []) is False
    assert position_grants("legal_actions", ["draw"]) is True
    assert position_grants("apply", {"refused": True}) is False
    assert position_grants("apply", {"phase": "play"}) is True
    assert position_grants("score", {"points": 3}) is None


def test_a_rule_asks_its_own_question_of_a_case() -> None:
    asked: list[tuple[str, Any, str | None]] = []

    def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
        asked.append((question, answer, rule))
        return rule == "yes"

    granted = granted_by(grants)
    shown = case("a", "claims", expected={"claims": []})
    assert granted("yes", shown) is True and granted("no", shown) is False
    assert asked == [("claims", {"claims": []}, "yes"), ("claims", {"claims": []}, "no")]


def test_the_words_of_an_example() -> None:
    assert readings_text({}) == "the defaults"
    assert readings_text({"b.key": "two", "a.key": "one"}) == "a.key=one, b.key=two"
    assert [listed([]), listed(["a"]), listed(["a", "b"]), listed(["a", "b", "c"], "or")] == [
        "",
        "a",
        "a and b",
        "a, b or c",
    ]
    assert actions_words([]) == "no legal action"
    assert actions_words(["a", "b"]) == "legal: a, b"
    nine = [f"x{n}" for n in range(9)]
    assert actions_words(nine) == "legal: x0, x1, x2, x3, x4, x5, x6, x7 and 1 more"
    with pytest.raises(TypeError):
        actions_words({"not": "a list"})


def test_json_is_one_line_and_cut_with_an_ellipsis() -> None:
    assert compact_json({"a": [1, "é"]}) == '{"a": [1, "é"]}'
    assert compact_json("abcdef", 5) == '"abc…'
    assert compact_json({1, 2}) == "{1, 2}"  # a set is no JSON: its repr
    part = json_part("pile", {"x": "<b>"})
    assert part == Part("pile", '{"x": "<b>"}', "<code>{&quot;x&quot;: &quot;&lt;b&gt;&quot;}</code>")


def test_an_example_of_parts_sums_itself_up_in_one_line() -> None:
    base = case("a")
    drawn = PartsExample(base, "legal", "the defaults", parts=(Part("hand", "1a 2a", ""), Part("pile", "", "")))
    assert drawn.summary == "hand `1a 2a`; pile (none)"
    noted = PartsExample(base, "legal", "the defaults", parts=(Part("hand", "E", ""),), notes=("round 2",))
    assert noted.summary == "hand `E`; round 2"
    assert PartsExample(base, "legal", "the defaults", input_json="[1]").summary == "`[1]`"


def test_examples_come_plainest_first() -> None:
    defaults = case("z", data={"long": "x" * 50})
    reading = case("a", data={}, readings={"k": "v"})
    generated = case("b", data={}, source="exhaustive")
    small = case("y", data={"s": 1})
    assert sorted([reading, generated, defaults, small], key=plainest_first) == [small, defaults, generated, reading]
    # two inputs longer than the cut measure alike: the case id decides
    long_a, long_b = case("b2", data={"x": "y" * 500}), case("a2", data={"x": "y" * 600})
    assert min([long_a, long_b], key=plainest_first) is long_b
    assert min([long_a, long_b], key=lambda c: plainest_first(c, None)) is long_a


def test_kinds_come_in_groups_with_a_caption_only_where_the_game_has_one() -> None:
    groups = [("Winds", "`E` `S`", ("E", "S"))]
    plain = kind_groups(groups, str.lower, lambda kind: f"<svg>{kind}</svg>")
    assert plain == [
        {
            "name": "Winds",
            "notation": "`E` `S`",
            "kinds": [
                {"kind": "E", "name": "e", "svg": "<svg>E</svg>"},
                {"kind": "S", "name": "s", "svg": "<svg>S</svg>"},
            ],
        }
    ]
    captioned = kind_groups(groups, str.lower, str, lambda kind: f"order {kind}")
    assert captioned[0]["kinds"][1] == {"kind": "S", "name": "s", "svg": "S", "caption": "order S"}


def test_a_drawing_draws_rules_and_witnesses_the_game_s_way() -> None:
    seen = case("a")
    plain = Drawing(lambda q, a, r: None, lambda c, shown: ("example", c.id, shown))
    assert plain.of_rule(seen, "accepts", "r") == ("example", "a", "accepts")
    assert plain.of_witness(seen) == ("example", "a", "")
    own = Drawing(
        lambda q, a, r: None,
        lambda c, shown: ("example", c.id, shown),
        witness=lambda c: ("witness", c.id),
        rule_example=lambda c, shown, rule: ("rule", c.id, shown, rule),
    )
    assert own.of_rule(seen, "refuses", "r") == ("rule", "a", "refuses", "r")
    assert own.of_witness(seen) == ("witness", "a")


GAME = "laopengh"
"""A game whose register has reading keys: its spec is read for the keys, nothing of its code."""


def test_a_reading_counts_the_witnesses_it_does_not_draw_and_those_past_the_limit() -> None:
    entry = reading_keys(GAME)[0]
    other = next(option for option in entry.options if option != entry.default)
    cases = []
    for n in range(3):
        data = {"n": n}
        cases.append(case(f"w{n}-other", data=data, readings={entry.key: other}, source="witness"))
        cases.append(case(f"w{n}-default", data=data, source="witness"))
    drawn_ids = lambda c: None if c.input["n"] == 1 else c.id  # noqa: E731 - the witness of input 1 is not drawn
    every = reading_rows(GAME, cases, drawn_ids, shown=None)[0]
    assert every["entry"] == entry
    assert every["witnesses"] == ["w0-other", "w0-default", "w2-other", "w2-default"]
    assert (every["undrawn"], every["more"]) == (2, 0)
    first = reading_rows(GAME, cases, drawn_ids, shown=3)[0]
    assert first["witnesses"] == ["w0-other", "w0-default"]
    assert (first["undrawn"], first["more"]) == (1, 3)


def test_a_page_has_the_spec_s_title_and_every_rule_reading_and_family() -> None:
    from rulebook.core.corpus.cases import Corpus
    from rulebook.core.register import rules

    rule = rules(GAME)[0].id
    accepted = case("yes", rules=(rule,), expected=True)
    refused = case("no", rules=(rule,), expected=False, outcome="refuses")
    corpora = [Corpus(GAME, "made_up", "Two cases.", (accepted, refused))]
    drawing = Drawing(lambda q, answer, r: answer, lambda c, shown: (c.id, shown))
    page = page_context(GAME, corpora, drawing, extra="mine")
    assert (page["game"], page["title"], page["total"], page["extra"]) == (GAME, "Lao Pengh", 2, "mine")
    assert page["rules"][0]["examples"] == [("yes", "accepts"), ("no", "refuses")]
    assert (page["rules"][0]["accepts"], page["rules"][0]["refuses"]) == (1, 1)
    assert [row["entry"].key for row in page["readings"]] == [entry.key for entry in reading_keys(GAME)]
    assert page["families"][0]["cases"] == 2


def _witness(key: str, base: Any, other: Any) -> Witness:
    return Witness(key, "default", "other", {"n": 1}, 1, "place: legal?", base, other, (), ("engine",), "search")


def test_the_readings_family_takes_each_outcome_from_the_game_s_grants() -> None:
    keys = reading_keys(GAME)

    class Reading:
        def __init__(self, key: str | None = None) -> None:
            self.key = key

        @classmethod
        def from_mapping(cls, mapping: dict[str, str]) -> Reading:
            return cls(next(iter(mapping)))

    def compare(base: Reading, other: Reading) -> Witness | None:
        if other.key != keys[0].key:
            return None
        return _witness(keys[0].key, {"legal": True}, {"legal": False})

    def build(**fields: Any) -> dict[str, Any]:
        return fields

    def grants(question: str, answer: Any, rule: str | None = None) -> bool | None:
        return bool(answer["legal"])

    family = witness_corpus(GAME, Reading, compare, build, grants, ("place",))
    built: list[Any] = list(family.cases)
    assert [(found["readings"], found["outcome"]) for found in built][:2] == [
        ({}, "accepts"),
        ({keys[0].key: built[1]["readings"][keys[0].key]}, "refuses"),
    ]
