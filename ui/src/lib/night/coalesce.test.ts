import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

describe("a night screen's reads, coalesced", () => {
  it("folds the changes that arrive during a read into one read after it", async () => {
    let reads = 0;
    let release: (() => void)[] = [];
    const read = coalesce(
      () =>
        new Promise<void>((done) => {
          reads += 1;
          release.push(done);
        }),
    );
    const first = read();
    // Forty tables save while the first read is on its way.
    const more = Array.from({ length: 40 }, () => read());
    expect(reads).toBe(1);
    release.shift()?.();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    release.shift()?.();
    await Promise.all([first, ...more]);
    expect(reads).toBe(2);
    // Quiet again: the next change reads once more.
    const later = read();
    expect(reads).toBe(3);
    release.shift()?.();
    await later;
    release = [];
  });

  it("keeps reading after a failed read", async () => {
    let reads = 0;
    const read = coalesce(async () => {
      reads += 1;
      if (reads === 1) throw new Error("offline");
    });
    await expect(read()).rejects.toThrow("offline");
    await read();
    expect(reads).toBe(2);
  });
});
