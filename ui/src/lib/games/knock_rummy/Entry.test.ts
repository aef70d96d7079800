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

function mount(initial: HandFacts | null) {
  mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
  const seen: Entry[] = [];
  render(KnockRummy, {
    kind: "knock_rummy",
    players: ["Ann", "Bob", "Cy"],
    options: null,
    storedOptions: {},
    table: { seats: 3, handIndex: 0, dealer: 0 },
    initial,
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

  it("amends a hand kept as points before the referee as points, so nothing is lost", async () => {
    const seen = mount({ kind: "knock_rummy", facts: { form: "points", points: [5, 0, -5] } });
    expect((screen.getByTestId("points-0") as HTMLInputElement).value).toBe("5");
    expect(screen.queryByTestId("kr-knocker-0")).toBeNull();
    expect(seen.at(-1)?.facts).toEqual({ kind: "knock_rummy", facts: { form: "points", points: ["5", "0", "-5"] } });
  });
});
