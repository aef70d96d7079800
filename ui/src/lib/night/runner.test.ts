import { describe, expect, it } from "vitest";
import { Runner } from "./runner.svelte";

/** A promise and the function that settles it, for an action held on its way. */
function held(): { promise: Promise<void>; done: () => void; fail: (e: unknown) => void } {
  let done = () => {};
  let fail: (e: unknown) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    done = resolve;
    fail = reject;
  });
  return { promise, done, fail };
}

describe("a night screen's actions", () => {
  it("runs one action at a time and reads the screen again after it", async () => {
    const order: string[] = [];
    const runner = new Runner(async () => void order.push("reload"));
    const first = held();
    const running = runner.run(async () => {
      order.push("first");
      await first.promise;
    });
    expect(runner.busy).toBe(true);
    // A second tap while the first is on its way is lost, as the disabled button would lose it.
    await runner.run(async () => void order.push("second"));
    expect(order).toEqual(["first"]);
    first.done();
    await running;
    expect(order).toEqual(["first", "reload"]);
    expect(runner.busy).toBe(false);
    expect(runner.error).toBe("");
    // Free again: the next tap runs.
    await runner.run(async () => void order.push("third"));
    expect(order).toEqual(["first", "reload", "third", "reload"]);
  });

  it("keeps a refusal in its words, does not read again, and clears it at the next action", async () => {
    let reloads = 0;
    const runner = new Runner(async () => void (reloads += 1));
    const refusal = { kind: "validation", code: "E_NIGHT_ROUND_OPEN", message: "Round 1 is still being played at table 2." };
    await runner.run(async () => {
      throw refusal;
    });
    expect(runner.error).toBe("Round 1 is still being played at table 2.");
    expect(runner.busy).toBe(false);
    expect(reloads).toBe(0);
    // The next action starts with no old message on the screen.
    const next = held();
    const running = runner.run(() => next.promise);
    expect(runner.error).toBe("");
    next.done();
    await running;
    expect(reloads).toBe(1);
  });

  it("keeps a failed read after the action as the screen's error", async () => {
    const runner = new Runner(async () => {
      throw new Error("The host cannot be reached.");
    });
    let done = false;
    await runner.run(async () => void (done = true));
    expect(done).toBe(true);
    expect(runner.error).toBe("The host cannot be reached.");
    expect(runner.busy).toBe(false);
  });
});
