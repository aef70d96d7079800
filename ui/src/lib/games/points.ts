// Points typed per player (the scorepad and kinds without a referee). The text goes to Rust
// as typed: it evaluates "12+7-3" (scorepad) or reads "25/2" (manual points) and says what is
// wrong; nothing is computed here.
import type { GameKind } from "../bindings/GameKind";
import type { Draft, FactsOf } from "./types";
import { t } from "../i18n/index.svelte";

/** The kinds whose hand is points per seat (the scorepad, and the kinds without a referee). */
export type PointsKind = {
  [K in GameKind]: FactsOf<K> extends { points: (number | string)[] } ? K : never;
}[GameKind];

/** The facts for Rust, or a pending note naming the first player with nothing entered. */
export function pointsFacts(texts: readonly string[], players: readonly string[]): Draft<{ points: string[] }> {
  const empty = texts.findIndex((t) => t.trim() === "");
  if (empty >= 0) return { facts: null, pending: t("points-enter", { name: players[empty] ?? t("player-n", { n: empty + 1 }) }) };
  return { facts: { points: texts.map((t) => t.trim()) } };
}

/** The texts to start from: empty, or the stored hand's entries when amending. */
export function pointsTexts(seats: number, initial: { points: readonly (number | string)[] } | null): string[] {
  const stored = initial?.points ?? [];
  return Array.from({ length: seats }, (_, i) => (stored[i] === undefined || stored[i] === null ? "" : String(stored[i])));
}
