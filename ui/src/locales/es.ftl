# Cardtable en español: los mismos identificadores y argumentos que en.ftl. Términos: ui/src/locales/TERMS.md.
# $word: hand → mano; deal → reparto; round → ronda; hole → hoyo. $way: deal → reparte; start → empieza.

## Counts and ranges

players-count = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
players-range = De { $min } a { $max } jugadores
games-count = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
hands-count = { $count ->
    [one] { $count } mano
   *[other] { $count } manos
}

## Shared words

loading = Cargando…
dismiss = Cerrar
back-to-recent = Volver a las partidas recientes
game-title = Partida
save = Guardar
cancel = Cancelar
delete = Borrar
edit = Editar
undo = Deshacer

## Appearance

display-four-colour = Baraja de cuatro colores
display-large-numbers = Números grandes (totales y puntos)
theme-switch = Tema de color
theme-system = Sistema
theme-light = Claro
theme-dark = Oscuro
theme-black = Negro
language-switch = Idioma
language-system = Idioma del dispositivo

## Players named in words

seat-n = Asiento { $n }
player-n = Jugador { $n }
game-over = Partida terminada
winners-line = { $count ->
    [one] { $who } gana
   *[other] { $who } comparten la victoria
}
home-finished = Terminada
home-won = { $count ->
    [one] { $who } ganó
   *[other] { $who } comparten la victoria
}
home-leads = { $count ->
    [one] { $who } va en cabeza
   *[other] { $who } van en cabeza
}
action-record = última mano
action-amend = edición
action-delete = borrado
action-options = cambio de reglas
action-reopen = reapertura

## Keeping the screen awake

wake-lock = La pantalla se mantiene encendida mientras haya una partida abierta.
wake-video = La pantalla se mantiene encendida mientras haya una partida abierta, desde tu primer toque (esta página no tiene una conexión segura, así que el navegador no ofrece el bloqueo de pantalla; un vídeo silencioso la mantiene encendida en su lugar).
wake-none = Este navegador no puede mantener la pantalla encendida (no tiene Screen Wake Lock); la pantalla se atenúa según el sistema.

## Home

home-phones = Móviles
home-nights = Veladas
home-players = Jugadores
home-recent = Partidas recientes
home-no-games = Todavía no hay partidas. Empieza una abajo.
home-finished-tag = terminada
home-deleted = { $title } borrada.
home-delete-label = Borrar { $title } con { $players }
home-delete-ask = ¿Borrar esta partida?
home-delete-question = ¿Borrar { $title } ({ $players })?
home-keep = Conservar
home-import = Importar un archivo…
import-nothing-new = Nada nuevo en { $file }: { $message }
import-done = { $file }: { $message } { $games }.
home-appearance = Apariencia
home-about = Cardtable { $version } · base de datos { $database } · copias en { $backups } · versión del esquema { $schema }
home-about-none-open = ninguna abierta
home-about-none = ninguna
home-new-game = Nueva partida

## Players and exports

players-new-name = Nombre nuevo
players-rename = Renombrar
players-no-stats = Todavía no ha jugado ninguna partida.
players-none = Todavía no hay jugadores. Aparecen aquí cuando han jugado una partida.
players-record = { $played ->
    [one] { $played } partida jugada
   *[other] { $played } partidas jugadas
} · { $won } ganadas · { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
}
players-gins = Gins { $count }
players-undercuts = Contras { $count }
players-average-deadwood = Cartas sueltas de media { $value }
players-bids-made = Apuestas cumplidas { $value }
players-best-round = Mejor ronda { $value }
export-everything = Exportarlo todo
export-game = Exportar esta partida
export-saved-to = Guardado en
export-csv = CSV (hoja de cálculo)

## New game and rules

new-rules-loading = Las reglas aún se están cargando: inténtalo de nuevo en un momento.
new-choose-another = Elegir otro juego
new-pick = Elegir un juego
rematch = Revancha
new-or-new = O una partida nueva
new-rematch-summary = { $players } · mismas reglas, reparte el siguiente
new-points-only = Solo puntos por ahora: anotáis los puntos de cada mano y Cardtable lleva el marcador.
new-seat-order = ({ $range }, en orden de asiento)
new-remove-player = Quitar al jugador { $n }
new-add-player = Añadir jugador
new-first-dealer = Quién reparte primero
new-start = Empezar
new-start-game = Empezar { $name }
rules = Reglas
rules-change = Cambiar
rules-rescore = Al guardar se vuelve a puntuar cada mano ya jugada con las reglas nuevas.
rules-save = Guardar las reglas
knob-not-number = { $label } no es un número.
knob-needs-number = { $label } necesita un número.
knob-typed-not-number = { $label }: «{ $typed }» no es un número.
knob-whole-number = { $label } necesita un número entero.
knob-at-least = { $label } es como mínimo { $min }.
knob-at-most = { $label } es como máximo { $max }.

## The game screen

