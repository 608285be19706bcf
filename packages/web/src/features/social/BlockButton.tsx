import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@fanzone/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { useBlockMember } from './queries.ts';

/**
 * Block (after confirming what it does) or Unblock another member; 'Block success' when done.
 * Visitors are sent to log in; one's own profile has no button.
 */
export function BlockButton({ profile }: { profile: Pick<PublicProfile, 'id' | 'username' | 'blocked' | 'isSelf'> }) {
  const { t } = useTranslation('posts');
  const my = useMy();
  const { login } = useAuthActions();
  const block = useBlockMember();
  const [confirming, setConfirming] = useState(false);
  if (profile.isSelf) return null;

  const run = (blockIt: boolean) =>
    block.mutate(
      { id: profile.id, block: blockIt },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(blockIt ? t('block.blocked') : t('block.unblocked'));
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={profile.blocked}
        disabled={block.isPending}
        onClick={() => {
          if (!my) login();
          else if (profile.blocked) run(false);
          else setConfirming(true);
        }}
        data-testid="block-user"
      >
        {profile.blocked ? t('block.unblock') : t('block.block')}
      </button>
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={t('block.confirm', { name: profile.username })}
          busy={block.isPending}
          testId="block-confirm"
          onConfirm={() => run(true)}
        />
      ) : null}
    </>
  );
}
