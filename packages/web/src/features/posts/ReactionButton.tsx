import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@fanzone/contract';
import { formatCount } from '../boards/boardState.ts';
import { PostIcon } from './PostIcons.tsx';
import type { Reaction } from './postState.ts';
import { reactionState } from './postState.ts';
import { usePostReaction } from './queries.ts';

const icons = { like: 'heart', favourite: 'star' } as const;

/** Like or favourite a post: a toggle with its count, changed at once (optimistic). */
export function ReactionButton({ post, reaction }: { post: PostSummary; reaction: Reaction }) {
  const { t, i18n } = useTranslation('posts');
  const { toggle, isPending } = usePostReaction(reaction);
  const { followed: on, followerCount: count } = reactionState(post, reaction);
  return (
    <button
      type="button"
      className={`post-action post-action--${reaction}`}
      aria-pressed={on}
      aria-busy={isPending || undefined}
      aria-label={t(`actions.${reaction}`, { count })}
      // Not `disabled`: focus stays while the press travels; repeats are ignored.
      onClick={() => (isPending ? undefined : toggle(post))}
      data-testid={`post-${reaction}`}
    >
      <PostIcon name={icons[reaction]} filled={on} />
      <span aria-hidden="true" data-testid={`post-${reaction}-count`}>
        {formatCount(count, i18n.language)}
      </span>
    </button>
  );
}
