## Rami, Classic Rum, Rami Boathouse, Rami à frapper et Rami Gambler's : l'explication de
## l'arbitre pour une donne (RULES.md §3, §4).

rummy-sum-nothing = rien = 0
rummy-sum-one = { $card } = { $total }
rummy-sum = { $cards } = { $parts } = { $total }
rummy-announced = { $n } (annoncé)
rummy-unmatched-none = aucune carte morte = 0
rummy-unmatched = cartes mortes { $sum }
rummy-no-melds = aucune combinaison ; { $dead }
rummy-melds = combinaisons { $melds } ; { $dead }
rummy-count-line = { $player } : { $count }.
rummy-reason-count = valeur des cartes
rummy-reason-doubled-count = valeur des cartes, doublée pour le rami
rummy-reason-difference = différence
rummy-reason-penalty = pénalité du frappeur
rummy-reason-rummy-bonus = prime de rami
rummy-why-doubled = valeur des cartes { $count }, doublée pour le rami
rummy-why-half = la moitié : { $reason }
rummy-why-third = un tiers : { $reason }
rummy-why-share = une part de 1/{ $n } : { $reason }
rummy-pays = { $from } paie { $amount } à { $to } ({ $why }).
rummy-nobody-pays = Personne ne paie rien.
rummy-net = Solde : { $nets }.
rummy-entered = Points saisis à la main : { $points }.
rummy-went-out = { $player } est sorti.
rummy-nobody-out = Personne n'est sorti.
rummy-split = Partagé en { $ways } : { $share } chacun.
rummy-split-floor = Partagé en { $ways }, arrondi vers le bas : { $share } chacun.
rummy-told-out = { $player } est sorti

basic-told-out-rummy = { $player } est sorti (rami)
basic-told-out-rummy-doubled = { $player } est sorti (rami, doublé)
basic-told-nobody-out = Personne n'est sorti
basic-each-loser-pays = Chaque perdant paie à { $player } la valeur de ses cartes.
basic-each-loser-pays-doubled = Chaque perdant paie à { $player } la valeur de ses cartes, doublée pour le rami.
basic-scores = { $player } marque { $sum } = { $total }.
basic-rummy-doubled = { $player } a fait rami : le score est doublé, { $total } × 2 = { $doubled }.
basic-rummy-not-doubled = Rami, mais le doublement pour rami est désactivé.
basic-lowest-pot = Plus petite valeur { $low } : { $players }. Ce que tous les autres ont au-dessus de { $low } fait un pot de { $pot }.

boathouse-went-out = { $player } est sorti avec toute sa main. Chaque perdant paie ses cartes mortes (as 11, les suites peuvent tourner autour de l'as).

knock-count-line-knocker = { $player } (a frappé) : { $count }.
knock-lowest-wins = Plus petite valeur { $low } : { $players } { $count ->
    [one] gagne
   *[other] gagnent
  }.
knock-tied = { $player } a frappé à égalité avec la plus petite valeur : une égalité revient à l'autre joueur.
knock-penalty-winners = { $player } a frappé sans avoir la plus petite valeur et paie la pénalité de { $penalty } à { $players }.
knock-penalty-below = { $player } a frappé sans avoir la plus petite valeur et paie { $penalty } à chaque joueur en dessous de sa valeur : { $players }.
knock-rummy-bonus = { $player } a frappé sans carte morte : tous les autres paient aussi la prime de rami de { $bonus }.
knock-told = { $player } a frappé
knock-told-rummy = { $player } a frappé sans carte morte
knock-told-penalty = { $player } a frappé et paie la pénalité

gamblers-went-out = { $player } est sorti. Chaque perdant paie la valeur de toutes les cartes qui lui restent en main.
gamblers-refused = La donne s'est terminée quand un joueur a refusé la défausse.
gamblers-void = La donne est nulle : personne ne paie.
gamblers-lowest-collects = Plus petite valeur { $low } : { $players } { $count ->
    [one] encaisse
   *[other] encaissent
  } de chaque autre joueur sa valeur au-dessus de { $low }.
gamblers-told-void = Donne nulle

## Les règles de la famille du rami en mots : les lignes des règles et la ligne de fin (Rami,
## Classic Rum, Boathouse, Rami à frapper, Rami Gambler's ; la fin du Rami continental).

rules-rummy-end-target-deals = La partie se termine quand un solde atteint { $target }, ou après { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } ; le plus haut total gagne.
rules-rummy-end-target = La partie se termine quand un solde atteint { $target } ; le plus haut total gagne.
rules-rummy-end-deals = La partie se termine après { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } ; le plus haut total gagne.
rules-rummy-end-open = Chaque donne est réglée à part : arrêtez quand vous voulez.
rules-rummy-line-target-deals = Solde de { $target } ou { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } · réglé à chaque donne
rules-rummy-line-target = Solde de { $target } · réglé à chaque donne
rules-rummy-line-deals = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } · réglé à chaque donne
rules-rummy-line-open = Réglé à chaque donne · sans fin fixée
rules-rummy-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
rules-basic-settlement = Chaque perdant paie au gagnant la valeur de ses cartes.
rules-basic-scores = Le joueur qui sort marque les cartes restées dans les autres mains.
rules-basic-rummy-double = Faire rami double le score.
rules-basic-end-target = La partie se termine quand un total atteint { $target }.
rules-boathouse-out = On sort avec toute sa main en un seul tour ; les suites peuvent tourner autour de l'as (K-A-2).
rules-boathouse-pays = Chaque perdant paie au gagnant ses cartes mortes (A = 11, J/Q/K = 10).
rules-knock-penalty-winners = La plus petite valeur gagne (une égalité va contre le frappeur) ; un frappeur qui perd paie { $penalty } de plus.
rules-knock-penalty-below = La plus petite valeur gagne (une égalité va contre le frappeur) ; un frappeur qui perd paie { $penalty } à chaque joueur en dessous de sa valeur.
rules-knock-no-bonus = Pas de prime pour frapper sans carte morte.
rules-knock-bonus = Celui qui frappe seul sans carte morte encaisse { $bonus } de chaque joueur.
rules-knock-deal-standard = Distribuer 10 cartes à 2 joueurs, 7 à 3–4, 6 à 5–6.
rules-knock-deal-pagat = Distribuer 10 cartes à 2 joueurs, 7 à 3 ou plus.
rules-gamblers-pays = Chaque perdant paie au gagnant toutes les cartes qui lui restent en main (A = 1) ; personne ne sort en un seul tour.
rules-gamblers-void = Une donne terminée par une défausse refusée est nulle : personne ne paie.
rules-gamblers-lowest-collects = Une donne terminée par une défausse refusée : la plus petite valeur encaisse les différences.
rules-gamblers-floor = Une part partagée est arrondie vers le bas.

## Ce qu'un joueur a saisi dans une donne de la famille du rami, pour la colonne de la saisie de l'export CSV : l'en-tête avant les cartes du joueur.

rummy-entered-went-out = est sorti
rummy-entered-went-out-rummy = est sorti (rami)
rummy-entered-went-out-one-turn = est sorti en un tour
rummy-entered-knocked = a frappé
