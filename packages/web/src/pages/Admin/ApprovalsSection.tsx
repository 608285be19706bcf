import { useState } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from 'react-i18next';
import { ConsoleList } from './kit/ConsoleList.tsx';
import type { PendingPost } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { useApprovalQueue, useDecideApproval } from '../../features/moderation/consoleQueries.ts';
import { ReasonForm } from '../../features/moderation/ReasonField.tsx';
import { useNow } from '../../features/posts/useNow.ts';
import { PostContent } from '../PostDetails/PostContent.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { formatTimestamp } from '../../ui/time.ts';
import { toast } from '../../ui/toast.ts';
import { useFailureToast } from './kit/ConsoleField.tsx';

/**
 * The approval queue: posts that wait for a moderator (a new member's first posts, a watched word),
 * oldest first and whole, each approved (it goes out) or not (its author reads why).
 */
export function ApprovalsSection() {
  const { t } = useTranslation('admin');
  return (
    <ConsoleList
      query={useApprovalQueue()}
      emptyText={t('approvals.empty')}
      emptyTestId="approvals-empty"
      listTestId="approval-queue"
    >
      {(post) => <PendingPostCard key={post.id} post={post} />}
    </ConsoleList>
  );
}

function PendingPostCard({ post }: { post: PendingPost }) {
  const { t, i18n } = useTranslation(['admin', 'moderation']);
  const failed = useFailureToast();
  const decide = useDecideApproval(post.id);
  const [rejecting, setRejecting] = useState(false);
  const now = useNow();
  const run = (decision: { action: 'approve' } | { action: 'reject'; reason: string }) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(t(`moderation:done.${decision.action}`));
        setRejecting(false);
      },
      onError: failed,
    });

  return (
    <li className="admin-card" data-testid={`pending-post-${post.id}`}>
      <div className="admin-card__head">
        <span className="admin-chip admin-chip--warning" data-testid="pending-post-reason">
          {t(`approvals.reasons.${post.reason}`)}
        </span>
      </div>
      <Link to={paths.postDetails(post.id)} className="admin-card__title" dir="auto">
        {post.title}
      </Link>
      <p className="admin-card__meta">
        <Avatar src={post.author.avatar || null} name={post.author.username} size={24} />
        <bdi>{post.author.username}</bdi>
        <span>{t('approvals.postedIn', { board: post.board.name })}</span>
        <span>{formatTimestamp(post.createdAt, now, i18n.language, t)}</span>
      </p>
      <div className="admin-card__content">
        <PostContent post={{ contentHtml: post.contentHtml, mentions: [] }} />
      </div>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button button--small"
          disabled={decide.isPending}
          onClick={() => run({ action: 'approve' })}
          data-testid="pending-approve"
        >
          {t('moderation:actions.approve')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          data-danger
          disabled={decide.isPending}
          onClick={() => setRejecting(true)}
          data-testid="pending-reject"
        >
          {t('moderation:actions.reject')}
        </button>
      </div>
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('moderation:steps.reject')}
        variant="sheet"
        testId="pending-reject-dialog"
      >
        <ReasonForm
          required
          busy={decide.isPending}
          onSubmit={(reason) => run({ action: 'reject', reason })}
        />
      </Dialog>
    </li>
  );
}
