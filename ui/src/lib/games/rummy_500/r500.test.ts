import { describe, expect, it } from "vitest";
import { labelsOf } from "../rummy_family/family";
import { deckFaces } from "../../testkit";
import { ontoNow, r500Facts, r500State, targets, usedElsewhere } from "./r500";

describe("Rummy 500 entry logic", () => {
  it("builds melds, lay-offs (onto the meld as it lies then) and hands for Rust", () => {
    const seats = r500State(3, null);
    expect(r500Facts(seats).pending).toContain("Tap each player's melds");
    seats[0].melds = [["7h", "8h", "9h"], ["5c", "6c", "JK=7c"]];
    seats[0].hand = ["4c", "As", "JK"];
    expect(targets(seats, ["Ann", "Bob", "Cy"], labelsOf(deckFaces())).map((t) => t.label)).toEqual(["Ann: 7♥ 8♥ 9♥", "Ann: 5♣ 6♣ JK→7♣"]);
    seats[1].layOnto = [ontoNow(seats, "7h 8h 9h")];
    seats[1].layCards = [["Th"]];
    // Cy's lay-off onto the same meld sees Bob's 10♥ already there.
    expect(ontoNow(seats, "7h 8h 9h")).toBe("7h 8h 9h Th");
    expect(r500Facts(seats).facts).toEqual({
      form: "cards",
      hands: ["4c As JK", "", ""],
      melds: [["7h 8h 9h", "5c 6c JK=7c"], [], []],
      layoffs: [[], [{ cards: "Th", onto: "7h 8h 9h" }], []],
    });
    // The grid dims what other seats hold, but not a joker's declared card.
    const used = usedElsewhere(seats, ["Ann", "Bob", "Cy"], 1, "lay");
    expect(used["7h"]).toBe("Ann");
    expect(used["7c"]).toBeUndefined();
    expect(used["Th"]).toBeUndefined();
  });

  it("reads a stored hand back for amending", () => {
    const seats = r500State(2, {
      form: "cards",
      hands: ["4C AS", ""],
      melds: [["5C 6C JK=7C"], []],
      layoffs: [[], [{ cards: "TH", onto: "7H 8H 9H" }]],
    });
    expect(seats[0]).toEqual({ melds: [["5C", "6C", "JK=7C"]], layCards: [], layOnto: [], hand: ["4C", "AS"] });
    expect(seats[1].layCards).toEqual([["TH"]]);
    expect(seats[1].layOnto).toEqual(["7H 8H 9H"]);
  });
});
