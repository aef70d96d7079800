import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatList, formatNumber, formatOrList, formatPercent, formatPlayers, playerRange } from "./format";
import { chooseLanguage } from "./i18n/index.svelte";

describe("formatting", () => {
  afterEach(async () => chooseLanguage(null));

  it("joins players naturally, in each language", () => {
    expect(formatPlayers([])).toBe("");
    expect(formatPlayers(["Ann"])).toBe("Ann");
    expect(formatPlayers(["Ann", "Bob"])).toBe("Ann and Bob");
    expect(formatPlayers(["Ann", "Bob", "Cy"])).toBe("Ann, Bob and Cy");
    expect(formatList(["Ann", "Bob", "Cy"], "en-GB")).toBe("Ann, Bob and Cy");
    expect(formatList(["Ann", "Bob", "Cy"], "de")).toBe("Ann, Bob und Cy");
    expect(formatList(["Ann", "Bob", "Cy"], "fr")).toBe("Ann, Bob et Cy");
    expect(formatList(["Ann", "Bob", "Cy"], "es")).toBe("Ann, Bob y Cy");
  });

  it("joins players in the pseudo-locale with its own words, the names left as they are", async () => {
    expect(formatList(["Ann", "Bob", "Cy"], "en-XA")).toBe("Ann, Bob ááñð Cy");
    expect(formatOrList(["Ann", "Bob"], "en-XA")).toBe("Ann ööŕ Bob");
    await chooseLanguage("en-XA");
    expect(formatPlayers(["Ann", "Bob"])).toBe("Ann ááñð Bob");
    expect(formatPlayers(["Ann", "Bob"])).not.toMatch(/\band\b/);
  });

  it("counts with the language's plurals", async () => {
    expect(playerRange(2, 2)).toBe("2 players");
    expect(playerRange(1, 1)).toBe("1 player");
    expect(playerRange(3, 7)).toBe("3–7 players");
    await chooseLanguage("de");
    expect(playerRange(1, 1)).toBe("1 Spieler");
    expect(playerRange(3, 7)).toBe("3–7 Spieler");
    await chooseLanguage("fr");
    expect(playerRange(1, 1)).toBe("1 joueur");
    expect(playerRange(2, 2)).toBe("2 joueurs");
  });

  it("writes numbers and shares as the language does", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatPercent(0.62, "en")).toBe("62%");
    expect(formatPercent(0.62, "de")).toMatch(/^62\s%$/u);
  });

  it("formats stored dates and passes garbage through", () => {
    expect(formatDate("2026-11-21T00:20:41.000Z", "en-GB")).toBe("21 Nov 2026");
    expect(formatDate("2026-11-21T00:20:41.000Z", "de")).toBe("21. Nov. 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
});
