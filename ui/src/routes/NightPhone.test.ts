import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks } from "@tauri-apps/api/mocks";
import { serve } from "../lib/testkit";
import NightPhone from "./NightPhone.svelte";
import type { NightPhone as Phone } from "../lib/bindings/NightPhone";
import type { TableState } from "../lib/bindings/TableState";

afterEach(() => {
  cleanup();
  clearMocks();
});

const table: TableState = {
  table: 2,
  game: 9,
  seats: ["Ann", "Bob"],
  scores: [55, 0],
  hands: 1,
  done: true,
  status: "toConfirm",
  counted: null,
  confirmers: ["Bob"],
  trail: [],
};

const phone = (extra: Partial<Phone> = {}): Phone => ({
  night: 1,
  kind: "gin_rummy",
  round: 1,
  rounds: 2,
  players: ["Ann", "Bob", "Cy"],
  me: null,
  table: null,
  bye: false,
  mayConfirm: false,
  closed: false,
  finalised: false,
  standings: [{ player: "Cy", points: 2, place: 1, headToHead: 0, buchholz: 0, total: 0, played: 0, byes: 1 }],
  clock: null,
  ...extra,
});


describe("a club night on a phone", () => {
  it("checks in once by name, then shows the seat and the game's link", async () => {
    const calls = serve({
      night_phone: () => phone(),
      night_check_in: (a) => phone({ me: String(a.player), table: { ...table, status: "playing", confirmers: [] } }),
    });
    render(NightPhone, { id: 1 });
    const names = await screen.findAllByTestId("night-pick");
    expect(names.map((b) => b.textContent)).toEqual(["Ann", "Bob", "Cy"]);
    await fireEvent.click(names[0]);
    expect((await screen.findByTestId("night-where")).textContent).toContain("Round 1 · Table 2 · with Bob");
    expect(screen.getByTestId("night-game").getAttribute("href")).toBe("#/game/9");
    expect(calls.find((c) => c[0] === "night_check_in")?.[1]).toMatchObject({ nightId: 1, player: "Ann" });
  });

  it("lets the other side confirm, or refuse with a reason and its own version", async () => {
    const calls = serve({
      night_phone: () => phone({ me: "Bob", table, mayConfirm: true }),
      night_refuse: () => phone({ me: "Bob", table: { ...table, status: "refused" } }),
    });
    render(NightPhone, { id: 1 });
    expect((await screen.findByTestId("night-confirm-box")).textContent).toContain("Is this the result? Ann 55, Bob 0");
    await fireEvent.click(screen.getByTestId("night-refuse"));
    const send = screen.getByTestId("night-refuse-send");
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(screen.getByTestId("night-reason"), { target: { value: "I had 20 deadwood" } });
    const scores = screen.getAllByTestId("night-claimed");
    await fireEvent.input(scores[0], { target: { value: "45" } });
    await fireEvent.input(scores[1], { target: { value: "0" } });
    await fireEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c[0] === "night_refuse")).toBe(true));
    expect(calls.find((c) => c[0] === "night_refuse")?.[1]).toMatchObject({ nightId: 1, gameId: 9, reason: "I had 20 deadwood", scores: [45, 0] });
  });

  it("tells the winner who confirms", async () => {
    serve({ night_phone: () => phone({ me: "Ann", table }) });
    render(NightPhone, { id: 1 });
    expect((await screen.findByTestId("night-waiting")).textContent).toContain("Bob confirms the result");
    expect(screen.queryByTestId("night-confirm")).toBeNull();
  });

  it("shows a timed round's clock under the seat: the time left, then the last deal", async () => {
    const seated = { me: "Ann", table: { ...table, status: "playing" as const, confirmers: [] } };
    serve({ night_phone: () => phone({ ...seated, clock: { round: 1, minutes: 45, endsAt: "2026-11-26T20:45:00.000Z", msLeft: 754_000 } }) });
    render(NightPhone, { id: 1 });
    expect((await screen.findByTestId("night-clock-time")).textContent).toBe("12:34 left");
    cleanup();
    clearMocks();
    serve({ night_phone: () => phone({ ...seated, clock: { round: 1, minutes: 45, endsAt: "2026-11-26T20:45:00.000Z", msLeft: 0 } }) });
    render(NightPhone, { id: 1 });
    expect((await screen.findByTestId("night-clock-time")).textContent).toBe("Last deal");
  });
});
