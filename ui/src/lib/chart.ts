// The running-totals chart's data: one line per player over the hands (hand 0 = the start, all
// at zero), the end-of-game bonuses as a last step when there are any, and the target the game
// plays to. Numbers come from Rust (the standings, and the target in the words about the
// game's options); this only turns them into plot points.
import type { HandLine } from "./bindings/HandLine";

/** Exact points as Rust sends them ("25/2" for halves) as a plain number for plotting. */
export function toNumber(p: number | string | null | undefined): number {
  if (typeof p === "number") return p;
  if (typeof p !== "string" || p.trim() === "") return 0;
  const [n, d] = p.split("/").map(Number);
  const v = d ? n / d : n;
  return Number.isFinite(v) ? v : 0;
}

export type Series = {
  /** x values: 0 (start), 1..n hands, and n + 1 for the bonuses when there are any. */
  xs: number[];
  /** One row per seat: the running total at each x. */
  totals: number[][];
  /** True when the last x is the end-of-game bonus step. */
  withBonus: boolean;
};

/** Running totals per seat, starting from zero, with the bonus step when any bonus is not 0. */
export function runningSeries(hands: readonly HandLine[], seats: number, bonuses: readonly (number | string)[] = []): Series {
  const xs = [0, ...hands.map((_, i) => i + 1)];
  const totals = Array.from({ length: seats }, (_, seat) => [0, ...hands.map((h) => toNumber(h.running[seat]))]);
  const withBonus = bonuses.some((b) => toNumber(b) !== 0);
  if (withBonus) {
    xs.push(hands.length + 1);
    totals.forEach((row, seat) => row.push(row[row.length - 1] + toNumber(bonuses[seat])));
  }
  return { xs, totals, withBonus };
}

/** Line colours, one per seat, distinct in light and dark themes and for common colour blindness. */
export const PALETTE = ["#e07b00", "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"];

export function colourOf(seat: number): string {
  return PALETTE[seat % PALETTE.length];
}
