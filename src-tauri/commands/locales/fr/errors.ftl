## Refus écrits pour la personne à la table (RULES.md §1.7 et la notation des cartes). Chacun
## garde son code `E_*` stable dans toutes les langues.

card-error-invalid = « { $token } » ({ $position ->
    [1] 1re
   *[other] { $position }e
  } carte) n'est pas une carte.
card-error-not-a-card = « { $token } » n'est pas une carte.
gin-error-big-gin-unmelded = Le frappeur a 11 cartes mais pas toutes en combinaisons : le big gin demande que chaque carte soit dans une combinaison ; sinon, défaussez-en une et montrez-en 10.
gin-error-knocker-cards = Le frappeur doit montrer 10 cartes après sa défausse (il en a { $got }).
gin-error-defender-cards = L'adversaire doit montrer 10 cartes (il en a { $got }).
gin-error-big-gin-disabled = Le big gin n'est pas activé : défaussez une carte et comptez un gin.
gin-error-upcard-limit = La carte retournée { $upcard } fixe la limite de frappe de cette donne à { $limit }. Les points morts sont de { $deadwood }.
gin-error-too-high = Les points morts sont de { $deadwood } ; on peut frapper avec { $limit } au plus.
gin-error-could-be-lower = { $head } Ces cartes peuvent aussi se ranger avec { $best } points morts.
gin-error-gin-only = Un as a été retourné : seul un gin termine cette donne.
gin-error-upcard-required = L'Oklahoma a besoin de la première carte retournée : elle fixe la limite de frappe de cette donne.
gin-error-layoff-on-gin = On ne pose aucune carte quand le frappeur fait gin.
gin-error-layoff-on-deadwood = On ne peut pas poser sur les cartes mortes du frappeur : { $card } ne va qu'avec { $with }.
gin-error-knocker-seat = Le frappeur doit être le joueur 1 ou le joueur 2 (pas le joueur { $n }).
gin-error-deadwood-range = Les points morts vont de 0 à 98 (une main de 10 cartes en a 98 au plus), donc { $n } ne peut pas être juste.
gin-error-big-gin-deadwood = Big gin veut dire que toutes les cartes sont en combinaisons : les points morts du frappeur doivent être 0.
gin-error-layoff-not-in-hand = { $card } n'est pas dans la main de l'adversaire.
gin-error-layoff-not-fitting = { $card } ne va pas : { $why }
gin-error-layoff-run-ends = la suite à { $suit } s'arrête à { $end }.
gin-error-layoff-run-starts = la suite à { $suit } commence à { $start }.
gin-error-layoff-no-meld = elle ne prolonge aucune combinaison du frappeur.
gin-error-layoff-no-jokers = ce jeu n'a pas de joker.
gin-error-suit-spade = pique
gin-error-suit-heart = cœur
gin-error-suit-diamond = carreau
gin-error-suit-club = trèfle

## Une défaillance de la machine ou un bogue (E_STORAGE, E_INTERNAL). `$why` sont les mots du
## système (une erreur d'entrée-sortie ou de SQLite), tels quels dans toutes les langues.

storage-database-error = erreur de base de données : { $why }
storage-migration-failed = la mise à jour de la base de données a échoué : { $why }
storage-database-folder = impossible de créer le dossier de la base de données : { $why }
storage-stored-json = les données enregistrées ne sont pas du JSON valide : { $why }
storage-no-database = Cardtable n'a aucune base de données ouverte : { $why }
storage-nothing-saved = Rien n'a été enregistré : la base de données n'a pas pu garder ce changement ({ $why }). Ce que vous avez saisi est conservé ; enregistrez à nouveau.
storage-no-export-folder = Il n'y a ni dossier Téléchargements ni dossier personnel où enregistrer l'export.
storage-export-not-saved = L'export n'a pas pu être enregistré dans { $folder } : { $why }.
storage-export-copies = { $name } et { $copies } copies numérotées existent déjà
storage-schema-version = Cardtable n'a pas pu lire la version du schéma de sa base de données : { $why }.
storage-no-backup = Il n'y a aucune sauvegarde automatique à ouvrir pour cette base de données.
storage-nothing-to-replace = La base de données est ouverte ; il n'y a rien à remplacer.
storage-no-data-folder = Cet ordinateur n'a pas de dossier de données d'application où créer une base de données.
storage-cannot-listen = Les téléphones ne peuvent pas rejoindre : cet ordinateur a refusé d'écouter ({ $why }).
storage-sharing-stopped = Le partage s'est arrêté sur une erreur : { $why }.
internal-unavailable = La base de données est indisponible après une erreur précédente ; redémarrez Cardtable.
internal-save-unanswered = L'enregistrement s'est arrêté avant d'avoir reçu une réponse ; vérifiez la partie et enregistrez à nouveau.
internal-save-outside-group = Une partie a été enregistrée en dehors de son commit groupé.
internal-answer-unwritten = La réponse n'a pas pu être écrite : { $why }.
internal-answer-unread = La réponse n'a pas pu être lue : { $why }.
internal-command-stopped = La commande s'est arrêtée avant la fin : { $why }.
internal-no-database = La base de données n'est pas ouverte.
internal-qr = Le code QR n'a pas pu être dessiné : { $why }.
internal-no-pin = Aucun nouveau PIN n'a pu être tiré.
internal-no-sharing = Le partage n'est pas disponible dans cette fenêtre.

