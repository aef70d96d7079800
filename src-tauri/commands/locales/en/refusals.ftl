## The refusals of the players, the cards and the games other than Gin (issue 25): each keeps
## its stable `E_*` code in every language; the English is the rules' own, byte for byte.

## Players (the New game screen, renaming, importing).

seat-error-empty = The { NUMBER($position, type: "ordinal") ->
    [one] { $position }st
    [two] { $position }nd
    [few] { $position }rd
   *[other] { $position }th
  } player's name is empty.
seat-error-duplicate = { $name } is entered twice; give each player a different name.
seat-error-too-long = The { NUMBER($position, type: "ordinal") ->
    [one] { $position }st
    [two] { $position }nd
    [few] { $position }rd
   *[other] { $position }th
  } player's name is longer than { $max } characters.
name-error-empty = A player's name cannot be empty.
name-error-too-long = A player's name can be at most { $max } characters; this one has { $got }.
players-error-exactly = { $game } is for exactly { $n } players ({ $got ->
    [one] 1 player was entered
   *[other] { $got } players were entered
  }).
players-error-range = { $game } is for { $lo }–{ $hi } players ({ $got ->
    [one] 1 player was entered
   *[other] { $got } players were entered
  }).

## Cards entered more often than the packs hold.

copies-error-one-deck = The { $card } was entered { $count ->
    [2] twice
   *[other] { $count } times
  }, but this game uses one deck.
copies-error-packs = { $card } appears { $count ->
    [2] twice
   *[other] { $count } times
  } but you're playing with { $packs } packs.
copies-error-no-jokers = This game is played without jokers.
copies-error-jokers = { $count } jokers were entered, but { $allowed ->
    [one] there is only 1 in play.
   *[other] there are only { $allowed } in play.
  }
hand-too-long = This hand has { $cards } cards, but Cardtable can only work out the best melds of a hand of up to { $max } cards. Check the cards entered, or lay out the melds yourself.

## Oh Heck! (RULES.md §6.3).

oh-heck-error-players = { $game } is for 3–7 players.
oh-heck-error-bid-count = Enter one bid per player ({ $seats } players, { $got } entered).
oh-heck-error-trick-count = Enter one trick count per player ({ $seats } players, { $got } entered).
oh-heck-error-bid-range = Bids must be between 0 and { $size } this hand.
oh-heck-error-bid-order = { $next } bids next.
oh-heck-error-bid-locked = That bid can't change: the next player has already bid.
oh-heck-error-hook = Dealer can't bid { $bid }: total bids would equal the { $size ->
    [one] 1 trick
   *[other] { $size } tricks
  } available.
oh-heck-error-tricks-range = Tricks must be between 0 and { $size }.
oh-heck-error-tricks-sum = Tricks add up to { $sum }, but this hand has { $size ->
    [one] 1 trick
   *[other] { $size } tricks
  }.
oh-heck-error-hand-size = Hand { $number } has { $expected } cards each, not { $got }.
oh-heck-error-dealer = The dealer must be one of the { $seats } players.
oh-heck-error-size-range = With { $seats } players a hand is 1 to { $most } cards each, not { $got }.
oh-heck-error-over = The game is over: its schedule has { $hands } hands.

## Six Card Golf (RULES.md §7.3).

golf-error-layout = A layout has exactly 6 cards (2 rows of 3).
golf-error-holes = The game is 9 or 18 holes.
golf-error-players = { $game } is for 2–12 players.
golf-error-packs = { $game } is played with 1 to 4 packs.
golf-error-entry-count = Enter a layout or a score for every player ({ $seats } players, { $got } entered).
golf-error-card-value = A king or a joker is worth between -{ $max } and { $max } points.
golf-error-score-range = A Golf hole scores at most { $max } and at least { $min } with these rules, so { $player }'s { $got } cannot be right.

## The scorepad (RULES.md §11.15).

points-error-players = The scorepad is for 1–20 players.
points-error-entry-count = Enter points for every player ({ $seats } players, { $got } entered).
points-error-empty = { $player }'s points are empty: enter a number such as 12, -5 or 12+7-3.
points-error-invalid = { $player }'s points '{ $text }' are not a number: use whole numbers with + and -, such as 12+7-3.
points-error-too-large = { $player }'s points '{ $text }' are too large: a hand scores at most 1,000,000,000 either way.

