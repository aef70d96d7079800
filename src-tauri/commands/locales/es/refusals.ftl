## Los rechazos sobre jugadores, cartas y los juegos distintos del gin (issue 25): cada uno
## conserva su código `E_*` estable en todos los idiomas.

## Jugadores (nueva partida, renombrar, importar).

seat-error-empty = El nombre del jugador { $position } está vacío.
seat-error-duplicate = { $name } está dos veces; pon a cada jugador un nombre distinto.
seat-error-too-long = El nombre del jugador { $position } tiene más de { $max } caracteres.
name-error-empty = El nombre de un jugador no puede estar vacío.
name-error-too-long = El nombre de un jugador puede tener como mucho { $max } caracteres; este tiene { $got }.
players-error-exactly = { $game } es para exactamente { $n } jugadores ({ $got ->
    [one] se introdujo 1 jugador
   *[other] se introdujeron { $got } jugadores
  }).
players-error-range = { $game } es para { $lo } a { $hi } jugadores ({ $got ->
    [one] se introdujo 1 jugador
   *[other] se introdujeron { $got } jugadores
  }).

## Cartas introducidas más veces de las que tienen las barajas.

copies-error-one-deck = El { $card } se introdujo { $count ->
    [2] dos veces
   *[other] { $count } veces
  }, pero este juego usa una sola baraja.
copies-error-packs = { $card } aparece { $count ->
    [2] dos veces
   *[other] { $count } veces
  } pero jugáis con { $packs } barajas.
copies-error-no-jokers = Este juego se juega sin comodines.
copies-error-jokers = Se introdujeron { $count } comodines, pero { $allowed ->
    [one] solo hay 1 en juego.
   *[other] solo hay { $allowed } en juego.
  }
hand-too-long = Esta mano tiene { $cards } cartas, pero Cardtable solo sabe buscar las mejores combinaciones de una mano de hasta { $max } cartas. Revisa las cartas introducidas o indica tú las combinaciones.

## Podrida (RULES.md §6.3).

oh-heck-error-players = { $game } es para 3 a 7 jugadores.
oh-heck-error-bid-count = Introduce una petición por jugador ({ $seats } jugadores, { $got } introducidas).
oh-heck-error-trick-count = Introduce un número de bazas por jugador ({ $seats } jugadores, { $got } introducidos).
oh-heck-error-bid-range = Las peticiones van de 0 a { $size } en esta mano.
oh-heck-error-bid-order = Ahora pide { $next }.
oh-heck-error-bid-locked = Esa petición ya no puede cambiar: el siguiente jugador ya ha pedido.
oh-heck-error-hook = El que reparte no puede pedir { $bid }: las peticiones sumarían { $size ->
    [one] la única baza disponible
   *[other] las { $size } bazas disponibles
  }.
oh-heck-error-tricks-range = Las bazas van de 0 a { $size }.
oh-heck-error-tricks-sum = Las bazas suman { $sum }, pero esta mano tiene { $size ->
    [one] 1 baza
   *[other] { $size } bazas
  }.
oh-heck-error-hand-size = En la mano { $number } cada uno recibe { $expected } cartas, no { $got }.
oh-heck-error-dealer = El que reparte debe ser uno de los { $seats } jugadores.
oh-heck-error-size-range = Con { $seats } jugadores una mano es de 1 a { $most } cartas cada uno, no { $got }.
oh-heck-error-over = La partida ha terminado: su programa tiene { $hands } manos.

## Golf de seis cartas (RULES.md §7.3).

golf-error-layout = Una disposición tiene exactamente 6 cartas (2 filas de 3).
golf-error-holes = La partida es de 9 o 18 hoyos.
golf-error-players = { $game } es para 2 a 12 jugadores.
golf-error-packs = { $game } se juega con 1 a 4 barajas.
golf-error-entry-count = Introduce una disposición o una puntuación para cada jugador ({ $seats } jugadores, { $got } introducidas).
golf-error-card-value = Un rey o un comodín vale entre -{ $max } y { $max } puntos.
golf-error-score-range = Con estas reglas un hoyo de golf suma como mucho { $max } y como poco { $min }, así que el { $got } de { $player } no puede ser correcto.

