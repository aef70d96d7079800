import { describe, expect, it } from "vitest";
import { actionLabel, names, pts, signed, winnersLine } from "./present";
// The table Rust's Points::display is checked against too (rules/tests/all/points_display.rs).
import shared from "../../../../tests/fixtures/points_display.json";

describe("present", () => {
  it("prints exact points as the shared table says: decimals, never a fraction", () => {
    expect(shared.cases.length).toBeGreaterThan(10);
    for (const c of shared.cases) {
      expect(pts(c.exact), c.exact).toBe(c.shown.replace(/^-/, "−"));
      expect(pts(c.exact)).not.toContain("/");
    }
    expect(signed("5/3")).toBe("+1.67");
    expect(signed("-311/3")).toBe("−103.67");
  });

  it("prints points as people read them", () => {
    expect(pts(28)).toBe("28");
    expect(pts(-5)).toBe("−5");
    expect(pts("25/2")).toBe("12.5");
    expect(signed(28)).toBe("+28");
    expect(signed(0)).toBe("0");
    expect(signed(-3)).toBe("−3");
  });

  it("names winners, several on a tie", () => {
    const players = ["Ann", "Bob", "Cy"];
    expect(names(players, [0, 2])).toBe("Ann and Cy");
    expect(winnersLine(players, [1])).toBe("Bob wins");
    expect(winnersLine(players, [0, 1, 2])).toBe("Ann, Bob and Cy share the win");
    expect(winnersLine(players, [])).toBe("Game over");
  });

  it("says what undo would revert", () => {
    expect(actionLabel("record")).toBe("last hand");
    expect(actionLabel("amend")).toBe("edit");
    expect(actionLabel(null)).toBe("");
  });
});
