import type { LocalizedText } from '@fanzone/contract';
import type { Db } from '../../platform/db/database.ts';

declare module '../../platform/domainEvents.ts' {
  interface DomainEvents {
    /**
     * A member got a medal (not a repeat), told inside the transaction that awarded it, with that
     * transaction (`db`): what listeners write lands once, with the award, or not at all. (Told after
     * commit it could be lost between the commit and the telling; a durable queue would lift that.)
     */
    'medal.awarded': { db: Db; memberId: bigint; medalName: LocalizedText; at: Date };
    /** An operator gave a medal by hand, told after commit: the member is not looking. */
    'medal.givenByHand': { memberId: bigint };
    /** A member finished a mission whose reward now waits, told inside the counting transaction. */
    'mission.finished': {
      db: Db;
      memberId: bigint;
      missionTitle: LocalizedText;
      period: 'daily' | 'weekly' | 'once';
      at: Date;
    };
  }
}
