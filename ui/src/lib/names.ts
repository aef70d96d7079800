import { formatList } from "./format";
import { t } from "./i18n/index.svelte";

// People's names in the words Rust writes about seats: the rules do not know who sits where,
// so their end-of-game lines say "Player 2"; the game screen shows the name instead.

/** Replaces every "Player N" (N = seat + 1) with that seat's name, when there is one. */
export function withNames(line: string, players: readonly string[]): string {
  return line.replace(/\bPlayer (\d+)\b/g, (all, n: string) => players[Number(n) - 1] ?? all);
}

/** The player names for a list of seats: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function seatNames(players: readonly string[], seats: readonly number[]): string {
  return formatList(seats.map((s) => players[s] ?? t("seat-n", { n: s + 1 })));
}
