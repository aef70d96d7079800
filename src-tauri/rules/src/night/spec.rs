//! What a night is, checked once when it is created: its game and the table games' rules, the
//! players, the number of rounds, what a round is, how a table's result is scored, the table
//! size and the seats the host fixed.
//!
//! Every table of a night seats the same number of players ([`NightSpec::table_size`]), so a
//! placing is worth the same at every table; the players left over sit out the round with a
//! bye. The default size is the one of the game's player range that leaves the fewest players
//! out, nearest four (a card club's table) among those: Gin's 2, Oh Heck!'s 3 for six
//! players, 4 for eight.

use crate::error::RuleError;
use crate::games::dispatch::win_rule_json;
use crate::games::setup::check_new_options;
use crate::games::GameKind;
use crate::says::Said;
use crate::seats::check_names;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The most players one night seats (20 tables of four is a big club night; this leaves room).
pub const MAX_NIGHT_PLAYERS: usize = 200;

/// The most rounds one night plays.
pub const MAX_ROUNDS: u32 = 30;

/// The most deals a round of [`RoundLength::Deals`] may have.
const MAX_DEALS: u32 = 1000;

/// The longest a timed round may be (five hours: a whole evening).
pub const MAX_MINUTES: u32 = 300;

/// The table size a night prefers when the game's range allows several (a table of four).
const PREFERRED_TABLE: usize = 4;

/// How a table's result becomes the night's tournament points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub enum Scoring {
    /// Placings: at a table of `n`, 1st scores `n - 1`, 2nd `n - 2`, ..., last 0 (3/2/1/0 at
    /// four); players tied at the table share the points of the places they cover. A bye
    /// scores the average place, `(n - 1) / 2`.
    Placings,
    /// Match points: 2 for each player at the table beaten, 1 for each tied (2 for a win, 1
    /// for a draw, 0 for a loss in a two-player game such as Gin). A bye scores a win (2).
    MatchPoints,
    /// The table game's own total score, where totals are comparable between tables (Oh
    /// Heck!). A bye scores the average total of the players seated that round.
    Totals,
}

/// What one round of a night is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum RoundLength {
    /// Each table plays its game to the end its rules set (their target or number of deals).
    Game,
    /// Each table plays this many deals; the scores after them count.
    Deals {
        /// How many.
        deals: u32,
    },
    /// Each table plays for this many minutes from the moment the round is seated, then
    /// finishes the deal in progress: the first hand recorded once the time is up is the
    /// table's last deal, and the scores after it count (a game that ends before counts as
    /// it ended).
    Timed {
        /// How many.
        minutes: u32,
    },
}

/// A seat the host fixed: the player always sits at this table (a player who needs a
/// particular table), and is never given a bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct FixedSeat {
    /// The player.
    pub player: String,
    /// The table, counted from 1 as the tables are numbered in the room.
    pub table: usize,
}

/// The night's choices beyond its game, players and rounds, as the host gives them (the
/// CLI's `--options`, the command's `options`); every key may be left out.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NightOptions {
    /// The table games' rules in their stored form (a preset and the knobs changed over it,
    /// as `game new --options`); default the game's seed preset.
    #[ts(optional)]
    pub rules: Option<Value>,
    /// How a table's result is scored; default match points for two-player games, placings
    /// otherwise.
    #[ts(optional)]
    pub scoring: Option<Scoring>,
    /// A round is this many deals; default the table's whole game.
    #[ts(optional)]
    pub deals: Option<u32>,
    /// A round is this many minutes, the last deal finished (a timed round); not with
    /// `deals`.
    #[ts(optional)]
    pub minutes: Option<u32>,
    /// Players per table; default the size of the game's range that leaves the fewest
    /// players out, nearest four.
    #[ts(optional)]
    pub table_size: Option<usize>,
    /// Players the host fixed to a table (counted from 1): `{"Ann": 2}`.
    #[ts(optional)]
    pub fixed: Option<BTreeMap<String, usize>>,
    /// The first round's shuffle; default drawn by the caller when the night is created.
    #[ts(optional)]
    pub seed: Option<u32>,
}

/// A night, as stored: everything seating and standings need.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct NightSpec {
    /// The game every table plays.
    pub kind: GameKind,
    /// The table games' rules in their stored form (`{preset, ...changed knobs}`).
    pub rules: Value,
    /// The players who checked in, normalised, in the order given.
    pub players: Vec<String>,
    /// How many rounds.
    pub rounds: u32,
    /// What a round is.
    pub round: RoundLength,
    /// How a table's result is scored.
    pub scoring: Scoring,
    /// Players per table.
    pub table_size: usize,
    /// Seats the host fixed.
    pub fixed: Vec<FixedSeat>,
    /// Players who left the night between rounds: they keep their standing but are not
    /// seated any more (an early leaver).
    #[serde(default)]
    pub left: Vec<String>,
}

