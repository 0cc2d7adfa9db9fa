import { readFileSync } from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import { eq, pushSubscriptions } from '@nakshatra/db';
import type { FastifyInstance } from 'fastify';
import { isAllowedPushEndpoint } from './push-endpoint.js';

export type PushPayload = { title: string; body: string; url: string; tag?: string };

/**
 * Web Push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291) through the `web-push` library to
 * each browser subscription of the user. Gone subscriptions (404/410) are deleted. Without VAPID keys nothing is
 * sent.
 */
export function createPusher(app: FastifyInstance) {
  const { env, db } = app.ctx;
  const enabled = !!(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);
  if (!enabled) app.log.info('web push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to notify closed tabs');
  const agent = env.PUSH_CA_FILE ? new https.Agent({ ca: [...tls.rootCertificates, readFileSync(env.PUSH_CA_FILE, 'utf8')], keepAlive: true }) : undefined;
  return {
    enabled,
    async send(userId: string, payload: PushPayload): Promise<{ sent: number; removed: number }> {
      if (!enabled) return { sent: 0, removed: 0 };
      const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      let sent = 0;
      let removed = 0;
      for (const s of subs) {
        // a subscription stored before the endpoint rules (or under other settings) is dropped, never called
        if (!isAllowedPushEndpoint(s.endpoint, env)) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
          removed++;
          continue;
        }
        try {
          await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
            vapidDetails: { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! },
            TTL: 120, urgency: 'high', agent, topic: payload.tag?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          });
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) { await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint)); removed++; }
          else app.log.warn({ status, endpoint: new URL(s.endpoint).host }, 'web push failed');
        }
      }
      return { sent, removed };
    },
  };
}
