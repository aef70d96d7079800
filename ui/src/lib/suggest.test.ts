import { describe, expect, it } from "vitest";
import { suggestNames } from "./suggest";

const roster = ["Ann", "Annabel", "Bob", "Hannah", "Cy"];

describe("suggestNames", () => {
  it("offers roster names starting with what is typed, then names containing it", () => {
    expect(suggestNames(roster, "an", [])).toEqual(["Ann", "Annabel", "Hannah"]);
    expect(suggestNames(roster, "B", [])).toEqual(["Bob", "Annabel"]);
  });
  it("leaves out names already seated and stops at an exact match or an empty input", () => {
    expect(suggestNames(roster, "an", ["Ann", " "])).toEqual(["Annabel", "Hannah"]);
    expect(suggestNames(roster, "ann", [])).toEqual([]);
    expect(suggestNames(roster, "  ", [])).toEqual([]);
    expect(suggestNames(roster, "a", [], 2)).toEqual(["Ann", "Annabel"]);
  });
});
