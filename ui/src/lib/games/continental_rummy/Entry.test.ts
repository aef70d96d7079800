import type { GameOptions } from "../../bindings/GameOptions";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Continental from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { HandFacts } from "../../bindings/HandFacts";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

function mount(initial: HandFacts | null, changes: object = {}) {
  const options = {
    kind: "continental_rummy",
    options: { goingOut: 1, perJoker: 2, deucesWild: false, perDeuce: 0, noWildBonus: 0, firstTurnBonus: 0, firstTurnNoDrawBonus: 0, oneSuitBonus: 0, anyPartition: false, target: null, deals: null, ...changes },
  } as GameOptions;
  mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
  const seen: Entry[] = [];
  render(Continental, {
    kind: "continental_rummy",
    players: ["Ann", "Bob"],
    options,
    table: { seats: 2, handIndex: 0, dealer: 0 },
    initial,
    onchange: (e: Entry) => seen.push(e),
  });
  return seen;
}

describe("Continental Rummy entry", () => {
  it("taps the winner's sequences one meld at a time, a joker naming its card", async () => {
    const seen = mount(null);
    expect(seen.at(-1)?.pending).toBe("Mark who went out.");
    await fireEvent.click(screen.getByTestId("cr-winner-0"));
    for (const c of ["4h", "5h", "6h"]) await fireEvent.click(await screen.findByTestId(`cr-${c}`));
    await fireEvent.click(screen.getByTestId("cr-next"));
    await fireEvent.click(screen.getByTestId("cr-9c"));
    await fireEvent.click(screen.getByTestId("cr-joker"));
    expect(screen.getByTestId("cr-joker-hint")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("cr-Tc"));
    await fireEvent.click(screen.getByTestId("cr-Jc"));
    expect(screen.getByTestId("cr-meld-1").textContent).toContain("JK→10♣");
    // The Bicycle first-turn questions only appear when the options pay for them.
    expect(screen.queryByTestId("cr-first-turn")).toBeNull();
    expect(seen.at(-1)?.facts).toEqual({
      kind: "continental_rummy",
      facts: { form: "melds", winner: 0, melds: ["4h 5h 6h", "9c JK=Tc Jc"], firstTurn: false, withoutDrawing: false },
    });
    // Removing a meld takes its cards with it.
    await fireEvent.click(screen.getByTestId("cr-remove-0"));
    expect(seen.at(-1)?.facts).toMatchObject({ facts: { melds: ["9c JK=Tc Jc"] } });
  });

  it("takes just the wild cards, and reads a stored hand back", async () => {
    const seen = mount({ kind: "continental_rummy", facts: { form: "count", winner: 1, jokers: 2, deuces: 1, firstTurn: true, withoutDrawing: false, oneSuit: false } }, { deucesWild: true, firstTurnBonus: 7 });
    expect((screen.getByTestId("cr-jokers") as HTMLInputElement).value).toBe("2");
    expect((screen.getByTestId("cr-first-turn") as HTMLInputElement).checked).toBe(true);
    expect(seen.at(-1)?.facts).toEqual({
      kind: "continental_rummy",
      facts: { form: "count", winner: 1, jokers: 2, deuces: 1, oneSuit: false, firstTurn: true, withoutDrawing: false },
    });
  });
});
