"""How often does the difference between two readings decide something? Shares of hands, rounds and games.

A reading key (an open point of the rulebook, ``spec/forbidden.toml``) matters in practice only if it changes
outcomes that occur. The hand engine and the Z3 model say *whether* two readings can disagree; this module
estimates *how often* they do, by sampling, and reports every estimate as a
:class:`~rulebook.core.witnesses.stats.Proportion` (the count, the sample size and a 95 % Wilson interval):

- :func:`hand_impact`: random 14-card hands (13 dealt plus the card just drawn: the moment a player decides
  whether to go Cheng), answered by the hand engine under both readings.
- :func:`round_impact`: rounds of simulated games played under the first reading, each player's cards as the
  round ended rescored under the second. Only for hand-scope readings.
- :func:`game_impact`: the same seeded games played to the end under each reading; does the winner change?

Everything is reproducible from the seed. Long runs show a progress bar on stderr when ``progress`` is true.

>>> from rulebook.forbidden.reading import Reading
>>> impact = hand_impact(Reading(), Reading(), samples=20, seed=1)
>>> impact.all_hands.any_change.hits, impact.all_hands.any_change.n
(0, 20)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from rulebook.core.errors import InputError
from rulebook.core.play.simulation_runs import Counted, RunPlace, Stream, play_seeds, run_batches
from rulebook.core.play.tallies import add_tallies
from rulebook.core.register import reading_keys
from rulebook.core.witnesses.stats import Proportion, proportion
from rulebook.forbidden.actions import Action
from rulebook.forbidden.api import engine_for
from rulebook.forbidden.cards import ALL_KINDS, DECK_COPIES, Cards
from rulebook.forbidden.crosscheck.samples import HAND_SIZE
from rulebook.forbidden.engine.play import may_cheng
from rulebook.forbidden.engine.round import new_game, round_scores
from rulebook.forbidden.engine.simulate import OVER, GameRecord, PlayCounts, play_game, run_seeds
from rulebook.forbidden.engine.simulate_options import DEFAULT_MAX_ROUNDS
from rulebook.forbidden.hand import HandQuery
from rulebook.forbidden.reading import GAME, Reading
from rulebook.forbidden.state import State
from rulebook.forbidden.verdict import Verdict

DECIDING_HAND = HAND_SIZE + 1
"""Cards held when a player decides whether to go Cheng: the 13 dealt plus the one just drawn (Sections 3, 7)."""
FULL_DECK: tuple[str, ...] = tuple(kind for kind in ALL_KINDS for _ in range(DECK_COPIES[kind]))
"""The 100 cards of the deck (Section 2), in deck order."""


# ---------------------------------------------------------------------------------------------------------------
# Naming the readings compared
# ---------------------------------------------------------------------------------------------------------------


def difference(base: Reading, other: Reading) -> dict[str, tuple[str, str]]:
    """The keys on which the readings differ, each with (base's option, other's option)."""
    a, b = base.as_mapping(), other.as_mapping()
    return {key: (a[key], b[key]) for key in a if a[key] != b[key]}


def under(base: Reading, other: Reading) -> str:
    """The opening of a report line: ``Under emperor.forbidden=with-real-forbidden (instead of always)``."""
    return describe_difference(difference(base, other), base.changed())


def describe_difference(changed_keys: dict[str, tuple[str, str]], base_changed: dict[str, str]) -> str:
    """:func:`under`, from the keys that differ and the base reading's non-default keys."""
    if not changed_keys:
        return "Under two identical readings"
    changes = ", ".join(f"{key}={new} (instead of {old})" for key, (old, new) in changed_keys.items())
    shared = {key: value for key, value in base_changed.items() if key not in changed_keys}
    context = "; both readings otherwise " + ", ".join(f"{k}={v}" for k, v in shared.items()) if shared else ""
    return f"Under {changes}{context}"