## Melds (RULES.md §1.7, §3.4, §4.2, §5.4); `$cards` as shown, `$game` the game's name.

meld-game-gin = Gin
meld-error-too-short = { $cards } is too short for a meld: a meld needs at least { $min } cards.
meld-error-not-a-meld = { $cards } is neither a set nor a run.
meld-error-not-a-run = { $cards } is not a run.
meld-error-ace-low = { $cards } is not a run: aces are low in { $game }.
meld-error-wrap = { $cards } is not a run: runs can't go round the corner in { $game }.
meld-error-cr-wrap = Sequences can't go round the corner.
meld-error-r5-wrap = { $ranks } isn't a run.
meld-error-set-suits = { $cards } isn't a valid set: suits must differ.
meld-error-set-too-long = { $cards } is too long for a set: a set has at most { $max } cards.
meld-error-no-sets = { $cards } is a set, but sets don't count in { $game }.
meld-error-cr-set = Sets don't count in Continental Rummy.
meld-error-no-runs = { $cards } is a run, but only sets count in { $game }.
meld-error-jokers-only = { $cards } needs at least one card that isn't a joker.
meld-error-no-jokers = Jokers aren't used in { $game }.
meld-error-joker-misfit = The joker can't stand for { $card } in { $cards }.
meld-error-two-runs = { $card } can't be in two runs.
meld-error-two-sets = { $card } can't be in two sets.
meld-error-run-and-set = { $card } can't be in both the run and the set.
meld-error-not-in-hand = { $card } is in a meld but not in the hand.

## Gift Rummy (RULES.md §2); `$seat` a seat by its name.

gift-seat-north = North
gift-seat-east = East
gift-seat-south = South
gift-seat-west = West
gift-seat-n = Seat { $n }
gift-error-players = { $game } is for exactly 4 players.
gift-error-hand-size = Each hand must have 13 cards ({ $seat } has { $cards }).
gift-error-missing-one = { $copies } So the { $card } is missing.
gift-error-missing = { $copies } So these are missing: { $cards }.
gift-error-knocked-twice = { $seat } already knocked after round 1.
gift-error-no-round-two = { $knocked } players knocked after round 1, so there was no round 2 to knock after.
gift-error-knock-round-one = In this game you can only knock at the end of round 1.
gift-error-swap-size = Each pass is exactly three cards.
gift-error-knocked-swap = { $seat } has knocked and no longer swaps.
gift-error-bonus = { $seat } can't have the knock bonus: it goes only to a player who knocked alone after round 1 ({ $knockers } knocked).
gift-error-knock-count = Enter who knocked as one yes/no per player (4), not { $got }.

## Skull & Roses (RULES.md §8.4) and Avalanche (§9.7); `$name` a player's name.

error-not-your-turn = It's { $name }'s turn.
error-no-seat = There is no seat { $seat } at this table of { $seats }.
skull-error-players = { $game } is for 3–12 players.
skull-error-bid-too-high = Only { $total } cards are on the table: bid at most { $total }.
skull-error-bid-too-low = A challenge starts at 1 or more.
skull-error-not-higher = Raise to more than { $current }, or pass.
skull-error-passed = You passed and can't bid again this round.
skull-error-must-challenge = You have no cards in hand: you must challenge.
skull-error-cant-place = You have no cards left to place.
skull-error-reveal-order = Reveal all of your own cards before anyone else's.
skull-error-eliminated = { $name } is out of the game.
skull-error-stack-empty = { $name }'s stack has no face-down card left.
skull-error-pick = { $name } has { $cards } cards: pick a number from 1 to { $cards }.
skull-error-cards = { $name } has { $cards } cards, but everyone starts with 4 (3 roses and a skull).
skull-error-round-over = This round is over.
skull-error-game-over = Only one player is left: the game is over.
avalanche-error-players = { $game } is for 2–6 players (add packs for more).
avalanche-error-snowfall-active = An avalanche is moving: you must play cards.
avalanche-error-snowfall-empty = The deck is empty: no more snowfalls.
avalanche-error-not-in-hand = { $name } holds only { $held } cards and can't play { $count }.
avalanche-error-no-cards = Play at least one card.
avalanche-error-conservation = Counts add up to { $total } but the deck has { $deck } cards.
avalanche-error-deck = A deck of { $deck } cards can't deal 10 to each of { $seats } players.
avalanche-error-out = { $name } is out of cards.
avalanche-error-game-over = The game is over: only one player had cards left.
avalanche-error-unfinished = This deal isn't finished: { $name } is to play and { $left } cards are still in hands.
avalanche-error-last-seat = The last player holding cards must be one of the { $seats } players.
avalanche-error-rank = '{ $token }' is not a rank: use 2–10, J, Q, K, A or JK.
avalanche-error-mixed-ranks = All cards in one play must be the same rank.

