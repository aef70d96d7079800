// A catalogue in two parts (issue 28): the words of the screens drawn first (Home, pairing, and
// what they share) come in the first load; the rest (the game screen, every game's entry form,
// New game, Players, the TV, start-up problems, club nights) comes with the first of those
// screens. Each ui/src/locales/<lang>.ftl stays one file: it is cut at build time (vite.config.ts)
// by its group comments ("## Home"), which every language writes in English.
//
// Plain TypeScript with no imports: vite.config.ts runs it in Node.

/** The groups whose words are in the first load, by the start of their title. A test checks
 *  that every word the first load's code asks for is in the first part. */
export const FIRST_GROUPS = [
  "Counts and ranges",
  "Shared words",
  "Appearance",
  "Players named in words",
  "Keeping the screen awake",
  "Home",
  "Phones at the table",
  "The link to the host",
];

/** Messages of other groups that the first load shows too, by the start of their id: the club
 *  night's banner on Home. */
export const FIRST_IDS = ["night-banner-"];

export type Part = "first" | "later";

/** The part of catalogue `source` named `part`: its messages (and terms) with their attributes
 *  and variants, in the file's order; comments are left out. */
export function cataloguePart(source: string, part: Part): string {
  const out: string[] = [];
  let group = true;
  let take = false;
  for (const line of source.split("\n")) {
    if (line.startsWith("#")) {
      // A comment ends the entry before it; a group comment starts a group.
      if (line.startsWith("## ")) {
        const title = line.slice(3).trim();
        group = FIRST_GROUPS.some((g) => title.startsWith(g));
      }
      take = false;
      continue;
    }
    const id = /^(-?[a-zA-Z][\w-]*) *=/.exec(line)?.[1];
    if (id !== undefined) {
      const first = group || FIRST_IDS.some((p) => id.startsWith(p));
      take = first === (part === "first");
    }
    // An entry's other lines (indented, or blank) go with it.
    if (take) out.push(line);
  }
  return out.join("\n") + "\n";
}
