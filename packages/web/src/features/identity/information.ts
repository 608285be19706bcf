import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { My } from '@fanzone/contract';
import { limits, usernamePattern } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { identityEndpoints } from '../../platform/endpoints.ts';
import { commentsKeys } from '../comments/keys.ts';
import { postsKeys } from '../posts/keys.ts';
import { socialKeys } from '../social/keys.ts';
import { identityKeys } from './queries.ts';

/**
 * The member's own information (`/personal/information`): a new username or avatar. A module of its
 * own, outside `queries.ts`, so the first view (which loads the profile) does not carry it.
 */

/** Why a username would be refused, checked as the server checks it (`usernameSchema`). */
export type UsernameProblem = 'empty' | 'length' | 'characters';

export function usernameProblem(value: string): UsernameProblem | null {
  const name = value.trim();
  if (!name) return 'empty';
  const length = name.length;
  if (length < limits.account.usernameMinLength || length > limits.account.usernameMaxLength) return 'length';
  if (!usernamePattern.test(name)) return 'characters';
  return null;
}

export type InformationChange = { username: string } | { avatarUrl: string };

/**
 * Saves one change (`PUT /api/account/information`). The answer is the new `my`: the cached profile
 * takes it at once, so the header's avatar and name change with it. Posts, comments and profiles
 * that show the member are asked again when next shown. The caller shows refusals itself
 * (USERNAME_TAKEN beside the field), so no toast.
 */
export function useUpdateInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InformationChange): Promise<My> =>
      fetchData(identityEndpoints.updateInformation, { body: change }),
    meta: { silent: true },
    onSuccess: (my) => {
      queryClient.setQueryData(identityKeys.profile(), my);
      for (const queryKey of [postsKeys.all, commentsKeys.all, socialKeys.all])
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    },
  });
}
