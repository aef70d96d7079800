// What the rules chooser offers for each game: the few knobs people change at the table.
//
// No rule and no rule text lives here: the presets with their names, descriptions and complete
// options come from Rust (`games_presets`), the words about the options and each knob too
// (`rules_words`), and Rust checks what is sent (`games_create`, `games_set_options`) and says
// what is wrong. This module only picks the knobs, reads and changes them in the options, and
// builds the options object to store: `{preset, ...the knobs changed over it}`.
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
}

interface GameSetup {
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
const obj = (v: unknown): Options => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Options) : {});

/** A number knob on one top-level key. */
function numberKnob(id: string, key: string, label: string, visible?: Knob["visible"]): Knob {
  return { id, label, type: "number", get: (o) => num(o, key), set: (o, v) => ({ ...o, [key]: v }), visible };
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

type EndModel = typeof scorepadEnd;

/** Where a value typed for one end mode goes when the mode changes. */
const DEFAULT_END: Record<EndMode, number | null> = { target: 100, hands: 10, open: null };

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
    },
    {
      id: "end-value",
      label: "",
      type: "number",
      visible: (o) => m.mode(o) !== "open",
      get: (o) => m.value(o),
      set: (o, v) => m.with(o, m.mode(o), v),
    },
  ];
}

// ---- The games ----------------------------------------------------------------------------

const gin: GameSetup = {
  knobs: [numberKnob("target", "gameTarget", "Play to")],
};

const gift: GameSetup = {
  note: 'David Parlett\'s game, also published as "Swap Three".',
  knobs: [numberKnob("target", "target", "Play to"), numberKnob("deals", "deals", "Deals")],
};

const ohHeck: GameSetup = {
  knobs: [
    {
      id: "hook",
      label: "Dealer's hook",
      type: "toggle",
      get: (o) => o.hook === true,
      set: (o, v) => ({ ...o, hook: v === true }),
    },
  ],
};

const golf: GameSetup = {
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
    },
    {
      id: "twos",
      label: "Pair of 2s scores −4",
      type: "toggle",
      get: (o) => o.negativePairOfTwos === true,
      set: (o, v) => ({ ...o, negativePairOfTwos: v === true }),
    },
    numberKnob("king", "kingValue", "A king is worth"),
  ],
};

const scorepad: GameSetup = { knobs: pointsKnobs(scorepadEnd) };

const SETUPS: Record<GameKind, GameSetup> = {
  gin_rummy: gin,
  gift_rummy: gift,
  oh_heck: ohHeck,
  six_card_golf: golf,
  scorepad,
  // Refereed rummy games: their presets; the target where the options have one.
  basic_rummy: { knobs: [numberKnob("target", "target", "Play to")], suggested: { target: 100 } }, // §11.6
  rummy_500: { knobs: [numberKnob("target", "target", "Play to")] }, // §5: first to 500
  boathouse_rummy: { knobs: [] },
  continental_rummy: { knobs: [] },
  gamblers_rummy: { knobs: [] },
  knock_rummy: { knobs: [] },
  // The live trackers: Skull & Roses has no knobs; Avalanche plays a number of deals (1) or
  // to a number of stored cards, with more packs for a bigger table.
  skull_and_roses: { knobs: [] },
  avalanche: {
    knobs: [numberKnob("hands", "hands", "Deals"), numberKnob("target", "target", "Or until someone stores"), numberKnob("packs", "packs", "Packs of 52")],
  },
};

// ---- What the components use --------------------------------------------------------------

/** The setup of `kind` (presets' names, knobs, note). */
export function setupOf(kind: GameKind): GameSetup {
  return SETUPS[kind];
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

/** The first dealer's seat after row `removed` is taken out (`rows` rows are left): the same
 *  person keeps the deal; if they were removed, the seat now in that place deals. */
export function firstDealerAfter(dealer: number, removed: number, rows: number): number {
  const seat = dealer > removed ? dealer - 1 : dealer;
  return Math.max(0, Math.min(seat, rows - 1));
}
