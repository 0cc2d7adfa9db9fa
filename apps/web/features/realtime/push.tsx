'use client';

import { useEffect, useState } from 'react';
import { getJson, isApiFailure, postJson } from '@/features/api/client';
import { useI18n } from '@/i18n/provider';
import { defineMessages } from '@/i18n/define';

const messages = defineMessages(
  {
    enable: 'Notify me on this device',
    enabled: 'Notifications are on for this device',
    denied: 'Notifications are blocked for this site. Allow them in your browser settings to be told of requests while this tab is closed.',
    unsupported: 'This browser cannot receive notifications.',
    off: 'Notifications are not configured on this server.',
  },
  {
    enable: 'इस डिवाइस पर सूचना दें',
    enabled: 'इस डिवाइस पर सूचनाएँ चालू हैं',
    denied: 'इस साइट के लिए सूचनाएँ बंद हैं। टैब बंद होने पर भी अनुरोधों की सूचना पाने के लिए ब्राउज़र सेटिंग में इन्हें चालू करें।',
    unsupported: 'यह ब्राउज़र सूचनाएँ प्राप्त नहीं कर सकता।',
    off: 'इस सर्वर पर सूचनाएँ सेट नहीं हैं।',
  },
);

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Web Push for a closed tab: registers /sw.js, subscribes with the server's VAPID key and stores the subscription
 * (POST /api/push/subscribe). The server then pushes new requests (astrologers) and acceptances (users).
 */
export function PushToggle() {
  const { lang } = useI18n();
  const t = messages[lang];
  const [state, setState] = useState<'idle' | 'on' | 'denied' | 'unsupported' | 'off' | 'busy'>('idle');
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) { setState('unsupported'); return; }
    if (Notification.permission === 'denied') setState('denied');
    void navigator.serviceWorker.getRegistration('/sw.js').then(async (reg) => { if (reg && (await reg.pushManager.getSubscription())) setState('on'); });
  }, []);
  async function enable() {
    setState('busy');
    const key = await getJson<{ data: { public_key: string | null } }>('/api/push/public_key');
    if (isApiFailure(key) || !key.data.public_key) { setState('off'); return; }
    if ((await Notification.requestPermission()) !== 'granted') { setState('denied'); return; }
    const reg = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.data.public_key) });
    const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    const saved = await postJson('/api/push/subscribe', { endpoint: json.endpoint, keys: json.keys });
    setState(isApiFailure(saved) ? 'idle' : 'on');
  }
  if (state === 'on') return <p role="status">{t.enabled}</p>;
  if (state === 'denied' || state === 'unsupported' || state === 'off') return <p role="status">{t[state]}</p>;
  return <button type="button" className="button" onClick={() => void enable()} disabled={state === 'busy'}>{t.enable}</button>;
}
