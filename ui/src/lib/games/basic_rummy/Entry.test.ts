import type { GameOptions } from "../../bindings/GameOptions";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import BasicRummy from "./Entry.svelte";
import GamblersRummy from "../gamblers_rummy/Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

function props(kind: "basic_rummy" | "gamblers_rummy", changes: object, seen: Entry[]) {
  const options = (kind === "basic_rummy"
    ? { kind, options: { settlement: false, rummyDouble: false, nobodyOut: true, target: 100, deals: null, floor: false, ...changes } }
    : { kind, options: { refusal: "void", target: null, floor: false, ...changes } }) as GameOptions;
  mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
  return {
    kind,
    players: ["Ann", "Bob", "Cy", "Di"],
    options,
    table: { seats: 4, handIndex: 0, dealer: 0 },
    initial: null,
    onchange: (e: Entry) => seen.push(e),
  };
}

describe("Basic and Gambler's Rummy entry", () => {
  it("leaves the winner's tab out, asks about rummy, and offers nobody-out only when the options allow it", async () => {
    const seen: Entry[] = [];
    render(BasicRummy, props("basic_rummy", { nobodyOut: false }, seen));
    expect(screen.queryByTestId("br-winner-none")).toBeNull();
    await fireEvent.click(screen.getByTestId("br-winner-1"));
    expect(screen.queryByTestId("br-tab-1")).toBeNull();
    await fireEvent.click(await screen.findByTestId("br-0-Kc"));
    await fireEvent.click(screen.getByTestId("br-tab-2"));
    await fireEvent.click(screen.getByTestId("br-announce-2"));
    await fireEvent.input(screen.getByTestId("br-count-2"), { target: { value: "9" } });
    await fireEvent.click(screen.getByTestId("br-rummy"));
    expect(seen.at(-1)?.facts).toEqual({ kind: "basic_rummy", facts: { form: "cards", winner: 1, hands: ["Kc", "", 9, ""], rummy: true } });
  });

  it("Gambler's: a refusal sends no winner and every seat's cards", async () => {
    const seen: Entry[] = [];
    render(GamblersRummy, props("gamblers_rummy", {}, seen));
    await fireEvent.click(screen.getByTestId("gb-winner-none"));
    expect(screen.queryByTestId("gb-one-turn")).toBeNull();
    await fireEvent.click(await screen.findByTestId("gb-0-2h"));
    await fireEvent.click(screen.getByTestId("gb-tab-3"));
    await fireEvent.click(await screen.findByTestId("gb-3-Qs"));
    expect(seen.at(-1)?.facts).toEqual({ kind: "gamblers_rummy", facts: { form: "cards", winner: null, hands: ["2h", "", "", "Qs"], oneTurnOut: false } });
  });
});
