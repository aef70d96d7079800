//! A hand in words, one line, for exports and anyone reading a game back without Cardtable:
//! "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16". Each game tells its own hands
//! ([`Game::hand_words`](crate::games::Game::hand_words)) from the outcome the rules computed for
//! the hand (as stored in the history) and the players' names, with the helpers here; a hand whose facts
//! no longer validate is told by its stored points. The end-of-game bonuses are told the same
//! way, with the rules' own explanation lines and the players' names in place of seat numbers.

use crate::games::HandOutcome;
use crate::points::Points;

/// Seat `seat`'s name, or "Player N" when there is none.
pub fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// Points as people read them, with a sign for gains: "+16", "0", "-5".
pub fn signed(p: &Points) -> String {
    let s = p.display();
    if *p > Points::ZERO {
        format!("+{s}")
    } else {
        s
    }
}

/// Replaces every "Player N" in the rules' words with seat N's name (N counts from 1).
pub fn with_names(text: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("Player ") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "Player ".len()..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        let seat = after[..digits].parse::<usize>().ok().filter(|n| *n >= 1);
        match seat.and_then(|n| names.get(n - 1)) {
            Some(who) => out.push_str(who),
            None => out.push_str(&rest[at..at + "Player ".len() + digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// Cards as people write them: "K♣ 7♦ A♥"; "no cards" for none.
pub fn cards(cards: &[crate::card::Card]) -> String {
    if cards.is_empty() {
        "no cards".to_string()
    } else {
        crate::notation::pretty_cards(cards)
    }
}

/// Cards as typed ("KC 7d, A♥") as people write them ("K♣ 7♦ A♥"); a declared joker
/// (`JK=7c`) reads "JK→7♣"; a token that is not a card is kept as typed; "no cards" for none.
pub fn typed_cards(text: &str) -> String {
    let tokens: Vec<String> = crate::notation::tokens(text)
        .map(|t| match t.split_once('=') {
            Some((joker, stands)) => format!("{}→{}", one_card(joker), one_card(stands)),
            None => one_card(t),
        })
        .collect();
    if tokens.is_empty() {
        "no cards".to_string()
    } else {
        tokens.join(" ")
    }
}

fn one_card(token: &str) -> String {
    match crate::notation::parse_token(token) {
        Some(crate::card::Card::Joker) => "JK".to_string(),
        Some(c) => c.pretty(),
        None => token.to_string(),
    }
}

/// [`typed_cards`] as a message: the cards as people write them, or "no cards" in the
/// reader's language.
pub fn typed_cards_said(text: &str) -> crate::says::Said {
    if crate::notation::tokens(text).next().is_none() {
        crate::says::Said::new("no-cards")
    } else {
        crate::says::text(typed_cards(text))
    }
}

/// A seat's points as the players entered them ("10 points", "1 point", "2.5 points"), from a
/// hand kept as points only; empty when the seat has none. A typographic minus: the cell reads
/// "−2.5 points", not a formula to neutralise.
pub fn entered_points_said(points: &[Points], seat: usize) -> crate::says::Said {
    use crate::says::{Arg, Said};
    match points.get(seat) {
        Some(p) if *p == Points::from(1) => Said::new("entered-one-point"),
        Some(p) => Said::new("entered-points").arg("points", Arg::Minus(*p)),
        None => crate::says::text(""),
    }
}

/// A seat's entry in the rummy games that take its cards or an announced count: "K♣ 7♦",
/// "no cards", "announced 12".
pub fn seat_entry_said(
    entry: Option<&crate::games::rummy_family::RummySeatEntry>,
) -> crate::says::Said {
    use crate::games::rummy_family::RummySeatEntry;
    match entry {
        Some(RummySeatEntry::Cards(text)) => typed_cards_said(text),
        Some(RummySeatEntry::Count(n)) => crate::says::Said::new("entered-announced").arg("n", *n),
        None => crate::says::text(""),
    }
}

/// A head and the rest as one entry: "went out: K♣ 7♦", the head alone when the rest says nothing
/// (`nothing`: no cards, or no entry), the rest alone without a head.
pub fn headed_said(
    head: Option<crate::says::Said>,
    rest: crate::says::Said,
    nothing: bool,
) -> crate::says::Said {
    match head {
        None => rest,
        Some(h) if nothing => h,
        Some(h) => crate::says::Said::new("entered-headed")
            .arg("head", h)
            .arg("rest", rest),
    }
}

/// Whether a seat's entry says nothing after a head: no entry, or no cards.
pub fn entry_says_nothing(entry: Option<&crate::games::rummy_family::RummySeatEntry>) -> bool {
    use crate::games::rummy_family::RummySeatEntry;
    match entry {
        None => true,
        Some(RummySeatEntry::Cards(t)) => crate::notation::tokens(t).next().is_none(),
        Some(RummySeatEntry::Count(_)) => false,
    }
}

/// A seat's cards as typed, as a message, and whether they say nothing (none typed, or no
/// entry): the rest of a [`headed_said`].
pub fn typed_rest(hand: Option<&String>) -> (crate::says::Said, bool) {
    match hand {
        Some(h) => (
            typed_cards_said(h),
            crate::notation::tokens(h).next().is_none(),
        ),
        None => (crate::says::text(""), true),
    }
}

/// A hand told by its headline, then every seat's points: "Ann went out; Ann +12; Bob −12";
/// the points alone without a headline.
pub fn headline(head: Option<String>, points: &[Points], names: &[String]) -> String {
    match head.filter(|h| !h.is_empty()) {
        Some(h) => format!("{h}; {}", by_points(points, names)),
        None => by_points(points, names),
    }
}

/// [`headline`] as a message: the headline, then every seat's points.
pub fn headline_said(head: Option<crate::says::Said>, points: &[Points]) -> crate::says::Said {
    match head {
        Some(h) => crate::says::Said::new("told-headline")
            .arg("head", h)
            .arg("points", by_points_said(points)),
        None => by_points_said(points),
    }
}

/// [`by_points`] as a message: "Ann +12; Bob 0".
pub fn by_points_said(points: &[Points]) -> crate::says::Said {
    use crate::says::{joined, Arg, Said};
    joined(
        points
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                Said::new("seat-points")
                    .arg("player", Arg::Seat(seat))
                    .arg("points", Arg::Signed(*p))
            })
            .collect(),
        "; ",
    )
}

/// Every seat with its points: "Ann +12; Bob 0".
pub fn by_points(points: &[Points], names: &[String]) -> String {
    points
        .iter()
        .enumerate()
        .map(|(seat, p)| format!("{} {}", name(names, seat), signed(p)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// [`per_seat`] as a message: each seat's own message after its name.
pub fn per_seat_said(texts: impl IntoIterator<Item = crate::says::Said>) -> crate::says::Said {
    use crate::says::{joined, Arg, Said};
    joined(
        texts
            .into_iter()
            .enumerate()
            .map(|(seat, t)| {
                Said::new("seat-text")
                    .arg("player", Arg::Seat(seat))
                    .arg("text", t)
            })
            .collect(),
        "; ",
    )
}

/// Each seat's own text: "Ann: 12+7-3 = 16; Bob: 5".
pub fn per_seat(texts: impl IntoIterator<Item = String>, names: &[String]) -> String {
    texts
        .into_iter()
        .enumerate()
        // Each text is one clause of the line: its own full stop would double the ";".
        .map(|(seat, t)| format!("{}: {}", name(names, seat), t.trim_end_matches('.')))
        .collect::<Vec<_>>()
        .join("; ")
}

/// One hand in words, as its game tells it ([`Game::hand_words`](crate::games::Game::hand_words)).
/// `outcome` is the rules' outcome for the hand (None when its facts no longer validate: the
/// hand is then told by its points); `points` are the points counted for it, per seat.
pub fn hand_words(outcome: Option<&HandOutcome>, points: &[Points], names: &[String]) -> String {
    match outcome {
        Some(o) => o.words(points, names),
        None => by_points(points, names),
    }
}

/// The end-of-game bonuses in words: each seat's bonus and the rules' explanation, with names.
/// Empty when no seat has a bonus.
pub fn bonus_words(bonuses: &[Points], explanation: &[String], names: &[String]) -> String {
    if bonuses.iter().all(|b| *b == Points::ZERO) {
        return String::new();
    }
    let why = explanation
        .iter()
        .map(|l| with_names(l, names))
        .collect::<Vec<_>>()
        .join(" ");
    format!("Bonuses: {}. {why}", by_points(bonuses, names))
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dispatch::score_json;
    use crate::games::{GameKind, Table};
    use serde_json::{json, Value};

    fn names() -> Vec<String> {
        vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()]
    }

    fn words(kind: GameKind, options: Value, seats: usize, facts: Value) -> String {
        let table = Table {
            seats,
            hand_index: 0,
            dealer: 0,
        };
        let s = score_json(kind, &options, &table, &facts).expect("a valid hand");
        hand_words(Some(&s.outcome), &s.points, &names())
    }

    #[test]
    fn a_gin_knock_reads_as_people_say_it() {
        let w = words(
            GameKind::GinRummy,
            json!({}),
            2,
            json!({"form": "counts", "knocker": 0, "knockerDeadwood": 4, "defenderDeadwood": 20}),
        );
        assert_eq!(w, "Ann knocked: deadwood 4; Bob 20; Ann +16");
    }

    #[test]
    fn an_undercut_names_the_defender() {
        let w = words(
            GameKind::GinRummy,
            json!({}),
            2,
            json!({"form": "counts", "knocker": 1, "knockerDeadwood": 9, "defenderDeadwood": 5}),
        );
        assert!(
            w.starts_with("Bob knocked: deadwood 9; Ann 5; undercut: Ann +"),
            "{w}"
        );
    }

    #[test]
    fn scorepad_and_unparsed_hands_fall_back_to_points() {
        let w = words(
            GameKind::Scorepad,
            json!({}),
            2,
            json!({"points": ["12+7-3", 5]}),
        );
        assert_eq!(w, "Ann: 12+7-3 = 16; Bob: 5");
        let pts = [Points::from(3), Points::ZERO];
        assert_eq!(hand_words(None, &pts, &names()), "Ann +3; Bob 0");
    }

    #[test]
    fn typed_cards_read_as_people_write_them() {
        assert_eq!(typed_cards("KC 7d, A♥"), "K♣ 7♦ A♥");
        assert_eq!(typed_cards("5C 6C JK=7C"), "5♣ 6♣ JK→7♣");
        assert_eq!(typed_cards("  "), "no cards");
        assert_eq!(typed_cards("KC XX"), "K♣ XX");
        let head = || Some(crate::says::Said::new("rummy-entered-went-out"));
        let (rest, nothing) = typed_rest(Some(&String::new()));
        assert_eq!(headed_said(head(), rest, nothing).english(), "went out");
        let (rest, nothing) = typed_rest(Some(&"KC".to_string()));
        assert_eq!(
            headed_said(head(), rest.clone(), nothing).english(),
            "went out: K♣"
        );
        assert_eq!(headed_said(None, rest, nothing).english(), "K♣");
        let points = [Points::from(1), Points::ZERO, Points::ratio(-5, 2).unwrap()];
        assert_eq!(entered_points_said(&points, 0).english(), "1 point");
        assert_eq!(entered_points_said(&points, 1).english(), "0 points");
        assert_eq!(entered_points_said(&points, 2).english(), "−2.5 points");
        assert_eq!(entered_points_said(&points, 3).english(), "");
    }

    #[test]
    fn a_rummy_500_lay_off_onto_a_joker_says_whose_place_it_takes() {
        let facts = json!({"form": "cards", "hands": ["4C AS", ""],
            "melds": [["5C 6C JK=7C"], ["7H 8H 9H"]],
            "layoffs": [[], [{"cards": "8C", "onto": "5C 6C JK=7C"}]]});
        let table = Table {
            seats: 2,
            hand_index: 0,
            dealer: 0,
        };
        let s = score_json(GameKind::Rummy500, &json!({}), &table, &facts).expect("a valid hand");
        let explained = s.outcome.to_value()["explanation"].to_string();
        assert!(
            explained.contains("laid off 8♣ onto 5♣ 6♣ JK→7♣"),
            "{explained}"
        );
        assert!(explained.contains("5♣ 6♣ JK→7♣ (run)"), "{explained}");
        let onto = &s.outcome.to_value()["seats"][1]["layoffs"][0]["ontoStandsFor"];
        assert_eq!(onto, &json!(["5c", "6c", "7c"]));
    }

    #[test]
    fn a_doubled_count_says_so() {
        let facts = json!({"form": "cards", "winner": 0, "hands": ["", "7C"], "rummy": true});
        let table = Table {
            seats: 2,
            hand_index: 0,
            dealer: 0,
        };
        let s = score_json(
            GameKind::BasicRummy,
            &json!({"preset": "classic"}),
            &table,
            &facts,
        )
        .expect("a valid hand");
        let explained = s.outcome.to_value()["explanation"].to_string();
        assert!(
            explained.contains("Player 2 pays Player 1 14 (count 7, doubled for rummy)."),
            "{explained}"
        );
        assert!(
            hand_words(Some(&s.outcome), &s.points, &names())
                .starts_with("Ann went out (rummy, doubled); Ann +14"),
            "{}",
            hand_words(Some(&s.outcome), &s.points, &names())
        );
    }

    #[test]
    fn names_replace_seat_numbers_and_bonuses_are_told() {
        let n = names();
        assert_eq!(
            with_names(
                "Player 1 reached 104; Player 2 won 0; Player 9 is away.",
                &n
            ),
            "Ann reached 104; Bob won 0; Player 9 is away."
        );
        assert_eq!(with_names("Player x", &n), "Player x");
        let b = [Points::from(175), Points::ZERO];
        let why = ["Player 1 reached 104 (target 100): game bonus 100.".to_string()];
        assert_eq!(
            bonus_words(&b, &why, &n),
            "Bonuses: Ann +175; Bob 0. Ann reached 104 (target 100): game bonus 100."
        );
        assert_eq!(bonus_words(&[Points::ZERO], &why, &n), "");
    }
}
