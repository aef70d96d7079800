// Presentation of the Skull & Roses tracker: where each seat sits on the ring, and the
// buttons for the legal moves Rust lists (rules/src/games/skull_and_roses). No rule lives
// here: every button is one of the moves Rust says it would accept now.
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
      return next.canPlace ? `${name(next.seat)}: place a card or challenge` : `${name(next.seat)} has no card in hand and must challenge`;
    case "bid":
      return `Bid ${next.current}. ${name(next.seat)}: raise or pass`;
    case "reveal":
      return `${name(next.challenger)} turns cards over: ${next.roses} of ${next.bid} roses`;
    case "lose":
      return next.random
        ? `${name(next.skullOwner)}'s skull! ${name(next.challenger)} loses one of ${next.cards} cards, drawn at random`
        : `${name(next.challenger)}'s own skull! ${name(next.challenger)} loses a card of their choice`;
    case "starter":
      return `${name(next.challenger)} is out and names who starts the next round`;
    case "done":
      return "The round is over";
  }
}
