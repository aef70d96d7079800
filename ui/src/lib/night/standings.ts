// The columns of a standings table (`StandingsTable.svelte`) after place and player: a club
// night's (points, then its tie-breaks in the order they break ties, and tables played) and a
// series' (series points, nights won, nights played), in the screens' language.
import type { SeriesStanding } from "../bindings/SeriesStanding";
import type { Standing } from "../bindings/Standing";
import { pts } from "../games/present";
import { t } from "../i18n/index.svelte";

/** A column after the player's: its heading and each row's value, as shown. The first is the
 *  points (shown in bold). */
export type Column<R> = { label: string; value: (row: R) => string };

/** A night's: points, head to head, the opponents' points, total score, tables played. */
export function nightColumns(): Column<Standing>[] {
  return [
    { label: t("night-col-points"), value: (s) => pts(s.points) },
    { label: t("night-col-head-to-head"), value: (s) => pts(s.headToHead) },
    { label: t("night-col-opponents"), value: (s) => pts(s.buchholz) },
    { label: t("night-col-total"), value: (s) => pts(s.total) },
    { label: t("night-col-played"), value: (s) => t("night-played", { played: s.played, byes: s.byes }) },
  ];
}

/** A series': series points, nights won, nights played. */
export function seriesColumns(): Column<SeriesStanding>[] {
  return [
    { label: t("series-col-points"), value: (s) => pts(s.points) },
    { label: t("series-col-wins"), value: (s) => String(s.wins) },
    { label: t("series-col-nights"), value: (s) => String(s.nights) },
  ];
}
