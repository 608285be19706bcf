import type { PostKind } from '@fanzone/contract';

/** The publish page of each kind (spec §2 /publish/*). */
export const publishPaths: Record<PostKind, string> = {
  post: '/publish/post',
  topic: '/publish/topic',
  picture: '/publish/EditPicture',
  bug_report: '/publish/bug-report',
};

/** `/publish/post?draft=12`: a kind's page resuming a draft or editing a post. */
export function publishPathOf(kind: PostKind, origin?: { edit?: string; draft?: string }): string {
  const query = origin?.edit
    ? `?edit=${encodeURIComponent(origin.edit)}`
    : origin?.draft
      ? `?draft=${encodeURIComponent(origin.draft)}`
      : '';
  return `${publishPaths[kind]}${query}`;
}

/** The kind a publish page is for, from its path; null for any other path. */
export function kindOfPath(pathname: string): PostKind | null {
  const entry = Object.entries(publishPaths).find(([, path]) => path === pathname);
  return entry ? (entry[0] as PostKind) : null;
}

/**
 * `/publish/post/select-section/:id?back=…`: the full-page board and section chooser (mobile),
 * starting at board `id` (0: none yet) and returning to `back`.
 */
export function selectSectionPath(boardId: string | null, back: string): string {
  return `/publish/post/select-section/${encodeURIComponent(boardId ?? '0')}?back=${encodeURIComponent(back)}`;
}

/** The page to return to from the chooser: only a publish page of this site, else the post page. */
export function safeBack(back: string | null): string {
  if (!back) return publishPaths.post;
  try {
    const url = new URL(back, 'https://fanzone.invalid');
    if (url.origin !== 'https://fanzone.invalid' || !kindOfPath(url.pathname)) return publishPaths.post;
    return `${url.pathname}${url.search}`;
  } catch {
    return publishPaths.post;
  }
}
