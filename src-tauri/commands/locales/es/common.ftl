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

## Lo que un jugador anotó, para la columna de lo anotado del CSV: puntos guardados como puntos, un valor anunciado, un encabezado y las cartas del jugador.

entered-one-point = 1 punto
entered-points = { $points } puntos
entered-announced = anunció { $n }
entered-headed = { $head }: { $rest }
