import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@fanzone/contract';
import { PostIcon } from './PostIcons.tsx';
import { postLabels } from './postState.ts';

/** Pinned, featured, popularity tier and poll marker of a post. */
export function PostLabels({
  post,
}: {
  post: Pick<PostSummary, 'pinned' | 'featured' | 'popularityTier' | 'hasPoll'>;
}) {
  const { t } = useTranslation('posts');
  const labels = postLabels(post);
  if (!labels.length) return null;
  return (
    <span className="post-labels">
      {labels.map((label) => (
        <span
          key={label.key}
          className={`post-tag post-tag--${label.key}`}
          data-testid={`post-label-${label.key}`}
        >
          {label.key === 'poll' ? <PostIcon name="poll" size={14} /> : null}
          {label.key === 'pinnedMain' || label.key === 'pinnedSub' ? <PostIcon name="pin" size={14} /> : null}
          {label.key === 'tier'
            ? t('label.tier', { min: label.min, max: label.max })
            : t(`label.${label.key}`)}
        </span>
      ))}
    </span>
  );
}
