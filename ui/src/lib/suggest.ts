// Name suggestions on the New game screen: roster players whose name starts with (or, failing
// that, contains) what is being typed, leaving out the names already at the table.

/** Up to `limit` roster names for a seat's input; none for an empty input or an exact match. */
export function suggestNames(roster: readonly string[], typed: string, taken: readonly string[], limit = 4): string[] {
  const q = typed.trim().toLocaleLowerCase();
  if (q === "") return [];
  const seated = new Set(taken.map((t) => t.trim().toLocaleLowerCase()).filter(Boolean));
  const free = roster.filter((n) => !seated.has(n.toLocaleLowerCase()));
  if (free.some((n) => n.toLocaleLowerCase() === q)) return [];
  const starts = free.filter((n) => n.toLocaleLowerCase().startsWith(q));
  const contains = free.filter((n) => !n.toLocaleLowerCase().startsWith(q) && n.toLocaleLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}