## The rummy family (RULES.md §3.4, §4); `$player` a seat.

rummy-error-entries = Enter what each of the { $seats } players holds ({ $got } entered).
rummy-error-seat-out = The player who went out must be one of the { $seats } players (seat { $seat } was given; seats count from 0).
rummy-error-seat-knocked = The player who knocked must be one of the { $seats } players (seat { $seat } was given; seats count from 0).
rummy-error-joker = { $player }: a joker is not a card in { $game }, which is played without jokers.
rummy-error-count-range = { $player }'s count must be between 0 and { $max }, the most their cards can be worth ({ $got } was entered).
rummy-error-winner-has-cards = The player who went out can't have cards left.
rummy-error-cards-missing = { $player }'s cards are missing: enter the cards left in their hand, or the count they announced.
rummy-error-too-many-cards = With { $seats } players a hand holds at most { $max } cards between turns ({ $player } has { $got }).
rummy-error-nobody-out-classic = In Classic Rum the stock is turned over without limit, so a hand ends only when someone goes out: mark who went out.
rummy-error-nobody-out = With the stock reshuffled without limit, so a hand ends only when someone goes out: mark who went out.
knock-error-no-knocker = Mark who knocked.
knock-error-hand-size = With { $seats } players every hand holds { $deal } cards after the knock ({ $player } has { $got }).
boathouse-error-too-many-cards = { $player } has { $got } cards; Cardtable can count Boathouse hands of up to { $max } cards.
gamblers-error-one-turn = You must go out over at least two turns.
continental-error-winner = The winner must be one of the { $seats } players (player { $got } was entered).
continental-error-stand-in = '{ $token }': only a joker can stand for another card.
continental-error-stand-in-deuce = '{ $token }': only a joker or a deuce can stand for another card.
continental-error-joker-undeclared = Say which card each joker represents.
continental-error-too-many = The winner shows more than { $most } cards: going out needs 15.
continental-error-count = The winner shows { $total } cards: going out needs all 15 in sequences (5×3, 4+4+4+3 or 5+4+3+3).
continental-error-shape = These 15 cards don't form 5×3, 4+4+4+3 or 5+4+3+3 sequences.
continental-error-deuces-not-wild = Deuces aren't wild in this game: enter only the jokers.
continental-error-deuces = { $deuces } wild deuces were entered, but there are only { $most } deuces in play.

## Rummy 500 (RULES.md §5.4).

r500-error-two-decks = With { $seats } players use two decks (108 cards).
r500-error-one-deck = With { $seats } players use one deck (54 cards), not { $decks }: two decks are for 5–8 players.
r500-error-decks = { $game } is played with one deck (2–4 players) or two decks (5–8 players), not { $decks }.
r500-error-joker-undeclared = Say which card the joker represents.
r500-error-too-many-cards = More cards were entered than the { $limit } in play.
r500-error-layoff = { $cards } can't be laid off onto { $onto }: { $why }
r500-error-layoff-none = no cards were laid off.
r500-error-layoff-not-meld = that isn't a meld ({ $why })

## Rules chosen (any game).

options-error-no-preset = { $game } has no preset called '{ $preset }'.

## Ending a game with a chosen winner; points entered by hand.

end-error-not-open-ended = This { $game } game ends by its own rule, so it cannot be stopped with a chosen winner.
end-error-no-hands = Play at least one hand before ending the game.
end-error-no-winner = Name the winner (or the players who share the win).
end-error-no-seat = Seat { $seat } is not at this table: the game has { $seats } players.
end-error-twice = Seat { $seat } was named twice.
end-error-tie = { $players } are tied on { $total }: say who won.
end-error-finished = This game is already finished.
points-error-count = Enter points for each of the { $seats } players ({ $got } entered).
skull-error-cards-count = Give the cards of each of the { $seats } players ({ $got } given).
skull-error-over = The game is over.

## Skull & Roses: a move at the wrong moment, a round saved unfinished; `$expected` is what
## the round waits for (a `skull-waits-*` message).

