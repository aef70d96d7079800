// How api.ts reaches the backend, and nothing else: imported by api.ts alone (a test checks).
// Two transports, one command table: Tauri IPC in the app window; in a phone's browser, HTTP
// to the host that shares the game (POST /api/<command>, the same arguments and errors), with
// the token pairing gave, the game versions writes name, and server-sent events for live
// updates.
import { invoke, type InvokeArgs } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import type { AppError } from "./bindings/AppError";
import type { PairAnswer } from "./bindings/PairAnswer";
import { backoff, banner, Reconnector } from "./connection";
import { lang, t } from "./i18n/index.svelte";

/** A command failed; `error` is the {kind, message} Rust sent, shown to people as it is. */
export class CommandError extends Error {
  readonly error: AppError;
  constructor(error: AppError) {
    super(error.message);
    this.name = "CommandError";
    this.error = error;
  }
}

const KINDS = new Set(["validation", "not_found", "storage", "internal"]);

/** Turns whatever invoke() rejected with into an AppError (Rust's own when it is one). */
export function toAppError(e: unknown): AppError {
  if (typeof e === "object" && e !== null) {
    const o = e as Record<string, unknown>;
    if (typeof o.kind === "string" && KINDS.has(o.kind) && typeof o.message === "string") {
      return o as AppError;
    }
  }
  const message = e instanceof Error ? e.message : String(e);
  return { kind: "internal", message };
}

/** True in the app window (Tauri IPC); false in a browser talking to a sharing host. */
export function inWindow(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

const TOKEN_KEY = "cardtable.token";
/** The TV view's read-only token, for this page only (never replaces a phone's pairing). */
let tvToken: string | null = null;

/** The token requests carry: the TV view's on a TV page, else the one pairing gave. */
function authToken(): string | null {
  if (tvToken) return tvToken;
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Set when the host refused this browser's token (it was removed, or sharing restarted). */
let unpaired = false;

/** Why the pairing screen is shown, when the host refused this phone's token. */
export function unpairedReason(): string {
  return unpaired ? NOT_PAIRED().message : "";
}

/** Whether this browser has paired with the host (always true in the window). */
export function isPaired(): boolean {
  return inWindow() || authToken() !== null;
}

/** Uses the TV view's read-only token from its link. */
export function useTvToken(token: string): void {
  tvToken = token;
}

/** The UI's own errors, in the reader's language (written when they happen). */
const NOT_PAIRED = (): AppError => ({ kind: "validation", code: "E_NOT_PAIRED", message: t("error-not-paired") });

const UNREACHABLE = (): AppError => ({ kind: "internal", message: t("error-unreachable") });

/** The phone's link to the host (browser only): lost when a request or the event stream
 *  fails, tried again with a growing wait, and every live screen catches up once it is back. */
let reconnector: Reconnector | null = null;

/** Whether the host answers anything at all (any HTTP status means it is there). */
async function hostAnswers(): Promise<boolean> {
  try {
    const token = authToken();
    await fetch("/api/games_kinds", {
      method: "POST",
      headers: headers(token),
      body: "{}",
    });
    return true;
  } catch {
    return false;
  }
}

function link(): Reconnector {
  if (!reconnector) {
    const show = typeof document === "undefined" ? () => {} : banner(document);
    const r = new Reconnector(hostAnswers, show);
    reconnector = r;
    if (typeof window !== "undefined") {
      window.addEventListener("online", () => r.tryNow());
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") r.tryNow();
      });
    }
  }
  return reconnector;
}

/** Whether this phone has lost its link to the host (it is trying again). */
export function connectionLost(): boolean {
  return reconnector?.lost ?? false;
}

/** A request's headers: JSON, the reader's language (Rust answers its words in it) and the
 *  token, when there is one. */
function headers(token: string | null): Record<string, string> {
  return { "Content-Type": "application/json", "Accept-Language": lang(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** POSTs JSON to the host; the answer's JSON, or its {kind, message} as a CommandError. */
async function post<T>(path: string, body: unknown, token: string | null): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: headers(token),
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    link().failed();
    throw new CommandError(UNREACHABLE());
  }
  reconnector?.reached();
  const text = await res.text();
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = text;
  }
  if (res.ok) return answer as T;
  if (res.status === 401 && path !== "/api/pair") {
    if (!tvToken) {
      // Forgotten or removed by the host: on to the pairing screen, which says why.
      localStorage.removeItem(TOKEN_KEY);
      unpaired = true;
      if (typeof window !== "undefined") window.location.hash = "#/pair";
    }
    throw new CommandError(NOT_PAIRED());
  }
  throw new CommandError(toAppError(answer ?? t("error-host-status", { status: res.status })));
}

