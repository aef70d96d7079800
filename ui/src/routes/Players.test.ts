import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Players from "./Players.svelte";
import type { PlayerInfo } from "../lib/bindings/PlayerInfo";
import type { PlayerStats } from "../lib/bindings/PlayerStats";

afterEach(() => {
  cleanup();
  clearMocks();
});

const kinds = [
  { kind: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true },
  { kind: "oh_heck", name: "Oh Heck!", minPlayers: 3, maxPlayers: 7, summary: "", refereed: true },
  { kind: "six_card_golf", name: "Six Card Golf", minPlayers: 2, maxPlayers: 8, summary: "", refereed: true },
];
const ann: PlayerInfo = { id: 1, name: "Ann", games: 3 };
const bob: PlayerInfo = { id: 2, name: "Bob", games: 1 };
const none = { gins: null, undercuts: null, averageDeadwood: null, bidHitRate: null, bestRound: null };
const annStats: PlayerStats = {
  player: ann,
  byGame: [
    { kind: "gin_rummy", played: 2, finished: 1, won: 1, hands: 7, figures: { ...none, gins: 2, undercuts: 1, averageDeadwood: 6.25 } },
    { kind: "oh_heck", played: 1, finished: 0, won: 0, hands: 4, figures: { ...none, bidHitRate: 0.75 } },
    { kind: "six_card_golf", played: 1, finished: 1, won: 0, hands: 9, figures: { ...none, bestRound: -4 } },
  ],
};

function serve(more: (cmd: string, args: Record<string, unknown>) => unknown = () => undefined) {
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    const answer = more(cmd, a);
    if (answer !== undefined) return answer;
    switch (cmd) {
      case "players_list":
        return [ann, bob];
      case "games_kinds":
        return kinds;
      case "stats_player":
        return a.playerId === 1 ? annStats : { player: bob, byGame: [] };
      default:
        return null;
    }
  });
  return calls;
}

describe("Players screen", () => {
  it("lists the roster and shows a player's statistics as Rust sent them", async () => {
    const calls = serve();
    render(Players);
    const rows = await screen.findAllByTestId("roster-player");
    expect(rows.map((r) => r.textContent?.replace(/\s+/g, " ").trim())).toEqual(["Ann 3 games", "Bob 1 game"]);
    await fireEvent.click(rows[0]);
    expect((await screen.findByTestId("stats-name")).textContent).toBe("Ann");
    expect(calls).toContainEqual(["stats_player", { playerId: 1 }]);
    const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, " ").trim();
    expect(text("stats-gin_rummy")).toContain("Gin Rummy");
    expect(text("stats-gin_rummy-record")).toBe("2 games played · 1 won · 7 hands");
    expect(text("stats-gin_rummy-figures")).toBe("Gins 2 Undercuts 1 Average deadwood 6.3");
    expect(text("stats-oh_heck-figures")).toBe("Bids made 75%");
    expect(text("stats-six_card_golf-figures")).toBe("Best round -4");
  });

  it("opens a player's statistics right under the row tapped, and closes them on a second tap", async () => {
    serve();
    render(Players);
    const rows = await screen.findAllByTestId("roster-player");
    await fireEvent.click(rows[1]);
    const panel = await screen.findByTestId("stats");
    // Under Bob's row, inside his list item: not below the whole roster.
    expect(rows[1].closest("li")?.contains(panel)).toBe(true);
    expect(rows[0].closest("li")?.contains(panel)).toBe(false);
    await fireEvent.click(rows[0]);
    await waitFor(() => expect(screen.getByTestId("stats-name").textContent).toBe("Ann"));
    expect(rows[0].closest("li")?.contains(screen.getByTestId("stats"))).toBe(true);
    await fireEvent.click(rows[0]);
    await waitFor(() => expect(screen.queryByTestId("stats")).toBeNull());
  });

  it("says when a player has no games", async () => {
    serve();
    render(Players);
    await fireEvent.click((await screen.findAllByTestId("roster-player"))[1]);
    expect((await screen.findByTestId("no-stats")).textContent).toContain("No games played yet");
  });

  it("renames a player and shows Rust's refusal inline", async () => {
    const calls = serve((cmd, a) => {
      if (cmd !== "players_rename") return undefined;
      if (a.name === "Bob") throw { kind: "validation", code: "E_INVALID_REQUEST", message: "There is already a player called Bob. Choose another name; Cardtable never merges two players." };
      return { id: 1, name: a.name, games: 3 };
    });
    render(Players);
    await fireEvent.click((await screen.findAllByTestId("roster-player"))[0]);
    const input = (await screen.findByTestId("rename-input")) as HTMLInputElement;
    expect(input.value).toBe("Ann");
    await fireEvent.input(input, { target: { value: "Bob" } });
    await fireEvent.click(screen.getByTestId("rename"));
    expect((await screen.findByTestId("rename-error")).textContent).toBe("There is already a player called Bob. Choose another name; Cardtable never merges two players.");
    expect(screen.getByTestId("stats-name").textContent).toBe("Ann");

    await fireEvent.input(input, { target: { value: "Annie" } });
    await fireEvent.click(screen.getByTestId("rename"));
    await waitFor(() => expect(screen.getByTestId("stats-name").textContent).toBe("Annie"));
    expect(screen.queryByTestId("rename-error")).toBeNull();
    expect(calls).toContainEqual(["players_rename", { playerId: 1, name: "Annie" }]);
    expect(screen.getAllByTestId("roster-player")[0].textContent).toContain("Annie");
  });

  it("shows why the roster could not be loaded", async () => {
    serve((cmd) => {
      if (cmd === "players_list") throw { kind: "storage", message: "The database could not be read." };
      return undefined;
    });
    render(Players);
    expect((await screen.findByTestId("players-error")).textContent).toBe("The database could not be read.");
  });
});

