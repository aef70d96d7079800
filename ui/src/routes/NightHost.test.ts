// The host's night screen (issue 26): a refusal the host was shown stays until the host acts
// again; the night read afresh because a phone changed a table does not wipe it unread.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { emit } from "@tauri-apps/api/event";
import NightHost from "./NightHost.svelte";
import type { NightView } from "../lib/bindings/NightView";

afterEach(() => {
  cleanup();
  clearMocks();
});

const view: NightView = {
  id: 1,
  spec: { kind: "gin_rummy", rules: {}, players: ["Ann", "Bob", "Cy", "Dee"], rounds: 2, round: { kind: "game" }, scoring: "placings", tableSize: 2, fixed: [], left: [] },
  seed: 7,
  createdAt: "2026-11-27T06:00:00Z",
  round: 1,
  complete: false,
  rounds: [
    {
      round: 1,
      tables: [
        { table: 1, game: 8, seats: ["Ann", "Bob"], scores: [100, 20], hands: 4, done: true, status: "confirmed", counted: null, confirmers: [], trail: [] },
        { table: 2, game: 9, seats: ["Cy", "Dee"], scores: [40, 0], hands: 2, done: false, status: "playing", counted: null, confirmers: [], trail: [] },
      ],
      byes: [],
      seatedAt: "2026-11-27T06:00:00Z",
      endsAt: null,
    },
  ],
  standings: [],
  closed: [],
  finalised: null,
  checkedIn: [],
  clock: null,
};

const REFUSED = "Table 2 is still playing: seat the next round once every table has finished.";

describe("the host's night", () => {
  it("keeps a refusal shown when a phone's change reads the night again, until the host acts", async () => {
    let reads = 0;
    mockIPC(
      (cmd) => {
        switch (cmd) {
          case "night_show":
            reads += 1;
            return view;
          case "games_kinds":
            return [{ kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true }];
          case "sharing_status":
            return null;
          case "night_seat":
            throw { kind: "validation", code: "E_NIGHT_PLAYING", message: REFUSED };
          case "night_close_round":
            return view;
          default:
            throw new Error(`unexpected ${cmd}`);
        }
      },
      { shouldMockEvents: true },
    );
    render(NightHost, { id: 1 });
    await fireEvent.click(await screen.findByTestId("night-seat"));
    expect((await screen.findByTestId("night-error")).textContent).toBe(REFUSED);
    const before = reads;
    // Dee's phone records a hand at table 2: the night is read again.
    await emit("game-changed", { game: 9, version: 3 });
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId("night-error").textContent).toBe(REFUSED);
    // The host's next action clears it.
    await fireEvent.click(screen.getByTestId("night-close"));
    await waitFor(() => expect(screen.queryByTestId("night-error")).toBeNull());
  });
});
