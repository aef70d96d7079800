//! The batch's hot path for a refereed Gin knock: the answer line written straight from the
//! scored hand, with no `serde_json::Value` in between (building that map, a `String` per
//! card and then serialising it was most of a Gin line's cost). The bytes are exactly those
//! of [`crate::gin::to_json`] written by the batch: `ok`, `id`, then every field in
//! alphabetical order (the order of `serde_json`'s map); a test holds the two to each other.

use cardtable_rules::games::gin::{GinOutcome, GinResult, Role};
use cardtable_rules::games::Scored;
use cardtable_rules::meld::Meld;
use cardtable_rules::Card;
use serde::Serialize;
use serde_json::Value;

/// A JSON value into `out` (writing into a `Vec` cannot fail).
fn json(out: &mut Vec<u8>, v: &(impl Serialize + ?Sized)) {
    let _ = serde_json::to_writer(&mut *out, v);
}

/// `,"key":` (every field here follows `ok`).
fn key(out: &mut Vec<u8>, k: &str) {
    out.extend_from_slice(b",\"");
    out.extend_from_slice(k.as_bytes());
    out.extend_from_slice(b"\":");
}

/// A card as its JSON string, e.g. `"Td"` (ASCII, nothing to escape).
fn card(out: &mut Vec<u8>, c: Card) {
    match c {
        // Both letters are ASCII (`A 2 … 9 T J Q K`, `s h d c`).
        Card::Standard(r, s) => out.extend_from_slice(&[
            b'"',
            u8::try_from(r.letter()).unwrap_or(b'?'),
            u8::try_from(s.letter()).unwrap_or(b'?'),
            b'"',
        ]),
        Card::Joker => out.extend_from_slice(b"\"JK\""),
    }
}

fn cards(out: &mut Vec<u8>, cs: impl IntoIterator<Item = Card>) {
    out.push(b'[');
    for (i, c) in cs.into_iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        card(out, c);
    }
    out.push(b']');
}

fn melds(out: &mut Vec<u8>, ms: &[Meld]) {
    out.push(b'[');
    for (i, m) in ms.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        cards(out, m.cards.iter().copied());
    }
    out.push(b']');
}

/// The answer line (without its newline) of a scored Gin request carrying `id`.
pub fn write(out: &mut Vec<u8>, id: Option<&Value>, s: &Scored<GinOutcome>) {
    let o = &s.outcome;
    out.extend_from_slice(b"{\"ok\":true");
    if let Some(id) = id {
        key(out, "id");
        json(out, id);
    }
    key(out, "defenderDeadwood");
    json(out, &o.defender_deadwood);
    key(out, "defenderDeadwoodCards");
    cards(out, o.defender_deadwood_cards.iter().copied());
    key(out, "defenderMelds");
    melds(out, &o.defender_melds);
    key(out, "doubled");
    json(out, &o.doubled);
    key(out, "explanation");
    json(out, &o.explanation);
    key(out, "knockLimit");
    json(out, &o.knock_limit);
    key(out, "knockerDeadwood");
    json(out, &o.knocker_deadwood);
    key(out, "knockerDeadwoodCards");
    cards(out, o.knocker_deadwood_cards.iter().copied());
    key(out, "knockerMelds");
    melds(out, &o.knocker_melds);
    key(out, "layoffs");
    cards(out, o.layoffs.iter().map(|l| l.card));
    key(out, "outcome");
    json(
        out,
        match o.result {
            GinResult::Knock => "knock",
            GinResult::Gin => "gin",
            GinResult::BigGin => "bigGin",
            GinResult::Undercut => "undercut",
            GinResult::Void => "void",
        },
    );
    key(out, "points");
    json(out, &o.points);
    key(out, "warnings");
    out.push(b'[');
    for (i, w) in s.warnings.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"code\":");
        json(out, &w.code);
        out.extend_from_slice(b",\"message\":");
        json(out, &w.message);
        out.push(b'}');
    }
    out.push(b']');
    key(out, "winner");
    json(
        out,
        match o.winner {
            Some(Role::Knocker) => "knocker",
            Some(Role::Defender) => "defender",
            None => "none",
        },
    );
    out.push(b'}');
}
