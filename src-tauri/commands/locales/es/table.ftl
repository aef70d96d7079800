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
night-error-round-open = La ronda { $round } aún se juega en { $tables }; sienta la siguiente ronda cuando todas las mesas hayan terminado.
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
