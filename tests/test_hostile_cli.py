"""Every command of every game under hostile input: a Hypothesis grammar of spoiled commands, state files and lines.

For each registered game, the commands it has (``rulebook GAME ...``, ``rulebook readings GAME``, ``rulebook
errata GAME``) are run through the console's ``main`` with inputs drawn from what is valid, spoiled
(:mod:`tests.hostile`): each command's own help examples with one word given digits of other scripts, a huge
number, another type or bytes that are not UTF-8, or an option of the command added with such a value; the states
a game reaches in play (dealt by ``new``, played on by legal actions from ``moves``) with one value spoiled; and
``--jsonl`` lines of ``check`` spoiled the same way among good ones. Each must end with an exit status the command's
help names, never a traceback, a refusal in one line naming the problem, every good line of a batch answered as if
it were alone, in order, and within the hang guard (a hang fails; speed is never asserted).

``diff`` is left out of the random grammar: a valid diff is a witness search of minutes, and its bad options are
refused by the tests of ``test_fuzz_inputs.py`` and ``test_unbounded_work.py``. ``simulate`` plays one game.

The profile ``fuzz`` (``make test``) runs a few examples per test; ``RULEBOOK_FUZZ_PROFILE=fuzz-long`` (``make
verify``) runs hundreds.
"""

from __future__ import annotations

import io
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebook.adapter import answer_function
from rulebook.core.corpus.adapter import serve
from rulebook.registry import game, game_ids
from tests.hostile import (
    OTHER_DIGITS,
    argv_mutations,
    assert_answered_or_refused,
    commands,
    fuzz_settings,
    hang_guard,
    help_examples,
    json_mutations,
    options,
    run_cli,
)

HOSTILE = fuzz_settings(15, 400)
"""The settings of every test here: a few examples in ``make test``, hundreds in ``make verify``."""

GAMES = game_ids()
LEFT_OUT = {"diff"}
"""Commands the random grammar does not run (see the module docstring)."""
LONG_RUN_OPTIONS = {"--workers", "--scheduler", "--games"}
"""Options that start a cluster or a long run: their bounds are tested on their own (``test_unbounded_work.py``)."""


def game_commands(game_id: str) -> dict[tuple[str, ...], Any]:
    """The commands of ``game_id`` the grammar runs, each with its parser."""
    return {path: parser for path, parser in commands().items() if game_id in path and not LEFT_OUT & set(path)}


def state_positionals(parser: Any) -> list[str]:
    """The positional arguments of a command that name a state file (``STATE``)."""
    return [action.dest for action in parser._actions if not action.option_strings and action.dest == "state"]


# ---------------------------------------------------------------------------------------------------------------
# States the game reaches in play
# ---------------------------------------------------------------------------------------------------------------


def _json_answer(argv: list[str], stdin: bytes = b"") -> Any:
    status, out, err = run_cli(argv, stdin, seconds=120)
    assert status == 0, (argv, err)
    return json.loads(out)


@cache
def played_states(game_id: str, seed: int, steps: int = 6) -> tuple[str, ...]:
    """The states (JSON text) of a game dealt by ``new`` and played on by up to ``steps`` random legal actions."""
    paths = [path for path in game_commands(game_id) if path[0] == game_id]
    new = next((path for path in paths if path[-1] == "new"), None)
    if new is None:
        return ()
    moves_name = next(path[-1] for path in paths if state_positionals(commands()[path]) and path[-1] != "apply")
    first = help_examples(new, commands()[new])[0]
    state = _json_answer([*new, *[word for word in first if word != "--json"], "--seed", str(seed), "--json"])
    rng = random.Random(seed)
    states = [json.dumps(state)]
    for _ in range(steps):
        legal = _json_answer([game_id, moves_name, "-", "--json"], states[-1].encode())["actions"]
        if not legal:
            break
        action = rng.choice(legal)["text"]
        state = _json_answer([game_id, "apply", "-", action, "--json"], states[-1].encode())
        states.append(json.dumps({key: value for key, value in state.items() if key not in ("actor", "decided_by")}))
    return tuple(states)


def legal_texts(game_id: str, state: str) -> list[str]:
    """The text of every legal action in ``state`` (empty when the state is refused or has none)."""
    paths = [path for path in game_commands(game_id) if path[0] == game_id and path[-1] != "apply"]
    name = next(path[-1] for path in paths if state_positionals(commands()[path]))
    status, out, _ = run_cli([game_id, name, "-", "--json"], state.encode(), seconds=120)
    return [entry["text"] for entry in json.loads(out)["actions"]] if status == 0 else []


# ---------------------------------------------------------------------------------------------------------------
# Spoiled command lines
# ---------------------------------------------------------------------------------------------------------------


