// A phone that loses the host says so, tries again by itself with a growing wait, and every live
// screen catches up once the host answers (issue 23).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoff, BACK_MESSAGE, banner, LOST_MESSAGE, Reconnector } from "./connection";

describe("the wait between reconnection attempts", () => {
  it("doubles from a second up to thirty, within a quarter either way", () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoff(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoff(0, () => 0)).toBe(750);
    expect(backoff(0, () => 0.999999)).toBe(1250);
    expect(backoff(9, () => 0.999999)).toBeLessThanOrEqual(37500);
  });
});

describe("a lost link to the host", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is shown, tried again at 1 s, 2 s, 4 s, and once back every screen catches up", async () => {
    const answers = [false, false, true];
    const tried: number[] = [];
    const probe = vi.fn(async () => {
      tried.push(Date.now());
      return answers.shift() ?? true;
    });
    const shown: boolean[] = [];
    const r = new Reconnector(probe, (lost) => shown.push(lost), globalThis, () => 0.5);
    const caughtUp = vi.fn();
    r.onReconnect(caughtUp);
    const start = Date.now();
    r.failed();
    r.failed(); // a second failure while lost changes nothing
    expect(r.lost).toBe(true);
    expect(shown).toEqual([true]);
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(caughtUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(tried.map((t) => t - start)).toEqual([1000, 3000, 7000]);
    expect(r.lost).toBe(false);
    expect(shown).toEqual([true, false]);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    // Nothing more is tried once it is back.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it("tries at once when the phone is back online instead of waiting out the backoff", async () => {
    const probe = vi.fn(async () => true);
    const r = new Reconnector(probe, () => {}, globalThis, () => 0.5);
    r.failed();
    r.tryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(r.lost).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it("comes back when any request reaches the host, without waiting for the probe", () => {
    const probe = vi.fn(async () => false);
    const shown: boolean[] = [];
    const r = new Reconnector(probe, (l) => shown.push(l), globalThis, () => 0.5);
    const caughtUp = vi.fn();
    r.onReconnect(caughtUp);
    r.reached(); // not lost: nothing to say
    r.failed();
    r.reached();
    expect(shown).toEqual([true, false]);
    expect(caughtUp).toHaveBeenCalledTimes(1);
  });
});

describe("the banner", () => {
  it("says the connection is lost and goes away once it is back", () => {
    const show = banner(document);
    show(true);
    show(true);
    const shown = document.querySelectorAll("[data-testid=connection-lost]");
    expect(shown.length).toBe(1);
    expect(shown[0].textContent).toBe(LOST_MESSAGE());
    expect(shown[0].getAttribute("role")).toBe("status");
    vi.useFakeTimers();
    show(false);
    expect(document.querySelector("[data-testid=connection-lost]")).toBeNull();
    // It says the link is back for a moment, then goes.
    expect(document.querySelector("[data-testid=connection-back]")?.textContent).toBe(BACK_MESSAGE());
    show(false);
    expect(document.querySelectorAll("[data-testid=connection-back]").length).toBe(1);
    vi.advanceTimersByTime(4000);
    expect(document.querySelector("[data-testid=connection-back]")).toBeNull();
    vi.useRealTimers();
  });

  it("says it is lost again at once if the link goes while it says it is back", () => {
    vi.useFakeTimers();
    const show = banner(document);
    show(true);
    show(false);
    show(true);
    expect(document.querySelectorAll("[role=status]").length).toBe(1);
    expect(document.querySelector("[data-testid=connection-lost]")?.textContent).toBe(LOST_MESSAGE());
    vi.advanceTimersByTime(4000);
    expect(document.querySelector("[data-testid=connection-lost]")).not.toBeNull();
    show(false);
    vi.advanceTimersByTime(4000);
    expect(document.querySelector("[role=status]")).toBeNull();
    vi.useRealTimers();
  });
});