describe("Players screen ratings across club nights", () => {
  const rated = (id: number, name: string, rating: number, games: number) => ({
    playerId: id, name, rated: true, rating, uncertainty: 6.1, games,
  });
  it("shows each opted-in player's rating with the games behind it, and none for the others", async () => {
    serve((cmd) =>
      cmd === "ratings_list"
        ? [rated(1, "Ann", 27.345, 4), { playerId: 2, name: "Bob", rated: false, rating: null, uncertainty: null, games: 0 }]
        : undefined,
    );
    render(Players);
    const rows = await screen.findAllByTestId("roster-player");
    await waitFor(() => expect(screen.getAllByTestId("rating")).toHaveLength(1));
    expect(rows[0].querySelector("[data-testid=rating]")?.textContent?.trim()).toBe("Rating 27.3 · 4 club night games");
    expect(rows[1].querySelector("[data-testid=rating]")).toBeNull();
  });

  it("opts a player in from the window and shows the ratings Rust sends back", async () => {
    const calls = serve((cmd, a) => {
      if (cmd === "ratings_list") return [];
      if (cmd === "players_rate") return a.rated ? [rated(2, "Bob", 25, 0)] : [];
      return undefined;
    });
    render(Players);
    const rows = await screen.findAllByTestId("roster-player");
    await fireEvent.click(rows[1]);
    const box = (await screen.findByTestId("rated")) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await fireEvent.click(box);
    expect(calls).toContainEqual(["players_rate", { playerId: 2, rated: true }]);
    await waitFor(() => expect(rows[1].querySelector("[data-testid=rating]")?.textContent?.trim()).toBe("Rating 25 · 0 club night games"));
    expect((screen.getByTestId("rated") as HTMLInputElement).checked).toBe(true);
  });
});

describe("Players screen export", () => {
  it("exports everything", async () => {
    const calls = serve((cmd) => (cmd === "files_export" ? "/d/cardtable-all-2026-11-21.json" : undefined));
    render(Players);
    await screen.findAllByTestId("roster-player");
    await fireEvent.click(screen.getByTestId("export-json"));
    expect((await screen.findByTestId("export-saved")).textContent).toBe("Saved to /d/cardtable-all-2026-11-21.json");
    expect(calls).toContainEqual(["files_export", { gameId: null, format: "json" }]);
  });
});
