import type { Metadata } from 'next';
import { serverApiGet } from '@/features/api/server';
import { format } from '@/i18n/format';
import { toLocale } from '@/i18n';
import { kundliMessages } from './messages';
import { SavedKundliView, SharedKundliView } from './saved-kundli-view';
import type { KundliReport, SavedKundli } from './types';
import styles from './kundli.module.css';

/** /astrology-services/free-kundli/saved/[id]: the owner's saved kundli (the API checks the session). */
export async function SavedKundliPage({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const t = kundliMessages[toLocale(lang)];
  const { status, body } = await serverApiGet<{ data: { saved: SavedKundli; report: KundliReport } }>(`/api/astro/kundlis/${encodeURIComponent(id)}`);
  return (
    <div className={`container ${styles.page}`}>
      {status === 200 && body ? (
        <>
          <h1>{body.data.saved.title}</h1>
          <SavedKundliView saved={body.data.saved} report={body.data.report} />
        </>
      ) : (
        <>
          <h1>{t.title}</h1>
          <p role="alert">{status === 401 ? t.signInToSee : t.notFound}</p>
        </>
      )}
    </div>
  );
}

/** /astrology-services/free-kundli/shared/[token]: anyone with the link, until it is revoked. */
export async function SharedKundliPage({ params }: { params: Promise<{ lang: string; token: string }> }) {
  const { lang, token } = await params;
  const t = kundliMessages[toLocale(lang)];
  const { status, body } = await serverApiGet<{ data: { title: string; report: KundliReport } }>(`/api/astro/shared/${encodeURIComponent(token)}`);
  return (
    <div className={`container ${styles.page}`}>
      {status === 200 && body ? (
        <>
          <h1>{format(t.sharedTitle, { title: body.data.title })}</h1>
          <SharedKundliView token={token} title={body.data.title} report={body.data.report} />
        </>
      ) : (
        <>
          <h1>{t.title}</h1>
          <p role="alert">{t.sharedGone}</p>
        </>
      )}
    </div>
  );
}

export const noIndex: Metadata = { robots: { index: false, follow: false } };
