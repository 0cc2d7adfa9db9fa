import { DataDirLockedError } from '@nakshatra/db';
import { ConfigError, loadEnv } from './env.js';
import { buildApp } from './app.js';
import { openConfiguredDb } from './lib/open-database.js';
import { seedDemo } from './seed/demo.js';

async function main() {
  const env = loadEnv();
  const handle = await openConfiguredDb(env);
  if (env.DEMO_DATA) await seedDemo(handle.db, env);
  const app = await buildApp({ env, db: handle.db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close().catch(() => {});
    await handle.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`API on http://${env.HOST}:${env.PORT} (${handle.driver}${env.DATABASE_URL ? '' : ` in ${env.DATA_DIR}`}; SMS ${env.SMS_PROVIDER}; mail ${env.MAIL_TRANSPORT})`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
