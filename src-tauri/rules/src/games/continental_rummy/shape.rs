//! Which shapes a winner's sequences make (RULES.md §4.2): each sequence of `n` cards may
//! count as one sequence or be split into shorter ones of 3 or more (6 = 3+3, 7 = 4+3, …);
//! together they must make 3+3+3+3+3, 4+4+4+3 or 5+4+3+3 — or, with the any-partition
//! option, any sequences of 3 or more holding the 15 cards.

/// Cards a winner shows.
pub const HAND: usize = 15;

/// The shapes of §4.2, largest part first.
pub const SHAPES: [&[u8]; 3] = [&[3, 3, 3, 3, 3], &[4, 4, 4, 3], &[5, 4, 3, 3]];

/// How each sequence counts: for each one, the parts it splits into (largest first).
pub type Split = Vec<Vec<u8>>;

/// The ways to write `n` as parts of 3, 4 and 5 (largest first), e.g. 7 → [4,3].
fn splits_of(n: u8) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for fives in 0..=n / 5 {
        for fours in 0..=(n - fives * 5) / 4 {
            let rest = n - fives * 5 - fours * 4;
            if rest.is_multiple_of(3) {
                let mut parts = vec![5; usize::from(fives)];
                parts.extend(std::iter::repeat_n(4, usize::from(fours)));
                parts.extend(std::iter::repeat_n(3, usize::from(rest / 3)));
                out.push(parts);
            }
        }
    }
    out
}

/// A split of sequences of these lengths into one of the listed shapes, if any. The
/// lengths must sum to 15; sequences longer than 15 never fit.
pub fn listed(lengths: &[usize]) -> Option<Split> {
    if lengths.iter().sum::<usize>() != HAND {
        return None;
    }
    let lengths: Vec<u8> = lengths
        .iter()
        .map(|&l| u8::try_from(l).ok())
        .collect::<Option<_>>()?;
    let options: Vec<Vec<Vec<u8>>> = lengths.iter().map(|&l| splits_of(l)).collect();
    let mut chosen = Vec::with_capacity(lengths.len());
    search(&options, &mut chosen)
}

fn search(options: &[Vec<Vec<u8>>], chosen: &mut Vec<Vec<u8>>) -> Option<Split> {
    let Some((first, rest)) = options.split_first() else {
        let mut parts: Vec<u8> = chosen.iter().flatten().copied().collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        return SHAPES.contains(&parts.as_slice()).then(|| chosen.clone());
    };
    for way in first {
        chosen.push(way.clone());
        if let Some(found) = search(rest, chosen) {
            return Some(found);
        }
        chosen.pop();
    }
    None
}

/// "4+4+4+3" for a split's parts, largest first.
pub fn label(split: &Split) -> String {
    let mut parts: Vec<u8> = split.iter().flatten().copied().collect();
    parts.sort_unstable_by(|a, b| b.cmp(a));
    parts
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listed_shapes() {
        assert!(listed(&[4, 4, 4, 3]).is_some());
        assert!(listed(&[3, 3, 3, 3, 3]).is_some());
        assert!(listed(&[5, 4, 3, 3]).is_some());
        assert_eq!(listed(&[5, 5, 5]), None);
        assert_eq!(listed(&[4, 4, 4]), None);
        // A 7-card run counts as 4+3; a 9 as 3+3+3 or 5+4.
        assert_eq!(
            listed(&[7, 4, 4]).map(|s| label(&s)).as_deref(),
            Some("4+4+4+3")
        );
        assert!(listed(&[9, 3, 3]).is_some());
        assert!(listed(&[15]).is_some());
        assert_eq!(
            listed(&[6, 6, 3]).map(|s| label(&s)).as_deref(),
            Some("3+3+3+3+3")
        );
        assert_eq!(
            listed(&[10, 5]).map(|s| label(&s)).as_deref(),
            Some("5+4+3+3")
        );
        assert_eq!(splits_of(2), Vec::<Vec<u8>>::new());
    }
}
