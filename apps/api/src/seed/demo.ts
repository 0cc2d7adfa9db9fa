import { and, eq, users, type Db } from '@nakshatra/db';
import { hashPassword } from '../modules/auth/password.js';
import { loadEnv, type Env } from '../env.js';
import { seedContent } from '../modules/content/seed.js';
import { seedAstrologers } from './astrologers.js';
import { seedCommerce } from './commerce.js';
import { seedLive } from './live.js';

/** Demo accounts for a fresh development start (DEMO_DATA=true, refused in production). */
export const demoAccounts = {
  user: { phone: '9999900001', name: 'Asha Verma' },
  astrologer: { phone: '9999900002', name: 'Pandit Raghav Sharma' },
  admin: { email: 'admin@nakshatra.local', phone: '9999900003', name: 'Nakshatra Admin', password: 'nakshatra-demo-admin' },
} as const;

/** Idempotent: creates whatever demo account is missing. Returns true when anything was created. */
export async function seedDemo(db: Db, env: Env = loadEnv()): Promise<boolean> {
  let created = false;
  const ensure = async (type: 'user' | 'astrologer' | 'admin', phone: string, values: Partial<typeof users.$inferInsert>) => {
    const [found] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), eq(users.type, type)));
    if (found) return;
    await db.insert(users).values({ type, phone, ...values });
    created = true;
  };
  await ensure('user', demoAccounts.user.phone, { name: demoAccounts.user.name, gender: 'female', birthDate: '1992-08-15', birthTime: '06:45', birthPlace: 'Varanasi, Uttar Pradesh, India' });
  await ensure('astrologer', demoAccounts.astrologer.phone, { name: demoAccounts.astrologer.name, gender: 'male' });
  await ensure('admin', demoAccounts.admin.phone, {
    name: demoAccounts.admin.name,
    email: demoAccounts.admin.email,
    passwordHash: await hashPassword(demoAccounts.admin.password),
  });
  created = (await seedAstrologers(db, env)) > 0 || created;
  created = (await seedContent(db, env)).created > 0 || created;
  // after the content: variants, packages and slots hang off the seeded products and poojas
  created = (await seedCommerce(db)) > 0 || created;
  // Guruji Live: the gift catalogue, the live settings and one announced live
  created = (await seedLive(db)) > 0 || created;
  return created;
}
