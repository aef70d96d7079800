import { describe, expect, it } from "vitest";
import { banner, counts, tally } from "./avalanche";

describe("avalanche tracker presentation", () => {
  it("offers 1..held cards", () => {
    expect(counts(3)).toEqual([1, 2, 3]);
    expect(counts(0)).toEqual([]);
  });

  it("words the last play", () => {
    const name = (s: number) => ["Ann", "Bo", "Cy"][s];
    expect(banner({ kind: "fall", receiver: 2, cards: 8, refill: 0, last: null }, name)).toBe("Fall! 8 cards to Cy.");
    expect(banner({ kind: "stop", receiver: null, cards: 4, refill: 0, last: null }, name)).toBe("Stop! 4 cards leave the game.");
    expect(banner(null, name)).toBe("");
  });

  it("counts how a deal's plays went", () => {
    expect(tally(["start", "grow", "fall", null, "start", "stop"])).toBe("1 grow, 1 stop, 1 fall");
    expect(tally([])).toBe("0 grows, 0 stops, 0 falls");
  });
});
