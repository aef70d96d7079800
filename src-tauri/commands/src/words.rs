//! The words the commands write for a reader, in the reader's language (issue 25).
//!
//! The rules say what happened as messages ([`Said`]); this is the edge where they become
//! sentences. A command whose answer carries words for a reader has the `reader` policy in
//! the table: every front hands it the caller's language (the `Accept-Language` of the
//! phone's request or of the window's IPC call; English without one), as it hands a
//! per-device command the caller's device. English answers are exactly what they were before
//! languages: the rules' own English (`explanation`) is the English catalogue's.

use crate::error::AppError;
use crate::hands::{DraftPreview, Priced};
use crate::ledger::GameView;
use cardtable_rules::games::dispatch::ScoredJson;
use cardtable_rules::games::tracker::TrackerView;
use cardtable_rules::games::{GameInfo, HandOutcome};
use cardtable_rules::ledger::HandLine;
use cardtable_rules::Warning;
use std::sync::{Arc, Mutex, Weak};

pub use cardtable_rules::says::{render, Arg, Lang, Said, CATALOGUES, LANGS};

/// `view` with every hand's explanation in `lang`, the players named (English keeps the
/// rules' own English, with "Player N", unchanged): for the readers that show every hand at
/// once or may (the TV view, a game's end). The game screen's answers are [`retell_shown`].
///
/// Each hand is retold once: its telling in a language, for these names, is kept by its place
/// in the game with the outcome it retells (the outcome the command layer's price memo shares
/// between folds), so opening a long game again, or after one hand changed, retells only what
/// is new, and finding what was kept costs a pointer comparison a hand.
pub fn retell_view(view: GameView, lang: Option<Lang>) -> GameView {
    retell_hands(view, lang, |_, _| true)
}

/// How many of the newest hands a game screen's view tells at once: the game screen shows
/// the newest hand's outcome; the history shows a hand's only when a person opens its row.
const NEWEST_TOLD: usize = 1;

/// `view` as the game screen shows it at once, in `lang`: the end's lines, the options in
/// words and the newest hand told (and hand `also`, the one a person just changed and sees
/// open); every older hand carries no outcome yet ([`GameView::untold`] counts them) and is
/// told when opened, by [`tell_hand`]. Telling every hand of a long game made its first
/// opening in another language several times English's (issue 25's goal: 10 % more at
/// most). English is the view as it is, every hand with its outcome.
pub fn retell_shown(view: GameView, lang: Option<Lang>, also: Option<i64>) -> GameView {
    let newest = view.standings.hands.len().saturating_sub(NEWEST_TOLD);
    retell_hands(view, lang, |place, id| place >= newest || Some(id) == also)
}

/// Hand `hand_id` of `view` (its game's) told in `lang`, as [`retell_view`] tells it: what the
/// history shows when a person opens a hand that [`retell_shown`] left untold. Told once per
/// language and names, like every hand (asking again finds it kept).
pub fn tell_hand(view: GameView, hand_id: i64, lang: Option<Lang>) -> Result<HandLine, AppError> {
    let mut view = retell_hands(view, lang, |_, id| id == hand_id);
    let place = view
        .standings
        .hands
        .iter()
        .position(|h| h.id == hand_id)
        .ok_or_else(|| AppError::not_found(Said::new("not-found-hand").arg("id", hand_id)))?;
    Ok(view.standings.hands.swap_remove(place))
}

/// `view` in `lang` with the hands `told(place, id)` chooses told (each kept, as
/// [`retell_view`] says) and the others' outcomes left out and counted in `untold`; English
/// is the view as it is.
fn retell_hands(
    mut view: GameView,
    lang: Option<Lang>,
    told: impl Fn(usize, i64) -> bool,
) -> GameView {
    let lang = lang.unwrap_or(Lang::En);
    if lang == Lang::En {
        return view;
    }
    view.words = view.words.map(|w| w.retold(lang));
    let names = view.game.players.clone();
    let end = &mut view.standings;
    if !end.said.is_empty() && end.said.len() == end.explanation.len() {
        end.explanation = end.said.iter().map(|s| render(s, lang, &names)).collect();
    }
    let mut memo = RETOLD.lock().unwrap_or_else(|e| e.into_inner());
    let mut kept = memo.take(view.game.id, lang, &names);
    let hands = &mut view.standings.hands;
    kept.resize_with(hands.len(), || None);
    let mut untold = 0;
    for (place, (line, kept)) in hands.iter_mut().zip(kept.iter_mut()).enumerate() {
        // A hand's warnings are few and rare: said for every hand, told or not.
        retell_warnings(&mut line.warnings, lang, &names);
        if !told(place, line.id) {
            // Not English either: no outcome until it is asked for.
            untold += usize::from(line.outcome.take().is_some());
        } else if let Some(outcome) = &mut line.outcome {
            outcome.0 = retold(kept, &outcome.0, lang, &names);
        }
    }
    memo.keep((view.game.id, lang, names, kept));
    view.untold = (untold > 0).then_some(untold);
    view
}

/// `english` retold in `lang` with `names`: the one `kept` at its place when it retells this
/// very outcome, else told now (and kept).
fn retold(
    kept: &mut Option<(Weak<HandOutcome>, Arc<HandOutcome>)>,
    english: &Arc<HandOutcome>,
    lang: Lang,
    names: &[String],
) -> Arc<HandOutcome> {
    if let Some((was, told)) = kept {
        // The weak reference keeps the outcome's memory from being reused: the same address
        // is the same outcome.
        if std::ptr::eq(was.as_ptr(), Arc::as_ptr(english)) {
            return told.clone();
        }
    }
    let mut told = HandOutcome::clone(english);
    retell(&mut told, lang, names);
    let told = Arc::new(told);
    *kept = Some((Arc::downgrade(english), told.clone()));
    told
}

