## Las palabras del árbitro de línea de comandos (`cardtable --lang`).

cli-gin-knocker-scores = quien cierra suma { $points }
cli-gin-defender-scores = el rival suma { $points }
cli-gin-nobody-scores = nadie puntúa
cli-gin-knock = Cierre: { $who }.
cli-gin-gin = Gin: { $who }.
cli-gin-big-gin = Big gin: { $who }.
cli-gin-undercut = Contragolpe: { $who }.
cli-gin-void = Mano nula: { $who }.
cli-game-over = Fin de la partida. { $n ->
    [one] Ganador
   *[other] Ganadores
  }: { $winners }.
cli-next-dealer = Siguiente en repartir: { $name }.
