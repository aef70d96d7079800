// The hand being entered on the game screen, kept as a draft (in the database, per device)
// until it is saved as a hand or discarded: it comes back when the screen is opened again.
import { draftsDiscard, draftsSave } from "../../lib/api";
import type { HandFacts } from "../../lib/bindings/HandFacts";
import { jsonText } from "../../lib/jsonText";

/** How long after the last change the draft is written. */
const QUIET_MS = 300;

/** How long before a draft that could not be written (the host out of reach) is tried again. */
const RETRY_MS = 2000;

export class Draft {
  /** What the entry form starts from: the stored draft, or null for an empty form. */
  facts = $state<HandFacts | null>(null);
  /** True while the form shows a draft brought back (the "Unsaved hand back" note). */
  shown = $state(false);
  /** Whether what the form holds is kept yet: "pending" until it is stored, "saved" once it
   *  is (the game screen's `data-draft`, which the end-to-end tests wait for). */
  state = $state<"idle" | "pending" | "saved">("idle");

  #gameId: () => number;
  #hands: () => number | null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** What was last kept, as key-sorted JSON: a draft comes back from the database with its keys
   *  in another order than the form writes them ("facts" before "kind"), and must not read as a
   *  change (each game opened with a draft wrote it back). */
  #text = "";
  #pending: unknown = null;

  /** `gameId` says which game, `hands` how many hands it has as the form shows it (null: not
   *  known yet); both read at each write. */
  constructor(gameId: () => number, hands: () => number | null = () => null) {
    this.#gameId = gameId;
    this.#hands = hands;
  }

  /** Starts from the draft stored for this game (null: none). */
  load(facts: HandFacts | null) {
    this.facts = facts;
    this.shown = facts !== null;
    this.#text = facts === null ? "" : jsonText(facts);
  }

  /** Keeps what the entry form holds, a moment after the last change. */
  keep(facts: unknown) {
    const text = jsonText(facts);
    if (text === this.#text) return;
    this.#pending = facts;
    this.state = "pending";
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), QUIET_MS);
  }

  /** Writes a change still waiting (when the screen closes, or once the form is quiet). */
  flush() {
    clearTimeout(this.#timer);
    if (this.#pending === null) return;
    const facts = this.#pending;
    this.#pending = null;
    this.#text = jsonText(facts);
    void draftsSave(this.#gameId(), facts, this.#hands())
      .then((kept) => {
        if (kept === false) {
          // Written against fewer hands than the game has now: another screen saved a hand
          // meanwhile (this form, shown the new hand, enters the next one: written again with
          // the count it shows), or this screen's own save came first (the draft was
          // forgotten: nothing to write).
          this.#retry(facts);
          return;
        }
        if (this.#pending === null) this.state = "saved";
      })
      // Not kept (the phone lost the host): try again in a while.
      .catch(() => this.#retry(facts));
  }

  /** Writes `facts` again in a while, unless something newer is on its way or the draft was
   *  forgotten (or held for a save) meanwhile. */
  #retry(facts: unknown) {
    if (this.#pending !== null || this.#text !== jsonText(facts)) return;
    this.#pending = facts;
    this.#text = "";
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), RETRY_MS);
  }

  /** Stops a change still waiting to be written: the hand is being saved, with its draft
   *  cleared in the same request. (If the save fails, `keep` the form's facts again.) */
  hold() {
    clearTimeout(this.#timer);
    this.#pending = null;
    // A write already on its way that the host does not keep (it landed after the save) is
    // not tried again.
    this.#text = "";
  }

  /** Forgets the draft, here and in the database (the hand was saved, or the players threw it
   *  away): the next form is empty. */
  async clear() {
    this.forget();
    await draftsDiscard(this.#gameId()).catch(() => {});
  }

  /** Forgets the draft here only: the database already threw it away (a hand saved with its
   *  draft cleared in the same request). */
  forget() {
    clearTimeout(this.#timer);
    this.#pending = null;
    this.#text = "";
    this.facts = null;
    this.shown = false;
  }
}