round-word = { $word ->
    [deal] Reparto
    [hole] Hoyo
    [round] Ronda
   *[hand] Mano
}
round-n = { $word ->
    [deal] Reparto { $n }
    [hole] Hoyo { $n }
    [round] Ronda { $n }
   *[hand] Mano { $n }
}
round-edit = { $word ->
    [deal] Editar el reparto { $n }
    [hole] Editar el hoyo { $n }
    [round] Editar la ronda { $n }
   *[hand] Editar la mano { $n }
}
round-save = { $word ->
    [deal] Guardar el reparto { $n }
    [hole] Guardar el hoyo { $n }
    [round] Guardar la ronda { $n }
   *[hand] Guardar la mano { $n }
}
round-unsaved = { $word ->
    [deal] Reparto sin guardar recuperado.
    [hole] Hoyo sin guardar recuperado.
    [round] Ronda sin guardar recuperada.
   *[hand] Mano sin guardar recuperada.
}
round-back-to-tracker = { $word ->
    [deal] Volver al reparto jugada a jugada
    [hole] Volver al hoyo jugada a jugada
    [round] Volver a la ronda jugada a jugada
   *[hand] Volver a la mano jugada a jugada
}
dealer-now = { $way ->
    [start] { $name } empieza
   *[deal] { $name } reparte
}
dealer-then = { $way ->
    [start] { $name } empezó
   *[deal] { $name } repartió
}
dealer-then-sentence = { $way ->
    [start] { $name } empezó.
   *[deal] { $name } repartió.
}
board-next = { $way ->
    [start] empieza después
   *[deal] reparte después
}
board-bonus = manos { $hands } + bono { $bonus }
board-winner = { $count ->
    [one] ganador
   *[other] coganador
}
discard = Descartar
redo = Rehacer
undo-action = Deshacer: { $action }
redo-action = Rehacer: { $action }
history = Historial
last-hand = Última mano
options-problem = Las opciones de esta partida ya no encajan con las reglas: { $message }
problems-note = { $count ->
    [one] 1 mano guardada ya no cumple las reglas; cuenta con los puntos guardados. Ábrela abajo para ver por qué y corrígela.
   *[other] { $count } manos guardadas ya no cumplen las reglas; cuentan con los puntos guardados. Ábrelas abajo para ver por qué y corrígelas.
}
announce-saved = { $word ->
    [deal] Reparto { $n } guardado.
    [hole] Hoyo { $n } guardado.
    [round] Ronda { $n } guardada.
   *[hand] Mano { $n } guardada.
}
avalanche-counts-instead = Anotar en su lugar los recuentos finales
history-none = Todavía no hay manos.
history-caption = { $word ->
    [deal] Los puntos de cada reparto y los totales acumulados, el más reciente primero
    [hole] Los puntos de cada hoyo y los totales acumulados, el más reciente primero
    [round] Los puntos de cada ronda y los totales acumulados, la más reciente primero
   *[hand] Los puntos de cada mano y los totales acumulados, la más reciente primero
}
history-end-bonus = Bono final
history-details = { $word ->
    [deal] Reparto { $n }: detalles
    [hole] Hoyo { $n }: detalles
    [round] Ronda { $n }: detalles
   *[hand] Mano { $n }: detalles
}
hand-problem = Esta mano ya no cumple las reglas: { $message } Cuenta con sus puntos guardados.
hand-stale = Los puntos guardados difieren de lo que dan ahora las reglas; guarda la mano otra vez para actualizarlos.
hand-words-loading = Cargando la explicación del árbitro…
hand-finished-note = { $word ->
    [deal] La partida ha terminado: reábrela para corregir este reparto.
    [hole] La partida ha terminado: reábrela para corregir este hoyo.
    [round] La partida ha terminado: reábrela para corregir esta ronda.
   *[hand] La partida ha terminado: reábrela para corregir esta mano.
}
tap-again-to-delete = Toca otra vez para borrar
history-earlier = { $word ->
    [deal] { $count ->
        [one] Mostrar el reparto anterior
       *[other] Mostrar los { $count } repartos anteriores
    }
    [hole] { $count ->
        [one] Mostrar el hoyo anterior
       *[other] Mostrar los { $count } hoyos anteriores
    }
    [round] { $count ->
        [one] Mostrar la ronda anterior
       *[other] Mostrar las { $count } rondas anteriores
    }
   *[hand] { $count ->
        [one] Mostrar la mano anterior
       *[other] Mostrar las { $count } manos anteriores
    }
}
end-declared = { $count ->
    [one] Los jugadores terminaron la partida y nombraron ganador a { $who }.
   *[other] Los jugadores terminaron la partida y nombraron ganadores a { $who }.
}
end-reopen = Reabrir para corregir una mano
end-reopened = Reabierta para correcciones: edita cualquier mano abajo. La partida ha terminado, así que no se puede jugar una mano nueva; una revancha sigue jugando.
end-here = Terminar la partida aquí…
end-who-won = ¿Quién ganó?
end-tap-winner = Toca al ganador (o a varios para compartir la victoria).
end-winners = Ganadores
end-game = Terminar la partida
end-with-winners = { $count ->
    [one] Terminar: gana { $who }
   *[other] Terminar: { $who } comparten la victoria
}
end-keep-playing = Seguir jugando
name-saved = Guardado.
name-cleared = Nombre borrado.
name-this-game = Nombrar esta partida
name-shown-on-home = (se muestra en la pantalla de inicio)
chart-title = Totales acumulados
chart-over = { $word ->
    [deal] { $count ->
        [one] en { $count } reparto
       *[other] en { $count } repartos
    }
    [hole] { $count ->
        [one] en { $count } hoyo
       *[other] en { $count } hoyos
    }
    [round] { $count ->
        [one] en { $count } ronda
       *[other] en { $count } rondas
    }
   *[hand] { $count ->
        [one] en { $count } mano
       *[other] en { $count } manos
    }
}
chart-label = Totales acumulados: { $totals }
chart-label-target = Totales acumulados: { $totals }; objetivo { $target }
chart-target = Objetivo { $target }
chart-as-table = Mostrar los totales como tabla
chart-caption = { $word ->
    [deal] Totales acumulados después de cada reparto
    [hole] Totales acumulados después de cada hoyo
    [round] Totales acumulados después de cada ronda
   *[hand] Totales acumulados después de cada mano
}
chart-with-bonus = Con el bono
# The chart's last tick: the totals with the end-of-game bonus.
chart-end = final

