"""Tien Zi Que (the Z-Man Red Dragon edition): two players, 54 cards, five combinations to Mah-jong."""
