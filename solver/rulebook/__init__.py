"""rulebook: formal models of the rules of published tabletop games.

Each game lives in its own package (``rulebook.forbidden`` first); game-independent parts live in ``rulebook.core``.
"""

__version__ = "0.1.0"