/// A refusal of the night, said in every language (`table.ftl`).
fn refuse(code: &'static str, said: Said) -> RuleError {
    RuleError::saying(code, said)
}

impl NightSpec {
    /// Checks a new night: its players (names as every game's, at least one table's worth, at
    /// most [`MAX_NIGHT_PLAYERS`]), its rounds (1 to [`MAX_ROUNDS`]), the table games' rules,
    /// a table size in the game's range, and fixed seats of players of the night at tables
    /// that exist, one player to a table.
    pub fn new(
        kind: GameKind,
        players: &[String],
        rounds: u32,
        options: NightOptions,
    ) -> Result<NightSpec, RuleError> {
        if players.len() > MAX_NIGHT_PLAYERS {
            return Err(refuse(
                "E_NIGHT_PLAYERS",
                Said::new("night-error-too-many")
                    .arg("max", MAX_NIGHT_PLAYERS)
                    .arg("got", players.len()),
            ));
        }
        let players = check_names(players)?;
        if !(1..=MAX_ROUNDS).contains(&rounds) {
            return Err(refuse(
                "E_NIGHT_ROUNDS",
                Said::new("night-error-rounds")
                    .arg("max", MAX_ROUNDS)
                    .arg("got", rounds),
            ));
        }
        let rules = options.rules.unwrap_or_else(|| serde_json::json!({}));
        check_new_options(kind, &rules)?;
        let (lo, hi) = kind.players();
        let (lo, hi) = (usize::from(lo), usize::from(hi));
        let table_size = match options.table_size {
            Some(size) if size < 2 => {
                return Err(refuse(
                    "E_NIGHT_TABLE_SIZE",
                    Said::new("night-error-table-size").arg("got", size),
                ))
            }
            Some(size) => {
                kind.check_players(size)?;
                size
            }
            None => default_table_size(lo, hi, players.len()),
        };
        if players.len() < table_size {
            return Err(refuse(
                "E_NIGHT_PLAYERS",
                Said::new("night-error-too-few")
                    .arg("game", kind.name_said())
                    .arg("size", table_size)
                    .arg("got", players.len()),
            ));
        }
        let round = match (options.deals, options.minutes) {
            (Some(_), Some(_)) => {
                return Err(refuse(
                    "E_NIGHT_DEALS",
                    Said::new("night-error-deals-or-minutes"),
                ))
            }
            (None, None) => RoundLength::Game,
            (Some(deals), None) if (1..=MAX_DEALS).contains(&deals) => RoundLength::Deals { deals },
            (Some(deals), None) => {
                return Err(refuse(
                    "E_NIGHT_DEALS",
                    Said::new("night-error-deals")
                        .arg("max", MAX_DEALS)
                        .arg("got", deals),
                ))
            }
            (None, Some(minutes)) if (1..=MAX_MINUTES).contains(&minutes) => {
                RoundLength::Timed { minutes }
            }
            (None, Some(minutes)) => {
                return Err(refuse(
                    "E_NIGHT_MINUTES",
                    Said::new("night-error-minutes")
                        .arg("max", MAX_MINUTES)
                        .arg("got", minutes),
                ))
            }
        };
        let scoring = options.scoring.unwrap_or(if table_size == 2 {
            Scoring::MatchPoints
        } else {
            Scoring::Placings
        });
        let tables = players.len() / table_size;
        let fixed = fixed_seats(&players, options.fixed.unwrap_or_default(), tables)?;
        Ok(NightSpec {
            kind,
            rules,
            players,
            rounds,
            round,
            scoring,
            table_size,
            fixed,
            left: Vec::new(),
        })
    }

    /// The players seated from now on: the night's players but those who left.
    pub fn present(&self) -> Vec<String> {
        self.players
            .iter()
            .filter(|p| !self.left.contains(p))
            .cloned()
            .collect()
    }

    /// The night as the next round seats it: its present players only (and the fixed seats
    /// of those, at tables that still exist).
    pub fn seated(&self) -> NightSpec {
        let players = self.present();
        let tables = players.len() / self.table_size.max(1);
        NightSpec {
            fixed: self
                .fixed
                .iter()
                .filter(|f| players.contains(&f.player) && f.table <= tables)
                .cloned()
                .collect(),
            players,
            left: Vec::new(),
            ..self.clone()
        }
    }

