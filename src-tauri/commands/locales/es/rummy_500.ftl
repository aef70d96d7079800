## Rummy 500: la explicación del árbitro de una mano (RULES.md §7).

r500-ace-low-run = el extremo bajo de la escalera { $cards }
r500-ace-top-run = el extremo alto de la escalera { $cards }
r500-ace-set = un as en un trío
r500-joker-15 = comodín en lugar de { $card }: un comodín vale 15
r500-joker-as = comodín en lugar de { $card }: vale como esa carta, { $value }
r500-joker-as-ace = comodín en lugar de { $card } ({ $ace }): vale como esa carta, { $value }
r500-ace = { $ace }: { $value }
r500-hand-joker = un comodín que queda en la mano vale 15
r500-hand-ace = un as que queda en la mano vale 15
r500-reason = { $card }: { $why }
r500-run = escalera
r500-set = trío
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = acomodó { $cards } en { $onto } { $value }
r500-melded-nothing = no bajó nada
r500-melded = bajó { $parts }
r500-no-hand = ninguna carta en la mano
r500-in-hand = en la mano { $cards } { $n }
r500-line = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score }.
r500-line-why = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score } ({ $why }).

## Rummy 500: las reglas en palabras (las líneas de las reglas, la línea final de la pantalla de partida).

rules-r500-scoring = Cada mano suma las cartas en combinación y colocadas, menos las cartas que quedan en la mano (ases 15, o 1 abajo en una escalera).
rules-r500-joker-fifteen = Un comodín vale 15 esté donde esté.
rules-r500-joker-represented = Un comodín en combinación vale como la carta que sustituye; en la mano cuesta 15.
rules-r500-decks-auto = Una baraja y 2 comodines de 2 a 4 jugadores, dos barajas y 4 comodines de 5 a 8.
rules-r500-decks-one = Una baraja y 2 comodines.
rules-r500-decks = { $decks } barajas, { $jokers } comodines.
rules-r500-end-shares = La partida termina cuando un total llega a { $target }; gana el total más alto, un empate exacto comparte la victoria.
rules-r500-end-another = La partida termina cuando un total llega a { $target }; gana el total más alto, un empate exacto juega otra mano.
rules-r500-first-to = Objetivo { $target }

## El final de una partida de Rummy 500.

rummy-500-end-tied-again = { $players } empatan a { $total }: jugad otra mano.
rummy-500-end-reached = { $players } llegó a { $total }, el total más alto a partir de { $target }, tras la mano { $hand }.
rummy-500-end-co-winners = { $players } empatan a { $total }, a partir de { $target }, tras la mano { $hand }: ganadores a la vez.

## Lo que un jugador anotó en una mano de Rummy 500, para la columna de lo anotado del CSV.

r500-entered-melded = bajó { $melds }
r500-entered-laid-off = acomodó { $cards } en { $onto }
r500-entered-in-hand = en la mano { $cards }
r500-entered-no-cards-in-hand = ninguna carta en la mano
