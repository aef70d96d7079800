//! What the rules say, as data: a message id with typed arguments (players by seat, counts,
//! points, cards, other messages), never a finished sentence (issue 25). The sentence is made
//! at the edge, in the reader's language, from one Project Fluent catalogue per language
//! ([`Lang`], [`render`]); the English catalogue also writes the English the JSON answers carry
//! (`explanation`), so that English stays one text, the catalogue's.

mod catalogue;

pub use catalogue::{
    catalogue_problems, message_ids, render, render_by_fluent, render_in, Lang, Reader, CATALOGUES,
    LANGS,
};

use crate::card::Card;
use crate::points::Points;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// One thing the rules say: a catalogue message and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Said {
    /// The message's id in every catalogue (`gin-knock`).
    pub id: &'static str,
    /// Its arguments, by the names the message uses.
    #[serde(serialize_with = "args_map")]
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a message, typed so each language writes it its own way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", content = "value", rename_all = "camelCase")]
pub enum Arg {
    /// Text kept as it is: a player's name, a token as typed.
    Text(String),
    /// A whole number (a count, a deadwood): selects plural forms.
    Int(i64),
    /// Points, with the reader's decimal separator (split pots): selects plural forms.
    Points(Points),
    /// Points with a sign for gains: "+16", "0", "-5".
    Signed(Points),
    /// Points with a typographic minus: "−5".
    Minus(Points),
    /// A net result, both signs shown: "+23", "−14", "0".
    Net(Points),
    /// A player by seat (from 0): their name when the reader knows the names, else "Player N".
    Seat(usize),
    /// Cards as people write them, with suit symbols ("K♣ 7♦"); "no cards" for none.
    Cards(Vec<Card>),
    /// Another message.
    Said(Box<Said>),
    /// Messages as a list in the reader's language: "Ann, Bob and Cy".
    List(Vec<Said>),
    /// Messages joined by a separator kept as it is ("; ", " · ").
    Joined(Vec<Said>, &'static str),
}

fn args_map<S: Serializer>(args: &[(&'static str, Arg)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(args.len()))?;
    for (k, v) in args {
        map.serialize_entry(k, v)?;
    }
    map.end()
}

impl Said {
    /// Message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// Adds argument `name`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Said {
        self.args.push((name, value.into()));
        self
    }

    /// Adds argument `name` when there is one.
    #[must_use]
    pub fn arg_opt(self, name: &'static str, value: Option<impl Into<Arg>>) -> Said {
        match value {
            Some(v) => self.arg(name, v),
            None => self,
        }
    }

    /// This message in English, with "Player N" for seats: the English of the JSON answers.
    pub fn english(&self) -> String {
        render(self, Lang::En, &[])
    }

    /// Adds to `ids` this message's id and those of every message inside its arguments (the
    /// tests' check that each message of a catalogue is said somewhere).
    pub fn ids(&self, ids: &mut std::collections::BTreeSet<&'static str>) {
        ids.insert(self.id);
        for (_, arg) in &self.args {
            match arg {
                Arg::Said(s) => s.ids(ids),
                Arg::List(items) | Arg::Joined(items, _) => items.iter().for_each(|s| s.ids(ids)),
                Arg::Text(_)
                | Arg::Int(_)
                | Arg::Points(_)
                | Arg::Signed(_)
                | Arg::Minus(_)
                | Arg::Net(_)
                | Arg::Seat(_)
                | Arg::Cards(_) => {}
            }
        }
    }
}

/// Seat `seat` alone as a message: their name, or "Player N".
pub fn seat(seat: usize) -> Said {
    Said::new("same").arg("x", Arg::Seat(seat))
}

/// Seats as a list in the reader's language ("Player 1, Player 2 and Player 4"); "nobody" for
/// none.
pub fn seats(seats: &[usize]) -> Said {
    match seats {
        [] => Said::new("nobody"),
        [one] => seat(*one),
        many => Said::new("same").arg("x", Arg::List(many.iter().map(|&s| seat(s)).collect())),
    }
}

/// Messages as a list in the reader's language.
pub fn list(items: Vec<Said>) -> Said {
    Said::new("same").arg("x", Arg::List(items))
}

/// Messages joined by `sep`, kept as it is.
pub fn joined(items: Vec<Said>, sep: &'static str) -> Said {
    Said::new("same").arg("x", Arg::Joined(items, sep))
}

/// Text kept as it is, as a message (numbers joined by " + ", a card list as typed).
pub fn text(t: impl Into<String>) -> Said {
    Said::new("same").arg("x", Arg::Text(t.into()))
}

impl From<Said> for Arg {
    fn from(s: Said) -> Arg {
        Arg::Said(Box::new(s))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Int(i64::from(n))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<Points> for Arg {
    fn from(p: Points) -> Arg {
        Arg::Points(p)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&[Card]> for Arg {
    fn from(c: &[Card]) -> Arg {
        Arg::Cards(c.to_vec())
    }
}

impl From<Card> for Arg {
    fn from(c: Card) -> Arg {
        Arg::Cards(vec![c])
    }
}
