import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq, users } from '@nakshatra/db';
import { emailSchema, mobileNumberSchema } from '@nakshatra/shared';
import { z } from 'zod';
import { openConfiguredDb } from '../lib/open-database.js';
import { hashPassword } from '../modules/auth/password.js';
import { audit } from '../modules/audit/audit.js';

const usage = 'Usage: npm run admin -- create --email admin@example.com --phone 98xxxxxxxx [--name "Full Name"] [--password "..."]';

/** `npm run admin -- create ...`: creates an admin (or promotes the user with that phone) from the shell. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create') throw new Error(usage);
  const email = emailSchema.parse(values.email ?? '');
  const phone = mobileNumberSchema.parse(values.phone ?? '');
  const password = values.password ?? randomBytes(12).toString('base64url');
  if (password.length < 10) throw new Error('The password must have at least 10 characters.');
  const env = z.object({ DATABASE_URL: z.string().optional(), DATA_DIR: z.string().default('./data') }).parse(process.env);
  const handle = await openConfiguredDb(env);
  try {
    const passwordHash = await hashPassword(password);
    const [existing] = await handle.db.select().from(users).where(and(eq(users.phone, phone), eq(users.type, 'user')));
    let id: string;
    if (existing) {
      await handle.db.update(users).set({ type: 'admin', email, passwordHash, name: values.name ?? existing.name }).where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await handle.db.insert(users).values({ type: 'admin', email, phone, name: values.name ?? 'Administrator', passwordHash }).returning();
      id = row.id;
    }
    await audit(handle.db, { action: 'admin.created_from_shell', target: id, details: { email, promoted: !!existing } });
    console.log(`Admin ${email} ${existing ? '(promoted from the user with that phone)' : 'created'}.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
    console.log('Sign in at /admin.');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  const message = err instanceof z.ZodError ? err.issues.map((i) => i.message).join(' ') : (err as Error).message;
  console.error(`${message}\n${usage}`);
  process.exit(1);
});
