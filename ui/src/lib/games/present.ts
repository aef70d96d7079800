// Presentation helpers for the game screen: how numbers and labels read. No rules here;
// every number shown comes from Rust.

/** Points as people read them: "28", "−5" (a real minus sign), "25/2". */
export function pts(p: number | string | null | undefined): string {
  if (p === null || p === undefined) return "";
  const s = String(p);
  return s.startsWith("-") ? `−${s.slice(1)}` : s;
}

/** Per-hand points with a sign for gains: "+28", "0", "−5". */
export function signed(p: number | string): string {
  const s = pts(p);
  return s === "0" || s.startsWith("−") ? s : `+${s}`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function names(players: readonly string[], seats: readonly number[]): string {
  const list = seats.map((s) => players[s] ?? `Player ${s + 1}`);
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/** The winner line of a finished game. */
export function winnersLine(players: readonly string[], winners: readonly number[]): string {
  if (winners.length === 0) return "Game over";
  if (winners.length === 1) return `${names(players, winners)} wins`;
  return `${names(players, winners)} share the win`;
}

/** What undo/redo would do, from the store's action label. */
export function actionLabel(action: string | null | undefined): string {
  switch (action) {
    case "record":
      return "new hand";
    case "amend":
      return "edit";
    case "delete":
      return "delete";
    case "options":
      return "options change";
    case "reopen":
      return "reopen";
    default:
      return action ?? "";
  }
}
