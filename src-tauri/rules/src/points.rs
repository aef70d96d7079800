//! Exact hand and game points.
//!
//! Most games score whole numbers, but tie splits (Basic Rummy's no-one-out pot, Knock Rummy)
//! give halves and thirds. `Points` keeps them exact; it prints as `28`, `-5` or `25/2` and is
//! shown to people with up to 2 decimals (`12.5`, `3.33`). Never rounded silently (§11.16).
//!
//! Arithmetic never panics: every operation is checked, and a result that no longer fits 64-bit
//! fractions (only reachable by entering absurd numbers: thousands of hands of fractions with
//! large prime denominators) falls back to the nearest whole number of the exact value, computed
//! in floating point. Entered points are bounded ([`MAX_ENTERED`], [`MAX_DENOMINATOR`]) so a
//! real table never gets near that.

use num_rational::Rational64;
use num_traits::{
    CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, FromPrimitive, ToPrimitive, Zero,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};
use std::str::FromStr;

/// An exact number of points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(Rational64);

/// The largest magnitude of points accepted as entered or read from a file (a thousand times
/// the largest bonus any preset can pile up over a long game).
pub const MAX_ENTERED: i64 = 1_000_000_000_000_000;

/// The largest denominator accepted as entered: ties split among at most 20 players give
/// denominators up to 20; anything beyond a million is not a table's arithmetic.
pub const MAX_DENOMINATOR: i64 = 1_000_000;

/// `exact`, or when it overflowed, the whole number nearest to `approx` (saturating).
fn settle(exact: Option<Rational64>, approx: impl FnOnce() -> f64) -> Rational64 {
    exact.unwrap_or_else(|| {
        let f = approx().round();
        Rational64::from_f64(f.clamp(-(2f64.powi(62)), 2f64.powi(62)))
            .unwrap_or_else(Rational64::zero)
    })
}

fn float(r: Rational64) -> f64 {
    r.to_f64().unwrap_or(0.0)
}

impl Points {
    /// Zero points.
    pub const ZERO: Points = Points(Rational64::new_raw(0, 1));

    /// `numer / denom` points; `None` if `denom` is 0.
    pub fn ratio(numer: i64, denom: i64) -> Option<Points> {
        // i64::MIN has no positive counterpart: reducing or negating it would overflow.
        (denom != 0 && numer != i64::MIN && denom != i64::MIN)
            .then(|| Points(Rational64::new(numer, denom)))
    }

    /// True when the value is within what a person may enter ([`MAX_ENTERED`],
    /// [`MAX_DENOMINATOR`]).
    pub fn is_enterable(self) -> bool {
        let (n, d) = self.parts();
        n.checked_abs().is_some_and(|n| n / d <= MAX_ENTERED) && d <= MAX_DENOMINATOR
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

    /// For display: up to 2 decimals, trailing zeros dropped, halves of a cent away from zero
    /// (`12.5`, `3.33`, `-7`, `0.13` for 1/8; RULES.md §11.16). Exact integer arithmetic, so
    /// it says the same as the UI's `pts` (both are checked against
    /// `tests/fixtures/points_display.json`).
    pub fn display(self) -> String {
        let (n, d) = self.parts();
        let (n, d) = (i128::from(n), i128::from(d));
        // |n| * 100 / d, rounded half away from zero; d > 0 and |n| < 2^63, so no overflow.
        let cents = (n.abs() * 200 + d) / (2 * d);
        let sign = if n < 0 && cents != 0 { "-" } else { "" };
        let (whole, frac) = (cents / 100, cents % 100);
        match frac {
            0 => format!("{sign}{whole}"),
            f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
            f => format!("{sign}{whole}.{f:02}"),
        }
    }

    /// Divides by a whole number; `None` when `by` is 0.
    pub fn split(self, by: i64) -> Option<Points> {
        (by != 0).then(|| {
            let exact = self.0.checked_div(&Rational64::from_integer(by));
            Points(settle(exact, || float(self.0) / by as f64))
        })
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
        Points(settle(self.0.checked_add(&o.0), || {
            float(self.0) + float(o.0)
        }))
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        *self = *self + o;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(settle(self.0.checked_sub(&o.0), || {
            float(self.0) - float(o.0)
        }))
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points::ZERO - self
    }
}

impl Mul<i64> for Points {
    type Output = Points;
    fn mul(self, k: i64) -> Points {
        let exact = self.0.checked_mul(&Rational64::from_integer(k));
        Points(settle(exact, || float(self.0) * k as f64))
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
        let p = match Raw::deserialize(d)? {
            Raw::Int(i) => Points::ratio(i, 1).ok_or_else(|| PointsParseError(i.to_string())),
            Raw::Text(t) => t.parse(),
        }
        .map_err(serde::de::Error::custom)?;
        if !p.is_enterable() {
            return Err(serde::de::Error::custom(format!(
                "{} points is more than Cardtable keeps (at most {MAX_ENTERED}, in fractions of at most 1/{MAX_DENOMINATOR})",
                p.display()
            )));
        }
        Ok(p)
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
    fn arithmetic_never_panics_and_stays_near() {
        let big = Points::from(i64::MAX);
        let sum = big + big;
        assert!(sum > Points::from(i64::MAX / 2), "{sum}");
        let tiny = Points::ratio(1, 999_999_937).unwrap_or_default()
            + Points::ratio(1, 999_999_929).unwrap_or_default();
        let mut t = tiny;
        for p in [999_999_893i64, 999_999_883, 999_999_797] {
            t += Points::ratio(1, p).unwrap_or_default();
        }
        // The exact sum no longer fits; it is kept near its true value (about 5e-9).
        assert!(
            t < Points::ratio(1, 1000).unwrap_or_default() && t >= Points::ZERO,
            "{t}"
        );
        assert_eq!(-Points::from(i64::MIN + 1), Points::from(i64::MAX));
        assert!(Points::ratio(i64::MIN, -1).is_none());
        let _ = Points::from(i64::MIN) * -1;
        let _ = Points::from(i64::MIN).split(-1);
    }

    #[test]
    fn entered_points_are_bounded() {
        let ok: Result<Vec<Points>, _> = serde_json::from_str(r#"[1000000000000000, "-5/2"]"#);
        assert!(ok.is_ok());
        for bad in [
            r#"[1000000000000001]"#,
            r#"["1/1000001"]"#,
            r#"[-9223372036854775808]"#,
        ] {
            let e = serde_json::from_str::<Vec<Points>>(bad);
            assert!(e.is_err(), "{bad}");
        }
    }

    #[test]
    fn parse_rejects_garbage() {
        assert!("1/0".parse::<Points>().is_err());
        assert!("x".parse::<Points>().is_err());
        assert_eq!("-3".parse::<Points>(), Ok(Points::from(-3)));
    }
}
