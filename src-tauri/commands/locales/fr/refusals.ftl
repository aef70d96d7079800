## Les refus sur les joueurs, les cartes et les jeux autres que le gin (issue 25) : chacun garde
## son code `E_*` stable dans toutes les langues. Une espace insécable avant « : » et « ; ».

## Joueurs (nouvelle partie, renommer, importer).

seat-error-empty = Le nom du { $position ->
    [1] 1er
   *[other] { $position }e
  } joueur est vide.
seat-error-duplicate = { $name } est saisi deux fois ; donnez à chaque joueur un nom différent.
seat-error-too-long = Le nom du { $position ->
    [1] 1er
   *[other] { $position }e
  } joueur dépasse { $max } caractères.
name-error-empty = Le nom d'un joueur ne peut pas être vide.
name-error-too-long = Le nom d'un joueur fait au plus { $max } caractères ; celui-ci en a { $got }.
players-error-exactly = { $game } se joue à exactement { $n } joueurs ({ $got ->
    [one] 1 joueur saisi
   *[other] { $got } joueurs saisis
  }).
players-error-range = { $game } se joue de { $lo } à { $hi } joueurs ({ $got ->
    [one] 1 joueur saisi
   *[other] { $got } joueurs saisis
  }).

## Cartes saisies plus souvent que les jeux n'en contiennent.

copies-error-one-deck = Le { $card } a été saisi { $count ->
    [2] deux fois
   *[other] { $count } fois
  }, mais ce jeu se joue avec un seul jeu de cartes.
copies-error-packs = { $card } apparaît { $count ->
    [2] deux fois
   *[other] { $count } fois
  } alors que vous jouez avec { $packs } jeux.
copies-error-no-jokers = Ce jeu se joue sans joker.
copies-error-jokers = { $count } jokers ont été saisis, mais { $allowed ->
    [one] il n'y en a qu'un en jeu.
   *[other] il n'y en a que { $allowed } en jeu.
  }
hand-too-long = Cette main a { $cards } cartes, mais Cardtable ne sait trouver les meilleures combinaisons que pour une main de { $max } cartes au plus. Vérifiez les cartes saisies ou posez les combinaisons vous-même.

## L'Ascenseur (RULES.md §6.3).

oh-heck-error-players = { $game } se joue de 3 à 7 joueurs.
oh-heck-error-bid-count = Saisissez une demande par joueur ({ $seats } joueurs, { $got } saisies).
oh-heck-error-trick-count = Saisissez un nombre de plis par joueur ({ $seats } joueurs, { $got } saisis).
oh-heck-error-bid-range = Les demandes vont de 0 à { $size } pour cette donne.
oh-heck-error-bid-order = C'est à { $next } de demander.
oh-heck-error-bid-locked = Cette demande ne peut plus changer : le joueur suivant a déjà demandé.
oh-heck-error-hook = Le donneur ne peut pas demander { $bid } : le total des demandes égalerait { $size ->
    [one] le seul pli disponible
   *[other] les { $size } plis disponibles
  }.
oh-heck-error-tricks-range = Les plis vont de 0 à { $size }.
oh-heck-error-tricks-sum = Les plis font { $sum } au total, mais cette donne en compte { $size ->
    [one] 1
   *[other] { $size }
  }.
oh-heck-error-hand-size = À la donne { $number }, chacun reçoit { $expected } cartes, pas { $got }.
oh-heck-error-dealer = Le donneur doit être l'un des { $seats } joueurs.
oh-heck-error-size-range = À { $seats } joueurs, une donne compte de 1 à { $most } cartes chacun, pas { $got }.
oh-heck-error-over = La partie est finie : son programme compte { $hands } donnes.

## Golf à six cartes (RULES.md §7.3).

golf-error-layout = Un jeu posé compte exactement 6 cartes (2 rangées de 3).
golf-error-holes = La partie se joue en 9 ou 18 trous.
golf-error-players = { $game } se joue de 2 à 12 joueurs.
golf-error-packs = { $game } se joue avec 1 à 4 jeux.
golf-error-entry-count = Saisissez un jeu posé ou un score pour chaque joueur ({ $seats } joueurs, { $got } saisis).
golf-error-card-value = Un roi ou un joker vaut entre -{ $max } et { $max } points.
golf-error-score-range = Avec ces règles, un trou de golf vaut au plus { $max } et au moins { $min } ; le { $got } de { $player } ne peut donc pas être juste.

