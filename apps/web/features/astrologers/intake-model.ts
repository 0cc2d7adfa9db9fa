import { consultIntakeSchema, type ConsultMode, type CreateSessionBody, type SingleUser } from '@nakshatra/shared';
import type { Place } from '@/features/place-input/types';
import { placeLabel } from '@/features/place-input/types';
import type { Locale } from '@/i18n';
import type { AstrologerMessages } from './messages';

export type IntakeValues = {
  name: string;
  gender: '' | 'male' | 'female' | 'other';
  birthDate: string;
  birthTime: string;
  place: Place | null;
  topic: string;
  /** whole rupees, '' for no limit */
  capRupees: string;
};
export type IntakeField = 'name' | 'gender' | 'birthDate' | 'birthTime' | 'topic' | 'capRupees';
export type IntakeErrors = Partial<Record<IntakeField, string>>;

export const emptyIntake: IntakeValues = { name: '', gender: '', birthDate: '', birthTime: '', place: null, topic: '', capRupees: '' };

/**
 * A place for the combobox from the profile's saved text ("Varanasi, Uttar Pradesh, India"): the profile keeps
 * only the words, and the intake sends only words, so the label is all that matters here.
 */
export function placeFromText(text: string): Place {
  return { id: 0, name: text, country: '', countryName: '', lat: 0, lon: 0, zone: '' };
}

/** The form prefilled from the user's profile (GET /api/get_single_users/{id}). */
export function intakeFromUser(user: SingleUser): IntakeValues {
  const gender = user.gender === 'male' || user.gender === 'female' || user.gender === 'other' ? user.gender : '';
  return {
    ...emptyIntake,
    name: user.name?.trim() ?? '',
    gender,
    birthDate: user.birth_date ?? '',
    birthTime: user.birth_time ? user.birth_time.slice(0, 5) : '',
    place: user.birth_place?.trim() ? placeFromText(user.birth_place.trim()) : null,
  };
}

const fieldOf: Record<string, IntakeField> = { name: 'name', gender: 'gender', birth_date: 'birthDate', birth_time: 'birthTime', topic: 'topic' };

/**
 * The request body, or the sentence for each field that is wrong (in the page's language). The shared schema
 * decides what is valid; the server checks it again.
 */
export function toSessionBody(
  v: IntakeValues,
  astrologerId: string,
  mode: ConsultMode,
  lang: Locale,
  t: AstrologerMessages['start'],
): { body: CreateSessionBody } | { errors: IntakeErrors } {
  const intake = {
    name: v.name,
    gender: v.gender,
    birth_date: v.birthDate,
    birth_time: v.birthTime ? v.birthTime.slice(0, 5) : null,
    birth_place: v.place ? placeLabel(v.place, lang) : null,
    topic: v.topic,
  };
  const errors: IntakeErrors = {};
  const parsed = consultIntakeSchema.safeParse(intake);
  if (!parsed.success) {
    const text: Record<IntakeField, string> = { name: t.errName, gender: t.errGender, birthDate: t.errDate, birthTime: t.errTime, topic: t.errTopic, capRupees: t.errCap };
    for (const issue of parsed.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field) errors[field] = text[field];
    }
  }
  const cap = v.capRupees.trim();
  if (cap && (!/^\d{1,6}$/.test(cap) || Number(cap) < 1)) errors.capRupees = t.errCap;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { body: { astrologer_id: astrologerId, mode, intake: parsed.data, spending_cap_paise: cap ? Number(cap) * 100 : null } };
}

/** Where "Recharge" goes: back to this astrologer afterwards, asking for the shortfall in whole rupees. */
export function rechargeHref(returnPath: string, requiredPaise: number, balancePaise: number): string {
  const shortfallRupees = Math.max(1, Math.ceil((requiredPaise - Math.max(0, balancePaise)) / 100));
  return `/recharge?${new URLSearchParams({ return: returnPath, amount: String(shortfallRupees) })}`;
}
