## Rommé, Classic Rum, Boathouse, Klopf-Rommé und Gambler's Rommé: die Erklärung des
## Schiedsrichters zu einem Spiel (RULES.md §3, §4).

rummy-sum-nothing = nichts = 0
rummy-sum-one = { $card } = { $total }
rummy-sum = { $cards } = { $parts } = { $total }
rummy-announced = { $n } (angesagt)
rummy-unmatched-none = keine Restkarten = 0
rummy-unmatched = Restkarten { $sum }
rummy-no-melds = keine Kombinationen; { $dead }
rummy-melds = Kombinationen { $melds }; { $dead }
rummy-count-line = { $player }: { $count }.
rummy-reason-count = Kartenwert
rummy-reason-doubled-count = Kartenwert, verdoppelt für Hand-Rommé
rummy-reason-difference = Differenz
rummy-reason-penalty = Strafe des Klopfers
rummy-reason-rummy-bonus = Hand-Rommé-Bonus
rummy-why-doubled = Kartenwert { $count }, verdoppelt für Hand-Rommé
rummy-why-half = die Hälfte: { $reason }
rummy-why-third = ein Drittel: { $reason }
rummy-why-share = ein Anteil von 1/{ $n }: { $reason }
rummy-pays = { $from } zahlt { $to } { $amount } ({ $why }).
rummy-nobody-pays = Niemand zahlt etwas.
rummy-net = Saldo: { $nets }.
rummy-entered = Von Hand eingegebene Punkte: { $points }.
rummy-went-out = { $player } hat ausgemacht.
rummy-nobody-out = Niemand hat ausgemacht.
rummy-split = Geteilt durch { $ways }: je { $share }.
rummy-split-floor = Geteilt durch { $ways }, abgerundet: je { $share }.
rummy-told-out = { $player } hat ausgemacht

basic-told-out-rummy = { $player } hat ausgemacht (Hand-Rommé)
basic-told-out-rummy-doubled = { $player } hat ausgemacht (Hand-Rommé, verdoppelt)
basic-told-nobody-out = Niemand hat ausgemacht
basic-each-loser-pays = Jeder Verlierer zahlt { $player } seinen Kartenwert.
basic-each-loser-pays-doubled = Jeder Verlierer zahlt { $player } seinen Kartenwert, verdoppelt für Hand-Rommé.
basic-scores = { $player } bekommt { $sum } = { $total }.
basic-rummy-doubled = { $player } hat Hand-Rommé gemacht: Die Punkte zählen doppelt, { $total } × 2 = { $doubled }.
basic-rummy-not-doubled = Hand-Rommé gemacht, aber das Verdoppeln dafür ist ausgeschaltet.
basic-lowest-pot = Niedrigster Kartenwert { $low }: { $players }. Was alle anderen über { $low } haben, ergibt einen Topf von { $pot }.

boathouse-went-out = { $player } hat mit dem ganzen Blatt ausgemacht. Jeder Verlierer zahlt seine Restkarten (Asse 11, Folgen dürfen über das Ass hinweg laufen).

knock-count-line-knocker = { $player } (hat geklopft): { $count }.
knock-lowest-wins = Niedrigster Kartenwert { $low }: { $players } { $count ->
    [one] gewinnt
   *[other] gewinnen
  }.
knock-tied = { $player } hat geklopft und liegt gleichauf mit dem niedrigsten Kartenwert: Ein Gleichstand geht an den anderen Spieler.
knock-penalty-winners = { $player } hat ohne den niedrigsten Kartenwert geklopft und zahlt die Strafe von { $penalty } an { $players }.
knock-penalty-below = { $player } hat ohne den niedrigsten Kartenwert geklopft und zahlt { $penalty } an jeden Spieler unter seinem Wert: { $players }.
knock-rummy-bonus = { $player } hat ohne Restkarten geklopft: Alle anderen zahlen zusätzlich den Hand-Rommé-Bonus von { $bonus }.
knock-told = { $player } hat geklopft
knock-told-rummy = { $player } hat ohne Restkarten geklopft
knock-told-penalty = { $player } hat geklopft und zahlt die Strafe

