## Mots communs à tous les messages (ticket 25).

same = { $x }
player-n = Joueur { $n }
no-cards = aucune carte
list-and = et
melds-none = aucune
nobody = personne
seat-points = { $player } { $points }
told-headline = { $head } ; { $points }
seat-text = { $player } : { $text }

## Ce qu'un joueur a saisi, pour la colonne de la saisie de l'export CSV : des points gardés comme points, une valeur annoncée, un en-tête et les cartes du joueur.

entered-one-point = 1 point
entered-points = { $points } points
entered-announced = a annoncé { $n }
entered-headed = { $head } : { $rest }