/** The game version each game screen last read (browser only): writes name it. */
const versions = new Map<number, number>();
const VERSIONED = new Set(["hands_record", "hands_amend", "hands_delete", "history_undo", "history_redo", "games_set_options", "games_reopen"]);

/** The game each hand shown belongs to (browser only): an amend or a delete names that game's version. */
const handGames = new Map<number, number>();

/** Keeps the version a game view carries (or the view an opened game's answer carries), and
 *  its hands' game; false when `answer` is no view. */
function rememberView(answer: unknown): boolean {
  const opened = (answer as { view?: unknown } | null)?.view;
  const view = (opened ?? answer) as { game?: { id?: unknown }; version?: unknown; standings?: { hands?: { id: number }[] } } | null;
  const game = view?.game?.id;
  if (typeof game !== "number" || typeof view?.version !== "number") return false;
  versions.set(game, view.version);
  for (const hand of view.standings?.hands ?? []) handGames.set(hand.id, game);
  return true;
}

/** Runs command `cmd` with `args` over this page's transport; its answer, or a CommandError. */
export async function call<T>(cmd: string, args?: InvokeArgs): Promise<T> {
  if (!inWindow()) {
    const body = { ...((args as Record<string, unknown>) ?? {}) };
    const game =
      typeof body.gameId === "number" ? body.gameId : typeof body.handId === "number" ? (handGames.get(body.handId) ?? null) : null;
    const versioned = game !== null && VERSIONED.has(cmd) && versions.has(game);
    if (versioned) body.version = versions.get(game);
    const answer = await post<T>(`/api/${cmd}`, body, authToken());
    // A view names its own version; anything else about a game asks for it once more.
    if (!rememberView(answer) && game !== null && (versioned || cmd === "games_view" || cmd === "games_open")) {
      versions.set(game, await post<number>("/api/games_version", { gameId: game }, authToken()));
    }
    return answer;
  }
  try {
    // The reader's language rides with every command, as on the LAN (Tauri 2's IPC headers).
    return await invoke<T>(cmd, args, { headers: { "Accept-Language": lang() } });
  } catch (e) {
    const error = new CommandError(toAppError(e));
    // The database itself failed (damage found after it opened, by the background check):
    // the app asks again whether it has a start-up problem, so the start-up screen comes up.
    if (error.error.kind === "storage") storageFailed.forEach((f) => f());
    throw error;
  }
}

const storageFailed = new Set<() => void>();

/** Calls `f` whenever a command of the window fails on the database itself (kind "storage").
 *  Answers the unsubscribe. */
export function onStorageError(f: () => void): () => void {
  storageFailed.add(f);
  return () => storageFailed.delete(f);
}

/** What the pairing answer carried for Home, by command, and when it came (issue 28). */
const carried = new Map<string, unknown>();
let carriedAt = 0;
/** How long what pairing carried stands for Home's own requests. */
const CARRIED_MS = 10_000;

/** Pairs this browser with the host: the code from the QR code's link, or the PIN. The answer
 *  carries what Home shows (its games, the game kinds, the club nights), so that coming to
 *  Home asks nothing more; each is handed out once, by `carriedFor`. */
export async function pair(secret: string, name: string): Promise<void> {
  const { token, home } = await post<PairAnswer>(
    "/api/pair",
    { secret: secret.trim(), name },
    null,
  );
  localStorage.setItem(TOKEN_KEY, token);
  unpaired = false;
  carried.clear();
  if (home) {
    carried.set("games_overview", home.games);
    carried.set("games_kinds", home.kinds);
    carried.set("nights_list", home.nights);
    carriedAt = Date.now();
  }
}

