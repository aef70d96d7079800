## Gift Rummy: die Wertung jedes Platzes in einer Runde (RULES.md §2).

gift-flush = Farbe { $points }
gift-sequences = Folgen { $points }
gift-same-rank = gleicher Rang { $points }
gift-twenty-one = Einundzwanzig { $points }
gift-sole-knocker = einziger Klopfer { $points }
gift-nothing-scores = nichts zählt
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }

## Die Regeln von Gift Rummy in Worten: die Zeilen der Regeln und die Schlusszeile.

rules-gift-independent = Jede Karte zählt in jeder Kategorie, in die sie passt (Farbe, Folgen, gleicher Rang, Einundzwanzig).
rules-gift-exclusive = Folgen, gleicher Rang und die Einundzwanzig nehmen verschiedene Karten; das beste Ergebnis zählt.
rules-gift-end = { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } oder bis jemand { $target } erreicht; der höchste Stand gewinnt.
rules-gift-knock = Wer nach Runde 1 als Einziger klopft, bekommt { $bonus }.
rules-gift-line = { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } oder Ziel { $target } · höchster Stand gewinnt

## Das Ende einer Partie Gift Rummy.

gift-end-progress = { $played } von { $deals } Spielen gespielt.
gift-end-target = Jemand hat { $target } erreicht; der höchste Stand gewinnt.
gift-end-deals = { $deals ->
    [one] Das eine Spiel ist gespielt
   *[other] Alle { $deals } Spiele sind gespielt
  }; der höchste Stand gewinnt.

## Was ein Spieler in einem Spiel Gift Rummy eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports.

gift-entered-knocked = nach Runde { $round } geklopft
gift-entered-claimed-bonus = Bonus beansprucht
