//! The one generic bridge from a game's typed rules to their JSON face: [`JsonGame`], and
//! [`Adapter`], which implements it for any [`Game`] (the registry makes one per kind).

use super::read::{hand_of, hands_of, options_of};
use super::*;
use std::marker::PhantomData;

/// A game's typed rules behind a JSON face. Implemented once, generically, by [`Adapter`].
pub(crate) trait JsonGame: Sync {
    fn presets(&self) -> Vec<Preset>;
    fn words(&self, kind: GameKind, preset: &str, options: &Value) -> Result<Words, RuleError>;
    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError>;
    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError>;
    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<GameEnd, RuleError>;
    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<usize, RuleError>;
    fn is_tracked(&self) -> bool;
    fn track(
        &self,
        kind: GameKind,
        options: &Value,
        table: &TrackTable<'_>,
        moves: &[Value],
    ) -> Result<TrackerView, RuleError>;
    fn default_options(&self) -> Value;
    fn is_refereed(&self) -> bool;
    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError>;
    fn is_redeal(&self, kind: GameKind, facts: &Value) -> bool;
    fn win_rule(&self, kind: GameKind, options: &Value) -> Result<WinRule, RuleError>;
}

/// The JSON face of the game `G`, as registered for one kind: `wrap` tags its outcome.
pub(crate) struct Adapter<G: Game> {
    wrap: Wrap<G>,
    game: PhantomData<fn() -> G>,
}

/// How one kind tags `G`'s outcome and facts (its variants of [`HandOutcome`], [`HandFacts`]).
pub(crate) struct Wrap<G: Game> {
    outcome: fn(G::Outcome) -> HandOutcome,
    facts: fn(G::Hand) -> HandFacts,
    options: fn(G::Options) -> GameOptions,
}

impl<G: Game> Clone for Wrap<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Wrap<G> {}

impl<G: Game> Adapter<G> {
    /// The adapter of `G` for the kind whose variants are `outcome` and `facts`.
    pub(crate) const fn new(
        outcome: fn(G::Outcome) -> HandOutcome,
        facts: fn(G::Hand) -> HandFacts,
        options: fn(G::Options) -> GameOptions,
    ) -> Self {
        Adapter {
            wrap: Wrap {
                outcome,
                facts,
                options,
            },
            game: PhantomData,
        }
    }
}

/// Scores one hand of `G` with options already read.
fn price<G: Game>(
    wrap: Wrap<G>,
    kind: GameKind,
    options: &G::Options,
    table: &Table,
    facts: &Value,
) -> Result<ScoredJson, RuleError> {
    if let Err(range) = check_table(kind, table.seats, Some(table.dealer)) {
        return Err(own_seat_error::<G>(kind, options, table, facts).unwrap_or(range));
    }
    let hand = hand_of::<G>(kind, facts)?;
    let scored = G::score(options, table, &hand)?;
    if scored.points.len() != table.seats {
        return Err(RuleError::new(
            "E_BAD_HAND",
            format!(
                "{} scored {} seats for a {}-seat game.",
                kind.name(),
                scored.points.len(),
                table.seats
            ),
        ));
    }
    Ok(ScoredJson {
        points: scored.points,
        outcome: (wrap.outcome)(scored.outcome),
        warnings: scored.warnings,
        facts: (wrap.facts)(hand),
    })
}

