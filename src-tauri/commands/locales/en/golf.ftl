## Six Card Golf: each player's hole (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pair = { $score }
golf-line = { $columns }; total { $total }
golf-entered = entered by hand: { $score }

## Skull & Roses: a round in one line (RULES.md §9).

skull-told-won = { $player } bid { $bid } and won
skull-told-failed = { $player } bid { $bid } and failed
skull-told-failed-on = { $player } bid { $bid } and failed on { $owner }'s skull
skull-told-out = { $player } is out
