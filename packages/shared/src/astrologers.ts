import { z } from 'zod';
import { astrologerLanguages, astrologerSkills } from './astrologer-lists';
import { emailSchema, mobileNumberSchema, otpSchema } from './auth';

export { astrologerLanguages, astrologerSkills };

export const astrologerSkillSchema = z.enum(astrologerSkills, { error: `Choose skills from: ${astrologerSkills.join(', ')}.` });
export const astrologerLanguageSchema = z.enum(astrologerLanguages, { error: `Choose languages from: ${astrologerLanguages.join(', ')}.` });
export const astrologerGenderSchema = z.enum(['male', 'female', 'other'], { error: 'Please choose male, female or other.' });
export const astrologerStatusSchema = z.enum(['pending', 'approved', 'rejected', 'suspended']);
export type AstrologerStatus = z.infer<typeof astrologerStatusSchema>;
/** Live status per mode; 'busy' is set by sessions only. */
export const presenceSchema = z.enum(['online', 'offline', 'busy']);

/** Indian Financial System Code: 4 letters (bank), a zero, 6 letters or digits (branch). */
export const ifscSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Please enter a valid 11-character IFSC code, like SBIN0001234.');
/** Indian bank account numbers have 9 to 18 digits. */
export const bankAccountNumberSchema = z.string().trim().regex(/^[0-9]{9,18}$/, 'Please enter a bank account number of 9 to 18 digits.');

const pricePaise = z.number({ error: 'Please enter the price per minute in paise as a whole number.' }).int('Please enter the price per minute in paise as a whole number.').min(100, 'The price per minute must be at least ₹1.').max(100_000, 'The price per minute can be at most ₹1,000.');
const biography = z.string().trim().min(50, 'Please write a biography of at least 50 characters.').max(3000, 'The biography can be at most 3000 characters.');
const skills = z.array(astrologerSkillSchema).min(1, 'Please choose at least one skill.').max(12).refine((a) => new Set(a).size === a.length, 'Each skill can be chosen once.');
const languages = z.array(astrologerLanguageSchema).min(1, 'Please choose at least one language.').max(14).refine((a) => new Set(a).size === a.length, 'Each language can be chosen once.');
const experienceYears = z.number({ error: 'Please enter your years of experience.' }).int('Please enter whole years of experience.').min(0, 'Years of experience cannot be negative.').max(70, 'Years of experience can be at most 70.');
const displayName = z.string().trim().min(2, 'Please enter your name.').max(80, 'The name can be at most 80 characters.');

/** POST /api/astrologer_application/verify_phone: the code sent by POST /api/send_otp to the applicant's mobile. */
export const verifyApplicantPhoneBodySchema = z.object({ otp: otpSchema, user_id: z.string().uuid('Unknown verification request; send a new OTP.') });
export const verifyApplicantPhoneReplySchema = z.object({ status: z.number(), data: z.object({ application_token: z.string(), phone: mobileNumberSchema, expires_at: z.string() }) });

/**
 * POST /api/create_astrologer: the `application` part (JSON) of the multipart form; the files come as the
 * `identity_document` (JPEG, PNG or PDF) and optional `photo` (JPEG, PNG or WebP) parts.
 */
export const astrologerApplicationSchema = z.object({
  /** the version of the terms and privacy notice the form showed its agreement sentence for (recorded as consent) */
  notice_version: z.string().trim().min(1).max(40).optional(),
  application_token: z.string({ error: 'Please verify your mobile number first.' }).min(1, 'Please verify your mobile number first.'),
  name: displayName,
  email: emailSchema,
  gender: astrologerGenderSchema,
  birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date of birth as day/month/year, for example 14/05/1990.'),
  languages,
  skills,
  experience_years: experienceYears,
  price_per_minute_paise: pricePaise,
  biography,
  bank: z.object({
    account_name: z.string().trim().min(2, 'Please enter the account holder’s name.').max(100),
    account_number: bankAccountNumberSchema,
    ifsc: ifscSchema,
  }, { error: 'Please enter your bank details.' }),
});
export type AstrologerApplication = z.infer<typeof astrologerApplicationSchema>;

/** One astrologer as the public directory and profile show them: never private fields. */
export const publicAstrologerSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.string(),
  photo_url: z.string().nullable(),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  experience_years: z.number(),
  price_per_minute_paise: z.number(),
  /** the same price in rupees, for display (₹, two decimals at most) */
  price_per_minute_rupees: z.number(),
  chat_status: presenceSchema,
  call_status: presenceSchema,
  /** mean of visible reviews, one decimal; null without reviews */
  rating: z.number().nullable(),
  review_count: z.number(),
  followers: z.number(),
});
export type PublicAstrologer = z.infer<typeof publicAstrologerSchema>;

/** Statistics from real sessions; null where there is no session to measure yet. */
export const astrologerStatsSchema = z.object({
  sessions: z.number(),
  median_first_reply_seconds: z.number().nullable(),
  repeat_customer_share: z.number().nullable(),
});

export const astrologerProfileSchema = publicAstrologerSchema.extend({
  biography: z.string(),
  /** the astrologer's own Hindi text; null when not written yet */
  biography_hi: z.string().nullable(),
  stats: astrologerStatsSchema,
  /** the signed-in visitor's own relation, null when signed out */
  viewer: z.object({ following: z.boolean(), notify: z.array(z.enum(['chat', 'call'])) }).nullable(),
});

