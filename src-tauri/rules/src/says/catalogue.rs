//! The catalogues and the one renderer: a [`Said`] as a sentence in the reader's language.
//!
//! The catalogues are Project Fluent files in `src-tauri/commands/locales/<lang>/` (the edge
//! every front carries), compiled in with `include_str!` and parsed once per language into a
//! bundle kept for the life of the process. `en-XA` is the pseudo-locale for tests: English,
//! accented and longer, made from the English catalogue by `fluent-pseudo`, never by hand.

use super::{Arg, Said};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
use std::borrow::Cow;
use std::sync::OnceLock;

/// A language Cardtable speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English (the default, and the language of the JSON answers).
    #[serde(rename = "en")]
    En,
    /// German.
    #[serde(rename = "de")]
    De,
    /// French.
    #[serde(rename = "fr")]
    Fr,
    /// Spanish.
    #[serde(rename = "es")]
    Es,
    /// The pseudo-locale: English accented and about 40 % longer, for tests.
    #[serde(rename = "en-XA")]
    EnXa,
}

/// Every language, the pseudo-locale last.
pub const LANGS: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::EnXa];

macro_rules! catalogues {
    ($($file:literal),*) => {
        [
            $( (Lang::En, $file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../commands/locales/en/", $file))), )*
            $( (Lang::De, $file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../commands/locales/de/", $file))), )*
            $( (Lang::Fr, $file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../commands/locales/fr/", $file))), )*
            $( (Lang::Es, $file, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../commands/locales/es/", $file))), )*
        ]
    };
}

/// The catalogue files of each real language: (language, file name, text).
pub const CATALOGUES: &[(Lang, &str, &str)] = &catalogues!(
    "cli.ftl",
    "common.ftl",
    "continental.ftl",
    "errors.ftl",
    "games.ftl",
    "gift.ftl",
    "gin.ftl",
    "golf.ftl",
    "ledger.ftl",
    "oh_heck.ftl",
    "refusals.ftl",
    "rummy.ftl",
    "rummy_500.ftl",
    "table.ftl",
    "tracker.ftl"
);

impl Lang {
    /// Its language tag: `en`, `de`, `fr`, `es`, `en-XA`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::EnXa => "en-XA",
        }
    }

    /// The language of a tag or a locale name (`de`, `de-AT`, `fr_FR.UTF-8`, `en-XA`), when
    /// Cardtable speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let tag = tag.split(['.', '@']).next().unwrap_or(tag);
        let mut parts = tag.split(['-', '_']);
        let lang = parts.next().unwrap_or("").to_ascii_lowercase();
        let region = parts.next().unwrap_or("").to_ascii_uppercase();
        match (lang.as_str(), region.as_str()) {
            ("en", "XA") => Some(Lang::EnXa),
            ("en", _) => Some(Lang::En),
            ("de", _) => Some(Lang::De),
            ("fr", _) => Some(Lang::Fr),
            ("es", _) => Some(Lang::Es),
            _ => None,
        }
    }

    /// The reader's language from an `Accept-Language` header: the first tag (by weight, then
    /// order) Cardtable speaks; English when none is, or there is no header.
    pub fn negotiate(header: Option<&str>) -> Lang {
        let Some(header) = header else {
            return Lang::En;
        };
        let mut tags: Vec<(u32, usize, &str)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut bits = part.split(';');
                let tag = bits.next()?.trim();
                let q = bits
                    .filter_map(|b| b.trim().strip_prefix("q="))
                    .next()
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .unwrap_or(1.0);
                // Weights have at most three decimals: compared as thousandths.
                let q = (q.clamp(0.0, 1.0) * 1000.0).round() as u32;
                (q > 0 && !tag.is_empty()).then_some((q, i, tag))
            })
            .collect();
        tags.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        tags.iter()
            .find_map(|(_, _, t)| Lang::from_tag(t))
            .unwrap_or(Lang::En)
    }

    /// The catalogue a language reads from (the pseudo-locale reads the English one).
    fn source(self) -> Lang {
        match self {
            Lang::EnXa => Lang::En,
            Lang::En | Lang::De | Lang::Fr | Lang::Es => self,
        }
    }

    /// The decimal separator of its numbers.
    fn decimal(self) -> char {
        match self {
            Lang::En | Lang::EnXa => '.',
            Lang::De | Lang::Fr | Lang::Es => ',',
        }
    }

    /// A separator as this language writes it: French puts a space before `;` and `:`.
    fn separator(self, sep: &str) -> Cow<'_, str> {
        match self {
            Lang::Fr if sep.starts_with([';', ':']) => Cow::Owned(format!("\u{a0}{sep}")),
            Lang::En | Lang::De | Lang::Fr | Lang::Es | Lang::EnXa => Cow::Borrowed(sep),
        }
    }

    /// A number of points as this language writes it: "12.5", "12,5", "-5".
    pub fn number(self, p: crate::points::Points) -> String {
        let s = p.display();
        match self.decimal() {
            '.' => s,
            sep => s.replace('.', &sep.to_string()),
        }
    }
}

/// Who reads: their language, and the players' names when known (seats are then named).
#[derive(Debug, Clone, Copy)]
pub struct Reader<'a> {
    /// The language.
    pub lang: Lang,
    /// The players' names by seat; empty when unknown ("Player N").
    pub names: &'a [String],
}

type Bundle = FluentBundle<FluentResource>;

/// Each language's bundle, built once.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 5] = [const { OnceLock::new() }; 5];
    let i = LANGS.iter().position(|l| *l == lang).unwrap_or(0);
    BUNDLES[i].get_or_init(|| build(lang))
}

