## Les mots de l'arbitre en ligne de commande (`cardtable --lang`).

cli-gin-knocker-scores = le frappeur marque { $points }
cli-gin-defender-scores = l'adversaire marque { $points }
cli-gin-nobody-scores = personne ne marque
cli-gin-knock = Frappe : { $who }.
cli-gin-gin = Gin : { $who }.
cli-gin-big-gin = Big gin : { $who }.
cli-gin-undercut = Contre : { $who }.
cli-gin-void = Donne nulle : { $who }.
cli-game-over = Partie terminée. { $n ->
    [one] Gagnant
   *[other] Gagnants
  } : { $winners }.
cli-next-dealer = Prochain donneur : { $name }.

## Les mots de la ligne de commande elle-même : ses refus, ce qu'elle a écrit, les lignes et tableaux des parties.

cli-no-db = Aucun chemin de base de données : passez --db PATH ou définissez CARDTABLE_DB.
cli-flag-not-json = --{ $flag } n'est pas du JSON valide : { $why }
cli-seat-flag = --{ $flag } { $n } n'est pas une place de cette partie : les places se comptent à partir de 0 (le premier joueur) comme dans le JSON, donc ici de 0 à { $last }.
cli-export-unwritten = L'export n'a pas pu être écrit dans { $path } : { $why }.
cli-export-no-folder = le dossier { $folder } n'existe pas
cli-export-not-allowed = Cardtable n'a pas le droit d'écrire dans { $folder }
cli-saved-unanswered = cardtable : le changement a été enregistré ; ne le relancez pas sans --key.
cli-answer-unwritten = cardtable : la réponse n'a pas pu être écrite : { $why }.
cli-wrote = { $path } écrit
cli-ended-won = Terminée ici : { $winners } gagne.
cli-ended-shared = Terminée ici : { $winners } se partagent la victoire.
cli-summary = #{ $id } { $game } — { $players } — { $hands } { $hands ->
        [one] manche
       *[other] manches
    }, commencée le { $started }, { $state }
cli-in-progress = en cours
cli-finished = terminée le { $at }
cli-col-hand = manche
cli-col-id = n°
cli-col-dealer = donneur
cli-col-total = cumul
cli-col-bonus = prime
cli-col-final = total final
cli-seat = place { $n }
cli-options-problem = Problème d'options : { $code } : { $why }
cli-hand-problem = La manche { $n } n'est plus valide ({ $code } : { $why }) ; ses points enregistrés sont comptés.
cli-best-discards = Meilleures défausses : { $cards }
cli-after-discarding = Après avoir défaussé la première :
cli-melds = Combinaisons : { $melds }
cli-melds-none = Combinaisons : aucune
cli-deadwood = Points restants : { $points }
cli-deadwood-cards = Points restants : { $cards } = { $points }
cli-warning = Avertissement ({ $code }) : { $why }
cli-serve-sharing = Cardtable partage { $db } à { $url }
cli-serve-scan = Scannez le code ou ouvrez { $link }
cli-serve-pin = PIN : { $pin }
cli-serve-tv = Vue TV (lecture seule) : { $link }
cli-serve-stop = Arrêtez avec Ctrl-C.
cli-serve-cannot-listen = cardtable serve : impossible d'écouter sur { $address } : { $why }
cli-serve-stopping = cardtable serve : { $why } : arrêt.
cli-serve-interrupted = interrompu
cli-serve-terminated = terminé
cli-serve-failed = cardtable serve : erreur : { $why }
cli-serve-unfinished = cardtable serve : { $db } n'a pas été terminé : { $why }
cli-export-how-night = Dites comment exporter la soirée : --csv (pour un tableur) ou --json.
cli-export-how-series = Dites comment exporter la série : --csv (pour un tableur) ou --json.
cli-series-head = Série { $id } · { $name } · { $nights } { $nights ->
        [one] soirée
       *[other] soirées
    } · { $state }
cli-series-final = classement final
cli-series-provisional = provisoire
cli-series-record = ({ $nights } { $nights ->
        [one] soirée
       *[other] soirées
    }, { $wins } { $wins ->
        [one] gagnée
       *[other] gagnées
    })
cli-series-night = Soirée { $night } : { $game } · gagnée par { $winners }
cli-series-night-provisional = Soirée { $night } : { $game } (provisoire) · gagnée par { $winners }
cli-round = Tour { $round }
cli-table = Table { $table } : { $seats } (partie { $game })
cli-table-state = Table { $table } : { $seats } (partie { $game }, { $state })
cli-table-to-confirm = à confirmer
cli-table-confirmed = confirmée
cli-table-refused = refusée : l'hôte décide
cli-table-corrected = corrigée par l'hôte
cli-table-accepted = acceptée par l'hôte
cli-table-done = terminée
cli-table-playing = en jeu
cli-bye = Exempt : { $names }
cli-night-final = résultats définitifs
cli-night-not-seated = pas encore placée
cli-night-all-played = les { $rounds } tours joués
cli-night-round-played = tour { $round } sur { $rounds } joué
cli-night-round = tour { $round } sur { $rounds } (une table compte dès que son résultat est confirmé)
cli-night-head = Soirée { $id } · { $game } · { $state }
cli-night-clock = Chrono du tour { $round } : reste { $left } (fin à { $ends })
cli-night-clock-up = Chrono du tour { $round } : le temps est écoulé, chaque table finit sa donne en cours (sa dernière)
cli-night-record = ({ $played } jouées)
cli-night-record-byes = ({ $played } jouées, { $byes } { $byes ->
        [one] exemption
       *[other] exemptions
    })
cli-no-meld-rules = « { $game } » n'a pas de règles de combinaisons ici : essayez { $games } ou { $last }.
cli-options-not-object = « options » doit être un objet de réglages nommés.
cli-gin-options-unusable = Les options du Gin ne peuvent pas être utilisées : { $why }.
cli-options-not-json = --options n'est pas du JSON : { $why }.
