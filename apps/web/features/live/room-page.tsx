import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toLocale } from '@/i18n';
import { LiveRoom } from './live-room';
import { liveMessages } from './messages';
import { getLive } from './server-api';
import styles from './live.module.css';

type Params = { params: Promise<{ lang: string; id: string }> };

/** /live/{id}: one live, rendered with the visitor's own view (`me`) and then live in the browser. */
export const liveRoomRoute = {
  async generateMetadata({ params }: Params): Promise<Metadata> {
    const { lang: raw, id } = await params;
    const lang = toLocale(raw);
    const live = await getLive(id);
    const title = typeof live === 'object' ? `${live.title} · ${live.astrologer.name}` : liveMessages[lang].list.title;
    return { title, robots: { index: false, follow: true } };
  },
  async Page({ params }: Params) {
    const { lang: raw, id } = await params;
    const lang = toLocale(raw);
    const live = await getLive(id);
    if (live === 'not_found') notFound();
    if (live === 'unavailable') {
      return (
        <div className="container page">
          <p className={styles.empty} role="alert">{liveMessages[lang].room.unavailable}</p>
        </div>
      );
    }
    return <LiveRoom key={live.id} initial={live} />;
  },
};
