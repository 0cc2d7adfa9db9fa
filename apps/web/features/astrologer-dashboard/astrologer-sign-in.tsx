'use client';

import Link from 'next/link';
import { useId } from 'react';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { saveUserDetails } from '@/features/auth/user-details';
import { PhoneCodeForm } from '@/features/auth/phone-code-form';
import { confirmAstrologerCode } from '@/features/astro-registration/api';
import { failureSentence } from '@/features/astro-registration/sentences';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

/**
 * Astrologers sign in with their own pair of endpoints (POST /api/send_otp, /api/confirm_otp): the site's login
 * dialog signs seekers in. On success the page reloads with the new session.
 */
export function AstrologerSignIn({ m, initialPhone = '' }: { m: DashboardMessages; initialPhone?: string }) {
  const { lang, t: all } = useI18n();
  const t = m.signIn;
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <PhoneCodeForm
        t={t}
        initialPhone={initialPhone}
        phoneHint={initialPhone ? t.waitHint : undefined}
        footer={
          <>
            {all.login.agreeBefore}
            <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">{all.login.terms}</a>
            {all.login.agreeAnd}
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">{all.login.privacy}</a>
            {all.login.agreeAfter}
          </>
        }
        onCode={async (code, requestId) => {
          const res = await confirmAstrologerCode(code, requestId);
          if (!isApiFailure(res) && res.data) {
            saveUserDetails(res.data);
            // the reload closes the page's socket too; the new page connects with the new session's cookie
            window.location.reload();
            return;
          }
          // the shared client drops the body of a 404: that is "no astrologer account uses this number"
          if (isApiFailure(res) && res.error_status === 404)
            return (
              <>
                {t.noAccount} <Link href="/astro-registration">{m.access.join}</Link>
              </>
            );
          return isApiFailure(res) ? failureSentence(res, lang, t.verifyFailed) : t.verifyFailed;
        }}
      />
    </section>
  );
}
