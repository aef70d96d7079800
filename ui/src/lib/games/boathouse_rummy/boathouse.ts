// Boathouse form state <-> the BoathouseHand facts Rust reads: who went out and every loser's
// cards (no counts: Rust finds the unmatched cards). Shapes only; Rust judges them.
import type { BoathouseHand } from "../../bindings/BoathouseHand";
import type { Draft } from "../types";
import { nothingEntered, pendingNote, seatStates, seatTexts, whoFrom, type SeatState, type Who } from "../rummy_family/family";

export type BoathouseState = { winner: Who; seats: SeatState[] };

/** The form's starting state: empty, or from the hand being amended. */
export function boathouseState(seats: number, initial: BoathouseHand | null): BoathouseState {
  if (initial?.form !== "cards") return { winner: null, seats: seatStates(seats, undefined) };
  return { winner: whoFrom(initial.winner, false), seats: seatStates(seats, initial.hands) };
}

/** The facts for Rust; pending until the winner is marked and a loser's cards are entered. */
export function boathouseFacts(s: BoathouseState): Draft<BoathouseHand> {
  const winner = typeof s.winner === "number" ? s.winner : null;
  const pending = pendingNote(winner, "out", nothingEntered(s.seats.filter((_, i) => i !== winner)));
  if (winner === null) return { facts: null, pending: pending ?? "" };
  const facts: BoathouseHand = { form: "cards", winner, hands: seatTexts(s.seats, winner) };
  // Once the winner is marked the form is worth keeping as the draft, cards or not.
  if (pending) return { facts: null, pending, partial: facts };
  return { facts };
}
