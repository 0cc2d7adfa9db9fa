import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import type { ContentItem } from '@nakshatra/shared';
import { getContentList } from '@/features/content/api';
import { toLocale } from '@/i18n';
import { TarotCardArt } from './card-art';
import { tarotMessages } from './messages';
import { TarotReading } from './tarot-reading';
import kstyles from '@/features/kundli/kundli.module.css';
import styles from './tarot.module.css';

type LangParams = { params: Promise<{ lang: string }> };

export async function tarotMetadata({ params }: LangParams): Promise<Metadata> {
  const t = tarotMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/**
 * /tarot: one- and three-card readings, and the card meanings from the CMS. Rendered per request (the API is not
 * running at build time) from the cached, tag-revalidated content read.
 */
export async function TarotPage({ params }: LangParams) {
  await connection();
  const lang = toLocale((await params).lang);
  const t = tarotMessages[lang];
  const cards = await getContentList('tarot', 'get_tarot', lang, { limit: 100 }).then((l) => l.data).catch(() => [] as ContentItem[]);
  const sorted = [...cards].sort((a, b) => Number(a.number ?? 0) - Number(b.number ?? 0));
  return (
    <div className={`container ${kstyles.page}`}>
      <h1>{t.title}</h1>
      <p className={kstyles.lead}>{t.intro}</p>
      <TarotReading articleSlugs={cards.map((c) => c.slug)} />
      <section aria-labelledby="cards-title" style={{ marginTop: 36 }}>
        <h2 id="cards-title">{t.cards}</h2>
        <p className={kstyles.muted}>{t.cardsIntro}</p>
        {sorted.length === 0 ? <p>{t.noCards}</p> : (
          <ul className={styles.deck}>
            {sorted.map((c) => {
              const title = String(c.title ?? c.slug);
              const info = { slug: c.slug, name: { en: title, hi: title }, arcana: (c.arcana === 'minor' ? 'minor' : 'major') as 'major' | 'minor', number: Number(c.number ?? 0), suit: c.suit as never };
              return (
                <li key={c.slug}>
                  <Link href={`/tarot/${c.slug}`}>
                    <span aria-hidden="true"><TarotCardArt card={info} lang={lang} /></span>
                    <span>{title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
