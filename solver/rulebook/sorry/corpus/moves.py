"""SORRY! conformance cases about moves: the legal moves of a card in a position, each worked by hand.

Family ``moves_rulebook`` (``generated/sorry/moves_rulebook.json``). Each case gives a position (the colours in
play and where their pawns stand), the card drawn, the colour to move and the mode, and the answer worked out in the
case's ``why`` from the rulebook's "Starting pawns", "Moving pawns", "Safety zones" and "Card values" on the board
of the sourced facts (``spec/sorry.toml`` ``[board]``): red's side is squares 0-14, its slides run 1-4 and 9-13, its
circle is 4 and its turn square 2; blue, yellow and green are the same moved on by 15, 30 and 45. Every legal move is
listed with the rule that allows it and the position it leads to. The builder stops when the engine or the Z3 model
answers anything else.
"""

from __future__ import annotations

from typing import Any

from rulebook.core.corpus.cases import Case, Corpus, Outcome
from rulebook.sorry.corpus.case_builder import GAME, rulebook_case
from rulebook.sorry.corpus.worked import answer
from rulebook.sorry.position import position_from_text

START = "sorry.start.exit"
FORWARD = "sorry.card.forward"
FOUR = "sorry.card.four"
SEVEN = "sorry.card.seven"
TEN = "sorry.card.ten"
ELEVEN = "sorry.card.eleven"
SORRY = "sorry.card.sorry"
BUMP = "sorry.move.bump"
OWN = "sorry.move.own-pawn"
MUST = "sorry.move.must"
SLIDE = "sorry.move.slide"
SAFETY = "sorry.move.safety"
HOME = "sorry.move.home"
TEAM = "sorry.team.partners"
TRACK = "sorry.board.track"
SLIDES = "sorry.board.slides"
ZONE = "sorry.board.safety"

