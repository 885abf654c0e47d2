"""Impact of a reading: shares of hands, rounds and games whose outcome changes, worked out by hand where we can.

The reading used most is ``emperor.forbidden`` (Section 7, "Cheng"; spec reading ``emperor.forbidden``). Under
``always`` the Emperor counts as a Forbidden card for the player going Cheng, so a hand holding the Emperor and no
Forbidden card holds a *lone* Forbidden card and may not go Cheng (rule forbidden.cheng.lone-forbidden). Under
``with-real-forbidden`` the Emperor counts only next to a real Forbidden card, so that hand holds none and may go
Cheng if complete. Hands without the Emperor, or with the Emperor and a real Forbidden card, count the same number
of Forbidden cards under both. The non-Cheng score does not depend on the reading at all: the Emperor protects
its holder from the Forbidden penalty under both, and the penalty counts only real Forbidden cards (Scoring).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterator

import pytest

from rulebook.core.errors import InputError
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.forbidden.engine.simulate import simulate
from rulebook.forbidden.hand import parse_query
from rulebook.forbidden.reading import Reading
from rulebook.forbidden.readings.impact import (
    DECIDING_HAND,
    GameImpact,
    HandImpact,
    HandShares,
    RoundImpact,
    compare_hands,
    deal_hand,
    game_impact,
    hand_impact,
    round_impact,
)

DEFAULT = Reading()
WITH_REAL = Reading(emperor_forbidden="with-real-forbidden")
FAST = Reading(variant_fast="yes")

# A complete 14-card hand with the Emperor and no Forbidden card: R2 R3 R4 (run), G5 x4 (kong), B7 B8 BY=9 (run),
# R7 x3 (pung) and the Emperor. Default: the Emperor is a lone Forbidden card -> may not go Cheng as held; it may
# after discarding the Emperor (the 13 number cards stay complete, no Forbidden card left), for the same score as
# under with-real-forbidden without a discard: 5 + 10 + (5 + 5 Yin-Yang) + 5 = 30 set points + 10 Cheng bonus, no
# multiplier (no Forbidden card counts) either way. So the may-Cheng verdict and the Cheng score as held change,
# the best Cheng after a discard does not.
COMPLETE_WITH_EMPEROR = parse_query("R2 R3 R4 G5 G5 G5 G5 B7 B8 BY R7 R7 R7 EM")
# The same sets with one G5 fewer (a pung) and a stray G3 (no G4 in hand: G3 fits no set). Default: discarding G3
# keeps the lone Emperor, discarding the Emperor keeps G3 -> no way to go Cheng. With-real-forbidden: discard G3
# and go Cheng. Incomplete under both, so the may-Cheng verdict (False) and the non-Cheng score do not change.
EMPEROR_AND_STRAY = parse_query("R2 R3 R4 G5 G5 G5 B7 B8 BY R7 R7 R7 EM G3")
# Twelve cards in four sets and two strays (G3, B2: no G4 or B3/B4 in hand). No Emperor: the emperor reading
# changes nothing. One discard leaves a stray; the Fast version's two discards leave four complete sets.
TWO_STRAYS = parse_query("R2 R3 R4 G5 G5 G5 B7 B8 BY R7 R7 R7 G3 B2")


def _proportions(shares: HandShares) -> Iterator[Proportion]:
    return (getattr(shares, name) for name in HandShares.__dataclass_fields__)


def _all_hand_proportions(impact: HandImpact) -> Iterator[Proportion]:
    yield impact.complete
    yield impact.can_cheng
    for shares in (impact.all_hands, impact.complete_hands, impact.cheng_hands):
        yield from _proportions(shares)


# ---------------------------------------------------------------------------------------------------------------
# Hands
# ---------------------------------------------------------------------------------------------------------------


def test_hand_built_hands_change_as_worked_out_by_hand() -> None:
    impact = compare_hands(DEFAULT, WITH_REAL, [COMPLETE_WITH_EMPEROR, EMPEROR_AND_STRAY, TWO_STRAYS], "three hands")
    everyone = impact.all_hands
    assert (everyone.may_cheng.hits, everyone.cheng_score.hits, everyone.other_score.hits) == (1, 1, 0)
    assert (everyone.cheng_option.hits, everyone.best_cheng.hits) == (1, 1)  # EMPEROR_AND_STRAY only
    # COMPLETE_WITH_EMPEROR (verdict) and EMPEROR_AND_STRAY (reasons for refusal, and the Cheng option) change.
    assert everyone.any_change.hits == 2
    assert all(p.n == 3 for p in _proportions(everyone))
    # Only COMPLETE_WITH_EMPEROR is complete, and its may-Cheng verdict changes.
    assert impact.complete == proportion(1, 3)
    assert (impact.complete_hands.may_cheng.hits, impact.complete_hands.may_cheng.n) == (1, 1)
    # COMPLETE_WITH_EMPEROR can go Cheng under both readings, EMPEROR_AND_STRAY under with-real-forbidden only.
    assert impact.can_cheng == proportion(2, 3)
    assert (impact.cheng_hands.cheng_option.hits, impact.cheng_hands.cheng_option.n) == (1, 2)


def test_fast_variant_changes_only_the_cheng_option() -> None:
    # variant.fast changes how many cards may be discarded before going Cheng, nothing about a hand as held.
    impact = compare_hands(DEFAULT, FAST, [COMPLETE_WITH_EMPEROR, TWO_STRAYS], "two hands")
    everyone = impact.all_hands
    assert (everyone.may_cheng.hits, everyone.cheng_score.hits, everyone.other_score.hits) == (0, 0, 0)
    # TWO_STRAYS: no Cheng with one discard, a Cheng with two. COMPLETE_WITH_EMPEROR: discarding the Emperor is the
    # best either way (a second discard only breaks the kong or a run).
    assert (everyone.cheng_option.hits, everyone.best_cheng.hits, everyone.any_change.hits) == (1, 1, 1)


def test_equal_readings_change_no_hand() -> None:
    reading = Reading(emperor_forbidden="with-real-forbidden", wild_yin_yang_bonus="yes")
    impact = hand_impact(reading, reading, samples=300, seed=3)
    for p in _all_hand_proportions(impact):
        if p is not impact.complete and p is not impact.can_cheng:
            assert p.hits == 0
    assert impact.all_hands.any_change.n == 300


def test_random_hands_measure_the_emperor_reading() -> None:
    samples = 2_000
    impact = hand_impact(DEFAULT, WITH_REAL, samples=samples, seed=11)
    everyone = impact.all_hands
    assert all(p.n == samples for p in _proportions(everyone))
    assert impact.complete.n == impact.can_cheng.n == samples
    assert impact.complete_hands.may_cheng.n == impact.complete.hits
    assert impact.cheng_hands.cheng_option.n == impact.can_cheng.hits
    # The non-Cheng score never changes (module docstring).
    assert everyone.other_score.hits == 0
    # The may-Cheng verdict changes only for complete hands with the Emperor and no Forbidden card, and then the
    # Cheng score changes too (none under always, a score under with-real-forbidden).
    assert everyone.may_cheng.hits == everyone.cheng_score.hits == impact.complete_hands.may_cheng.hits
    # Every hand with the Emperor and no Forbidden card changes its answer (at least the reasons for refusal:
    # forbidden.cheng.lone-forbidden under always only), and no other hand does. Such a hand is the Emperor plus 13
    # of the 90 cards that are neither the Emperor nor Forbidden:
    #   P = C(90, 13) / C(100, 14) = 14/100 * (86/99)(85/98)(84/97)(83/96)(82/95)(81/94)(80/93)(79/92)(78/91)
    #     = 0.14 * exp(-(0.14077 + 0.14232 + 0.14389 + 0.14551 + 0.14715 + 0.14885 + 0.15057 + 0.15234 + 0.15415))
    #     = 0.14 * exp(-1.32555) = 0.14 * 0.26566 = 0.03719
    # The deals are uniform, so the sample's share must agree with P; a 99.9 % interval keeps a fixed seed honest.
    p = math.comb(90, 13) / math.comb(100, 14)
    assert p == pytest.approx(0.03719, abs=1e-5)
    hits = everyone.any_change.hits
    assert proportion(hits, samples, confidence=0.999).contains(p)
    assert everyone.any_change.contains(hits / samples)


def test_random_hands_measure_the_fast_variant() -> None:
    impact = hand_impact(DEFAULT, FAST, samples=600, seed=2)
    everyone = impact.all_hands
    assert (everyone.may_cheng.hits, everyone.cheng_score.hits, everyone.other_score.hits) == (0, 0, 0)
    # Two discards allow every Cheng one discard allows and more: the option can appear, never disappear; a hand
    # whose option differs has one under the Fast version, so the changed hands are among the Cheng-able ones.
    assert everyone.cheng_option.hits <= everyone.best_cheng.hits == everyone.any_change.hits
    assert impact.cheng_hands.cheng_option.hits == everyone.cheng_option.hits


def test_hand_impact_is_reproducible_from_its_seed() -> None:
    first, second = (hand_impact(DEFAULT, WITH_REAL, samples=200, seed=7).as_json() for _ in range(2))
    assert first == second
    assert first["samples"] == 200 and first["seed"] == 7


def test_dealt_hands_are_14_cards_of_the_deck() -> None:
    hands = [deal_hand(random.Random(5)) for _ in range(2)]
    assert hands[0] == hands[1]  # the same seed deals the same hand
    assert len(hands[0].hand) == DECIDING_HAND == 14
    assert hands[0].laid == () and hands[0].table_forbidden == 0


def test_every_interval_contains_its_share() -> None:
    impact = hand_impact(DEFAULT, WITH_REAL, samples=400, seed=4)
    for p in _all_hand_proportions(impact):
        if p.share is not None:
            assert p.low <= p.share <= p.high


def test_hand_report_reads_like_a_ruling_and_is_json() -> None:
    impact = hand_impact(DEFAULT, WITH_REAL, samples=50, seed=1)
    lines = impact.describe()
    assert lines[0].startswith("Sample: 50 random 14-card hands")
    assert "random.Random(1)" in lines[0]
    rulings = [line for line in lines if line.startswith("Under ")]
    assert rulings and all(
        line.startswith("Under emperor.forbidden=with-real-forbidden (instead of always), ") for line in rulings
    )
    data = json.loads(json.dumps(impact.as_json()))
    assert data["readings"]["other"] == {"emperor.forbidden": "with-real-forbidden"}
    assert data["readings"]["base"] == {}
    assert data["all_hands"]["may_cheng"]["n"] == 50


def test_bad_sample_sizes_are_refused() -> None:
    with pytest.raises(InputError):
        hand_impact(DEFAULT, WITH_REAL, samples=-1, seed=1)
    assert hand_impact(DEFAULT, WITH_REAL, samples=0, seed=1).all_hands.may_cheng.share is None


def test_progress_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    hand_impact(DEFAULT, WITH_REAL, samples=5, seed=1, progress=True)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "hand" in captured.err


# ---------------------------------------------------------------------------------------------------------------
# Rounds
# ---------------------------------------------------------------------------------------------------------------


def test_equal_readings_change_no_round_and_every_round_is_seen() -> None:
    reading = Reading(marriage="empress-alone")
    impact = round_impact(reading, reading, games=3, players=3, seed=5)
    assert impact.scores.hits == impact.winner.hits == impact.cheng_refused.hits == 0
    # Every round of the very games simulate() plays is rescored once; the Cheng share is among Cheng rounds.
    played = simulate(3, 3, 5, reading=reading, progress=False, check=False)
    assert impact.rounds == impact.scores.n == impact.winner.n == played.rounds > 0
    assert impact.cheng_refused.n == played.rounds_by_cheng


def test_emperor_reading_never_changes_a_round_played_under_always() -> None:
    # Under always nobody goes Cheng with the Emperor and no Forbidden card (a lone Forbidden card); every Cheng
    # actually played counts the same Forbidden cards under with-real-forbidden, and non-Cheng scores ignore the
    # reading (module docstring). So rescoring changes nothing.
    impact = round_impact(DEFAULT, WITH_REAL, games=4, players=4, seed=2)
    assert impact.rounds > 0
    assert impact.scores.hits == impact.winner.hits == impact.cheng_refused.hits == 0


def test_marriage_reading_changes_rounds() -> None:
    # Under empress-alone the Empress alone doubles its holder's score (Scoring, "Royal Marriage"). In a round ended
    # by a Cheng, a player holding the Empress without the Emperor scores double, which differs unless the score is
    # 0. The Empress is among the 13+ cards of some player in about half of the rounds of a 4-player game
    # (4 x 13 of 100 cards dealt), so a few games have such rounds.
    impact = round_impact(DEFAULT, Reading(marriage="empress-alone"), games=4, players=4, seed=1)
    assert impact.scores.hits >= 1
    assert impact.winner.hits <= impact.scores.hits  # a new round winner needs a changed score
    assert impact.scores.contains(impact.scores.hits / impact.scores.n)
    assert impact.describe()[1].startswith("Under marriage=empress-alone (instead of emperor-and-empress), ")
    assert json.loads(json.dumps(impact.as_json()))["rounds"] == impact.rounds


@pytest.mark.parametrize(
    "other",
    [Reading(treasure_won="cheng-player"), Reading(claim_wild="no", marriage="empress-alone")],
)
def test_round_impact_refuses_play_readings(other: Reading) -> None:
    with pytest.raises(InputError, match="game_impact"):
        round_impact(DEFAULT, other, games=1, players=4, seed=1)


def test_round_impact_refuses_the_fast_variant() -> None:
    with pytest.raises(InputError, match=r"variant\.fast"):
        round_impact(DEFAULT, FAST, games=1, players=4, seed=1)


def test_round_impact_accepts_shared_play_readings() -> None:
    # Both readings choose the same play reading; they differ in a hand reading only.
    base = Reading(treasure_won="cheng-player")
    impact = round_impact(base, Reading(treasure_won="cheng-player", marriage="empress-alone"), 1, 3, 1)
    assert isinstance(impact, RoundImpact)
    assert "both readings otherwise treasure.won=cheng-player" in impact.describe()[1]


# ---------------------------------------------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------------------------------------------


def test_equal_readings_change_no_game() -> None:
    reading = Reading(treasure_won="cheng-player")
    impact = game_impact(reading, reading, games=4, players=3, seed=9)
    assert isinstance(impact, GameImpact)
    assert impact.winner == proportion(0, 4)
    assert impact.totals == proportion(0, 4)


def test_treasure_reading_changes_final_totals() -> None:
    # Under treasure.won=cheng-player the Cheng player adds 5 points per chest card (at least the 2 added at the
    # deal) and the next deal differs (the chest goes back into the deck). A game's first Cheng round therefore
    # scores differently, and from then on the games differ; equal final totals would be a coincidence.
    impact = game_impact(DEFAULT, Reading(treasure_won="cheng-player"), games=3, players=4, seed=1)
    assert impact.totals.n == impact.winner.n == 3
    assert impact.totals.hits >= 1
    assert impact.winner.hits <= impact.totals.hits  # a different winner needs different totals
    lines = impact.describe()
    assert lines[1].startswith("Under treasure.won=cheng-player (instead of never), ")
    assert json.loads(json.dumps(impact.as_json()))["games"] == 3


def test_game_impact_is_reproducible_and_checks_its_input() -> None:
    first, second = (game_impact(DEFAULT, WITH_REAL, games=2, players=2, seed=4) for _ in range(2))
    assert first == second
    with pytest.raises(InputError):
        game_impact(DEFAULT, WITH_REAL, games=1, players=5, seed=1)
    with pytest.raises(InputError):
        game_impact(DEFAULT, WITH_REAL, games=-1, players=4, seed=1)


def test_hand_report_warns_about_keys_dealt_hands_cannot_show() -> None:
    impact = hand_impact(DEFAULT, Reading(laid_split="yes", claim_wild="no"), samples=5, seed=1)
    notes = [line for line in impact.describe() if line.startswith("Note: ")]
    assert len(notes) == 2
    assert "claim.wild" in notes[0] and "game_impact" in notes[0]
    assert "laid.split" in notes[1] and "round_impact" in notes[1]
