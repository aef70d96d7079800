import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks } from "@tauri-apps/api/mocks";
import { ginView, handLine, serve } from "../lib/testkit";
import Tv from "./Tv.svelte";
import NightTv from "./NightTv.svelte";
import type { GameInfo } from "../lib/bindings/GameInfo";
import type { NightView } from "../lib/bindings/NightView";

afterEach(() => {
  cleanup();
  clearMocks();
});

const gin: GameInfo = { kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true, handSize: 10 };

const night: NightView = {
  id: 3,
  spec: { kind: "gin_rummy", rules: {}, players: ["Ann", "Bob", "Cy"], rounds: 2, round: { kind: "game" }, scoring: "matchPoints", tableSize: 2, fixed: [], left: [] },
  seed: 1,
  createdAt: "2026-11-26T20:00:00Z",
  round: 1,
  complete: false,
  rounds: [
    {
      round: 1,
      tables: [{ table: 1, game: 9, seats: ["Ann", "Bob"], scores: [0, 0], hands: 0, done: false, status: "playing", counted: null, confirmers: [], trail: [] }],
      byes: ["Cy"],
      seatedAt: "2026-11-26T20:00:00Z",
      endsAt: null,
    },
  ],
  standings: [{ player: "Cy", points: 2, place: 1, headToHead: 0, buchholz: 0, total: 0, played: 0, byes: 1 }],
  closed: [],
  finalised: null,
  checkedIn: [],
  clock: null,
};

// Both TV views stand in one frame (TvScreen): the title and progress line, their board, and
// the TV's own language switch at the foot, also while loading or after an error.
describe("the TV views", () => {
  it("a game's TV shows its title, totals, dealer and last hand, and its language switch", async () => {
    serve({
      games_view: () => ginView([handLine(1, 1, [25, 0], [25, 0])]),
      games_meta: () => ({ name: "Friday" }),
      games_kinds: () => [gin],
    });
    render(Tv, { token: "ab12", game: 4 });
    expect((await screen.findByTestId("tv-title")).textContent).toBe("Friday · Gin Rummy");
    expect(screen.getByTestId("tv-progress").textContent?.trim()).toBe("Hand 2");
    expect(screen.getByTestId("tv-totals").textContent).toContain("25");
    expect(screen.getByTestId("tv-last").textContent).toContain("Hand 1");
    expect(screen.getByTestId("language-switch")).toBeTruthy();
  });

  it("a club night's TV shows the round, the seating with its byes and the standings, and its language switch", async () => {
    const calls = serve({ night_board: () => night, games_kinds: () => [gin] });
    render(NightTv, { token: "ab12", night: 3 });
    expect((await screen.findByTestId("night-tv-round")).textContent?.trim()).toBe("Round 1 of 2");
    await waitFor(() => expect(screen.getByTestId("night-tv-title").textContent).toContain("Gin Rummy"));
    expect(screen.getAllByTestId("night-tv-table").map((li) => li.textContent)).toEqual([expect.stringContaining("Ann · Bob")]);
    expect(screen.getByTestId("night-tv-byes").textContent).toContain("Cy");
    expect(screen.getByTestId("language-switch")).toBeTruthy();
    expect(calls.filter((c) => c[0] === "night_board")[0][1]).toEqual({ nightId: 3 });
  });

  it("an error is said in the frame, the language switch still there", async () => {
    serve({ night_board: () => { throw { kind: "not_found", code: "E_NOT_FOUND", message: "No such club night." }; }, games_kinds: () => [gin] });
    render(NightTv, { token: "ab12", night: 99 });
    expect((await screen.findByRole("alert")).textContent).toContain("No such club night.");
    expect(screen.getByTestId("language-switch")).toBeTruthy();
  });
});
