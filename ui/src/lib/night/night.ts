// Club nights (issue 26): the words and small helpers the night screens share (the host's,
// the phone's, the TV's), in the screens' language (the catalogues' `night-` ids).
import type { TableState } from "../bindings/TableState";
import type { TableStatus } from "../bindings/TableStatus";
import type { ResultEntry } from "../bindings/ResultEntry";
import { pts } from "../games/present";
import { formatList, formatOrList } from "../format";
import { intlLocale, t } from "../i18n/index.svelte";

/** When a night began (was made), on the host's clock: "26 Nov 2026, 19:30" / "26. Nov. 2026,
 *  19:30" / "Nov 26, 2026, 7:30 PM", so that two nights of one game on one day are told apart
 *  in the lists; the raw text if unparseable. */
export function nightWhen(iso: string, locale: string = intlLocale()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale, { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" });
}

/** A table's result status, as a badge says it. */
export function statusWord(status: TableStatus): string {
  switch (status) {
    case "playing":
      return t("night-status-playing");
    case "toConfirm":
      return t("night-status-to-confirm");
    case "confirmed":
      return t("night-status-confirmed");
    case "refused":
      return t("night-status-refused");
    case "corrected":
      return t("night-status-corrected");
    case "accepted":
      return t("night-status-accepted");
  }
}

/** "Ann 55, Bob 0": each seat with its score. */
export function scoresLine(seats: string[], scores: (number | string)[]): string {
  return seats.map((s, i) => t("night-score", { player: s, points: pts(scores[i] ?? 0) })).join(", ");
}

/** "Ann, Bob and Cy". */
export function andList(names: string[]): string {
  return formatList(names);
}

/** Where a player sits: "Round 2 · Table 3 · with Ann, Bob and Cy". */
export function seatLine(round: number, table: TableState, me: string): string {
  const others = table.seats.filter((s) => s !== me);
  return t("night-seat-line", { round, table: table.table, others: formatList(others) });
}

/** One entry of a table's result trail, in a sentence. */
export function trailLine(entry: ResultEntry, seats: string[]): string {
  const who = entry.by ?? t("night-the-host");
  const scores = scoresLine(seats, entry.scores);
  const reason = entry.reason ?? "";
  switch (entry.action) {
    case "confirmed":
      return t("night-trail-confirmed", { who, scores });
    case "accepted":
      return t("night-trail-accepted", { who, scores });
    case "refused":
      return entry.claimed
        ? t("night-trail-refused-claimed", { who, scores, reason, claimed: scoresLine(seats, entry.claimed) })
        : t("night-trail-refused", { who, scores, reason });
    case "corrected":
      return t("night-trail-corrected", { who, scores, reason, claimed: scoresLine(seats, entry.claimed ?? []) });
  }
}

/** What a table's state says to the players and the host, in one line. */
export function tableNote(table: TableState, me: string | null = null): string {
  const last = table.trail.at(-1);
  const who = last?.by ?? t("night-a-player");
  const reason = last?.reason ?? "";
  switch (table.status) {
    case "playing":
      return table.hands === 0 ? t("night-note-no-hand") : t("night-note-hands", { count: table.hands });
    case "toConfirm":
      return me !== null && table.confirmers.includes(me)
        ? t("night-note-confirm-it", { scores: scoresLine(table.seats, table.scores) })
        : t("night-note-waiting", { scores: scoresLine(table.seats, table.scores), who: formatOrList(table.confirmers) });
    case "confirmed":
      return t("night-note-confirmed", { who, scores: scoresLine(table.seats, table.counted ?? table.scores) });
    case "refused":
      return t("night-note-refused", { who, reason });
    case "corrected":
      return t("night-note-corrected", { scores: scoresLine(table.seats, table.counted ?? []), reason });
    case "accepted":
      return t("night-note-accepted", { scores: scoresLine(table.seats, table.counted ?? table.scores) });
  }
}

/** Reads a score typed by the host or a player: a whole number, or a fraction "5/2". */
export function readScore(text: string): number | string | null {
  const t = text.trim().replace("−", "-");
  if (/^-?\d+$/.test(t)) return Number(t);
  if (/^-?\d+\/\d+$/.test(t)) return t;
  return null;
}