## Les refus de la fenêtre elle-même : le partage avec les téléphones, et ce que la fenêtre envoie.

sharing-off = Le partage est désactivé : activez d'abord « Laisser les téléphones rejoindre ».
sharing-not-waiting = Ce téléphone n'attend plus : il a abandonné ou le partage a redémarré.
sharing-off-no-device = Le partage est désactivé, il n'y a donc aucun appareil à retirer.
sharing-not-paired = Cet appareil n'est plus couplé.
window-sent-bytes = La fenêtre a envoyé des octets là où la commande attend ses arguments en JSON.

## L'écran de démarrage : une base de données que Cardtable n'ouvre pas (titre, ce qui ne va
## pas, ce qu'on peut faire), et l'avis que celle créée à sa place a été ouverte.

startup-title-directory = Le chemin de la base de données est un dossier
startup-title-unreadable = Cardtable ne peut pas lire sa base de données
startup-title-not-sqlite = Ce n'est pas une base de données Cardtable
startup-title-truncated = Le fichier de la base de données est tronqué
startup-title-foreign = Cette base de données appartient à un autre programme
startup-title-newer = Cette base de données vient d'un Cardtable plus récent
startup-title-damaged = Le fichier de la base de données est endommagé
startup-title-unusable = Cardtable ne peut pas ouvrir sa base de données
startup-advice-point = Faites pointer CARDTABLE_DB vers un fichier de base de données, ou créez une nouvelle base de données.
startup-advice-elsewhere = Créez une nouvelle base de données ailleurs ; ce fichier reste tel quel.
startup-advice-update = Mettez Cardtable à jour pour l'ouvrir, ou créez une nouvelle base de données ailleurs ; ce fichier reste tel quel.
startup-advice-backup = Ouvrez la dernière sauvegarde automatique (le fichier endommagé est gardé à côté), ou créez une nouvelle base de données ailleurs.
startup-advice-retry = Créez une nouvelle base de données ailleurs, ou quittez et réessayez.
startup-advice-no-backup = Il n'y a aucune sauvegarde automatique de cette base de données à ouvrir (Cardtable en fait une chaque jour d'utilisation et avant les mises à jour et les imports, dans le dossier des sauvegardes à côté du fichier). Créez une nouvelle base de données ; le fichier endommagé reste exactement tel quel, pour un outil de récupération ou une copie que vous avez gardée.
startup-cannot-look = Cardtable ne peut pas examiner le fichier de sa base de données : { $why }.
startup-folder = Le chemin de la base de données est un dossier, pas un fichier de base de données.
startup-not-ordinary = Le chemin de la base de données n'est pas un fichier ordinaire (un périphérique ou un tube).
startup-cannot-read = Cardtable ne peut pas lire le fichier de sa base de données : { $why }.
startup-bytes-left = Le fichier de la base de données est tronqué : il n'en reste que { $got } octets.
startup-not-sqlite = Ce fichier n'est pas une base de données Cardtable : ce n'est pas du tout une base de données SQLite.
startup-foreign = Ce fichier est la base de données d'un autre programme, pas celle de Cardtable.
startup-cut-short = Le fichier de la base de données est tronqué : il a { $has } de ses { $needs } octets.
startup-cannot-open-file = Cardtable ne peut pas ouvrir le fichier de sa base de données : { $why }.
startup-unreadable = Le fichier de la base de données est endommagé et ne peut pas être lu ({ $why }).
startup-newer = Cette base de données a été créée par une version plus récente de Cardtable (son format est en version { $version } ; ce Cardtable lit jusqu'à la version { $reads }).
startup-check-found = Le fichier de la base de données est endommagé : la vérification de SQLite a trouvé { $problems }.
startup-cannot-check = Cardtable n'a pas pu vérifier le fichier de sa base de données : { $why }.
startup-could-not-open = Cardtable n'a pas pu ouvrir sa base de données : { $why }.
startup-no-data-folder = Cet ordinateur n'a pas de dossier de données d'application, Cardtable n'a donc nulle part où garder sa base de données. Faites pointer CARDTABLE_DB vers un fichier de base de données.
startup-notice = { $db } ne peut toujours pas être ouvert ({ $title }). Cardtable a ouvert la base de données créée à sa place : { $instead }.
startup-refusal = { $message } { $advice }