/// Formats a number in `sep`'s way: whole numbers as they are, others to two decimals at
/// most, as [`Points::display`](crate::points::Points::display) does.
fn format_number(v: &FluentValue, sep: char) -> Option<String> {
    let FluentValue::Number(n) = v else {
        return None;
    };
    Some(format_f64(n.value, sep))
}

fn format_f64(x: f64, sep: char) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        return format!("{}", x as i64);
    }
    let cents = (x.abs() * 100.0).round() as i64;
    let sign = if x < 0.0 && cents != 0 { "-" } else { "" };
    let (whole, frac) = (cents / 100, cents % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}{sep}{}", f / 10),
        f => format!("{sign}{whole}{sep}{f:02}"),
    }
}

fn dot<M>(v: &FluentValue, _: &M) -> Option<String> {
    format_number(v, '.')
}

fn comma<M>(v: &FluentValue, _: &M) -> Option<String> {
    format_number(v, ',')
}

fn pseudo(s: &str) -> Cow<'_, str> {
    fluent_pseudo::transform(s, false, true)
}

fn build(lang: Lang) -> Bundle {
    let langid = lang
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut b = Bundle::new_concurrent(vec![langid]);
    // Names and cards go in as they are: no bidi isolation marks around them.
    b.set_use_isolating(false);
    // NUMBER(), for ordinals ("1st", "2nd") chosen by the language's own rules.
    let _ = b.add_builtins();
    match lang.decimal() {
        '.' => b.set_formatter(Some(dot)),
        _ => b.set_formatter(Some(comma)),
    }
    if lang == Lang::EnXa {
        b.set_transform(Some(pseudo));
    }
    for (l, _, text) in CATALOGUES {
        if *l != lang.source() {
            continue;
        }
        // A broken catalogue keeps what did parse; the tests fail on any error.
        let res = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
        let _ = b.add_resource(res);
    }
    b
}

/// `said` in `lang`, seats named from `names` (by seat; "Player N" for a seat without one).
pub fn render(said: &Said, lang: Lang, names: &[String]) -> String {
    render_in(said, Reader { lang, names }, &mut Vec::new())
}

