import type { Locale, Role } from '@fanzone/contract';

/** The member behind a request, resolved from the session cookie by the identity module. */
export type Viewer = {
  id: bigint;
  username: string;
  role: Role;
  isBlocked: boolean;
  countryCode: string | null;
  sessionTokenHash: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    locale: Locale;
  }
}
