## Le registre.

## La fin d'une partie (la règle de fin de la famille du rami).

end-target-reached = Un total a atteint l'objectif de { $target }.
end-deals-played = Les { $deals } donnes ont toutes été jouées.
end-goal-target-or-deals = Partie en { $target } points ou { $deals } donnes
end-goal-target = Partie en { $target } points
end-goal-deals = Partie en { $deals } donnes
end-goal-none = Pas de fin fixée : jouez jusqu'à ce que vous arrêtiez
end-goal-totals = { $goal }. Totaux : { $totals }.
end-why-totals = { $why } Totaux : { $totals }.
end-highest-wins = Meilleur total : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
  }.
