## Les refus de la soirée, des suivis en direct et des commandes elles-mêmes.

night-error-too-many = Une soirée accueille au plus { $max } joueurs ({ $got } saisis).
night-error-full = Une soirée accueille au plus { $max } joueurs.
night-error-rounds = Une soirée compte 1 à { $max } tours ({ $got } saisi).
night-error-table-size = Une table accueille au moins 2 joueurs ({ $got } saisi).
night-error-too-few = Une soirée de { $game } demande au moins { $size } joueurs, de quoi remplir une table ({ $got } saisis).
night-error-deals-or-minutes = Un tour est soit un nombre de donnes, soit une limite de temps, pas les deux.
night-error-deals = Un tour compte 1 à { $max } donnes ({ $got } saisi).
night-error-minutes = Un tour chronométré dure 1 à { $max } minutes ({ $got } saisi).
night-error-present = { $name } joue déjà ce soir.
night-error-absent = { $name } ne joue pas ce soir.
night-error-cannot-leave = { $name } ne peut pas partir : une table demande { $size } joueurs et il n'en reste que { $left }.
night-error-fixed-unknown = { $name } est attribué à une table mais ne fait pas partie des joueurs de la soirée.
night-error-fixed-table = { $name } est attribué à la table { $table }, mais la soirée a les tables 1 à { $tables }.
night-error-fixed-twice = { $other } et { $name } sont tous deux attribués à la table { $table } ; attribuez un seul joueur par table.
night-error-over = Les { $rounds } tours de la soirée sont déjà placés.

