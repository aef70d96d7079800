// Gin Rummy form state <-> the GinHand facts Rust reads. Shapes only; Rust judges them.
import { t } from "../../i18n/index.svelte";
import type { GinHand } from "../../bindings/GinHand";
import type { Draft } from "../types";

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
  /** The knocker's melds as laid out, typed: "3s 4s 5s; 8d 8c 8h" ("" = let the referee choose). */
  melds: string;
};

/** Splits typed melds into groups of card tokens ("3s 4s 5s; 8d 8c 8h" or commas/bars between
 *  melds); Rust reads and judges every token. */
export function meldGroups(text: string): string[][] {
  return text
    .split(/[;,|\n]/)
    .map((g) => g.split(/\s+/).filter(Boolean))
    .filter((g) => g.length > 0);
}

/** Typed melds back from stored groups. */
export function meldText(groups: readonly (readonly string[])[] | undefined): string {
  return (groups ?? []).map((g) => g.join(" ")).join("; ");
}

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
    melds: "",
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
    melds: meldText(initial.knockerMelds),
  };
}

/** The facts for Rust, or a pending note while a count is still empty. */
export function ginFacts(s: GinState): Draft<GinHand> {
  const upcard = s.upcard ? { upcard: s.upcard } : {};
  switch (s.form) {
    case "void":
      return { facts: { form: "void" } satisfies GinHand };
    case "counts": {
      if (s.knockerDeadwood === null || s.defenderDeadwood === null) {
        return { facts: null, pending: t("gin-pending-counts") };
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
        return { facts: null, pending: t("gin-pending-cards") };
      }
      const facts: GinHand = {
        form: "cards",
        knocker: s.knocker,
        knockerCards: [...s.knockerCards],
        defenderCards: [...s.defenderCards],
        ...upcard,
      };
      const groups = meldGroups(s.melds);
      if (groups.length > 0) facts.knockerMelds = groups;
      return { facts };
    }
  }
}
