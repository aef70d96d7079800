import { describe, expect, it } from "vitest";
import { languageScope, parseRoute, routeHref, type Route } from "./router";

describe("routes", () => {
  it("parses the known screens", () => {
    expect(parseRoute("")).toEqual({ view: "home" });
    expect(parseRoute("#/")).toEqual({ view: "home" });
    expect(parseRoute("#/new")).toEqual({ view: "new" });
    expect(parseRoute("#/players")).toEqual({ view: "players" });
    expect(parseRoute("#/game/12")).toEqual({ view: "game", id: 12 });
  });

  it("sends anything unknown home", () => {
    for (const hash of ["#/game/", "#/game/x", "#/game/1/2", "#/nope", "#/new/1", "#/game/-3"]) {
      expect(parseRoute(hash)).toEqual({ view: "home" });
    }
  });

  it("round-trips every route", () => {
    const routes: Route[] = [{ view: "home" }, { view: "new" }, { view: "players" }, { view: "game", id: 7 }];
    for (const r of routes) expect(parseRoute(routeHref(r))).toEqual(r);
  });
});

describe("sharing routes", () => {
  it("reads the pairing and TV links the host shows", () => {
    expect(parseRoute("#/pair/11ec77")).toEqual({ view: "pair", code: "11ec77" });
    expect(parseRoute("#/pair")).toEqual({ view: "pair", code: null });
    expect(parseRoute("#/pair/<script>")).toEqual({ view: "pair", code: null });
    expect(parseRoute("#/tv/e290dc")).toEqual({ view: "tv", token: "e290dc", game: null });
    expect(parseRoute("#/tv/e290dc/4")).toEqual({ view: "tv", token: "e290dc", game: 4 });
    for (const r of [parseRoute("#/pair/ab"), parseRoute("#/pair"), parseRoute("#/tv/ab/3"), parseRoute("#/tv/ab")]) {
      expect(parseRoute(routeHref(r))).toEqual(r);
    }
  });
});

describe("club night routes", () => {
  it("reads a night's printable results and round-trips it", () => {
    expect(parseRoute("#/night/3/print")).toEqual({ view: "nightprint", id: 3 });
    expect(parseRoute("#/night/3/other")).toEqual({ view: "home" });
    const r: Route = { view: "nightprint", id: 12 };
    expect(parseRoute(routeHref(r))).toEqual(r);
  });
});

describe("the language a screen keeps", () => {
  it("the TV views keep their own, every other screen the app's", () => {
    expect(languageScope(parseRoute("#/tv/e290dc"))).toBe("tv");
    expect(languageScope(parseRoute("#/tv/e290dc/4"))).toBe("tv");
    expect(languageScope(parseRoute("#/tv/e290dc/night/3"))).toBe("tv");
    expect(languageScope(parseRoute("#/night/3"))).toBe("app");
    expect(languageScope(parseRoute("#/"))).toBe("app");
  });
});
