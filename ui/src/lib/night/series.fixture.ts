// A series of two club nights, as the host answers it: the Series tests' fixture.
import type { SeriesView } from "../bindings/SeriesView";

export const autumn = (extra: Partial<SeriesView> = {}): SeriesView => ({
  id: 7,
  name: "Autumn 2026",
  createdAt: "2026-11-01T10:00:00.000Z",
  nights: [
    { night: 1, kind: "gin_rummy", game: "Gin Rummy", createdAt: "2026-11-11T20:00:00.000Z", finalised: true, winners: ["Ann"] },
    { night: 3, kind: "oh_heck", game: "Oh Heck!", createdAt: "2026-11-13T20:00:00.000Z", finalised: false, winners: ["Bob", "Cy"] },
  ],
  standings: [
    { player: "Ann", place: 1, points: "7/2", wins: 1, nightPoints: 4, nights: 2 },
    { player: "Bob", place: 1, points: "7/2", wins: 1, nightPoints: 4, nights: 2 },
    { player: "Cy", place: 3, points: 1, wins: 1, nightPoints: 2, nights: 1 },
  ],
  finalResults: false,
  ...extra,
});