impl<G: Game + 'static> JsonGame for Adapter<G>
where
    G::Options: 'static,
{
    fn presets(&self) -> Vec<Preset> {
        let seed = ("seed", G::Options::default());
        std::iter::once(seed)
            .chain(G::presets().into_iter().filter(|(id, _)| *id != "seed"))
            .map(|(id, o)| Preset {
                id: id.to_string(),
                name: G::preset_name(id),
                hint: G::preset_hint(id, &o),
                hint_said: G::preset_hint_said(id, &o),
                options: (self.wrap.options)(o),
            })
            .collect()
    }

    fn words(&self, kind: GameKind, preset: &str, options: &Value) -> Result<Words, RuleError> {
        let o = options_of::<G>(kind, options)?;
        let words = G::knob_words(&o);
        let said = G::knob_words_said(&o);
        let knobs: Vec<Knob> = G::knobs(&o)
            .into_iter()
            .map(|mut k| {
                if let Some((_, w)) = words.iter().find(|(id, _)| *id == k.id) {
                    k.words.clone_from(w);
                }
                if let Some((_, s)) = said.iter().find(|(id, _)| *id == k.id) {
                    k.words_said = Some(s.clone());
                }
                k
            })
            .collect();
        let target = knobs
            .iter()
            .find(|k| k.target && k.is_shown(options))
            .and_then(|k| value_at(options, &k.path))
            .and_then(|v| serde_json::from_value::<Points>(v.clone()).ok());
        Ok(Words {
            preset_name: G::preset_name(preset),
            lines: G::describe(&o),
            end_line: G::end_line(&o),
            lines_said: G::describe_said(&o),
            end_said: G::end_said(&o),
            knobs,
            target,
        })
    }

    fn pricer(&self, kind: GameKind, options: &Value) -> Result<Pricer, RuleError> {
        let options = options_of::<G>(kind, options)?;
        let wrap = self.wrap;
        Ok(Pricer(Box::new(move |table, facts| {
            price::<G>(wrap, kind, &options, table, facts)
        })))
    }

    fn score(
        &self,
        kind: GameKind,
        options: &Value,
        table: &Table,
        facts: &Value,
    ) -> Result<ScoredJson, RuleError> {
        let options = options_of::<G>(kind, options)?;
        price::<G>(self.wrap, kind, &options, table, facts)
    }

    fn end(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<GameEnd, RuleError> {
        let options = options_of::<G>(kind, options)?;
        Ok(G::end_with_facts(
            &options,
            seats,
            hands,
            &hands_of::<G>(kind, hands.len(), facts),
        ))
    }

    fn next_dealer(
        &self,
        kind: GameKind,
        options: &Value,
        seats: usize,
        first_dealer: usize,
        hands: &[PlayedHand],
        facts: &[&Value],
    ) -> Result<usize, RuleError> {
        let options = options_of::<G>(kind, options)?;
        let facts = hands_of::<G>(kind, hands.len(), facts);
        Ok(G::next_dealer_with_facts(
            &options,
            seats,
            first_dealer,
            hands,
            &facts,
        ))
    }

    fn is_tracked(&self) -> bool {
        G::TRACKED
    }

    fn track(
        &self,
        kind: GameKind,
        options: &Value,
        table: &TrackTable<'_>,
        moves: &[Value],
    ) -> Result<TrackerView, RuleError> {
        G::track(&options_of::<G>(kind, options)?, table, moves)
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(G::Options::default()).unwrap_or(Value::Null)
    }

    fn is_refereed(&self) -> bool {
        G::REFEREED
    }

    fn normalize(&self, kind: GameKind, options: &Value) -> Result<Value, RuleError> {
        let typed = options_of::<G>(kind, options)?;
        serde_json::to_value(typed).map_err(|e| {
            RuleError::saying(
                "E_BAD_OPTIONS",
                crate::says::Said::new("json-error-options-invalid")
                    .arg("game", kind.name_said())
                    .arg("why", e.to_string()),
            )
        })
    }

    fn win_rule(&self, kind: GameKind, options: &Value) -> Result<WinRule, RuleError> {
        Ok(G::win_rule(&options_of::<G>(kind, options)?))
    }

    fn is_redeal(&self, kind: GameKind, facts: &Value) -> bool {
        G::REDEALS
            && G::is_redeal_json(facts)
                .unwrap_or_else(|| hand_of::<G>(kind, facts).is_ok_and(|h| G::is_redeal(&h)))
    }
}
