## Game names, as players of the language call them (docs/languages.md).

game-gin_rummy = Gin Rummy
game-gift_rummy = Gift Rummy
game-basic_rummy = Basic Rummy
game-boathouse_rummy = Boathouse Rummy
game-continental_rummy = Continental Rummy
game-gamblers_rummy = Gambler's Rummy
game-knock_rummy = Knock Rummy
game-rummy_500 = Rummy 500
game-oh_heck = Oh Heck!
game-six_card_golf = Six Card Golf
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Scorepad (any game)
