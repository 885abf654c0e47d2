"""The ruling desk: every game's questions in a browser (``rulebook serve``), on a JSON API under ``/api``."""
