"""Lao Pengh (Adlung, Patrick Inauen, 1999; rulebook ../shared/rulebooks/lao-pengh.txt): 54 cards, three piles.

Every player reveals a card at once and places it, in the order of the cards' order numbers, on a pile whose top
card shares a theme, a colour or a corner number with it; no attribute may lie three times in a row, and a card
placed against the rules stands unless another player strikes the pile in time. So far the package holds the
vocabulary: the cards and their notation (:mod:`rulebook.laopengh.cards`) and the reading value
(:mod:`rulebook.laopengh.reading`). The game is not registered yet (``rulebook.registry``).
"""
