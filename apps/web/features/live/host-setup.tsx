'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveDetail } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { DateField, TimeField } from '@/features/ui/date-time-fields';
import type { Locale } from '@/i18n';
import { languageLabel } from './format';
import { createLive, type CreateLive } from './live-api';
import { liveErrorText } from './errors';
import { liveMessages } from './messages';
import { getLocalMedia, mediaErrorKind } from './webrtc';
import styles from './live.module.css';

export type Devices = { audioId?: string; videoId?: string; video: boolean };

type Props = {
  lang: Locale;
  /** the astrologer's languages and skills (from the application) for the selects, and the default price */
  languages: string[];
  skills: string[];
  defaultPricePaise: number | null;
  /** went live now: the live and the camera stream, handed over to the studio */
  onLive: (live: LiveDetail, stream: MediaStream, devices: Devices) => void;
  /** announced a live for later */
  onScheduled: () => void;
};

/**
 * Before going live: title, topic, language, price per minute on stage, a camera and microphone preview with the
 * device choice; Go live now, or announce the live for a later date and time.
 */
export function HostSetup({ lang, languages, skills, defaultPricePaise, onLive, onScheduled }: Props) {
  const t = liveMessages[lang].host;
  const ids = { title: useId(), topic: useId(), language: useId(), price: useId(), camera: useId(), mic: useId(), date: useId(), time: useId(), error: useId() };
  const [form, setForm] = useState({ title: '', topic: skills[0] ?? '', language: languages[0] ?? 'Hindi', price: defaultPricePaise ? String(defaultPricePaise / 100) : '' });
  const [devices, setDevices] = useState<{ audio: MediaDeviceInfo[]; video: MediaDeviceInfo[] }>({ audio: [], video: [] });
  const [choice, setChoice] = useState<Devices>({ video: true });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [when, setWhen] = useState({ date: '', time: '' });
  const preview = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const handedOver = useRef(false);

  // the preview stops when the panel goes away, unless the stream went to the studio
  useEffect(() => () => { if (!handedOver.current) streamRef.current?.getTracks().forEach((tr) => tr.stop()); }, []);

  async function startPreview(next: Devices = choice) {
    setMediaError(null);
    streamRef.current?.getTracks().forEach((tr) => tr.stop());
    try {
      const s = await getLocalMedia(next).catch((err: unknown) => (next.video ? getLocalMedia({ ...next, video: false, videoId: undefined }) : Promise.reject(err)));
      streamRef.current = s;
      setStream(s);
      if (preview.current) preview.current.srcObject = s;
      // labels are only readable once permission is granted
      const all = await navigator.mediaDevices.enumerateDevices();
      setDevices({ audio: all.filter((d) => d.kind === 'audioinput'), video: all.filter((d) => d.kind === 'videoinput') });
      return s;
    } catch (err) {
      setStream(null);
      setMediaError(mediaErrorKind(err) === 'denied' ? t.devicesDenied : t.devicesMissing);
      return null;
    }
  }

  function pick(next: Devices) {
    setChoice(next);
    if (stream) void startPreview(next);
  }

  function body(scheduledAt: string | null): CreateLive | null {
    const price = Number(form.price);
    if (!form.price.trim() || !Number.isFinite(price) || price <= 0) {
      setError(t.price);
      return null;
    }
    return { title: form.title.trim(), topic: form.topic.trim(), language: form.language, price_per_minute_paise: Math.round(price * 100), scheduled_at: scheduledAt };
  }

  const failure = (res: unknown) => liveErrorText(res, lang, t.failed);

  async function goLive(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const b = body(null);
    if (!b) return;
    setIsBusy(true);
    try {
      const s = stream ?? (await startPreview());
      if (!s) return;
      const res = await createLive(b).catch(() => null);
      if (!res || isApiFailure(res) || !res.data) return setError(failure(res));
      handedOver.current = true;
      onLive(res.data, s, choice);
    } finally {
      setIsBusy(false);
    }
  }

  async function schedule() {
    setError(null);
    const at = when.date && when.time ? new Date(`${when.date}T${when.time.length === 5 ? `${when.time}:00` : when.time}`) : null;
    if (!at || Number.isNaN(at.getTime())) return setError(t.scheduleAt);
    const b = body(at.toISOString());
    if (!b) return;
    setIsBusy(true);
    const res = await createLive(b).catch(() => null);
    setIsBusy(false);
    if (!res || isApiFailure(res)) return setError(failure(res));
    toast.success(t.scheduled);
    onScheduled();
  }

  return (
    <form className={styles.form} onSubmit={goLive} noValidate aria-describedby={ids.error} data-testid="go-live-form">
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={ids.title}>
          {t.liveTitle}
          <input id={ids.title} value={form.title} maxLength={100} required onChange={(e) => setForm({ ...form, title: e.target.value })} />
        </label>
        <label className={styles.field} htmlFor={ids.topic}>
          {t.topic}
          <input id={ids.topic} value={form.topic} maxLength={60} list={`${ids.topic}-list`} required onChange={(e) => setForm({ ...form, topic: e.target.value })} />
          <datalist id={`${ids.topic}-list`}>
            {skills.map((s) => <option key={s} value={s} />)}
          </datalist>
        </label>
        <label className={styles.field} htmlFor={ids.language}>
          {t.language}
          <select id={ids.language} value={form.language} onChange={(e) => setForm({ ...form, language: e.target.value })}>
            {(languages.length ? languages : ['Hindi', 'English']).map((l) => <option key={l} value={l}>{languageLabel(l, lang)}</option>)}
          </select>
        </label>
        <label className={styles.field} htmlFor={ids.price}>
          {t.price}
          <input id={ids.price} type="number" inputMode="decimal" min="1" step="1" value={form.price} required onChange={(e) => setForm({ ...form, price: e.target.value })} />
        </label>
        <label className={styles.field} htmlFor={ids.camera}>
          {t.camera}
          <select
            id={ids.camera}
            value={choice.video ? (choice.videoId ?? '') : 'none'}
            onChange={(e) => pick(e.target.value === 'none' ? { ...choice, video: false, videoId: undefined } : { ...choice, video: true, videoId: e.target.value || undefined })}
          >
            {devices.video.length === 0 && <option value="">{t.camera}</option>}
            {devices.video.map((d, i) => <option key={d.deviceId} value={d.deviceId}>{d.label || `${t.camera} ${i + 1}`}</option>)}
            <option value="none">{t.noCamera}</option>
          </select>
        </label>
        <label className={styles.field} htmlFor={ids.mic}>
          {t.microphone}
          <select id={ids.mic} value={choice.audioId ?? ''} onChange={(e) => pick({ ...choice, audioId: e.target.value || undefined })}>
            {devices.audio.length === 0 && <option value="">{t.microphone}</option>}
            {devices.audio.map((d, i) => <option key={d.deviceId} value={d.deviceId}>{d.label || `${t.microphone} ${i + 1}`}</option>)}
          </select>
        </label>
      </div>
      <video ref={preview} className={styles.selfView} autoPlay playsInline muted aria-label={t.preview} hidden={!stream} />
      {!stream && <p><button type="button" className="button-secondary" onClick={() => void startPreview()}>{t.startPreview}</button></p>}
      {mediaError && <p className={styles.error} role="alert">{mediaError}</p>}
      <p id={ids.error} className={styles.error} role="alert">{error}</p>
      <p className={styles.row}>
        <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>{isBusy ? t.goingLive : t.goLive}</button>
      </p>
      <fieldset className={styles.fields}>
        <legend>{t.schedule}</legend>
        <label className={styles.field} htmlFor={ids.date}>
          {t.scheduleAt}
          <DateField id={ids.date} value={when.date} onChange={(date) => setWhen({ ...when, date })} />
        </label>
        <label className={styles.field} htmlFor={ids.time}>
          &nbsp;
          <TimeField id={ids.time} value={when.time} onChange={(time) => setWhen({ ...when, time })} aria-label={t.scheduleAt} />
        </label>
        <p className={styles.row}>
          <button type="button" className="button-secondary" disabled={isBusy} onClick={() => void schedule()}>{t.scheduleButton}</button>
        </p>
      </fieldset>
    </form>
  );
}
