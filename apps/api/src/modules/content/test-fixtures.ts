import { users } from '@nakshatra/db';
import type { ContentTypeKey } from '@nakshatra/content';
import { hashPassword } from '../auth/password.js';
import { sessionCookie, type TestApp } from '../../test/build.js';

const t2 = (en: string, hi: string) => ({ en, hi });

/** A minimal valid item of every type (fields as the admin API takes them). */
export const sampleFields: Record<ContentTypeKey, Record<string, unknown>> = {
  blog: { title: t2('Understanding Rahu Kaal', 'राहु काल को समझना'), summary: t2('A daily window to avoid new beginnings.', 'नए कार्यों से बचने का दैनिक समय।'), body: t2('<p>Rahu Kaal lasts about ninety minutes.</p>', '<p>राहु काल लगभग डेढ़ घंटे का होता है।</p>'), author: 'Editorial desk', readMinutes: 4 },
  remedies: { title: t2('Remedies for Saturn', 'शनि के उपाय'), planet: 'saturn', mantra: 'ॐ शं शनैश्चराय नमः', day: t2('Saturday', 'शनिवार') },
  aarti: { title: t2('Om Jai Jagdish Hare', 'ॐ जय जगदीश हरे'), deity: t2('Vishnu', 'विष्णु'), lyrics: t2('Om jai jagdish hare', 'ॐ जय जगदीश हरे') },
  tarot: { title: t2('The Star', 'द स्टार'), arcana: 'major', number: 17, upright: t2('Hope and renewal.', 'आशा और नवीनीकरण।'), reversed: t2('Discouragement.', 'निराशा।') },
  vastu: { title: t2('Kitchen in the south-east', 'आग्नेय कोण में रसोई'), direction: 'south-east', area: t2('Kitchen', 'रसोई') },
  vrat: { title: t2('Ekadashi Vrat', 'एकादशी व्रत'), deity: t2('Vishnu', 'विष्णु'), tithi: 11 },
  festivals: { title: t2('Holi', 'होली'), date: '2026-03-04', region: t2('All India', 'संपूर्ण भारत') },
  numerology: { title: t2('Number 7', 'अंक 7'), number: 7, planet: t2('Ketu', 'केतु') },
  news: { title: t2('Solar eclipse visible from India', 'भारत से दिखेगा सूर्य ग्रहण'), source: 'Nakshatra desk' },
  video: { title: t2('How to read your kundli', 'अपनी कुंडली कैसे पढ़ें'), videoUrl: 'https://www.youtube.com/embed/abc123', durationSeconds: 420 },
  gallery: { title: t2('Kumbh Mela', 'कुंभ मेला'), images: [{ url: '/upload/x.webp', caption: t2('Sangam at dawn', 'भोर में संगम') }] },
  gallery_collection: { title: t2('Pilgrimages', 'तीर्थ यात्राएँ'), galleries: ['kumbh-mela'] },
  story: { title: t2('Nine planets', 'नौ ग्रह'), pages: [{ image: '/upload/p1.webp', heading: t2('Sun', 'सूर्य'), text: t2('The soul.', 'आत्मा।') }] },
  story_collection: { title: t2('Planet stories', 'ग्रह कथाएँ'), stories: ['nine-planets'] },
  podcast: { title: t2('Astro FM: the Moon', 'एस्ट्रो एफएम: चंद्रमा'), audioUrl: '/upload/audio/ep1.wav', durationSeconds: 30, show: 'astro-fm', episode: 1 },
  services: { title: t2('Talk to an astrologer', 'ज्योतिषी से बात करें'), href: '/astrology-services/talk-to-astrologer', cta: t2('Talk now', 'अभी बात करें') },
  testimonial: { title: t2('Clear guidance', 'स्पष्ट मार्गदर्शन'), summary: t2('The reading helped me decide.', 'परामर्श से निर्णय लेने में मदद मिली।'), name: t2('Ritu', 'रितु'), rating: 5 },
  review: { title: t2('Kind and precise', 'विनम्र और सटीक'), reviewer: 'Anil', rating: 4 },
  banners: { title: t2('Free kundli', 'मुफ़्त कुंडली'), image: '/upload/banner.webp', href: '/astrology-services/free-kundli' },
  category: { title: t2('Planets', 'ग्रह'), appliesTo: ['blog'] },
  collection: { title: t2('Navratri reading', 'नवरात्रि पाठ'), items: [{ type: 'blog', slug: 'understanding-rahu-kaal' }] },
  products: { title: t2('Five-mukhi rudraksha', 'पंचमुखी रुद्राक्ष'), pricePaise: 49_900 },
  pooja: { title: t2('Rudrabhishek', 'रुद्राभिषेक'), pricePaise: 210_000, temple: t2('Kashi Vishwanath', 'काशी विश्वनाथ') },
  darshan: { title: t2('Ganga aarti', 'गंगा आरती'), kind: 'aarti', hlsUrl: 'https://stream.example/ganga.m3u8', schedule: [{ days: [], start: '18:30', durationMinutes: 60 }] },
  page: { title: t2('About us', 'हमारे बारे में'), body: t2('<p>Nakshatra.</p>', '<p>नक्षत्र।</p>') },
};

let n = 0;
/** An admin session cookie (creates the admin). */
export async function adminSession(t: TestApp): Promise<{ sid: string; id: string }> {
  const email = `admin${++n}-${Date.now()}@nakshatra.test`;
  await t.dbh.db.insert(users).values({ type: 'admin', email, phone: `90000${String(10000 + n).slice(-5)}`, name: 'Admin', passwordHash: await hashPassword('admin password 123') });
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'admin password 123' } });
  return { sid: sessionCookie(res)!, id: res.json().data.id };
}

/** A signed-in ordinary user's session cookie. */
export async function userSession(t: TestApp, phone = `97${String(10_000_000 + ++n * 7717).slice(-8)}`): Promise<{ sid: string; id: string }> {
  const s = await t.app.inject({ method: 'POST', url: '/api/user_send_otp', payload: { numbers: phone, route: 'otp' } });
  const ok = await t.app.inject({ method: 'POST', url: '/api/user_confirm_otp', payload: { user_id: s.json().user_id, otp: t.app.ctx.outbox!.list(phone)[0].code } });
  return { sid: sessionCookie(ok)!, id: ok.json().data.id };
}
