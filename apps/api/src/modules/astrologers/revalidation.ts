import type { RevalidateRequest } from '../content/revalidate.js';

/**
 * The web app's cached pages that draw this astrologer: both directories, the list of astrologers and the profile (the
 * web app refreshes each language), and its data cache of astrologer reads (tag `astrologers`).
 */
export function astrologerRevalidation(id: string): RevalidateRequest {
  return {
    paths: ['/astrology-services/chat-with-astrologer', '/astrology-services/talk-to-astrologer', '/astrologers', `/astrologers/${id.toLowerCase()}`],
    tags: ['astrologers'],
  };
}
