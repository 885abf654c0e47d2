"""Play: the play commands' frame, the simulator's frame, state checks and the simulations' runs."""
