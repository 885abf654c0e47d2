"""No impossible state answered as if valid (issue 43, class 5): every game with play, every entry point of a state.

Each case starts from a state ``rulebook GAME new --seed N --json`` deals (or one the play commands reach from it),
spoils it by hand in one way, and names the invariant broken from the rules, in the case's comment. The spoiled
state is then refused, as one ``rulebook: error: STATE: impossible state: ...`` line with exit status 2, by the play
commands (``moves``/``actions`` and ``apply``), and as an error by the corpus questions of a state and the adapter
(``python -m rulebook.adapter GAME``); the untouched state is answered (exit status 0). SORRY!'s ``moves`` question
takes a position: one whose game is already won is refused too. A Hypothesis property per game walks random legal
play from a new game under drawn readings and finds every state on the way accepted: no false refusals.
"""

from __future__ import annotations

import copy
import io
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.adapter import answer_function
from rulebook.cli import main
from rulebook.core.corpus.adapter import answer_line
from rulebook.core.errors import InputError
from rulebook.core.play.commands import PlayFront, check_position
from rulebook.core.register import reading_keys
from rulebook.registry import game

ROOT = Path(__file__).resolve().parents[1]
PLAY_GAMES = ("forbidden", "tzq", "laopengh", "sorry")
"""The games with play commands (a state file)."""
MOVES = {"forbidden": "moves", "tzq": "moves", "laopengh": "moves", "sorry": "actions"}
"""The play command that lists a state's legal actions (SORRY!'s ``moves`` is the question of a card)."""
LEGAL_QUESTION = {
    "forbidden": "legal-actions",
    "tzq": "legal_actions",
    "laopengh": "legal_actions",
    "sorry": "legal_actions",
}
"""The corpus question of a state's legal actions."""

State = dict[str, Any]


def run(argv: list[str], stdin: str | None = None) -> tuple[int, str]:
    """``rulebook ARGV`` in this process, ``stdin`` as its standard input: exit status and standard output."""
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("sys.stdin", io.StringIO(stdin or ""))
        status = main(argv, out)
    return status, out.getvalue()


def cli(argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str | None = None) -> tuple[int, str, str]:
    """``rulebook ARGV`` in this process: exit status, standard output, standard error."""
    capsys.readouterr()
    status, out = run(argv, stdin)
    return status, out, capsys.readouterr().err


def state_of(answer: str) -> State:
    """A state file from a ``--json`` answer of ``new`` or ``apply``: its derived ``actor`` dropped."""
    state = json.loads(answer)
    del state["actor"]
    return dict(state)


def dealt(name: str, *options: str) -> State:
    """The state ``rulebook NAME new OPTIONS --json`` deals."""
    status, out = run([name, "new", *options, "--json"])
    assert status == 0
    return state_of(out)


def applied(name: str, state: State, *actions: str) -> State:
    """``state`` after ``rulebook NAME apply`` of each action in turn (each one the rules allow)."""
    for action in actions:
        status, out = run([name, "apply", "-", action, "--json"], json.dumps(state))
        assert status == 0
        state = state_of(out)
    return state


def first_action(name: str, state: State) -> str:
    """The first legal action ``moves --json`` lists for ``state``."""
    status, out = run([name, MOVES[name], "-", "--json"], json.dumps(state))
    assert status == 0
    return str(json.loads(out)["actions"][0]["text"])


# --- the states and their spoils -------------------------------------------------------------------------------


def forbidden_start() -> State:
    """Four players' first deal: player 1 to start a turn; player 1's hand holds the Emperor (seed 1)."""
    return dealt("forbidden", "--seed", "1", "--players", "4")


def tzq_start() -> State:
    """Round 1 dealt, player 0 to draw, five cards each (seed 1)."""
    return dealt("tzq", "--seed", "1")


def laopengh_place() -> State:
    """Three players, each has revealed a card: phase place, the orders list all three (seed 3)."""
    state = dealt("laopengh", "--seed", "3", "--players", "3")
    reveals = [f"reveal {player} {state['hands'][player][0]}" for player in range(3)]
    return applied("laopengh", state, *reveals)


