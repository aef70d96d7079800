## Gift Rummy: die Wertung jedes Platzes in einer Runde (RULES.md §2).

gift-flush = Farbe { $points }
gift-sequences = Folgen { $points }
gift-same-rank = gleicher Rang { $points }
gift-twenty-one = Einundzwanzig { $points }
gift-sole-knocker = einziger Klopfer { $points }
gift-nothing-scores = nichts zählt
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }
