"""Mutation and fuzzing: rule and code mutants, their runs, the shared Hypothesis strategies."""
