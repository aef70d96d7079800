import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import SixCardGolf from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

describe("Six Card Golf entry", () => {
  it("fills the 2×3 layout slot by slot, moves on to the next player, and takes typed scores", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    let last: Entry | null = null;
    render(SixCardGolf, {
      kind: "six_card_golf",
      players: ["Ann", "Bob"],
      options: null,
      table: { seats: 2, handIndex: 0, dealer: 0 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    for (const card of ["Ks", "5h", "Qd", "2c", "5d", "Jc"]) await fireEvent.click(await screen.findByTestId(`golf-pick-0-${card}`));
    expect(screen.getByTestId("golf-slot-0-0").textContent).toBe("K♠");
    expect(screen.getByTestId("golf-slot-0-5").textContent).toBe("J♣");
    expect(screen.getByTestId("golf-pick-1")).toBeTruthy();
    expect(last!.pending).toBe("Fill Bob's six cards.");
    await fireEvent.click(screen.getByTestId("golf-score-mode-1"));
    await fireEvent.input(screen.getByTestId("golf-score-1"), { target: { value: "7" } });
    expect(last!.facts).toEqual({ kind: "six_card_golf", facts: { entries: ["Ks 5h Qd / 2c 5d Jc", 7] } });
    await fireEvent.click(screen.getByTestId("golf-slot-0-2"));
    await fireEvent.click(screen.getByTestId("golf-slot-0-2"));
    expect(screen.getByTestId("golf-slot-0-2").textContent).toBe("+");
    expect(last!.pending).toBe("Fill Ann's six cards.");
  });
});
