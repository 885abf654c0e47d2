"""Game-independent parts: the spec loader, the rule and reading register, the cross-check harness."""
