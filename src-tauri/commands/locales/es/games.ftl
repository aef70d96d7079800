## Nombres de los juegos, como los llaman los jugadores hispanohablantes (docs/languages.md).

game-gin_rummy = Gin rummy
game-gift_rummy = Gift Rummy
game-basic_rummy = Rummy
game-boathouse_rummy = Rummy Boathouse
game-continental_rummy = Continental
game-gamblers_rummy = Rummy Gambler's
game-knock_rummy = Rummy de cierre
game-rummy_500 = Rummy 500
game-oh_heck = Podrida
game-six_card_golf = Golf de seis cartas
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Libreta de puntos (cualquier juego)

## Las palabras del selector de reglas que Rust envía como ajustes y preajustes.

chooser-play-to = Jugar hasta
chooser-or-after-deals = O tras este número de manos
chooser-deals = Manos
chooser-no-target = Sin objetivo
chooser-no-limit = Sin límite
chooser-settled-no-target = Se liquida cada mano, sin objetivo
chooser-until-stored = O hasta que alguien haya guardado
chooser-packs = Barajas de 52
chooser-dealers-hook = Atadura del repartidor
chooser-who-wins = Quién gana
chooser-highest-total = Total más alto
chooser-lowest-total = Total más bajo
chooser-game-ends = La partida termina
chooser-at-target = Al llegar a un objetivo
chooser-after-n-hands = Tras N manos
chooser-open-ended = Sin final fijo
chooser-end-points = Puntos que terminan la partida
chooser-number-of-hands = Número de manos
chooser-holes = Hoyos
chooser-9-holes = 9 hoyos
chooser-18-holes = 18 hoyos
chooser-twos = Una pareja de doses suma −4
chooser-king = Un rey vale
chooser-standard = Estándar
chooser-modern = Moderno
chooser-classic = Clásico
chooser-oklahoma = Oklahoma
chooser-classic-rum = Classic Rum
chooser-bicycle = Bicycle
chooser-any-partition = Cualquier división
chooser-pagat = Pagat
chooser-represented-jokers = Comodines con el valor sustituido
chooser-play-off-ties = Desempatar jugando
chooser-independent = Cuenta independiente
chooser-exclusive = Cuenta exclusiva
chooser-tricks-plus-10 = Bazas + 10
chooser-off-bid-penalty = Penalización por fallar
chooser-mrpikes = MrPikes
chooser-up-and-down = Subida y bajada
chooser-first-to-100 = Objetivo 100
chooser-lowest-at-100 = El más bajo a 100
chooser-ten-hands = Diez manos
chooser-jokers-twos = Comodines, pareja de doses −4

## La línea bajo cada ajuste del selector de reglas.

hint-deals-at-most = Como mucho { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }, lo que llegue antes.
hint-deals-no-limit = Sin límite de manos.
hint-gin-target = La partida termina cuando alguien llega a { $target } puntos de mano.
hint-hook-on = El repartidor no puede pedir de modo que las peticiones sumen las cartas repartidas.
hint-hook-off = El repartidor puede pedir lo que quiera.
hint-gift-target = { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  }, o hasta que alguien llegue a { $target }.
hint-gift-deals = Como mucho { $deals ->
    [one] 1 mano
   *[other] { $deals } manos
  } de hasta tres rondas cada una.
hint-golf-twos-negative = Dos doses en una columna suman −4.
hint-golf-twos-zero = Dos doses en una columna suman 0, como cualquier pareja.
hint-golf-king = Cada rey sin pareja cuenta { $king }.
hint-avalanche-no-target = Ningún número de cartas guardadas termina la partida.
hint-avalanche-packs = { $packs ->
    [one] 1 baraja
   *[other] { $packs } barajas
  } y { $jokers } { $jokers ->
    [one] comodín
   *[other] comodines
  }: { $cards } cartas.
hint-points-most = Gana quien más puntos tiene.
hint-points-fewest = Gana quien menos puntos tiene, como en Corazones o Golf.
hint-points-target = La partida termina cuando un total llega a { $target }.
hint-points-end-points = Puntos que terminan la partida.
hint-points-hands = La partida termina tras { $hands ->
    [one] 1 mano
   *[other] { $hands } manos
  }.
hint-points-number = Número de manos.

## La línea bajo cada preajuste del selector de reglas.

hint-gin-seed = Cerrar con { $limit } o menos; gin { $gin }, contragolpe { $undercut }, objetivo { $target }.
hint-gin-modern = Estándar más big gin (las 11 cartas en combinaciones), vale { $big }.
hint-gin-classic = Gin { $gin }, contragolpe { $undercut }, { $box } por mano ganada.
hint-gin-oklahoma = La primera carta descubierta fija el límite de cierre; las picas cuentan doble; objetivo { $target }.
hint-oh-heck-up-down = Puntuación estándar; las manos van de 1 carta hasta el máximo (51 ÷ jugadores) y vuelven a bajar.
hint-r500-joker-fifteen = Comodines a 15 estén donde estén
hint-r500-joker-represented = Un comodín en combinación vale como la carta que sustituye
hint-r500-tie-shares = un empate exacto comparte la victoria
hint-r500-tie-another = un empate exacto juega otra mano
hint-r500 = { $joker }, { $tie }; objetivo { $target }.
hint-cont-any = Cualquier escalera de 3 o más
hint-cont-shapes = Escaleras en 5×3, 4+4+4+3 o 5+4+3+3
hint-cont = { $shape }; cada perdedor paga { $items }.
hint-golf-seed = { $holes ->
    [one] 1 hoyo
   *[other] { $holes } hoyos
  }; una pareja suma 0, un 2 vale −2, un rey { $king }.
