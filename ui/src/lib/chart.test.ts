import { describe, expect, it } from "vitest";
import { colourOf, runningSeries, toNumber } from "./chart";
import { handLine } from "./testkit";

describe("chart data", () => {
  it("reads Rust's exact points, halves included", () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber("25/2")).toBe(12.5);
    expect(toNumber("-3")).toBe(-3);
    expect(toNumber(null)).toBe(0);
    expect(toNumber("x")).toBe(0);
  });

  it("starts every line at zero and follows the running totals", () => {
    const hands = [handLine(1, 1, [28, 0], [28, 0]), handLine(2, 2, [0, 14], [28, 14]), handLine(3, 3, [10, 0], [38, 14])];
    const s = runningSeries(hands, 2);
    expect(s.xs).toEqual([0, 1, 2, 3]);
    expect(s.totals).toEqual([
      [0, 28, 28, 38],
      [0, 0, 14, 14],
    ]);
    expect(s.withBonus).toBe(false);
  });

  it("adds the end-of-game bonuses as a last step, so the line ends at the final totals", () => {
    const hands = [handLine(1, 1, [100, 0], [100, 0])];
    const s = runningSeries(hands, 2, [125, "0"]);
    expect(s.xs).toEqual([0, 1, 2]);
    expect(s.totals[0]).toEqual([0, 100, 225]);
    expect(s.totals[1]).toEqual([0, 0, 0]);
    expect(s.withBonus).toBe(true);
  });

  it("gives each seat its own colour", () => {
    expect(new Set([0, 1, 2, 3, 4, 5].map(colourOf)).size).toBe(6);
  });
});
