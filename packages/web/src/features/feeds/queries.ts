import { callApi } from '../../platform/api.ts';
import { feedsEndpoints } from '../../platform/endpoints.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Feed } from '@fanzone/contract';
import { postListOptions } from '../posts/queries.ts';

/**
 * The home feeds (spec §2): posts of followed members and boards (members only), and the
 * recommended ones for everybody. Both live among the posts lists, so likes show in them at once.
 */
export function feedQueryOptions(feed: Feed) {
  return postListOptions({ kind: 'feed', feed }, (cursor, signal) =>
    feed === 'following'
      ? callApi(feedsEndpoints.following, { query: { cursor }, signal })
      : callApi(feedsEndpoints.recommended, { query: { cursor }, signal }),
  );
}

export function useFeed(feed: Feed, enabled = true) {
  return useInfiniteQuery({ ...feedQueryOptions(feed), enabled });
}
