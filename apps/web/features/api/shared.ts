/**
 * The shared contract (packages/shared). Its files import each other without extensions so Turbopack
 * can bundle them; keep it that way when adding files there.
 */
export * from '@nakshatra/shared';
