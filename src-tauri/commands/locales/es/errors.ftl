## Rechazos escritos para quien está en la mesa (RULES.md §1.7 y la notación de las cartas).
## Cada uno conserva su código `E_*` estable en todos los idiomas.

card-error-invalid = «{ $token }» ({ $position }.ª carta) no es una carta.
card-error-not-a-card = «{ $token }» no es una carta.
gin-error-big-gin-unmelded = Quien cierra tiene 11 cartas pero no todas combinadas: el big gin exige que todas estén en combinaciones; si no, descarta una y muestra 10.
gin-error-knocker-cards = Quien cierra debe mostrar 10 cartas después de descartar (tiene { $got }).
gin-error-defender-cards = El rival debe mostrar 10 cartas (tiene { $got }).
gin-error-big-gin-disabled = El big gin no está activado: descarta una carta y cuéntalo como gin.
gin-error-upcard-limit = La carta descubierta { $upcard } fija el límite de cierre de esta mano en { $limit }. Los puntos sueltos son { $deadwood }.
gin-error-too-high = Los puntos sueltos son { $deadwood }; se puede cerrar con { $limit } como máximo.
gin-error-could-be-lower = { $head } Estas cartas también se pueden ordenar con { $best } puntos sueltos.
gin-error-gin-only = Se descubrió un as: esta mano solo termina con gin.
gin-error-upcard-required = El gin Oklahoma necesita la primera carta descubierta: fija el límite de cierre de esta mano.
gin-error-layoff-on-gin = No se colocan cartas cuando quien cierra hace gin.
gin-error-layoff-on-deadwood = No se puede colocar sobre las cartas sueltas de quien cierra: { $card } solo combina con { $with }.
gin-error-knocker-seat = Quien cierra debe ser el jugador 1 o el jugador 2 (no el jugador { $n }).
gin-error-deadwood-range = Los puntos sueltos van de 0 a 98 (una mano de 10 cartas tiene 98 como máximo), así que { $n } no puede ser.
gin-error-big-gin-deadwood = Big gin significa que todas las cartas están combinadas, así que los puntos sueltos de quien cierra deben ser 0.
gin-error-layoff-not-in-hand = { $card } no está en la mano del rival.
gin-error-layoff-not-fitting = { $card } no encaja: { $why }
gin-error-layoff-run-ends = la escalera de { $suit } termina en { $end }.
gin-error-layoff-run-starts = la escalera de { $suit } empieza en { $start }.
gin-error-layoff-no-meld = no prolonga ninguna combinación de quien cierra.
gin-error-layoff-no-jokers = este juego no tiene comodines.
gin-error-suit-spade = picas
gin-error-suit-heart = corazones
gin-error-suit-diamond = diamantes
gin-error-suit-club = tréboles
