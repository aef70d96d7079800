// Presentation helpers for the game screen: how numbers and labels read. No rules here;
// every number shown comes from Rust.
import type { GameKind } from "../bindings/GameKind";

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

function num(o: Record<string, unknown>, key: string): number | null {
  const v = o[key];
  return typeof v === "number" ? v : typeof v === "string" && v !== "" ? Number(v) : null;
}

/** What the game plays to, read from its complete options: "First to 100". */
export function targetLine(kind: GameKind, o: Record<string, unknown>): string {
  switch (kind) {
    case "gin_rummy": {
      const t = num(o, "gameTarget");
      return t === null ? "" : `First to ${t}`;
    }
    case "gift_rummy": {
      const deals = num(o, "deals");
      const t = num(o, "target");
      return `${deals ?? "?"} deals or first to ${t ?? "?"} · highest wins`;
    }
    case "six_card_golf": {
      const holes = num(o, "holes");
      return `${holes ?? "?"} holes · lowest total wins`;
    }
    case "oh_heck":
      return "The whole schedule · highest total wins";
    case "scorepad": {
      const end = (o.end ?? {}) as Record<string, unknown>;
      const low = o.winner === "lowest";
      const who = low ? "lowest total wins" : "highest total wins";
      if (end.kind === "target") return `To ${num(end, "points") ?? "?"} · ${who}`;
      if (end.kind === "hands") return `${num(end, "count") ?? "?"} hands · ${who}`;
      return `Open-ended · ${who}`;
    }
    default: {
      const who = o.lowestWins === true ? "lowest total wins" : "highest total wins";
      const t = o.target;
      const h = num(o, "hands");
      if (t !== null && t !== undefined) return `To ${pts(t as number | string)} · ${who}`;
      if (h !== null) return `${h} hands · ${who}`;
      return `Open-ended · ${who}`;
    }
  }
}

/** "Hand 3", "Deal 2", "Hole 4": what one round of this game is called. */
export function roundWord(kind: GameKind): string {
  switch (kind) {
    case "six_card_golf":
      return "Hole";
    case "gift_rummy":
      return "Deal";
    default:
      return "Hand";
  }
}
