import type { AstrologerApplication } from '@nakshatra/shared';
import { rupeesToPaise } from './labels';

/** The form's steps after the phone: each lists the fields it shows (paths as the API names them). */
export const detailSteps = {
  about: ['name', 'email', 'gender', 'birth_date'],
  practice: ['languages', 'skills', 'experience_years', 'price_per_minute_paise', 'biography'],
  documents: ['photo', 'identity_document', 'bank.account_name', 'bank.account_number', 'bank.ifsc'],
} as const;
export type DetailStep = keyof typeof detailSteps;
export type Step = 'phone' | DetailStep;
export const stepOrder: Step[] = ['phone', 'about', 'practice', 'documents'];
export type FieldPath = (typeof detailSteps)[DetailStep][number];

export type FormValues = {
  name: string;
  email: string;
  gender: '' | 'male' | 'female' | 'other';
  birth_date: string;
  languages: string[];
  skills: string[];
  experience_years: string;
  price_rupees: string;
  biography: string;
  account_name: string;
  account_number: string;
  ifsc: string;
};

export const emptyValues: FormValues = {
  name: '', email: '', gender: '', birth_date: '', languages: [], skills: [], experience_years: '', price_rupees: '', biography: '',
  account_name: '', account_number: '', ifsc: '',
};

export type Files = { photo: File | null; identity: File | null };
export type FieldErrors = Partial<Record<FieldPath, string>>;

/** What the API expects, built from the text the visitor typed (rupees become paise). */
export function toApplication(v: FormValues, token: string): Record<string, unknown> {
  return {
    application_token: token,
    name: v.name,
    email: v.email,
    gender: v.gender || undefined,
    birth_date: v.birth_date,
    languages: v.languages,
    skills: v.skills,
    experience_years: v.experience_years.trim() === '' ? undefined : Number(v.experience_years),
    price_per_minute_paise: v.price_rupees.trim() === '' ? undefined : rupeesToPaise(v.price_rupees),
    biography: v.biography,
    bank: { account_name: v.account_name, account_number: v.account_number, ifsc: v.ifsc },
  };
}

/** The field a zod or server path belongs to ("skills.0" → "skills", "bank.ifsc" stays). */
export function fieldOf(path: string): FieldPath | null {
  const parts = path.split('.');
  const key = parts[0] === 'bank' ? `bank.${parts[1] ?? ''}` : parts[0];
  const all = Object.values(detailSteps).flat() as readonly string[];
  if (key === 'bank.') return 'bank.account_name';
  return all.includes(key) ? (key as FieldPath) : null;
}

export const stepOfField = (field: FieldPath): DetailStep =>
  (Object.keys(detailSteps) as DetailStep[]).find((s) => (detailSteps[s] as readonly string[]).includes(field))!;

const IDENTITY_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

type Sentences = {
  priceFormat: string; tooYoung: string; birthRequired: string; identityRequired: string; identityType: string; identityLarge: string; photoType: string; photoLarge: string;
};

/** Whole years between a YYYY-MM-DD birth date and today (NaN when the date is not real). */
function ageOn(birthDate: string, today: Date): number {
  const dob = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(dob.getTime())) return Number.NaN;
  return (today.getTime() - dob.getTime()) / (365.25 * 86_400_000);
}

/** The shared contract with its zod schemas, fetched when the form first checks a step (or ahead of it), not with the page. */
export const loadSchemas = () => import('@nakshatra/shared');

/**
 * Checks the fields of `steps` with the shared schema (the same one the API uses) plus the few rules the API
 * checks outside it (age, files). Comfort only: the server decides. Messages are the schema's English sentences
 * (translated by the caller) or the given sentences. The schema's code is fetched at the first check (see
 * kundli's validateDraft).
 */
export async function validate(steps: readonly DetailStep[], v: FormValues, files: Files, s: Sentences): Promise<{ errors: FieldErrors; data?: AstrologerApplication }> {
  const { astrologerApplicationSchema } = await loadSchemas();
  const wanted = new Set<string>(steps.flatMap((step) => detailSteps[step]));
  const errors: FieldErrors = {};
  const put = (field: FieldPath, message: string) => {
    if (wanted.has(field) && !errors[field]) errors[field] = message;
  };
  if (v.birth_date === '') put('birth_date', s.birthRequired);
  if (v.price_rupees.trim() !== '' && Number.isNaN(rupeesToPaise(v.price_rupees))) put('price_per_minute_paise', s.priceFormat);
  if (v.experience_years.trim() !== '' && !/^\d{1,3}$/.test(v.experience_years.trim())) put('experience_years', 'Please enter whole years of experience.');
  const parsed = astrologerApplicationSchema.safeParse(toApplication(v, 'checked-on-the-server'));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (field) put(field, issue.message);
    }
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(v.birth_date)) {
    const age = ageOn(v.birth_date, new Date());
    if (!(age >= 18 && age <= 110)) put('birth_date', s.tooYoung);
  }
  if (!files.identity) put('identity_document', s.identityRequired);
  else if (!IDENTITY_TYPES.includes(files.identity.type)) put('identity_document', s.identityType);
  else if (files.identity.size > MAX_BYTES) put('identity_document', s.identityLarge);
  if (files.photo && !PHOTO_TYPES.includes(files.photo.type)) put('photo', s.photoType);
  else if (files.photo && files.photo.size > MAX_BYTES) put('photo', s.photoLarge);
  return Object.keys(errors).length === 0 && parsed.success ? { errors, data: parsed.data } : { errors };
}
