## Golf à six cartes : le trou de chaque joueur (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } paire = { $score }
golf-line = { $columns } ; total { $total }
golf-entered = saisi à la main : { $score }

## Skull & Roses : un tour en une ligne (RULES.md §9).

skull-told-won = { $player } a parié { $bid } et a gagné
skull-told-failed = { $player } a parié { $bid } et a échoué
skull-told-failed-on = { $player } a parié { $bid } et a échoué sur le crâne de { $owner }
skull-told-out = { $player } est éliminé
