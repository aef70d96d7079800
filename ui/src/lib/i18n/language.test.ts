// Which language the screens read, where the choice is kept, and that every request says it.
import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gamesList } from "../api";
import { chooseLanguage, chosenLanguage, lang, startLanguage, t } from "./index.svelte";
import { deviceLanguage, languageOf, LANG_KEYS, loadChoice } from "./languages";

describe("the language", () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearMocks();
    localStorage.clear();
    await startLanguage("app");
  });

  it("is the device's first language Cardtable ships, else English", () => {
    expect(deviceLanguage(["de-AT", "en-US"])).toBe("de");
    expect(deviceLanguage(["pt-BR", "fr-CA", "de"])).toBe("fr");
    expect(deviceLanguage(["es_ES"])).toBe("es");
    expect(deviceLanguage(["ja", "pt"])).toBe("en");
    expect(deviceLanguage([])).toBe("en");
    expect(languageOf("en-XA")).toBe("en-XA");
  });

  it("follows the device until a person chooses, keeps the choice on this device, and says it on <html lang>", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["es-MX", "en"], language: "es-MX" });
    await startLanguage("app");
    expect(lang()).toBe("es");
    expect(chosenLanguage()).toBeNull();
    expect(document.documentElement.lang).toBe("es");
    expect(t("home-new-game")).toBe("Nueva partida");

    await chooseLanguage("de");
    expect(t("home-new-game")).toBe("Neue Partie");
    expect(t("hands-count", { count: 1 })).toBe("1 Runde");
    expect(t("hands-count", { count: 3 })).toBe("3 Runden");
    expect(document.documentElement.lang).toBe("de");
    expect(localStorage.getItem(LANG_KEYS.app)).toBe("de");

    // A new page on this device starts in the language chosen, not the device's.
    await startLanguage("app");
    expect(lang()).toBe("de");
    // The TV view keeps its own choice: it follows the device until it chooses.
    await startLanguage("tv");
    expect(lang()).toBe("es");
    await chooseLanguage("fr");
    expect(loadChoice("tv")).toBe("fr");
    expect(loadChoice("app")).toBe("de");

    // "Device language" forgets the choice.
    await startLanguage("app");
    await chooseLanguage(null);
    expect(localStorage.getItem(LANG_KEYS.app)).toBeNull();
    expect(lang()).toBe("es");
  });

  it("writes plurals by each language's rules", async () => {
    await chooseLanguage("fr");
    // French counts 0 and 1 as one: "0 manche", English "0 hands".
    expect(t("hands-count", { count: 0 })).toBe("0 manche");
    expect(t("cards-count", { count: 2 })).toBe("2 cartes");
    await chooseLanguage("en");
    expect(t("hands-count", { count: 0 })).toBe("0 hands");
    expect(t("winners-line", { who: "Ann and Bob", count: 2 })).toBe("Ann and Bob share the win");
  });

  it("reads the pseudo-locale from English, accented, with what is put in left as it is", async () => {
    await chooseLanguage("en-XA");
    expect(document.documentElement.lang).toBe("en-XA");
    expect(t("new-start-game", { name: "Gin Rummy" })).toBe("Šţááŕţ~ \u2068Gin Rummy\u2069");
  });

  it("rides on every request: the phone's fetch and the window's IPC say Accept-Language", async () => {
    await chooseLanguage("fr");
    const heard: (string | null)[] = [];
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      heard.push((init.headers as Record<string, string>)["Accept-Language"] ?? null);
      return new Response("[]", { status: 200 });
    });
    await gamesList();
    expect(heard).toEqual(["fr"]);

    mockIPC(() => []);
    const internals = (window as unknown as { __TAURI_INTERNALS__: { invoke: (c: string, a: unknown, o?: { headers?: Record<string, string> }) => Promise<unknown> } }).__TAURI_INTERNALS__;
    const invoke = internals.invoke;
    const ipc: (string | undefined)[] = [];
    internals.invoke = (c, a, o) => {
      ipc.push(o?.headers?.["Accept-Language"]);
      return invoke(c, a, o);
    };
    await chooseLanguage("es");
    await gamesList();
    expect(ipc).toEqual(["es"]);
  });
});
