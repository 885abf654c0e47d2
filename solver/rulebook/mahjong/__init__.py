"""Classical mahjong (rulebook ../shared/rulebooks/mahjong-classical.txt): tiles, winning hands."""
