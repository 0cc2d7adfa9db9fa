import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ASTRO_MESSAGES, type AstroMessageKey } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

const KEY_BY_SENTENCE = new Map<string, AstroMessageKey>(Object.entries(ASTRO_MESSAGES).map(([k, v]) => [v.en, k as AstroMessageKey]));

type Issue = { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

/**
 * In the astrology routes a failed schema becomes `astro_input_invalid` with `details.key` (the sentence's key
 * in ASTRO_MESSAGES, so the web shows it in Hindi) and `details.field`; other errors go to the app's handler.
 */
export function astroValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((err, _req, _reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = (err.validation as unknown as Issue[])[0];
      const raw = first?.params?.issue?.message ?? first?.message ?? '';
      const field = (first?.params?.issue?.path ?? []).join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const key = KEY_BY_SENTENCE.get(raw) ?? null;
      const message = key ? raw : /^Invalid|^Too |^Unrecognized|^Required|^expected/i.test(raw) || !raw ? `${field ? `${field}: ` : ''}${raw || 'The request is not valid.'}` : raw;
      throw new AppError(400, 'astro_input_invalid', message, { key, ...(field ? { field } : {}) });
    }
    throw err;
  });
}
