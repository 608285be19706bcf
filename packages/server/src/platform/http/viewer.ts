import type { Locale, Role } from '@fanzone/contract';

/** The member behind a request, resolved from the session cookie by the identity module. */
export type Viewer = {
  id: bigint;
  username: string;
  role: Role;
  isBlocked: boolean;
  /** Belongs to at least one active editor group (restricted boards, verified badges). */
  isEditor: boolean;
  countryCode: string | null;
  /** When the account was made (unix ms): new members have smaller allowances for a day. */
  joinedAt: number;
  sessionTokenHash: string;
  /**
   * The boards a moderator moderates (with their sub boards and sections), or 'all' for admins and
   * moderators of every board; empty for members. The moderation policy reads it.
   */
  moderatedBoardIds: readonly bigint[] | 'all';
  /**
   * The boards the member is banned from writing in (with their sub boards), as they held when the
   * session was read; every write reads the session afresh. The posts policy reads it.
   */
  boardBans: readonly { boardId: bigint; until: Date | null }[];
};

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    locale: Locale;
  }
}
