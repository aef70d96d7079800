// Knock Rummy form state <-> the KnockRummyHand facts Rust reads: who knocked and every
// seat's whole hand (or its announced count). Shapes only; Rust judges them.
import type { KnockRummyHand } from "../../bindings/KnockRummyHand";
import type { Draft } from "../types";
import { nothingEntered, pendingNote, seatEntries, seatOf, seatStates, whoFrom, type SeatState, type Who } from "../rummy_family/family";

export type KnockState = { knocker: Who; seats: SeatState[] };

/** The form's starting state: empty, or from the hand being amended. */
export function knockState(seats: number, initial: KnockRummyHand | null): KnockState {
  if (initial?.form !== "cards") return { knocker: null, seats: seatStates(seats, undefined) };
  return { knocker: whoFrom(initial.knocker, false), seats: seatStates(seats, initial.hands) };
}

/** The facts for Rust; pending while nothing is entered. Cards tapped before the knocker is
 *  marked are sent (and kept as a draft): Rust answers "Mark who knocked." */
export function knockFacts(s: KnockState): Draft<KnockRummyHand> {
  const empty = nothingEntered(s.seats);
  const pending = empty ? pendingNote(s.knocker, "knocked", empty) : null;
  if (pending) return { facts: null, pending };
  return { facts: { form: "cards", knocker: seatOf(s.knocker), hands: seatEntries(s.seats, null) } };
}
