## Spielnamen, wie deutschsprachige Spieler sie nennen (docs/languages.md).

game-gin_rummy = Gin Rommé
game-gift_rummy = Gift Rummy
game-basic_rummy = Rommé
game-boathouse_rummy = Boathouse-Rommé
game-continental_rummy = Continental-Rommé
game-gamblers_rummy = Gambler's Rommé
game-knock_rummy = Klopf-Rommé
game-rummy_500 = Rommé 500
game-oh_heck = Oh Hölle!
game-six_card_golf = Golf mit sechs Karten
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Punkteblock (jedes Spiel)
