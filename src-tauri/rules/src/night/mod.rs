//! A club night: many tables of one game, played in rounds, players moving between tables,
//! one set of standings (issue 26; the conventions and their sources are in
//! `docs/club-night.md`).
//!
//! - [`spec`]: what a night is: its game and rules, its players, its rounds, what a round is
//!   (the table's whole game, a number of deals, or a time limit with the last deal finished) and how a table's result becomes
//!   tournament points (placings, match points or total scores), the table size and the seats
//!   the host fixed. Checked once, when the night is created.
//! - [`seating`]: who sits where in the next round: random for the first round (from a seed
//!   the caller gives: this crate draws nothing itself), then a Swiss pairing by standings
//!   without rematches for two-player games (a minimum-cost perfect matching, by the
//!   `integer-blossom` crate), and rotating tables with the fewest repeated meetings for
//!   tables of three or more; byes rotate; fixed seats are kept.
//! - [`standings`]: the night's standings from each table's scores, with the tie-breaks in
//!   order (head to head, the opponents' points i.e. Buchholz, total points).
//! - [`series`]: a season of nights added up from each night's standings, with its
//!   tie-breaks (nights won, the nights' tournament points).
//! - [`ratings`]: the Weng-Lin ratings across nights (crate `skillratings`), folded over the
//!   tables whose result counts, in the order they were played.
//!
//! Players are named by their names (normalised as every Cardtable name, see
//! [`crate::seats::normalize_name`]); the store keeps them as roster players.

pub mod ratings;
pub mod seating;
pub mod series;
pub mod spec;
pub mod standings;
#[cfg(test)]
mod tests;

pub use ratings::{rate, RatedTable, Rating};
pub use seating::{seat, Seating, TableSeats};
pub use series::{series_standings, SeriesStanding};
pub use spec::{
    NightOptions, NightSpec, RoundLength, Scoring, MAX_MINUTES, MAX_NIGHT_PLAYERS, MAX_ROUNDS,
};
pub use standings::{standings, RoundResult, Standing, TableResult};
