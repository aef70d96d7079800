import { describe, expect, it } from "vitest";
import { andList, readScore, scoresLine, seatLine, tableNote, trailLine } from "./night";
import { parseRoute, routeHref } from "../router";
import type { TableState } from "../bindings/TableState";

const table = (extra: Partial<TableState> = {}): TableState => ({
  table: 3,
  game: 12,
  seats: ["Ann", "Bob", "Cy"],
  scores: [30, 20, "5/2"],
  hands: 2,
  done: true,
  status: "toConfirm",
  counted: null,
  confirmers: ["Bob", "Cy"],
  trail: [],
  ...extra,
});

describe("club night words", () => {
  it("says where a player sits, with the others at the table", () => {
    expect(seatLine(2, table(), "Bob")).toBe("Round 2 · Table 3 · with Ann and Cy");
    expect(scoresLine(["Ann", "Bob"], [55, -3])).toBe("Ann 55, Bob −3");
    expect(andList(["Ann"])).toBe("Ann");
    expect(andList(["Ann", "Bob", "Cy"])).toBe("Ann, Bob and Cy");
  });

  it("says where a table's result stands and each step of its trail", () => {
    expect(tableNote(table())).toBe("Played: Ann 30, Bob 20, Cy 2.5. Waiting for Bob or Cy to confirm.");
    expect(tableNote(table({ status: "playing", hands: 1 }))).toBe("1 hand played.");
    const refused = { action: "refused" as const, by: "Bob", scores: [30, 20, 0], claimed: [30, 25, 0], reason: "I had 25", at: "" };
    expect(tableNote(table({ status: "refused", trail: [refused] }))).toBe("Bob refused the result: “I had 25”. The host decides.");
    expect(trailLine(refused, ["Ann", "Bob", "Cy"])).toBe("Bob refused Ann 30, Bob 20, Cy 0: “I had 25” (makes it Ann 30, Bob 25, Cy 0).");
    const corrected = { action: "corrected" as const, by: null, scores: [30, 20, 0], claimed: [30, 25, 0], reason: "Bob was right", at: "" };
    expect(trailLine(corrected, ["Ann", "Bob", "Cy"])).toBe("The host corrected Ann 30, Bob 20, Cy 0 to Ann 30, Bob 25, Cy 0: “Bob was right”.");
  });

  it("reads typed scores: whole numbers and fractions, nothing else", () => {
    expect(readScore(" 12 ")).toBe(12);
    expect(readScore("−4")).toBe(-4);
    expect(readScore("5/2")).toBe("5/2");
    expect(readScore("")).toBeNull();
    expect(readScore("12a")).toBeNull();
  });

  it("routes to the nights, a night and a night on the TV, and back", () => {
    for (const r of [
      { view: "nights" } as const,
      { view: "night", id: 4 } as const,
      { view: "tvnight", token: "ab12", night: 4 } as const,
    ]) {
      expect(parseRoute(routeHref(r))).toEqual(r);
    }
    expect(parseRoute("#/tv/ab12/night/4")).toEqual({ view: "tvnight", token: "ab12", night: 4 });
    expect(parseRoute("#/tv/ab12/3")).toEqual({ view: "tv", token: "ab12", game: 3 });
    expect(parseRoute("#/night/x")).toEqual({ view: "home" });
  });
});
