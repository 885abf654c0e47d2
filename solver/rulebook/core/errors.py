"""The one exception type for bad user input; the CLI turns it into one line on stderr and exit status 2."""


class InputError(ValueError):
    """Bad input: an unknown card, more copies than the deck holds, an unknown reading, a malformed request."""
