// The game screen, drawn once off the page while Home is idle in the window (issue 28: the
// window at least as fast as a phone). WebKit's engine turns a function into bytecode the first
// time it runs: the first opening of a game in the window spent 30-50 ms after its answer had
// come running the game screen's code for the first time (again: 8-12 ms; benches/window.rs).
// Drawn once beforehand, into an element that is never in the document (no layout, nothing a
// person, a screen reader or a test can find), with the view of the game at the top of Home, the
// first tap finds the code ready. The rehearsal asks for that view and nothing else: it keeps no
// draft, holds the screen awake not and hears no changes (the game screen's `rehearsal` prop).
// A phone does not rehearse: its engine runs the code fast the first time, and a phone's data
// is not spent on a view nobody asked for.
import { mount, unmount, type Component } from "svelte";
import { inWindow } from "./api";

/** The game screen's props, as the rehearsal gives them. */
export type Rehearsed = Component<{ id: number; rehearsal?: (drawn: boolean) => void }>;

let screen: Rehearsed | null = null;
let game: number | null = null;
let started = false;
let over: Promise<void> = Promise.resolve();

/** The longest a rehearsal stays mounted, should the screen never say it is drawn. */
const AT_MOST_MS = 5000;

/** The game screen's code is loaded (App, while Home is idle). */
export function rehearsalScreen(component: Rehearsed): void {
  screen = component;
  begin();
}

/** The game at the top of Home (the one a person most likely opens next). */
export function rehearsalGame(id: number): void {
  game = id;
  begin();
}

/** Draws the screen once, off the page, in the window only, once per start of the app. */
function begin(): void {
  if (started || screen === null || game === null || !inWindow()) return;
  started = true;
  const target = document.createElement("div");
  let drawn: ReturnType<typeof mount> | null = null;
  let ended = false;
  let done = () => {};
  over = new Promise((resolve) => (done = resolve));
  const end = (whole: boolean) => {
    if (ended) return;
    ended = true;
    clearTimeout(limit);
    // In a task of its own: the screen said so from inside its own update.
    setTimeout(() => {
      if (drawn) void unmount(drawn);
      drawn = null;
      // Said on the page's root for the end-to-end tests (like the game screen's `data-draft`):
      // "drawn" once every stage was, "cut" when the game could not be read or time ran out.
      document.documentElement.dataset.rehearsed = whole ? "drawn" : "cut";
      done();
    }, 0);
  };
  const limit = setTimeout(() => end(false), AT_MOST_MS);
  try {
    drawn = mount(screen, { target, props: { id: game, rehearsal: end } });
  } catch {
    // Not drawn: the first tap runs the code for the first time, as before.
    end(false);
  }
}

/** Once the rehearsal begun is over (the screen taken down again). */
export function rehearsed(): Promise<void> {
  return over;
}

/** For the tests: forgets what was rehearsed. */
export function resetRehearsal(): void {
  screen = null;
  game = null;
  started = false;
  over = Promise.resolve();
  delete document.documentElement.dataset.rehearsed;
}
