//! What the window's "Let phones join" screen shows while sharing is on: the answers of the
//! shell's sharing commands (the table's lines without a body: the window starts and stops the
//! HTTP server itself), here so their TypeScript bindings are generated without Tauri.

use crate::ledger::GameCard;
use crate::night::NightItem;
use cardtable_rules::games::GameInfo;
use serde::Serialize;
use serde_json::Value;

/// The answer to a phone's pairing (`POST /api/pair`): its token, and what Home shows (issue
/// 28: pairing and coming to Home is one request). The three answers are read through the
/// command table, with the phone's policy and in its language, as the phone would have asked
/// them; their types here are the commands' own, so the UI reads them typed.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct PairAnswer {
    /// What the phone sends with every request from now on.
    pub token: String,
    /// Home's answers; none if one of them could not be read (Home then asks for them).
    pub home: Option<HomeCarried>,
}

/// Home's three answers, carried by [`PairAnswer`].
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct HomeCarried {
    /// `games_overview`'s answer.
    #[ts(as = "Vec<GameCard>")]
    pub games: Value,
    /// `games_kinds`'s answer.
    #[ts(as = "Vec<GameInfo>")]
    pub kinds: Value,
    /// `nights_list`'s answer.
    #[ts(as = "Vec<NightItem>")]
    pub nights: Value,
}

/// A paired device, as the host's list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SharedDevice {
    /// What revoking names.
    pub id: u32,
    /// The name it gave.
    pub name: String,
    /// Where it joined from.
    pub address: String,
}

/// A phone waiting for the host to let it join.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct JoinRequest {
    /// What allowing or refusing names.
    pub id: u32,
    /// The name it asks to join as.
    pub name: String,
    /// Where it asks from.
    pub address: String,
}

/// What the "Let phones join" screen shows while sharing is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SharingStatus {
    /// The link the QR code carries (opening it pairs the phone).
    pub pair_url: String,
    /// That link as a QR code (an SVG image).
    pub qr_svg: String,
    /// The PIN to type on a phone that cannot scan.
    pub pin: String,
    /// The read-only TV view's link.
    pub tv_url: String,
    /// The paired devices.
    pub devices: Vec<SharedDevice>,
    /// The phones waiting for the host's answer, oldest first.
    pub waiting: Vec<JoinRequest>,
    /// Anyone with the code or PIN joins without the host's answer.
    pub open: bool,
    /// Wrong PINs typed since this PIN was shown.
    pub wrong_pins: u32,
    /// Too many wrong PINs: this PIN pairs nothing until a new one is shown.
    pub pin_locked: bool,
    /// Every address phones may reach this computer on, best first (the first is the one
    /// above): the host picks another when the phones are on another of its networks.
    pub addresses: Vec<ShareAddress>,
}

/// One address phones may reach this computer on, with its links and QR code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct ShareAddress {
    /// The address and port (`192.168.1.20:8080`).
    pub address: String,
    /// The pairing link at this address.
    pub pair_url: String,
    /// That link as a QR code (an SVG image).
    pub qr_svg: String,
    /// The TV view's link at this address.
    pub tv_url: String,
}
