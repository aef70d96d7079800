import { beforeEach, describe, expect, it, vi } from "vitest";

const gamesOpen = vi.fn();
vi.mock("./api", () => ({ gamesOpen: (id: number) => gamesOpen(id) }));

const { openEarly, opening } = await import("./opening");

describe("opening a game", () => {
  beforeEach(() => {
    gamesOpen.mockReset();
    vi.useRealTimers();
  });

  it("sends its one request at the tap, and the screen takes that request", async () => {
    gamesOpen.mockResolvedValue({ view: "seven" });
    openEarly(7);
    expect(gamesOpen).toHaveBeenCalledTimes(1);
    await expect(opening(7)).resolves.toEqual({ view: "seven" });
    expect(gamesOpen).toHaveBeenCalledTimes(1);
    // Taken once: the next opening (a refresh) asks again.
    await opening(7);
    expect(gamesOpen).toHaveBeenCalledTimes(2);
  });

  it("asks again for another game, or when the tap's request is old", async () => {
    gamesOpen.mockResolvedValue({});
    openEarly(7);
    await opening(8);
    expect(gamesOpen.mock.calls).toEqual([[7], [8]]);
    vi.useFakeTimers();
    openEarly(9);
    vi.advanceTimersByTime(2500);
    await opening(9);
    expect(gamesOpen.mock.calls).toEqual([[7], [8], [9], [9]]);
  });

  it("gives the screen the tap's refusal, and leaves none unhandled meanwhile", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    gamesOpen.mockRejectedValue(new Error("Game 7 was not found."));
    openEarly(7);
    await new Promise((r) => setTimeout(r, 10));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(opening(7)).rejects.toThrow("Game 7 was not found.");
    process.off("unhandledRejection", unhandled);
  });
});
