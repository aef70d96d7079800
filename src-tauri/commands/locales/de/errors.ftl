## Ablehnungen für die Person am Tisch (RULES.md §1.7 und die Kartenschreibweise). Jede behält
## ihren festen `E_*`-Code in jeder Sprache.

card-error-invalid = „{ $token }“ ({ $position }. Karte) ist keine Karte.
card-error-not-a-card = „{ $token }“ ist keine Karte.
gin-error-big-gin-unmelded = Der Klopfer hat 11 Karten, aber nicht alle in Kombinationen: Big Gin braucht jede Karte in einer Kombination; sonst eine abwerfen und 10 zeigen.
gin-error-knocker-cards = Der Klopfer muss nach dem Abwerfen 10 Karten zeigen (hat { $got }).
gin-error-defender-cards = Der Gegner muss 10 Karten zeigen (hat { $got }).
gin-error-big-gin-disabled = Big Gin ist nicht eingeschaltet: eine Karte abwerfen und als Gin werten.
gin-error-upcard-limit = Die aufgedeckte Karte { $upcard } setzt die Klopfgrenze dieses Spiels auf { $limit }. Die Restpunkte sind { $deadwood }.
gin-error-too-high = Die Restpunkte sind { $deadwood }; klopfen darf man mit höchstens { $limit }.
gin-error-could-be-lower = { $head } Diese Karten lassen sich auch mit { $best } Restpunkten legen.
gin-error-gin-only = Ein Ass wurde aufgedeckt: Dieses Spiel endet nur mit Gin.
gin-error-upcard-required = Oklahoma Gin braucht die erste aufgedeckte Karte: Sie setzt die Klopfgrenze dieses Spiels.
gin-error-layoff-on-gin = Wenn der Klopfer Gin macht, darf nichts angelegt werden.
gin-error-layoff-on-deadwood = An die Restkarten des Klopfers kann man nicht anlegen: { $card } passt nur zu { $with }.
gin-error-knocker-seat = Der Klopfer muss Spieler 1 oder Spieler 2 sein (nicht Spieler { $n }).
gin-error-deadwood-range = Restpunkte liegen zwischen 0 und 98 (ein Blatt aus 10 Karten hat höchstens 98), { $n } kann also nicht stimmen.
gin-error-big-gin-deadwood = Big Gin heißt, dass jede Karte in einer Kombination liegt, also müssen die Restpunkte des Klopfers 0 sein.
gin-error-layoff-not-in-hand = { $card } ist nicht in der Hand des Gegners.
gin-error-layoff-not-fitting = { $card } passt nicht: { $why }
gin-error-layoff-run-ends = Die { $suit }-Folge endet bei { $end }.
gin-error-layoff-run-starts = Die { $suit }-Folge beginnt bei { $start }.
gin-error-layoff-no-meld = Sie verlängert keine Kombination des Klopfers.
gin-error-layoff-no-jokers = Dieses Spiel hat keine Joker.
gin-error-suit-spade = Pik
gin-error-suit-heart = Herz
gin-error-suit-diamond = Karo
gin-error-suit-club = Kreuz
