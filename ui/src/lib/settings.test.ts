import { describe, expect, it } from "vitest";
import { applySettings, DEFAULTS, loadSettings, saveSettings, SETTINGS_KEY } from "./settings";
import { cardName } from "./cards";
import { headlineOf, savedSentence } from "./announce";
import { loadChoice, resolve, saveChoice } from "./theme";

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    get length() {
      return m.size;
    },
  };
}

describe("display settings", () => {
  it("are off until chosen, kept per device, and junk reads as the defaults", () => {
    const s = memory();
    expect(loadSettings(s)).toEqual(DEFAULTS);
    saveSettings({ fourColour: true, largeNumbers: false }, s);
    expect(loadSettings(s)).toEqual({ fourColour: true, largeNumbers: false });
    saveSettings({ fourColour: true, largeNumbers: true }, s);
    expect(loadSettings(s)).toEqual({ fourColour: true, largeNumbers: true });
    saveSettings(DEFAULTS, s);
    expect(s.getItem(SETTINGS_KEY)).toBeNull();
    for (const junk of ["{", "7", '"four"', '{"fourColour":"yes"}', "null"]) {
      s.setItem(SETTINGS_KEY, junk);
      expect(loadSettings(s)).toEqual(DEFAULTS);
    }
    expect(loadSettings(null)).toEqual(DEFAULTS);
  });

  it("are put on the page for the style sheet", () => {
    const root = document.createElement("html");
    applySettings({ fourColour: true, largeNumbers: false }, root);
    expect(root.dataset.deck).toBe("four");
    expect(root.dataset.numbers).toBe("normal");
    applySettings({ fourColour: false, largeNumbers: true }, root);
    expect(root.dataset.deck).toBe("two");
    expect(root.dataset.numbers).toBe("large");
  });

  it("keep the black theme beside light and dark", () => {
    const s = memory();
    saveChoice("black", s);
    expect(loadChoice(s)).toBe("black");
    expect(resolve("black", false)).toBe("black");
    saveChoice("system", s);
    expect(loadChoice(s)).toBe("system");
  });
});

describe("card names", () => {
  it("say the rank in words and the suit, then selected or who holds it", () => {
    expect(cardName({ rank: "7", suitName: "clubs" })).toBe("seven of clubs");
    expect(cardName({ rank: "7", suitName: "clubs" }, { selected: true })).toBe("seven of clubs, selected");
    expect(cardName({ rank: "A", suitName: "spades" }, { owner: "Ann" })).toBe("ace of spades, held by Ann");
    expect(cardName({ rank: "10", suitName: "hearts" })).toBe("ten of hearts");
    expect(cardName({ rank: "Q", suitName: "diamonds" }, { selected: true, owner: "Bob" })).toBe("queen of diamonds, selected");
    const words = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"];
    ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].forEach((r, i) => expect(cardName({ rank: r, suitName: "clubs" })).toBe(`${words[i]} of clubs`));
  });
});

describe("the saved hand's sentence", () => {
  it("names the hand, its explanation and each player's points", () => {
    expect(savedSentence("hand", 3, " Gin: Ann scores 28 ", ["Ann", "Bob"], [28, 0])).toBe("Hand 3 saved. Gin: Ann scores 28. Ann 28, Bob 0.");
    expect(savedSentence("hole", 1, "", ["Ann", "Bob", "Cy"], [4, "-3", "25/2"])).toBe("Hole 1 saved. Ann 4, Bob −3, Cy 12.5.");
  });

  it("reads a tracker's explanation: a marked sentence, or a list's lines as one", () => {
    const shown = document.createElement("section");
    shown.innerHTML = `<p data-headline>Ann challenged at 1:\n <b>success</b>, 1 rose shown.</p>`;
    expect(savedSentence("round", 1, headlineOf(shown), ["Ann", "Bob"], [1, 0])).toBe("Round 1 saved. Ann challenged at 1: success, 1 rose shown. Ann 1, Bob 0.");
    shown.innerHTML = `<ul data-headline><li><b>Ann</b> stored 5 cards</li><li><b>Bob</b> stored 0 cards</li></ul><p>10 removed</p>`;
    expect(headlineOf(shown)).toBe("Ann stored 5 cards, Bob stored 0 cards");
    shown.innerHTML = `<p class="headline">Gin: Ann scores 28</p>`;
    expect(headlineOf(shown)).toBe("Gin: Ann scores 28");
    expect(headlineOf(null)).toBe("");
  });
});
