"""The exceptions the CLI turns into messages: bad input, and a run whose batches failed.

Bad input is one line on stderr and exit status 2; a failed run one line per failed batch and exit status 1. They
live here, apart from what raises them, so that the CLI names them without importing the machinery.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulebook.core.verify.executor import BatchFailure


class InputError(ValueError):
    """Bad input: an unknown card, more copies than the deck holds, an unknown reading, a malformed request."""


class BatchesFailedError(Exception):
    """Batches of a run that failed every try: the run's figures would be missing their cases, so there are none.

    Raised by :mod:`rulebook.core.verify.executor` (which names it too).
    """

    def __init__(self, failures: Sequence[BatchFailure]) -> None:
        self.failures = sorted(failures)
        super().__init__("; ".join(str(failure) for failure in self.failures))
