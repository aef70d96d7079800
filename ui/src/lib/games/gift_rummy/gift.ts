// Gift Rummy form state <-> the GiftRummyHand facts Rust reads. Shapes only; Rust judges them.
import type { GiftRummyHand } from "../../bindings/GiftRummyHand";
import type { Draft } from "../types";

/** The form's starting state: empty, or filled from a stored deal being amended. */
export function giftState(seats: number, initial: GiftRummyHand | null) {
  const hands = Array.from({ length: seats }, (_, i) => (initial?.hands[i] ?? "").split(/[\s,]+/).filter(Boolean));
  const flags = (list: readonly boolean[] | undefined) => Array.from({ length: seats }, (_, i) => list?.[i] === true);
  return { hands, round1: flags(initial?.knockedAfterRound1), round2: flags(initial?.knockedAfterRound2) };
}

/** The facts for Rust (every seat's cards as text, knock flags; empty lists = nobody). */
export function giftFacts(hands: readonly (readonly string[])[], round1: readonly boolean[], round2: readonly boolean[]): Draft<GiftRummyHand> {
  const facts: GiftRummyHand = {
    hands: hands.map((h) => h.join(" ")),
    knockedAfterRound1: round1.some(Boolean) ? [...round1] : [],
    knockedAfterRound2: round2.some(Boolean) ? [...round2] : [],
    bonusClaimedBy: null,
  };
  return { facts };
}

/** The one seat whose cards are already known: when every other seat holds its `size` cards
 *  (the hand size Rust gives) and this one holds none, it holds what is left of the pack
 *  (`deck`, in Rust's order). Returns that seat and its cards, or null when no seat is
 *  determined yet (or the hand size is not known). */
export function lastHand(hands: readonly (readonly string[])[], deck: readonly string[], size: number | null): { seat: number; cards: string[] } | null {
  if (size === null) return null;
  const empty = hands.flatMap((h, seat) => (h.length === 0 ? [seat] : []));
  if (empty.length !== 1 || hands.some((h, seat) => seat !== empty[0] && h.length !== size)) return null;
  const held = new Set(hands.flat());
  const left = deck.filter((c) => !held.has(c));
  return left.length === size ? { seat: empty[0], cards: left } : null;
}

/** The tab to show after a change: the next seat still short of `size` cards once `tab` is full. */
export function nextTab(hands: readonly (readonly string[])[], tab: number, size: number | null): number {
  if (size === null || (hands[tab]?.length ?? 0) < size) return tab;
  for (let i = 1; i < hands.length; i++) {
    const seat = (tab + i) % hands.length;
    if (hands[seat].length < size) return seat;
  }
  return tab;
}
