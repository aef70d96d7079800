import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import CardPicker from "./CardPicker.svelte";
import { resetDeckCache } from "./api";
import { deckFaces } from "./testkit";

afterEach(() => {
  cleanup();
  clearMocks();
  resetDeckCache();
});

describe("CardPicker", () => {
  it("shows the pack from Rust, toggles tapped cards and counts them", async () => {
    mockIPC((cmd) => (cmd === "rules_deck" ? deckFaces() : null));
    render(CardPicker, { testid: "k", label: "Ann's cards", owners: { Kd: "Bob" } });
    const three = await screen.findByTestId("k-3s");
    expect(screen.getAllByRole("button", { pressed: false }).length).toBeGreaterThanOrEqual(52);
    await fireEvent.click(three);
    await fireEvent.click(screen.getByTestId("k-Th"));
    expect(three.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("k-count").textContent).toBe("2 cards");
    await fireEvent.click(three);
    expect(three.getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("k-count").textContent).toBe("1 card");
    expect(screen.getByRole("button", { name: "king of diamonds, held by Bob" })).toBe(screen.getByTestId("k-Kd"));
    expect(screen.getByRole("button", { name: "ten of hearts, selected" })).toBe(screen.getByTestId("k-Th"));
    expect(screen.getByRole("button", { name: "three of spades" })).toBe(screen.getByTestId("k-3s"));
  });

  it("has Rust parse typed cards and shows its message when a token is wrong", async () => {
    const asked: string[] = [];
    mockIPC((cmd, args) => {
      if (cmd === "rules_deck") return deckFaces();
      const text = (args as { text: string }).text;
      asked.push(text);
      if (text.includes("1X")) throw { kind: "validation", code: "E_INVALID_CARD", message: "'1X' (3rd card) is not a card." };
      return text === "kd" ? ["Kd"] : ["As", "Th"];
    });
    render(CardPicker, { testid: "k", label: "cards" });
    await screen.findByTestId("k-As");
    const input = screen.getByTestId("k-typed") as HTMLInputElement;
    await fireEvent.input(input, { target: { value: "AS 2s 1X" } });
    await fireEvent.click(screen.getByTestId("k-typed-add"));
    await waitFor(() => expect(screen.getByTestId("k-typed-error").textContent).toBe("'1X' (3rd card) is not a card."));
    expect(input.value).toBe("AS 2s 1X");
    await fireEvent.input(input, { target: { value: "AS 10h" } });
    await fireEvent.click(screen.getByTestId("k-typed-add"));
    await waitFor(() => expect(screen.getByTestId("k-count").textContent).toBe("2 cards"));
    expect(screen.getByTestId("k-Th").getAttribute("aria-pressed")).toBe("true");
    await fireEvent.input(input, { target: { value: "kd" } });
    await fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("k-count").textContent).toBe("3 cards"));
    expect(asked).toEqual(["AS 2s 1X", "AS 10h", "kd"]);
  });
});
