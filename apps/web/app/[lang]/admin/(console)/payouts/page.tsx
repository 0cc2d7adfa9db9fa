import { PayoutsList } from '@/features/astrologer-admin/payouts-list';

/** /admin/payouts: astrologers' payout requests. */
export default function PayoutsAdminPage() {
  return <PayoutsList />;
}
