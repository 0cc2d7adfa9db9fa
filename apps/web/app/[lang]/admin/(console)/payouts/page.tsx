import { PayoutsList } from '@/features/astrologer-admin/payouts-list';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/payouts: astrologers' payout requests. */
export default function PayoutsAdminPage() {
  return <PayoutsList />;
}
