## Golf de seis cartas: el hoyo de cada jugador (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pareja = { $score }
golf-line = { $columns }; total { $total }
golf-entered = introducido a mano: { $score }

## Skull & Roses: una ronda en una línea (RULES.md §9).

skull-told-won = { $player } apostó { $bid } y ganó
skull-told-failed = { $player } apostó { $bid } y falló
skull-told-failed-on = { $player } apostó { $bid } y falló en la calavera de { $owner }
skull-told-out = { $player } queda eliminado
