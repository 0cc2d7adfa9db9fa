import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, astrologers, eq, users, type Db } from '@nakshatra/db';
import type { Env } from '../env.js';
import { storeImage } from '../modules/uploads/process-image.js';

type Demo = { phone: string; name: string; gender: 'male' | 'female'; birthDate: string; languages: string[]; skills: string[]; years: number; price: number; bio: string; bioHi: string };

/**
 * Demo astrologers (approved, offline until someone signs in as them): the first is the demo astrologer account
 * (9999900002) that testers sign in with; the others fill the directory. Biographies written for this project.
 */
export const demoAstrologers: Demo[] = [
  { phone: '9999900002', name: 'Pandit Raghav Sharma', gender: 'male', birthDate: '1976-04-12', languages: ['Hindi', 'English', 'Sanskrit'], skills: ['Vedic', 'Prashna', 'Vastu'], years: 22, price: 2_000,
    bio: 'Raghav learnt Parashari jyotish from his grandfather in Ujjain and has read charts for twenty-two years. He explains dashas and transits in plain words, gives simple remedies before costly ones, and answers prashna questions when the birth time is unknown.', bioHi: 'राघव ने उज्जैन में अपने दादाजी से पाराशरी ज्योतिष सीखा और बाईस वर्षों से कुंडलियाँ देख रहे हैं। वे दशा और गोचर सीधे शब्दों में समझाते हैं, महँगे उपायों से पहले सरल उपाय बताते हैं, और जन्म-समय न पता हो तो प्रश्न कुंडली से उत्तर देते हैं।' },
  { phone: '9999900011', name: 'Acharya Meenakshi Iyer', gender: 'female', birthDate: '1982-09-03', languages: ['Tamil', 'English', 'Hindi'], skills: ['Vedic', 'KP', 'Numerology'], years: 15, price: 2_500,
    bio: 'Meenakshi uses the Krishnamurti Paddhati for precise timing of events: jobs, marriage and property. She trained in Chennai, cross-checks every prediction with the sub-lord of the cusp, and is known for patient, practical consultations.', bioHi: 'मीनाक्षी घटनाओं के सटीक समय के लिए कृष्णमूर्ति पद्धति का उपयोग करती हैं: नौकरी, विवाह और संपत्ति। उन्होंने चेन्नई में प्रशिक्षण लिया, हर भविष्यवाणी को भाव के उप-स्वामी से मिलाकर देखती हैं, और धैर्य भरे, व्यावहारिक परामर्श के लिए जानी जाती हैं।' },
  { phone: '9999900012', name: 'Tarot Reader Kavya Menon', gender: 'female', birthDate: '1991-01-22', languages: ['English', 'Malayalam', 'Hindi'], skills: ['Tarot', 'Psychic', 'Reiki'], years: 8, price: 1_500,
    bio: 'Kavya reads the Rider–Waite deck for relationships and career crossroads. Her readings focus on choices you can make today rather than fixed fate, and she closes each session with a short grounding exercise.', bioHi: 'काव्या रिश्तों और करियर के दोराहों पर राइडर–वेट टैरो पढ़ती हैं। उनका ध्यान तय भाग्य पर नहीं, बल्कि उन फ़ैसलों पर रहता है जो आप आज ले सकते हैं, और हर सत्र वे एक छोटे से स्थिरता-अभ्यास के साथ समाप्त करती हैं।' },
  { phone: '9999900013', name: 'Jyotishi Harpreet Singh', gender: 'male', birthDate: '1979-11-30', languages: ['Punjabi', 'Hindi', 'English'], skills: ['Lal Kitab', 'Vedic', 'Palmistry'], years: 18, price: 1_800,
    bio: 'Harpreet combines Lal Kitab remedies with classical Vedic analysis. He is careful to suggest inexpensive, everyday upayas, and reads palms from clear photographs sent in the chat.', bioHi: 'हरप्रीत लाल किताब के उपायों को शास्त्रीय वैदिक विश्लेषण के साथ जोड़ते हैं। वे सस्ते, रोज़मर्रा के उपाय सुझाने का ध्यान रखते हैं, और चैट में भेजी गई साफ़ तस्वीरों से हस्तरेखा पढ़ते हैं।' },
  { phone: '9999900014', name: 'Dr. Anjali Deshpande', gender: 'female', birthDate: '1985-06-18', languages: ['Marathi', 'Hindi', 'English'], skills: ['Vedic', 'Vastu', 'Numerology'], years: 12, price: 3_000,
    bio: 'Anjali holds a doctorate in Sanskrit and advises families on muhurta, vastu for homes and offices, and name numerology for newborns. She gives written summaries at the end of each consultation.', bioHi: 'अंजलि संस्कृत में डॉक्टरेट हैं और परिवारों को मुहूर्त, घर व दफ़्तर के वास्तु और नवजात शिशुओं के नाम के अंकशास्त्र पर सलाह देती हैं। हर परामर्श के अंत में वे लिखित सार देती हैं।' },
  { phone: '9999900015', name: 'Nadi Astrologer Senthil Kumar', gender: 'male', birthDate: '1970-02-08', languages: ['Tamil', 'Telugu', 'English'], skills: ['Nadi', 'Vedic', 'Prashna'], years: 28, price: 3_500,
    bio: 'Senthil has practised Nadi astrology for nearly three decades. He listens first, then works through the chart house by house; his consultations suit people facing long-standing questions about health and family.', bioHi: 'सेंथिल लगभग तीन दशकों से नाड़ी ज्योतिष कर रहे हैं। वे पहले ध्यान से सुनते हैं, फिर कुंडली को भाव-दर-भाव देखते हैं; स्वास्थ्य और परिवार से जुड़े पुराने सवालों से जूझ रहे लोगों के लिए उनके परामर्श उपयुक्त हैं।' },
  { phone: '9999900016', name: 'Sushmita Banerjee', gender: 'female', birthDate: '1988-12-14', languages: ['Bengali', 'Hindi', 'English'], skills: ['Face Reading', 'Tarot', 'Numerology'], years: 9, price: 1_200,
    bio: 'Sushmita reads faces and numbers with warmth and humour. She is popular with students and young professionals deciding on courses, cities and careers.', bioHi: 'सुष्मिता आत्मीयता और हल्के-फुल्के अंदाज़ में चेहरा और अंक पढ़ती हैं। पढ़ाई, शहर और करियर चुन रहे विद्यार्थियों और युवा पेशेवरों में वे लोकप्रिय हैं।' },
];

