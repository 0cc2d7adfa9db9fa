// Keeps a child process running: when it dies without being asked to (a crash, SIGKILL, out of memory), it is
// started again after a growing pause (backoff); when it keeps dying, the supervisor gives up so that the caller
// can stop the whole product with a clear message instead of serving pages with nothing behind them.

/**
 * @param {object} o
 * @param {() => import('node:child_process').ChildProcess} o.start  starts one instance of the child
 * @param {string} o.name                 what to call it in messages ("The API")
 * @param {number[]} [o.backoffMs]        pauses before the 1st, 2nd, … restart in a row (the last repeats)
 * @param {number} [o.maxRestarts]        restarts allowed within `windowMs` before giving up
 * @param {number} [o.windowMs]           the window for `maxRestarts`
 * @param {number} [o.healthyAfterMs]     a child that stayed up this long resets the backoff
 * @param {(child: import('node:child_process').ChildProcess) => void} [o.onStart]  called for every started child
 * @param {(message: string) => void} [o.log]
 * @param {(reason: string) => void} o.onGiveUp  called once when it stops trying
 */
export function supervise({ start, name, backoffMs = [500, 1000, 2000, 4000, 8000], maxRestarts = 5, windowMs = 60_000, healthyAfterMs = 30_000, onStart = () => {}, log = console.error, onGiveUp }) {
  let child = null;
  let stopping = false;
  let inARow = 0;
  let timer = null;
  /** @type {number[]} */
  const restarts = [];

  const launch = () => {
    const startedAt = Date.now();
    child = start();
    onStart(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
      const now = Date.now();
      if (now - startedAt >= healthyAfterMs) inARow = 0;
      while (restarts.length && now - restarts[0] > windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        stopping = true;
        onGiveUp(`${name} ${how} and has stopped ${restarts.length + 1} times within ${Math.round(windowMs / 1000)} s; giving up.`);
        return;
      }
      const pause = backoffMs[Math.min(inARow, backoffMs.length - 1)];
      inARow += 1;
      restarts.push(now);
      log(`${name} ${how}; starting it again in ${pause} ms.`);
      timer = setTimeout(() => { timer = null; if (!stopping) launch(); }, pause);
    });
  };
  launch();

  return {
    /** The child running now (it changes after a restart). */
    get current() { return child; },
    /** How many restarts happened so far. */
    get restartCount() { return restarts.length; },
    /** Stops supervising and sends `signal` to the running child. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
