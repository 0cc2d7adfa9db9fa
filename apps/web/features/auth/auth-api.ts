import type { SingleUser, UpdateUserBody, UserDetails } from '@nakshatra/shared';
import { PRIVACY_NOTICE_VERSION } from '@nakshatra/shared/notice-version';
import { getJson, postJson, putJson, type ApiResult } from '@/features/api/client';

/** POST /api/user_send_otp: `numbers` for India, `email` for every other country. */
export function sendOtp(target: { numbers: string } | { email: string }) {
  return postJson<{ status: number; user_id: string }>('/api/user_send_otp', { ...target, route: 'otp' });
}

/** POST /api/user_confirm_otp: on 200 the API sets the session cookie and returns the user details. */
export function confirmOtp(otp: string, userId: string) {
  // the dialog shows the agreement sentence for this version of the terms and privacy notice: the API records it
  return postJson<{ status: number; data: UserDetails }>('/api/user_confirm_otp', { otp, user_id: userId, notice_version: PRIVACY_NOTICE_VERSION });
}

export function logoutSession() {
  return postJson<{ status: number }>('/api/logout', {});
}

export function getSingleUser(id: string): Promise<ApiResult<{ status: number; data: SingleUser }>> {
  return getJson(`/api/get_single_users/${encodeURIComponent(id)}`);
}

export function updateUser(id: string, body: UpdateUserBody) {
  return putJson<{ status: number; data: SingleUser }>(`/api/update_users/${encodeURIComponent(id)}`, body);
}

/** POST /api/login: e-mail + password sign-in for the admin console. */
export function adminLogin(email: string, password: string) {
  return postJson<{ status: number; data: UserDetails }>('/api/login', { email, password });
}
