import { SupportTickets } from '@/features/content-admin/support-tickets';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export default function SupportTicketsPage() {
  return <SupportTickets />;
}
