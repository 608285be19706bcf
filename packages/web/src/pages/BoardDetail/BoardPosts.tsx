import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardPostSort } from '@fanzone/contract';
import { boardPostSorts, defaultBoardPostSort } from '@fanzone/contract';
import { PostList } from '../../features/posts/PostList.tsx';
import { SortChooser } from '../../features/posts/SortChooser.tsx';
import { useBoardPosts } from '../../features/posts/queries.ts';
import type { PostListData } from '../../features/posts/postState.ts';

/**
 * A board's posts under its header: latest reply (default), newest or hot; the first page starts with
 * the pinned posts (the server puts them there). `sectionId` narrows to one section's posts.
 */
export function BoardPosts({ boardId, sectionId }: { boardId: string; sectionId: string | null }) {
  const { t } = useTranslation('posts');
  const [sort, setSort] = useState<BoardPostSort>(defaultBoardPostSort);
  const query = useBoardPosts(boardId, sort);
  // The board call has no section filter: a section shows the loaded posts that belong to it, and
  // the list keeps loading pages while the screen is not full.
  const shown =
    sectionId === null || !query.data
      ? query
      : ({ ...query, data: onlySection(query.data, sectionId) } as typeof query);
  return (
    <section className="board-posts" aria-label={t('board.postsLabel')} data-testid="board-posts">
      <SortChooser
        label={t('board.sortLabel')}
        value={sort}
        onChange={setSort}
        testId="board-sort"
        options={boardPostSorts.map((id) => ({ id, label: t(`board.sort.${id}`) }))}
      />
      <PostList key={sort} query={shown} hideBoard emptyText={t('board.empty')} testId="board-post-list" />
    </section>
  );
}

function onlySection(data: PostListData, sectionId: string): PostListData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.filter((post) => post.section?.id === sectionId),
    })),
  };
}
