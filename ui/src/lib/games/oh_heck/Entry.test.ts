import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import OhHeck from "./Entry.svelte";
import type { Entry } from "../types";

afterEach(() => {
  cleanup();
  clearMocks();
});

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
      options: {},
      storedOptions: {},
      table: { seats: 4, handIndex: 5, dealer: 3 },
      initial: null,
      onchange: (e: Entry) => (last = e),
    });
    expect((await screen.findByTestId("oh-heck-size")).textContent).toContain("5 cards each");
    const rows = screen.getAllByTestId(/^bid-row-/).map((r) => r.dataset.testid);
    expect(rows).toEqual(["bid-row-0", "bid-row-1", "bid-row-2", "bid-row-3"]);
    expect((screen.getByTestId("bid-3-1") as HTMLButtonElement).disabled).toBe(false);
    await fireEvent.click(screen.getByTestId("bid-0-2"));
    await fireEvent.click(screen.getByTestId("bid-1-1"));
    await fireEvent.click(screen.getByTestId("bid-2-1"));
    await waitFor(() => expect((screen.getByTestId("bid-3-1") as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByTestId("forbidden-bid").textContent).toBe("The dealer may not bid 1.");
    expect(asked).toContainEqual([2, 1, 1, null]);
    expect(last!.pending).toBe("Enter every player's bid.");
    await fireEvent.click(screen.getByTestId("bid-3-0"));
    for (const [seat, t] of [[0, 2], [1, 1], [2, 2], [3, 0]]) await fireEvent.click(screen.getByTestId(`tricks-${seat}-${t}`));
    await fireEvent.click(screen.getByTestId("trump-hearts"));
    expect(last!.facts).toEqual({ kind: "oh_heck", facts: { handSize: 5, trump: "hearts", bids: [2, 1, 1, 0], tricks: [2, 1, 2, 0] } });
  });
});
