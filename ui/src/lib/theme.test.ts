import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, loadChoice, resolve, saveChoice, THEME_KEY } from "./theme";

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("theme", () => {
  it("follows the system unless light or dark was chosen", () => {
    expect(resolve("system", true)).toBe("dark");
    expect(resolve("system", false)).toBe("light");
    expect(resolve("light", true)).toBe("light");
    expect(resolve("dark", false)).toBe("dark");
  });

  it("keeps the choice; system forgets it; junk reads as system", () => {
    const s = memory();
    expect(loadChoice(s)).toBe("system");
    saveChoice("dark", s);
    expect(s.getItem(THEME_KEY)).toBe("dark");
    expect(loadChoice(s)).toBe("dark");
    saveChoice("system", s);
    expect(s.getItem(THEME_KEY)).toBeNull();
    s.setItem(THEME_KEY, "purple");
    expect(loadChoice(s)).toBe("system");
    expect(loadChoice(null)).toBe("system");
  });

  it("puts the resolved theme on the page, reading the system preference", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("dark"), addEventListener() {} }));
    const root = document.createElement("html");
    expect(applyTheme("system", root)).toBe("dark");
    expect(root.dataset.theme).toBe("dark");
    expect(applyTheme("light", root)).toBe("light");
    expect(root.dataset.theme).toBe("light");
  });
});
