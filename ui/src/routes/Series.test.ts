import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks } from "@tauri-apps/api/mocks";
import { serve } from "../lib/testkit";
import Series from "./Series.svelte";
import SeriesOne from "./SeriesOne.svelte";
import type { NightItem } from "../lib/bindings/NightItem";
import { at, autumn } from "../lib/night/series.fixture";

afterEach(() => {
  cleanup();
  clearMocks();
  window.location.hash = "";
});

const nights: NightItem[] = [
  { id: 4, kind: "gin_rummy", players: 5, rounds: 2, round: 2, createdAt: at(14), finalised: true },
  { id: 3, kind: "oh_heck", players: 6, rounds: 3, round: 3, createdAt: at(13), finalised: false },
  { id: 2, kind: "gin_rummy", players: 4, rounds: 1, round: 1, createdAt: at(12), finalised: true },
  { id: 1, kind: "gin_rummy", players: 4, rounds: 1, round: 1, createdAt: at(11), finalised: true },
];

const kinds = [
  { kind: "gin_rummy", name: "Gin Rummy" },
  { kind: "oh_heck", name: "Oh Heck!" },
];


describe("the Series screens in the host's window", () => {
  it("lists the series and makes a new one of the finished nights in no series", async () => {
    const calls = serve({
      series_list: () => [autumn()],
      games_kinds: () => kinds,
      nights_list: () => nights,
      series_new: (a) => autumn({ id: 9, name: String(a.name) }),
    });
    render(Series);
    const row = await screen.findByTestId("series-row");
    expect(row.textContent).toContain("Autumn 2026");
    expect(row.textContent).toContain("2 nights · Leading: Ann and Bob · provisional");
    expect(row.getAttribute("href")).toBe("#/series/7");
    // Night 1 and night 3 are in Autumn 2026; night 3 is not finished either.
    const offered = await screen.findAllByTestId("series-night");
    expect(offered.map((n) => n.parentElement?.textContent?.trim())).toEqual([
      "Gin Rummy · Nov 12, 2026, 8:00 PM · 4 players",
      "Gin Rummy · Nov 14, 2026, 8:00 PM · 5 players",
    ]);
    const create = screen.getByTestId("series-create") as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await fireEvent.input(screen.getByTestId("series-name"), { target: { value: "Winter" } });
    await fireEvent.click(offered[1]);
    await fireEvent.click(create);
    await waitFor(() => expect(window.location.hash).toBe("#/series/9"));
    expect(calls.find(([c]) => c === "series_new")?.[1]).toEqual({ name: "Winter", nights: [4] });
  });

  it("says so when there is no series and shows Rust's refusal", async () => {
    serve({
      series_list: () => [],
      games_kinds: () => kinds,
      nights_list: () => [],
      series_new: () => {
        throw { kind: "validation", code: "E_INVALID_REQUEST", message: "A series needs a name of 1 to 80 characters (\"Autumn 2026\")." };
      },
    });
    render(Series);
    expect((await screen.findByTestId("series-none")).textContent).toBe("No series yet.");
    expect(screen.getByTestId("series-no-free")).toBeTruthy();
    await fireEvent.input(screen.getByTestId("series-name"), { target: { value: " x " } });
    await fireEvent.click(screen.getByTestId("series-create"));
    expect((await screen.findByTestId("series-new-error")).textContent).toContain("A series needs a name");
  });

  it("shows one series' standings and nights, adds a finished night and saves its export", async () => {
    let view = autumn();
    const calls = serve({
      series_show: () => view,
      games_kinds: () => kinds,
      nights_list: () => nights,
      series_list: () => [view],
      series_add: (a) => {
        view = autumn({ nights: [...autumn().nights, { night: Number(a.nightId), kind: "gin_rummy", game: "Gin Rummy", createdAt: at(12), finalised: true, winners: ["Cy"] }] });
        return view;
      },
      series_export_file: (a) => `/home/ann/Downloads/cardtable-series-7.${String(a.format)}`,
    });
    render(SeriesOne, { id: 7 });
    const rows = await screen.findAllByTestId("series-standing");
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent).join(" "))).toEqual(["1. Ann 3.5 1 2", "1. Bob 3.5 1 2", "3. Cy 1 1 1"]);
    expect(screen.getByTestId("series-name-title").textContent).toBe("Autumn 2026");
    const lines = screen.getAllByTestId("series-night-row").map((r) => r.textContent?.replace(/\s+/g, " ").trim());
    expect(lines).toEqual(["Gin Rummy · Nov 11, 2026, 8:00 PM · won by Ann", "Oh Heck! · Nov 13, 2026, 8:00 PM · won by Bob and Cy · provisional"]);
    // The finished nights in no series: 2 and 4, the oldest picked first.
    const pick = screen.getByTestId("series-add-pick") as HTMLSelectElement;
    expect(Array.from(pick.options).map((o) => o.value)).toEqual(["2", "4"]);
    await fireEvent.click(screen.getByTestId("series-add"));
    await waitFor(() => expect(screen.getAllByTestId("series-night-row")).toHaveLength(3));
    expect(calls.find(([c]) => c === "series_add")?.[1]).toEqual({ seriesId: 7, nightId: 2 });
    const csv = screen.getByTestId("series-export-csv") as HTMLButtonElement;
    await waitFor(() => expect(csv.disabled).toBe(false));
    // Night 2 is in the series now: only night 4 is left to add.
    expect(Array.from((screen.getByTestId("series-add-pick") as HTMLSelectElement).options).map((o) => o.value)).toEqual(["4"]);
    await fireEvent.click(csv);
    expect((await screen.findByTestId("series-export-saved")).textContent).toContain("cardtable-series-7.csv");
    expect(calls.find(([c]) => c === "series_export_file")?.[1]).toEqual({ seriesId: 7, format: "csv" });
  });
});
