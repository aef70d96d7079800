// Which language a screen reads: the ones Cardtable ships, the device's own (navigator.languages)
// matched to them, and the choice kept on this device (localStorage: the window, each phone and
// the TV view choose their own). No words here: those are in ui/src/locales/<lang>.ftl.

/** The languages a person can choose, each named in itself. */
export const LANGUAGES = [
  { id: "en", name: "English" },
  { id: "de", name: "Deutsch" },
  { id: "fr", name: "Français" },
  { id: "es", name: "Español" },
] as const;

/** A shipped language, or the pseudo-locale "en-XA" (English, accented and longer: for tests). */
export type Lang = (typeof LANGUAGES)[number]["id"] | "en-XA";

/** Where a screen keeps its choice: the app (window or phone) or the TV view (its own). */
export type Scope = "app" | "tv";

export const LANG_KEYS: Record<Scope, string> = { app: "cardtable.lang", tv: "cardtable.lang.tv" };

/** The language `tag` names, if Cardtable ships it ("de-AT" → "de"; "en-XA" is the pseudo-locale). */
export function languageOf(tag: string | null | undefined): Lang | null {
  if (!tag) return null;
  if (tag.toLowerCase() === "en-xa") return "en-XA";
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.id === primary)?.id ?? null;
}

/** The first of the device's languages that Cardtable ships; English when none is. */
export function deviceLanguage(tags: readonly string[] | undefined): Lang {
  for (const tag of tags ?? []) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return "en";
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language chosen on this device for `scope`, or null to follow the device. */
export function loadChoice(scope: Scope, storage: Pick<Storage, "getItem"> | null = safeStorage()): Lang | null {
  try {
    return languageOf(storage?.getItem(LANG_KEYS[scope]));
  } catch {
    return null;
  }
}

/** Keeps the choice (null: follow the device again). */
export function saveChoice(scope: Scope, lang: Lang | null, storage: Pick<Storage, "setItem" | "removeItem"> | null = safeStorage()): void {
  try {
    if (lang === null) storage?.removeItem(LANG_KEYS[scope]);
    else storage?.setItem(LANG_KEYS[scope], lang);
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
}

/** The device's languages, as the browser (or the window's WebKit) says them. */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