def sorry_start() -> State:
    """A two-player standard game, red and yellow, every pawn in START, red to draw (seed 3)."""
    return dealt("sorry", "--seed", "3", "--players", "2")


def sorry_points() -> State:
    """A two-player points game: five cards in each hand, red to play (seed 3)."""
    return dealt("sorry", "--seed", "3", "--players", "2", "--mode", "points")


def sorry_teams() -> State:
    """A four-player team game: red with yellow, blue with green (seed 3)."""
    return dealt("sorry", "--seed", "3", "--players", "4", "--mode", "teams")


@dataclass(frozen=True)
class Spoil:
    """One way to spoil a valid state, and words of the invariant it breaks that the refusal must name."""

    id: str
    game: str
    start: Callable[[], State]
    spoil: Callable[[State], None]
    names: tuple[str, ...]


def _forbidden_second_emperor(state: State) -> None:
    # Section 2: the deck holds one Emperor (player 1 has it); another in player 0's hand is a card the deck lacks,
    # and player 0 then holds 14 cards between turns (Section 3: 13).
    state["players"][0]["hand"].append("EM")


def _forbidden_short_hand(state: State) -> None:
    # Section 3: every hand holds 13 cards between turns; player 2's first card goes back under the draw pile.
    state["draw_pile"].append(state["players"][2]["hand"].pop(0))


def _tzq_twice(state: State) -> None:
    # Contents: one copy of each coin. Player 1's first card becomes player 0's first coin: two copies of that coin.
    state["players"][1]["hand"][0] = state["players"][0]["hand"][0]


def _tzq_six_at_start(state: State) -> None:
    # Glossary "Hand": five cards at a turn's start; the draw pile's top card in player 0's hand makes six.
    state["players"][0]["hand"].append(state["draw_pile"].pop(0))
    state["players"][0]["hand"].sort()


def _tzq_winner_in_play(state: State) -> None:
    # End of the Round: a winner is named only once a round is over, not at a turn's start.
    state["winner"] = 0


def _tzq_taken_uncombined(state: State) -> None:
    # Course of Play II: a discard is taken only to expose a combination with it. Player 0 holds 1a 4b 7c E S and
    # has taken 9d: no run (7-8-9 lacks the 8), no triplet (one 9, no joker), so the phase waits for a combination
    # that cannot be made. Every card stays in one place: player 1 and the draw pile hold the rest.
    wanted = ["1a", "4b", "7c", "E", "S", "9d"]
    rest = state["players"][0]["hand"] + state["players"][1]["hand"] + state["draw_pile"]
    for card in wanted:
        rest.remove(card)
    state["players"][0]["hand"], state["players"][1]["hand"], state["draw_pile"] = wanted, rest[:5], rest[5:]
    state.update(phase="taken", taken="9d", turn=0)


def _order(order: list[int] | None) -> Callable[[State], None]:
    def spoil(state: State) -> None:
        # Sequence of Play: every player who revealed a card places it, each once, in the order of the numbers;
        # an order lists exactly the players still holding a revealed card (here all three).
        state["orders"] = [] if order is None else [order]

    return spoil


def _laopengh_all_revealed_in_reveal(state: State) -> None:
    # Sequence of Play: once every player has laid a card face down they are turned up and placed; a reveal
    # phase with all three cards laid is one that has already become the placing.
    state.update(phase="reveal", orders=[])


def _laopengh_open_unplaced(state: State) -> None:
    # Suspicion (reading suspicion.window=next-placement): the card open to accusation is the one placed last, so
    # its owner has placed this round's card; player 1 still holds a revealed card, and pile 0's one card was laid
    # at the setup, on nothing.
    state["open"] = [{"pile": 0, "player": 1, "legal": True}]


def _laopengh_winner_in_play(state: State) -> None:
    # End of Game: winners are named once the game is over.
    state["winners"] = [0]


