## Six Card Golf: each player's hole (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pair = { $score }
golf-line = { $columns }; total { $total }
golf-entered = entered by hand: { $score }
