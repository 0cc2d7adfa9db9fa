import { z } from 'zod';
import { MOBILE_NUMBER, OTP_CODE } from './rules';

/** Spec §5: exactly 10 digits 0-9 (the country code is not sent). */
export const mobileNumberSchema = z.string().regex(MOBILE_NUMBER, 'Please enter a valid 10-digit mobile number.');
export const otpSchema = z.string().regex(OTP_CODE, 'Please enter a 4-digit OTP.');
export const emailSchema = z.string().trim().toLowerCase().email('Please enter a valid e-mail address.').max(254);

/**
 * POST /api/user_send_otp and /api/send_otp. `numbers` is the 10-digit Indian mobile number; visitors
 * abroad send `email` instead (the dialog shows the e-mail field for every country but India).
 */
export const sendOtpBodySchema = z
  .object({
    numbers: mobileNumberSchema.optional(),
    email: emailSchema.optional(),
    route: z.literal('otp', { error: 'route must be "otp".' }),
  })
  .refine((b) => (b.numbers ? !b.email : !!b.email), {
    message: 'Send either a 10-digit mobile number or an e-mail address.',
  });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const sendOtpReplySchema = z.object({ status: z.number(), user_id: z.string() });
export type SendOtpReply = z.infer<typeof sendOtpReplySchema>;

export const confirmOtpBodySchema = z.object({
  otp: otpSchema,
  user_id: z.string().uuid('Unknown sign-in request; send a new OTP.'),
  /** the version of the terms and privacy notice the sign-in form showed its agreement sentence for (recorded as consent) */
  notice_version: z.string().trim().min(1).max(40).optional(),
});
export type ConfirmOtpBody = z.infer<typeof confirmOtpBodySchema>;

export const userTypeSchema = z.enum(['user', 'astrologer', 'admin']);
export type UserType = z.infer<typeof userTypeSchema>;

/** What the client keeps as `userDetails` after sign-in (display only; the server never trusts it). */
export const userDetailsSchema = z.object({
  id: z.string(),
  type: userTypeSchema,
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  img_url: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const confirmOtpReplySchema = z.object({ status: z.number(), data: userDetailsSchema });

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(200),
});

/** GET /api/get_single_users/{id} */
export const singleUserSchema = z.object({
  id: z.string(),
  type: userTypeSchema,
  name: z.string().nullable(),
  img_url: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_time: z.string().nullable(),
  birth_place: z.string().nullable(),
  /** wallet balance in rupees (paise / 100) as the header shows it */
  balance: z.number(),
});
export type SingleUser = z.infer<typeof singleUserSchema>;

/** PUT /api/update_users/{id}: profile edits; every field optional, null clears it. */
export const updateUserBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name cannot be empty.').max(80, 'Name can be at most 80 characters.').nullable(),
    email: emailSchema.nullable(),
    gender: z.enum(['male', 'female', 'other'], { error: 'Gender must be male, female or other.' }).nullable(),
    birth_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date of birth as day/month/year, for example 14/05/1990.')
      .refine((s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1800 && d.getTime() <= Date.now();
      }, 'Date of birth must be a real date in the past.')
      .nullable(),
    birth_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time of birth must look like 06:30 (24-hour clock).').nullable(),
    birth_place: z.string().trim().max(120, 'Place of birth can be at most 120 characters.').nullable(),
    birth_lat: z.number().min(-90).max(90).nullable(),
    birth_lon: z.number().min(-180).max(180).nullable(),
    birth_zone: z.string().max(64).nullable(),
    img_url: z.string().max(500).refine((s) => s.startsWith('/') || /^https:\/\//.test(s), 'Picture must be an uploaded image address.').nullable(),
  })
  .partial()
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/**
 * Changing one's e-mail address: a code goes to the new address, and only the code stores it (an address typed into
 * a profile would otherwise let someone set a victim's address on their own account and receive the victim's
 * e-mail sign-ins). The first step answers the same whether or not the address is taken.
 */
export const emailChangeRequestSchema = z.object({ email: emailSchema });
export const emailChangeConfirmSchema = z.object({ challenge_id: z.string().uuid('Please ask for a new code.'), otp: otpSchema });
