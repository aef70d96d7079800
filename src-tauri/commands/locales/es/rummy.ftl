## Rummy, Classic Rum, Rummy Boathouse, Rummy de cierre y Rummy Gambler's: la explicación del
## árbitro de una mano (RULES.md §3, §4).

rummy-sum-nothing = nada = 0
rummy-sum-one = { $card } = { $total }
rummy-sum = { $cards } = { $parts } = { $total }
rummy-announced = { $n } (anunciado)
rummy-unmatched-none = ninguna carta suelta = 0
rummy-unmatched = cartas sueltas { $sum }
rummy-no-melds = sin combinaciones; { $dead }
rummy-melds = combinaciones { $melds }; { $dead }
rummy-count-line = { $player }: { $count }.
rummy-reason-count = valor de las cartas
rummy-reason-doubled-count = valor de las cartas, doblado por rummy
rummy-reason-difference = diferencia
rummy-reason-penalty = penalización de quien cierra
rummy-reason-rummy-bonus = bonificación de rummy
rummy-why-doubled = valor de las cartas { $count }, doblado por rummy
rummy-why-half = la mitad: { $reason }
rummy-why-third = un tercio: { $reason }
rummy-why-share = una parte de 1/{ $n }: { $reason }
rummy-pays = { $from } paga { $amount } a { $to } ({ $why }).
rummy-nobody-pays = Nadie paga nada.
rummy-net = Saldo: { $nets }.
rummy-entered = Puntos introducidos a mano: { $points }.
rummy-went-out = { $player } cerró.
rummy-nobody-out = Nadie cerró.
rummy-split = Repartido entre { $ways }: { $share } cada uno.
rummy-split-floor = Repartido entre { $ways }, redondeado hacia abajo: { $share } cada uno.
rummy-told-out = { $player } cerró

basic-told-out-rummy = { $player } cerró (rummy)
basic-told-out-rummy-doubled = { $player } cerró (rummy, doblado)
basic-told-nobody-out = Nadie cerró
basic-each-loser-pays = Cada perdedor paga a { $player } el valor de sus cartas.
basic-each-loser-pays-doubled = Cada perdedor paga a { $player } el valor de sus cartas, doblado por rummy.
basic-scores = { $player } suma { $sum } = { $total }.
basic-rummy-doubled = { $player } hizo rummy: la puntuación se dobla, { $total } × 2 = { $doubled }.
basic-rummy-not-doubled = Hizo rummy, pero doblar por rummy está desactivado.
basic-lowest-pot = Valor más bajo { $low }: { $players }. Lo que todos los demás tienen por encima de { $low } forma un bote de { $pot }.

boathouse-went-out = { $player } cerró con toda la mano. Cada perdedor paga sus cartas sueltas (ases 11, las escaleras pueden dar la vuelta por el as).

knock-count-line-knocker = { $player } (cerró): { $count }.
knock-lowest-wins = Valor más bajo { $low }: { $players } { $count ->
    [one] gana
   *[other] ganan
  }.
knock-tied = { $player } cerró empatado con el valor más bajo: un empate es para el otro jugador.
knock-penalty-winners = { $player } cerró sin tener el valor más bajo y paga la penalización de { $penalty } a { $players }.
knock-penalty-below = { $player } cerró sin tener el valor más bajo y paga { $penalty } a cada jugador por debajo de su valor: { $players }.
knock-rummy-bonus = { $player } cerró sin cartas sueltas: todos los demás pagan además la bonificación de rummy de { $bonus }.
knock-told = { $player } cerró
knock-told-rummy = { $player } cerró sin cartas sueltas
knock-told-penalty = { $player } cerró y paga la penalización

gamblers-went-out = { $player } cerró. Cada perdedor paga el valor de todas las cartas que le quedan en la mano.
gamblers-refused = La mano terminó cuando un jugador rechazó el descarte.
gamblers-void = La mano es nula: nadie paga.
gamblers-lowest-collects = Valor más bajo { $low }: { $players } { $count ->
    [one] cobra
   *[other] cobran
  } de cada otro jugador su valor por encima de { $low }.
gamblers-told-void = Mano nula

## Las reglas de la familia del rummy en palabras: las líneas de las reglas y la línea final
## (Rummy, Classic Rum, Boathouse, Rummy de cierre, Rummy Gambler's; el final del Continental).

rules-rummy-end-target-deals = La partida termina cuando un saldo llega a { $target }, o tras { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }; gana el total más alto.
rules-rummy-end-target = La partida termina cuando un saldo llega a { $target }; gana el total más alto.
rules-rummy-end-deals = La partida termina tras { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }; gana el total más alto.
rules-rummy-end-open = Cada mano se liquida por separado: parad cuando queráis.
rules-rummy-line-target-deals = Saldo de { $target } o { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } · se liquida cada mano
rules-rummy-line-target = Saldo de { $target } · se liquida cada mano
rules-rummy-line-deals = { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } · se liquida cada mano
rules-rummy-line-open = Se liquida cada mano · sin final fijo
rules-rummy-points = { $n ->
    [one] 1 punto
   *[other] { $n } puntos
  }
rules-basic-settlement = Cada perdedor paga al ganador el valor de sus cartas.
rules-basic-scores = Quien cierra suma las cartas que quedan en las otras manos.
rules-basic-rummy-double = Hacer rummy dobla la puntuación.
rules-basic-end-target = La partida termina cuando un total llega a { $target }.
rules-boathouse-out = Se cierra con toda la mano en un solo turno; las escaleras pueden dar la vuelta por el as (K-A-2).
rules-boathouse-pays = Cada perdedor paga al ganador sus cartas sueltas (A = 11, J/Q/K = 10).
rules-knock-penalty-winners = Gana el valor más bajo (un empate va contra quien cierra); quien cierra y pierde paga { $penalty } más.
rules-knock-penalty-below = Gana el valor más bajo (un empate va contra quien cierra); quien cierra y pierde paga { $penalty } a cada jugador por debajo de su valor.
rules-knock-no-bonus = Sin bonificación por cerrar sin cartas sueltas.
rules-knock-bonus = Quien cierra solo sin cartas sueltas cobra { $bonus } de cada jugador.
rules-knock-deal-standard = Repartir 10 cartas a 2 jugadores, 7 a 3–4, 6 a 5–6.
rules-knock-deal-pagat = Repartir 10 cartas a 2 jugadores, 7 a 3 o más.
rules-gamblers-pays = Cada perdedor paga al ganador todas las cartas que le quedan en la mano (A = 1); nadie cierra en un solo turno.
rules-gamblers-void = Una mano terminada por un descarte rechazado es nula: nadie paga.
rules-gamblers-lowest-collects = Una mano terminada por un descarte rechazado: el valor más bajo cobra las diferencias.
rules-gamblers-floor = Una parte repartida se redondea hacia abajo.

## Lo que un jugador anotó en una mano de la familia del rummy, para la columna de lo anotado del CSV: el encabezado antes de las cartas del jugador.

rummy-entered-went-out = cerró
rummy-entered-went-out-rummy = cerró (rummy)
rummy-entered-went-out-one-turn = cerró en un turno
rummy-entered-knocked = cerró
