import { describe, expect, it } from "vitest";
import { keepAwake, wakeLockNote, wakeLockSupported } from "./wakeLock";

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
    expect(wakeLockNote(true)).toBe("The screen stays awake while a game is open.");
    expect(wakeLockNote(false)).toContain("cannot keep the screen awake");
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

  it("does nothing where there is no wake lock", () => {
    const release = keepAwake({}, document);
    expect(() => release()).not.toThrow();
  });
});
