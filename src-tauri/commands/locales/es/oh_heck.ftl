## Podrida: la explicación del árbitro de una mano (RULES.md §6).

oh-heck-line-exact = { $player }: pidió { $bid }, hizo { $tricks } { $tricks ->
    [one] baza
   *[other] bazas
  } (exacto): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
oh-heck-line-missed = { $player }: pidió { $bid }, hizo { $tricks } { $tricks ->
    [one] baza
   *[other] bazas
  } (fallado): { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
  }.
oh-heck-trumps = triunfo { $suit }
oh-heck-no-trumps = sin triunfo
oh-heck-told = { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
  }, { $trump }: { $seats }
oh-heck-told-seat = { $player } pidió { $bid }, hizo { $tricks } { $points }
oh-heck-told-seat-bare = { $player } pidió { $bid }, hizo { $tricks }
