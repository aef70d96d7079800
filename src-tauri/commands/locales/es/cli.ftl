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

## Las palabras propias de la línea de comandos: sus rechazos, lo que escribió, las líneas y tablas de las partidas.

cli-no-db = No hay ruta de base de datos: pasa --db PATH o define CARDTABLE_DB.
cli-flag-not-json = --{ $flag } no es JSON válido: { $why }
cli-seat-flag = --{ $flag } { $n } no es un asiento de esta partida: los asientos se cuentan desde 0 (el primer jugador) como en el JSON, así que aquí van de 0 a { $last }.
cli-export-unwritten = La exportación no se pudo escribir en { $path }: { $why }.
cli-export-no-folder = la carpeta { $folder } no existe
cli-export-not-allowed = Cardtable no puede escribir en { $folder }
cli-saved-unanswered = cardtable: el cambio se guardó; no lo vuelvas a ejecutar sin --key.
cli-answer-unwritten = cardtable: no se pudo escribir la respuesta: { $why }.
cli-wrote = Escrito { $path }
cli-ended-won = Terminada aquí: gana { $winners }.
cli-ended-shared = Terminada aquí: { $winners } comparten la victoria.
cli-summary = #{ $id } { $game } — { $players } — { $hands } { $hands ->
        [one] mano
       *[other] manos
    }, empezada el { $started }, { $state }
cli-in-progress = en curso
cli-finished = terminada el { $at }
cli-col-hand = mano
cli-col-id = n.º
cli-col-dealer = repartidor
cli-col-total = suma
cli-col-bonus = bono
cli-col-final = total final
cli-seat = asiento { $n }
cli-options-problem = Problema con las opciones: { $code }: { $why }
cli-hand-problem = La mano { $n } ya no es válida ({ $code }: { $why }); se cuentan sus puntos guardados.
