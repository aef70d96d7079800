// Rummy 500 form state <-> the Rummy500Hand facts Rust reads: per seat, the melds put down
// this hand (jokers declared, JK=7c), the lay-offs (cards and the meld they went onto, as it
// lay then) and the cards left in hand. Shapes only; Rust checks and values every card.
import { t } from "../../i18n/index.svelte";
import type { Rummy500Hand } from "../../bindings/Rummy500Hand";
import type { Draft } from "../types";
import { isJoker, meldsFrom, meldText, meldTexts, pretty, tokensOf } from "../rummy_family/family";

/** One seat's part of the hand. */
export type R500Seat = { melds: string[][]; layCards: string[][]; layOnto: string[]; hand: string[] };

/** A meld on the table a lay-off can go onto. */
export type Target = { seat: number; text: string; label: string };

/** The form's starting state: empty, or from the hand being amended. */
export function r500State(seats: number, initial: Rummy500Hand | null): R500Seat[] {
  const cards = initial?.form === "cards" ? initial : null;
  return Array.from({ length: seats }, (_, i) => ({
    melds: meldsFrom(cards?.melds[i]),
    layCards: (cards?.layoffs[i] ?? []).map((l) => tokensOf(l.cards)),
    layOnto: (cards?.layoffs[i] ?? []).map((l) => l.onto),
    hand: tokensOf(cards?.hands[i]),
  }));
}

/** Every meld put down this hand, by any seat, as a lay-off target (its cards written with the
 *  labels of Rust's deck, see `labelsOf`). */
export function targets(seats: readonly R500Seat[], players: readonly string[], labels: Readonly<Record<string, string>>): Target[] {
  return seats.flatMap((s, seat) =>
    meldTexts(s.melds).map((text) => ({ seat, text, label: `${players[seat] ?? t("player-n", { n: seat + 1 })}: ${tokensOf(text).map((tok) => pretty(tok, labels)).join(" ")}` })),
  );
}

/** The meld `base` as it lies now: its cards and every card laid off onto it so far. */
export function ontoNow(seats: readonly R500Seat[], base: string): string {
  const extra = seats.flatMap((s) => s.layCards.filter((_, i) => (s.layOnto[i] ?? "").startsWith(base)).flat());
  return [base, ...extra.filter((t) => t.length > 0)].join(" ");
}

/** Cards used anywhere but in `except` of `seat` (card → the player holding it), to dim; a
 *  joker's declared card is not one. */
export function usedElsewhere(seats: readonly R500Seat[], players: readonly string[], seat: number, except: "melds" | "lay" | "hand"): Record<string, string> {
  const out: Record<string, string> = {};
  seats.forEach((s, i) => {
    const parts = { melds: s.melds.flat(), lay: s.layCards.flat(), hand: s.hand };
    for (const [k, tokens] of Object.entries(parts)) {
      if (i === seat && k === except) continue;
      for (const tok of tokens) if (!isJoker(tok)) out[tok] ??= players[i] ?? t("player-n", { n: i + 1 });
    }
  });
  return out;
}

/** Cards a seat has entered in all (melds, lay-offs, hand). */
export function seatCount(s: R500Seat): number {
  return s.melds.flat().length + s.layCards.flat().length + s.hand.length;
}

/** The facts for Rust; pending only while nothing at all has been entered. */
export function r500Facts(seats: readonly R500Seat[]): Draft<Rummy500Hand> {
  if (seats.every((s) => seatCount(s) === 0)) return { facts: null, pending: t("r5-pending") };
  return {
    facts: {
      form: "cards",
      hands: seats.map((s) => s.hand.join(" ")),
      melds: seats.map((s) => meldTexts(s.melds)),
      layoffs: seats.map((s) =>
        s.layCards.map((c, i) => ({ cards: meldText(c), onto: s.layOnto[i] ?? "" })).filter((l) => l.cards.length > 0),
      ),
    },
  };
}
