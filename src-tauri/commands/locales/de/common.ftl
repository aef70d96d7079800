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

## Was ein Spieler eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports: Punkte als Punkte, ein angesagter Kartenwert, ein Kopf und die Karten des Spielers.

entered-one-point = 1 Punkt
entered-points = { $points } Punkte
entered-announced = { $n } angesagt
entered-headed = { $head }: { $rest }
