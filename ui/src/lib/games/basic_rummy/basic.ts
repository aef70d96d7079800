// Basic Rummy form state <-> the BasicRummyHand facts Rust reads: who went out (or nobody),
// each loser's cards left (or announced count), and rummy. Shapes only; Rust judges them.
import type { BasicRummyHand } from "../../bindings/BasicRummyHand";
import type { Draft } from "../types";
import { nothingEntered, pendingNote, seatEntries, seatOf, seatStates, whoFrom, type SeatState, type Who } from "../rummy_family/family";

export type BasicState = { winner: Who; seats: SeatState[]; rummy: boolean };

/** The form's starting state: empty, or from the hand being amended. */
export function basicState(seats: number, initial: BasicRummyHand | null): BasicState {
  if (initial?.form !== "cards") return { winner: null, seats: seatStates(seats, undefined), rummy: false };
  return { winner: whoFrom(initial.winner, true), seats: seatStates(seats, initial.hands), rummy: initial.rummy };
}

/** The facts for Rust; pending until the winner (or nobody) is marked and cards are entered. */
export function basicFacts(s: BasicState): Draft<BasicRummyHand> {
  const winner = seatOf(s.winner);
  const pending = pendingNote(s.winner, "out", nothingEntered(s.seats.filter((_, i) => i !== winner)));
  const facts: BasicRummyHand = { form: "cards", winner, hands: seatEntries(s.seats, winner), rummy: winner !== null && s.rummy };
  // Once the winner is marked the form is worth keeping as the draft, cards or not.
  if (pending) return { facts: null, pending, partial: s.winner === null ? undefined : facts };
  return { facts };
}
