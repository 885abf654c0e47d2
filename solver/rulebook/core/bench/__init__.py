"""Benchmarks: ``rulebook bench`` and the figures of docs/performance.md."""
