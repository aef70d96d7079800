## Palabras comunes a todos los mensajes (incidencia 25).

same = { $x }
player-n = Jugador { $n }
no-cards = ninguna carta
list-and = y
melds-none = ninguna
nobody = nadie
seat-points = { $player } { $points }
told-headline = { $head }; { $points }
seat-text = { $player }: { $text }
