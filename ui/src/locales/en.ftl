# Cardtable's screens in English: the source every other catalogue follows (same ids, same
# arguments). Words that Rust sends (explanations, errors, game names, option words) are not
# here: Rust answers them in the reader's language.

## Counts and ranges (lib/format.ts)

players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-range = { $min }–{ $max } players
games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
hands-count = { $count ->
    [one] { $count } hand
   *[other] { $count } hands
}

## Shared words

loading = Loading…
dismiss = Dismiss
back-to-recent = Back to recent games
game-title = Game
save = Save
cancel = Cancel
delete = Delete
edit = Edit
undo = Undo

## Appearance (lib/DisplaySettings, ThemeSwitch, LanguageSwitch)

display-four-colour = Four-colour deck
display-large-numbers = Large numbers (totals and scores)
theme-switch = Colour theme
theme-system = System
theme-light = Light
theme-dark = Dark
theme-black = Black
language-switch = Language
language-system = Device language

## Players named in words (lib/names, lib/games/present, lib/home)

seat-n = Seat { $n }
player-n = Player { $n }
game-over = Game over
winners-line = { $count ->
    [one] { $who } wins
   *[other] { $who } share the win
}
home-finished = Finished
home-won = { $count ->
    [one] { $who } won
   *[other] { $who } share the win
}
home-leads = { $count ->
    [one] { $who } leads
   *[other] { $who } lead
}
action-record = last hand
action-amend = edit
action-delete = delete
action-options = rules change
action-reopen = reopen

## Keeping the screen awake (lib/wakeLock)

