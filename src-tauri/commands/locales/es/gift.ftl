## Gift Rummy: la cuenta de cada asiento en un reparto (RULES.md §2).

gift-flush = color { $points }
gift-sequences = escaleras { $points }
gift-same-rank = mismo valor { $points }
gift-twenty-one = veintiuno { $points }
gift-sole-knocker = único en cerrar { $points }
gift-nothing-scores = nada puntúa
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }
