// Oh Heck! form state -> the OhHeckHand facts Rust reads. Shapes only; Rust judges them.
import type { OhHeckHand } from "../../bindings/OhHeckHand";
import type { Trump } from "../../bindings/Trump";
import type { Draft } from "../types";

/** 0, 1, …, n: the buttons offered for a bid or a trick count (n comes from Rust). */
export function upTo(n: number): number[] {
  return Array.from({ length: Math.max(0, n) + 1 }, (_, i) => i);
}

/** The facts for Rust, or a pending note while a bid or trick count is missing. */
export function ohHeckFacts(handSize: number | null, trump: Trump | null, bids: readonly (number | null)[], tricks: readonly (number | null)[]): Draft<OhHeckHand> {
  if (bids.some((b) => b === null)) return { facts: null, pending: "Enter every player's bid." };
  if (tricks.some((t) => t === null)) return { facts: null, pending: "Enter the tricks each player took." };
  const facts: OhHeckHand = {
    handSize,
    trump,
    bids: bids.map((b) => b ?? 0),
    tricks: tricks.map((t) => t ?? 0),
  };
  return { facts };
}
