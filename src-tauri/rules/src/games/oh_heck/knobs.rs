//! Oh Heck!'s knobs on the rules screen: the dealer's hook.

use super::OhHeckOptions;
use crate::games::knob::Knob;

/// The knobs, with their seed default and their value in `o`.
pub fn knobs(o: &OhHeckOptions) -> Vec<Knob> {
    let d = OhHeckOptions::default();
    vec![Knob::toggle(
        "hook",
        &["hook"],
        "Dealer's hook",
        d.hook,
        o.hook,
    )]
}
