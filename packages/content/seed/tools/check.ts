/**
 * Checks the demo content: every item parses with its type's schema in both languages (file: paths stand in
 * for uploads), both languages are present, slugs are valid and unique, `file:` paths exist, categories and
 * cross-references (collections, gallery/story collections, links to content pages) resolve, HTML tags balance.
 * Run: npx tsx packages/content/seed/tools/check.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypes } from '../../src/registry';

type Item = Record<string, any>;
const seedDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(seedDir, '..');
const problems: string[] = [];
const all: Record<string, Item[]> = {};

for (const f of readdirSync(seedDir).filter((f) => f.endsWith('.ts'))) {
  const key = f.replace(/\.ts$/, '');
  if (!(key in contentTypes)) {
    problems.push(`${f}: no content type "${key}"`);
    continue;
  }
  all[key] = ((await import(join(seedDir, f))) as { items: Item[] }).items;
}

const stand = (v: unknown): unknown =>
  typeof v === 'string' ? (v.startsWith('file:') ? '/upload/seed.svg' : v) : Array.isArray(v) ? v.map(stand) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, stand(x)])) : v;
const files = (v: unknown, out: string[] = []): string[] => {
  if (typeof v === 'string' && v.startsWith('file:')) out.push(v.slice(5));
  else if (Array.isArray(v)) v.forEach((x) => files(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => files(x, out));
  return out;
};
const has = (type: string, slug: string) => (all[type] ?? []).some((i) => i.slug === slug);
const categories = new Set((all.category ?? []).map((c) => c.slug as string));

for (const [key, items] of Object.entries(all)) {
  const type = (contentTypes as Record<string, any>)[key];
  const slugs = new Set<string>();
  for (const it of items) {
    const where = `${key}/${it.slug}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(it.slug)) problems.push(`${where}: bad slug`);
    if (slugs.has(it.slug)) problems.push(`${where}: duplicate slug`);
    slugs.add(it.slug);
    if (it.category && !categories.has(it.category)) problems.push(`${where}: unknown category ${it.category}`);
    const { slug: _s, status: _st, publishAt: _p, category: _c, position: _pos, ...fields } = it;
    for (const lang of ['en', 'hi'] as const) {
      const data: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(fields)) {
        if ((type.translated as string[]).includes(k)) {
          if (!v?.en?.trim() || !v?.hi?.trim()) problems.push(`${where}: ${k} needs en and hi`);
          data[k] = typeof v?.[lang] === 'string' && v[lang].startsWith('file:') ? '/upload/seed.svg' : v?.[lang];
        } else data[k] = stand(v);
      }
      const r = type.schema.safeParse(data);
      if (!r.success) problems.push(`${where} (${lang}): ${r.error.issues.map((i: any) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      else if (type.validate?.(r.data)) problems.push(`${where}: ${type.validate(r.data)}`);
      const html: string | undefined = it.body?.[lang];
      if (html)
        for (const t of ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'])
          if ((html.match(new RegExp(`<${t}>`, 'g')) ?? []).length !== (html.match(new RegExp(`</${t}>`, 'g')) ?? []).length)
            problems.push(`${where} (${lang}): unbalanced <${t}>`);
    }
    for (const p of files(it)) if (!existsSync(join(pkgDir, p))) problems.push(`${where}: missing file ${p}`);
    if (key === 'collection') for (const r of it.items ?? []) if (!has(r.type, r.slug)) problems.push(`${where}: missing ${r.type}/${r.slug}`);
    for (const g of it.galleries ?? []) if (!has('gallery', g)) problems.push(`${where}: missing gallery ${g}`);
    for (const s of it.stories ?? []) if (!has('story', s)) problems.push(`${where}: missing story ${s}`);
    for (const link of [it.href, it.sourceUrl, ...(it.pages ?? []).map((p: Item) => p.link)].filter(Boolean) as string[]) {
      const m = /^\/(.+)\/([a-z0-9-]+)$/.exec(link);
      const target = m && Object.values(contentTypes).find((c: any) => c.segment === m[1]);
      if (target && !has(target.key, m[2]!)) problems.push(`${where}: link to missing ${link}`);
    }
  }
}

const fixed = ['sun', 'moon', 'jupiter', 'rahu', 'mercury', 'venus', 'ketu', 'saturn', 'mars', 'sadesati'];
for (const s of fixed) if (!has('remedies', s)) problems.push(`remedies: fixed page "${s}" missing`);

for (const [key, items] of Object.entries(all)) console.log(`${key.padEnd(20)} ${items.length}`);
for (const key of Object.keys(contentTypes)) if (!all[key]) console.log(`${key.padEnd(20)} (no seed file)`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nall demo content valid');
