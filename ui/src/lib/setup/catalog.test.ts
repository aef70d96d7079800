import { describe as group, expect, it } from "vitest";
import type { Preset } from "../bindings/Preset";
import { describe, firstDealerAfter, newGameChoice, optionsToStore, presetHint, presetLabel, setupOf, storedChoice, visibleKnobs } from "./catalog";

// Shaped like games_presets answers (complete options from Rust).
const ginSeed = { knockLimit: 10, oklahoma: false, oklahomaAce: "ginOnly", spadeDouble: false, ginBonus: 25, bigGin: false, bigGinBonus: 31, undercutBonus: 25, undercutOnTie: true, boxBonus: 25, gameTarget: 100, gameBonus: 100, shutout: "gameBonus", shutoutGameBonus: 200, nextDealer: "winner" };
const ginPresets: Preset[] = [
  { id: "seed", options: ginSeed },
  { id: "modern", options: { ...ginSeed, bigGin: true } },
  { id: "classic", options: { ...ginSeed, ginBonus: 20, undercutBonus: 10, boxBonus: 20 } },
  { id: "oklahoma", options: { ...ginSeed, oklahoma: true, spadeDouble: true, gameTarget: 150 } },
];
const manualSeed: Preset[] = [{ id: "seed", options: { target: null, hands: null, lowestWins: false } }];
const scorepadSeed = { winner: "highest", end: { kind: "open" } };

group("rules chooser", () => {
  it("stores the preset and only the knobs changed over it", () => {
    const okla = ginPresets[3].options as Record<string, unknown>;
    expect(optionsToStore("oklahoma", okla, { ...okla })).toEqual({ preset: "oklahoma" });
    const target = visibleKnobs("gin_rummy", okla).find((k) => k.id === "target")!;
    const changed = target.set({ ...okla }, 200);
    expect(optionsToStore("oklahoma", okla, changed)).toEqual({ preset: "oklahoma", gameTarget: 200 });
    expect(target.hint(changed)).toBe("The game ends when someone reaches 200 hand points.");
  });

  it("preselects the seed, and Basic Rummy's suggested target of 100 (RULES.md §11.6)", () => {
    expect(newGameChoice("gin_rummy", ginPresets)).toEqual({ presetId: "seed", full: ginSeed });
    const basic = newGameChoice("basic_rummy", manualSeed);
    expect(optionsToStore(basic.presetId, manualSeed[0].options, basic.full)).toEqual({ preset: "seed", target: 100 });
    const knock = newGameChoice("knock_rummy", manualSeed);
    expect(optionsToStore(knock.presetId, manualSeed[0].options, knock.full)).toEqual({ preset: "seed" });
  });

  it("names Gin's four presets and describes each from its own options", () => {
    expect(ginPresets.map((p) => presetLabel("gin_rummy", p.id))).toEqual(["Seed", "Modern", "Classic", "Oklahoma"]);
    expect(presetHint("gin_rummy", ginPresets[3])).toContain("first to 150");
    expect(presetHint("gin_rummy", ginPresets[2])).toBe("Gin 20, undercut 10, 20 per hand won.");
    expect(presetLabel("oh_heck", "some_new_one")).toBe("Some new one");
  });

  it("words Oh Heck!'s scoring with the options' own exact-bid bonus", () => {
    const mrpikes: Preset = { id: "mrpikes", options: { scoring: "mrpikes", exactBonus: 10, hook: true, schedule: "down_up" } };
    expect(presetHint("oh_heck", mrpikes)).toBe("An exact bid scores 10 + the bid; a miss loses 10 + the difference.");
    const five = { scoring: "seed", exactBonus: 5, hook: true, schedule: "down_up" };
    expect(describe("oh_heck", five)[0]).toBe("An exact bid scores 5 + the bid; a miss scores 0.");
  });

  it("mentions that Gift Rummy is Parlett's Swap Three", () => {
    expect(setupOf("gift_rummy").note).toContain("Swap Three");
    expect(presetLabel("gift_rummy", "seed")).toBe("Independent counting");
  });

  it("switches the end of a points game between a target, a number of hands and open-ended", () => {
    let o: Record<string, unknown> = { target: null, hands: null, lowestWins: false };
    const end = () => visibleKnobs("basic_rummy", o).find((k) => k.id === "end")!;
    expect(visibleKnobs("basic_rummy", o).map((k) => k.id)).toEqual(["winner", "end"]);
    o = end().set(o, "hands");
    expect(o).toEqual({ target: null, hands: 10, lowestWins: false });
    expect(visibleKnobs("basic_rummy", o).map((k) => k.id)).toEqual(["winner", "end", "end-value"]);
    o = visibleKnobs("basic_rummy", o)[2].set(o, 6);
    o = visibleKnobs("basic_rummy", o)[0].set(o, "lowest");
    expect(o).toEqual({ target: null, hands: 6, lowestWins: true });
    expect(describe("basic_rummy", o)).toEqual(["The game ends after 6 hands; the lowest total wins."]);

    let s: Record<string, unknown> = { ...scorepadSeed };
    const sEnd = () => visibleKnobs("scorepad", s).find((k) => k.id === "end")!;
    s = sEnd().set(s, "target");
    expect(s.end).toEqual({ kind: "target", points: 100 });
    s = visibleKnobs("scorepad", s)[2].set(s, 250);
    expect(optionsToStore("seed", scorepadSeed, s)).toEqual({ preset: "seed", end: { kind: "target", points: 250 } });
    expect(describe("scorepad", s)).toEqual(["The game ends when someone reaches 250; the highest total wins."]);
  });

  it("reads stored options back: their preset, else the seed", () => {
    expect(storedChoice({ preset: "oklahoma", gameTarget: 200 }, ginPresets, { ...ginSeed, gameTarget: 200 }).presetId).toBe("oklahoma");
    expect(storedChoice({}, ginPresets, ginSeed).presetId).toBe("seed");
    expect(storedChoice({ preset: "gone" }, ginPresets, ginSeed).presetId).toBe("seed");
  });

  it("words the current rules", () => {
    const okla = describe("gin_rummy", ginPresets[3].options as Record<string, unknown>);
    expect(okla[0]).toBe("Oklahoma: the first upcard sets the knock limit (an ace: gin only); a spade upcard doubles the hand.");
    expect(okla[2]).toBe("First to 150; game bonus 100, 25 per hand won.");
    expect(describe("six_card_golf", { holes: 18, kingValue: -1, negativePairOfTwos: true, jokers: false })).toEqual([
      "18 holes; the lowest total wins.",
      "A king counts −1; a pair of 2s scores −4.",
    ]);
  });

  it("keeps the same person dealing first when a row is removed", () => {
    expect(firstDealerAfter(2, 0, 2)).toBe(1);
    expect(firstDealerAfter(0, 1, 2)).toBe(0);
    expect(firstDealerAfter(2, 2, 2)).toBe(1);
  });
});
