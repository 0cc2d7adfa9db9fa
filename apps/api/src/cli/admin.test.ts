import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDb, users, eq } from '@nakshatra/db';
import { verifyPassword } from '../modules/auth/password.js';

const run = promisify(execFile);
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin.ts');

// Each test starts the command as its own process: tsx compiles it and PGlite boots and migrates a fresh database, which
// took over 30 s on a slow 2-core CI machine running the other test files beside it.
describe('npm run admin -- create', { timeout: 120_000 }, () => {
  // the command opens the embedded database of DATA_DIR like the server does (PostgreSQL is covered by the API tests)
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'nk-admin-cli-')) };

  it('creates an admin who can sign in with the printed password', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli, 'create', '--email', 'Ops@Nakshatra.test', '--phone', '9812345678', '--name', 'Ops'], { env });
    expect(stdout).toMatch(/Admin ops@nakshatra\.test created\./);
    const password = /Password \(shown once\): (\S+)/.exec(stdout)![1];
    const h = await openDb({ dataDir: env.DATA_DIR });
    try {
      const [admin] = await h.db.select().from(users).where(eq(users.email, 'ops@nakshatra.test'));
      expect(admin).toMatchObject({ type: 'admin', phone: '9812345678', name: 'Ops' });
      expect(await verifyPassword(password, admin.passwordHash!)).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('refuses a bad phone number with the usage line', async () => {
    const err = await run(process.execPath, ['--import', 'tsx', cli, 'create', '--email', 'ops2@nakshatra.test', '--phone', '123'], { env }).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/Please enter a valid 10-digit mobile number\.[\s\S]*Usage: npm run admin -- create/);
  });
});
