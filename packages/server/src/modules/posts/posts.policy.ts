import { isStaffRole, type editBlockReasons } from '@fanzone/contract';
import type { Viewer } from '../../platform/http/viewer.ts';
import type { PostRow } from './posts.queries.ts';

export type EditBlockReason = (typeof editBlockReasons)[number];

export const isStaff = (viewer: Pick<Viewer, 'role'>) => isStaffRole(viewer.role);

/**
 * Who may edit a post (spec §5, §6): staff may edit any; an author may edit their own once they
 * reach the level the community sets (3 by default), unless it is recommended on the home page.
 */
export function editBlockReason(
  viewer: Viewer | null,
  post: Pick<PostRow, 'authorId' | 'homeRecommended'>,
  authorLevel: number,
  minLevel: number,
): EditBlockReason | null {
  if (!viewer) return 'not_author';
  if (viewer.isBlocked) return 'banned';
  if (isStaff(viewer)) return null;
  if (post.authorId !== viewer.id) return 'not_author';
  if (post.homeRecommended) return 'home_recommended';
  if (authorLevel < minLevel) return 'level';
  return null;
}

export function canDeletePost(viewer: Viewer | null, post: Pick<PostRow, 'authorId'>): boolean {
  return !!viewer && !viewer.isBlocked && (isStaff(viewer) || post.authorId === viewer.id);
}

/** Featuring a post (spec §5) is a moderation act: staff only, and not while banned. */
export function canFeaturePost(viewer: Viewer): boolean {
  return !viewer.isBlocked && isStaff(viewer);
}