def _sorry_six_in_hand(state: State) -> None:
    # Playing for points: each player holds five cards; the draw pile's top card in red's hand makes six.
    state["hands"]["R"].append(state["draw"].pop(0))


def _sorry_red_home(state: State) -> None:
    # Winning: the first player to get all four pawns HOME wins, so red all HOME is a game over, not red to draw.
    state["pawns"]["R"] = ["home"] * 4


def _sorry_two_home(state: State) -> None:
    # Winning: the game ends at the move that takes a colour's last pawn HOME, so red and yellow cannot both have
    # all four HOME; red named the winner does not make the position one a game reaches.
    state["pawns"]["R"] = ["home"] * 4
    state["pawns"]["Y"] = ["home"] * 4
    state.update(phase="over", winners=["R"])


def _sorry_wrong_winner(state: State) -> None:
    # Winning: red has all four HOME and wins; yellow, with every pawn in START, cannot be the winner.
    state["pawns"]["R"] = ["home"] * 4
    state.update(phase="over", winners=["Y"])


def _sorry_half_team(state: State) -> None:
    # Team rules: a team wins when both partners have all pawns HOME, and both win; red alone is not a winner.
    state["pawns"]["R"] = ["home"] * 4
    state.update(phase="over", winners=["R"])


SPOILS = (
    Spoil("forbidden-turn", "forbidden", forbidden_start, lambda s: s.update(turn=7), ("turn is 7",)),
    Spoil("forbidden-second-emperor", "forbidden", forbidden_start, _forbidden_second_emperor, ("EM", "14 cards")),
    Spoil("forbidden-short-hand", "forbidden", forbidden_start, _forbidden_short_hand, ("players[2].hand", "12")),
    Spoil("tzq-coin-twice", "tzq", tzq_start, _tzq_twice, ("2 copies",)),
    Spoil("tzq-six-at-start", "tzq", tzq_start, _tzq_six_at_start, ("players[0].hand holds 6",)),
    Spoil("tzq-winner-in-play", "tzq", tzq_start, _tzq_winner_in_play, ("winner",)),
    Spoil("tzq-taken-uncombined", "tzq", tzq_start, _tzq_taken_uncombined, ("no legal action in phase taken",)),
    Spoil("laopengh-order-twice", "laopengh", laopengh_place, _order([0, 0, 1]), ("order (0, 0, 1)",)),
    Spoil("laopengh-order-short", "laopengh", laopengh_place, _order([0, 1]), ("order (0, 1)",)),
    Spoil("laopengh-order-empty", "laopengh", laopengh_place, _order([]), ("order ()",)),
    Spoil("laopengh-no-order", "laopengh", laopengh_place, _order(None), ("no order",)),
    Spoil("laopengh-all-revealed", "laopengh", laopengh_place, _laopengh_all_revealed_in_reveal, ("revealed",)),
    Spoil("laopengh-open-unplaced", "laopengh", laopengh_place, _laopengh_open_unplaced, ("owner", "on nothing")),
    Spoil("laopengh-winner-in-play", "laopengh", laopengh_place, _laopengh_winner_in_play, ("winners",)),
    Spoil("sorry-six-card-hand", "sorry", sorry_points, _sorry_six_in_hand, ("R's hand", "5")),
    Spoil("sorry-red-home-in-play", "sorry", sorry_start, _sorry_red_home, ("R all HOME",)),
    Spoil("sorry-points-red-home", "sorry", sorry_points, _sorry_red_home, ("R all HOME",)),
    Spoil("sorry-two-home", "sorry", sorry_start, _sorry_two_home, ("winners", "R, Y all HOME")),
    Spoil("sorry-wrong-winner", "sorry", sorry_start, _sorry_wrong_winner, ("winner Y", "off HOME", "R all HOME")),
    Spoil("sorry-half-team", "sorry", sorry_teams, _sorry_half_team, ("winners", "team")),
)


def spoiled(case: Spoil) -> tuple[State, State]:
    """The untouched state and the spoiled one."""
    start = case.start()
    state = copy.deepcopy(start)
    case.spoil(state)
    return start, state