## La libreta de puntos (RULES.md §11.15).

points-error-players = La libreta de puntos es para 1 a 20 jugadores.
points-error-entry-count = Introduce puntos para cada jugador ({ $seats } jugadores, { $got } introducidos).
points-error-empty = Los puntos de { $player } están vacíos: introduce un número como 12, -5 o 12+7-3.
points-error-invalid = Los puntos de { $player }, «{ $text }», no son un número: usa números enteros con + y -, como 12+7-3.
points-error-too-large = Los puntos de { $player }, «{ $text }», son demasiado grandes: una mano suma como mucho 1.000.000.000 en un sentido u otro.

## Combinaciones (RULES.md §1.7, §3.4, §4.2, §5.4); `$cards` como se muestran, `$game` el nombre del juego.

meld-game-gin = Gin
meld-error-too-short = { $cards } es demasiado corta para una combinación: una combinación necesita al menos { $min } cartas.
meld-error-not-a-meld = { $cards } no es ni un trío ni una escalera.
meld-error-not-a-run = { $cards } no es una escalera.
meld-error-ace-low = { $cards } no es una escalera: en { $game } los ases son bajos.
meld-error-wrap = { $cards } no es una escalera: en { $game } las escaleras no dan la vuelta.
meld-error-cr-wrap = Las escaleras no dan la vuelta.
meld-error-r5-wrap = { $ranks } no es una escalera.
meld-error-set-suits = { $cards } no es un trío válido: los palos deben ser distintos.
meld-error-set-too-long = { $cards } es demasiado largo para un trío: un trío tiene como mucho { $max } cartas.
meld-error-no-sets = { $cards } es un trío, pero en { $game } los tríos no cuentan.
meld-error-cr-set = En el Continental los tríos no cuentan.
meld-error-no-runs = { $cards } es una escalera, pero en { $game } solo cuentan los tríos.
meld-error-jokers-only = { $cards } necesita al menos una carta que no sea comodín.
meld-error-no-jokers = En { $game } no se usan comodines.
meld-error-joker-misfit = El comodín no puede hacer de { $card } en { $cards }.
meld-error-two-runs = { $card } no puede estar en dos escaleras.
meld-error-two-sets = { $card } no puede estar en dos tríos.
meld-error-run-and-set = { $card } no puede estar a la vez en la escalera y en el trío.
meld-error-not-in-hand = { $card } está en una combinación pero no en la mano.

## Gift Rummy (RULES.md §2); `$seat` un puesto por su nombre.

gift-seat-north = Norte
gift-seat-east = Este
gift-seat-south = Sur
gift-seat-west = Oeste
gift-seat-n = Puesto { $n }
gift-error-players = { $game } es para exactamente 4 jugadores.
gift-error-hand-size = Cada mano debe tener 13 cartas ({ $seat } tiene { $cards }).
gift-error-missing-one = { $copies } Así que falta el { $card }.
gift-error-missing = { $copies } Así que faltan: { $cards }.
gift-error-knocked-twice = { $seat } ya cerró tras la 1.ª ronda.
gift-error-no-round-two = { $knocked } jugadores cerraron tras la 1.ª ronda, así que no hubo 2.ª ronda tras la que cerrar.
gift-error-knock-round-one = En esta partida solo se puede cerrar al final de la 1.ª ronda.
gift-error-swap-size = Cada pase es de exactamente tres cartas.
gift-error-knocked-swap = { $seat } ha cerrado y ya no intercambia.
gift-error-bonus = { $seat } no puede tener la bonificación por cerrar: solo es para quien cerró solo tras la 1.ª ronda ({ $knockers } cerraron).
gift-error-knock-count = Indica quién cerró con un sí o no por jugador (4), no { $got }.

## Skull & Roses (RULES.md §8.4) y Avalanche (§9.7); `$name` el nombre de un jugador.

