// Opening a game: its one request (`games_open`) leaves at the tap, when the route changes, not
// when the game screen has mounted. In the window, the first run of the game screen's code in
// WebKit's engine took 10-25 ms before the request left (benches/window.rs); the round trip
// now overlaps it (issue 28: the window at least as fast as a phone).
import { gamesOpen } from "./api";
import type { GameOpen } from "./bindings/GameOpen";

/** How long a request started at a tap waits for its screen: a screen that mounts later asks again. */
const FRESH_MS = 2000;

let early: { id: number; at: number; answer: Promise<GameOpen> } | null = null;

/** A tap on game `id`: its request leaves now. */
export function openEarly(id: number): void {
  const answer = gamesOpen(id);
  // Its failure is the screen's to show, when it takes it; none is left unhandled meanwhile.
  answer.catch(() => {});
  early = { id, at: Date.now(), answer };
}

/** The game screen's request for game `id`: the one its tap started (once, while fresh), else a new one. */
export function opening(id: number): Promise<GameOpen> {
  const started = early;
  early = null;
  if (started && started.id === id && Date.now() - started.at < FRESH_MS) return started.answer;
  return gamesOpen(id);
}
