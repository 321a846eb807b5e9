// Keeps a set of child processes running: a child that exits when it was not told to stop is started
// again after a back-off (1 s, doubling to 30 s; back to 1 s once it has run 30 s), and each exit and
// restart is logged. The others keep running meanwhile. stopAll() (the supervisor's own SIGTERM or
// SIGINT) stops them in the order given and waits for each to exit. `pnpm start:cluster` and the fault suite use it.

const FIRST_BACKOFF_MS = 1_000;
const LONGEST_BACKOFF_MS = 30_000;
/** A child that ran this long before dying is restarted after the first back-off again. */
const STABLE_AFTER_MS = 30_000;

/**
 * @param {{ log?: (line: string) => void, firstBackoffMs?: number }} [options]
 */
export function createSupervisor({ log = (line) => console.log(line), firstBackoffMs = FIRST_BACKOFF_MS } = {}) {
  /** @type {import('./supervisor.d.mts').Supervised[]} */
  const supervised = [];
  let stopping = false;

  /**
   * Starts `spawnChild()` (a function returning a ChildProcess) and keeps it running under `name`.
   * @returns {import('./supervisor.d.mts').Supervised}
   */
  function keep(name, spawnChild) {
    let backoff = firstBackoffMs;
    let timer;
    const entry = {
      name,
      child: spawnChild(),
      restarts: 0,
      startedAt: Date.now(),
      /** Resolves when the current child has exited. */
      exited: () => exitOf(entry.child),
    };
    const watch = () => {
      entry.child.once('exit', (code, signal) => {
        if (stopping) return;
        const ranMs = Date.now() - entry.startedAt;
        if (ranMs >= STABLE_AFTER_MS) backoff = firstBackoffMs;
        log(
          `supervisor: ${name} exited (${signal ? `signal ${signal}` : `code ${code}`}) after ${(ranMs / 1000).toFixed(1)} s; restarting in ${(backoff / 1000).toFixed(1)} s`,
        );
        timer = setTimeout(() => {
          if (stopping) return;
          entry.restarts += 1;
          entry.startedAt = Date.now();
          entry.child = spawnChild();
          log(`supervisor: ${name} restarted (pid ${entry.child.pid}, restart ${entry.restarts})`);
          watch();
        }, backoff);
        backoff = Math.min(backoff * 2, LONGEST_BACKOFF_MS);
      });
    };
    watch();
    entry.cancel = () => clearTimeout(timer);
    supervised.push(entry);
    return entry;
  }

  /** Stops every child with SIGTERM, group by group (e.g. [gateways, api]), each group waited for before the next. */
  async function stopAll(groups = [supervised]) {
    stopping = true;
    for (const entry of supervised) entry.cancel();
    for (const group of groups) {
      for (const entry of group) if (running(entry.child)) entry.child.kill('SIGTERM');
      await Promise.all(group.map((entry) => exitOf(entry.child)));
    }
  }

  return { keep, stopAll, supervised };
}

function running(child) {
  return child.exitCode === null && child.signalCode === null;
}

function exitOf(child) {
  return new Promise((resolve) => (running(child) ? child.once('exit', () => resolve(undefined)) : resolve(undefined)));
}
