## El registro.

## El final de una partida (la regla de final de la familia del rummy).

end-target-reached = Un total alcanzó el objetivo de { $target }.
end-deals-played = Se han jugado las { $deals } manos.
end-goal-target-or-deals = Se juega a { $target } o { $deals } manos
end-goal-target = Se juega a { $target }
end-goal-deals = Se juegan { $deals } manos
end-goal-none = Sin final fijado: jugad hasta que paréis
end-goal-totals = { $goal }. Totales: { $totals }.
end-why-totals = { $why } Totales: { $totals }.
end-highest-wins = Total más alto: { $winners } { $count ->
    [one] gana
   *[other] ganan
  }.

## La exportación CSV: sus columnas, la fila de bonificaciones del final y sus palabras.

csv-col-game = partida
csv-col-name = nombre
csv-col-kind = juego
csv-col-hand = mano
csv-col-dealer = reparte
csv-col-player = jugador
csv-col-entered = entrada
csv-col-points = puntos
csv-col-total = total
csv-col-summary = resumen
csv-bonus-row = bonificación
csv-bonuses = Bonificaciones: { $points }.
csv-bonuses-why = Bonificaciones: { $points }. { $why }

## Las palabras de la pantalla de reglas de los juegos que puntúan por mano (la libreta de
## puntos) y de Avalanche: las líneas de las reglas y la línea final de la pantalla de partida.

rules-open-ended = Sin final fijo: parad cuando queráis.
rules-points-highest = gana el total más alto
rules-points-lowest = gana el total más bajo
rules-points-end-target = La partida termina cuando alguien llega a { $target }; { $who }.
rules-points-end-hands = La partida termina tras { $hands ->
    [one] 1 mano
   *[other] { $hands } manos
  }; { $who }.
rules-points-end-open = Sin final fijo: parad cuando queráis; { $who }.
rules-points-line-highest = gana el total más alto
rules-points-line-lowest = gana el total más bajo
rules-points-line-target = Hasta { $target } · { $who }
rules-points-line-hands = { $hands ->
    [one] 1 mano
   *[other] { $hands } manos
  } · { $who }
rules-points-line-open = Sin final fijo · { $who }
rules-avalanche-deck = { $packs ->
    [one] 1 baraja
   *[other] { $packs } barajas
  } y { $jokers } { $jokers ->
    [one] comodín
   *[other] comodines
  }: { $cards } cartas; 10 a cada uno.
rules-avalanche-end-both = La partida termina tras { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } o cuando alguien ha guardado { $target } cartas.
rules-avalanche-end-deals = La partida termina tras { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }.
rules-avalanche-end-target = La partida termina cuando alguien ha guardado { $target } cartas.
rules-avalanche-most = Gana quien más cartas ha guardado.
rules-avalanche-line-deals = { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } · gana quien más cartas ha guardado
rules-avalanche-line-target = Hasta { $target } cartas · gana quien más cartas ha guardado
rules-avalanche-line-open = Sin final fijo · gana quien más cartas ha guardado

## El final de una partida anotada por puntos en cada mano (la hoja de puntos) y de una de Avalanche.

points-end-target-highest = Alguien llegó a { $target }; gana el total más alto.
points-end-target-lowest = Alguien llegó a { $target }; gana el total más bajo.
points-end-hands-highest = { $hands ->
    [one] Se ha jugado la mano
   *[other] Se han jugado las { $hands } manos
  }; gana el total más alto.
points-end-hands-lowest = { $hands ->
    [one] Se ha jugado la mano
   *[other] Se han jugado las { $hands } manos
  }; gana el total más bajo.
avalanche-end-most-stored = Gana quien tenga más cartas guardadas.

## Lo que un jugador anotó en una mano de Avalanche, para la columna de lo anotado del CSV.

avalanche-entered-plays = { $plays ->
    [one] 1 jugada
   *[other] { $plays } jugadas
  }, { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
  }
avalanche-entered-snowfalls = { $n ->
    [one] 1 nevada
   *[other] { $n } nevadas
  }
avalanche-entered-stored = { $n ->
    [one] 1 carta guardada
   *[other] { $n } cartas guardadas
  }
avalanche-entered-last = el último con cartas en la mano ({ $n ->
    [one] 1 carta
   *[other] { $n } cartas
  })