error-not-your-turn = Es el turno de { $name }.
error-no-seat = No hay puesto { $seat } en esta mesa de { $seats }.
skull-error-players = { $game } es para 3 a 12 jugadores.
skull-error-bid-too-high = Solo hay { $total } cartas en la mesa: apuesta como mucho { $total }.
skull-error-bid-too-low = Un desafío empieza en 1 o más.
skull-error-not-higher = Sube a más de { $current }, o pasa.
skull-error-passed = Has pasado y no puedes volver a apostar en esta ronda.
skull-error-must-challenge = No tienes cartas en la mano: debes desafiar.
skull-error-cant-place = No te quedan cartas que poner.
skull-error-reveal-order = Revela todas tus cartas antes que las de nadie más.
skull-error-eliminated = { $name } está fuera de la partida.
skull-error-stack-empty = La pila de { $name } no tiene ya ninguna carta boca abajo.
skull-error-pick = { $name } tiene { $cards } cartas: elige un número del 1 al { $cards }.
skull-error-cards = { $name } tiene { $cards } cartas, pero todos empiezan con 4 (3 rosas y una calavera).
skull-error-round-over = Esta ronda ha terminado.
skull-error-game-over = Solo queda un jugador: la partida ha terminado.
avalanche-error-players = { $game } es para 2 a 6 jugadores (añade barajas para más).
avalanche-error-snowfall-active = Hay una avalancha en marcha: debes jugar cartas.
avalanche-error-snowfall-empty = El mazo está vacío: no hay más nevadas.
avalanche-error-not-in-hand = { $name } solo tiene { $held } cartas y no puede jugar { $count }.
avalanche-error-no-cards = Juega al menos una carta.
avalanche-error-conservation = Las cuentas suman { $total } pero la baraja tiene { $deck } cartas.
avalanche-error-deck = Una baraja de { $deck } cartas no alcanza para repartir 10 a cada uno de { $seats } jugadores.
avalanche-error-out = { $name } se ha quedado sin cartas.
avalanche-error-game-over = La partida ha terminado: solo un jugador tenía cartas.
avalanche-error-unfinished = Esta mano no ha terminado: le toca a { $name } y quedan { $left } cartas en las manos.
avalanche-error-last-seat = El último jugador con cartas debe ser uno de los { $seats } jugadores.
avalanche-error-rank = «{ $token }» no es un valor: usa 2–10, J, Q, K, A o JK.
avalanche-error-mixed-ranks = Todas las cartas de una jugada deben ser del mismo valor.

## La familia del rummy (RULES.md §3.4, §4); `$player` un puesto.

rummy-error-entries = Introduce lo que tiene cada uno de los { $seats } jugadores ({ $got } introducidos).
rummy-error-seat-out = Quien cerró debe ser uno de los { $seats } jugadores (se dio el puesto { $seat }; los puestos cuentan desde 0).
rummy-error-seat-knocked = Quien cerró debe ser uno de los { $seats } jugadores (se dio el puesto { $seat }; los puestos cuentan desde 0).
rummy-error-joker = { $player }: un comodín no es una carta en { $game }, que se juega sin comodines.
rummy-error-count-range = El valor de { $player } debe estar entre 0 y { $max }, lo más que pueden valer sus cartas (se introdujo { $got }).
rummy-error-winner-has-cards = Quien cerró no puede tener cartas.
rummy-error-cards-missing = Faltan las cartas de { $player }: introduce las cartas que le quedan en la mano, o el valor que anunció.
rummy-error-too-many-cards = Con { $seats } jugadores una mano tiene como mucho { $max } cartas entre turnos ({ $player } tiene { $got }).
rummy-error-nobody-out-classic = En el Classic Rum el mazo se da la vuelta sin límite, así que una mano solo termina cuando alguien cierra: marca quién cerró.
rummy-error-nobody-out = El mazo se vuelve a barajar sin límite, así que una mano solo termina cuando alguien cierra: marca quién cerró.
knock-error-no-knocker = Marca quién cerró.
knock-error-hand-size = Con { $seats } jugadores cada mano tiene { $deal } cartas tras el cierre ({ $player } tiene { $got }).
boathouse-error-too-many-cards = { $player } tiene { $got } cartas; Cardtable puede contar manos de Boathouse de hasta { $max } cartas.
gamblers-error-one-turn = Hay que cerrar en al menos dos turnos.
continental-error-winner = El ganador debe ser uno de los { $seats } jugadores (se introdujo el jugador { $got }).
continental-error-stand-in = «{ $token }»: solo un comodín puede hacer de otra carta.
continental-error-stand-in-deuce = «{ $token }»: solo un comodín o un dos puede hacer de otra carta.
continental-error-joker-undeclared = Indica qué carta representa cada comodín.
continental-error-too-many = El ganador muestra más de { $most } cartas: para cerrar hacen falta 15.
continental-error-count = El ganador muestra { $total } cartas: para cerrar hacen falta las 15 en escaleras (5×3, 4+4+4+3 o 5+4+3+3).
continental-error-shape = Estas 15 cartas no forman escaleras de 5×3, 4+4+4+3 o 5+4+3+3.
continental-error-deuces-not-wild = En esta partida los doses no son comodines: introduce solo los comodines.
continental-error-deuces = Se introdujeron { $deuces } doses comodín, pero solo hay { $most } doses en juego.

