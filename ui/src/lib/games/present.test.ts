import { describe, expect, it } from "vitest";
import { actionLabel, names, pts, signed, targetLine, winnersLine } from "./present";

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

  it("reads the target from the complete options", () => {
    expect(targetLine("gin_rummy", { gameTarget: 100 })).toBe("First to 100");
    expect(targetLine("six_card_golf", { holes: 18 })).toBe("18 holes · lowest total wins");
    expect(targetLine("scorepad", { winner: "lowest", end: { kind: "hands", count: 10 } })).toBe("10 hands · lowest total wins");
    expect(targetLine("knock_rummy", { target: 100, hands: null, lowestWins: false })).toBe("To 100 · highest total wins");
    expect(targetLine("avalanche", { target: null, hands: null, lowestWins: false })).toBe("Open-ended · highest total wins");
  });

  it("says what undo would revert", () => {
    expect(actionLabel("record")).toBe("new hand");
    expect(actionLabel("amend")).toBe("edit");
    expect(actionLabel(null)).toBe("");
  });
});
