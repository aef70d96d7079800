## Golf à six cartes : le trou de chaque joueur (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } paire = { $score }
golf-line = { $columns } ; total { $total }
golf-entered = saisi à la main : { $score }
