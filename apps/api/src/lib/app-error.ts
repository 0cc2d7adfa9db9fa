import type { ErrorCode } from '@nakshatra/shared';

/** The one error type domain code throws; the error handler turns it into `{status, error:{code,message}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
export const unauthenticated = (message = 'Please log in to continue.') => new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
