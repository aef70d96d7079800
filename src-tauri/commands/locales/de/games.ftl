## Spielnamen, wie deutschsprachige Spieler sie nennen (docs/languages.md).

game-gin_rummy = Gin Rommé
game-gift_rummy = Gift Rummy
game-basic_rummy = Rommé
game-boathouse_rummy = Boathouse-Rommé
game-continental_rummy = Continental-Rommé
game-gamblers_rummy = Gambler's Rommé
game-knock_rummy = Klopf-Rommé
game-rummy_500 = Rommé 500
game-oh_heck = Oh Hölle!
game-six_card_golf = Golf mit sechs Karten
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Punkteblock (jedes Spiel)

## Die Worte der Regelauswahl, die Rust als Regler und Voreinstellungen schickt.

chooser-play-to = Spielen bis
chooser-or-after-deals = Oder nach so vielen Spielen
chooser-deals = Spiele
chooser-no-target = Kein Ziel
chooser-no-limit = Keine Grenze
chooser-settled-no-target = Abrechnung nach jedem Spiel, kein Ziel
chooser-until-stored = Oder bis jemand gesammelt hat
chooser-packs = Kartenspiele zu 52
chooser-dealers-hook = Bindung des Gebers
chooser-who-wins = Wer gewinnt
chooser-highest-total = Höchster Stand
chooser-lowest-total = Niedrigster Stand
chooser-game-ends = Die Partie endet
chooser-at-target = Bei einem Ziel
chooser-after-n-hands = Nach N Spielen
chooser-open-ended = Ohne festes Ende
chooser-end-points = Punkte, die die Partie beenden
chooser-number-of-hands = Anzahl der Spiele
chooser-holes = Löcher
chooser-9-holes = 9 Löcher
chooser-18-holes = 18 Löcher
chooser-twos = Ein Paar Zweien zählt −4
chooser-king = Ein König zählt
chooser-standard = Grundregeln
chooser-modern = Moderne Regeln
chooser-classic = Klassisch
chooser-oklahoma = Oklahoma
chooser-classic-rum = Classic Rum
chooser-bicycle = Bicycle
chooser-any-partition = Beliebige Aufteilung
chooser-pagat = Pagat
chooser-represented-jokers = Joker mit ersetztem Wert
chooser-play-off-ties = Gleichstand ausspielen
chooser-independent = Unabhängige Wertung
chooser-exclusive = Ausschließliche Wertung
chooser-tricks-plus-10 = Stiche + 10
chooser-off-bid-penalty = Strafe bei verfehlter Ansage
chooser-mrpikes = MrPikes
chooser-up-and-down = Hinauf und hinunter
chooser-first-to-100 = Ziel 100
chooser-lowest-at-100 = Niedrigster bei 100
chooser-ten-hands = Zehn Spiele
chooser-jokers-twos = Joker, Paar Zweien −4

## Die Zeile unter jedem Regler der Regelauswahl.

hint-deals-at-most = Höchstens { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  }, je nachdem, was zuerst eintritt.
hint-deals-no-limit = Keine Grenze für die Zahl der Spiele.
hint-gin-target = Die Partie endet, wenn jemand { $target } Spielpunkte erreicht.
hint-hook-on = Der Geber darf nicht so ansagen, dass die Ansagen zusammen die Zahl der ausgeteilten Karten ergeben.
hint-hook-off = Der Geber darf beliebig ansagen.
hint-gift-target = { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } oder bis jemand { $target } erreicht.
hint-gift-deals = Höchstens { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } mit je bis zu drei Runden.
hint-golf-twos-negative = Zwei Zweien in einer Spalte zählen −4.
hint-golf-twos-zero = Zwei Zweien in einer Spalte zählen 0, wie jedes Paar.
hint-golf-king = Jeder König ohne Paar zählt { $king }.
hint-avalanche-no-target = Keine Zahl gesammelter Karten beendet die Partie.
hint-avalanche-packs = { $packs ->
    [one] 1 Kartenspiel
   *[other] { $packs } Kartenspiele
  } und { $jokers } Joker: { $cards } Karten.
