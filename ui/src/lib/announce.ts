// What a screen reader hears when a hand is saved: one sentence, said once in the game
// screen's polite live region (typing and the live preview say nothing).

import { pts } from "./games/present";
import type { RoundWord } from "./games/registry";
import { t } from "./i18n/index.svelte";

/** "Hand 3 saved. Gin: Ann scores 28. Ann 28, Bob 0." — `headline` is the hand's explanation
 *  as the screen shows it (empty for games whose explanation is a table), `points` the hand's
 *  points by seat. */
export function savedSentence(word: RoundWord, number: number, headline: string, players: readonly string[], points: readonly (number | string)[]): string {
  const said = headline.replace(/\s+/g, " ").trim().replace(/[.:]$/, "");
  const scores = players.map((p, seat) => `${p} ${pts(points[seat] ?? 0)}`).join(", ");
  return [t("announce-saved", { word, n: number }), said ? `${said}.` : "", scores ? `${scores}.` : ""].filter(Boolean).join(" ");
}

/** A saved hand's explanation as one sentence, from the hand shown in `root`: its headline
 *  (`.headline`, or what a game marks `data-headline`), a list's lines joined by commas
 *  ("Ann stored 3 cards, Bob stored 2 cards"). Empty when it has none. */
export function headlineOf(root: ParentNode | null): string {
  const el = root?.querySelector(".headline, [data-headline]");
  if (!el) return "";
  const lines = [...el.querySelectorAll("li")].map((li) => (li.textContent ?? "").replace(/\s+/g, " ").trim());
  return lines.length > 0 ? lines.join(", ") : (el.textContent ?? "");
}

/** The first control a person can use inside `root` (the next hand's form), or null. */
export function firstControl(root: ParentNode | null): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
    ) ?? null
  );
}
