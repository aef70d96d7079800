// The player-name rows of the "New game" form. The rows only collect text: Rust decides
// whether the names and their number are acceptable (and says why not).

/** The rows to show when a game is picked: keep what was typed, pad to the game's minimum. */
export function rowsFor(current: readonly string[], minPlayers: number): string[] {
  const wanted = Math.max(minPlayers, 2);
  const rows = [...current];
  while (rows.length < wanted) rows.push("");
  return rows;
}

/** A new empty row at the end, unless the game's maximum is reached. */
export function addRow(rows: readonly string[], maxPlayers: number): string[] {
  return rows.length >= maxPlayers ? [...rows] : [...rows, ""];
}

/** Removes row `index`; the last row always stays so there is somewhere to type. */
export function removeRow(rows: readonly string[], index: number): string[] {
  if (rows.length <= 1 || index < 0 || index >= rows.length) return [...rows];
  return rows.filter((_, i) => i !== index);
}

/** The first dealer's seat after row `removed` is taken out (`rows` rows are left): the same
 *  person keeps the deal; if they were removed, the seat now in that place deals. */
export function firstDealerAfter(dealer: number, removed: number, rows: number): number {
  const seat = dealer > removed ? dealer - 1 : dealer;
  return Math.max(0, Math.min(seat, rows - 1));
}
