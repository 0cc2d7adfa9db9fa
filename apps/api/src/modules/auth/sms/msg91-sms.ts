import type { SmsProvider } from './types.js';

export type Msg91Options = { authKey: string; templateId: string; /** DLT template for notices, with one variable `text` */ noticeTemplateId?: string; baseUrl: string; timeoutMs?: number; fetchImpl?: typeof fetch };

/**
 * MSG91's Flow API (POST /api/v5/flow, `authkey` header): we generate and verify the code ourselves and
 * ask MSG91 only to deliver the DLT-approved template with the `otp` variable filled in.
 */
export function msg91Sms(opts: Msg91Options): SmsProvider {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const flow = async (templateId: string, recipient: Record<string, string>) => {
    const res = await fetchImpl(new URL('/api/v5/flow', opts.baseUrl), {
      method: 'POST',
      headers: { authkey: opts.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!res.ok || body?.type !== 'success') {
      throw new Error(`MSG91 refused the message (HTTP ${res.status}${body?.message ? `: ${body.message}` : ''})`);
    }
  };
  const noticeTemplate = opts.noticeTemplateId;
  return {
    name: 'msg91',
    sendOtp: (phone, code) => flow(opts.templateId, { mobiles: `91${phone}`, otp: code }),
    ...(noticeTemplate && { sendNotice: (phone: string, text: string) => flow(noticeTemplate, { mobiles: `91${phone}`, text }) }),
  };
}