## La feuille de marque (RULES.md §11.15).

points-error-players = La feuille de marque se joue de 1 à 20 joueurs.
points-error-entry-count = Saisissez des points pour chaque joueur ({ $seats } joueurs, { $got } saisis).
points-error-empty = Les points de { $player } sont vides : saisissez un nombre comme 12, -5 ou 12+7-3.
points-error-invalid = Les points de { $player }, « { $text } », ne sont pas un nombre : utilisez des nombres entiers avec + et -, comme 12+7-3.
points-error-too-large = Les points de { $player }, « { $text } », sont trop grands : une donne vaut au plus 1 000 000 000 dans un sens ou dans l'autre.

## Combinaisons (RULES.md §1.7, §3.4, §4.2, §5.4) ; `$cards` telles qu'affichées, `$game` le nom du jeu.

meld-game-gin = Gin
meld-error-too-short = { $cards } est trop court pour une combinaison : il faut au moins { $min } cartes.
meld-error-not-a-meld = { $cards } n'est ni un brelan ni une suite.
meld-error-not-a-run = { $cards } n'est pas une suite.
meld-error-ace-low = { $cards } n'est pas une suite : les as sont bas au { $game }.
meld-error-wrap = { $cards } n'est pas une suite : au { $game }, les suites ne font pas le tour.
meld-error-cr-wrap = Les suites ne font pas le tour.
meld-error-r5-wrap = { $ranks } n'est pas une suite.
meld-error-set-suits = { $cards } n'est pas un brelan valable : les couleurs doivent être différentes.
meld-error-set-too-long = { $cards } est trop long pour un brelan : un brelan a au plus { $max } cartes.
meld-error-no-sets = { $cards } est un brelan, mais les brelans ne comptent pas au { $game }.
meld-error-cr-set = Les brelans ne comptent pas au rami continental.
meld-error-no-runs = { $cards } est une suite, mais seuls les brelans comptent au { $game }.
meld-error-jokers-only = { $cards } doit contenir au moins une carte qui n'est pas un joker.
meld-error-no-jokers = On ne joue pas avec des jokers au { $game }.
meld-error-joker-misfit = Le joker ne peut pas remplacer { $card } dans { $cards }.
meld-error-two-runs = { $card } ne peut pas être dans deux suites.
meld-error-two-sets = { $card } ne peut pas être dans deux brelans.
meld-error-run-and-set = { $card } ne peut pas être à la fois dans la suite et dans le brelan.
meld-error-not-in-hand = { $card } est dans une combinaison mais pas dans la main.

## Gift Rummy (RULES.md §2) ; `$seat` une place par son nom.

gift-seat-north = Nord
gift-seat-east = Est
gift-seat-south = Sud
gift-seat-west = Ouest
gift-seat-n = Place { $n }
gift-error-players = { $game } se joue à exactement 4 joueurs.
gift-error-hand-size = Chaque main doit avoir 13 cartes ({ $seat } en a { $cards }).
gift-error-missing-one = { $copies } Il manque donc le { $card }.
gift-error-missing = { $copies } Il manque donc : { $cards }.
gift-error-knocked-twice = { $seat } a déjà frappé après le 1er tour.
gift-error-no-round-two = { $knocked } joueurs ont frappé après le 1er tour : il n'y a donc pas eu de 2e tour après lequel frapper.
gift-error-knock-round-one = Dans cette partie, on ne peut frapper qu'à la fin du 1er tour.
gift-error-swap-size = Chaque passe compte exactement trois cartes.
gift-error-knocked-swap = { $seat } a frappé et n'échange plus.
gift-error-bonus = { $seat } ne peut pas avoir la prime de frappe : elle ne va qu'à un joueur qui a frappé seul après le 1er tour ({ $knockers } ont frappé).
gift-error-knock-count = Indiquez qui a frappé par un oui ou non par joueur (4), pas { $got }.

## Skull & Roses (RULES.md §8.4) et Avalanche (§9.7) ; `$name` le nom d'un joueur.

