## Golf de seis cartas: el hoyo de cada jugador (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pareja = { $score }
golf-line = { $columns }; total { $total }
golf-entered = introducido a mano: { $score }
