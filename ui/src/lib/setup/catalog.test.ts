import { describe as group, expect, it } from "vitest";
import type { Preset } from "../bindings/Preset";
import { firstDealerAfter, newGameChoice, optionsToStore, setupOf, storedChoice, visibleKnobs } from "./catalog";

// The words (preset names and hints, the rules in words, each knob's line) are Rust's and
// tested there (rules/src/games/*/words.rs, games/dispatch.rs).

// Shaped like games_presets answers (complete options from Rust).
const ginSeed = { knockLimit: 10, oklahoma: false, oklahomaAce: "ginOnly", spadeDouble: false, ginBonus: 25, bigGin: false, bigGinBonus: 31, undercutBonus: 25, undercutOnTie: true, boxBonus: 25, gameTarget: 100, gameBonus: 100, shutout: "gameBonus", shutoutGameBonus: 200, nextDealer: "winner" };
const ginPresets: Preset[] = [
  { id: "seed", name: "Seed", hint: "", options: ginSeed },
  { id: "modern", name: "Modern", hint: "", options: { ...ginSeed, bigGin: true } },
  { id: "classic", name: "Classic", hint: "", options: { ...ginSeed, ginBonus: 20, undercutBonus: 10, boxBonus: 20 } },
  { id: "oklahoma", name: "Oklahoma", hint: "", options: { ...ginSeed, oklahoma: true, spadeDouble: true, gameTarget: 150 } },
];
const manualSeed: Preset[] = [{ id: "seed", name: "Points per hand", hint: "", options: { target: null, hands: null, lowestWins: false } }];
const scorepadSeed = { winner: "highest", end: { kind: "open" } };

group("rules chooser", () => {
  it("stores the preset and only the knobs changed over it", () => {
    const okla = ginPresets[3].options as Record<string, unknown>;
    expect(optionsToStore("oklahoma", okla, { ...okla })).toEqual({ preset: "oklahoma" });
    const target = visibleKnobs("gin_rummy", okla).find((k) => k.id === "target")!;
    const changed = target.set({ ...okla }, 200);
    expect(optionsToStore("oklahoma", okla, changed)).toEqual({ preset: "oklahoma", gameTarget: 200 });
  });

  it("preselects the seed, and Basic Rummy's suggested target of 100 (RULES.md §11.6)", () => {
    expect(newGameChoice("gin_rummy", ginPresets)).toEqual({ presetId: "seed", full: ginSeed });
    const basic = newGameChoice("basic_rummy", manualSeed);
    expect(optionsToStore(basic.presetId, manualSeed[0].options, basic.full)).toEqual({ preset: "seed", target: 100 });
    const knock = newGameChoice("knock_rummy", manualSeed);
    expect(optionsToStore(knock.presetId, manualSeed[0].options, knock.full)).toEqual({ preset: "seed" });
  });

  it("mentions that Gift Rummy is Parlett's Swap Three", () => {
    expect(setupOf("gift_rummy").note).toContain("Swap Three");
  });

  it("offers Avalanche's deals, target and packs, and no knobs for Skull & Roses", () => {
    let o: Record<string, unknown> = { packs: 2, jokers: 6, hands: 1, target: null };
    expect(visibleKnobs("avalanche", o).map((k) => k.id)).toEqual(["hands", "target", "packs"]);
    o = visibleKnobs("avalanche", o)[0].set(o, 3);
    expect(o).toEqual({ packs: 2, jokers: 6, hands: 3, target: null });
    expect(visibleKnobs("skull_and_roses", {})).toEqual([]);
  });

  it("switches the end of a points game between a target, a number of hands and open-ended", () => {
    let s: Record<string, unknown> = { ...scorepadSeed };
    const sEnd = () => visibleKnobs("scorepad", s).find((k) => k.id === "end")!;
    s = sEnd().set(s, "target");
    expect(s.end).toEqual({ kind: "target", points: 100 });
    s = visibleKnobs("scorepad", s)[2].set(s, 250);
    expect(optionsToStore("seed", scorepadSeed, s)).toEqual({ preset: "seed", end: { kind: "target", points: 250 } });
  });

  it("reads stored options back: their preset, else the seed", () => {
    expect(storedChoice({ preset: "oklahoma", gameTarget: 200 }, ginPresets, { ...ginSeed, gameTarget: 200 }).presetId).toBe("oklahoma");
    expect(storedChoice({}, ginPresets, ginSeed).presetId).toBe("seed");
    expect(storedChoice({ preset: "gone" }, ginPresets, ginSeed).presetId).toBe("seed");
  });

  it("keeps the same person dealing first when a row is removed", () => {
    expect(firstDealerAfter(2, 0, 2)).toBe(1);
    expect(firstDealerAfter(0, 1, 2)).toBe(0);
    expect(firstDealerAfter(2, 2, 2)).toBe(1);
  });
});
