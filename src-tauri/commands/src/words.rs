//! The words the commands write for a reader, in the reader's language (issue 25).
//!
//! The rules say what happened as messages ([`Said`]); this is the edge where they become
//! sentences. A command whose answer carries words for a reader has the `reader` policy in
//! the table: every front hands it the caller's language (the `Accept-Language` of the
//! phone's request or of the window's IPC call; English without one), as it hands a
//! per-device command the caller's device. English answers are exactly what they were before
//! languages: the rules' own English (`explanation`) is the English catalogue's.

use crate::error::AppError;
use crate::ledger::GameView;
use cardtable_rules::games::{GameInfo, HandOutcome};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

pub use cardtable_rules::says::{render, Arg, Lang, Said, LANGS};

/// `view` with every hand's explanation in `lang`, the players named (English keeps the
/// rules' own English, with "Player N", unchanged).
///
/// Each hand is retold once: its telling in a language, for these names, is kept with the
/// outcome it retells (the outcome the command layer's price memo shares between folds), so
/// opening a long game again, or after one hand changed, retells only what is new.
pub fn retell_view(mut view: GameView, lang: Option<Lang>) -> GameView {
    let lang = lang.unwrap_or(Lang::En);
    if lang == Lang::En {
        return view;
    }
    let names = view.game.players.clone();
    let end = &mut view.standings;
    if !end.said.is_empty() && end.said.len() == end.explanation.len() {
        end.explanation = end.said.iter().map(|s| render(s, lang, &names)).collect();
    }
    let mut memo = RETOLD.lock().unwrap_or_else(|e| e.into_inner());
    if memo.len() > MAX_RETOLD {
        memo.clear();
    }
    for line in &mut view.standings.hands {
        if let Some(outcome) = &mut line.outcome {
            outcome.0 = memo.retold(&outcome.0, lang, &names);
        }
    }
    view
}

/// Forgets every hand retold (for the words bench: a game opened the first time).
pub fn forget_retold() {
    RETOLD.lock().unwrap_or_else(|e| e.into_inner()).clear();
}

/// Most hands kept retold (the memo starts again past it: a bound on memory).
const MAX_RETOLD: usize = 10_000;

/// Hands retold, by the outcome retold (its address, kept valid by a weak reference: the
/// memory of an outcome still referred to is never reused) and the language.
static RETOLD: Mutex<Retold> = Mutex::new(Retold(None));

struct Retold(Option<HashMap<(usize, Lang), RetoldHand>>);

struct RetoldHand {
    english: Weak<HandOutcome>,
    names: Vec<String>,
    told: Arc<HandOutcome>,
}

impl Retold {
    fn len(&self) -> usize {
        self.0.as_ref().map_or(0, HashMap::len)
    }

    fn clear(&mut self) {
        self.0 = None;
    }

    /// `english` retold in `lang` with `names`, from the memo or now.
    fn retold(
        &mut self,
        english: &Arc<HandOutcome>,
        lang: Lang,
        names: &[String],
    ) -> Arc<HandOutcome> {
        let key = (Arc::as_ptr(english) as usize, lang);
        let memo = self.0.get_or_insert_with(HashMap::new);
        if let Some(hand) = memo.get(&key) {
            if std::ptr::eq(hand.english.as_ptr(), Arc::as_ptr(english)) && hand.names == names {
                return hand.told.clone();
            }
        }
        let mut told = HandOutcome::clone(english);
        retell(&mut told, lang, names);
        let told = Arc::new(told);
        memo.insert(
            key,
            RetoldHand {
                english: Arc::downgrade(english),
                names: names.to_vec(),
                told: told.clone(),
            },
        );
        told
    }
}

/// `outcome`'s explanation in `lang`, seats named from `names` (English stays as the rules
/// wrote it).
pub fn retell(outcome: &mut HandOutcome, lang: Lang, names: &[String]) {
    if lang != Lang::En {
        outcome.retell(&|said| render(said, lang, names));
    }
}

/// The games as listed, each by the name players of `lang` call it.
pub fn name_games(games: Vec<GameInfo>, lang: Option<Lang>) -> Vec<GameInfo> {
    games.into_iter().map(|g| name_game(g, lang)).collect()
}

/// A game by the name players of `lang` call it.
pub fn name_game(mut game: GameInfo, lang: Option<Lang>) -> GameInfo {
    let lang = lang.unwrap_or(Lang::En);
    game.name = render(&game.kind.name_said(), lang, &[]);
    game
}

/// `error` for a reader of `lang`: a refusal said in every language is written in theirs (its
/// stable code unchanged); English and every other error stay as they are.
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
        other => other,
    }
}
