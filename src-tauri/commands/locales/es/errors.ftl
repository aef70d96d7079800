## Rechazos escritos para quien está en la mesa (RULES.md §1.7 y la notación de las cartas).
## Cada uno conserva su código `E_*` estable en todos los idiomas.

card-error-invalid = «{ $token }» ({ $position }.ª carta) no es una carta.
card-error-not-a-card = «{ $token }» no es una carta.
gin-error-big-gin-unmelded = Quien cierra tiene 11 cartas pero no todas combinadas: el big gin exige que todas estén en combinaciones; si no, descarta una y muestra 10.
gin-error-knocker-cards = Quien cierra debe mostrar 10 cartas después de descartar (tiene { $got }).
gin-error-defender-cards = El rival debe mostrar 10 cartas (tiene { $got }).
gin-error-big-gin-disabled = El big gin no está activado: descarta una carta y cuéntalo como gin.
gin-error-upcard-limit = La carta descubierta { $upcard } fija el límite de cierre de esta mano en { $limit }. Los puntos sueltos son { $deadwood }.
gin-error-too-high = Los puntos sueltos son { $deadwood }; se puede cerrar con { $limit } como máximo.
gin-error-could-be-lower = { $head } Estas cartas también se pueden ordenar con { $best } puntos sueltos.
gin-error-gin-only = Se descubrió un as: esta mano solo termina con gin.
gin-error-upcard-required = El gin Oklahoma necesita la primera carta descubierta: fija el límite de cierre de esta mano.
gin-error-layoff-on-gin = No se colocan cartas cuando quien cierra hace gin.
gin-error-layoff-on-deadwood = No se puede colocar sobre las cartas sueltas de quien cierra: { $card } solo combina con { $with }.
gin-error-knocker-seat = Quien cierra debe ser el jugador 1 o el jugador 2 (no el jugador { $n }).
gin-error-deadwood-range = Los puntos sueltos van de 0 a 98 (una mano de 10 cartas tiene 98 como máximo), así que { $n } no puede ser.
gin-error-big-gin-deadwood = Big gin significa que todas las cartas están combinadas, así que los puntos sueltos de quien cierra deben ser 0.
gin-error-layoff-not-in-hand = { $card } no está en la mano del rival.
gin-error-layoff-not-fitting = { $card } no encaja: { $why }
gin-error-layoff-run-ends = la escalera de { $suit } termina en { $end }.
gin-error-layoff-run-starts = la escalera de { $suit } empieza en { $start }.
gin-error-layoff-no-meld = no prolonga ninguna combinación de quien cierra.
gin-error-layoff-no-jokers = este juego no tiene comodines.
gin-error-suit-spade = picas
gin-error-suit-heart = corazones
gin-error-suit-diamond = diamantes
gin-error-suit-club = tréboles

## Un fallo de la máquina o un error del programa (E_STORAGE, E_INTERNAL). `$why` son las
## palabras del sistema (un error de entrada/salida o de SQLite), tal cual en todos los idiomas.

storage-database-error = error de base de datos: { $why }
storage-migration-failed = no se pudo actualizar la base de datos: { $why }
storage-database-folder = no se puede crear la carpeta de la base de datos: { $why }
storage-stored-json = los datos guardados no son JSON válido: { $why }
storage-no-database = Cardtable no tiene ninguna base de datos abierta: { $why }
storage-nothing-saved = No se guardó nada: la base de datos no pudo conservar este cambio ({ $why }). Lo que escribiste se conserva; vuelve a guardar.
storage-no-export-folder = No hay carpeta de Descargas ni carpeta personal donde guardar la exportación.
storage-export-not-saved = La exportación no se pudo guardar en { $folder }: { $why }.
storage-export-copies = { $name } y { $copies } copias numeradas ya existen
storage-schema-version = Cardtable no pudo leer la versión del esquema de su base de datos: { $why }.
storage-no-backup = No hay ninguna copia de seguridad automática que abrir para esta base de datos.
storage-nothing-to-replace = La base de datos está abierta; no hay nada que reemplazar.
storage-no-data-folder = Este ordenador no tiene carpeta de datos de aplicaciones donde crear una base de datos.
storage-cannot-listen = Los móviles no pueden unirse: este ordenador se negó a escuchar ({ $why }).
storage-sharing-stopped = Compartir se detuvo con un error: { $why }.
internal-unavailable = La base de datos no está disponible tras un fallo anterior; reinicia Cardtable.
internal-save-unanswered = El guardado se detuvo antes de recibir respuesta; revisa la partida y vuelve a guardar.
internal-save-outside-group = Se guardó una partida fuera de su commit de grupo.
internal-answer-unwritten = No se pudo escribir la respuesta: { $why }.
internal-answer-unread = No se pudo leer la respuesta: { $why }.
internal-command-stopped = El comando se detuvo antes de terminar: { $why }.
internal-no-database = La base de datos no está abierta.
internal-qr = No se pudo dibujar el código QR: { $why }.
internal-no-pin = No se pudo sacar un PIN nuevo.
internal-no-sharing = Compartir no está disponible en esta ventana.

