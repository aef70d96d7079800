// How a game reads on the home screen: its title, each player's total, and who leads or won.
// Every number and the leaders/winners come from Rust (GameCard); this only words them.
import type { GameCard } from "./bindings/GameCard";
import { seatNames } from "./names";
import { pts } from "./games/present";

/** The game's own name when it has one, else the game's name ("Gin Rummy"). */
export function cardTitle(card: GameCard, kindName: string): string {
  return card.name ?? kindName;
}

/** "Ann 45 · Bob 30", in seat order. */
export function cardScores(card: GameCard): string {
  return card.game.players.map((p, i) => `${p} ${pts(card.totals[i] ?? 0)}`).join(" · ");
}

/** "Ann won", "Ann and Bob share the win", "Ann leads", "Ann and Bob lead", or "" before a hand. */
export function cardVerdict(card: GameCard): string {
  const who = seatNames(card.game.players, card.leaders);
  if (card.leaders.length === 0) return card.over ? "Finished" : "";
  if (card.over) return card.leaders.length > 1 ? `${who} share the win` : `${who} won`;
  return card.leaders.length > 1 ? `${who} lead` : `${who} leads`;
}
