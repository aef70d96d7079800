// The one place the app lists its games: each kind's hand-entry and outcome components, from
// its folder here (`<kind>/Entry.svelte`, `<kind>/Outcome.svelte`). Both maps are total over
// GameKind (generated from Rust), so a game Rust adds and this file misses fails svelte-check.
import type { Component } from "svelte";
import type { GameKind } from "../bindings/GameKind";
import type { EntryProps, OutcomeProps, TrackerProps } from "./types";
import GinEntry from "./gin_rummy/Entry.svelte";
import GinOutcome from "./gin_rummy/Outcome.svelte";
import GiftEntry from "./gift_rummy/Entry.svelte";
import GiftOutcome from "./gift_rummy/Outcome.svelte";
import OhHeckEntry from "./oh_heck/Entry.svelte";
import OhHeckOutcome from "./oh_heck/Outcome.svelte";
import GolfEntry from "./six_card_golf/Entry.svelte";
import GolfOutcome from "./six_card_golf/Outcome.svelte";
import ScorepadEntry from "./scorepad/Entry.svelte";
import ScorepadOutcome from "./scorepad/Outcome.svelte";
import BasicEntry from "./basic_rummy/Entry.svelte";
import BasicOutcome from "./basic_rummy/Outcome.svelte";
import BoathouseEntry from "./boathouse_rummy/Entry.svelte";
import BoathouseOutcome from "./boathouse_rummy/Outcome.svelte";
import ContinentalEntry from "./continental_rummy/Entry.svelte";
import ContinentalOutcome from "./continental_rummy/Outcome.svelte";
import GamblersEntry from "./gamblers_rummy/Entry.svelte";
import GamblersOutcome from "./gamblers_rummy/Outcome.svelte";
import KnockEntry from "./knock_rummy/Entry.svelte";
import KnockOutcome from "./knock_rummy/Outcome.svelte";
import Rummy500Entry from "./rummy_500/Entry.svelte";
import Rummy500Outcome from "./rummy_500/Outcome.svelte";
import SkullEntry from "./skull_and_roses/Entry.svelte";
import SkullOutcome from "./skull_and_roses/Outcome.svelte";
import SkullTracker from "./skull_and_roses/Tracker.svelte";
import AvalancheEntry from "./avalanche/Entry.svelte";
import AvalancheOutcome from "./avalanche/Outcome.svelte";
import AvalancheTracker from "./avalanche/Tracker.svelte";

/** One game's components. */
export type GameUi<K extends GameKind> = {
  /** The hand-entry form. */
  entry: Component<EntryProps>;
  /** One hand's explanation. */
  outcome: Component<OutcomeProps<K>>;
  /** What one round is called ("Hand 3", "Deal 2", "Hole 4"): the catalogue's `$word`. */
  round: RoundWord;
  /** The live tracker that plays each round move by move (Skull & Roses, Avalanche), shown in
   *  place of the entry form for a new round. */
  tracker?: Component<TrackerProps>;
  /** How the hand's dealer is said, when not "deals"/"dealt": "start" (Skull & Roses has no
   *  deal: the hand's dealer is the player who starts the round). The catalogue's `$way`. */
  deals?: DealWay;
  /** With a tracker: the catalogue id of what offers the entry form for a new round too
   *  ("Enter the final counts instead"); absent, new rounds are played on the tracker only. */
  alsoEntry?: string;
};

/** What a game calls one round, as the catalogue's messages select on it (`$word`). */
export type RoundWord = "hand" | "deal" | "hole" | "round";
/** How a round's dealer is said (`$way`): "deals"/"dealt", or "starts"/"started". */
export type DealWay = "deal" | "start";


/** Every game's components, by kind. */
export const GAMES: { [K in GameKind]: GameUi<K> } = {
  gin_rummy: { entry: GinEntry, outcome: GinOutcome, round: "hand" },
  gift_rummy: { entry: GiftEntry, outcome: GiftOutcome, round: "deal" },
  oh_heck: { entry: OhHeckEntry, outcome: OhHeckOutcome, round: "hand" },
  six_card_golf: { entry: GolfEntry, outcome: GolfOutcome, round: "hole" },
  scorepad: { entry: ScorepadEntry, outcome: ScorepadOutcome, round: "hand" },
  basic_rummy: { entry: BasicEntry, outcome: BasicOutcome, round: "hand" },
  boathouse_rummy: { entry: BoathouseEntry, outcome: BoathouseOutcome, round: "hand" },
  continental_rummy: { entry: ContinentalEntry, outcome: ContinentalOutcome, round: "hand" },
  gamblers_rummy: { entry: GamblersEntry, outcome: GamblersOutcome, round: "hand" },
  knock_rummy: { entry: KnockEntry, outcome: KnockOutcome, round: "hand" },
  rummy_500: { entry: Rummy500Entry, outcome: Rummy500Outcome, round: "hand" },
  skull_and_roses: { entry: SkullEntry, outcome: SkullOutcome, round: "round", tracker: SkullTracker, deals: "start" },
  avalanche: { entry: AvalancheEntry, outcome: AvalancheOutcome, round: "deal", tracker: AvalancheTracker, alsoEntry: "avalanche-counts-instead" },
};
