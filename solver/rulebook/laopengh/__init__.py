"""Lao Pengh (Adlung, Patrick Inauen, 1999; rulebook spec/rulebooks/lao-pengh.txt): 54 cards, three piles.

Every player reveals a card at once and places it, in the order of the cards' order numbers, on a pile whose top
card shares a theme, a colour or a corner number with it; no attribute may lie three times in a row, and a card
placed against the rules stands unless another player strikes the pile in time.

The vocabulary sits at the package's root: the cards, their notation and order numbers
(:mod:`rulebook.laopengh.cards`), the state (:mod:`rulebook.laopengh.state`), the actions
(:mod:`rulebook.laopengh.actions`), the judgement of a placement (:mod:`rulebook.laopengh.verdict`) and the reading
value (:mod:`rulebook.laopengh.reading`). Both encodings read them and decide the rules on their own: the Z3 model
(``model/``: the judgement of a placement and the order of play) and the engine (``engine/``: those and the course of
play). The contract both implement is ``docs/laopengh-contract.md``; the registration is :mod:`rulebook.laopengh.game`.
"""
