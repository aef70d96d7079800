## Continental-Rommé: die Erklärung des Schiedsrichters zu einem Spiel (RULES.md §5).

cont-went-out = { $player } hat mit den Folgen { $shape } ausgemacht.
cont-each-pays = { $losers ->
    [one] Der andere Spieler zahlt { $each } ({ $items }); { $player } bekommt { $total }.
   *[other] Jeder der { $losers } anderen Spieler zahlt { $each } ({ $items }); { $player } bekommt { $total }.
  }
cont-item = { $amount } für { $reason }
cont-going-out = Ausmachen
cont-jokers = { $n } { $n ->
    [one] Joker
   *[other] Joker
  } × { $per }
cont-deuces = { $n } { $n ->
    [one] wilde Zwei
   *[other] wilde Zweien
  } × { $per }
cont-no-wild = ohne wilde Karte
cont-first-turn-no-draw = im ersten Zug ausgemacht, ohne zu ziehen
cont-first-turn = im ersten Zug ausgemacht
cont-one-suit = alle 15 Karten in einer Farbe
cont-told = { $player } hat ausgemacht; jeder Verlierer zahlt { $each }
entered-line = { $player }: { $points } (eingegeben).

## Die Regeln von Continental-Rommé in Worten: die Zeilen der Regeln (das Ende ist das der
## Rommé-Familie).

rules-cont-any = Ausmachen mit allen 15 Karten in Folgen von 3 oder mehr; Sätze zählen nicht.
rules-cont-shapes = Ausmachen mit 15 Karten in Folgen: 5×3, 4+4+4+3 oder 5+4+3+3; Sätze zählen nicht.
rules-cont-deuces = Die Zweien sind wild, wie die Joker.
rules-cont-pays = Jeder Verlierer zahlt dem Sieger { $items }.
rules-cont-going-out = { $points } fürs Ausmachen
rules-cont-per-joker = { $n } je Joker
rules-cont-per-deuce = { $n } je wilde Zwei
rules-cont-no-wild = { $n } ohne wilde Karte
rules-cont-first-turn = { $n } im ersten Zug ({ $without } ohne zu ziehen)
rules-cont-one-suit = { $n } für eine Farbe

## Das Ende einer Partie Continental.

continental-end-target = Ein Saldo hat das Ziel erreicht: Der höchste Saldo gewinnt.
continental-end-deals = Alle Spiele sind gespielt: Der höchste Saldo gewinnt.

## Was der Sieger in einem Spiel Continental-Rommé eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports.

cont-entered-went-out = ausgemacht: { $melds }
cont-entered-went-out-count = ausgemacht mit { $jokers ->
    [one] 1 Joker
   *[other] { $jokers } Jokern
  } und { $deuces ->
    [one] 1 wilden Zwei
   *[other] { $deuces } wilden Zweien
  }
cont-entered-first-turn = im ersten Zug
cont-entered-without-drawing = ohne zu ziehen
cont-entered-one-suit = alle in einer Farbe
