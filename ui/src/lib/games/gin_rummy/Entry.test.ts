import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Gin from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry, EntryProps } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

const props = (extra: Partial<EntryProps>): EntryProps => ({
  kind: "gin_rummy",
  players: ["Ann", "Bob"],
  options: null,
  handSize: 10,
  table: { seats: 2, handIndex: 0, dealer: 0 },
  initial: null,
  onchange: () => {},
  ...extra,
});

describe("Gin entry", () => {
  it("moves on to the defender at the knocker's tenth card", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    let last: Entry | null = null;
    render(Gin, props({ onchange: (e: Entry) => (last = e) }));
    await fireEvent.click(screen.getByTestId("gin-knocker-0"));
    const ten = ["As", "2s", "3s", "8d", "8c", "8h", "Jh", "Qh", "Kh", "2d"];
    for (const c of ten.slice(0, 9)) await fireEvent.click(await screen.findByTestId(`knocker-${c}`));
    expect(screen.getByTestId("gin-tab-knocker").getAttribute("aria-selected")).toBe("true");
    await fireEvent.click(screen.getByTestId("knocker-2d"));
    expect(screen.getByTestId("gin-tab-defender").getAttribute("aria-selected")).toBe("true");
    await screen.findByTestId("defender-9c");
    // Going back to the knocker (an eleventh card for big gin) does not bounce to the defender.
    await fireEvent.click(screen.getByTestId("gin-tab-knocker"));
    expect(screen.getByTestId("gin-tab-knocker").getAttribute("aria-selected")).toBe("true");
    const facts = last!.facts;
    expect(facts?.kind === "gin_rummy" && facts.facts.form === "cards" ? facts.facts.knockerCards.length : 0).toBe(10);
  });

  it("opens a new hand in the form chosen last and reports a new choice", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    const modes: string[] = [];
    render(Gin, props({ entryMode: "counts", onmode: (m: string) => void modes.push(m) }));
    expect(screen.getByTestId("gin-form-counts").getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("gin-knocker-deadwood")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("gin-form-void"));
    await fireEvent.click(screen.getByTestId("gin-form-cards"));
    expect(modes).toEqual(["cards"]);
  });
});
