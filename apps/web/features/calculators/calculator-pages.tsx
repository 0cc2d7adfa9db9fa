import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import type { ContentItem } from '@nakshatra/shared';
import { getContentList } from '@/features/content/api';
import { toLocale } from '@/i18n';
import { CompatibilityForm } from './compatibility-form';
import { calculatorMessages } from './messages';
import { NumerologyForm } from './numerology-form';
import styles from '@/features/kundli/kundli.module.css';

type LangParams = { params: Promise<{ lang: string }> };

export function calculatorMetadata(kind: 'index' | 'love' | 'friendship' | 'numerology') {
  return async ({ params }: LangParams): Promise<Metadata> => {
    const t = calculatorMessages[toLocale((await params).lang)];
    const map = { index: [t.title, t.intro], love: [t.love, t.loveIntro], friendship: [t.friendship, t.friendshipIntro], numerology: [t.numerology, t.numerologyIntro] };
    return { title: map[kind][0], description: map[kind][1] };
  };
}

/** /calculators: the three calculators (static). */
export async function CalculatorsPage({ params }: LangParams) {
  const t = calculatorMessages[toLocale((await params).lang)];
  const items = [
    { href: '/calculators/love', title: t.love, text: t.loveIntro },
    { href: '/calculators/friendship', title: t.friendship, text: t.friendshipIntro },
    { href: '/numerology', title: t.numerology, text: t.numerologyIntro },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <ul className={styles.cards} style={{ listStyle: 'none', padding: 0 }}>
        {items.map((i) => (
          <li key={i.href} className={styles.card}>
            <h2 style={{ marginTop: 0 }}><Link href={i.href}>{i.title}</Link></h2>
            <p className={styles.muted}>{i.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /calculators/love and /calculators/friendship (static shell, form in the browser). */
export function compatibilityPage(kind: 'love' | 'friendship') {
  return async function CompatibilityPage({ params }: LangParams) {
    const t = calculatorMessages[toLocale((await params).lang)];
    return (
      <div className={`container ${styles.page}`}>
        <p><Link href="/calculators">{t.title}</Link></p>
        <h1>{kind === 'love' ? t.love : t.friendship}</h1>
        <p className={styles.lead}>{kind === 'love' ? t.loveIntro : t.friendshipIntro}</p>
        <CompatibilityForm kind={kind} />
      </div>
    );
  };
}

/**
 * /numerology: the calculator and the number articles from the CMS. Rendered per request (the API is not running at
 * build time) from the cached, tag-revalidated content read.
 */
export async function NumerologyPage({ params }: LangParams) {
  await connection();
  const lang = toLocale((await params).lang);
  const t = calculatorMessages[lang];
  const articles = await getContentList('numerology', 'get_numerology', lang, { limit: 30 }).then((l) => l.data).catch(() => [] as ContentItem[]);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.numerology}</h1>
      <p className={styles.lead}>{t.numerologyIntro}</p>
      <NumerologyForm articleSlugs={articles.map((a) => a.slug)} />
      {articles.length > 0 && (
        <section aria-labelledby="numbers-title" style={{ marginTop: 32 }}>
          <h2 id="numbers-title">{t.numberArticles}</h2>
          <ul className={styles.cards} style={{ listStyle: 'none', padding: 0 }}>
            {articles.map((a) => (
              <li key={a.slug} className={styles.card}>
                <h3 style={{ margin: '0 0 6px' }}><Link href={`/numerology/${a.slug}`}>{String(a.title ?? a.slug)}</Link></h3>
                {typeof a.summary === 'string' && <p className={styles.muted} style={{ margin: 0 }}>{a.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
