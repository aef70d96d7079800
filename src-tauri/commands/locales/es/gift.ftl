## Gift Rummy: la cuenta de cada asiento en un reparto (RULES.md §2).

gift-flush = color { $points }
gift-sequences = escaleras { $points }
gift-same-rank = mismo valor { $points }
gift-twenty-one = veintiuno { $points }
gift-sole-knocker = único en cerrar { $points }
gift-nothing-scores = nada puntúa
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }

## Las reglas del Gift Rummy en palabras: las líneas de las reglas y la línea final.

rules-gift-independent = Cada carta cuenta en cada categoría en la que encaja (color, escaleras, mismo valor, veintiuno).
rules-gift-exclusive = Las escaleras, el mismo valor y el veintiuno usan cartas distintas; cuenta el mejor total.
rules-gift-end = { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }, o hasta que alguien llegue a { $target }; gana el total más alto.
rules-gift-knock = El único en cerrar tras la ronda 1 suma { $bonus }.
rules-gift-line = { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } u objetivo { $target } · gana el total más alto

## El final de una partida de Gift Rummy.

gift-end-progress = { $played } de { $deals } manos jugadas.
gift-end-target = Alguien llegó a { $target }; gana el total más alto.
gift-end-deals = { $deals ->
    [one] Se ha jugado la mano
   *[other] Se han jugado las { $deals } manos
  }; gana el total más alto.

## Lo que un jugador anotó en una mano de Gift Rummy, para la columna de lo anotado del CSV.

gift-entered-knocked = cerró tras la ronda { $round }
gift-entered-claimed-bonus = reclamó la bonificación