/** A portrait card drawn for the demo (not a photograph): initials over a mandala ring, colours from the name. */
export function avatarSvg(name: string): string {
  const h = parseInt(createHash('sha256').update(name).digest('hex').slice(0, 4), 16) % 360;
  const initials = name.replace(/^(Pandit|Acharya|Dr\.|Jyotishi|Tarot Reader|Nadi Astrologer)\s+/, '').split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  const petals = Array.from({ length: 12 }, (_, i) => `<ellipse cx="256" cy="96" rx="18" ry="46" transform="rotate(${i * 30} 256 256)" fill="hsl(${(h + 40) % 360} 70% 80%)" opacity="0.55"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 65% 38%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 70% 22%)"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>${petals}
  <circle cx="256" cy="256" r="120" fill="hsl(${h} 60% 94%)"/>
  <circle cx="256" cy="256" r="132" fill="none" stroke="hsl(${(h + 40) % 360} 80% 75%)" stroke-width="6" stroke-dasharray="4 10"/>
  <text x="256" y="292" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="hsl(${h} 65% 30%)">${initials}</text>
</svg>`;
}

async function demoPhoto(env: Pick<Env, 'UPLOAD_DIR' | 'UPLOAD_URL' | 'UPLOAD_MAX_PIXELS'>, name: string): Promise<string | null> {
  const svg = Buffer.from(avatarSvg(name));
  const file = `seed-astro-${createHash('sha256').update(svg).digest('hex').slice(0, 24)}`;
  if (existsSync(path.join(env.UPLOAD_DIR, `${file}.webp`))) return `${env.UPLOAD_URL}/${file}.webp`;
  try {
    return (await storeImage(svg, { dir: env.UPLOAD_DIR, urlPrefix: env.UPLOAD_URL, maxPixels: env.UPLOAD_MAX_PIXELS, purpose: 'avatar', name: file })).url;
  } catch {
    return null;
  }
}

/** Idempotent: creates the demo astrologers that are missing (as approved profiles with drawn portraits). */
export async function seedAstrologers(db: Db, env: Pick<Env, 'UPLOAD_DIR' | 'UPLOAD_URL' | 'UPLOAD_MAX_PIXELS'>, now = new Date()): Promise<number> {
  let created = 0;
  for (const d of demoAstrologers) {
    let [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, d.phone), eq(users.type, 'astrologer')));
    if (!u) [u] = await db.insert(users).values({ type: 'astrologer', phone: d.phone, name: d.name, gender: d.gender }).returning({ id: users.id });
    const [a] = await db.select({ id: astrologers.id, biographyHi: astrologers.biographyHi }).from(astrologers).where(eq(astrologers.userId, u.id));
    if (a) {
      if (!a.biographyHi) await db.update(astrologers).set({ biographyHi: d.bioHi }).where(eq(astrologers.id, a.id));
      continue;
    }
    await db.insert(astrologers).values({
      userId: u.id, status: 'approved', displayName: d.name, gender: d.gender, birthDate: d.birthDate, languages: d.languages, skills: d.skills,
      experienceYears: d.years, askedPricePaise: d.price, pricePaise: d.price, biography: d.bio, biographyHi: d.bioHi, photoUrl: await demoPhoto(env, d.name), decidedAt: now, createdAt: now, updatedAt: now,
    });
    created++;
  }
  return created;
}
