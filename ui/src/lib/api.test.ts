import { afterEach, describe, expect, it } from "vitest";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { CommandError, errorMessage, gamesCreate, gamesList, toAppError } from "./api";

afterEach(() => clearMocks());

describe("api", () => {
  it("sends the command's arguments under the Rust parameter names", async () => {
    const calls: [string, unknown][] = [];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      return cmd === "games_list" ? [] : { id: 1 };
    });
    await gamesList();
    await gamesCreate({ kind: "gin_rummy", players: ["Ann", "Bob"], options: null, firstDealer: 0 });
    expect(calls).toEqual([
      ["games_list", { limit: null }],
      ["games_create", { game: { kind: "gin_rummy", players: ["Ann", "Bob"], options: null, firstDealer: 0 } }],
    ]);
  });

  it("passes Rust's {kind, message} through untouched", async () => {
    const rust = { kind: "validation", code: "E_PLAYER_COUNT", message: "Gin Rummy is for exactly 2 players (1 player was entered)." };
    mockIPC(() => {
      throw rust;
    });
    const err = await gamesList().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandError);
    expect((err as CommandError).error).toEqual(rust);
    expect(errorMessage(err)).toBe(rust.message);
  });

  it("wraps anything else as an internal error", () => {
    expect(toAppError("boom")).toEqual({ kind: "internal", message: "boom" });
    expect(toAppError(new Error("bad"))).toEqual({ kind: "internal", message: "bad" });
    expect(toAppError({ kind: "weird", message: "x" })).toEqual({ kind: "internal", message: "[object Object]" });
  });
});
