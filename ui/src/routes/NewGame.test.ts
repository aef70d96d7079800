import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import NewGame from "./NewGame.svelte";
import type { GameInfo } from "../lib/bindings/GameInfo";
import type { Preset } from "../lib/bindings/Preset";
import { numberKnob } from "../lib/testkit";

const gin: GameInfo = { kind: "gin_rummy", id: "gin_rummy", name: "Gin Rummy", minPlayers: 2, maxPlayers: 2, summary: "Two players.", refereed: true, handSize: null };
const heck: GameInfo = { kind: "oh_heck", id: "oh_heck", name: "Oh Heck!", minPlayers: 3, maxPlayers: 7, summary: "Bid.", refereed: true, handSize: null };
const basic: GameInfo = { kind: "basic_rummy", id: "basic_rummy", name: "Basic Rummy", minPlayers: 2, maxPlayers: 6, summary: "Rummy.", refereed: true, handSize: null };
const skull: GameInfo = { kind: "skull_and_roses", id: "skull_and_roses", name: "Skull & Roses", minPlayers: 3, maxPlayers: 6, summary: "Bluff.", refereed: false, handSize: null };
const ginSeed = { knockLimit: 10, oklahoma: false, oklahomaAce: "ginOnly", spadeDouble: false, ginBonus: 25, bigGin: false, bigGinBonus: 31, undercutBonus: 25, undercutOnTie: true, boxBonus: 25, gameTarget: 100, gameBonus: 100, shutout: "gameBonus", shutoutGameBonus: 200, nextDealer: "winner" } as const;
const gin_ = (options: object) => ({ kind: "gin_rummy", options: { ...ginSeed, ...options } }) as Preset["options"];
const presets: Record<string, Preset[]> = {
  gin_rummy: [
    { id: "seed", name: "Standard", hint: "", options: gin_({}) },
    { id: "modern", name: "Modern", hint: "", options: gin_({ bigGin: true }) },
    { id: "classic", name: "Classic", hint: "", options: gin_({ ginBonus: 20, undercutBonus: 10, boxBonus: 20 }) },
    { id: "oklahoma", name: "Oklahoma", hint: "", options: gin_({ oklahoma: true, spadeDouble: true, gameTarget: 150 }) },
  ],
  oh_heck: [{ id: "seed", name: "Standard", hint: "", options: { kind: "oh_heck", options: { scoring: "seed", exactBonus: 10, hook: true, schedule: "down_up" } } }],
  basic_rummy: [{ id: "seed", name: "Standard", hint: "", options: { kind: "basic_rummy", options: { settlement: false, rummyDouble: false, nobodyOut: true, target: 100, deals: null, floor: false } } }],
};
/** Rust's words about the options sent, with the game's target knob (Gin's `gameTarget`). */
const wordsFor = (args: unknown) => {
  // Rust is sent the preset and the complete options, tagged with their game.
  const { kind, options } = (args as { options: { kind: string; options: Record<string, unknown> } }).options;
  const path = kind === "gin_rummy" ? ["gameTarget"] : ["target"];
  return { preset: "seed", presetName: "Standard", lines: [], endLine: "", knobs: kind === "oh_heck" ? [] : [numberKnob("target", path, options)], target: null };
};
const summary = (game: { options: { kind: string }; players: string[] }) => ({ id: 42, kind: game.options.kind, players: game.players, createdAt: "", finishedAt: null, handCount: 0 });

afterEach(() => {
  cleanup();
  clearMocks();
  window.location.hash = "";
});