## The TV view

tv-no-game = Todavía no hay partida. Empieza una en el anfitrión o en un móvil.
tv-deals = { $way ->
    [start] empieza
   *[deal] reparte
}
tv-last = { $word ->
    [deal] Reparto { $n }: { $points }
    [hole] Hoyo { $n }: { $points }
    [round] Ronda { $n }: { $points }
   *[hand] Mano { $n }: { $points }
}

## Phones at the table and joining

share-title = Móviles en la mesa
share-intro = Cada jugador puede llevar el marcador en su propio móvil: escanea un código, nada que instalar, sin cuenta. Los móviles deben estar en la red de este ordenador.
share-start = Dejar entrar a los móviles
share-address = Los móviles llegan a este ordenador en
share-networks = Este ordenador está en varias redes: elige la que usan los móviles (su Wi-Fi) si al escanear no se abre la partida.
share-pin = PIN
share-pin-locked = Se han escrito { $count } PIN erróneos: este PIN ya no deja entrar a nadie. Muestra uno nuevo para seguir.
share-pin-wrong = { $count ->
    [one] { $count } PIN erróneo escrito hasta ahora.
   *[other] { $count } PIN erróneos escritos hasta ahora.
}
share-renew = Nuevo PIN y código
share-open = Dejar entrar a cualquiera con el código (sin permitir cada móvil)
share-wants-to-join = Un móvil quiere unirse como { $name }
share-allow = Permitir
share-refuse = Rechazar
share-tv = Vista de TV (solo lectura):
share-joined = Conectados
share-no-devices = Todavía no hay ningún móvil.
share-remove = Quitar
share-stop = Dejar de compartir
pair-title = Unirse a la mesa
pair-waiting = Esperando a que el anfitrión te deje entrar…
pair-intro = Escanea el código en la pantalla del anfitrión o escribe el PIN que muestra bajo el código.
pair-name = Tu nombre
pair-name-note = (el anfitrión lo ve)
pair-pin = PIN del anfitrión
pair-join = Unirse

## Start-up problems

startup-restored = Se abrió la copia de seguridad automática del { $date }.
startup-restored-kept = Se abrió la copia de seguridad automática del { $date }. El archivo dañado se conservó como { $path }.
startup-started-new = Se creó una base de datos nueva en { $path }. El archivo antiguo se dejó como estaba.
startup-cannot-open = Cardtable no puede abrir su base de datos
startup-file = Archivo:
startup-open-backup = Abrir la última copia de seguridad ({ $date })
startup-new = Crear una base de datos nueva
startup-quit = Salir

## Cards and the card picker

card-rank = { $rank ->
    [ace] as
    [two] dos
    [three] tres
    [four] cuatro
    [five] cinco
    [six] seis
    [seven] siete
    [eight] ocho
    [nine] nueve
    [ten] diez
    [jack] jota
    [queen] reina
   *[king] rey
}
card-suit = { $suit ->
    [clubs] tréboles
    [diamonds] diamantes
    [hearts] corazones
   *[spades] picas
}
card-name = { $rank } de { $suit }
card-selected = { $name }, seleccionada
card-held-by = { $name }, la tiene { $owner }
cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
picker-clear = Vaciar
picker-held-by = La tiene { $owner }
picker-type-cards = Escribir cartas
picker-typed-placeholder = o escribe: 3S 4S 10H… ( / )
picker-add = Añadir

