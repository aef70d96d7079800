// The rummy family's form state <-> the facts Rust reads, shared by the six rummy games
// (rules/src/games/rummy_family): who went out or knocked, each seat's cards or announced
// count, melds with declared jokers ("JK=7c"). Shapes only; Rust judges every card and count.

import { t } from "../../i18n/index.svelte";
import type { CardFace } from "../../bindings/CardFace";

/** Who ended the hand: a seat, "none" (nobody went out, where the game allows it), or not yet marked. */
export type Who = number | "none" | null;

/** One seat's cards as tapped, or the count it announced instead. */
export type SeatState = { cards: string[]; announced: boolean; count: number | null };

/** The seat to show once seat `tab` holds `size` cards (Rust's deal size at this table): the
 *  next seat after it, among the `shown` tabs, that is still short of its hand and has not
 *  announced a count instead; `tab` itself while it is short, or when no other seat is. */
export function nextShortSeat(seats: readonly SeatState[], shown: readonly number[], tab: number, size: number | null): number {
  if (size === null || (seats[tab]?.cards.length ?? 0) < size) return tab;
  const at = shown.indexOf(tab);
  for (let i = 1; i < shown.length; i++) {
    const seat = shown[(at + i) % shown.length];
    const s = seats[seat];
    if (s && !s.announced && s.cards.length < size) return seat;
  }
  return tab;
}

/** Card tokens from text as Rust writes them ("KC 7D AH"; "" = none). */
export function tokensOf(text: string | undefined | null): string[] {
  return (text ?? "").split(/[\s,]+/).filter(Boolean);
}

/** Each seat's state from stored entries (cards as text, or an announced count). */
export function seatStates(seats: number, entries: readonly (string | number)[] | undefined): SeatState[] {
  return Array.from({ length: seats }, (_, i) => {
    const e = entries?.[i];
    if (typeof e === "number") return { cards: [], announced: true, count: e };
    return { cards: tokensOf(e), announced: false, count: null };
  });
}

/** Who from a stored seat (null in a game where that means nobody went out). */
export function whoFrom(seat: number | null | undefined, nullMeansNone: boolean): Who {
  if (seat === null || seat === undefined) return nullMeansNone ? "none" : null;
  return seat;
}

/** The seat Rust reads for `who` ("none" → null). */
export function seatOf(who: Who): number | null {
  return typeof who === "number" ? who : null;
}

/** True when nothing has been entered for any seat yet. */
export function nothingEntered(seats: readonly SeatState[]): boolean {
  return seats.every((s) => (s.announced ? s.count === null : s.cards.length === 0));
}

/** The seats' entries as Rust reads them: cards as text, an announced count as a number
 *  (an announced seat left empty is sent as "" so Rust names the seat). `skip` (the winner)
 *  holds nothing. */
export function seatEntries(seats: readonly SeatState[], skip: number | null): (string | number)[] {
  return seats.map((s, i) => {
    if (i === skip) return "";
    if (s.announced) return s.count ?? "";
    return s.cards.join(" ");
  });
}

/** The seats' cards as text only (the games that take no announced counts). */
export function seatTexts(seats: readonly SeatState[], skip: number | null): string[] {
  return seats.map((s, i) => (i === skip ? "" : s.cards.join(" ")));
}

/** A pending note while the hand has no winner marked, or nothing entered. `whoLabel` is the
 *  catalogue's `$who`: "out" (who went out) or "knocked" (who knocked). */
export function pendingNote(who: Who, whoLabel: "out" | "knocked", empty: boolean): string | null {
  if (who === null) return t("rummy-mark", { who: whoLabel });
  if (empty) return t("gin-pending-cards");
  return null;
}

// ---- Melds with jokers ---------------------------------------------------------------------

/** True for a joker token, declared ("JK=7c") or not ("JK"). */
export function isJoker(token: string): boolean {
  return /^jk(=|$)/i.test(token);
}

/** The card a token shows in the grid: itself, or the card a joker stands for. */
export function faceOf(token: string): string {
  const at = token.indexOf("=");
  return at < 0 ? token : token.slice(at + 1);
}

/** A tap on `card` into one meld: with `joker` armed, a joker standing for it is added;
 *  otherwise the card is added, or taken out if it is there (natural or joker). */
export function tapInto(meld: readonly string[], card: string, joker: boolean): string[] {
  if (joker) return [...meld, `JK=${card}`];
  const at = meld.findIndex((t) => faceOf(t) === card);
  return at < 0 ? [...meld, card] : meld.filter((_, i) => i !== at);
}

/** The meld as Rust reads it: "5c 6c JK=7c". */
export function meldText(meld: readonly string[]): string {
  return meld.join(" ");
}

/** Melds from stored text, one token list each. */
export function meldsFrom(texts: readonly string[] | undefined): string[][] {
  return (texts ?? []).map(tokensOf).filter((m) => m.length > 0);
}

/** Who holds which card among `melds` except the one being built: card → "2nd meld". A
 *  joker's declared card is not held (the physical card may still be in play). */
export function meldOwners(melds: readonly (readonly string[])[], except: number, what: MeldWord = "meld"): Record<string, string> {
  const out: Record<string, string> = {};
  melds.forEach((m, i) => {
    if (i === except) return;
    for (const tok of m) if (!isJoker(tok)) out[tok] ??= t("meld-nth", { what, n: i + 1 });
  });
  return out;
}

/** What the melds being tapped are called (the catalogue's `$what`): melds, or Rummy 500's
 *  lay-offs. */
export type MeldWord = "meld" | "lay-off";

/** The melds without empty ones, as text. */
export function meldTexts(melds: readonly (readonly string[])[]): string[] {
  return melds.filter((m) => m.length > 0).map(meldText);
}

/** Each card's label as Rust writes it ("7c" → "7♣"), by card code in lower case, from the
 *  deck Rust sends (`rules_deck`). */
export function labelsOf(deck: readonly CardFace[]): Record<string, string> {
  return Object.fromEntries(deck.map((f) => [f.card.toLowerCase(), f.label]));
}

/** A token as people read it: "7♣", "10♥", "JK→7♣" (a joker and the card it stands for),
 *  with the labels of Rust's deck (`labelsOf`); a token not in the deck is shown as typed. */
export function pretty(token: string, labels: Readonly<Record<string, string>>): string {
  const card = (t: string) => labels[t.toLowerCase()] ?? t.toUpperCase();
  const at = token.indexOf("=");
  if (at >= 0) return `${card(token.slice(0, at))}→${card(token.slice(at + 1))}`;
  return card(token);
}

/** True when the hand being amended was kept as points (before the referee): it stays a
 *  points form, so its points are not lost. */
export function keptAsPoints(initial: { facts: unknown } | null): boolean {
  const facts = initial?.facts as { form?: string } | undefined;
  return facts?.form === "points";
}
