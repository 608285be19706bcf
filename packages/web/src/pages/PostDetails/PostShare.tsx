import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostDetail } from '@fanzone/contract';
import { paths } from '@fanzone/contract';
import { formatCount } from '../../features/boards/boardState.ts';
import { useMy } from '../../features/identity/queries.ts';
import { useCountShare } from '../../features/posts/queries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { toastErrorCode } from '../../platform/errors.ts';

const ShareDialog = lazy(() => import('../../features/share/ShareDialog.tsx'));

/**
 * Share with the region's targets (spec §2 share dialog) and count it; a banned member is told
 * 'Sorry, you have been banned…' instead (spec §4, §6). Visitors may share the link uncounted.
 */
export function PostShare({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation('posts');
  const my = useMy();
  const count = useCountShare(post.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="post-action"
        aria-label={t('actions.share', { count: post.shareCount })}
        data-testid="post-share"
        onClick={() => {
          if (my?.isBlocked) {
            void toastErrorCode('USER_BANNED');
            return;
          }
          if (my) count.mutate();
          setOpen(true);
        }}
      >
        <Icon name="share" size={18} />
        <span aria-hidden="true" data-testid="post-share-count">
          {formatCount(post.shareCount, i18n.language)}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onOpenChange={setOpen}
            title={post.title}
            url={new URL(paths.postDetails(post.id), window.location.origin).href}
          />
        </Suspense>
      ) : null}
    </>
  );
}
