## Oh Heck!: the referee's explanation of a hand (RULES.md §6).

oh-heck-line-exact = { $player }: bid { $bid }, took { $tricks } (exact): { $points ->
    [1] 1 point
   *[other] { $points } points
  }.
oh-heck-line-missed = { $player }: bid { $bid }, took { $tricks } (missed): { $points ->
    [1] 1 point
   *[other] { $points } points
  }.
oh-heck-trumps = { $suit } trumps
oh-heck-no-trumps = no trumps
oh-heck-told = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }, { $trump }: { $seats }
oh-heck-told-seat = { $player } bid { $bid }, took { $tricks } { $points }
oh-heck-told-seat-bare = { $player } bid { $bid }, took { $tricks }
