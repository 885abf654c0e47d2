"""Pytest's settings for the doctests of the package: Hypothesis keeps no example database.

The doctests show what ``hypothesis.find`` returns; with a database, an example saved by an earlier run would be
replayed first and could change what is shown, so the same checkout would answer differently from a fresh clone.
"""

from hypothesis import settings

settings.register_profile("rulebook-doctests", database=None)
settings.load_profile("rulebook-doctests")
