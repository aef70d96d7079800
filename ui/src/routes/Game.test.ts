import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { emit } from "@tauri-apps/api/event";
import Game from "./Game.svelte";
import { resetDeckCache } from "../lib/api";
import { deckFaces, ginView, handLine, opened, words } from "../lib/testkit";
import type { GameOpen } from "../lib/bindings/GameOpen";
import type { GameView } from "../lib/bindings/GameView";

const gin = { kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true };

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

type Handler = (cmd: string, args: Record<string, unknown>) => unknown;

function serve(view: GameView, more: Handler = () => undefined, events = false) {
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    const answer = more(cmd, a);
    if (answer !== undefined) return answer;
    if (cmd === "games_open") return opened((c) => more(c, a) ?? base(c));
    return base(cmd);
  }, { shouldMockEvents: events });
  function base(cmd: string): unknown {
    switch (cmd) {
      case "games_view":
        return view;
      case "games_kinds":
        return [gin];
      case "rules_deck":
        return deckFaces();
      case "rules_words":
        return words();
      case "games_meta":
        return { name: null, deletedAt: null, declaredWinners: null, openEnded: false, leaders: [], entryMode: null };
      default:
        return null;
    }
  }
  return calls;
}

async function enterCounts(k: string, d: string) {
  await fireEvent.click(await screen.findByTestId("gin-form-counts"));
  await fireEvent.input(screen.getByTestId("gin-knocker-deadwood"), { target: { value: k } });
  await fireEvent.input(screen.getByTestId("gin-defender-deadwood"), { target: { value: d } });
}