hint-golf-longer = Una partida más larga: { $holes ->
    [one] 1 hoyo
   *[other] { $holes } hoyos
  }.
hint-golf-jokers = Dos comodines por baraja, valen { $joker }; una pareja de doses suma { $twos }.

## El resumen de cada juego en la pantalla «Nueva partida» (GameKind::summary_said).

summary-gin_rummy = Dos jugadores, diez cartas cada uno. Se cierra con 10 puntos sueltos o menos; el rival coloca cartas en las combinaciones de quien cierra. El cierre, el gin (25) y el contragolpe (25) puntúan por la diferencia de puntos sueltos; objetivo 100, y luego la bonificación de partida (100, 200 con blanqueo) y 25 por mano ganada. Reglas: Estándar, Moderno (big gin), Clásico y Oklahoma (la carta descubierta fija el límite de cierre, las picas cuentan doble).
summary-gift_rummy = El juego de David Parlett para exactamente cuatro, publicado también como «Swap Three». Los jugadores pasan tres cartas a la izquierda, a la derecha y al de enfrente, cierran cuando están satisfechos y puntúan sus 13 cartas finales: el color más largo de 5 o más, las cartas en escaleras, tres o cuatro del mismo valor (6 o 12) y un veintiuno (7). Quien cierra solo tras la 1.ª ronda recibe 10. Cuatro manos u objetivo 100; gana el total más alto.
summary-basic_rummy = De dos a seis jugadores bajan tríos y escaleras (el as es bajo). Quien cierra se anota las cartas que quedan en la mano de todos los demás; si nadie cierra, la mano más baja cobra las diferencias. Se juega hasta un objetivo acordado (se sugiere 100) o un número de manos. La regla Classic Rum liquida cada mano en pagos y paga doble por el rummy.
summary-boathouse_rummy = Una variante del rummy en la que las escaleras pueden dar la vuelta (K-A-2) y solo se baja cerrando con toda la mano. Los perdedores pagan al ganador solo sus cartas sueltas, y los ases valen 11.
summary-continental_rummy = De dos a doce jugadores con dos a cuatro barajas y comodines. Solo cuentan las escaleras: se cierra mostrando las 15 cartas en escaleras de 5x3, 4+4+4+3 o 5+4+3+3. Cada perdedor paga 1, más 2 por cada comodín en la mano del ganador.
summary-gamblers_rummy = Cuatro jugadores, siete cartas cada uno, el as es bajo. Nadie puede cerrar en un solo turno, y el mazo se usa una sola vez. Los perdedores pagan al ganador el valor de sus manos.
summary-knock_rummy = Nada se baja a la mesa: cualquiera puede cerrar después de robar, y luego todos cuentan sus cartas sueltas. El valor más bajo cobra las diferencias, quien cierra y pierde paga 10 más, y quien cierra sin puntos sueltos cobra 25 de cada jugador.
summary-rummy_500 = De dos a ocho jugadores con comodines; se puede tomar cualquier carta del descarte junto con todo lo que tiene encima. Se anotan las cartas bajadas o colocadas, menos las que quedan en la mano (ases 15, o 1 bajos en una escalera; comodines 15). Gana el primero en llegar a 500.
summary-oh_heck = De tres a siete jugadores piden el número exacto de bazas que harán; el número de cartas baja hasta una y vuelve a subir. El que reparte no puede pedir de modo que las peticiones sumen las bazas disponibles. Una petición exacta suma 10 más lo pedido; una fallada no suma nada. Gana el total más alto al terminar el programa.
summary-six_card_golf = Cada jugador tiene seis cartas en dos filas de tres e intenta tener el total más bajo. Una columna de dos cartas del mismo valor suma cero; los 2 valen -2 y los reyes 0. Nueve hoyos (o 18); gana el total más bajo.
summary-skull_and_roses = Un juego de faroles con tres cartas numéricas (rosas) y una figura (calavera) por jugador. Apuesta cuántas rosas puedes revelar; revela primero tu propia pila. Dos desafíos ganados, o ser el último en pie, dan la victoria. Cardtable sigue las cartas, los desafíos y las eliminaciones en lugar de puntos.
summary-avalanche = De dos a seis jugadores con dos barajas y seis comodines. Juega cartas de un mismo valor sobre la avalancha en marcha: hazla crecer, detenla o haz que caiga sobre el jugador anterior, que guarda las cartas como puntos. Gana quien más cartas guardadas tiene.
summary-scorepad = Una libreta de puntos sencilla para cualquier juego que Cardtable no arbitra (Heart Failure, por ejemplo): anota los puntos de cada jugador en cada mano (se aceptan cuentas como 12+7-3), elige si gana el total más alto o el más bajo, y termina en un objetivo, tras un número de manos o cuando queráis.
