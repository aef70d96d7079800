// Display helpers for lists: dates, player names, numbers, counts, in the reader's language
// (Intl, with the language the screens read: i18n). No rules here.
import { intlLocale, lang, t } from "./i18n/index.svelte";
import { pseudo } from "./i18n/pseudo";

/** "21 Nov 2026" / "21. Nov. 2026" in the given locale (default: the screens' language); the
 *  raw text if unparseable. */
export function formatDate(iso: string, locale: string = intlLocale()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}

/** "Ann, Bob and Cy" / "Ann, Bob und Cy" / "Ann, Bob et Cy" / "Ann, Bob y Cy". English lists
 *  are written without the serial comma, as Cardtable always wrote them. */
export function formatList(items: readonly string[], locale: string = lang()): string {
  return listIn(items, locale, "conjunction");
}

/** "Bob or Cy" / "Bob oder Cy" / "Bob ou Cy" / "Bob o Cy": one of them, as the language says it. */
export function formatOrList(items: readonly string[], locale: string = lang()): string {
  return listIn(items, locale, "disjunction");
}

/** `items` joined as `locale` joins them. The pseudo-locale joins them as English and turns the
 *  joining words ("and", "or") as it turns the catalogue's, so that its tests find no English
 *  word on a screen that did not come through the app's words (a list of players on Home read
 *  "Ann and Bob"); the items themselves (names) are left as they are. */
function listIn(items: readonly string[], locale: string, type: "conjunction" | "disjunction"): string {
  const tag = locale === "en" || locale.startsWith("en-") ? "en-GB" : locale;
  const list = new Intl.ListFormat(tag, { style: "long", type });
  if (locale !== "en-XA") return list.format(items);
  return list
    .formatToParts(items)
    .map((part) => (part.type === "literal" ? pseudo(part.value) : part.value))
    .join("");
}

/** The players of a game as a list: "Ann, Bob and Cy". */
export function formatPlayers(players: readonly string[], locale: string = lang()): string {
  return formatList(players, locale);
}

/** "1,234.5" / "1.234,5": a number as the language writes it. */
export function formatNumber(n: number, locale: string = intlLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}

/** "62%" / "62 %": a share (0..1) as a whole percentage. */
export function formatPercent(rate: number, locale: string = intlLocale()): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(rate);
}

/** "2 players", "3–7 players": a game's player range in words. */
export function playerRange(min: number, max: number): string {
  return min === max ? t("players-count", { count: min }) : t("players-range", { min, max });
}
