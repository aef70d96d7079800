// Gambler's Rummy form state <-> the GamblersHand facts Rust reads: who went out (or nobody,
// after a refusal), every seat's cards, and a one-turn going out. Shapes only; Rust judges them.
import type { GamblersHand } from "../../bindings/GamblersHand";
import type { Draft } from "../types";
import { nothingEntered, pendingNote, seatOf, seatStates, seatTexts, whoFrom, type SeatState, type Who } from "../rummy_family/family";

export type GamblersState = { winner: Who; seats: SeatState[]; oneTurnOut: boolean };

/** The form's starting state: empty, or from the hand being amended. */
export function gamblersState(seats: number, initial: GamblersHand | null): GamblersState {
  if (initial?.form !== "cards") return { winner: null, seats: seatStates(seats, undefined), oneTurnOut: false };
  return { winner: whoFrom(initial.winner, true), seats: seatStates(seats, initial.hands), oneTurnOut: initial.oneTurnOut };
}

/** The facts for Rust; pending until the winner (or a refusal) is marked and cards are entered. */
export function gamblersFacts(s: GamblersState): Draft<GamblersHand> {
  const winner = seatOf(s.winner);
  const pending = pendingNote(s.winner, "out", nothingEntered(s.seats.filter((_, i) => i !== winner)));
  const facts: GamblersHand = { form: "cards", winner, hands: seatTexts(s.seats, winner), oneTurnOut: winner !== null && s.oneTurnOut };
  // Once the winner (or a refusal) is marked the form is worth keeping as the draft.
  if (pending) return { facts: null, pending, partial: s.winner === null ? undefined : facts };
  return { facts };
}
