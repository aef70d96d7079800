// What the rules chooser offers for each game, and how a game's options read in words.
//
// No rule lives here: the presets and their complete options come from Rust (`games_presets`),
// Rust checks what is sent (`games_create`, `games_set_options`) and says what is wrong. This
// module only names the presets, picks the few knobs people change at the table, words them,
// and builds the options object to store: `{preset, ...the knobs changed over it}`.
import type { GameKind } from "../bindings/GameKind";
import type { Preset } from "../bindings/Preset";

/** A game's options as JSON (complete when they come from `rules_options` or a preset). */
export type Options = Record<string, unknown>;
export type KnobValue = number | string | boolean | null;

/** One knob the chooser shows. `get`/`set` read and change the complete options. */
export interface Knob {
  id: string;
  label: string;
  type: "number" | "toggle" | "choice";
  choices?: { value: string; label: string }[];
  /** Shown only when this says so (e.g. the target only when the game ends at a target). */
  visible?: (o: Options) => boolean;
  get: (o: Options) => KnobValue;
  set: (o: Options, v: KnobValue) => Options;
  /** One line for people about the current value. */
  hint: (o: Options) => string;
}

interface GameSetup {
  /** Names and one-line descriptions of the presets Rust sends, by id. */
  presets: Record<string, { label: string; hint: (o: Options) => string }>;
  knobs: Knob[];
  /** A line shown above the choices (Gift Rummy's origin). */
  note?: string;
  /** Knobs preselected for a new game over the seed preset (RULES.md §11.6: target 100). */
  suggested?: Options;
}

const num = (o: Options, k: string): number | null => {
  const v = o[k];
  return typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && !isNaN(Number(v)) ? Number(v) : null;
};
const show = (v: unknown): string => (v === null || v === undefined ? "?" : String(v).replace(/^-/, "−"));
const plural = (n: unknown, one: string, many = `${one}s`) => `${show(n)} ${n === 1 ? one : many}`;
const obj = (v: unknown): Options => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Options) : {});

/** A number knob on one top-level key. */
function numberKnob(id: string, key: string, label: string, hint: (o: Options) => string, visible?: Knob["visible"]): Knob {
  return { id, label, type: "number", get: (o) => num(o, key), set: (o, v) => ({ ...o, [key]: v }), hint, visible };
}

// ---- Winner and end of the games scored by points per hand --------------------------------

type EndMode = "target" | "hands" | "open";

/** Scorepad: `winner: highest|lowest`, `end: {kind: target, points} | {kind: hands, count} | {kind: open}`. */
const scorepadEnd = {
  mode: (o: Options): EndMode => {
    const k = obj(o.end).kind;
    return k === "target" || k === "hands" ? k : "open";
  },
  value: (o: Options): number | null => {
    const e = obj(o.end);
    return num(e, e.kind === "hands" ? "count" : "points");
  },
  with: (o: Options, mode: EndMode, value: KnobValue): Options => ({
    ...o,
    end: mode === "target" ? { kind: "target", points: value } : mode === "hands" ? { kind: "hands", count: value } : { kind: "open" },
  }),
  lowest: (o: Options) => o.winner === "lowest",
  setLowest: (o: Options, low: boolean): Options => ({ ...o, winner: low ? "lowest" : "highest" }),
};

/** Manual points (games without a referee yet): `target`, `hands` (null = none), `lowestWins`. */
const manualEnd = {
  mode: (o: Options): EndMode => (o.target !== null && o.target !== undefined ? "target" : o.hands !== null && o.hands !== undefined ? "hands" : "open"),
  value: (o: Options): number | null => (manualEnd.mode(o) === "hands" ? num(o, "hands") : num(o, "target")),
  with: (o: Options, mode: EndMode, value: KnobValue): Options => ({
    ...o,
    target: mode === "target" ? value : null,
    hands: mode === "hands" ? value : null,
  }),
  lowest: (o: Options) => o.lowestWins === true,
  setLowest: (o: Options, low: boolean): Options => ({ ...o, lowestWins: low }),
};

type EndModel = typeof scorepadEnd;

/** Where a value typed for one end mode goes when the mode changes. */
const DEFAULT_END: Record<EndMode, number | null> = { target: 100, hands: 10, open: null };

