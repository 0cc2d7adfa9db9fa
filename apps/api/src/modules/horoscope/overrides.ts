/** Admin overrides of generated horoscopes: an edit replaces the composed text for one (type, sign, period, language). */
import { and, eq, inArray } from 'drizzle-orm';
import { horoscopeOverrides, type Db } from '@nakshatra/db';
import type { HoroscopeOverride, HoroscopeType, Lang } from '@nakshatra/shared';
import type { ComposedHoroscope } from './compose.js';

type Row = typeof horoscopeOverrides.$inferSelect;

export async function findOverrides(db: Db, type: HoroscopeType, periodStart: string, lang: Lang, signs: number[]): Promise<Map<number, Row>> {
  const rows = await db.select().from(horoscopeOverrides).where(and(
    eq(horoscopeOverrides.type, type), eq(horoscopeOverrides.periodStart, periodStart), eq(horoscopeOverrides.lang, lang), inArray(horoscopeOverrides.sign, signs),
  ));
  return new Map(rows.map((r) => [r.sign, r]));
}

/** The composed horoscope with an admin's edit laid over it (edits win, field by field). */
export function applyOverride(h: ComposedHoroscope, row: Row | undefined): ComposedHoroscope {
  if (!row) return h;
  const c = row.content as HoroscopeOverride;
  return {
    ...h,
    sections: { ...h.sections, ...c.sections },
    lucky: { number: c.luckyNumber ?? h.lucky.number, colour: c.luckyColour ?? h.lucky.colour, time: c.luckyTime ?? h.lucky.time },
    why: c.why ?? h.why,
    isEdited: true,
    editedAt: row.updatedAt.toISOString(),
  };
}

export async function upsertOverride(db: Db, key: { type: HoroscopeType; sign: number; periodStart: string; lang: Lang }, content: HoroscopeOverride, userId: string, now: Date): Promise<{ created: boolean }> {
  const existing = await findOverrides(db, key.type, key.periodStart, key.lang, [key.sign]);
  if (existing.has(key.sign)) {
    await db.update(horoscopeOverrides).set({ content, updatedBy: userId, updatedAt: now }).where(eq(horoscopeOverrides.id, existing.get(key.sign)!.id));
    return { created: false };
  }
  await db.insert(horoscopeOverrides).values({ ...key, content, updatedBy: userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [horoscopeOverrides.type, horoscopeOverrides.sign, horoscopeOverrides.periodStart, horoscopeOverrides.lang], set: { content, updatedBy: userId, updatedAt: now } });
  return { created: true };
}

export async function deleteOverride(db: Db, key: { type: HoroscopeType; sign: number; periodStart: string; lang: Lang }): Promise<boolean> {
  const rows = await db.delete(horoscopeOverrides).where(and(
    eq(horoscopeOverrides.type, key.type), eq(horoscopeOverrides.sign, key.sign), eq(horoscopeOverrides.periodStart, key.periodStart), eq(horoscopeOverrides.lang, key.lang),
  )).returning();
  return rows.length > 0;
}
