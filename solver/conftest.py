"""Pytest's settings for the doctests of the package: Hypothesis keeps no example database.

The doctests show what ``hypothesis.find`` returns; with a database, an example saved by an earlier run would be
replayed first and could change what is shown, so the same checkout would answer differently from a fresh clone.
Where a strategy has two shapes (a state played from a deal or from a table set out), which one ``find`` shrinks to
depends on where its random search started, so the search is derandomized too: every run shows the same example.
"""

from hypothesis import settings

settings.register_profile("rulebook-doctests", database=None, derandomize=True)
settings.load_profile("rulebook-doctests")
