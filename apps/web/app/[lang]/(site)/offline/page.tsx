import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Offline · ऑफ़लाइन', robots: { index: false } };

/**
 * What the service worker shows when a page is asked for without a connection and none is cached. Both languages
 * at once: the worker keeps one copy, whatever language the visitor reads in.
 */
export default function OfflinePage() {
  return (
    <section className="container" style={{ padding: '48px 16px', maxWidth: 720 }} data-testid="offline-page">
      <h1>You are offline</h1>
      <p>This page needs a connection. Pages you opened recently still work; this one will load when you are back online.</p>
      <h2 lang="hi">आप ऑफ़लाइन हैं</h2>
      <p lang="hi">यह पेज खोलने के लिए इंटरनेट चाहिए। हाल में खोले गए पेज अब भी खुलेंगे; कनेक्शन लौटते ही यह पेज भी खुल जाएगा।</p>
      <p>
        <a className="button" href="/">Try again · फिर से कोशिश करें</a>
      </p>
    </section>
  );
}
