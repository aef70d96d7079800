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
cli-best-discards = Mejores descartes: { $cards }
cli-after-discarding = Tras descartar la primera:
cli-melds = Combinaciones: { $melds }
cli-melds-none = Combinaciones: ninguna
cli-deadwood = Cartas sueltas: { $points }
cli-deadwood-cards = Cartas sueltas: { $cards } = { $points }
cli-warning = Aviso ({ $code }): { $why }
cli-serve-sharing = Cardtable comparte { $db } en { $url }
cli-serve-scan = Escanea el código o abre { $link }
cli-serve-pin = PIN: { $pin }
cli-serve-tv = Vista de TV (solo lectura): { $link }
cli-serve-stop = Detén con Ctrl-C.
cli-serve-cannot-listen = cardtable serve: no se puede escuchar en { $address }: { $why }
cli-serve-stopping = cardtable serve: { $why }: deteniendo.
cli-serve-interrupted = interrumpido
cli-serve-terminated = terminado
cli-serve-failed = cardtable serve: error: { $why }
cli-serve-unfinished = cardtable serve: { $db } no se terminó: { $why }
cli-export-how-night = Indica cómo exportar la velada: --csv (para una hoja de cálculo) o --json.
cli-export-how-series = Indica cómo exportar la serie: --csv (para una hoja de cálculo) o --json.
cli-series-head = Serie { $id } · { $name } · { $nights } { $nights ->
        [one] velada
       *[other] veladas
    } · { $state }
cli-series-final = clasificación final
cli-series-provisional = clasificación provisional
cli-series-record = ({ $nights } { $nights ->
        [one] velada
       *[other] veladas
    }, { $wins } { $wins ->
        [one] ganada
       *[other] ganadas
    })
cli-series-night = Velada { $night }: { $game } · ganada por { $winners }
cli-series-night-provisional = Velada { $night }: { $game } (provisional) · ganada por { $winners }
cli-round = Ronda { $round }
cli-table = Mesa { $table }: { $seats } (partida { $game })
cli-table-state = Mesa { $table }: { $seats } (partida { $game }, { $state })
cli-table-to-confirm = por confirmar
cli-table-confirmed = confirmada
cli-table-refused = rechazada: decide el anfitrión
cli-table-corrected = corregida por el anfitrión
cli-table-accepted = aceptada por el anfitrión
cli-table-done = terminada
cli-table-playing = jugando
cli-bye = Descansa: { $names }
cli-night-final = resultados finales
cli-night-not-seated = aún sin sentar
cli-night-all-played = las { $rounds } rondas jugadas
cli-night-round-played = ronda { $round } de { $rounds } jugada
cli-night-round = ronda { $round } de { $rounds } (una mesa cuenta en cuanto se confirma su resultado)
cli-night-head = Velada { $id } · { $game } · { $state }
cli-night-clock = Reloj de la ronda { $round }: quedan { $left } (termina { $ends })
cli-night-clock-up = Reloj de la ronda { $round }: se acabó el tiempo, cada mesa termina su reparto en curso (el último)
cli-night-record = ({ $played } jugadas)
cli-night-record-byes = ({ $played } jugadas, { $byes } { $byes ->
        [one] descanso
       *[other] descansos
    })
cli-no-meld-rules = «{ $game }» no tiene reglas de combinaciones aquí: prueba { $games } o { $last }.
cli-options-not-object = «options» debe ser un objeto de ajustes con nombre.
cli-gin-options-unusable = Las opciones del Gin no se pueden usar: { $why }.
cli-options-not-json = --options no es JSON: { $why }.
