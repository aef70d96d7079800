//! Every message names the player, never the seat (issue 23): each error message of every game's
//! fixture, with the table's names put in (`ledger::words::with_names`, what every screen and
//! export does), reads "Cy's cards are missing", never "Player 3", "player 3" or "seat 3". So a
//! rule that words a seat any other way than "Player N" fails here.

use cardtable_rules::ledger::words::with_names;

const FIXTURES: &[(&str, &str)] = &[
    (
        "arrange",
        include_str!("../../../../tests/fixtures/arrange.json"),
    ),
    (
        "avalanche",
        include_str!("../../../../tests/fixtures/avalanche.json"),
    ),
    (
        "basic_rummy",
        include_str!("../../../../tests/fixtures/basic_rummy.json"),
    ),
    (
        "boathouse_rummy",
        include_str!("../../../../tests/fixtures/boathouse_rummy.json"),
    ),
    (
        "continental_rummy",
        include_str!("../../../../tests/fixtures/continental_rummy.json"),
    ),
    (
        "gamblers_rummy",
        include_str!("../../../../tests/fixtures/gamblers_rummy.json"),
    ),
    (
        "gift_rummy",
        include_str!("../../../../tests/fixtures/gift_rummy.json"),
    ),
    (
        "gin_rummy",
        include_str!("../../../../tests/fixtures/gin_rummy.json"),
    ),
    (
        "knock_rummy",
        include_str!("../../../../tests/fixtures/knock_rummy.json"),
    ),
    (
        "oh_heck",
        include_str!("../../../../tests/fixtures/oh_heck.json"),
    ),
    (
        "rummy_500",
        include_str!("../../../../tests/fixtures/rummy_500.json"),
    ),
    (
        "scorepad",
        include_str!("../../../../tests/fixtures/scorepad.json"),
    ),
    (
        "six_card_golf",
        include_str!("../../../../tests/fixtures/six_card_golf.json"),
    ),
    (
        "skull_and_roses",
        include_str!("../../../../tests/fixtures/skull_and_roses.json"),
    ),
];

/// Twenty names, more than any game seats.
fn names() -> Vec<String> {
    [
        "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Mo", "Ned",
        "Oz", "Pia", "Quin", "Ros", "Sid", "Tess",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// A seat named by number: "Player 3", "player 3", "seat 3", "Seat 3" (any case).
fn seat_by_number(text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    for word in ["player ", "seat "] {
        let mut from = 0;
        while let Some(at) = lower[from..].find(word) {
            let start = from + at;
            let after = &lower[start + word.len()..];
            let starts_word =
                start == 0 || !lower[..start].ends_with(|c: char| c.is_alphanumeric());
            if starts_word && after.starts_with(|c: char| c.is_ascii_digit()) {
                return Some(text[start..].chars().take(word.len() + 2).collect());
            }
            from = start + word.len();
        }
    }
    None
}

fn messages(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            if let Some(serde_json::Value::String(m)) = map.get("message") {
                out.push(m.clone());
            }
            map.values().for_each(|v| messages(v, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| messages(v, out)),
        _ => {}
    }
}

#[test]
fn every_fixture_message_names_players_once_names_are_put_in() {
    let names = names();
    let mut checked = 0;
    let mut bad = Vec::new();
    for (game, text) in FIXTURES {
        let fixture: serde_json::Value = serde_json::from_str(text).unwrap();
        let mut found = Vec::new();
        messages(&fixture, &mut found);
        for m in found {
            checked += 1;
            let named = with_names(&m, &names);
            if let Some(seat) = seat_by_number(&named) {
                bad.push(format!("{game}: \"{named}\" still says \"{seat}\""));
            }
        }
    }
    assert!(checked >= 90, "only {checked} messages were found");
    assert!(
        bad.is_empty(),
        "messages that name a seat:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_scanner_sees_a_seat_in_each_form() {
    assert!(seat_by_number("Player 3 has 8 cards").is_some());
    assert!(seat_by_number("(player 2 was entered)").is_some());
    assert!(seat_by_number("Seat 4 is empty").is_some());
    assert!(seat_by_number("Cy's cards are missing").is_none());
    assert!(seat_by_number("a 3-player game").is_none());
    let named = with_names("Player 3's cards are missing", &names());
    assert_eq!(named, "Cy's cards are missing");
}