## Entering a hand

tracker-undo-move = Deshacer la última jugada
points-placeholder = puntos
points-form-hint = Anota los puntos de cada jugador en la mano; el árbitro los comprueba.
points-enter = Anota los puntos de { $name }.

## The link to the host

connection-lost = Conexión perdida — reconectando…
connection-back = Conectado de nuevo.
error-not-paired = Este móvil no está vinculado al anfitrión, o el anfitrión lo quitó. Escanea el código de la pantalla del anfitrión o escribe su PIN.
error-unreachable = No se puede llegar al anfitrión. ¿Sigue compartiendo, y está este móvil en la misma red? Cardtable lo sigue intentando; lo que escribiste se conserva.
error-host-status = El anfitrión respondió { $status }.

## Gin Rummy

entry-how = Cómo anotar esta mano
optional = (opcional)
player-cards = Cartas de { $name }
outcome-scores = { $name } suma { $points }
gin-pending-counts = Anota los dos recuentos de cartas sueltas.
gin-pending-cards = Toca las cartas de cada jugador.
gin-form-cards = Cartas
gin-form-counts = Sueltas
gin-form-void = Mano nula
gin-knocked = Cortó
gin-upcard = Primera carta descubierta (Oklahoma):
gin-upcard-none = sin anotar
gin-upcard-tap = Toca la primera carta descubierta
gin-knocker = corta
gin-defender = defiende
gin-knocker-cards = Cartas de { $name } tras el descarte
gin-melds = Combinaciones tal como { $name } las bajó
gin-melds-label = Combinaciones de quien corta
gin-melds-hint = Déjalo vacío y el árbitro elige las mejores combinaciones para { $name }.
gin-deadwood-of = Cartas sueltas de { $name }
gin-deadwood-knocker-note = (corta, 0 = gin)
gin-deadwood-defender-note = (tras acomodar)
gin-big-gin-count = Big gin (las { $count } cartas combinadas)
gin-big-gin = Big gin (todas las cartas combinadas)
gin-void-note = El mazo bajó a dos cartas sin que nadie cortara: nadie suma y el mismo repartidor vuelve a repartir.
gin-result = { $result ->
    [knock] Corte
    [gin] Gin
    [bigGin] Big gin
    [undercut] Contra
   *[void] Mano nula
}

## The rummy family

rummy-mark = { $who ->
    [knocked] Marca quién cortó.
   *[out] Marca quién cerró.
}
ordinal = { $n }.ª
meld-nth = { $what ->
    [lay-off] { ordinal } carta acomodada
   *[meld] { ordinal } combinación
}
meld-joker = Comodín
meld-next = { $what ->
    [lay-off] Siguiente acomodo
   *[meld] Siguiente combinación
}
meld-all = { $what ->
    [lay-off] Acomodos
   *[meld] Combinaciones
}
meld-tap-cards = toca cartas
meld-remove = { $what ->
    [lay-off] Quitar la { ordinal } carta acomodada
   *[meld] Quitar la { ordinal } combinación
}
meld-joker-hint = Toca la carta que sustituye el comodín.
meld-type-instead = { $what ->
    [lay-off] Escribir un acomodo en su lugar
   *[meld] Escribir una combinación en su lugar
}
seat-announced = { $name } cantó un total en su lugar
seat-count = Total de { $name }
rummy-who-out = ¿Quién cerró?
rummy-nobody = Nadie
rummy-cards-left = Cartas restantes de { $name }
rummy-went-out = { $who } cerró
points-entered = Puntos anotados
basic-rummy-check = Rummy: cerró en un turno, sin haber bajado nada antes
basic-nobody-out = { $count ->
    [one] Nadie cerró: { $who } cobra
   *[other] Nadie cerró: { $who } cobran
}
basic-went-out = { $rummy ->
    [yes] { $doubled ->
        [yes] { $who } cerró (rummy), doble
       *[no] { $who } cerró (rummy)
    }
   *[no] { $doubled ->
        [yes] { $who } cerró, doble
       *[no] { $who } cerró
    }
}
gamblers-refused-nobody = Rechazada: nadie
gamblers-one-turn = Cerró en un solo turno
gamblers-void = Rechazada: mano nula, nadie paga
gamblers-refused-collect = { $count ->
    [one] Rechazada: { $who } cobra
   *[other] Rechazada: { $who } cobran
}
knock-who = ¿Quién cortó?
knock-knocked = cortó
knock-whole-hand = Mano entera de { $name }
knock-won = { $count ->
    [one] { $who } gana
   *[other] { $who } ganan
}
knock-won-tie = { $count ->
    [one] { $who } gana: el empate va contra quien cortó
   *[other] { $who } ganan: el empate va contra quien cortó
}
knock-won-rummy = { $count ->
    [one] { $who } gana con un corte rummy
   *[other] { $who } ganan con un corte rummy
}
knock-won-penalty = { $count ->
    [one] { $who } gana; quien cortó paga la penalización
   *[other] { $who } ganan; quien cortó paga la penalización
}
cr-form-melds = Escaleras
cr-form-count = Solo comodines
cr-sequences-label = Escaleras: { $count } de 15 cartas
cr-wild-deuce-hint = Un dos comodín: escribe su combinación, p. ej. 2C=7H 8H 9H.
cr-jokers = Comodines en la mano ganadora
cr-deuces = Doses comodín
cr-one-suit = Las 15 cartas de un solo palo
cr-first-turn = Cerró en el primer turno
cr-without-drawing = … sin robar
cr-pending-jokers = Anota los comodines de la mano ganadora (0 si no hay).
cr-pending-sequences = Toca las escaleras del ganador, una combinación cada vez.
cr-each-loser-pays = cada perdedor paga { $points }
cr-counts-as = (cuenta como { $sizes })
r5-part-melds = Combinaciones
r5-part-lay = Acomodadas
r5-part-hand = Mano
r5-melds-put-down = Combinaciones que bajó { $name }
r5-onto-which = ¿En qué combinación?
r5-melds-first = Anota primero las combinaciones; las cartas se acomodan en ellas.
r5-onto = en { $cards }
r5-laid-off = Cartas que acomodó { $name }
r5-left-in-hand = En la mano de { $name }
r5-pending = Toca las combinaciones, las cartas acomodadas y las que le quedan a cada jugador.
r5-seat-line = bajado { $melded }, en mano { $inHand }
r5-laid-off-onto = acomodó { $cards } en { $onto } = { $value }
r5-in-hand = en mano { $cards } = −{ $value }
# A meld in a Rummy 500 hand explained ("run 7♥ 7 · 8♥ 8 · 9♥ 9 = 24").
r5-meld-kind = { $kind ->
    [run] escalera
   *[set] trío
}