hint-points-most = Die meisten Punkte gewinnen.
hint-points-fewest = Die wenigsten Punkte gewinnen, wie bei Hearts oder Golf.
hint-points-target = Die Partie endet, wenn ein Stand { $target } erreicht.
hint-points-end-points = Punkte, die die Partie beenden.
hint-points-hands = Die Partie endet nach { $hands ->
    [one] 1 Spiel
   *[other] { $hands } Spielen
  }.
hint-points-number = Anzahl der Spiele.

## Die Zeile unter jeder Voreinstellung der Regelauswahl.

hint-gin-seed = Klopfen mit { $limit } oder weniger; Gin { $gin }, Unterbieten { $undercut }, Ziel { $target }.
hint-gin-modern = Grundregeln plus Big Gin (alle 11 Karten in Kombinationen), Wert { $big }.
hint-gin-classic = Gin { $gin }, Unterbieten { $undercut }, { $box } je gewonnenem Spiel.
hint-gin-oklahoma = Die erste aufgedeckte Karte bestimmt die Klopfgrenze; Pik zählt doppelt; Ziel { $target }.
hint-oh-heck-up-down = Normale Wertung; die Kartenzahl geht von 1 Karte hinauf bis zum Höchstwert (51 ÷ Spieler) und wieder hinunter.
hint-r500-joker-fifteen = Joker zählen 15, wo sie auch liegen
hint-r500-joker-represented = Ein ausgelegter Joker zählt wie die Karte, die er ersetzt
hint-r500-tie-shares = bei genauem Gleichstand wird der Sieg geteilt
hint-r500-tie-another = bei genauem Gleichstand wird noch ein Spiel gespielt
hint-r500 = { $joker }, { $tie }; Ziel { $target }.
hint-cont-any = Beliebige Folgen von 3 oder mehr
hint-cont-shapes = Folgen als 5×3, 4+4+4+3 oder 5+4+3+3
hint-cont = { $shape }; jeder Verlierer zahlt { $items }.
hint-golf-seed = { $holes ->
    [one] 1 Loch
   *[other] { $holes } Löcher
  }; ein Paar zählt 0, eine 2 zählt −2, ein König { $king }.
hint-golf-longer = Eine längere Partie: { $holes ->
    [one] 1 Loch
   *[other] { $holes } Löcher
  }.
hint-golf-jokers = Zwei Joker je Kartenspiel, Wert { $joker }; ein Paar Zweien zählt { $twos }.

## Die Zusammenfassung jedes Spiels auf dem Bildschirm „Neue Partie“ (GameKind::summary_said).

