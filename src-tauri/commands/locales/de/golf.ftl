## Golf mit sechs Karten: das Loch jedes Spielers (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } Paar = { $score }
golf-line = { $columns }; gesamt { $total }
golf-entered = von Hand eingegeben: { $score }

## Skull & Roses: eine Runde in einer Zeile (RULES.md §9).

skull-told-won = { $player } hat { $bid } geboten und gewonnen
skull-told-failed = { $player } hat { $bid } geboten und verloren
skull-told-failed-on = { $player } hat { $bid } geboten und ist am Totenkopf von { $owner } gescheitert
skull-told-out = { $player } ist ausgeschieden
