import { afterEach, describe, expect, it } from "vitest";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { gamesList, onStorageError } from "./api";

afterEach(() => clearMocks());

describe("a command that fails on the database itself", () => {
  it("tells the app, which asks again about the start-up problem; other refusals do not", async () => {
    let told = 0;
    const stop = onStorageError(() => (told += 1));
    let answer: unknown = { kind: "storage", message: "Cardtable has no database open: The database file is damaged." };
    mockIPC(() => {
      throw answer;
    });
    await expect(gamesList()).rejects.toThrow("no database open");
    expect(told).toBe(1);
    answer = { kind: "validation", code: "E_BAD_HAND", message: "Mark who knocked." };
    await expect(gamesList()).rejects.toThrow("Mark who knocked.");
    expect(told).toBe(1);
    stop();
    answer = { kind: "storage", message: "disk full" };
    await expect(gamesList()).rejects.toThrow("disk full");
    expect(told).toBe(1);
  });
});
