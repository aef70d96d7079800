// A timed round's clock (issue 26): the host computes the milliseconds left from the round's
// stored start and sends them with the night; a screen counts down from the moment it received
// them (a monotonic clock, so a phone's wrong time of day changes nothing) and is re-anchored
// each time it reads the night again. These are the clock's words.
import type { RoundClock } from "../bindings/RoundClock";
import { t } from "../i18n/index.svelte";

/** Milliseconds left `elapsed` ms after `clock` was received, never below 0. */
export function msLeft(clock: RoundClock, elapsed: number): number {
  return Math.max(0, clock.msLeft - Math.max(0, elapsed));
}

/** "4:05" or "1:02:03": the time left, counted up to the next whole second. */
export function clockTime(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** What the clock says: the time left, then (once it is up) that the deal in progress is the last. */
export function clockWords(ms: number): string {
  return ms > 0 ? t("night-clock-left", { time: clockTime(ms) }) : t("night-clock-last-deal");
}

/** The longer line under the clock: when the round ends, or what to do now it has. */
export function clockNote(ms: number, minutes: number): string {
  return ms > 0 ? t("night-clock-note", { minutes }) : t("night-clock-note-up");
}
