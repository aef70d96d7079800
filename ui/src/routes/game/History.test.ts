import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import History from "./History.svelte";
import { ginView, handLine } from "../../lib/testkit";
import type { HandLine } from "../../lib/bindings/HandLine";
import type { HandOutcome } from "../../lib/bindings/HandOutcome";

afterEach(() => {
  cleanup();
  clearMocks();
});

/** A Gin hand's outcome with Rust's lines as a German view carries them. */
function told(lines: string[]): HandOutcome {
  return { kind: "gin_rummy", outcome: { result: "knock", winnerSeat: 0, points: 28, explanation: lines } } as unknown as HandOutcome;
}

/** A German view's history: hand 2 told (the newest), hand 1 left untold (no outcome). */
function germanHands(): HandLine[] {
  return [
    handLine(11, 1, [28, 0], [28, 0]),
    handLine(12, 2, [16, 0], [44, 0], { outcome: told(["Klopfen: 20 − 4 = 16."]) }),
  ];
}

function show(hands: HandLine[], untold: boolean) {
  const view = ginView(hands);
  return render(History, {
    players: view.game.players,
    standings: view.standings,
    word: "hand",
    way: "deal",
    finished: false,
    busy: false,
    untold,
    openHand: null,
    onedit: () => {},
    ondelete: () => {},
  });
}

describe("History", () => {
  it("asks once for a hand the view left untold, saying so meanwhile, and shows its words", async () => {
    const asked: unknown[] = [];
    let answer: (line: HandLine) => void = () => {};
    mockIPC((cmd, args) => {
      asked.push([cmd, args]);
      if (cmd === "hands_told") return new Promise<HandLine>((done) => (answer = done));
      return null;
    });
    show(germanHands(), true);
    // The newest hand is told in the view: opening it asks nothing.
    await fireEvent.click(await screen.findByTestId("open-hand-2"));
    expect(screen.getByTestId("hand-detail").textContent).toContain("Klopfen: 20 − 4 = 16.");
    expect(asked).toEqual([]);
    // Hand 1 is asked for once; a short line shows until it is told.
    await fireEvent.click(screen.getByTestId("open-hand-1"));
    await waitFor(() => expect(asked).toEqual([["hands_told", { handId: 11 }]]));
    expect(screen.getByTestId("hand-words-loading").textContent).toBe("Fetching the referee's explanation…");
    expect(screen.queryByTestId("hand-outcome")).toBeNull();
    answer(handLine(11, 1, [28, 0], [28, 0], { outcome: told(["Klopfen: 30 − 2 = 28."]) }));
    await waitFor(() => expect(screen.getByTestId("hand-detail").textContent).toContain("Klopfen: 30 − 2 = 28."));
    expect(screen.queryByTestId("hand-words-loading")).toBeNull();
    // Closed and opened again: what was told is shown, nothing asked again.
    await fireEvent.click(screen.getByTestId("open-hand-1"));
    expect(screen.queryByTestId("hand-detail")).toBeNull();
    await fireEvent.click(screen.getByTestId("open-hand-1"));
    expect(screen.getByTestId("hand-detail").textContent).toContain("Klopfen: 30 − 2 = 28.");
    expect(asked).toHaveLength(1);
  });

  it("shows a refusal in place of the words", async () => {
    mockIPC((cmd) => {
      if (cmd === "hands_told") throw { kind: "not_found", message: "Spiel 11 wurde nicht gefunden." };
      return null;
    });
    show(germanHands(), true);
    await fireEvent.click(await screen.findByTestId("open-hand-1"));
    expect((await screen.findByTestId("hand-told-refused")).textContent).toBe("Spiel 11 wurde nicht gefunden.");
    expect(screen.queryByTestId("hand-words-loading")).toBeNull();
  });

  it("asks nothing of a view that tells every hand", async () => {
    const asked: string[] = [];
    mockIPC((cmd) => {
      asked.push(cmd);
      return null;
    });
    show(germanHands(), false);
    await fireEvent.click(await screen.findByTestId("open-hand-1"));
    await new Promise((next) => setTimeout(next, 20));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId("hand-words-loading")).toBeNull();
  });
});
