// Oh Heck! form state -> the OhHeckHand facts Rust reads. Shapes only; Rust judges them.
import { t } from "../../i18n/index.svelte";
import type { OhHeckHand } from "../../bindings/OhHeckHand";
import type { Trump } from "../../bindings/Trump";
import type { Draft } from "../types";

/** 0, 1, …, n: the buttons offered for a bid or a trick count (n comes from Rust). */
export function upTo(n: number): number[] {
  return Array.from({ length: Math.max(0, n) + 1 }, (_, i) => i);
}

/** Every entry filled in, or null while one is missing. */
function complete(xs: readonly (number | null)[]): number[] | null {
  return xs.some((x) => x === null) ? null : xs.map((x) => x ?? 0);
}

/** The facts for Rust, or a pending note while a bid or trick count is missing. Once every bid
 *  is in (and the dealer's is allowed), the bids are kept as the draft's `partial` with no
 *  tricks (`tricks: []`), so they survive closing the app while the hand is played. */
export function ohHeckFacts(handSize: number | null, trump: Trump | null, bids: readonly (number | null)[], tricks: readonly (number | null)[], dealerBidRefused = false): Draft<OhHeckHand> {
  const allBids = complete(bids);
  if (allBids === null) return { facts: null, pending: t("oh-pending-bids") };
  if (dealerBidRefused) return { facts: null, pending: t("oh-pending-dealer-again") };
  if (tricks.some((t) => t === null)) {
    return { facts: null, pending: t("oh-pending-tricks"), partial: { handSize, trump, bids: allBids, tricks: [] } };
  }
  const facts: OhHeckHand = {
    handSize,
    trump,
    bids: bids.map((b) => b ?? 0),
    tricks: tricks.map((t) => t ?? 0),
  };
  return { facts };
}

/** The seat the keypad fills next: the first seat in `order` (bidding order) with no value yet,
 *  or null when every seat has one. */
export function nextOpen(order: readonly number[], values: readonly (number | null)[]): number | null {
  return order.find((seat) => values[seat] === null) ?? null;
}
