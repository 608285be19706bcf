import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '../../platform/api.ts';
import { boardsKeys } from '../boards/keys.ts';
import { commentsKeys } from '../comments/keys.ts';
import { postsKeys } from '../posts/keys.ts';
import { messagesKeys } from '../messages/keys.ts';
import { socialKeys } from '../social/keys.ts';
import { identityKeys } from './queries.ts';

/** Forgets the logged-in user and everything that belonged to them. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(identityKeys.profile(), null);
  queryClient.removeQueries({ queryKey: identityKeys.badge() });
  queryClient.removeQueries({ queryKey: messagesKeys.all });
  // Boards say whether the viewer follows them: ask again as a visitor.
  void queryClient.invalidateQueries({ queryKey: boardsKeys.all });
  // So do members (profiles and follow lists).
  void queryClient.invalidateQueries({ queryKey: socialKeys.all });
  // Posts and comments carry the viewer's likes, favourites, votes and delete rights.
  void queryClient.invalidateQueries({ queryKey: postsKeys.all });
  void queryClient.invalidateQueries({ queryKey: commentsKeys.all });
  queryClient.removeQueries({ queryKey: commentsKeys.mine() });
}

/** Any 401 answer clears the logged-in user (spec §8). Returns the unsubscribe function. */
export function bindSessionToApi(queryClient: QueryClient): () => void {
  return onUnauthorized(() => clearSession(queryClient));
}
