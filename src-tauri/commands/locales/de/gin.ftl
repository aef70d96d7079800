## Gin Rommé: die Erklärung des Schiedsrichters zu einem Spiel (RULES.md §1).

gin-price-gin = Gin: { $bonus } Gin-Bonus + { $d } Restpunkte des Gegners = { $total }.
gin-price-big-gin = Big Gin: { $bonus } Big-Gin-Bonus + { $d } Restpunkte des Gegners = { $total }.
gin-price-knock = Klopfen: { $d } − { $k } = { $total }.
gin-price-tie = Gleichstand bei { $k }: Da ein Gleichstand nicht als Unterbieten zählt, bekommt der Klopfer 0 und niemand gewinnt das Spiel.
gin-price-undercut = Unterboten: { $k } − { $d } = { $diff }, + { $bonus } Unterbietungsbonus = { $total }.
gin-price-undercut-tie = Unterboten (Gleichstand zählt als Unterbieten): { $k } − { $d } = { $diff }, + { $bonus } Unterbietungsbonus = { $total }.
gin-price-doubled = Oklahoma: Die aufgedeckte Karte { $upcard } ist ein Pik, also zählt das Spiel doppelt: { $base } × 2 = { $total }.
gin-deadwood = Restkarten { $cards } = { $total }
gin-no-deadwood = keine Restkarten
gin-knocker-line = Kombinationen des Klopfers: { $melds }; { $deadwood }.
gin-knocker-line-limit = Kombinationen des Klopfers: { $melds }; { $deadwood } (Klopfgrenze { $limit }).
gin-defender-line = Kombinationen des Gegners: { $melds }; { $deadwood }.
gin-no-layoffs-gin = Kein Anlegen: Der Klopfer hat Gin gemacht.
gin-no-layoffs-big-gin = Kein Anlegen: Der Klopfer hat Big Gin gemacht.
gin-no-layoffs = Nichts angelegt.
gin-layoffs = Angelegt: { $layoffs }.
gin-layoff-onto = { $cards } an { $meld }
gin-entered-counts = Eingegebene Werte: Restpunkte des Klopfers { $k }, des Gegners { $d }.
gin-entered-counts-knock = Eingegebene Werte: Restpunkte des Klopfers { $k }, des Gegners { $d } nach dem Anlegen.
gin-void-line = Ungültiges Spiel: Der Stapel ist bis auf zwei Karten abgespielt, ohne dass jemand geklopft hat. Niemand punktet; derselbe Geber gibt neu.

## Ein Gin-Spiel in einer Zeile, für Exporte und den Verlauf.

gin-told-void = Ungültiges Spiel: niemand punktet
gin-told-gin = { $knocker } hat Gin gemacht; { $defender } { $d }
gin-told-big-gin = { $knocker } hat Big Gin gemacht; { $defender } { $d }
gin-told-knock = { $knocker } hat geklopft: Restpunkte { $k }; { $defender } { $d }
gin-told-knock-layoffs = { $knocker } hat geklopft: Restpunkte { $k }; { $defender } { $d } nach dem Anlegen
gin-told-scores = { $head }; { $winner } { $points }
gin-told-undercut = { $head }; unterboten: { $winner } { $points }
gin-told-nobody = { $head }; niemand punktet

## Das Ende einer Gin-Partie (RULES.md §1.5): das Rennen, der Partiebonus, Schneider, Boxen, der Endstand.

gin-end-race = Rennen bis { $target }: { $standing }.
gin-end-reached = { $player } hat { $points } erreicht (Ziel { $target }): Partiebonus { $bonus }.
gin-end-shutout-bonus = Schneider: der Verlierer hat kein Spiel gewonnen, der Partiebonus ist daher { $bonus }.
gin-end-shutout-double-total = Schneider: die ganze Endsumme zählt doppelt: ({ $points } + { $game } + { $boxes }) × 2 = { $total }.
gin-end-shutout-double-points = Schneider: die Spielpunkte zählen doppelt: { $points } × 2 = { $total }.
gin-end-boxes = Boxen: { $player } hat { $won } { $won ->
    [one] Spiel
   *[other] Spiele
  } gewonnen × { $box } = { $total }.
gin-end-margin = { $line }; Abstand { $margin }
gin-end-final = Endstand: { $line }.

## Gin's rules in words: the rules panel's lines and the game screen's end line ("First to 100").

rules-gin-oklahoma = Oklahoma: Die erste aufgedeckte Karte bestimmt die Klopfgrenze (ein Ass: { $ace }).
rules-gin-oklahoma-spades = Oklahoma: Die erste aufgedeckte Karte bestimmt die Klopfgrenze (ein Ass: { $ace }); ist sie ein Pik, zählt das Spiel doppelt.
rules-gin-ace-limit-one = klopfen mit 1 oder weniger
rules-gin-ace-gin-only = nur Gin
rules-gin-straight = Straight Gin: kein Klopfen.
rules-gin-knock = Klopfen mit { $limit } oder weniger.
rules-gin-bonuses = Gin { $gin }, Unterbieten { $undercut }.
rules-gin-bonuses-big = Gin { $gin }, Big Gin { $big }, Unterbieten { $undercut }.
rules-gin-bonuses-tie = Gin { $gin }, Unterbieten { $undercut } (ein Gleichstand ist kein Unterbieten).
rules-gin-bonuses-big-tie = Gin { $gin }, Big Gin { $big }, Unterbieten { $undercut } (ein Gleichstand ist kein Unterbieten).
rules-gin-game = Ziel { $target }; Partiebonus { $bonus }, { $box } je gewonnenem Spiel.
rules-gin-end = Ziel { $target }

## Was ein Spieler in einem Spiel Gin eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports; die Teile werden mit „; “ verbunden.

gin-entered-void = ungültiges Spiel
gin-entered-big-gin = Big Gin
gin-entered-gin = Gin
gin-entered-knock-deadwood = geklopft mit Restpunkten { $d }
gin-entered-knock-cards = geklopft mit { $cards }
gin-entered-deadwood = Restpunkte { $d }
gin-entered-melds = Kombinationen { $melds }
gin-entered-upcard = aufgedeckte Karte { $card }
gin-entered-laid-off = angelegt { $cards }
