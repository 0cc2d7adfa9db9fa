'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { isApiFailure, postJson } from '@/features/api/client';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { TarotCardArt, type TarotCardInfo } from './card-art';
import { tarotMessages } from './messages';
import styles from './tarot.module.css';

type Drawn = { position: { key: string; name: { en: string; hi: string } }; card: TarotCardInfo; isReversed: boolean; contentSlug: string };
type Meaning = { upright?: string; reversed?: string; summary?: string } | null;

/** The CMS article of a card: the API's `contentSlug` when it exists, else the card's own slug. */
const articleOf = (d: Drawn, slugs: string[]) => (slugs.includes(d.contentSlug) ? d.contentSlug : slugs.includes(d.card.slug) ? d.card.slug : null);

function CardMeaning({ d, slug }: { d: Drawn; slug: string | null }) {
  const { lang } = useI18n();
  const t = tarotMessages[lang];
  const [meaning, setMeaning] = useState<Meaning | undefined>(slug ? undefined : null);
  useEffect(() => {
    if (!slug) return;
    fetch(`/api/get_single_tarot_by_slug/${encodeURIComponent(slug)}?lang=${lang}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : null))
      .then((b: { data?: Meaning } | null) => setMeaning(b?.data ?? null))
      .catch(() => setMeaning(null));
  }, [slug, lang]);
  const name = lang === 'hi' ? d.card.name.hi : d.card.name.en;
  if (meaning === undefined) return <p>{t.loadingMeaning}</p>;
  if (!meaning) return <p>{t.noMeaning}</p>;
  return (
    <>
      <p data-testid="card-meaning">{(d.isReversed ? meaning.reversed : meaning.upright) ?? meaning.summary}</p>
      {slug && <Link href={`/tarot/${slug}`}>{format(t.readCard, { card: name })}</Link>}
    </>
  );
}

/** One-card and three-card readings drawn by the API (crypto shuffle), shown with our card art and CMS meanings. */
export function TarotReading({ articleSlugs }: { articleSlugs: string[] }) {
  const { lang } = useI18n();
  const t = tarotMessages[lang];
  const [busy, setBusy] = useState<'one' | 'three' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cards, setCards] = useState<Drawn[] | null>(null);
  const [drawId, setDrawId] = useState(0);

  const draw = async (spread: 'one' | 'three') => {
    setBusy(spread);
    setError(null);
    try {
      const res = await postJson<{ data: { cards: Drawn[] } }>('/api/astro/tarot/draw', { spread });
      if (isApiFailure(res)) { setError(t.failed); return; }
      setCards(res.data.cards);
      setDrawId((n) => n + 1);
      setTimeout(() => document.getElementById('reading-title')?.focus(), 0);
    } catch { setError(t.failed); } finally { setBusy(null); }
  };

  return (
    <>
      <div className={styles.spreads}>
        {(['one', 'three'] as const).map((s) => (
          <div key={s} className={styles.spread}>
            <button type="button" className="button" onClick={() => draw(s)} disabled={busy !== null}>{busy === s ? t.drawing : s === 'one' ? t.one : t.three}</button>
            <p className={styles.hint}>{s === 'one' ? t.oneHint : t.threeHint}</p>
          </div>
        ))}
      </div>
      {error && <p role="alert">{error}</p>}
      {cards && (
        <section aria-labelledby="reading-title" data-testid="tarot-reading" key={drawId}>
          <h2 id="reading-title" tabIndex={-1}>{t.yourReading}</h2>
          <ol className={styles.reading}>
            {cards.map((d) => (
              <li key={d.card.slug} className={styles.drawn} data-position={d.position.key}>
                <h3>{lang === 'hi' ? d.position.name.hi : d.position.name.en}</h3>
                <TarotCardArt card={d.card} isReversed={d.isReversed} lang={lang} className={styles.art} />
                <p className={styles.cardName}>
                  <strong>{lang === 'hi' ? d.card.name.hi : d.card.name.en}</strong> · {d.isReversed ? t.reversed : t.upright}
                </p>
                <CardMeaning d={d} slug={articleOf(d, articleSlugs)} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
