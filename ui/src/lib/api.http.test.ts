import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CommandError, gamesOpen, gamesView, handsAmend, handsDelete, handsRecord, historyUndo, inWindow, isPaired, pair } from "./api";

type Sent = { path: string; auth: string | null; body: Record<string, unknown> };

/** A fake host: answers each POST from `answers` (path -> [status, body]) and records it. */
function host(answers: Record<string, [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ path, auth: headers.Authorization ?? null, body: JSON.parse(String(init.body)) });
    const [status, body] = answers[path] ?? [404, { kind: "not_found", message: "nope" }];
    return new Response(body === null ? "" : JSON.stringify(body), { status });
  });
  return sent;
}

const VIEW = { game: { id: 4 }, standings: { hands: [] } };
const FACTS = { kind: "scorepad", facts: { points: [1, 2] } } as never;

describe("api in a phone's browser", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("talks HTTP to the host with the token pairing gave", async () => {
    expect(inWindow()).toBe(false);
    expect(isPaired()).toBe(false);
    const sent = host({ "/api/pair": [200, { token: "t0k" }], "/api/games_view": [200, VIEW], "/api/games_version": [200, 17] });
    await pair(" 123456 ", "Bob");
    expect(isPaired()).toBe(true);
    expect(await gamesView(4)).toEqual(VIEW);
    expect(sent[0]).toEqual({ path: "/api/pair", auth: null, body: { secret: "123456", name: "Bob" } });
    expect(sent[1]).toEqual({ path: "/api/games_view", auth: "Bearer t0k", body: { gameId: 4 } });
    expect(sent[2]).toEqual({ path: "/api/games_version", auth: "Bearer t0k", body: { gameId: 4 } });
  });

  it("names the version the screen showed, and keeps the host's stale refusal as it is", async () => {
    localStorage.setItem("cardtable.token", "t0k");
    const stale = { kind: "validation", code: "E_STALE", message: "Bob just recorded hand 5. Nothing was saved; …" };
    const sent = host({ "/api/games_view": [200, VIEW], "/api/games_version": [200, 17], "/api/hands_record": [400, stale] });
    await gamesView(4);
    const err = await handsRecord(4, FACTS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandError);
    expect((err as CommandError).error).toEqual(stale);
    const write = sent.find((s) => s.path === "/api/hands_record");
    expect(write?.body.version).toBe(17);
    expect(typeof write?.body.key).toBe("string");
  });

  it("takes the version a view carries, and an amend or delete names its hand's game's version", async () => {
    localStorage.setItem("cardtable.token", "t0k");
    const view = { game: { id: 9 }, version: 41, standings: { hands: [{ id: 300 }, { id: 301 }] } };
    const sent = host({ "/api/games_view": [200, view], "/api/hands_amend": [200, { ...view, version: 42 }], "/api/hands_delete": [200, { ...view, version: 43 }] });
    await gamesView(9);
    expect(sent.map((s) => s.path)).toEqual(["/api/games_view"]);
    await handsAmend(301, FACTS);
    expect(sent[1].body.version).toBe(41);
    await handsDelete(300);
    expect(sent[2].body.version).toBe(42);
    expect(sent.some((s) => s.path === "/api/games_version")).toBe(false);
  });

  it("opens a game with one request, whose view's version the next save names (issue 28)", async () => {
    localStorage.setItem("cardtable.token", "t0k");
    const view = { game: { id: 5 }, version: 8, standings: { hands: [{ id: 70 }] } };
    const sent = host({ "/api/games_open": [200, { view, meta: {}, draft: null, info: {}, options: null }], "/api/hands_record": [200, { ...view, version: 9 }], "/api/hands_delete": [200, { ...view, version: 10 }] });
    await gamesOpen(5);
    await handsRecord(5, FACTS, undefined, true);
    expect(sent.map((s) => s.path)).toEqual(["/api/games_open", "/api/hands_record"]);
    expect(sent[1].body).toMatchObject({ gameId: 5, version: 8, clearDraft: true });
    await handsDelete(70);
    expect(sent[2].body.version).toBe(9);
  });

  it("forgets a token the host no longer knows and says how to pair again", async () => {
    localStorage.setItem("cardtable.token", "old");
    host({ "/api/history_undo": [401, null] });
    const err = await historyUndo(4).catch((e: unknown) => e);
    expect((err as CommandError).error.message).toMatch(/not paired.*PIN/);
    expect(isPaired()).toBe(false);
  });

  it("says when the host cannot be reached", async () => {
    localStorage.setItem("cardtable.token", "t0k");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const err = await gamesView(4).catch((e: unknown) => e);
    expect((err as CommandError).error.message).toMatch(/cannot be reached/);
  });
});
