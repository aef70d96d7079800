// Display helpers for lists: dates, player names, counts. No rules here.

/** "21 Nov 2026" in the given locale (default: the device's); the raw text if unparseable. */
export function formatDate(iso: string, locale?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}

/** "Ann, Bob & Cy". */
export function formatPlayers(players: readonly string[]): string {
  if (players.length <= 1) return players.join("");
  return `${players.slice(0, -1).join(", ")} & ${players[players.length - 1]}`;
}

/** "1 hand", "3 hands". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2 players", "3–7 players", "exactly" ranges read naturally. */
export function playerRange(min: number, max: number): string {
  return min === max ? plural(min, "player") : `${min}–${max} players`;
}
