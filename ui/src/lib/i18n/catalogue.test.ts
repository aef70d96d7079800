// The catalogues and the code that reads them agree: every language has every English id with
// the same arguments, every id the code asks for exists, no screen writes a word a person reads
// outside the catalogue, and the pseudo-locale renders every message.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { makeBundle } from "./index.svelte";
import { LANGUAGES } from "./languages";
import { pseudo } from "./pseudo";

const SRC = join(__dirname, "../..");
const LOCALES = join(SRC, "locales");
const source = (lang: string) => readFileSync(join(LOCALES, `${lang}.ftl`), "utf8");

/** Every file under `dir` (the generated bindings left out). */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "bindings" ? [] : files(path);
    return [path];
  });
}
const code = files(SRC).filter((f) => /\.(svelte|ts)$/.test(f) && !/\.test\.ts$/.test(f) && !f.endsWith("testkit.ts"));

type Node = unknown;
/** The variables a pattern uses, through the messages it references. */
function variables(node: Node, messages: Map<string, Node>, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  const walk = (n: Node): void => {
    if (n === null || typeof n !== "object") return;
    if (Array.isArray(n)) return n.forEach(walk);
    const o = n as Record<string, Node>;
    if (o.type === "var") out.add(String(o.name));
    if (o.type === "mesg" && !seen.has(String(o.name))) {
      seen.add(String(o.name));
      for (const v of variables(messages.get(String(o.name)) ?? null, messages, seen)) out.add(v);
    }
    Object.values(o).forEach(walk);
  };
  walk(node);
  return out;
}

/** Each message of a catalogue with the variables it uses; fails on anything it cannot parse. */
function catalogue(lang: string): Map<string, Set<string>> {
  const text = source(lang);
  const body = new FluentResource(text).body as { id: string; value: Node; attributes: Node }[];
  // The parser skips what it cannot read: every "id =" line must have become a message.
  const declared = text.split("\n").filter((l) => /^-?[a-zA-Z][\w-]* *=/.test(l)).length;
  expect(body.length, `${lang}.ftl: a message did not parse`).toBe(declared);
  const messages = new Map(body.map((m) => [m.id, [m.value, m.attributes] as Node]));
  return new Map(body.map((m) => [m.id, variables([m.value, m.attributes], messages)]));
}

/** The ids the code asks `t` for: every string literal in a call's first argument. */
function idsInCode(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of code) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bt\(/g)) {
      let depth = 0;
      let end = m.index + 2;
      for (; end < text.length; end++) {
        const c = text[end];
        if (c === "(" || c === "{" || c === "[") depth++;
        else if (c === ")" || c === "}" || c === "]") {
          if (depth === 0) break;
          depth--;
        } else if (c === "," && depth === 0) break;
      }
      for (const lit of text.slice(m.index + 2, end).matchAll(/"([^"]+)"/g)) ids.set(lit[1], relative(SRC, file));
    }
  }
  return ids;
}

describe("the catalogues", () => {
  const english = catalogue("en");

  it.each(LANGUAGES.filter((l) => l.id !== "en").map((l) => l.id))("%s has every English id, with the same arguments, and no other", (lang) => {
    const other = catalogue(lang);
    const missing = [...english.keys()].filter((id) => !other.has(id));
    const extra = [...other.keys()].filter((id) => !english.has(id));
    expect(missing, `${lang}.ftl lacks these ids`).toEqual([]);
    expect(extra, `${lang}.ftl has ids English does not`).toEqual([]);
    const differ = [...english].filter(([id, vars]) => [...vars].sort().join() !== [...(other.get(id) ?? [])].sort().join());
    expect(differ.map(([id, vars]) => `${id}: ${[...vars].join(", ")} / ${[...(other.get(id) ?? [])].join(", ")}`), `${lang}.ftl uses other arguments`).toEqual([]);
  });

  it("has every id the code asks for, and the code asks for every id", () => {
    const asked = idsInCode();
    const unknown = [...asked].filter(([id]) => !english.has(id)).map(([id, file]) => `${file}: ${id}`);
    expect(unknown).toEqual([]);
    // Read only through other messages (e.g. `ordinal`) or by the registry (a tracker's other way in).
    const registry = readFileSync(join(SRC, "lib/games/registry.ts"), "utf8");
    const referenced = new Set([...source("en").matchAll(/\{ *([a-z][\w-]*) *\}/g)].map((m) => m[1]));
    const unused = [...english.keys()].filter((id) => !asked.has(id) && !referenced.has(id) && !registry.includes(`"${id}"`));
    expect(unused, "ids no code reads").toEqual([]);
  });

  it("renders every message in the pseudo-locale, accented and about 40 % longer", () => {
    const en = makeBundle("en", source("en"));
    const xa = makeBundle("en-XA", source("en"));
    let plain = 0;
    let long = 0;
    for (const [id, vars] of english) {
      const args = Object.fromEntries([...vars].map((v) => [v, 2]));
      const message = en.getMessage(id);
      const shown = message?.value ? en.formatPattern(message.value, args) : "";
      const pseudoMessage = xa.getMessage(id);
      const errors: Error[] = [];
      const accented = pseudoMessage?.value ? xa.formatPattern(pseudoMessage.value, args, errors) : "";
      expect(errors, id).toEqual([]);
      // Only what the message was given (isolated) may stay as it was.
      const own = accented.replace(/\u2068[^\u2069]*\u2069/g, "");
      expect(own, `${id} keeps English letters`).not.toMatch(/[a-zA-Z]{2}/);
      plain += shown.length;
      long += accented.replace(/[\u2068\u2069]/g, "").length;
    }
    expect(long / plain).toBeGreaterThan(1.3);
    expect(pseudo("Save hand")).toBe("Šááṽéé~ ĥááñð~");
  });
});

