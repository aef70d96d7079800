import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import KnockRummy from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { HandFacts } from "../../bindings/HandFacts";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

function mount(initial: HandFacts | null, handSize: number | null = null) {
  mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
  const seen: Entry[] = [];
  render(KnockRummy, {
    kind: "knock_rummy",
    players: ["Ann", "Bob", "Cy"],
    options: null,
    table: { seats: 3, handIndex: 0, dealer: 0 },
    initial,
    handSize,
    onchange: (e: Entry) => seen.push(e),
  });
  return seen;
}

describe("Knock Rummy entry", () => {
  it("marks the knocker, takes each hand by tapping or an announced count, and dims held cards", async () => {
    const seen = mount(null);
    expect(seen.at(-1)?.pending).toBe("Mark who knocked.");
    await fireEvent.click(screen.getByTestId("kr-knocker-0"));
    await fireEvent.click(await screen.findByTestId("kr-0-4d"));
    await fireEvent.click(screen.getByTestId("kr-tab-1"));
    // The card's accessible name is its hidden words (CardPicker.test.ts checks the role query).
    expect((await screen.findByTestId("kr-1-4d")).querySelector(".visually-hidden")?.textContent).toBe("four of diamonds, held by Ann");
    await fireEvent.click(screen.getByTestId("kr-1-4c"));
    await fireEvent.click(screen.getByTestId("kr-tab-2"));
    await fireEvent.click(screen.getByTestId("kr-announce-2"));
    await fireEvent.input(screen.getByTestId("kr-count-2"), { target: { value: "10" } });
    expect(seen.at(-1)?.facts).toEqual({ kind: "knock_rummy", facts: { form: "cards", knocker: 0, hands: ["4d", "4c", 10] } });
  });

  it("moves on to the next seat once a hand holds the deal Rust gives (7 cards for three players)", async () => {
    mount(null, 7);
    const tab = (seat: number) => screen.getByTestId(`kr-tab-${seat}`).getAttribute("aria-selected");
    for (const c of ["2c", "3c", "4c", "5c", "6c", "7c"]) await fireEvent.click(await screen.findByTestId(`kr-0-${c}`));
    expect(tab(0)).toBe("true");
    await fireEvent.click(screen.getByTestId("kr-0-8c"));
    expect(tab(1)).toBe("true");
    // A full tab opened again (to correct it) stays open.
    for (const c of ["2d", "3d", "4d", "5d", "6d", "7d", "8d"]) await fireEvent.click(await screen.findByTestId(`kr-1-${c}`));
    expect(tab(2)).toBe("true");
    await fireEvent.click(screen.getByTestId("kr-tab-0"));
    expect(tab(0)).toBe("true");
  });

  it("stays on the seat when Rust gives no deal size", async () => {
    mount(null, null);
    for (const c of ["2c", "3c", "4c", "5c", "6c", "7c", "8c"]) await fireEvent.click(await screen.findByTestId(`kr-0-${c}`));
    expect(screen.getByTestId("kr-tab-0").getAttribute("aria-selected")).toBe("true");
  });

  it("amends a hand kept as points before the referee as points, so nothing is lost", async () => {
    const seen = mount({ kind: "knock_rummy", facts: { form: "points", points: [5, 0, -5] } });
    expect((screen.getByTestId("points-0") as HTMLInputElement).value).toBe("5");
    expect(screen.queryByTestId("kr-knocker-0")).toBeNull();
    expect(seen.at(-1)?.facts).toEqual({ kind: "knock_rummy", facts: { form: "points", points: ["5", "0", "-5"] } });
  });
});
