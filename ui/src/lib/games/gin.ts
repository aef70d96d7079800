// Gin Rummy form state <-> the GinHand facts Rust reads. Shapes only; Rust judges them.
import type { GinHand } from "../bindings/GinHand";
import type { Entry } from "./types";

export type GinForm = "cards" | "counts" | "void";

/** Everything the Gin form holds. */
export type GinState = {
  form: GinForm;
  knocker: number;
  knockerCards: string[];
  defenderCards: string[];
  knockerDeadwood: number | null;
  defenderDeadwood: number | null;
  bigGin: boolean;
  upcard: string | null;
};

/** The form's starting state: empty, or filled from a stored hand being amended. */
export function ginState(initial: GinHand | null): GinState {
  const s: GinState = {
    form: "cards",
    knocker: 0,
    knockerCards: [],
    defenderCards: [],
    knockerDeadwood: null,
    defenderDeadwood: null,
    bigGin: false,
    upcard: null,
  };
  if (!initial) return s;
  if (initial.form === "void") return { ...s, form: "void" };
  if (initial.form === "counts") {
    return {
      ...s,
      form: "counts",
      knocker: initial.knocker,
      knockerDeadwood: initial.knockerDeadwood,
      defenderDeadwood: initial.defenderDeadwood,
      bigGin: initial.bigGin,
      upcard: initial.upcard ?? null,
    };
  }
  return {
    ...s,
    knocker: initial.knocker,
    knockerCards: [...initial.knockerCards],
    defenderCards: [...initial.defenderCards],
    upcard: initial.upcard ?? null,
  };
}

/** The facts for Rust, or a pending note while a count is still empty. */
export function ginFacts(s: GinState): Entry {
  const upcard = s.upcard ? { upcard: s.upcard } : {};
  switch (s.form) {
    case "void":
      return { facts: { form: "void" } satisfies GinHand };
    case "counts": {
      if (s.knockerDeadwood === null || s.defenderDeadwood === null) {
        return { facts: null, pending: "Enter both deadwood counts." };
      }
      const facts: GinHand = {
        form: "counts",
        knocker: s.knocker,
        knockerDeadwood: s.knockerDeadwood,
        defenderDeadwood: s.defenderDeadwood,
        bigGin: s.bigGin,
        ...upcard,
      };
      return { facts };
    }
    case "cards": {
      if (s.knockerCards.length === 0 && s.defenderCards.length === 0) {
        return { facts: null, pending: "Tap the knocker's cards, then the defender's." };
      }
      const facts: GinHand = {
        form: "cards",
        knocker: s.knocker,
        knockerCards: [...s.knockerCards],
        defenderCards: [...s.defenderCards],
        ...upcard,
      };
      return { facts };
    }
  }
}
