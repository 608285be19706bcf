/**
 * The error catalogue (spec §8, DESIGN.md §3). Every error a user can see has a stable code; the
 * server answers with the code and the message in the caller's language, the web app translates the
 * code itself. The English texts are the spec's exact wording; translations live in
 * `locales/<lng>/errors.json` under the same code.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { httpStatus: 400 },
  LOGIN_REQUIRED: { httpStatus: 401 },
  SESSION_EXPIRED: { httpStatus: 401 },
  FORBIDDEN: { httpStatus: 403 },
  USER_BANNED: { httpStatus: 403 },
  CSRF_HEADER_MISSING: { httpStatus: 403 },
  NOT_FOUND: { httpStatus: 404 },
  PAGE_EXPIRED: { httpStatus: 404 },
  UNKNOWN_COUNTRY: { httpStatus: 400 },
  COUNTRY_NOT_ACTIVE: { httpStatus: 400 },
  USERNAME_TAKEN: { httpStatus: 409 },
  EMAIL_TAKEN: { httpStatus: 409 },
  INVALID_CREDENTIALS: { httpStatus: 401 },
  LOGIN_FAILED: { httpStatus: 400 },
  UNSAFE_REDIRECT: { httpStatus: 400 },
  RATE_LIMITED: { httpStatus: 429 },
  PAYLOAD_TOO_LARGE: { httpStatus: 413 },
  NOT_CONFIGURED: { httpStatus: 503 },
  FEATURE_OFF: { httpStatus: 404 },
  BOARD_NOT_FOUND: { httpStatus: 404 },
  USER_NOT_FOUND: { httpStatus: 404 },
  CANNOT_FOLLOW_SELF: { httpStatus: 400 },
  SECTION_NOT_OPEN_TO_COUNTRY: { httpStatus: 403 },
  INTERNAL: { httpStatus: 500 },
} as const satisfies Record<string, { httpStatus: number }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function httpStatusOf(code: ErrorCode): number {
  return errorCatalogue[code].httpStatus;
}
