import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import RulesPanel from "./RulesPanel.svelte";
import type { GameView } from "../bindings/GameView";
import type { GameOptions } from "../bindings/GameOptions";
import { numberKnob, words } from "../testkit";

const ginSeed = { knockLimit: 10, oklahoma: false, oklahomaAce: "ginOnly", spadeDouble: false, ginBonus: 25, bigGin: false, bigGinBonus: 31, undercutBonus: 25, undercutOnTie: true, boxBonus: 25, gameTarget: 100, gameBonus: 100, shutout: "gameBonus", shutoutGameBonus: 200, nextDealer: "winner" } as const;
const seed = { kind: "gin_rummy", options: ginSeed } as GameOptions;
const okla = { kind: "gin_rummy", options: { ...ginSeed, oklahoma: true, spadeDouble: true, gameTarget: 150 } } as GameOptions;
const presets = [
  { id: "seed", name: "Standard", hint: "Knock with 10 or less.", options: seed },
  { id: "oklahoma", name: "Oklahoma", hint: "The first upcard sets the knock limit.", options: okla },
];

afterEach(() => {
  cleanup();
  clearMocks();
});

describe("Rules panel", () => {
  it("shows the rules in words and stores a change through games_set_options", async () => {
    const calls: [string, unknown][] = [];
    const fresh = { options: { preset: "seed", gameTarget: 150 } } as unknown as GameView;
    // Rust's words about a knob's value, as rules_words gives them while the chooser is open.
    const wordsFor = (o: Record<string, unknown>) => {
      const knob = numberKnob("target", ["gameTarget"], o, { words: `The game ends when someone reaches ${String(o.gameTarget ?? 150)} hand points.` });
      return { preset: "oklahoma", presetName: "Oklahoma", lines: ["First to 150; game bonus 100, 25 per hand won."], endLine: "First to 150", knobs: [knob], target: 150 };
    };
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      if (cmd === "games_presets") return presets;
      if (cmd === "rules_words") return wordsFor((args as { options: { options: Record<string, unknown> } }).options.options);
      if (cmd === "games_set_options") return fresh;
      throw new Error(cmd);
    });
    let got: GameView | null = null;
    render(RulesPanel, { gameId: 7, kind: "gin_rummy", words: wordsFor({ gameTarget: 150 }), full: okla, onchange: (v: GameView) => void (got = v) });
    expect(screen.getByTestId("rules-preset").textContent).toContain("Oklahoma");
    expect(screen.getByTestId("rules-lines").textContent).toContain("First to 150");
    await fireEvent.click(screen.getByTestId("rules-change"));
    const chip = await screen.findByTestId("preset-oklahoma");
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    await fireEvent.click(screen.getByTestId("preset-seed"));
    await fireEvent.input(await screen.findByTestId("knob-target-input"), { target: { value: "150" } });
    await waitFor(() => expect(screen.getByTestId("knob-target-hint").textContent).toBe("The game ends when someone reaches 150 hand points."));
    await fireEvent.click(screen.getByTestId("rules-save"));
    await waitFor(() => expect(got).toBe(fresh));
    expect(calls.filter(([c]) => c !== "rules_words").at(-1)).toEqual(["games_set_options", { gameId: 7, preset: "seed", options: { kind: "gin_rummy", options: { ...ginSeed, gameTarget: 150 } } }]);
    await waitFor(() => expect(screen.queryByTestId("rules-form")).toBeNull());
  });

  it("shows Rust's refusal and stays open", async () => {
    const message = "This game is finished. Reopen it to make a correction.";
    mockIPC((cmd) => {
      if (cmd === "games_presets") return presets;
      if (cmd === "rules_words") return words("", [], "Standard");
      throw { kind: "validation", code: "E_INVALID_REQUEST", message };
    });
    render(RulesPanel, { gameId: 7, kind: "gin_rummy", words: words("", [], "Standard"), full: seed, onchange: () => {} });
    await fireEvent.click(screen.getByTestId("rules-change"));
    await fireEvent.click(await screen.findByTestId("preset-oklahoma"));
    await fireEvent.click(screen.getByTestId("rules-save"));
    await waitFor(() => expect(screen.getByTestId("rules-error").textContent).toBe(message));
    expect(screen.getByTestId("rules-form")).toBeTruthy();
  });
});
