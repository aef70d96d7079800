## Mots communs à tous les messages (ticket 25).

same = { $x }
player-n = Joueur { $n }
no-cards = aucune carte
list-and = et
melds-none = aucune
nobody = personne
seat-points = { $player } { $points }
told-headline = { $head } ; { $points }
seat-text = { $player } : { $text }
