//! Card notation: what people type, parsed; what the referee prints, parseable again.
//!
//! Accepted per card (case-insensitive): rank `A 2 … 9 10 T J Q K` followed by a suit letter
//! `S H D C` or symbol `♠ ♥ ♦ ♣` (`♤ ♡ ♢ ♧` too); `JK` or `Joker` for a joker. Cards are
//! separated by spaces and/or commas. A bad token is reported with its 1-based position.
//!
//! Each language's rank letters are accepted too, in any language (issue 25): German `B`
//! (Bube) for the jack and `D` (Dame) for the queen, French `V` (valet) for the jack, `D`
//! (dame) for the queen and `R` (roi) for the king; none of them is an English rank, so no
//! token changes meaning. Cards are still shown with suit symbols (`D♥` reads `Q♥`).

use crate::card::{Card, Rank, Suit};
use crate::error::{ordinal, Coded};
use std::fmt::Write as _;
use std::str::FromStr;

/// Why a piece of text is not a list of cards.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A token that is not a card, with its 1-based position in the list.
    #[error("'{token}' ({} card) is not a card.", ordinal(*position))]
    Invalid {
        /// The token as typed.
        token: String,
        /// 1-based position among the tokens.
        position: usize,
    },
    /// A single token that is not a card (no list position to report).
    #[error("'{token}' is not a card.")]
    NotACard {
        /// The token as typed.
        token: String,
    },
}

impl Coded for NotationError {
    fn code(&self) -> &'static str {
        "E_INVALID_CARD"
    }

    fn said(&self) -> Option<crate::says::Said> {
        use crate::says::Said;
        Some(match self {
            NotationError::Invalid { token, position } => Said::new("card-error-invalid")
                .arg("token", token.as_str())
                .arg("position", *position),
            NotationError::NotACard { token } => {
                Said::new("card-error-not-a-card").arg("token", token.as_str())
            }
        })
    }
}

fn parse_rank(s: &str) -> Option<Rank> {
    // Byte by byte, with no uppercased copy: this runs for every card of every line.
    let r = match s.as_bytes() {
        [b'A' | b'a'] => Rank::Ace,
        [b'T' | b't'] | [b'1', b'0'] => Rank::Ten,
        [b'J' | b'j' | b'B' | b'b' | b'V' | b'v'] => Rank::Jack,
        [b'Q' | b'q' | b'D' | b'd'] => Rank::Queen,
        [b'K' | b'k' | b'R' | b'r'] => Rank::King,
        &[d @ b'2'..=b'9'] => Rank::from_number(d - b'0')?,
        _ => return None,
    };
    Some(r)
}

fn parse_suit(c: char) -> Option<Suit> {
    Some(match c {
        's' | 'S' | '♠' | '♤' => Suit::Spades,
        'h' | 'H' | '♥' | '♡' => Suit::Hearts,
        'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
        'c' | 'C' | '♣' | '♧' => Suit::Clubs,
        _ => return None,
    })
}

/// How `lang` writes `rank` as a letter or number: `B` for the German jack, `R` for the
/// French king, `10` for every ten.
pub fn rank_letter(rank: Rank, lang: crate::says::Lang) -> &'static str {
    use crate::says::Lang;
    match (rank, lang) {
        (Rank::Jack, Lang::De) => "B",
        (Rank::Queen, Lang::De | Lang::Fr) => "D",
        (Rank::Jack, Lang::Fr) => "V",
        (Rank::King, Lang::Fr) => "R",
        (Rank::Ace, _) => "A",
        (Rank::Two, _) => "2",
        (Rank::Three, _) => "3",
        (Rank::Four, _) => "4",
        (Rank::Five, _) => "5",
        (Rank::Six, _) => "6",
        (Rank::Seven, _) => "7",
        (Rank::Eight, _) => "8",
        (Rank::Nine, _) => "9",
        (Rank::Ten, _) => "10",
        (Rank::Jack, Lang::En | Lang::Es | Lang::EnXa) => "J",
        (Rank::Queen, Lang::En | Lang::Es | Lang::EnXa) => "Q",
        (Rank::King, Lang::En | Lang::De | Lang::Es | Lang::EnXa) => "K",
    }
}

