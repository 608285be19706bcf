import { callApi } from '../../platform/api.ts';
import { feedsEndpoints } from '../../platform/endpoints.ts';
import { usePostList } from '../posts/queries.ts';

export type Feed = 'following' | 'recommended';

/**
 * The home feeds (spec §2): posts of followed members and boards (members only), and the
 * recommended ones for everybody. Both live among the posts lists, so likes show in them at once.
 */
export function useFeed(feed: Feed, enabled = true) {
  return usePostList(
    { kind: 'feed', feed },
    (cursor, signal) =>
      feed === 'following'
        ? callApi(feedsEndpoints.following, { query: { cursor }, signal })
        : callApi(feedsEndpoints.recommended, { query: { cursor }, signal }),
    enabled,
  );
}