function endLine(m: EndModel, o: Options): string {
  const who = m.lowest(o) ? "the lowest total wins" : "the highest total wins";
  const mode = m.mode(o);
  if (mode === "target") return `The game ends when someone reaches ${show(m.value(o))}; ${who}.`;
  if (mode === "hands") return `The game ends after ${plural(m.value(o), "hand")}; ${who}.`;
  return `Open-ended: stop whenever you like; ${who}.`;
}

function pointsKnobs(m: EndModel): Knob[] {
  return [
    {
      id: "winner",
      label: "Who wins",
      type: "choice",
      choices: [
        { value: "highest", label: "Highest total" },
        { value: "lowest", label: "Lowest total" },
      ],
      get: (o) => (m.lowest(o) ? "lowest" : "highest"),
      set: (o, v) => m.setLowest(o, v === "lowest"),
      hint: (o) => (m.lowest(o) ? "Fewest points wins, as in Hearts or Golf." : "Most points wins."),
    },
    {
      id: "end",
      label: "The game ends",
      type: "choice",
      choices: [
        { value: "target", label: "At a target" },
        { value: "hands", label: "After N hands" },
        { value: "open", label: "Open-ended" },
      ],
      get: (o) => m.mode(o),
      set: (o, v) => {
        const mode = (v as EndMode) ?? "open";
        const keep = m.mode(o) === mode ? m.value(o) : DEFAULT_END[mode];
        return m.with(o, mode, keep);
      },
      hint: (o) => endLine(m, o),
    },
    {
      id: "end-value",
      label: "",
      type: "number",
      visible: (o) => m.mode(o) !== "open",
      get: (o) => m.value(o),
      set: (o, v) => m.with(o, m.mode(o), v),
      hint: (o) => (m.mode(o) === "hands" ? "Number of hands." : "Points that end the game."),
    },
  ];
}

// ---- The games ----------------------------------------------------------------------------

const gin: GameSetup = {
  presets: {
    seed: { label: "Seed", hint: (o) => `Knock with ${show(o.knockLimit)} or less; gin ${show(o.ginBonus)}, undercut ${show(o.undercutBonus)}, first to ${show(o.gameTarget)}.` },
    modern: { label: "Modern", hint: (o) => `Seed plus big gin (all 11 cards melded) worth ${show(o.bigGinBonus)}.` },
    classic: { label: "Classic", hint: (o) => `Gin ${show(o.ginBonus)}, undercut ${show(o.undercutBonus)}, ${show(o.boxBonus)} per hand won.` },
    oklahoma: { label: "Oklahoma", hint: (o) => `The first upcard sets the knock limit; spades double; first to ${show(o.gameTarget)}.` },
  },
  knobs: [numberKnob("target", "gameTarget", "Play to", (o) => `The game ends when someone reaches ${show(o.gameTarget)} hand points.`)],
};

const gift: GameSetup = {
  note: 'David Parlett\'s game, also published as "Swap Three".',
  presets: {
    seed: { label: "Independent counting", hint: () => "Each card counts in every category it fits (flush, sequences, sets, twenty-one)." },
    exclusive: { label: "Exclusive counting", hint: () => "Sequences, sets and the twenty-one use different cards; the best total counts." },
  },
  knobs: [
    numberKnob("target", "target", "Play to", (o) => `${plural(o.deals, "deal")}, or until someone reaches ${show(o.target)}.`),
    numberKnob("deals", "deals", "Deals", (o) => `At most ${plural(o.deals, "deal")} of up to three rounds each.`),
  ],
};

// The bonus is the options' exactBonus (Rust's bid_points uses it in every variant).
const OH_HECK_SCORING: Record<string, (o: Options) => string> = {
  seed: (o) => `An exact bid scores ${show(o.exactBonus)} + the bid; a miss scores 0.`,
  tricks_plus_bonus: (o) => `Every trick taken scores 1; an exact bid adds ${show(o.exactBonus)}.`,
  off_bid_penalty: (o) => `An exact bid scores the tricks + ${show(o.exactBonus)}; a miss loses the difference.`,
  mrpikes: (o) => `An exact bid scores ${show(o.exactBonus)} + the bid; a miss loses ${show(o.exactBonus)} + the difference.`,
};

