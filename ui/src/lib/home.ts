// How a game reads on the home screen: its title, each player's total, and who leads or won.
// Every number and the leaders/winners come from Rust (GameCard); this only words them.
import type { GameCard } from "./bindings/GameCard";
import { seatNames } from "./names";
import { pts } from "./games/present";
import { t } from "./i18n/index.svelte";

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
  const count = card.leaders.length;
  if (count === 0) return card.over ? t("home-finished") : "";
  return card.over ? t("home-won", { who, count }) : t("home-leads", { who, count });
}
