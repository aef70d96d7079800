//! The JSON dispatch's own tests: bad JSON is a coded error, options read over their preset.
use super::*;
use serde_json::json;

fn table(seats: usize) -> Table {
    Table {
        seats,
        hand_index: 0,
        dealer: 0,
    }
}

#[test]
fn manual_kinds_score_entered_points() {
    let s = score_json(
        GameKind::Rummy500,
        &json!({}),
        &table(3),
        &json!({"points": [10, "-5/2", 0]}),
    );
    let s = s.map(|s| s.points);
    assert_eq!(
        s,
        Ok(vec![
            Points::from(10),
            Points::ratio(-5, 2).unwrap_or_default(),
            Points::ZERO
        ])
    );
}

#[test]
fn bad_json_is_a_coded_error_not_a_panic() {
    let cases = [
        (json!({}), json!("nonsense"), "E_BAD_HAND"),
        (json!({}), json!({"points": [1]}), "E_BAD_HAND"),
        (json!({}), json!({"points": ["x", 1, 2]}), "E_BAD_HAND"),
        (json!([1]), json!({"points": [1, 2, 3]}), "E_BAD_OPTIONS"),
        (
            json!({"target": "lots"}),
            json!({"points": [1, 2, 3]}),
            "E_BAD_OPTIONS",
        ),
        (
            json!({"preset": "nope"}),
            json!({"points": [1, 2, 3]}),
            "E_BAD_OPTIONS",
        ),
    ];
    for (options, facts, code) in cases {
        let got = score_json(GameKind::Rummy500, &options, &table(3), &facts);
        assert_eq!(got.map_err(|e| e.code), Err(code), "{options} {facts}");
    }
}

#[test]
fn options_fill_in_defaults_and_keep_given_knobs() {
    let n = normalize_options(GameKind::BasicRummy, &json!({"target": 150}));
    assert_eq!(
        n.ok().and_then(|v| v.get("target").cloned()),
        Some(json!(150))
    );
    let d = normalize_options(GameKind::BasicRummy, &Value::Null);
    assert_eq!(d.ok(), Some(default_options(GameKind::BasicRummy)));
    assert_eq!(presets(GameKind::Avalanche)[0].id, "seed");
}

#[test]
fn end_lines_come_from_each_game() {
    let line = |kind, o: Value| option_words(kind, &o).map(|w| w.end_line);
    let cases = [
        (GameKind::GinRummy, json!({}), "First to 100"),
        (
            GameKind::GinRummy,
            json!({"preset": "oklahoma"}),
            "First to 150",
        ),
        (
            GameKind::SixCardGolf,
            json!({"holes": 18}),
            "18 holes · lowest total wins",
        ),
        (
            GameKind::Scorepad,
            json!({"winner": "lowest", "end": {"kind": "hands", "count": 10}}),
            "10 hands · lowest total wins",
        ),
        (
            GameKind::SkullAndRoses,
            json!({}),
            "Two successful challenges win",
        ),
        (
            GameKind::Avalanche,
            json!({}),
            "1 deal · most stored cards wins",
        ),
        (
            GameKind::GiftRummy,
            json!({}),
            "4 deals or first to 100 · highest wins",
        ),
    ];
    for (kind, o, want) in cases {
        assert_eq!(line(kind, o.clone()), Ok(want.to_string()), "{kind} {o}");
    }
    let p = presets(GameKind::OhHeck);
    assert_eq!(p[4].name, "Up and down");
    assert!(p[4].hint.contains("from 1 card up"), "{}", p[4].hint);
}

#[test]
fn presets_are_named_for_players_and_say_how_they_differ() {
    for kind in GameKind::ALL {
        let list = presets(kind);
        for p in &list {
            assert_ne!(p.name, "Seed", "{kind}");
            assert!(!p.hint.is_empty(), "{kind} {}", p.id);
        }
        for (i, a) in list.iter().enumerate() {
            for b in &list[i + 1..] {
                assert_ne!(a.name, b.name, "{kind}");
                assert_ne!(a.hint, b.hint, "{kind}: {} and {} say the same", a.id, b.id);
            }
        }
    }
    let basic = presets(GameKind::BasicRummy);
    let names: Vec<&str> = basic.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Standard", "Classic Rum"]);
    assert_eq!(basic[0].id, "seed");
    assert_eq!(presets(GameKind::GinRummy)[0].name, "Standard");
}

#[test]
fn every_kind_dispatches() {
    for kind in GameKind::ALL {
        let opts = default_options(kind);
        assert!(opts.is_object(), "{kind}");
        assert!(normalize_options(kind, &json!({})).is_ok(), "{kind}");
        let seats = usize::from(kind.players().1);
        assert_eq!(
            next_dealer_json(kind, &json!({}), seats, 1, &[]),
            Ok(1),
            "{kind}"
        );
    }
}
