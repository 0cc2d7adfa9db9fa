import { redirect } from 'next/navigation';

/** /astrologers on its own is the chat directory (profiles live at /astrologers/{id}). */
export default function Astrologers() {
  redirect('/astrology-services/chat-with-astrologer');
}
