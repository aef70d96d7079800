## Gift Rummy : le compte de chaque place pour une donne (RULES.md §2).

gift-flush = couleur { $points }
gift-sequences = suites { $points }
gift-same-rank = même rang { $points }
gift-twenty-one = vingt-et-un { $points }
gift-sole-knocker = seul à frapper { $points }
gift-nothing-scores = rien ne compte
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }
