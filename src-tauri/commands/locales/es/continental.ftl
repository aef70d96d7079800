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
