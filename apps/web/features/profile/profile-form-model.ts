import type { SingleUser, UpdateUserBody } from '@nakshatra/shared';

/** The fields saved with PUT /api/update_users; the e-mail address changes only through a code (email-change.tsx). */
export const profileFields = ['name', 'gender', 'birth_date', 'birth_time', 'birth_place', 'img_url'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;
export type FieldErrors = Partial<Record<ProfileField, string>>;

/** The form's text values from the user record (null becomes an empty field). */
export function valuesFrom(user: SingleUser): ProfileValues {
  return {
    name: user.name ?? '',
    gender: user.gender ?? '',
    birth_date: user.birth_date ?? '',
    birth_time: user.birth_time ? user.birth_time.slice(0, 5) : '',
    birth_place: user.birth_place ?? '',
    img_url: user.img_url ?? '',
  };
}

/** The PUT body: an emptied field clears it (null). */
export function bodyFrom(values: ProfileValues): UpdateUserBody {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: orNull(values.name),
    gender: orNull(values.gender) as UpdateUserBody['gender'],
    birth_date: orNull(values.birth_date),
    birth_time: orNull(values.birth_time),
    birth_place: orNull(values.birth_place),
    img_url: orNull(values.img_url),
  };
}

const fieldHints: [RegExp, ProfileField][] = [
  [/^name\b|\bName\b/, 'name'],
  [/^gender\b|Gender/, 'gender'],
  [/^birth_date\b|date of birth|Date of birth/, 'birth_date'],
  [/^birth_time\b|Time of birth/, 'birth_time'],
  [/^birth_place\b|Place of birth/, 'birth_place'],
  [/^img_url\b|Picture/, 'img_url'],
];

/** Which field a server validation sentence is about ("birth_date: …" or the shared schema's wording). */
export function fieldOfMessage(message: string): ProfileField | null {
  for (const [pattern, field] of fieldHints) if (pattern.test(message)) return field;
  return null;
}
