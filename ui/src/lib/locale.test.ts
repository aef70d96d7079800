import { describe, expect, it } from "vitest";
import { isLanguageTag, readableLocale } from "./locale";

describe("readableLocale", () => {
  it("keeps a real language and replaces the C locale, which Intl refuses", () => {
    expect(isLanguageTag("en-GB")).toBe(true);
    expect(isLanguageTag("C")).toBe(false);
    expect(isLanguageTag(undefined)).toBe(false);
    const c = { language: "C" } as Navigator;
    expect(readableLocale(c)).toBe("en-US");
    expect(c.language).toBe("en-US");
    const fr = { language: "fr-FR" } as Navigator;
    expect(readableLocale(fr)).toBe("fr-FR");
  });
});
