import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@fanzone/contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useMy } from '../identity/queries.ts';
import { useAuthActions } from '../identity/useAuthActions.ts';
import { useBlockMember } from './queries.ts';

export type BlockTarget = Pick<PublicProfile, 'id' | 'username' | 'blocked' | 'isSelf'>;

/**
 * Block or Unblock a member, wherever the button is (the profile card, the phone header's ⋯ menu):
 * a visitor is sent to log in; Block asks first what it does, Unblock does not; 'Block success' when
 * done. Render `dialog` next to the button.
 */
export function useBlockToggle(member: BlockTarget): {
  label: string;
  blocked: boolean;
  pending: boolean;
  activate: () => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('posts');
  const my = useMy();
  const { login } = useAuthActions();
  const block = useBlockMember();
  const [confirming, setConfirming] = useState(false);

  const run = (blockIt: boolean) =>
    block.mutate(
      { id: member.id, block: blockIt },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(blockIt ? t('block.blocked') : t('block.unblocked'));
        },
      },
    );

  return {
    label: member.blocked ? t('block.unblock') : t('block.block'),
    blocked: member.blocked,
    pending: block.isPending,
    activate: () => {
      if (!my) login();
      else if (member.blocked) run(false);
      else setConfirming(true);
    },
    dialog: confirming ? (
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={t('block.confirm', { name: member.username })}
        busy={block.isPending}
        testId="block-confirm"
        onConfirm={() => run(true)}
      />
    ) : null,
  };
}
