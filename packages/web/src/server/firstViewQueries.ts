import type { QueryClient } from '@tanstack/react-query';
import type { RouteEntry } from '@fanzone/contract';
import { defaultBoardPostSort, routeParams, searchPageOf, shellChrome } from '@fanzone/contract';
import { isBoardId } from '../features/boards/boardState.ts';
import { checkInStatusQueryOptions } from '../features/checkIn/status.ts';
import { accountBadgeQueryOptions } from '../features/identity/queries.ts';
import { messageBadgeQueryOptions } from '../features/messages/queries.ts';
import { boardQueryOptions, boardsQueryOptions } from '../features/boards/queries.ts';
import { boardBannersOptions } from '../features/collections/queries.ts';
import { feedOf, feedQueryOptions } from '../features/feeds/queries.ts';
import { isPostId } from '../features/posts/postState.ts';
import { isUserId } from '../features/social/socialState.ts';
import { profileQueryOptions as memberProfileQueryOptions } from '../features/social/queries.ts';
import { boardPostsOptions, memberPostsOptions, postQueryOptions } from '../features/posts/queries.ts';
import { searchMembersOptions, searchPostsOptions } from '../features/search/queries.ts';
import {
  grayModeQueryOptions,
  homeBannersQueryOptions,
  navigationQueryOptions,
  topSectorQueryOptions,
} from '../features/site/queries.ts';
import type { Layout } from '../ui/useLayout.ts';

/** What the server knows of a page before drawing it. */
export type FirstViewRequest = {
  route: RouteEntry | undefined;
  url: URL;
  layout: Layout;
  /** The signed-in member (their profile), if any. */
  member: { id: string } | undefined;
};

/**
 * What a drawn page's first view reads, asked before the server's first render pass so that pass
 * draws the page and is its last. Each pass renders the whole tree: measured on the 1 M-post bench,
 * the pass that only found the queries drew skeletons nobody sees for 4–6 ms of a page's 10–28 ms.
 * The options are the ones the components read (same functions, so the same keys). A query missing
 * here still works, as before: the renderer finds it unanswered and takes another pass. One the page
 * no longer reads costs an in-process call, never a wrong page. Reads that depend on an earlier
 * answer (a board's sections after the board) stay with the renderer's passes.
 */
export function askFirstView(queryClient: QueryClient, request: FirstViewRequest): Promise<void>[] {
  const { route, url, layout, member } = request;
  const signedIn = member !== undefined;
  if (!route || route.redirectTo) return [];
  const asked: Promise<void>[] = [];
  // The server answers these before drawing (contract `firstViewCalls`, by the same rule of chrome).
  // The shell's own (Shell.tsx) on every page; where the site's chrome shows, the desktop header's
  // links, and a member's red dots of Message and Me in the desktop header or the phone's tab bar.
  asked.push(queryClient.prefetchQuery(grayModeQueryOptions()));
  const { chrome, tabBar } = shellChrome(route, url.searchParams, layout);
  if (chrome && layout === 'desktop') asked.push(queryClient.prefetchQuery(navigationQueryOptions()));
  if (chrome && signedIn && (layout === 'desktop' || tabBar))
    asked.push(
      queryClient.prefetchQuery(accountBadgeQueryOptions()),
      queryClient.prefetchQuery(messageBadgeQueryOptions()),
    );
  const params = routeParams(route, url.pathname);
  switch (route.name) {
    case 'home': {
      // HomePage: the banners and the feed its tab names (FeedTabs); Following waits for a member.
      // A phone's home header shows the top sector's logo (MobileHomeHeader).
      const feed = feedOf(url.searchParams.get('tab'), 'recommended');
      asked.push(queryClient.prefetchQuery(homeBannersQueryOptions()));
      if (layout === 'mobile') asked.push(queryClient.prefetchQuery(topSectorQueryOptions()));
      // A member's check-in strip (HomePage) and the phone header's check-in dot.
      if (signedIn) asked.push(queryClient.prefetchQuery(checkInStatusQueryOptions()));
      if (feed === 'recommended' || signedIn)
        asked.push(queryClient.prefetchInfiniteQuery(feedQueryOptions(feed)));
      break;
    }
    case 'board-detail': {
      // BoardDetailPage: the board, its first list in the first sort, and its banners.
      const id = params.id;
      if (!isBoardId(id)) break;
      asked.push(
        queryClient.prefetchQuery(boardQueryOptions(id)),
        queryClient.prefetchInfiniteQuery(boardPostsOptions(id, defaultBoardPostSort)),
        queryClient.prefetchQuery(boardBannersOptions(id)),
      );
      break;
    }
    case 'user-posts': {
      // A member's public page: their profile, and their posts beside it (MemberPosts waits for the
      // profile in the browser; asked here, the server draws both in one pass).
      const id = params.id;
      if (!isUserId(id)) break;
      asked.push(
        queryClient.prefetchQuery(memberProfileQueryOptions(id)),
        queryClient.prefetchInfiniteQuery(memberPostsOptions(id)),
      );
      break;
    }
    case 'product-classification':
      // The boards' page: every board with its sub boards.
      asked.push(queryClient.prefetchQuery(boardsQueryOptions()));
      break;
    case 'search': {
      // SearchPage for a keyword: its tab's first page; the posts tab's board filter lists the boards.
      const { keyword, tab, filters } = searchPageOf(url.searchParams);
      if (!keyword) break;
      if (tab === 'members') asked.push(queryClient.prefetchInfiniteQuery(searchMembersOptions(keyword)));
      else
        asked.push(
          queryClient.prefetchQuery(boardsQueryOptions()),
          queryClient.prefetchInfiniteQuery(searchPostsOptions(keyword, filters)),
        );
      break;
    }
    case 'my-posts':
      // Me: the member's own posts (PostSections), by their id.
      if (member) asked.push(queryClient.prefetchInfiniteQuery(memberPostsOptions(member.id)));
      break;
    case 'post-details': {
      // PostDetailsPage: the post (its comments load below the fold, in the browser).
      const id = params.id;
      if (isPostId(id)) asked.push(queryClient.prefetchQuery(postQueryOptions(id)));
      break;
    }
  }
  return asked;
}