error-not-your-turn = C'est au tour de { $name }.
error-no-seat = Il n'y a pas de place { $seat } à cette table de { $seats }.
skull-error-players = { $game } se joue de 3 à 12 joueurs.
skull-error-bid-too-high = Il n'y a que { $total } cartes sur la table : pariez au plus { $total }.
skull-error-bid-too-low = Un défi commence à 1 ou plus.
skull-error-not-higher = Montez au-dessus de { $current }, ou passez.
skull-error-passed = Vous avez passé et ne pouvez plus parier pendant ce tour.
skull-error-must-challenge = Vous n'avez plus de carte en main : vous devez lancer un défi.
skull-error-cant-place = Vous n'avez plus de carte à poser.
skull-error-reveal-order = Révélez toutes vos propres cartes avant celles des autres.
skull-error-eliminated = { $name } est éliminé de la partie.
skull-error-stack-empty = La pile de { $name } n'a plus de carte face cachée.
skull-error-pick = { $name } a { $cards } cartes : choisissez un nombre de 1 à { $cards }.
skull-error-cards = { $name } a { $cards } cartes, mais chacun commence avec 4 (3 roses et un crâne).
skull-error-round-over = Ce tour est fini.
skull-error-game-over = Il ne reste qu'un joueur : la partie est finie.
avalanche-error-players = { $game } se joue de 2 à 6 joueurs (ajoutez des jeux pour plus).
avalanche-error-snowfall-active = Une avalanche est en mouvement : vous devez jouer des cartes.
avalanche-error-snowfall-empty = La pioche est vide : plus de chute de neige.
avalanche-error-not-in-hand = { $name } n'a que { $held } cartes et ne peut pas en jouer { $count }.
avalanche-error-no-cards = Jouez au moins une carte.
avalanche-error-conservation = Les nombres font { $total } au total, mais le jeu compte { $deck } cartes.
avalanche-error-deck = Un jeu de { $deck } cartes ne peut pas distribuer 10 cartes à chacun des { $seats } joueurs.
avalanche-error-out = { $name } n'a plus de carte.
avalanche-error-game-over = La partie est finie : un seul joueur avait encore des cartes.
avalanche-error-unfinished = Cette donne n'est pas finie : c'est à { $name } de jouer et { $left } cartes sont encore en main.
avalanche-error-last-seat = Le dernier joueur qui a des cartes doit être l'un des { $seats } joueurs.
avalanche-error-rank = « { $token } » n'est pas un rang : utilisez 2–10, J, Q, K, A ou JK.
avalanche-error-mixed-ranks = Toutes les cartes d'un coup doivent être du même rang.

## La famille du rami (RULES.md §3.4, §4) ; `$player` une place.

rummy-error-entries = Saisissez ce que tient chacun des { $seats } joueurs ({ $got } saisis).
rummy-error-seat-out = Le joueur qui est sorti doit être l'un des { $seats } joueurs (place { $seat } donnée ; les places comptent à partir de 0).
rummy-error-seat-knocked = Le joueur qui a frappé doit être l'un des { $seats } joueurs (place { $seat } donnée ; les places comptent à partir de 0).
rummy-error-joker = { $player } : un joker n'est pas une carte au { $game }, qui se joue sans joker.
rummy-error-count-range = La valeur de { $player } doit être entre 0 et { $max }, le plus que ses cartes peuvent valoir ({ $got } saisi).
rummy-error-winner-has-cards = Le joueur qui est sorti ne peut plus avoir de cartes.
rummy-error-cards-missing = Les cartes de { $player } manquent : saisissez les cartes restées en main, ou la valeur annoncée.
rummy-error-too-many-cards = À { $seats } joueurs, une main tient au plus { $max } cartes entre deux tours ({ $player } en a { $got }).
rummy-error-nobody-out-classic = Au Classic Rum, la pioche est retournée sans limite : une donne ne finit que quand quelqu'un sort. Indiquez qui est sorti.
rummy-error-nobody-out = La pioche est rebattue sans limite : une donne ne finit que quand quelqu'un sort. Indiquez qui est sorti.
knock-error-no-knocker = Indiquez qui a frappé.
knock-error-hand-size = À { $seats } joueurs, chaque main tient { $deal } cartes après la frappe ({ $player } en a { $got }).
boathouse-error-too-many-cards = { $player } a { $got } cartes ; Cardtable sait compter les mains de Boathouse jusqu'à { $max } cartes.
gamblers-error-one-turn = Il faut sortir en deux tours au moins.
continental-error-winner = Le gagnant doit être l'un des { $seats } joueurs (joueur { $got } saisi).
continental-error-stand-in = « { $token } » : seul un joker peut remplacer une autre carte.
continental-error-stand-in-deuce = « { $token } » : seul un joker ou un deux peut remplacer une autre carte.
continental-error-joker-undeclared = Indiquez quelle carte chaque joker remplace.
continental-error-too-many = Le gagnant montre plus de { $most } cartes : pour sortir, il en faut 15.
continental-error-count = Le gagnant montre { $total } cartes : pour sortir, il faut les 15 en suites (5×3, 4+4+4+3 ou 5+4+3+3).
continental-error-shape = Ces 15 cartes ne forment pas de suites en 5×3, 4+4+4+3 ou 5+4+3+3.
continental-error-deuces-not-wild = Les deux ne sont pas jokers dans cette partie : saisissez seulement les jokers.
continental-error-deuces = { $deuces } deux jokers ont été saisis, mais il n'y a que { $most } deux en jeu.

