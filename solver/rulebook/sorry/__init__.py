"""SORRY! (rulebook spec/rulebooks/sorry-icelandic.txt, English rendering sorry-english.md): a board game.

Two to four players race their four pawns from START round a 60-square track into their own safety zone and HOME,
moving by cards drawn from a deck with no 6 or 9; slides, bumps, swaps and the Sorry! card send pawns back. The
board and the deck's counts are not in the rulebook: they come from the sourced facts (``spec/sorry.toml``).

The vocabulary sits at the package's root: the board's places (:mod:`rulebook.sorry.board`), positions and their
notation (:mod:`rulebook.sorry.position`), moves (:mod:`rulebook.sorry.moves`), the game state
(:mod:`rulebook.sorry.state`) and the reading value (:mod:`rulebook.sorry.reading`). Both encodings read them and
decide the rules on their own: the Z3 model (``model/``) and the engine (``engine/``).
"""