## Rummy 500 (RULES.md §5.4).

r500-error-two-decks = Con { $seats } jugadores usad dos barajas (108 cartas).
r500-error-one-deck = Con { $seats } jugadores usad una baraja (54 cartas), no { $decks }: dos barajas son para 5 a 8 jugadores.
r500-error-decks = { $game } se juega con una baraja (2 a 4 jugadores) o dos barajas (5 a 8 jugadores), no { $decks }.
r500-error-joker-undeclared = Indica qué carta representa el comodín.
r500-error-too-many-cards = Se introdujeron más cartas que las { $limit } en juego.
r500-error-layoff = { $cards } no se puede colocar en { $onto }: { $why }
r500-error-layoff-none = no se colocó ninguna carta.
r500-error-layoff-not-meld = eso no es una combinación ({ $why })

## Reglas elegidas (cualquier juego).

options-error-no-preset = { $game } no tiene ninguna regla llamada «{ $preset }».

## Terminar una partida con un ganador elegido; puntos introducidos a mano.

end-error-not-open-ended = Esta partida de { $game } termina por su propia regla, así que no se puede parar eligiendo un ganador.
end-error-no-hands = Jugad al menos una mano antes de terminar la partida.
end-error-no-winner = Indica el ganador (o los jugadores que comparten la victoria).
end-error-no-seat = El puesto { $seat } no está en esta mesa: la partida tiene { $seats } jugadores.
end-error-twice = El puesto { $seat } se nombró dos veces.
end-error-tie = { $players } están empatados con { $total }: indica quién ganó.
end-error-finished = Esta partida ya ha terminado.
points-error-count = Introduce puntos para cada uno de los { $seats } jugadores ({ $got } introducidos).
skull-error-cards-count = Indica las cartas de cada uno de los { $seats } jugadores ({ $got } indicadas).
skull-error-over = La partida ha terminado.

## Skull & Roses: una jugada a destiempo, una ronda sin terminar.

skull-error-not-now = Ahora no: { $expected }.
skull-error-unfinished = Esta ronda no ha terminado: { $expected }.
skull-waits-challenge = { $name } debe desafiar
skull-waits-place = { $name } pone una carta o desafía
skull-waits-raise = { $name } sube o pasa
skull-waits-reveal = { $name } da la vuelta a cartas
skull-waits-lose = { $name } pierde una carta
skull-waits-starter = { $name } elige quién empieza la siguiente ronda
skull-waits-over = la ronda ha terminado
skull-waits-first-card = { $name } pone una primera carta

json-error-hand = Esta mano de { $game } no se puede leer: { $why }.
json-error-options = Las reglas de { $game } no se pueden usar: { $why }.
json-error-game-options = Las reglas del juego { $game } no se pueden usar: { $why }.
json-error-options-invalid = Las reglas de { $game } no son válidas: { $why }.
json-error-options-shape = Las reglas de { $game } deben ser un conjunto de ajustes con nombre.
json-error-option-too-large = El ajuste «{ $key }» de { $game } es demasiado grande (como mucho { $max } en cualquier sentido).
dealer-error-range = El que reparte debe ser uno de los { $seats } puestos (0 a { $last }); se dio { $got }.