const ohHeck: GameSetup = {
  presets: {
    seed: { label: "Seed", hint: (o) => OH_HECK_SCORING.seed(o) },
    tricks_plus_bonus: { label: "Tricks + 10", hint: (o) => OH_HECK_SCORING.tricks_plus_bonus(o) },
    off_bid_penalty: { label: "Off-bid penalty", hint: (o) => OH_HECK_SCORING.off_bid_penalty(o) },
    mrpikes: { label: "MrPikes", hint: (o) => OH_HECK_SCORING.mrpikes(o) },
    up_down: { label: "Up and down", hint: () => "Seed scoring; hands go from 1 card up to the most and back down." },
  },
  knobs: [
    {
      id: "hook",
      label: "Dealer's hook",
      type: "toggle",
      get: (o) => o.hook === true,
      set: (o, v) => ({ ...o, hook: v === true }),
      hint: (o) => (o.hook === true ? "The dealer may not bid so that the bids add up to the cards dealt." : "The dealer may bid anything."),
    },
  ],
};

const golf: GameSetup = {
  presets: {
    seed: { label: "Seed", hint: (o) => `${plural(o.holes, "hole")}; a pair scores 0, a 2 is −2, a king ${show(o.kingValue)}.` },
    eighteen_holes: { label: "18 holes", hint: (o) => `A longer game: ${plural(o.holes, "hole")}.` },
    jokers_and_negative_twos: { label: "Jokers, pair of 2s −4", hint: (o) => `Two jokers per pack worth ${show(o.jokerValue)}; a pair of 2s scores −4.` },
  },
  knobs: [
    {
      id: "holes",
      label: "Holes",
      type: "choice",
      choices: [
        { value: "9", label: "9 holes" },
        { value: "18", label: "18 holes" },
      ],
      get: (o) => String(o.holes ?? ""),
      set: (o, v) => ({ ...o, holes: Number(v) }),
      hint: (o) => `${plural(o.holes, "hole")}; the lowest total wins.`,
    },
    {
      id: "twos",
      label: "Pair of 2s scores −4",
      type: "toggle",
      get: (o) => o.negativePairOfTwos === true,
      set: (o, v) => ({ ...o, negativePairOfTwos: v === true }),
      hint: (o) => (o.negativePairOfTwos === true ? "Two 2s in a column score −4." : "Two 2s in a column score 0, like any pair."),
    },
    numberKnob("king", "kingValue", "A king is worth", (o) => `Each unpaired king counts ${show(o.kingValue)}.`),
  ],
};

const scorepad: GameSetup = {
  presets: {
    seed: { label: "Open-ended", hint: (o) => endLine(scorepadEnd, o) },
    to_100_highest: { label: "First to 100", hint: (o) => endLine(scorepadEnd, o) },
    to_100_lowest: { label: "Lowest at 100", hint: (o) => endLine(scorepadEnd, o) },
    ten_hands: { label: "Ten hands", hint: (o) => endLine(scorepadEnd, o) },
  },
  knobs: pointsKnobs(scorepadEnd),
};

/** Games without a referee yet: points per hand, with a winner and an end rule. */
function manual(suggestedTarget: number | null): GameSetup {
  return {
    presets: { seed: { label: "Points per hand", hint: (o) => endLine(manualEnd, o) } },
    knobs: pointsKnobs(manualEnd),
    suggested: suggestedTarget === null ? undefined : { target: suggestedTarget },
  };
}

const SETUPS: Record<GameKind, GameSetup> = {
  gin_rummy: gin,
  gift_rummy: gift,
  oh_heck: ohHeck,
  six_card_golf: golf,
  scorepad,
  basic_rummy: manual(100), // §11.6: the target is asked with 100 suggested
  rummy_500: manual(500), // §5: first to 500
  boathouse_rummy: manual(null),
  continental_rummy: manual(null),
  gamblers_rummy: manual(null),
  knock_rummy: manual(null),
  skull_and_roses: manual(null),
  avalanche: manual(null),
};

// ---- What the components use --------------------------------------------------------------

/** The setup of `kind` (presets' names, knobs, note). */
export function setupOf(kind: GameKind): GameSetup {
  return SETUPS[kind];
}

