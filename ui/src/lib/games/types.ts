// What every hand-entry component shares: the props it gets and what it reports back.
import type { Table } from "../bindings/Table";

/** What a hand-entry component reports on every change. */
export type Entry = {
  /** The facts as Rust reads them (the game's `Hand` JSON). */
  facts: unknown;
  /** Set while the form is visibly unfinished (an empty field): no preview, no save yet. */
  pending?: string;
};

/** The props of every hand-entry component in this folder. */
export type EntryProps = {
  /** Player names in seat order. */
  players: string[];
  /** The game's options as the rules read them (complete, from `rules_options`). */
  options: Record<string, unknown>;
  /** The game's stored options, as sent back to Rust for its own lookups. */
  storedOptions: unknown;
  /** Where this hand sits: seats, 0-based hand index, dealer. */
  table: Table;
  /** The facts of the hand being amended, or null for a new hand. */
  initial: unknown;
  /** Called with the current entry whenever it changes. */
  onchange: (entry: Entry) => void;
};
