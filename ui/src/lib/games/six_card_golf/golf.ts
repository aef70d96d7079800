// Six Card Golf form state -> the GolfHand facts Rust reads. Shapes only; Rust judges them.
import { t } from "../../i18n/index.svelte";
import type { GolfEntry } from "../../bindings/GolfEntry";
import type { GolfHand } from "../../bindings/GolfHand";
import type { Draft } from "../types";

/** One player's hole: six slots (top row 0-2, bottom row 3-5), or a score typed by hand. */
export type GolfSeat = { mode: "cards" | "score"; slots: (string | null)[]; score: number | null };

/** Empty seats, or seats filled from a stored hole being amended. */
export function golfSeats(seats: number, initial: GolfHand | null): GolfSeat[] {
  return Array.from({ length: seats }, (_, i) => {
    const e = initial?.entries[i];
    if (typeof e === "number") return { mode: "score", slots: Array(6).fill(null), score: e };
    if (typeof e === "string") {
      const cards = e.replace("/", " ").split(/\s+/).filter(Boolean);
      const slots = Array.from({ length: 6 }, (_, k) => cards[k] ?? null);
      return { mode: "cards", slots, score: null };
    }
    return { mode: "cards", slots: Array(6).fill(null), score: null };
  });
}

/** "KS 5H QD / 2C 5D JC": the layout as Rust reads it. */
export function layoutText(slots: readonly (string | null)[]): string {
  const c = slots.map((s) => s ?? "?");
  return `${c.slice(0, 3).join(" ")} / ${c.slice(3, 6).join(" ")}`;
}

/** The next empty slot after `from`, wrapping; null when all six are filled. */
export function nextEmpty(slots: readonly (string | null)[], from: number): number | null {
  for (let k = 1; k <= slots.length; k++) {
    const i = (from + k) % slots.length;
    if (slots[i] === null) return i;
  }
  return null;
}

/** The facts for Rust, or a pending note naming the first player still to enter. */
export function golfFacts(seats: readonly GolfSeat[], players: readonly string[]): Draft<GolfHand> {
  const entries: GolfEntry[] = [];
  for (const [i, s] of seats.entries()) {
    const who = players[i] ?? t("player-n", { n: i + 1 });
    if (s.mode === "score") {
      if (s.score === null) return { facts: null, pending: t("golf-pending-score", { name: who }) };
      entries.push(s.score);
    } else {
      if (s.slots.some((c) => c === null)) return { facts: null, pending: t("golf-pending-cards", { name: who }) };
      entries.push(layoutText(s.slots));
    }
  }
  return { facts: { entries } satisfies GolfHand };
}
