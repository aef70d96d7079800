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

## L'export CSV : ses colonnes, la ligne des primes de fin de partie et ses mots.

csv-col-game = partie
csv-col-name = nom
csv-col-kind = jeu
csv-col-hand = donne
csv-col-dealer = donneur
csv-col-player = joueur
csv-col-entered = saisie
csv-col-points = points
csv-col-total = total
csv-col-summary = résumé
csv-bonus-row = prime
csv-bonuses = Primes : { $points }.
csv-bonuses-why = Primes : { $points }. { $why }
