// The window draws the game screen once off the page while Home is idle (issue 28), so that its
// first opening finds WebKit's engine has run the code: the rehearsal asks for the game's view
// and nothing else, leaves nothing in the page, keeps no draft, hears no change, is drawn once
// per start of the app, and never on a phone.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Game from "../routes/Game.svelte";
import { emit } from "@tauri-apps/api/event";
import { listenInWindow } from "./api";
import { openEarly } from "./opening";
import { rehearsalGame, rehearsalScreen, rehearsed, resetRehearsal } from "./rehearsal";
import { resetDeckCache } from "./api";
import { deckFaces, ginView, handLine, opened, words } from "./testkit";
import type { GameView } from "./bindings/GameView";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
  resetRehearsal();
});

const meta = { name: null, deletedAt: null, declaredWinners: null, openEnded: false, leaders: [], entryMode: null };
// A draft stored for the game: a rehearsal must neither show it nor write it back.
const draft = { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } };

/** Answers as the window's Rust does (`view`, or each games_open its own view in turn); every
 *  command called, with its game. */
function serve(view: GameView | (() => GameView), fail = false) {
  const calls: string[] = [];
  mockIPC(
    (cmd, args) => {
      // The card faces are read once and kept (App reads them while Home is idle too).
      if (cmd === "rules_deck") return deckFaces();
      calls.push(`${cmd} ${String((args as { gameId?: number } | undefined)?.gameId ?? "")}`.trim());
      if (cmd === "games_open") {
        if (fail) throw { kind: "not_found", code: "E_NOT_FOUND", message: "Game 7 does not exist." };
        return opened((c) =>
          c === "games_view" ? (typeof view === "function" ? view() : view) : c === "rules_words" ? words() : c === "games_meta" ? meta : c === "drafts_get" ? draft : null,
        );
      }
      return null;
    },
    { shouldMockEvents: true },
  );
  return calls;
}

const view = ginView([handLine(1, 1, [28, 0], [28, 0])]);

describe("the game screen's rehearsal", () => {
  it("is drawn off the page once, asking for the game's view alone, and taken down", async () => {
    const calls = serve(view);
    // The window's one listener for changes, as App registers it while Home is idle.
    listenInWindow();
    rehearsalGame(7);
    rehearsalScreen(Game);
    await rehearsed();
    expect(calls).toEqual(["games_open 7"]);
    expect(document.documentElement.dataset.rehearsed).toBe("drawn");
    // A change to the game made now (a phone saving a hand) is not heard by it.
    await emit("game-changed", { game: 7, version: 99 });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(["games_open 7"]);
    // Nothing of it was ever in the page.
    expect(document.querySelector("[data-testid=game-view]")).toBeNull();
    expect(document.body.textContent ?? "").not.toContain("28");

    // Home shown again, the code loaded again: not drawn twice in one start of the app.
    rehearsalGame(7);
    rehearsalScreen(Game);
    await rehearsed();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual(["games_open 7"]);
  });

  it("waits for both the game and the screen's code, in either order", async () => {
    const calls = serve(view);
    rehearsalScreen(Game);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    rehearsalGame(9);
    await rehearsed();
    expect(calls).toEqual(["games_open 9"]);
  });

  it("leaves the game's draft where it is: the screen opened after it shows it", async () => {
    const calls = serve(view);
    rehearsalGame(7);
    rehearsalScreen(Game);
    await rehearsed();
    render(Game, { id: 7 });
    expect(await screen.findByTestId("draft-note")).toBeTruthy();
    expect((await screen.findByTestId("total-0")).textContent).toBe("28");
    await new Promise((r) => setTimeout(r, 400));
    // No draft written or discarded by either; the screen a person opened hears changes.
    expect(calls.filter((c) => c.startsWith("drafts_"))).toEqual([]);
    expect(calls.filter((c) => c.startsWith("games_open"))).toEqual(["games_open 7", "games_open 7"]);
  });

  it("leaves a person's tap its own answer when they open the game meanwhile", async () => {
    // Each games_open answers a newer view: 28, then 35, then 40 for Ann.
    const totals = [28, 35, 40];
    let n = 0;
    const calls = serve(() => {
      const t = totals[Math.min(n++, 2)];
      return ginView([handLine(1, 1, [t, 0], [t, 0])]);
    });
    // The tap's request leaves first (the route changed), then the rehearsal begins.
    openEarly(7);
    rehearsalGame(7);
    rehearsalScreen(Game);
    render(Game, { id: 7 });
    // The screen shows what its tap asked for, not a second request's answer.
    expect((await screen.findByTestId("total-0")).textContent).toBe("28");
    await rehearsed();
    expect(calls.filter((c) => c.startsWith("games_open"))).toEqual(["games_open 7", "games_open 7"]);
  });

  it("ends quietly when the game cannot be read", async () => {
    const calls = serve(view, true);
    rehearsalGame(7);
    rehearsalScreen(Game);
    await rehearsed();
    expect(calls).toEqual(["games_open 7"]);
    expect(document.querySelector("[data-testid=game-error]")).toBeNull();
    expect(document.documentElement.dataset.rehearsed).toBe("cut");
  });

  it("is not drawn on a phone", async () => {
    const calls = serve(view);
    const internals = (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
    delete (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__;
    try {
      rehearsalGame(7);
      rehearsalScreen(Game);
      await rehearsed();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      (window as unknown as Record<string, unknown>).__TAURI_INTERNALS__ = internals;
    }
    expect(calls).toEqual([]);
  });
});
