## Golf mit sechs Karten: das Loch jedes Spielers (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } Paar = { $score }
golf-line = { $columns }; gesamt { $total }
golf-entered = von Hand eingegeben: { $score }
