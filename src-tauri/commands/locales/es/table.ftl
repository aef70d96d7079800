## Los rechazos de la velada, de los seguimientos en directo y de los propios comandos.

night-error-too-many = Una velada sienta como mucho a { $max } jugadores (se introdujeron { $got }).
night-error-full = Una velada sienta como mucho a { $max } jugadores.
night-error-rounds = Una velada tiene de 1 a { $max } rondas (se introdujo { $got }).
night-error-table-size = Una mesa sienta al menos a 2 jugadores (se introdujo { $got }).
night-error-too-few = Una velada de { $game } necesita al menos { $size } jugadores, una mesa completa (se introdujeron { $got }).
night-error-deals-or-minutes = Una ronda es un número de repartos o un límite de tiempo, no ambas cosas.
night-error-deals = Una ronda tiene de 1 a { $max } repartos (se introdujo { $got }).
night-error-minutes = Una ronda con tiempo dura de 1 a { $max } minutos (se introdujo { $got }).
night-error-present = { $name } ya juega esta noche.
night-error-absent = { $name } no juega esta noche.
night-error-cannot-leave = { $name } no puede irse: una mesa necesita { $size } jugadores y solo quedan { $left }.
night-error-fixed-unknown = { $name } tiene una mesa fija pero no es uno de los jugadores de la velada.
night-error-fixed-table = { $name } tiene fija la mesa { $table }, pero la velada tiene las mesas 1 a { $tables }.
night-error-fixed-twice = { $other } y { $name } tienen ambos fija la mesa { $table }; fija un solo jugador por mesa.
night-error-over = Las { $rounds } rondas de la velada ya están sentadas.

night-error-phone = Cada jugador se registra en su propio móvil: abre la velada allí (escanea el código o escribe el PIN).
night-error-check-in = Regístrate primero: elige tu nombre entre los jugadores de la velada.
night-error-not-seated = { $name } no se sienta en la mesa { $table } ({ $seats }): un resultado lo confirma un jugador de la mesa.
night-error-closed = La ronda { $round } está cerrada: el anfitrión tiene ahora la última palabra sobre sus resultados; pregunta al anfitrión.
night-error-playing = La mesa { $table } aún juega la ronda { $round }: su resultado se confirma cuando se jueguen los repartos de la ronda.
night-error-refused = { $by } rechazó el resultado de la mesa { $table }: ahora decide el anfitrión (o corrige las manos y vuelve a confirmar).
night-a-player = Un jugador
night-a-player-lower = un jugador
night-error-settled = El resultado de la mesa { $table } ya cuenta.
night-error-other-side = { $name } ganó en la mesa { $table }: el resultado lo confirma el otro lado ({ $confirmers }).
night-or = { $a } o { $b }
night-error-reason-refuse = Di por qué el resultado está mal, para que el anfitrión lo corrija.
night-error-reason-correct = Di por qué se corrige la mesa: el motivo se guarda con los resultados de la velada.
night-error-scores = Da una puntuación para cada jugador de la mesa ({ $seats }): se dieron { $got }.
night-error-no-round = Aún no hay ninguna ronda sentada: sienta la primera ronda.
night-error-closed-already = La ronda { $round } ya está cerrada.
night-error-final = La velada { $night } está cerrada: sus resultados son definitivos y ya nada de ella cambia.
night-error-refused-round = La ronda { $round } tiene un resultado rechazado en { $tables }; corrígelo antes de cerrar la ronda.
night-refused-table = la mesa { $table } ({ $by } lo rechazó: { $reason })
night-error-round-open = La ronda { $round } aún se juega en { $tables }; { $then ->
        [close] ciérrala cuando todas las mesas hayan terminado
        [finalise] cierra la velada cuando todas las mesas hayan terminado
       *[seat] sienta la siguiente ronda cuando todas las mesas hayan terminado
    }.
night-open-table = la mesa { $table } ({ $seats })

tracker-error-not-tracked = { $game } no se juega con seguimiento en directo.
tracker-error-too-many-moves = Una ronda no puede tener más de { $max } jugadas.
tracker-error-bad-move = Esto no es una jugada: { $why }.

