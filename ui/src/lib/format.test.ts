import { describe, expect, it } from "vitest";
import { formatDate, formatPlayers, playerRange, plural } from "./format";

describe("formatting", () => {
  it("joins players naturally", () => {
    expect(formatPlayers([])).toBe("");
    expect(formatPlayers(["Ann"])).toBe("Ann");
    expect(formatPlayers(["Ann", "Bob"])).toBe("Ann & Bob");
    expect(formatPlayers(["Ann", "Bob", "Cy"])).toBe("Ann, Bob & Cy");
  });

  it("counts", () => {
    expect(plural(0, "hand")).toBe("0 hands");
    expect(plural(1, "hand")).toBe("1 hand");
    expect(playerRange(2, 2)).toBe("2 players");
    expect(playerRange(3, 7)).toBe("3–7 players");
  });

  it("formats stored dates and passes garbage through", () => {
    expect(formatDate("2026-11-21T00:20:41.000Z", "en-GB")).toBe("21 Nov 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
