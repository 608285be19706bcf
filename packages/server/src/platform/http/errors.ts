import type { ErrorCode } from '@fanzone/contract';
import { httpStatusOf } from '@fanzone/contract';

/**
 * A failure a user can be told about. Services throw it; the HTTP layer turns it into the error
 * envelope with the catalogue's status and the message in the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly fields?: Record<string, string>;
  readonly values?: Record<string, string | number>;
  /** Seconds after which trying again may succeed (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      values?: Record<string, string | number>;
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.code = code;
    this.httpStatus = httpStatusOf(code);
    this.fields = options.fields;
    this.values = options.values;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
