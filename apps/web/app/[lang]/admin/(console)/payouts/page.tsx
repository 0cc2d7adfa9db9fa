import { PayoutsList } from '@/features/astrologer-admin/payouts-list';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/payouts: astrologers' payout requests. */
export default function PayoutsAdminPage() {
  return <PayoutsList />;
}
