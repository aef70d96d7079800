import { describe, expect, it } from "vitest";
import { ginFacts, ginState, meldGroups } from "./gin_rummy/gin";
import { golfFacts, golfSeats, layoutText, nextEmpty } from "./six_card_golf/golf";
import { ohHeckFacts, upTo } from "./oh_heck/ohHeck";
import { pointsFacts, pointsTexts } from "./points";
import { giftFacts, giftState } from "./gift_rummy/gift";
import { addCards, ownersOf, toggleCard } from "../cards";

describe("Gin facts", () => {
  it("round-trips a stored cards hand through the form", () => {
    const stored = { form: "cards" as const, knocker: 1, knockerCards: ["3s", "4s"], defenderCards: ["9c"], upcard: "7s", knockerMelds: [["3s", "4s", "5s"], ["8d", "8c", "8h"]] };
    const s = ginState(stored);
    expect(s.knocker).toBe(1);
    expect(s.melds).toBe("3s 4s 5s; 8d 8c 8h");
    expect(ginFacts(s).facts).toEqual(stored);
  });

  it("waits for both deadwood counts, then sends them as numbers", () => {
    const s = { ...ginState(null), form: "counts" as const, knockerDeadwood: 2 };
    expect(ginFacts(s)).toEqual({ facts: null, pending: "Enter both deadwood counts." });
    expect(ginFacts({ ...s, defenderDeadwood: 30 }).facts).toEqual({
      form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false,
    });
    expect(ginFacts({ ...s, form: "void" }).facts).toEqual({ form: "void" });
    expect(ginFacts(ginState(null)).pending).toBe("Tap each player's cards.");
  });
});

describe("typed Gin melds", () => {
  it("splits melds at ; , | or new lines and cards at spaces, leaving the tokens to Rust", () => {
    expect(meldGroups("3S 4S 5S; 8d 8c 8h")).toEqual([["3S", "4S", "5S"], ["8d", "8c", "8h"]]);
    expect(meldGroups(" Jh Qh Kh | 2x ,")).toEqual([["Jh", "Qh", "Kh"], ["2x"]]);
    expect(meldGroups("  ")).toEqual([]);
  });
});

describe("Golf facts", () => {
  it("writes a layout as two rows and finds the next empty slot", () => {
    expect(layoutText(["Ks", "5h", "Qd", "2c", "5d", "Jc"])).toBe("Ks 5h Qd / 2c 5d Jc");
    expect(nextEmpty(["Ks", null, null, null, null, null], 0)).toBe(1);
    expect(nextEmpty(["Ks", "5h", "Qd", "2c", "5d", null], 5)).toBe(5);
    expect(nextEmpty(["Ks", "5h", "Qd", "2c", "5d", "Jc"], 2)).toBeNull();
  });

  it("mixes layouts and typed scores, and names who is missing", () => {
    const seats = golfSeats(2, { entries: ["Ks 5h Qd / 2c 5d Jc", 7] });
    expect(seats[1]).toMatchObject({ mode: "score", score: 7 });
    expect(golfFacts(seats, ["Ann", "Bob"]).facts).toEqual({ entries: ["Ks 5h Qd / 2c 5d Jc", 7] });
    seats[0].slots[4] = null;
    expect(golfFacts(seats, ["Ann", "Bob"]).pending).toBe("Fill Ann's six cards.");
  });
});

describe("Oh Heck! facts", () => {
  it("offers 0..H and waits for every bid and trick count", () => {
    expect(upTo(3)).toEqual([0, 1, 2, 3]);
    expect(ohHeckFacts(5, "hearts", [2, null, 1], [2, 1, 2]).pending).toBe("Enter every player's bid.");
    const played = ohHeckFacts(5, "hearts", [2, 1, 1], [2, null, 2]);
    expect(played.pending).toBe("Bids saved: tricks after play.");
    expect(played.partial).toEqual({ handSize: 5, trump: "hearts", bids: [2, 1, 1], tricks: [] });
    expect(ohHeckFacts(5, "hearts", [2, 1, 2], [null, null, null], true).partial).toBeUndefined();
    expect(ohHeckFacts(5, null, [2, 1, 1], [2, 1, 2]).facts).toEqual({ handSize: 5, trump: null, bids: [2, 1, 1], tricks: [2, 1, 2] });
  });
});

describe("points and Gift Rummy facts", () => {
  it("sends typed points as text for Rust to read", () => {
    expect(pointsFacts(["12+7-3", " -5 "], ["Ann", "Bob"]).facts).toEqual({ points: ["12+7-3", "-5"] });
    expect(pointsFacts(["1", ""], ["Ann", "Bob"]).pending).toBe("Enter Bob's points.");
    expect(pointsTexts(3, { points: [5, "25/2"] })).toEqual(["5", "25/2", ""]);
  });

  it("joins each seat's cards and keeps knock flags only when someone knocked", () => {
    const s = giftState(4, { hands: ["As 2s", "", "", ""], knockedAfterRound1: [false, true, false, false], knockedAfterRound2: [], bonusClaimedBy: null });
    expect(s.hands[0]).toEqual(["As", "2s"]);
    expect(giftFacts(s.hands, s.round1, s.round2).facts).toEqual({
      hands: ["As 2s", "", "", ""],
      knockedAfterRound1: [false, true, false, false],
      knockedAfterRound2: [],
      bonusClaimedBy: null,
    });
  });
});

describe("card selection", () => {
  it("toggles in tap order, adds typed cards once, and knows who holds what", () => {
    expect(toggleCard(["As", "2s"], "As")).toEqual(["2s"]);
    expect(toggleCard(["2s"], "As")).toEqual(["2s", "As"]);
    expect(addCards(["As"], ["As", "Kd"])).toEqual(["As", "Kd"]);
    expect(ownersOf([["As"], ["Kd", "As"]], ["Ann", "Bob"], 0)).toEqual({ Kd: "Bob", As: "Bob" });
  });
});
