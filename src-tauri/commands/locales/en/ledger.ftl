## The ledger: a hand told by its points, the end-of-game bonuses.
