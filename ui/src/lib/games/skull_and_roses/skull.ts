// Presentation of the Skull & Roses tracker: where each seat sits on the ring, and the
// buttons for the legal moves Rust lists (rules/src/games/skull_and_roses). No rule lives
// here: every button is one of the moves Rust says it would accept now.
import { t } from "../../i18n/index.svelte";
import type { SkullMove } from "../../bindings/SkullMove";
import type { SkullNext } from "../../bindings/SkullNext";

/** Where seat `seat` of `seats` sits on the ring, as percentages of the ring's box (seat 0 at
 *  the bottom, then clockwise). */
export function ringSpot(seat: number, seats: number): { left: number; top: number } {
  const angle = Math.PI / 2 + (2 * Math.PI * seat) / Math.max(1, seats);
  return { left: 50 + 40 * Math.cos(angle), top: 50 + 40 * Math.sin(angle) };
}

/** One button: its label, what it sends, and its test id. */
export type MoveButton = { label: string; move: SkullMove; testid: string };

/** The bids the legal moves allow, as buttons ("Challenge at 3", "Raise to 5"). */
export function bidButtons(legal: SkullMove[]): MoveButton[] {
  const out: MoveButton[] = [];
  for (const m of legal) {
    if (m.move === "challenge") out.push({ label: `${m.bid}`, move: m, testid: `bid-${m.bid}` });
    if (m.move === "raise") out.push({ label: `${m.bid}`, move: m, testid: `bid-${m.bid}` });
  }
  return out;
}

/** The legal move of kind `kind`, if any (place, pass, lose without a draw). */
export function find(legal: SkullMove[], kind: SkullMove["move"]): SkullMove | undefined {
  return legal.find((m) => m.move === kind && !(m.move === "lose" && m.pick !== undefined));
}

/** The headline of the step the round waits for. */
export function stepLine(next: SkullNext, name: (seat: number) => string): string {
  switch (next.step) {
    case "placeOrChallenge":
      return next.canPlace ? t("skull-step-place", { name: name(next.seat) }) : t("skull-step-must-challenge", { name: name(next.seat) });
    case "bid":
      return t("skull-step-bid", { bid: next.current, name: name(next.seat) });
    case "reveal":
      return t("skull-step-reveal", { name: name(next.challenger), roses: next.roses, bid: next.bid });
    case "lose":
      return next.random
        ? t("skull-step-lose-random", { owner: name(next.skullOwner), name: name(next.challenger), cards: next.cards })
        : t("skull-step-lose-own", { name: name(next.challenger) });
    case "starter":
      return t("skull-step-starter", { name: name(next.challenger) });
    case "done":
      return t("skull-step-done");
  }
}