def assert_refused(status: int, out: str, err: str, path: str, names: tuple[str, ...]) -> None:
    """Exit status 2, nothing answered, one error line naming the file and every word of the broken invariant."""
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith(f"rulebook: error: {path}: impossible state: "), err
    assert "Traceback" not in err
    for name in names:
        assert name in err, (name, err)


@pytest.mark.parametrize("case", SPOILS, ids=lambda case: case.id)
def test_a_spoiled_state_is_refused_by_the_play_commands(
    case: Spoil, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start, state = spoiled(case)
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(start))
    bad.write_text(json.dumps(state))
    action = first_action(case.game, start)
    capsys.readouterr()
    # the untouched state is answered, by both commands
    assert cli([case.game, MOVES[case.game], str(good)], capsys)[0] == 0
    assert cli([case.game, "apply", str(good), action], capsys)[0] == 0
    # the spoiled one is refused by both, before any action is read
    assert_refused(*cli([case.game, MOVES[case.game], str(bad)], capsys), str(bad), case.names)
    assert_refused(*cli([case.game, MOVES[case.game], str(bad), "--json"], capsys), str(bad), case.names)
    assert_refused(*cli([case.game, "apply", str(bad), action], capsys), str(bad), case.names)
    assert_refused(*cli([case.game, "apply", "-", action], capsys, json.dumps(state)), "standard input", case.names)


@pytest.mark.parametrize("case", SPOILS, ids=lambda case: case.id)
def test_a_spoiled_state_is_refused_by_the_corpus_questions_and_the_adapter(case: Spoil) -> None:
    start, state = spoiled(case)
    chosen = game(case.game)
    question = LEGAL_QUESTION[case.game]
    assert chosen.answer("engine", question, {"state": start}, {})  # the untouched state: its legal actions
    with pytest.raises(InputError, match="impossible state") as refusal:
        chosen.answer("engine", question, {"state": state}, {})
    for name in case.names:
        assert name in str(refusal.value)
    request = json.dumps({"id": "x", "game": case.game, "question": question, "input": {"state": state}})
    reply = answer_line(request, answer_function(chosen))
    assert "answer" not in reply and "impossible state" in reply["error"]
    if "no legal action" in case.names[0]:
        return  # apply refuses every action of a state that offers none (see the FORBIDDEN corpus case below)
    action = first_action(case.game, start)
    with pytest.raises(InputError, match="impossible state"):
        chosen.answer("engine", "apply", {"state": state, "action": action}, {})


def test_the_three_cases_of_the_sweep_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The hostile-input sweep's findings, as it made them. Lao Pengh: an order that is not a permutation of the
    # players, or none (place phase); SORRY!: a six-card hand in the points game (a card of the draw pile moved into
    # a hand), and all four of a colour's pawns HOME with no winner named.
    place = laopengh_place()
    points = dealt("sorry", "--seed", "3", "--players", "2", "--mode", "points")
    standard = sorry_start()
    cases: list[tuple[str, State, str]] = []
    for order in ([2, 1, 1], [1], []):
        cases.append(("laopengh", {**place, "orders": [order]}, f"order {tuple(order)}"))
    cases.append(("laopengh", {**place, "orders": []}, "no order"))
    six = copy.deepcopy(points)
    six["hands"]["Y"].append(six["draw"].pop(0))
    cases.append(("sorry", six, "Y's hand"))
    home = copy.deepcopy(standard)
    home["pawns"]["Y"] = ["home"] * 4
    cases.append(("sorry", home, "Y all HOME"))
    for index, (name, state, words) in enumerate(cases):
        path = tmp_path / f"sweep-{index}.json"
        path.write_text(json.dumps(state))
        assert_refused(*cli([name, MOVES[name], str(path)], capsys), str(path), (words,))


