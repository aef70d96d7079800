// The words of the screens (their chrome: headings, buttons, hints...) in the reader's language,
// from Project Fluent catalogues (ui/src/locales/<lang>.ftl, one format with the Rust side's),
// read by @fluent/bundle. Each catalogue comes in two parts (parts.ts, cut at build time): the
// words of the screens drawn first (Home, pairing) and the rest, fetched with the first screen
// that needs them (`screenWords`, which App's loaders wait for beside the screen's code). The
// first part of English is in the first load (every other language falls back to English for an
// id it lacks); German, French and Spanish are fetched when chosen, so a phone's first load does
// not carry three languages it will not read (issue 28). The pseudo-locale "en-XA" is English
// turned by pseudo.ts as it is formatted.
//
// The language is Svelte state: every `t(...)` in a template reads it, so a switch redraws every
// word at once. `<html lang>` follows it, and every request says it (Accept-Language), so Rust
// answers its own words (explanations, errors, game names) in the same language.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import englishFirst from "../../locales/en.ftl?first";
import { deviceLanguage, loadChoice, navigatorLanguages, saveChoice, type Lang, type Scope } from "./languages";
import type { Part } from "./parts";
import { pseudo } from "./pseudo";

export { LANGUAGES, type Lang, type Scope } from "./languages";

/** Each shipped language's parts, fetched when first needed (English's first part is here). */
const SOURCES: Record<Exclude<Lang, "en-XA">, Record<Part, () => Promise<string>>> = {
  en: {
    first: async () => englishFirst,
    later: () => import("../../locales/en.ftl?later").then((m) => m.default),
  },
  de: {
    first: () => import("../../locales/de.ftl?first").then((m) => m.default),
    later: () => import("../../locales/de.ftl?later").then((m) => m.default),
  },
  fr: {
    first: () => import("../../locales/fr.ftl?first").then((m) => m.default),
    later: () => import("../../locales/fr.ftl?later").then((m) => m.default),
  },
  es: {
    first: () => import("../../locales/es.ftl?first").then((m) => m.default),
    later: () => import("../../locales/es.ftl?later").then((m) => m.default),
  },
};

/** A bundle of `source` for `lang`. The pseudo-locale isolates what is put into its messages
 *  (U+2068…U+2069), so a test can tell a player's name from a word of the catalogue. */
export function makeBundle(lang: Lang, source: string): FluentBundle {
  const bundle =
    lang === "en-XA"
      ? new FluentBundle("en", { useIsolating: true, transform: pseudo })
      : new FluentBundle(lang, { useIsolating: false });
  bundle.addResource(new FluentResource(source));
  return bundle;
}

/** One part of the catalogue for `lang` (English's for the pseudo-locale). */
function partOf(lang: Lang, part: Part): Promise<string> {
  return SOURCES[lang === "en-XA" ? "en" : lang][part]();
}

/** The whole catalogue's source for `lang` (both parts). */
export async function sourceOf(lang: Lang): Promise<string> {
  const [first, later] = await Promise.all([partOf(lang, "first"), partOf(lang, "later")]);
  return first + later;
}

/** A language's bundle, and whether the rest of its words (the later part) are in it yet. */
type Loaded = { bundle: FluentBundle; later: Promise<void> | null };

/** The English bundle: every language's fallback for an id it lacks. */
const fallback = makeBundle("en", englishFirst);

const loaded = new Map<Lang, Promise<Loaded>>([["en", Promise.resolve({ bundle: fallback, later: null })]]);

/** Whether a screen beyond the first ones has been asked for: every language loaded from then
 *  on brings its later part too. */
let laterWanted = false;

async function bundleFor(lang: Lang): Promise<FluentBundle> {
  let ready = loaded.get(lang);
  if (!ready) {
    ready = partOf(lang, "first").then((source) => ({ bundle: makeBundle(lang, source), later: null }));
    loaded.set(lang, ready);
    // A part that could not be fetched is asked for again next time.
    ready.catch(() => loaded.delete(lang));
  }
  const entry = await ready;
  if (laterWanted) {
    entry.later ??= partOf(lang, "later").then(
      (source) => void entry.bundle.addResource(new FluentResource(source)),
      (e) => {
        entry.later = null;
        throw e;
      },
    );
    await entry.later;
  }
  return entry.bundle;
}

let current = $state.raw<{ lang: Lang; bundle: FluentBundle; chosen: Lang | null; scope: Scope }>({
  lang: "en",
  bundle: fallback,
  chosen: null,
  scope: "app",
});

/** The language the screens read now. */
export function lang(): Lang {
  return current.lang;
}

/** The language chosen on this device (null: it follows the device's). */
export function chosenLanguage(): Lang | null {
  return current.chosen;
}

/** The language tag Intl formats with (the pseudo-locale formats numbers as English). */
export function intlLocale(): string {
  return current.lang === "en-XA" ? "en" : current.lang;
}

/** The message `id` in the current language, its arguments put in (numbers and plurals by the
 *  language's rules). An id missing from the language is read from English; an id missing
 *  everywhere is shown as itself (a test fails on any such id in the code). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  const bundle = current.bundle;
  const own = bundle.getMessage(id);
  const [from, message] = own?.value ? [bundle, own] : [fallback, fallback.getMessage(id)];
  if (!message?.value) return id;
  return from.formatPattern(message.value, args ?? null, []);
}

/** Shows every screen in `lang` (the catalogue fetched first), and says it on <html lang>. */
async function show(next: Lang, chosen: Lang | null, scope: Scope): Promise<void> {
  const bundle = await bundleFor(next);
  current = { lang: next, bundle, chosen, scope };
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

/** The words of every screen beyond the first ones (the game screen, New game...), in the
 *  language shown and in English: fetched once, then there for every language chosen later.
 *  A screen's loader waits for it beside the screen's code. */
export async function screenWords(): Promise<void> {
  laterWanted = true;
  const shown = current;
  await Promise.all([bundleFor("en"), bundleFor(shown.lang)]);
  // Redraw what was drawn before these words came (nothing should have needed them).
  if (current === shown) current = { ...shown };
}

/** At start: the language chosen on this device for `scope`, else the device's own. A
 *  catalogue that cannot be fetched leaves the screens in English. */
export async function startLanguage(scope: Scope = "app"): Promise<void> {
  const chosen = loadChoice(scope);
  try {
    await show(chosen ?? deviceLanguage(navigatorLanguages()), chosen, scope);
  } catch {
    await show("en", chosen, scope);
  }
}

/** The person chose `lang` (null: follow the device's language again): kept on this device. */
export async function chooseLanguage(next: Lang | null): Promise<void> {
  const scope = current.scope;
  saveChoice(scope, next);
  await show(next ?? deviceLanguage(navigatorLanguages()), next, scope);
}
