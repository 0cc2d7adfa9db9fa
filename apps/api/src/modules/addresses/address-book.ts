import { addresses, and, asc, desc, eq, users, type Db } from '@nakshatra/db';
import { MAX_ADDRESSES, type Address, type AddressInput } from '@nakshatra/shared';
import { AppError, notFound } from '../../lib/app-error.js';
import { checkAddress } from './check-address.js';

/**
 * A user's address book. Every read and change is scoped to the user: another user's address id is answered as
 * missing. Changes run one at a time per user (the user's row is locked), which keeps the two rules that span
 * rows: at most MAX_ADDRESSES addresses, and exactly one default while there is any.
 */

export type AddressRow = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = () => notFound('This address is not in your address book; please choose or add one.');

export const toAddressDto = (a: AddressRow): Address => ({
  id: a.id, name: a.name, phone: a.phone, line1: a.line1, line2: a.line2, city: a.city, district: a.district, state: a.state,
  postal_code: a.postalCode, country: a.country, is_default: a.isDefault, created_at: a.createdAt.toISOString(), updated_at: a.updatedAt.toISOString(),
});

/** The user's addresses, the default first, then the newest. */
export function listAddresses(db: Db | Tx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** One of the user's own addresses, or a 404 (for the checkout: an order ships only to its buyer's addresses). */
export async function getOwnAddress(db: Db | Tx, userId: string, addressId: string): Promise<AddressRow> {
  if (!UUID_RE.test(addressId)) throw missing();
  const [a] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!a) throw missing();
  return a;
}

/** Runs `fn` with the user's address book to itself (concurrent changes of the same user wait). */
function exclusively<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return fn(tx);
  });
}

async function makeDefault(tx: Tx, userId: string, addressId: string, now: Date) {
  await tx.update(addresses).set({ isDefault: false, updatedAt: now }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true, updatedAt: now }).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
}

/** Adds an address; the first one (or one sent with is_default) becomes the default. */
export async function createAddress(db: Db, userId: string, input: AddressInput, now: Date): Promise<AddressRow> {
  const values = await checkAddress(input);
  return exclusively(db, userId, async (tx) => {
    const book = await listAddresses(tx, userId);
    if (book.length >= MAX_ADDRESSES)
      throw new AppError(409, 'conflict', `You can keep at most ${MAX_ADDRESSES} addresses; please delete one you no longer use.`, { max: MAX_ADDRESSES });
    const [row] = await tx.insert(addresses).values({ ...values, userId, isDefault: false, createdAt: now, updatedAt: now }).returning();
    if (input.is_default || !book.some((a) => a.isDefault)) await makeDefault(tx, userId, row.id, now);
    return getOwnAddress(tx, userId, row.id);
  });
}

/** Replaces an address's fields; is_default true makes it the default (the default changes by choosing another). */
export async function updateAddress(db: Db, userId: string, addressId: string, input: AddressInput, now: Date): Promise<AddressRow> {
  await getOwnAddress(db, userId, addressId);
  const values = await checkAddress(input);
  return exclusively(db, userId, async (tx) => {
    const [row] = await tx.update(addresses).set({ ...values, updatedAt: now }).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning();
    if (!row) throw missing();
    if (input.is_default && !row.isDefault) await makeDefault(tx, userId, row.id, now);
    return getOwnAddress(tx, userId, row.id);
  });
}

/** Makes one of the user's addresses the default. */
export async function setDefaultAddress(db: Db, userId: string, addressId: string, now: Date): Promise<void> {
  await exclusively(db, userId, async (tx) => {
    await getOwnAddress(tx, userId, addressId);
    await makeDefault(tx, userId, addressId, now);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, userId: string, addressId: string, now: Date): Promise<void> {
  await exclusively(db, userId, async (tx) => {
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId))).returning();
    if (!gone) throw missing();
    if (!gone.isDefault) return;
    const [next] = await listAddresses(tx, userId);
    if (next) await makeDefault(tx, userId, next.id, now);
  });
}
