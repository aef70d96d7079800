import { formatList } from "../format";
import { intlLocale, t } from "../i18n/index.svelte";

// Presentation helpers for the game screen: how numbers and labels read. No rules here;
// every number shown comes from Rust.

/**
 * Points as people read them: "28", "−5" (a real minus sign), "12.5" for 25/2, "103.67" for
 * 311/3: up to 2 decimals, trailing zeros dropped, never a fraction (RULES.md §11.16). Rust
 * sends exact points (a number, or "n/d" for a fraction); the ledger keeps them exact. Checked
 * against tests/fixtures/points_display.json, the table Rust's `Points::display` follows too.
 */
export function pts(p: number | string | null | undefined): string {
  if (p === null || p === undefined) return "";
  const shown = decimal(String(p).trim()).replace(".", decimalSign());
  return shown.startsWith("-") ? `−${shown.slice(1)}` : shown;
}

/** The decimal sign last asked for, and its language: a number format is costly to make, and
 *  a long game's history asks for thousands of points (issue 28). */
let sign: { locale: string; value: string } | null = null;

/** The decimal sign of the screens' language ("12.5", "12,5"). */
function decimalSign(): string {
  const locale = intlLocale();
  if (sign?.locale !== locale) {
    sign = { locale, value: new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? "." };
  }
  return sign.value;
}

/** "n/d" or a whole number as text with up to 2 decimals; anything else unchanged. */
function decimal(s: string): string {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(s);
  if (!m) return s;
  const n = BigInt(m[1]);
  const d = m[2] === undefined ? 1n : BigInt(m[2]);
  if (d === 0n) return s;
  const abs = n < 0n ? -n : n;
  // |n| * 100 / d, halves away from zero, in exact integers (BigInt: no float drift).
  const cents = (abs * 200n + d) / (2n * d);
  const sign = n < 0n && cents !== 0n ? "-" : "";
  const whole = cents / 100n;
  const frac = cents % 100n;
  if (frac === 0n) return `${sign}${whole}`;
  const digits = frac.toString().padStart(2, "0").replace(/0$/, "");
  return `${sign}${whole}.${digits}`;
}

/** Per-hand points with a sign for gains: "+28", "0", "−5". */
export function signed(p: number | string): string {
  const s = pts(p);
  return s === "0" || s.startsWith("−") ? s : `+${s}`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function names(players: readonly string[], seats: readonly number[]): string {
  return formatList(seats.map((s) => players[s] ?? t("player-n", { n: s + 1 })));
}

/** The winner line of a finished game. */
export function winnersLine(players: readonly string[], winners: readonly number[]): string {
  if (winners.length === 0) return t("game-over");
  return t("winners-line", { who: names(players, winners), count: winners.length });
}

/** What undo/redo would do, from the store's action label. */
export function actionLabel(action: string | null | undefined): string {
  switch (action) {
    case "record":
      return t("action-record");
    case "amend":
      return t("action-amend");
    case "delete":
      return t("action-delete");
    case "options":
      return t("action-options");
    case "reopen":
      return t("action-reopen");
    default:
      return action ?? "";
  }
}
