// Presentation of the Avalanche tracker (rules/src/games/avalanche): the ranks to tap, the
// counts the player to move can play, and the banner for what the last play did. Rust
// classifies every play and moves the cards; this only words its answer.
import { t } from "../../i18n/index.svelte";
import type { AvalancheStep } from "../../bindings/AvalancheStep";
import type { PlayKind } from "../../bindings/PlayKind";

/** The counts a hand of `held` cards can play: 1..held. */
export function counts(held: number): number[] {
  return Array.from({ length: Math.max(0, held) }, (_, i) => i + 1);
}

/** The banner for the last move ("Fall! 8 cards to Cal"). */
export function banner(step: AvalancheStep | null, name: (seat: number) => string): string {
  if (!step || step.kind === null) return step ? t("av-banner-snowfall") : "";
  switch (step.kind) {
    case "start":
      return t("av-banner-start");
    case "grow":
      return t("av-banner-grow");
    case "stop":
      return t("av-banner-stop", { count: step.cards });
    case "fall":
      return t("av-banner-fall", { count: step.cards, name: step.receiver === null ? "?" : name(step.receiver) });
  }
}

/** How a deal's plays went, counted ("3 grows, 1 stop, 2 falls"), from Rust's class of each. */
export function tally(kinds: readonly (PlayKind | null)[]): string {
  const n = (k: PlayKind) => kinds.filter((x) => x === k).length;
  return t("av-tally", { grows: n("grow"), stops: n("stop"), falls: n("fall") });
}
