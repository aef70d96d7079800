//! A hand in words, one line, for exports and anyone reading a game back without Cardtable:
//! "Ann knocked: deadwood 4; Bob 20 after lay-offs; Ann +16". Built from the outcome the rules
//! computed for the hand (as stored in the history) and the players' names; a hand whose facts
//! no longer validate is told by its stored points. The end-of-game bonuses are told the same
//! way, with the rules' own explanation lines and the players' names in place of seat numbers.

use crate::games::GameKind;
use crate::games::HandOutcome;
use crate::points::Points;
use serde::Deserialize;
use serde_json::Value;

/// Seat `seat`'s name, or "Player N" when there is none.
fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// Points as people read them, with a sign for gains: "+16", "0", "-5".
fn signed(p: &Points) -> String {
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

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GinWords {
    result: String,
    knocker: Option<usize>,
    knocker_deadwood: u32,
    defender_deadwood: u32,
    #[serde(default)]
    layoffs: Vec<Value>,
    points: Points,
    winner_seat: Option<usize>,
}

fn gin(o: GinWords, names: &[String]) -> String {
    let Some(k) = o.knocker else {
        return "Void hand: nobody scores".to_string();
    };
    let d = 1 - k.min(1);
    let (kn, dn) = (name(names, k), name(names, d));
    let laid = if o.layoffs.is_empty() {
        ""
    } else {
        " after lay-offs"
    };
    let head = match o.result.as_str() {
        "gin" => format!("{kn} went gin; {dn} {}", o.defender_deadwood),
        "bigGin" => format!("{kn} went big gin; {dn} {}", o.defender_deadwood),
        "void" => return "Void hand: nobody scores".to_string(),
        _ => format!(
            "{kn} knocked: deadwood {}; {dn} {}{laid}",
            o.knocker_deadwood, o.defender_deadwood
        ),
    };
    match o.winner_seat {
        Some(w) if o.result == "undercut" => {
            format!("{head}; undercut: {} {}", name(names, w), signed(&o.points))
        }
        Some(w) => format!("{head}; {} {}", name(names, w), signed(&o.points)),
        None => format!("{head}; nobody scores"),
    }
}

#[derive(Deserialize)]
struct OhHeckLine {
    bid: u32,
    tricks: u32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct OhHeckWords {
    hand_size: u32,
    trump: Option<String>,
    lines: Vec<OhHeckLine>,
}

fn oh_heck(o: OhHeckWords, points: &[Points], names: &[String]) -> String {
    let trump = match o.trump.as_deref() {
        Some("spades") => "♠ trumps",
        Some("hearts") => "♥ trumps",
        Some("diamonds") => "♦ trumps",
        Some("clubs") => "♣ trumps",
        _ => "no trumps",
    };
    let seats: Vec<String> = o
        .lines
        .iter()
        .enumerate()
        .map(|(seat, l)| {
            let p = points.get(seat).map(signed).unwrap_or_default();
            format!("{} bid {}, took {} {p}", name(names, seat), l.bid, l.tricks)
        })
        .collect();
    let cards = if o.hand_size == 1 { "card" } else { "cards" };
    format!("{} {cards}, {trump}: {}", o.hand_size, seats.join("; "))
}

#[derive(Deserialize)]
struct Explained {
    explanation: String,
}

#[derive(Deserialize)]
struct LinesOf<L> {
    lines: Vec<L>,
}

#[derive(Deserialize)]
struct Shown {
    shown: String,
}

/// Every seat with its points: "Ann +12; Bob 0".
fn by_points(points: &[Points], names: &[String]) -> String {
    points
        .iter()
        .enumerate()
        .map(|(seat, p)| format!("{} {}", name(names, seat), signed(p)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// One hand of a `kind` game in words. `outcome` is the rules' outcome for the hand (None when
/// its facts no longer validate); `points` are the points counted for it, per seat.
pub fn hand_words(
    kind: GameKind,
    outcome: Option<&HandOutcome>,
    points: &[Points],
    names: &[String],
) -> String {
    // The words read the outcome's JSON face (`{kind, outcome}`), so they stay a reader of
    // what every game already shows.
    let inner = outcome
        .and_then(|o| serde_json::to_value(o).ok())
        .and_then(|mut v| v.get_mut("outcome").map(Value::take));
    let Some(outcome) = inner.as_ref() else {
        return by_points(points, names);
    };
    let per_seat = |texts: Vec<String>| -> String {
        texts
            .iter()
            .enumerate()
            .map(|(seat, t)| format!("{}: {t}", name(names, seat)))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let words = match kind {
        GameKind::GinRummy => GinWords::deserialize(outcome).ok().map(|o| gin(o, names)),
        GameKind::OhHeck => OhHeckWords::deserialize(outcome)
            .ok()
            .map(|o| oh_heck(o, points, names)),
        GameKind::GiftRummy | GameKind::SixCardGolf => LinesOf::<Explained>::deserialize(outcome)
            .ok()
            .map(|o| per_seat(o.lines.into_iter().map(|l| l.explanation).collect())),
        GameKind::Scorepad => LinesOf::<Shown>::deserialize(outcome)
            .ok()
            .map(|o| per_seat(o.lines.into_iter().map(|l| l.shown).collect())),
        _ => None,
    };
    words.unwrap_or_else(|| by_points(points, names))
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
    use crate::games::Table;
    use serde_json::json;

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
        hand_words(kind, Some(&s.outcome), &s.points, &names())
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
        assert_eq!(
            hand_words(GameKind::GinRummy, None, &pts, &names()),
            "Ann +3; Bob 0"
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
