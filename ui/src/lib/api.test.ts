import { afterEach, describe, expect, it } from "vitest";
import type { HandFacts } from "./bindings/HandFacts";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { CommandError, errorMessage, gamesCreate, gamesList, handsRecord, toAppError } from "./api";

afterEach(() => clearMocks());

describe("api", () => {
  it("sends the command's arguments under the Rust parameter names", async () => {
    const calls: [string, unknown][] = [];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      return cmd === "games_list" ? [] : { id: 1 };
    });
    await gamesList();
    const options = { kind: "scorepad", options: { winner: "highest", end: { kind: "open" } } } as const;
    await gamesCreate({ players: ["Ann", "Bob"], preset: "seed", options, firstDealer: 0 });
    expect(calls).toEqual([
      ["games_list", { limit: null }],
      ["games_create", { game: { players: ["Ann", "Bob"], preset: "seed", options, firstDealer: 0 } }],
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

  it("sends one write key per entered hand and the same key when that entry is retried", async () => {
    const keys: string[] = [];
    let fail: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd !== "hands_record") return undefined;
      keys.push((args as { key: string }).key);
      if (fail) throw fail;
      return { game: { id: 7 } };
    });
    const facts: HandFacts = { kind: "knock_rummy", facts: { form: "points", points: [5, 0] } };
    // The answer is lost (a storage failure after the write, a timeout): the retry reuses the key.
    fail = { kind: "storage", message: "database is locked" };
    await handsRecord(7, facts).catch(() => undefined);
    fail = null;
    await handsRecord(7, facts);
    // The same points entered again later are a new hand: a new key.
    await handsRecord(7, facts);
    // Another entry has its own key; a refusal by the rules forgets the key.
    fail = { kind: "validation", code: "E_BAD_HAND", message: "No." };
    await handsRecord(7, { kind: "knock_rummy", facts: { form: "points", points: [1] } }).catch(() => undefined);
    fail = null;
    await handsRecord(7, { kind: "knock_rummy", facts: { form: "points", points: [1] } });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[4]);
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
