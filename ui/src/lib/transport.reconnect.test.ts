// The phone's transport over a lost link (issue 23): a failed request or event stream shows
// "Connection lost — reconnecting…", the host is asked again by itself, and once it answers the
// event stream is opened again and the screen reads what it missed; nothing reloads the page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in EventSource: the test opens, fails and feeds each one. */
class FakeSource {
  static all: FakeSource[] = [];
  closed = false;
  private handlers = new Map<string, ((e: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, cb: (e: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), cb]);
  }
  emit(type: string, data?: unknown) {
    for (const cb of this.handlers.get(type) ?? []) cb({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

let hostUp = true;
const requests: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  FakeSource.all = [];
  requests.length = 0;
  hostUp = true;
  localStorage.setItem("cardtable.token", "t0k");
  vi.stubGlobal("EventSource", FakeSource);
  vi.stubGlobal("fetch", async (path: string) => {
    requests.push(path);
    if (!hostUp) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(path === "/api/games_version" ? 3 : []), { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.querySelector("[data-testid=connection-lost]")?.remove();
  document.querySelector("[data-testid=connection-back]")?.remove();
  localStorage.clear();
});

const lostBanner = () => document.querySelector("[data-testid=connection-lost]");

describe("a phone whose host goes away", () => {
  it("says so when the event stream drops, reconnects by itself and catches up", async () => {
    const { onGameChange } = await import("./transport");
    const changed = vi.fn();
    const stop = onGameChange(4, changed);
    expect(FakeSource.all.length).toBe(1);
    FakeSource.all[0].emit("open");
    FakeSource.all[0].emit("change", { game: 4 });
    expect(changed).toHaveBeenCalledTimes(1);

    hostUp = false;
    FakeSource.all[0].emit("error");
    expect(FakeSource.all[0].closed).toBe(true);
    expect(lostBanner()?.textContent).toBe("Connection lost — reconnecting…");
    // Asked again after about a second, then two: still away.
    await vi.advanceTimersByTimeAsync(1300);
    expect(requests.filter((p) => p === "/api/games_kinds").length).toBe(1);
    expect(lostBanner()).not.toBeNull();
    expect(FakeSource.all.length).toBe(1);

    hostUp = true;
    await vi.advanceTimersByTimeAsync(2600);
    expect(lostBanner()).toBeNull();
    // A new stream for the same game, and once it is open the screen reads what it missed.
    expect(FakeSource.all.length).toBe(2);
    expect(FakeSource.all[1].url).toBe("/api/events?game=4&token=t0k");
    expect(changed).toHaveBeenCalledTimes(1);
    FakeSource.all[1].emit("open");
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    expect(FakeSource.all[1].closed).toBe(true);
  });

  it("says so when a save cannot reach the host, and stops saying it once a request gets through", async () => {
    const { call, CommandError } = await import("./transport");
    hostUp = false;
    const err = await call("games_list", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandError);
    expect((err as InstanceType<typeof CommandError>).error.message).toMatch(/cannot be reached.*what you typed is kept/);
    expect(lostBanner()).not.toBeNull();
    hostUp = true;
    await call("games_list", {});
    expect(lostBanner()).toBeNull();
  });

  it("does not reopen a stream the screen closed while the host was away", async () => {
    const { onGameChange } = await import("./transport");
    const stop = onGameChange(null, () => {});
    hostUp = false;
    FakeSource.all[0].emit("error");
    stop();
    hostUp = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(lostBanner()).toBeNull();
    expect(FakeSource.all.length).toBe(1);
  });

  it("catches up when a request failed while its stream lived through the gap", async () => {
    const { call, onGameChange } = await import("./transport");
    const changed = vi.fn();
    const stop = onGameChange(4, changed);
    FakeSource.all[0].emit("open");
    // The stream stays up (a short blip), but a write made meanwhile cannot reach the host.
    hostUp = false;
    FakeSource.all[0].emit("change", { game: 4 });
    expect(changed).toHaveBeenCalledTimes(1);
    await call("drafts_save", { gameId: 4 }).catch(() => {});
    expect(lostBanner()).not.toBeNull();
    hostUp = true;
    await vi.advanceTimersByTimeAsync(1300);
    expect(lostBanner()).toBeNull();
    // No second stream, but the screen reads the game again.
    expect(FakeSource.all.length).toBe(1);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });
});
