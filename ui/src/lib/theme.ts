// The colour theme: the system's (prefers-color-scheme) unless the players chose light, dark or
// black (true black: a black page for OLED phones and dim rooms). The choice is kept in
// localStorage on this device; the page's <html data-theme> carries the resolved theme, which
// app.css reads. The device's other display settings (settings.ts) are applied with it.

import { applySettings } from "./settings";

export type ThemeChoice = "system" | "light" | "dark" | "black";
export type Theme = "light" | "dark" | "black";

export const THEME_KEY = "cardtable.theme";
const QUERY = "(prefers-color-scheme: dark)";

/** The stored choice; anything unknown (or no storage) is "system". */
export function loadChoice(storage: Pick<Storage, "getItem"> | null = safeStorage()): ThemeChoice {
  const v = storage?.getItem(THEME_KEY);
  return v === "light" || v === "dark" || v === "black" ? v : "system";
}

/** Keeps the choice ("system" forgets any earlier one). */
export function saveChoice(choice: ThemeChoice, storage: Pick<Storage, "setItem" | "removeItem"> | null = safeStorage()): void {
  if (!storage) return;
  if (choice === "system") storage.removeItem(THEME_KEY);
  else storage.setItem(THEME_KEY, choice);
}

/** The theme a choice gives, with the system preferring dark or not. */
export function resolve(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === "system") return systemDark ? "dark" : "light";
  return choice;
}

function systemDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Puts the resolved theme on <html>; returns it. */
export function applyTheme(choice: ThemeChoice = loadChoice(), root: HTMLElement = document.documentElement): Theme {
  const theme = resolve(choice, systemDark());
  root.dataset.theme = theme;
  return theme;
}

/** Applies the stored choice (and the display settings) now, and the theme again whenever the
 *  system switches between light and dark. */
export function followSystem(): void {
  applyTheme();
  applySettings();
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia(QUERY).addEventListener?.("change", () => applyTheme());
}
