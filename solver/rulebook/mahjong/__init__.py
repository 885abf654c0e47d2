"""Classical mahjong (rulebook spec/rulebooks/mahjong-classical.txt): tiles, winning hands."""