## Rami 500 (RULES.md §5.4).

r500-error-two-decks = À { $seats } joueurs, utilisez deux jeux (108 cartes).
r500-error-one-deck = À { $seats } joueurs, utilisez un jeu (54 cartes), pas { $decks } : deux jeux, c'est pour 5 à 8 joueurs.
r500-error-decks = { $game } se joue avec un jeu (2 à 4 joueurs) ou deux jeux (5 à 8 joueurs), pas { $decks }.
r500-error-joker-undeclared = Indiquez quelle carte le joker remplace.
r500-error-too-many-cards = Plus de cartes ont été saisies que les { $limit } en jeu.
r500-error-layoff = { $cards } ne peut pas être posé sur { $onto } : { $why }
r500-error-layoff-none = aucune carte n'a été posée.
r500-error-layoff-not-meld = ce n'est pas une combinaison ({ $why })

## Règles choisies (tout jeu).

options-error-no-preset = { $game } n'a pas de préréglage nommé « { $preset } ».

## Terminer une partie avec un gagnant choisi ; points saisis à la main.

end-error-not-open-ended = Cette partie de { $game } se termine par sa propre règle : on ne peut pas l'arrêter en choisissant un gagnant.
end-error-no-hands = Jouez au moins une donne avant de terminer la partie.
end-error-no-winner = Nommez le gagnant (ou les joueurs qui partagent la victoire).
end-error-no-seat = La place { $seat } n'est pas à cette table : la partie compte { $seats } joueurs.
end-error-twice = La place { $seat } a été nommée deux fois.
end-error-tie = { $players } sont à égalité avec { $total } : dites qui a gagné.
end-error-finished = Cette partie est déjà terminée.
points-error-count = Saisissez des points pour chacun des { $seats } joueurs ({ $got } saisis).
skull-error-cards-count = Donnez les cartes de chacun des { $seats } joueurs ({ $got } données).
skull-error-over = La partie est finie.

## Skull & Roses : un coup au mauvais moment, un tour pas fini.

skull-error-not-now = Pas maintenant : { $expected }.
skull-error-unfinished = Ce tour n'est pas fini : { $expected }.
skull-waits-challenge = { $name } doit lancer un défi
skull-waits-place = { $name } pose une carte ou lance un défi
skull-waits-raise = { $name } surenchérit ou passe
skull-waits-reveal = { $name } retourne des cartes
skull-waits-lose = { $name } perd une carte
skull-waits-starter = { $name } désigne qui commence le tour suivant
skull-waits-over = le tour est fini
skull-waits-first-card = { $name } pose une première carte

