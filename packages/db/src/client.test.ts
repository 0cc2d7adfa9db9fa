import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, openTestDb, users, eq, DataDirLockedError } from './index.js';

describe('database', () => {
  it('migrates and round-trips a user on the configured driver', async () => {
    const h = await openTestDb();
    try {
      const [u] = await h.db.insert(users).values({ phone: '9876543210', name: 'Asha' }).returning();
      const [back] = await h.db.select().from(users).where(eq(users.id, u.id));
      expect(back.name).toBe('Asha');
      expect(back.type).toBe('user');
    } finally {
      await h.close();
    }
  });

  describe('embedded data folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nk-lock-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses a second holder of the same data folder with a clear message', async () => {
      const first = await openDb({ dataDir: dir });
      try {
        // the lock is per process; a foreign pid in the lock file stands for another live process
        const { writeFileSync } = await import('node:fs');
        writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
        await expect(openDb({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
        await expect(openDb({ dataDir: dir })).rejects.toThrow(/already in use by process/);
      } finally {
        await first.close();
      }
    });

    it('takes over a lock left by a process that has exited', async () => {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(dir, 'pglite.lock'), '999999');
      const h = await openDb({ dataDir: dir });
      try {
        // the lock is ours now and the database answers
        expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
        const [u] = await h.db.insert(users).values({ phone: '9876500001', name: 'Lock' }).returning();
        expect(u!.name).toBe('Lock');
      } finally {
        await h.close();
      }
    });
  });
});
