import { and, eq, inArray, users, type Db } from '@nakshatra/db';
import type { SingleUser, UserDetails, UserType } from '@nakshatra/shared';
import type { SessionUser } from '../auth/sessions.js';
import { walletBalances } from '../wallet/balances.js';

export type UserRow = typeof users.$inferSelect;

export function toUserDetails(u: UserRow): UserDetails {
  return { id: u.id, type: u.type as UserType, name: u.name, phone: u.phone, email: u.email, img_url: u.imgUrl };
}

/** Wallet balance in paise as the header shows it: real money plus promotional credit, minus what holds reserve. */
export async function walletBalancePaise(db: Db, userId: string): Promise<number> {
  return (await walletBalances(db, userId)).total_paise;
}

export async function toSingleUser(db: Db, u: UserRow): Promise<SingleUser> {
  return {
    ...toUserDetails(u),
    gender: u.gender,
    birth_date: u.birthDate,
    birth_time: u.birthTime,
    birth_place: u.birthPlace,
    balance: (await walletBalancePaise(db, u.id)) / 100,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/**
 * The account a verified phone or e-mail signs into. Visitors (audience 'user') sign into their user
 * or admin account; astrologers only into an existing astrologer account.
 */
export async function findAccount(db: Db, by: { phone?: string; email?: string }, types: UserType[]): Promise<UserRow | undefined> {
  const cond = by.phone ? eq(users.phone, by.phone) : eq(users.email, by.email!);
  const rows = await db.select().from(users).where(and(cond, inArray(users.type, types)));
  // an admin account wins over a plain user account on the same number
  return rows.find((r) => r.type === 'admin') ?? rows[0];
}

export async function createUser(db: Db, values: { phone?: string; email?: string; type?: UserType }): Promise<UserRow> {
  const [u] = await db.insert(users).values({ phone: values.phone ?? null, email: values.email ?? null, type: values.type ?? 'user' }).onConflictDoNothing().returning();
  if (u) return u;
  // raced with another first sign-in of the same number: use the row that won
  const existing = await findAccount(db, values, [values.type ?? 'user']);
  if (!existing) throw new Error('user insert conflicted but no row found');
  return existing;
}

export type { SessionUser };