## Lo que la base de datos rechaza, o una petición que no puede aceptar.

declined-series-name = Una serie necesita un nombre de 1 a { $max } caracteres («Otoño 2026»).
declined-night-in-series = La velada { $night } ya está en la serie { $series }: una velada cuenta en una sola serie.
declined-round-not-next = La ronda { $round } de la velada { $night } no se puede sentar ahora: la siguiente ronda es la { $next }.
declined-night-over = La velada { $night } ha terminado: el anfitrión la cerró, así que ya nadie puede registrarse.
declined-reason-too-long = Un motivo tiene como mucho { $max } caracteres.
declined-result-unknown = Un resultado de la velada dice { $action }.
declined-round-not-open = La ronda { $round } de la velada { $night } no está sentada o ya está cerrada.
declined-night-finalised = La velada { $night } ya está cerrada.
declined-night-not-open = La velada { $night } no está abierta: no existe o está cerrada.
declined-stored-kind = Partida guardada: «{ $kind }» no es un juego que Cardtable conozca.
declined-no-players = Una partida necesita al menos un jugador.
declined-seat-twice = { $name } se introdujo dos veces; cada puesto necesita un jugador distinto.
declined-first-dealer = El primero que reparte debe ser uno de los { $seats } puestos.
declined-hand-of-another-game = La mano { $hand } pertenece a otra partida; no se cambió nada.
declined-entry-form = «{ $mode }» no es una forma de entrada.
declined-write-key = Una clave de escritura tiene de 1 a { $max } letras, cifras o signos de puntuación, sin espacios.
declined-write-key-used = La clave de escritura { $key } ya se usó para otra mano; un reintento debe enviar la misma partida y la misma mano, y una mano nueva necesita una clave nueva.
declined-draft-too-large = Este borrador es demasiado grande para guardarlo; guarda o borra la mano.
declined-screen-name = El nombre de una pantalla tiene como mucho { $max } caracteres.
declined-move-too-large = Esta jugada es demasiado grande para guardarla.
declined-database-too-new = Esta base de datos la creó una versión más reciente de Cardtable. Actualiza Cardtable para abrirla; no se cambió nada.
declined-not-a-backup = { $path } no es una de las copias de seguridad automáticas de esta base de datos.
declined-backup-empty = Esa copia de seguridad está vacía; elige otra.
declined-csv = No se pudo escribir el archivo CSV: { $why }.
declined-dealer-seat = El que reparte debe ser uno de los { $seats } puestos (se dio el puesto { $seat }).
declined-game-finished = Esta partida ha terminado. Reábrela para hacer una corrección.
declined-reopened-over = Esta partida ha terminado; se reabrió solo para corregir sus manos. Edita una mano o empieza una revancha para seguir jugando.
declined-not-finished = Esta partida no ha terminado.
declined-backup-table = La mesa { $table } de la ronda { $round } de la velada { $night } es una partida que la copia de seguridad no contiene.
declined-unknown-kind = Tipo de juego desconocido: «{ $kind }».
declined-round-not-over = Esta ronda aún no ha terminado: juégala primero hasta el final.

## Una elección permitida pero poco habitual: se muestra junto a la mano y no impide guardar (los avisos W_* de las reglas).

warning-golf-packs = { $seats ->
    [one] 1 jugador suele usar
   *[other] { $seats } jugadores suelen usar
  } { $packs ->
    [1] una baraja
    [2] dos barajas
    [3] tres barajas
   *[other] { $packs } barajas
  }.
warning-golf-players = Las reglas describen hasta 8 jugadores; { $seats } es una mesa grande.
warning-not-zero-sum = Estos pagos no suman cero: en un juego de liquidación, lo que pagan los perdedores lo recibe el ganador.
warning-non-optimal = Las combinaciones declaradas dejan { $deadwood } puntos sueltos; estas cartas pueden ordenarse con { $min } puntos sueltos.
