import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/svelte";
import StandingsTable from "./StandingsTable.svelte";
import { nightColumns, seriesColumns, type Column } from "./standings";
import type { Standing } from "../bindings/Standing";
import { autumn } from "./series.fixture";

afterEach(cleanup);

type Row = { place: number; player: string };
type Props<R extends Row> = { rows: R[]; columns: Column<R>[]; label: string; testid: string; rowTestid: string };

/** render() sees the generic component at its constraint; the props are checked here instead. */
function show<R extends Row>(props: Props<R>) {
  return render(StandingsTable, props as unknown as Props<Row>);
}

const night: Standing[] = [
  { player: "Ann", place: 1, points: 3, headToHead: 1, buchholz: "5/2", total: 120, played: 2, byes: 0 },
  { player: "Bob", place: 2, points: "3/2", headToHead: 0, buchholz: 4, total: -15, played: 1, byes: 1 },
];

const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((c) => c.textContent?.trim());

// One table for the printable night results and a series (NightPrint, SeriesOne): place and
// player, then the caller's columns, the first (points) in bold, in a named scrolling region.
describe("the standings table", () => {
  it("shows a night's standings with its tie-breaks, a row per player in place order", () => {
    show({ rows: night, columns: nightColumns(), label: "Standings", testid: "night-print-standings", rowTestid: "night-print-standing" });
    const table = screen.getByTestId("night-print-standings");
    expect([...table.querySelectorAll("thead th")].map((h) => h.textContent?.trim())).toEqual([
      "Place",
      "Player",
      "Points",
      "Head to head",
      "Opponents’ points",
      "Total",
      "Played",
    ]);
    const rows = screen.getAllByTestId("night-print-standing");
    expect(rows.map(cells)).toEqual([
      ["1.", "Ann", "3", "1", "2.5", "120", "2 played"],
      ["2.", "Bob", "1.5", "0", "4", "−15", "1 played · 1 bye"],
    ]);
    // The player is the row's header; the points, and only they, in bold.
    expect(within(rows[0]).getByRole("rowheader").textContent).toBe("Ann");
    expect([...rows[0].querySelectorAll("td")].map((c) => c.classList.contains("strong"))).toEqual([false, true, false, false, false, false]);
  });

  it("shows a series' standings with its own columns, players sharing a place both at it", () => {
    show({ rows: autumn().standings, columns: seriesColumns(), label: "Series standings", testid: "series-standings", rowTestid: "series-standing" });
    expect([...screen.getByTestId("series-standings").querySelectorAll("thead th")].map((h) => h.textContent?.trim())).toEqual([
      "Place",
      "Player",
      "Series points",
      "Nights won",
      "Nights",
    ]);
    expect(screen.getAllByTestId("series-standing").map(cells)).toEqual([
      ["1.", "Ann", "3.5", "1", "2"],
      ["1.", "Bob", "3.5", "1", "2"],
      ["3.", "Cy", "1", "1", "1"],
    ]);
  });

  it("scrolls sideways inside a region named and reachable by keyboard", () => {
    show({ rows: night, columns: nightColumns(), label: "Standings", testid: "t", rowTestid: "r" });
    const region = screen.getByRole("region", { name: "Standings" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByTestId("t").tagName).toBe("TABLE");
  });

  it("shows the headings alone when nobody has played", () => {
    show({ rows: [], columns: seriesColumns(), label: "Standings", testid: "t", rowTestid: "r" });
    expect(screen.getByTestId("t").querySelectorAll("thead th")).toHaveLength(5);
    expect(screen.queryAllByTestId("r")).toHaveLength(0);
  });
});