json-error-hand = Cette donne de { $game } ne peut pas être lue : { $why }.
json-error-options = Les règles de { $game } ne peuvent pas être utilisées : { $why }.
json-error-game-options = Les règles du jeu { $game } ne peuvent pas être utilisées : { $why }.
json-error-options-invalid = Les règles de { $game } ne sont pas valides : { $why }.
json-error-options-shape = Les règles de { $game } doivent être un ensemble de réglages nommés.
json-error-option-too-large = Le réglage « { $key } » de { $game } est trop grand (au plus { $max } dans un sens ou dans l'autre).
dealer-error-range = Le donneur doit être l'une des { $seats } places (0 à { $last }) ; { $got } a été donné.

## Ce que la base de données refuse, ou une demande qu'elle ne peut pas prendre.

declined-series-name = Une série a besoin d'un nom de 1 à { $max } caractères (« Automne 2026 »).
declined-night-in-series = La soirée { $night } est déjà dans la série { $series } : une soirée compte dans une seule série.
declined-round-not-next = Le tour { $round } de la soirée { $night } ne peut pas être placé maintenant : le tour suivant est le { $next }.
declined-night-over = La soirée { $night } est finie : l'hôte l'a clôturée, on ne peut donc plus s'y enregistrer.
declined-reason-too-long = Une raison compte au plus { $max } caractères.
declined-result-unknown = Un résultat de la soirée indique { $action }.
declined-round-not-open = Le tour { $round } de la soirée { $night } n'est pas placé ou est déjà fermé.
declined-night-finalised = La soirée { $night } est déjà clôturée.
declined-night-not-open = La soirée { $night } n'est pas ouverte : elle n'existe pas ou elle est clôturée.
declined-stored-kind = Partie enregistrée : « { $kind } » n'est pas un jeu que Cardtable connaît.
declined-no-players = Une partie a besoin d'au moins un joueur.
declined-seat-twice = { $name } a été saisi deux fois ; chaque place a besoin d'un joueur différent.
declined-first-dealer = Le premier donneur doit être l'une des { $seats } places.
declined-hand-of-another-game = La donne { $hand } appartient à une autre partie ; rien n'a été modifié.
declined-entry-form = « { $mode } » n'est pas une forme de saisie.
declined-write-key = Une clé d'écriture compte de 1 à { $max } lettres, chiffres ou signes de ponctuation, sans espace.
declined-write-key-used = La clé d'écriture { $key } a déjà servi pour une autre donne ; une nouvelle tentative doit envoyer la même partie et la même donne, et une nouvelle donne a besoin d'une nouvelle clé.
declined-draft-too-large = Ce brouillon est trop grand pour être gardé ; enregistrez ou effacez la donne.
declined-screen-name = Le nom d'un écran compte au plus { $max } caractères.
declined-move-too-large = Ce coup est trop grand pour être gardé.
declined-database-too-new = Cette base de données a été créée par une version plus récente de Cardtable. Mettez Cardtable à jour pour l'ouvrir ; rien n'a été modifié.
declined-not-a-backup = { $path } n'est pas l'une des sauvegardes automatiques de cette base de données.
declined-backup-empty = Cette sauvegarde est vide ; choisissez-en une autre.
declined-csv = Le fichier CSV n'a pas pu être écrit : { $why }.
declined-dealer-seat = Le donneur doit être l'une des { $seats } places (la place { $seat } a été donnée).
declined-game-finished = Cette partie est terminée. Rouvrez-la pour faire une correction.
declined-reopened-over = Cette partie est terminée ; elle n'a été rouverte que pour corriger ses donnes. Modifiez une donne, ou lancez une revanche pour continuer à jouer.
declined-not-finished = Cette partie n'est pas terminée.
declined-backup-table = La table { $table } du tour { $round } de la soirée { $night } est une partie que la sauvegarde ne contient pas.
declined-unknown-kind = Jeu inconnu « { $kind } ».
declined-round-not-over = Ce tour n'est pas encore fini : jouez-le d'abord jusqu'au bout.

## Un choix permis mais inhabituel : montré à côté de la donne, il n'empêche pas d'enregistrer (les avertissements W_* des règles).

warning-golf-packs = { $seats ->
    [one] 1 joueur utilise
   *[other] { $seats } joueurs utilisent
  } d'ordinaire { $packs ->
    [1] un jeu
    [2] deux jeux
    [3] trois jeux
   *[other] { $packs } jeux
  }.
warning-golf-players = Les règles prévoient jusqu'à 8 joueurs ; { $seats }, c'est une grande table.
warning-not-zero-sum = Ces paiements ne s'annulent pas : dans un jeu à règlement, ce que paient les perdants, le gagnant le reçoit.
warning-non-optimal = Les combinaisons annoncées laissent { $deadwood } points morts ; ces cartes peuvent être arrangées avec { $min } points morts.
