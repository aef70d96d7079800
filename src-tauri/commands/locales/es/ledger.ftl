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
