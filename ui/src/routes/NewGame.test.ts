import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import NewGame from "./NewGame.svelte";
import type { GameInfo } from "../lib/bindings/GameInfo";

const gin: GameInfo = { kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "Two players." };
const heck: GameInfo = { kind: "oh_heck", id: "oh_heck", name: "Oh Heck!", minPlayers: 3, maxPlayers: 7, summary: "Bid." };

afterEach(() => {
  cleanup();
  clearMocks();
  window.location.hash = "";
});

describe("New game", () => {
  it("shows Rust's message inline and stays on the form", async () => {
    const message = "Gin Rummy is for exactly 2 players (1 player was entered).";
    let sent: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck];
      sent = args;
      throw { kind: "validation", code: "E_PLAYER_COUNT", message };
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-gin_rummy"));
    await fireEvent.input(screen.getByTestId("player-name-0"), { target: { value: "Ann" } });
    await fireEvent.click(screen.getByTestId("remove-player-1"));
    expect(screen.queryByTestId("player-name-1")).toBeNull();
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(screen.getByTestId("form-error").textContent).toBe(message));
    expect(sent).toEqual({ game: { kind: "gin_rummy", players: ["Ann"], options: null, firstDealer: 0 } });
  });

  it("offers rows for the game's minimum and opens the created game", async () => {
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck];
      const game = (args as { game: { players: string[] } }).game;
      return { id: 42, kind: "oh_heck", players: game.players, createdAt: "", finishedAt: null, handCount: 0 };
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-oh_heck"));
    expect(screen.getByTestId("player-name-2")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("add-player"));
    expect(screen.getByTestId("player-name-3")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(window.location.hash).toBe("#/game/42"));
  });
});
