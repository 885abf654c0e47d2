"""The game impacts of ``rulebook diff forbidden`` measured together equal the three measured one at a time.

``game_play_impacts`` plays each seeded game once under the base reading (rescoring its rounds and judging its
positions as it goes) and once under the other; ``round_impact``, ``decision_impact`` and ``game_impact`` each
play their own games. The same seeds are the same games, so every count must agree to the unit.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rulebook.core.errors import InputError
from rulebook.forbidden.actions import Action, Deal
from rulebook.forbidden.engine import play as engine_play
from rulebook.forbidden.engine.simulate import PlayCounts, play_game
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings import impact_games
from rulebook.forbidden.readings.impact import game_impact, round_impact
from rulebook.forbidden.readings.impact_decisions import decision_impact
from rulebook.forbidden.readings.impact_games import game_play_impacts
from rulebook.forbidden.state import State

EMPEROR_WITH_REAL = Reading(emperor_forbidden="with-real-forbidden")  # hand scope: rounds can be rescored
NO_WILD_CLAIM = Reading(claim_wild="no")  # play scope: only decisions and games


@pytest.mark.parametrize("other", [EMPEROR_WITH_REAL, Reading(wild_exhausted_card="refused")])
def test_a_hand_reading_measured_together_equals_each_impact_alone(other: Reading) -> None:
    together = game_play_impacts(Reading(), other, 5, 4, 7, rounds=True)
    assert list(together) == ["rounds", "decisions", "games"]
    assert together["rounds"].as_json() == round_impact(Reading(), other, 5, 4, 7).as_json()
    assert together["decisions"].as_json() == decision_impact(Reading(), other, 5, 4, 7).as_json()
    assert together["games"].as_json() == game_impact(Reading(), other, 5, 4, 7).as_json()


def test_a_play_reading_measured_together_equals_each_impact_alone_and_rescores_no_round() -> None:
    together = game_play_impacts(Reading(), NO_WILD_CLAIM, 4, 3, 2, rounds=False, max_rounds=2)
    assert list(together) == ["decisions", "games"]
    alone = decision_impact(Reading(), NO_WILD_CLAIM, 4, 3, 2, max_rounds=2)
    assert together["decisions"].as_json() == alone.as_json()
    assert alone.actions.hits > 0  # the wild claims of random play: the comparison is not of two empty counts
    assert together["games"].as_json() == game_impact(Reading(), NO_WILD_CLAIM, 4, 3, 2, max_rounds=2).as_json()


def test_each_game_is_played_once_under_each_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[Reading] = []
    real = impact_games.play_random_game

    def counted(players: int, seed: int, reading: Reading, *rest: object) -> object:
        played.append(reading)
        return real(players, seed, reading, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(impact_games, "play_random_game", counted)
    game_play_impacts(Reading(), EMPEROR_WITH_REAL, 3, 4, 1, rounds=True)
    assert played.count(Reading()) == 3 and played.count(EMPEROR_WITH_REAL) == 3


def test_rounds_are_refused_for_a_reading_of_play_and_bad_counts_before_any_game() -> None:
    with pytest.raises(InputError, match=r"claim\.wild"):
        game_play_impacts(Reading(), NO_WILD_CLAIM, 2, rounds=True)
    with pytest.raises(InputError, match="number of games"):
        game_play_impacts(Reading(), EMPEROR_WITH_REAL, -1, rounds=False)


def test_the_game_hands_its_watchers_the_legal_actions_it_chose_from() -> None:
    # The judge compares the base reading's legal actions with the other reading's without listing them again: the
    # game hands over the list it chose the action from. That list must be the engine's own at the position (and
    # nothing at a deal, which is no choice), or the judge would compare the wrong lists.
    seen: list[tuple[State, Action, Sequence[Action] | None]] = []

    class Recorder(PlayCounts):
        def count(self, before: State, action: Action, after: State, legal: Sequence[Action] | None = None) -> None:
            super().count(before, action, after, legal)
            seen.append((before, action, legal))

    play_game(4, 11, counts=Recorder(), check=False)
    deals = [legal for _, action, legal in seen if isinstance(action, Deal)]
    chosen = [(before, action, legal) for before, action, legal in seen if not isinstance(action, Deal)]
    assert deals and all(legal is None for legal in deals)
    assert chosen
    for before, action, legal in chosen:
        assert legal is not None and action in legal
        assert tuple(legal) == engine_play.legal_actions(before)
