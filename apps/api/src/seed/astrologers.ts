import { and, astrologers, eq, users, type Db } from '@nakshatra/db';

type Demo = { phone: string; name: string; gender: 'male' | 'female'; birthDate: string; languages: string[]; skills: string[]; years: number; price: number; bio: string };

/**
 * Demo astrologers (approved, offline until someone signs in as them): the first is the demo astrologer account
 * (9999900002) that testers sign in with; the others fill the directory. Biographies written for this project.
 */
export const demoAstrologers: Demo[] = [
  { phone: '9999900002', name: 'Pandit Raghav Sharma', gender: 'male', birthDate: '1976-04-12', languages: ['Hindi', 'English', 'Sanskrit'], skills: ['Vedic', 'Prashna', 'Vastu'], years: 22, price: 2_000,
    bio: 'Raghav learnt Parashari jyotish from his grandfather in Ujjain and has read charts for twenty-two years. He explains dashas and transits in plain words, gives simple remedies before costly ones, and answers prashna questions when the birth time is unknown.' },
  { phone: '9999900011', name: 'Acharya Meenakshi Iyer', gender: 'female', birthDate: '1982-09-03', languages: ['Tamil', 'English', 'Hindi'], skills: ['Vedic', 'KP', 'Numerology'], years: 15, price: 2_500,
    bio: 'Meenakshi uses the Krishnamurti Paddhati for precise timing of events: jobs, marriage and property. She trained in Chennai, cross-checks every prediction with the sub-lord of the cusp, and is known for patient, practical consultations.' },
  { phone: '9999900012', name: 'Tarot Reader Kavya Menon', gender: 'female', birthDate: '1991-01-22', languages: ['English', 'Malayalam', 'Hindi'], skills: ['Tarot', 'Psychic', 'Reiki'], years: 8, price: 1_500,
    bio: 'Kavya reads the Rider–Waite deck for relationships and career crossroads. Her readings focus on choices you can make today rather than fixed fate, and she closes each session with a short grounding exercise.' },
  { phone: '9999900013', name: 'Jyotishi Harpreet Singh', gender: 'male', birthDate: '1979-11-30', languages: ['Punjabi', 'Hindi', 'English'], skills: ['Lal Kitab', 'Vedic', 'Palmistry'], years: 18, price: 1_800,
    bio: 'Harpreet combines Lal Kitab remedies with classical Vedic analysis. He is careful to suggest inexpensive, everyday upayas, and reads palms from clear photographs sent in the chat.' },
  { phone: '9999900014', name: 'Dr. Anjali Deshpande', gender: 'female', birthDate: '1985-06-18', languages: ['Marathi', 'Hindi', 'English'], skills: ['Vedic', 'Vastu', 'Numerology'], years: 12, price: 3_000,
    bio: 'Anjali holds a doctorate in Sanskrit and advises families on muhurta, vastu for homes and offices, and name numerology for newborns. She gives written summaries at the end of each consultation.' },
  { phone: '9999900015', name: 'Nadi Astrologer Senthil Kumar', gender: 'male', birthDate: '1970-02-08', languages: ['Tamil', 'Telugu', 'English'], skills: ['Nadi', 'Vedic', 'Prashna'], years: 28, price: 3_500,
    bio: 'Senthil has practised Nadi astrology for nearly three decades. He listens first, then works through the chart house by house; his consultations suit people facing long-standing questions about health and family.' },
  { phone: '9999900016', name: 'Sushmita Banerjee', gender: 'female', birthDate: '1988-12-14', languages: ['Bengali', 'Hindi', 'English'], skills: ['Face Reading', 'Tarot', 'Numerology'], years: 9, price: 1_200,
    bio: 'Sushmita reads faces and numbers with warmth and humour. She is popular with students and young professionals deciding on courses, cities and careers.' },
];

/** Idempotent: creates the demo astrologers that are missing (as approved profiles). */
export async function seedAstrologers(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  for (const d of demoAstrologers) {
    let [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, d.phone), eq(users.type, 'astrologer')));
    if (!u) [u] = await db.insert(users).values({ type: 'astrologer', phone: d.phone, name: d.name, gender: d.gender }).returning({ id: users.id });
    const [a] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, u.id));
    if (a) continue;
    await db.insert(astrologers).values({
      userId: u.id, status: 'approved', displayName: d.name, gender: d.gender, birthDate: d.birthDate, languages: d.languages, skills: d.skills,
      experienceYears: d.years, askedPricePaise: d.price, pricePaise: d.price, biography: d.bio, decidedAt: now, createdAt: now, updatedAt: now,
    });
    created++;
  }
  return created;
}
