'use client';

import Link from 'next/link';
import { useI18n } from '@/i18n/provider';

/** The 404 page's content, in the visitor's language (not-found files receive no params). */
export function NotFoundView() {
  const { t } = useI18n();
  return (
    <section className="container page" aria-labelledby="not-found-title" style={{ textAlign: 'center', paddingBlock: '64px' }}>
      <p style={{ fontSize: '3rem', fontWeight: 800, margin: 0, color: 'var(--brand)' }} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t.notFound.title}</h1>
      <p style={{ color: 'var(--muted)' }}>{t.notFound.body}</p>
      <Link href="/" className="button">
        {t.notFound.goHome}
      </Link>
    </section>
  );
}
