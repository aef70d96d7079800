# Cardtable en français : mêmes identifiants et arguments que en.ftl. Termes : ui/src/locales/TERMS.md.
# $word : hand → manche ; deal → donne ; round → tour ; hole → trou. $way : deal → distribue ; start → commence.

## Counts and ranges

players-count = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
players-range = { $min } à { $max } joueurs
games-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
hands-count = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}

## Shared words

loading = Chargement…
dismiss = Fermer
back-to-recent = Retour aux parties récentes
game-title = Partie
save = Enregistrer
cancel = Annuler
delete = Supprimer
edit = Modifier
undo = Annuler

## Appearance

display-four-colour = Jeu à quatre couleurs
display-large-numbers = Grands chiffres (totaux et points)
theme-switch = Thème de couleurs
theme-system = Système
theme-light = Clair
theme-dark = Sombre
theme-black = Noir
language-switch = Langue
language-system = Langue de l'appareil

## Players named in words

seat-n = Place { $n }
player-n = Joueur { $n }
game-over = Partie terminée
winners-line = { $count ->
    [one] { $who } gagne
   *[other] { $who } se partagent la victoire
}
home-finished = Terminée
home-won = { $count ->
    [one] { $who } a gagné
   *[other] { $who } se partagent la victoire
}
home-leads = { $count ->
    [one] { $who } mène
   *[other] { $who } mènent
}
action-record = dernière manche
action-amend = modification
action-delete = suppression
action-options = changement de règles
action-reopen = réouverture

## Keeping the screen awake

wake-lock = L'écran reste allumé tant qu'une partie est ouverte.
wake-video = L'écran reste allumé tant qu'une partie est ouverte, dès votre premier appui (cette page n'a pas de connexion sécurisée, le navigateur n'offre donc pas le verrou d'écran ; une vidéo muette garde l'écran allumé à la place).
wake-none = Ce navigateur ne peut pas garder l'écran allumé (il n'a pas de Screen Wake Lock) ; l'écran s'assombrit selon les réglages du système.

## Home

home-phones = Téléphones
home-nights = Soirées
home-players = Joueurs
home-recent = Parties récentes
home-no-games = Aucune partie pour l'instant. Commencez-en une ci-dessous.
home-finished-tag = terminée
home-deleted = { $title } supprimée.
home-delete-label = Supprimer { $title } avec { $players }
home-delete-ask = Supprimer cette partie ?
home-delete-question = Supprimer { $title } ({ $players }) ?
home-keep = Garder
home-import = Importer un fichier…
import-nothing-new = Rien de nouveau dans { $file } : { $message }
import-done = { $file } : { $message } { $games }.
home-appearance = Apparence
home-about = Cardtable { $version } · base de données { $database } · sauvegardes dans { $backups } · version du schéma { $schema }
home-about-none-open = aucune ouverte
home-about-none = aucune
home-new-game = Nouvelle partie

## Players and exports

players-new-name = Nouveau nom
players-rename = Renommer
players-no-stats = Aucune partie jouée pour l'instant.
players-none = Aucun joueur pour l'instant. Ils apparaissent ici après avoir joué une partie.
players-record = { $played ->
    [one] { $played } partie jouée
   *[other] { $played } parties jouées
} · { $won } gagnées · { $hands ->
    [one] { $hands } manche
   *[other] { $hands } manches
}
players-gins = Gins { $count }
players-undercuts = Contres { $count }
players-average-deadwood = Points restants en moyenne { $value }
players-bids-made = Contrats réussis { $value }
players-best-round = Meilleure manche { $value }
export-everything = Tout exporter
export-game = Exporter cette partie
export-saved-to = Enregistré dans
export-csv = CSV (tableur)

## New game and rules