def test_a_forbidden_claim_with_nobody_left_to_ask_is_refused_by_the_play_commands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Section 6: the holders of a Forbidden card are asked in turn; once all have declined the claim is settled,
    # so a claim phase with nobody left to ask offers no action and no game reaches it. The corpus's case
    # round-mutant.pass-with-nobody-to-ask holds such a state (committed; its answer, a refused pass, stands:
    # apply refuses every action there), and the play commands refuse the state itself.
    corpus = json.loads((ROOT / "generated/forbidden/round_mutants.json").read_text())
    (case,) = [case for case in corpus["cases"] if case["id"] == "round-mutant.pass-with-nobody-to-ask"]
    path = tmp_path / "claim.json"
    path.write_text(json.dumps(case["input"]["state"]))
    assert_refused(*cli(["forbidden", "moves", str(path)], capsys), str(path), ("no legal action in phase claim",))
    chosen = game("forbidden")
    assert chosen.answer("engine", "apply", case["input"], {}) == case["expected"] == {"refused": True}
    with pytest.raises(InputError, match="no legal action in phase claim"):
        chosen.answer("engine", "legal-actions", {"state": case["input"]["state"]}, {})


# --- Lao Pengh: the cards a state leaves out are set aside --------------------------------------------------------


def test_a_lao_pengh_state_may_leave_out_the_cards_aside(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # spec/laopengh-state.schema.json: "aside" may be left out; the setup's leftovers take no part in the game
    # (Setup), so a state without them answers as the whole one does, and so does one without player 2's hand
    # (its cards counted as aside). What else is wrong with it is still refused: here the placing orders.
    whole = laopengh_place()
    shown = {**whole, "aside": []}
    states = {"whole": whole, "shown": shown, "fewer": {**shown, "hands": [*whole["hands"][:2], []]}}
    answers = []
    for name, state in states.items():
        (tmp_path / f"{name}.json").write_text(json.dumps(state))
        answers.append(cli(["laopengh", "moves", str(tmp_path / f"{name}.json"), "--json"], capsys))
    assert [status for status, _, _ in answers] == [0, 0, 0] and answers[0][1] == answers[1][1] == answers[2][1]
    path = tmp_path / "no-order.json"
    path.write_text(json.dumps({**shown, "orders": []}))
    assert_refused(*cli(["laopengh", "moves", str(path)], capsys), str(path), ("no order",))
    assert game("laopengh").answer("engine", "legal_actions", {"state": shown}, {})


# --- SORRY!: the position of the moves question --------------------------------------------------------------------


def test_sorry_moves_refuses_a_position_whose_game_is_won(capsys: pytest.CaptureFixture[str]) -> None:
    # Winning: a colour with all four pawns HOME has won; no card is played after. Under the team rules a colour
    # all HOME goes on moving its partner's pawns until the team is HOME.
    status, out, err = cli(["sorry", "moves", "R:home,home,home,home B:3", "5"], capsys)
    won_line = "impossible position: 1 problem: R all HOME, yet the game goes on"
    assert (status, out, err) == (2, "", f"rulebook: error: {won_line}\n")
    status, out, _ = cli(["sorry", "moves", "R:home,home,home,home B:3 Y:10 G:", "5", "--mode", "teams"], capsys)
    assert status == 0 and "Y 10-15" in out
    won = {"pawns": {"R": ["home"] * 4, "B": ["3"]}, "card": "5"}
    lines = json.dumps(won) + "\n" + json.dumps({"pawns": {"R": ["4"], "B": ["3"]}, "card": "5"}) + "\n"
    status, out, _ = cli(["sorry", "moves", "--jsonl"], capsys, lines)
    first, second = (json.loads(line) for line in out.splitlines())
    # a batch with a bad line exits 2 (as for any bad line); the bad line gets its error, the other its answer
    assert status == 2 and first == {"error": f"line 1: {won_line}"}
    assert [move["move"] for move in second["moves"]] == ["R 4-9"]  # red's one pawn out moves five; START needs 1, 2
    with pytest.raises(InputError, match="impossible position"):
        game("sorry").answer("engine", "moves", won, {})


# --- no false refusals --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Walk:
    """How a game starts under a reading, the readings held fixed (those no new game is dealt under), how many
    actions to play at most, and the action that deals the next round once one is over (None: no rounds)."""

    start: Callable[[random.Random, Any], Any]
    fixed: dict[str, str]
    steps: int
    next_round: Callable[[random.Random, Any], Any] | None = None


def _forbidden_start(rng: random.Random, reading: Any) -> Any:
    from rulebook.forbidden.engine.round import new_game

    return new_game(rng.randint(2, 4), rng.randrange(2**16), reading)


def _tzq_start(rng: random.Random, reading: Any) -> Any:
    from rulebook.tzq.engine.deal import new_game

    return new_game(rng.randrange(2**16), rng.randrange(2))


def _laopengh_start(rng: random.Random, reading: Any) -> Any:
    from rulebook.laopengh.engine.play import new

    return new(rng.randint(2, 6), rng.randrange(2**16), reading)


def _sorry_start(rng: random.Random, reading: Any) -> Any:
    from rulebook.sorry.engine.play import new

    mode = rng.choice(("standard", "teams", "points"))
    return new(4 if mode == "teams" else rng.randint(2, 4), mode, rng.randrange(2**16), reading)


def _forbidden_deal(rng: random.Random, state: Any) -> Any:
    from rulebook.forbidden.engine.simulate import seeded_deal

    return seeded_deal(state, rng.randrange(2**16))


def _tzq_next_round(rng: random.Random, state: Any) -> Any:
    from rulebook.tzq.actions import NextRound

    return NextRound()


WALKS = {
    "forbidden": Walk(_forbidden_start, {}, 300, _forbidden_deal),
    "tzq": Walk(_tzq_start, {}, 300, _tzq_next_round),
    "laopengh": Walk(_laopengh_start, {"deck.composition": "two-each"}, 200),
    "sorry": Walk(_sorry_start, {}, 400),
}


def readings(name: str) -> st.SearchStrategy[dict[str, str]]:
    """A choice of every reading key of ``name``'s register (those :data:`WALKS` fixes kept)."""
    keys = {entry.key: entry.options for entry in reading_keys(name)}
    fixed = WALKS[name].fixed
    drawn = {key: st.sampled_from(options) for key, options in keys.items() if key not in fixed}
    return st.fixed_dictionaries(drawn).map(lambda choices: {**choices, **fixed})


def test_every_front_says_its_idle_phases_as_its_state_does() -> None:
    from importlib import import_module

    for name in PLAY_GAMES:
        front = import_module(f"rulebook.{name}.commands.play").FRONT
        assert front.idle_phases == import_module(f"rulebook.{name}.state").IDLE_PHASES, name


@pytest.mark.parametrize("name", PLAY_GAMES)
@settings(max_examples=6, deadline=None, database=None)
@given(choices=st.data(), seed=st.integers(0, 2**32 - 1))
def test_states_reached_by_legal_play_are_accepted(name: str, choices: st.DataObject, seed: int) -> None:
    from importlib import import_module

    front: PlayFront[Any, Any, Any] = import_module(f"rulebook.{name}.commands.play").FRONT
    chosen = choices.draw(readings(name))
    reading = game(name).reading.from_mapping(chosen)
    rng = random.Random(seed)
    walk = WALKS[name]
    state = walk.start(rng, reading)
    for _ in range(walk.steps):
        check_position(front, state, reading)  # every state on the way, as the engine left it
        actions = front.legal_actions(state, reading)
        if actions:
            state = front.apply(state, rng.choice(list(actions)), reading)
        elif walk.next_round is not None and state.phase == "round-over":
            state = front.apply(state, walk.next_round(rng, state), reading)
        else:
            break  # the game is over
    # the last one also as a state file, through the console script under the same readings
    pairs = [f"--reading={key}={value}" for key, value in chosen.items()]
    text = json.dumps(front.state_json(state))
    assert run([name, MOVES[name], "-", *pairs], text)[0] == 0, text