describe("New game", () => {
  it("says which games keep hand-entered points only, as Rust reports", async () => {
    mockIPC((cmd) => (cmd === "games_kinds" ? [gin, basic, skull] : null));
    render(NewGame);
    await screen.findByTestId("game-option-skull_and_roses");
    expect(screen.getByTestId("points-only-skull_and_roses").textContent).toContain("Points only");
    expect(screen.queryByTestId("points-only-gin_rummy")).toBeNull();
    // The rummy family is refereed from the cards now: no "points only" label.
    expect(screen.queryByTestId("points-only-basic_rummy")).toBeNull();
  });

  it("shows Rust's message inline and stays on the form", async () => {
    const message = "Gin Rummy is for exactly 2 players (1 player was entered).";
    let sent: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck];
      if (cmd === "games_presets") return presets[(args as { kind: string }).kind];
      if (cmd === "rules_words") return wordsFor(args);
      sent = args;
      throw { kind: "validation", code: "E_PLAYER_COUNT", message };
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-gin_rummy"));
    await screen.findByTestId("preset-seed");
    await fireEvent.input(screen.getByTestId("player-name-0"), { target: { value: "Ann" } });
    await fireEvent.click(screen.getByTestId("remove-player-1"));
    expect(screen.queryByTestId("player-name-1")).toBeNull();
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(screen.getByTestId("form-error").textContent).toBe(message));
    expect(sent).toEqual({ game: { players: ["Ann"], preset: "seed", options: gin_({}), firstDealer: 0 } });
  });

  it("offers rows for the game's minimum and opens the created game", async () => {
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck];
      if (cmd === "games_presets") return presets[(args as { kind: string }).kind];
      if (cmd === "rules_words") return wordsFor(args);
      return summary((args as { game: Parameters<typeof summary>[0] }).game);
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-oh_heck"));
    expect(screen.getByTestId("player-name-2")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("add-player"));
    expect(screen.getByTestId("player-name-3")).toBeTruthy();
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(window.location.hash).toBe("#/game/42"));
  });

  it("creates an Oklahoma game with the chosen first dealer in one tap each", async () => {
    let sent: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck, basic];
      if (cmd === "games_presets") return presets[(args as { kind: string }).kind];
      if (cmd === "rules_words") return wordsFor(args);
      sent = args;
      return summary((args as { game: Parameters<typeof summary>[0] }).game);
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-gin_rummy"));
    const seed = await screen.findByTestId("preset-seed");
    expect(seed.getAttribute("aria-pressed")).toBe("true");
    expect(seed.textContent).toContain("Standard");
    expect(screen.getAllByTestId(/^preset-/).map((b) => b.dataset.testid)).toEqual(["preset-seed", "preset-modern", "preset-classic", "preset-oklahoma"]);
    await fireEvent.input(screen.getByTestId("player-name-0"), { target: { value: "Ann" } });
    await fireEvent.input(screen.getByTestId("player-name-1"), { target: { value: "Bob" } });
    await fireEvent.click(screen.getByTestId("preset-oklahoma"));
    await waitFor(() => expect((screen.getByTestId("knob-target-input") as HTMLInputElement).value).toBe("150"));
    expect(screen.getByTestId("first-dealer-1").textContent).toBe("Bob");
    await fireEvent.click(screen.getByTestId("first-dealer-1"));
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(window.location.hash).toBe("#/game/42"));
    expect(sent).toEqual({ game: { players: ["Ann", "Bob"], preset: "oklahoma", options: gin_({ oklahoma: true, spadeDouble: true, gameTarget: 150 }), firstDealer: 1 } });
  });

  it("shows Basic Rummy's target of 100 from its knobs and sends a changed knob over the preset", async () => {
    let sent: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck, basic];
      if (cmd === "games_presets") return presets[(args as { kind: string }).kind];
      if (cmd === "rules_words") return wordsFor(args);
      sent = args;
      return summary((args as { game: Parameters<typeof summary>[0] }).game);
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-basic_rummy"));
    await screen.findByTestId("knob-target-input");
    expect(screen.queryByTestId("preset-seed")).toBeNull(); // one preset: nothing to pick
    expect((screen.getByTestId("knob-target-input") as HTMLInputElement).value).toBe("100");
    await fireEvent.input(screen.getByTestId("knob-target-input"), { target: { value: "250" } });
    await fireEvent.input(screen.getByTestId("player-name-0"), { target: { value: "Ann" } });
    await fireEvent.input(screen.getByTestId("player-name-1"), { target: { value: "Bob" } });
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(sent).not.toBeNull());
    const basicSeed = presets.basic_rummy[0].options.options;
    expect(sent).toEqual({ game: { players: ["Ann", "Bob"], preset: "seed", options: { kind: "basic_rummy", options: { ...basicSeed, target: 250 } }, firstDealer: 0 } });
  });

  it("names a knob whose text is not a number within its bounds, and sends nothing", async () => {
    let sent: unknown = null;
    mockIPC((cmd, args) => {
      if (cmd === "games_kinds") return [gin, heck, basic];
      if (cmd === "games_presets") return presets[(args as { kind: string }).kind];
      if (cmd === "rules_words") return wordsFor(args);
      if (cmd === "games_create") sent = args;
      return summary((args as { game: Parameters<typeof summary>[0] }).game);
    });
    render(NewGame);
    await fireEvent.click(await screen.findByTestId("game-option-basic_rummy"));
    const input = (await screen.findByTestId("knob-target-input")) as HTMLInputElement;
    await fireEvent.input(input, { target: { value: "lots" } });
    expect(screen.getByTestId("knob-target-problem").textContent).toBe("Play to: “lots” is not a number.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    await fireEvent.input(screen.getByTestId("player-name-0"), { target: { value: "Ann" } });
    await fireEvent.input(screen.getByTestId("player-name-1"), { target: { value: "Bob" } });
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(screen.getByTestId("form-error").textContent).toBe("Play to: “lots” is not a number."));
    expect(sent).toBeNull();
    // Fixed: the number is sent.
    await fireEvent.input(input, { target: { value: "0" } });
    expect(screen.getByTestId("knob-target-problem").textContent).toBe("Play to is at least 1.");
    await fireEvent.input(input, { target: { value: "300" } });
    expect(screen.queryByTestId("knob-target-problem")).toBeNull();
    await fireEvent.click(screen.getByTestId("create-game"));
    await waitFor(() => expect(sent).not.toBeNull());
    expect((sent as { game: { options: { options: { target: number } } } }).game.options.options.target).toBe(300);
  });
});