wake-lock = The screen stays awake while a game is open.
wake-video = The screen stays awake while a game is open, from your first tap on it (this page is not on a secure connection, so the browser's wake lock is not offered; a silent video keeps the screen on instead).
wake-none = This browser cannot keep the screen awake (it has no Screen Wake Lock); the screen dims as the system says.

## Home (routes/Home)

home-phones = Phones
home-nights = Nights
home-players = Players
home-recent = Recent games
home-no-games = No games yet. Start one below.
home-finished-tag = finished
home-deleted = Deleted { $title }.
home-delete-label = Delete { $title } with { $players }
home-delete-ask = Delete this game?
home-delete-question = Delete { $title } ({ $players })?
home-keep = Keep
home-import = Import a file…
import-nothing-new = Nothing new in { $file }: { $message }
import-done = { $file }: { $message } { $games }.
home-appearance = Appearance
home-about = Cardtable { $version } · database { $database } · backups in { $backups } · schema version { $schema }
home-about-none-open = none open
home-about-none = none
home-new-game = New game

## Players (routes/Players) and exports (lib/ExportFile)

players-new-name = New name
players-rename = Rename
players-no-stats = No games played yet.
players-none = No players yet. They appear here once they have played a game.
players-record = { $played ->
    [one] { $played } game played
   *[other] { $played } games played
} · { $won } won · { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}
players-gins = Gins { $count }
players-undercuts = Undercuts { $count }
players-average-deadwood = Average deadwood { $value }
players-bids-made = Bids made { $value }
players-best-round = Best round { $value }
export-everything = Export everything
export-game = Export this game
export-saved-to = Saved to
export-csv = CSV (spreadsheet)

## New game (routes/NewGame) and rules (lib/setup)

new-rules-loading = The rules are still loading: try again in a moment.
new-choose-another = Choose another game
new-pick = Pick a game
rematch = Rematch
new-or-new = Or a new game
new-rematch-summary = { $players } · same rules, the deal passed on
new-points-only = Points only for now: you enter each hand's points, Cardtable keeps the score.
new-seat-order = ({ $range }, in seat order)
new-remove-player = Remove player { $n }
new-add-player = Add player
new-first-dealer = Who deals first
new-start = Start
new-start-game = Start { $name }
rules = Rules
rules-change = Change
rules-rescore = Saving re-scores every hand already played with the new rules.
rules-save = Save rules
knob-not-number = { $label } is not a number.
knob-needs-number = { $label } needs a number.
knob-typed-not-number = { $label }: “{ $typed }” is not a number.
knob-whole-number = { $label } needs a whole number.
knob-at-least = { $label } is at least { $min }.
knob-at-most = { $label } is at most { $max }.

## The game screen (routes/Game, routes/game/*, lib/ChartTotals, lib/announce)
# $word is what the game calls one round: hand, deal, hole or round.
# $way is how its dealer is said: deal (deals, dealt) or start (starts, started).

round-word = { $word ->
    [deal] Deal
    [hole] Hole
    [round] Round
   *[hand] Hand
}
round-n = { $word ->
    [deal] Deal { $n }
    [hole] Hole { $n }
    [round] Round { $n }
   *[hand] Hand { $n }
}
round-edit = { $word ->
    [deal] Edit deal { $n }
    [hole] Edit hole { $n }
    [round] Edit round { $n }
   *[hand] Edit hand { $n }
}
round-save = { $word ->
    [deal] Save deal { $n }
    [hole] Save hole { $n }
    [round] Save round { $n }
   *[hand] Save hand { $n }
}
round-unsaved = { $word ->
    [deal] Unsaved deal back.
    [hole] Unsaved hole back.
    [round] Unsaved round back.
   *[hand] Unsaved hand back.
}
round-back-to-tracker = { $word ->
    [deal] Back to the deal play by play
    [hole] Back to the hole play by play
    [round] Back to the round play by play
   *[hand] Back to the hand play by play
}
dealer-now = { $way ->
    [start] { $name } starts
   *[deal] { $name } deals
}
dealer-then = { $way ->
    [start] { $name } started
   *[deal] { $name } dealt
}
dealer-then-sentence = { $way ->
    [start] { $name } started.
   *[deal] { $name } dealt.
}
board-next = { $way ->
    [start] starts next
   *[deal] deals next
}
board-bonus = hands { $hands } + bonus { $bonus }
board-winner = { $count ->
    [one] winner
   *[other] co-winner
}
discard = Discard
redo = Redo
undo-action = Undo { $action }
redo-action = Redo { $action }
history = History
last-hand = Last hand
options-problem = This game's options no longer fit the rules: { $message }
problems-note = { $count ->
    [one] 1 stored hand no longer passes the rules; it counts at the points stored with it. Open it below to see why, and amend it.
   *[other] { $count } stored hands no longer pass the rules; they count at the points stored with them. Open them below to see why, and amend them.
}
announce-saved = { $word ->
    [deal] Deal { $n } saved.
    [hole] Hole { $n } saved.
    [round] Round { $n } saved.
   *[hand] Hand { $n } saved.
}
avalanche-counts-instead = Enter the final counts instead
history-none = No hands yet.
history-caption = { $word ->
    [deal] Each deal's points and the running totals, newest first
    [hole] Each hole's points and the running totals, newest first
    [round] Each round's points and the running totals, newest first
   *[hand] Each hand's points and the running totals, newest first
}
history-end-bonus = End bonus
history-details = { $word ->
    [deal] Deal { $n }: details
    [hole] Hole { $n }: details
    [round] Round { $n }: details
   *[hand] Hand { $n }: details
}
hand-problem = This hand no longer passes the rules: { $message } It counts at its stored points.
hand-stale = The stored points differ from what the rules give now; save the hand again to update them.
hand-words-loading = Fetching the referee's explanation…
hand-finished-note = { $word ->
    [deal] The game is finished: reopen it to correct this deal.
    [hole] The game is finished: reopen it to correct this hole.
    [round] The game is finished: reopen it to correct this round.
   *[hand] The game is finished: reopen it to correct this hand.
}
tap-again-to-delete = Tap again to delete
history-earlier = { $word ->
    [deal] { $count ->
        [one] Show the earlier deal
       *[other] Show the { $count } earlier deals
    }
    [hole] { $count ->
        [one] Show the earlier hole
       *[other] Show the { $count } earlier holes
    }
    [round] { $count ->
        [one] Show the earlier round
       *[other] Show the { $count } earlier rounds
    }
   *[hand] { $count ->
        [one] Show the earlier hand
       *[other] Show the { $count } earlier hands
    }
}
end-declared = { $count ->
    [one] The players ended the game and named { $who } the winner.
   *[other] The players ended the game and named { $who } the winners.
}
end-reopen = Reopen to correct a hand
end-reopened = Reopened for corrections: edit any hand below. The game is over, so no new hand can be played; a rematch plays on.
end-here = End the game here…
end-who-won = Who won?
end-tap-winner = Tap the winner (or several to share the win).
end-winners = Winners
end-game = End the game
end-with-winners = { $count ->
    [one] End: { $who } wins
   *[other] End: { $who } share the win
}
end-keep-playing = Keep playing
name-saved = Saved.
name-cleared = Name cleared.
name-this-game = Name this game
name-shown-on-home = (shown on the home screen)
chart-title = Running totals
chart-over = { $word ->
    [deal] { $count ->
        [one] over { $count } deal
       *[other] over { $count } deals
    }
    [hole] { $count ->
        [one] over { $count } hole
       *[other] over { $count } holes
    }
    [round] { $count ->
        [one] over { $count } round
       *[other] over { $count } rounds
    }
   *[hand] { $count ->
        [one] over { $count } hand
       *[other] over { $count } hands
    }
}
chart-label = Running totals: { $totals }
chart-label-target = Running totals: { $totals }; target { $target }
chart-target = Target { $target }
chart-as-table = Show the totals as a table
chart-caption = { $word ->
    [deal] Running totals after each deal
    [hole] Running totals after each hole
    [round] Running totals after each round
   *[hand] Running totals after each hand
}
chart-with-bonus = With the bonus
# The chart's last tick: the totals with the end-of-game bonus.
chart-end = end

## The TV view (routes/Tv)

tv-no-game = No game yet. Start one on the host or a phone.
tv-deals = { $way ->
    [start] starts
   *[deal] deals
}
tv-last = { $word ->
    [deal] Deal { $n }: { $points }
    [hole] Hole { $n }: { $points }
    [round] Round { $n }: { $points }
   *[hand] Hand { $n }: { $points }
}

## Phones at the table (routes/Share) and joining (routes/Pair)

share-title = Phones at the table
share-intro = Every player can keep score on their own phone: they scan a code, nothing to install, no account. Phones must be on this computer's network.
share-start = Let phones join
share-address = Phones reach this computer at
share-networks = This computer is on several networks: pick the one the phones use (the Wi-Fi they are on) if scanning does not open the game.
share-pin = PIN
share-pin-locked = { $count } wrong PINs were typed: this PIN no longer lets anyone join. Show a new one to go on.
share-pin-wrong = { $count ->
    [one] { $count } wrong PIN typed so far.
   *[other] { $count } wrong PINs typed so far.
}
share-renew = New PIN and code
share-open = Let anyone with the code join (no need to allow each phone)
share-wants-to-join = A phone wants to join as { $name }
share-allow = Allow
share-refuse = Refuse
share-tv = TV view (read only):
share-joined = Joined
share-no-devices = No phone yet.
share-remove = Remove
share-stop = Stop sharing
pair-title = Join the table
pair-waiting = Waiting for the host to let you in…
pair-intro = Scan the code on the host's screen, or type the PIN it shows under the code.
pair-name = Your name
pair-name-note = (the host sees it)
pair-pin = PIN shown on the host
pair-join = Join

## Start-up problems (routes/Startup)

startup-restored = Opened the automatic backup of { $date }.
startup-restored-kept = Opened the automatic backup of { $date }. The damaged file was kept as { $path }.
startup-started-new = Started a new database at { $path }. The old file was left as it is.
startup-cannot-open = Cardtable cannot open its database
startup-file = File:
startup-open-backup = Open the last backup ({ $date })
startup-new = Start a new database
startup-quit = Quit

## Cards and the card picker (lib/cards, lib/CardPicker)
# $rank: ace, two … ten, jack, queen, king; $suit: clubs, diamonds, hearts, spades.

card-rank = { $rank ->
    [ace] ace
    [two] two
    [three] three
    [four] four
    [five] five
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
   *[king] king
}
card-suit = { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
}
card-name = { $rank } of { $suit }
card-selected = { $name }, selected
card-held-by = { $name }, held by { $owner }
cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
picker-clear = Clear
picker-held-by = Held by { $owner }
picker-type-cards = Type cards
picker-typed-placeholder = or type: 3S 4S 10H… ( / )
picker-add = Add

## Entering a hand (lib/games/HandPanel, Points, TrackerTools)

tracker-undo-move = Undo last move
points-placeholder = points
points-form-hint = Enter each player's points for the hand; the referee checks them.
points-enter = Enter { $name }'s points.

## The link to the host (lib/connection, lib/transport)

connection-lost = Connection lost — reconnecting…
connection-back = Connected again.
error-not-paired = This phone is not paired with the host, or the host removed it. Scan the code on the host's screen or type its PIN.
error-unreachable = The host cannot be reached. Is sharing still on, and is this phone on the same network? Cardtable keeps trying; what you typed is kept.
error-host-status = The host answered { $status }.

## Gin Rummy (lib/games/gin_rummy)

entry-how = How to enter this hand
optional = (optional)
player-cards = { $name }'s cards
outcome-scores = { $name } scores { $points }
gin-pending-counts = Enter both deadwood counts.
gin-pending-cards = Tap each player's cards.
gin-form-cards = Cards
gin-form-counts = Deadwood
gin-form-void = Void hand
gin-knocked = Knocked
gin-upcard = First upcard (Oklahoma):
gin-upcard-none = not entered
gin-upcard-tap = Tap the first upcard
gin-knocker = knocker
gin-defender = defender
gin-knocker-cards = { $name }'s cards after the discard
gin-melds = Melds as { $name } laid them out
gin-melds-label = Knocker's melds
gin-melds-hint = Leave empty and the referee picks the best melds for { $name }.
gin-deadwood-of = { $name }'s deadwood
gin-deadwood-knocker-note = (knocker, 0 = gin)
gin-deadwood-defender-note = (after lay-offs)
gin-big-gin-count = Big gin (all { $count } cards melded)
gin-big-gin = Big gin (every card melded)
gin-void-note = The stock ran down to two cards without a knock: nobody scores and the same dealer deals again.
gin-result = { $result ->
    [knock] Knock
    [gin] Gin
    [bigGin] Big gin
    [undercut] Undercut
   *[void] Void hand
}

## The rummy family (lib/games/rummy_family, basic, boathouse, gamblers, knock)
# $what is what the melds being tapped are called: meld, or Rummy 500's lay-off.

rummy-mark = { $who ->
    [knocked] Mark who knocked.
   *[out] Mark who went out.
}
ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
meld-nth = { $what ->
    [lay-off] { ordinal } lay-off
   *[meld] { ordinal } meld
}
meld-joker = Joker
meld-next = { $what ->
    [lay-off] Next lay-off
   *[meld] Next meld
}
meld-all = { $what ->
    [lay-off] Lay-offs
   *[meld] Melds
}
meld-tap-cards = tap cards
meld-remove = { $what ->
    [lay-off] Remove the { ordinal } lay-off
   *[meld] Remove the { ordinal } meld
}
meld-joker-hint = Tap the card the joker stands for.
meld-type-instead = { $what ->
    [lay-off] Type a lay-off instead
   *[meld] Type a meld instead
}
seat-announced = { $name } announced a count instead
seat-count = { $name }'s count
rummy-who-out = Who went out?
rummy-nobody = Nobody
rummy-cards-left = { $name }'s cards left
rummy-went-out = { $who } went out
points-entered = Points entered
basic-rummy-check = Rummy: out in one turn, nothing melded before
basic-nobody-out = { $count ->
    [one] Nobody went out: { $who } collects
   *[other] Nobody went out: { $who } collect
}
basic-went-out = { $rummy ->
    [yes] { $doubled ->
        [yes] { $who } went out (rummy), doubled
       *[no] { $who } went out (rummy)
    }
   *[no] { $doubled ->
        [yes] { $who } went out, doubled
       *[no] { $who } went out
    }
}
gamblers-refused-nobody = Refused: nobody
gamblers-one-turn = Went out in a single turn
gamblers-void = Refused: a void hand, nobody pays
gamblers-refused-collect = { $count ->
    [one] Refused: { $who } collects
   *[other] Refused: { $who } collect
}
knock-who = Who knocked?
knock-knocked = knocked
knock-whole-hand = { $name }'s whole hand
knock-won = { $count ->
    [one] { $who } wins
   *[other] { $who } win
}
knock-won-tie = { $count ->
    [one] { $who } wins: the tie goes against the knocker
   *[other] { $who } win: the tie goes against the knocker
}
knock-won-rummy = { $count ->
    [one] { $who } wins with a rummy knock
   *[other] { $who } win with a rummy knock
}
knock-won-penalty = { $count ->
    [one] { $who } wins; the knocker pays the penalty
   *[other] { $who } win; the knocker pays the penalty
}
cr-form-melds = Sequences
cr-form-count = Wild cards only
cr-sequences-label = Sequences: { $count } of 15 cards
cr-wild-deuce-hint = A wild deuce: type its meld, e.g. 2C=7H 8H 9H.
cr-jokers = Jokers in the winning hand
cr-deuces = Wild deuces
cr-one-suit = All 15 cards one suit
cr-first-turn = Went out on the first turn
cr-without-drawing = … without drawing
cr-pending-jokers = Enter the jokers in the winning hand (0 if none).
cr-pending-sequences = Tap the winner's sequences, one meld at a time.
cr-each-loser-pays = each loser pays { $points }
cr-counts-as = (counts as { $sizes })
r5-part-melds = Melds
r5-part-lay = Laid off
r5-part-hand = Hand
r5-melds-put-down = Melds { $name } put down
r5-onto-which = Onto which meld?
r5-melds-first = Enter the melds first; lay-offs go onto them.
r5-onto = onto { $cards }
r5-laid-off = Cards { $name } laid off
r5-left-in-hand = Left in { $name }'s hand
r5-pending = Tap each player's melds, lay-offs and cards left.
r5-seat-line = melded { $melded }, in hand { $inHand }
r5-laid-off-onto = laid off { $cards } onto { $onto } = { $value }
r5-in-hand = in hand { $cards } = −{ $value }
# A meld in a Rummy 500 hand explained ("run 7♥ 7 · 8♥ 8 · 9♥ 9 = 24").
r5-meld-kind = { $kind ->
    [run] run
   *[set] set
}

## Gift Rummy (lib/games/gift_rummy)

gift-filled = { $name }'s { $count } cards are the rest of the pack: filled in.
gift-final-cards = { $name }'s final cards
gift-final-n-cards = { $name }'s final { $count } cards
gift-knocked-after = Knocked after round { $round }
gift-counting = Counting:
gift-counting-mode = { $mode ->
    [exclusive] exclusive
   *[independent] independent
}
gift-from-options = (from this game's options)
gift-col-flush = Flush
gift-col-sequences = Seq.
gift-col-sets = Sets
gift-col-knock = Knock
gift-col-total = Total
gift-sole-knocker = { $who } was the only one to knock after round 1.

## Oh Heck! (lib/games/oh_heck)

oh-pending-bids-in = Tap “Bids are in” when the bids are right.
oh-pending-bids = Enter every player's bid.
oh-pending-dealer-again = The dealer's bid makes the bids add up to the hand size: the dealer must bid again.
oh-pending-tricks = Bids saved: tricks after play.
oh-hand-of = Hand { $n } of { $total }
oh-cards-each = { $count ->
    [one] { $count } card each
   *[other] { $count } cards each
}
oh-past-schedule = The schedule has { $count } hands; this one is past its end.
oh-trumps = Trumps
oh-trump = { $suit ->
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
    [clubs] Clubs
   *[no_trumps] NT, no trumps
}
oh-bids = Bids
oh-from-dealers-left = from the dealer's left
oh-tricks-taken = Tricks taken
oh-of-in-hand = of { $size } in hand { $n }
oh-bid-n = bid { $bid }
oh-dealer = dealer
oh-dealer-may-not = The dealer may not bid { $bid }.
oh-tap-player = Tap a player to change
oh-bid-for = Bid for { $name }
oh-tricks-for = Tricks for { $name }
oh-not-allowed = { $value }: not allowed for the dealer
oh-bids-value = { $name } bids { $value }
oh-took-value = { $name } took { $value }
oh-bids-are-in = Bids are in
oh-tap-line = Tap a player's line to change it.
oh-how-to-play = How to play a trick
oh-col-bid = Bid
oh-col-took = Took
oh-col-points = Points
oh-could-not-bid = The dealer could not bid { $bid }; bids totalled { $total } for { $tricks } tricks.

## Six Card Golf (lib/games/six_card_golf)
# $row is top or bottom.

golf-cards-or-score = { $name }: cards or score
golf-score = Score
golf-layout = { $name }'s layout
golf-slot = { $row ->
    [top] Top row, column { $column }: { $card }
   *[bottom] Bottom row, column { $column }: { $card }
}
golf-empty = empty
golf-tap-card = { $row ->
    [top] Tap the card for top row, column { $column }
   *[bottom] Tap the card for bottom row, column { $column }
}
golf-score-for-hole = Score for this hole
golf-columns = columns { $points }
golf-paired = { $count ->
    [one] paired: column { $columns }
   *[other] paired: columns { $columns }
}
golf-score-entered = (score entered)
golf-pending-score = Enter { $name }'s score or cards.
golf-pending-cards = Fill { $name }'s six cards.

## Scorepad, points as entered

scorepad-hint = Points per player: whole numbers, negatives, or sums such as 12+7-3.
points-as-entered = Points as entered.
points-as-entered-list = Points as entered: { $points }
back = Back

## Skull & Roses (lib/games/skull_and_roses)

skull-pending = Play the round on the tracker above.
skull-challenged = { $name } challenged at { $bid }:
skull-success = success
skull-roses-shown = { $count ->
    [one] 1 rose shown.
   *[other] { $count } roses shown.
}
skull-failed = failed
skull-own-skull = on their own skull and lost a card ({ $left } left).
skull-others-skull = on { $owner }'s skull and lost a card ({ $left } left).
skull-out = { $count ->
    [one] { $who } is out.
   *[other] { $who } are out.
}
skull-starts-next = { $name } starts the next round.
skull-table = Skull & Roses table
skull-tag-out = out
skull-stack = { $stack } on the stack, { $revealed } turned over
skull-places = { $name } places a card
skull-challenges-at = { $name } challenges at:
skull-passes = { $name } passes
skull-raises-to = { $name } raises to:
skull-reveal-own = Reveal your own top card
skull-reveal = Reveal { $name }'s top card
skull-card-is = { $name }'s card is:
skull-a-rose = a rose
skull-the-skull = the skull
skull-draw = Draw { $name }'s lost card at random
skull-discards = { $name } discards a card
skull-wins-game = { $name } wins the game!
skull-finish = Finish the game
skull-save-round = Save the round and start the next
skull-round-log = Round log
skull-won-game = { $name } won the game.
skull-game-over = The game is over.
skull-setting = Setting the table…
skull-step-place = { $name }: place a card or challenge
skull-step-must-challenge = { $name } has no card in hand and must challenge
skull-step-bid = Bid { $bid }. { $name }: raise or pass
skull-step-reveal = { $name } turns cards over: { $roses } of { $bid } roses
skull-step-lose-random = { $owner }'s skull! { $name } loses one of { $cards } cards, drawn at random
skull-step-lose-own = { $name }'s own skull! { $name } loses a card of their choice
skull-step-starter = { $name } is out and names who starts the next round
skull-step-done = The round is over

## Avalanche (lib/games/avalanche)

av-pending-counts = Enter every player's stored cards and the cards removed.
av-played = This deal was played play by play ({ $count } moves); enter final counts only to replace it.
av-final-counts = The final counts of the deal: Cardtable checks that they add up to the deck.
av-player-stored = { $name } stored
av-removed-by-stops = Removed by stops
av-last-player = Last player holding cards
av-none-counted = none (already counted)
av-cards-in-hand = Cards in their hand
av-stored = { $count ->
    [one] stored { $count } card
   *[other] stored { $count } cards
}
av-removed = { $count } removed by stops
av-on-table = { $count } left on the table
av-table = Avalanche table
av-in-hand = { $count } in hand
av-stored-short = { $count } stored
av-figures = Deck { $deck } · removed { $removed } · on the table { $table }
av-moving = The moving avalanche
av-none-moving = No avalanche moving.
av-to-play = { $name } to play: how many cards?
av-to-play-count = { $count ->
    [one] { $name } to play: { $count } card of…
   *[other] { $name } to play: { $count } cards of…
}
av-snowfall = Snowfall: draw a card
av-deal-over = The deal is over.
av-save-deal = Save the deal
av-deal-log = Deal log
av-dealing = Dealing…
av-banner-snowfall = Snowfall: one card drawn.
av-banner-start = Start: a new avalanche.
av-banner-grow = Grow!
av-banner-stop = Stop! { $count } cards leave the game.
av-banner-fall = Fall! { $count } cards to { $name }.
av-tally = { $grows ->
    [one] { $grows } grow
   *[other] { $grows } grows
}, { $stops ->
    [one] { $stops } stop
   *[other] { $stops } stops
}, { $falls ->
    [one] { $falls } fall
   *[other] { $falls } falls
}
skull-entry-played = This round was played move by move ({ $count } moves). Save it to check it again, or delete it and play it again on the tracker.
skull-entry-points = Points kept before the referee: { $points }.
skull-entry-tracker = Rounds are played move by move on the tracker.

## Club nights (routes/Nights, NightHost, NightPhone, NightTv, lib/night)
night-list-title = Club nights
night-players-n = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
night-final-tag = final
night-not-seated = not seated yet
night-round-of = round { $round } of { $rounds }
night-none = No club night yet.
night-new = New night
night-game = Game
night-players = Players
night-new-players = New players, comma-separated
night-new-players-example = Ann, Bob, Cy
night-rounds = Rounds
night-round-is = A round is
night-length-deals = a number of deals:
night-deals-label = Deals a round
night-length-game = each table's whole game
night-scoring = Scoring
night-scoring-usual = The usual (match points at two, placings at more)
night-scoring-placings = Placings (3/2/1/0 at four)
night-scoring-match = Match points (2 win, 1 draw)
night-scoring-totals = The games' own scores
night-create = Create the night
night-banner-name = Club night · { $game }
night-banner-not-seated = Not seated yet
night-banner-round = Round { $round } of { $rounds }
night-banner-meta = { $where } · { $count ->
    [one] { $count } player
   *[other] { $count } players
} · tap to check in and see your seat
night-standings = Standings
night-standings-final = Final standings
night-provisional = (provisional)
night-played = { $byes ->
    [0] { $played } played
    [one] { $played } played · { $byes } bye
   *[other] { $played } played · { $byes } byes
}
night-status-playing = Playing
night-status-to-confirm = To confirm
night-status-confirmed = Confirmed
night-status-refused = Refused
night-status-corrected = Corrected by the host
night-status-accepted = Accepted by the host
night-score = { $player } { $points }
night-seat-line = Round { $round } · Table { $table } · with { $others }
night-the-host = The host
night-a-player = A player
night-trail-confirmed = { $who } confirmed { $scores }.
night-trail-accepted = { $who } accepted { $scores } when closing the round.
night-trail-refused = { $who } refused { $scores }: “{ $reason }”.
night-trail-refused-claimed = { $who } refused { $scores }: “{ $reason }” (makes it { $claimed }).
night-trail-corrected = { $who } corrected { $scores } to { $claimed }: “{ $reason }”.
night-note-no-hand = No hand yet.
night-note-hands = { $count ->
    [one] { $count } hand played.
   *[other] { $count } hands played.
}
night-note-confirm-it = Played: { $scores }. Confirm it below, or refuse it.
night-note-waiting = Played: { $scores }. Waiting for { $who } to confirm.
night-note-confirmed = { $who } confirmed { $scores }.
night-note-refused = { $who } refused the result: “{ $reason }”. The host decides.
night-note-corrected = The host corrected it to { $scores }: “{ $reason }”.
night-note-accepted = Counts as played: { $scores }.
night-back-nights = Back to the club nights
night-title = Club night
night-title-game = Club night · { $game }
night-summary = { $players ->
    [one] { $players } player
   *[other] { $players } players
} · tables of { $size } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} of { $length } · { $state }
night-length-deals-n = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}
night-length-whole = a whole game
night-state-final = final results
night-state-round = round { $round }
night-state-round-closed = round { $round } (closed)
night-checkin = Check-in
night-checkin-how = Players scan the code, open the address below, or type the PIN, then tap the club night and pick their name.
night-tv = TV:
night-share = Let phones check in
night-checked-in = Checked in: { $count } of { $players }.
night-checked-in-who = Checked in: { $count } of { $players } ({ $names }).
night-arrivals = Players: late arrivals and early leavers
night-arrivals-note = Changes take effect when the next round is seated; a player who leaves keeps their standing.
night-leaves = Leaves
night-left = Left: { $names }
night-late = Late arrival
night-add = Add
night-round-title = Round { $round } of { $rounds }
night-round-title-closed = Round { $round } of { $rounds } · closed
night-table = Table { $table }
night-now = Now: { $scores }.
night-entered = Entered: { $scores }
night-version = { $who }'s version: { $scores }
night-version-none = { $who }'s version: not given
night-the-player = The player
night-open-game = Open the game
night-correct = Correct…
night-reason-kept = Reason (kept with the results)
night-save-correction = Save the correction
night-trail = History of this result ({ $count })
night-byes = Bye: { $names }
night-seat = Seat round { $round }
night-close = Close round { $round }
night-finalise-ask = Finalise the night?
night-finalise-warning = Results become final.
night-finalise = Finalise
night-not-yet = Not yet
night-finalise-start = Finalise the night…
night-score-format = Each score is a whole number (or a fraction such as 5/2).
night-who = Who are you?
night-pick-once = Pick your name once: this phone then shows your seat every round.
night-keep = Keep { $name }
night-not-me = Not { $name }?
night-over = The night is over: the standings below are final.
night-round1-not-seated = Round 1 is not seated yet.
night-table-soon = Your table appears here as soon as the host seats the round.
night-sit-out = Round { $round } · You sit this round out
night-bye-note = A bye: it scores as the night's rules say. Your next table appears here.
night-open-table = Open table { $table }'s game
night-not-seated-in = You are not seated in round { $round }.
night-is-result = Is this the result?
night-confirm = Confirm
night-refuse = Refuse
night-what-wrong = What is wrong?
night-host-sees = The host sees your reason and both versions.
night-why = Why
night-as-you-make-them = The scores as you make them
night-optional = (optional)
night-send = Send to the host
night-back = Back
night-others-confirm = { $who } confirms the result: the other side does.
night-tv-final = Final results
night-tv-soon = Seating soon
night-seating = Seating
night-length-timed = a time limit, the last deal finished, in minutes:
night-minutes-label = Minutes a round
night-length-minutes-n = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
night-clock-round = Round { $round }’s clock
night-clock-left = { $time } left
night-clock-last-deal = Last deal
night-clock-note = { $minutes ->
    [one] A round of { $minutes } minute: when the time is up, finish the deal in progress.
   *[other] A round of { $minutes } minutes: when the time is up, finish the deal in progress.
}
night-clock-note-up = Time is up: finish the deal in progress and enter it; it is the table’s last.
night-rating = Rating { $rating } · { $games ->
    [one] 1 club night game
   *[other] { $games } club night games
}
night-rating-opt-in = Rated across club nights
night-results = Results
night-print-open = Printable results
night-print = Print
night-back-night = Back to the night
night-col-place = Place
night-col-player = Player
night-col-points = Points
night-col-head-to-head = Head to head
night-col-opponents = Opponents’ points
night-col-total = Total
night-col-played = Played
night-col-table = Table
night-col-scores = Scores that count
night-col-state = Result

# Series of club nights (routes/Series, SeriesOne, lib/night/series)
series-open = Series of nights
series-title = Series
series-how = A series adds up its nights: each night, one point for every player finished above, players level share; then nights won, then the nights’ points.
series-none = No series yet.
series-new = New series
series-name = Name
series-name-example = Autumn 2026
series-nights-to-start = Finished nights to start it with
series-no-free = No finished night is free: a night counts in one series, once the host has finalised it.
series-create = Create the series
series-nights-n = { $count ->
    [one] 1 night
   *[other] { $count } nights
}
series-leading = Leading: { $names }
series-final = final
series-provisional = provisional
series-won-by = won by { $names }
series-back = Back to the series
series-standings = Series standings
series-standings-final = Final series standings
series-col-points = Series points
series-col-wins = Nights won
series-col-nights = Nights
series-empty = No night in this series yet.
series-nights = { $count ->
    [one] Its night
   *[other] Its { $count } nights
}
series-add-night = Add a finished night
series-add = Add
series-export = Export the series
