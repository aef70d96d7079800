import { describe, expect, it } from "vitest";
import { addRow, firstDealerAfter, removeRow, rowsFor } from "./players";

describe("player rows", () => {
  it("pads to the game's minimum (at least two) and keeps typed names", () => {
    expect(rowsFor([], 2)).toEqual(["", ""]);
    expect(rowsFor(["Ann"], 4)).toEqual(["Ann", "", "", ""]);
    expect(rowsFor(["Ann", "Bob", "Cy"], 2)).toEqual(["Ann", "Bob", "Cy"]);
    expect(rowsFor([], 1)).toEqual(["", ""]);
  });

  it("adds up to the maximum", () => {
    expect(addRow(["Ann"], 2)).toEqual(["Ann", ""]);
    expect(addRow(["Ann", "Bob"], 2)).toEqual(["Ann", "Bob"]);
  });

  it("removes a row but never the last one", () => {
    expect(removeRow(["Ann", "Bob", "Cy"], 1)).toEqual(["Ann", "Cy"]);
    expect(removeRow(["Ann"], 0)).toEqual(["Ann"]);
    expect(removeRow(["Ann", "Bob"], 5)).toEqual(["Ann", "Bob"]);
  });
});

describe("first dealer", () => {
  it("keeps the same person dealing first when a row is removed", () => {
    expect(firstDealerAfter(2, 0, 2)).toBe(1);
    expect(firstDealerAfter(0, 1, 2)).toBe(0);
    expect(firstDealerAfter(2, 2, 2)).toBe(1);
  });
});