night-error-phone = Les joueurs s'enregistrent sur leur propre téléphone : ouvrez-y la soirée (scannez le code ou tapez le PIN).
night-error-check-in = Enregistrez-vous d'abord : choisissez votre nom parmi les joueurs de la soirée.
night-error-not-seated = { $name } n'est pas assis à la table { $table } ({ $seats }) : un résultat est confirmé par un joueur de la table.
night-error-closed = Le tour { $round } est clos : l'hôte a désormais le dernier mot sur ses résultats ; demandez à l'hôte.
night-error-playing = La table { $table } joue encore le tour { $round } : son résultat se confirme une fois les donnes du tour jouées.
night-error-refused = { $by } a refusé le résultat de la table { $table } : l'hôte décide maintenant (ou corrigez les donnes, puis confirmez à nouveau).
night-a-player = Un joueur
night-a-player-lower = un joueur
night-error-settled = Le résultat de la table { $table } compte déjà.
night-error-other-side = { $name } a gagné à la table { $table } : le résultat est confirmé par l'autre camp ({ $confirmers }).
night-or = { $a } ou { $b }
night-error-reason-refuse = Dites pourquoi le résultat est faux, pour que l'hôte puisse le corriger.
night-error-reason-correct = Dites pourquoi la table est corrigée : la raison est gardée avec les résultats de la soirée.
night-error-scores = Donnez un score pour chaque joueur de la table ({ $seats }) : { $got } donnés.
night-error-no-round = Aucun tour n'est encore placé : placez le premier tour.
night-error-closed-already = Le tour { $round } est déjà clos.
night-error-final = La soirée { $night } est clôturée : ses résultats sont définitifs et plus rien n'y change.
night-error-refused-round = Le tour { $round } a un résultat refusé à { $tables } ; corrigez-le avant de clore le tour.
night-refused-table = la table { $table } ({ $by } l'a refusé : { $reason })
night-error-round-open = Le tour { $round } se joue encore à { $tables } ; { $then ->
        [close] vous pourrez le clore quand chaque table aura fini
        [finalise] vous pourrez clôturer la soirée quand chaque table aura fini
       *[seat] placez le tour suivant quand chaque table a fini
    }.
night-open-table = la table { $table } ({ $seats })

tracker-error-not-tracked = { $game } ne se joue pas avec un suivi en direct.
tracker-error-too-many-moves = Un tour ne peut pas contenir plus de { $max } coups.
tracker-error-bad-move = Ce n'est pas un coup : { $why }.

host-only-tv = La vue TV ne fait qu'afficher la partie ; utilisez un téléphone couplé pour la modifier.
host-only = Seul l'hôte peut faire cela, sur l'ordinateur qui partage la partie.
tracker-error-no-draw = Rien à tirer maintenant : aucune carte n'est perdue sur le crâne d'un autre joueur.
command-error-hand-kind = C'est une donne de { $hand }, mais la partie est { $game }.
command-error-rules-kind = Ce sont des règles de { $rules }, et cette partie est { $game }.

not-found-game = La partie { $id } est introuvable.
not-found-night-game = La partie { $id } est introuvable parmi les tables des soirées.
not-found-hand = La donne { $id } est introuvable.
not-found-player = Le joueur { $id } est introuvable.
not-found-night = La soirée { $id } est introuvable.
not-found-series = La série { $id } est introuvable.
not-found-night-table = La partie { $game } n'est pas une table de la soirée { $night }.
not-found-command = Il n'y a pas de commande appelée { $name }.
not-found-shell = Seule la fenêtre de l'application répond à { $name }.

stale-error = { $change }. Rien n'a été enregistré ; votre saisie est conservée : comparez-la à la partie telle qu'elle est maintenant, puis enregistrez à nouveau.
change-unknown = La partie vient de changer sur un autre écran
change-by-host = L'hôte
change-by-phone = { $name } (téléphone)
change-by-tv = La vue TV
change-recorded-hand = { $who } vient d'enregistrer la donne { $n }
change-amended-hand = { $who } vient de modifier une donne
change-deleted-hand = { $who } vient de supprimer une donne
change-undid = { $who } vient d'annuler la dernière modification
change-redid = { $who } vient de rétablir une modification
change-rules = { $who } vient de changer les règles
change-reopened = { $who } vient de rouvrir la partie

request-error-invalid = La requête { $name } n'est pas valide : { $why }.
request-error-version = la version doit être un nombre

import-error-no-file = Il n'y a pas de fichier { $file }.
import-error-not-allowed = Cardtable n'a pas le droit de lire { $file }.
import-error-unreadable = { $file } ne peut pas être lu : { $why }.
import-error-folder = { $file } est un dossier ; choisissez un fichier d'export Cardtable.
import-error-not-text = Ce fichier n'est pas un export Cardtable : ce n'est pas du texte.
import-error-too-big = Ce fichier dépasse { $mb } Mo, le plus gros export que Cardtable importe ; rien n'a été importé.
import-error-not-json = Ce fichier n'est pas un export Cardtable : ce n'est pas du JSON valide ({ $why }).
import-error-foreign = Ce fichier n'est pas un export Cardtable.
import-error-newer = Cet export est en version { $version } ; ce Cardtable lit jusqu'à la version { $max }. Mettez Cardtable à jour pour l'importer.
import-error-no-version = Cet export Cardtable n'a pas de version ; il est endommagé.
import-error-damaged = Cet export Cardtable est endommagé : { $why }.
import-error-checksum = Cet export Cardtable est endommagé : son contenu ne correspond pas à sa somme de contrôle.
import-where-roster = La liste des joueurs
import-where-game = La partie { $n } du fichier
import-where-night = La soirée { $n } du fichier
import-error-where = { $where } : { $why }
import-error-kind = { $where } est d'un jeu inconnu « { $kind } ».
import-error-dealer = { $where } a un donneur hors de ses places.
import-error-player-twice = { $where } a deux fois le joueur { $name }.
import-error-options = { $where } a des règles qui ne sont pas un ensemble de réglages.
import-error-hand-seats = La donne { $hand } de la partie { $game } du fichier ne correspond pas à ses { $seats } places.
import-error-rules = La partie de { $game } de ce fichier a des règles que Cardtable ne peut pas lire ({ $why }) ; rien n'a été importé.
import-error-series-name = Cet export Cardtable est endommagé : une série n'a pas de nom, ou un nom de plus de 80 caractères ; rien n'a été importé.
import-error-series-nights = Cet export Cardtable est endommagé : la série { $series } cite la soirée { $night } sur { $nights }, ou une soirée déjà dans une série ; rien n'a été importé.
import-error-series-night = La série { $series } cite une soirée que le fichier n'a pas ; rien n'a été importé.
import-error-night-table-missing = La soirée créée le { $made } : la table { $table } du tour { $round } est une partie que le fichier n'a pas ; rien n'a été importé.
import-error-night-table-taken = La soirée créée le { $made } : la table { $table } du tour { $round } est une partie déjà jouée à une autre soirée ici ; rien n'a été importé.

import-error-night = Cet export Cardtable est endommagé : { $where } { $what } ; rien n'a été importé.
import-night-table = la table { $table } du tour { $round }
import-night-time-creation = a une date de création qui n'est pas une date ({ $at })
import-night-time-finalisation = a une date de clôture qui n'est pas une date ({ $at })
import-night-time-seating = a une date de placement d'un tour qui n'est pas une date ({ $at })
import-night-time-closing = a une date de clôture d'un tour qui n'est pas une date ({ $at })
import-night-time-check-in = a une date d'enregistrement qui n'est pas une date ({ $at })
import-night-time-result = a une date de résultat qui n'est pas une date ({ $at })
import-night-description = a une description que Cardtable ne peut pas lire ({ $why })
import-night-rules = a des règles que Cardtable ne peut pas lire ({ $why })
import-night-player-twice = a deux fois le joueur { $name }
import-night-players = cite { $listed } joueurs mais sa description { $described }
import-night-round = a un tour { $got } là où devrait être le tour { $expected } sur { $rounds }
import-night-table-number = numérote mal { $table }
import-night-table-missing = dit que { $table } est la partie { $game }, mais le fichier a { $games } parties
import-night-table-shared = dit que { $table } est la partie { $game }, qui est aussi une table de la soirée { $other } du fichier
import-night-table-kind = dit que { $table } est la partie { $game }, qui n'est pas une partie de { $kind }
import-night-seat-stranger = place { $name } à { $table }, qui n'est pas l'un de ses joueurs
import-night-seat-twice = place { $name } deux fois au tour { $round }
import-night-bye = donne à { $name } un tour de repos au tour { $round }, qui n'est pas l'un de ses joueurs ou est déjà placé
import-night-check-in = a un téléphone enregistré comme { $name }, qui n'est pas l'un de ses joueurs
import-night-result-stranger = a un résultat de { $table } donné par { $name }, qui n'y est pas assis
import-night-result-seats = a un résultat de { $table } qui ne correspond pas à ses { $seats } places
import-night-result-shape = a un résultat de { $table } qui ne tient pas debout

declined-nothing-to-undo = Il n'y a rien à annuler.
declined-nothing-to-redo = Il n'y a rien à rétablir.
declined-player-exists = Il y a déjà un joueur nommé { $name }. Choisissez un autre nom ; Cardtable ne fusionne jamais deux joueurs.
declined-game-name = Le nom d'une partie compte au plus { $max } caractères ({ $got } saisis).
declined-not-of-night = { $name } ne fait pas partie des joueurs de la soirée ; choisissez votre nom dans la liste.

## Les refus du serveur lui-même pour les téléphones : un téléphone qui rejoint, une requête illisible, trop à la fois.

server-wrong-host = Ce serveur ne répond qu'à sa propre adresse.
server-too-much-work = Ce téléphone a demandé plusieurs exports dans la dernière minute. Attendez une minute, puis réessayez.
server-pair-unreadable = Envoyez le code du QR code ou le PIN affiché sur l'hôte.
server-wrong-pin = Ce PIN n'est pas celui que montre l'hôte. Vérifiez-le et réessayez.
server-too-many-tries = Trop d'essais depuis cet appareil. Attendez une minute, puis saisissez de nouveau le PIN.
server-pin-locked = Trop de PIN erronés ont été saisis à cette table. Demandez à l'hôte d'afficher un nouveau PIN.
server-join-refused = L'hôte n'a pas laissé ce téléphone rejoindre la table.
server-no-answer = L'hôte n'a pas répondu. Demandez-lui de regarder l'écran « Téléphones », puis réessayez.
server-too-many-waiting = Plusieurs téléphones attendent déjà l'hôte. Réessayez dans une minute.
server-not-json = La requête à { $name } n'est pas du JSON : { $detail }.
server-too-many-streams = Trop de vues en direct sont ouvertes. Fermez un onglet sur ce téléphone, puis rechargez.
