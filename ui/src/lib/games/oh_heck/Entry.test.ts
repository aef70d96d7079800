import type { GameOptions } from "../../bindings/GameOptions";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import OhHeck from "./Entry.svelte";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
});

// Passed through to Rust (mocked here) as the view carries them.
const ohHeck = { kind: "oh_heck", options: {} } as unknown as GameOptions;

describe("Oh Heck! entry", () => {
  it("lists bidders from the dealer's left and strikes out the dealer's forbidden bid before the dealer bids", async () => {
    const asked: unknown[] = [];
    mockIPC((cmd, args) => {
      if (cmd !== "rules_oh_heck_table") return null;
      const bids = (args as { bids: (number | null)[] }).bids;
      asked.push(bids);
      const othersDone = bids[0] !== null && bids[1] !== null && bids[2] !== null;
      return {
        handSize: 5,
        schedule: Array(19).fill(5),
        biddingOrder: [0, 1, 2, 3],
        hook: true,
        forbiddenDealerBid: othersDone ? 1 : null,
        reminder: "Follow suit.",
      };
    });
    let last: Entry | null = null;
    render(OhHeck, {
      kind: "oh_heck",
      players: ["Ann", "Bob", "Cy", "Dee"],
      options: ohHeck,
      table: { seats: 4, handIndex: 5, dealer: 3 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    expect((await screen.findByTestId("oh-heck-size")).textContent).toContain("5 cards each");
    const rows = screen.getAllByTestId(/^bid-row-/).map((r) => r.dataset.testid);
    expect(rows).toEqual(["bid-row-0", "bid-row-1", "bid-row-2", "bid-row-3"]);
    // The keypad fills the highlighted player and moves on: Ann, Bob, Cy, then Dee the dealer.
    await fireEvent.click(screen.getByTestId("trump-hearts"));
    await fireEvent.click(screen.getByTestId("key-2"));
    expect((screen.getByTestId("key-1") as HTMLButtonElement).disabled).toBe(false);
    await fireEvent.click(screen.getByTestId("key-1"));
    await fireEvent.click(screen.getByTestId("key-1"));
    await waitFor(() => expect((screen.getByTestId("key-1") as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId("bid-row-3").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("forbidden-bid").textContent).toBe("The dealer may not bid 1.");
    expect(asked).toContainEqual([2, 1, 1, null]);
    expect(last!.pending).toBe("Enter every player's bid.");
    await fireEvent.click(screen.getByTestId("key-0"));
    // Every bid in: the bids fold into one line and are kept as the draft, tricks still to come.
    expect((await screen.findByTestId("bids-line")).textContent).toBe("Ann 2 · Bob 1 · Cy 1 · Dee 0");
    expect(last!.facts).toBeNull();
    expect(last!.partial).toEqual({ kind: "oh_heck", facts: { handSize: 5, trump: "hearts", bids: [2, 1, 1, 0], tricks: [] } });
    for (const t of [2, 1, 2, 0]) await fireEvent.click(screen.getByTestId(`key-${t}`));
    expect(screen.getByTestId("tricks-2").textContent).toBe("2");
    expect(last!.facts).toEqual({ kind: "oh_heck", facts: { handSize: 5, trump: "hearts", bids: [2, 1, 1, 0], tricks: [2, 1, 2, 0] } });
    // Every count in: the keypad waits until a player's line is tapped to change it.
    expect((screen.getByTestId("key-0") as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(screen.getByTestId("trick-row-1"));
    await fireEvent.click(screen.getByTestId("key-3"));
    expect(screen.getByTestId("tricks-1").textContent).toBe("3");
  });

  it("takes the stored bids back from a draft and asks only for the tricks", async () => {
    mockIPC((cmd) =>
      cmd === "rules_oh_heck_table"
        ? { handSize: 3, schedule: [3, 3], biddingOrder: [1, 0], hook: true, forbiddenDealerBid: 2, reminder: "" }
        : null,
    );
    let last: Entry | null = null;
    render(OhHeck, {
      kind: "oh_heck",
      players: ["Ann", "Bob"],
      options: ohHeck,
      table: { seats: 2, handIndex: 0, dealer: 0 },
      initial: { kind: "oh_heck", facts: { handSize: 3, trump: "spades", bids: [0, 1], tricks: [] } },
      onchange: (e: Entry) => (last = e),
    });
    expect((await screen.findByTestId("bids-line")).textContent).toBe("Bob 1 · Ann 0");
    expect(screen.queryByTestId("bid-row-0")).toBeNull();
    await fireEvent.click(screen.getByTestId("key-2"));
    await fireEvent.click(screen.getByTestId("key-1"));
    expect(last!.facts).toEqual({ kind: "oh_heck", facts: { handSize: 3, trump: "spades", bids: [0, 1], tricks: [1, 2] } });
    // The bids can still be changed; the dealer's forbidden bid holds the hand back.
    await fireEvent.click(screen.getByTestId("change-bids"));
    await fireEvent.click(screen.getByTestId("bid-row-0"));
    expect((screen.getByTestId("key-2") as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(screen.getByTestId("key-3"));
    expect(screen.queryByTestId("trick-row-0")).toBeNull();
    expect(last!.facts).toBeNull();
    await fireEvent.click(screen.getByTestId("bids-done"));
    expect(last!.facts).toEqual({ kind: "oh_heck", facts: { handSize: 3, trump: "spades", bids: [3, 1], tricks: [1, 2] } });
  });
});