## Los rechazos de la propia ventana: compartir con los móviles y lo que envía la ventana.

sharing-off = Compartir está desactivado: activa primero «Dejar entrar a los móviles».
sharing-not-waiting = Ese móvil ya no está esperando: se rindió o se reinició el uso compartido.
sharing-off-no-device = Compartir está desactivado, así que no hay ningún dispositivo que quitar.
sharing-not-paired = Ese dispositivo ya no está emparejado.
window-sent-bytes = La ventana envió bytes donde el comando espera sus argumentos en JSON.

## La pantalla de inicio: una base de datos que Cardtable no abre (título, qué falla, qué se
## puede hacer), y el aviso de que se abrió la creada en su lugar.

startup-title-directory = La ruta de la base de datos es una carpeta
startup-title-unreadable = Cardtable no puede leer su base de datos
startup-title-not-sqlite = Esto no es una base de datos de Cardtable
startup-title-truncated = El archivo de la base de datos está cortado
startup-title-foreign = Esta base de datos pertenece a otro programa
startup-title-newer = Esta base de datos es de un Cardtable más reciente
startup-title-damaged = El archivo de la base de datos está dañado
startup-title-unusable = Cardtable no puede abrir su base de datos
startup-advice-point = Haz que CARDTABLE_DB apunte a un archivo de base de datos, o crea una base de datos nueva.
startup-advice-elsewhere = Crea una base de datos nueva en otro sitio; este archivo se queda como está.
startup-advice-update = Actualiza Cardtable para abrirla, o crea una base de datos nueva en otro sitio; este archivo se queda como está.
startup-advice-backup = Abre la última copia de seguridad automática (el archivo dañado se guarda a su lado), o crea una base de datos nueva en otro sitio.
startup-advice-retry = Crea una base de datos nueva en otro sitio, o sal y vuelve a intentarlo.
startup-advice-no-backup = No hay ninguna copia de seguridad automática de esta base de datos que abrir (Cardtable hace una cada día que se usa y antes de actualizaciones e importaciones, en la carpeta de copias junto al archivo). Crea una base de datos nueva; el archivo dañado se queda exactamente como está, para una herramienta de recuperación o una copia que hayas guardado.
startup-cannot-look = Cardtable no puede examinar el archivo de su base de datos: { $why }.
startup-folder = La ruta de la base de datos es una carpeta, no un archivo de base de datos.
startup-not-ordinary = La ruta de la base de datos no es un archivo normal (un dispositivo o una tubería).
startup-cannot-read = Cardtable no puede leer el archivo de su base de datos: { $why }.
startup-bytes-left = El archivo de la base de datos está cortado: solo quedan { $got } bytes de él.
startup-not-sqlite = Este archivo no es una base de datos de Cardtable: no es en absoluto una base de datos SQLite.
startup-foreign = Este archivo es la base de datos de otro programa, no la de Cardtable.
startup-cut-short = El archivo de la base de datos está cortado: tiene { $has } de sus { $needs } bytes.
startup-cannot-open-file = Cardtable no puede abrir el archivo de su base de datos: { $why }.
startup-unreadable = El archivo de la base de datos está dañado y no se puede leer ({ $why }).
startup-newer = Esta base de datos la creó una versión más reciente de Cardtable (su formato es la versión { $version }; este Cardtable lee hasta la { $reads }).
startup-check-found = El archivo de la base de datos está dañado: la comprobación de SQLite encontró { $problems }.
startup-cannot-check = Cardtable no pudo comprobar el archivo de su base de datos: { $why }.
startup-could-not-open = Cardtable no pudo abrir su base de datos: { $why }.
startup-no-data-folder = Este ordenador no tiene carpeta de datos de aplicaciones, así que Cardtable no tiene dónde guardar su base de datos. Haz que CARDTABLE_DB apunte a un archivo de base de datos.
startup-notice = { $db } sigue sin poder abrirse ({ $title }). Cardtable abrió la base de datos creada en su lugar: { $instead }.
startup-refusal = { $message } { $advice }
