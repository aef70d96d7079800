// Presentation of the Avalanche tracker (rules/src/games/avalanche): the ranks to tap, the
// counts the player to move can play, and the banner for what the last play did. Rust
// classifies every play and moves the cards; this only words its answer.
import type { AvalancheStep } from "../../bindings/AvalancheStep";
import type { PlayKind } from "../../bindings/PlayKind";

/** The counts a hand of `held` cards can play: 1..held. */
export function counts(held: number): number[] {
  return Array.from({ length: Math.max(0, held) }, (_, i) => i + 1);
}

/** The banner for the last move ("Fall! 8 cards to Cal"). */
export function banner(step: AvalancheStep | null, name: (seat: number) => string): string {
  if (!step || step.kind === null) return step ? "Snowfall: one card drawn." : "";
  switch (step.kind) {
    case "start":
      return "Start: a new avalanche.";
    case "grow":
      return "Grow!";
    case "stop":
      return `Stop! ${step.cards} cards leave the game.`;
    case "fall":
      return `Fall! ${step.cards} cards to ${step.receiver === null ? "?" : name(step.receiver)}.`;
  }
}

/** How a deal's plays went, counted ("3 grows, 1 stop, 2 falls"), from Rust's class of each. */
export function tally(kinds: readonly (PlayKind | null)[]): string {
  const n = (k: PlayKind) => kinds.filter((x) => x === k).length;
  const word = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
  return [word(n("grow"), "grow"), word(n("stop"), "stop"), word(n("fall"), "fall")].join(", ");
}