## Gift Rummy

gift-filled = Las { $count } cartas de { $name } son el resto de la baraja: rellenadas.
gift-final-cards = Cartas finales de { $name }
gift-final-n-cards = Las { $count } cartas finales de { $name }
gift-knocked-after = Cortó tras la ronda { $round }
gift-counting = Recuento:
gift-counting-mode = { $mode ->
    [exclusive] exclusivo
   *[independent] independiente
}
gift-from-options = (según las opciones de esta partida)
gift-col-flush = Color
gift-col-sequences = Esc.
gift-col-sets = Tríos
gift-col-knock = Corte
gift-col-total = Total
gift-sole-knocker = { $who } fue el único en cortar tras la ronda 1.

## Oh Heck!

oh-pending-bids-in = Toca «Apuestas hechas» cuando las apuestas estén bien.
oh-pending-bids = Anota la apuesta de cada jugador.
oh-pending-dealer-again = Con la apuesta del repartidor, las apuestas suman el tamaño de la mano: el repartidor debe apostar de nuevo.
oh-pending-tricks = Apuestas guardadas: las bazas tras jugar.
oh-hand-of = Mano { $n } de { $total }
oh-cards-each = { $count ->
    [one] { $count } carta cada uno
   *[other] { $count } cartas cada uno
}
oh-past-schedule = El plan tiene { $count } manos; esta va más allá.
oh-trumps = Triunfo
oh-trump = { $suit ->
    [spades] Picas
    [hearts] Corazones
    [diamonds] Diamantes
    [clubs] Tréboles
   *[no_trumps] NT, sin triunfo
}
oh-bids = Apuestas
oh-from-dealers-left = desde la izquierda del repartidor
oh-tricks-taken = Bazas ganadas
oh-of-in-hand = de { $size } en la mano { $n }
oh-bid-n = apostó { $bid }
oh-dealer = repartidor
oh-dealer-may-not = El repartidor no puede apostar { $bid }.
oh-tap-player = Toca a un jugador para cambiar
oh-bid-for = Apuesta de { $name }
oh-tricks-for = Bazas de { $name }
oh-not-allowed = { $value }: no permitido al repartidor
oh-bids-value = { $name } apuesta { $value }
oh-took-value = { $name } ganó { $value }
oh-bids-are-in = Apuestas hechas
oh-tap-line = Toca la línea de un jugador para cambiarla.
oh-how-to-play = Cómo se juega una baza
oh-col-bid = Apuesta
oh-col-took = Bazas
oh-col-points = Puntos
oh-could-not-bid = El repartidor no podía apostar { $bid }; las apuestas sumaban { $total } para { $tricks } bazas.

## Six Card Golf

