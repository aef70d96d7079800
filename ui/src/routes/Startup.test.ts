import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import Startup from "./Startup.svelte";
import type { StartupStatus } from "../lib/bindings/StartupStatus";

afterEach(() => {
  cleanup();
  clearMocks();
});

const backup = { path: "/data/backups/cardtable-20261122T090000000Z-daily.db", takenAt: "2026-11-22T09:00:00.000Z", reason: "daily" as const };

function damaged(extra: Partial<StartupStatus> = {}): StartupStatus {
  return {
    problem: {
      kind: "damaged",
      path: "/data/cardtable.db",
      title: "The database file is damaged",
      message: "The database file is damaged: SQLite's check found a bad page.",
      advice: "Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere.",
    },
    path: "/data/cardtable.db",
    lastBackup: backup,
    canRestore: true,
    advice: "Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere.",
    notice: null,
    ...extra,
  };
}

function serve(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  mockIPC((cmd) => {
    calls.push(cmd);
    const answer = answers[cmd];
    if (!answer) throw { kind: "internal", message: `unexpected ${cmd}` };
    return answer();
  });
  return calls;
}

describe("Startup", () => {
  it("says what is wrong in Rust's words, with the file and the choices", () => {
    render(Startup, { status: damaged(), onopened: () => {} });
    expect(screen.getByTestId("startup-title").textContent).toBe("The database file is damaged");
    expect(screen.getByTestId("startup-message").textContent).toContain("SQLite's check found a bad page");
    expect(screen.getByTestId("startup-path").textContent).toBe("/data/cardtable.db");
    expect(screen.getByTestId("startup-advice").textContent).toContain("Open the last automatic backup");
    expect(screen.getByTestId("startup-restore").textContent).toContain("Open the last backup");
    expect(screen.getByTestId("startup-new")).toBeTruthy();
    expect(screen.getByTestId("startup-quit")).toBeTruthy();
  });

  it("offers no backup for another program's file", () => {
    const status = damaged({ canRestore: false });
    status.problem = { ...status.problem!, kind: "foreign", title: "This database belongs to another program" };
    render(Startup, { status, onopened: () => {} });
    expect(screen.queryByTestId("startup-restore")).toBeNull();
    expect(screen.getByTestId("startup-new").classList.contains("primary")).toBe(true);
  });

  it("restores the backup and reports where the damaged file was kept", async () => {
    const calls = serve({ startup_restore: () => ({ backup, setAside: "/data/cardtable.db.set-aside-x" }) });
    const onopened = vi.fn();
    render(Startup, { status: damaged(), onopened });
    await fireEvent.click(screen.getByTestId("startup-restore"));
    await waitFor(() => expect(onopened).toHaveBeenCalledOnce());
    expect(calls).toEqual(["startup_restore"]);
    expect(onopened.mock.calls[0][0]).toContain("The damaged file was kept as /data/cardtable.db.set-aside-x.");
  });

  it("starts a new database elsewhere", async () => {
    serve({ startup_new_database: () => "/data/cardtable-2026-11-23-093005.db" });
    const onopened = vi.fn();
    render(Startup, { status: damaged(), onopened });
    await fireEvent.click(screen.getByTestId("startup-new"));
    await waitFor(() => expect(onopened).toHaveBeenCalledOnce());
    expect(onopened.mock.calls[0][0]).toBe(
      "Started a new database at /data/cardtable-2026-11-23-093005.db. The old file was left as it is.",
    );
  });

  it("shows Rust's error and stays when a choice fails", async () => {
    serve({ startup_restore: () => { throw { kind: "storage", message: "The disk is full." }; } });
    const onopened = vi.fn();
    render(Startup, { status: damaged(), onopened });
    await fireEvent.click(screen.getByTestId("startup-restore"));
    expect((await screen.findByTestId("startup-error")).textContent).toBe("The disk is full.");
    expect(onopened).not.toHaveBeenCalled();
  });
});