/// `said` for `reader`, adding to `errors` what the catalogue could not resolve (a missing
/// message or argument): the tests render every message and fail on any.
///
/// A message made of text and its arguments alone (most of them) is written straight into
/// one string, each argument (and each message inside it) where the pattern places it, the
/// way Fluent writes it; a message with anything more (a selector, a function, a reference,
/// an argument not given) is Fluent's to write. Both ways write the same bytes
/// ([`render_by_fluent`] is the second alone; the tests compare them on every worked example).
pub fn render_in(said: &Said, reader: Reader, errors: &mut Vec<String>) -> String {
    let mut out = String::new();
    write_said(&mut out, said, reader, errors, true);
    out
}

/// `said` in `lang` written by Fluent alone, every message inside it too: what [`render`]
/// must equal (for the tests and the words bench).
pub fn render_by_fluent(said: &Said, lang: Lang, names: &[String]) -> String {
    let mut out = String::new();
    write_said(
        &mut out,
        said,
        Reader { lang, names },
        &mut Vec::new(),
        false,
    );
    out
}

/// The argument a message names, as Fluent finds it (the last one given under that name).
fn arg_named<'s>(said: &'s Said, name: &str) -> Option<&'s Arg> {
    said.args
        .iter()
        .rev()
        .find(|(n, _)| *n == name)
        .map(|(_, a)| a)
}

/// Whether `pattern` is text and given arguments only, so it can be written without Fluent.
fn plain(pattern: &Pattern<&str>, said: &Said) -> bool {
    pattern.elements.iter().all(|e| match e {
        PatternElement::TextElement { .. } => true,
        PatternElement::Placeable {
            expression: Expression::Inline(InlineExpression::VariableReference { id }),
        } => arg_named(said, id.name).is_some(),
        PatternElement::Placeable { .. } => false,
    })
}

fn write_said(out: &mut String, said: &Said, reader: Reader, errors: &mut Vec<String>, fast: bool) {
    let b = bundle(reader.lang);
    let Some(pattern) = b.get_message(said.id).and_then(|m| m.value()) else {
        errors.push(format!("{}: no message {}", reader.lang.tag(), said.id));
        out.push_str(said.id);
        return;
    };
    if fast && plain(pattern, said) {
        for e in &pattern.elements {
            match e {
                PatternElement::TextElement { value } => match reader.lang {
                    Lang::EnXa => out.push_str(&pseudo(value)),
                    Lang::En | Lang::De | Lang::Fr | Lang::Es => out.push_str(value),
                },
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id }),
                } => {
                    if let Some(arg) = arg_named(said, id.name) {
                        write_arg(out, arg, reader, errors, fast);
                    }
                }
                PatternElement::Placeable { .. } => {}
            }
        }
        return;
    }
    let mut args = FluentArgs::with_capacity(said.args.len());
    for (name, arg) in &said.args {
        args.set(*name, value(arg, reader, errors, fast));
    }
    let mut errs = Vec::new();
    out.push_str(&b.format_pattern(pattern, Some(&args), &mut errs));
    errors.extend(
        errs.into_iter()
            .map(|e| format!("{} {}: {e}", reader.lang.tag(), said.id)),
    );
}

fn number(x: f64) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(x, FluentNumberOptions::default()))
}

fn points_f64(p: crate::points::Points) -> f64 {
    let (n, d) = p.parts();
    n as f64 / d as f64
}

/// An argument written as text: what Fluent writes for it, numbers through the language's
/// number formatter.
fn write_arg(out: &mut String, arg: &Arg, reader: Reader, errors: &mut Vec<String>, fast: bool) {
    match arg {
        Arg::Text(s) => out.push_str(s),
        Arg::Int(n) => out.push_str(&format_f64(*n as f64, reader.lang.decimal())),
        Arg::Points(p) => out.push_str(&format_f64(points_f64(*p), reader.lang.decimal())),
        Arg::Signed(p) => out.push_str(&signed_text(*p, reader.lang)),
        Arg::Minus(p) => out.push_str(&minus_text(reader.lang.number(*p))),
        // A net shows both signs: "+23", "−14", "0".
        Arg::Net(p) => out.push_str(&minus_text(signed_text(*p, reader.lang))),
        Arg::Seat(seat) => match reader.names.get(*seat) {
            Some(name) => out.push_str(name),
            None => write_said(
                out,
                &Said::new("player-n").arg("n", *seat + 1),
                reader,
                errors,
                fast,
            ),
        },
        Arg::Cards(cards) if cards.is_empty() => {
            write_said(out, &Said::new("no-cards"), reader, errors, fast)
        }
        Arg::Cards(cards) => out.push_str(&crate::notation::pretty_cards(cards)),
        Arg::Said(s) => write_said(out, s, reader, errors, fast),
        Arg::List(items) => write_list(out, items, reader, errors, fast),
        Arg::Joined(items, sep) => {
            let sep = reader.lang.separator(sep);
            for (i, s) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(&sep);
                }
                write_said(out, s, reader, errors, fast);
            }
        }
    }
}

