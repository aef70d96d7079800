// Club nights (issue 26): the words and small helpers the night screens share (the host's,
// the phone's, the TV's). Words are English here for now, kept together.
import type { TableState } from "../bindings/TableState";
import type { TableStatus } from "../bindings/TableStatus";
import type { ResultEntry } from "../bindings/ResultEntry";
import { pts } from "../games/present";

/** A table's result status, as a badge says it. */
export const STATUS_WORDS: Record<TableStatus, string> = {
  playing: "Playing",
  toConfirm: "To confirm",
  confirmed: "Confirmed",
  refused: "Refused",
  corrected: "Corrected by the host",
  accepted: "Accepted by the host",
};

/** "Ann 55, Bob 0": each seat with its score. */
export function scoresLine(seats: string[], scores: (number | string)[]): string {
  return seats.map((s, i) => `${s} ${pts(scores[i] ?? 0)}`).join(", ");
}

/** "Ann, Bob and Cy". */
export function andList(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Where a player sits: "Round 2 · Table 3 · with Ann, Bob, Cy". */
export function seatLine(round: number, table: TableState, me: string): string {
  const others = table.seats.filter((s) => s !== me);
  return `Round ${round} · Table ${table.table} · with ${others.join(", ")}`;
}

/** One entry of a table's result trail, in a sentence. */
export function trailLine(entry: ResultEntry, seats: string[]): string {
  const who = entry.by ?? "The host";
  const entered = scoresLine(seats, entry.scores);
  switch (entry.action) {
    case "confirmed":
      return `${who} confirmed ${entered}.`;
    case "accepted":
      return `${who} accepted ${entered} when closing the round.`;
    case "refused":
      return `${who} refused ${entered}: “${entry.reason ?? ""}”` + (entry.claimed ? ` (makes it ${scoresLine(seats, entry.claimed)}).` : ".");
    case "corrected":
      return `${who} corrected ${entered} to ${scoresLine(seats, entry.claimed ?? [])}: “${entry.reason ?? ""}”.`;
  }
}

/** What a table's state says to the players and the host, in one line. */
export function tableNote(table: TableState, me: string | null = null): string {
  const last = table.trail.at(-1);
  switch (table.status) {
    case "playing":
      return table.hands === 0 ? "No hand yet." : `${table.hands} ${table.hands === 1 ? "hand" : "hands"} played.`;
    case "toConfirm":
      return me !== null && table.confirmers.includes(me)
        ? `Played: ${scoresLine(table.seats, table.scores)}. Confirm it below, or refuse it.`
        : `Played: ${scoresLine(table.seats, table.scores)}. Waiting for ${table.confirmers.join(" or ")} to confirm.`;
    case "confirmed":
      return `${last?.by ?? "A player"} confirmed ${scoresLine(table.seats, table.counted ?? table.scores)}.`;
    case "refused":
      return `${last?.by ?? "A player"} refused the result: “${last?.reason ?? ""}”. The host decides.`;
    case "corrected":
      return `The host corrected it to ${scoresLine(table.seats, table.counted ?? [])}: “${last?.reason ?? ""}”.`;
    case "accepted":
      return `Counts as played: ${scoresLine(table.seats, table.counted ?? table.scores)}.`;
  }
}

/** Reads a score typed by the host or a player: a whole number, or a fraction "5/2". */
export function readScore(text: string): number | string | null {
  const t = text.trim().replace("−", "-");
  if (/^-?\d+$/.test(t)) return Number(t);
  if (/^-?\d+\/\d+$/.test(t)) return t;
  return null;
}
