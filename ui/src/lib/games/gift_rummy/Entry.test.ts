import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import GiftRummy from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

describe("Gift Rummy entry", () => {
  it("shows the counting mode from the options, dims cards another seat holds, and reports knocks", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    let last: Entry | null = null;
    render(GiftRummy, {
      kind: "gift_rummy",
      players: ["North", "East", "South", "West"],
      options: { counting: "exclusive", knockAfterRound2: false },
      storedOptions: { preset: "exclusive" },
      table: { seats: 4, handIndex: 0, dealer: 0 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    expect(screen.getByTestId("gift-counting").textContent).toContain("exclusive");
    expect(screen.queryByTestId("knock2-0")).toBeNull();
    await fireEvent.click(await screen.findByTestId("gift-0-As"));
    await fireEvent.click(screen.getByTestId("gift-tab-1"));
    expect((await screen.findByTestId("gift-1-As")).getAttribute("aria-label")).toBe("A of spades, held by North");
    await fireEvent.click(screen.getByTestId("gift-1-Kd"));
    await fireEvent.click(screen.getByTestId("knock1-1"));
    expect(last!.facts).toEqual({ kind: "gift_rummy", facts: {
      hands: ["As", "Kd", "", ""],
      knockedAfterRound1: [false, true, false, false],
      knockedAfterRound2: [],
      bonusClaimedBy: null,
    } });
  });
});
