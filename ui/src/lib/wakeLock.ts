// Keeping the screen awake while a game is open, where the platform allows it: the Screen Wake
// Lock API (Chrome and Edge on Android and desktop, Safari 16.4+, Firefox 126+; WebKitGTK 2.50,
// the Linux desktop app's engine, offers it too). Where a browser lacks it (older phones,
// Firefox before 126) the screen follows the system's own settings. The lock is dropped by the
// browser whenever the page is hidden, so it is asked for again when the page shows.

type Sentinel = { release(): Promise<void>; addEventListener?(type: "release", cb: () => void): void };
type WakeLockNavigator = { wakeLock?: { request(type: "screen"): Promise<Sentinel> } };

/** Whether this browser offers the Screen Wake Lock API. */
export function wakeLockSupported(nav: unknown = globalThis.navigator): boolean {
  const wl = (nav as WakeLockNavigator | undefined)?.wakeLock;
  return typeof wl?.request === "function";
}

/** What the settings say about it, for people. */
export function wakeLockNote(supported: boolean = wakeLockSupported()): string {
  return supported
    ? "The screen stays awake while a game is open."
    : "This browser cannot keep the screen awake (it has no Screen Wake Lock); the screen dims as the system says.";
}

/** Holds the screen awake until the returned function is called. Safe to call anywhere. */
export function keepAwake(nav: unknown = globalThis.navigator, doc: Document = document): () => void {
  const wl = (nav as WakeLockNavigator | undefined)?.wakeLock;
  if (typeof wl?.request !== "function") return () => {};
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
