// What every live tracker screen (Skull & Roses, Avalanche) shares: reading the round being
// played from Rust, one move at a time (each refused move's message kept for the screen), undo
// of the last move, and saving the finished round as the game's next hand. The screens only
// lay out their game's table and the moves Rust allows.
import { errorMessage, trackerMove, trackerSave, trackerUndo, trackerView } from "../api";
import type { AvalancheMove } from "../bindings/AvalancheMove";
import type { GameView } from "../bindings/GameView";
import type { SkullMove } from "../bindings/SkullMove";
import type { TrackerView } from "../bindings/TrackerView";

/** What the foot of a tracker screen reads of any game's tracker (TrackerTools.svelte). */
export type TrackerFoot = { readonly busy: boolean; readonly error: string; undo: () => Promise<void> };

/** One game's tracker: `view` is Rust's answer for a game of `kind` (null until it is read). */
export class Tracker<K extends TrackerView["kind"]> {
  view = $state<Extract<TrackerView, { kind: K }> | null>(null);
  /** Rust's refusal of the last action, in its words ("" when none). */
  error = $state("");
  /** True while an action is on its way (every button waits). */
  busy = $state(false);

  #kind: K;
  #gameId: () => number;
  #onsaved: (view: GameView) => void;
  #onview: () => void;

  /** `gameId` and `onsaved` are read each time (the screen's props); `onview` runs with each
   *  answer (a screen resets its half-made move). */
  constructor(kind: K, gameId: () => number, onsaved: (view: GameView) => void, onview: () => void = () => {}) {
    this.#kind = kind;
    this.#gameId = gameId;
    this.#onsaved = onsaved;
    this.#onview = onview;
  }

  #take(v: TrackerView) {
    if (v.kind === this.#kind) this.view = v as Extract<TrackerView, { kind: K }>;
    this.#onview();
  }

  /** Reads the round as Rust keeps it (on opening the screen). */
  async load() {
    try {
      this.#take(await trackerView(this.#gameId()));
    } catch (e) {
      this.error = errorMessage(e);
    }
  }

  /** Runs one action that answers the tracker, unless one is on its way. */
  async run(action: () => Promise<TrackerView>) {
    await this.#guard(async () => this.#take(await action()));
  }

  /** Plays one move; Rust refuses what the rules forbid. */
  move = (m: SkullMove | AvalancheMove) => this.run(() => trackerMove(this.#gameId(), m));

  /** Takes back the newest move. */
  undo = () => this.run(() => trackerUndo(this.#gameId()));

  /** Saves the finished round as the game's next hand; the game screen gets its fresh view. */
  save = () =>
    this.#guard(async () => {
      this.#onsaved(await trackerSave(this.#gameId()));
      this.#take(await trackerView(this.#gameId()));
    });

  async #guard(run: () => Promise<void>) {
    if (this.busy) return;
    this.busy = true;
    this.error = "";
    try {
      await run();
    } catch (e) {
      this.error = errorMessage(e);
    } finally {
      this.busy = false;
    }
  }
}
