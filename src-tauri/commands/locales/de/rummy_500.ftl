## Rommé 500: die Erklärung des Schiedsrichters zu einem Spiel (RULES.md §7).

r500-ace-low-run = das untere Ende der Folge { $cards }
r500-ace-top-run = das obere Ende der Folge { $cards }
r500-ace-set = ein Ass in einem Satz
r500-joker-15 = Joker für { $card }: Ein Joker zählt 15
r500-joker-as = Joker für { $card }: zählt wie diese Karte, { $value }
r500-joker-as-ace = Joker für { $card } ({ $ace }): zählt wie diese Karte, { $value }
r500-ace = { $ace }: { $value }
r500-hand-joker = ein Joker auf der Hand zählt 15
r500-hand-ace = ein Ass auf der Hand zählt 15
r500-reason = { $card }: { $why }
r500-run = Folge
r500-set = Satz
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = { $cards } an { $onto } angelegt { $value }
r500-melded-nothing = nichts ausgelegt
r500-melded = ausgelegt { $parts }
r500-no-hand = keine Karten auf der Hand
r500-in-hand = auf der Hand { $cards } { $n }
r500-line = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score }.
r500-line-why = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score } ({ $why }).

## Rommé 500: die Regeln in Worten (die Zeilen der Regeln, die Schlusszeile des Spielbildschirms).

rules-r500-scoring = Jedes Spiel zählt die ausgelegten und angelegten Karten, abzüglich der Karten auf der Hand (Asse 15, oder 1 unten in einer Folge).
rules-r500-joker-fifteen = Ein Joker zählt 15, wo er auch liegt.
rules-r500-joker-represented = Ein ausgelegter Joker zählt wie die Karte, die er ersetzt; auf der Hand kostet er 15.
rules-r500-decks-auto = Ein Kartenspiel und 2 Joker für 2–4 Spieler, zwei Kartenspiele und 4 Joker für 5–8.
rules-r500-decks-one = Ein Kartenspiel und 2 Joker.
rules-r500-decks = { $decks } Kartenspiele, { $jokers } Joker.
rules-r500-end-shares = Die Partie endet, wenn ein Stand { $target } erreicht; der höchste Stand gewinnt, bei genauem Gleichstand wird der Sieg geteilt.
rules-r500-end-another = Die Partie endet, wenn ein Stand { $target } erreicht; der höchste Stand gewinnt, bei genauem Gleichstand wird noch ein Spiel gespielt.
rules-r500-first-to = Ziel { $target }

## Das Ende einer Partie Rommé 500.

rummy-500-end-tied-again = { $players } stehen gleich bei { $total }: Spielt noch ein Spiel.
rummy-500-end-reached = { $players } hat { $total } erreicht, den höchsten Stand ab { $target }, nach Spiel { $hand }.
rummy-500-end-co-winners = { $players } stehen gleich bei { $total }, ab { $target }, nach Spiel { $hand }: gemeinsame Sieger.

## Was ein Spieler in einem Spiel Rommé 500 eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports.

r500-entered-melded = ausgelegt { $melds }
r500-entered-laid-off = { $cards } an { $onto } angelegt
r500-entered-in-hand = auf der Hand { $cards }
r500-entered-no-cards-in-hand = keine Karten auf der Hand
