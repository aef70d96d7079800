## Gin rummy: la explicación del árbitro de una mano (RULES.md §1).

gin-price-gin = Gin: { $bonus } de bonificación por gin + { $d } puntos sueltos del rival = { $total }.
gin-price-big-gin = Big gin: { $bonus } de bonificación por big gin + { $d } puntos sueltos del rival = { $total }.
gin-price-knock = Cierre: { $d } − { $k } = { $total }.
gin-price-tie = Empate a { $k }: como el empate no cuenta como contragolpe, quien cierra suma 0 y nadie gana la mano.
gin-price-undercut = Contragolpe: { $k } − { $d } = { $diff }, + { $bonus } de bonificación por contragolpe = { $total }.
gin-price-undercut-tie = Contragolpe (el empate cuenta como contragolpe): { $k } − { $d } = { $diff }, + { $bonus } de bonificación por contragolpe = { $total }.
gin-price-doubled = Oklahoma: la carta descubierta { $upcard } es de picas, así que la mano cuenta doble: { $base } × 2 = { $total }.
gin-deadwood = cartas sueltas { $cards } = { $total }
gin-no-deadwood = ninguna carta suelta
gin-knocker-line = Combinaciones de quien cierra: { $melds }; { $deadwood }.
gin-knocker-line-limit = Combinaciones de quien cierra: { $melds }; { $deadwood } (límite de cierre { $limit }).
gin-defender-line = Combinaciones del rival: { $melds }; { $deadwood }.
gin-no-layoffs-gin = Sin cartas colocadas: quien cierra hizo gin.
gin-no-layoffs-big-gin = Sin cartas colocadas: quien cierra hizo big gin.
gin-no-layoffs = Sin cartas colocadas.
gin-layoffs = Cartas colocadas: { $layoffs }.
gin-layoff-onto = { $cards } sobre { $meld }
gin-entered-counts = Cuentas introducidas: puntos sueltos de quien cierra { $k }, del rival { $d }.
gin-entered-counts-knock = Cuentas introducidas: puntos sueltos de quien cierra { $k }, del rival { $d } tras colocar cartas.
gin-void-line = Mano nula: el mazo llegó a dos cartas sin que nadie cerrara. Nadie puntúa; el mismo jugador vuelve a repartir.

## Una mano de gin en una línea, para las exportaciones y el historial.

gin-told-void = Mano nula: nadie puntúa
gin-told-gin = { $knocker } hizo gin; { $defender } { $d }
gin-told-big-gin = { $knocker } hizo big gin; { $defender } { $d }
gin-told-knock = { $knocker } cerró: puntos sueltos { $k }; { $defender } { $d }
gin-told-knock-layoffs = { $knocker } cerró: puntos sueltos { $k }; { $defender } { $d } tras colocar cartas
gin-told-scores = { $head }; { $winner } { $points }
gin-told-undercut = { $head }; contragolpe: { $winner } { $points }
gin-told-nobody = { $head }; nadie puntúa

## El final de una partida de gin (RULES.md §1.5): la carrera, la bonificación de partida, el blanqueo, las casillas, el final.

gin-end-race = Carrera a { $target }: { $standing }.
gin-end-reached = { $player } llegó a { $points } (objetivo { $target }): bonificación de partida { $bonus }.
gin-end-shutout-bonus = Blanqueo: el perdedor no ganó ninguna mano, así que la bonificación de partida es { $bonus }.
gin-end-shutout-double-total = Blanqueo: todo el total final se dobla: ({ $points } + { $game } + { $boxes }) × 2 = { $total }.
gin-end-shutout-double-points = Blanqueo: los puntos de las manos se doblan: { $points } × 2 = { $total }.
gin-end-boxes = Casillas: { $player } ganó { $won } { $won ->
    [one] mano
   *[other] manos
  } × { $box } = { $total }.
gin-end-margin = { $line }; diferencia { $margin }
gin-end-final = Final: { $line }.

## Gin's rules in words: the rules panel's lines and the game screen's end line ("First to 100").

rules-gin-oklahoma = Oklahoma: la primera carta descubierta fija el límite de cierre (un as: { $ace }).
rules-gin-oklahoma-spades = Oklahoma: la primera carta descubierta fija el límite de cierre (un as: { $ace }); si es de picas, la mano cuenta doble.
rules-gin-ace-limit-one = cerrar con 1 o menos
rules-gin-ace-gin-only = solo gin
rules-gin-straight = Gin directo: no se puede cerrar.
rules-gin-knock = Cerrar con { $limit } o menos.
rules-gin-bonuses = Gin { $gin }, contragolpe { $undercut }.
rules-gin-bonuses-big = Gin { $gin }, big gin { $big }, contragolpe { $undercut }.
rules-gin-bonuses-tie = Gin { $gin }, contragolpe { $undercut } (un empate no es contragolpe).
rules-gin-bonuses-big-tie = Gin { $gin }, big gin { $big }, contragolpe { $undercut } (un empate no es contragolpe).
rules-gin-game = Objetivo { $target }; bonificación de partida { $bonus }, { $box } por mano ganada.
rules-gin-end = Objetivo { $target }

## Lo que un jugador anotó en una mano de Gin, para la columna de lo anotado del CSV; las partes se unen con «; ».

gin-entered-void = mano nula
gin-entered-big-gin = big gin
gin-entered-gin = gin
gin-entered-knock-deadwood = cerró con puntos sueltos { $d }
gin-entered-knock-cards = cerró con { $cards }
gin-entered-deadwood = puntos sueltos { $d }
gin-entered-melds = combinaciones { $melds }
gin-entered-upcard = carta descubierta { $card }
gin-entered-laid-off = colocó { $cards }
