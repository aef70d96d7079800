//! How exact points read to people: every case of `tests/fixtures/points_display.json`
//! (shared with the UI's `pts`, so a screen and an export never disagree).

use cardtable_rules::points::Points;

const FIXTURE: &str = include_str!("../../../../tests/fixtures/points_display.json");

#[test]
fn points_read_as_the_shared_table_says() {
    let fixture: serde_json::Value = serde_json::from_str(FIXTURE).unwrap();
    let cases = fixture["cases"].as_array().unwrap();
    assert!(cases.len() >= 10);
    for case in cases {
        let exact = case["exact"].as_str().unwrap();
        let shown = case["shown"].as_str().unwrap();
        let p: Points = exact.parse().unwrap();
        assert_eq!(p.display(), shown, "{exact}");
        assert!(!p.display().contains('/'), "{exact}");
    }
}
