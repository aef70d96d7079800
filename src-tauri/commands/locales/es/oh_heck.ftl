## Podrida: la explicación del árbitro de una mano (RULES.md §6).

oh-heck-line-exact = { $player }: pidió { $bid }, hizo { $tricks } { $tricks ->
    [one] baza
   *[other] bazas
  } (exacto): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
oh-heck-line-missed = { $player }: pidió { $bid }, hizo { $tricks } { $tricks ->
    [one] baza
   *[other] bazas
  } (fallado): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
oh-heck-trumps = triunfo { $suit }
oh-heck-no-trumps = sin triunfo
oh-heck-told = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
  }, { $trump }: { $seats }
oh-heck-told-seat = { $player } pidió { $bid }, hizo { $tricks } { $points }
oh-heck-told-seat-bare = { $player } pidió { $bid }, hizo { $tricks }

## Podrida: las reglas en palabras (las líneas de las reglas, la línea final de la pantalla de partida).

rules-oh-heck-seed = Una petición exacta suma { $bonus } + lo pedido; una fallada suma 0.
rules-oh-heck-tricks-plus-bonus = Cada baza ganada suma 1; una petición exacta añade { $bonus }.
rules-oh-heck-off-bid-penalty = Una petición exacta suma las bazas + { $bonus }; una fallada pierde la diferencia.
rules-oh-heck-mrpikes = Una petición exacta suma { $bonus } + lo pedido; una fallada pierde { $bonus } + la diferencia.
rules-oh-heck-hook = El repartidor está atado: las peticiones no pueden sumar las cartas repartidas.
rules-oh-heck-no-hook = Sin atadura: el repartidor puede pedir lo que quiera.
rules-oh-heck-down-up = Las manos van del tamaño inicial (10 cartas de 3 a 5 jugadores, 8 con 6, 7 con 7) hasta 1 y vuelven a subir.
rules-oh-heck-up-down = Las manos van de 1 carta hasta el máximo (51 ÷ jugadores) y vuelven a bajar.
rules-oh-heck-down-up-max = Las manos van del máximo de cartas (51 ÷ jugadores) hasta 1 y vuelven a subir.
rules-oh-heck-end = Todo el programa · gana el total más alto

## Cómo se juega, mostrado en la mesa como recordatorio (no se arbitra).
oh-heck-reminder = El jugador a la izquierda del repartidor sale. Hay que asistir al palo si se puede, y si se puede ganar la baza, hay que hacerlo. Si no se puede asistir, hay que fallar con triunfo si se puede; si no, se juega cualquier carta. Gana el triunfo más alto, o si no, la carta más alta del palo de salida (el as es la más alta). Quien gana la baza sale en la siguiente.

## El final de una partida de Oh Heck!: la línea de la pantalla de juego durante y después.

oh-heck-end-over = Se han jugado las { $hands } manos del programa; gana el total más alto.
oh-heck-end-progress = { $played } de { $hands } manos jugadas.

## Lo que un jugador anotó en una mano de Oh Heck!, para la columna de lo anotado del CSV.

oh-heck-entered-bid-took = pidió { $bid }, hizo { $tricks }
oh-heck-entered-bid = pidió { $bid }
oh-heck-entered-took = hizo { $tricks }
