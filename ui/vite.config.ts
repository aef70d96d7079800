// Vite builds ui/dist for the app (embedded by `cargo build --features custom-protocol`);
// `npm run dev` serves it on build.devUrl for the webview. Vitest runs the UI tests.
import { readFileSync } from "node:fs";
import { defineConfig, type Plugin } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { cataloguePart, type Part } from "./src/lib/i18n/parts";

/** `<lang>.ftl?first` and `<lang>.ftl?later`: the two parts of a catalogue, as text (issue 28:
 *  the first load carries only the words of the screens drawn first). */
function catalogueParts(): Plugin {
  const PART = /\.ftl\?(first|later)$/;
  return {
    name: "cardtable-catalogue-parts",
    enforce: "pre",
    load(id) {
      const m = PART.exec(id);
      if (!m) return null;
      const file = id.slice(0, id.indexOf("?"));
      this.addWatchFile(file);
      return `export default ${JSON.stringify(cataloguePart(readFileSync(file, "utf8"), m[1] as Part))};`;
    },
  };
}

/** The test files that need a fresh module cache each (see `projects` below). */
const ISOLATED = [
  "src/lib/api.http.test.ts",
  "src/lib/i18n/language.test.ts",
  "src/lib/theme.test.ts",
  "src/lib/transport.reconnect.test.ts",
  "src/routes/game/draft.test.ts",
  "src/routes/Game.test.ts",
  "src/lib/opening.test.ts",
];

export default defineConfig({
  plugins: [catalogueParts(), svelte()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: { target: "safari15", outDir: "dist", emptyOutDir: true },
  resolve: process.env.VITEST ? { conditions: ["browser"] } : undefined,
  test: {
    environment: "happy-dom",
    // A hang guard, not a timing: `make test` runs these beside the Rust compile, which keeps
    // both cores busy, and a test of fifteen taps on a 52-card grid (knock_rummy/Entry) took
    // 5.6 s there once against 0.15 s alone, failing on Vitest's 5 s default.
    testTimeout: 30_000,
    // The screens' words beyond the first load, as a screen's loader brings them in the app.
    setupFiles: ["src/lib/i18n/vitest-setup.ts"],
    // Most test files share their workers' module cache (no isolation): a fresh happy-dom and
    // a fresh import of Svelte and the app's modules for each of 51 files cost about 110
    // CPU-seconds of `make test`'s two cores, against about 20 shared. The files that replace a
    // module or a global (vi.mock, vi.stubGlobal) or read a module's state from a fresh start
    // (the transport's connection, the stored draft, the language) keep a fresh one each.
    projects: [
      { extends: true, test: { name: "shared", include: ["src/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