    /// A late arrival: `name` joins the night from its next round (a player who left comes
    /// back). Refused for a name already playing, past [`MAX_NIGHT_PLAYERS`], or not a name.
    pub fn arrive(&self, name: &str) -> Result<NightSpec, RuleError> {
        let name = crate::seats::normalize_name(name).map_err(RuleError::from)?;
        let mut next = self.clone();
        if let Some(known) = self
            .players
            .iter()
            .find(|p| p.to_lowercase() == name.to_lowercase())
        {
            if !self.left.contains(known) {
                return Err(refuse(
                    "E_NIGHT_PRESENT",
                    Said::new("night-error-present").arg("name", known.as_str()),
                ));
            }
            next.left.retain(|p| p != known);
            return Ok(next);
        }
        if self.players.len() >= MAX_NIGHT_PLAYERS {
            return Err(refuse(
                "E_NIGHT_PLAYERS",
                Said::new("night-error-full").arg("max", MAX_NIGHT_PLAYERS),
            ));
        }
        next.players.push(name);
        Ok(next)
    }

    /// An early leaver: `name` is not seated from the next round on, and keeps their standing.
    /// Refused for someone not playing, and when too few would be left for one table.
    pub fn leave(&self, name: &str) -> Result<NightSpec, RuleError> {
        let Some(known) = self
            .present()
            .into_iter()
            .find(|p| p.to_lowercase() == name.trim().to_lowercase())
        else {
            return Err(refuse(
                "E_NIGHT_ABSENT",
                Said::new("night-error-absent").arg("name", name.trim()),
            ));
        };
        if self.present().len() <= self.table_size {
            return Err(refuse(
                "E_NIGHT_PLAYERS",
                Said::new("night-error-cannot-leave")
                    .arg("name", known.as_str())
                    .arg("size", self.table_size)
                    .arg("left", self.present().len()),
            ));
        }
        let mut next = self.clone();
        next.left.push(known);
        Ok(next)
    }

    /// How many tables each round has.
    pub fn tables(&self) -> usize {
        self.players.len() / self.table_size.max(1)
    }

    /// How many players sit out each round.
    pub fn byes(&self) -> usize {
        self.players.len() - self.tables() * self.table_size.max(1)
    }

    /// Whether the lowest score wins the table game (Golf): placings and totals read its
    /// scores that way.
    pub fn lowest_wins(&self) -> Result<bool, RuleError> {
        Ok(win_rule_json(self.kind, &self.rules)?.lowest_wins)
    }

    /// The table player `name` is fixed to, if any.
    pub fn fixed_table(&self, name: &str) -> Option<usize> {
        self.fixed
            .iter()
            .find(|f| f.player == name)
            .map(|f| f.table)
    }
}

/// The size in `lo..=hi` that leaves the fewest of `players` out, nearest four among those
/// (the smaller on a tie); never a table of one.
fn default_table_size(lo: usize, hi: usize, players: usize) -> usize {
    let lo = lo.max(2);
    (lo..=hi.max(lo))
        .filter(|&size| size <= players.max(lo))
        .min_by_key(|&size| (players % size, size.abs_diff(PREFERRED_TABLE), size))
        .unwrap_or(lo)
}

/// The fixed seats, by normalised name, checked: players of the night, tables that exist, one
/// player to a table.
fn fixed_seats(
    players: &[String],
    fixed: BTreeMap<String, usize>,
    tables: usize,
) -> Result<Vec<FixedSeat>, RuleError> {
    let mut out: Vec<FixedSeat> = Vec::new();
    for (raw, table) in fixed {
        let name = crate::seats::normalize_name(&raw).map_err(RuleError::from)?;
        let Some(player) = players
            .iter()
            .find(|p| p.to_lowercase() == name.to_lowercase())
        else {
            return Err(refuse(
                "E_NIGHT_FIXED",
                Said::new("night-error-fixed-unknown").arg("name", name.as_str()),
            ));
        };
        if !(1..=tables).contains(&table) {
            return Err(refuse(
                "E_NIGHT_FIXED",
                Said::new("night-error-fixed-table")
                    .arg("name", player.as_str())
                    .arg("table", table)
                    .arg("tables", tables),
            ));
        }
        if let Some(other) = out.iter().find(|f| f.table == table) {
            return Err(refuse(
                "E_NIGHT_FIXED",
                Said::new("night-error-fixed-twice")
                    .arg("other", other.player.as_str())
                    .arg("name", player.as_str())
                    .arg("table", table),
            ));
        }
        out.push(FixedSeat {
            player: player.clone(),
            table,
        });
    }
    Ok(out)
}
