## Continental: la explicación del árbitro de una mano (RULES.md §5).

cont-went-out = { $player } cerró con las escaleras { $shape }.
cont-each-pays = { $losers ->
    [one] El otro jugador paga { $each } ({ $items }); { $player } recibe { $total }.
   *[other] Cada uno de los otros { $losers } jugadores paga { $each } ({ $items }); { $player } recibe { $total }.
  }
cont-item = { $amount } por { $reason }
cont-going-out = cerrar
cont-jokers = { $n } { $n ->
    [one] comodín
   *[other] comodines
  } × { $per }
cont-deuces = { $n } { $n ->
    [one] dos comodín
   *[other] doses comodín
  } × { $per }
cont-no-wild = sin usar comodín
cont-first-turn-no-draw = cerró en el primer turno sin robar
cont-first-turn = cerró en el primer turno
cont-one-suit = las 15 cartas de un solo palo
cont-told = { $player } cerró; cada perdedor paga { $each }
entered-line = { $player }: { $points } (introducido).

## Las reglas del Continental en palabras: las líneas de las reglas (su final es el de la
## familia del rummy).

rules-cont-any = Se cierra con las 15 cartas en escaleras de 3 o más; los tríos no cuentan.
rules-cont-shapes = Se cierra con 15 cartas en escaleras: 5×3, 4+4+4+3 o 5+4+3+3; los tríos no cuentan.
rules-cont-deuces = Los doses también son comodines.
rules-cont-pays = Cada perdedor paga al ganador { $items }.
rules-cont-going-out = { $points } por cerrar
rules-cont-per-joker = { $n } por comodín
rules-cont-per-deuce = { $n } por dos comodín
rules-cont-no-wild = { $n } sin comodín
rules-cont-first-turn = { $n } en el primer turno ({ $without } sin robar)
rules-cont-one-suit = { $n } por un solo palo

## El final de una partida de Continental.

continental-end-target = Un saldo alcanzó el objetivo: gana el saldo más alto.
continental-end-deals = Se han jugado todas las manos: gana el saldo más alto.

## Lo que el ganador anotó en una mano de Continental, para la columna de lo anotado del CSV.

cont-entered-went-out = cerró: { $melds }
cont-entered-went-out-count = cerró con { $jokers ->
    [one] 1 comodín
   *[other] { $jokers } comodines
  } y { $deuces ->
    [one] 1 dos comodín
   *[other] { $deuces } doses comodín
  }
cont-entered-first-turn = en el primer turno
cont-entered-without-drawing = sin robar
cont-entered-one-suit = todas de un palo
