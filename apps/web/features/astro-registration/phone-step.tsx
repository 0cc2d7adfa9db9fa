'use client';

import { useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { PhoneCodeForm } from '@/features/auth/phone-code-form';
import { verifyApplicantPhone } from './api';
import type { RegistrationMessages } from './messages';
import { failureSentence } from './sentences';
import styles from './registration.module.css';

export type Verified = { token: string; phone: string; expiresAt: string };

type Props = {
  m: RegistrationMessages;
  /** the phone verified earlier (coming back to this step) */
  verified: Verified | null;
  /** a sentence to show on arrival (the verification expired while the form was filled in) */
  notice: string | null;
  onVerified: (v: Verified) => void;
  /** the number already has an astrologer account: sign in with it instead */
  onExists: (phone: string) => void;
};

/** Step 1: the mobile number, proved by a 4-digit code (POST /api/send_otp, then verify_phone). */
export function PhoneStep({ m, verified, notice, onVerified, onExists }: Props) {
  const { lang } = useI18n();
  const t = m.phone;
  const [isEditing, setIsEditing] = useState(!verified || notice !== null);

  if (verified && !isEditing) {
    return (
      <div className={`${styles.stepBody} ${styles.actions}`}>
        <p className={styles.success} role="status">
          {format(t.verified, { phone: verified.phone })}
        </p>
        <button type="button" className="link-button" onClick={() => setIsEditing(true)}>
          {t.changeNumber}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.stepBody}>
      <PhoneCodeForm
        t={t}
        initialPhone={verified?.phone ?? ''}
        notice={notice}
        phoneHint={t.mobileHint}
        onCode={async (code, requestId, phone) => {
          const res = await verifyApplicantPhone(code, requestId);
          if (!isApiFailure(res) && res.data?.application_token) {
            onVerified({ token: res.data.application_token, phone: res.data.phone, expiresAt: res.data.expires_at });
            return;
          }
          if (isApiFailure(res) && apiErrorOf(res).code === 'astrologer_exists') return void onExists(phone);
          return isApiFailure(res) ? failureSentence(res, lang, t.verifyFailed) : t.verifyFailed;
        }}
      />
    </div>
  );
}
