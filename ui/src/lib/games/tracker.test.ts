import { afterEach, describe, expect, it } from "vitest";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { Tracker } from "./tracker.svelte";
import type { GameView } from "../bindings/GameView";
import type { TrackerView } from "../bindings/TrackerView";

afterEach(() => clearMocks());

// Rust's answers, shaped like its tracker views (only what the shared part reads matters).
const avalanche = (log: string[]) => ({ kind: "avalanche", log }) as unknown as TrackerView;
const skull = { kind: "skull_and_roses" } as unknown as TrackerView;
const saved = { game: { id: 7 } } as unknown as GameView;

describe("a live tracker", () => {
  it("reads the round, plays, undoes and saves through Rust, one action at a time", async () => {
    const calls: [string, unknown][] = [];
    let log = ["Ann plays 2×K"];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      if (cmd === "tracker_move") log = [...log, "Bob plays 3×K"];
      if (cmd === "tracker_undo") log = log.slice(0, -1);
      if (cmd === "tracker_save") return saved;
      return avalanche(log);
    });
    const got: GameView[] = [];
    let answers = 0;
    const t = new Tracker("avalanche", () => 7, (v) => got.push(v), () => (answers += 1));
    await t.load();
    expect(t.view?.log).toEqual(["Ann plays 2×K"]);
    await t.move({ move: "play", seat: 1, count: 3, rank: "K" });
    expect(calls.at(-1)).toEqual(["tracker_move", { gameId: 7, mv: { move: "play", seat: 1, count: 3, rank: "K" } }]);
    expect(t.view?.log).toHaveLength(2);
    await t.undo();
    expect(t.view?.log).toEqual(["Ann plays 2×K"]);
    await t.save();
    expect(got).toEqual([saved]);
    expect(calls.map(([c]) => c).slice(-2)).toEqual(["tracker_save", "tracker_view"]);
    expect(answers).toBe(4); // each answer lets the screen reset its half-made move
    expect(t.busy).toBe(false);
  });

  it("keeps Rust's refusal in its words, and ignores a tap while an action is on its way", async () => {
    const message = "It is Bob's turn, not Ann's.";
    let release: () => void = () => {};
    mockIPC((cmd) => {
      if (cmd === "tracker_move") throw { kind: "validation", code: "E_TURN", message };
      if (cmd === "tracker_undo") return new Promise((done) => (release = () => done(avalanche([]))));
      return avalanche(["Ann plays 2×K"]);
    });
    const t = new Tracker("avalanche", () => 7, () => {});
    await t.load();
    await t.move({ move: "snowfall", seat: 0 });
    expect(t.error).toBe(message);
    expect(t.view?.log).toEqual(["Ann plays 2×K"]); // the refused move changed nothing
    const undoing = t.undo();
    expect(t.busy).toBe(true);
    await t.move({ move: "snowfall", seat: 1 }); // ignored: the undo is on its way
    expect(t.error).toBe("");
    release();
    await undoing;
    expect(t.busy).toBe(false);
    expect(t.view?.log).toEqual([]);
  });

  it("shows only its own game's view, and says why the round cannot be read", async () => {
    mockIPC(() => skull);
    const t = new Tracker("avalanche", () => 7, () => {});
    await t.load();
    expect(t.view).toBeNull();
    mockIPC(() => {
      throw { kind: "not_found", message: "There is no game 7." };
    });
    await t.load();
    expect(t.error).toBe("There is no game 7.");
  });
});