describe("ordinals", () => {
  // Each ordinal agrees with its noun: French 1er rajout (masculine) but 1re combinaison
  // (feminine); Spanish's nouns here are feminine (carta, combinación); German's ordinal has no
  // gender.
  const say = (lang: "fr" | "es" | "de", id: string, what: string, n: number) => {
    const bundle = makeBundle(lang, source(lang));
    const message = bundle.getMessage(id);
    const errors: Error[] = [];
    const text = message?.value ? bundle.formatPattern(message.value, { what, n }, errors) : "";
    expect(errors, `${lang} ${id}`).toEqual([]);
    return text;
  };
  it("agree with their noun's gender", () => {
    expect(say("fr", "meld-nth", "lay-off", 1)).toBe("1er rajout");
    expect(say("fr", "meld-nth", "meld", 1)).toBe("1re combinaison");
    expect(say("fr", "meld-nth", "lay-off", 2)).toBe("2e rajout");
    expect(say("fr", "meld-nth", "meld", 3)).toBe("3e combinaison");
    expect(say("fr", "meld-remove", "lay-off", 1)).toBe("Retirer le 1er rajout");
    expect(say("fr", "meld-remove", "meld", 1)).toBe("Retirer la 1re combinaison");
    expect(say("es", "meld-nth", "lay-off", 1)).toBe("1.ª carta acomodada");
    expect(say("es", "meld-nth", "meld", 2)).toBe("2.ª combinación");
    expect(say("de", "meld-nth", "meld", 1)).toBe("1. Kombination");
  });
});

/** The text of a Svelte template a person reads, as written there (not from `t` or data):
 *  text between tags and the static values of the attributes people read. */
function literalText(svelte: string): string[] {
  let s = svelte.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<style[\s\S]*?<\/style>/g, "").replace(/<!--[\s\S]*?-->/g, "");
  const found: string[] = [];
  for (const m of s.matchAll(/\s(?:aria-label|placeholder|title|alt|label|legend|hint|none)="([^"{]*)"/g)) found.push(m[1]);
  // Drop the {expressions} (balanced), then the tags: what is left is literal text.
  let out = "";
  let depth = 0;
  for (const c of s) {
    if (c === "{") depth++;
    else if (c === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  s = out.replace(/<[^>]*>/g, "\n").replace(/&\w+;/g, " ");
  found.push(...s.split("\n").map((l) => l.trim()).filter(Boolean));
  return found;
}

/** Written as they are in every language: the brand, a file format, card notation (the joker
 *  "JK", "NT" for no trumps). */
const ALLOWED = new Set(["Cardtable", "JSON", "JK", "NT"]);

describe("the screens", () => {
  it("write no word a person reads outside the catalogue", () => {
    const leaks: string[] = [];
    for (const file of code.filter((f) => f.endsWith(".svelte"))) {
      for (const text of literalText(readFileSync(file, "utf8"))) {
        const words = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED.has(w));
        if (words.length > 0) leaks.push(`${relative(SRC, file)}: ${text}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
