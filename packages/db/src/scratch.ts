import { randomBytes } from 'node:crypto';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named `nk_<kind>_<base-36 time>_<random>` (the time
 * lets {@link dropStaleScratchDatabases} find ones a killed run left behind); `drop()` removes it (forcing off any
 * connection still open). The one place test runs, browser runs and crash tests make their own database. With `template`
 * (a scratch database nobody is connected to) the new one starts as a copy of it.
 */
export async function createScratchDatabase(serverUrl: string, kind: string, template?: string): Promise<ScratchDatabase> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `nk_${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (template !== undefined && !/^nk_[a-z0-9_]+$/.test(template)) throw new Error(`Not a scratch database name: "${template}".`);
  // a copy of a migrated template (PostgreSQL copies its files) costs a fraction of running every migration again
  await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end({ timeout: 5 });
    },
  };
}

/** Drops `nk_<kind>_…` databases created more than `olderThanMs` ago (runs killed before they could clean up). */
export async function dropStaleScratchDatabases(serverUrl: string, kind: string, olderThanMs: number): Promise<string[]> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const dropped: string[] = [];
  try {
    const rows = await admin<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname LIKE ${`nk\\_${kind}\\_%`}`;
    for (const { datname } of rows) {
      const started = Number.parseInt(datname.split('_')[2] ?? '', 36);
      if (Number.isFinite(started) && Date.now() - started > olderThanMs) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        dropped.push(datname);
      }
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  return dropped;
}
