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
