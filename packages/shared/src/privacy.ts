import { z } from 'zod';

export { PRIVACY_NOTICE_VERSION } from './notice-version';

export const noticeVersionSchema = z.string().trim().min(1).max(40);

/** POST /api/users/me/consents/notice */
export const acceptNoticeBodySchema = z.object({ version: noticeVersionSchema });
/** PUT /api/users/me/consents/marketing */
export const marketingChoiceBodySchema = z.object({ granted: z.boolean({ error: 'Say yes or no to marketing messages.' }) });

export const consentEventSchema = z.object({
  kind: z.enum(['notice', 'marketing']),
  version: z.string(),
  granted: z.boolean(),
  source: z.string(),
  ip: z.string().nullable(),
  at: z.string(),
});

/** GET /api/users/me/consents */
export const consentStateSchema = z.object({
  notice: z.object({
    current_version: z.string(),
    accepted_version: z.string().nullable(),
    accepted_at: z.string().nullable(),
    /** true when the person must accept the current notice before going on */
    required: z.boolean(),
  }),
  marketing: z.object({ granted: z.boolean(), changed_at: z.string().nullable() }),
  history: z.array(consentEventSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  progress: z.number(),
  step: z.string().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** present once ready and until it expires: the two files */
  downloads: z.object({ json: z.string(), pdf: z.string() }).nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const erasureStateSchema = z.object({
  /** the open or last request, null when none */
  request: z
    .object({
      id: z.string(),
      status: z.enum(['pending', 'cancelled', 'completed', 'on_hold']),
      requested_at: z.string(),
      due_at: z.string(),
      hold_reason: z.string().nullable(),
    })
    .nullable(),
  /** what will happen to the wallet, stated before confirming (paise) */
  wallet: z.object({ refundable_paise: z.number(), forfeited_paise: z.number() }),
  grace_days: z.number(),
  /** a sentence per consequence, in the order shown before confirming */
  consequences: z.array(z.string()),
});
export type ErasureState = z.infer<typeof erasureStateSchema>;

/** POST /api/users/me/erasure: the person types this word to confirm */
export const erasureBodySchema = z.object({ confirm: z.literal('ERASE', { error: 'Type ERASE to confirm.' }) });
