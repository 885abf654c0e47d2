"""Readings and witnesses: comparing two readings, the smallest-witness search, the ruling's text."""
