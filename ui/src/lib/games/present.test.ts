import { describe, expect, it } from "vitest";
import { actionLabel, names, pts, signed, winnersLine } from "./present";

describe("present", () => {
  it("prints points as people read them", () => {
    expect(pts(28)).toBe("28");
    expect(pts(-5)).toBe("−5");
    expect(pts("25/2")).toBe("25/2");
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
    expect(actionLabel("record")).toBe("new hand");
    expect(actionLabel("amend")).toBe("edit");
    expect(actionLabel(null)).toBe("");
  });
});
