"""Whole numbers written inside text: an order number ``CY2/9``, a pile ``2.1``, a square ``R 12-17``, a seed.

Every game's notation holds small numbers, and each is read here, so that what a person or a script types is
either a number or one :class:`~rulebook.core.errors.InputError` naming it, never a traceback:

- only the digits 0 to 9 make a number: ``str.isdigit`` also takes other scripts' digits and signs (``²``,
  ``٣``, ``５``), which ``int`` then refuses with an exception or silently reads as another number;
- at most :data:`MAX_DIGITS` of them: ``int`` refuses a number of more than 4,300 digits with an exception, and
  nothing in a game counts past a few digits (a seed is the largest, and 20 digits hold every 64-bit number).

>>> whole_number("17", "a pile")
17
>>> whole_number("²", "a pile")
Traceback (most recent call last):
...
rulebook.core.errors.InputError: a pile must be a whole number written with the digits 0-9, not '²'
>>> whole_number("9" * 5000, "a pile")
Traceback (most recent call last):
...
rulebook.core.errors.InputError: a pile must have at most 20 digits, not 5,000 ('999999999999999999999999999999…')
>>> is_digits("12"), is_digits("١٢"), is_digits("")
(True, False, False)

The command line's numbers are read by the same rule (:func:`integer_option`, :func:`count_option`,
:func:`seconds_option` as ``argparse`` types): ``--players ٣`` is refused, not read as 3.
"""

from __future__ import annotations

import argparse
import math

from rulebook.core.errors import InputError

MAX_DIGITS = 20
"""The most digits a number inside text may have (every 64-bit number fits; every count of a game in a few)."""
SHOWN = 30
"""How many characters of a bad token an error message repeats."""


def shown(value: object) -> str:
    """``value`` written for an error message (its ``repr``), cut after :data:`SHOWN` characters.

    A token may be megabytes long; the message stays one short line.
    """
    text = repr(value)
    if len(text) <= SHOWN + 2:
        return text
    closing = text[-1] if isinstance(value, str) else ""
    return text[: SHOWN + 1] + "…" + closing


def is_digits(token: str) -> bool:
    """Whether ``token`` is one or more of the digits 0 to 9 and nothing else (of any length)."""
    return token.isascii() and token.isdigit()


def whole_number(token: str, what: str) -> int:
    """The number ``token`` writes with the digits 0-9 (at most :data:`MAX_DIGITS`); else an error naming ``what``."""
    if not is_digits(token):
        raise InputError(f"{what} must be a whole number written with the digits 0-9, not {shown(token)}")
    if len(token) > MAX_DIGITS:
        raise InputError(f"{what} must have at most {MAX_DIGITS} digits, not {len(token):,} ({shown(token)})")
    return int(token)


def integer_option(text: str) -> int:
    """An ``argparse`` type: a whole number written with the digits 0-9, maybe after a minus sign.

    ``int`` alone would take ``٣`` for 3 and refuse 5,000 digits with an exception; the parser's one-line error
    names the option and the value instead.
    """
    digits = text[1:] if text.startswith("-") else text
    if not is_digits(digits):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number written with the digits 0-9")
    if len(digits) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"{shown(text)} has {len(digits):,} digits; at most {MAX_DIGITS}")
    return int(text)


def count_option(text: str) -> int:
    """An ``argparse`` type: a whole number, 0 or more (:func:`integer_option`)."""
    value = integer_option(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is negative")
    return value


def seconds_option(text: str) -> float:
    """An ``argparse`` type: a positive, finite number of seconds written with the digits 0-9 (``2``, ``0.5``)."""
    whole, _, fraction = text.removeprefix("-").partition(".")
    if not (is_digits(whole) or (not whole and fraction)) or (fraction and not is_digits(fraction)):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a number of seconds such as 2 or 0.5")
    value = float(text)
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a positive number of seconds")
    return value


__all__ = [
    "MAX_DIGITS",
    "count_option",
    "integer_option",
    "is_digits",
    "seconds_option",
    "shown",
    "whole_number",
]
