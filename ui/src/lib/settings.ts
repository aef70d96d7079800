// This device's display settings, beside the colour theme (theme.ts): a four-colour deck
// (♠ black, ♥ red, ♦ blue, ♣ green, for players who tell red from green badly or read cards in
// poor light) and large numbers (the totals and the hand's scores big enough to read across a
// table). Kept in localStorage on this device only (the window and each phone choose their own);
// the page's <html data-deck data-numbers> carries them, which app.css reads.

export type DisplaySettings = { fourColour: boolean; largeNumbers: boolean };

export const SETTINGS_KEY = "cardtable.display";
export const DEFAULTS: DisplaySettings = { fourColour: false, largeNumbers: false };

type Reader = Pick<Storage, "getItem">;
type Writer = Pick<Storage, "setItem" | "removeItem">;

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored settings; anything missing, unknown or unreadable is the default. */
export function loadSettings(storage: Reader | null = safeStorage()): DisplaySettings {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? "null");
  } catch {
    raw = null;
  }
  const o = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    fourColour: o.fourColour === true,
    largeNumbers: o.largeNumbers === true,
  };
}

/** Keeps the settings on this device (the defaults forget any earlier choice). */
export function saveSettings(s: DisplaySettings, storage: Writer | null = safeStorage()): void {
  if (!storage) return;
  try {
    if (!s.fourColour && !s.largeNumbers) storage.removeItem(SETTINGS_KEY);
    else storage.setItem(SETTINGS_KEY, JSON.stringify({ fourColour: s.fourColour, largeNumbers: s.largeNumbers }));
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
}

/** Puts the settings on <html> (data-deck="four"|"two", data-numbers="large"|"normal"). */
export function applySettings(s: DisplaySettings = loadSettings(), root: HTMLElement = document.documentElement): void {
  root.dataset.deck = s.fourColour ? "four" : "two";
  root.dataset.numbers = s.largeNumbers ? "large" : "normal";
}
