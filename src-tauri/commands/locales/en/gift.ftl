## Gift Rummy: each seat's count of a deal (RULES.md §2).

gift-flush = flush { $points }
gift-sequences = sequences { $points }
gift-same-rank = same rank { $points }
gift-twenty-one = twenty-one { $points }
gift-sole-knocker = sole knocker { $points }
gift-nothing-scores = nothing scores
gift-line = { $detail } = { $total }.
# The same line inside the one-line telling of a deal, without its full stop.
gift-line-bare = { $detail } = { $total }
