"""Verify and the executor: the cross-check harness, batches on Dask, work in a second process."""