CASES: tuple[tuple[Any, ...], ...] = (
    # id, description, rules, position, card, options (text, rule, after[, "back"]), why, extra fields
    (
        "moves-forward-five",
        "a 5 moves the one pawn on the track five forward",
        (FORWARD, TRACK),
        "R:12 B:",
        "5",
        [("R 12-17", FORWARD, "R:17 B:")],
        "Card values (5): one pawn five forward; 12 + 5 = 17, an empty square. The pawns in START cannot move on a 5.",
    ),
    (
        "moves-start-one",
        "a 1 takes a pawn out of START onto the circle",
        (START,),
        "R: B:",
        "1",
        [("R start-4", START, "R:4 B:")],
        "Starting pawns: a 1 moves a pawn out of START onto the circle, red's square 4. All red pawns are alike in "
        "START, so there is one such move.",
    ),
    (
        "moves-start-two-or-forward",
        "a 2 may start a pawn or move one two forward",
        (START, FORWARD),
        "R:10 B:",
        "2",
        [("R start-4", START, "R:4,10 B:"), ("R 10-12", FORWARD, "R:12 B:")],
        "Card values (2): a starting card, or one pawn two forward: a pawn to the circle (4), or 10 to 12.",
    ),
    (
        "moves-start-blocked-by-own",
        "the circle holds a pawn of the same colour: no pawn can come out",
        (START, OWN),
        "R:4 B:",
        "1",
        [("R 4-5", FORWARD, "R:5 B:")],
        "Moving pawns: two pawns of one colour never share a square, so no red pawn can come out onto 4 while red "
        "stands there; the 1 moves the pawn on 4 one forward instead.",
    ),
    (
        "moves-start-bumps",
        "a pawn coming out of START bumps an opponent on the circle",
        (START, BUMP),
        "R: B:4",
        "1",
        [("R start-4", START, "R:4 B:")],
        "Starting pawns and Moving pawns: red comes out onto 4, where blue stands; blue goes back to its START. "
        "Blue's pawns cannot move on red's card.",
    ),
    (
        "moves-no-start-card",
        "a 3 cannot take a pawn out of START: the turn is lost",
        (START, MUST),
        "R: B:20",
        "3",
        [("pass", MUST, "")],
        "Starting pawns: only a 1 or a 2 starts a pawn. Every red pawn is in START, so the 3 moves nothing and red "
        "loses the turn.",
    ),
    (
        "moves-four-back",
        "a 4 moves a pawn four back",
        (FOUR,),
        "R:12 B:",
        "4",
        [("R 12-8", FOUR, "R:8 B:", "back")],
        "Card values (4): one pawn four backward: 12 - 4 = 8.",
    ),
    (
        "moves-four-back-round-the-corner",
        "backward past square 0 goes on from 59",
        (FOUR, TRACK, SAFETY),
        "R:2 B:",
        "4",
        [("R 2-58", FOUR, "R:58 B:", "back")],
        "The track is a ring of 60 squares: 2 - 4 is 58. 58 is the end of green's long slide (54 to 58), not a "
        "triangle, so no slide; a backward move never enters the safety zone, though 2 is red's turn square.",
    ),
    (
        "moves-bump-forward",
        "landing on an opponent sends it back to START",
        (FORWARD, BUMP),
        "R:10 B:13",
        "3",
        [("R 10-13", FORWARD, "R:13 B:")],
        "Moving pawns: red lands on 13, where blue stands: blue goes back to its START.",
    ),
    (
        "moves-own-pawn-blocks",
        "a move that would land on one's own pawn cannot be made",
        (OWN, FORWARD, SLIDE),
        "R:10,13 B:",
        "3",
        [("R 13-16", FORWARD, "R:10,19 B:")],
        "Moving pawns (Note): 10 + 3 lands on red's own pawn on 13, so that move is impossible. 13 + 3 = 16 is the "
        "triangle of blue's short slide (16 to 19): red slides to 19.",
    ),
    (
        "moves-jump-over",
        "a pawn jumps over the pawns in its way",
        (FORWARD, BUMP),
        "R:10 B:11,12",
        "3",
        [("R 10-13", FORWARD, "R:13 B:11,12")],
        "Moving pawns: pawns are jumped over; only the square landed on counts. 13 is empty.",
    ),
    (
        "moves-slide-bumps",
        "a slide bumps the opponent on it",
        (FORWARD, SLIDE, SLIDES),
        "R:13 B:17",
        "3",
        [("R 13-16", FORWARD, "R:19 B:")],
        "Moving pawns: 16 is the triangle of blue's short slide, a colour not red's: red slides along 16-19 to its end "
        "and the blue pawn on 17 goes back to START.",
    ),
    (
        "moves-slide-optional-stays",
        "when sliding is optional, a pawn on another colour's triangle may stay there",
        (FORWARD, SLIDE, BUMP),
        "R:13 B:16,17",
        "3",
        [("R 13-16", FORWARD, "R:19 B:"), ("R 13-16 stays", FORWARD, "R:16 B:17")],
        "Moving pawns, reading slide.choice=optional ('you can slide', þú getur rennt): 13 + 3 = 16 lands on blue's "
        "pawn on its short triangle, bumping it; red may slide on along 16-19, bumping blue's 17 too, or stay on 16.",
        {"readings": {"slide.choice": "optional"}},
    ),
    (
        "moves-slide-own-colour",
        "no slide on a triangle of one's own colour",
        (FORWARD, SLIDE),
        "R: B:13",
        "3",
        [("B 13-16", FORWARD, "R: B:16")],
        "Moving pawns: on a triangle of its own colour a pawn does not slide. Blue lands on 16, blue's own short "
        "triangle, and stays.",
        {"turn": "B"},
    ),
    (
        "moves-slide-bumps-own-pawn",
        "a slide bumps even the slider's own pawn",
        (SLIDE, FORWARD),
        "R:13,18 B:",
        "3",
        [("R 13-16", FORWARD, "R:19 B:"), ("R 18-21", FORWARD, "R:13,21 B:")],
        "Moving pawns: 'while sliding you bump any pawns in the way': red from 13 lands on blue's triangle 16, slides "
        "to 19 and sends its own pawn on 18 back to START (reading slide.own-pawns=bumped). Or 18 + 3 = 21.",
    ),
    (
        "moves-slide-end-own-pawn",
        "a slide ending on the slider's own pawn bumps it",
        (SLIDE, FORWARD),
        "R:13,19 B:",
        "3",
        [("R 13-16", FORWARD, "R:19 B:"), ("R 19-22", FORWARD, "R:13,22 B:")],
        "Moving pawns: the triangle 16 is empty, so red may land there; the slide runs to 19 and bumps every pawn on "
        "16-19, red's own on 19 included. Or 19 + 3 = 22.",
    ),
    (
        "moves-safety-shortcut",
        "from two squares behind the circle a pawn turns into its safety zone",
        (SAFETY, ZONE),
        "R:0 B:",
        "3",
        [("R 0-S1", FORWARD, "R:S1 B:")],
        "Moving pawns and Safety zones: red's turn square is 2, two behind the circle 4. From 0 the pawn reaches 2 "
        "after two steps and turns into its safety zone with the third: S1, without going round the board.",
    ),
    (
        "moves-safety-from-track",
        "a forward move past the turn square enters the safety zone",
        (SAFETY, ZONE),
        "R:59 B:",
        "5",
        [("R 59-S2", FORWARD, "R:S2 B:")],
        "Safety zones: from 59, three steps reach red's turn square 2 (0, 1, 2); two more are S1 and S2.",
    ),
    (
        "moves-past-turn-goes-round",
        "a pawn just past its turn square must go round again",
        (SAFETY, FORWARD),
        "R:3 B:",
        "5",
        [("R 3-8", FORWARD, "R:8 B:")],
        "Safety zones: the zone is entered only from the turn square 2; a pawn on 3 is past it and goes on round the "
        "track: 3 + 5 = 8.",
    ),
    (
        "moves-home-exact",
        "HOME by the exact count",
        (HOME, FORWARD),
        "R:S3 B:",
        "3",
        [("R S3-home", FORWARD, "R:home B:")],
        "Safety zones: S3, then S4, S5 and HOME: three steps exactly.",
    ),
    (
        "moves-home-overshoot",
        "a count past HOME cannot be used: the turn is lost",
        (HOME, MUST),
        "R:S3 B:",
        "5",
        [("pass", MUST, "")],
        "HOME needs the exact count: from S3 HOME is three steps, and a 5 would go past it. No other red pawn is out "
        "of START, so red loses the turn.",
    ),
    (
        "moves-back-out-of-safety",
        "a backward move may leave the safety zone",
        (SAFETY, FOUR),
        "R:S3 B:",
        "4",
        [("R S3-1", FOUR, "R:1 B:", "back")],
        "Safety zones: a card may move a pawn backwards out of the zone: S2, S1, the turn square 2, then 1. Square 1 "
        "is red's own short triangle: no slide.",
    ),
    (
        "moves-ten-forward-or-back",
        "a 10 moves one pawn ten forward or one back",
        (TEN,),
        "R:12 B:",
        "10",
        [("R 12-22", TEN, "R:22 B:"), ("R 12-11", TEN, "R:11 B:", "back")],
        "Card values (10): ten forward (22) or one backward (11).",
    ),
    (
        "moves-ten-back-in-safety",
        "a 10 that cannot go forward steps one back",
        (TEN, HOME, SAFETY),
        "R:S2 B:",
        "10",
        [("R S2-S1", TEN, "R:S1 B:", "back")],
        "Card values (10): ten forward from S2 would pass HOME; one backward is S1.",
    ),
    (
        "moves-eleven-forward-or-swap",
        "an 11 moves eleven forward or swaps with an opponent",
        (ELEVEN, SLIDE, BUMP),
        "R:20 B:31",
        "11",
        [("R 20-31", ELEVEN, "R:34 B:"), ("R 20 swap B 31", ELEVEN, "R:34 B:20")],
        "Card values (11): eleven forward lands on 31, bumping blue; 31 is yellow's short triangle, so red slides to "
        "34. Or red swaps with blue: red takes 31 and slides to 34 ('if the swap puts you on a triangle of another "
        "colour, slide'); blue takes 20, which is on no slide.",
    ),
    (
        "moves-eleven-swap-optional",
        "an 11 that cannot go forward may swap or give up the turn",
        (ELEVEN, MUST),
        "R:58 B:20",
        "11",
        [("R 58 swap B 20", ELEVEN, "R:20 B:58"), ("pass", ELEVEN, "")],
        "Card values (11): from 58 red's turn square is 4 steps away and HOME 10: eleven forward is impossible. Red "
        "may swap with blue (neither 20 nor 58 is a triangle) or, not wanting to, end the turn.",
    ),
    (
        "moves-sorry",
        "a Sorry! card takes an opponent's square from START",
        (SORRY, BUMP),
        "R: B:33",
        "sorry",
        [("R start sorry B 33", SORRY, "R:33 B:")],
        "Card values (SORRY!): red's pawn from START takes 33 and blue goes back to its START. 33 is on yellow's "
        "short slide but not its triangle: no slide.",
    ),
    (
        "moves-sorry-slides",
        "a Sorry! landing on a triangle slides",
        (SORRY, SLIDE),
        "R: B:39",
        "sorry",
        [("R start sorry B 39", SORRY, "R:43 B:")],
        "Card values (SORRY!) and Moving pawns: 39 is yellow's long triangle; red takes it from blue and slides to "
        "43, the slide's end.",
    ),
    (
        "moves-sorry-no-pawn-in-start",
        "a Sorry! card with no pawn in START: the turn is over",
        (SORRY, MUST),
        "R:5,6,7,8 B:33",
        "sorry",
        [("pass", MUST, "")],
        "Card values (SORRY!): 'with no pawn in START ... your turn is over'.",
    ),
    (
        "moves-sorry-safety-excluded",
        "a Sorry! card cannot take a pawn in a safety zone",
        (SORRY, MUST, BUMP),
        "R: B:S2",
        "sorry",
        [("pass", MUST, "")],
        "Card values (SORRY!): HOME, START and the safety zones are excluded; blue's only pawn off START is in its "
        "zone, so there is no target.",
    ),
    (
        "moves-four-all-in-start",
        "a 4 with every pawn in START moves nothing",
        (FOUR, MUST, TRACK),
        "R: B:20",
        "4",
        [("pass", MUST, "")],
        "Card values (4): a pawn moves backward along the track (or out of its safety zone); pawns in START are not on "
        "the track, and only a 1 or a 2 brings one out. Red loses the turn.",
    ),
    (
        "moves-ten-all-in-start",
        "a 10 with every pawn in START moves nothing",
        (TEN, MUST),
        "R: B:20",
        "10",
        [("pass", MUST, "")],
        "Card values (10): ten forward or one back, both for a pawn out of START; red has none.",
    ),
    (
        "moves-seven-one-pawn-near-home",
        "a 7 with one pawn out, on S5: no seven, and no second pawn to split with",
        (SEVEN, MUST, HOME),
        "R:S5 B:",
        "7",
        [("pass", MUST, "")],
        "Card values (7): seven from S5 passes HOME (one step away); a split needs two pawns out of START, and the "
        "other three are there. Red loses the turn.",
    ),
    (
        "moves-eleven-in-safety",
        "an 11 cannot move a pawn in the safety zone, nor swap it",
        (ELEVEN, MUST, SAFETY),
        "R:S1 B:20",
        "11",
        [("pass", MUST, "")],
        "Card values (11): eleven from S1 passes HOME; the swap is only between pawns on the outer track, and red's "
        "one pawn out is in its safety zone. Nothing can move, so the turn is lost (not declined).",
    ),
    (
        "moves-own-pawns-block-everything",
        "every move would land on a pawn of the same colour or pass HOME",
        (OWN, MUST, HOME, ZONE),
        "R:S3,S5,home,home B:",
        "2",
        [("pass", MUST, "")],
        "Moving pawns (Note), Safety zones: S3 + 2 is S5, where red stands; S5 + 2 passes HOME; no red pawn is in "
        "START to come out. The 2 moves nothing (it still draws again: rule sorry.card.two-again).",
    ),
    (
        "moves-sorry-slide-bumps-own",
        "a Sorry! pawn sliding onto the slider's own pawn bumps it",
        (SORRY, SLIDE),
        "R:34 B:31",
        "sorry",
        [("R start sorry B 31", SORRY, "R:34 B:")],
        "Card values (SORRY!), Moving pawns: red from START takes blue's 31, yellow's short triangle, and slides to "
        "34, bumping every pawn on 31-34: blue (taken) and red's own pawn on 34 (reading slide.own-pawns=bumped).",
    ),
    (
        "moves-sorry-slide-over-own-blocked",
        "a slide over one's own pawn cannot be made when own pawns block",
        (SORRY, SLIDE, OWN, SLIDES, MUST),
        "R:34 B:31",
        "sorry",
        [("pass", MUST, "")],
        "Moving pawns, reading slide.own-pawns=blocks (Sorry-MCTS): a move whose slide passes over a pawn of the "
        "slider's own colour is not allowed; red's pawn on 34 is on the slide 31-34, the Sorry! has no other target "
        "and red loses the turn.",
        {"readings": {"slide.own-pawns": "blocks"}},
    ),
    (
        "moves-team-nothing-to-move",
        "under the team rules, with both partners' pawns in START, a 3 moves nothing",
        (TEAM, MUST),
        "R: B:20 Y: G:",
        "3",
        [("pass", MUST, "")],
        "Variants, Team rules: a player may move either partner's pawns, but red's and yellow's are all in START, "
        "and only a 1 or a 2 starts a pawn.",
        {"mode": "teams"},
    ),
    (
        "moves-seven-split-home",
        "a 7 split with one part taking a pawn HOME, the rest used exactly",
        (SEVEN, HOME),
        "R:20,S4 B:",
        "7",
        [
            ("R 20-27", SEVEN, "R:27,S4 B:"),
            ("R 20-26, R S4-S5", SEVEN, "R:26,S5 B:"),
            ("R 20-25, R S4-home", SEVEN, "R:25,home B:"),
            ("R S4-S5, R 20-26", SEVEN, "R:26,S5 B:"),
            ("R S4-home, R 20-25", SEVEN, "R:25,home B:"),
        ],
        "Card values (7): seven for one pawn (20 to 27; S4 cannot go seven), or split between both: S4 can take 1 "
        "(S5) or 2 (HOME), the other pawn the rest, 6 or 5. The parts may be made in either order.",
    ),
    (
        "moves-seven-split-order",
        "the order of a 7's parts matters: one pawn may clear the other's way",
        (SEVEN, OWN),
        "R:10,13 B:",
        "7",
        [
            ("R 10-17", SEVEN, "R:13,17 B:"),
            ("R 13-20", SEVEN, "R:10,20 B:"),
            ("R 10-11, R 13-19", SEVEN, "R:11,19 B:"),
            ("R 10-12, R 13-18", SEVEN, "R:12,18 B:"),
            ("R 10-14, R 13-16", SEVEN, "R:14,19 B:"),
            ("R 10-16, R 13-14", SEVEN, "R:14,19 B:"),
            ("R 13-14, R 10-16", SEVEN, "R:14,19 B:"),
            ("R 13-16, R 10-14", SEVEN, "R:14,19 B:"),
            ("R 13-17, R 10-13", SEVEN, "R:13,17 B:"),
            ("R 13-18, R 10-12", SEVEN, "R:12,18 B:"),
            ("R 13-19, R 10-11", SEVEN, "R:11,19 B:"),
        ],
        "Card values (7), Moving pawns: 16 is blue's triangle (slide to 19). Moving 10 first: 3 would land on red's "
        "own 13 and 5 then 2 would put the second pawn on the first's 15, so 10 may take 1, 2, 4 or 6. Moving 13 "
        "first: 2 then 5 meet on 15 again, but 4 then 3 works, the pawn on 13 having moved to 17 out of the way.",
    ),
    (
        "moves-team-partner",
        "under the team rules a player moves a partner's pawn too",
        (TEAM, FORWARD),
        "R:10 B: Y:20 G:",
        "5",
        [("R 10-15", FORWARD, "R:15 B: Y:20 G:"), ("Y 20-25", FORWARD, "R:10 B: Y:25 G:")],
        "Variants, Team rules: red and yellow are partners, and a player may move either's pawns by the card drawn.",
        {"mode": "teams"},
    ),
    (
        "moves-team-bump-partner",
        "under the team rules a move must be made even when it bumps a partner",
        (TEAM, BUMP),
        "R:10 B: Y:13 G:",
        "3",
        [("R 10-13", FORWARD, "R:13 B: Y: G:"), ("Y 13-16", FORWARD, "R:10 B: Y:19 G:")],
        "Variants, Team rules: red landing on yellow's 13 sends the partner back to START. Yellow's own pawn from 13 "
        "lands on blue's triangle 16 and slides to 19.",
        {"mode": "teams"},
    ),
    (
        "moves-eight",
        "an 8 moves one pawn eight forward",
        (FORWARD,),
        "R:10 B:",
        "8",
        [("R 10-18", FORWARD, "R:18 B:")],
        "Card values (8): one pawn eight forward, 10 + 8 = 18, a plain square (blue's triangles are 16 and 24). The "
        "pawns in START cannot move on an 8.",
    ),
    (
        "moves-bump-on-last-square",
        "a pawn landing on square 59, the last of the track's numbers, bumps the pawn there",
        (FORWARD, BUMP, TRACK),
        "R:56 B:59",
        "3",
        [("R 56-59", FORWARD, "R:59 B:")],
        "Card values (3), Moving pawns: 56 + 3 = 59, green's side's last square and still the outer track (red's "
        "turn square is 2, three further on); blue's pawn there goes back to its START.",
    ),
    (
        "moves-eleven-swap-from-last-square",
        "a pawn on square 59 may swap on an 11",
        (ELEVEN, TRACK, MUST),
        "R:59 B:20",
        "11",
        [("R 59 swap B 20", ELEVEN, "R:20 B:59"), ("pass", ELEVEN, "")],
        "Card values (11): from 59 red's pawn reaches HOME in 9 (0, 1, 2, S1 to S5, HOME), so eleven forward passes "
        "it; 59 is on the outer track, so red may swap with blue's 20 (neither 20 nor 59 is a triangle) or decline "
        "the swap and end the turn.",
    ),
    (
        "moves-seven-split-both-onto-last-square",
        "a 7 split may not put both pawns on square 59",
        (SEVEN, OWN, TRACK),
        "R:55,56 B:",
        "7",
        [
            ("R 55-2", SEVEN, "R:2,56 B:"),
            ("R 56-S1", SEVEN, "R:55,S1 B:"),
            ("R 55-57, R 56-1", SEVEN, "R:1,57 B:"),
            ("R 55-58, R 56-0", SEVEN, "R:0,58 B:"),
            ("R 55-0, R 56-58", SEVEN, "R:0,58 B:"),
            ("R 55-1, R 56-57", SEVEN, "R:1,57 B:"),
            ("R 56-57, R 55-1", SEVEN, "R:1,57 B:"),
            ("R 56-58, R 55-0", SEVEN, "R:0,58 B:"),
            ("R 56-0, R 55-58", SEVEN, "R:0,58 B:"),
            ("R 56-1, R 55-57", SEVEN, "R:1,57 B:"),
            ("R 56-2, R 55-56", SEVEN, "R:2,56 B:"),
        ],
        "Card values (7), Moving pawns: seven for 55 is 2 (red's turn square), for 56 is S1. Split 55 first: 1 lands "
        "on red's own 56; 4 puts it on 59, and 56 + 3 is 59 again, where red now stands; 2, 3, 5 and 6 work. Split "
        "56 first: 3 to 59 then 55 + 4 to 59 the same; 1, 2, 4, 5 and 6 work, 6 leaving 56 for the pawn on 55.",
    ),
    (
        "moves-seven-split-leaves-last-square",
        "a 7 split may move one pawn off square 59 and the other onto it",
        (SEVEN, OWN, TRACK, SAFETY),
        "R:54,59 B:",
        "7",
        [
            ("R 54-1", SEVEN, "R:1,59 B:"),
            ("R 59-S4", SEVEN, "R:54,S4 B:"),
            ("R 54-55, R 59-S3", SEVEN, "R:55,S3 B:"),
            ("R 54-56, R 59-S2", SEVEN, "R:56,S2 B:"),
            ("R 54-57, R 59-S1", SEVEN, "R:57,S1 B:"),
            ("R 54-58, R 59-2", SEVEN, "R:2,58 B:"),
            ("R 59-1, R 54-59", SEVEN, "R:1,59 B:"),
            ("R 59-2, R 54-58", SEVEN, "R:2,58 B:"),
            ("R 59-S1, R 54-57", SEVEN, "R:57,S1 B:"),
            ("R 59-S2, R 54-56", SEVEN, "R:56,S2 B:"),
            ("R 59-S3, R 54-55", SEVEN, "R:55,S3 B:"),
        ],
        "Card values (7), Safety zones: 54 + 7 is 1; 59 + 7 is S4 (0, 1, 2, then S1 to S4). Split 54 first: 5 lands "
        "on red's own 59, and 6 to 0 leaves 59 + 1 = 0 on it; 1 to 4 work. Split 59 first: 1 to 0, then 54 + 6 is 0 "
        "again; 2 to 6 work, the pawn on 54 taking the 59 the other has left when it moves 5.",
    ),
    (
        "moves-eleven-swap-blocked-by-own-on-slide",
        "a swap onto a triangle whose slide holds the player's own pawn cannot be made when own pawns block",
        (ELEVEN, SLIDE, OWN),
        "R:10,18 B:16",
        "11",
        [
            ("R 10-21", ELEVEN, "R:18,21 B:16"),
            ("R 18-29", ELEVEN, "R:10,29 B:16"),
            ("R 18 swap B 16", ELEVEN, "R:10,19 B:"),
        ],
        "Card values (11), Moving pawns, reading slide.own-pawns=blocks: 10 + 11 = 21 and 18 + 11 = 29, plain "
        "squares. Swapping with blue's 16 puts red on blue's triangle, to slide 16-19: red's 10 may not, its own "
        "pawn on 18 being on the slide; red's 18 may, blue going to 18 and then back to START as red slides over "
        "it to 19.",
        {"readings": {"slide.own-pawns": "blocks"}},
    ),
    (
        "moves-slide-bumps-when-own-pawns-block",
        "when own pawns block, a slide with none of them on it is made and bumps the others",
        (FORWARD, SLIDE, BUMP),
        "R:13 B:18",
        "3",
        [("R 13-16", FORWARD, "R:19 B:")],
        "Moving pawns, reading slide.own-pawns=blocks: 13 + 3 = 16, blue's triangle; the slide 16-19 holds no red "
        "pawn, so red slides to 19 and blue's pawn on 18 goes to START.",
        {"readings": {"slide.own-pawns": "blocks"}},
    ),
    (
        "moves-eleven-swap-opponent-lands-off-triangle",
        "when the opponent's pawn slides after a swap, a plain square leaves it there",
        (ELEVEN,),
        "R:10 B:20",
        "11",
        [("R 10-21", ELEVEN, "R:21 B:20"), ("R 10 swap B 20", ELEVEN, "R:20 B:10")],
        "Card values (11), reading swap.opponent-slides=yes: eleven forward is 21; the swap puts red on 20 and blue "
        "on 10, and neither is a triangle (they are 1, 9, 16, 24, 31, 39, 46 and 54), so neither pawn slides.",
        {"readings": {"swap.opponent-slides": "yes"}},
    ),
    (
        "moves-sorry-partner-reading-outside-teams",
        "the team reading on Sorry! and partners changes nothing in the standard game",
        (SORRY,),
        "R: B:20",
        "sorry",
        [("R start sorry B 20", SORRY, "R:20 B:")],
        "Card values (SORRY!): a pawn from START takes blue's 20, blue going to START. Reading "
        "team.sorry-partner=allowed is about a partner, and the standard game has none.",
        {"readings": {"team.sorry-partner": "allowed"}},
    ),
    (
        "moves-ten-back-from-first-safety-square",
        "a 10 backward from S1 leaves the safety zone onto the turn square",
        (TEN, SAFETY, ZONE),
        "R:S1 B:",
        "10",
        [("R S1-2", TEN, "R:2 B:", "back")],
        "Card values (10), Safety zones: ten forward from S1 passes HOME (five steps); one back leaves the zone onto "
        "red's turn square, 2.",
    ),
    (
        "moves-seven-split-start-blocked-by-own",
        "a 7 split starting a pawn needs the circle clear of the player's own pawn",
        (SEVEN, START, OWN),
        "R:4 B:",
        "7",
        [("R 4-11", SEVEN, "R:11 B:"), ("R 4-10, R start-4", SEVEN, "R:4,10 B:")],
        "Card values (7), reading seven.split-start=part-of-one-starts: seven for the pawn on 4 is 11. A part of 1 "
        "may start a pawn onto the circle, 4, which red's own pawn holds: only after it has moved 6, to 10.",
        {"readings": {"seven.split-start": "part-of-one-starts"}},
    ),
    (
        "moves-seven-split-stops-at-home",
        "when a count may stop at HOME, splits of several lengths that end alike are one move",
        (SEVEN, HOME, SAFETY),
        "R:S3,S4 B:",
        "7",
        [
            ("R S3-home", SEVEN, "R:S4,home B:"),
            ("R S4-home", SEVEN, "R:S3,home B:"),
            ("R S3-S5, R S4-home", SEVEN, "R:S5,home B:"),
            ("R S3-home, R S4-home", SEVEN, "R:home,home B:"),
            ("R S3-home, R S4-S5", SEVEN, "R:S5,home B:"),
            ("R S4-S5, R S3-home", SEVEN, "R:S5,home B:"),
            ("R S4-home, R S3-home", SEVEN, "R:home,home B:"),
            ("R S4-home, R S3-S5", SEVEN, "R:S5,home B:"),
            ("R S4-home, R S3-S4", SEVEN, "R:S4,home B:"),
        ],
        "Card values (7), reading home.count=stops-at-home: a count past HOME ends there. Seven takes either pawn "
        "HOME. Split S3 first: 1 lands on red's own S4; 2 is S5 and S4 + 5 HOME; 3, 4 or 5 take S3 HOME and S4 + 4, "
        "3 or 2 HOME too, one move; 6 then S4 + 1 = S5. Split S4 first: 1 is S5, S3 + 6 HOME; 2, 3 or 4 HOME and S3 "
        "+ 5, 4 or 3 HOME, one move; 5 then S3 + 2 = S5; 6 then S3 + 1 onto the S4 just left.",
        {"readings": {"home.count": "stops-at-home"}},
    ),
    (
        "moves-seven-together-bumps",
        "a 7 split made at once bumps the pawn a part lands on, and no other",
        (SEVEN, BUMP, SLIDE),
        "R:10,20 B:13,40",
        "7",
        [
            ("R 10-17", SEVEN, "R:17,20 B:13,40"),
            ("R 20-27", SEVEN, "R:10,27 B:13,40"),
            ("R 10-11, R 20-26", SEVEN, "R:11,26 B:13,40"),
            ("R 10-12, R 20-25", SEVEN, "R:12,25 B:13,40"),
            ("R 10-13, R 20-24", SEVEN, "R:13,28 B:40"),
            ("R 10-14, R 20-23", SEVEN, "R:14,23 B:13,40"),
            ("R 10-15, R 20-22", SEVEN, "R:15,22 B:13,40"),
            ("R 10-16, R 20-21", SEVEN, "R:19,21 B:13,40"),
            ("R 20-21, R 10-16", SEVEN, "R:19,21 B:13,40"),
            ("R 20-22, R 10-15", SEVEN, "R:15,22 B:13,40"),
            ("R 20-23, R 10-14", SEVEN, "R:14,23 B:13,40"),
            ("R 20-24, R 10-13", SEVEN, "R:13,28 B:40"),
            ("R 20-25, R 10-12", SEVEN, "R:12,25 B:13,40"),
            ("R 20-26, R 10-11", SEVEN, "R:11,26 B:13,40"),
        ],
        "Card values (7), Moving pawns, reading seven.split-order=together: 10 + 7 = 17, 20 + 7 = 27. Split x and "
        "7 - x: 10 + 3 lands on blue's 13, which goes to START, while 20 + 4 lands on blue's triangle 24 and slides "
        "to 28; 10 + 6 is blue's triangle 16, sliding to 19. Blue's 40 is on no part's way and stays; each split is "
        "written in either order.",
        {"readings": {"seven.split-order": "together"}},
    ),
    (
        "moves-seven-together-both-home",
        "a 7 split made at once may take two pawns HOME",
        (SEVEN, HOME),
        "R:S2,S3 B:",
        "7",
        [("R S2-home, R S3-home", SEVEN, "R:home,home B:"), ("R S3-home, R S2-home", SEVEN, "R:home,home B:")],
        "Card values (7), Moving pawns (HOME holds any number), reading seven.split-order=together: neither pawn "
        "goes seven; S3 takes at most 3 and S2 at most 4, so the split is 4 + 3, both HOME, in either order.",
        {"readings": {"seven.split-order": "together"}},
    ),
    (
        "moves-team-seven-together-last-square",
        "under the team rules, a 7 split made at once may not put both partners' pawns on one square",
        (TEAM, SEVEN, OWN, TRACK),
        "R:56 B: Y:55 G:",
        "7",
        [
            ("R 56-S1", SEVEN, "R:S1 B: Y:55 G:"),
            ("Y 55-2", SEVEN, "R:56 B: Y:2 G:"),
            ("R 56-57, Y 55-1", SEVEN, "R:57 B: Y:4 G:"),
            ("R 56-58, Y 55-0", SEVEN, "R:58 B: Y:0 G:"),
            ("R 56-0, Y 55-58", SEVEN, "R:0 B: Y:58 G:"),
            ("R 56-1, Y 55-57", SEVEN, "R:1 B: Y:57 G:"),
            ("R 56-2, Y 55-56", SEVEN, "R:2 B: Y:56 G:"),
            ("Y 55-56, R 56-2", SEVEN, "R:2 B: Y:56 G:"),
            ("Y 55-57, R 56-1", SEVEN, "R:1 B: Y:57 G:"),
            ("Y 55-58, R 56-0", SEVEN, "R:0 B: Y:58 G:"),
            ("Y 55-0, R 56-58", SEVEN, "R:58 B: Y:0 G:"),
            ("Y 55-1, R 56-57", SEVEN, "R:57 B: Y:4 G:"),
        ],
        "Variants (Team rules), Card values (7), reading seven.split-order=together: red moves its own 56 or its "
        "partner's 55: seven is S1 for red (turn square 2) and 2 for yellow. Split red x, yellow 7 - x: red 3 and "
        "yellow 4 both end on 59, which two pawns may not share; yellow's 1 is red's triangle, where yellow slides "
        "to 4; each split is written in either order.",
        {"mode": "teams", "readings": {"seven.split-order": "together"}},
    ),
)


def outcome_of(moves: Any) -> Outcome:
    """A case accepts when the card has a move; it refuses when the only option is the lost turn."""
    return "refuses" if [m["rule"] for m in moves["moves"]] == [MUST] else "accepts"


def build(row: tuple[Any, ...]) -> Case:
    """One case from a row of :data:`CASES`."""
    case_id, description, rules, pawns, card, options, why, *extra = row
    fields = dict(extra[0]) if extra else {}
    readings = fields.pop("readings", None)
    before = position_from_text(pawns)
    given = {"pawns": before.as_json(), "card": card, "turn": fields.get("turn", before.colours[0])}
    given["mode"] = fields.get("mode", "standard")
    expected = answer(options, before)
    return rulebook_case(
        case_id, description, "moves", tuple(rules), outcome_of(expected), given, why, expected, readings
    )


def moves_rulebook() -> Corpus:
    """Family ``moves_rulebook``: the moves of a card in a position, worked by hand."""
    description = "the legal moves of a card in a position, worked by hand"
    return Corpus(GAME, "moves_rulebook", description, tuple(build(row) for row in CASES))


__all__ = ["CASES", "moves_rulebook"]
