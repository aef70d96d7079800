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

/// Every seat with its points: "Ann +12; Bob 0".
pub fn by_points(points: &[Points], names: &[String]) -> String {
    points
        .iter()
        .enumerate()
        .map(|(seat, p)| format!("{} {}", name(names, seat), signed(p)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Each seat's own text: "Ann: 12+7-3 = 16; Bob: 5".
pub fn per_seat(texts: impl IntoIterator<Item = String>, names: &[String]) -> String {
    texts
        .into_iter()
        .enumerate()
        .map(|(seat, t)| format!("{}: {t}", name(names, seat)))
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