/// Parses one card token, or `None` if it is not a card.
pub fn parse_token(token: &str) -> Option<Card> {
    let t = token.trim();
    // The common case, a suit letter last (`As`, `10h`): no character decoding.
    if let Some((&last, head)) = t.as_bytes().split_last() {
        if last.is_ascii() {
            if let Some(suit) = parse_suit(char::from(last)) {
                // `head` ends where an ASCII byte began, so it is the text before it.
                return parse_rank(t.get(..head.len())?).map(|rank| Card::new(rank, suit));
            }
        }
    }
    if t.eq_ignore_ascii_case("jk") || t.eq_ignore_ascii_case("joker") {
        return Some(Card::Joker);
    }
    let mut chars = t.chars();
    let suit = parse_suit(chars.next_back()?)?;
    let rank = parse_rank(chars.as_str())?;
    Some(Card::new(rank, suit))
}

/// Splits text into card tokens: separated by whitespace and/or commas.
pub fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
}

/// Parses a list of cards such as `"AS 10h, T♥ JK"`.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, NotationError> {
    tokens(text)
        .enumerate()
        .map(|(i, tok)| {
            parse_token(tok).ok_or_else(|| NotationError::Invalid {
                token: tok.to_string(),
                position: i + 1,
            })
        })
        .collect()
}

/// Prints cards in the compact form, space-separated (`"As 2s 3s"`).
pub fn format_cards(cards: &[Card]) -> String {
    let mut out = String::with_capacity(cards.len() * 3);
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        // Card's Display, written in place (a String never fails to take it).
        let _ = write!(out, "{c}");
    }
    out
}

/// Prints cards in the unicode form, space-separated (`"A♠ 2♠ 3♠"`).
pub fn pretty_cards(cards: &[Card]) -> String {
    let mut out = String::with_capacity(cards.len() * 5);
    push_pretty_cards(&mut out, cards);
    out
}

/// [`pretty_cards`] appended to `out`.
pub fn push_pretty_cards(out: &mut String, cards: &[Card]) {
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(c.pretty_str());
    }
}

impl FromStr for Card {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_token(s).ok_or_else(|| NotationError::NotACard {
            token: s.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(s: &str) -> Card {
        match parse_token(s) {
            Some(c) => c,
            None => panic!("{s} should parse"),
        }
    }

    #[test]
    fn accepts_what_people_type() {
        let ace = Card::new(Rank::Ace, Suit::Spades);
        for s in ["AS", "as", "As", "A♠", "a♠", "a♤"] {
            assert_eq!(one(s), ace, "{s}");
        }
        let ten = Card::new(Rank::Ten, Suit::Hearts);
        for s in ["10h", "10H", "Th", "T♥", "t♡"] {
            assert_eq!(one(s), ten, "{s}");
        }
        for s in ["JK", "jk", "Joker", "JOKER"] {
            assert_eq!(one(s), Card::Joker, "{s}");
        }
    }

    #[test]
    fn separators_are_spaces_and_commas() {
        let cards = parse_cards(" As,2s  3s ,, 4s\t5s\n").map(|v| format_cards(&v));
        assert_eq!(cards, Ok("As 2s 3s 4s 5s".to_string()));
        assert_eq!(parse_cards(""), Ok(vec![]));
    }

    #[test]
    fn bad_token_is_named_with_its_position() {
        let err = parse_cards("AS 2S 1X 4S");
        assert_eq!(
            err,
            Err(NotationError::Invalid {
                token: "1X".into(),
                position: 3
            })
        );
        let msg = err.map_err(|e| e.to_string()).err();
        assert_eq!(msg.as_deref(), Some("'1X' (3rd card) is not a card."));
    }

    #[test]
    fn every_rank_and_suit_in_either_case() {
        for r in Rank::ALL {
            for s in Suit::ALL {
                let c = Card::new(r, s);
                let forms = [
                    format!("{}{}", r.letter(), s.letter()),
                    format!(
                        "{}{}",
                        r.letter().to_ascii_lowercase(),
                        s.letter().to_ascii_uppercase()
                    ),
                    format!("{}{}", r.label(), s.symbol()),
                    format!("{}{}", r.label().to_ascii_lowercase(), s.letter()),
                ];
                for f in forms {
                    assert_eq!(parse_token(&f), Some(c), "{f}");
                }
            }
        }
    }

    #[test]
    fn rejects_near_misses() {
        for s in [
            "1S", "11H", "0C", "AX", "A", "S", "", "10", "JKK", "A♠♠", "1OH",
        ] {
            assert_eq!(parse_token(s), None, "{s:?}");
        }
    }

    #[test]
    fn display_round_trips() {
        for s in Suit::ALL {
            for r in Rank::ALL {
                let c = Card::new(r, s);
                assert_eq!(one(&c.to_string()), c);
                assert_eq!(one(&c.pretty()), c);
            }
        }
        assert_eq!(one(&Card::Joker.to_string()), Card::Joker);
    }
}
