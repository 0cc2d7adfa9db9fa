import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
});

/**
 * The real API as its own process (`node --import tsx apps/api/src/server.ts`) on a given data folder or database,
 * for tests that kill it with SIGKILL and start it again. `base` is its address while it runs.
 */
export function apiProcess(opts: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }) {
  let child: ChildProcess | null = null;
  const self = {
    base: '',
    async start() {
      const port = await freePort();
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1',
        SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef', SMS_PROVIDER: 'console', MAIL_TRANSPORT: 'file', DATA_DIR: opts.dataDir,
        LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox', HOLD_SWEEP_SECONDS: '0', RETENTION_SWEEP_MINUTES: '0',
        ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
        ...opts.env,
      };
      const c = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
      child = c;
      let stderr = '';
      c.stderr!.on('data', (chunk) => (stderr += chunk));
      self.base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 600; i++) {
        if (c.exitCode !== null) throw new Error(`API exited: ${stderr}`);
        if (await fetch(`${self.base}/api/health`).then((r) => r.ok, () => false)) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`API did not start: ${stderr}`);
    },
    /** SIGKILL: no shutdown hook runs, as in a crash or an out-of-memory kill. */
    async kill() {
      const c = child;
      if (!c) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
      child = null;
    },
  };
  return self;
}
