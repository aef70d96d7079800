## Noms des jeux, tels que les joueurs francophones les appellent (docs/languages.md).

game-gin_rummy = Gin-rami
game-gift_rummy = Gift Rummy
game-basic_rummy = Rami
game-boathouse_rummy = Rami Boathouse
game-continental_rummy = Rami continental
game-gamblers_rummy = Rami Gambler's
game-knock_rummy = Rami à frapper
game-rummy_500 = Rami 500
game-oh_heck = L'Ascenseur
game-six_card_golf = Golf à six cartes
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Feuille de marque (tout jeu)

## Les mots du choix des règles que Rust envoie comme réglages et préréglages.

chooser-play-to = Jouer jusqu'à
chooser-or-after-deals = Ou après ce nombre de donnes
chooser-deals = Donnes
chooser-no-target = Pas d'objectif
chooser-no-limit = Sans limite
chooser-settled-no-target = Réglé à chaque donne, pas d'objectif
chooser-until-stored = Ou jusqu'à ce que quelqu'un ait gardé
chooser-packs = Jeux de 52
chooser-dealers-hook = Contrainte du donneur
chooser-who-wins = Qui gagne
chooser-highest-total = Le plus haut total
chooser-lowest-total = Le plus petit total
chooser-game-ends = La partie se termine
chooser-at-target = À un objectif
chooser-after-n-hands = Après N donnes
chooser-open-ended = Sans fin fixée
chooser-end-points = Points qui terminent la partie
chooser-number-of-hands = Nombre de donnes
chooser-holes = Trous
chooser-9-holes = 9 trous
chooser-18-holes = 18 trous
chooser-twos = Une paire de 2 marque −4
chooser-king = Un roi vaut
chooser-standard = Règles de base
chooser-modern = Moderne
chooser-classic = Classique
chooser-oklahoma = Oklahoma
chooser-classic-rum = Classic Rum
chooser-bicycle = Bicycle
chooser-any-partition = Toute répartition
chooser-pagat = Pagat
chooser-represented-jokers = Jokers à la valeur remplacée
chooser-play-off-ties = Départager les égalités
chooser-independent = Décompte indépendant
chooser-exclusive = Décompte exclusif
chooser-tricks-plus-10 = Plis + 10
chooser-off-bid-penalty = Pénalité de demande chutée
chooser-mrpikes = MrPikes
chooser-up-and-down = Montée et descente
chooser-first-to-100 = Objectif 100
chooser-lowest-at-100 = Le plus bas à 100
chooser-ten-hands = Dix donnes
chooser-jokers-twos = Jokers, paire de 2 −4

## La ligne sous chaque réglage du choix des règles.

hint-deals-at-most = Au plus { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  }, selon ce qui arrive en premier.
hint-deals-no-limit = Pas de limite au nombre de donnes.
hint-gin-target = La partie se termine quand quelqu'un atteint { $target } points de donne.
hint-hook-on = Le donneur ne peut pas demander de sorte que les demandes totalisent le nombre de cartes distribuées.
hint-hook-off = Le donneur peut demander ce qu'il veut.
hint-gift-target = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  }, ou jusqu'à ce que quelqu'un atteigne { $target }.
hint-gift-deals = Au plus { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } de trois tours au plus chacune.
hint-golf-twos-negative = Deux 2 dans une colonne marquent −4.
hint-golf-twos-zero = Deux 2 dans une colonne marquent 0, comme toute paire.
hint-golf-king = Chaque roi sans paire compte { $king }.
hint-avalanche-no-target = Aucun nombre de cartes gardées ne termine la partie.
hint-avalanche-packs = { $packs ->
    [one] { $packs } jeu
   *[other] { $packs } jeux
  } et { $jokers } { $jokers ->
    [one] joker
   *[other] jokers
  } : { $cards } cartes.
hint-points-most = Le plus de points gagne.
hint-points-fewest = Le moins de points gagne, comme au Hearts ou au Golf.
hint-points-target = La partie se termine quand un total atteint { $target }.
hint-points-end-points = Points qui terminent la partie.
hint-points-hands = La partie se termine après { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
  }.
hint-points-number = Nombre de donnes.

## La ligne sous chaque préréglage du choix des règles.

hint-gin-seed = Frapper avec { $limit } ou moins ; gin { $gin }, contre { $undercut }, objectif { $target }.
hint-gin-modern = Règles de base plus big gin (les 11 cartes en combinaisons), valeur { $big }.
hint-gin-classic = Gin { $gin }, contre { $undercut }, { $box } par donne gagnée.
hint-gin-oklahoma = La première carte retournée fixe la limite de frappe ; un pique compte double ; objectif { $target }.
hint-oh-heck-up-down = Décompte de base ; les donnes vont d'une carte jusqu'au maximum (51 ÷ joueurs), puis redescendent.
hint-r500-joker-fifteen = Jokers à 15 où qu'ils soient
hint-r500-joker-represented = Un joker en combinaison compte comme la carte qu'il remplace
hint-r500-tie-shares = une égalité exacte partage la victoire
hint-r500-tie-another = une égalité exacte fait jouer une donne de plus
hint-r500 = { $joker }, { $tie } ; objectif { $target }.
hint-cont-any = Toutes suites de 3 ou plus
hint-cont-shapes = Suites en 5×3, 4+4+4+3 ou 5+4+3+3
hint-cont = { $shape } ; chaque perdant paie { $items }.
hint-golf-seed = { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
  } ; une paire marque 0, un 2 vaut −2, un roi { $king }.
