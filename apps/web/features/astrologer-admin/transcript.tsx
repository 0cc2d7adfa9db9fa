'use client';

import type { ChatMessage } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { formatDateTime } from '@/features/wallet/money';
import { astrologerAdminMessages } from './messages';
import styles from './astrologer-admin.module.css';

const senderClass = { user: '', astrologer: styles.fromAstrologer, system: styles.fromSystem } as const;

/** The whole conversation in order (for disputes): sender, time, text or picture, masking and read marks. */
export function Transcript({ messages }: { messages: ChatMessage[] }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].session;
  if (messages.length === 0) return <p>{t.noMessages}</p>;
  const ordered = [...messages].sort((a, b) => a.seq - b.seq);
  return (
    <ol className={styles.transcript} data-testid="transcript">
      {ordered.map((msg) => (
        <li key={msg.id} className={`${styles.message} ${senderClass[msg.sender]}`}>
          <span className={styles.messageMeta}>
            <strong>{t.senders[msg.sender]}</strong> · {formatDateTime(msg.created_at, lang)}
            {msg.read_at ? ` · ${t.read}` : msg.delivered_at ? ` · ${t.delivered}` : ''}
            {msg.masked ? ` · ${t.masked}` : ''}
          </span>
          {msg.text && <p>{msg.text}</p>}
          {msg.image_url && (
            <a href={msg.image_url} target="_blank" rel="noopener">
              <img className={styles.chatImage} src={msg.image_url} alt={t.image} />
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