/** A preset's name for people ("seed" → "Seed"; an unknown id is spelled out). */
export function presetLabel(kind: GameKind, id: string): string {
  return SETUPS[kind].presets[id]?.label ?? id.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** A preset's one-line description, from its own complete options. */
export function presetHint(kind: GameKind, preset: Preset): string {
  return SETUPS[kind].presets[preset.id]?.hint(obj(preset.options)) ?? "";
}

/** The knobs to show for `options` now. */
export function visibleKnobs(kind: GameKind, options: Options): Knob[] {
  return SETUPS[kind].knobs.filter((k) => !k.visible || k.visible(options));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What to store: the preset id and every key whose value differs from the preset's. */
export function optionsToStore(presetId: string, presetOptions: unknown, full: Options): Options {
  const base = obj(presetOptions);
  const out: Options = { preset: presetId };
  for (const [k, v] of Object.entries(full)) {
    if (!same(base[k], v)) out[k] = v;
  }
  return out;
}

/** The chooser's starting point for a new game: the seed preset with the suggested knobs. */
export function newGameChoice(kind: GameKind, presets: readonly Preset[]): { presetId: string; full: Options } {
  const seed = presets.find((p) => p.id === "seed") ?? presets[0];
  return { presetId: seed?.id ?? "seed", full: { ...obj(seed?.options), ...(SETUPS[kind].suggested ?? {}) } };
}

/** The chooser's starting point for a game's stored options (`full` = as the rules read them). */
export function storedChoice(stored: unknown, presets: readonly Preset[], full: Options): { presetId: string; full: Options } {
  const id = obj(stored).preset;
  const presetId = typeof id === "string" && presets.some((p) => p.id === id) ? id : "seed";
  return { presetId, full: { ...full } };
}

/** The game's options in words, one line each, from the complete options. */
export function describe(kind: GameKind, o: Options): string[] {
  switch (kind) {
    case "gin_rummy": {
      const knock = o.oklahoma === true
        ? `Oklahoma: the first upcard sets the knock limit (an ace: ${o.oklahomaAce === "limitOne" ? "knock with 1 or less" : "gin only"})${o.spadeDouble === true ? "; a spade upcard doubles the hand" : ""}.`
        : num(o, "knockLimit") === 0
          ? "Straight gin: no knocking."
          : `Knock with ${show(o.knockLimit)} or less.`;
      const bonuses = `Gin ${show(o.ginBonus)}${o.bigGin === true ? `, big gin ${show(o.bigGinBonus)}` : ""}, undercut ${show(o.undercutBonus)}${o.undercutOnTie === true ? "" : " (a tie is not an undercut)"}.`;
      return [knock, bonuses, `First to ${show(o.gameTarget)}; game bonus ${show(o.gameBonus)}, ${show(o.boxBonus)} per hand won.`];
    }
    case "gift_rummy":
      return [
        o.counting === "exclusive" ? "Exclusive counting: combinations use different cards." : "Independent counting: a card counts in every category.",
        `${plural(o.deals, "deal")}, or until someone reaches ${show(o.target)}; the highest total wins.`,
        `The only knocker after round 1 scores ${show(o.knockBonus)}.`,
      ];
    case "oh_heck":
      return [
        OH_HECK_SCORING[String(o.scoring)]?.(o) ?? String(o.scoring),
        o.hook === true ? "The dealer is hooked: the bids may not add up to the cards dealt." : "No hook: the dealer may bid anything.",
        o.schedule === "down_up" || o.schedule === "downUp" ? "Hands go down to 1 card and back up." : "Hands go from 1 card up and back down.",
      ];
    case "six_card_golf":
      return [
        `${plural(o.holes, "hole")}; the lowest total wins.`,
        `A king counts ${show(o.kingValue)}; a pair of 2s scores ${o.negativePairOfTwos === true ? "−4" : "0"}.`,
        ...(o.jokers === true ? [`Jokers in play, worth ${show(o.jokerValue)}.`] : []),
      ];
    case "scorepad":
      return [endLine(scorepadEnd, o)];
    default:
      return [endLine(manualEnd, o)];
  }
}

/** The first dealer's seat after row `removed` is taken out (`rows` rows are left): the same
 *  person keeps the deal; if they were removed, the seat now in that place deals. */
export function firstDealerAfter(dealer: number, removed: number, rows: number): number {
  const seat = dealer > removed ? dealer - 1 : dealer;
  return Math.max(0, Math.min(seat, rows - 1));
}
