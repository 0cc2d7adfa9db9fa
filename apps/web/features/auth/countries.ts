/**
 * Country-code options of the login dialog (spec §3). India is the only country signing in by mobile
 * number; every other country signs in by e-mail (`isEmailRequired`). The original list named Iran twice;
 * it appears once here. `countryImg` is the flag as an emoji (regional-indicator letters), so the list
 * needs no image files.
 */
export type CountryOption = { iso: string; countryImg: string; countryCode: string; countryName: string; isEmailRequired: boolean };

function flag(iso: string): string {
  return String.fromCodePoint(...[...iso].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const rows: [iso: string, code: string, name: string][] = [
  ['IN', '+91', 'India'],
  ['US', '+1', 'United States'],
  ['GB', '+44', 'United Kingdom'],
  ['AF', '+93', 'Afghanistan'],
  ['AL', '+355', 'Albania'],
  ['DZ', '+213', 'Algeria'],
  ['AD', '+376', 'Andorra'],
  ['AO', '+244', 'Angola'],
  ['AR', '+54', 'Argentina'],
  ['AM', '+374', 'Armenia'],
  ['AU', '+61', 'Australia'],
  ['AT', '+43', 'Austria'],
  ['AZ', '+994', 'Azerbaijan'],
  ['BS', '+1242', 'Bahamas'],
  ['BH', '+973', 'Bahrain'],
  ['BD', '+880', 'Bangladesh'],
  ['BY', '+375', 'Belarus'],
  ['BE', '+32', 'Belgium'],
  ['BZ', '+501', 'Belize'],
  ['BJ', '+229', 'Benin'],
  ['BT', '+975', 'Bhutan'],
  ['BO', '+591', 'Bolivia'],
  ['BR', '+55', 'Brazil'],
  ['BN', '+673', 'Brunei'],
  ['BG', '+359', 'Bulgaria'],
  ['KH', '+855', 'Cambodia'],
  ['CM', '+237', 'Cameroon'],
  ['CA', '+1', 'Canada'],
  ['CL', '+56', 'Chile'],
  ['CN', '+86', 'China'],
  ['CO', '+57', 'Colombia'],
  ['CR', '+506', 'Costa Rica'],
  ['HR', '+385', 'Croatia'],
  ['CU', '+53', 'Cuba'],
  ['CY', '+357', 'Cyprus'],
  ['CZ', '+420', 'Czech Republic'],
  ['DK', '+45', 'Denmark'],
  ['DO', '+1809', 'Dominican Republic'],
  ['EC', '+593', 'Ecuador'],
  ['EG', '+20', 'Egypt'],
  ['EE', '+372', 'Estonia'],
  ['ET', '+251', 'Ethiopia'],
  ['FJ', '+679', 'Fiji'],
  ['FI', '+358', 'Finland'],
  ['FR', '+33', 'France'],
  ['GE', '+995', 'Georgia'],
  ['DE', '+49', 'Germany'],
  ['GH', '+233', 'Ghana'],
  ['GR', '+30', 'Greece'],
  ['HK', '+852', 'Hong Kong'],
  ['HU', '+36', 'Hungary'],
  ['IS', '+354', 'Iceland'],
  ['ID', '+62', 'Indonesia'],
  ['IR', '+98', 'Iran'],
  ['IQ', '+964', 'Iraq'],
  ['IE', '+353', 'Ireland'],
  ['IL', '+972', 'Israel'],
  ['IT', '+39', 'Italy'],
  ['JM', '+1876', 'Jamaica'],
  ['JP', '+81', 'Japan'],
  ['JO', '+962', 'Jordan'],
  ['KZ', '+7', 'Kazakhstan'],
  ['KE', '+254', 'Kenya'],
  ['KW', '+965', 'Kuwait'],
  ['KG', '+996', 'Kyrgyzstan'],
  ['LA', '+856', 'Laos'],
  ['LV', '+371', 'Latvia'],
  ['LB', '+961', 'Lebanon'],
  ['LY', '+218', 'Libya'],
  ['LT', '+370', 'Lithuania'],
  ['LU', '+352', 'Luxembourg'],
  ['MY', '+60', 'Malaysia'],
  ['MV', '+960', 'Maldives'],
  ['MU', '+230', 'Mauritius'],
  ['MX', '+52', 'Mexico'],
];

export const countries: CountryOption[] = rows.map(([iso, countryCode, countryName]) => ({
  iso,
  countryImg: flag(iso),
  countryCode,
  countryName,
  isEmailRequired: iso !== 'IN',
}));

/** Spec §9: the default country code is +91. */
export const defaultCountry: CountryOption = countries[0];
