import { SupportTickets } from '@/features/content-admin/support-tickets';

export default function SupportTicketsPage() {
  return <SupportTickets />;
}
