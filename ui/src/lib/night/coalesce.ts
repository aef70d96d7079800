// A night screen reads the whole night again on every change of any of its tables' games
// (issue 26). At a club night forty tables may save at once: without this, each of eighty
// phones would send forty reads of the whole night in a burst, each holding the host's
// database while it reads forty games, and the saves and changes of every table would wait
// behind them. Coalesced, a screen has at most one read on its way and one to follow it: the
// changes that arrive meanwhile are all answered by that one read, which starts after them.

/** Wraps `load` so that calls while one runs are folded into a single call after it. */
export function coalesce(load: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return run;
}
