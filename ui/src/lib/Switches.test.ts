import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import ThemeSwitch from "./ThemeSwitch.svelte";
import LanguageSwitch from "./LanguageSwitch.svelte";
import { chosenLanguage } from "./i18n/index.svelte";

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

// Both switches are one Choices row each: a named group, one pressed button, a tap moves it.
describe("the theme and language switches", () => {
  it("the theme switch presses one theme, applies it at once and keeps it on the device", async () => {
    render(ThemeSwitch);
    const group = screen.getByRole("group", { name: "Colour theme" });
    expect(group.querySelectorAll("button").length).toBe(4);
    expect(screen.getAllByRole("button", { pressed: true }).map((b) => b.dataset.testid)).toEqual(["theme-system"]);
    await fireEvent.click(screen.getByTestId("theme-black"));
    expect(screen.getAllByRole("button", { pressed: true }).map((b) => b.dataset.testid)).toEqual(["theme-black"]);
    expect(document.documentElement.dataset.theme).toBe("black");
    expect(localStorage.getItem("cardtable.theme")).toBe("black");
  });

  it("the language switch names each language in itself and presses the chosen one", async () => {
    render(LanguageSwitch);
    const german = screen.getByTestId("lang-de");
    expect(german.textContent).toBe("Deutsch");
    expect(german.getAttribute("lang")).toBe("de");
    expect(screen.getByTestId("lang-system").getAttribute("lang")).toBeNull();
    expect(screen.getAllByRole("button", { pressed: true }).map((b) => b.dataset.testid)).toEqual(["lang-system"]);
    await fireEvent.click(german);
    await screen.findByRole("button", { pressed: true, name: "Deutsch" });
    expect(chosenLanguage()).toBe("de");
    // Every word changes at once, the switch's own too (a tap while it loads is not taken).
    await waitFor(() => expect(screen.getByTestId("lang-system").textContent).toBe("Gerätesprache"));
    // Back to the device's language, tapped again until taken (as a person would).
    await waitFor(async () => {
      await fireEvent.click(screen.getByTestId("lang-system"));
      expect(screen.getByTestId("lang-system").getAttribute("aria-pressed")).toBe("true");
    });
    expect(chosenLanguage()).toBeNull();
  });
});
