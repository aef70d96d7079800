import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import HandPanel from "./HandPanel.svelte";
import { resetDeckCache } from "../api";
import { deckFaces } from "../testkit";
import type { GameOptions } from "../bindings/GameOptions";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

// Rust's refusal as the rules word it: seats are "Player N" (1-based).
const missing = { kind: "validation", code: "E_CARDS_MISSING", message: "Player 3's cards are missing: enter the cards left in their hand, or the count they announced." };

describe("the hand panel", () => {
  it("says what is missing by the player's name and does not save a hand Rust refuses", async () => {
    const asked: unknown[] = [];
    mockIPC((cmd, args) => {
      if (cmd === "rules_deck") return deckFaces();
      if (cmd === "rules_preview") {
        asked.push(args);
        throw missing;
      }
      return null;
    });
    let saved = 0;
    const options = { kind: "basic_rummy", options: { settlement: false, rummyDouble: false, nobodyOut: true, target: 100, deals: null, floor: false } } as GameOptions;
    render(HandPanel, {
      kind: "basic_rummy",
      players: ["Ann", "Bob", "Cy"],
      options,
      table: { seats: 3, handIndex: 0, dealer: 0 },
      title: "Hand 1",
      saveLabel: "Save hand 1",
      onsave: async () => {
        saved += 1;
      },
    });
    // Ann went out; Bob's cards are tapped, Cy's are not.
    await fireEvent.click(screen.getByTestId("br-winner-0"));
    await fireEvent.click(await screen.findByTestId("br-1-Kc"));
    await waitFor(() => expect(screen.getByTestId("dock-status").textContent).toContain("Cy's cards are missing"));
    expect(screen.getByTestId("dock-status").textContent).not.toMatch(/Player \d/);
    const save = screen.getByTestId("save-hand") as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await fireEvent.click(save);
    expect(saved).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
  });
});
