//! Exact hand and game points.
//!
//! Most games score whole numbers, but tie splits (Basic Rummy's no-one-out pot, Knock Rummy)
//! give halves and thirds. `Points` keeps them exact; it prints as `28`, `-5` or `25/2` and is
//! shown to people with up to 2 decimals (`12.5`, `3.33`). Never rounded silently (§11.16).

use num_rational::Rational64;
use num_traits::{ToPrimitive, Zero};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};
use std::str::FromStr;

/// An exact number of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(Rational64);

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(Rational64::new_raw(0, 1));

    /// `numer / denom` points; `None` if `denom` is 0.
    pub fn ratio(numer: i64, denom: i64) -> Option<Points> {
        (denom != 0).then(|| Points(Rational64::new(numer, denom)))
    }

    /// True when the value is a whole number.
    pub fn is_integer(self) -> bool {
        self.0.is_integer()
    }

    /// The whole number, when it is one.
    pub fn to_integer(self) -> Option<i64> {
        self.is_integer().then(|| self.0.to_integer())
    }

    /// Rounded down to a whole number (the opt-in floor of §0.4).
    pub fn floor(self) -> Points {
        Points(self.0.floor())
    }

    /// Numerator and denominator in lowest terms.
    pub fn parts(self) -> (i64, i64) {
        (*self.0.numer(), *self.0.denom())
    }

    /// For display: up to 2 decimals, trailing zeros dropped (`12.5`, `3.33`, `-7`).
    pub fn display(self) -> String {
        if let Some(i) = self.to_integer() {
            return i.to_string();
        }
        let f = self.0.to_f64().unwrap_or(0.0);
        let s = format!("{f:.2}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }

    /// Divides by a whole number; `None` when `by` is 0.
    pub fn split(self, by: i64) -> Option<Points> {
        (by != 0).then(|| Points(self.0 / Rational64::from_integer(by)))
    }

    /// Zero?
    pub fn is_zero(self) -> bool {
        self.0.is_zero()
    }
}

impl From<i64> for Points {
    fn from(n: i64) -> Self {
        Points(Rational64::from_integer(n))
    }
}

impl From<i32> for Points {
    fn from(n: i32) -> Self {
        Points::from(i64::from(n))
    }
}

impl From<u32> for Points {
    fn from(n: u32) -> Self {
        Points::from(i64::from(n))
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0 - o.0)
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(-self.0)
    }
}

impl Mul<i64> for Points {
    type Output = Points;
    fn mul(self, k: i64) -> Points {
        Points(self.0 * Rational64::from_integer(k))
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl fmt::Display for Points {
    /// Exact form: `28`, `-5`, `25/2`. Round-trips through `FromStr`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Text that is not an exact number of points.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a number of points.")]
pub struct PointsParseError(pub String);

impl FromStr for Points {
    type Err = PointsParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || PointsParseError(s.to_string());
        let t = s.trim();
        match t.split_once('/') {
            None => t.parse::<i64>().map(Points::from).map_err(|_| bad()),
            Some((n, d)) => {
                let n = n.trim().parse::<i64>().map_err(|_| bad())?;
                let d = d.trim().parse::<i64>().map_err(|_| bad())?;
                Points::ratio(n, d).ok_or_else(bad)
            }
        }
    }
}

impl Serialize for Points {
    /// Whole numbers as JSON numbers, fractions as `"25/2"` strings.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.to_integer() {
            Some(i) => s.serialize_i64(i),
            None => s.collect_str(self),
        }
    }
}

impl<'de> Deserialize<'de> for Points {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Int(i64),
            Text(String),
        }
        match Raw::deserialize(d)? {
            Raw::Int(i) => Ok(Points::from(i)),
            Raw::Text(t) => t.parse().map_err(serde::de::Error::custom),
        }
    }
}

impl ts_rs::TS for Points {
    type WithoutGenerics = Points;
    type OptionInnerType = Points;
    fn name(_: &ts_rs::Config) -> String {
        "number | string".to_string()
    }
    fn inline(_: &ts_rs::Config) -> String {
        "number | string".to_string()
    }
    fn decl(_: &ts_rs::Config) -> String {
        "type Points = number | string;".to_string()
    }
    fn decl_concrete(_: &ts_rs::Config) -> String {
        "type Points = number | string;".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_halves_and_display() {
        let half = Points::from(5).split(2);
        assert_eq!(half.map(|p| p.to_string()).as_deref(), Some("5/2"));
        assert_eq!(half.map(|p| p.display()).as_deref(), Some("2.5"));
        assert_eq!(
            Points::ratio(10, 3).map(|p| p.display()).as_deref(),
            Some("3.33")
        );
        assert_eq!(Points::from(-7).display(), "-7");
        assert_eq!(half.map(|p| p.floor()), Some(Points::from(2)));
    }

    #[test]
    fn json_round_trip() {
        let v = vec![Points::from(28), Points::ratio(25, 2).unwrap_or_default()];
        let json = serde_json::to_string(&v).unwrap_or_default();
        assert_eq!(json, r#"[28,"25/2"]"#);
        let back: Vec<Points> = serde_json::from_str(&json).unwrap_or_default();
        assert_eq!(back, v);
    }

    #[test]
    fn parse_rejects_garbage() {
        assert!("1/0".parse::<Points>().is_err());
        assert!("x".parse::<Points>().is_err());
        assert_eq!("-3".parse::<Points>(), Ok(Points::from(-3)));
    }
}
