// The rules chooser's logic, for any game: it renders the knobs Rust declares for the game
// (`Knob` in the words from `rules_words`: the setting's path in the options, its label, what it
// takes with its bounds, its default and current value, when it is shown) over the game's
// complete, typed options (`GameOptions`, from a preset of `games_presets` or from
// `rules_options`).
//
// No knob, label, choice, default or rule is written here: this module only reads and changes
// the value at a knob's path. What is sent (`games_create`, `games_set_options`) is the preset's
// id and the typed options; Rust stores them and says what is wrong.
import type { GameOptions } from "../bindings/GameOptions";
import { t } from "../i18n/index.svelte";
import type { Knob } from "../bindings/Knob";
import type { KnobChoice } from "../bindings/KnobChoice";
import type { Preset } from "../bindings/Preset";
import type { JsonValue } from "../bindings/serde_json/JsonValue";

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
  // The kind is kept, and `v` is one of the knob's own values (a choice Rust offered, a toggle,
  // a number checked by `typedNumber`); Rust reads the options back and refuses what does not fit.
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

/** What a number knob's typed text means: a number within the knob's bounds (Rust's), or null
 *  where the knob may be empty ("no target"); anything else is a problem, in words that name
 *  the knob, and the options are left as they were. */
export function typedNumber(knob: Knob, text: string): { value: number | null } | { problem: string } {
  const label = knob.label;
  if (knob.kind.type !== "number") return { problem: t("knob-not-number", { label }) };
  const { min, max, step, none } = knob.kind;
  const typed = text.trim();
  if (typed === "") return none !== null ? { value: null } : { problem: t("knob-needs-number", { label }) };
  const n = Number(typed);
  if (!Number.isFinite(n)) return { problem: t("knob-typed-not-number", { label, typed }) };
  if (Number.isInteger(step) && !Number.isInteger(n)) return { problem: t("knob-whole-number", { label }) };
  if (n < min) return { problem: t("knob-at-least", { label, min }) };
  if (n > max) return { problem: t("knob-at-most", { label, max }) };
  return { value: n };
}

/** A choice of rules: the preset they start from and the complete options. */
export type Choice = { presetId: string; full: GameOptions };

/** The chooser's starting point for a new game: the seed preset (the default rules). */
export function newGameChoice(presets: readonly Preset[]): Choice | null {
  const seed = presets.find((p) => p.id === "seed") ?? presets[0];
  return seed ? { presetId: seed.id, full: seed.options } : null;
}

/** The chooser's starting point for a game's rules: the preset Rust says they start from (the
 *  seed when the game no longer has it) and the options as the rules read them. */
export function gameChoice(presetId: string | undefined, presets: readonly Preset[], full: GameOptions): Choice {
  return { presetId: presets.some((p) => p.id === presetId) ? (presetId ?? "seed") : "seed", full };
}