describe("Game screen", () => {
  it("shows Rust's totals, the next dealer and the target", async () => {
    serve(ginView([handLine(1, 1, [28, 0], [28, 0])]));
    render(Game, { id: 7 });
    expect((await screen.findByTestId("total-0")).textContent).toBe("28");
    expect(screen.getByTestId("total-1").textContent).toBe("0");
    expect(screen.getByTestId("player-0").textContent).toContain("deals next");
    await waitFor(() => expect(screen.getByTestId("progress").textContent).toContain("Hand 2 · Ann deals · First to 100"));
    // The history is drawn a frame after the totals (issue 28).
    expect((await screen.findByTestId("hand-1-running-0")).textContent).toBe("28");
    expect(screen.getByTestId("undo").textContent).toContain("Undo last hand");
  });

  it("previews with Rust, keeps the form on a refused save, and records on success", async () => {
    const refused = { kind: "validation", code: "E_KNOCK_TOO_HIGH", message: "Deadwood is 11; you may knock with at most 10." };
    const saveRefused = { kind: "validation", code: "E_STALE", message: "Player 2 recorded hand 1 meanwhile." };
    let recorded: unknown = null;
    const after = ginView([handLine(1, 1, [28, 0], [28, 0])]);
    const calls = serve(ginView([]), (cmd, a) => {
      const facts = (a.facts as { facts?: { knockerDeadwood?: number } } | undefined)?.facts;
      if (cmd === "rules_preview") {
        if (facts?.knockerDeadwood === 11) throw refused;
        return { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: ["Knock: 30 − 2 = 28."] } }, warnings: [] };
      }
      if (cmd === "hands_record") {
        if (facts?.knockerDeadwood === 11) throw refused;
        if (facts?.knockerDeadwood === 9) throw saveRefused;
        recorded = a;
        return after;
      }
      return undefined;
    });
    render(Game, { id: 7 });
    await enterCounts("11", "30");
    await waitFor(() => expect(screen.getByTestId("dock-status").textContent?.trim()).toBe(refused.message));
    // What Rust refuses cannot be saved: Save waits until the hand is right (no silent score).
    expect((screen.getByTestId("save-hand") as HTMLButtonElement).disabled).toBe(true);

    // A save refused anyway (the game changed meanwhile) keeps the form, with the players' names.
    await fireEvent.input(screen.getByTestId("gin-knocker-deadwood"), { target: { value: "9" } });
    await waitFor(() => expect((screen.getByTestId("save-hand") as HTMLButtonElement).disabled).toBe(false));
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("hand-error").textContent).toBe("Bob recorded hand 1 meanwhile."));
    // Said once, in the dock beside Save (it was once said inline too).
    expect(screen.getAllByText("Bob recorded hand 1 meanwhile.")).toHaveLength(1);
    expect(screen.getByTestId("dock-status").contains(screen.getByTestId("hand-error"))).toBe(true);
    expect((screen.getByTestId("gin-knocker-deadwood") as HTMLInputElement).value).toBe("9");
    expect((screen.getByTestId("gin-defender-deadwood") as HTMLInputElement).value).toBe("30");

    await fireEvent.input(screen.getByTestId("gin-knocker-deadwood"), { target: { value: "2" } });
    await waitFor(() => expect(screen.getByTestId("preview-points-0").textContent).toBe("+28"));
    expect(screen.getByTestId("hand-preview").textContent).toContain("Knock: 30 − 2 = 28.");
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("total-0").textContent).toBe("28"));
    expect(recorded).toEqual({ gameId: 7, dealer: null, key: expect.any(String), clearDraft: true, facts: { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } } });
    expect(calls.filter(([c]) => c === "rules_preview")[0][1].table).toEqual({ seats: 2, handIndex: 0, dealer: 0 });
  });

  it("undoes, and shows a stored hand that no longer validates with its problem", async () => {
    const broken = handLine(1, 1, [28, 0], [28, 0], { problem: { code: "E_DUPLICATE_CARD", message: "The 7♥ was entered twice, but this game uses one deck." } });
    const calls = serve(ginView([broken]), (cmd) => (cmd === "history_undo" ? ginView([]) : undefined));
    render(Game, { id: 7 });
    expect((await screen.findByTestId("problems-note")).textContent).toContain("1 stored hand no longer passes");
    await fireEvent.click((await screen.findAllByTestId("history-row"))[0]);
    expect(screen.getByTestId("hand-problem").textContent).toContain("The 7♥ was entered twice");
    await fireEvent.click(screen.getByTestId("undo"));
    await waitFor(() => expect(screen.getByTestId("no-hands")).toBeTruthy());
    expect(calls.find(([c]) => c === "history_undo")?.[1]).toEqual({ gameId: 7 });
  });

  it("opens a past hand for editing with its facts and amends it", async () => {
    let amended: unknown = null;
    serve(ginView([handLine(4, 1, [28, 0], [28, 0])]), (cmd, a) => {
      if (cmd === "rules_preview") return { points: [0, 28], outcome: { kind: "gin_rummy", outcome: { result: "undercut", winnerSeat: 1, points: 28, explanation: [] } }, warnings: [] };
      if (cmd === "hands_amend") {
        amended = a;
        return ginView([handLine(4, 1, [0, 28], [0, 28])]);
      }
      return undefined;
    });
    render(Game, { id: 7 });
    await fireEvent.click((await screen.findAllByTestId("history-row"))[0]);
    await fireEvent.click(screen.getByTestId("edit-hand"));
    expect((screen.getByTestId("gin-defender-deadwood") as HTMLInputElement).value).toBe("30");
    await fireEvent.input(screen.getByTestId("gin-defender-deadwood"), { target: { value: "5" } });
    await fireEvent.input(screen.getByTestId("gin-knocker-deadwood"), { target: { value: "8" } });
    await waitFor(() => expect((screen.getByTestId("save-hand") as HTMLButtonElement).disabled).toBe(false));
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("total-1").textContent).toBe("28"));
    expect(amended).toEqual({ handId: 4, dealer: 0, facts: { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 8, defenderDeadwood: 5, bigGin: false } } });
  });

  it("shows game over with the winner and bonuses (as a history row), hides hand entry and edits, and reopens for corrections only", async () => {
    const done = ginView([handLine(1, 1, [105, 0], [105, 0])]);
    done.game.finishedAt = "2026-11-21T01:00:00.000Z";
    done.standings = {
      ...done.standings,
      over: true,
      winners: [0],
      bonuses: [175, 0],
      finalTotals: [280, 0],
      explanation: ["Game bonus: 100 to Ann.", "Boxes: 3 × 25 to Ann."],
    };
    const reopened = { ...done, game: { ...done.game, finishedAt: null }, reopened: true };
    const calls = serve(done, (cmd) => (cmd === "games_reopen" ? reopened : undefined));
    render(Game, { id: 7 });
    expect((await screen.findByTestId("game-over")).textContent).toContain("Ann wins");
    expect(screen.getByTestId("game-over").textContent).toContain("Boxes: 3 × 25 to Ann.");
    expect(screen.getByTestId("total-0").textContent).toBe("280");
    expect(screen.getByTestId("player-0").textContent).toContain("hands 105 + bonus 175");
    expect(screen.queryByTestId("hand-panel")).toBeNull();
    // The bonuses are their own row of the history, so it adds up to the totals.
    expect(screen.getByTestId("bonus-points-0").textContent).toBe("+175");
    expect(screen.getByTestId("bonus-running-0").textContent).toBe("280");
    expect((await screen.findByTestId("hand-1-running-0")).textContent).toBe("105");
    // Finished: a past hand offers no Edit/Delete that would fail.
    await fireEvent.click(screen.getByTestId("open-hand-1"));
    expect(screen.queryByTestId("edit-hand")).toBeNull();
    expect(screen.getByTestId("finished-note")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("reopen"));
    await waitFor(() => expect(screen.getByTestId("reopened")).toBeTruthy());
    expect(calls.find(([c]) => c === "games_reopen")?.[1]).toEqual({ gameId: 7 });
    // Reopened: corrections yes (the history follows the totals by a frame), but no new hand
    // past the end.
    await waitFor(() => expect(screen.getByTestId("edit-hand")).toBeTruthy());
    expect(screen.queryByTestId("hand-panel")).toBeNull();
  });

  it("brings back a stored draft, keeps changes as the draft, and drops it once the hand is saved", async () => {
    const draft = { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } };
    const after = ginView([handLine(1, 1, [28, 0], [28, 0])]);
    const calls = serve(ginView([]), (cmd) => {
      if (cmd === "drafts_get") return draft;
      if (cmd === "rules_preview") return { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: [] } }, warnings: [] };
      if (cmd === "hands_record") return after;
      return undefined;
    });
    render(Game, { id: 7 });
    await screen.findByTestId("draft-note");
    expect((screen.getByTestId("gin-knocker-deadwood") as HTMLInputElement).value).toBe("2");
    await fireEvent.input(screen.getByTestId("gin-knocker-deadwood"), { target: { value: "3" } });
    await waitFor(() => expect(calls.some(([c, a]) => c === "drafts_save" && (a.facts as { facts: { knockerDeadwood: number } }).facts.knockerDeadwood === 3)).toBe(true));
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("total-0").textContent).toBe("28"));
    // The draft is thrown away by the save itself: one request (issue 28).
    expect(calls.find(([c]) => c === "hands_record")?.[1].clearDraft).toBe(true);
    expect(calls.some(([c]) => c === "drafts_discard")).toBe(false);
    // The next hand's empty form follows the new totals by a frame.
    await waitFor(() => expect(screen.queryByTestId("draft-note")).toBeNull());
  });

  it("opens a game with a draft in one request: the draft's price comes with it (issue 28)", async () => {
    const draft = { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } };
    const view = ginView([]);
    const table = { seats: 2, handIndex: 0, dealer: view.standings.nextDealer };
    const scored = { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: [] } }, warnings: [] };
    for (const carried of [{ table, answer: { scored } }, { table, answer: { refused: { kind: "validation", code: "E_DEADWOOD", message: "Bob's deadwood is over 100." } } }]) {
      const calls = serve(view, (cmd) => {
        if (cmd === "drafts_get") return draft;
        if (cmd === "draft_preview") return carried;
        return undefined;
      });
      render(Game, { id: 7 });
      await screen.findByTestId("draft-note");
      if ("scored" in carried.answer) expect((await screen.findByTestId("preview-points-0")).textContent).toBe("+28");
      else await waitFor(() => expect(document.body.textContent).toContain("Bob's deadwood is over 100."));
      await new Promise((r) => setTimeout(r, 400));
      // Nothing asked after the opening: no rules_preview, no draft written back.
      expect(calls.map(([c]) => c).filter((c) => !c.startsWith("plugin:") && c !== "rules_deck")).toEqual(["games_open"]);
      cleanup();
    }
  });

  it("asks for the draft's price when what was carried is for another hand", async () => {
    const draft = { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } };
    const view = ginView([]);
    const scored = { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: [] } }, warnings: [] };
    const calls = serve(view, (cmd) => {
      if (cmd === "drafts_get") return draft;
      // Priced for a hand the form does not enter (hand 5).
      if (cmd === "draft_preview") return { table: { seats: 2, handIndex: 4, dealer: 0 }, answer: { scored: { ...scored, points: [99, 0] } } };
      if (cmd === "rules_preview") return scored;
      return undefined;
    });
    render(Game, { id: 7 });
    expect((await screen.findByTestId("preview-points-0")).textContent).toBe("+28");
    expect(calls.filter(([c]) => c === "rules_preview")).toHaveLength(1);
  });

  it("opens a game with one request, and saves a hand with one more (issue 28)", async () => {
    const after = ginView([handLine(1, 1, [28, 0], [28, 0])]);
    const calls = serve(ginView([]), (cmd) => {
      if (cmd === "rules_preview") return { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: [] } }, warnings: [] };
      if (cmd === "hands_record") return after;
      return undefined;
    });
    render(Game, { id: 7 });
    await screen.findByTestId("hand-panel");
    expect(screen.getByTestId("progress").textContent).toContain("First to 100");
    // The card faces are the deck's, asked for once per page whatever the game.
    const asked = () => calls.map(([c]) => c).filter((c) => !c.startsWith("plugin:") && c !== "rules_deck" && c !== "rules_preview" && c !== "drafts_save");
    expect(asked()).toEqual(["games_open"]);
    await enterCounts("5", "33");
    const before = asked().length;
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("total-0").textContent).toBe("28"));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked().slice(before)).toEqual(["hands_record"]);
  });

  it("in the window, its own save's change event names the version shown: nothing more is read (issue 28)", async () => {
    const after = ginView([handLine(1, 1, [28, 0], [28, 0])]);
    const calls = serve(
      ginView([]),
      (cmd) => {
        if (cmd === "rules_preview") return { points: [28, 0], outcome: { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: [] } }, warnings: [] };
        if (cmd === "hands_record") {
          // The shell tells every listener once the hand is written, before or after the
          // answer reaches the screen: here before.
          void emit("game-changed", { game: 7, version: after.version });
          return after;
        }
        return undefined;
      },
      true,
    );
    render(Game, { id: 7 });
    await screen.findByTestId("hand-panel");
    const asked = () => calls.map(([c]) => c).filter((c) => c === "games_open" || c === "games_view" || c === "hands_record");
    await enterCounts("5", "33");
    await fireEvent.click(screen.getByTestId("save-hand"));
    await waitFor(() => expect(screen.getByTestId("total-0").textContent).toBe("28"));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked()).toEqual(["games_open", "hands_record"]);
    // Another screen's change (a newer version) is read.
    await emit("game-changed", { game: 7, version: after.version + 1 });
    await waitFor(() => expect(asked()).toEqual(["games_open", "hands_record", "games_open"]));
  });

  it("deletes a hand only on a second tap", async () => {
    const calls = serve(ginView([handLine(3, 1, [28, 0], [28, 0])]), (cmd) => (cmd === "hands_delete" ? ginView([]) : undefined));
    render(Game, { id: 7 });
    await fireEvent.click(await screen.findByTestId("open-hand-1"));
    await fireEvent.click(screen.getByTestId("delete-hand"));
    expect(screen.getByTestId("delete-hand").textContent).toBe("Tap again to delete");
    expect(calls.some(([c]) => c === "hands_delete")).toBe(false);
    await fireEvent.click(screen.getByTestId("delete-hand"));
    await waitFor(() => expect(screen.getByTestId("no-hands")).toBeTruthy());
    expect(calls.find(([c]) => c === "hands_delete")?.[1]).toEqual({ handId: 3 });
  });

  it("exports this game as CSV and says where the file was saved", async () => {
    const calls = serve(ginView([handLine(1, 1, [28, 0], [28, 0])]), (cmd) =>
      cmd === "files_export" ? "/home/ann/Downloads/cardtable-gin-rummy-7-2026-11-21.csv" : undefined,
    );
    render(Game, { id: 7 });
    await fireEvent.click(await screen.findByTestId("export-csv"));
    expect((await screen.findByTestId("export-saved")).textContent).toBe("Saved to /home/ann/Downloads/cardtable-gin-rummy-7-2026-11-21.csv");
    expect(calls).toContainEqual(["files_export", { gameId: 7, format: "csv" }]);
  });

  it("drops a live refresh read before the screen's own newer view (the game never goes back)", async () => {
    const one = ginView([handLine(1, 1, [28, 0], [28, 0])]);
    const undone = ginView([]);
    let armed = false;
    let lateRead: ((v: GameOpen) => void) | null = null;
    serve(
      one,
      (cmd) => {
        if (cmd === "games_open" && armed && lateRead === null) return new Promise<GameOpen>((r) => (lateRead = r));
        if (cmd === "history_undo") return undone;
        return undefined;
      },
      true,
    );
    render(Game, { id: 7 });
    await waitFor(() => expect(screen.getByTestId("total-0").textContent).toBe("28"));
    // Another screen's change is announced; its refresh reads the game, and answers late.
    armed = true;
    await emit("game-changed", { game: 7, version: null });
    await waitFor(() => expect(lateRead).not.toBeNull());
    // Meanwhile this screen undoes the hand and shows the game without it.
    await fireEvent.click(screen.getByTestId("undo"));
    await waitFor(() => expect(screen.queryByTestId("no-hands")).toBeTruthy());
    // The refresh read before the undo arrives now: it is dropped.
    lateRead!(opened((c) => (c === "games_view" ? one : c === "games_meta" ? { name: null, deletedAt: null, declaredWinners: null, openEnded: false, leaders: [], entryMode: null } : null)));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("no-hands")).toBeTruthy();
    expect(screen.getByTestId("total-0").textContent).toBe("0");
  });
});