/// Forgets every hand retold (for the words bench: a game opened the first time).
pub fn forget_retold() {
    RETOLD.lock().unwrap_or_else(|e| e.into_inner()).0.clear();
}

/// Most (game, language) pairs whose hands are kept retold (the oldest is forgotten past it:
/// a bound on memory).
const MAX_RETOLD: usize = 16;

/// Hands retold, by game and language, each at its place in the game.
static RETOLD: Mutex<Retold> = Mutex::new(Retold(Vec::new()));

/// One (game, language) pair's hands retold, for the players' names they were told with.
type Kept = (
    i64,
    Lang,
    Vec<String>,
    Vec<Option<(Weak<HandOutcome>, Arc<HandOutcome>)>>,
);

struct Retold(Vec<Kept>);

impl Retold {
    /// The hands kept retold for `game` in `lang` with `names`, taken out of the memo (none
    /// when the names changed).
    fn take(
        &mut self,
        game: i64,
        lang: Lang,
        names: &[String],
    ) -> Vec<Option<(Weak<HandOutcome>, Arc<HandOutcome>)>> {
        match self.0.iter().position(|k| k.0 == game && k.1 == lang) {
            Some(i) => {
                let kept = self.0.remove(i);
                if kept.2 == names {
                    kept.3
                } else {
                    Vec::new()
                }
            }
            None => Vec::new(),
        }
    }

    /// Keeps a pair's hands retold, the newest; the oldest pair is forgotten past the bound.
    fn keep(&mut self, kept: Kept) {
        if self.0.len() >= MAX_RETOLD {
            self.0.remove(0);
        }
        self.0.push(kept);
    }
}

/// `outcome`'s explanation in `lang`, seats named from `names` (English stays as the rules
/// wrote it).
pub fn retell(outcome: &mut HandOutcome, lang: Lang, names: &[String]) {
    if lang != Lang::En {
        outcome.retell(&|said| render(said, lang, names));
    }
}

/// The rules' warnings (legal but unusual choices) in `lang`, seats named from `names`
/// (English stays as the rules wrote it).
pub fn retell_warnings(warnings: &mut [Warning], lang: Lang, names: &[String]) {
    if lang != Lang::En {
        for w in warnings {
            w.retell(&|said| render(said, lang, names));
        }
    }
}

/// A hand priced before it is saved (the entry form's preview) for a reader of `lang`: its
/// explanation and warnings in their language.
pub fn retell_scored(mut scored: ScoredJson, lang: Option<Lang>) -> ScoredJson {
    let lang = lang.unwrap_or(Lang::En);
    retell(&mut scored.outcome, lang, &[]);
    retell_warnings(&mut scored.warnings, lang, &[]);
    scored
}

/// A draft's preview carried by `games_open` for a reader of `lang`: what it scores, or what
/// is still wrong with it, in their language (as `rules_preview` would have said either).
pub fn retell_draft_preview(mut preview: DraftPreview, lang: Option<Lang>) -> DraftPreview {
    preview.answer = match preview.answer {
        Priced::Scored(s) => Priced::Scored(Box::new(retell_scored(*s, lang))),
        Priced::Refused(e) => Priced::Refused(retell_error(e, lang.unwrap_or(Lang::En))),
    };
    preview
}

/// A live tracker's view for a reader of `lang`: its log (each move in a line) told in their
/// language, the seats named from `names` (the game's players). English is the view as the
/// rules wrote it, the same bytes; the rest of the view is numbers and moves, the screens' to
/// word.
pub fn retell_tracker(mut view: TrackerView, lang: Option<Lang>, names: &[String]) -> TrackerView {
    let lang = lang.unwrap_or(Lang::En);
    if lang != Lang::En {
        view.retell(&|said| render(said, lang, names));
    }
    view
}

/// The games as listed, each by the name players of `lang` call it and summed up in `lang`.
pub fn name_games(games: Vec<GameInfo>, lang: Option<Lang>) -> Vec<GameInfo> {
    games.into_iter().map(|g| name_game(g, lang)).collect()
}

/// A game by the name players of `lang` call it, its summary in `lang` (English: the game's
/// own summary, the same bytes).
pub fn name_game(mut game: GameInfo, lang: Option<Lang>) -> GameInfo {
    let lang = lang.unwrap_or(Lang::En);
    game.name = render(&game.kind.name_said(), lang, &[]);
    game.summary = render(&game.kind.summary_said(), lang, &[]);
    game
}

/// `error` for a reader of `lang`: a refusal, a not found, a storage failure or an internal
/// error said in every language is written in theirs (its stable code unchanged; the
/// system's own words inside it, an io or SQLite error, as they are); English and an error
/// not said as a message stay as they are.
pub fn retell_error(error: AppError, lang: Lang) -> AppError {
    match error {
        AppError::Validation {
            code,
            said: Some(said),
            ..
        } if lang != Lang::En => AppError::Validation {
            code,
            message: render(&said, lang, &[]),
            said: Some(said),
        },
        AppError::NotFound {
            said: Some(said), ..
        } if lang != Lang::En => AppError::NotFound {
            message: render(&said, lang, &[]),
            said: Some(said),
        },
        AppError::Storage {
            said: Some(said), ..
        } if lang != Lang::En => AppError::Storage {
            message: render(&said, lang, &[]),
            said: Some(said),
        },
        AppError::Internal {
            said: Some(said), ..
        } if lang != Lang::En => AppError::Internal {
            message: render(&said, lang, &[]),
            said: Some(said),
        },
        other => other,
    }
}
