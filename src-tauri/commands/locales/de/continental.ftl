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
