// Selection helpers for the card picker: plain list operations on card codes ("As", "Td") as
// Rust sends them. No rules here: how many cards a hand needs, and whether a card may appear
// twice, is for Rust to say.

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
    for (const c of cards) out[c] ??= names[i] ?? `Player ${i + 1}`;
  });
  return out;
}

/** Card codes as Rust reads them from text: "3s 4s 5s". */
export function cardText(cards: readonly string[]): string {
  return cards.join(" ");
}
