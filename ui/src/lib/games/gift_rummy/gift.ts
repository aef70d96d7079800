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