golf-cards-or-score = { $name }: cartas o puntos
golf-score = Puntos
golf-layout = Disposición de { $name }
golf-slot = { $row ->
    [top] Fila de arriba, columna { $column }: { $card }
   *[bottom] Fila de abajo, columna { $column }: { $card }
}
golf-empty = vacía
golf-tap-card = { $row ->
    [top] Toca la carta de la fila de arriba, columna { $column }
   *[bottom] Toca la carta de la fila de abajo, columna { $column }
}
golf-score-for-hole = Puntos de este hoyo
golf-columns = columnas { $points }
golf-paired = { $count ->
    [one] pareja: columna { $columns }
   *[other] parejas: columnas { $columns }
}
golf-score-entered = (puntos anotados)
golf-pending-score = Anota los puntos o las cartas de { $name }.
golf-pending-cards = Completa las seis cartas de { $name }.

## Scorepad, points as entered

scorepad-hint = Puntos por jugador: números enteros, negativos o sumas como 12+7-3.
points-as-entered = Puntos tal como se anotaron.
points-as-entered-list = Puntos tal como se anotaron: { $points }
back = Atrás

## Skull & Roses

skull-pending = Juega la ronda en el seguimiento de arriba.
skull-challenged = { $name } desafió a { $bid }:
skull-success = éxito
skull-roses-shown = { $count ->
    [one] 1 rosa mostrada.
   *[other] { $count } rosas mostradas.
}
skull-failed = fracaso
skull-own-skull = en su propia calavera y perdió una carta (le quedan { $left }).
skull-others-skull = en la calavera de { $owner } y perdió una carta (le quedan { $left }).
skull-out = { $count ->
    [one] { $who } queda eliminado.
   *[other] { $who } quedan eliminados.
}
skull-starts-next = { $name } empieza la ronda siguiente.
skull-table = Mesa de Skull & Roses
skull-tag-out = fuera
skull-stack = { $stack } en la pila, { $revealed } descubiertas
skull-places = { $name } pone una carta
skull-challenges-at = { $name } desafía a:
skull-passes = { $name } pasa
skull-raises-to = { $name } sube a:
skull-reveal-own = Descubrir tu propia carta de arriba
skull-reveal = Descubrir la carta de arriba de { $name }
skull-card-is = La carta de { $name } es:
skull-a-rose = una rosa
skull-the-skull = la calavera
skull-draw = Sacar al azar la carta perdida de { $name }
skull-discards = { $name } descarta una carta
skull-wins-game = ¡{ $name } gana la partida!
skull-finish = Terminar la partida
skull-save-round = Guardar la ronda y empezar la siguiente
skull-round-log = Registro de la ronda
skull-won-game = { $name } ganó la partida.
skull-game-over = La partida ha terminado.
skull-setting = Preparando la mesa…
skull-step-place = { $name }: poner una carta o desafiar
skull-step-must-challenge = { $name } no tiene cartas en la mano y debe desafiar
skull-step-bid = Apuesta { $bid }. { $name }: subir o pasar
skull-step-reveal = { $name } descubre cartas: { $roses } de { $bid } rosas
skull-step-lose-random = ¡La calavera de { $owner }! { $name } pierde una de sus { $cards } cartas, sacada al azar
skull-step-lose-own = ¡La propia calavera de { $name }! { $name } pierde una carta a su elección
skull-step-starter = { $name } queda fuera y nombra quién empieza la ronda siguiente
skull-step-done = La ronda ha terminado
skull-entry-played = Esta ronda se jugó jugada a jugada ({ $count } jugadas). Guárdala para volver a comprobarla, o bórrala y juégala de nuevo en el seguimiento.
skull-entry-points = Puntos guardados antes del árbitro: { $points }.
skull-entry-tracker = Las rondas se juegan jugada a jugada en el seguimiento.

## Avalanche

av-pending-counts = Anota las cartas guardadas de cada jugador y las cartas retiradas.
av-played = Este reparto se jugó jugada a jugada ({ $count } jugadas); anota los recuentos finales solo para sustituirlo.
av-final-counts = Los recuentos finales del reparto: Cardtable comprueba que suman la baraja.
av-player-stored = { $name } guardó
av-removed-by-stops = Retiradas por paradas
av-last-player = Último jugador con cartas
av-none-counted = nadie (ya contado)
av-cards-in-hand = Cartas en su mano
av-stored = { $count ->
    [one] guardó { $count } carta
   *[other] guardó { $count } cartas
}
av-removed = { $count } retiradas por paradas
av-on-table = { $count } quedaron en la mesa
av-table = Mesa de Avalanche
av-in-hand = { $count } en mano
av-stored-short = { $count } guardadas
av-figures = Baraja { $deck } · retiradas { $removed } · en la mesa { $table }
av-moving = La avalancha en marcha
av-none-moving = Ninguna avalancha en marcha.
av-to-play = Le toca a { $name }: ¿cuántas cartas?
av-to-play-count = { $count ->
    [one] Le toca a { $name }: { $count } carta de…
   *[other] Le toca a { $name }: { $count } cartas de…
}
av-snowfall = Nevada: robar una carta
av-deal-over = El reparto ha terminado.
av-save-deal = Guardar el reparto
av-deal-log = Registro del reparto
av-dealing = Repartiendo…
av-banner-snowfall = Nevada: una carta robada.
av-banner-start = Inicio: una avalancha nueva.
av-banner-grow = ¡Crece!
av-banner-stop = ¡Parada! { $count } cartas salen del juego.
av-banner-fall = ¡Caída! { $count } cartas para { $name }.
av-tally = { $grows ->
    [one] { $grows } crecida
   *[other] { $grows } crecidas
}, { $stops ->
    [one] { $stops } parada
   *[other] { $stops } paradas
}, { $falls ->
    [one] { $falls } caída
   *[other] { $falls } caídas
}

