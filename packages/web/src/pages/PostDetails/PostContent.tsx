import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PostDetail } from '@fanzone/contract';
import { linkMentionsInHtml } from '../../features/social/mentionLinks.ts';
import { isPlainClick } from '../../ui/Link.tsx';

/**
 * The server-sanitised content (it keeps only its allow-list of tags and attributes, on write),
 * with mentioned members linked to their profiles. Those links open inside the app, not anew.
 */
export function PostContent({ post }: { post: Pick<PostDetail, 'contentHtml' | 'mentions'> }) {
  const navigate = useNavigate();
  const html = useMemo(() => linkMentionsInHtml(post.contentHtml, post.mentions), [post]);
  const followMention = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a.mention');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(link.getAttribute('href')!);
  };
  return (
    // The click only takes over links that are already keyboard-reachable anchors.
    <div
      className="post-content"
      dir="auto"
      data-testid="post-content"
      onClick={followMention}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
