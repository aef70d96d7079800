// Test data shaped like what Rust sends, for the UI tests (mockIPC). Not used by the app.
import type { Knob } from "./bindings/Knob";
import type { JsonValue } from "./bindings/serde_json/JsonValue";
import type { CardFace } from "./bindings/CardFace";
import type { GameView } from "./bindings/GameView";
import type { GameOptions } from "./bindings/GameOptions";
import type { HandLine } from "./bindings/HandLine";
import type { GameOpen } from "./bindings/GameOpen";
import type { GameInfo } from "./bindings/GameInfo";
import type { GameMeta } from "./bindings/GameMeta";
import type { OptionWords } from "./bindings/OptionWords";
import { mockIPC } from "@tauri-apps/api/mocks";

/** The 52 faces as `rules_deck` sends them. */
export function deckFaces(): CardFace[] {
  const suits: [string, string, string, boolean][] = [
    ["s", "♠", "spades", false],
    ["h", "♥", "hearts", true],
    ["d", "♦", "diamonds", true],
    ["c", "♣", "clubs", false],
  ];
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
  return suits.flatMap(([letter, suit, suitName, red]) =>
    ranks.map((r) => ({ card: `${r}${letter}`, rank: r === "T" ? "10" : r, suit, suitName, red, label: `${r === "T" ? "10" : r}${suit}` })),
  );
}

/** The words `rules_words` sends (the end-of-game line is what the game screen shows). */
export function words(endLine = "First to 100", lines: string[] = [], presetName = "Standard", preset = "seed") {
  return { preset, presetName, lines, endLine, knobs: [], target: null };
}

/** A number knob shaped as Rust declares it (`Knob`), with its value in `options`. */
export function numberKnob(id: string, path: string[], options: unknown, extra: Partial<Knob> = {}): Knob {
  let value: unknown = options;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return {
    id,
    path,
    label: "Play to",
    kind: { type: "number", min: 1, max: 100000, step: 1, none: null },
    default: 100,
    value: (value ?? null) as JsonValue,
    shownWhen: null,
    target: true,
    words: `The game ends at ${String(value)}.`,
    ...extra,
  };
}

/** A hand line of a two-player game. */
export function handLine(id: number, number: number, points: number[], running: number[], extra: Partial<HandLine> = {}): HandLine {
  return {
    id,
    number,
    dealer: (number + 1) % 2,
    facts: { kind: "gin_rummy", facts: { form: "counts", knocker: 0, knockerDeadwood: 2, defenderDeadwood: 30, bigGin: false } },
    points,
    running,
    outcome: null,
    warnings: [],
    problem: null,
    stale: false,
    playedAt: "2026-11-21T00:00:00.000Z",
    ...extra,
  };
}

/** Gin Rummy's seed options as the view carries them (complete and typed; RULES.md §1.6). */
export function ginOptions(): GameOptions {
  return {
    kind: "gin_rummy",
    options: {
      knockLimit: 10,
      oklahoma: false,
      oklahomaAce: "ginOnly",
      spadeDouble: false,
      ginBonus: 25,
      bigGin: false,
      bigGinBonus: 31,
      undercutBonus: 25,
      undercutOnTie: true,
      boxBonus: 25,
      gameTarget: 100,
      gameBonus: 100,
      shutout: "gameBonus",
      shutoutGameBonus: 200,
      nextDealer: "winner",
    },
  };
}

/** A Gin Rummy game view for Ann and Bob with the given hands. */
export function ginView(hands: HandLine[], extra: Partial<GameView> = {}): GameView {
  const last = hands[hands.length - 1];
  const totals = last ? last.running : [0, 0];
  return {
    game: { id: 7, kind: "gin_rummy", players: ["Ann", "Bob"], createdAt: "2026-11-21T00:00:00.000Z", finishedAt: null, handCount: hands.length },
    preset: "seed",
    options: ginOptions(),
    firstDealer: 1,
    reopened: false,
    standings: {
      kind: "gin_rummy",
      seats: 2,
      hands,
      totals,
      bonuses: [0, 0],
      finalTotals: totals,
      nextDealer: 0,
      over: false,
      winners: [],
      explanation: [],
      optionsProblem: null,
      problems: hands.filter((h) => h.problem).length,
      handSize: 10,
    },
    undo: hands.length > 0 ? "record" : null,
    redo: null,
    version: hands.length,
    words: words(),
    ...extra,
  };
}

/** What `games_open` sends, made of what a mock answers the commands it stands for (the view
 *  with `rules_words`' words, `games_meta`, `drafts_get` and the game's `games_kinds` entry),
 *  so a test that mocks those mocks the opening too. */
export function opened(answer: (cmd: string) => unknown): GameOpen {
  const view = answer("games_view") as GameView;
  const kinds = (answer("games_kinds") ?? []) as GameInfo[];
  const info = kinds.find((k) => k.kind === view.game.kind) ?? {
    kind: view.game.kind, id: view.game.kind, name: view.game.kind, minPlayers: 2, maxPlayers: 2, summary: "", refereed: true, handSize: null,
  };
  return {
    view: { ...view, words: (answer("rules_words") as OptionWords | null) ?? view.words },
    meta: answer("games_meta") as GameMeta,
    draft: answer("drafts_get") ?? null,
    // What Rust's games_open carries for a draft: the rules_preview it would be asked.
    draftPreview: (answer("draft_preview") as GameOpen["draftPreview"] | undefined) ?? null,
    info,
  };
}

/** Answers each command the screen calls with `answers[command](args)` (anything else fails
 *  the test); the calls made, in order, each with its arguments. */
export function serve(answers: Record<string, (args: Record<string, unknown>) => unknown>): [string, Record<string, unknown>][] {
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    const answer = answers[cmd];
    if (answer) return answer(a);
    throw new Error(`unexpected ${cmd}`);
  });
  return calls;
}
