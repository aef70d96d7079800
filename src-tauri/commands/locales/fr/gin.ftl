## Gin rami : l'explication d'une donne par l'arbitre (RULES.md §1).

gin-price-gin = Gin : { $bonus } de prime de gin + { $d } points morts de l'adversaire = { $total }.
gin-price-big-gin = Big gin : { $bonus } de prime de big gin + { $d } points morts de l'adversaire = { $total }.
gin-price-knock = Frappe : { $d } − { $k } = { $total }.
gin-price-tie = Égalité à { $k } : une égalité ne comptant pas comme un contre, le frappeur marque 0 et personne ne gagne la donne.
gin-price-undercut = Contre : { $k } − { $d } = { $diff }, + { $bonus } de prime de contre = { $total }.
gin-price-undercut-tie = Contre (une égalité compte comme un contre) : { $k } − { $d } = { $diff }, + { $bonus } de prime de contre = { $total }.
gin-price-doubled = Oklahoma : la carte retournée { $upcard } est un pique, la donne compte double : { $base } × 2 = { $total }.
gin-deadwood = cartes mortes { $cards } = { $total }
gin-no-deadwood = aucune carte morte
gin-knocker-line = Combinaisons du frappeur : { $melds } ; { $deadwood }.
gin-knocker-line-limit = Combinaisons du frappeur : { $melds } ; { $deadwood } (limite de frappe { $limit }).
gin-defender-line = Combinaisons de l'adversaire : { $melds } ; { $deadwood }.
gin-no-layoffs-gin = Aucune carte posée : le frappeur a fait gin.
gin-no-layoffs-big-gin = Aucune carte posée : le frappeur a fait big gin.
gin-no-layoffs = Aucune carte posée.
gin-layoffs = Cartes posées : { $layoffs }.
gin-layoff-onto = { $cards } sur { $meld }
gin-entered-counts = Totaux saisis : points morts du frappeur { $k }, de l'adversaire { $d }.
gin-entered-counts-knock = Totaux saisis : points morts du frappeur { $k }, de l'adversaire { $d } après les cartes posées.
gin-void-line = Donne nulle : la pioche est descendue à deux cartes sans que personne ne frappe. Personne ne marque ; le même donneur redistribue.

## Une donne de gin en une ligne, pour les exports et l'historique.

gin-told-void = Donne nulle : personne ne marque
gin-told-gin = { $knocker } a fait gin ; { $defender } { $d }
gin-told-big-gin = { $knocker } a fait big gin ; { $defender } { $d }
gin-told-knock = { $knocker } a frappé : points morts { $k } ; { $defender } { $d }
gin-told-knock-layoffs = { $knocker } a frappé : points morts { $k } ; { $defender } { $d } après les cartes posées
gin-told-scores = { $head } ; { $winner } { $points }
gin-told-undercut = { $head } ; contre : { $winner } { $points }
gin-told-nobody = { $head } ; personne ne marque

## La fin d'une partie de gin (RULES.md §1.5) : la course, la prime de partie, le capot, les cases, le score final.

gin-end-race = Course à { $target } : { $standing }.
gin-end-reached = { $player } a atteint { $points } (objectif { $target }) : prime de partie { $bonus }.
gin-end-shutout-bonus = Capot : le perdant n'a gagné aucune donne, la prime de partie est donc de { $bonus }.
gin-end-shutout-double-total = Capot : tout le total final est doublé : ({ $points } + { $game } + { $boxes }) × 2 = { $total }.
gin-end-shutout-double-points = Capot : les points des donnes sont doublés : { $points } × 2 = { $total }.
gin-end-boxes = Cases : { $player } a gagné { $won } { $won ->
    [one] donne
   *[other] donnes
  } × { $box } = { $total }.
gin-end-margin = { $line } ; écart { $margin }
gin-end-final = Score final : { $line }.

## Gin's rules in words: the rules panel's lines and the game screen's end line ("First to 100").

rules-gin-oklahoma = Oklahoma : la première carte retournée fixe la limite de frappe (un as : { $ace }).
rules-gin-oklahoma-spades = Oklahoma : la première carte retournée fixe la limite de frappe (un as : { $ace }) ; si c'est un pique, la donne compte double.
rules-gin-ace-limit-one = frapper avec 1 ou moins
rules-gin-ace-gin-only = gin seulement
rules-gin-straight = Gin direct : pas de frappe.
rules-gin-knock = Frapper avec { $limit } ou moins.
rules-gin-bonuses = Gin { $gin }, contre { $undercut }.
rules-gin-bonuses-big = Gin { $gin }, big gin { $big }, contre { $undercut }.
rules-gin-bonuses-tie = Gin { $gin }, contre { $undercut } (une égalité n'est pas un contre).
rules-gin-bonuses-big-tie = Gin { $gin }, big gin { $big }, contre { $undercut } (une égalité n'est pas un contre).
rules-gin-game = Objectif { $target } ; prime de partie { $bonus }, { $box } par donne gagnée.
rules-gin-end = Objectif { $target }

## Ce qu'un joueur a saisi dans une donne de gin, pour la colonne de la saisie de l'export CSV ; les parties sont jointes par « ; ».

gin-entered-void = donne nulle
gin-entered-big-gin = big gin
gin-entered-gin = gin
gin-entered-knock-deadwood = a frappé avec { $d } points morts
gin-entered-knock-cards = a frappé avec { $cards }
gin-entered-deadwood = points morts { $d }
gin-entered-melds = combinaisons { $melds }
gin-entered-upcard = carte retournée { $card }
gin-entered-laid-off = a posé { $cards }
