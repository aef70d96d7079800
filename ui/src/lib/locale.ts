// The page's language as Intl reads it. A system without a locale (LANG=C, as on build machines
// and some minimal Linux installs) gives WebKitGTK the language "C", which Intl refuses with a
// RangeError; uPlot formats numbers with navigator.language when it loads. Where the language
// is not a valid tag, the page reads it as "en-US" instead.

/** True when Intl accepts `tag` as a language. */
export function isLanguageTag(tag: string | undefined): boolean {
  if (!tag) return false;
  try {
    new Intl.NumberFormat(tag);
    return true;
  } catch {
    return false;
  }
}

/** Makes navigator.language a tag Intl accepts (leaves a good one alone). */
export function readableLocale(nav: Navigator = navigator): string {
  if (isLanguageTag(nav.language)) return nav.language;
  try {
    Object.defineProperty(nav, "language", { value: "en-US", configurable: true });
  } catch {
    // A browser that forbids it has a valid language anyway.
  }
  return "en-US";
}