gamblers-went-out = { $player } hat ausgemacht. Jeder Verlierer zahlt den Wert aller Karten, die er noch auf der Hand hat.
gamblers-refused = Das Spiel endete, als ein Spieler die abgeworfene Karte abgelehnt hat.
gamblers-void = Das Spiel ist ungültig: Niemand zahlt.
gamblers-lowest-collects = Niedrigster Kartenwert { $low }: { $players } { $count ->
    [one] kassiert
   *[other] kassieren
  } von jedem anderen Spieler dessen Wert über { $low }.
gamblers-told-void = Ungültiges Spiel

## Die Regeln der Rommé-Familie in Worten: die Zeilen der Regeln und die Schlusszeile
## (Rommé, Classic Rum, Boathouse, Klopf-Rommé, Gambler's Rommé; das Ende von Continental).

rules-rummy-end-target-deals = Die Partie endet, wenn ein Saldo { $target } erreicht, oder nach { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spielen
  }; der höchste Stand gewinnt.
rules-rummy-end-target = Die Partie endet, wenn ein Saldo { $target } erreicht; der höchste Stand gewinnt.
rules-rummy-end-deals = Die Partie endet nach { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spielen
  }; der höchste Stand gewinnt.
rules-rummy-end-open = Jedes Spiel wird für sich abgerechnet: Hört auf, wann ihr wollt.
rules-rummy-line-target-deals = Bis Saldo { $target } oder { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } · Abrechnung nach jedem Spiel
rules-rummy-line-target = Bis Saldo { $target } · Abrechnung nach jedem Spiel
rules-rummy-line-deals = { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } · Abrechnung nach jedem Spiel
rules-rummy-line-open = Abrechnung nach jedem Spiel · ohne festes Ende
rules-rummy-points = { $n ->
    [one] 1 Punkt
   *[other] { $n } Punkte
  }
rules-basic-settlement = Jeder Verlierer zahlt dem Sieger seinen Kartenwert.
rules-basic-scores = Wer ausmacht, bekommt den Wert der Karten, die die anderen noch auf der Hand haben.
rules-basic-rummy-double = Hand-Rommé verdoppelt die Punkte.
rules-basic-end-target = Die Partie endet, wenn ein Stand { $target } erreicht.
rules-boathouse-out = Ausmachen mit dem ganzen Blatt in einem Zug; Folgen dürfen über das Ass hinweg laufen (K-A-2).
rules-boathouse-pays = Jeder Verlierer zahlt dem Sieger seine Restkarten (A = 11, J/Q/K = 10).
rules-knock-penalty-winners = Der niedrigste Kartenwert gewinnt (ein Gleichstand geht gegen den Klopfer); ein Klopfer, der verliert, zahlt { $penalty } zusätzlich.
rules-knock-penalty-below = Der niedrigste Kartenwert gewinnt (ein Gleichstand geht gegen den Klopfer); ein Klopfer, der verliert, zahlt { $penalty } an jeden Spieler unter seinem Wert.
rules-knock-no-bonus = Kein Bonus für Klopfen ohne Restkarten.
rules-knock-bonus = Wer allein ohne Restkarten klopft, kassiert { $bonus } von jedem Spieler.
rules-knock-deal-standard = Geben: 10 Karten an 2 Spieler, 7 an 3–4, 6 an 5–6.
rules-knock-deal-pagat = Geben: 10 Karten an 2 Spieler, 7 an 3 oder mehr.
rules-gamblers-pays = Jeder Verlierer zahlt dem Sieger alle Karten, die er noch auf der Hand hat (A = 1); niemand macht in einem Zug aus.
rules-gamblers-void = Ein Spiel, das mit einer abgelehnten abgeworfenen Karte endet, ist ungültig: Niemand zahlt.
rules-gamblers-lowest-collects = Ein Spiel, das mit einer abgelehnten abgeworfenen Karte endet: Der niedrigste Kartenwert kassiert die Differenzen.
rules-gamblers-floor = Ein geteilter Anteil wird abgerundet.

## Was ein Spieler in einem Spiel der Rommé-Familie eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports: der Kopf vor den Karten des Spielers.

rummy-entered-went-out = hat ausgemacht
rummy-entered-went-out-rummy = hat ausgemacht (Hand-Rommé)
rummy-entered-went-out-one-turn = hat in einem Zug ausgemacht
rummy-entered-knocked = hat geklopft