const wholeNumber = (name: string, min: number, max: number) =>
  z.string().regex(/^\d{1,7}$/, `${name} must be a whole number from ${min} to ${max}.`).transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}.`);

/** GET /api/get_astrologer/ */
export const astrologerDirectoryQuerySchema = z.object({
  page: wholeNumber('page', 1, 10_000).optional().default(1),
  limit: wholeNumber('limit', 1, 100).optional().default(12),
  q: z.string().trim().max(100, 'The search text can be at most 100 characters.').optional(),
  skill: astrologerSkillSchema.optional(),
  language: astrologerLanguageSchema.optional(),
  gender: astrologerGenderSchema.optional(),
  min_price_paise: wholeNumber('min_price_paise', 0, 1_000_000).optional(),
  max_price_paise: wholeNumber('max_price_paise', 0, 1_000_000).optional(),
  min_rating: z.enum(['1', '2', '3', '4', '5'], { error: 'min_rating must be a whole number from 1 to 5.' }).transform(Number).optional(),
  /** chat or call: who is online for it comes first */
  mode: z.enum(['chat', 'call'], { error: 'mode must be chat or call.' }).optional(),
  sort: z.enum(['popular', 'experience', 'price_asc', 'price_desc', 'rating'], { error: 'sort must be popular, experience, price_asc, price_desc or rating.' }).optional().default('popular'),
});
export type AstrologerDirectoryQuery = z.infer<typeof astrologerDirectoryQuerySchema>;

/** PUT /api/astrologer/me/status: set either or both; 'busy' belongs to sessions. */
export const astrologerPresenceBodySchema = z.object({
  chat: z.enum(['online', 'offline'], { error: 'chat must be online or offline.' }).optional(),
  call: z.enum(['online', 'offline'], { error: 'call must be online or offline.' }).optional(),
}).refine((b) => b.chat !== undefined || b.call !== undefined, 'Send chat, call or both.');

/**
 * PATCH /api/astrologer/me/profile. Biography and languages change at once; name, skills, experience, price and
 * photo are sensitive and wait for the admin's approval (pending changes).
 */
/** The Hindi biography: optional, as long as the English one when given; '' removes it. */
const biographyHi = z.union([z.literal(''), z.string().trim().min(50, 'Please write the Hindi biography in at least 50 characters, or leave it empty.').max(3000, 'The Hindi biography can be at most 3000 characters.')]);

export const astrologerProfileEditSchema = z.object({
  biography: biography.optional(),
  biography_hi: biographyHi.optional(),
  languages: languages.optional(),
  name: displayName.optional(),
  skills: skills.optional(),
  experience_years: experienceYears.optional(),
  price_per_minute_paise: pricePaise.optional(),
  photo_url: z.string().max(300).optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one field to change.');
export type AstrologerProfileEdit = z.infer<typeof astrologerProfileEditSchema>;
export const sensitiveProfileFields = ['name', 'skills', 'experience_years', 'price_per_minute_paise', 'photo_url'] as const;

/** Admin: approve (the public price), reject and suspend (a reason the applicant reads). */
export const approveAstrologerBodySchema = z.object({ price_per_minute_paise: pricePaise.optional() });
export const reasonBodySchema = z.object({ reason: z.string().trim().min(5, 'Please give the reason in a sentence.').max(500, 'The reason can be at most 500 characters.') });
export const consultSettingsSchema = z.object({
  min_price_paise: z.number().int().min(100, 'The lowest price must be at least ₹1 a minute.'),
  max_price_paise: z.number().int().max(100_000, 'The highest price can be at most ₹1,000 a minute.'),
  /** the astrologer's share of each paid minute, percent; the rest is platform revenue (GST was charged at recharge) */
  astrologer_share_percent: z.number({ error: 'The astrologer’s share must be a whole percent from 0 to 100.' }).int('The astrologer’s share must be a whole percent from 0 to 100.').min(0, 'The astrologer’s share must be a whole percent from 0 to 100.').max(100, 'The astrologer’s share must be a whole percent from 0 to 100.').default(60),
}).refine((s) => s.min_price_paise <= s.max_price_paise, 'The lowest price cannot be above the highest.');
export type ConsultSettings = z.infer<typeof consultSettingsSchema>;

export const adminAstrologerListQuerySchema = z.object({
  status: astrologerStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: wholeNumber('page', 1, 10_000).optional().default(1),
  limit: wholeNumber('limit', 1, 100).optional().default(20),
});

/** POST /api/create_review */
export const createReviewBodySchema = z.object({
  astrologer_id: z.string().uuid('Unknown astrologer.'),
  rating: z.number({ error: 'Please give 1 to 5 stars.' }).int('Please give 1 to 5 stars.').min(1, 'Please give 1 to 5 stars.').max(5, 'Please give 1 to 5 stars.'),
  text: z.string().trim().min(3, 'Please write a few words about your consultation.').max(2000, 'The review can be at most 2000 characters.'),
});
export const astrologerReviewSchema = z.object({
  id: z.string(),
  astrologer_id: z.string(),
  rating: z.number(),
  text: z.string(),
  /** first name only */
  reviewer: z.string(),
  created_at: z.string(),
});
export type AstrologerReview = z.infer<typeof astrologerReviewSchema>;
export const reviewListQuerySchema = z.object({
  page: wholeNumber('page', 1, 10_000).optional().default(1),
  limit: wholeNumber('limit', 1, 100).optional().default(10),
});
