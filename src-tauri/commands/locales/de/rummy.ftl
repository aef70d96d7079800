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