host-only-tv = La vista de TV solo muestra la partida; usa un móvil emparejado para cambiarla.
host-only = Solo el anfitrión puede hacer esto, en el ordenador que comparte la partida.
tracker-error-no-draw = No hay nada que robar ahora: ninguna carta se pierde por la calavera de otro jugador.
command-error-hand-kind = Esta es una mano de { $hand }, pero la partida es { $game }.
command-error-rules-kind = Estas son reglas de { $rules }, y esta partida es { $game }.

not-found-game = No se encontró la partida { $id }.
not-found-night-game = No se encontró la partida { $id } entre las mesas de las veladas.
not-found-hand = No se encontró la mano { $id }.
not-found-player = No se encontró el jugador { $id }.
not-found-night = No se encontró la velada { $id }.
not-found-series = No se encontró la serie { $id }.
not-found-night-table = La partida { $game } no es una mesa de la velada { $night }.
not-found-command = No hay ningún comando llamado { $name }.
not-found-shell = Solo la ventana de la aplicación responde a { $name }.

stale-error = { $change }. No se guardó nada; lo que introdujiste se conserva: compáralo con la partida tal como está ahora y guarda de nuevo.
change-unknown = La partida acaba de cambiar en otra pantalla
change-by-host = El anfitrión
change-by-phone = { $name } (móvil)
change-by-tv = La vista de TV
change-recorded-hand = { $who } acaba de anotar la mano { $n }
change-amended-hand = { $who } acaba de cambiar una mano
change-deleted-hand = { $who } acaba de borrar una mano
change-undid = { $who } acaba de deshacer el último cambio
change-redid = { $who } acaba de rehacer un cambio
change-rules = { $who } acaba de cambiar las reglas
change-reopened = { $who } acaba de reabrir la partida

request-error-invalid = La petición a { $name } no es válida: { $why }.
request-error-version = la versión debe ser un número

import-error-no-file = No existe el archivo { $file }.
import-error-not-allowed = Cardtable no tiene permiso para leer { $file }.
import-error-unreadable = No se puede leer { $file }: { $why }.
import-error-folder = { $file } es una carpeta; elige un archivo de exportación de Cardtable.
import-error-not-text = Este archivo no es una exportación de Cardtable: no es texto.
import-error-too-big = Este archivo supera los { $mb } MB, la exportación más grande que importa Cardtable; no se importó nada.
import-error-not-json = Este archivo no es una exportación de Cardtable: no es JSON válido ({ $why }).
import-error-foreign = Este archivo no es una exportación de Cardtable.
import-error-newer = Esta exportación es de la versión { $version }; este Cardtable lee hasta la versión { $max }. Actualiza Cardtable para importarla.
import-error-no-version = Esta exportación de Cardtable no tiene versión; está dañada.
import-error-damaged = Esta exportación de Cardtable está dañada: { $why }.
import-error-checksum = Esta exportación de Cardtable está dañada: su contenido no coincide con su suma de comprobación.
import-where-roster = La lista de jugadores
import-where-game = La partida { $n } del archivo
import-where-night = La velada { $n } del archivo
import-error-where = { $where }: { $why }
import-error-kind = { $where } es de un juego desconocido «{ $kind }».
import-error-dealer = { $where } tiene un repartidor fuera de sus puestos.
import-error-player-twice = { $where } tiene dos veces al jugador { $name }.
import-error-options = { $where } tiene reglas que no son un conjunto de ajustes.
import-error-hand-seats = La mano { $hand } de la partida { $game } del archivo no encaja con sus { $seats } puestos.
import-error-rules = La partida de { $game } de este archivo tiene reglas que Cardtable no puede leer ({ $why }); no se importó nada.
import-error-series-name = Esta exportación de Cardtable está dañada: una serie no tiene nombre, o tiene uno de más de 80 caracteres; no se importó nada.
import-error-series-nights = Esta exportación de Cardtable está dañada: la serie { $series } nombra la velada { $night } de { $nights }, o una que ya está en una serie; no se importó nada.
import-error-series-night = La serie { $series } nombra una velada que el archivo no tiene; no se importó nada.
import-error-night-table-missing = La velada creada el { $made }: la mesa { $table } de la ronda { $round } es una partida que el archivo no tiene; no se importó nada.
import-error-night-table-taken = La velada creada el { $made }: la mesa { $table } de la ronda { $round } es una partida ya jugada en otra velada aquí; no se importó nada.

