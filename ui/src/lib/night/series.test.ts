import { describe, expect, it } from "vitest";
import { addableNights, leaders, nightLine, seriesLine } from "./series";
import { parseRoute, routeHref, type Route } from "../router";
import type { NightItem } from "../bindings/NightItem";
import { at, autumn } from "./series.fixture";
import { nightWhen } from "./night";

const night = (id: number, finalised: boolean): NightItem => ({
  id,
  kind: "gin_rummy",
  players: 4,
  rounds: 2,
  round: 2,
  createdAt: at(10 + id),
  finalised,
});

/** Spaces as spaces (some ICU versions put a narrow no-break space before "PM"). */
const plain = (s: string) => s.replace(/\s/gu, " ");

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

  it("tells each night by when it began and its winners, provisional until finalised", () => {
    const [first, second] = autumn().nights;
    expect(plain(nightLine(first))).toBe("Nov 11, 2026, 8:00 PM · won by Ann");
    expect(plain(nightLine(second))).toBe("Nov 13, 2026, 8:00 PM · won by Bob and Cy · provisional");
    expect(plain(nightLine({ ...first, winners: [] }))).toBe("Nov 11, 2026, 8:00 PM");
  });

  it("tells two nights of one day apart by the time they began, in the reader's language", () => {
    expect(plain(nightWhen(at(26, 14, 5)))).toBe("Nov 26, 2026, 2:05 PM");
    expect(plain(nightWhen(at(26, 19, 30)))).toBe("Nov 26, 2026, 7:30 PM");
    expect(nightWhen(at(26, 19, 30), "de")).toBe("26. Nov. 2026, 19:30");
    expect(nightWhen(at(26, 19, 30), "fr")).toBe("26 nov. 2026, 19:30");
    expect(nightWhen(at(26, 19, 30), "es")).toBe("26 nov 2026, 19:30");
    expect(plain(nightWhen("not a time"))).toBe("not a time");
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
