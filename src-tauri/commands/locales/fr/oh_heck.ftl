## L'Ascenseur : l'explication d'une donne par l'arbitre (RULES.md §6).

oh-heck-line-exact = { $player } : { $bid } { $bid ->
    [one] pli demandé
   *[other] plis demandés
  }, { $tricks } { $tricks ->
    [one] pli fait
   *[other] plis faits
  } (réussi) : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
oh-heck-line-missed = { $player } : { $bid } { $bid ->
    [one] pli demandé
   *[other] plis demandés
  }, { $tricks } { $tricks ->
    [one] pli fait
   *[other] plis faits
  } (chuté) : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
oh-heck-trumps = atout { $suit }
oh-heck-no-trumps = sans atout
oh-heck-told = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
  }, { $trump } : { $seats }
oh-heck-told-seat = { $player } a demandé { $bid }, a fait { $tricks } { $points }
oh-heck-told-seat-bare = { $player } a demandé { $bid }, a fait { $tricks }
