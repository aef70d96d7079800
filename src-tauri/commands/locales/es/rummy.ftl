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
