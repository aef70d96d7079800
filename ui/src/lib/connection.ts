// A phone's link to the host (issue 23): when a request or the event stream cannot reach the
// host (the Wi-Fi dropped, the host's laptop went to sleep), the page says so ("Connection lost
// — reconnecting…"), asks the host again by itself with a growing wait (1 s, 2 s, 4 s … up to
// 30 s, a little random so that a table of phones does not knock in step, and at once when the
// phone is back online or its screen is shown again), and once the host answers, tells every
// live screen to read what it missed. Nothing reloads the page, so whatever was typed stays.
// Used by transport.ts (browser only; the window has no network in between).

import { t } from "./i18n/index.svelte";

/** How long to wait before reconnection attempt `attempt` (0 first): doubling from 1 s up to
 *  30 s, each within ±25 % (`random` gives [0, 1)). */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 15));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** What the banner says while the host cannot be reached. */
export const LOST_MESSAGE = (): string => t("connection-lost");

type Timers = {
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

/**
 * Keeps trying the host while it cannot be reached. `probe` answers true when the host answered
 * anything at all (any HTTP status: it is there). `show` is told whether the link is lost.
 */
export class Reconnector {
  private lostNow = false;
  private attempt = 0;
  private timer: unknown = null;
  private trying = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly probe: () => Promise<boolean>,
    private readonly show: (lost: boolean) => void,
    private readonly timers: Timers = globalThis as unknown as Timers,
    private readonly random: () => number = Math.random,
  ) {}

  /** Whether the host cannot be reached now. */
  get lost(): boolean {
    return this.lostNow;
  }

  /** Calls `cb` each time the host answers again after being lost; answers the unsubscribe. */
  onReconnect(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  /** A request or stream could not reach the host: say so and start trying again. */
  failed(): void {
    if (this.lostNow) return;
    this.lostNow = true;
    this.attempt = 0;
    this.show(true);
    this.schedule();
  }

  /** Something reached the host: if it was lost, it is back. */
  reached(): void {
    if (!this.lostNow) return;
    this.lostNow = false;
    this.attempt = 0;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.show(false);
    for (const cb of [...this.listeners]) cb();
  }

  /** Try now (the phone is back online, its screen shows again), not at the next wait's end. */
  tryNow(): void {
    if (!this.lostNow) return;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    void this.tryOnce();
  }

  private schedule(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    const wait = backoff(this.attempt, this.random);
    this.attempt += 1;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.tryOnce();
    }, wait);
  }

  private async tryOnce(): Promise<void> {
    if (this.trying || !this.lostNow) return;
    this.trying = true;
    let ok = false;
    try {
      ok = await this.probe();
    } catch {
      ok = false;
    } finally {
      this.trying = false;
    }
    if (ok) this.reached();
    else if (this.lostNow && this.timer === null) this.schedule();
  }
}

/** What the banner says for a moment once the host answers again. */
export const BACK_MESSAGE = (): string => t("connection-back");

/** How long "Connected again." stays before the banner goes. */
const BACK_MS = 4000;

/** Shows or hides the page's "Connection lost" banner (a status line at the top, read out by
 *  screen readers); once the link is back it says so for a few seconds, then goes. */
export function banner(doc: Document = document): (lost: boolean) => void {
  const lostStyle = "#7a2e00";
  return (lost) => {
    let el = doc.querySelector<HTMLElement>("[data-testid=connection-lost], [data-testid=connection-back]");
    if (!lost) {
      if (el?.dataset.testid !== "connection-lost") return;
      const back = el;
      back.dataset.testid = "connection-back";
      back.textContent = BACK_MESSAGE();
      back.style.background = "#1f5e3a";
      setTimeout(() => {
        if (back.dataset.testid === "connection-back") back.remove();
      }, BACK_MS);
      return;
    }
    if (el) {
      el.dataset.testid = "connection-lost";
      el.textContent = LOST_MESSAGE();
      el.style.background = lostStyle;
      return;
    }
    el = doc.createElement("div");
    el.setAttribute("role", "status");
    el.setAttribute("aria-live", "polite");
    el.dataset.testid = "connection-lost";
    el.textContent = LOST_MESSAGE();
    el.style.cssText =
      "position:fixed;top:0;left:0;right:0;z-index:1000;padding:0.5rem 1rem;text-align:center;" +
      `background:${lostStyle};color:#fff;font-weight:600;box-shadow:0 2px 6px rgba(0,0,0,.3)`;
    doc.body.append(el);
  };
}
