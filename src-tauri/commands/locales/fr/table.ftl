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
night-error-cannot-leave = { $name } ne peut pas partir : une table demande { $size } joueurs et il n'en reste que { $left }.
night-error-fixed-unknown = { $name } est attribué à une table mais ne fait pas partie des joueurs de la soirée.
night-error-fixed-table = { $name } est attribué à la table { $table }, mais la soirée a les tables 1 à { $tables }.
night-error-fixed-twice = { $other } et { $name } sont tous deux attribués à la table { $table } ; attribuez un seul joueur par table.
night-error-over = Les { $rounds } tours de la soirée sont déjà placés.

night-error-phone = Les joueurs s'enregistrent sur leur propre téléphone : ouvrez-y la soirée (scannez le code ou tapez le PIN).
night-error-check-in = Enregistrez-vous d'abord : choisissez votre nom parmi les joueurs de la soirée.
night-error-not-seated = { $name } n'est pas assis à la table { $table } ({ $seats }) : un résultat est confirmé par un joueur de la table.
night-error-closed = Le tour { $round } est clos : l'hôte a désormais le dernier mot sur ses résultats ; demandez à l'hôte.
night-error-playing = La table { $table } joue encore le tour { $round } : son résultat se confirme une fois les donnes du tour jouées.
night-error-refused = { $by } a refusé le résultat de la table { $table } : l'hôte décide maintenant (ou corrigez les donnes, puis confirmez à nouveau).
night-a-player = Un joueur
night-a-player-lower = un joueur
night-error-settled = Le résultat de la table { $table } compte déjà.
night-error-other-side = { $name } a gagné à la table { $table } : le résultat est confirmé par l'autre camp ({ $confirmers }).
night-or = { $a } ou { $b }
night-error-reason-refuse = Dites pourquoi le résultat est faux, pour que l'hôte puisse le corriger.
night-error-reason-correct = Dites pourquoi la table est corrigée : la raison est gardée avec les résultats de la soirée.
night-error-scores = Donnez un score pour chaque joueur de la table ({ $seats }) : { $got } donnés.
night-error-no-round = Aucun tour n'est encore placé : placez le premier tour.
night-error-closed-already = Le tour { $round } est déjà clos.
night-error-final = La soirée { $night } est clôturée : ses résultats sont définitifs et plus rien n'y change.
night-error-refused-round = Le tour { $round } a un résultat refusé à { $tables } ; corrigez-le avant de clore le tour.
night-refused-table = la table { $table } ({ $by } l'a refusé : { $reason })
night-error-round-open = Le tour { $round } se joue encore à { $tables } ; placez le tour suivant quand chaque table a fini.
night-open-table = la table { $table } ({ $seats })

tracker-error-not-tracked = { $game } ne se joue pas avec un suivi en direct.
tracker-error-too-many-moves = Un tour ne peut pas contenir plus de { $max } coups.
tracker-error-bad-move = Ce n'est pas un coup : { $why }.

host-only-tv = La vue TV ne fait qu'afficher la partie ; utilisez un téléphone couplé pour la modifier.
host-only = Seul l'hôte peut faire cela, sur l'ordinateur qui partage la partie.
tracker-error-no-draw = Rien à tirer maintenant : aucune carte n'est perdue sur le crâne d'un autre joueur.
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

stale-error = { $change }. Rien n'a été enregistré ; votre saisie est conservée : comparez-la à la partie telle qu'elle est maintenant, puis enregistrez à nouveau.
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
