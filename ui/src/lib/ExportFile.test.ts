import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import ExportFile from "./ExportFile.svelte";

afterEach(() => {
  cleanup();
  clearMocks();
});

function serve(answer: (args: Record<string, unknown>) => unknown) {
  const calls: [string, Record<string, unknown>][] = [];
  mockIPC((cmd, args) => {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push([cmd, a]);
    return answer(a);
  });
  return calls;
}

describe("Export", () => {
  it("saves one game as JSON and says where", async () => {
    const calls = serve(() => "/home/ann/Downloads/cardtable-gin-rummy-7-2026-11-21.json");
    render(ExportFile, { gameId: 7, title: "Export this game" });
    await fireEvent.click(screen.getByTestId("export-json"));
    expect((await screen.findByTestId("export-saved")).textContent).toBe(
      "Saved to /home/ann/Downloads/cardtable-gin-rummy-7-2026-11-21.json",
    );
    expect(calls).toEqual([["files_export", { gameId: 7, format: "json" }]]);
  });

  it("saves everything as CSV", async () => {
    const calls = serve(() => "/tmp/cardtable-all-2026-11-21-2.csv");
    render(ExportFile, { gameId: null, title: "Export everything" });
    expect(screen.getByRole("heading").textContent).toBe("Export everything");
    await fireEvent.click(screen.getByTestId("export-csv"));
    expect((await screen.findByTestId("export-saved")).textContent).toContain("cardtable-all-2026-11-21-2.csv");
    expect(calls).toEqual([["files_export", { gameId: null, format: "csv" }]]);
  });

  it("shows Rust's reason when the file could not be saved", async () => {
    serve(() => {
      throw { kind: "storage", message: "The export could not be saved in /ro: Permission denied." };
    });
    render(ExportFile, { gameId: 7, title: "Export this game" });
    await fireEvent.click(screen.getByTestId("export-json"));
    expect((await screen.findByTestId("export-error")).textContent).toBe("The export could not be saved in /ro: Permission denied.");
    expect(screen.queryByTestId("export-saved")).toBeNull();
  });
});