skull-error-not-now = Not now: { $expected }.
skull-error-unfinished = This round isn't finished: { $expected }.
skull-waits-challenge = { $name } must challenge
skull-waits-place = { $name } places a card or challenges
skull-waits-raise = { $name } raises or passes
skull-waits-reveal = { $name } turns cards over
skull-waits-lose = { $name } loses a card
skull-waits-starter = { $name } names who starts the next round
skull-waits-over = the round is over
skull-waits-first-card = { $name } puts a first card down

## What a JSON request cannot be read as; `$why` is what the reader found, in its own
## (English) words, naming the field or the position.

json-error-hand = This { $game } hand cannot be read: { $why }.
json-error-options = The options for { $game } cannot be used: { $why }.
json-error-game-options = The { $game } options cannot be used: { $why }.
json-error-options-invalid = The options for { $game } are not valid: { $why }.
json-error-options-shape = The options for { $game } must be a set of named settings.
json-error-option-too-large = The option '{ $key }' of { $game } is too large (at most { $max } either way).
dealer-error-range = The dealer must be one of the { $seats } seats (0 to { $last }); { $got } was given.

## What the database as it stands declines, or a request it cannot take (`E_INVALID_REQUEST`):
## the store gives the reason as data (`Declined`), the commands say it (issue 25). A night,
## series, round, table or hand by its number; `$max` a most (characters).

declined-series-name = A series needs a name of 1 to { $max } characters ("Autumn 2026").
declined-night-in-series = Night { $night } is in series { $series } already: a night counts in one series.
declined-round-not-next = Round { $round } of night { $night } cannot be seated now: the next round is { $next }.
declined-night-over = Night { $night } is over: the host finalised it, so there is nothing to check in to.
declined-reason-too-long = A reason is at most { $max } characters.
declined-result-unknown = A night's result says { $action }.
declined-round-not-open = Round { $round } of night { $night } is not seated or is closed already.
declined-night-finalised = Night { $night } is finalised already.
declined-night-not-open = Night { $night } is not open: it does not exist or is finalised.
declined-stored-kind = Stored game: '{ $kind }' is not a game Cardtable knows.
declined-no-players = A game needs at least one player.
declined-seat-twice = { $name } was entered twice; each seat needs a different player.
declined-first-dealer = The first dealer must be one of the { $seats } seats.
declined-hand-of-another-game = Hand { $hand } belongs to another game; nothing was changed.
declined-entry-form = "{ $mode }" is not an entry form.
declined-write-key = A write key is 1 to { $max } letters, digits or punctuation, without spaces.
declined-write-key-used = The write key { $key } was already used for another hand; a retry must send the same game and hand, and a new hand needs a new key.
declined-draft-too-large = This draft is too large to keep; save or clear the hand.
declined-screen-name = A screen's name is at most { $max } characters.
declined-move-too-large = This move is too large to keep.
declined-database-too-new = This database was made by a newer version of Cardtable. Update Cardtable to open it; nothing was changed.
declined-not-a-backup = { $path } is not one of this database's automatic backups.
declined-backup-empty = That backup is empty; choose another one.
declined-csv = The CSV file could not be written: { $why }.
declined-dealer-seat = The dealer must be one of the { $seats } seats (seat { $seat } was given).
declined-game-finished = This game is finished. Reopen it to make a correction.
declined-reopened-over = This game is over; it was reopened only to correct its hands. Edit a hand, or start a rematch to play on.
declined-not-finished = This game is not finished.
declined-backup-table = Night { $night }'s table { $table } of round { $round } is a game the backup does not hold.
declined-unknown-kind = Unknown game kind '{ $kind }'.
declined-round-not-over = This round isn't over yet: play it to the end first.

## A legal but unusual choice: shown beside the hand, it does not block saving (the rules' W_* warnings).

warning-golf-packs = { $seats ->
    [one] 1 player normally uses
   *[other] { $seats } players normally use
  } { $packs ->
    [1] one pack
    [2] two packs
    [3] three packs
   *[other] { $packs } packs
  }.
warning-golf-players = The rules describe up to 8 players; { $seats } is a big table.
warning-not-zero-sum = These payments don't add up to zero: in a settlement game what the losers pay, the winner receives.
warning-non-optimal = The declared melds leave { $deadwood } deadwood; these cards can be arranged with { $min }.
