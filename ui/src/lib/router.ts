// Hash routes: the app has no server, so the URL fragment is the whole navigation state.
// Adding a screen = one Route variant, one case in parseRoute/routeHref, one view in App.svelte.
import type { Scope } from "./i18n/languages";

export type Route =
  | { view: "home" }
  | { view: "new" }
  | { view: "players" }
  | { view: "game"; id: number }
  | { view: "share" }
  | { view: "pair"; code: string | null }
  | { view: "tv"; token: string; game: number | null }
  // Club nights (issue 26): the host's list and New night form, one night (the host's page
  // in the window, the player's seat on a phone), and a night on the TV.
  | { view: "nights" }
  | { view: "night"; id: number }
  // A night's printable results.
  | { view: "nightprint"; id: number }
  | { view: "tvnight"; token: string; night: number }
  // Series of club nights (a season): the list with a New series form, and one series.
  | { view: "series" }
  | { view: "seriesone"; id: number };

/** Reads a route from a location hash such as "#/game/12"; anything unknown is home. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "new" && parts.length === 1) return { view: "new" };
  if (parts[0] === "players" && parts.length === 1) return { view: "players" };
  if (parts[0] === "share" && parts.length === 1) return { view: "share" };
  if (parts[0] === "game" && parts.length === 2 && /^\d+$/.test(parts[1])) {
    return { view: "game", id: Number(parts[1]) };
  }
  if (parts[0] === "pair" && parts.length <= 2) {
    return { view: "pair", code: parts[1] && /^[0-9a-f]+$/.test(parts[1]) ? parts[1] : null };
  }
  if (parts[0] === "nights" && parts.length === 1) return { view: "nights" };
  if (parts[0] === "night" && parts.length === 2 && /^\d+$/.test(parts[1])) {
    return { view: "night", id: Number(parts[1]) };
  }
  if (parts[0] === "night" && parts.length === 3 && /^\d+$/.test(parts[1]) && parts[2] === "print") {
    return { view: "nightprint", id: Number(parts[1]) };
  }
  if (parts[0] === "series" && parts.length === 1) return { view: "series" };
  if (parts[0] === "series" && parts.length === 2 && /^\d+$/.test(parts[1])) {
    return { view: "seriesone", id: Number(parts[1]) };
  }
  if (parts[0] === "tv" && parts.length === 4 && /^[0-9a-f]+$/.test(parts[1]) && parts[2] === "night" && /^\d+$/.test(parts[3])) {
    return { view: "tvnight", token: parts[1], night: Number(parts[3]) };
  }
  if (parts[0] === "tv" && (parts.length === 2 || parts.length === 3) && /^[0-9a-f]+$/.test(parts[1])) {
    const game = parts[2] && /^\d+$/.test(parts[2]) ? Number(parts[2]) : null;
    return { view: "tv", token: parts[1], game };
  }
  return { view: "home" };
}

/** The hash for a route; parseRoute(routeHref(r)) equals r. */
export function routeHref(route: Route): string {
  switch (route.view) {
    case "home":
      return "#/";
    case "new":
      return "#/new";
    case "players":
      return "#/players";
    case "game":
      return `#/game/${route.id}`;
    case "share":
      return "#/share";
    case "pair":
      return route.code ? `#/pair/${route.code}` : "#/pair";
    case "tv":
      return route.game === null ? `#/tv/${route.token}` : `#/tv/${route.token}/${route.game}`;
    case "nights":
      return "#/nights";
    case "night":
      return `#/night/${route.id}`;
    case "nightprint":
      return `#/night/${route.id}/print`;
    case "tvnight":
      return `#/tv/${route.token}/night/${route.night}`;
    case "series":
      return "#/series";
    case "seriesone":
      return `#/series/${route.id}`;
  }
}

/** Navigates (the app listens to hashchange). */
export function go(route: Route): void {
  window.location.hash = routeHref(route);
}

/** Where `route`'s screen keeps its language: the TV views (a game's, a club night's) their own,
 *  every other screen the app's. */
export function languageScope(route: Route): Scope {
  return route.view === "tv" || route.view === "tvnight" ? "tv" : "app";
}
