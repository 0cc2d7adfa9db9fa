import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

type ValidationIssue = { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } };

/** Picks the first readable sentence from a zod validation failure. */
function firstIssueMessage(issues: ValidationIssue[]): string {
  const first = issues[0];
  const msg = first?.params?.issue?.message ?? first?.message;
  if (!msg) return 'The request is not valid.';
  // zod's generic messages ("Invalid input: expected string, received undefined") name the field for the reader
  const field = (first?.params?.issue?.path ?? []).join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  if (/^Invalid|^Too |^Unrecognized|^Required|^expected/i.test(msg) && field) return `${field}: ${msg}`;
  return msg;
}

/**
 * One error shape for the whole API: `{ status, error: { code, message } }`.
 * 5xx answers never carry internals; bad input is always a 4xx with a sentence.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setNotFoundHandler((req, reply) => {
      reply.code(404).send({ status: 404, error: { code: 'not_found', message: `No API route ${req.method} ${req.url.split('?')[0]}.` } });
    });
    app.setErrorHandler((err, req, reply) => {
      if (err instanceof AppError) {
        if (err.headers) reply.headers(err.headers);
        return reply.code(err.statusCode).send({ status: err.statusCode, error: { code: err.code, message: err.message, ...(err.details !== undefined ? { details: err.details } : {}) } });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation as unknown as ValidationIssue[];
        return reply.code(400).send({ status: 400, error: { code: 'validation_failed', message: firstIssueMessage(issues) } });
      }
      const e = err as { statusCode?: number; code?: string; message: string };
      const status = e.statusCode ?? 500;
      if (status === 429) return reply.code(429).send({ status: 429, error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } });
      if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
        return reply.code(413).send({ status: 413, error: { code: 'payload_too_large', message: 'The request is too large.' } });
      if (status >= 400 && status < 500) {
        const message = e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Send the request body as JSON.'
          : e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty; send JSON.'
          : /JSON/.test(e.message) ? 'The request body is not valid JSON.' : 'The request is not valid.';
        return reply.code(status).send({ status, error: { code: 'bad_request', message } });
      }
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ status: 500, error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    });
  },
  { name: 'errors' },
);
