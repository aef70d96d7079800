## Noms des jeux, tels que les joueurs francophones les appellent (docs/languages.md).

game-gin_rummy = Gin-rami
game-gift_rummy = Gift Rummy
game-basic_rummy = Rami
game-boathouse_rummy = Rami Boathouse
game-continental_rummy = Rami continental
game-gamblers_rummy = Rami Gambler's
game-knock_rummy = Rami à frapper
game-rummy_500 = Rami 500
game-oh_heck = L'Ascenseur
game-six_card_golf = Golf à six cartes
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Feuille de marque (tout jeu)
