import { describe, expect, it } from "vitest";
import { clockNote, clockTime, clockWords, msLeft } from "./clock";
import type { RoundClock } from "../bindings/RoundClock";

const clock: RoundClock = { round: 2, minutes: 45, endsAt: "2026-11-26T20:45:00.000Z", msLeft: 125_400 };

describe("a timed round's clock", () => {
  it("counts down from the host's figure, never below zero", () => {
    expect(msLeft(clock, 0)).toBe(125_400);
    expect(msLeft(clock, 5_400)).toBe(120_000);
    expect(msLeft(clock, 200_000)).toBe(0);
    // A screen's clock that went backwards does not add time.
    expect(msLeft(clock, -3_000)).toBe(125_400);
  });

  it("shows the time left up to the next whole second, hours when a round is long", () => {
    expect(clockTime(125_400)).toBe("2:06");
    expect(clockTime(120_000)).toBe("2:00");
    expect(clockTime(1)).toBe("0:01");
    expect(clockTime(0)).toBe("0:00");
    expect(clockTime(3_723_000)).toBe("1:02:03");
  });

  it("says the time left, then that the deal in progress is the last", () => {
    expect(clockWords(125_400)).toBe("2:06 left");
    expect(clockWords(1)).toBe("0:01 left");
    expect(clockWords(0)).toBe("Last deal");
    expect(clockNote(60_000, 45)).toBe("A round of 45 minutes: when the time is up, finish the deal in progress.");
    expect(clockNote(0, 45)).toBe("Time is up: finish the deal in progress and enter it; it is the table’s last.");
  });
});
