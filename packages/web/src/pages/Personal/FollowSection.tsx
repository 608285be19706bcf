import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberList } from '../../features/social/MemberList.tsx';
import { useMarkFollowersSeen } from '../../features/social/queries.ts';

/** The member's own followers or followings; opening the followers marks them seen (Me red dot). */
export function FollowSection({ userId, kind }: { userId: string; kind: 'followers' | 'following' }) {
  const { t } = useTranslation('personal');
  return (
    <>
      {kind === 'followers' ? <MarkFollowersSeen /> : null}
      <MemberList
        key={`${userId}-${kind}`}
        userId={userId}
        kind={kind}
        emptyText={t(kind === 'followers' ? 'empty.followers' : 'empty.following')}
      />
    </>
  );
}

/** Tells the server once per visit that the followers were seen. */
function MarkFollowersSeen() {
  const { mutate } = useMarkFollowersSeen();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  return null;
}
