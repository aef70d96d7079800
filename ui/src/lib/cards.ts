// Selection helpers for the card picker: plain list operations on card codes ("As", "Td") as
// Rust sends them. No rules here: how many cards a hand needs, and whether a card may appear
// twice, is for Rust to say.
import { t } from "./i18n/index.svelte";

/** Adds `card` at the end, or removes it if it is already there (tap order is kept). */
export function toggleCard(selected: readonly string[], card: string): string[] {
  return selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card];
}

/** Adds typed cards that are not selected yet, in the order typed. */
export function addCards(selected: readonly string[], cards: readonly string[]): string[] {
  const out = [...selected];
  for (const c of cards) if (!out.includes(c)) out.push(c);
  return out;
}

/** Who holds which card, over every hand except `except`: card → that player's name. */
export function ownersOf(hands: readonly (readonly string[])[], names: readonly string[], except: number): Record<string, string> {
  const out: Record<string, string> = {};
  hands.forEach((cards, i) => {
    if (i === except) return;
    for (const c of cards) out[c] ??= names[i] ?? t("player-n", { n: i + 1 });
  });
  return out;
}

/** Card codes as Rust reads them from text: "3s 4s 5s". */
export function cardText(cards: readonly string[]): string {
  return cards.join(" ");
}

/** Each rank as the catalogue selects on it (`card-rank`'s `$rank`). */
const RANK_WORDS: Record<string, string> = {
  A: "ace",
  "2": "two",
  "3": "three",
  "4": "four",
  "5": "five",
  "6": "six",
  "7": "seven",
  "8": "eight",
  "9": "nine",
  "10": "ten",
  J: "jack",
  Q: "queen",
  K: "king",
};

/** A card as a screen reader says it: "seven of clubs", then ", selected" when it is tapped
 *  or ", held by Ann" when another hand holds it. `face` is Rust's CardFace ("7", "clubs"). */
export function cardName(face: { rank: string; suitName: string }, state: { selected?: boolean; owner?: string } = {}): string {
  const rankId = RANK_WORDS[face.rank];
  const rank = rankId ? t("card-rank", { rank: rankId }) : face.rank;
  const name = face.suitName ? t("card-name", { rank, suit: t("card-suit", { suit: face.suitName }) }) : rank;
  if (state.selected) return t("card-selected", { name });
  if (state.owner) return t("card-held-by", { name, owner: state.owner });
  return name;
}
