import { describe as group, expect, it } from "vitest";
import type { GameOptions } from "../bindings/GameOptions";
import type { Knob } from "../bindings/Knob";
import type { Preset } from "../bindings/Preset";
import { gameChoice, isChosen, isShown, newGameChoice, pick, typedNumber, valueOf, visibleKnobs, withValue } from "./knobs";

// The knobs, their labels, choices, defaults and words are Rust's (each game's knobs.rs, tested
// there against the game's options and presets); these fixtures are shaped like its answers.

const ginSeed = { knockLimit: 10, oklahoma: false, oklahomaAce: "ginOnly", spadeDouble: false, ginBonus: 25, bigGin: false, bigGinBonus: 31, undercutBonus: 25, undercutOnTie: true, boxBonus: 25, gameTarget: 100, gameBonus: 100, shutout: "gameBonus", shutoutGameBonus: 200, nextDealer: "winner" } as const;
const gin = (o: object = {}) => ({ kind: "gin_rummy", options: { ...ginSeed, ...o } }) as GameOptions;
const ginPresets: Preset[] = [
  { id: "seed", name: "Standard", hint: "", options: gin() },
  { id: "oklahoma", name: "Oklahoma", hint: "", options: gin({ oklahoma: true, spadeDouble: true, gameTarget: 150 }) },
];
const ginTarget: Knob = {
  id: "target",
  path: ["gameTarget"],
  label: "Play to",
  kind: { type: "number", min: 1, max: 100000, step: 1, none: null },
  default: 100,
  value: 100,
  shownWhen: null,
  target: true,
  words: "",
};

// The scorepad's knobs as Rust declares them (scorepad/knobs.rs).
const pad = (end: object, winner = "highest") => ({ kind: "scorepad", options: { winner, end } }) as GameOptions;
const winner: Knob = {
  id: "winner",
  path: ["winner"],
  label: "Who wins",
  kind: { type: "choice", choices: [{ value: "highest", label: "Highest total", sets: null }, { value: "lowest", label: "Lowest total", sets: null }] },
  default: "highest",
  value: "highest",
  shownWhen: null,
  target: false,
  words: "",
};
const end: Knob = {
  ...winner,
  id: "end",
  path: ["end", "kind"],
  label: "The game ends",
  kind: {
    type: "choice",
    choices: [
      { value: "target", label: "At a target", sets: { kind: "target", points: 100 } },
      { value: "hands", label: "After N hands", sets: { kind: "hands", count: 10 } },
      { value: "open", label: "Open-ended", sets: { kind: "open" } },
    ],
  },
  default: "open",
};
const endPoints: Knob = { ...ginTarget, id: "end-points", path: ["end", "points"], shownWhen: { path: ["end", "kind"], equals: "target" }, default: null };
const endCount: Knob = { ...ginTarget, id: "end-count", path: ["end", "count"], shownWhen: { path: ["end", "kind"], equals: "hands" }, default: null, target: false };
const padKnobs = [winner, end, endPoints, endCount];

group("rules chooser", () => {
  it("changes the setting at a knob's path in a copy, keeping the game", () => {
    const okla = ginPresets[1].options;
    const changed = withValue(okla, ginTarget.path, 200);
    expect(valueOf(ginTarget, changed)).toBe(200);
    expect(valueOf(ginTarget, okla)).toBe(150); // the preset is left as it was
    expect(changed).toEqual(gin({ oklahoma: true, spadeDouble: true, gameTarget: 200 }));
    expect(changed.kind).toBe("gin_rummy");
  });

  it("reads what is typed into a number knob within Rust's bounds, and names the knob when it cannot", () => {
    expect(typedNumber(ginTarget, " 250 ")).toEqual({ value: 250 });
    expect(typedNumber(ginTarget, "")).toEqual({ problem: "Play to needs a number." });
    expect(typedNumber(endPoints, "")).toEqual({ problem: "Play to needs a number." });
    const open = { ...ginTarget, kind: { type: "number", min: 1, max: 100000, step: 1, none: "No target" } } as Knob;
    expect(typedNumber(open, " ")).toEqual({ value: null });
    expect(typedNumber(ginTarget, "lots")).toEqual({ problem: "Play to: “lots” is not a number." });
    expect(typedNumber(ginTarget, "2.5")).toEqual({ problem: "Play to needs a whole number." });
    expect(typedNumber(ginTarget, "0")).toEqual({ problem: "Play to is at least 1." });
    expect(typedNumber(ginTarget, "100001")).toEqual({ problem: "Play to is at most 100,000." });
    expect(typedNumber(winner, "3")).toEqual({ problem: "Who wins is not a number." });
  });

  it("preselects the seed preset's complete options", () => {
    expect(newGameChoice(ginPresets)).toEqual({ presetId: "seed", full: gin() });
    expect(newGameChoice([])).toBeNull();
  });

  it("shows a knob only while the setting Rust names has the value it names", () => {
    expect(visibleKnobs(padKnobs, pad({ kind: "open" })).map((k) => k.id)).toEqual(["winner", "end"]);
    expect(visibleKnobs(padKnobs, pad({ kind: "target", points: 250 })).map((k) => k.id)).toEqual(["winner", "end", "end-points"]);
    expect(isShown(endCount, pad({ kind: "hands", count: 7 }))).toBe(true);
  });

  it("picks a choice: its value at the path, or the whole setting when the choice carries it", () => {
    let o = pad({ kind: "open" });
    const [toTarget, toHands] = end.kind.type === "choice" ? end.kind.choices : [];
    o = pick(end, toTarget, o);
    expect(o.options).toEqual({ winner: "highest", end: { kind: "target", points: 100 } });
    o = withValue(o, endPoints.path, 250);
    expect(pick(end, toTarget, o)).toBe(o); // picking the choice already on keeps the typed 250
    expect(o.options).toEqual({ winner: "highest", end: { kind: "target", points: 250 } });
    o = pick(end, toHands, o);
    expect(o.options).toEqual({ winner: "highest", end: { kind: "hands", count: 10 } });
    const [, lowest] = winner.kind.type === "choice" ? winner.kind.choices : [];
    o = pick(winner, lowest, o);
    expect(isChosen(winner, lowest, o)).toBe(true);
    expect(o.options).toEqual({ winner: "lowest", end: { kind: "hands", count: 10 } });
  });

  it("starts changing a game's rules from the preset Rust names, else the seed", () => {
    const full = gin({ gameTarget: 200 });
    expect(gameChoice("oklahoma", ginPresets, full)).toEqual({ presetId: "oklahoma", full });
    expect(gameChoice(undefined, ginPresets, full).presetId).toBe("seed");
    expect(gameChoice("gone", ginPresets, full).presetId).toBe("seed");
  });
});
