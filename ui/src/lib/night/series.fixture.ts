// A series of two club nights, as the host answers it: the Series tests' fixture. The nights
// began at 8 pm on the clock the tests run with (whatever its time zone), as `at` makes them.
import type { SeriesView } from "../bindings/SeriesView";

/** 2026-11-`day` at `hour`:`minute` local time, as the host stores it (RFC 3339 UTC). */
export const at = (day: number, hour = 20, minute = 0): string => new Date(2026, 10, day, hour, minute).toISOString();

export const autumn = (extra: Partial<SeriesView> = {}): SeriesView => ({
  id: 7,
  name: "Autumn 2026",
  createdAt: "2026-11-01T10:00:00.000Z",
  nights: [
    { night: 1, kind: "gin_rummy", game: "Gin Rummy", createdAt: at(11), finalised: true, winners: ["Ann"] },
    { night: 3, kind: "oh_heck", game: "Oh Heck!", createdAt: at(13), finalised: false, winners: ["Bob", "Cy"] },
  ],
  standings: [
    { player: "Ann", place: 1, points: "7/2", wins: 1, nightPoints: 4, nights: 2 },
    { player: "Bob", place: 1, points: "7/2", wins: 1, nightPoints: 4, nights: 2 },
    { player: "Cy", place: 3, points: 1, wins: 1, nightPoints: 2, nights: 1 },
  ],
  finalResults: false,
  ...extra,
});
