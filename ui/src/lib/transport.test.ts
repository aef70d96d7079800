// The transport is api.ts's alone: every other module reaches the backend through api.ts, so
// there is one place that picks IPC or HTTP and one typed function per command.
import { describe, expect, it } from "vitest";

const sources = import.meta.glob(["/src/**/*.ts", "/src/**/*.svelte", "!/src/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

describe("the transport", () => {
  it("is imported by api.ts alone, and only it reaches Tauri's IPC", () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(20);
    const importers = files.filter((f) => /from\s+["'][./]*(lib\/)?transport["']/.test(sources[f]));
    expect(importers).toEqual(["/src/lib/api.ts"]);
    const tauri = files.filter((f) => /from\s+["']@tauri-apps\/api\/(core|event)["']/.test(sources[f]));
    expect(tauri).toEqual(["/src/lib/transport.ts"]);
  });
});
