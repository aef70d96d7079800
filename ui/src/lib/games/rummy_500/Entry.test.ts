import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Rummy500 from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

describe("Rummy 500 entry", () => {
  it("takes each seat's melds with a declared joker, a lay-off onto another seat's meld, and the hand", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    const seen: Entry[] = [];
    render(Rummy500, {
      kind: "rummy_500",
      players: ["Ann", "Bob"],
      options: null,
      table: { seats: 2, handIndex: 0, dealer: 0 },
      initial: null,
      onchange: (e: Entry) => seen.push(e),
    });
    for (const c of ["5c", "6c"]) await fireEvent.click(await screen.findByTestId(`r5-0-m-${c}`));
    await fireEvent.click(screen.getByTestId("r5-0-m-joker"));
    await fireEvent.click(screen.getByTestId("r5-0-m-7c"));
    await fireEvent.click(screen.getByTestId("r5-part-hand"));
    await fireEvent.click(await screen.findByTestId("r5-0-h-As"));
    await fireEvent.click(screen.getByTestId("r5-0-hand-joker"));
    await fireEvent.click(screen.getByTestId("r5-tab-1"));
    await fireEvent.click(screen.getByTestId("r5-part-lay"));
    await fireEvent.click(screen.getByTestId("r5-onto-0"));
    await fireEvent.click(await screen.findByTestId("r5-1-l-8c"));
    expect(seen.at(-1)?.facts).toEqual({
      kind: "rummy_500",
      facts: { form: "cards", hands: ["As JK", ""], melds: [["5c 6c JK=7c"], []], layoffs: [[], [{ cards: "8c", onto: "5c 6c JK=7c" }]] },
    });
    expect(screen.getByTestId("r5-tab-1").textContent).toContain("1");
  });
});