## Club nights (routes/Nights, NightHost, NightPhone, NightTv, lib/night)
night-list-title = Veladas
night-players-n = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
night-final-tag = terminada
night-not-seated = sin sentar aún
night-round-of = ronda { $round } de { $rounds }
night-none = Todavía no hay ninguna velada.
night-new = Nueva velada
night-game = Juego
night-players = Jugadores
night-new-players = Jugadores nuevos, separados por comas
night-new-players-example = Ana, Beto, Carla
night-rounds = Rondas
night-round-is = Una ronda es
night-length-deals = un número de repartos:
night-deals-label = Repartos por ronda
night-length-game = la partida entera de cada mesa
night-scoring = Puntuación
night-scoring-usual = La habitual (puntos de partido a dos, puestos con más)
night-scoring-placings = Puestos (3/2/1/0 a cuatro)
night-scoring-match = Puntos de partido (2 victoria, 1 empate)
night-scoring-totals = Los puntos propios de las partidas
night-create = Crear la velada
night-banner-name = Velada · { $game }
night-banner-not-seated = Sin sentar aún
night-banner-round = Ronda { $round } de { $rounds }
night-banner-meta = { $where } · { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
} · toca para registrarte y ver tu asiento
night-standings = Clasificación
night-standings-final = Clasificación final
night-provisional = (provisional)
night-played = { $byes ->
    [0] { $played } jugadas
    [one] { $played } jugadas · { $byes } descanso
   *[other] { $played } jugadas · { $byes } descansos
}
night-status-playing = En juego
night-status-to-confirm = Por confirmar
night-status-confirmed = Confirmado
night-status-refused = Rechazado
night-status-corrected = Corregido por el anfitrión
night-status-accepted = Aceptado por el anfitrión
night-score = { $player } { $points }
night-seat-line = Ronda { $round } · Mesa { $table } · con { $others }
night-the-host = El anfitrión
night-a-player = Un jugador
night-trail-confirmed = { $who } confirmó { $scores }.
night-trail-accepted = { $who } aceptó { $scores } al cerrar la ronda.
night-trail-refused = { $who } rechazó { $scores }: «{ $reason }».
night-trail-refused-claimed = { $who } rechazó { $scores }: «{ $reason }» (según él: { $claimed }).
night-trail-corrected = { $who } corrigió { $scores } a { $claimed }: «{ $reason }».
night-note-no-hand = Todavía ninguna mano.
night-note-hands = { $count ->
    [one] { $count } mano jugada.
   *[other] { $count } manos jugadas.
}
night-note-confirm-it = Jugado: { $scores }. Confírmalo abajo o recházalo.
night-note-waiting = Jugado: { $scores }. Falta que { $who } lo confirme.
night-note-confirmed = { $who } confirmó { $scores }.
night-note-refused = { $who } rechazó el resultado: «{ $reason }». Decide el anfitrión.
night-note-corrected = El anfitrión lo corrigió a { $scores }: «{ $reason }».
night-note-accepted = Cuenta como jugado: { $scores }.
night-back-nights = Volver a las veladas
night-title = Velada
night-title-game = Velada · { $game }
night-summary = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · mesas de { $size } · { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} de { $length } · { $state }
night-length-deals-n = { $deals ->
    [one] { $deals } reparto
   *[other] { $deals } repartos
}
night-length-whole = una partida entera
night-state-final = resultados definitivos
night-state-round = ronda { $round }
night-state-round-closed = ronda { $round } (cerrada)
night-checkin = Registro
night-checkin-how = Los jugadores escanean el código, abren la dirección de abajo o escriben el PIN; luego tocan la velada y eligen su nombre.
night-tv = TV:
night-share = Dejar que los móviles se registren
night-checked-in = Registrados: { $count } de { $players }.
night-checked-in-who = Registrados: { $count } de { $players } ({ $names }).
night-arrivals = Jugadores: llegadas tarde y salidas antes de tiempo
night-arrivals-note = Los cambios cuentan al sentar la siguiente ronda; quien se va conserva su puesto en la clasificación.
night-leaves = Se va
night-left = Se fueron: { $names }
night-late = Llegada tarde
night-add = Añadir
night-round-title = Ronda { $round } de { $rounds }
night-round-title-closed = Ronda { $round } de { $rounds } · cerrada
night-table = Mesa { $table }
night-now = Ahora: { $scores }.
night-entered = Anotado: { $scores }
night-version = Versión de { $who }: { $scores }
night-version-none = Versión de { $who }: no indicada
night-the-player = el jugador
night-open-game = Abrir la partida
night-correct = Corregir…
night-reason-kept = Motivo (se guarda con los resultados)
night-save-correction = Guardar la corrección
night-trail = Historial de este resultado ({ $count })
night-byes = Descanso: { $names }
night-seat = Sentar la ronda { $round }
night-close = Cerrar la ronda { $round }
night-finalise-ask = ¿Cerrar la velada?
night-finalise-warning = Los resultados pasan a ser definitivos.
night-finalise = Cerrar la velada
night-not-yet = Todavía no
night-finalise-start = Cerrar la velada…
night-score-format = Cada puntuación es un número entero (o una fracción como 5/2).
night-who = ¿Quién eres?
night-pick-once = Elige tu nombre una vez: este móvil te muestra luego tu asiento en cada ronda.
night-keep = Seguir como { $name }
night-not-me = ¿No eres { $name }?
night-over = La velada ha terminado: la clasificación de abajo es definitiva.
night-round1-not-seated = La ronda 1 todavía no está sentada.
night-table-soon = Tu mesa aparece aquí en cuanto el anfitrión sienta la ronda.
night-sit-out = Ronda { $round } · Descansas esta ronda
night-bye-note = Un descanso: cuenta como dicen las reglas de la velada. Tu próxima mesa aparece aquí.
night-open-table = Abrir la partida de la mesa { $table }
night-not-seated-in = No tienes asiento en la ronda { $round }.
night-is-result = ¿Es este el resultado?
night-confirm = Confirmar
night-refuse = Rechazar
night-what-wrong = ¿Qué está mal?
night-host-sees = El anfitrión ve tu motivo y las dos versiones.
night-why = Por qué
night-as-you-make-them = Los puntos según tú
night-optional = (opcional)
night-send = Enviar al anfitrión
night-back = Volver
night-others-confirm = { $who } confirma el resultado: lo hace el otro lado.
night-tv-final = Resultados definitivos
night-tv-soon = Pronto se sienta
night-seating = Asientos
night-length-timed = un tiempo límite, terminando el último reparto, en minutos:
night-minutes-label = Minutos por ronda
night-length-minutes-n = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
night-clock-round = Reloj de la ronda { $round }
night-clock-left = quedan { $time }
night-clock-last-deal = Último reparto
night-clock-note = { $minutes ->
    [one] Una ronda de { $minutes } minuto: cuando se acabe el tiempo, terminad el reparto en curso.
   *[other] Una ronda de { $minutes } minutos: cuando se acabe el tiempo, terminad el reparto en curso.
}
night-clock-note-up = Se acabó el tiempo: terminad el reparto en curso y anotadlo; es el último de la mesa.
night-rating = Puntuación { $rating } · { $games ->
    [one] 1 partida de velada
   *[other] { $games } partidas de velada
}
night-rating-opt-in = Con puntuación en las veladas
night-results = Resultados
night-print-open = Resultados para imprimir
night-print = Imprimir
night-back-night = Volver a la velada
night-col-place = Puesto
night-col-player = Jugador
night-col-points = Puntos
night-col-head-to-head = Enfrentamiento directo
night-col-opponents = Puntos de los rivales
night-col-total = Total
night-col-played = Jugadas
night-col-table = Mesa
night-col-scores = Puntuaciones que cuentan
night-col-state = Resultado

