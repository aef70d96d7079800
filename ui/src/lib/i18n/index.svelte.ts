// The words of the screens (their chrome: headings, buttons, hints...) in the reader's language,
// from Project Fluent catalogues (ui/src/locales/<lang>.ftl, one format with the Rust side's),
// read by @fluent/bundle. English is in the first load (every other language falls back to it
// for an id it lacks); German, French and Spanish are fetched when chosen, so a phone's first
// load does not carry three languages it will not read. The pseudo-locale "en-XA" is English
// turned by pseudo.ts as it is formatted.
//
// The language is Svelte state: every `t(...)` in a template reads it, so a switch redraws every
// word at once. `<html lang>` follows it, and every request says it (Accept-Language), so Rust
// answers its own words (explanations, errors, game names) in the same language.
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import english from "../../locales/en.ftl?raw";
import { deviceLanguage, loadChoice, navigatorLanguages, saveChoice, type Lang, type Scope } from "./languages";
import { pseudo } from "./pseudo";

export { LANGUAGES, type Lang, type Scope } from "./languages";

/** Each language's catalogue, fetched when first needed (English is here already). */
const SOURCES: Record<Exclude<Lang, "en" | "en-XA">, () => Promise<string>> = {
  de: () => import("../../locales/de.ftl?raw").then((m) => m.default),
  fr: () => import("../../locales/fr.ftl?raw").then((m) => m.default),
  es: () => import("../../locales/es.ftl?raw").then((m) => m.default),
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

/** The English bundle: every language's fallback for an id it lacks. */
const fallback = makeBundle("en", english);

const loaded = new Map<Lang, FluentBundle>([["en", fallback]]);

/** The catalogue's source for `lang` (English's for the pseudo-locale). */
export async function sourceOf(lang: Lang): Promise<string> {
  return lang === "en" || lang === "en-XA" ? english : SOURCES[lang]();
}

async function bundleFor(lang: Lang): Promise<FluentBundle> {
  const ready = loaded.get(lang);
  if (ready) return ready;
  const bundle = makeBundle(lang, await sourceOf(lang));
  loaded.set(lang, bundle);
  return bundle;
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
