import type { GameOptions } from "../../bindings/GameOptions";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import GiftRummy from "./Entry.svelte";
import { resetDeckCache } from "../../api";
import { deckFaces } from "../../testkit";
import type { Entry } from "../types";
import { lastHand, nextTab } from "./gift";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

/** Gift Rummy's options as rules_options sends them (the seed, with `changes`). */
const gift = (changes: object): GameOptions => ({
  kind: "gift_rummy",
  options: { counting: "independent", knockBonus: 10, knockAfterRound2: true, flushMin: 5, threeOfAKind: 6, fourOfAKind: 12, twentyOne: 7, twentyOneTotal: 21, deals: 4, target: 100, ...changes } as Extract<GameOptions, { kind: "gift_rummy" }>["options"],
});

describe("Gift Rummy entry", () => {
  it("shows the counting mode from the options, dims cards another seat holds, and reports knocks", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    let last: Entry | null = null;
    render(GiftRummy, {
      kind: "gift_rummy",
      players: ["North", "East", "South", "West"],
      options: gift({ counting: "exclusive", knockAfterRound2: false }),
      handSize: 13,
      table: { seats: 4, handIndex: 0, dealer: 0 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    expect(screen.getByTestId("gift-counting").textContent).toContain("exclusive");
    expect(screen.queryByTestId("knock2-0")).toBeNull();
    await fireEvent.click(await screen.findByTestId("gift-0-As"));
    await fireEvent.click(screen.getByTestId("gift-tab-1"));
    // The card's accessible name is its hidden words (CardPicker.test.ts checks the role query).
    expect((await screen.findByTestId("gift-1-As")).querySelector(".visually-hidden")?.textContent).toBe("ace of spades, held by North");
    await fireEvent.click(screen.getByTestId("gift-1-Kd"));
    await fireEvent.click(screen.getByTestId("knock1-1"));
    expect(last!.facts).toEqual({ kind: "gift_rummy", facts: {
      hands: ["As", "Kd", "", ""],
      knockedAfterRound1: [false, true, false, false],
      knockedAfterRound2: [],
      bonusClaimedBy: null,
    } });
  });

  it("moves to the next seat at 13 cards and fills the last seat with the rest of the pack", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    let last: Entry | null = null;
    render(GiftRummy, {
      kind: "gift_rummy",
      players: ["North", "East", "South", "West"],
      options: gift({ counting: "independent", knockAfterRound2: false }),
      handSize: 13,
      table: { seats: 4, handIndex: 0, dealer: 0 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    const suits = ["s", "h", "d"];
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    for (const [seat, suit] of suits.entries()) {
      await screen.findByTestId(`gift-${seat}-As`);
      expect(screen.getByTestId(`gift-tab-${seat}`).getAttribute("aria-selected")).toBe("true");
      for (const r of ranks) await fireEvent.click(screen.getByTestId(`gift-${seat}-${r}${suit}`));
    }
    expect((await screen.findByTestId("gift-filled")).textContent).toContain("West's 13 cards");
    const facts = last!.facts;
    expect(facts?.kind).toBe("gift_rummy");
    if (facts?.kind === "gift_rummy") expect(facts.facts.hands[3]).toBe(ranks.map((r) => `${r}c`).join(" "));
  });
});

describe("Gift Rummy's determined hand", () => {
  const deck = deckFaces().map((f) => f.card);
  const full = (from: number) => deck.slice(from, from + 13);
  it("is the rest of the pack only when exactly one seat is empty and the others hold 13", () => {
    expect(lastHand([full(0), full(13), [], full(39)], deck, 13)).toEqual({ seat: 2, cards: full(26) });
    expect(lastHand([full(0), full(13), [], full(39).slice(1)], deck, 13)).toBeNull();
    expect(lastHand([full(0), [], [], full(39)], deck, 13)).toBeNull();
    expect(lastHand([full(0), full(0), [], full(39)], deck, 13)).toBeNull(); // 26 left, not 13
    expect(lastHand([full(0), full(13), full(26), full(39)], deck, 13)).toBeNull();
  });
  it("moves the tab on only from a full seat, to the next short one", () => {
    expect(nextTab([full(0), [], [], []], 0, 13)).toBe(1);
    expect(nextTab([full(0), full(13), [], full(39)], 3, 13)).toBe(2);
    expect(nextTab([["As"], [], [], []], 0, 13)).toBe(0);
    expect(nextTab([full(0), full(13), full(26), full(39)], 1, 13)).toBe(1);
  });
  it("guesses nothing while Rust's hand size is not known", () => {
    expect(lastHand([full(0), full(13), [], full(39)], deck, null)).toBeNull();
    expect(nextTab([full(0), [], [], []], 0, null)).toBe(0);
  });
});
