## Golf de seis cartas: el hoyo de cada jugador (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pareja = { $score }
golf-line = { $columns }; total { $total }
golf-entered = introducido a mano: { $score }

## Skull & Roses: una ronda en una línea (RULES.md §9).

skull-told-won = { $player } apostó { $bid } y ganó
skull-told-failed = { $player } apostó { $bid } y falló
skull-told-failed-on = { $player } apostó { $bid } y falló en la calavera de { $owner }
skull-told-out = { $player } queda eliminado

## Las reglas de Skull & Roses en palabras: las líneas de las reglas y la línea final.

rules-skull-cards = Cada jugador tiene 3 rosas y una calavera; las apuestas van de 1 al número de cartas en la mesa.
rules-skull-wins = Un segundo desafío superado gana, y también ser el último jugador en pie.
rules-skull-end = Dos desafíos superados ganan

## Las reglas del Golf de seis cartas en palabras: las líneas de las reglas y la línea final.

rules-golf-holes = { $holes ->
    [one] 1 hoyo
   *[other] { $holes } hoyos
  }; gana el total más bajo.
rules-golf-columns = Una columna de dos cartas del mismo valor suma 0; si no, cada carta cuenta (A 1, 2 −2, 3–10 su número, J y Q 10, K { $king }).
rules-golf-king-twos = Un rey cuenta { $king }; una pareja de doses suma { $twos }.
rules-golf-jokers = Comodines en juego, valen { $joker }.
rules-golf-end = { $holes ->
    [one] 1 hoyo
   *[other] { $holes } hoyos
  } · gana el total más bajo

## El final de una partida de Six Card Golf y de una de Skull & Roses.

golf-end-progress = { $played } de { $holes } hoyos jugados.
golf-end-tie-shared = Gana el total más bajo; el empate da varios ganadores.
golf-end-lowest = Gana el total más bajo.
golf-end-sudden-death = Empate en el total más bajo: jugad un hoyo de muerte súbita.
skull-end-second-success = Un segundo desafío superado gana la partida.
skull-end-last-standing = El último jugador en pie gana la partida.

## Lo que un jugador anotó para un hoyo, para la columna de lo anotado del CSV (una disposición son sus cartas, fila por fila).

golf-entered-scored = anotó { $score }

## Lo que un jugador hizo en una ronda de Skull & Roses, para la columna de lo anotado del CSV.

skull-entered-out = eliminado
skull-entered-cards = { $owned ->
    [one] 1 carta en su poder
   *[other] { $owned } cartas en su poder
  }; { $placed } { $placed ->
    [one] colocada
   *[other] colocadas
  }
skull-entered-bid = apostó { $bid }
skull-entered-passed = pasó
