'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveChatMessage, LiveDetail } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { useConfirm } from '@/features/ui/confirm-dialog';
import { format, type Locale } from '@/i18n';
import { newKey } from './format';
import { deleteChatMessage, moderate, type ModerationAction } from './live-api';
import { liveErrorText } from './errors';
import { liveMessages } from './messages';
import styles from './live.module.css';

const MAX_CHARS = 300;

type Props = {
  lang: Locale;
  live: LiveDetail;
  messages: LiveChatMessage[];
  sendChat: (text: string, clientId: string) => Promise<LiveChatMessage>;
  removeMessage: (id: string) => void;
  onNeedLogin: () => void;
  /** the room's socket is connected (sending waits for it) */
  isConnected: boolean;
};

/** The live's chat: everyone's messages with the sender's name; the host and admins moderate each message. */
export function LiveChat({ lang, live, messages, sendChat, removeMessage, onNeedLogin, isConnected }: Props) {
  const t = liveMessages[lang].chat;
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const [confirmDialog, ask] = useConfirm();
  const canModerate = live.me.is_host || live.me.is_moderator;
  const isEnded = live.status === 'ended';

  // keep the newest message in view
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!live.me.signed_in) return onNeedLogin();
    const value = text.trim();
    if (!value) return void toast.error(t.empty_);
    if (value.length > MAX_CHARS) return void toast.error(t.tooLong);
    if (live.me.muted) return void toast.error(t.muted);
    setIsSending(true);
    try {
      await sendChat(value, newKey());
      setText('');
    } catch (err) {
      toast.error(liveErrorText(err, lang, t.failed));
    } finally {
      setIsSending(false);
    }
  }

  async function act(m: LiveChatMessage, action: ModerationAction | 'delete') {
    if (action === 'block' && !(await ask({ message: format(t.confirmBlock, { name: m.name }), confirmLabel: t.block, isDanger: true }))) return;
    if (action === 'remove' && !(await ask({ message: format(t.confirmRemove, { name: m.name }), confirmLabel: t.remove, isDanger: true }))) return;
    const res = await (action === 'delete' ? deleteChatMessage(live.id, m.id) : moderate(live.id, m.user_id ?? '', action)).catch(() => null);
    if (!res || isApiFailure(res)) {
      return void toast.error(liveErrorText(res, lang, t.actionFailed));
    }
    if (action === 'delete') removeMessage(m.id);
    toast.success(t.done);
  }

  const tooLong = text.trim().length > MAX_CHARS;
  return (
    <section className={styles.chat} aria-labelledby="live-chat-title">
      <h2 id="live-chat-title" className={styles.panelTitle}>{t.title}</h2>
      <ol ref={list} className={styles.messages} aria-live="polite" aria-relevant="additions" data-testid="live-chat">
        {messages.length === 0 && <li className={styles.muted}>{t.empty}</li>}
        {messages.map((m) => (
          <li key={m.id} className={styles.message} data-role={m.role}>
            <span className={styles.sender}>
              {m.name}
              {m.role === 'host' && <span className={styles.roleTag}>{t.host}</span>}
              {m.role === 'admin' && <span className={styles.roleTag}>{t.admin}</span>}
            </span>{' '}
            <span className={styles.text}>{m.text}</span>
            {m.masked && <span className="visually-hidden"> ({t.masked})</span>}
            {canModerate && m.role === 'viewer' && m.user_id && (
              <span className={styles.modActions} role="group" aria-label={format(t.actionsFor, { name: m.name })}>
                <button type="button" className="link-button" onClick={() => void act(m, 'delete')}>{t.delete}</button>
                <button type="button" className="link-button" onClick={() => void act(m, 'mute')}>{t.mute}</button>
                <button type="button" className="link-button" onClick={() => void act(m, 'remove')}>{t.remove}</button>
                <button type="button" className="link-button" onClick={() => void act(m, 'block')}>{t.block}</button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {!isEnded && (live.me.signed_in ? (
        <form className={styles.chatForm} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">{t.label}</label>
          <input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={live.me.muted ? t.muted : t.placeholder}
            disabled={live.me.muted}
            aria-describedby={counterId}
            aria-invalid={tooLong}
            autoComplete="off"
            enterKeyHint="send"
          />
          <span id={counterId} className={tooLong ? styles.counterOver : styles.counter}>{format(t.counter, { n: text.trim().length })}</span>
          <button type="submit" className="button" disabled={isSending || live.me.muted || !isConnected} aria-busy={isSending}>{t.send}</button>
        </form>
      ) : (
        <button type="button" className="button-secondary" onClick={onNeedLogin}>{t.signInToChat}</button>
      ))}
      {confirmDialog}
    </section>
  );
}
