import { describe as group, expect, it } from "vitest";
import type { GameOptions } from "../bindings/GameOptions";
import type { Knob } from "../bindings/Knob";
import type { Preset } from "../bindings/Preset";
import { firstDealerAfter, isChosen, isShown, newGameChoice, optionsToStore, pick, storedChoice, typed, valueOf, visibleKnobs, withValue } from "./catalog";

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
  it("stores the preset and only the settings changed over it", () => {
    const okla = ginPresets[1].options;
    expect(optionsToStore("oklahoma", okla, okla)).toEqual({ preset: "oklahoma" });
    const changed = withValue(okla, ginTarget.path, 200);
    expect(valueOf(ginTarget, changed)).toBe(200);
    expect(valueOf(ginTarget, okla)).toBe(150); // the preset is left as it was
    expect(optionsToStore("oklahoma", okla, changed)).toEqual({ preset: "oklahoma", gameTarget: 200 });
    expect(changed.kind).toBe("gin_rummy");
  });

  it("reads what is typed into a number knob: empty is none, text stays for Rust to refuse", () => {
    expect(typed(" 250 ")).toBe(250);
    expect(typed("")).toBeNull();
    expect(typed("lots")).toBe("lots");
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
    expect(optionsToStore("seed", pad({ kind: "open" }), o)).toEqual({ preset: "seed", end: { kind: "target", points: 250 } });
    o = pick(end, toHands, o);
    expect(o.options).toEqual({ winner: "highest", end: { kind: "hands", count: 10 } });
    const [, lowest] = winner.kind.type === "choice" ? winner.kind.choices : [];
    o = pick(winner, lowest, o);
    expect(isChosen(winner, lowest, o)).toBe(true);
    expect(o.options).toEqual({ winner: "lowest", end: { kind: "hands", count: 10 } });
  });

  it("reads stored options back: their preset, else the seed", () => {
    expect(storedChoice({ preset: "oklahoma", gameTarget: 200 }, ginPresets, gin({ gameTarget: 200 })).presetId).toBe("oklahoma");
    expect(storedChoice({}, ginPresets, gin()).presetId).toBe("seed");
    expect(storedChoice({ preset: "gone" }, ginPresets, gin()).presetId).toBe("seed");
  });

  it("keeps the same person dealing first when a row is removed", () => {
    expect(firstDealerAfter(2, 0, 2)).toBe(1);
    expect(firstDealerAfter(0, 1, 2)).toBe(0);
    expect(firstDealerAfter(2, 2, 2)).toBe(1);
  });
});
