import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

/** Thrown when another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        'PGlite allows one process per data folder (two would corrupt it): stop that process, ' +
        'use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Holds `<dataDir>/pglite.lock` (created exclusively, holding our pid) for the life of the process.
 * A lock left by a process that no longer exists is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch { /* already gone */ }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      try { unlinkSync(file); } catch { /* raced with another taker */ }
    }
  }
  throw new Error(`Could not take the lock ${file}; try again.`);
}
