import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostInput } from '@fanzone/contract';
import { fetchData } from '../../platform/api.ts';
import { postsEndpoints } from '../../platform/endpoints.ts';
import { boardsKeys } from '../boards/keys.ts';
import { postsKeys } from '../posts/keys.ts';

/** Query keys of publishing: the post being edited (always read fresh: `canEdit` may change). */
export const publishKeys = {
  all: ['publish'] as const,
  editing: (id: string) => [...publishKeys.all, 'editing', id] as const,
};

/**
 * The post to edit with `canEdit` and `editBlockedReason`; a deleted or missing post is shown by the
 * page (no toast).
 */
export function usePostToEdit(id: string | null) {
  return useQuery({
    queryKey: publishKeys.editing(id ?? ''),
    queryFn: ({ signal }) => fetchData(postsEndpoints.detail, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * Publishes, or saves an edit (`id`). A refusal is toasted with the server's message by the
 * mutation cache; the form also places it at its field.
 */
export function usePublishMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInput }) =>
      id
        ? fetchData(postsEndpoints.edit, { params: { id }, body: input })
        : fetchData(postsEndpoints.publish, { body: input }),
    onSuccess: (post) => {
      // Board post counts and every cached list of posts (feeds included) may show it now; the
      // post's page opens with the answer instead of asking again.
      void queryClient.invalidateQueries({ queryKey: boardsKeys.all });
      void queryClient.invalidateQueries({ queryKey: postsKeys.all });
      queryClient.setQueryData(postsKeys.detail(post.id), post);
      queryClient.removeQueries({ queryKey: publishKeys.editing(post.id) });
    },
  });
}
