import { describe, expect, it } from "vitest";
import { awakeWay, keepAwake, wakeLockNote, wakeLockSupported, type NoSleepLike } from "./wakeLock";

function fakeNavigator() {
  const log: string[] = [];
  const nav = {
    wakeLock: {
      request: async (type: string) => {
        log.push(`request ${type}`);
        return { release: async () => void log.push("release") };
      },
    },
  };
  return { nav, log };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("wake lock", () => {
  it("is detected, and the note says where it does not work", () => {
    expect(wakeLockSupported({})).toBe(false);
    expect(wakeLockSupported(undefined)).toBe(false);
    expect(wakeLockSupported(fakeNavigator().nav)).toBe(true);
    expect(wakeLockNote("wake-lock")).toBe("The screen stays awake while a game is open.");
    expect(wakeLockNote("video")).toContain("from your first tap");
    expect(wakeLockNote("none")).toContain("cannot keep the screen awake");
  });

  it("holds the screen, asks again when the page shows, and lets go when released", async () => {
    const { nav, log } = fakeNavigator();
    const release = keepAwake(nav, document);
    await tick();
    expect(log).toEqual(["request screen"]);
    document.dispatchEvent(new Event("visibilitychange"));
    await tick();
    expect(log).toEqual(["request screen", "request screen"]);
    release();
    await tick();
    expect(log[log.length - 1]).toBe("release");
    document.dispatchEvent(new Event("visibilitychange"));
    await tick();
    expect(log.filter((l) => l.startsWith("request"))).toHaveLength(2);
  });

  it("is the Wake Lock where offered, a video in a browser over plain HTTP, nothing in a window without it", () => {
    expect(awakeWay(fakeNavigator().nav, {})).toBe("wake-lock");
    expect(awakeWay(fakeNavigator().nav, { __TAURI_INTERNALS__: {} })).toBe("wake-lock");
    // A phone over http://192.168.1.20:8080: no secure context, so no navigator.wakeLock.
    expect(awakeWay({}, {})).toBe("video");
    expect(awakeWay({}, { __TAURI_INTERNALS__: {} })).toBe("none");
    expect(awakeWay(undefined, null)).toBe("none"); // no page at all
  });

  it("does nothing where there is no way", () => {
    const release = keepAwake({}, document, "none");
    expect(() => release()).not.toThrow();
  });

  it("over plain HTTP, starts the silent video on the first tap and stops it on release", async () => {
    const log: string[] = [];
    class FakeNoSleep implements NoSleepLike {
      async enable() {
        log.push("enable");
      }
      disable() {
        log.push("disable");
      }
    }
    const release = keepAwake({}, document, "video", async () => FakeNoSleep);
    await tick();
    expect(log).toEqual([]); // nothing plays before a tap
    document.dispatchEvent(new Event("click"));
    document.dispatchEvent(new Event("touchend"));
    await tick();
    expect(log).toEqual(["enable"]);
    release();
    expect(log).toEqual(["enable", "disable"]);
    document.dispatchEvent(new Event("click"));
    await tick();
    expect(log).toEqual(["enable", "disable"]);
  });
});
