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