def _readings_json(base: dict[str, str], other: dict[str, str], changed: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """The readings compared, as JSON: each one's non-default keys, and the keys where they differ."""
    return {
        "base": base,
        "other": other,
        "difference": {key: {"base": a, "other": b} for key, (a, b) in changed.items()},
    }


def _check_size(what: str, count: int) -> None:
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise InputError(f"the number of {what} must be a whole number, 0 or more, not {count!r}")


# ---------------------------------------------------------------------------------------------------------------
# Hands
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HandShares:
    """Among one population of hands, the share whose answer changes, question by question.

    - ``may_cheng``: the may-Cheng verdict of the hand as held (no discard) differs.
    - ``cheng_score``: the Cheng score differs, counted when at least one reading lets the hand go Cheng (a hand
      that may go Cheng under one reading only counts as a difference).
    - ``other_score``: the score of the hand when another player went Cheng differs.
    - ``cheng_option``: whether *some* way to go Cheng exists after discarding up to the reading's limit (one card,
      two in the Fast version; ``Engine.discards``) differs. This is the decision a player actually faces after
      drawing, and the only question ``variant.fast`` changes.
    - ``best_cheng``: the best Cheng score over those discard options differs (one side having no option counts).
    - ``any_change``: the hand engine's answer differs at all — any field of the verdict (completeness, reasons
      for refusal, arrangements, scores; the score breakdown lines excepted) or the best Cheng after discards.
    """

    may_cheng: Proportion
    cheng_score: Proportion
    other_score: Proportion
    cheng_option: Proportion
    best_cheng: Proportion
    any_change: Proportion

    def as_json(self) -> dict[str, Any]:
        """Every share as JSON."""
        return {name: getattr(self, name).as_json() for name in _MEASURES}


_MEASURES: dict[str, str] = {
    "may_cheng": "change their may-Cheng verdict (as held, no discard)",
    "cheng_score": "change their Cheng score (one reading at least letting them go Cheng)",
    "other_score": "change their score as a player who did not go Cheng",
    "cheng_option": "change whether they can go Cheng at all after the discards each reading allows",
    "best_cheng": "change their best Cheng score after those discards",
    "any_change": "change any part of the hand engine's answer",
}
"""Each question of :class:`HandShares`, as the verb phrase of a report line."""
_COMPLETE_MEASURES = ("may_cheng", "cheng_score", "other_score")
_CHENG_MEASURES = ("cheng_option", "best_cheng")
"""The questions :meth:`HandImpact.describe` repeats for the complete hands and for the hands able to go Cheng
(``as_json`` has every question for every population)."""


@dataclass
class _HandCounts:
    """Running counts for one population of hands."""

    n: int = 0
    hits: Counter[str] = field(default_factory=Counter)

    def add(self, changed: dict[str, bool]) -> None:
        self.n += 1
        self.hits.update(name for name, hit in changed.items() if hit)

    def shares(self) -> HandShares:
        return HandShares(**{name: proportion(self.hits[name], self.n) for name in _MEASURES})


@dataclass(frozen=True)
class HandImpact:
    """How often two readings give a different answer for the same hand (see :func:`hand_impact`).

    Three populations, each with its own ``n``: every hand sampled; the hands complete under either reading (few
    among random deals, but the ones where going Cheng is in question); the hands that can go Cheng, after the
    allowed discards, under either reading. ``complete`` and ``can_cheng`` say how common the latter two were.
    """

    base: dict[str, str]
    other: dict[str, str]
    changed_keys: dict[str, tuple[str, str]]
    design: str
    samples: int
    seed: int | None
    all_hands: HandShares
    complete_hands: HandShares
    cheng_hands: HandShares
    complete: Proportion
    can_cheng: Proportion

    @property
    def opening(self) -> str:
        """The opening of each report line, naming the difference between the readings."""
        return describe_difference(self.changed_keys, self.base)

    def describe(self) -> list[str]:
        """The result as report lines, one per question and population."""
        lines = [f"Sample: {self.design}.", *_hand_notes(self.changed_keys)]
        lines.append(f"Hands complete under either reading: {self.complete.describe('hands')}.")
        lines.append(
            f"Hands able to go Cheng (after discards) under either reading: {self.can_cheng.describe('hands')}."
        )
        populations = (
            ("the sampled hands", self.all_hands, tuple(_MEASURES)),
            ("the hands complete under either reading", self.complete_hands, _COMPLETE_MEASURES),
            ("the hands able to go Cheng under either reading", self.cheng_hands, _CHENG_MEASURES),
        )
        for population, shares, measures in populations:
            for name in measures:
                share: Proportion = getattr(shares, name)
                lines.append(f"{self.opening}, {share.describe('hands')} of {population} {_MEASURES[name]}.")
        return lines

    def as_json(self) -> dict[str, Any]:
        """The result as one JSON object."""
        return {
            "readings": _readings_json(self.base, self.other, self.changed_keys),
            "design": self.design,
            "samples": self.samples,
            "seed": self.seed,
            "complete": self.complete.as_json(),
            "can_cheng": self.can_cheng.as_json(),
            "all_hands": self.all_hands.as_json(),
            "complete_hands": self.complete_hands.as_json(),
            "cheng_hands": self.cheng_hands.as_json(),
        }


_NEEDS_LAID_OR_CLAIMED = ("laid.split", "penalty.table-forbidden", "multiplier.table-forbidden", "laid.wild-role")
"""Hand-scope keys that matter only for hands with laid sets or claimed Forbidden cards, which deals never hold."""


def _hand_notes(changed_keys: dict[str, tuple[str, str]]) -> list[str]:
    """Warnings for keys that random dealt hands cannot show (play-scope keys; laid sets, claimed Forbiddens)."""
    scopes = {entry.key: entry.scope for entry in reading_keys(GAME)}
    notes = []
    play = [key for key in changed_keys if scopes[key] == "play"]
    if play:
        notes.append(f"Note: {', '.join(play)} change play, not hand verdicts; use game_impact to measure them.")
    unseen = [key for key in changed_keys if key in _NEEDS_LAID_OR_CLAIMED]
    if unseen:
        notes.append(
            f"Note: {', '.join(unseen)} matter only with laid sets or claimed Forbidden cards, which dealt hands "
            "never hold; use round_impact to measure them."
        )
    return notes


def dealt_hands(seed: int) -> Iterator[HandQuery]:
    """Random hands (:func:`deal_hand`) one after another without end, all from ``random.Random(seed)``."""
    rng = random.Random(seed)
    while True:
        yield deal_hand(rng)


def deal_hand(rng: random.Random) -> HandQuery:
    """A uniformly random 14-card hand from the full 100-card deck, with no laid sets or claimed Forbiddens."""
    return HandQuery(Cards.from_counter(Counter(rng.sample(FULL_DECK, DECIDING_HAND))))


def _best_cheng(verdicts: Iterable[Verdict]) -> int | None:
    """The highest Cheng score among discard options (``None`` when there is none)."""
    scores = [verdict.cheng_score for verdict in verdicts if verdict.cheng_score is not None]
    return max(scores) if scores else None


def compare_hand_batch(base: Reading, other: Reading, hands: Sequence[HandQuery]) -> tuple[_HandCounts, ...]:
    """The counts of one batch of hands: all of them, those complete under a reading, those that can go Cheng."""
    engines = engine_for(base), engine_for(other)
    everyone, complete, cheng = _HandCounts(), _HandCounts(), _HandCounts()
    for query in hands:
        a, b = (engine.analyse(query) for engine in engines)
        best_a, best_b = (_best_cheng(option.verdict for option in engine.discards(query)) for engine in engines)
        changed = {
            "may_cheng": a.may_cheng != b.may_cheng,
            "cheng_score": (a.may_cheng or b.may_cheng) and a.cheng_score != b.cheng_score,
            "other_score": a.other_score != b.other_score,
            "cheng_option": (best_a is None) != (best_b is None),
            "best_cheng": best_a != best_b,
            "any_change": a != b or best_a != best_b,
        }
        everyone.add(changed)
        if a.complete or b.complete:
            complete.add(changed)
        if best_a is not None or best_b is not None:
            cheng.add(changed)
    return everyone, complete, cheng


def compare_hands(
    base: Reading,
    other: Reading,
    hands: Counted[HandQuery],
    design: str,
    *,
    seed: int | None = None,
    progress: bool = False,
    place: RunPlace | None = None,
) -> HandImpact:
    """Answer every hand of ``hands`` under both readings and count the differences (see :class:`HandShares`).

    :func:`hand_impact` calls this with random deals; tests and studies may pass hands of their own, described in
    ``design``. The hands are answered in batches where ``place`` says (:mod:`rulebook.core.play.simulation_runs`; by
    default in this process, with a bar unless ``progress`` is false); the counts are the same wherever.
    """
    everyone, complete, cheng = counts = _HandCounts(), _HandCounts(), _HandCounts()

    def merge(part: tuple[_HandCounts, ...]) -> None:
        for mine, theirs in zip(counts, part, strict=True):
            add_tallies(mine, theirs, ())

    run_batches(
        partial(compare_hand_batch, base, other), hands, merge, place or RunPlace(progress=progress), unit="hand"
    )
    return HandImpact(
        base=base.changed(),
        other=other.changed(),
        changed_keys=difference(base, other),
        design=design,
        samples=everyone.n,
        seed=seed,
        all_hands=everyone.shares(),
        complete_hands=complete.shares(),
        cheng_hands=cheng.shares(),
        complete=proportion(complete.n, everyone.n),
        can_cheng=proportion(cheng.n, everyone.n),
    )


def hand_impact(
    base: Reading, other: Reading, samples: int, seed: int, progress: bool = False, place: RunPlace | None = None
) -> HandImpact:
    """The share of random 14-card hands whose answer changes between ``base`` and ``other``.

    Each hand is 14 cards drawn without replacement from the full 100-card deck with ``random.Random(seed)``: the
    13 dealt plus the card drawn, when the player decides whether to go Cheng. Hands hold no laid sets and no
    claimed Forbidden cards, so readings about those (``laid.split``, ``penalty.table-forbidden``) show no effect
    here; :func:`round_impact` sees them. Random deals are rarely complete, so every share is also given among
    the hands complete under either reading, and among the hands that can go Cheng after discards.
    """
    _check_size("samples", samples)
    hands = Stream(samples, partial(dealt_hands, seed))  # dealt as they are answered, never held together
    design = (
        f"{samples:,} random {DECIDING_HAND}-card hands (13 dealt + 1 drawn) from the full 100-card deck, "
        f"no laid sets or claimed Forbidden cards, dealt with random.Random({seed})"
    )
    return compare_hands(base, other, hands, design, seed=seed, progress=progress, place=place)


# ---------------------------------------------------------------------------------------------------------------
# Rounds
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class Rescorer(PlayCounts):
    """Play statistics that, at every round end, also rescore the round under another reading.

    :func:`~rulebook.forbidden.engine.simulate.play_game` reports every action with the states before and after it; a
    round has ended when ``after`` is the first state in ``round-over`` or ``game-over``. That state still holds
    each player's hand, laid sets and claimed Forbidden cards as the round ended (the Cheng player's discards
    already made), and its result holds the round's scores under the reading the game is played with.
    """

    other: Reading = field(default_factory=Reading)
    rounds_seen: int = 0
    scores_changed: int = 0
    winner_changed: int = 0
    cheng_rounds: int = 0
    cheng_refused: int = 0

    def count(self, before: State, action: Action, after: State, legal: Sequence[Action] | None = None) -> None:
        """Count ``action``; when it ends a round, rescore the round's final cards under the other reading."""
        super().count(before, action, after, legal)
        if before.phase in OVER or after.phase not in OVER or after.result is None:
            return
        result = after.result
        rescored, _ = round_scores(after, result.cheng_player, self.other)
        self.rounds_seen += 1
        self.scores_changed += rescored != result.scores
        self.winner_changed += round_winners(rescored) != round_winners(result.scores)
        if result.cheng_player is not None:
            self.cheng_rounds += 1
            player = after.players[result.cheng_player]
            self.cheng_refused += not may_cheng(player, player.hand, self.other)


def round_winners(scores: Sequence[int]) -> frozenset[int]:
    """The players with the highest score (everyone sharing a tie)."""
    best = max(scores)
    return frozenset(p for p, score in enumerate(scores) if score == best)


@dataclass(frozen=True)
class RoundImpact:
    """How often rescoring a round's final hands under another reading changes the round (:func:`round_impact`).

    ``scores``: some player's round score differs. ``winner``: the set of players with the highest round score
    differs. ``cheng_refused``: among rounds ended by a Cheng, the other reading would have refused that Cheng;
    such a player is rescored with the non-Cheng score of their cards (as
    :func:`~rulebook.forbidden.engine.round.round_scores` does when a Cheng is undone), which is a measure of
    the difference, not a replay: under the other reading the round would have gone on.
    """

    base: dict[str, str]
    other: dict[str, str]
    changed_keys: dict[str, tuple[str, str]]
    design: str
    games: int
    players: int
    seed: int
    rounds: int
    scores: Proportion
    winner: Proportion
    cheng_refused: Proportion

    @property
    def opening(self) -> str:
        """The opening of each report line, naming the difference between the readings."""
        return describe_difference(self.changed_keys, self.base)

    def describe(self) -> list[str]:
        """The result as report lines."""
        return [
            f"Sample: {self.design}.",
            f"{self.opening}, {self.scores.describe('rounds')} of the rounds change some player's round score.",
            f"{self.opening}, {self.winner.describe('rounds')} of the rounds change who scores most in the round.",
            f"{self.opening}, {self.cheng_refused.describe('Cheng rounds')} of the rounds ended by a Cheng were "
            "ended by a Cheng that the other reading refuses.",
        ]

    def as_json(self) -> dict[str, Any]:
        """The result as one JSON object."""
        return {
            "readings": _readings_json(self.base, self.other, self.changed_keys),
            "design": self.design,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "rounds": self.rounds,
            "scores": self.scores.as_json(),
            "winner": self.winner.as_json(),
            "cheng_refused": self.cheng_refused.as_json(),
        }


def check_rescorable(base: Reading, other: Reading) -> None:
    """Refuse readings that rescoring a finished round cannot measure (:class:`InputError`, naming the keys).

    Play-scope keys change legal actions and what they do, so the round itself would have been different: only
    :func:`game_impact` measures them. ``variant.fast`` (hand scope) changes only which discards may precede a
    Cheng, never the score of the cards a round ended with, so rescoring would show no effect.
    """
    scopes = {entry.key: entry.scope for entry in reading_keys(GAME)}
    diff = difference(base, other)
    play = sorted(key for key in diff if scopes[key] == "play")
    if play:
        raise InputError(
            f"round_impact rescores finished rounds, which cannot show readings of play ({', '.join(play)}): they "
            "change the legal actions or what they do, so the round itself would differ; use game_impact"
        )
    if "variant.fast" in diff:
        raise InputError(
            "round_impact rescores finished rounds, and variant.fast changes only how many cards may be discarded "
            "before a Cheng, never the score of a round's final cards; use hand_impact (its Cheng-option share) "
            "or game_impact"
        )


def round_impact(
    base: Reading,
    other: Reading,
    games: int,
    players: int = 4,
    seed: int = 0,
    progress: bool = False,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    place: RunPlace | None = None,
) -> RoundImpact:
    """The share of real rounds whose scores (or round winner) change when rescored under ``other``.

    Plays the games of :func:`~rulebook.forbidden.engine.simulate.simulate` (game seeds from ``seed``, the random
    policy)
    under ``base``; at every round end it rescores each player's cards as the round ended — hand, laid sets and
    claimed Forbidden cards — with the hand engine under ``other``. Unlike :func:`hand_impact` the hands are the
    ones play produces (laid sets, claimed Forbidden cards, the hands of players who did not go Cheng). Only for
    readings that differ in hand-scope keys (:func:`check_rescorable`).
    """
    check_rescorable(base, other)
    check_games(games, players, max_rounds)
    rescorer = Rescorer(other=other)
    play = partial(rescore_batch, players, base, other, max_rounds)
    merge = partial(add_tallies, rescorer, settings=("other",))
    play_seeds(play, run_seeds(seed, games), merge, place or RunPlace(progress=progress))
    return round_impact_of(rescorer, base, games, players, seed, max_rounds)


def round_impact_of(
    rescorer: Rescorer, base: Reading, games: int, players: int, seed: int, max_rounds: int
) -> RoundImpact:
    """The report of ``games`` games' rescoring counts, played under ``base`` (seeds from ``seed``)."""
    other = rescorer.other
    design = (
        f"every round of {games:,} games of {players} players (random policy, game seeds from seed {seed}, at most "
        f"{max_rounds} rounds each) played under the base reading, each round's final cards rescored"
    )
    return RoundImpact(
        base=base.changed(),
        other=other.changed(),
        changed_keys=difference(base, other),
        design=design,
        games=games,
        players=players,
        seed=seed,
        rounds=rescorer.rounds_seen,
        scores=proportion(rescorer.scores_changed, rescorer.rounds_seen),
        winner=proportion(rescorer.winner_changed, rescorer.rounds_seen),
        cheng_refused=proportion(rescorer.cheng_refused, rescorer.cheng_rounds),
    )


def rescore_batch(players: int, base: Reading, other: Reading, max_rounds: int, seeds: Sequence[int]) -> Rescorer:
    """The games of ``seeds`` played under ``base``, each round's end rescored under ``other``: one batch's counts."""
    rescorer = Rescorer(other=other)
    for game_seed in seeds:
        play_random_game(players, game_seed, base, max_rounds, rescorer)
    return rescorer


def play_random_game(
    players: int, game_seed: int, reading: Reading, max_rounds: int, counts: PlayCounts | None = None
) -> GameRecord:
    """One game of the random policy, without invariant checks; an engine failure is raised, naming the seed."""
    record, violation = play_game(players, game_seed, reading, "random", max_rounds, counts, check=False)
    if violation is not None:
        where = reading.changed() or "the default reading"
        raise RuntimeError(f"game seed {game_seed} under {where} failed: {violation.problem}")
    return record


def check_games(games: int, players: int, max_rounds: int) -> None:
    """Refuse a bad number of games, players or rounds before any game starts."""
    _check_size("games", games)
    if max_rounds < 1:
        raise InputError(f"the most rounds of a game must be 1 or more, not {max_rounds}")
    new_game(players, 0)  # refuses a player count outside 2-4


# ---------------------------------------------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameImpact:
    """How often the same seeded game ends differently under the other reading (:func:`game_impact`).

    ``winner``: the set of players with the highest final total differs. ``totals``: some final total differs.
    """

    base: dict[str, str]
    other: dict[str, str]
    changed_keys: dict[str, tuple[str, str]]
    design: str
    games: int
    players: int
    seed: int
    winner: Proportion
    totals: Proportion

    @property
    def opening(self) -> str:
        """The opening of each report line, naming the difference between the readings."""
        return describe_difference(self.changed_keys, self.base)

    def describe(self) -> list[str]:
        """The result as report lines."""
        return [
            f"Sample: {self.design}.",
            f"{self.opening}, {self.winner.describe('games')} of the games have a different winner.",
            f"{self.opening}, {self.totals.describe('games')} of the games end with different totals.",
        ]

    def as_json(self) -> dict[str, Any]:
        """The result as one JSON object."""
        return {
            "readings": _readings_json(self.base, self.other, self.changed_keys),
            "design": self.design,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "winner": self.winner.as_json(),
            "totals": self.totals.as_json(),
        }


def replay_batch(players: int, base: Reading, other: Reading, max_rounds: int, seeds: Sequence[int]) -> Counter[str]:
    """The games of ``seeds`` played under both readings: how many end with another winner, with other totals."""
    changed: Counter[str] = Counter(winner=0, totals=0)
    for game_seed in seeds:
        a, b = (play_random_game(players, game_seed, reading, max_rounds) for reading in (base, other))
        count_endings(changed, a, b)
    return changed


def count_endings(changed: Counter[str], base_game: GameRecord, other_game: GameRecord) -> None:
    """Count whether the same seeded game ended with another winner (the highest totals) or other totals."""
    changed["winner"] += round_winners(base_game.totals) != round_winners(other_game.totals)
    changed["totals"] += base_game.totals != other_game.totals


def game_impact(
    base: Reading,
    other: Reading,
    games: int,
    players: int = 4,
    seed: int = 0,
    progress: bool = False,
    *,
    max_rounds: int = DEFAULT_MAX_ROUNDS,
    place: RunPlace | None = None,
) -> GameImpact:
    """The share of games whose winner (or final totals) change when the same seeded game is played under ``other``.

    Each game seed (:func:`~rulebook.forbidden.engine.simulate.run_seeds`) is played twice with the random policy, once
    under each reading; the winner is the set of players with the highest final total (a game stopped at
    ``max_rounds`` is judged on its totals then). The two plays share the seed, hence the deals and the random
    numbers, but not necessarily the choices: once the legal actions differ (a Cheng allowed under one reading
    only, a claim refused), or a deal differs (the Treasure Chest), the random policy's choices diverge and the
    rest of the game is different. This measures the end-to-end effect of the reading, that divergence included —
    for any reading, of hand or play scope.
    """
    check_games(games, players, max_rounds)
    changed: Counter[str] = Counter()
    play = partial(replay_batch, players, base, other, max_rounds)
    play_seeds(play, run_seeds(seed, games), changed.update, place or RunPlace(progress=progress))
    return game_impact_of(changed, base, other, games, players, seed, max_rounds)


def game_impact_of(
    changed: Counter[str], base: Reading, other: Reading, games: int, players: int, seed: int, max_rounds: int
) -> GameImpact:
    """The report of ``games`` games' counts of changed winners and totals (:func:`replay_batch`)."""
    winners_changed, totals_changed = changed["winner"], changed["totals"]
    design = (
        f"{games:,} games of {players} players (random policy, game seeds from seed {seed}, at most {max_rounds} "
        "rounds each), each played under both readings"
    )
    return GameImpact(
        base=base.changed(),
        other=other.changed(),
        changed_keys=difference(base, other),
        design=design,
        games=games,
        players=players,
        seed=seed,
        winner=proportion(winners_changed, games),
        totals=proportion(totals_changed, games),
    )


__all__ = [
    "GameImpact",
    "HandImpact",
    "HandShares",
    "Rescorer",
    "RoundImpact",
    "check_games",
    "check_rescorable",
    "compare_hand_batch",
    "compare_hands",
    "count_endings",
    "deal_hand",
    "describe_difference",
    "difference",
    "game_impact",
    "game_impact_of",
    "hand_impact",
    "play_random_game",
    "replay_batch",
    "rescore_batch",
    "round_impact",
    "round_impact_of",
    "round_winners",
    "under",
]
