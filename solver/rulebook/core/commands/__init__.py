"""The command frames every game shares: check, the play commands' parsers, readings and diff, options."""