def _valid_argv(game_id: str, path: tuple[str, ...], data: st.DataObject, state_file: Path) -> list[str]:
    """One valid argument list of ``path``: a help example (its state file ours), or ``apply`` with a legal action."""
    parser = commands()[path]
    examples = help_examples(path, parser) or [[]]
    words = data.draw(st.sampled_from(examples), label="example")
    if state_positionals(parser):
        states = played_states(game_id, data.draw(st.integers(0, 3), label="seed"))
        state = data.draw(st.sampled_from(states), label="state")
        state_file.write_text(state, encoding="utf-8")
        words = [str(state_file) if word.endswith(".json") or word == "-" else word for word in words]
        legal = legal_texts(game_id, state)
        if path[-1] == "apply" and legal:
            words = [str(state_file), data.draw(st.sampled_from(legal), label="action"), *words[2:]]
    if path[-1] == "simulate":  # one game: a valid count of millions is a long run, not a bad input
        words = [*words, "--games", "1"] if "--games" not in words else words
        words[words.index("--games") + 1] = "1"
    return [*words, "--no-progress"] if path[-1] == "simulate" else words


@pytest.mark.parametrize("game_id", GAMES)
@HOSTILE
@given(data=st.data())
def test_every_command_of_a_game_answers_a_spoiled_command_line_or_refuses_it_in_one_line(
    tmp_path: Path, game_id: str, data: st.DataObject
) -> None:
    paths = sorted(game_commands(game_id))
    path = data.draw(st.sampled_from(paths), label="command")
    parser = commands()[path]
    words = _valid_argv(game_id, path, data, tmp_path / "state.json")
    extra = [option for option in options(parser) if option not in LONG_RUN_OPTIONS]
    spoiled = data.draw(argv_mutations(words, extra), label="argv")
    status, out, err = run_cli([*path, *spoiled])
    assert_answered_or_refused(status, out, err, allowed=parser.exit_statuses)


@pytest.mark.parametrize("game_id", GAMES)
@HOSTILE
@given(data=st.data())
def test_a_word_with_digits_of_another_script_is_refused_by_name(
    tmp_path: Path, game_id: str, data: st.DataObject
) -> None:
    """Every digit of a valid command line, one at a time, made a digit of another script: refused, naming it."""
    path = data.draw(st.sampled_from(sorted(p for p in game_commands(game_id) if p[0] == game_id)), label="command")
    words = _valid_argv(game_id, path, data, tmp_path / "state.json")
    spots = [(i, j) for i, word in enumerate(words) for j, char in enumerate(word) if "0" <= char <= "9"]
    spots = [(i, j) for i, j in spots if not words[i].startswith(str(tmp_path))]
    if not spots:
        return
    i, j = data.draw(st.sampled_from(spots), label="digit")
    digit = data.draw(st.sampled_from(OTHER_DIGITS), label="other digit")
    spoiled = [*words[:i], words[i][:j] + digit + words[i][j + 1 :], *words[i + 1 :]]
    status, out, err = run_cli([*path, *spoiled])
    assert_answered_or_refused(status, out, err, allowed=(2,))
    assert digit in err, ascii(err)


# ---------------------------------------------------------------------------------------------------------------
# Spoiled state files
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", [game_id for game_id in GAMES if played_states(game_id, 0, 0)])
@HOSTILE
@given(data=st.data())
def test_a_spoiled_state_file_is_played_on_or_refused_in_one_line(
    tmp_path: Path, game_id: str, data: st.DataObject
) -> None:
    states = played_states(game_id, data.draw(st.integers(0, 3), label="seed"))
    state = data.draw(st.sampled_from(states), label="state")
    legal = legal_texts(game_id, state)
    spoiled = data.draw(json_mutations(json.loads(state)), label="spoiled")
    raw = json.dumps(spoiled).encode()
    path = tmp_path / "state.json"
    path.write_bytes(raw)
    name = next(
        p[-1]
        for p in game_commands(game_id)
        if p[0] == game_id and p[-1] != "apply" and state_positionals(commands()[p])
    )
    for argv, stdin in (
        ([game_id, name, str(path), "--json"], b""),
        ([game_id, name, "-"], raw),
        ([game_id, "apply", str(path), legal[0] if legal else "x", "--json"], b""),
    ):
        assert_answered_or_refused(*run_cli(argv, stdin))


# ---------------------------------------------------------------------------------------------------------------
# Spoiled --jsonl lines among good ones
# ---------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
@HOSTILE
@given(data=st.data())
def test_check_answers_every_line_of_a_batch_in_order_spoiled_ones_in_one_line_each(
    game_id: str, data: st.DataObject
) -> None:
    check = game(game_id).check
    good = json.dumps(check.example)
    lines = data.draw(
        st.lists(st.just(good) | json_mutations(dict(check.example)).map(json.dumps), min_size=1, max_size=5),
        label="lines",
    )
    _, alone, _ = run_cli([game_id, "check", "--jsonl"], good.encode() + b"\n")
    status, out, err = run_cli([game_id, "check", "--jsonl"], "\n".join(lines).encode() + b"\n")
    assert "Traceback" not in err and err == ""
    answers = out.splitlines()
    assert len(answers) == len(lines)
    for number, (line, answer) in enumerate(zip(lines, answers, strict=True), start=1):
        if line == good:
            assert json.loads(answer) == json.loads(alone), "a good line is answered as if it were alone"
        reply = json.loads(answer)
        if "error" in reply:
            assert reply["error"].startswith(f"line {number}: ") and len(reply["error"]) > len(f"line {number}: ") + 5
    assert status == (2 if any("error" in json.loads(answer) for answer in answers) else 0)


