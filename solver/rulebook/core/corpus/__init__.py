"""Corpora and generation: conformance cases, building and confirming them, the rule documents, conform."""