new-rules-loading = Les règles se chargent encore : réessayez dans un instant.
new-choose-another = Choisir un autre jeu
new-pick = Choisir un jeu
rematch = Revanche
new-or-new = Ou une nouvelle partie
new-rematch-summary = { $players } · mêmes règles, la donne passe au suivant
new-points-only = Points seulement pour l'instant : vous saisissez les points de chaque manche, Cardtable tient le score.
new-seat-order = ({ $range }, dans l'ordre des places)
new-remove-player = Retirer le joueur { $n }
new-add-player = Ajouter un joueur
new-first-dealer = Qui distribue en premier
new-start = Commencer
new-start-game = Commencer { $name }
rules = Règles
rules-change = Modifier
rules-rescore = L'enregistrement recalcule chaque manche déjà jouée avec les nouvelles règles.
rules-save = Enregistrer les règles
knob-not-number = { $label } n'est pas un nombre.
knob-needs-number = { $label } demande un nombre.
knob-typed-not-number = { $label } : « { $typed } » n'est pas un nombre.
knob-whole-number = { $label } demande un nombre entier.
knob-at-least = { $label } vaut au moins { $min }.
knob-at-most = { $label } vaut au plus { $max }.

## The game screen

round-word = { $word ->
    [deal] Donne
    [hole] Trou
    [round] Tour
   *[hand] Manche
}
round-n = { $word ->
    [deal] Donne { $n }
    [hole] Trou { $n }
    [round] Tour { $n }
   *[hand] Manche { $n }
}
round-edit = { $word ->
    [deal] Modifier la donne { $n }
    [hole] Modifier le trou { $n }
    [round] Modifier le tour { $n }
   *[hand] Modifier la manche { $n }
}
round-save = { $word ->
    [deal] Enregistrer la donne { $n }
    [hole] Enregistrer le trou { $n }
    [round] Enregistrer le tour { $n }
   *[hand] Enregistrer la manche { $n }
}
round-unsaved = { $word ->
    [deal] Donne non enregistrée récupérée.
    [hole] Trou non enregistré récupéré.
    [round] Tour non enregistré récupéré.
   *[hand] Manche non enregistrée récupérée.
}
round-back-to-tracker = { $word ->
    [deal] Revenir à la donne coup par coup
    [hole] Revenir au trou coup par coup
    [round] Revenir au tour coup par coup
   *[hand] Revenir à la manche coup par coup
}
dealer-now = { $way ->
    [start] { $name } commence
   *[deal] { $name } distribue
}
dealer-then = { $way ->
    [start] { $name } a commencé
   *[deal] { $name } a distribué
}
dealer-then-sentence = { $way ->
    [start] { $name } a commencé.
   *[deal] { $name } a distribué.
}
board-next = { $way ->
    [start] commence ensuite
   *[deal] distribue ensuite
}
board-bonus = manches { $hands } + bonus { $bonus }
board-winner = { $count ->
    [one] gagnant
   *[other] co-gagnant
}
discard = Abandonner
redo = Rétablir
undo-action = Annuler : { $action }
redo-action = Rétablir : { $action }
history = Historique
last-hand = Dernière manche
options-problem = Les options de cette partie ne conviennent plus aux règles : { $message }
problems-note = { $count ->
    [one] 1 manche enregistrée ne respecte plus les règles ; elle compte pour les points enregistrés avec elle. Ouvrez-la ci-dessous pour voir pourquoi, et corrigez-la.
   *[other] { $count } manches enregistrées ne respectent plus les règles ; elles comptent pour les points enregistrés avec elles. Ouvrez-les ci-dessous pour voir pourquoi, et corrigez-les.
}
announce-saved = { $word ->
    [deal] Donne { $n } enregistrée.
    [hole] Trou { $n } enregistré.
    [round] Tour { $n } enregistré.
   *[hand] Manche { $n } enregistrée.
}
avalanche-counts-instead = Saisir plutôt les comptes finaux
history-none = Aucune manche pour l'instant.
history-caption = { $word ->
    [deal] Les points de chaque donne et les totaux cumulés, la plus récente d'abord
    [hole] Les points de chaque trou et les totaux cumulés, le plus récent d'abord
    [round] Les points de chaque tour et les totaux cumulés, le plus récent d'abord
   *[hand] Les points de chaque manche et les totaux cumulés, la plus récente d'abord
}
history-end-bonus = Bonus final
history-details = { $word ->
    [deal] Donne { $n } : détails
    [hole] Trou { $n } : détails
    [round] Tour { $n } : détails
   *[hand] Manche { $n } : détails
}
hand-problem = Cette manche ne respecte plus les règles : { $message } Elle compte pour ses points enregistrés.
hand-stale = Les points enregistrés diffèrent de ce que donnent les règles maintenant ; enregistrez de nouveau la manche pour les mettre à jour.
hand-words-loading = Chargement de l'explication de l'arbitre…
hand-finished-note = { $word ->
    [deal] La partie est terminée : rouvrez-la pour corriger cette donne.
    [hole] La partie est terminée : rouvrez-la pour corriger ce trou.
    [round] La partie est terminée : rouvrez-la pour corriger ce tour.
   *[hand] La partie est terminée : rouvrez-la pour corriger cette manche.
}
tap-again-to-delete = Appuyer encore pour supprimer
history-earlier = { $word ->
    [deal] { $count ->
        [one] Afficher la donne précédente
       *[other] Afficher les { $count } donnes précédentes
    }
    [hole] { $count ->
        [one] Afficher le trou précédent
       *[other] Afficher les { $count } trous précédents
    }
    [round] { $count ->
        [one] Afficher le tour précédent
       *[other] Afficher les { $count } tours précédents
    }
   *[hand] { $count ->
        [one] Afficher la manche précédente
       *[other] Afficher les { $count } manches précédentes
    }
}
end-declared = { $count ->
    [one] Les joueurs ont terminé la partie et désigné { $who } gagnant.
   *[other] Les joueurs ont terminé la partie et désigné { $who } gagnants.
}
end-reopen = Rouvrir pour corriger une manche
end-reopened = Rouverte pour corrections : modifiez n'importe quelle manche ci-dessous. La partie est terminée, aucune nouvelle manche ne peut être jouée ; une revanche continue.
end-here = Terminer la partie ici…
end-who-won = Qui a gagné ?
end-tap-winner = Touchez le gagnant (ou plusieurs pour partager la victoire).
end-winners = Gagnants
end-game = Terminer la partie
end-with-winners = { $count ->
    [one] Terminer : { $who } gagne
   *[other] Terminer : { $who } se partagent la victoire
}
end-keep-playing = Continuer à jouer
name-saved = Enregistré.
name-cleared = Nom effacé.
name-this-game = Nommer cette partie
name-shown-on-home = (affiché sur l'écran d'accueil)
chart-title = Totaux cumulés
chart-over = { $word ->
    [deal] { $count ->
        [one] sur { $count } donne
       *[other] sur { $count } donnes
    }
    [hole] { $count ->
        [one] sur { $count } trou
       *[other] sur { $count } trous
    }
    [round] { $count ->
        [one] sur { $count } tour
       *[other] sur { $count } tours
    }
   *[hand] { $count ->
        [one] sur { $count } manche
       *[other] sur { $count } manches
    }
}
chart-label = Totaux cumulés : { $totals }
chart-label-target = Totaux cumulés : { $totals } ; objectif { $target }
chart-target = Objectif { $target }
chart-as-table = Afficher les totaux en tableau
chart-caption = { $word ->
    [deal] Totaux cumulés après chaque donne
    [hole] Totaux cumulés après chaque trou
    [round] Totaux cumulés après chaque tour
   *[hand] Totaux cumulés après chaque manche
}
chart-with-bonus = Avec le bonus
# The chart's last tick: the totals with the end-of-game bonus.
chart-end = fin

## The TV view

tv-no-game = Aucune partie pour l'instant. Commencez-en une sur l'hôte ou un téléphone.
tv-deals = { $way ->
    [start] commence
   *[deal] distribue
}
tv-last = { $word ->
    [deal] Donne { $n } : { $points }
    [hole] Trou { $n } : { $points }
    [round] Tour { $n } : { $points }
   *[hand] Manche { $n } : { $points }
}

## Phones at the table and joining

share-title = Téléphones à la table
share-intro = Chaque joueur peut tenir le score sur son propre téléphone : il scanne un code, rien à installer, aucun compte. Les téléphones doivent être sur le réseau de cet ordinateur.
share-start = Laisser les téléphones rejoindre
share-address = Les téléphones joignent cet ordinateur à
share-networks = Cet ordinateur est sur plusieurs réseaux : choisissez celui des téléphones (leur Wi-Fi) si le scan n'ouvre pas la partie.
share-pin = PIN
share-pin-locked = { $count } PIN erronés ont été saisis : ce PIN ne permet plus à personne de rejoindre. Affichez-en un nouveau pour continuer.
share-pin-wrong = { $count ->
    [one] { $count } PIN erroné saisi jusqu'ici.
   *[other] { $count } PIN erronés saisis jusqu'ici.
}
share-renew = Nouveau PIN et nouveau code
share-open = Laisser rejoindre quiconque a le code (sans autoriser chaque téléphone)
share-wants-to-join = Un téléphone veut rejoindre sous le nom { $name }
share-allow = Autoriser
share-refuse = Refuser
share-tv = Vue TV (lecture seule) :
share-joined = Connectés
share-no-devices = Aucun téléphone pour l'instant.
share-remove = Retirer
share-stop = Arrêter le partage
pair-title = Rejoindre la table
pair-waiting = En attente de l'accord de l'hôte…
pair-intro = Scannez le code sur l'écran de l'hôte, ou saisissez le PIN affiché sous le code.
pair-name = Votre nom
pair-name-note = (l'hôte le voit)
pair-pin = PIN affiché sur l'hôte
pair-join = Rejoindre

## Start-up problems

startup-restored = La sauvegarde automatique du { $date } a été ouverte.
startup-restored-kept = La sauvegarde automatique du { $date } a été ouverte. Le fichier endommagé a été conservé sous { $path }.
startup-started-new = Nouvelle base de données créée dans { $path }. L'ancien fichier a été laissé tel quel.
startup-cannot-open = Cardtable ne peut pas ouvrir sa base de données
startup-file = Fichier :
startup-open-backup = Ouvrir la dernière sauvegarde ({ $date })
startup-new = Créer une nouvelle base de données
startup-quit = Quitter

## Cards and the card picker

card-rank = { $rank ->
    [ace] as
    [two] deux
    [three] trois
    [four] quatre
    [five] cinq
    [six] six
    [seven] sept
    [eight] huit
    [nine] neuf
    [ten] dix
    [jack] valet
    [queen] dame
   *[king] roi
}
card-suit = { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
card-name = { $rank } de { $suit }
card-selected = { $name }, sélectionné
card-held-by = { $name }, chez { $owner }
cards-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
picker-clear = Effacer
picker-held-by = Chez { $owner }
picker-type-cards = Saisir des cartes
picker-typed-placeholder = ou saisir : 3S 4S 10H… ( / )
picker-add = Ajouter

## Entering a hand

tracker-undo-move = Annuler le dernier coup
points-placeholder = points
points-form-hint = Saisissez les points de chaque joueur pour la manche ; l'arbitre les vérifie.
points-enter = Saisissez les points de { $name }.

## The link to the host

connection-lost = Connexion perdue — reconnexion…
connection-back = De nouveau connecté.
error-not-paired = Ce téléphone n'est pas associé à l'hôte, ou l'hôte l'a retiré. Scannez le code sur l'écran de l'hôte ou saisissez son PIN.
error-unreachable = L'hôte est injoignable. Le partage est-il toujours actif, et ce téléphone est-il sur le même réseau ? Cardtable réessaie ; ce que vous avez saisi est conservé.
error-host-status = L'hôte a répondu { $status }.

## Gin Rummy

entry-how = Comment saisir cette manche
optional = (facultatif)
player-cards = Cartes de { $name }
outcome-scores = { $name } marque { $points }
gin-pending-counts = Saisissez les deux comptes de points restants.
gin-pending-cards = Touchez les cartes de chaque joueur.
gin-form-cards = Cartes
gin-form-counts = Points restants
gin-form-void = Manche nulle
gin-knocked = A frappé
gin-upcard = Première carte retournée (Oklahoma) :
gin-upcard-none = non saisie
gin-upcard-tap = Touchez la première carte retournée
gin-knocker = frappe
gin-defender = défend
gin-knocker-cards = Cartes de { $name } après la défausse
gin-melds = Combinaisons telles que { $name } les a posées
gin-melds-label = Combinaisons de celui qui frappe
gin-melds-hint = Laissez vide et l'arbitre choisit les meilleures combinaisons pour { $name }.
gin-deadwood-of = Points restants de { $name }
gin-deadwood-knocker-note = (frappe, 0 = gin)
gin-deadwood-defender-note = (après les rajouts)
gin-big-gin-count = Big gin (les { $count } cartes combinées)
gin-big-gin = Big gin (toutes les cartes combinées)
gin-void-note = La pioche est tombée à deux cartes sans que personne ne frappe : personne ne marque et le même donneur redistribue.
gin-result = { $result ->
    [knock] Frappe
    [gin] Gin
    [bigGin] Big gin
    [undercut] Contre
   *[void] Manche nulle
}

## The rummy family

rummy-mark = { $who ->
    [knocked] Indiquez qui a frappé.
   *[out] Indiquez qui est sorti.
}
# The ordinal of a feminine noun (1re combinaison, 2e…); a masculine one says 1er (1er rajout).
ordinal = { $n ->
    [1] { $n }re
   *[other] { $n }e
}
meld-nth = { $what ->
    [lay-off] { $n ->
        [1] { $n }er
       *[other] { ordinal }
    } rajout
   *[meld] { ordinal } combinaison
}
meld-joker = Joker
meld-next = { $what ->
    [lay-off] Rajout suivant
   *[meld] Combinaison suivante
}
meld-all = { $what ->
    [lay-off] Rajouts
   *[meld] Combinaisons
}
meld-tap-cards = touchez des cartes
meld-remove = { $what ->
    [lay-off] Retirer le { $n ->
        [1] { $n }er
       *[other] { ordinal }
    } rajout
   *[meld] Retirer la { ordinal } combinaison
}
meld-joker-hint = Touchez la carte que le joker remplace.
meld-type-instead = { $what ->
    [lay-off] Saisir plutôt un rajout
   *[meld] Saisir plutôt une combinaison
}
seat-announced = { $name } a annoncé un total à la place
seat-count = Total de { $name }
rummy-who-out = Qui est sorti ?
rummy-nobody = Personne
rummy-cards-left = Cartes restantes de { $name }
rummy-went-out = { $who } est sorti
points-entered = Points saisis
basic-rummy-check = Rami : sorti en un tour, sans rien avoir posé avant
basic-nobody-out = { $count ->
    [one] Personne n'est sorti : { $who } encaisse
   *[other] Personne n'est sorti : { $who } encaissent
}
basic-went-out = { $rummy ->
    [yes] { $doubled ->
        [yes] { $who } est sorti (rami), doublé
       *[no] { $who } est sorti (rami)
    }
   *[no] { $doubled ->
        [yes] { $who } est sorti, doublé
       *[no] { $who } est sorti
    }
}
gamblers-refused-nobody = Refusé : personne
gamblers-one-turn = Sorti en un seul tour
gamblers-void = Refusé : manche nulle, personne ne paie
gamblers-refused-collect = { $count ->
    [one] Refusé : { $who } encaisse
   *[other] Refusé : { $who } encaissent
}
knock-who = Qui a frappé ?
knock-knocked = a frappé
knock-whole-hand = Main entière de { $name }
knock-won = { $count ->
    [one] { $who } gagne
   *[other] { $who } gagnent
}
knock-won-tie = { $count ->
    [one] { $who } gagne : l'égalité joue contre celui qui frappe
   *[other] { $who } gagnent : l'égalité joue contre celui qui frappe
}
knock-won-rummy = { $count ->
    [one] { $who } gagne avec une frappe rami
   *[other] { $who } gagnent avec une frappe rami
}
knock-won-penalty = { $count ->
    [one] { $who } gagne ; celui qui frappe paie la pénalité
   *[other] { $who } gagnent ; celui qui frappe paie la pénalité
}
cr-form-melds = Suites
cr-form-count = Jokers seulement
cr-sequences-label = Suites : { $count } cartes sur 15
cr-wild-deuce-hint = Un deux joker : saisissez sa combinaison, p. ex. 2C=7H 8H 9H.
cr-jokers = Jokers dans la main gagnante
cr-deuces = Deux jokers
cr-one-suit = Les 15 cartes d'une seule couleur
cr-first-turn = Sorti au premier tour
cr-without-drawing = … sans piocher
cr-pending-jokers = Saisissez les jokers de la main gagnante (0 s'il n'y en a pas).
cr-pending-sequences = Touchez les suites du gagnant, une combinaison à la fois.
cr-each-loser-pays = chaque perdant paie { $points }
cr-counts-as = (compte comme { $sizes })
r5-part-melds = Combinaisons
r5-part-lay = Rajouts
r5-part-hand = Main
r5-melds-put-down = Combinaisons posées par { $name }
r5-onto-which = Sur quelle combinaison ?
r5-melds-first = Saisissez d'abord les combinaisons ; les rajouts s'y ajoutent.
r5-onto = sur { $cards }
r5-laid-off = Cartes rajoutées par { $name }
r5-left-in-hand = Restées dans la main de { $name }
r5-pending = Touchez les combinaisons, rajouts et cartes restantes de chaque joueur.
r5-seat-line = posé { $melded }, en main { $inHand }
r5-laid-off-onto = rajouté { $cards } sur { $onto } = { $value }
r5-in-hand = en main { $cards } = −{ $value }
# A meld in a Rummy 500 hand explained ("run 7♥ 7 · 8♥ 8 · 9♥ 9 = 24").
r5-meld-kind = { $kind ->
    [run] suite
   *[set] brelan
}

## Gift Rummy

gift-filled = Les { $count } cartes de { $name } sont le reste du paquet : remplies.
gift-final-cards = Cartes finales de { $name }
gift-final-n-cards = Les { $count } cartes finales de { $name }
gift-knocked-after = A frappé après le tour { $round }
gift-counting = Décompte :
gift-counting-mode = { $mode ->
    [exclusive] exclusif
   *[independent] indépendant
}
gift-from-options = (selon les options de cette partie)
gift-col-flush = Couleur
gift-col-sequences = Suites
gift-col-sets = Brelans
gift-col-knock = Frappe
gift-col-total = Total
gift-sole-knocker = { $who } a été seul à frapper après le tour 1.

## Oh Heck!

oh-pending-bids-in = Touchez « Contrats faits » quand les contrats sont justes.
oh-pending-bids = Saisissez le contrat de chaque joueur.
oh-pending-dealer-again = Avec le contrat du donneur, les contrats égalent le nombre de cartes : le donneur doit annoncer à nouveau.
oh-pending-tricks = Contrats enregistrés : les plis après le jeu.
oh-hand-of = Manche { $n } sur { $total }
oh-cards-each = { $count ->
    [one] { $count } carte chacun
   *[other] { $count } cartes chacun
}
oh-past-schedule = Le programme compte { $count } manches ; celle-ci est au-delà.
oh-trumps = Atout
oh-trump = { $suit ->
    [spades] Pique
    [hearts] Cœur
    [diamonds] Carreau
    [clubs] Trèfle
   *[no_trumps] SA, sans atout
}
oh-bids = Contrats
oh-from-dealers-left = à partir de la gauche du donneur
oh-tricks-taken = Plis faits
oh-of-in-hand = sur { $size } à la manche { $n }
oh-bid-n = contrat { $bid }
oh-dealer = donneur
oh-dealer-may-not = Le donneur ne peut pas annoncer { $bid }.
oh-tap-player = Touchez un joueur pour modifier
oh-bid-for = Contrat de { $name }
oh-tricks-for = Plis de { $name }
oh-not-allowed = { $value } : interdit au donneur
oh-bids-value = { $name } annonce { $value }
oh-took-value = { $name } a fait { $value }
oh-bids-are-in = Contrats faits
oh-tap-line = Touchez la ligne d'un joueur pour la modifier.
oh-how-to-play = Comment jouer un pli
oh-col-bid = Contrat
oh-col-took = Plis
oh-col-points = Points
oh-could-not-bid = Le donneur ne pouvait pas annoncer { $bid } ; les contrats totalisaient { $total } pour { $tricks } plis.

## Six Card Golf

golf-cards-or-score = { $name } : cartes ou score
golf-score = Score
golf-layout = Disposition de { $name }
golf-slot = { $row ->
    [top] Rangée du haut, colonne { $column } : { $card }
   *[bottom] Rangée du bas, colonne { $column } : { $card }
}
golf-empty = vide
golf-tap-card = { $row ->
    [top] Touchez la carte de la rangée du haut, colonne { $column }
   *[bottom] Touchez la carte de la rangée du bas, colonne { $column }
}
golf-score-for-hole = Score de ce trou
golf-columns = colonnes { $points }
golf-paired = { $count ->
    [one] paire : colonne { $columns }
   *[other] paires : colonnes { $columns }
}
golf-score-entered = (score saisi)
golf-pending-score = Saisissez le score ou les cartes de { $name }.
golf-pending-cards = Remplissez les six cartes de { $name }.

## Scorepad, points as entered

scorepad-hint = Points par joueur : nombres entiers, négatifs ou sommes comme 12+7-3.
points-as-entered = Points tels que saisis.
points-as-entered-list = Points tels que saisis : { $points }
back = Retour

## Skull & Roses

skull-pending = Jouez le tour sur le suivi ci-dessus.
skull-challenged = { $name } a défié à { $bid } :
skull-success = réussite
skull-roses-shown = { $count ->
    [one] 1 rose montrée.
   *[other] { $count } roses montrées.
}
skull-failed = échec
skull-own-skull = sur son propre crâne et a perdu une carte (il en reste { $left }).
skull-others-skull = sur le crâne de { $owner } et a perdu une carte (il en reste { $left }).
skull-out = { $count ->
    [one] { $who } est éliminé.
   *[other] { $who } sont éliminés.
}
skull-starts-next = { $name } commence le tour suivant.
skull-table = Table de Skull & Roses
skull-tag-out = éliminé
skull-stack = { $stack } sur la pile, { $revealed } retournées
skull-places = { $name } pose une carte
skull-challenges-at = { $name } défie à :
skull-passes = { $name } passe
skull-raises-to = { $name } monte à :
skull-reveal-own = Retourner votre propre carte du dessus
skull-reveal = Retourner la carte du dessus de { $name }
skull-card-is = La carte de { $name } est :
skull-a-rose = une rose
skull-the-skull = le crâne
skull-draw = Tirer au hasard la carte perdue de { $name }
skull-discards = { $name } défausse une carte
skull-wins-game = { $name } gagne la partie !
skull-finish = Terminer la partie
skull-save-round = Enregistrer le tour et commencer le suivant
skull-round-log = Journal du tour
skull-won-game = { $name } a gagné la partie.
skull-game-over = La partie est terminée.
skull-setting = On dresse la table…
skull-step-place = { $name } : poser une carte ou défier
skull-step-must-challenge = { $name } n'a plus de carte en main et doit défier
skull-step-bid = Enchère { $bid }. { $name } : monter ou passer
skull-step-reveal = { $name } retourne des cartes : { $roses } roses sur { $bid }
skull-step-lose-random = Le crâne de { $owner } ! { $name } perd une de ses { $cards } cartes, tirée au hasard
skull-step-lose-own = Le propre crâne de { $name } ! { $name } perd une carte de son choix
skull-step-starter = { $name } est éliminé et désigne qui commence le tour suivant
skull-step-done = Le tour est terminé
skull-entry-played = Ce tour a été joué coup par coup ({ $count } coups). Enregistrez-le pour le vérifier à nouveau, ou supprimez-le et rejouez-le sur le suivi.
skull-entry-points = Points conservés d'avant l'arbitre : { $points }.
skull-entry-tracker = Les tours se jouent coup par coup sur le suivi.

## Avalanche

av-pending-counts = Saisissez les cartes gardées de chaque joueur et les cartes retirées.
av-played = Cette donne a été jouée coup par coup ({ $count } coups) ; ne saisissez les comptes finaux que pour la remplacer.
av-final-counts = Les comptes finaux de la donne : Cardtable vérifie qu'ils font le paquet.
av-player-stored = { $name } a gardé
av-removed-by-stops = Retirées par les arrêts
av-last-player = Dernier joueur avec des cartes
av-none-counted = aucun (déjà compté)
av-cards-in-hand = Cartes dans sa main
av-stored = { $count ->
    [one] a gardé { $count } carte
   *[other] a gardé { $count } cartes
}
av-removed = { $count } retirées par les arrêts
av-on-table = { $count } restées sur la table
av-table = Table d'Avalanche
av-in-hand = { $count } en main
av-stored-short = { $count } gardées
av-figures = Paquet { $deck } · retirées { $removed } · sur la table { $table }
av-moving = L'avalanche en mouvement
av-none-moving = Aucune avalanche en mouvement.
av-to-play = À { $name } de jouer : combien de cartes ?
av-to-play-count = { $count ->
    [one] À { $name } de jouer : { $count } carte de…
   *[other] À { $name } de jouer : { $count } cartes de…
}
av-snowfall = Chute de neige : piocher une carte
av-deal-over = La donne est terminée.
av-save-deal = Enregistrer la donne
av-deal-log = Journal de la donne
av-dealing = Distribution…
av-banner-snowfall = Chute de neige : une carte piochée.
av-banner-start = Départ : une nouvelle avalanche.
av-banner-grow = Elle grossit !
av-banner-stop = Arrêt ! { $count } cartes quittent le jeu.
av-banner-fall = Chute ! { $count } cartes pour { $name }.
av-tally = { $grows ->
    [one] { $grows } croissance
   *[other] { $grows } croissances
}, { $stops ->
    [one] { $stops } arrêt
   *[other] { $stops } arrêts
}, { $falls ->
    [one] { $falls } chute
   *[other] { $falls } chutes
}

## Club nights (routes/Nights, NightHost, NightPhone, NightTv, lib/night)
night-list-title = Soirées
night-players-n = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
night-final-tag = terminée
night-not-seated = pas encore placée
night-round-of = tour { $round } sur { $rounds }
night-none = Aucune soirée pour l’instant.
night-new = Nouvelle soirée
night-game = Jeu
night-players = Joueurs
night-new-players = Nouveaux joueurs, séparés par des virgules
night-new-players-example = Anne, Bruno, Chloé
night-rounds = Tours
night-round-is = Un tour, c’est
night-length-deals = un nombre de donnes :
night-deals-label = Donnes par tour
night-length-game = la partie entière de chaque table
night-scoring = Décompte
night-scoring-usual = L’habituel (points de match à deux, classement au-delà)
night-scoring-placings = Classement (3/2/1/0 à quatre)
night-scoring-match = Points de match (2 victoire, 1 nul)
night-scoring-totals = Les scores propres des parties
night-create = Créer la soirée
night-banner-name = Soirée · { $game }
night-banner-not-seated = Pas encore placée
night-banner-round = Tour { $round } sur { $rounds }
night-banner-meta = { $where } · { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} · touchez pour vous enregistrer et voir votre place
night-standings = Classement
night-standings-final = Classement final
night-provisional = (provisoire)
night-played = { $byes ->
    [0] { $played } jouées
    [one] { $played } jouées · { $byes } exempt
   *[other] { $played } jouées · { $byes } exempts
}
night-status-playing = En cours
night-status-to-confirm = À confirmer
night-status-confirmed = Confirmé
night-status-refused = Refusé
night-status-corrected = Corrigé par l’hôte
night-status-accepted = Accepté par l’hôte
night-score = { $player } { $points }
night-seat-line = Tour { $round } · Table { $table } · avec { $others }
night-the-host = L’hôte
night-a-player = Un joueur
night-trail-confirmed = { $who } a confirmé { $scores }.
night-trail-accepted = { $who } a accepté { $scores } en clôturant le tour.
night-trail-refused = { $who } a refusé { $scores } : « { $reason } ».
night-trail-refused-claimed = { $who } a refusé { $scores } : « { $reason } » (selon lui : { $claimed }).
night-trail-corrected = { $who } a corrigé { $scores } en { $claimed } : « { $reason } ».
night-note-no-hand = Aucune manche pour l’instant.
night-note-hands = { $count ->
    [one] { $count } manche jouée.
   *[other] { $count } manches jouées.
}
night-note-confirm-it = Joué : { $scores }. Confirmez-le ci-dessous, ou refusez-le.
night-note-waiting = Joué : { $scores }. En attente de la confirmation de { $who }.
night-note-confirmed = { $who } a confirmé { $scores }.
night-note-refused = { $who } a refusé le résultat : « { $reason } ». L’hôte décide.
night-note-corrected = L’hôte l’a corrigé en { $scores } : « { $reason } ».
night-note-accepted = Compte comme joué : { $scores }.
night-back-nights = Retour aux soirées
night-title = Soirée
night-title-game = Soirée · { $game }
night-summary = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · tables de { $size } · { $rounds ->
    [one] { $rounds } tour
   *[other] { $rounds } tours
} de { $length } · { $state }
night-length-deals-n = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
}
night-length-whole = une partie entière
night-state-final = résultats définitifs
night-state-round = tour { $round }
night-state-round-closed = tour { $round } (clos)
night-checkin = Enregistrement
night-checkin-how = Les joueurs scannent le code, ouvrent l’adresse ci-dessous ou tapent le PIN, puis touchent la soirée et choisissent leur nom.
night-tv = Télé :
night-share = Permettre aux téléphones de s’enregistrer
night-checked-in = Enregistrés : { $count } sur { $players }.
night-checked-in-who = Enregistrés : { $count } sur { $players } ({ $names }).
night-arrivals = Joueurs : arrivées tardives et départs anticipés
night-arrivals-note = Les changements s’appliquent quand le prochain tour est placé ; un joueur qui part garde son classement.
night-leaves = Part
night-left = Partis : { $names }
night-late = Arrivée tardive
night-add = Ajouter
night-round-title = Tour { $round } sur { $rounds }
night-round-title-closed = Tour { $round } sur { $rounds } · clos
night-table = Table { $table }
night-now = En ce moment : { $scores }.
night-entered = Saisi : { $scores }
night-version = Version de { $who } : { $scores }
night-version-none = Version de { $who } : non donnée
night-the-player = ce joueur
night-open-game = Ouvrir la partie
night-correct = Corriger…
night-reason-kept = Motif (gardé avec les résultats)
night-save-correction = Enregistrer la correction
night-trail = Historique de ce résultat ({ $count })
night-byes = Exempt : { $names }
night-seat = Placer le tour { $round }
night-close = Clore le tour { $round }
night-finalise-ask = Clôturer la soirée ?
night-finalise-warning = Les résultats deviennent définitifs.
night-finalise = Clôturer
night-not-yet = Pas encore
night-finalise-start = Clôturer la soirée…
night-score-format = Chaque score est un nombre entier (ou une fraction comme 5/2).
night-who = Qui êtes-vous ?
night-pick-once = Choisissez votre nom une fois : ce téléphone affiche ensuite votre place à chaque tour.
night-keep = Rester { $name }
night-not-me = Pas { $name } ?
night-over = La soirée est terminée : le classement ci-dessous est définitif.
night-round1-not-seated = Le tour 1 n’est pas encore placé.
night-table-soon = Votre table s’affiche ici dès que l’hôte place le tour.
night-sit-out = Tour { $round } · Vous êtes exempt ce tour
night-bye-note = Exempt : cela compte comme le disent les règles de la soirée. Votre prochaine table s’affichera ici.
night-open-table = Ouvrir la partie de la table { $table }
night-not-seated-in = Vous n’êtes pas placé au tour { $round }.
night-is-result = Est-ce le résultat ?
night-confirm = Confirmer
night-refuse = Refuser
night-what-wrong = Qu’est-ce qui ne va pas ?
night-host-sees = L’hôte voit votre motif et les deux versions.
night-why = Pourquoi
night-as-you-make-them = Les scores selon vous
night-optional = (facultatif)
night-send = Envoyer à l’hôte
night-back = Retour
night-others-confirm = { $who } confirme le résultat : c’est l’autre camp qui le fait.
night-tv-final = Résultats définitifs
night-tv-soon = Placement imminent
night-seating = Placement
night-length-timed = un temps limite, la dernière donne jouée jusqu’au bout, en minutes :
night-minutes-label = Minutes par tour
night-length-minutes-n = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
night-clock-round = Horloge du tour { $round }
night-clock-left = encore { $time }
night-clock-last-deal = Dernière donne
night-clock-note = { $minutes ->
    [one] Un tour de { $minutes } minute : quand le temps est écoulé, finissez la donne en cours.
   *[other] Un tour de { $minutes } minutes : quand le temps est écoulé, finissez la donne en cours.
}
night-clock-note-up = Le temps est écoulé : finissez la donne en cours et saisissez-la ; c’est la dernière de la table.
night-rating = Classement { $rating } · { $games ->
    [one] 1 partie de soirée
   *[other] { $games } parties de soirée
}
night-rating-opt-in = Classé sur les soirées
night-results = Résultats
night-print-open = Résultats à imprimer
night-print = Imprimer
night-back-night = Retour à la soirée
night-col-place = Place
night-col-player = Joueur
night-col-points = Points
night-col-head-to-head = Confrontation directe
night-col-opponents = Points des adversaires
night-col-total = Total
night-col-played = Jouées
night-col-table = Table
night-col-scores = Scores retenus
night-col-state = Résultat

# Séries de soirées (routes/Series, SeriesOne, lib/night/series)
series-open = Séries de soirées
series-title = Séries
series-how = Une série additionne ses soirées : à chaque soirée, un point par joueur classé derrière, les ex æquo partagent ; puis les soirées gagnées, puis les points des soirées.
series-none = Aucune série pour l’instant.
series-new = Nouvelle série
series-name = Nom
series-name-example = Automne 2026
series-nights-to-start = Soirées terminées pour commencer
series-no-free = Aucune soirée terminée n’est libre : une soirée compte dans une seule série, une fois que l’hôte l’a clôturée.
series-create = Créer la série
series-nights-n = { $count ->
    [one] 1 soirée
   *[other] { $count } soirées
}
series-leading = En tête : { $names }
series-final = définitif
series-provisional = provisoire
series-won-by = gagnée par { $names }
series-back = Retour aux séries
series-standings = Classement de la série
series-standings-final = Classement final de la série
series-col-points = Points de série
series-col-wins = Soirées gagnées
series-col-nights = Soirées
series-empty = Aucune soirée dans cette série pour l’instant.
series-nights = { $count ->
    [one] Sa soirée
   *[other] Ses { $count } soirées
}
series-add-night = Ajouter une soirée terminée
series-add = Ajouter
series-export = Exporter la série
