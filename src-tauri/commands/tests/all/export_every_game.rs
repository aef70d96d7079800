//! Every game's export reads as a person would write it (issue 23): one real hand of each kind
//! (the match below lists every kind, no wildcard), exported as CSV and read back with the
//! `csv` crate. Each player's `entered` cell tells their own entry in words (cards as K♣, never
//! JSON, never a seat number), Continental's winning sequences sit on the winner's row only,
//! the game's name is in every row and in the JSON, no cell has doubled punctuation, and a
//! formula-like name is neutralised.

use cardtable_commands::Ledger;
use cardtable_rules::GameKind;
use cardtable_store::NewGame;
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{json, Value};

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 1, minute, 0)
        .single()
        .unwrap()
}

/// One hand of `kind` at its table: the players, the facts, and what each player's `entered`
/// cell must say (a piece of it).
fn sample(kind: GameKind) -> (Vec<&'static str>, Value, Vec<&'static str>) {
    match kind {
        GameKind::GinRummy => (
            vec!["Ann", "Bob"],
            json!({"form": "cards", "knocker": 0,
                "knockerCards": ["3s", "4s", "5s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"],
                "defenderCards": ["9c", "9d", "9s", "4d", "5d", "6d", "Ks", "Qc", "7c", "3h"]}),
            vec!["knocked with 3♠ 4♠ 5♠ 8♦", "9♣ 9♦ 9♠ 4♦"],
        ),
        GameKind::GiftRummy => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"hands": [
                "4H 5H 6H 7H 9H KH 5S 8S 2D 3D 4D JC QC",
                "AS 2S 3S 4S 6S 7S 9S TS JS QS KS AH 2H",
                "3H 8H TH JH QH AD 5D 6D 7D 8D 9D TD JD",
                "QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC KC"]}),
            vec!["4♥ 5♥ 6♥", "A♠ 2♠", "3♥ 8♥", "Q♦ K♦"],
        ),
        GameKind::BasicRummy => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"form": "cards", "winner": 0, "hands": ["", "KC 7D AH", "5S 5H", "QD JS 2C"], "rummy": false}),
            vec!["went out", "K♣ 7♦ A♥", "5♠ 5♥", "Q♦ J♠ 2♣"],
        ),
        GameKind::BoathouseRummy => (
            vec!["Ann", "Bob", "Cy"],
            json!({"form": "cards", "winner": 0, "hands": ["", "KC 7D AH", "5S 5H 2C"]}),
            vec!["went out", "K♣ 7♦ A♥", "5♠ 5♥ 2♣"],
        ),
        GameKind::ContinentalRummy => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"form": "melds", "winner": 1,
                "melds": ["4H 5H 6H 7H", "9C TC JC QC", "2D 3D 4D 5D", "8S 9S TS"]}),
            vec![
                "",
                "went out: 4♥ 5♥ 6♥ 7♥ · 9♣ 10♣ J♣ Q♣ · 2♦ 3♦ 4♦ 5♦ · 8♠ 9♠ 10♠",
                "",
                "",
            ],
        ),
        GameKind::GamblersRummy => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"form": "cards", "winner": 2, "hands": ["KC 7D", "5S 5H 2C", "", "9D"]}),
            vec!["K♣ 7♦", "5♠ 5♥ 2♣", "went out", "9♦"],
        ),
        GameKind::KnockRummy => (
            vec!["Ann", "Bob", "Cy"],
            json!({"form": "cards", "knocker": 0, "hands": [
                "3S 4S 5S 9H 9D 9C KD", "2H 3H 4H 7C 7D 7S AC", "QS QH JD 8C 5D 6D TD"]}),
            vec!["knocked: 3♠ 4♠ 5♠ 9♥ 9♦ 9♣ K♦", "2♥ 3♥ 4♥", "Q♠ Q♥ J♦"],
        ),
        GameKind::Rummy500 => (
            vec!["Ann", "Bob"],
            json!({"form": "cards", "hands": ["4C AS", ""],
                "melds": [["7H 8H 9H", "KC KD KS"], ["5C 6C JK=7C"]],
                "layoffs": [[], [{"cards": "TH", "onto": "7H 8H 9H"}]]}),
            vec![
                "melded 7♥ 8♥ 9♥ · K♣ K♦ K♠; in hand 4♣ A♠",
                "melded 5♣ 6♣ JK→7♣; laid off 10♥ onto 7♥ 8♥ 9♥; no cards in hand",
            ],
        ),
        GameKind::OhHeck => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"bids": [3, 2, 4, 0], "tricks": [3, 2, 4, 1]}),
            vec![
                "bid 3, took 3",
                "bid 2, took 2",
                "bid 4, took 4",
                "bid 0, took 1",
            ],
        ),
        GameKind::SixCardGolf => (
            vec!["Ann", "Bob"],
            json!({"entries": ["KS 5H QD / 2C 5D JC", 7]}),
            vec!["K♠ 5♥ Q♦ / 2♣ 5♦ J♣", "scored 7"],
        ),
        GameKind::SkullAndRoses => (
            vec!["Ann", "Bob", "Cy"],
            json!({"form": "points", "points": [1, 0, 0]}),
            vec!["1 point", "0 points", "0 points"],
        ),
        GameKind::Avalanche => (
            vec!["Ann", "Bob", "Cy", "Di"],
            json!({"form": "points", "points": [12, 10, 9, 8]}),
            vec!["12 points", "10 points", "9 points", "8 points"],
        ),
        GameKind::Scorepad => (
            vec!["=SUM(A1)", "Bob"],
            json!({"points": ["12+7-3", 5]}),
            vec!["12+7-3", "5"],
        ),
    }
}