/// Points with a sign for gains, as [`Arg::Signed`] writes them: "+16", "0", "-5".
fn signed_text(p: crate::points::Points, lang: Lang) -> String {
    let s = lang.number(p);
    if p > crate::points::Points::ZERO {
        format!("+{s}")
    } else {
        s
    }
}

/// A number with a typographic minus, as [`Arg::Minus`] writes it: "−5".
fn minus_text(s: String) -> String {
    match s.strip_prefix('-') {
        Some(rest) => format!("−{rest}"),
        None => s,
    }
}

/// One argument as Fluent takes it: numbers stay numbers (they select plural forms), the rest
/// is written here.
fn value(arg: &Arg, reader: Reader, errors: &mut Vec<String>, fast: bool) -> FluentValue<'static> {
    match arg {
        Arg::Int(n) => number(*n as f64),
        Arg::Points(p) => number(points_f64(*p)),
        Arg::Text(_)
        | Arg::Signed(_)
        | Arg::Minus(_)
        | Arg::Net(_)
        | Arg::Seat(_)
        | Arg::Cards(_)
        | Arg::Said(_)
        | Arg::List(_)
        | Arg::Joined(..) => {
            let mut s = String::new();
            write_arg(&mut s, arg, reader, errors, fast);
            FluentValue::String(Cow::Owned(s))
        }
    }
}

/// "Ann, Bob and Cy" in the reader's language.
fn write_list(
    out: &mut String,
    items: &[Said],
    reader: Reader,
    errors: &mut Vec<String>,
    fast: bool,
) {
    let last = items.len().saturating_sub(1);
    for (i, s) in items.iter().enumerate() {
        if i > 0 && i < last {
            out.push_str(", ");
        } else if i > 0 {
            out.push(' ');
            write_said(out, &Said::new("list-and"), reader, errors, fast);
            out.push(' ');
        }
        write_said(out, s, reader, errors, fast);
    }
}

/// What is wrong with the catalogues as files: a syntax error, or a message defined twice in
/// one language. Empty when every file reads whole (the tests check it).
pub fn catalogue_problems() -> Vec<String> {
    let mut problems = Vec::new();
    for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Es] {
        let mut b = Bundle::new_concurrent(vec![unic_langid::LanguageIdentifier::default()]);
        for (l, file, text) in CATALOGUES {
            if *l != lang {
                continue;
            }
            match FluentResource::try_new((*text).to_string()) {
                Ok(res) => {
                    if let Err(errs) = b.add_resource(res) {
                        problems.extend(errs.iter().map(|e| format!("{}/{file}: {e}", lang.tag())));
                    }
                }
                Err((_, errs)) => {
                    problems.extend(errs.iter().map(|e| format!("{}/{file}: {e:?}", lang.tag())))
                }
            }
        }
    }
    problems
}

/// The ids of the messages `lang`'s catalogue defines (the pseudo-locale's are English's).
pub fn message_ids(lang: Lang) -> Vec<&'static str> {
    CATALOGUES
        .iter()
        .filter(|(l, _, _)| *l == lang.source())
        .flat_map(|(_, _, text)| text.lines())
        .filter_map(|line| {
            let (id, _) = line.split_once(" =")?;
            let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            ok.then_some(id)
        })
        .collect()
}
