// Keeping the screen awake while a game is open, where the platform allows it: the Screen Wake
// Lock API (Chrome and Edge on Android and desktop, Safari 16.4+, Firefox 126+; WebKitGTK 2.50,
// the Linux desktop app's engine, offers it too). The lock is dropped by the browser whenever
// the page is hidden, so it is asked for again when the page shows.
//
// A phone joined over plain HTTP (the host's address on the Wi-Fi: no certificate, so no
// secure context) has no Wake Lock API at all. There the well-kept nosleep.js package keeps the
// screen on with a tiny silent looping video, which browsers allow to start only from a tap:
// the first tap on the game screen starts it (issue 23). It is loaded only then, so the window
// never carries it. In the window without a Wake Lock the screen follows the system's settings.

import { t } from "./i18n/index.svelte";

type Sentinel = { release(): Promise<void>; addEventListener?(type: "release", cb: () => void): void };
type WakeLockNavigator = { wakeLock?: { request(type: "screen"): Promise<Sentinel> } };

/** Whether this browser offers the Screen Wake Lock API. */
export function wakeLockSupported(nav: unknown = globalThis.navigator): boolean {
  const wl = (nav as WakeLockNavigator | undefined)?.wakeLock;
  return typeof wl?.request === "function";
}

/** How this page keeps the screen awake: the Wake Lock API; a silent video started by the
 *  first tap (a browser without the API, such as a phone over plain HTTP); or not at all (the
 *  app's window without the API). */
export type AwakeWay = "wake-lock" | "video" | "none";

export function awakeWay(nav: unknown = globalThis.navigator, win: unknown = globalThis.window): AwakeWay {
  if (wakeLockSupported(nav)) return "wake-lock";
  if (typeof win !== "object" || win === null) return "none";
  // The desktop window: no video trick for a computer's screen.
  if ("__TAURI_INTERNALS__" in win) return "none";
  return "video";
}

/** What the settings say about it, for people. */
export function wakeLockNote(way: AwakeWay = awakeWay()): string {
  switch (way) {
    case "wake-lock":
      return t("wake-lock");
    case "video":
      return t("wake-video");
    case "none":
      return t("wake-none");
  }
}

/** What nosleep.js offers. */
export type NoSleepLike = { enable(): Promise<unknown>; disable(): void };
type LoadNoSleep = () => Promise<new () => NoSleepLike>;
const loadNoSleep: LoadNoSleep = async () => (await import("nosleep.js")).default;

/** The video way: nosleep.js loaded now, started by the first tap, stopped on release. */
function keepAwakeByVideo(doc: Document, load: LoadNoSleep): () => void {
  let Made: (new () => NoSleepLike) | null = null;
  let video: NoSleepLike | null = null;
  let stopped = false;
  void load()
    .then((m) => (Made = m))
    .catch(() => {}); // not loaded (offline at that moment): the screen dims as the system says
  const onTap = () => {
    if (stopped || video || !Made) return;
    // Within the tap itself: browsers start a video's playback only from a gesture.
    const v = new Made();
    video = v;
    v.enable().catch(() => {
      video = null; // refused: the next tap tries again
    });
  };
  const events = ["click", "touchend", "keydown"] as const;
  for (const e of events) doc.addEventListener(e, onTap, true);
  return () => {
    stopped = true;
    for (const e of events) doc.removeEventListener(e, onTap, true);
    video?.disable();
    video = null;
  };
}

/** Holds the screen awake until the returned function is called. Safe to call anywhere. */
export function keepAwake(
  nav: unknown = globalThis.navigator,
  doc: Document = document,
  way: AwakeWay = awakeWay(nav),
  load: LoadNoSleep = loadNoSleep,
): () => void {
  if (way === "video") return keepAwakeByVideo(doc, load);
  const wl = (nav as WakeLockNavigator | undefined)?.wakeLock;
  if (way === "none" || typeof wl?.request !== "function") return () => {};
  let sentinel: Sentinel | null = null;
  let stopped = false;
  const request = async () => {
    if (stopped || doc.visibilityState !== "visible") return;
    try {
      sentinel = await wl.request("screen");
      if (stopped) void sentinel.release();
    } catch {
      sentinel = null; // refused (battery saver, not allowed): nothing to do
    }
  };
  const onVisible = () => {
    if (doc.visibilityState === "visible") void request();
  };
  doc.addEventListener("visibilitychange", onVisible);
  void request();
  return () => {
    stopped = true;
    doc.removeEventListener("visibilitychange", onVisible);
    void sentinel?.release().catch(() => {});
    sentinel = null;
  };
}