# Series de veladas (routes/Series, SeriesOne, lib/night/series)
series-open = Series de veladas
series-title = Series
series-how = Una serie suma sus veladas: cada velada, un punto por cada jugador que quedó por detrás, los empatados reparten; luego las veladas ganadas, luego los puntos de las veladas.
series-none = Aún no hay ninguna serie.
series-new = Nueva serie
series-name = Nombre
series-name-example = Otoño 2026
series-nights-to-start = Veladas terminadas para empezarla
series-no-free = Ninguna velada terminada está libre: una velada cuenta en una sola serie, una vez que el anfitrión la ha cerrado.
series-create = Crear la serie
series-nights-n = { $count ->
    [one] 1 velada
   *[other] { $count } veladas
}
series-leading = En cabeza: { $names }
series-final = definitiva
series-provisional = provisional
series-won-by = ganada por { $names }
series-back = Volver a las series
series-standings = Clasificación de la serie
series-standings-final = Clasificación final de la serie
series-col-points = Puntos de serie
series-col-wins = Veladas ganadas
series-col-nights = Veladas
series-empty = Aún no hay ninguna velada en esta serie.
series-nights = { $count ->
    [one] Su velada
   *[other] Sus { $count } veladas
}
series-add-night = Añadir una velada terminada
series-add = Añadir
series-export = Exportar la serie
