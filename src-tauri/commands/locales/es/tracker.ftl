## El registro del seguimiento en directo: cada jugada en una línea, según avanza la ronda (o el reparto).
## Skull & Roses (RULES.md §9): quién pone, apuesta, pasa, qué carta se descubre.

tracker-skull-place = { $name } pone una carta.
tracker-skull-challenge = { $name } desafía a { $bid }.
tracker-skull-raise = { $name } sube a { $bid }.
tracker-skull-pass = { $name } pasa.
tracker-skull-reveal-own = { $name } descubre su propia carta: { $card }.
tracker-skull-reveal = { $name } descubre la carta de { $owner }: { $card }.
tracker-skull-rose = una rosa
tracker-skull-skull = la calavera
tracker-skull-lose-pick = { $name } pierde una carta para siempre (la { $pick }.ª de sus cartas, sacada al azar).
tracker-skull-lose = { $name } pierde una carta para siempre.
tracker-skull-starter = { $name } empieza la ronda siguiente.

## Avalanche: cada jugada y lo que hace con la avalancha en marcha, luego las cartas robadas
## para rellenar la mano y el final del reparto, si los hay ($count×$rank: la jugada, tal como se tocó).

tracker-av-snowfall = { $name } roba una carta (nevada).
tracker-av-start = { $name } juega { $count }×{ $rank } y empieza una avalancha.
tracker-av-grow = { $name } juega { $count }×{ $rank } y la hace crecer.
tracker-av-stop = { $name } juega { $count }×{ $rank } y la para: { $cards ->
    [one] 1 carta sale
   *[other] { $cards } cartas salen
  } del juego.
tracker-av-fall-to = { $name } juega { $count }×{ $rank } y la hace caer: { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
  } para { $receiver }.
tracker-av-fall = { $name } juega { $count }×{ $rank } y la hace caer.
tracker-av-refill = Roba { $cards ->
    [one] 1 carta nueva
   *[other] { $cards } cartas nuevas
  }.
tracker-av-last = { $name } guarda la última mano; el reparto ha terminado.

