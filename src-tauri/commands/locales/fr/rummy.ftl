## Rami, Classic Rum, Rami Boathouse, Rami à frapper et Rami Gambler's : l'explication de
## l'arbitre pour une donne (RULES.md §3, §4).

rummy-sum-nothing = rien = 0
rummy-sum-one = { $card } = { $total }
rummy-sum = { $cards } = { $parts } = { $total }
rummy-announced = { $n } (annoncé)
rummy-unmatched-none = aucune carte morte = 0
rummy-unmatched = cartes mortes { $sum }
rummy-no-melds = aucune combinaison ; { $dead }
rummy-melds = combinaisons { $melds } ; { $dead }
rummy-count-line = { $player } : { $count }.
rummy-reason-count = valeur des cartes
rummy-reason-doubled-count = valeur des cartes, doublée pour le rami
rummy-reason-difference = différence
rummy-reason-penalty = pénalité du frappeur
rummy-reason-rummy-bonus = prime de rami
rummy-why-doubled = valeur des cartes { $count }, doublée pour le rami
rummy-why-half = la moitié : { $reason }
rummy-why-third = un tiers : { $reason }
rummy-why-share = une part de 1/{ $n } : { $reason }
rummy-pays = { $from } paie { $amount } à { $to } ({ $why }).
rummy-nobody-pays = Personne ne paie rien.
rummy-net = Solde : { $nets }.
rummy-entered = Points saisis à la main : { $points }.
rummy-went-out = { $player } est sorti.
rummy-nobody-out = Personne n'est sorti.
rummy-split = Partagé en { $ways } : { $share } chacun.
rummy-split-floor = Partagé en { $ways }, arrondi vers le bas : { $share } chacun.
rummy-told-out = { $player } est sorti

basic-told-out-rummy = { $player } est sorti (rami)
basic-told-out-rummy-doubled = { $player } est sorti (rami, doublé)
basic-told-nobody-out = Personne n'est sorti
basic-each-loser-pays = Chaque perdant paie à { $player } la valeur de ses cartes.
basic-each-loser-pays-doubled = Chaque perdant paie à { $player } la valeur de ses cartes, doublée pour le rami.
basic-scores = { $player } marque { $sum } = { $total }.
basic-rummy-doubled = { $player } a fait rami : le score est doublé, { $total } × 2 = { $doubled }.
basic-rummy-not-doubled = Rami, mais le doublement pour rami est désactivé.
basic-lowest-pot = Plus petite valeur { $low } : { $players }. Ce que tous les autres ont au-dessus de { $low } fait un pot de { $pot }.

boathouse-went-out = { $player } est sorti avec toute sa main. Chaque perdant paie ses cartes mortes (as 11, les suites peuvent tourner autour de l'as).

knock-count-line-knocker = { $player } (a frappé) : { $count }.
knock-lowest-wins = Plus petite valeur { $low } : { $players } { $count ->
    [one] gagne
   *[other] gagnent
  }.
knock-tied = { $player } a frappé à égalité avec la plus petite valeur : une égalité revient à l'autre joueur.
knock-penalty-winners = { $player } a frappé sans avoir la plus petite valeur et paie la pénalité de { $penalty } à { $players }.
knock-penalty-below = { $player } a frappé sans avoir la plus petite valeur et paie { $penalty } à chaque joueur en dessous de sa valeur : { $players }.
knock-rummy-bonus = { $player } a frappé sans carte morte : tous les autres paient aussi la prime de rami de { $bonus }.
knock-told = { $player } a frappé
knock-told-rummy = { $player } a frappé sans carte morte
knock-told-penalty = { $player } a frappé et paie la pénalité

gamblers-went-out = { $player } est sorti. Chaque perdant paie la valeur de toutes les cartes qui lui restent en main.
gamblers-refused = La donne s'est terminée quand un joueur a refusé la défausse.
gamblers-void = La donne est nulle : personne ne paie.
gamblers-lowest-collects = Plus petite valeur { $low } : { $players } { $count ->
    [one] encaisse
   *[other] encaissent
  } de chaque autre joueur sa valeur au-dessus de { $low }.
gamblers-told-void = Donne nulle
