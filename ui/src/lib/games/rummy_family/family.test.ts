import { describe, expect, it } from "vitest";
import { keptAsPoints, labelsOf, nextShortSeat, meldOwners, pendingNote, pretty, seatEntries, seatStates, seatTexts, tapInto, whoFrom } from "./family";
import { deckFaces } from "../../testkit";
import { basicFacts, basicState } from "../basic_rummy/basic";
import { boathouseFacts } from "../boathouse_rummy/boathouse";
import { gamblersFacts, gamblersState } from "../gamblers_rummy/gamblers";
import { knockFacts, knockState } from "../knock_rummy/knock";

describe("the rummy family's entry logic", () => {
  it("hands the form on to the next seat short of Rust's deal size, skipping announced counts", () => {
    const seat = (n: number, announced = false) => ({ cards: Array.from({ length: n }, (_, i) => `${i + 2}c`), announced, count: announced ? 5 : null });
    expect(nextShortSeat([seat(7), seat(0), seat(0)], [0, 1, 2], 0, 7)).toBe(1);
    expect(nextShortSeat([seat(7), seat(0, true), seat(2)], [0, 1, 2], 0, 7)).toBe(2);
    expect(nextShortSeat([seat(3), seat(7), seat(7)], [0, 1, 2], 2, 7)).toBe(0);
    expect(nextShortSeat([seat(6), seat(0)], [0, 1], 0, 7)).toBe(0);
    expect(nextShortSeat([seat(7), seat(7)], [0, 1], 1, 7)).toBe(1);
    expect(nextShortSeat([seat(7), seat(0)], [0, 1], 0, null)).toBe(0);
    // The winner's tab is not shown: it is never chosen.
    expect(nextShortSeat([seat(7), seat(0), seat(0)], [0, 2], 0, 7)).toBe(2);
  });

  it("taps cards into a meld, a joker naming the card it stands for", () => {
    let m: string[] = [];
    m = tapInto(m, "5c", false);
    m = tapInto(m, "6c", false);
    m = tapInto(m, "7c", true);
    expect(m).toEqual(["5c", "6c", "JK=7c"]);
    // A second tap takes the card (or the joker standing for it) back out.
    expect(tapInto(m, "7c", false)).toEqual(["5c", "6c"]);
    expect(tapInto(m, "5c", false)).toEqual(["6c", "JK=7c"]);
  });

  it("dims cards held by other melds, but not a joker's declared card", () => {
    expect(meldOwners([["5c", "6c", "JK=7c"], ["8h"]], 1)).toEqual({ "5c": "1st meld", "6c": "1st meld" });
  });

  it("keeps the marked winner as the draft before any card is tapped, and nothing before that", () => {
    const empty = seatStates(3, undefined);
    expect(basicFacts({ winner: null, seats: empty, rummy: false }).partial).toBeUndefined();
    const basic = basicFacts({ winner: 1, seats: empty, rummy: false });
    expect(basic.facts).toBeNull();
    expect(basic.partial).toEqual({ form: "cards", winner: 1, hands: ["", "", ""], rummy: false });
    // The draft brings the form back as it was.
    expect(basicState(3, basic.partial!).winner).toBe(1);
    const refusal = gamblersFacts({ winner: "none", seats: empty, oneTurnOut: false });
    expect(refusal.partial).toEqual({ form: "cards", winner: null, hands: ["", "", ""], oneTurnOut: false });
    expect(gamblersState(3, refusal.partial!).winner).toBe("none");
    expect(boathouseFacts({ winner: 2, seats: empty }).partial).toEqual({ form: "cards", winner: 2, hands: ["", "", ""] });
    expect(boathouseFacts({ winner: null, seats: empty }).partial).toBeUndefined();
  });

  it("reads tokens as people do", () => {
    const labels = labelsOf(deckFaces());
    expect(["7c", "Th", "JK=7c", "JK", "As", "KC"].map((t) => pretty(t, labels))).toEqual(["7♣", "10♥", "JK→7♣", "JK", "A♠", "K♣"]);
    expect(pretty("7c", {})).toBe("7C"); // before the deck arrives: as typed
  });

  it("sends cards as text, an announced count as a number, and nothing for the winner", () => {
    const seats = seatStates(3, ["", "KC 7D", 14]);
    expect(seats[2]).toEqual({ cards: [], announced: true, count: 14 });
    expect(seatEntries(seats, 0)).toEqual(["", "KC 7D", 14]);
    seats[2].count = null;
    expect(seatEntries(seats, 0)).toEqual(["", "KC 7D", ""]);
    expect(seatTexts(seatStates(2, ["AS 2S", "3H"]), 1)).toEqual(["AS 2S", ""]);
  });

  it("keeps a form pending until who ended the hand is marked and something is entered", () => {
    expect(pendingNote(null, "knocked", false)).toBe("Mark who knocked.");
    expect(pendingNote(0, "knocked", true)).toBe("Tap each player's cards.");
    expect(pendingNote("none", "out", false)).toBeNull();
    expect(whoFrom(null, true)).toBe("none");
    expect(whoFrom(null, false)).toBeNull();
  });

  it("knows a hand kept as points before the referee", () => {
    expect(keptAsPoints({ facts: { form: "points", points: [5, -5] } })).toBe(true);
    expect(keptAsPoints({ facts: { form: "cards" } })).toBe(false);
    expect(keptAsPoints(null)).toBe(false);
  });

  it("builds each game's facts, and reads them back when amending", () => {
    const knock = knockState(3, { form: "cards", knocker: 0, hands: ["3S 4S 5S", 4, "KC"] });
    expect(knockFacts(knock)).toEqual({ facts: { form: "cards", knocker: 0, hands: ["3S 4S 5S", 4, "KC"] } });
    expect(knockFacts({ ...knock, knocker: null }).facts).toEqual({ form: "cards", knocker: null, hands: ["3S 4S 5S", 4, "KC"] });
    expect(knockFacts(knockState(3, null)).pending).toBe("Mark who knocked.");

    const basic = basicState(3, { form: "cards", winner: null, hands: ["7C 2S", "KD", 9], rummy: false });
    expect(basic.winner).toBe("none");
    expect(basicFacts({ ...basic, rummy: true }).facts).toEqual({ form: "cards", winner: null, hands: ["7C 2S", "KD", 9], rummy: false });
    expect(basicFacts({ ...basic, winner: 1, rummy: true }).facts).toEqual({ form: "cards", winner: 1, hands: ["7C 2S", "", 9], rummy: true });

    const gb = gamblersState(4, null);
    gb.winner = 0;
    gb.seats[1].cards = ["KH", "8C", "AS"];
    expect(gamblersFacts(gb).facts).toEqual({ form: "cards", winner: 0, hands: ["", "KH 8C AS", "", ""], oneTurnOut: false });
    expect(boathouseFacts({ winner: "none", seats: gb.seats }).pending).toBe("Mark who went out.");
    expect(boathouseFacts({ winner: 2, seats: gb.seats }).facts).toEqual({ form: "cards", winner: 2, hands: ["", "KH 8C AS", "", ""] });
  });
});