/// A cell with two marks of punctuation in a row (". .", ";;", ".;", ",,"), outside a number.
fn doubled_punctuation(cell: &str) -> Option<String> {
    let marks: Vec<char> = cell.chars().filter(|c| !c.is_whitespace()).collect();
    marks
        .windows(2)
        .find(|w| {
            matches!(w[0], '.' | ';' | ',' | ':') && matches!(w[1], '.' | ';' | ',' | ':')
                || w[0] == '(' && w[1] == ')'
        })
        .map(|w| format!("{}{}", w[0], w[1]))
}

/// A new game of `kind` for `players` on its default options, the first seat dealing.
fn new_game(s: &mut Ledger, kind: GameKind, players: &[&str]) -> cardtable_store::GameSummary {
    s.create_game(
        &NewGame {
            kind,
            players: players.iter().map(|p| p.to_string()).collect(),
            options: json!({}),
            first_dealer: 0,
        },
        at(1),
    )
    .unwrap()
}

#[test]
fn every_games_export_tells_each_players_entry_in_words() {
    let mut s = Ledger::open_in_memory().unwrap();
    let mut checked = Vec::new();
    let mut wrong: Vec<String> = Vec::new();
    for kind in GameKind::ALL {
        let (players, facts, entered) = sample(kind);
        let g = new_game(&mut s, kind, &players);
        s.rename_game(g.id, &format!("Friday {}", kind.name()))
            .unwrap();
        if let Err(e) = s.record_hand(g.id, &facts, None, at(2)) {
            wrong.push(format!("{kind}: the sample hand is refused: {e:?}"));
            continue;
        }
        let text = s.export_csv(Some(g.id)).unwrap();
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let header = reader.headers().unwrap().clone();
        assert_eq!(
            header.iter().collect::<Vec<_>>(),
            [
                "game", "name", "kind", "hand", "dealer", "player", "entered", "points", "total",
                "summary"
            ]
        );
        let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        assert_eq!(rows.len(), players.len(), "{kind}: {text}");
        for (seat, row) in rows.iter().enumerate() {
            let want = entered[seat];
            let cell = &row[6];
            if !(cell.contains(want) && (!want.is_empty() || cell.is_empty())) {
                wrong.push(format!(
                    "{kind}: {}'s entered cell is {cell:?}, not {want:?}",
                    players[seat]
                ));
            }
            assert_eq!(&row[1], format!("Friday {}", kind.name()), "{kind}");
            assert_eq!(&row[2], kind.name(), "{kind}");
            for (column, cell) in row.iter().enumerate() {
                if cell.contains(['{', '[', '"']) {
                    wrong.push(format!("{kind}: {} reads as JSON: {cell}", &header[column]));
                }
                if cell.contains("Player ") {
                    wrong.push(format!("{kind}: a seat number in {cell}"));
                }
                if let Some(marks) = doubled_punctuation(cell) {
                    wrong.push(format!("{kind}: doubled punctuation {marks} in {cell}"));
                }
            }
        }
        // The JSON export names the game too, and still imports.
        let json_text = s.export_json(Some(g.id), at(3)).unwrap();
        let v: Value = serde_json::from_str(&json_text).unwrap();
        assert_eq!(
            v["games"][0]["name"],
            json!(format!("Friday {}", kind.name()))
        );
        checked.push(kind);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(checked.len(), GameKind::ALL.len());
}

#[test]
fn continentals_sequences_are_the_winners_alone() {
    let mut s = Ledger::open_in_memory().unwrap();
    let (players, facts, _) = sample(GameKind::ContinentalRummy);
    let g = new_game(&mut s, GameKind::ContinentalRummy, &players);
    s.record_hand(g.id, &facts, None, at(2)).unwrap();
    let text = s.export_csv(Some(g.id)).unwrap();
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let entered: Vec<String> = reader
        .records()
        .map(|r| r.unwrap()[6].to_string())
        .collect();
    assert_eq!(
        entered.iter().filter(|e| e.contains("4♥ 5♥")).count(),
        1,
        "{text}"
    );
    assert!(entered[1].starts_with("went out: "), "{text}");
    // A game without a name of its own is named for its kind.
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        &reader.records().next().unwrap().unwrap()[1],
        "Continental Rummy"
    );
}