hint-golf-longer = Une partie plus longue : { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
  }.
hint-golf-jokers = Deux jokers par jeu, valeur { $joker } ; une paire de 2 marque { $twos }.

## Le résumé de chaque jeu sur l'écran « Nouvelle partie » (GameKind::summary_said ; une
## espace insécable avant « : » et « ; »).

summary-gin_rummy = Deux joueurs, dix cartes chacun. On frappe avec 10 points morts ou moins ; l'adversaire pose ses cartes sur les combinaisons du frappeur. La frappe, le gin (25) et le contre (25) marquent la différence de points morts ; l'objectif est 100, puis vient la prime de partie (100, 200 en cas de capot) et 25 par donne gagnée. Préréglages : Règles de base, Moderne (big gin), Classique et Oklahoma (la carte retournée fixe la limite de frappe, un pique compte double).
summary-gift_rummy = Le jeu de David Parlett pour quatre joueurs exactement, publié aussi sous le nom « Swap Three ». Les joueurs passent trois cartes à gauche, à droite et en face, frappent quand ils sont satisfaits et comptent leurs 13 dernières cartes : la plus longue couleur de 5 ou plus, les cartes en suites, trois ou quatre cartes de même rang (6 ou 12) et un vingt-et-un (7). Le seul frappeur après le 1er tour reçoit 10. Quatre donnes ou objectif 100 ; le plus haut total gagne.
summary-basic_rummy = De deux à six joueurs posent des brelans et des suites (as bas). Celui qui sort marque les cartes restées dans la main de tous les autres ; si personne ne sort, la main la plus basse encaisse les différences. On joue jusqu'à un objectif convenu (100 conseillé) ou un nombre de donnes. Le préréglage Classic Rum règle chaque donne en paiements et double pour un rami.
summary-boathouse_rummy = Une variante du rami où les suites peuvent faire le tour (K-A-2) et où l'on ne pose qu'en sortant avec toute sa main. Les perdants paient au gagnant leurs seules cartes mortes, les as valant 11.
summary-continental_rummy = De deux à douze joueurs avec deux à quatre jeux et des jokers. Seules les suites comptent : on sort en montrant ses 15 cartes en suites de 5x3, 4+4+4+3 ou 5+4+3+3. Chaque perdant paie 1, plus 2 pour chaque joker dans la main du gagnant.
summary-gamblers_rummy = Quatre joueurs, sept cartes chacun, as bas. Personne ne peut sortir en un seul tour, et la pioche ne sert qu'une fois. Les perdants paient au gagnant la valeur de leur main.
summary-knock_rummy = Aucune combinaison posée sur la table : chacun peut frapper après avoir pioché, puis tous comptent leurs cartes mortes. La valeur la plus basse encaisse les différences, un frappeur battu paie 10 de plus, et un frappeur sans points morts reçoit 25 de chaque joueur.
summary-rummy_500 = De deux à huit joueurs avec des jokers ; on peut prendre n'importe quelle carte de la défausse avec tout ce qui se trouve au-dessus. On marque les cartes posées en combinaison ou sur celles des autres, moins les cartes restées en main (as 15, ou 1 en bas d'une suite ; jokers 15). Le premier à 500 gagne.
summary-oh_heck = De trois à sept joueurs demandent le nombre exact de plis qu'ils feront ; le nombre de cartes descend jusqu'à une puis remonte. Le donneur ne peut pas demander de sorte que les demandes fassent le nombre de plis disponibles. Une demande réussie marque 10 plus la demande ; une demande chutée ne marque rien. Le plus haut total à la fin du programme gagne.
summary-six_card_golf = Chaque joueur a six cartes en deux rangées de trois et cherche à garder le total le plus bas. Une colonne de deux cartes de même rang vaut zéro ; les 2 valent -2 et les rois 0. Neuf trous (ou 18) ; le total le plus bas gagne.
summary-skull_and_roses = Un jeu de bluff avec trois cartes chiffrées (roses) et une figure (crâne) par joueur. Pariez combien de roses vous pouvez révéler ; révélez d'abord votre propre pile. Deux défis réussis, ou rester le dernier en jeu, font gagner. Cardtable suit les cartes, les défis et les éliminations plutôt que des points.
summary-avalanche = De deux à six joueurs avec deux jeux et six jokers. Jouez des cartes d'un même rang sur l'avalanche en mouvement : faites-la grossir, arrêtez-la ou faites-la tomber sur le joueur précédent, qui garde les cartes comme points. Le plus de cartes gardées gagne.
summary-scorepad = Une simple feuille de marque pour tout jeu que Cardtable n'arbitre pas (Heart Failure par exemple) : saisissez les points de chaque joueur à chaque donne (les calculs comme 12+7-3 sont acceptés), choisissez si le plus haut ou le plus bas total gagne, et terminez à un objectif, après un nombre de donnes ou quand vous voulez.