import-error-night = Esta exportación de Cardtable está dañada: { $where } { $what }; no se importó nada.
import-night-table = la mesa { $table } de la ronda { $round }
import-night-time-creation = tiene una creación que no es una fecha ({ $at })
import-night-time-finalisation = tiene un cierre que no es una fecha ({ $at })
import-night-time-seating = tiene un reparto de puestos de una ronda que no es una fecha ({ $at })
import-night-time-closing = tiene un cierre de ronda que no es una fecha ({ $at })
import-night-time-check-in = tiene un registro que no es una fecha ({ $at })
import-night-time-result = tiene una hora de resultado que no es una fecha ({ $at })
import-night-description = tiene una descripción que Cardtable no puede leer ({ $why })
import-night-rules = tiene reglas que Cardtable no puede leer ({ $why })
import-night-player-twice = tiene dos veces al jugador { $name }
import-night-players = nombra { $listed } jugadores pero su descripción { $described }
import-night-round = tiene una ronda { $got } donde debería estar la ronda { $expected } de { $rounds }
import-night-table-number = numera mal { $table }
import-night-table-missing = dice que { $table } es la partida { $game }, pero el archivo tiene { $games } partidas
import-night-table-shared = dice que { $table } es la partida { $game }, que también es una mesa de la velada { $other } del archivo
import-night-table-kind = dice que { $table } es la partida { $game }, que no es una partida de { $kind }
import-night-seat-stranger = sienta a { $name } en { $table }, y no es uno de sus jugadores
import-night-seat-twice = sienta a { $name } dos veces en la ronda { $round }
import-night-bye = da a { $name } un descanso en la ronda { $round }, y no es uno de sus jugadores o ya está sentado
import-night-check-in = tiene un móvil registrado como { $name }, que no es uno de sus jugadores
import-night-result-stranger = tiene un resultado de { $table } respondido por { $name }, que no se sienta allí
import-night-result-seats = tiene un resultado de { $table } que no encaja con sus { $seats } puestos
import-night-result-shape = tiene un resultado de { $table } que no es coherente

declined-nothing-to-undo = No hay nada que deshacer.
declined-nothing-to-redo = No hay nada que rehacer.
declined-player-exists = Ya hay un jugador llamado { $name }. Elige otro nombre; Cardtable nunca une dos jugadores.
declined-game-name = El nombre de una partida puede tener como mucho { $max } caracteres (se introdujeron { $got }).
declined-not-of-night = { $name } no es uno de los jugadores de esta velada; elige tu nombre de la lista.

## Los rechazos del propio servidor para los móviles: un móvil que se une, una petición ilegible, demasiado a la vez.

server-wrong-host = Este servidor solo responde en su propia dirección.
server-too-much-work = Este móvil ha pedido varias exportaciones en el último minuto. Espera un minuto y vuelve a intentarlo.
server-pair-unreadable = Envía el código del QR o el PIN que muestra el anfitrión.
server-wrong-pin = Ese PIN no es el que muestra el anfitrión. Compruébalo y vuelve a intentarlo.
server-too-many-tries = Demasiados intentos desde este dispositivo. Espera un minuto y vuelve a escribir el PIN.
server-pin-locked = Se han escrito demasiados PIN erróneos en esta mesa. Pide al anfitrión que muestre un PIN nuevo.
server-join-refused = El anfitrión no ha dejado unirse a este móvil.
server-no-answer = El anfitrión no ha respondido. Pídele que mire la pantalla «Móviles» y vuelve a intentarlo.
server-too-many-waiting = Ya hay varios móviles esperando al anfitrión. Vuelve a intentarlo en un minuto.
server-not-json = La petición a { $name } no es JSON: { $detail }.
server-too-many-streams = Hay demasiadas vistas en directo abiertas. Cierra una pestaña en este móvil y recarga.
