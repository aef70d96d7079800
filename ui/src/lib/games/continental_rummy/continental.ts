// Continental Rummy form state <-> the ContinentalHand facts Rust reads: the winner's
// sequences as shown (jokers declared, JK=7c), or just the wild cards counted, plus the
// Bicycle first-turn facts. Shapes only; Rust checks the shape and prices the payment.
import { t } from "../../i18n/index.svelte";
import type { ContinentalHand } from "../../bindings/ContinentalHand";
import type { Draft } from "../types";
import { meldsFrom, meldTexts, whoFrom, type Who } from "../rummy_family/family";

export type ContinentalForm = "melds" | "count";

export type ContinentalState = {
  form: ContinentalForm;
  winner: Who;
  melds: string[][];
  jokers: number | null;
  deuces: number | null;
  firstTurn: boolean;
  withoutDrawing: boolean;
  oneSuit: boolean;
};

/** The form's starting state: empty, or from the hand being amended. */
export function continentalState(initial: ContinentalHand | null): ContinentalState {
  const s: ContinentalState = { form: "melds", winner: null, melds: [], jokers: null, deuces: null, firstTurn: false, withoutDrawing: false, oneSuit: false };
  if (initial?.form === "melds") {
    return { ...s, winner: whoFrom(initial.winner, false), melds: meldsFrom(initial.melds), firstTurn: initial.firstTurn, withoutDrawing: initial.withoutDrawing };
  }
  if (initial?.form === "count") {
    const { winner, jokers, deuces, firstTurn, withoutDrawing, oneSuit } = initial;
    return { ...s, form: "count", winner: whoFrom(winner, false), jokers, deuces, firstTurn, withoutDrawing, oneSuit };
  }
  return s;
}

/** The facts for Rust; pending until the winner is marked and a card or count is entered. */
export function continentalFacts(s: ContinentalState): Draft<ContinentalHand> {
  if (typeof s.winner !== "number") return { facts: null, pending: t("rummy-mark", { who: "out" }) };
  const bicycle = { firstTurn: s.firstTurn, withoutDrawing: s.firstTurn && s.withoutDrawing };
  if (s.form === "count") {
    if (s.jokers === null) return { facts: null, pending: t("cr-pending-jokers") };
    return { facts: { form: "count", winner: s.winner, jokers: s.jokers, deuces: s.deuces ?? 0, oneSuit: s.oneSuit, ...bicycle } };
  }
  const melds = meldTexts(s.melds);
  if (melds.length === 0) return { facts: null, pending: t("cr-pending-sequences") };
  return { facts: { form: "melds", winner: s.winner, melds, ...bicycle } };
}