#[test]
fn a_formula_like_name_is_neutralised_and_quoting_is_the_csv_crates() {
    let mut s = Ledger::open_in_memory().unwrap();
    let (players, facts, _) = sample(GameKind::Scorepad);
    let g = new_game(&mut s, GameKind::Scorepad, &players);
    s.rename_game(g.id, "Cards, \"at\" Ann's").unwrap();
    s.record_hand(g.id, &facts, None, at(2)).unwrap();
    let text = s.export_csv(Some(g.id)).unwrap();
    // The writer quoted the comma and the quotes; the formula guard put its ' in front.
    assert!(text.contains("\"Cards, \"\"at\"\" Ann's\""), "{text}");
    assert!(text.contains(",'=SUM(A1),"), "{text}");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let row = reader.records().next().unwrap().unwrap();
    assert_eq!(&row[1], "Cards, \"at\" Ann's");
    assert_eq!(&row[5], "'=SUM(A1)");
    assert_eq!(&row[7], "16");
}

/// What each player entered reads in the reader's language (issue 25): the German CSV of one
/// hand of each game tells each entry in German, cards as written; the English file keeps its
/// words.
#[test]
fn a_german_exports_entered_column_is_german() {
    use cardtable_commands::words::Lang;
    let german = |kind: GameKind| -> Vec<&'static str> {
        match kind {
            GameKind::GinRummy => vec![
                "geklopft mit 3♠ 4♠ 5♠ 8♦ 8♣ 8♥ J♥ Q♥ K♥ 2♦",
                "9♣ 9♦ 9♠ 4♦ 5♦ 6♦ K♠ Q♣ 7♣ 3♥",
            ],
            GameKind::Rummy500 => vec![
                "ausgelegt 7♥ 8♥ 9♥ · K♣ K♦ K♠; auf der Hand 4♣ A♠",
                "ausgelegt 5♣ 6♣ JK→7♣; 10♥ an 7♥ 8♥ 9♥ angelegt; keine Karten auf der Hand",
            ],
            GameKind::OhHeck => vec![
                "3 angesagt, 3 Stiche gemacht",
                "2 angesagt, 2 Stiche gemacht",
                "4 angesagt, 4 Stiche gemacht",
                "0 angesagt, 1 Stich gemacht",
            ],
            GameKind::SixCardGolf => vec!["K♠ 5♥ Q♦ / 2♣ 5♦ J♣", "7 Punkte"],
            GameKind::ContinentalRummy => vec![
                "",
                "ausgemacht: 4♥ 5♥ 6♥ 7♥ · 9♣ 10♣ J♣ Q♣ · 2♦ 3♦ 4♦ 5♦ · 8♠ 9♠ 10♠",
                "",
                "",
            ],
            GameKind::GiftRummy => vec![
                "4♥ 5♥ 6♥ 7♥ 9♥ K♥ 5♠ 8♠ 2♦ 3♦ 4♦ J♣ Q♣",
                "A♠ 2♠ 3♠ 4♠ 6♠ 7♠ 9♠ 10♠ J♠ Q♠ K♠ A♥ 2♥",
                "3♥ 8♥ 10♥ J♥ Q♥ A♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦",
                "Q♦ K♦ A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ K♣",
            ],
            GameKind::BasicRummy => vec!["hat ausgemacht", "K♣ 7♦ A♥", "5♠ 5♥", "Q♦ J♠ 2♣"],
            GameKind::BoathouseRummy => vec!["hat ausgemacht", "K♣ 7♦ A♥", "5♠ 5♥ 2♣"],
            GameKind::GamblersRummy => vec!["K♣ 7♦", "5♠ 5♥ 2♣", "hat ausgemacht", "9♦"],
            GameKind::KnockRummy => vec![
                "hat geklopft: 3♠ 4♠ 5♠ 9♥ 9♦ 9♣ K♦",
                "2♥ 3♥ 4♥ 7♣ 7♦ 7♠ A♣",
                "Q♠ Q♥ J♦ 8♣ 5♦ 6♦ 10♦",
            ],
            GameKind::SkullAndRoses => vec!["1 Punkt", "0 Punkte", "0 Punkte"],
            GameKind::Avalanche => vec!["12 Punkte", "10 Punkte", "9 Punkte", "8 Punkte"],
            // The points as typed, in every language.
            GameKind::Scorepad => vec!["12+7-3", "5"],
        }
    };
    let mut s = Ledger::open_in_memory().unwrap();
    let mut checked = 0;
    for kind in GameKind::ALL {
        let want = german(kind);
        let (players, facts, english) = sample(kind);
        let g = new_game(&mut s, kind, &players);
        s.record_hand(g.id, &facts, None, at(2)).unwrap();
        let cells = |lang| -> Vec<String> {
            let text = s.export_csv_in(Some(g.id), lang).unwrap();
            csv::Reader::from_reader(text.as_bytes())
                .records()
                .map(|r| r.unwrap()[6].to_string())
                .collect()
        };
        assert_eq!(cells(Lang::De), want, "{kind}");
        let en = cells(Lang::En);
        for (cell, piece) in en.iter().zip(&english) {
            assert!(cell.contains(piece), "{kind}: {cell:?}");
        }
        checked += 1;
    }
    assert_eq!(checked, GameKind::ALL.len());
}
