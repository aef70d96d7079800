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
