import { describe, expect, it } from "vitest";
import { addableNights, leaders, nightLine, seriesLine } from "./series";
import { parseRoute, routeHref, type Route } from "../router";
import type { NightItem } from "../bindings/NightItem";
import { autumn } from "./series.fixture";

const night = (id: number, finalised: boolean): NightItem => ({
  id,
  kind: "gin_rummy",
  players: 4,
  rounds: 2,
  round: 2,
  createdAt: `2026-11-${10 + id}T20:00:00.000Z`,
  finalised,
});

describe("series of club nights", () => {
  it("offers the finished nights that are in no series yet, oldest first", () => {
    const nights = [night(5, true), night(4, false), night(3, true), night(2, true), night(1, true)];
    expect(addableNights(nights, [autumn()]).map((n) => n.id)).toEqual([2, 5]);
    expect(addableNights(nights, []).map((n) => n.id)).toEqual([1, 2, 3, 5]);
    expect(addableNights([night(4, false)], [])).toEqual([]);
  });

  it("names who leads, sharing first place, and says where the series stands", () => {
    expect(leaders(autumn())).toEqual(["Ann", "Bob"]);
    expect(leaders(autumn({ standings: [] }))).toEqual([]);
    expect(seriesLine(autumn())).toBe("2 nights · Leading: Ann and Bob · provisional");
    expect(seriesLine(autumn({ nights: [], standings: [], finalResults: true }))).toBe("0 nights · final");
    const one = autumn({ nights: autumn().nights.slice(0, 1), finalResults: true });
    expect(seriesLine(one)).toBe("1 night · Leading: Ann and Bob · final");
  });

  it("tells each night by its date and winners, provisional until finalised", () => {
    const [first, second] = autumn().nights;
    expect(nightLine(first)).toBe("Nov 11, 2026 · won by Ann");
    expect(nightLine(second)).toBe("Nov 13, 2026 · won by Bob and Cy · provisional");
    expect(nightLine({ ...first, winners: [] })).toBe("Nov 11, 2026");
  });

  it("has a route for the list and one for each series, round-tripping", () => {
    expect(parseRoute("#/series")).toEqual({ view: "series" });
    expect(parseRoute("#/series/12")).toEqual({ view: "seriesone", id: 12 });
    expect(parseRoute("#/series/x")).toEqual({ view: "home" });
    expect(parseRoute("#/series/1/2")).toEqual({ view: "home" });
    for (const r of [{ view: "series" }, { view: "seriesone", id: 3 }] as Route[]) {
      expect(parseRoute(routeHref(r))).toEqual(r);
    }
  });
});
