import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Home from "./Home.svelte";
import type { GameSummary } from "../lib/bindings/GameSummary";
import type { GameCard } from "../lib/bindings/GameCard";

afterEach(() => {
  cleanup();
  clearMocks();
});

const kinds = [{ kind: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true }];
const game = (id: number): GameSummary => ({
  id,
  kind: "gin_rummy",
  players: ["Ann", "Bob"],
  createdAt: "2026-11-20T10:00:00.000Z",
  finishedAt: null,
  handCount: 3,
});

const card = (g: GameSummary, extra: Partial<GameCard> = {}): GameCard => ({ game: g, name: null, totals: [0, 0], leaders: [], over: false, ...extra });

function serve(importAnswer: (text: string) => GameSummary[]) {
  let list: GameCard[] = [card(game(1))];
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    switch (cmd) {
      case "games_overview":
        return list;
      case "games_kinds":
        return kinds;
      case "import_json": {
        const added = importAnswer(a.text as string);
        list = [...added.map((g) => card(g)), ...list];
        // Rust's answer: what came in, and what was skipped (already here), in words too.
        const skipped = added.length === 0 ? 2 : 1;
        const games = (n: number) => (n === 1 ? "1 game" : `${n} games`);
        return { imported: added, alreadyHere: skipped, message: `Imported ${games(added.length)}; skipped ${skipped} already here.` };
      }
      default:
        return null;
    }
  });
  return calls;
}

async function choose(text: string, name = "cardtable-all-2026-11-21.json") {
  const input = screen.getByTestId("import-file") as HTMLInputElement;
  const file = new File([text], name, { type: "application/json" });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await fireEvent.change(input);
}

describe("Home import", () => {
  it("sends the file's text to Rust, says what was imported and refreshes the recent games", async () => {
    const calls = serve(() => [game(2)]);
    render(Home);
    expect(await screen.findAllByTestId("game-row")).toHaveLength(1);
    await choose('{"format":"cardtable"}');
    expect((await screen.findByTestId("import-done")).textContent).toBe(
      "cardtable-all-2026-11-21.json: Imported 1 game; skipped 1 already here. Gin Rummy (Ann and Bob).",
    );
    expect(calls).toContainEqual(["import_json", { text: '{"format":"cardtable"}' }]);
    await waitFor(() => expect(screen.getAllByTestId("game-row")).toHaveLength(2));
    expect(screen.queryByTestId("import-error")).toBeNull();
  });

  it("says when every game in the file is already here", async () => {
    serve(() => []);
    render(Home);
    await screen.findAllByTestId("game-row");
    await choose("{}", "old.json");
    expect((await screen.findByTestId("import-done")).textContent).toBe("Nothing new in old.json: Imported 0 games; skipped 2 already here.");
  });

  it("shows Rust's refusal of a damaged file and adds nothing", async () => {
    const calls = serve(() => {
      throw { kind: "validation", code: "E_IMPORT", message: "This file is not a Cardtable export." };
    });
    render(Home);
    await screen.findAllByTestId("game-row");
    await choose("not json at all");
    expect((await screen.findByTestId("import-error")).textContent).toBe("This file is not a Cardtable export.");
    expect(screen.queryByTestId("import-done")).toBeNull();
    expect(screen.getAllByTestId("game-row")).toHaveLength(1);
    expect(calls.filter(([c]) => c === "games_overview")).toHaveLength(1);
  });
});

describe("Home recent games", () => {
  function serveCards(cards: GameCard[]) {
    let list = cards;
    const deleted: number[] = [];
    const calls: string[] = [];
    mockIPC((cmd, args) => {
      const a = (args ?? {}) as Record<string, unknown>;
      calls.push(cmd);
      switch (cmd) {
        case "games_overview":
          return list.filter((c) => !deleted.includes(c.game.id));
        case "games_kinds":
          return kinds;
        case "games_delete":
          deleted.push(a.gameId as number);
          return null;
        case "games_restore":
          deleted.splice(deleted.indexOf(a.gameId as number), 1);
          return list.find((c) => c.game.id === a.gameId)?.game;
        default:
          return null;
      }
    });
    return { calls, set: (l: GameCard[]) => (list = l) };
  }

  it("tells games apart: name, players with totals, who leads or won", async () => {
    serveCards([
      card(game(1), { name: "Friday", totals: [45, 30], leaders: [0] }),
      card({ ...game(2), finishedAt: "2026-11-20T11:00:00.000Z" }, { totals: [12, 130], leaders: [1], over: true }),
    ]);
    render(Home);
    const titles = await screen.findAllByTestId("game-row-title");
    expect(titles.map((t) => t.textContent)).toEqual(["Friday · Gin Rummy", "Gin Rummy"]);
    expect(screen.getAllByTestId("game-row-scores").map((t) => t.textContent)).toEqual(["Ann 45 · Bob 30", "Ann 12 · Bob 130"]);
    expect(screen.getAllByTestId("game-row-verdict").map((t) => t.textContent)).toEqual(["Ann leads", "★ Bob won"]);
  });

  it("asks once before deleting, puts Undo where the row was, and brings the game back", async () => {
    const { calls } = serveCards([card(game(1)), card(game(2)), card(game(3))]);
    render(Home);
    expect(await screen.findAllByTestId("game-row")).toHaveLength(3);
    // Keep answers the question: nothing is deleted.
    await fireEvent.click(screen.getAllByTestId("delete-game")[1]);
    expect(screen.getByTestId("delete-ask").textContent).toContain("Delete Gin Rummy (Ann and Bob)?");
    await fireEvent.click(screen.getByTestId("delete-keep"));
    expect(screen.queryByTestId("delete-ask")).toBeNull();
    expect(calls.filter((c) => c === "games_delete")).toEqual([]);
    // Delete: one question, one answer.
    await fireEvent.click(screen.getAllByTestId("delete-game")[1]);
    await fireEvent.click(screen.getByTestId("delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("game-row")).toHaveLength(2));
    expect(screen.getByTestId("deleted-note").textContent).toContain("Deleted Gin Rummy (Ann and Bob).");
    // The note stands where the deleted row was: between the first game and the last.
    const items = [...screen.getByTestId("recent-games").children].map((li) => (li.getAttribute("data-testid") === "deleted-note" ? "note" : "game"));
    expect(items).toEqual(["game", "note", "game"]);
    await fireEvent.click(screen.getByTestId("undo-delete"));
    await waitFor(() => expect(screen.getAllByTestId("game-row")).toHaveLength(2));
    expect(screen.queryByTestId("deleted-note")).toBeNull();
    expect(calls.filter((c) => c === "games_delete" || c === "games_restore")).toEqual(["games_delete", "games_restore"]);
  });
});

describe("Home About line", () => {
  it("says the version, the database file, its backups folder and its schema version", async () => {
    mockIPC((cmd) => {
      switch (cmd) {
        case "games_overview":
          return [];
        case "games_kinds":
          return kinds;
        case "startup_about":
          return {
            version: "0.1.0",
            database: "/home/ann/.local/share/app.cardtable/cardtable.db",
            backups: "/home/ann/.local/share/app.cardtable/backups",
            schemaVersion: 9,
          };
        default:
          return null;
      }
    });
    render(Home);
    const about = await screen.findByTestId("about");
    expect(about.textContent?.replace(/\s+/g, " ").trim()).toBe(
      "Cardtable 0.1.0 · database /home/ann/.local/share/app.cardtable/cardtable.db · backups in /home/ann/.local/share/app.cardtable/backups · schema version 9",
    );
  });
});