/** The answer to `cmd` the pairing answer carried, once, while it is fresh (undefined: ask). */
export function carriedFor<T>(cmd: string): T | undefined {
  if (!carried.has(cmd)) return undefined;
  const answer = carried.get(cmd) as T;
  carried.delete(cmd);
  return Date.now() - carriedAt < CARRIED_MS ? answer : undefined;
}

/** `{game, version}`: the version after the change, as the host's event stream says it. */
type WindowChange = { game: number | null; version: number | null };

/** The window's screens that hear its changes now. */
const windowHearers = new Set<(change: WindowChange) => void>();
let windowListening: Promise<unknown> | null = null;
/** The IPC the listener was registered on: registered again if it was replaced (the tests'
 *  mocks replace it between tests; the app never does). */
let windowListeningOn: unknown = null;

/**
 * The window hears its changes through one Tauri listener, registered once (Home calls this
 * while idle): a screen that starts hearing them adds itself to a set, so opening a game sends
 * its one request and no `listen` beside it (issue 28: the window's first opening of a game
 * was the one action slower than a phone's). Nothing on a phone (its stream is per screen).
 */
export function listenInWindow(): void {
  if (!inWindow()) return;
  const ipc = (window as unknown as { __TAURI_INTERNALS__: { invoke?: unknown } }).__TAURI_INTERNALS__.invoke;
  if (windowListening && windowListeningOn === ipc) return;
  windowListeningOn = ipc;
  windowListening = listen<WindowChange>("game-changed", (e) => {
    for (const hear of [...windowHearers]) hear(e.payload);
  }).catch(() => {
    // Not registered: the next screen that hears changes asks again.
    windowListening = null;
  });
}

/**
 * Calls `changed` after every change to game `gameId` (any game when null) made on any screen:
 * a Tauri event in the window, the host's event stream in a browser, with the game's version
 * after the change when the host said it (a screen already showing it need not ask again).
 * Answers the unsubscribe.
 */
export function onGameChange(gameId: number | null, changed: (version?: number) => void): () => void {
  const mine = (game: number | null) => game === null || gameId === null || game === gameId;
  if (inWindow()) {
    const hear = ({ game, version }: WindowChange) => {
      if (mine(game)) changed(typeof version === "number" ? version : undefined);
    };
    windowHearers.add(hear);
    listenInWindow();
    return () => void windowHearers.delete(hear);
  }
  const token = authToken();
  if (!token || typeof EventSource === "undefined") return () => {};
  const query = `${gameId === null ? "" : `game=${gameId}&`}token=${encodeURIComponent(token)}`;
  let source: EventSource | null = null;
  let stopped = false;
  // Streams that failed before they opened, in a row (the host answers but refuses the stream:
  // too many open): each waits longer before it tries again.
  let failures = 0;
  // The stream is ours to reopen: on an error it is closed (the browser's own retry would
  // not say the link is lost, nor catch up) and opened again once the host answers; the
  // screen then reads what it missed while it was away.
  const open = (catchUp: boolean) => {
    const s = new EventSource(`/api/events?${query}`);
    source = s;
    s.addEventListener("change", (e) => {
      try {
        const { game, version } = JSON.parse((e as MessageEvent).data) as { game: number | null; version?: number | null };
        if (mine(game)) changed(typeof version === "number" ? version : undefined);
      } catch {
        changed();
      }
    });
    s.addEventListener("open", () => {
      failures = 0;
      reconnector?.reached();
      if (catchUp) changed();
      catchUp = false;
    });
    s.addEventListener("error", () => {
      s.close();
      if (source === s) source = null;
      failures += 1;
      if (!stopped && !unpaired) link().failed();
    });
  };
  const offReconnect = link().onReconnect(() => {
    // A stream that lived through the gap carried its changes, but what the screen asked
    // for them then could not reach the host: read it all again now.
    if (!stopped && source !== null) {
      changed();
      return;
    }
    const again = () => {
      if (!stopped && !unpaired && source === null) open(true);
    };
    if (failures > 1) setTimeout(again, backoff(failures - 2));
    else again();
  });
  open(false);
  return () => {
    stopped = true;
    offReconnect();
    source?.close();
    source = null;
  };
}

/** The message to show for any failure. */
export function errorMessage(e: unknown): string {
  return e instanceof CommandError ? e.error.message : toAppError(e).message;
}
