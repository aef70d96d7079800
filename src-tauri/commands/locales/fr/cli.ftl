## Les mots de l'arbitre en ligne de commande (`cardtable --lang`).

cli-gin-knocker-scores = le frappeur marque { $points }
cli-gin-defender-scores = l'adversaire marque { $points }
cli-gin-nobody-scores = personne ne marque
cli-gin-knock = Frappe : { $who }.
cli-gin-gin = Gin : { $who }.
cli-gin-big-gin = Big gin : { $who }.
cli-gin-undercut = Contre : { $who }.
cli-gin-void = Donne nulle : { $who }.
cli-game-over = Partie terminée. { $n ->
    [one] Gagnant
   *[other] Gagnants
  } : { $winners }.
cli-next-dealer = Prochain donneur : { $name }.

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