# ---------------------------------------------------------------------------------------------------------------
# The README's promise, for every command `rulebook --help` lists
# ---------------------------------------------------------------------------------------------------------------


def spoiled_options() -> list[tuple[tuple[str, ...], str, str]]:
    """Every (command, option, spoiled value) of every command: numbers in another script, unknown choices."""
    found = []
    for path, parser in sorted(commands().items()):
        for action in parser._actions:
            if not action.option_strings or action.nargs == 0:
                continue
            option = max(action.option_strings, key=len)
            if action.type in (int, float):
                raise AssertionError(f"{path} {option}: a number option takes an option type of text_numbers")
            if callable(action.type) and not isinstance(action.type, type):  # a number's option type
                found.append((path, option, "1²"))
            elif action.choices is not None:
                found.append((path, option, "nonesuch²"))
    return found


def required_words(path: tuple[str, ...]) -> list[str]:
    """What a command needs besides the option tested (its positionals, its required options), so that only the
    option is wrong: the parser refuses it before any of these is read."""
    parser = commands()[path]
    words: list[str] = []
    for action in parser._actions:
        if not action.option_strings and action.nargs != "?" and action.nargs != "*":
            words.append(next(iter(action.choices)) if action.choices else "x")
        elif action.required and action.option_strings:
            words += [action.option_strings[0], "x" if action.type is None else "1"]
    return words


@pytest.mark.parametrize(("path", "option", "value"), spoiled_options(), ids=lambda v: ascii(v)[:30])
def test_every_command_refuses_a_spoiled_option_value_in_one_line_naming_it(
    path: tuple[str, ...], option: str, value: str
) -> None:
    """Checked by the parser before any work: a bad number or choice of any command costs nothing to refuse."""
    status, out, err = run_cli([*path, *required_words(path), option, value])
    assert_answered_or_refused(status, out, err, culprit=value, allowed=(2,))
    assert option in err


@pytest.mark.parametrize("path", sorted(commands()), ids=" ".join)
def test_every_command_refuses_an_unknown_option_and_bytes_that_are_not_utf8_in_one_line(
    path: tuple[str, ...],
) -> None:
    status, out, err = run_cli([*path, *required_words(path), "--nonesuch"])
    assert_answered_or_refused(status, out, err, culprit="--nonesuch", allowed=(2,))
    spoiled = "--reading=" + (b"x\xff").decode("utf-8", "surrogateescape")
    if "--reading" in options(commands()[path]):
        status, out, err = run_cli([*path, *required_words(path), spoiled])
        assert_answered_or_refused(status, out, err, culprit="not UTF-8", allowed=(2,))


def test_the_readme_makes_the_promise_these_tests_hold() -> None:
    readme = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    assert "never a traceback" in readme and "batch mode" in readme
    assert all(parser.exit_statuses[0] == 0 and 2 in parser.exit_statuses for parser in commands().values())


# ---------------------------------------------------------------------------------------------------------------
# The adapter: every question's valid inputs (the game's own strategies), spoiled
# ---------------------------------------------------------------------------------------------------------------


def adapter_replies(game_id: str, requests: list[bytes]) -> list[dict[str, Any]]:
    """The adapter's reply to each request line, in order (run in this process under the hang guard)."""
    out = io.StringIO()
    with hang_guard():
        serve(io.TextIOWrapper(io.BytesIO(b"\n".join(requests) + b"\n")), out, answer_function(game(game_id)))
    return [json.loads(reply) for reply in out.getvalue().splitlines()]


@pytest.mark.parametrize("game_id", GAMES)
@HOSTILE
@given(data=st.data())
def test_the_adapter_answers_every_spoiled_question_input_in_its_place(game_id: str, data: st.DataObject) -> None:
    strategies = game(game_id).strategies
    assert strategies is not None
    inputs = strategies().inputs
    question = data.draw(st.sampled_from(sorted(inputs)), label="question")
    valid = data.draw(inputs[question](), label="input")
    spoiled = data.draw(json_mutations(valid), label="spoiled")

    def request(number: int, value: Any) -> bytes:
        return json.dumps({"id": number, "game": game_id, "question": question, "input": value}).encode()

    alone = adapter_replies(game_id, [request(1, valid)])
    replies = adapter_replies(game_id, [request(1, valid), request(2, spoiled), request(3, valid)])
    assert [reply["id"] for reply in replies] == [1, 2, 3]
    assert replies[0] == alone[0] and {**replies[2], "id": 1} == alone[0]
    assert len(set(replies[1]) & {"answer", "error"}) == 1
    if "error" in replies[1]:
        assert isinstance(replies[1]["error"], str) and "Traceback" not in replies[1]["error"]
