import type { Response } from 'express';

/** The body of every API response (spec §7/§8): HTTP status equals `status`. */
export interface Envelope<T> {
  status: number;
  responseMsg: string;
  data: T;
}

/** Per-field validation messages, keyed by field name (e.g. `{ email: 'Email is required' }`). */
export type FieldErrors = Record<string, string>;

export function sendOk<T>(res: Response, data: T, responseMsg = 'Success', status = 200): void {
  const body: Envelope<T> = { status, responseMsg, data };
  res.status(status).json(body);
}

/**
 * Throw this from a handler to answer with an error envelope. The message is shown
 * to users, so write it as the spec does; `fieldErrors` become `data.errors`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function sendError(res: Response, error: ApiError): void {
  const body: Envelope<{ errors: FieldErrors } | null> = {
    status: error.status,
    responseMsg: error.message,
    data: error.fieldErrors ? { errors: error.fieldErrors } : null,
  };
  res.status(error.status).json(body);
}