summary-gin_rummy = Zwei Spieler, je zehn Karten. Klopfen mit höchstens 10 Restpunkten; der Gegner legt an die Kombinationen des Klopfers an. Klopfen, Gin (25) und Unterbieten (25) zählen die Differenz der Restpunkte; Ziel 100, danach der Partiebonus (100, 200 bei Schneider) und 25 je gewonnenem Spiel. Voreinstellungen: Grundregeln, Moderne Regeln (Big Gin), Klassisch und Oklahoma (die aufgedeckte Karte bestimmt die Klopfgrenze, Pik zählt doppelt).
summary-gift_rummy = David Parletts Spiel für genau vier, auch als „Swap Three“ veröffentlicht. Die Spieler geben drei Karten nach links, nach rechts und gegenüber weiter, klopfen, wenn sie zufrieden sind, und werten ihre letzten 13 Karten: die längste Farbe ab 5, Karten in Folgen, drei oder vier gleichen Rangs (6 oder 12) und ein Einundzwanzig (7). Wer nach der 1. Runde als Einziger klopft, bekommt 10. Vier Spiele oder Ziel 100; der höchste Stand gewinnt.
summary-basic_rummy = Zwei bis sechs Spieler legen Sätze und Folgen aus (Ass niedrig). Wer ausmacht, bekommt die Karten, die alle anderen noch auf der Hand haben; macht niemand aus, kassiert die niedrigste Hand die Differenzen. Gespielt wird bis zu einem vereinbarten Ziel (100 empfohlen) oder über eine Zahl von Spielen. Die Voreinstellung Classic Rum rechnet jedes Spiel als Zahlungen ab und zahlt bei Hand-Rommé doppelt.
summary-boathouse_rummy = Eine Rommé-Variante, in der Folgen um die Ecke gehen dürfen (K-A-2) und man nur auslegen darf, indem man mit der ganzen Hand ausmacht. Die Verlierer zahlen dem Sieger nur ihre Restkarten, Asse zählen 11.
summary-continental_rummy = Zwei bis zwölf Spieler mit zwei bis vier Kartenspielen und Jokern. Es zählen nur Folgen: Man macht aus, indem man alle 15 Karten als Folgen zu 5x3, 4+4+4+3 oder 5+4+3+3 zeigt. Jeder Verlierer zahlt 1, dazu 2 für jeden Joker in der Hand des Siegers.
summary-gamblers_rummy = Vier Spieler, je sieben Karten, Ass niedrig. Niemand darf in einem einzigen Zug ausmachen, und der Stapel wird nur einmal verwendet. Die Verlierer zahlen dem Sieger den Kartenwert ihrer Hand.
summary-knock_rummy = Kein Auslegen auf dem Tisch: Jeder darf nach dem Ziehen klopfen, dann zählen alle ihre Restkarten. Der niedrigste Kartenwert kassiert die Differenzen, ein geschlagener Klopfer zahlt 10 dazu, und ein Klopfer ohne Restpunkte bekommt 25 von jedem Spieler.
summary-rummy_500 = Zwei bis acht Spieler mit Jokern; man darf jede Karte vom Ablagestapel nehmen, samt allem, was darüber liegt. Man bekommt die ausgelegten und angelegten Karten, abzüglich der Karten, die man noch auf der Hand hat (Asse 15, oder 1 niedrig in einer Folge; Joker 15). Ziel 500.
summary-oh_heck = Drei bis sieben Spieler sagen genau an, wie viele Stiche sie machen; die Kartenzahl geht hinunter bis auf eine Karte und wieder hinauf. Der Geber darf nicht so ansagen, dass die Ansagen zusammen die Zahl der Stiche ergeben. Eine genaue Ansage bringt 10 plus die Ansage; eine verfehlte bringt nichts. Der höchste Stand nach dem ganzen Ablauf gewinnt.
summary-six_card_golf = Jeder Spieler hat sechs Karten in zwei Reihen zu drei und versucht, den niedrigsten Stand zu halten. Eine Spalte aus zwei Karten gleichen Rangs zählt null; Zweien zählen -2 und Könige 0. Neun Löcher (oder 18); der niedrigste Stand gewinnt.
summary-skull_and_roses = Ein Bluffspiel mit drei Zahlkarten (Rosen) und einer Bildkarte (Totenkopf) je Spieler. Biete, wie viele Rosen du aufdecken kannst; deinen eigenen Stapel deckst du zuerst auf. Zwei gelungene Herausforderungen, oder als Letzter übrig zu bleiben, gewinnen. Cardtable führt Buch über Karten, Herausforderungen und Ausscheiden statt über Punkte.
summary-avalanche = Zwei bis sechs Spieler mit zwei Kartenspielen und sechs Jokern. Spiele Karten eines Rangs auf die rollende Lawine: Lass sie wachsen, halte sie auf oder lass sie auf den vorigen Spieler fallen, der die Karten als Punkte sammelt. Die meisten gesammelten Karten gewinnen.
summary-scorepad = Ein einfacher Punkteblock für jedes Spiel, das Cardtable nicht selbst wertet (Heart Failure zum Beispiel): Trage die Punkte jedes Spielers je Spiel ein (Rechnungen wie 12+7-3 gehen), wähle, ob der höchste oder der niedrigste Stand gewinnt, und beende die Partie bei einem Ziel, nach einer Zahl von Spielen oder wann ihr wollt.
