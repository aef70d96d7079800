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
