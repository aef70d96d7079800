import { describe, expect, it } from "vitest";
import { bidButtons, find, ringSpot, stepLine } from "./skull";

describe("skull tracker presentation", () => {
  it("puts seat 0 at the bottom and goes round", () => {
    expect(ringSpot(0, 4)).toEqual({ left: 50, top: 90 });
    const s2 = ringSpot(2, 4);
    expect(Math.round(s2.top)).toBe(10);
  });

  it("turns legal bids into buttons and finds single moves", () => {
    const legal = [
      { move: "pass", seat: 1 },
      { move: "raise", seat: 1, bid: 5 },
      { move: "raise", seat: 1, bid: 6 },
    ] as const;
    expect(bidButtons([...legal]).map((b) => b.label)).toEqual(["5", "6"]);
    expect(find([...legal], "pass")).toEqual({ move: "pass", seat: 1 });
    expect(find([...legal], "place")).toBeUndefined();
    expect(find([{ move: "lose", pick: 2 }, { move: "lose" }], "lose")).toEqual({ move: "lose" });
  });

  it("words each step", () => {
    const name = (s: number) => ["Ann", "Bea"][s];
    expect(stepLine({ step: "placeOrChallenge", seat: 1, canPlace: false, maxBid: 4 }, name)).toBe("Bea has no card in hand and must challenge");
    expect(stepLine({ step: "lose", challenger: 0, skullOwner: 1, cards: 4, random: true }, name)).toContain("drawn at random");
  });
});
