// The rules chooser's logic, for any game: it renders the knobs Rust declares for the game
// (`Knob` in the words from `rules_words`: the setting's path in the options, its label, what it
// takes, its default and current value, when it is shown) over the game's complete, typed
// options (`GameOptions`, from a preset of `games_presets` or from `rules_options`).
//
// No knob, label, choice, default or rule is written here: this module only reads and changes
// the value at a knob's path, and builds what is stored: `{preset, ...the settings changed over
// it}`. Rust checks what is sent (`games_create`, `games_set_options`) and says what is wrong.
import type { GameOptions } from "../bindings/GameOptions";
import type { Knob } from "../bindings/Knob";
import type { KnobChoice } from "../bindings/KnobChoice";
import type { Preset } from "../bindings/Preset";
import type { JsonValue } from "../bindings/serde_json/JsonValue";

/** Options as stored: the preset id and the settings changed over it. */
export type StoredOptions = { [key: string]: JsonValue };

type JsonObject = { [key: string]: JsonValue };

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/** The settings of complete options, as JSON (every game's options are a JSON object). */
function settings(full: GameOptions): JsonObject {
  const o: unknown = full.options;
  return isObject(o) ? o : {};
}

/** The value at `path` in `o`, or undefined when there is none. */
export function valueAt(o: JsonValue | undefined, path: readonly string[]): JsonValue | undefined {
  let at: JsonValue | undefined = o;
  for (const key of path) {
    if (!isObject(at)) return undefined;
    at = at[key];
  }
  return at;
}

/** `o` with the value at `path` set to `v` (a copy; `o` is left as it was). */
function setAt(o: JsonObject, path: readonly string[], v: JsonValue): JsonObject {
  if (path.length === 0) return isObject(v) ? v : o;
  const [key, ...rest] = path;
  const inner = o[key];
  return { ...o, [key]: rest.length === 0 ? v : setAt(isObject(inner) ? inner : {}, rest, v) };
}

/** The options with the setting at `path` set to `v`. */
export function withValue(full: GameOptions, path: readonly string[], v: JsonValue): GameOptions {
  // The kind is kept; Rust reads the settings back and refuses any that do not fit the game.
  return { ...full, options: setAt(settings(full), path, v) } as GameOptions;
}

/** Structural equality of two JSON values. */
export function same(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The knob's value in `full` (null when the setting is empty or absent). */
export function valueOf(knob: Knob, full: GameOptions): JsonValue {
  return valueAt(settings(full), knob.path) ?? null;
}

/** True when the knob is shown for `full` (Rust says while which other setting has which value). */
export function isShown(knob: Knob, full: GameOptions): boolean {
  const when = knob.shownWhen;
  return when === null || same(valueAt(settings(full), when.path), when.equals);
}

/** The knobs to show for `full`, in Rust's order. */
export function visibleKnobs(knobs: readonly Knob[], full: GameOptions): Knob[] {
  return knobs.filter((k) => isShown(k, full));
}

/** True when `choice` is the knob's current value. */
export function isChosen(knob: Knob, choice: KnobChoice, full: GameOptions): boolean {
  return same(valueOf(knob, full), choice.value);
}

/** The options after picking `choice`: the value at the knob's path, or the whole setting the
 *  path is in when the choice says so (the scorepad's end rule with its own count). When the
 *  setting is already that choice, it is kept as it is (a typed count is not lost). */
export function pick(knob: Knob, choice: KnobChoice, full: GameOptions): GameOptions {
  if (isChosen(knob, choice, full)) return full;
  if (choice.sets !== null) return withValue(full, knob.path.slice(0, -1), choice.sets);
  return withValue(full, knob.path, choice.value);
}

/** A typed number: empty is null (no value: "no target" where the knob allows it), a number is
 *  a number, anything else stays the text typed (Rust then says what is wrong). */
export function typed(text: string): number | string | null {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** What to store: the preset id and every setting whose value differs from the preset's. */
export function optionsToStore(presetId: string, preset: GameOptions | undefined, full: GameOptions): StoredOptions {
  const base = preset ? settings(preset) : {};
  const out: StoredOptions = { preset: presetId };
  for (const [k, v] of Object.entries(settings(full))) {
    if (!same(base[k], v)) out[k] = v;
  }
  return out;
}

/** The chooser's starting point for a new game: the seed preset (the default rules). */
export function newGameChoice(presets: readonly Preset[]): { presetId: string; full: GameOptions } | null {
  const seed = presets.find((p) => p.id === "seed") ?? presets[0];
  return seed ? { presetId: seed.id, full: seed.options } : null;
}

/** The chooser's starting point for a game's stored options (`full` = as the rules read them). */
export function storedChoice(stored: unknown, presets: readonly Preset[], full: GameOptions): { presetId: string; full: GameOptions } {
  const id = isObject(stored) ? stored.preset : undefined;
  const presetId = typeof id === "string" && presets.some((p) => p.id === id) ? id : "seed";
  return { presetId, full };
}

/** The first dealer's seat after row `removed` is taken out (`rows` rows are left): the same
 *  person keeps the deal; if they were removed, the seat now in that place deals. */
export function firstDealerAfter(dealer: number, removed: number, rows: number): number {
  const seat = dealer > removed ? dealer - 1 : dealer;
  return Math.max(0, Math.min(seat, rows - 1));
}
