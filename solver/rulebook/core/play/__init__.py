"""What every game's play shares: the simulator's frame, the play commands' frame and the state check's refusal."""
