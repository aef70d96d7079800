import { describe, expect, it } from "vitest";
import { seatNames, withNames } from "./names";

describe("names", () => {
  it("puts the players' names in Rust's seat words", () => {
    const players = ["Ann", "Bob"];
    expect(withNames("Player 1 reached 104 (target 100): game bonus 100.", players)).toBe("Ann reached 104 (target 100): game bonus 100.");
    expect(withNames("Boxes: Player 2 won 1 hand × 25 = 25.", players)).toBe("Boxes: Bob won 1 hand × 25 = 25.");
    expect(withNames("Player 3 is not here; Player 12 neither.", players)).toBe("Player 3 is not here; Player 12 neither.");
  });
  it("lists seats by name", () => {
    expect(seatNames(["Ann", "Bob", "Cy"], [0, 2])).toBe("Ann and Cy");
    expect(seatNames(["Ann", "Bob", "Cy"], [0, 1, 2])).toBe("Ann, Bob and Cy");
    expect(seatNames(["Ann"], [])).toBe("");
  });
});
