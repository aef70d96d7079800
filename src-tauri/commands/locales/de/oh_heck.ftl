## Oh Hölle!: die Erklärung des Schiedsrichters zu einem Spiel (RULES.md §6).

oh-heck-line-exact = { $player }: { $bid } angesagt, { $tricks } { $tricks ->
    [one] Stich
   *[other] Stiche
  } gemacht (genau): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }.
oh-heck-line-missed = { $player }: { $bid } angesagt, { $tricks } { $tricks ->
    [one] Stich
   *[other] Stiche
  } gemacht (verfehlt): { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }.
oh-heck-trumps = Trumpf { $suit }
oh-heck-no-trumps = ohne Trumpf
oh-heck-told = { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
  }, { $trump }: { $seats }
oh-heck-told-seat = { $player } sagte { $bid } an, machte { $tricks } { $points }
oh-heck-told-seat-bare = { $player } sagte { $bid } an, machte { $tricks }

## Oh Hölle!: die Regeln in Worten (die Zeilen der Regeln, die Schlusszeile des Spielbildschirms).

rules-oh-heck-seed = Eine genaue Ansage bringt { $bonus } + die Ansage; eine verfehlte bringt 0.
rules-oh-heck-tricks-plus-bonus = Jeder Stich bringt 1; eine genaue Ansage bringt { $bonus } dazu.
rules-oh-heck-off-bid-penalty = Eine genaue Ansage bringt die Stiche + { $bonus }; eine verfehlte kostet die Differenz.
rules-oh-heck-mrpikes = Eine genaue Ansage bringt { $bonus } + die Ansage; eine verfehlte kostet { $bonus } + die Differenz.
rules-oh-heck-hook = Der Geber ist gebunden: Die Ansagen dürfen zusammen nicht die Zahl der ausgeteilten Karten ergeben.
rules-oh-heck-no-hook = Keine Bindung: Der Geber darf beliebig ansagen.
rules-oh-heck-down-up = Die Kartenzahl geht von der Anfangszahl (10 Karten bei 3 bis 5 Spielern, 8 bei 6, 7 bei 7) hinunter auf 1 und wieder hinauf.
rules-oh-heck-up-down = Die Kartenzahl geht von 1 Karte hinauf bis zum Höchstwert (51 ÷ Spieler) und wieder hinunter.
rules-oh-heck-down-up-max = Die Kartenzahl geht vom Höchstwert (51 ÷ Spieler) hinunter auf 1 und wieder hinauf.
rules-oh-heck-end = Der ganze Ablauf · höchster Stand gewinnt

## Wie gespielt wird, am Tisch zur Erinnerung gezeigt (nicht geprüft).
oh-heck-reminder = Der Spieler links vom Geber spielt aus. Wer kann, muss Farbe bedienen, und wer den Stich gewinnen kann, muss es tun. Wer nicht bedienen kann, muss trumpfen, wenn er kann; sonst darf er jede Karte spielen. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe (Ass hoch). Wer den Stich gewinnt, spielt als Nächstes aus.

## Das Ende einer Partie Oh Hölle!: die Zeile des Spielbildschirms währenddessen und danach.

oh-heck-end-over = Alle { $hands } Spiele des Ablaufs sind gespielt; der höchste Stand gewinnt.
oh-heck-end-progress = { $played } von { $hands } Spielen gespielt.

## Was ein Spieler in einem Spiel Oh Hölle! eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports.

oh-heck-entered-bid-took = { $bid } angesagt, { $tricks } { $tricks ->
    [one] Stich
   *[other] Stiche
  } gemacht
oh-heck-entered-bid = { $bid } angesagt
oh-heck-entered-took = { $tricks } { $tricks ->
    [one] Stich
   *[other] Stiche
  } gemacht
