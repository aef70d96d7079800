// The open end of any game (issue 23): when Rust says the game is open-ended (Knock Rummy with
// no target, an open scorepad, ...), the game screen offers "End the game here…" with the
// leader chosen, and ends it with that winner through `games_end`.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Game from "./Game.svelte";
import { resetDeckCache } from "../lib/api";
import { deckFaces, ginView, handLine, opened, words } from "../lib/testkit";

const gin = { kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "", refereed: true };

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

function serve(openEnded: boolean) {
  const ends: Record<string, unknown>[] = [];
  const view = ginView([handLine(1, 1, [28, 0], [28, 0])]);
  let declared: number[] | null = null;
  mockIPC((cmd, args) => answer(cmd, (args ?? {}) as Record<string, unknown>));
  function answer(cmd: string, a: Record<string, unknown>): unknown {
    switch (cmd) {
      case "games_open":
        return opened((c) => answer(c, a));
      case "games_view":
        return view;
      case "games_kinds":
        return [gin];
      case "rules_deck":
        return deckFaces();
      case "rules_words":
        return words();
      case "games_meta":
        return { name: null, deletedAt: null, declaredWinners: declared, openEnded, leaders: [0], entryMode: null };
      case "games_end":
        ends.push(a);
        declared = a.winners as number[];
        return { name: null, deletedAt: null, declaredWinners: declared, openEnded, leaders: [0], entryMode: null };
      default:
        return null;
    }
  }
  return ends;
}

describe("Ending an open-ended game here", () => {
  it("offers the end with the leader chosen and ends it with that winner", async () => {
    const ends = serve(true);
    render(Game, { id: 7 });
    await fireEvent.click(await screen.findByTestId("end-game"));
    const ann = await screen.findByTestId("end-winner-0");
    await waitFor(() => expect(ann.getAttribute("aria-pressed")).toBe("true"));
    expect(screen.getByTestId("end-winner-1").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("end-confirm").textContent).toContain("Ann wins");
    await fireEvent.click(screen.getByTestId("end-confirm"));
    await waitFor(() => expect(ends).toEqual([{ gameId: 7, winners: [0] }]));
  });

  it("offers no end when the game ends by its own rule", async () => {
    serve(false);
    render(Game, { id: 7 });
    await screen.findByTestId("total-0");
    await waitFor(() => expect(screen.queryByTestId("end-game")).toBeNull());
  });
});
