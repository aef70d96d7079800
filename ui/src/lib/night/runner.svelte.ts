// What the host's night and series screens (NightHost, SeriesOne) share for their buttons
// (issue 26): one action at a time (every button waits while one is on its way, a second tap
// meanwhile does nothing), the last refusal cleared when an action starts, the screen read
// again after the action, and Rust's refusal kept in its words for the screen to show.
import { errorMessage } from "../api";

/** The actions of one screen; `reload` reads the screen again after each action. */
export class Runner {
  /** True while an action is on its way (every button waits). */
  busy = $state(false);
  /** The last action's refusal, in Rust's words ("" when none); the screen may set it too. */
  error = $state("");

  #reload: () => Promise<unknown>;

  constructor(reload: () => Promise<unknown>) {
    this.#reload = reload;
  }

  /** Runs `work`, then reads the screen again, unless an action is already on its way. A
   *  refusal of either is kept in `error`; the screen is not read again after a refused action. */
  run = async (work: () => Promise<unknown>): Promise<void> => {
    if (this.busy) return;
    this.busy = true;
    this.error = "";
    try {
      await work();
      await this.#reload();
    } catch (e) {
      this.error = errorMessage(e);
    } finally {
      this.busy = false;
    }
  };
}
