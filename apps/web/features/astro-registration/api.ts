import type { AstrologerApplication, UserDetails } from '@nakshatra/shared';
import { PRIVACY_NOTICE_VERSION } from '@nakshatra/shared/notice-version';
import { postJson, type ApiFailure } from '@/features/api/client';

/** POST /api/send_otp: a code for an astrologer's (or an applicant's) mobile number. */
export function sendAstrologerCode(phone: string) {
  return postJson<{ status: number; user_id: string }>('/api/send_otp', { numbers: phone, route: 'otp' });
}

/** POST /api/confirm_otp: signs an existing astrologer account in (sets the session cookie). */
export function confirmAstrologerCode(otp: string, userId: string) {
  // the sign-in form shows the agreement sentence for this version of the terms and privacy notice
  return postJson<{ status: number; data: UserDetails }>('/api/confirm_otp', { otp, user_id: userId, notice_version: PRIVACY_NOTICE_VERSION });
}

/** POST /api/astrologer_application/verify_phone: proves the applicant's number; the token is valid for 1 hour. */
export function verifyApplicantPhone(otp: string, userId: string) {
  return postJson<{ status: number; data: { application_token: string; phone: string; expires_at: string } }>('/api/astrologer_application/verify_phone', { otp, user_id: userId });
}

export type SubmitReply = { status: number; data: { astrologer_id: string; application_status: string; user: UserDetails } };

/**
 * POST /api/create_astrologer as multipart/form-data: the `application` JSON part and the `identity_document`
 * and optional `photo` files. Failures come back like the JSON helpers' (`error_status` and the parsed body).
 */
export async function submitApplication(application: AstrologerApplication, identity: File, photo: File | null): Promise<SubmitReply | ApiFailure> {
  const body = new FormData();
  // the last step shows the agreement sentence for this version of the terms and privacy notice
  body.append('application', JSON.stringify({ ...application, notice_version: PRIVACY_NOTICE_VERSION }));
  body.append('identity_document', identity, identity.name);
  if (photo) body.append('photo', photo, photo.name);
  const res = await fetch('/api/create_astrologer', { method: 'POST', credentials: 'include', body, headers: { Accept: 'application/json' } });
  const parsed: unknown = await res.json().catch(() => undefined);
  if (!res.ok) return { error_status: res.status, response: parsed };
  return parsed as SubmitReply;
}
