//! Every game has its worked-examples fixture (issue 21: adding a game is its two folders, its
//! fixture and its registry lines, and nothing is forgotten silently): a kind in the registry
//! without `tests/fixtures/<id>.json`, or with one that is not `{"game": id, "cases": [...]}` with a case, fails.

use cardtable_rules::games::GameKind;

#[test]
fn every_game_has_a_fixture_of_cases() {
    let dir = format!("{}/../../tests/fixtures", env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    for kind in GameKind::ALL {
        let path = format!("{dir}/{}.json", kind.id());
        let read = std::fs::read_to_string(&path)
            .ok()
            .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok());
        // `{"game": "<id>", "cases": [...]}` with at least one case.
        let has_cases = read.is_some_and(|v| {
            v.get("game").and_then(serde_json::Value::as_str) == Some(kind.id())
                && v.get("cases")
                    .and_then(serde_json::Value::as_array)
                    .is_some_and(|c| !c.is_empty())
        });
        if !has_cases {
            missing.push(path);
        }
    }
    assert!(
        missing.is_empty(),
        "games without a fixture of worked examples: {missing:?}"
    );
}
