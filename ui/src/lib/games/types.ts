// What every hand-entry component shares: the props it gets and what it reports back, and the
// per-game types read from the kind-tagged bindings (so a game's facts and outcome are typed).
import type { GameKind } from "../bindings/GameKind";
import type { GameOptions } from "../bindings/GameOptions";
import type { HandFacts } from "../bindings/HandFacts";
import type { HandOutcome } from "../bindings/HandOutcome";
import type { Table } from "../bindings/Table";

/** The facts of a `K` hand (the game's own `Hand`). */
export type FactsOf<K extends GameKind> = Extract<HandFacts, { kind: K }>["facts"];

/** The explanation of a `K` hand (the game's own `Outcome`). */
export type OutcomeOf<K extends GameKind> = Extract<HandOutcome, { kind: K }>["outcome"];

/** The options of a `K` game (the game's own `Options`). */
export type OptionsOf<K extends GameKind> = Extract<GameOptions, { kind: K }>["options"];

/** The options of a `kind` game from the typed options Rust sent, or null while they are not
 *  read yet (or belong to another game). */
export function optionsOf<K extends GameKind>(kind: K, options: GameOptions | null): OptionsOf<K> | null {
  // The kind matched, so these are a `K` game's options (TS cannot follow a generic kind).
  const o: unknown = options !== null && options.kind === kind ? options.options : null;
  return (o ?? null) as OptionsOf<K> | null;
}

/** A form's facts so far: the game's own facts, or null with a note while visibly unfinished;
 *  `partial` is what is worth keeping of an unfinished form (Oh Heck!'s bids before the tricks),
 *  in the same shape, for the stored draft only: it is never priced or saved as a hand. */
export type Draft<F> = { facts: F | null; pending?: string; partial?: F };

/** What a hand-entry component reports on every change. */
export type Entry = {
  /** The facts as Rust reads them, tagged with their game. */
  facts: HandFacts | null;
  /** Set while the form is visibly unfinished (an empty field): no preview, no save yet. */
  pending?: string;
  /** What to keep as the draft while unfinished (see `Draft.partial`). */
  partial?: HandFacts;
};

/** A draft of a `kind` hand, tagged for Rust. */
export function tagged<K extends GameKind>(kind: K, draft: Draft<FactsOf<K>>): Entry {
  if (draft.facts === null) {
    const partial = draft.partial === undefined ? undefined : ({ kind, facts: draft.partial } as HandFacts);
    return { facts: null, pending: draft.pending, partial };
  }
  return { facts: { kind, facts: draft.facts } as HandFacts, pending: draft.pending };
}

/** The facts of `initial` when it is a `kind` hand (amending), else null (a new hand). */
export function factsOf<K extends GameKind>(kind: K, initial: HandFacts | null): FactsOf<K> | null {
  const same: boolean = initial !== null && initial.kind === kind;
  // The kind matched, so these are a `K` hand's facts (TS cannot follow a generic kind).
  const facts: unknown = same ? initial?.facts : null;
  return (facts ?? null) as FactsOf<K> | null;
}

/** The props of every hand-entry component. */
export type EntryProps = {
  /** Which game (a component may serve several kinds, as manual points does). */
  kind: GameKind;
  /** Player names in seat order. */
  players: string[];
  /** The game's options as the rules read them (complete and typed, from the game's view);
   *  null until they are read. */
  options: GameOptions | null;
  /** Cards each hand is entered with, when the game fixes it (Rust's `GameInfo.handSize`:
   *  Gin 10, Gift 13); null where it depends on the table. */
  handSize?: number | null;
  /** Where this hand sits: seats, 0-based hand index, dealer. */
  table: Table;
  /** The facts of the hand being amended, or null for a new hand. */
  initial: HandFacts | null;
  /** Called with the current entry whenever it changes. */
  onchange: (entry: Entry) => void;
  /** The entry form this game's players chose last (`"cards"`, `"counts"`), kept per game. */
  entryMode?: string | null;
  /** Told when the players switch the entry form, so the choice sticks for the next hand. */
  onmode?: (mode: string) => void;
};

/** The props of every outcome component: one `K` hand's explanation. */
export type OutcomeProps<K extends GameKind> = {
  /** Player names in seat order. */
  players: string[];
  /** The rules' explanation of the hand. */
  outcome: OutcomeOf<K>;
};

/** The props of a live tracker (Skull & Roses, Avalanche): the round played move by move. */
export type TrackerProps = {
  /** The game being tracked. */
  gameId: number;
  /** Player names in seat order. */
  players: string[];
  /** Called with the game's fresh view once a finished round is saved as its next hand. */
  onsaved: (view: import("../bindings/GameView").GameView) => void;
  /** Told who starts (deals) the next round once the round being played is over, before it
   *  is saved (Rust's standing after it); null while the round goes on. */
  onnext?: (seat: number | null) => void;
};
