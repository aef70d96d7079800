// Series of club nights (issue 26): what the Series screens work out from the host's answers
// (the standings themselves are Rust's): the nights a series may still take, who leads, and
// the words of a series' line and of one of its nights, in the screens' language.
import type { NightItem } from "../bindings/NightItem";
import type { SeriesNight } from "../bindings/SeriesNight";
import type { SeriesView } from "../bindings/SeriesView";
import { formatList } from "../format";
import { t } from "../i18n/index.svelte";
import { nightWhen } from "./night";

/** The nights a series can take: finalised, in no series yet (a night counts in one), oldest first. */
export function addableNights(nights: NightItem[], series: SeriesView[]): NightItem[] {
  const taken = new Set(series.flatMap((s) => s.nights.map((n) => n.night)));
  return nights.filter((n) => n.finalised && !taken.has(n.id)).sort((a, b) => a.id - b.id);
}

/** Who leads the series (everyone sharing first place); none before any night. */
export function leaders(series: SeriesView): string[] {
  return series.standings.filter((s) => s.place === 1).map((s) => s.player);
}

/** A series in the list: "3 nights · Leading: Ann and Bob · provisional". */
export function seriesLine(series: SeriesView): string {
  const parts = [t("series-nights-n", { count: series.nights.length })];
  const first = leaders(series);
  if (first.length > 0) parts.push(t("series-leading", { names: formatList(first) }));
  parts.push(series.finalResults ? t("series-final") : t("series-provisional"));
  return parts.join(" · ");
}

/** One night of a series: "21 Nov 2026, 20:00 · won by Ann" (its game named apart, in the
 *  reader's language). */
export function nightLine(night: SeriesNight): string {
  const parts = [nightWhen(night.createdAt)];
  if (night.winners.length > 0) parts.push(t("series-won-by", { names: formatList(night.winners) }));
  if (!night.finalised) parts.push(t("series-provisional"));
  return parts.join(" · ");
}
