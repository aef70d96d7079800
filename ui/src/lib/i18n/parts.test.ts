// The catalogue's two parts (issue 28): together they are the whole catalogue in every language,
// the first stands on its own, and it has every word the first load's code asks for, so Home
// and the pairing screen never show an id while the rest of the words are on their way.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import { makeBundle } from "./index.svelte";
import { LANGUAGES } from "./languages";
import { cataloguePart } from "./parts";

const SRC = join(__dirname, "../..");
const source = (lang: string) => readFileSync(join(SRC, "locales", `${lang}.ftl`), "utf8");
const ids = (text: string) => (new FluentResource(text).body as { id: string }[]).map((m) => m.id);

/** The files the first load runs: everything main.ts imports, and what those import, without
 *  following a dynamic import() (the screens loaded later). */
function firstLoad(): string[] {
  const found = (from: string, spec: string): string | null => {
    if (!spec.startsWith(".")) return null;
    const base = resolve(dirname(from), spec.split("?")[0]);
    return [base, `${base}.ts`, `${base}.svelte`, `${base}.svelte.ts`].find((f) => /\.(ts|svelte)$/.test(f) && existsSync(f)) ?? null;
  };
  const seen = new Set<string>();
  const todo = [join(SRC, "main.ts")];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']/g)) {
      const next = found(file, m[1]);
      if (next) todo.push(next);
    }
  }
  return [...seen];
}

/** The ids a file asks `t` for: every string literal in a call's first argument. */
function asked(text: string): string[] {
  const out: string[] = [];
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
    for (const lit of text.slice(m.index + 2, end).matchAll(/"([^"]+)"/g)) out.push(lit[1]);
  }
  return out;
}

describe("the catalogue's parts", () => {
  it.each(LANGUAGES.map((l) => l.id))("%s: the two parts are the whole catalogue, each message once", (lang) => {
    const whole = ids(source(lang));
    const first = ids(cataloguePart(source(lang), "first"));
    const later = ids(cataloguePart(source(lang), "later"));
    expect([...first, ...later].sort()).toEqual([...whole].sort());
    expect(first.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(first.length);
  });

  it.each(LANGUAGES.map((l) => l.id))("%s: the first part stands on its own (no message in it needs the later part)", (lang) => {
    const text = cataloguePart(source(lang), "first");
    const bundle = makeBundle(lang, text);
    const body = new FluentResource(text).body as { id: string; value: unknown }[];
    for (const m of body.filter((m) => !m.id.startsWith("-"))) {
      const message = bundle.getMessage(m.id);
      const errors: Error[] = [];
      // A message or term it refers to that is not in this part errs (variables are not given:
      // their errors are left out).
      if (message?.value) bundle.formatPattern(message.value, null, errors);
      expect(errors.map(String), `${lang}: ${m.id}`).not.toContainEqual(expect.stringMatching(/Unknown (message|term)/));
    }
  });

  it("has in its first part every word the first load's code asks for", () => {
    const first = new Set(ids(cataloguePart(source("en"), "first")));
    const files = firstLoad();
    // The check reaches the screens it is about.
    expect(files.map((f) => relative(SRC, f))).toEqual(expect.arrayContaining(["App.svelte", "routes/Home.svelte", "routes/Pair.svelte", "lib/transport.ts"]));
    expect(files.map((f) => relative(SRC, f))).not.toContain("routes/Game.svelte");
    const missing = files.flatMap((f) => asked(readFileSync(f, "utf8")).filter((id) => !first.has(id)).map((id) => `${relative(SRC, f)}: ${id}`));
    expect(missing).toEqual([]);
  });
});
