// The window hears its changes through one Tauri listener (issue 28): opening a game sends its
// one request and no `listen` beside it, however many screens hear changes, and each screen
// hears its own game's changes until it stops.
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { emit } from "@tauri-apps/api/event";
import { listenInWindow, onGameChange } from "./transport";

afterEach(() => clearMocks());

function ipc() {
  const calls: string[] = [];
  mockIPC(
    (cmd) => {
      calls.push(cmd);
      return null;
    },
    { shouldMockEvents: true },
  );
  // Every IPC call, the event plugin's too (shouldMockEvents answers those before the handler).
  const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: (...a: unknown[]) => unknown } }).__TAURI_INTERNALS__;
  const invoke = internals.invoke;
  internals.invoke = (...a: unknown[]) => {
    calls.push(String(a[0]));
    return invoke(...a);
  };
  return calls;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the window's changes", () => {
  it("are heard through one listener, registered once, whatever screens hear them", async () => {
    const calls = ipc();
    listenInWindow();
    await settle();
    expect(calls.filter((c) => c === "plugin:event|listen")).toHaveLength(1);

    // A game screen opened, left and opened again, and a TV screen: no listen of their own.
    const seven = vi.fn();
    const any = vi.fn();
    onGameChange(7, seven)();
    const stopSeven = onGameChange(7, seven);
    const stopAny = onGameChange(null, any);
    listenInWindow();
    await settle();
    expect(calls.filter((c) => c.startsWith("plugin:event|"))).toEqual(["plugin:event|listen"]);

    await emit("game-changed", { game: 7, version: 4 });
    await emit("game-changed", { game: 8, version: 2 });
    await settle();
    expect(seven.mock.calls).toEqual([[4]]);
    expect(any.mock.calls).toEqual([[4], [2]]);

    // A screen that stopped hears nothing more; the others still do.
    stopSeven();
    await emit("game-changed", { game: 7, version: null });
    await settle();
    expect(seven).toHaveBeenCalledTimes(1);
    expect(any.mock.calls).toEqual([[4], [2], [undefined]]);
    stopAny();
  });

  it("registers the listener with the first screen that hears changes when Home did not", async () => {
    const calls = ipc();
    const heard = vi.fn();
    const stop = onGameChange(3, heard);
    onGameChange(3, () => {})();
    await settle();
    expect(calls.filter((c) => c === "plugin:event|listen")).toHaveLength(1);
    await emit("game-changed", { game: 3, version: 9 });
    await settle();
    expect(heard.mock.calls).toEqual([[9]]);
    stop();
  });
});
