## Nombres de los juegos, como los llaman los jugadores hispanohablantes (docs/languages.md).

game-gin_rummy = Gin rummy
game-gift_rummy = Gift Rummy
game-basic_rummy = Rummy
game-boathouse_rummy = Rummy Boathouse
game-continental_rummy = Continental
game-gamblers_rummy = Rummy Gambler's
game-knock_rummy = Rummy de cierre
game-rummy_500 = Rummy 500
game-oh_heck = Podrida
game-six_card_golf = Golf de seis cartas
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Libreta de puntos (cualquier juego)
