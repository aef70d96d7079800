## Wörter, die alle Meldungen teilen (Issue 25).

same = { $x }
player-n = Spieler { $n }
no-cards = keine Karten
list-and = und
melds-none = keine
nobody = niemand
seat-points = { $player } { $points }
told-headline = { $head }; { $points }
seat-text = { $player }: { $text }
