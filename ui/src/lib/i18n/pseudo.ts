// The pseudo-locale "en-XA", made from the English catalogue at load time: every letter
// accented, every vowel doubled and every word of four letters or more ended with "~" (about
// 40 % longer than English), so a test sees at once a
// word that did not come from the catalogue (it stays plain English) and a screen that has no
// room for a longer language. Only the text of the messages changes: the placeables (players'
// names, numbers) are left as they are.

const ACCENTED: Record<string, string> = {
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Å", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/** "Save hand" → "Šáávéé~ ĥáñð~": accented, each vowel twice, longer words padded. */
export function pseudo(text: string): string {
  let out = "";
  for (const ch of text.replace(/[A-Za-z]{4,}/g, "$&~")) {
    const accented = ACCENTED[ch];
    if (accented === undefined) out += ch;
    else out += /[aeiouAEIOU]/.test(ch) ? accented + accented.toLowerCase() : accented;
  }
  return out;
}
