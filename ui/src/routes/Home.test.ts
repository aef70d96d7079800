import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Home from "./Home.svelte";
import type { GameSummary } from "../lib/bindings/GameSummary";

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

function serve(importAnswer: (text: string) => GameSummary[]) {
  let list: GameSummary[] = [game(1)];
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    switch (cmd) {
      case "games_list":
        return list;
      case "games_kinds":
        return kinds;
      case "import_json": {
        const added = importAnswer(a.text as string);
        list = [...added, ...list];
        return added;
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
      "Imported 1 game from cardtable-all-2026-11-21.json: Gin Rummy (Ann & Bob).",
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
    expect((await screen.findByTestId("import-done")).textContent).toBe("Nothing new in old.json: its games are already here.");
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
    expect(calls.filter(([c]) => c === "games_list")).toHaveLength(1);
  });
});
